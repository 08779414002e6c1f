"""The windows' tests speak English as the app does: its English catalogs installed (they hold
the plural forms of counted texts, "1 move" and "2 moves"), as ``audatia_qt.__main__`` installs
them at start. The ``spanish`` fixture (tests/conftest.py) switches to Spanish on top of them.

The windows' tests live beside the code they test (the board, the screens, the deck builder,
the shell's windows, the integration and trust tests): each of those folders' conftest.py
imports these fixtures, so they apply there and nowhere else (the pure tests start no Qt)."""

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication


@pytest.fixture(autouse=True)
def english(qapp: "QApplication") -> Iterator[None]:
    from audatia_qt.shell.i18n.language import Language

    language = Language(qapp)
    language.switch("en")
    try:
        yield
    finally:
        language.uninstall()


@pytest.fixture
def main_window_faces_in_tmp(monkeypatch: pytest.MonkeyPatch, shared_faces_dir: Path) -> None:
    """The main window draws its card faces into a temporary folder, not the user's cache:
    one for the whole session (the cache names each face by the hash of all that draws it, so
    the tests share faces and never see another's as their own; drawing them all again for
    each window was about a second of each window test)."""
    from audatia_qt.games.audatia import plugin as audatia_plugin

    monkeypatch.setattr(audatia_plugin, "default_cache_dir", lambda: shared_faces_dir)
