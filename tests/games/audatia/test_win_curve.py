"""The replay graph's data (issue 31, part 5): a point per move from the mover's own view, the
turning point the biggest fall, and nothing read from a card the mover could not see."""

from __future__ import annotations

import dataclasses
import random

from audatia_qt.engine.session.match import Ply
from audatia_qt.games.audatia.policy.factory import bundled_weights
from audatia_qt.games.audatia.rules import PlayerView, Seat, apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.config import GameConfig
from audatia_qt.games.audatia.rules.sampling import sample_world
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.rules.views import observe
from audatia_qt.games.audatia.win_curve import CurvePoint, turning_point, win_curve
from tests.conftest import ConfigFactory


def random_plies(config: GameConfig, count: int) -> list[Ply]:
    """The first ``count`` plies of a random game of ``config`` (seeded by its seed)."""
    state = new_game(config)
    rng = random.Random(config.seed)
    plies: list[Ply] = []
    while state.to_move is not None and len(plies) < count:
        seat = state.to_move
        action = random_action(legal_actions(state), rng)
        state = apply(state, action).state
        plies.append(Ply(action, (), state, seat))
    return plies


def test_each_point_is_the_movers_own_view(make_config: ConfigFactory) -> None:
    plies = random_plies(make_config(seed=4), 30)
    seen: list[PlayerView] = []

    def judge(view: PlayerView) -> float:
        seen.append(view)
        return 0.5

    points = win_curve(plies, judge)
    assert [point.index for point in points] == list(range(1, len(plies) + 1))
    for ply, point, view in zip(plies, points, seen, strict=True):
        assert view.viewer is Seat(ply.seat) is point.seat
        assert view == observe(ply.state, point.seat)


def test_the_points_read_nothing_the_mover_could_not_see(make_config: ConfigFactory) -> None:
    """Deal the hidden cards (the other hand, the decks) otherwise, keeping all each mover saw:
    the graph's points stay the same."""
    model = bundled_weights().model()
    assert model is not None
    plies = random_plies(make_config(seed=7), 30)
    points = win_curve(plies, model.value)
    for seed in range(3):
        redealt = [
            dataclasses.replace(
                ply,
                state=sample_world(observe(ply.state, Seat(ply.seat)), random.Random(seed)),
            )
            for ply in plies
        ]
        assert win_curve(redealt, model.value) == points


def test_the_turning_point_is_the_biggest_fall_of_a_seats_own_odds() -> None:
    a, b = Seat.A, Seat.B
    points = [
        CurvePoint(1, a, 0.50),
        CurvePoint(2, b, 0.55),
        CurvePoint(3, a, 0.40),  # A falls 0.10
        CurvePoint(4, b, 0.75),  # B rises: no fall
        CurvePoint(5, a, 0.45),
        CurvePoint(6, b, 0.30),  # B falls 0.45: the biggest
        CurvePoint(7, a, 0.20),  # A falls 0.25
    ]
    turn = turning_point(points)
    assert turn is not None and (turn.index, turn.seat) == (6, b)
    assert abs(turn.drop - 0.45) < 1e-9
    assert turning_point(points[:2]) is None
    assert turning_point([CurvePoint(1, a, 0.4), CurvePoint(2, a, 0.6)]) is None
