"""Ready...Fence! in the app's window (issue 30): New Game offers it beside the other games,
each level and opponent deals its bout on the strip, its saves go to its own board from any
game's window, an autosaved bout is offered back at the next start, and Help opens its rules at
the rule the board's prompt cites."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.catalogue import GAMES
from audatia_qt.games.ready_fence.board.widget import ReadyFenceBoard
from audatia_qt.games.ready_fence.plugin import ReadyFencePlugin
from audatia_qt.games.ready_fence.reference import anchor_for_citation
from audatia_qt.games.ready_fence.rules import Action, ActionKind, Level
from audatia_qt.games.ready_fence.rules.config import PERIODS
from audatia_qt.games.ready_fence.screens.new_game import ReadyFenceNewGamePage
from audatia_qt.games.ready_fence.screens.replay import ReadyFenceReplay
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.reference_window import ReferenceWindow

HUMAN, COMPUTER = SeatKind.HUMAN, SeatKind.COMPUTER


def _window(qtbot: QtBot, data: Path | None = None) -> MainWindow:
    window = MainWindow(
        settings=BoardSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False),
        catalogue=Catalogue(GAMES),
        autosave_dir=data,
        start_game=data is None,
    )
    qtbot.addWidget(window)
    window.show()
    return window


def _ready_fence(window: MainWindow) -> ReadyFencePlugin:
    game = next(game for game in window.games if isinstance(game, ReadyFencePlugin))
    return game


def _page(window: MainWindow) -> tuple[QDialog, ReadyFenceNewGamePage]:
    dialog = window.show_new_game_dialog()
    assert dialog is not None
    dialog.game_box.setCurrentIndex(dialog.game_box.findText("Ready...Fence!"))
    page = dialog.page
    assert isinstance(page, ReadyFenceNewGamePage)
    return dialog, page


def _deal(
    window: MainWindow, level: Level, target: int, *, hot_seat: bool = False, right: bool = False
) -> ReadyFencePlugin:
    """New Game > Ready...Fence!, the fields set as told, Start."""
    dialog, page = _page(window)
    page.level_box.setCurrentIndex(page.level_box.findData(level.value))
    page.target_box.setCurrentIndex(page.target_box.findData(target))
    page.opponent_box.setCurrentIndex(1 if hot_seat else 0)
    page.side_box.setCurrentIndex(1 if right else 0)
    _start(window, dialog)
    return _ready_fence(window)


def _start(window: MainWindow, dialog: QDialog) -> None:
    """Start; an unfinished bout on the board is discarded when the window asks."""
    dialog.accept()
    if window.replace_question is not None:
        window.replace_question.discard_button.click()


@pytest.mark.parametrize(
    ("level", "target"), [(level, target) for level in Level for target in PERIODS[level]]
)
def test_every_level_and_score_new_game_offers_deals_its_bout(
    qtbot: QtBot, level: Level, target: int
) -> None:
    window = _window(qtbot)
    game = _deal(window, level, target)
    assert window.game is game and isinstance(window.centralWidget(), ReadyFenceBoard)
    setup = window.owner.match.setup
    assert setup.config.level is level and setup.config.target == target
    assert setup.players == (HUMAN, COMPUTER)
    assert window.session.saves.suffix == ".readyfence"


def test_the_page_offers_only_the_scores_each_level_allows(qtbot: QtBot) -> None:
    window = _window(qtbot)
    dialog, page = _page(window)
    notes = set()
    for level in Level:
        page.level_box.setCurrentIndex(page.level_box.findData(level.value))
        offered = [page.target_box.itemData(i) for i in range(page.target_box.count())]
        assert offered == list(PERIODS[level])
        notes.add(page.level_note.text())  # what the level brings, under its name
    assert len(notes) == len(Level) and all(notes)
    # A score kept across levels where the new level allows it, else its first.
    page.level_box.setCurrentIndex(page.level_box.findData(Level.TUTORIAL.value))
    page.target_box.setCurrentIndex(page.target_box.findData(10))
    page.level_box.setCurrentIndex(page.level_box.findData(Level.ADVANCED.value))
    assert page.target_box.currentData() == 5
    assert page.target_box.itemText(0) == "5 touches"
    assert page.target_box.itemText(1).startswith("15 touches, 3 bout period")
    dialog.reject()


def test_hot_seat_and_the_right_end_seat_the_people_as_chosen(qtbot: QtBot) -> None:
    window = _window(qtbot)
    _deal(window, Level.BASIC, 5, right=True)
    assert window.owner.match.setup.players == (COMPUTER, HUMAN)
    dialog, page = _page(window)
    # New Game starts from the last bout's fields.
    assert page.side_box.currentIndex() == 1 and page.opponent_box.currentIndex() == 0
    page.opponent_box.setCurrentIndex(1)
    assert not page.strength_box.isEnabled() and not page.side_box.isEnabled()
    _start(window, dialog)
    assert window.owner.match.setup.players == (HUMAN, HUMAN)


def test_a_saved_bout_loaded_over_audatia_goes_to_the_strip(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot)
    game = _deal(window, Level.ADVANCED, 15)
    path = tmp_path / "bout.readyfence"
    window.session._choose_save_path = lambda _parent: path
    assert window.session.save_match()
    moves = len(window.owner.match.actions)
    back = window.show_new_game_dialog()
    assert back is not None
    back.game_box.setCurrentIndex(0)
    back.accept()
    assert window.game is window.games[0]
    window.session._choose_load_path = lambda _parent: path
    window.session.load.trigger()
    assert window.game is game and isinstance(window.centralWidget(), ReadyFenceBoard)
    match = window.owner.match
    assert match.setup.rules.id == "ready_fence" and len(match.actions) == moves
    assert match.setup.config.level is Level.ADVANCED and match.setup.config.target == 15


def test_an_autosaved_bout_is_offered_at_start(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    autosave = Autosave(data, Catalogue(GAMES))
    first = _window(qtbot, data)
    first.resume_or_start()
    game = _deal(first, Level.BASIC, 5)
    board = game.board
    assert board is not None and board.table is not None
    table = board.table
    qtbot.waitUntil(lambda: table.person_to_move() is not None, timeout=20000)
    table.play(table.legal()[0])
    assert first.flush_autosave(5.0)
    assert autosave.held_game() == "ready_fence"
    played = first.owner.match.actions

    second = _window(qtbot, data)
    answered: list[str] = []

    def resume(box: QDialog) -> None:
        assert isinstance(box, QMessageBox)
        answered.append(box.text())
        next(b for b in box.buttons() if "Resume" in b.text()).click()

    second.resume_or_start(run=resume)
    assert answered and "bout" in answered[0] and "move" in answered[0]
    assert isinstance(second.game, ReadyFencePlugin)
    assert second.owner.match.actions == played


def test_an_unreadable_autosave_is_said_in_one_line_and_kept(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = _window(qtbot, data)
    first.resume_or_start()
    game = _deal(first, Level.TUTORIAL, 5)
    table = game.controller
    assert table is not None
    qtbot.waitUntil(lambda: table.person_to_move() is not None, timeout=20000)
    table.play(table.legal()[0])
    assert first.flush_autosave(5.0)
    said: list[str] = []

    def warned(box: QDialog) -> None:
        assert isinstance(box, QMessageBox)
        said.append(box.text())
        box.accept()

    autosave = Autosave(data, Catalogue(GAMES))
    game.report_unresumable(autosave, ValueError("line 3: not a move\nmore"), warned)
    assert len(said) == 1
    assert said[0].startswith("The autosave could not be read: line 3: not a move It was kept as")
    assert "\n" not in said[0]


def test_help_opens_the_rule_the_prompt_cites(qtbot: QtBot) -> None:
    window = _window(qtbot)
    game = _deal(window, Level.BASIC, 5)
    board = game.board
    assert board is not None and board.table is not None
    table = board.table
    qtbot.waitUntil(lambda: table.person_to_move() is not None, timeout=20000)
    # A refused move's rule is the prompt; F1 opens its section of the reference. The
    # Retreat is the Advanced level's alone: a Basic bout refuses it, citing the rule.
    seat = table.person_to_move()
    assert seat is not None
    refusal = table.refusal(Action(seat, ActionKind.RETREAT))
    assert refusal is not None
    board.strip.refused.emit(refusal)
    anchor = anchor_for_citation(board.prompt.text())
    assert anchor
    assert game.help_actions()[0].text() == "Ready...Fence! &Rules"
    game.help_actions()[0].trigger()
    rules = game.rules_window
    assert isinstance(rules, ReferenceWindow)
    assert rules.windowTitle() == "Rules \u2014 Ready...Fence!"
    assert rules.current_anchor() == anchor
    rules.close()


def test_undo_takes_back_a_step_and_redo_plays_it_again(qtbot: QtBot) -> None:
    """Undo and Redo (Game menu, Ctrl+Z) on the strip: a step is taken back and played
    again; the strip follows."""
    window = _window(qtbot)
    game = _deal(window, Level.BASIC, 5)
    table = game.controller
    assert table is not None
    qtbot.waitUntil(lambda: table.person_to_move() is not None, timeout=20000)
    seat = table.person_to_move()
    assert seat is not None
    # Fence on (the first legal move) until the person may step or change position: a phrase
    # the computer opened, or the hands' setup, comes first.
    for _ in range(40):
        quiet = [a for a in table.legal() if a.kind in (ActionKind.MOVE, ActionKind.GUARD)]
        if quiet:
            break
        table.play(table.legal()[0])
        qtbot.waitUntil(lambda: table.person_to_move() is not None, timeout=20000)
    step = quiet[0]
    before = window.owner.match.actions
    table.play(step)
    qtbot.waitUntil(lambda: window.session.undo.isEnabled(), timeout=5000)
    window.session.undo.trigger()
    assert window.owner.match.actions == before
    assert step in table.legal()
    window.session.redo.trigger()
    assert window.owner.match.actions[: len(before) + 1] == (*before, step)


def test_learn_opens_the_course_of_the_strip(qtbot: QtBot) -> None:
    """Learn > Course… on the strip's table: one Learn menu, the one of the game on the
    board, opening Ready...Fence!'s eight lessons."""
    window = _window(qtbot)
    game = _deal(window, Level.BASIC, 5)

    def menus() -> list[str]:
        return [a.text() for a in window.menuBar().actions() if a.isVisible()]

    assert menus().count("&Learn") == 1 and game.learn_menu.menuAction().isVisible()
    assert [action.text() for action in game.learn_menu.actions()] == ["&Course\u2026"]
    game.learn_action.trigger()
    course = game.course_window
    assert course is not None and course.course_page.list.count() == 8
    course.close()
    qtbot.waitUntil(lambda: game.course_window is None, timeout=5000)


def test_replay_this_bout_steps_on_the_strip_and_continues_from_there(qtbot: QtBot) -> None:
    """Game > Replay This Game opens the bout on a strip of its own, from the person's side;
    Continue from Here plays on in a new bout on the table from that move."""
    window = _window(qtbot)
    game = _deal(window, Level.BASIC, 5)
    table = game.controller
    assert table is not None
    for _ in range(6):
        qtbot.waitUntil(lambda: table.person_to_move() is not None, timeout=20000)
        table.play(table.legal()[0])
    played = window.owner.match.actions
    viewer = window.watch_replay()
    assert isinstance(viewer, ReadyFenceReplay)
    assert game.replay_viewer is viewer
    viewer.go_to(3)
    assert viewer.replay.cursor == 3
    original = window.owner.match
    viewer.continue_button.click()
    if window.replace_question is not None:  # the unfinished bout on the table is let go
        window.replace_question.discard_button.click()
    qtbot.waitUntil(lambda: window.owner.match is not original, timeout=5000)
    assert window.owner.match.plies[:3] == tuple(viewer.replay.plies[:3])
    assert window.owner.match.actions[:3] == played[:3]


def test_the_deck_builder_opens_from_decks_and_plays_its_deck(qtbot: QtBot) -> None:
    """Decks > Ready...Fence! Deck Builder opens on the bundled deck; Play This Deck comes back
    to New Game, which offers that deck beside the bundled one."""
    window = _window(qtbot)
    game = _deal(window, Level.BASIC, 5)
    assert [a.text() for a in game.decks_menu.actions()] == ["Ready...Fence! Deck &Builder\u2026"]
    game.deck_builder_action.trigger()
    builder = game.deck_builder
    assert builder is not None
    assert game.cards is not None
    game.play_deck(game.cards, "My deck")
    dialog = window._new_game_dialog
    assert dialog is not None
    page = dialog.page
    assert isinstance(page, ReadyFenceNewGamePage)
    assert page.deck_box.isVisible() and page.deck_box.count() == 2
    assert page.deck_box.currentText() == "My deck"
    dialog.reject()
    builder.close()
    qtbot.waitUntil(lambda: game.deck_builder is None, timeout=5000)
