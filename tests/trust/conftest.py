"""Fixtures for the trust tests (docs/trust.md): tagged decks and a window that deals from them
(the small search budgets of the default matrix, ``small_budgets``, are ``tests/conftest.py``'s).

The window's private folders (autosave, preferences, QSettings, the card faces) are the
integration tests' own fixtures, imported here so both stay one thing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.games.audatia import plugin as audatia_plugin
from audatia_qt.games.audatia.board.controller import TableSettings
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.screens.new_game import DeckChoice
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.preferences import Preferences
from tests.integration.conftest import _private_folders, data_dir, faces_dir, settings_path
from tests.trust.oracle import tag_decks
from tests.windows_english import english

__all__ = ["_private_folders", "data_dir", "english", "faces_dir", "settings_path"]


@pytest.fixture(scope="session")
def tagged_decks(galeazzo: DeckDef, boucicault: DeckDef) -> tuple[DeckDef, DeckDef]:
    """The bundled decks with every card instance named uniquely (``oracle.tag_decks``)."""
    return tag_decks((galeazzo, boucicault))


TrustWindow = Callable[[], MainWindow]


@pytest.fixture
def trust_window(
    catalogue: Catalogue,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tagged_decks: tuple[DeckDef, DeckDef],
    settings_path: Path,
    faces_dir: Path,
) -> Iterator[TrustWindow]:
    """``trust_window()``: a shown window offering the tagged decks in its New Game dialog,
    with animations off, no pause before the computer's moves, the computer on its worker
    thread as in the app, preferences of its own, and no game yet.

    It keeps no autosave: writing one checks it by replaying the whole game, a tenth of a
    second a move, and the matrix reads the resume question from one autosave written in the
    middle of the game (``TrustGame.check_resume_question``). Nor does its table repaint: the
    matrix reads what every item would draw, and thousands of offscreen frames were most of
    its time.
    """
    choices = [DeckChoice(deck, None) for deck in tagged_decks]
    monkeypatch.setattr(audatia_plugin, "load_bundled_decks", lambda: (choices, ""))
    windows: list[MainWindow] = []

    def make() -> MainWindow:
        window = MainWindow(
            catalogue=catalogue,
            cache_dir=faces_dir,
            settings=TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=True),
            start_game=False,
            preferences=Preferences(catalogue, path=settings_path),
        )
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        assert window.table is not None
        window.table.view.setUpdatesEnabled(False)
        windows.append(window)
        return window

    yield make
    for window in windows:
        # A search still running on the worker must end before the window goes.
        if window.controller is not None:
            window.controller.shutdown()
