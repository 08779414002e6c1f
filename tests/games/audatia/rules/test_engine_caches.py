"""The engine's speed-ups change nothing a caller can see (issue 3).

- A state keeps its legal actions once computed; ``apply`` hands the next state the list it
  computed to settle the game. That list must equal a fresh computation on a copy, and the
  cache must not take part in equality, hashing or repr, nor pass to copies.
- ``GameConfig`` caches its hash; it must equal the hash of the compared fields.
- The value types' fast ``with_`` must behave like ``dataclasses.replace``, and the values the
  generated constructors and copiers build are frozen values of their own class.
- The mulligan, salute and trade options are built already sorted (only Cycle plays are
  sorted after them), which relies on Cycle being the last action kind.
- Legal actions are sorted by a C-level key (``ACTION_ORDER``) that leaves None in place of
  a missing card or choice: the order must be the one of a key that never compares None.
- The option generators read their actions from shared rows (``card_actions``, ``BARE``):
  each is equal to the action built by hand.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest

from audatia_qt.games.audatia.rules.actions import BARE, Action, ActionKind, card_actions
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.game import PHASES, apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.rules.state import Context, GameState, Phase, PlayerState, make_state

ConfigFactory = Callable[..., GameConfig]


def _fresh(state: GameState) -> GameState:
    """An equal state without the cached legal actions."""
    copy = state.with_()
    assert copy.legal is None
    return copy


@pytest.mark.parametrize("seed", range(12))
def test_kept_legal_actions_equal_a_fresh_computation(
    make_config: ConfigFactory, seed: int
) -> None:
    rng = random.Random(seed)
    state = new_game(make_config(seed=seed, break_rule=seed % 2 == 0))
    while state.to_move is not None:
        kept = legal_actions(state)
        assert legal_actions(state) is kept, "a second call must read the kept list"
        assert legal_actions(_fresh(state)) == kept
        assert kept == tuple(sorted(kept, key=Action.sort_key))
        state = apply(state, random_action(kept, rng)).state
        assert state.legal is not None, "apply settles the game, so it knows the legal actions"
    assert legal_actions(state) == ()


def test_the_cache_is_no_part_of_the_value(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=3))
    copy = _fresh(state)
    legal_actions(state)
    assert state.legal is not None
    assert state == copy
    assert hash(state) == hash(copy)
    assert repr(state) == repr(copy)
    assert state.with_(ply=state.ply).legal is None


def test_config_hash_is_the_hash_of_its_compared_fields(make_config: ConfigFactory) -> None:
    config = make_config(seed=11, challenger=Seat.B)
    expected = hash(
        (config.decks, config.challenger, config.seed, config.break_rule, config.variant)
    )
    assert hash(config) == expected
    assert hash(config) == expected, "the kept hash is the same"
    twin = make_config(seed=11, challenger=Seat.B)
    assert twin is not config and twin == config and hash(twin) == hash(config)
    other = dataclasses.replace(config, seed=12)
    assert hash(other) == hash((other.decks, other.challenger, 12, other.break_rule, other.variant))


@pytest.mark.parametrize(
    ("value", "changes"),
    [
        (PlayerState(hand=(3, 1)), {"hand": (1,), "stack": (2,), "in_posta": True}),
        (Context(), {"waited": frozenset({Seat.A}), "final_call": True}),
    ],
)
def test_with_matches_dataclasses_replace(value: object, changes: dict[str, object]) -> None:
    assert value.with_(**changes) == dataclasses.replace(value, **changes)  # type: ignore[attr-defined]


def test_fast_values_are_frozen_values_of_their_own_class(make_config: ConfigFactory) -> None:
    """The generated constructors and copiers fill a value in as a plain twin of the class and
    then give it the class (issue 18): what they return is the frozen value itself."""
    state = new_game(make_config())
    copies = [
        state.players[0].with_(hand=()),
        state.context.with_(final_call=True),
        state.with_(ply=3),
        make_state(*(getattr(state, f.name) for f in dataclasses.fields(state) if f.init)),
    ]
    for value in copies:
        assert type(value) in (PlayerState, Context, GameState)
        assert value == dataclasses.replace(value)
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, dataclasses.fields(value)[0].name, None)
    assert copies[3] == state and copies[3].legal is None


def test_with_rejects_a_field_it_does_not_have(make_config: ConfigFactory) -> None:
    with pytest.raises(TypeError, match="PlayerState has no field 'cards'"):
        PlayerState().with_(cards=())
    with pytest.raises(TypeError, match="GameState has no field 'legal'"):
        new_game(make_config()).with_(legal=())


def test_cycle_sorts_last() -> None:
    """Presorted option lists get the Cycle plays appended: Cycle must be the last kind."""
    assert list(ActionKind)[-1] is ActionKind.CYCLE
    assert max(kind.rank for kind in ActionKind) == ActionKind.CYCLE.rank


PRESORTED_PHASES = [phase for phase, record in PHASES.items() if record.presorted]


@pytest.mark.parametrize("phase", PRESORTED_PHASES)
def test_presorted_phases_sort_an_unsorted_hand(make_config: ConfigFactory, phase: Phase) -> None:
    """Even a hand held out of order (a hand-written position) gives sorted legal actions."""
    state = new_game(make_config(seed=5))
    seat = state.config.challenger
    player = state.players[seat]
    shuffled = list(player.hand)
    random.Random(0).shuffle(shuffled)
    state = state.with_player(seat, player.with_(hand=tuple(shuffled))).with_turn(phase, seat)
    legal = legal_actions(state)
    assert legal == tuple(sorted(legal, key=Action.sort_key))
    assert len(legal) > 1


def test_a_trade_names_its_cards_in_either_order(make_config: ConfigFactory) -> None:
    """apply() takes a trade's two cards in either order (the legal list has the lower first)."""
    state = new_game(make_config(seed=2))
    seat = state.config.challenger
    state = state.with_turn(Phase.TRADE, seat)
    low, high = state.players[seat].hand[:2]
    ordered = apply(state, Action(seat, ActionKind.TRADE, low, high))
    reversed_ = apply(state, Action(seat, ActionKind.TRADE, high, low))
    assert ordered == reversed_


def _numeric_key(action: Action) -> tuple[int, int, int, int, str]:
    """The order of legal actions, written with numbers only (no None to compare)."""
    return (
        list(ActionKind).index(action.kind),
        -1 if action.card is None else action.card,
        -1 if action.card2 is None else action.card2,
        int(action.seat),
        action.choice or "",
    )


@pytest.mark.parametrize("seed", range(6))
def test_legal_actions_are_in_the_numeric_order(make_config: ConfigFactory, seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(make_config(seed=seed, break_rule=seed % 2 == 1))
    while state.to_move is not None:
        legal = legal_actions(state)
        assert list(legal) == sorted(legal, key=_numeric_key)
        for action in legal:
            assert action == Action(*action)
        state = apply(state, random_action(legal, rng)).state


def test_shared_action_rows_hold_the_actions_they_name() -> None:
    size = 9
    for seat in Seat:
        for kind in ActionKind:
            assert BARE[seat][kind.rank] == Action(seat, kind)
            row = card_actions(size)[seat][kind.rank]
            assert row == tuple(Action(seat, kind, card) for card in range(size))
