"""Ruling SP-23: a fight in which no card moves ends in a standoff.

The rulebook lets a hero keep its hand, skip the Ready phase and end its turn without
attacking (seed 004, "1. Discard": "you may discard"; "Playing The Game"), so two heroes with
no attack in hand could pass for ever. After ``STANDOFF_ROUNDS`` rounds in a row in which no
card was played, discarded, readied or dropped (and the monster drew nothing) the fight is a
draw between the seats still standing.
"""

from __future__ import annotations

import random
from dataclasses import replace

from audatia_qt.games.swordplay.board.words import BoardWords
from audatia_qt.games.swordplay.entry import SWORDPLAY
from audatia_qt.games.swordplay.narrator.log import tell_event
from audatia_qt.games.swordplay.rules import (
    STANDOFF_ROUNDS,
    EventKind,
    Mode,
    Phase,
    State,
    observe,
    sample_world,
    still_turns_left,
    winners,
)
from tests.games.swordplay.cardsets import HIGH, attack, dodge, duck, sword
from tests.games.swordplay.tables import play, table

#: Two heroes holding defence cards only; the deck has an attack for whoever looks for one.
CARDS = (duck(), dodge(), duck(), dodge(), attack(HIGH), duck(), dodge(), sword(1, 1))
STILL_TURN = ("keep", "skip-ready", "end-turn")


def _pass(state: State, seat: int) -> tuple[State, list[EventKind]]:
    """``seat`` keeps its hand, readies nothing and ends its turn: a still turn."""
    state, events = play(state, *(f"{seat} {move}" for move in STILL_TURN))
    return state, [event.kind for event in events]


def _two_heroes() -> State:
    return table(CARDS, ((0, 1), (2, 3)))


def test_rounds_without_a_card_moved_end_in_a_draw() -> None:
    """Two heroes pass turn after turn: after three rounds (six turns) the fight is over, the
    point shared, no winner, and the event says why."""
    state = _two_heroes()
    turns = 0
    while state.result is None:
        assert turns < 2 * STANDOFF_ROUNDS, "no standoff"
        state, told = _pass(state, state.turn)
        turns += 1
    assert turns == 2 * STANDOFF_ROUNDS
    assert state.phase is Phase.OVER and state.result == (0.5, 0.5)
    assert winners(state.result) == ()
    assert told[-1] is EventKind.STANDOFF and EventKind.WON not in told


def test_a_discard_breaks_the_standoff_count() -> None:
    """One discard in the fifth turn starts the count again: the fight goes on."""
    state = _two_heroes()
    for _ in range(4):
        state, _ = _pass(state, state.turn)
    assert state.still_turns == 4
    state, _ = play(state, "0 discard 0", "0 skip-ready", "0 end-turn")
    assert state.still_turns == 0 and state.result is None


def test_a_readied_or_dropped_item_moves_a_card_too() -> None:
    """Readying puts a card on the table and dropping takes one off: neither turn is still,
    though the hand was kept and no attack made."""
    state = table(CARDS, ((0, 1, 7), (2, 3)), deck=(4, 5, 6))
    state = replace(state, still_turns=5)
    state, _ = play(state, "0 keep", "0 ready 7", "0 end-turn")
    assert state.still_turns == 0 and state.result is None
    state, _ = _pass(state, 1)
    state = replace(state, still_turns=5)
    state, _ = play(state, "0 keep", "0 drop 7", "0 skip-ready", "0 end-turn")
    assert state.still_turns == 0 and state.result is None


def test_a_defeated_hero_does_not_count_in_the_rounds() -> None:
    """With three seats and one defeated, a round is the two turns of the heroes standing."""
    state = table(CARDS, ((0,), (1,), (2, 3)), deck=(4, 5, 6))
    state = state.with_hero(1, replace(state.heroes[1], life=0, hand=()))
    assert state.standing() == (0, 2)
    assert still_turns_left(0, len(state.standing())) == 2 * STANDOFF_ROUNDS
    turns = 0
    while state.result is None:
        state, _ = _pass(state, state.turn)
        turns += 1
    assert turns == 2 * STANDOFF_ROUNDS and state.result == (0.5, 0.0, 0.5)


def test_against_a_monster_a_standoff_is_half_a_point_each() -> None:
    """The monster draws every turn, which moves a card; only when it cannot draw (deck and
    pile empty, ruling SP-7) do its turns count, and then the heroes and the monster draw."""
    state = table(CARDS, ((0, 1, 4, 5, 6), (2, 3, 7)), mode=Mode.COOP, deck=())
    monster = state.config.monster_seat
    turns = 0
    while state.result is None:
        assert turns < 20, "no standoff"
        state, _ = _pass(state, state.turn)
        turns += 1
        assert state.result is not None or state.turn != monster  # its turns play themselves
    assert state.result == (0.5, 0.5, 0.5) and state.still_turns == 3 * STANDOFF_ROUNDS


def test_the_count_is_in_every_view_and_every_sampled_world() -> None:
    """Every seat may know how still the fight has been (the turns are public), and the
    search's worlds keep the count, so the computer sees a standoff coming."""
    state = _two_heroes()
    for _ in range(3):
        state, _ = _pass(state, state.turn)
    view = observe(state, 1)
    assert view.still_turns == 3 and view.standing == (0, 1)
    world = sample_world(view, random.Random(1))
    assert world.still_turns == 3 and world.acted == state.acted


def test_the_log_tells_the_standoff() -> None:
    """The log's line for the end names the rounds and the draw (narrator.log)."""
    state = _two_heroes()
    while state.result is None:
        state, events = play(state, *(f"{state.turn} {move}" for move in STILL_TURN))
    ending = next(event for event in events if event.kind is EventKind.STANDOFF)
    assert ending.seats == (0, 1)
    told = tell_event(state.config, ending, ())
    assert told is not None
    assert f"{STANDOFF_ROUNDS} rounds" in told.english() and "draw" in told.english()


def test_the_board_warns_in_the_last_round_and_names_the_draw() -> None:
    """The prompt of the person to move warns when one round of still turns is left, with the
    turns left; after the standoff it says the fight is over in a draw, and names no winner."""
    words = BoardWords(lambda: "en", SWORDPLAY.narrator)
    state = _two_heroes()
    warned: list[int] = []
    while state.result is None:
        view = observe(state, state.turn)
        if "standoff is near" in words.prompt(view, state.turn, state.turn):
            warned.append(still_turns_left(view.still_turns, len(view.standing)))
        state, _ = _pass(state, state.turn)
    assert warned == [2, 1]
    ending = words.prompt(observe(state, 0), None, None)
    assert "draw" in ending and "wins" not in ending


def test_the_warning_goes_once_a_card_moves_this_turn() -> None:
    """In the last round, a hero who has discarded this turn is told its phase alone."""
    words = BoardWords(lambda: "en", SWORDPLAY.narrator)
    state = replace(_two_heroes(), still_turns=2 * STANDOFF_ROUNDS - 1)
    assert "standoff" in words.prompt(observe(state, 0), 0, 0)
    state, _ = play(state, "0 discard 0")
    assert "standoff" not in words.prompt(observe(state, 0), 0, 0)
