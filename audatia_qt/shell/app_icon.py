"""The application icon (two crossed longswords over a card back) and the desktop app id.

The icon's source is ``assets/icons/audatia.svg`` (``audatia-small.svg`` for 16 and 32
pixels); packaging/linux/make_icons.py renders the committed PNGs this module loads. PNGs, not
the SVG, so the icon needs no image-format plugin and looks the same in every layout.
Set it once on the application: ``app.setWindowIcon(app_icon())``, and
``app.setDesktopFileName(APP_ID)`` so Wayland compositors match windows to the installed
``APP_ID.desktop`` file and its icon.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

from audatia_qt.engine.resources import assets_dir

#: Reverse-DNS id shared by the .desktop file, the AppStream metainfo and the icon name.
APP_ID = "io.github.audatiaqt.Audatia"
#: The sizes the icon is drawn at, in pixels (the freedesktop hicolor sizes the game installs).
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def icons_dir() -> Path:
    """The folder of the application icon's SVG source and PNGs (assets/icons/)."""
    return assets_dir() / "icons"


def icon_files() -> dict[int, Path]:
    """The icon's PNG file for each size."""
    folder = icons_dir()
    return {size: folder / f"audatia-{size}.png" for size in ICON_SIZES}


def app_icon() -> QIcon:
    """The application icon at every size that exists on disk (null if none does)."""
    icon = QIcon()
    for size, path in icon_files().items():
        if path.is_file():
            icon.addFile(str(path), QSize(size, size))
    return icon
