"""Audatia's levels on every core (issue 31, "Every core"): what a worker process receives of a
decision (the view, which pickles whole and comes back the same), the searching bots' recipes,
and a root-parallel search on worker processes deciding as it does in this process."""

from __future__ import annotations

import pickle
import random
from collections.abc import Iterator

import pytest

from audatia_qt.engine.search.ismcts import ISMCTSBot
from audatia_qt.engine.search.pool import SearchPool
from audatia_qt.engine.search.series import unclocked
from audatia_qt.games.audatia.policy.factory import BOT_NAMES, BOT_TITLES, bot_title, make_bot
from audatia_qt.games.audatia.policy.levels import LEVELS
from audatia_qt.games.audatia.policy.search_policy import search_bot
from audatia_qt.games.audatia.rules import (
    PlayerView,
    apply,
    legal_actions,
    new_game,
    observe,
)
from audatia_qt.games.audatia.rules.config import GameConfig
from audatia_qt.games.audatia.rules.selfplay import random_action
from tests.conftest import ConfigFactory


@pytest.fixture(scope="module")
def pool() -> Iterator[SearchPool]:
    with SearchPool(2) as shared:
        yield shared


def _decision(make_config: ConfigFactory, plies: int = 6) -> tuple[PlayerView, tuple[object, ...]]:
    """A seeded position a few random plies in, with more than one move."""
    rng = random.Random(plies)
    state = new_game(make_config(seed=plies))
    while True:
        seat = state.to_move
        assert seat is not None
        legal = legal_actions(state)
        if state.ply >= plies and len(legal) > 1:
            return observe(state, seat), tuple(legal)
        state = apply(state, random_action(legal, rng)).state


def test_a_view_pickles_whole_and_its_config_finds_its_ruleset_again(
    make_config: ConfigFactory,
) -> None:
    view, _legal = _decision(make_config)
    again = pickle.loads(pickle.dumps(view))
    assert again == view
    config = again.config
    assert isinstance(config, GameConfig)
    assert config.ruleset is view.config.ruleset
    assert config.cards == view.config.cards


def test_every_searching_bot_can_be_built_again_in_a_worker() -> None:
    for name in BOT_NAMES:
        bot = make_bot(name)
        if isinstance(bot, ISMCTSBot):
            assert bot.recipe is not None, name
            rebuilt = pickle.loads(pickle.dumps(bot.recipe))()
            assert rebuilt.level == bot.level


def test_the_grand_master_is_the_top_level_and_no_two_ranks_share_a_name() -> None:
    assert BOT_NAMES[-1] == "ismcts:grandmaster"
    titles = [bot_title(name).english() for name in BOT_NAMES]
    assert titles[-2:] == ["Master", "Grand Master"]
    assert len(set(titles)) == len(titles) == len(BOT_TITLES)
    # No bot's command-line name is another one's rank ("ismcts:master" would read as Hard's).
    levels = {name.partition(":")[2] for name in BOT_NAMES}
    assert not {title.lower() for title in titles} & levels
    assert LEVELS["grandmaster"].trees >= LEVELS["hard"].trees > 1


def test_a_level_on_worker_processes_decides_as_it_does_here(
    make_config: ConfigFactory, pool: SearchPool
) -> None:
    view, legal = _decision(make_config)
    here = unclocked(search_bot("easy", trees=2))
    there = unclocked(search_bot("easy", trees=2))
    there.use_pool(pool)
    found = there.search(view, legal, random.Random(9))
    assert pool.started and pool.fallback is None
    assert found.moves == here.search(view, legal, random.Random(9)).moves
    assert found.iterations == 2 * LEVELS["easy"].iterations
