"""Swordplay: Arena's entry in the game list (``audatia_qt.games.catalogue``): what the engine
and the shell know of the game."""

from __future__ import annotations

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import translate
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.game import GAME_ID, SwordplayGame
from audatia_qt.games.swordplay.narrator.session import SwordplayNarrator
from audatia_qt.games.swordplay.policy.factory import BOT_NAMES, DEFAULT_BOT, make_bot
from audatia_qt.games.swordplay.rules import Config
from audatia_qt.games.swordplay.saves.codec import SwordplaySaves
from audatia_qt.games.swordplay.wire import swordplay_wire


def ruled_seats(config: Config) -> frozenset[int]:
    """The monster's seat in solo and co-op play, which the rules play (ruling SP-1); none in
    versus play."""
    seat = config.monster_seat
    return frozenset() if seat is None else frozenset({seat})


SWORDPLAY = GameEntry(
    id=GAME_ID,
    title=translate("Games", "Swordplay: Arena"),
    game=SwordplayGame(),
    bot_names=BOT_NAMES,
    make_bot=make_bot,
    default_bot=DEFAULT_BOT,
    plugin="audatia_qt.games.swordplay.plugin:SwordplayPlugin",
    codec=SwordplaySaves(default_card_set),
    wire=swordplay_wire(),
    narrator=SwordplayNarrator(),
    ruled_seats=ruled_seats,
    commands="audatia_qt.games.swordplay.commands:SwordplayCommands",
)
