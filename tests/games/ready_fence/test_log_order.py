"""The log tells a bout in the order it happens: a turn begins after the draws before it, once,
and the setup's cards are dealt, not exchanged (seed 002, "Game Setup", "Discarding and
Drawing", "Play the Game", "Priority").

Seen in a real window: "Fencer 1 discards a card face down. Fencer 2's turn. Fencer 1 draws a
card." after a card change as the second action, and "Fencer 2's turn" twice as the overtime
began."""

from __future__ import annotations

from audatia_qt.engine.game import CHANCE
from audatia_qt.games.ready_fence.narrator.log import tell_event, tell_events
from audatia_qt.games.ready_fence.rules import (
    ActionKind,
    Event,
    EventKind,
    Level,
    apply,
    chance_outcomes,
    legal_actions,
    new_game,
    to_move,
)
from audatia_qt.games.ready_fence.rules.state import evolve
from tests.games.ready_fence.sessions import config
from tests.games.ready_fence.tables import kinds, play, table

THRUSTS = ("straight-thrust-3", "straight-thrust-5", "beat-thrust")
STOPS = ("stop-hit-5", "stop-hit-4", "beat-thrust")


def test_a_card_changed_as_the_second_action_is_drawn_before_the_next_turn() -> None:
    """ "A player can discard one card from his hand ... and draw a new one" (Discarding and
    Drawing): the draw is the changing fencer's, so it is told before the opponent's turn."""
    state = evolve(table((THRUSTS, STOPS)), actions_used=1)
    state, events = play(state, (0, ActionKind.EXCHANGE, "beat-thrust"))
    told = kinds(events)
    assert told.index(EventKind.DISCARDED) < told.index(EventKind.DREW) < told.index(EventKind.TURN)
    assert [event.seat for event in events if event.kind is EventKind.TURN] == [1]
    assert state.turn == 1 and state.turn_told


def test_the_overtime_tells_its_first_turn_once_after_the_coin() -> None:
    """The timer's last card drawn in a tie: the overtime's coin is tossed, then one turn begins
    (Priority)."""
    state = table((THRUSTS, STOPS), scores=(2, 2), timer=1)
    state, events = play(state, (0, ActionKind.EXCHANGE, "beat-thrust"))
    told = kinds(events)
    assert state.overtime and told[-2:] == [EventKind.COIN, EventKind.TURN]
    assert told.count(EventKind.TURN) == 1


def _setup_events(level: Level) -> list[Event]:
    """Every event from the deal to the first turn, chance taking its first outcome and each
    seat keeping its hand."""
    state = new_game(config(level))
    events: list[Event] = []
    while not any(event.kind is EventKind.TURN for event in events):
        if to_move(state) == CHANCE:
            action = chance_outcomes(state)[0][0]
        else:
            action = next(a for a in legal_actions(state) if a.kind is ActionKind.KEEP_HAND)
        step = apply(state, action)
        state = step.state
        events.extend(step.events)
    return events


def test_a_mulligans_new_hand_is_dealt_too() -> None:
    """ "replace his initial hand of cards by discarding them" and drawing anew (Game Setup;
    ruling RF-10): the new hand is told as the setup's, not as card changes."""
    state = new_game(config(Level.ADVANCED))
    events: list[Event] = []
    while to_move(state) == CHANCE or state.phase.name == "MULLIGAN":
        if to_move(state) == CHANCE:
            action = chance_outcomes(state)[0][0]
        else:
            action = next(a for a in legal_actions(state) if a.kind is ActionKind.MULLIGAN)
        step = apply(state, action)
        state, events = step.state, [*events, *step.events]
        if any(event.kind is EventKind.COIN for event in step.events):
            break
    told = kinds(events)
    redrawn = [e for e in events[told.index(EventKind.MULLIGAN) :] if e.kind is EventKind.DREW]
    assert redrawn and all(event.dealt for event in redrawn)


def test_the_deal_is_told_as_the_setup_and_a_change_as_discarding_and_drawing() -> None:
    """ "Each player draws 6 cards" (Game Setup) is no card change: the log cites the setup."""
    events = _setup_events(Level.ADVANCED)
    deal = [event for event in events if event.kind is EventKind.DREW]
    assert len(deal) == 12 and all(event.dealt for event in deal)
    said = [message.english() for message in tell_events(config(Level.ADVANCED), deal, (1,))]
    assert said[0] == "Fencer 1 is dealt a card (Game Setup)."
    assert all("Discarding and Drawing" not in line for line in said)
    assert kinds(events)[-2:] == [EventKind.COIN, EventKind.TURN]

    state = evolve(table((THRUSTS, STOPS)), actions_used=1)
    _, changed = play(state, (0, ActionKind.EXCHANGE, "beat-thrust"))
    drawn = next(event for event in changed if event.kind is EventKind.DREW)
    assert not drawn.dealt
    assert tell_event(state.config, drawn, (1,)).english() == (
        "Fencer 1 draws a card (Discarding and Drawing)."
    )


def test_the_score_line_says_it_is_a_score() -> None:
    """ "Fencer 2 has 1" left the reader to guess one of what (Scoreboard)."""
    score = Event(EventKind.SCORE, 1, amount=1)
    said = tell_event(config(Level.BASIC), score, (0,)).english()
    assert said == "Fencer 2's score: 1 (Scoreboard)."
