"""Register the bundled fonts (assets/fonts) with Qt, the same files the card renderer uses."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase

from audatia_qt.kit.render.fonts import font_files

log = logging.getLogger(__name__)

#: Font files the windows leave to the card renderer. The bold cut covers ASCII only
#: (assets/fonts/README.md): registered, it would set a bold heading's "ó" or "í" in another
#: family, glyph by glyph ("Lección"); unregistered, Qt emboldens the regular cut, which has
#: every accented letter.
QT_SKIPS = frozenset({"bold"})
#: The family of the bundled text face, for widgets that want the cards' typeface.
TEXT_FAMILY = "EB Garamond"
#: The cards' serif, then the serifs to fall back on where it could not be loaded.
SERIF = [TEXT_FAMILY, "Palatino", "Georgia", "DejaVu Serif", "serif"]


def serif(pixels: float, *, bold: bool = False, italic: bool = False) -> QFont:
    """The cards' serif at ``pixels``, with lining figures: EB Garamond's default old-style
    0 and 1 read as "o" and "I" in counts, rulings ("R-018") and lesson numbers."""
    font = QFont()
    font.setFamilies(SERIF)
    font.setPixelSize(max(8, round(pixels)))
    font.setBold(bold)
    font.setItalic(italic)
    font.setFeature(QFont.Tag("lnum"), 1)
    return font


@dataclass
class RegisteredFonts:
    """What registration did: the families Qt now knows, and the files it could not load."""

    families: dict[str, list[str]] = field(default_factory=dict)
    failed: list[Path] = field(default_factory=list)


def register_fonts(files: dict[str, Path] | None = None) -> RegisteredFonts:
    """Add every bundled font file to Qt's application font database (after QApplication).

    Qt keeps one database per application, so the result is returned rather than remembered;
    a second call finds the files already known and adds nothing twice. A missing or broken
    file is logged and reported in ``failed``; the widgets then fall back to other serifs.
    """
    result = RegisteredFonts()
    for role, path in (font_files() if files is None else files).items():
        if role in QT_SKIPS:
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("Qt could not load the bundled font %s (%s)", path, role)
            result.failed.append(path)
            continue
        result.families[role] = list(QFontDatabase.applicationFontFamilies(font_id))
    return result
