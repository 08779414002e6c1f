"""Swordplay: Arena in the app's window (issue 29): New Game offers it beside Audatia, each
mode deals its table, its saves go to its own board from any game's window, and an autosaved
fight is offered back at the next start by Swordplay's windows."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.catalogue import GAMES
from audatia_qt.games.swordplay.board.table import SwordplayTable
from audatia_qt.games.swordplay.board.widget import SwordplayBoard
from audatia_qt.games.swordplay.plugin import SwordplayPlugin
from audatia_qt.games.swordplay.reference import anchor_for_citation
from audatia_qt.games.swordplay.rules import Action, ActionKind, Mode
from audatia_qt.games.swordplay.screens.new_game import TABLES, SwordplayNewGamePage
from audatia_qt.games.swordplay.screens.reference import SwordplayReferenceWindow
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.session_actions import load_filter


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


def _swordplay(window: MainWindow) -> SwordplayPlugin:
    game = window.games[1]
    assert isinstance(game, SwordplayPlugin)
    return game


def _deal(window: MainWindow, table: str) -> SwordplayPlugin:
    """New Game > Swordplay: Arena, the table ``table`` (a ``TableKind`` key), Start."""
    dialog = window.show_new_game_dialog()
    assert dialog is not None
    dialog.game_box.setCurrentIndex(1)
    page = dialog.page
    assert isinstance(page, SwordplayNewGamePage)
    page.table_box.setCurrentIndex(next(i for i, t in enumerate(TABLES) if t.key == table))
    dialog.accept()
    return _swordplay(window)


@pytest.mark.parametrize("table", [t.key for t in TABLES])
def test_every_mode_of_new_game_deals_its_table_on_the_arena(qtbot: QtBot, table: str) -> None:
    window = _window(qtbot)
    game = _deal(window, table)
    kind = next(t for t in TABLES if t.key == table)
    assert window.game is game and isinstance(window.centralWidget(), SwordplayBoard)
    setup = window.owner.match.setup
    config = setup.config
    assert config.mode is kind.mode and len(config.heroes) == kind.heroes
    assert (config.monster is not None) == (kind.mode is not Mode.VERSUS)
    people = [setup.players[seat] is SeatKind.HUMAN for seat in range(kind.heroes)]
    assert people == list(kind.people)
    assert window.session.saves.suffix == ".swordplay"


def test_a_swordplay_save_loaded_over_audatia_goes_to_the_arena(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = _window(qtbot)
    game = _deal(window, "solo")
    path = tmp_path / "fight"
    window.session._choose_save_path = lambda _parent: path.with_suffix(".swordplay")
    assert window.session.save_match()  # saved as it is: going back to Audatia loses nothing
    path = path.with_suffix(".swordplay")
    moves = len(window.owner.match.actions)
    back = window.show_new_game_dialog()  # back to Audatia: its board, its files
    assert back is not None
    back.game_box.setCurrentIndex(0)
    back.accept()
    assert window.game is window.games[0] and window.session.saves.suffix == ".audatia"
    formats = window.session.load_formats()
    assert [f.suffix for f in formats] == [".audatia", ".swordplay", ".readyfence"]
    assert "*.audatia *.swordplay" in load_filter(formats)
    window.session._choose_load_path = lambda _parent: path
    window.session.load.trigger()
    assert window.game is game and isinstance(window.centralWidget(), SwordplayBoard)
    assert window.owner.match.setup.rules.id == "swordplay"
    assert len(window.owner.match.actions) == moves


def test_an_autosaved_fight_is_offered_at_start_by_swordplay(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    autosave = Autosave(data, Catalogue(GAMES))
    first = _window(qtbot, data)
    first.resume_or_start()
    game = _deal(first, "computer")
    board = game.board
    assert board is not None and board.table is not None
    table = board.table
    # The computer may have won the roll for first: the person moves once it is their turn.
    qtbot.waitUntil(lambda: table.person_to_move() is not None, timeout=20000)
    table.play(table.legal()[0])
    assert first.flush_autosave(5.0)
    assert autosave.held_game() == "swordplay"
    played = first.owner.match.actions

    second = _window(qtbot, data)
    answered: list[str] = []

    def resume(box: QDialog) -> None:
        assert isinstance(box, QMessageBox)
        answered.append(box.text())
        resume_button = next(b for b in box.buttons() if "Resume" in b.text())
        resume_button.click()

    second.resume_or_start(run=resume)
    assert answered and "move" in answered[0]
    assert second.game is second.games[1]
    assert second.owner.match.actions == played


def test_f1_opens_the_rules_at_the_rule_the_board_just_cited(qtbot: QtBot) -> None:
    window = _window(qtbot)
    game = _deal(window, "computer")
    board = game.board
    assert board is not None
    table = board.table
    assert isinstance(table, SwordplayTable)  # the match in this window, not a network seat
    qtbot.waitUntil(lambda: table.person_to_move() is not None, timeout=20000)
    # An item readied outside the Ready phase is refused, citing "(3. Ready)".
    seat = table.person_to_move()
    assert seat is not None
    card = table.state.heroes[seat].hand[0]
    refusal = table.refusal(Action(seat, ActionKind.ATTACK, card=card, target=1 - seat))
    if refusal is None:  # the person may attack now: refuse a ready instead
        refusal = table.refusal(Action(seat, ActionKind.READY, card=card))
    assert refusal is not None
    board.arena.refused.emit(refusal)
    anchor = anchor_for_citation(board.prompt.text())
    assert anchor
    assert [action.text() for action in game.help_actions()] == ["Swordplay: Arena &Rules"]
    game.help_actions()[0].trigger()
    rules = game.rules_window
    assert isinstance(rules, SwordplayReferenceWindow)
    assert rules.current_anchor() == anchor


def test_the_help_menu_offers_the_rules_of_the_game_on_the_board(qtbot: QtBot) -> None:
    window = _window(qtbot)
    audatia, swordplay, _ready_fence = window.games

    def shown() -> list[str]:
        return [a.text() for a in window.help_menu.actions() if a.isVisible() and a.text()]

    def menus() -> list[str]:
        return [a.text() for a in window.menuBar().actions() if a.isVisible()]

    assert swordplay.help_actions()[0].text() not in shown()
    assert not swordplay.learn_menu.menuAction().isVisible()
    _deal(window, "solo")
    assert swordplay.help_actions()[0].text() in shown()
    assert not any(action.isVisible() for action in audatia.help_actions())
    # Learn > Course… opens the course of lessons on the arena board, as on Audatia's table;
    # one Learn menu shows, the one of the game on the board.
    assert menus().count("&Learn") == 1 and swordplay.learn_menu.menuAction().isVisible()
    assert [action.text() for action in swordplay.learn_menu.actions()] == ["&Course…"]
    swordplay.learn_action.trigger()
    course = swordplay.course_window
    assert course is not None and course.course_page.list.count() == 5
    course.close()
