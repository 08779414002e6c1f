"""The learned evaluation's features read the viewer's own view, and only it (issue 31)."""

from __future__ import annotations

from audatia_qt.games.audatia.policy.learned.features import (
    FEATURE_COUNT,
    FEATURE_NAMES,
    features,
    state_features,
)
from audatia_qt.games.audatia.rules import Seat, observe, sample_world
from tests.conftest import ConfigFactory
from tests.games.audatia.policy.learned.positions import positions, rng


def test_every_feature_is_named_once() -> None:
    assert len(FEATURE_NAMES) == FEATURE_COUNT == len(set(FEATURE_NAMES))


def test_hidden_cards_dealt_differently_leave_the_features_unchanged(
    make_config: ConfigFactory,
) -> None:
    """Honesty: a world dealt differently where the viewer cannot see gives the same features."""
    differently = 0
    checked = 0
    for index, state in enumerate(positions(make_config(), 3)):
        for viewer in Seat:
            view = observe(state, viewer)
            world = sample_world(view, rng(index))
            assert observe(world, viewer) == view
            if world.players[viewer.other] != state.players[viewer.other]:
                differently += 1
            assert features(observe(world, viewer)) == features(view)
            checked += 1
    assert checked > 20
    assert differently > checked // 4  # the hidden cards were really dealt otherwise


def test_features_differ_where_the_views_do(make_config: ConfigFactory) -> None:
    states = list(positions(make_config(), 1, every=1))
    first = states[0]
    mine, theirs = observe(first, Seat.A), observe(first, Seat.B)
    assert len(features(mine)) == FEATURE_COUNT
    # Each fencer sees its own hand: the two sides' features of one position differ.
    assert features(mine) != features(theirs)
    named = dict(zip(FEATURE_NAMES, features(mine), strict=True))
    assert named["bias"] == 1.0
    assert named[f"phase:{first.phase.name.lower()}"] == 1.0
    assert sum(value for name, value in named.items() if name.startswith("phase:")) == 1.0
    assert named["challenger"] == float(first.config.challenger is Seat.A)
    assert named["me:hand"] == len(mine.hand) / 10
    # Later positions read differently: the game moved on.
    later = [features(observe(state, Seat.A)) for state in states[1:]]
    assert all(vector != features(mine) for vector in later[10:])


def test_features_read_off_the_state_equal_those_of_the_seats_view(
    make_config: ConfigFactory,
) -> None:
    """The search's fast path (``state_features``) is the view's features, not a second guess."""
    checked = 0
    for state in positions(make_config(), 4, every=1):
        for viewer in Seat:
            assert state_features(state, viewer) == features(observe(state, viewer))
            checked += 1
    assert checked > 200


def test_hidden_cards_dealt_differently_leave_the_fast_features_unchanged(
    make_config: ConfigFactory,
) -> None:
    """Honesty of the fast path: it reads the state, yet only what the seat's view holds."""
    differently = 0
    for index, state in enumerate(positions(make_config(), 3)):
        for viewer in Seat:
            world = sample_world(observe(state, viewer), rng(1000 + index))
            if world.players[viewer.other] != state.players[viewer.other]:
                differently += 1
            assert state_features(world, viewer) == state_features(state, viewer)
    assert differently > 10
