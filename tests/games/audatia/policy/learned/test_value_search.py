"""A search judged by the learned evaluation plays legal games, from its view only (issue 31)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from audatia_qt.games.audatia.policy.factory import (
    BOT_NAMES,
    TRIAL_BOT_NAMES,
    BotFactory,
    ValueWeights,
    bundled_value_path,
    make_bot,
)
from audatia_qt.games.audatia.policy.learned.model import ValueModel
from audatia_qt.games.audatia.policy.search_policy import AudatiaSearchPolicy, search_bot
from audatia_qt.games.audatia.rules import (
    Seat,
    apply,
    legal_actions,
    new_game,
    observe,
    sample_world,
)
from tests.conftest import ConfigFactory
from tests.games.audatia.policy.learned.positions import positions


def test_a_value_bot_plays_legal_whole_games(make_config: ConfigFactory) -> None:
    bot = make_bot("ismcts:easy+value")
    assert bot.name == "ismcts:easy+value"
    for seed in (1, 2):
        state = new_game(make_config(seed=seed))
        rng = random.Random(seed)
        while state.to_move is not None:
            legal = legal_actions(state)
            action = bot.choose(observe(state, state.to_move), legal, rng)
            assert action in legal
            state = apply(state, action).state
        assert state.outcome is not None


def test_its_decision_does_not_change_with_the_hidden_cards(make_config: ConfigFactory) -> None:
    model = ValueModel.load(bundled_value_path())
    decided = 0
    for index, state in enumerate(positions(make_config(), 2, every=7)):
        seat = state.to_move
        assert seat is not None
        legal = legal_actions(state)
        if len(legal) < 2:
            continue
        view = observe(state, seat)
        world = sample_world(view, random.Random(index))
        assert observe(world, seat) == view
        choices = {
            search_bot("normal", iterations=40, value=model).choose(
                observe(dealt, seat), legal_actions(dealt), random.Random(index)
            )
            for dealt in (state, world)
        }
        assert len(choices) == 1
        decided += 1
    assert decided >= 5


def test_the_evaluation_judges_from_the_searchers_view(make_config: ConfigFactory) -> None:
    model = ValueModel.load(bundled_value_path())
    policy = AudatiaSearchPolicy(model)
    for state in positions(make_config(), 1, every=9):
        if state.outcome is None:
            for seat in Seat:
                assert policy.evaluate(state, seat) == model.value(observe(state, seat))


def test_value_bots_are_named_for_the_arena_but_offered_to_no_player() -> None:
    assert set(TRIAL_BOT_NAMES) == {
        "ismcts:easy+value",
        "ismcts:normal+value",
        "ismcts:hard+value",
        "ismcts:grandmaster+value",
    }
    assert not set(TRIAL_BOT_NAMES) & set(BOT_NAMES)
    with pytest.raises(ValueError, match="ismcts:hard\\+value"):
        make_bot("ismcts:hard+values")


def test_missing_weights_are_told_once_and_the_heuristic_judges(tmp_path: Path) -> None:
    told: list[str] = []
    factory = BotFactory(ValueWeights(tmp_path / "absent.npz", told.append))
    bots = [factory("ismcts:normal+value"), factory("ismcts:hard+value")]
    assert [bot.name for bot in bots] == ["ismcts:normal+value", "ismcts:hard+value"]
    assert len(told) == 1 and "\n" not in told[0]
    assert "absent.npz" in told[0] and "heuristic" in told[0]
    assert all(isinstance(bot.policy, AudatiaSearchPolicy) for bot in bots)
