"""The one place that knows where the player's own files live: the user data folder.

The autosave, the preferences (when ``AUDATIA_DATA_DIR`` is set) and the deck library all live
in the platform's user data folder for the app (platformdirs), or in the folder the environment
variable ``AUDATIA_DATA_DIR`` names when it is set (tests, a portable install, a second profile:
the app then keeps its files there and nowhere else).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

import platformdirs

APP_NAME: Final = "audatia-qt"
#: Names a folder that replaces the user data folder.
DATA_DIR_VARIABLE: Final = "AUDATIA_DATA_DIR"


def data_dir_override() -> Path | None:
    """The folder ``AUDATIA_DATA_DIR`` names, or None when it is unset or empty."""
    value = os.environ.get(DATA_DIR_VARIABLE, "").strip()
    return Path(value).expanduser().absolute() if value else None


def user_data_dir() -> Path:
    """``AUDATIA_DATA_DIR`` if set, else the platform's user data folder for the app."""
    override = data_dir_override()
    if override is not None:
        return override
    return platformdirs.user_data_path(APP_NAME, appauthor=False)
