"""The contract every computer player keeps: it sees its seat's observation and the legal
actions only.

A bot never receives a game's state: the view is all its seat may know (``Game.observe``), so
a bot cannot peek at another hand or the deck order even by accident. Randomness comes from the
generator the caller injects, so the same seed always gives the same decision.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Protocol, TypeVar, runtime_checkable

ViewT_contra = TypeVar("ViewT_contra", contravariant=True)
ActionT = TypeVar("ActionT", bound=Hashable)


@runtime_checkable
class Bot(Protocol[ViewT_contra, ActionT]):
    """A computer player: picks one of ``legal`` for the seat that ``view`` belongs to."""

    @property
    def name(self) -> str:
        """A short label for logs and the arena ("random", "ismcts:normal")."""
        ...

    def choose(self, view: ViewT_contra, legal: Sequence[ActionT], rng: random.Random) -> ActionT:
        """One of ``legal`` (never empty), decided from ``view`` and ``rng`` alone."""
        ...


class RandomBot:
    """Uniform legal play: the baseline every other bot must beat, in any game."""

    @property
    def name(self) -> str:
        return "random"

    def choose(self, view: object, legal: Sequence[ActionT], rng: random.Random) -> ActionT:
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[rng.randrange(len(legal))]
