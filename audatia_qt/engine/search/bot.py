"""The contract every computer player keeps: it sees a ``PlayerView`` and the legal actions only.

A bot never receives a ``GameState``: the view is all its seat may know (``rules.observe``), so
a bot cannot peek at the opponent's hand or the deck order even by accident. Randomness comes
from the generator the caller injects, so the same seed always gives the same decision.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from audatia_qt.games.audatia.rules import Action, PlayerView


@runtime_checkable
class Bot(Protocol):
    """A computer player: picks one of ``legal`` for the seat that ``view`` belongs to."""

    @property
    def name(self) -> str:
        """A short label for logs and the arena ("random", "ismcts:normal")."""
        ...

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of ``legal`` (never empty), decided from ``view`` and ``rng`` alone."""
        ...


class RandomBot:
    """Uniform legal play: the baseline every other bot must beat."""

    @property
    def name(self) -> str:
        return "random"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[rng.randrange(len(legal))]
