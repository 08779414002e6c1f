"""Match: playing, undoing and redoing keep the history consistent with the rules."""

from __future__ import annotations

import random

import pytest

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import IllegalActionError, legal_actions
from audatia_qt.games.audatia.rules.selfplay import random_action
from tests.conftest import ConfigFactory


def _played(match: Match, count: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        match.play(random_action(match.legal_actions(), rng))


def test_play_moves_the_state_and_records_the_action(make_config: ConfigFactory) -> None:
    match = Match(MatchSetup(AUDATIA, make_config(seed=5)))
    first = match.legal_actions()[0]
    transition = match.play(first)
    assert match.state is transition.state
    assert match.actions == (first,)
    assert match.plies[0].events == transition.events


def test_illegal_action_changes_nothing(make_config: ConfigFactory) -> None:
    match = Match(MatchSetup(AUDATIA, make_config(seed=5)))
    _played(match, 3)
    before = (match.state, match.actions)
    legal = set(legal_actions(match.state))
    stranger = next(
        action
        for other in (Match(MatchSetup(AUDATIA, make_config(seed=9))),)
        for action in other.legal_actions()
        if action not in legal
    )
    with pytest.raises(IllegalActionError):
        match.play(stranger)
    assert (match.state, match.actions) == before


def test_undo_then_redo_returns_to_the_same_state(make_config: ConfigFactory) -> None:
    match = Match(MatchSetup(AUDATIA, make_config(seed=7)))
    _played(match, 12)
    end = match.state
    for _ in range(5):
        match.undo()
    assert len(match.actions) == 7
    assert match.can_redo
    for _ in range(5):
        match.redo()
    assert match.state == end
    assert not match.can_redo


def test_undo_to_the_start_and_beyond(make_config: ConfigFactory) -> None:
    match = Match(MatchSetup(AUDATIA, make_config(seed=7)))
    _played(match, 2)
    match.undo()
    match.undo()
    assert match.state == match.start
    assert not match.can_undo
    with pytest.raises(IndexError):
        match.undo()


def test_a_new_action_after_undo_drops_the_undone_line(make_config: ConfigFactory) -> None:
    match = Match(MatchSetup(AUDATIA, make_config(seed=3)))
    _played(match, 6)
    match.undo()
    match.undo()
    match.play(match.legal_actions()[-1])
    assert len(match.actions) == 5
    assert not match.can_redo


def test_hot_seat_means_two_humans(make_config: ConfigFactory) -> None:
    config = make_config(seed=1)
    assert MatchSetup(AUDATIA, config, (SeatKind.HUMAN, SeatKind.HUMAN)).hot_seat
    assert not MatchSetup(AUDATIA, config, (SeatKind.HUMAN, SeatKind.COMPUTER)).hot_seat
