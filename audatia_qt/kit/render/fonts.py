"""The bundled fonts: one list of files for Pillow and Qt, and a per-renderer Pillow cache.

The files are the app's own (``assets/fonts``, EB Garamond under the OFL), every game's faces
drawn with them; the Qt side registers the same files.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

from PIL import ImageFont, features

from audatia_qt.engine.resources import assets_dir

#: Font role -> file name under assets/fonts/ (see assets/fonts/README.md).
FONT_FILE_NAMES: Mapping[str, str] = MappingProxyType(
    {
        "regular": "EBGaramond12-Regular.otf",
        "italic": "EBGaramond12-Italic.otf",
        "bold": "EBGaramond12-Bold.otf",
        "smallcaps": "EBGaramondSC12-Regular.otf",
        "initials": "EBGaramond-Initials.otf",
    }
)

#: The licence that travels with the font files.
FONT_LICENCE_NAME = "OFL.txt"


def fonts_dir() -> Path:
    """Return the folder of bundled fonts and their licence (assets/fonts/)."""
    return assets_dir() / "fonts"


def font_files() -> dict[str, Path]:
    """Return every bundled font file by role; the Qt side registers these same paths."""
    folder = fonts_dir()
    return {role: folder / name for role, name in FONT_FILE_NAMES.items()}


class FontError(RuntimeError):
    """A bundled font file is missing or unreadable (a broken installation)."""


class Fonts:
    """Pillow fonts by role and pixel size, each file loaded once per instance.

    There is deliberately no module-level cache: every renderer owns one Fonts, so two
    renderers never share mutable state and a test can give a renderer other files.
    """

    def __init__(self, files: Mapping[str, Path] | None = None) -> None:
        self._files = dict(font_files() if files is None else files)
        missing = sorted(set(FONT_FILE_NAMES) - set(self._files))
        if missing:
            raise FontError(f"no font file given for the roles {', '.join(missing)}")
        self._data: dict[str, bytes] = {}
        self._loaded: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}
        # HarfBuzz (via raqm) kerns and ligates like a typesetter and measures faster; Pillow
        # falls back to its basic layout where raqm is missing.
        self.layout = (
            ImageFont.Layout.RAQM if features.check_feature("raqm") else ImageFont.Layout.BASIC
        )

    @property
    def files(self) -> dict[str, Path]:
        """The font file used for each role."""
        return dict(self._files)

    def fingerprint(self) -> str:
        """Names and sizes of the files: a changed font invalidates cached faces."""
        parts = []
        for role in sorted(self._files):
            path = self._files[role]
            size = path.stat().st_size if path.is_file() else -1
            parts.append(f"{role}={path.name}:{size}")
        parts.append(f"layout={self.layout.name}")
        return ";".join(parts)

    def get(self, role: str, size: float) -> ImageFont.FreeTypeFont:
        """The font for role at a pixel size (at least 1, rounded to whole pixels), loaded on
        first use."""
        pixels = max(1, round(size))
        key = (role, pixels)
        font = self._loaded.get(key)
        if font is None:
            font = ImageFont.truetype(self._font_source(role), pixels, layout_engine=self.layout)
            self._loaded[key] = font
        return font

    def _font_source(self, role: str) -> io.BytesIO:
        """The font file's bytes (read once), wrapped so FreeType can open it at any size."""
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
