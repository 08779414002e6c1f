"""Fixtures for the window's session tests: a main window whose autosave, preferences and card
faces all live in temporary folders, the computer answering at once on the GUI thread, and
helpers that play a person's moves.

Every test here also points ``AUDATIA_DATA_DIR`` and QSettings' folders at a temporary folder,
so nothing the window does can reach the player's own data, even by a default.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.games.audatia.board.controller import TableSettings
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.preferences import Preferences

# The windows' tests speak English (tests/windows_english.py): imported here, its fixtures
# apply to this folder.
from tests.windows_english import english  # noqa: F401

WindowFactory = Callable[..., MainWindow]


@pytest.fixture(scope="session")
def faces_dir(shared_faces_dir: Path) -> Path:
    """Card faces drawn once for all these tests (and the rest of the run's)."""
    return shared_faces_dir


@pytest.fixture(autouse=True)
def _private_folders(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """Keep the user's data folder and settings out of reach of every test here (the cache is
    the run's for every test: tests/conftest.py)."""
    monkeypatch.setenv("AUDATIA_DATA_DIR", str(tmp_path / "env-data"))
    settings_dir = tmp_path / "qsettings"
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(settings_dir))
    yield


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """The window's autosave folder."""
    return tmp_path / "data"


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    """The window's preferences file."""
    return tmp_path / "settings.ini"


@pytest.fixture
def make_window(
    catalogue: Catalogue, qtbot: QtBot, data_dir: Path, settings_path: Path, faces_dir: Path
) -> WindowFactory:
    """``make_window(start_game=True, preferences=True, settings=None, library_dir=None)``: a
    shown window with animations off and the computer answering at once on the GUI thread."""

    def make(
        start_game: bool = True,
        preferences: bool = True,
        settings: TableSettings | None = None,
        library_dir: Path | None = None,
    ) -> MainWindow:
        window = MainWindow(
            catalogue=catalogue,
            cache_dir=faces_dir,
            settings=settings or TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False),
            start_game=start_game,
            autosave_dir=data_dir,
            preferences=Preferences(catalogue, path=settings_path) if preferences else None,
            library_dir=library_dir,
        )
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make
