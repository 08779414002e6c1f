"""New Game with the player's own decks, and a save whose library deck was edited or deleted
(issue 19)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.resources import decks_dir
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.audatia.board.controller import TableSettings
from audatia_qt.games.audatia.decks.library import DeckLibrary, renamed_deck_text
from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.saves.savefile import load_file, save_file
from audatia_qt.games.audatia.screens.new_game import (
    BUNDLED_HEADING,
    LIBRARY_HEADING,
    LIBRARY_MARK,
    NewGameDialog,
)
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.preferences import Preferences

from .helpers import controller_of, play_person

GALEAZZO = decks_dir() / "galeazzo-da-mantoa.toml"


@pytest.fixture
def library(tmp_path: Path) -> DeckLibrary:
    """A library with a deck of the player's (Galeazzo renamed, one card changed) and a deck
    that breaks the deck rules."""
    library = DeckLibrary(tmp_path / "library")
    text = renamed_deck_text(GALEAZZO.read_text(encoding="utf-8"), "my-galeazzo", "My Galeazzo")
    text = text.replace('name = "Mandritto Fendente"', 'name = "Mandritto Mio"', 1)
    library.new_deck_path("my-galeazzo").write_text(text, encoding="utf-8")
    broken = renamed_deck_text(GALEAZZO.read_text(encoding="utf-8"), "half-done", "Half Done")
    broken = broken.replace('blow = "mandritto_fendente"', 'blow = "nowhere"', 1)
    library.new_deck_path("half-done").write_text(broken, encoding="utf-8")
    return library


@pytest.fixture
def window(
    catalogue: Catalogue,
    qtbot: QtBot,
    library: DeckLibrary,
    faces_dir: Path,
    data_dir: Path,
    settings_path: Path,
) -> MainWindow:
    window = MainWindow(
        catalogue=catalogue,
        cache_dir=faces_dir,
        settings=TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False),
        autosave_dir=data_dir,
        preferences=Preferences(catalogue, path=settings_path),
        library_dir=library.root,
    )
    qtbot.addWidget(window)
    window.show()
    return window


def _texts(dialog: NewGameDialog, seat: Seat) -> list[str]:
    box = dialog.page.deck_boxes[seat]
    return [box.itemText(index) for index in range(box.count())]


def _row(dialog: NewGameDialog, seat: Seat, starts: str) -> int:
    return next(i for i, text in enumerate(_texts(dialog, seat)) if text.startswith(starts))


def test_new_game_lists_bundled_and_library_decks_grouped_and_marked(window: MainWindow) -> None:
    dialog = window.show_new_game_dialog()
    assert dialog is not None
    texts = _texts(dialog, Seat.A)
    assert texts[0] == BUNDLED_HEADING
    assert {"Galeazzo da Mantoa", "Boucicault"} <= set(texts)
    assert texts.index(LIBRARY_HEADING) > texts.index("Boucicault")
    assert f"{LIBRARY_MARK} My Galeazzo" in texts
    # The broken deck: listed, greyed, its first problem as the reason, not choosable.
    row = _row(dialog, Seat.A, f"{LIBRARY_MARK} Half Done")
    box = dialog.page.deck_boxes[Seat.A]
    assert "cannot be played" in box.itemText(row)
    reason = box.itemData(row, Qt.ItemDataRole.ToolTipRole)
    assert reason.startswith("strike[0].blow") and "nowhere" in reason
    model = box.model()
    assert isinstance(model, QStandardItemModel)
    assert not model.item(row).isEnabled()
    assert not model.item(0).isEnabled(), "a heading is not a deck"
    # Choosing the player's deck deals it.
    box.setCurrentIndex(_row(dialog, Seat.A, f"{LIBRARY_MARK} My Galeazzo"))
    choice = dialog.page.choice()
    assert choice.decks[Seat.A].definition.id == "my-galeazzo"
    assert choice.decks[Seat.A].library
    dialog.accept()
    controller = controller_of(window)
    assert controller.match.setup.config.decks[Seat.A].name == "My Galeazzo"
    dialog.close()


def test_a_deck_saved_in_the_library_is_offered_at_the_next_new_game(
    window: MainWindow, library: DeckLibrary
) -> None:
    text = renamed_deck_text(GALEAZZO.read_text(encoding="utf-8"), "later", "Made Later")
    library.new_deck_path("later").write_text(text, encoding="utf-8")
    dialog = window.show_new_game_dialog()
    assert dialog is not None
    assert f"{LIBRARY_MARK} Made Later" in _texts(dialog, Seat.B)
    dialog.reject()


@pytest.mark.parametrize("change", ["edited", "deleted"])
def test_a_save_with_a_library_deck_loads_after_the_deck_file_changes(
    qtbot: QtBot, window: MainWindow, library: DeckLibrary, tmp_path: Path, change: str
) -> None:
    dialog = window.show_new_game_dialog()
    assert dialog is not None
    box = dialog.page.deck_boxes[Seat.A]
    box.setCurrentIndex(_row(dialog, Seat.A, f"{LIBRARY_MARK} My Galeazzo"))
    dialog.accept()
    play_person(qtbot, window, random.Random(3), count=6)
    match = controller_of(window).match
    played = match.setup.config.decks[Seat.A]
    assert played.strikes[0].name == "Mandritto Mio"
    save = tmp_path / "game.audatia"
    save_file(match, save)
    deck_file = next(p for p in library.deck_paths() if p.stem == "my-galeazzo")
    if change == "deleted":
        deck_file.unlink()
    else:
        deck_file.write_text(
            deck_file.read_text(encoding="utf-8").replace("Mandritto Mio", "Renamed Since"),
            encoding="utf-8",
        )
    game = load_file(save)
    assert game.setup.config.decks[Seat.A] == played, "the save carries the deck as played"
    loaded = game.match()
    assert loaded.state == match.state
    replay = Replay.of_saved(game)
    assert replay.length == len(game.actions)
    window.session.game_loaded.emit(game)
    assert controller_of(window).match.state == match.state
