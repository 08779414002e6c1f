"""Ready...Fence!'s computer fencers by name, as the game list, the arena and the tests ask
for them."""

from __future__ import annotations

from typing import TypeAlias

from audatia_qt.engine.messages import Sentence, translate
from audatia_qt.engine.search.bot import Bot, RandomBot
from audatia_qt.games.ready_fence.policy.levels import LEVELS
from audatia_qt.games.ready_fence.policy.search_policy import search_bot
from audatia_qt.games.ready_fence.rules import Action, View

#: A computer fencer of Ready...Fence!: it decides over a ``View``.
ReadyFenceBot: TypeAlias = Bot[View, Action]

#: Every bot name ``make_bot`` accepts, weakest first.
BOT_NAMES: tuple[str, ...] = ("random", *(f"ismcts:{level}" for level in LEVELS))

#: Each bot's name for a person, as New Game offers it (the command line takes ``BOT_NAMES``).
BOT_TITLES: dict[str, Sentence] = {
    "random": translate("ReadyFenceBots", "Novice (fences at random)"),
    "ismcts:easy": translate("ReadyFenceBots", "Easy"),
    "ismcts:normal": translate("ReadyFenceBots", "Normal"),
    "ismcts:hard": translate("ReadyFenceBots", "Hard"),
}

#: The computer a new bout is fenced against until the player chooses another.
DEFAULT_BOT = "ismcts:normal"


def make_bot(name: str) -> ReadyFenceBot:
    """A new bot for ``name``: ``random`` or ``ismcts:easy|normal|hard``; ``ValueError``
    naming the accepted names for anything else."""
    if name == "random":
        return RandomBot()
    kind, _, level = name.partition(":")
    if kind == "ismcts" and level in LEVELS:
        return search_bot(level)
    raise ValueError(f"unknown bot {name!r}: choose from {', '.join(BOT_NAMES)}")
