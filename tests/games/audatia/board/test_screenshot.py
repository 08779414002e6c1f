"""``audatia --screenshot FILE`` writes a PNG of the table after a computer game's moves."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from audatia_qt.__main__ import main
from audatia_qt.games.audatia.board.screenshot import parse_size
from audatia_qt.shell.i18n import language as language_module


def test_screenshot_writes_a_png(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    target = tmp_path / "table.png"
    code = main(["--screenshot", str(target), "--seed", "3", "--moves", "12", "--size", "1100x700"])
    assert code == 0
    image = QImage(str(target))
    assert not image.isNull()
    assert (image.width(), image.height()) == (1100, 700)
    assert "12 moves played" in capsys.readouterr().out


def test_screenshot_refuses_a_bad_size(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["--screenshot", str(tmp_path / "x.png"), "--size", "big"]) == 2
    assert "--size must look like 1280x800" in capsys.readouterr().err
    with pytest.raises(ValueError, match="outside"):
        parse_size("0x10")


def test_screenshot_says_what_it_wrote_in_the_language_chosen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    target = tmp_path / "table.png"
    shot = ["--screenshot", str(target), "--moves", "1", "--size", "1100x700", "--language", "es"]
    assert main(shot) == 0
    assert capsys.readouterr().out == (f"captura: {target} (1100x700), semilla 1, 1 jugada hecha\n")


@pytest.mark.parametrize("system", ["en", "es"])
def test_screenshot_without_a_language_speaks_the_systems(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    system: str,
) -> None:
    """No --language: the window and the closing line speak the system's language, with its
    catalogs installed as the app installs them (English's plural forms too)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(language_module, "system_language", lambda locale=None: system)
    target = tmp_path / "table.png"
    assert main(["--screenshot", str(target), "--moves", "1", "--size", "1100x700"]) == 0
    said = {
        "en": f"screenshot: {target} (1100x700), seed 1, 1 move played\n",
        "es": f"captura: {target} (1100x700), semilla 1, 1 jugada hecha\n",
    }
    assert capsys.readouterr().out == said[system]
    assert language_module.current_language() == "en"  # uninstalled after


def test_screenshot_refuses_its_options_in_the_language_chosen(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["--screenshot", str(tmp_path / "x.png"), "--size", "big", "--language", "es"]) == 2
    assert capsys.readouterr().err == (
        "audatia: --size debe tener la forma 1280x800, de 1x1 a 7680x7680, no 'big'\n"
    )
    assert main(["--screenshot", str(tmp_path / "x.jpg"), "--language", "es"]) == 2
    assert capsys.readouterr().err == (
        f"audatia: --screenshot escribe un PNG: {tmp_path / 'x.jpg'} no termina en .png\n"
    )
