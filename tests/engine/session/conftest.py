"""Helpers for the session tests: matches driven by the rules' kind-balanced random policy."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from audatia_qt.engine.session.match import Match, Ply
from audatia_qt.games.audatia.rules.selfplay import random_action

#: Enough actions to end any game the random policy plays (rules.selfplay.MAX_ACTIONS is the
#: hard bound; real games take a few dozen).
MAX_STEPS = 2000


def play_random(match: Match, rng: random.Random, count: int = MAX_STEPS) -> None:
    """Play up to ``count`` random legal actions, stopping at the end of the game."""
    for _ in range(count):
        if match.to_move() is None:
            return
        match.play(random_action(match.legal_actions(), rng))


def play_until(
    match: Match, rng: random.Random, done: Callable[[Match], bool], limit: int = MAX_STEPS
) -> bool:
    """Play random actions until ``done(match)``; False if the game ended first."""
    for _ in range(limit):
        if done(match):
            return True
        if match.to_move() is None:
            return False
        match.play(random_action(match.legal_actions(), rng))
    return done(match)


def last_ply(match: Match) -> Ply:
    """The newest ply in effect."""
    return match.plies[-1]


@pytest.fixture
def rng() -> random.Random:
    """A fixed generator: every test replays the same games."""
    return random.Random(20240607)
