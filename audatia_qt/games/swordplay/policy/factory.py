"""Swordplay's computer heroes by name, as the game list, the arena and the tests ask for
them."""

from __future__ import annotations

from typing import TypeAlias

from audatia_qt.engine.messages import Sentence, translate
from audatia_qt.engine.search.bot import Bot, RandomBot
from audatia_qt.games.swordplay.policy.levels import LEVELS
from audatia_qt.games.swordplay.policy.search_policy import search_bot
from audatia_qt.games.swordplay.rules import Action, View

#: A computer hero of Swordplay: it decides over a ``View``.
SwordplayBot: TypeAlias = Bot[View, Action]

#: Every bot name ``make_bot`` accepts, weakest first.
BOT_NAMES: tuple[str, ...] = ("random", *(f"ismcts:{level}" for level in LEVELS))

#: Each bot's name for a person, as New Game offers it (the command line takes ``BOT_NAMES``).
BOT_TITLES: dict[str, Sentence] = {
    "random": translate("SwordplayBots", "Novice (plays at random)"),
    "ismcts:easy": translate("SwordplayBots", "Easy"),
    "ismcts:normal": translate("SwordplayBots", "Normal"),
    "ismcts:hard": translate("SwordplayBots", "Hard"),
}

#: The computer a new game is played against until the player chooses another.
DEFAULT_BOT = "ismcts:normal"


def make_bot(name: str) -> SwordplayBot:
    """A new bot for ``name``: ``random`` or ``ismcts:easy|normal|hard``; ``ValueError``
    naming the accepted names for anything else."""
    if name == "random":
        return RandomBot()
    kind, _, level = name.partition(":")
    if kind == "ismcts" and level in LEVELS:
        return search_bot(level)
    raise ValueError(f"unknown bot {name!r}: choose from {', '.join(BOT_NAMES)}")
