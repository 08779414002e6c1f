"""The Game menu's Undo and Redo in the window: texts from the policy (R-026..R-028), the
table resyncing to the rewound match, a stale computer answer dropped, hot-seat agreement, and
the autosave following every step."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.board.controller import TableController, TableSettings
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import Action, ActionKind, Seat
from audatia_qt.games.audatia.saves.savefile import load_file
from audatia_qt.games.audatia.screens.new_game import default_choice
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell import plain
from audatia_qt.shell.bot_runner import BotAnswer
from audatia_qt.shell.main_window import MainWindow
from tests.integration.conftest import WindowFactory
from tests.integration.helpers import controller_of, play_person, wait_for_person


def _discard(legal: tuple[Action, ...]) -> Action | None:
    return next((a for a in legal if a.kind is ActionKind.MULLIGAN_DISCARD), None)


def _keep(legal: tuple[Action, ...]) -> Action | None:
    return next((a for a in legal if a.kind is ActionKind.KEEP_HAND), None)


def _card_name(window_match: Match, action: Action) -> str:
    assert action.card is not None
    return window_match.setup.config.cards[action.card].definition.name


def test_undo_and_redo_say_what_they_do_and_the_table_follows(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path
) -> None:
    window = make_window()
    session = window.session
    assert session.undo.shortcut() == QKeySequence("Ctrl+Z")
    assert session.redo.shortcut() == QKeySequence("Ctrl+Shift+Z")
    assert session.save.shortcut() == QKeySequence("Ctrl+S")
    assert session.load.shortcut() == QKeySequence("Ctrl+O")
    wait_for_person(qtbot, window)
    assert session.undo.text() == "Undo" and not session.undo.isEnabled()
    assert session.redo.text() == "Redo" and not session.redo.isEnabled()

    controller = controller_of(window)
    match = controller.match
    (discard,) = play_person(qtbot, window, random.Random(1), choose=_discard)
    wait_for_person(qtbot, window)
    name = _card_name(match, discard)
    assert session.undo.text() == f"Undo: discard {name}"
    assert session.undo.isEnabled()
    scene = window.table.scene if window.table is not None else None
    assert scene is not None
    item = scene.item_for(discard.card or 0)
    assert item is not None and item.zone_name == "bottom:discard"
    generation = controller.generation

    session.undo.trigger()
    assert discard not in match.actions
    assert controller.generation > generation, "a computer answer in flight is now stale"
    assert session.redo.text() == f"Redo: discard {name}" and session.redo.isEnabled()
    item = scene.item_for(discard.card or 0)
    assert item is not None and item.zone_name == "bottom:hand"
    assert controller.local_to_act, "the person decides again at the same point"
    assert discard in controller.index.actions
    assert window.flush_autosave()
    assert load_file(Autosave(data_dir, Catalogue(GAMES)).path).actions == match.actions
    assert "Taken back: discard" in window.table.log.toPlainText()  # type: ignore[union-attr]

    session.redo.trigger()
    assert discard in match.actions
    item = scene.item_for(discard.card or 0)
    assert item is not None and item.zone_name == "bottom:discard"
    assert not session.redo.isEnabled()
    assert window.flush_autosave()
    assert load_file(Autosave(data_dir, Catalogue(GAMES)).path).actions == match.actions


def test_undo_is_greyed_with_the_reason_after_a_draw(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    play_person(qtbot, window, random.Random(2), choose=_discard)
    play_person(qtbot, window, random.Random(2), choose=_keep)  # the mulligan draw
    wait_for_person(qtbot, window)
    undo = window.session.undo
    assert undo.text().startswith("Undo: keep the hand")
    assert not undo.isEnabled()
    assert "cannot go back past a card drawn from a deck" in undo.toolTip()


def test_a_computer_answer_for_the_undone_state_is_dropped(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    (discard,) = play_person(qtbot, window, random.Random(3), choose=_discard)
    controller = controller_of(window)
    match = controller.match
    wait_for_person(qtbot, window)
    stale = controller.generation
    window.session.undo.trigger()
    assert discard not in match.actions
    before = match.actions
    # The answer the computer was working on before the undo arrives now: it must be ignored.
    controller.bots.answered.emit(stale, BotAnswer(discard, "a stale reason"))
    assert match.actions == before
    assert controller.local_to_act


def test_undo_while_the_computer_is_to_move_takes_back_the_persons_move(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    slow = TableSettings(animation_ms=0, ai_delay_ms=60_000, threaded_ai=False)
    window = make_window(settings=slow)
    controller = controller_of(window)
    match = controller.match
    rng = random.Random(4)
    # The person plays until the computer must answer (its timer is a minute long) right after
    # a move Undo may take back; the computer's moves in between are played at once.
    for _ in range(100):
        if match.to_move() is Seat.B:
            if window.session.undo.isEnabled():
                break
            controller.play_computer_moves(1)
        else:
            play_person(qtbot, window, rng)
    assert match.to_move() is Seat.B and window.session.undo.isEnabled()
    last = match.actions[-1]
    assert last.seat is Seat.A
    window.session.undo.trigger()
    assert match.to_move() is Seat.A and controller.local_to_act
    assert not controller.thinking
    assert window.session.redo.text().startswith("Redo: ")


def _hot_seat(window_factory: WindowFactory) -> tuple[MainWindow, TableController]:
    window = window_factory(start_game=False)
    choice = default_choice(window.game.decks, seed=11)
    setup = MatchSetup(AUDATIA, choice.setup.config, (SeatKind.HUMAN, SeatKind.HUMAN))
    controller = window.play_match(Match(setup))
    return window, controller


def test_hot_seat_undo_of_the_other_players_move_needs_both_to_agree(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, controller = _hot_seat(make_window)
    table = window.table
    assert table is not None
    assert table.pages.currentWidget() is table.pass_screen
    controller.confirm_handover()
    match = controller.match
    first = match.to_move()
    assert first is not None
    # The first player discards (their own move: undone at once, R-027.2) and keeps (a draw).
    play_person(qtbot, window, random.Random(5), choose=_discard)
    assert window.session.undo.isEnabled() and not window.session.undo.statusTip()
    play_person(qtbot, window, random.Random(5), choose=_keep)
    # Now it is the other player's turn: the device must be passed before their hand shows.
    assert match.to_move() is not first, "the seeded deal passes the turn after the keep"
    assert controller.awaiting_handover is match.to_move()
    assert table.pages.currentWidget() is table.pass_screen
    assert "both players must agree" in window.session.undo.toolTip()

    questions: list[str] = []
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]

    def question(box: QMessageBox) -> QMessageBox.StandardButton:
        questions.append(box.text())
        return answers.pop(0)

    monkeypatch.setattr(plain, "run_box", question)
    before = match.actions
    window.session.undo.trigger()  # the other player says no
    assert match.actions == before and len(questions) == 1
    window.session.undo.trigger()  # both agree
    assert match.actions == before[:-1]
    assert "both players must agree" in questions[-1]
    # The keeper decides again: it is their turn and their device, so no handover.
    assert match.to_move() is first and controller.viewer is first
    assert controller.awaiting_handover is None
    assert table.pages.currentWidget() is table.view
    assert controller.local_to_act

    window.session.redo.trigger()  # Redo asks nobody and passes the device again
    assert match.actions == before
    assert controller.awaiting_handover is match.to_move()
    assert table.pages.currentWidget() is table.pass_screen


def test_no_undo_with_nobody_at_the_table(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window(start_game=False)
    choice = default_choice(window.game.decks, seed=2)
    setup = MatchSetup(
        AUDATIA, choice.setup.config, (SeatKind.COMPUTER, SeatKind.COMPUTER), "random"
    )
    controller = window.play_match(Match(setup))
    controller.play_computer_moves(6)
    assert len(controller.match.actions) == 6
    assert not window.session.undo.isEnabled()
    assert window.session.save.isEnabled()


#: The deal of the game undone at its end.
END_SEED = 8


def test_undoing_the_end_of_a_game_closes_its_dialog_and_plays_on(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path
) -> None:
    # A seeded deal (the window's first game has a new seed each start): its last decision
    # draws nothing, so Undo may take it back.
    window = make_window(start_game=False)
    window.play_match(Match(default_choice(window.game.decks, seed=END_SEED).setup))
    controller = controller_of(window)
    match = controller.match
    rng = random.Random(8)
    for _ in range(400):
        if match.to_move() is None:
            break
        play_person(qtbot, window, rng)
        wait_for_person(qtbot, window)
    assert match.outcome() is not None
    table = window.table
    assert table is not None and table.end_dialog is not None
    assert window.flush_autosave()
    assert not Autosave(data_dir, Catalogue(GAMES)).exists(), (
        "a finished game is no longer offered to resume"
    )
    assert window.session.undo.isEnabled(), "the seeded game's last decision drew nothing"
    window.session.undo.trigger()
    assert match.outcome() is None
    assert table.end_dialog is None
    assert window.flush_autosave()
    assert Autosave(data_dir, Catalogue(GAMES)).exists()
    play_person(qtbot, window, rng)
