"""The application icon: every size drawn, transparent around the card, and current with its SVG."""

from __future__ import annotations

import importlib.util
import io
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PIL import Image
from pytestqt.qtbot import QtBot

from audatia_qt.engine import resources
from audatia_qt.shell import app_icon as icon_module
from audatia_qt.shell.app_icon import ICON_SIZES, app_icon, icon_files

REPO_ROOT = Path(__file__).resolve().parents[2]
MAKE_ICONS = REPO_ROOT / "packaging" / "linux" / "make_icons.py"


def _make_icons() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_icons", MAKE_ICONS)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_icon_has_every_size(qtbot: QtBot) -> None:
    icon = app_icon()
    assert not icon.isNull()
    assert sorted(size.width() for size in icon.availableSizes()) == list(ICON_SIZES)
    assert all(size.width() == size.height() for size in icon.availableSizes())


@pytest.mark.parametrize("size", ICON_SIZES)
def test_png_is_a_square_icon_with_transparent_corners(size: int) -> None:
    with Image.open(icon_files()[size]) as image:
        assert image.size == (size, size)
        assert image.mode == "RGBA"
        alpha = image.getchannel("A")
        # The card and swords stand on transparency, as desktop icons do.
        assert alpha.getpixel((0, 0)) == 0
        assert alpha.getpixel((size - 1, size - 1)) == 0
        assert alpha.getpixel((size // 2, size // 2)) == 255
        # Drawn, not a flat fill: many colours even at 16 pixels.
        assert len(image.getcolors(size * size) or []) > 20


def test_sizes_agree_with_the_generator_and_the_files_on_disk() -> None:
    assert tuple(_make_icons().ICON_SIZES) == ICON_SIZES
    on_disk = sorted(
        int(path.stem.removeprefix("audatia-"))
        for path in icon_module.icons_dir().glob("audatia-*.png")
    )
    assert on_disk == list(ICON_SIZES)


def test_committed_pngs_are_current_with_the_svg() -> None:
    """Regenerating the PNGs from the SVGs changes nothing (run make_icons.py after an edit)."""
    result = subprocess.run(
        [sys.executable, str(MAKE_ICONS), "--check"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_icon_is_null_when_its_files_are_missing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(resources, "package_dir", lambda: tmp_path / "repo" / "audatia_qt")
    assert app_icon().isNull()


def test_check_tolerates_rounding_but_not_a_changed_drawing() -> None:
    """--check ignores a level of antialiasing between Qt builds, not a different picture."""
    same_picture = _make_icons().same_picture
    original = icon_files()[64].read_bytes()
    with Image.open(icon_files()[64]) as image:
        rgba = image.convert("RGBA")
    rounded = rgba.point(lambda level: min(level + 1, 255))
    redrawn = rgba.copy()
    redrawn.paste((200, 0, 0, 255), (20, 20, 44, 44))
    encoded = {}
    for name, picture in (("rounded", rounded), ("redrawn", redrawn)):
        buffer = io.BytesIO()
        picture.save(buffer, "PNG")
        encoded[name] = buffer.getvalue()
    assert same_picture(original, encoded["rounded"])
    assert not same_picture(original, encoded["redrawn"])
