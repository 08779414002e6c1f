"""The learned evaluation's odds as a player sees them (``learned.odds``, issue 31 part 5): the
network's own in the standard game, the score's too in Salle Play, none where a Sudden Death
row holds what decides the bout."""

from __future__ import annotations

from dataclasses import replace

import pytest

from audatia_qt.engine.session.match import Ply
from audatia_qt.games.audatia.policy.factory import bundled_weights
from audatia_qt.games.audatia.policy.learned.model import ValueModel
from audatia_qt.games.audatia.policy.learned.odds import view_odds
from audatia_qt.games.audatia.policy.points import game_odds
from audatia_qt.games.audatia.rules import GameState, Seat, observe
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.salle import with_points
from audatia_qt.games.audatia.rules.sudden_death import row
from audatia_qt.games.audatia.win_curve import win_curve
from tests.conftest import ConfigFactory
from tests.games.audatia.test_win_curve import random_plies


@pytest.fixture(scope="module")
def model() -> ValueModel:
    found = bundled_weights().model()
    assert found is not None
    return found


def _played(make_config: ConfigFactory, variant: Variant, plies: int) -> list[Ply]:
    return random_plies(replace(make_config(seed=11), variant=variant), plies)


def _middle(make_config: ConfigFactory, variant: Variant) -> GameState:
    return _played(make_config, variant, 30)[-1].state


def test_the_standard_game_s_odds_are_the_network_s(
    make_config: ConfigFactory, model: ValueModel
) -> None:
    view = observe(_middle(make_config, Variant.STANDARD), Seat.A)
    assert view_odds(model, view) == model.value(view)


def test_salle_play_s_odds_read_the_score(make_config: ConfigFactory, model: ValueModel) -> None:
    """The network knows one bout; the lead makes its odds the game's (the network alone says
    the same whether a player leads 4-0 or trails 0-4)."""
    state = _middle(make_config, Variant.SALLE)
    even, ahead = observe(state, Seat.A), observe(with_points(state, Seat.A, 4), Seat.A)
    behind = observe(with_points(state, Seat.B, 4), Seat.A)
    assert model.value(ahead) == model.value(behind)
    assert view_odds(model, ahead) == pytest.approx(game_odds(model.value(ahead), 4))
    odds = [view_odds(model, view) for view in (behind, even, ahead)]
    assert odds == sorted(odds) and odds[2] > 0.9 > 0.1 > odds[0]


def test_a_laid_sudden_death_row_has_no_odds(make_config: ConfigFactory, model: ValueModel) -> None:
    """Before the rows the network judges as in the standard game; after, it says nothing, and
    the replay's graph has no point there."""
    plies = _played(make_config, Variant.SUDDEN_DEATH, 60)
    laid = [ply for ply in plies if any(row(ply.state, seat) for seat in Seat)]
    assert laid and len(laid) < len(plies)
    assert all(view_odds(model, observe(ply.state, Seat(ply.seat))) is None for ply in laid)
    points = win_curve(plies, lambda view: view_odds(model, view))
    assert len(points) == len(plies) - len(laid)
