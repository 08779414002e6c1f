"""Twenty-One's entry: how the toy game joins a game list."""

from __future__ import annotations

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import translate
from audatia_qt.engine.search.bot import Bot, RandomBot
from audatia_qt.engine.search.ismcts import ISMCTSBot, Level
from tests.engine.twenty_one.narrator import TwentyOneNarrator
from tests.engine.twenty_one.rules import GAME_ID, Move, TwentyOne, View
from tests.engine.twenty_one.saves import TwentyOneSaves
from tests.engine.twenty_one.wire import twenty_one_wire

#: The engine's search with no policy of the game's own (so the uniform one), on an iteration
#: budget only, so a headless game replays decision for decision.
SEARCH = Level("normal", iterations=60, seconds=None, mistake_rate=0.0)

BOT_NAMES = ("random", f"ismcts:{SEARCH.name}")


def make_bot(name: str) -> Bot[View, Move]:
    if name == "random":
        return RandomBot()
    if name == BOT_NAMES[1]:
        return ISMCTSBot(TwentyOne(), SEARCH)
    raise ValueError(f"unknown bot {name!r}: choose from {', '.join(BOT_NAMES)}")


TWENTY_ONE = GameEntry(
    id=GAME_ID,
    title=translate("TwentyOne", "Twenty-One"),
    game=TwentyOne(),
    bot_names=BOT_NAMES,
    make_bot=make_bot,
    codec=TwentyOneSaves(),
    narrator=TwentyOneNarrator(),
    wire=twenty_one_wire(),
    draws=True,  # players who stand on equal totals share the pot
)
