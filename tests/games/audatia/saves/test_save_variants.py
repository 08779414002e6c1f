"""Saves record the variant (R-030..R-033): each variant's save loads back to the same game;
a standard save stays exactly as before (no ``variant`` key, format version 1)."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.strict import SaveError
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import legal_actions
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.rules.versions import RULES_VERSION
from audatia_qt.games.audatia.saves.savefile import VERSION, dumps_match, loads_game


def _played(config, plies: int) -> Match:
    match = Match(MatchSetup(AUDATIA, config, players=(SeatKind.HUMAN, SeatKind.HUMAN)))
    rng = random.Random(4)
    while match.state.outcome is None and match.state.ply < plies:
        match.play(random_action(legal_actions(match.state), rng))
    return match


@pytest.mark.parametrize("variant", list(Variant))
def test_a_save_of_each_variant_round_trips(make_config, variant):
    match = _played(replace(make_config(seed=9), variant=variant), plies=120)
    text = dumps_match(match)
    data = json.loads(text)
    assert data["version"] == VERSION
    assert data["rules"] == RULES_VERSION
    assert ("variant" in data["game"]) == (variant is not Variant.STANDARD)
    loaded = loads_game(text)
    assert loaded.setup.config.variant is variant
    assert loaded.match().state == match.state


def test_an_unknown_variant_is_a_clear_error(make_config):
    text = dumps_match(_played(replace(make_config(), variant=Variant.SALLE), plies=5))
    bad = text.replace('"variant": "salle"', '"variant": "melee"')
    with pytest.raises(SaveError, match=r"game\.variant: .melee. is not one of"):
        loads_game(bad)
