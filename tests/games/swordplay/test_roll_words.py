"""The d10's words from events alone (issue 32): a network table's seat has no state before a
roll, only the events it was sent, so the monster's defence roll names the attack card it is
against, and the die's words read the same from a ply, a whole game's event stream, or the
same events after the wire and the game's ``redact``."""

from __future__ import annotations

import random

import pytest

from audatia_qt.engine.narration import Mood
from audatia_qt.engine.session.match import Match
from audatia_qt.games.swordplay.narrator.plies import (
    describe_roll,
    describe_rolled,
    last_roll,
    tell_fight,
)
from audatia_qt.games.swordplay.rules import Event, EventKind, Mode, RollPurpose, State, redact
from audatia_qt.games.swordplay.wire import public_config, swordplay_wire
from tests.games.swordplay.sessions import config, play_out, setup


def _played(mode: Mode, heroes: int, seed: int) -> Match:
    match = Match(setup(config(mode, heroes, seed=seed), players=None))
    play_out(match, random.Random(seed))
    return match


def _rolls(match: Match, purpose: RollPurpose) -> list[tuple[State, int]]:
    """Each roll for ``purpose``: the state it was rolled in and its ply's index."""
    found: list[tuple[State, int]] = []
    for index, ply in enumerate(match.plies):
        rolled = [event for event in ply.events if event.kind is EventKind.ROLLED]
        if rolled and rolled[0].purpose is purpose:
            before: State = match.plies[index - 1].state if index else match.start
            found.append((before, index))
    return found


def _stream(match: Match) -> tuple[Event, ...]:
    return tuple(event for ply in match.plies for event in ply.events)


def test_the_monster_s_defence_roll_names_the_attack_card_it_is_against() -> None:
    match = _played(Mode.SOLO, 1, seed=2)
    rolls = _rolls(match, RollPurpose.MONSTER_DEFENCE)
    assert rolls, "the hero attacked the monster"
    for before, index in rolls:
        rolled = match.plies[index].events[0]
        assert rolled.kind is EventKind.ROLLED
        assert before.pending is not None and rolled.card == before.pending.card
        assert not rolled.hidden  # the attack lies face up: every reader reads it


def test_a_roll_reads_the_same_from_its_ply_and_from_the_events_after_it() -> None:
    """The words the board used to build from the state before the roll are the words built
    from the roll's events onward, the next plies' events following (a snapshot's)."""
    told = 0
    for mode, heroes, seed in ((Mode.SOLO, 1, 2), (Mode.COOP, 3, 0), (Mode.COOP, 2, 4)):
        match = _played(mode, heroes, seed)
        stream = _stream(match)
        start = 0
        for index, ply in enumerate(match.plies):
            if ply.rolled:
                before: State = match.plies[index - 1].state if index else match.start
                from_ply = describe_roll(before, ply.action, ply.events, Mood.DOES)
                from_events = describe_rolled(match.setup.config, stream[start:], Mood.DOES)
                assert from_events.english() == from_ply.english()
                told += 1
            start += len(ply.events)
    assert told > 10


def test_the_co_op_target_roll_and_its_roll_again_are_told_from_events() -> None:
    texts: list[str] = []
    for seed in range(8):
        match = _played(Mode.COOP, 3, seed)
        stream = _stream(match)
        for index, event in enumerate(stream):
            if event.kind is EventKind.ROLLED and event.purpose is RollPurpose.MONSTER_TARGET:
                text = describe_rolled(match.setup.config, stream[index:], Mood.DOES).english()
                texts.append(text)
    assert any(" for its target: no one, it rolls again." in text for text in texts)
    assert any(" for its target: " in text and "again" not in text for text in texts)


def test_the_die_s_last_roll_from_the_events_a_seat_was_sent() -> None:
    """The arena's die at a network table: the last face and its words from the events as the
    table sent them to the seat (redacted for it, through the wire and back)."""
    match = _played(Mode.SOLO, 1, seed=2)
    setup_ = match.setup
    before, index = _rolls(match, RollPurpose.MONSTER_DEFENCE)[-1]
    ply = match.plies[index]
    upto = tuple(event for p in match.plies[: index + 1] for event in p.events)
    wire = swordplay_wire()
    public = public_config(setup_.config)
    sent = wire.read_events(public, wire.write_events(public, redact(upto, 0)))
    roll = last_roll(public, sent)
    assert roll is not None
    face, words = roll
    assert face == ply.events[0].amount
    assert words.english() == describe_roll(before, ply.action, ply.events, Mood.DOES).english()
    assert last_roll(public, ()) is None


def test_the_log_tells_each_roll_where_it_falls_and_the_turned_blow_once() -> None:
    match = _played(Mode.SOLO, 1, seed=2)
    lines = [line.english() for line in tell_fight(match.setup.config, _stream(match), (0,))]
    assert lines[0].endswith(tuple(f"rolls for first player: {face}." for face in range(1, 11)))
    defences = [line for line in lines if " defence " in line]
    assert len(defences) == len(_rolls(match, RollPurpose.MONSTER_DEFENCE))
    turned = sum(line.endswith("the blow is turned aside.") for line in defences)
    assert sum(line.endswith("turns the blow aside.") for line in lines) == 0
    assert turned + sum(line.endswith("the blow lands.") for line in defences) == len(defences)


def test_events_that_do_not_begin_with_a_roll_are_refused() -> None:
    with pytest.raises(ValueError, match="begin with its roll"):
        describe_rolled(config(), (Event(EventKind.TURN, 0),), Mood.DOES)
