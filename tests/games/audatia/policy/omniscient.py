"""A TEST-ONLY bot that sees the whole game state: the ceiling of the search, never a player.

It runs the same ISMCTS as ``ISMCTSBot`` but every "sampled" world is the true state, so it
measures how much of a target is lost to hidden cards rather than to play (issue 6). It lives
under tests/ so the app can never offer it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from audatia_qt.engine.search.ismcts import Level
from audatia_qt.games.audatia.policy.search_policy import search_bot
from audatia_qt.games.audatia.rules import Action, GameState, PlayerView


class OmniscientBot:
    """ISMCTS whose every sampled world is the real state; set ``state`` before each choice."""

    def __init__(self, level: Level | str = "normal") -> None:
        self.state: GameState | None = None
        self._search = search_bot(level, sampler=self._truth)

    def _truth(self, view: PlayerView, rng: random.Random) -> GameState:
        assert self.state is not None, "the omniscient bot needs the true state first"
        return self.state

    @property
    def name(self) -> str:
        return f"omniscient:{self._search.level.name}"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        return self._search.choose(view, legal, rng)
