"""Random-play invariants of the variants (R-030..R-033): every game ends, cards are conserved,
the views and sampled worlds agree, and positions round-trip through the notation."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from audatia_qt.games.audatia.rules.config import Seat, Variant
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.invariants import check_conservation
from audatia_qt.games.audatia.rules.position import format_position, parse_position
from audatia_qt.games.audatia.rules.salle import points
from audatia_qt.games.audatia.rules.sampling import sample_world
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.rules.state import GameState, Phase, Reason
from audatia_qt.games.audatia.rules.sudden_death import row
from audatia_qt.games.audatia.rules.views import observe

MAX_PLIES = 3000


def _play(config, seed: int, check_views: bool) -> GameState:
    state = new_game(config)
    rng = random.Random(seed)
    decks = {deck.id: deck for deck in config.decks}
    while state.outcome is None:
        assert state.ply < MAX_PLIES
        legal = legal_actions(state)
        assert legal, state.phase
        laid = row(state, Seat.A) is not None and state.phase is not Phase.ARRANGE
        if config.variant is Variant.SUDDEN_DEATH and laid:
            # once the rows are laid a hand holds at most the turned-up card.
            assert all(len(p.hand) <= 1 for p in state.players)
        if check_views:
            for seat in Seat:
                view = observe(state, seat)
                assert observe(sample_world(view, rng), seat) == view
            assert parse_position(format_position(state), decks) == state
        state = apply(state, random_action(legal, rng)).state
        check_conservation(state)
    return state


@pytest.mark.parametrize("variant", [Variant.SALLE, Variant.SUDDEN_DEATH])
def test_random_games_end_and_conserve_cards(make_config, variant):
    reasons = set()
    for seed in range(150):
        config = replace(make_config(seed=seed, swap=seed % 2 == 1), variant=variant)
        final = _play(config, seed, check_views=seed < 8)
        assert final.outcome is not None
        reasons.add(final.outcome.reason)
        if variant is Variant.SALLE:
            assert final.outcome.reason in (Reason.POINTS, Reason.BOTH_DECLINED)
            a, b = points(final, Seat.A), points(final, Seat.B)
            expected = None if a == b else (Seat.A if a > b else Seat.B)
            assert final.outcome.winner is expected
        else:
            assert final.outcome.reason is not Reason.TWO_DRAWS
            assert (final.outcome.winner is None) == (final.outcome.reason is Reason.OUT_OF_CARDS)
    if variant is Variant.SUDDEN_DEATH:
        assert Reason.OUT_OF_CARDS in reasons and Reason.UNPARRIED_ATTACK in reasons
    else:
        assert reasons == {Reason.POINTS, Reason.BOTH_DECLINED}


@pytest.mark.slow
@pytest.mark.parametrize("variant", [Variant.SALLE, Variant.SUDDEN_DEATH])
def test_many_random_games_with_views(make_config, variant):
    for seed in range(150, 1150):
        config = replace(make_config(seed=seed, swap=seed % 2 == 1), variant=variant)
        _play(config, seed, check_views=seed % 10 == 0)
