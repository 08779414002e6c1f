"""Ready...Fence!'s search policy: what the engine's ISMCTS (``engine.search.ismcts``) asks of
the game beyond its rules, answered by the rules of thumb (``heuristic``); and ``search_bot``,
the searching computer fencer of a level.

What the searcher cannot see: the opponent's hand, its face-down discards and the stock's
order, which the search deals afresh in every sample (``rules.sample_world``). Two kinds of
move hide a card from the searcher: the opponent's discard face down (the Discard/Draw
action, a Retreat with its card change, a Tutorial Defend by Distance: "keeping it covered",
"Discarding and Drawing") and a card the opponent draws (chance, ruling RF-9). Those are keyed
without their card (``hidden_key``), so the tree never tells apart what the searcher could
not; every other move lays its card on the table or names none.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import TypeAlias

from audatia_qt.engine.search.ismcts import ISMCTSBot, Level
from audatia_qt.games.ready_fence.game import ReadyFenceGame
from audatia_qt.games.ready_fence.policy import heuristic
from audatia_qt.games.ready_fence.policy.levels import LEVELS
from audatia_qt.games.ready_fence.rules import (
    Action,
    ActionKind,
    State,
    Step,
    View,
    apply_legal,
    sample_world,
)

#: A searching computer fencer of Ready...Fence!.
ReadyFenceSearch: TypeAlias = ISMCTSBot[State, Action, View]

#: The moves whose card goes face down: the other fencer does not see it.
FACE_DOWN = frozenset({ActionKind.EXCHANGE, ActionKind.RETREAT, ActionKind.DISTANCE})
#: How often the opponent model plays the heuristic's favourite (else one of its top three).
OPPONENT_FAVOURITE = 0.75
#: How often a playout plays a random legal move instead of the heuristic's.
PLAYOUT_NOISE = 0.2
#: The moves searched at the root and at the tree's other nodes: the heuristic's best.
ROOT_WIDTH = 10
WIDTH = 5


class SearchedGame(ReadyFenceGame):
    """The rules as the search plays them: every move it applies is one the rules listed in
    that world (the root's moves are the searcher's, legal in every world its view deals; the
    rest come from ``legal_actions`` or ``chance_outcomes`` there), so ``apply`` skips listing
    them again (``rules.apply_legal``): the check cost more than the move."""

    def apply(self, state: State, action: Action) -> Step:
        return apply_legal(state, action)


def hides_card(action: Action, searcher: int) -> bool:
    """Whether ``action`` puts a card the searcher may not see where it goes: the opponent's
    face-down discard, or a card drawn into the opponent's hand."""
    if action.seat == searcher or action.card is None:
        return False
    return action.kind in FACE_DOWN or action.kind is ActionKind.DRAW


class FencingSearchPolicy:
    """The rules of thumb as the search's policy (``engine.search.policy.SearchPolicy``)."""

    @property
    def duel(self) -> bool:
        # Two fencers, one winner (a Tutorial draw gives both a half, ruling RF-25).
        return True

    def root_moves(self, view: View, legal: Sequence[Action]) -> Sequence[Action]:
        # The root is ranked in a world dealt from the view: the heuristic reads only the
        # table, which every such world shares.
        world = sample_world(view, random.Random(0))
        return heuristic.ranked(world, view.viewer, legal)

    def node_moves(self, state: State, actor: int, legal: Sequence[Action]) -> Sequence[Action]:
        return heuristic.ranked(state, actor, legal)

    def hidden_key(self, action: Action, state: State, searcher: int) -> Hashable:
        if hides_card(action, searcher):
            return (action.seat, action.kind, action.step, "face down")
        return action

    def concrete(
        self, state: State, actor: int, group: Sequence[Action], rng: random.Random
    ) -> Action:
        return group[0] if len(group) == 1 else group[rng.randrange(len(group))]

    def opponent_move(
        self, state: State, actor: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """The heuristic's favourite mostly, else one of its top three."""
        ranked = heuristic.ranked(state, actor, legal)
        if rng.random() < OPPONENT_FAVOURITE:
            return ranked[0]
        return ranked[rng.randrange(min(3, len(ranked)))]

    def playout_move(
        self, state: State, actor: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """The heuristic's favourite, or now and then a random move (``PLAYOUT_NOISE``)."""
        if len(legal) == 1:
            return legal[0]
        if rng.random() < PLAYOUT_NOISE:
            return legal[rng.randrange(len(legal))]
        return heuristic.best(state, actor, legal)

    def evaluate(self, state: State, seat: int) -> float:
        return heuristic.evaluate(state, seat)


def search_bot(
    level: Level | str = "normal",
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    mistake_rate: float | None = None,
) -> ReadyFenceSearch:
    """The searching computer fencer of ``level`` (a ``LEVELS`` name, or a level), its budget or
    slips overridden where given."""
    return ISMCTSBot(
        SearchedGame(),
        LEVELS[level] if isinstance(level, str) else level,
        FencingSearchPolicy(),
        iterations=iterations,
        seconds=seconds,
        mistake_rate=mistake_rate,
        root_width=ROOT_WIDTH,
        width=WIDTH,
    )
