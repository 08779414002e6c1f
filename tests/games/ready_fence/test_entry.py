"""Ready...Fence!'s game entry (issue 30): what the engine and the shell are given, and that it
is one line of the game list."""

from __future__ import annotations

import pkgutil

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.games.catalogue import GAMES
from audatia_qt.games.ready_fence.entry import READY_FENCE
from audatia_qt.games.ready_fence.policy.factory import BOT_NAMES, DEFAULT_BOT
from audatia_qt.games.ready_fence.saves.codec import ReadyFenceSaves


def test_the_entry_holds_the_game_its_bots_saves_and_words() -> None:
    assert READY_FENCE.id == "ready_fence" == READY_FENCE.game.id
    assert READY_FENCE.title.source == "Ready...Fence!"
    assert READY_FENCE.bot_names == BOT_NAMES and READY_FENCE.default_bot == DEFAULT_BOT
    assert isinstance(READY_FENCE.codec, ReadyFenceSaves)
    assert READY_FENCE.narrator is not None
    assert READY_FENCE.plugin == "audatia_qt.games.ready_fence.plugin:ReadyFencePlugin"
    for name in BOT_NAMES:
        READY_FENCE.make_bot(name)


def test_it_is_one_line_of_the_game_list_and_its_plugin_resolves() -> None:
    assert READY_FENCE in GAMES
    assert Catalogue(GAMES).entry("ready_fence") is READY_FENCE
    assert READY_FENCE.plugin is not None
    plugin = pkgutil.resolve_name(READY_FENCE.plugin)
    assert plugin.__name__ == "ReadyFencePlugin"
