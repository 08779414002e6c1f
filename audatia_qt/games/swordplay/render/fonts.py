"""The bundled fonts for Swordplay's faces: one list of files, a per-renderer Pillow cache.

The files are the app's own (``assets/fonts``, EB Garamond under the OFL); the Qt side
registers the same files. Audatia has a twin of this module: games never import each other.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

from PIL import ImageFont, features

from audatia_qt.engine.resources import assets_dir

#: Font role -> file name under assets/fonts/.
FONT_FILE_NAMES: Mapping[str, str] = MappingProxyType(
    {
        "regular": "EBGaramond12-Regular.otf",
        "italic": "EBGaramond12-Italic.otf",
        "smallcaps": "EBGaramondSC12-Regular.otf",
    }
)


class FontError(RuntimeError):
    """A bundled font file is missing or unreadable (a broken installation)."""


def font_files() -> dict[str, Path]:
    """Every font file the faces use, by role."""
    folder = assets_dir() / "fonts"
    return {role: folder / name for role, name in FONT_FILE_NAMES.items()}


class Fonts:
    """Pillow fonts by role and pixel size, each file read once per instance (no module-level
    cache: each renderer owns its fonts)."""

    def __init__(self, files: Mapping[str, Path] | None = None) -> None:
        self._files = dict(font_files() if files is None else files)
        missing = sorted(set(FONT_FILE_NAMES) - set(self._files))
        if missing:
            raise FontError(f"no font file given for the roles {', '.join(missing)}")
        self._data: dict[str, bytes] = {}
        self._loaded: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}
        self.layout = (
            ImageFont.Layout.RAQM if features.check_feature("raqm") else ImageFont.Layout.BASIC
        )

    def get(self, role: str, size: float) -> ImageFont.FreeTypeFont:
        """The font for ``role`` at a pixel size (at least 1), loaded on first use."""
        pixels = max(1, round(size))
        key = (role, pixels)
        font = self._loaded.get(key)
        if font is None:
            font = ImageFont.truetype(self._source(role), pixels, layout_engine=self.layout)
            self._loaded[key] = font
        return font

    def _source(self, role: str) -> io.BytesIO:
        data = self._data.get(role)
        if data is None:
            path = self._files.get(role)
            if path is None:
                raise FontError(f"unknown font role {role!r}")
            try:
                data = path.read_bytes()
            except OSError as error:
                raise FontError(f"cannot read the font file {path}: {error}") from None
            self._data[role] = data
        return io.BytesIO(data)
