"""Positions of seeded games played by the heuristic with some noise, for the learned tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from audatia_qt.games.audatia.policy.knowledge import FactsCache
from audatia_qt.games.audatia.policy.learned.train import play_training_game
from audatia_qt.games.audatia.rules import GameConfig, GameState


def positions(config: GameConfig, games: int, every: int = 3) -> Iterator[GameState]:
    """Every ``every``-th position of ``games`` training games dealt from ``config``'s decks."""
    facts = FactsCache()
    for index in range(games):
        states, _final = play_training_game(config.decks, 100 + index, 0, 0.1, facts)
        yield from states[::every]


def rng(seed: int) -> random.Random:
    return random.Random(f"learned test {seed}")
