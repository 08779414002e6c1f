"""What the search asks of a game beyond its rules: the search policy (issue 28).

The search (``ismcts.py``) plays any game through the ``Game`` protocol; a ``SearchPolicy`` is
the game's own judgement on top: which moves are worth searching first, which of another
seat's moves the searcher cannot tell apart, how the opponents and the playouts move, and how
good a position is for a seat. A game with no judgement of its own uses ``UniformPolicy``: no
ranking, random playouts (to the end, with a level's default depth), the game's returns as the
only evaluation, and hiding read off the observations the game already gives. It is weak but
honest, and needs nothing written.

Every method is pure apart from the generator it is given; the search calls them in a fixed
order, so the same seed gives the same decision.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any, Generic, Protocol, TypeVar

from audatia_qt.engine.game import Game

StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT", bound=Hashable)
ViewT = TypeVar("ViewT")
StateT_contra = TypeVar("StateT_contra", contravariant=True)
ViewT_contra = TypeVar("ViewT_contra", contravariant=True)

#: A node's key for a move in the search tree: the move itself, or for a move the searcher
#: cannot see (another seat's face-down card, a chance draw dealt face down), something every
#: such move shares.
Key = Hashable


class SearchPolicy(Protocol[StateT_contra, ActionT, ViewT_contra]):
    """A game's judgement, as the search asks it; seats are the Game protocol's ints."""

    @property
    def duel(self) -> bool:
        """True when every game has exactly two seats whose odds of winning sum to one: the
        search then judges a position once, for the searcher, and gives the other seat the
        rest (a call to ``evaluate`` saved per iteration)."""
        ...

    def root_moves(self, view: ViewT_contra, legal: Sequence[ActionT]) -> Sequence[ActionT]:
        """``legal``, best first as the searcher sees them from ``view``; the search tries the
        first few (its root width)."""
        ...

    def node_moves(
        self, state: StateT_contra, actor: int, legal: Sequence[ActionT]
    ) -> Sequence[ActionT]:
        """``legal`` (more than one) in a sampled world, best first for ``actor``, read only
        from what ``actor`` may know; the search keeps the first few (its width)."""
        ...

    def hidden_key(self, action: ActionT, state: StateT_contra, searcher: int) -> Key:
        """``action`` (about to be taken in ``state``) as ``searcher`` sees it: the action
        itself when the searcher can tell it from the others, else a key it shares with every
        move the searcher cannot tell it from. Chance outcomes are asked too."""
        ...

    def concrete(
        self, state: StateT_contra, actor: int, group: Sequence[ActionT], rng: random.Random
    ) -> ActionT:
        """One of ``group`` (several moves that share a key) for ``actor`` to play."""
        ...

    def opponent_move(
        self, state: StateT_contra, actor: int, legal: Sequence[ActionT], rng: random.Random
    ) -> ActionT:
        """The opponent model's move among ``legal`` (more than one) for ``actor``, from what
        ``actor`` may know (the search's ``model_opponent``)."""
        ...

    def playout_move(
        self, state: StateT_contra, actor: int, legal: Sequence[ActionT], rng: random.Random
    ) -> ActionT:
        """The playout's move among ``legal`` (one or more) for ``actor``."""
        ...

    def evaluate(self, state: StateT_contra, seat: int) -> float:
        """The odds that ``seat`` wins from ``state`` (its result when the game is over)."""
        ...


class UniformPolicy(Generic[StateT, ActionT, ViewT]):
    """The policy of a game with no judgement of its own: every move alike, random playouts,
    the game's returns (0.5 before the end), and hiding read off the observations.

    Its ``hidden_key`` plays each of another seat's moves (and each chance outcome) and keys
    it by what the searcher observes afterwards, so two moves the searcher cannot tell apart
    share a node. That needs hashable observations (frozen dataclasses of tuples, say) and
    costs a step per move: a game with many moves at a node is better off writing its own.
    """

    def __init__(self, game: Game[Any, StateT, ActionT, Any, ViewT]) -> None:
        self.game = game

    @property
    def duel(self) -> bool:
        # The seat count is the config's, which a policy never sees: each seat is asked.
        return False

    def root_moves(self, view: ViewT, legal: Sequence[ActionT]) -> Sequence[ActionT]:
        return legal

    def node_moves(self, state: StateT, actor: int, legal: Sequence[ActionT]) -> Sequence[ActionT]:
        return legal

    def hidden_key(self, action: ActionT, state: StateT, searcher: int) -> Key:
        game = self.game
        if game.to_move(state) == searcher:
            return action
        seen: Key = game.observe(game.apply(state, action).state, searcher)
        return seen

    def concrete(
        self, state: StateT, actor: int, group: Sequence[ActionT], rng: random.Random
    ) -> ActionT:
        return group[rng.randrange(len(group))]

    def opponent_move(
        self, state: StateT, actor: int, legal: Sequence[ActionT], rng: random.Random
    ) -> ActionT:
        return legal[rng.randrange(len(legal))]

    def playout_move(
        self, state: StateT, actor: int, legal: Sequence[ActionT], rng: random.Random
    ) -> ActionT:
        return legal[rng.randrange(len(legal))]

    def evaluate(self, state: StateT, seat: int) -> float:
        returns = self.game.returns(state)
        return 0.5 if returns is None else returns[seat]
