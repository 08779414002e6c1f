"""Who won, in the log's words (found playing solo in the real window: a lone hero who beat
the monster was told "The heroes win!")."""

from __future__ import annotations

from audatia_qt.games.swordplay.narrator.log import tell_event
from audatia_qt.games.swordplay.narrator.names import seat_name
from audatia_qt.games.swordplay.rules import Event, EventKind, Mode
from tests.games.swordplay.sessions import config


def _won(mode: Mode, heroes: int, winners: tuple[int, ...]) -> str:
    table = config(mode, heroes)
    told = tell_event(table, Event(EventKind.WON, winners[0], seats=winners), ())
    assert told is not None
    return told.english()


def test_a_lone_hero_who_beats_the_monster_wins_by_name() -> None:
    table = config(Mode.SOLO, 1)
    hero = seat_name(table, 0).english()
    assert _won(Mode.SOLO, 1, (0,)) == f"{hero} wins!"


def test_heroes_together_win_together_and_the_monster_wins_alone() -> None:
    assert _won(Mode.COOP, 2, (0, 1)) == "The heroes win!"
    table = config(Mode.SOLO, 1)
    monster = seat_name(table, table.monster_seat).english()
    assert _won(Mode.SOLO, 1, (table.monster_seat,)).startswith(f"{monster} wins")


def test_the_last_hero_standing_wins_by_name() -> None:
    table = config(Mode.VERSUS, 3)
    assert _won(Mode.VERSUS, 3, (2,)) == f"{seat_name(table, 2).english()} wins!"
