"""The toy game keeps the Game protocol's promises on its own: chance, views, sampling."""

from __future__ import annotations

import random

import pytest

from audatia_qt.engine.game import CHANCE
from tests.engine.twenty_one.rules import Config, Move, TwentyOne


def _random_game(seed: int, seats: int = 2) -> list[object]:
    game, rng = TwentyOne(), random.Random(seed)
    state = game.new_state(Config(seats))
    seen = []
    while (seat := game.to_move(state)) is not None:
        if seat == CHANCE:
            outcomes = game.chance_outcomes(state)
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            for viewer in range(seats):
                view = game.observe(state, viewer)
                world = game.sample_world(view, rng)
                assert game.observe(world, viewer) == view
            action = rng.choice(list(game.legal_actions(state)))
        assert game.parse_action(state.config, game.format_action(state.config, action)) == action
        state = game.apply(state, action).state
        seen.append(action)
    returns = game.returns(state)
    assert returns is not None and sum(returns) == pytest.approx(1.0)
    return seen


@pytest.mark.parametrize("seed", range(20))
def test_random_games_end_and_keep_views_consistent(seed: int) -> None:
    _random_game(seed, seats=2 + seed % 3)


def test_the_face_down_card_is_redacted_for_the_other_seat() -> None:
    game = TwentyOne()
    state = game.new_state(Config())
    state = game.apply(state, Move(0, "draw")).state
    step = game.apply(state, Move(0, "card", 7))
    assert [e.value for e in game.redact(step.events, 0)] == [7]
    assert [e.value for e in game.redact(step.events, 1)] == [None]
    assert game.observe(step.state, 1).hands[0] == (None,)
    assert game.undo_boundary(step.events[0]) is not None


def test_an_illegal_move_is_refused() -> None:
    game = TwentyOne()
    with pytest.raises(ValueError):
        game.apply(game.new_state(Config()), Move(1, "draw"))
