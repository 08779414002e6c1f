"""Register the bundled fonts (assets/fonts) with Qt, the same files the card renderer uses."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtGui import QFontDatabase

from audatia_qt.render.fonts import font_files

log = logging.getLogger(__name__)

#: The family of the bundled text face, for widgets that want the cards' typeface.
TEXT_FAMILY = "EB Garamond"


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
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("Qt could not load the bundled font %s (%s)", path, role)
            result.failed.append(path)
            continue
        result.families[role] = list(QFontDatabase.applicationFontFamilies(font_id))
    return result
