"""Ready...Fence!'s game entry (issue 30): what the engine and the shell are given, and that it
is not in the game list before its board."""

from __future__ import annotations

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


def test_a_catalogue_takes_it_beside_the_games_but_the_list_waits_for_its_board() -> None:
    assert "ready_fence" not in {entry.id for entry in GAMES}
    catalogue = Catalogue((*GAMES, READY_FENCE))
    assert catalogue.entry("ready_fence") is READY_FENCE
