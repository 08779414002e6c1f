"""Reading the hidden hand from the opponent's choices (issue 31, part 2; ``policy.reading``):
the hands it weighs are the ones the exact sampler deals, the odds it gives a choice are a law
over what the reader could have seen, and it reads a choice only while the opponent's hand has
changed by cards played face up alone."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from audatia_qt.games.audatia.policy.knowledge import FactsCache
from audatia_qt.games.audatia.policy.reading import (
    ReadWorlds,
    SeenChoice,
    choice_odds,
    readable,
    seen_choice,
    world_odds,
)
from audatia_qt.games.audatia.policy.search_policy import hidden_key
from audatia_qt.games.audatia.rules.actions import Action
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.sampling import world_with_hand
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.rules.state import GameState
from audatia_qt.games.audatia.rules.views import PlayerView, observe

ConfigFactory = Callable[..., GameConfig]
#: A choice ``readable`` reads, with the cards played face up since.
Reading = tuple[SeenChoice, tuple[int, ...]]


def _game(config: GameConfig, seed: int) -> Iterator[tuple[GameState, Action]]:
    """Each decision of a random game, with the move made there."""
    rng = random.Random(seed)
    state = new_game(config)
    while state.outcome is None:
        action = random_action(legal_actions(state), rng)
        yield state, action
        state = apply(state, action).state


def _seen_by(history: list[tuple[GameState, Action]], reader: Seat) -> list[SeenChoice]:
    """The opponent's choices among several moves in ``history``, as ``reader`` saw them."""
    return [
        seen
        for state, action in history
        if (seen := seen_choice(state, action, reader)) is not None
    ]


def _read_along(
    config: GameConfig, seed: int, reader: Seat
) -> Iterator[tuple[GameState, PlayerView, list[SeenChoice], list[Reading]]]:
    """At each decision of a random game: the state, ``reader``'s view, the opponent's choices
    ``reader`` saw so far, and those it can still read."""
    history: list[tuple[GameState, Action]] = []
    for state, action in _game(config, seed):
        view = observe(state, reader)
        seen = _seen_by(history, reader)
        yield state, view, seen, readable(view, seen)
        history.append((state, action))


def test_a_world_with_a_given_hand_deals_that_hand_and_keeps_the_view(
    make_config: ConfigFactory,
) -> None:
    rng = random.Random(3)
    checked = 0
    for seed in range(3):
        for state, _ in _game(make_config(seed=seed), seed):
            for reader in Seat:
                view = observe(state, reader)
                held = state.players[reader.other].hand
                if view.opponent.hand is not None:
                    continue
                world = world_with_hand(view, held, rng)
                assert world is not None, "the true hand was held"
                assert sorted(world.players[reader.other].hand) == sorted(held)
                assert observe(world, reader) == view
                # A hand of another size, or holding a card the reader sees elsewhere, was not.
                assert world_with_hand(view, held[:-1], rng) is None if held else True
                shown = [*view.me.discard, *view.opponent.discard, *view.opponent.stack]
                if held and shown:
                    assert world_with_hand(view, (shown[0], *held[1:]), rng) is None
                checked += 1
    assert checked > 100


def test_the_odds_of_a_choice_are_a_law_over_what_the_reader_could_see(
    make_config: ConfigFactory,
) -> None:
    facts = FactsCache()
    checked = 0
    for seed in range(2):
        for state, _ in _game(make_config(seed=seed), seed):
            legal = legal_actions(state)
            if state.to_move is None or len(legal) < 2:
                continue
            reader = state.to_move.other
            keys = {hidden_key(action, state, reader) for action in legal}
            odds = [choice_odds(state, key, facts) for key in keys]
            assert all(odd > 0.0 for odd in odds), "no choice is impossible to the model"
            assert sum(odds) == pytest.approx(1.0)
            checked += 1
    assert checked > 50


def test_a_choice_is_read_until_the_opponent_draws(make_config: ConfigFactory) -> None:
    """Read with the cards played face up since; not once a card was drawn or put face down."""
    read_with_cards = 0
    for _state, view, seen, readings in _read_along(make_config(seed=5), 5, Seat.A):
        for choice, played in readings:
            then = choice.before.opponent
            assert then.deck_count == view.opponent.deck_count
            assert then.facedown_count == view.opponent.facedown_count
            assert view.opponent.hand_count + len(played) == then.hand_count
            # The hand then was the hand now and the cards played since.
            if played:
                read_with_cards += 1
                assert set(played) <= {*view.opponent.discard, *view.opponent.stack}
        stale = [c for c in seen if c.before.opponent.deck_count != view.opponent.deck_count]
        assert not {id(c) for c in stale} & {id(c) for c, _ in readings}
    assert read_with_cards > 0


def test_the_true_hand_always_has_odds_and_worlds_keep_the_view(
    make_config: ConfigFactory,
) -> None:
    """Every choice the opponent really made has odds in the true world (the model never rules
    the truth out), and every world the reading sampler gives keeps the reader's view."""
    facts = FactsCache()
    rng = random.Random(11)
    reader = Seat.B
    sampled = 0
    for state, view, seen, readings in _read_along(make_config(seed=7), 7, reader):
        if readings and view.opponent.hand is None:
            assert world_odds(state, readings, facts, rng) > 0.0
            if state.to_move is reader and sampled < 12:
                worlds = ReadWorlds(lambda _view, seen=seen: seen)
                for _ in range(3):
                    assert observe(worlds(view, rng), reader) == view
                sampled += 1
    assert sampled > 0
