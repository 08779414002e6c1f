"""The Bot protocol: bots get a view and legal actions, never a GameState."""

from __future__ import annotations

import random

from audatia_qt.engine.search.bot import Bot, RandomBot
from audatia_qt.games.audatia.rules import apply, legal_actions, new_game, observe, to_move
from tests.conftest import ConfigFactory


def test_random_bot_plays_whole_games_from_views_only(make_config: ConfigFactory) -> None:
    bot: Bot = RandomBot()
    for seed in range(5):
        state = new_game(make_config(seed=seed))
        rng = random.Random(seed)
        while (seat := to_move(state)) is not None:
            legal = legal_actions(state)
            action = bot.choose(observe(state, seat), legal, rng)
            assert action in legal
            state = apply(state, action).state


def test_same_seed_same_decision(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=4))
    seat = to_move(state)
    assert seat is not None
    view, legal = observe(state, seat), legal_actions(state)
    picks = {RandomBot().choose(view, legal, random.Random(11)) for _ in range(3)}
    assert len(picks) == 1
