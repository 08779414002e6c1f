"""Every bot plays both variants to the end through the generic rules API (R-030..R-033)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from audatia_qt.games.audatia.policy.factory import make_bot
from audatia_qt.games.audatia.rules import apply, legal_actions, new_game, observe
from audatia_qt.games.audatia.rules.config import Seat, Variant


@pytest.mark.parametrize("variant", [Variant.SALLE, Variant.SUDDEN_DEATH])
@pytest.mark.parametrize("name", ["random", "heuristic", "ismcts:easy"])
def test_bot_finishes_a_variant_game(make_config, variant, name):
    config = replace(make_config(seed=5), variant=variant)
    state = new_game(config)
    bots = {seat: make_bot(name) for seat in Seat}
    rng = random.Random(1)
    while state.outcome is None:
        seat = state.to_move
        assert seat is not None and state.ply < 3000
        legal = legal_actions(state)
        action = bots[seat].choose(observe(state, seat), legal, rng)
        assert action in legal
        state = apply(state, action).state
    assert state.outcome is not None
