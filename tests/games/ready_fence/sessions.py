"""Bouts for the session's tests: the installed games, a setup per level, and bouts played by
bots."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

import pytest

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.search.ismcts import Level as SearchLevel
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.catalogue import GAMES
from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.entry import READY_FENCE
from audatia_qt.games.ready_fence.policy import explain, levels
from audatia_qt.games.ready_fence.rules import Config, Level

HUMAN, COMPUTER = SeatKind.HUMAN, SeatKind.COMPUTER
CATALOGUE = Catalogue(GAMES)
CARDS = default_card_set()
#: A search on an iteration budget only, and small: a test's bout replays decision for decision.
QUICK = SearchLevel("quick", iterations=12, seconds=None, mistake_rate=0.0, playout_depth=4)
#: A few iterations per level, for tests where what is shown does not depend on how long the
#: computer thinks; the levels keep their order and slips.
SMALL_ITERATIONS = {"easy": 1, "normal": 2, "hard": 3}


def use_small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every level, and the Hint (Hard's search), with ``SMALL_ITERATIONS``, short playouts
    and no clock: a bout replays move for move however busy the machine is."""
    assert set(SMALL_ITERATIONS) == set(levels.LEVELS), "give every level its small budget"
    for name, iterations in SMALL_ITERATIONS.items():
        level = replace(levels.LEVELS[name], iterations=iterations, seconds=None, playout_depth=4)
        monkeypatch.setitem(levels.LEVELS, name, level)
    monkeypatch.setattr(explain, "HINT_SECONDS", None)


def config(level: Level = Level.BASIC, target: int = 5) -> Config:
    """A bout of ``level`` to ``target`` with the bundled deck."""
    return Config(CARDS, level, target)


def setup(
    bout: Config | None = None,
    players: Sequence[SeatKind] | None = (HUMAN, COMPUTER),
    chance_seed: int = 11,
    difficulty: str | None = "ismcts:easy",
) -> MatchSetup:
    """A match of ``bout`` in Ready...Fence!'s entry; one person against the computer unless
    told otherwise."""
    return MatchSetup(
        READY_FENCE,
        bout or config(),
        players=players,
        difficulty=difficulty,
        chance_seed=chance_seed,
    )


def play(match: Match, moves: int, rng: random.Random) -> None:
    """Up to ``moves`` random decisions (chance is the match's own), fewer if the bout ends."""
    for _ in range(moves):
        if match.to_move() is None:
            return
        legal = match.legal_actions()
        match.play(legal[rng.randrange(len(legal))])
