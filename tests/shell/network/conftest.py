"""The app-side network tests' hosted tables and links, and two main windows to host and
join, each closed at its test's end."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.main_window import MainWindow
from tests.shell.network.seats import Tables


@pytest.fixture
def tables(tmp_path: Path) -> Iterator[Tables]:
    made = Tables(tmp_path)
    try:
        yield made
    finally:
        made.close()


@pytest.fixture
def guest_settings() -> BoardSettings:
    """The guest's board settings (a test module may ask for others)."""
    return BoardSettings(animation_ms=0, threaded_ai=False)


@pytest.fixture
def windows(
    catalogue: Catalogue, qtbot: QtBot, tmp_path: Path, guest_settings: BoardSettings
) -> Iterator[tuple[MainWindow, MainWindow]]:
    """The host's main window (its tables in a temporary folder) and the guest's, each
    network window closed at the end."""
    settings = BoardSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
    host = MainWindow(catalogue=catalogue, settings=settings, tables_dir=tmp_path / "tables")
    guest = MainWindow(catalogue=catalogue, settings=guest_settings)
    qtbot.addWidget(host)
    qtbot.addWidget(guest)
    yield host, guest
    host.network.close()
    guest.network.close()
