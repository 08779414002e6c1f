"""The promises every state and every move of Ready...Fence! keep, checked by the random
self-play after every move (issue 30: "the invariants checked (cards conserved, positions on
the strip, stamina 0-6, scores only by the rules)").
"""

from __future__ import annotations

import random
from collections import Counter

from audatia_qt.games.ready_fence.rules.actions import Action
from audatia_qt.games.ready_fence.rules.config import HAND_SIZE, MAX_STAMINA
from audatia_qt.games.ready_fence.rules.events import EventKind
from audatia_qt.games.ready_fence.rules.legal import Step, legal_actions, why_not
from audatia_qt.games.ready_fence.rules.notation import format_action, parse_action
from audatia_qt.games.ready_fence.rules.play import chance_outcomes
from audatia_qt.games.ready_fence.rules.state import Phase, State
from audatia_qt.games.ready_fence.rules.strip import RUN_OFF
from audatia_qt.games.ready_fence.rules.views import observe, redact, sample_world

#: What the checks cover, in words for reports.
CHECKS = (
    "cards conserved",
    "positions on the strip",
    "stamina 0-6",
    "scores only by the rules",
)


class InvariantError(AssertionError):
    """A state or step broke one of the rules' promises; the message says which and how."""


def card_places(state: State) -> list[int]:
    """Every card ``state`` places, once for each place it lies in (rulebook, "The Cards")."""
    places = list(state.stock) + list(state.public_discard) + list(state.box)
    for fencer in state.fencers:
        places += fencer.hand
        places += fencer.discards
    if state.phrase is not None:
        places += state.phrase.table()
    return places


def check_cards_conserved(state: State) -> None:
    """Every card of the level lies exactly once somewhere (rulebook, each level's "Game
    Setup": the level's cards and no other)."""
    places = card_places(state)
    every = sorted(state.config.level_cards)
    if sorted(places) != every:
        counted = Counter(places)
        missing = [index for index in every if not counted[index]]
        extra = sorted(index for index, count in counted.items() if count > 1 or index not in every)
        raise InvariantError(f"cards not conserved: missing {missing}, doubled or foreign {extra}")


def check_limits(state: State) -> None:
    """Both fencers on the strip between the run-offs, in order, never on one section (rulebook,
    "The Game Board" 1; ruling RF-7, RF-8); stamina within 0-6 ("The Game Board" 7); hands of six
    at most ("How to Play"); the timer within the stock (ruling RF-9); scores within the bout's."""
    first, second = state.positions
    if not RUN_OFF[0] < first < second < RUN_OFF[1]:
        raise InvariantError(f"fencers at {first} and {second}")
    for seat, fencer in enumerate(state.fencers):
        if not 0 <= fencer.stamina <= MAX_STAMINA:
            raise InvariantError(f"seat {seat} has stamina {fencer.stamina}")
        if len(fencer.hand) > HAND_SIZE:
            raise InvariantError(f"seat {seat} holds {len(fencer.hand)} cards")
        if not 0 <= fencer.score <= state.config.target:
            raise InvariantError(f"seat {seat} scored {fencer.score}")
    if not 0 <= state.timer <= len(state.stock):
        raise InvariantError(f"a timer of {state.timer} over a stock of {len(state.stock)}")
    if state.phase is Phase.PHRASE and state.phrase is None:
        raise InvariantError("a phrase phase with no phrase")


def check_state(state: State) -> None:
    """Every promise a single state keeps."""
    check_cards_conserved(state)
    check_limits(state)


def check_scores(before: State, step: Step) -> None:
    """Scores change only by the rules: each point follows a valid touch, a double touch or the
    opponent going off the strip (rulebook, "Playing the game", "Double Touch", "Penalty for
    going off the fencing strip"), one point each, never taken back."""
    earned = [0, 0]
    for event in step.events:
        if event.kind is EventKind.TOUCH:
            earned[event.seat] += 1
        elif event.kind is EventKind.DOUBLE:
            earned[0] += 1
            earned[1] += 1
        elif event.kind is EventKind.OFF_STRIP:
            earned[1 - event.seat] += 1
    for seat in (0, 1):
        gained = step.state.fencers[seat].score - before.fencers[seat].score
        if gained != earned[seat]:
            raise InvariantError(
                f"seat {seat} gained {gained} points, the phrase gave {earned[seat]}"
            )


def check_protocol(state: State, rng: random.Random) -> None:
    """The Game protocol's promises at ``state`` (engine.game; ruling RF-9): chance odds sum to
    1, every legal action round-trips the notation and has no ``why_not``, every seat's view is
    reproduced by a world sampled from it."""
    outcomes = chance_outcomes(state)
    if outcomes and abs(sum(odds for _, odds in outcomes) - 1.0) > 1e-9:
        raise InvariantError("the chance odds do not sum to 1")
    config = state.config
    for action in legal_actions(state):
        if parse_action(config, format_action(config, action)) != action:
            raise InvariantError(f"{format_action(config, action)!r} does not round-trip")
        if why_not(state, action) is not None:
            raise InvariantError(f"why_not refuses the legal {format_action(config, action)!r}")
    for seat in (0, 1):
        view = observe(state, seat)
        if observe(sample_world(view, rng), seat) != view:
            raise InvariantError(f"a world sampled for seat {seat} does not match its view")


def check_redaction(step: Step) -> None:
    """No reader is told a card drawn into, or discarded face down from, the other hand
    (rulebook, "Game Setup", "Discarding and Drawing")."""
    for reader in (0, 1):
        for event in redact(step.events, reader):
            if event.hidden and event.seat != reader and event.card is not None:
                raise InvariantError(f"seat {reader} is told seat {event.seat}'s hidden card")


def check_step(before: State, action: Action, step: Step) -> None:
    """Every promise one move keeps: the state after it, the scores it gave, what its events tell
    each reader."""
    check_state(step.state)
    check_scores(before, step)
    check_redaction(step)
    if step.state.phase is Phase.OVER and step.state.result is None:
        raise InvariantError("the bout is over with no result")
