"""The AI reckons virtues as the rules do: one ``virtue_total``, read from a view or a state."""

from __future__ import annotations

import random
from dataclasses import fields

from audatia_qt.games.audatia.policy.knowledge import FactsCache, Situation, from_state, from_view
from audatia_qt.games.audatia.rules import Seat, apply, legal_actions, new_game, observe
from audatia_qt.games.audatia.rules.cards import Virtue
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.rules.virtues import advantage
from tests.conftest import ConfigFactory


def test_situation_leads_are_the_rules_advantage(make_config: ConfigFactory) -> None:
    """At every decision of a few random games, ``Situation.leads`` and ``trails`` (from the
    seat's view and from the full state) name the seat ``rules.virtues.advantage`` names."""
    cache = FactsCache()
    for seed in range(4):
        state = new_game(make_config(seed=seed))
        rng = random.Random(seed)
        while (legal := legal_actions(state)) and state.ply < 300:
            for seat in Seat:
                for sit in (from_view(observe(state, seat), cache), from_state(state, seat, cache)):
                    for virtue in Virtue:
                        leader = advantage(state, virtue)
                        assert sit.leads(virtue) == (leader is seat)
                        assert sit.trails(virtue) == (leader is seat.other)
            state = apply(state, random_action(legal, rng)).state


def test_situations_are_built_as_their_constructor_builds_them(
    make_config: ConfigFactory,
) -> None:
    """``from_state`` and ``from_view`` build a ``Situation`` field by field, faster than its
    ``__init__`` (``fast_constructor``): the value is the one the constructor gives."""
    cache = FactsCache()
    state = new_game(make_config(seed=3))
    rng = random.Random(3)
    while (legal := legal_actions(state)) and state.ply < 60:
        seat = state.to_move
        assert seat is not None
        for sit in (from_state(state, seat, cache), from_view(observe(state, seat), cache)):
            rebuilt = Situation(**{f.name: getattr(sit, f.name) for f in fields(Situation)})
            assert sit == rebuilt
            assert sit.pool is None or sit.pool == rebuilt._pool()
        state = apply(state, random_action(legal, rng)).state
