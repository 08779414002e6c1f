"""Bots by name, as the arena, the New Game dialog and the tests ask for them."""

from __future__ import annotations

from typing import TypeAlias

from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.engine.search.bot import Bot, RandomBot
from audatia_qt.games.audatia.policy.heuristic import HeuristicBot
from audatia_qt.games.audatia.policy.levels import LEVELS
from audatia_qt.games.audatia.policy.search_policy import search_bot
from audatia_qt.games.audatia.rules import Action, PlayerView

#: A computer player of Audatia: it decides over a ``PlayerView``.
AudatiaBot: TypeAlias = Bot[PlayerView, Action]

#: Every bot name ``make_bot`` accepts, weakest first.
BOT_NAMES: tuple[str, ...] = ("random", "heuristic", *(f"ismcts:{level}" for level in LEVELS))

#: What a player is told each computer player is: one scale, the ranks of a fencing school,
#: weakest first as ``BOT_NAMES`` (issue 27: "Novice, Club fencer, Easy, Normal, Hard" mixed
#: two kinds of name). The rules of thumb and the Free Scholar's slipping search are about
#: even (47% [38%, 57%] over 100 games, README "The computer's strength"). The New Game
#: dialog, the gauntlet, the command line's help and the README all say these.
BOT_TITLES: dict[str, Sentence] = {
    "random": translate("Bots", "Novice"),
    "heuristic": translate("Bots", "Scholar"),
    "ismcts:easy": translate("Bots", "Free Scholar"),
    "ismcts:normal": translate("Bots", "Provost"),
    "ismcts:hard": translate("Bots", "Master"),
}

#: The computer a new game is played against until the player chooses another.
DEFAULT_BOT = "heuristic"


def bot_title(name: str) -> Message:
    """The computer player ``name`` by its rank ("Provost"); an unknown name as it is."""
    sentence = BOT_TITLES.get(name)
    return _AS_IT_IS.say(name=name) if sentence is None else sentence.say()


def bot_list(default: str | None = None) -> Message:
    """Every computer player, weakest first, by its command-line name and rank, ``default``
    marked: "random (Novice), heuristic (Scholar, the default), ..."."""
    said: Message | None = None
    for name in BOT_NAMES:
        one = (_DEFAULT_ONE if name == default else _ONE).say(name=name, title=bot_title(name))
        said = one if said is None else _LIST.say(first=said, then=one)
    assert said is not None
    return said


_AS_IT_IS = translate("Bots", "{name}")
_ONE = translate("Bots", "{name} ({title})")
_DEFAULT_ONE = translate("Bots", "{name} ({title}, the default)")
_LIST = translate("Bots", "{first}, {then}")


def make_bot(name: str) -> AudatiaBot:
    """A new bot for ``name``: ``random``, ``heuristic`` or ``ismcts:easy|normal|hard``.

    Raises ``ValueError`` naming the accepted names for anything else.
    """
    if name == "random":
        return RandomBot()
    if name == "heuristic":
        return HeuristicBot()
    kind, _, level = name.partition(":")
    if kind == "ismcts" and level in LEVELS:
        return search_bot(level)
    raise ValueError(f"unknown bot {name!r}: choose from {', '.join(BOT_NAMES)}")
