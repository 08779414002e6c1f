"""The match owner: the one writer of the match, and its one notice per change."""

from __future__ import annotations

import random

import pytest

from audatia_qt.engine.messages import translate
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import (
    Change,
    ChangeInProgressError,
    ChangeKind,
    MatchOwner,
    NoMatchError,
    Replacement,
)
from audatia_qt.engine.session.undo import UndoRefusedError
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.game import AudatiaGame
from audatia_qt.games.audatia.rules import (
    Action,
    ActionKind,
    GameConfig,
    IllegalActionError,
    Seat,
    redact,
)
from tests.conftest import ConfigFactory

HUMAN_A = (SeatKind.HUMAN, SeatKind.COMPUTER)
WHY = translate("Tests", "Because it can.")


class Heard:
    """A listener that keeps what it is told."""

    def __init__(self) -> None:
        self.changes: list[Change] = []

    def __call__(self, change: Change) -> None:
        self.changes.append(change)


def _owner(config: GameConfig, players: tuple[SeatKind, SeatKind] = HUMAN_A) -> MatchOwner:
    return MatchOwner(AudatiaGame(), Match(MatchSetup(AUDATIA, config, players)))


def _first(owner: MatchOwner, kind: ActionKind) -> Action:
    return next(a for a in owner.match.legal_actions() if a.kind is kind)


def test_a_play_is_told_once_with_its_ply_and_each_seats_reading(
    make_config: ConfigFactory,
) -> None:
    owner = _owner(make_config(seed=2))
    heard = Heard()
    owner.subscribe(heard)
    owner.play(_first(owner, ActionKind.MULLIGAN_DISCARD))
    keep = _first(owner, ActionKind.KEEP_HAND)
    change = owner.play(keep)
    assert heard.changes[-1] is change and len(heard.changes) == 2
    assert change.kind is ChangeKind.PLAYED and change.played
    assert [ply.action for ply in change.plies] == [keep]
    events = change.plies[0].events
    # Keeping the hand draws a card: seat A reads which, seat B reads only that one was drawn.
    assert change.seen_by(Seat.A) == redact(events, Seat.A)
    assert change.seen_by(Seat.B) == redact(events, Seat.B)
    assert change.seen_by(Seat.A) != change.seen_by(Seat.B)
    assert change.note is None and change.replacement is None


def test_the_computers_words_go_with_its_move(make_config: ConfigFactory) -> None:
    owner = _owner(make_config(seed=2))
    heard = Heard()
    owner.subscribe(heard)
    owner.play(_first(owner, ActionKind.MULLIGAN_DISCARD))
    assert heard.changes[-1].note is None
    note = WHY.say()
    owner.play(_first(owner, ActionKind.KEEP_HAND), note=note)
    assert heard.changes[-1].note is note


def test_an_illegal_action_is_refused_with_the_rules_reason_and_nobody_is_told(
    make_config: ConfigFactory,
) -> None:
    owner = _owner(make_config(seed=2))
    heard = Heard()
    owner.subscribe(heard)
    before = owner.match.state
    # Seat B keeps its hand while seat A decides.
    wrong = Action(Seat.B, ActionKind.KEEP_HAND)
    with pytest.raises(IllegalActionError) as refused:
        owner.play(wrong)
    assert refused.value.reason
    assert owner.match.state == before and owner.match.plies == ()
    assert heard.changes == []


def test_undo_and_redo_are_told_once_each_with_what_they_did(
    make_config: ConfigFactory,
) -> None:
    owner = _owner(make_config(seed=2))
    discard = _first(owner, ActionKind.MULLIGAN_DISCARD)
    owner.play(discard)
    heard = Heard()
    owner.subscribe(heard)
    undone = owner.undo()
    assert heard.changes == [undone]
    assert undone.kind is ChangeKind.UNDONE and not undone.played
    assert [ply.action for ply in undone.plies] == [discard]
    assert undone.note is not None and undone.note.english().startswith("Taken back: discard")
    assert owner.match.plies == ()
    redone = owner.redo()
    assert heard.changes == [undone, redone]
    assert redone.kind is ChangeKind.REDONE
    assert [ply.action for ply in redone.plies] == [discard]
    assert redone.note is not None and redone.note.english().startswith("Played again: discard")
    assert owner.match.actions == (discard,)


def test_a_refused_undo_or_redo_changes_nothing_and_tells_nobody(
    make_config: ConfigFactory,
) -> None:
    owner = _owner(make_config(seed=2))
    owner.play(_first(owner, ActionKind.MULLIGAN_DISCARD))
    owner.play(_first(owner, ActionKind.KEEP_HAND))
    heard = Heard()
    owner.subscribe(heard)
    actions = owner.match.actions
    with pytest.raises(UndoRefusedError, match="drawn from a deck"):
        owner.undo()
    with pytest.raises(UndoRefusedError):
        owner.redo()
    assert owner.match.actions == actions and heard.changes == []


def test_hot_seat_undo_of_the_others_decision_needs_the_confirmation(
    make_config: ConfigFactory,
) -> None:
    owner = _owner(make_config(seed=2), (SeatKind.HUMAN, SeatKind.HUMAN))
    owner.play(_first(owner, ActionKind.MULLIGAN_DISCARD))
    owner.play(_first(owner, ActionKind.KEEP_HAND))
    heard = Heard()
    owner.subscribe(heard)
    with pytest.raises(UndoRefusedError):
        owner.undo()
    assert heard.changes == []
    change = owner.undo(confirmed=True)
    assert heard.changes == [change] and len(owner.match.plies) == 1


def test_a_replacement_is_told_with_where_it_came_from_and_its_history(
    make_config: ConfigFactory,
) -> None:
    owner = MatchOwner(AudatiaGame())
    assert owner.current is None
    with pytest.raises(NoMatchError):
        owner.play(Action(Seat.A, ActionKind.KEEP_HAND))
    heard = Heard()
    owner.subscribe(heard)
    first = Match(MatchSetup(AUDATIA, make_config(seed=2)))
    owner.replace(first, Replacement.NEW)
    loaded = Match(MatchSetup(AUDATIA, make_config(seed=3)))
    discard = next(a for a in loaded.legal_actions() if a.kind is ActionKind.MULLIGAN_DISCARD)
    loaded.play(discard)
    change = owner.replace(loaded, Replacement.LOADED)
    assert [c.kind for c in heard.changes] == [ChangeKind.REPLACED, ChangeKind.REPLACED]
    assert [c.replacement for c in heard.changes] == [Replacement.NEW, Replacement.LOADED]
    assert heard.changes[0].plies == ()
    assert [ply.action for ply in change.plies] == [discard]
    assert owner.match is loaded


def test_the_move_that_ends_the_game_is_told_as_finished(make_config: ConfigFactory) -> None:
    owner = _owner(make_config(seed=7), (SeatKind.COMPUTER, SeatKind.COMPUTER))
    heard = Heard()
    owner.subscribe(heard)
    rng = random.Random(7)
    while owner.match.to_move() is not None:
        legal = owner.match.legal_actions()
        owner.play(legal[rng.randrange(len(legal))])
    kinds = [change.kind for change in heard.changes]
    assert len(kinds) == len(owner.match.plies)
    assert kinds[-1] is ChangeKind.FINISHED
    assert set(kinds[:-1]) == {ChangeKind.PLAYED}


def test_every_listener_hears_every_change_in_the_same_order(
    make_config: ConfigFactory,
) -> None:
    owner = _owner(make_config(seed=2))
    first, second = Heard(), Heard()
    order: list[str] = []
    owner.subscribe(first)
    owner.subscribe(lambda change: order.append("first"))
    owner.subscribe(second)
    owner.subscribe(lambda change: order.append("second"))
    owner.play(_first(owner, ActionKind.MULLIGAN_DISCARD))
    owner.undo()
    owner.redo()
    owner.replace(Match(MatchSetup(AUDATIA, make_config(seed=4))), Replacement.NEW)
    assert first.changes == second.changes
    assert [c.kind for c in first.changes] == [
        ChangeKind.PLAYED,
        ChangeKind.UNDONE,
        ChangeKind.REDONE,
        ChangeKind.REPLACED,
    ]
    assert order == ["first", "second"] * 4


def test_a_listener_stops_and_starts_between_changes(make_config: ConfigFactory) -> None:
    owner = _owner(make_config(seed=2))
    stopped, late = Heard(), Heard()
    stop = owner.subscribe(stopped)

    def starter(change: Change) -> None:
        if change.kind is ChangeKind.PLAYED:
            owner.subscribe(late)

    owner.subscribe(starter)
    stop()
    owner.play(_first(owner, ActionKind.MULLIGAN_DISCARD))
    # ``late`` was subscribed while the play was told: it hears the changes after it.
    assert stopped.changes == [] and late.changes == []
    owner.undo()
    assert stopped.changes == [] and [c.kind for c in late.changes] == [ChangeKind.UNDONE]


def test_a_listener_stopped_by_an_earlier_one_is_not_told(make_config: ConfigFactory) -> None:
    owner = _owner(make_config(seed=2))
    later = Heard()
    owner.subscribe(lambda change: owner.unsubscribe(later))
    owner.subscribe(later)
    owner.play(_first(owner, ActionKind.MULLIGAN_DISCARD))
    assert later.changes == []


def test_a_listener_may_not_change_the_match_while_a_change_is_told(
    make_config: ConfigFactory,
) -> None:
    owner = _owner(make_config(seed=2))
    after = Heard()

    def meddler(change: Change) -> None:
        if change.kind is ChangeKind.PLAYED:
            owner.undo()

    owner.subscribe(meddler)
    owner.subscribe(after)
    discard = _first(owner, ActionKind.MULLIGAN_DISCARD)
    with pytest.raises(ChangeInProgressError):
        owner.play(discard)
    # The play stands and every listener heard it; the meddler's undo did nothing.
    assert owner.match.actions == (discard,)
    assert [c.kind for c in after.changes] == [ChangeKind.PLAYED]


def test_a_failing_listener_does_not_keep_the_others_from_hearing(
    make_config: ConfigFactory,
) -> None:
    owner = _owner(make_config(seed=2))
    after = Heard()

    def broken(change: Change) -> None:
        raise ZeroDivisionError

    owner.subscribe(broken)
    owner.subscribe(after)
    with pytest.raises(ZeroDivisionError):
        owner.play(_first(owner, ActionKind.MULLIGAN_DISCARD))
    assert len(after.changes) == 1
    # Once told, the owner takes changes again.
    with pytest.raises(ZeroDivisionError):
        owner.undo()
    assert [c.kind for c in after.changes] == [ChangeKind.PLAYED, ChangeKind.UNDONE]
    assert owner.match.plies == ()
