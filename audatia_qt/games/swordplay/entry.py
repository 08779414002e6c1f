"""Swordplay: Arena's entry for a game list: what the engine and the shell know of the game.

Not in ``games.catalogue`` yet: its board is being built (``plugin`` is None until then); the
tests list it with the installed games (``Catalogue((*GAMES, SWORDPLAY))``).
"""

from __future__ import annotations

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import translate
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.game import GAME_ID, SwordplayGame
from audatia_qt.games.swordplay.narrator.session import SwordplayNarrator
from audatia_qt.games.swordplay.policy.factory import BOT_NAMES, DEFAULT_BOT, make_bot
from audatia_qt.games.swordplay.saves.codec import SwordplaySaves

SWORDPLAY = GameEntry(
    id=GAME_ID,
    title=translate("Games", "Swordplay: Arena"),
    game=SwordplayGame(),
    bot_names=BOT_NAMES,
    make_bot=make_bot,
    default_bot=DEFAULT_BOT,
    plugin=None,
    codec=SwordplaySaves(default_card_set),
    narrator=SwordplayNarrator(),
)
