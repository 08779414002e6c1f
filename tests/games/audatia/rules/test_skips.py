"""What a skipped window tells (R-013, ``rules.skips``): true of the hand, and read from the
table alone, so both seats may know it."""

from __future__ import annotations

import random
from collections.abc import Callable

from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.sampling import sample_world
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.rules.skips import (
    merged,
    ruled_out_problem,
    shed_played,
    window_openers,
)
from audatia_qt.games.audatia.rules.state import Phase
from audatia_qt.games.audatia.rules.views import observe

ConfigFactory = Callable[..., GameConfig]

_WINDOWS = (Phase.MEASURE_SKILLS, Phase.SKILL_RESPONSE, Phase.AFTER_PARRY, Phase.OPENING)


def test_what_a_window_would_need_reads_no_hidden_card(make_config: ConfigFactory) -> None:
    """At each decision of random games, the sets of cards that would open each window for the
    seat to move are the same in every world its opponent may imagine: they depend on the
    table, never on where the hidden cards lie (so ``ruled_out`` leaks nothing)."""
    compared = 0
    for game in range(50):
        config = make_config(seed=game, challenger=Seat(game % 2), swap=bool(game % 3))
        rng = random.Random(game)
        state = new_game(config)
        while state.outcome is None:
            seat = state.to_move
            assert seat is not None
            if state.phase in _WINDOWS:
                world = sample_world(observe(state, seat.other), rng)
                assert window_openers(world, seat, state.phase) == window_openers(
                    state, seat, state.phase
                )
                compared += 1
            state = apply(state, random_action(legal_actions(state), rng)).state
    assert compared > 300


def test_a_hand_holding_a_ruled_out_set_is_named(make_config: ConfigFactory) -> None:
    state = new_game(make_config())
    player = state.players[Seat.A]
    first, second = player.hand[:2]
    holding = state.with_player(
        Seat.A, player.with_(ruled_out=frozenset({frozenset({first, second})}))
    )
    problem = ruled_out_problem(holding, Seat.A)
    assert problem is not None and problem.startswith("A holds ")
    apart = state.with_player(
        Seat.A, player.with_(ruled_out=frozenset({frozenset({first, player.deck[0]})}))
    )
    assert ruled_out_problem(apart, Seat.A) is None


def test_a_set_holding_another_says_nothing_more() -> None:
    assert merged(frozenset({frozenset({1, 2})}), frozenset({frozenset({1})})) == frozenset(
        {frozenset({1})}
    )


def test_a_played_card_leaves_the_rest_of_its_sets() -> None:
    """The card was in the hand at the skip, so its partners were not (a Feint's strike)."""
    known = frozenset({frozenset({1, 2}), frozenset({1, 3}), frozenset({4})})
    assert shed_played(known, 2) == frozenset({frozenset({1}), frozenset({4})})
    assert shed_played(known, 9) == known
    # No game plays a card the skip ruled out alone; the emptied set is dropped, not kept.
    assert shed_played(frozenset({frozenset({4})}), 4) == frozenset()


def test_a_draw_forgets_what_the_skips_told(make_config: ConfigFactory) -> None:
    """A drawn card may be any of the cards ruled out: the knowledge goes (``Step.draw``)."""
    for game in range(40):
        rng = random.Random(game)
        state = new_game(make_config(seed=game, challenger=Seat(game % 2)))
        while state.outcome is None:
            before = state
            state = apply(state, random_action(legal_actions(state), rng)).state
            for seat in Seat:
                if len(state.players[seat].deck) < len(before.players[seat].deck):
                    assert not state.players[seat].ruled_out
