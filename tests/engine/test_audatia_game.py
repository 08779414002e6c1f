"""Audatia answers the engine's Game protocol with the rules' own answers."""

from __future__ import annotations

import random

from audatia_qt.engine.game import CHANCE, Game
from audatia_qt.games.audatia import rules
from audatia_qt.games.audatia.game import AudatiaGame
from audatia_qt.games.audatia.rules import EventKind, GameConfig, GameState, Seat
from tests.conftest import ConfigFactory


def _play_out(
    game: Game[GameConfig, GameState, rules.Action, rules.Event, rules.PlayerView],
    config: GameConfig,
    seed: int,
) -> GameState:
    rng = random.Random(seed)
    state = game.new_state(config)
    while (seat := game.to_move(state)) is not None:
        assert seat != CHANCE
        legal = game.legal_actions(state)
        state = game.apply(state, legal[rng.randrange(len(legal))]).state
    return state


def test_a_random_game_through_the_protocol_ends_as_the_rules_say(
    make_config: ConfigFactory,
) -> None:
    game = AudatiaGame()
    config = make_config(seed=5)
    assert game.id == "audatia"
    assert game.seat_count(config) == 2
    end = _play_out(game, config, 5)
    result = rules.outcome(end)
    assert result is not None
    returns = game.returns(end)
    assert returns is not None and sum(returns) == 1.0
    if result.winner is not None:
        assert returns[result.winner] == 1.0


def test_views_notation_and_sampling_are_the_rules(make_config: ConfigFactory) -> None:
    game = AudatiaGame()
    config = make_config(seed=11)
    state = game.new_state(config)
    assert game.chance_outcomes(state) == ()
    for seat in Seat:
        view = game.observe(state, seat)
        assert game.viewer(view) == seat
        assert view == rules.observe(state, seat)
        world = game.sample_world(view, random.Random(3))
        assert game.observe(world, seat) == view
    action = game.legal_actions(state)[0]
    assert game.parse_action(config, game.format_action(config, action)) == action


def test_undo_boundaries_are_the_reveals_and_draws() -> None:
    game = AudatiaGame()
    assert game.undo_boundary(rules.Event(EventKind.DEAL, Seat.A)) is not None
    assert game.undo_boundary(rules.Event(EventKind.REVEAL)) is not None
    assert game.undo_boundary(rules.Event(EventKind.DISCARD, Seat.A)) is None
