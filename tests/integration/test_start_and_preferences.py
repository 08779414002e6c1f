"""The window at start: the resume prompt over the autosave, and the preferences it restores
(animation speed, the computer's difficulty, the last decks, the window's geometry, hints)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.screens.new_game import DeckChoice, default_choice
from audatia_qt.games.audatia.screens.resume import ResumePrompt, default_autosave_dir
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell.main_window import animation_ms
from audatia_qt.shell.preferences import Preferences, default_preferences
from tests.integration.conftest import WindowFactory
from tests.integration.helpers import controller_of, play_person, wait_for_person


def _unfinished(decks: list[DeckChoice], seed: int = 31, moves: int = 9) -> Match:
    """A game of ``moves`` random moves, person against computer, on the window's decks."""
    config = default_choice(decks, seed).setup.config
    match = Match(MatchSetup(AUDATIA, config, (SeatKind.HUMAN, SeatKind.COMPUTER), "random"))
    rng = random.Random(seed)
    for _ in range(moves):
        match.play(random_action(match.legal_actions(), rng))
    return match


def test_the_window_offers_to_resume_the_unfinished_game(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path
) -> None:
    window = make_window(start_game=False)
    saved = _unfinished(window.game.decks)
    Autosave(data_dir, Catalogue(GAMES)).record(saved)
    texts: list[str] = []

    def resume(box: QMessageBox) -> None:
        assert isinstance(box, ResumePrompt)
        texts.append(box.informativeText())
        box.resume_button.click()

    controller = window.resume_or_start(run=resume)
    assert controller is not None and controller is window.controller
    assert controller.match.actions[: len(saved.actions)] == saved.actions
    assert "9 moves played" in texts[0]
    wait_for_person(qtbot, window)
    play_person(qtbot, window, random.Random(32))
    assert Autosave(data_dir, Catalogue(GAMES)).exists()


def test_discarding_the_unfinished_game_deals_a_new_one(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path
) -> None:
    window = make_window(start_game=False)
    Autosave(data_dir, Catalogue(GAMES)).record(_unfinished(window.game.decks))

    def discard(box: QMessageBox) -> None:
        assert isinstance(box, ResumePrompt)
        box.discard_button.click()

    controller = window.resume_or_start(run=discard)
    assert controller is not None and controller.match.actions == ()
    assert not Autosave(data_dir, Catalogue(GAMES)).exists()


def test_no_question_without_an_unfinished_game(make_window: WindowFactory) -> None:
    window = make_window(start_game=False)

    def never(box: QMessageBox) -> None:
        raise AssertionError(f"nothing to ask, but asked {box.text()!r}")

    controller = window.resume_or_start(run=never)
    assert controller is not None and controller.match.actions == ()


def test_an_unreadable_autosave_is_reported_and_a_game_starts(
    make_window: WindowFactory, data_dir: Path
) -> None:
    window = make_window(start_game=False)
    data_dir.mkdir(parents=True)
    (data_dir / "autosave.audatia").write_bytes(b'{"format": "audatia-save", "vers')
    shown: list[str] = []

    def ok(box: QMessageBox) -> None:
        shown.append(f"{box.text()} {box.informativeText()}")
        box.accept()

    controller = window.resume_or_start(run=ok)
    assert controller is not None and controller.match.actions == ()
    assert len(shown) == 1 and "truncated" in shown[0]
    assert list(data_dir.glob("autosave-unreadable-*.audatia")), "kept for a bug report"


def test_preferences_are_restored_by_the_next_window(
    catalogue: Catalogue, qtbot: QtBot, make_window: WindowFactory, settings_path: Path
) -> None:
    window = make_window()
    fast = next(a for a in window.animation_menu.actions() if a.text() == "Fast")
    fast.trigger()
    assert window.settings.animation_ms == animation_ms(2.0)
    window.hints_action.trigger()
    assert not window.settings.hints
    window.explain_action.trigger()
    assert not window.settings.explain_moves
    dialog = window.show_new_game_dialog()
    assert dialog is not None
    dialog.page.deck_boxes[0].setCurrentIndex(1)
    dialog.page.deck_boxes[1].setCurrentIndex(0)
    dialog.page.bot_box.setCurrentIndex(dialog.page.bot_box.findData("heuristic"))
    assert dialog.page.bot_box.currentText().startswith("2. Scholar (default): ")
    dialog.accept()
    chosen = controller_of(window).match.setup
    assert chosen.difficulty == "heuristic"
    window.resize(1024, 700)  # fits the offscreen screen (800x800), which restoring respects
    window.close()

    stored = Preferences(catalogue, path=settings_path)
    assert stored.animation_speed == 2.0 and not stored.hints_enabled
    assert not stored.explain_moves
    again = make_window()
    assert again.settings.animation_ms == animation_ms(2.0)
    assert not again.settings.hints and not again.hints_action.isChecked()
    assert not again.settings.explain_moves and not again.explain_action.isChecked()
    checked = [a.text() for a in again.animation_menu.actions() if a.isChecked()]
    assert checked == ["Fast"]
    assert (again.width(), again.height()) == (1024, 700)
    setup = controller_of(again).match.setup
    assert setup.difficulty == "heuristic"
    assert tuple(deck.id for deck in setup.config.decks) == tuple(
        deck.id for deck in chosen.config.decks
    )
    assert setup.config.decks[0].id == again.game.decks[1].definition.id


def test_hints_off_hides_the_coaching_line(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    table = window.table
    assert table is not None
    controller = controller_of(window)
    rng = random.Random(33)
    # Play on until the person must play a card with no button to press: then the table
    # coaches "Drag a glowing card..." under the table.
    for _ in range(200):
        wait_for_person(qtbot, window)
        if controller.local_to_act and not controller.index.buttons:
            break
        play_person(qtbot, window, rng)
    assert controller.local_to_act and not controller.index.buttons
    hint = "Drag a glowing card"
    assert hint in _texts(table.decisions)
    window.hints_action.trigger()
    assert not window.settings.hints
    assert hint not in _texts(table.decisions)
    window.hints_action.trigger()
    assert hint in _texts(table.decisions)


def _texts(widget: QWidget) -> str:
    return " ".join(label.text() for label in widget.findChildren(QLabel))


def test_without_preferences_nothing_is_kept(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window(preferences=False)
    window.set_animation_speed(0.0)
    window.set_hints(False)
    window.close()
    assert not any(tmp_path.rglob("*.ini")) and not any(tmp_path.rglob("*.conf"))


def test_the_data_folder_variable_moves_autosave_and_settings(
    catalogue: Catalogue, tmp_path: Path
) -> None:
    # The autouse fixture set AUDATIA_DATA_DIR to tmp_path/env-data.
    assert default_autosave_dir() == tmp_path / "env-data"
    prefs = default_preferences(catalogue)
    prefs.hints_enabled = False
    prefs.sync()
    assert prefs.settings.format() is QSettings.Format.IniFormat
    assert Path(prefs.settings.fileName()) == tmp_path / "env-data" / "settings.ini"
