"""Bots by name, as the arena, the New Game dialog and the tests ask for them."""

from __future__ import annotations

from audatia_qt.ai.bot import Bot, RandomBot
from audatia_qt.ai.heuristic import HeuristicBot
from audatia_qt.ai.ismcts import LEVELS, ISMCTSBot

#: Every bot name ``make_bot`` accepts, weakest first.
BOT_NAMES: tuple[str, ...] = ("random", "heuristic", *(f"ismcts:{level}" for level in LEVELS))


def make_bot(name: str) -> Bot:
    """A new bot for ``name``: ``random``, ``heuristic`` or ``ismcts:easy|normal|hard``.

    Raises ``ValueError`` naming the accepted names for anything else.
    """
    if name == "random":
        return RandomBot()
    if name == "heuristic":
        return HeuristicBot()
    kind, _, level = name.partition(":")
    if kind == "ismcts" and level in LEVELS:
        return ISMCTSBot(level)
    raise ValueError(f"unknown bot {name!r}: choose from {', '.join(BOT_NAMES)}")
