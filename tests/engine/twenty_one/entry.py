"""Twenty-One's entry: how the toy game joins a game list."""

from __future__ import annotations

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import translate
from audatia_qt.engine.search.bot import Bot, RandomBot
from tests.engine.twenty_one.narrator import TwentyOneNarrator
from tests.engine.twenty_one.rules import GAME_ID, Move, TwentyOne, View
from tests.engine.twenty_one.saves import TwentyOneSaves

BOT_NAMES = ("random",)


def make_bot(name: str) -> Bot[View, Move]:
    if name == "random":
        return RandomBot()
    raise ValueError(f"unknown bot {name!r}: choose from {', '.join(BOT_NAMES)}")


TWENTY_ONE = GameEntry(
    id=GAME_ID,
    title=translate("TwentyOne", "Twenty-One"),
    game=TwentyOne(),
    bot_names=BOT_NAMES,
    make_bot=make_bot,
    codec=TwentyOneSaves(),
    narrator=TwentyOneNarrator(),
)
