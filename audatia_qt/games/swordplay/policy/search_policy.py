"""The Arena search policy: what the engine's ISMCTS (``engine.search.ismcts``) asks of
Swordplay beyond its rules, answered by the rules of thumb (``heuristic``); and
``search_bot``, the searching computer hero of a level.

What the searcher cannot see: the other heroes' hands and the deck's order, which the search
deals afresh in every sample (``rules.sample_world``). Every move a seat makes lays its card on
the table and every roll of the die is public (rulebook, "The Cards"), so each move is its own
key in the tree (``hidden_key``): two moves the searcher could tell apart never share a node.
A card drawn is hidden, but a draw is no move: the rules make it inside a hero's own move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeAlias

from audatia_qt.engine.search.ismcts import ISMCTSBot, Level
from audatia_qt.games.swordplay.game import SwordplayGame
from audatia_qt.games.swordplay.policy import heuristic
from audatia_qt.games.swordplay.policy.levels import LEVELS
from audatia_qt.games.swordplay.rules import Action, State, View, sample_world

#: A searching computer hero of Swordplay.
SwordplaySearch: TypeAlias = ISMCTSBot[State, Action, View]

#: How often the opponent model plays the heuristic's favourite (else one of its top three).
OPPONENT_FAVOURITE = 0.75
#: How often a playout plays a random legal move instead of the heuristic's.
PLAYOUT_NOISE = 0.15
#: The moves searched at the root and at the tree's other nodes: the heuristic's best.
ROOT_WIDTH = 8
WIDTH = 5


class ArenaSearchPolicy:
    """The rules of thumb as the search's policy (``engine.search.policy.SearchPolicy``)."""

    @property
    def duel(self) -> bool:
        # Two to four heroes, or heroes and a monster: each seat is judged for itself.
        return False

    def root_moves(self, view: View, legal: Sequence[Action]) -> Sequence[Action]:
        # The root is ranked in a world dealt from the view: the heuristic reads only the
        # searcher's hand and the table, which every such world shares.
        world = sample_world(view, random.Random(0))
        return heuristic.ranked(world, view.viewer, legal)

    def node_moves(self, state: State, actor: int, legal: Sequence[Action]) -> Sequence[Action]:
        return heuristic.ranked(state, actor, legal)

    def hidden_key(self, action: Action, state: State, searcher: int) -> Action:
        # Every move and roll is public (module docstring).
        return action

    def concrete(
        self, state: State, actor: int, group: Sequence[Action], rng: random.Random
    ) -> Action:
        return group[0] if len(group) == 1 else heuristic.best(state, actor, group)

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
) -> SwordplaySearch:
    """The searching computer hero of ``level`` (a ``LEVELS`` name, or a level), its budget or
    slips overridden where given."""
    return ISMCTSBot(
        SwordplayGame(),
        LEVELS[level] if isinstance(level, str) else level,
        ArenaSearchPolicy(),
        iterations=iterations,
        seconds=seconds,
        mistake_rate=mistake_rate,
        root_width=ROOT_WIDTH,
        width=WIDTH,
    )
