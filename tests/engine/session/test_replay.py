"""The replay model: step forward and back, jump, captions, and "continue from here"."""

from __future__ import annotations

import random

import pytest

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.narrator.describe import fencer_names
from audatia_qt.games.audatia.rules import ActionKind, Seat
from audatia_qt.games.audatia.rules.views import hidden_cards
from audatia_qt.games.audatia.saves.savefile import dumps_match, loads_game
from tests.conftest import ConfigFactory
from tests.engine.session.conftest import play_random


def _finished(make_config: ConfigFactory, seed: int = 3) -> Match:
    match = Match(MatchSetup(AUDATIA, make_config(seed=seed)))
    play_random(match, random.Random(seed))
    assert match.outcome() is not None
    return match


def test_stepping_through_every_state(make_config: ConfigFactory) -> None:
    match = _finished(make_config)
    replay = Replay.of_match(match)
    assert replay.length == len(match.plies)
    assert replay.at_start and replay.state == match.start and replay.last_ply is None
    for index, ply in enumerate(match.plies, start=1):
        assert replay.forward()
        assert replay.cursor == index
        assert replay.state == ply.state
        assert replay.last_ply == ply
    assert replay.at_end
    assert not replay.forward()
    assert replay.cursor == replay.length
    for index in reversed(range(replay.length)):
        assert replay.back()
        assert replay.cursor == index
    assert not replay.back()
    assert replay.state == match.start


def test_jumping_and_its_bounds(make_config: ConfigFactory) -> None:
    match = _finished(make_config)
    replay = Replay.of_match(match)
    replay.jump(7)
    assert replay.state == match.plies[6].state
    replay.to_end()
    assert replay.state == match.state
    replay.to_start()
    assert replay.state == match.start
    for bad in (-1, replay.length + 1):
        with pytest.raises(IndexError):
            replay.jump(bad)
    assert replay.at_start


def test_a_finished_game_shows_both_hands_and_names_every_card(
    make_config: ConfigFactory,
) -> None:
    match = _finished(make_config)
    replay = Replay.of_match(match)
    assert replay.finished
    assert replay.open_seats() == frozenset(Seat)
    index, ply = next(
        (i, p)
        for i, p in enumerate(match.plies, start=1)
        if p.action.kind is ActionKind.CHOOSE_POSTA and p.action.seat is Seat.B
    )
    name = match.setup.config.cards[ply.action.card or 0].definition.name
    assert (
        replay.caption(index).english()
        == f"{index}. {fencer_names(replay.setup.config)[Seat.B]}: choose {name}"
    )


def test_an_unfinished_game_against_the_computer_hides_the_computers_secrets(
    make_config: ConfigFactory,
) -> None:
    match = Match(
        MatchSetup(AUDATIA, make_config(seed=3), players=(SeatKind.HUMAN, SeatKind.COMPUTER))
    )
    play_random(match, random.Random(3), 30)
    assert match.outcome() is None
    replay = Replay.of_saved(loads_game(dumps_match(match)))
    assert not replay.finished
    assert replay.open_seats() == frozenset({Seat.A})
    captions = [replay.caption(i).english() for i in range(1, replay.length + 1)]
    names = fencer_names(replay.setup.config)
    config = replay.setup.config
    for caption, ply in zip(captions, match.plies, strict=True):
        hidden = hidden_cards(ply.state, Seat.A)
        for card in (ply.action.card, ply.action.card2):
            if card is not None and card in hidden:
                assert config.cards[card].definition.name not in caption, caption
    # The computer's face-down trades are told without their cards; the person's own are named.
    assert any(
        c.endswith(f"{names[Seat.B]}: trade two cards face down for a new card") for c in captions
    )
    assert not any(
        c.endswith(f"{names[Seat.A]}: trade two cards face down for a new card") for c in captions
    )


def test_an_unfinished_hot_seat_game_shows_no_hand(make_config: ConfigFactory) -> None:
    match = Match(
        MatchSetup(AUDATIA, make_config(seed=3), players=(SeatKind.HUMAN, SeatKind.HUMAN))
    )
    play_random(match, random.Random(3), 30)
    assert Replay.of_match(match).open_seats() == frozenset()


def test_continue_from_here_starts_a_new_game_at_that_state(make_config: ConfigFactory) -> None:
    match = _finished(make_config)
    replay = Replay.of_match(match)
    replay.jump(12)
    new = replay.continue_from_here(players=(SeatKind.HUMAN, SeatKind.HUMAN))
    assert new.state == match.plies[11].state
    assert new.setup.hot_seat
    assert new.floor == 12 and not new.can_undo
    assert not new.can_redo
    new.play(new.legal_actions()[0])
    assert len(new.actions) == 13
    assert loads_game(dumps_match(new)).match().state == new.state


def test_there_is_nothing_to_continue_at_the_end(make_config: ConfigFactory) -> None:
    replay = Replay.of_match(_finished(make_config))
    replay.to_end()
    assert not replay.can_continue()
    with pytest.raises(ValueError, match="game is over"):
        replay.continue_from_here()
    replay.back()
    assert replay.can_continue()
    assert replay.continue_from_here().setup.players == (SeatKind.HUMAN, SeatKind.COMPUTER)
