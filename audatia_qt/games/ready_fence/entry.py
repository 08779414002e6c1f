"""Ready...Fence!'s entry for the game list (``audatia_qt.games.catalogue``): what the engine and
the shell know of the game."""

from __future__ import annotations

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import translate
from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.game import GAME_ID, ReadyFenceGame
from audatia_qt.games.ready_fence.narrator.session import ReadyFenceNarrator
from audatia_qt.games.ready_fence.policy.factory import BOT_NAMES, DEFAULT_BOT, make_bot
from audatia_qt.games.ready_fence.saves.codec import ReadyFenceSaves
from audatia_qt.games.ready_fence.wire import ready_fence_wire

READY_FENCE = GameEntry(
    id=GAME_ID,
    title=translate("Games", "Ready...Fence!"),
    game=ReadyFenceGame(),
    bot_names=BOT_NAMES,
    make_bot=make_bot,
    default_bot=DEFAULT_BOT,
    plugin="audatia_qt.games.ready_fence.plugin:ReadyFencePlugin",
    codec=ReadyFenceSaves(default_card_set),
    wire=ready_fence_wire(),
    narrator=ReadyFenceNarrator(),
    commands="audatia_qt.games.ready_fence.commands:ReadyFenceCommands",
)
