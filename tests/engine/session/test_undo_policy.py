"""The Undo and Redo policy (R-026 against the computer, R-027 hot-seat, R-028 labels)."""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest

from audatia_qt.engine.session.match import Match, MatchSetup, Ply, SeatKind
from audatia_qt.engine.session.undo import (
    UndoRefusedError,
    Verdict,
    crossed_boundary,
    plan_redo,
    plan_undo,
    redo,
    undo,
)
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.narrator.describe import fencer_names, say
from audatia_qt.games.audatia.narrator.undo_words import BOUNDARIES
from audatia_qt.games.audatia.rules import ActionKind, EventKind, Phase, Seat
from audatia_qt.games.audatia.rules.selfplay import random_action
from tests.conftest import ConfigFactory
from tests.engine.session.conftest import play_random, play_until

HUMAN_A = (SeatKind.HUMAN, SeatKind.COMPUTER)
HUMAN_B = (SeatKind.COMPUTER, SeatKind.HUMAN)
HOT_SEAT = (SeatKind.HUMAN, SeatKind.HUMAN)


def _match(make_config: ConfigFactory, players: tuple[SeatKind, SeatKind], seed: int = 4) -> Match:
    return Match(MatchSetup(AUDATIA, make_config(seed=seed), players=players))


def _events(match: Match, start: int) -> set[EventKind]:
    return {event.kind for ply in match.plies[start:] for event in ply.events}


# -- against the computer (R-026) ----------------------------------------------------------


def test_nothing_to_undo_at_the_start(make_config: ConfigFactory) -> None:
    match = _match(make_config, HUMAN_A)
    plan = plan_undo(match)
    assert plan.verdict is Verdict.NOTHING
    assert plan.label.english() == "Undo"
    assert not plan.allowed
    with pytest.raises(UndoRefusedError):
        undo(match)


def test_computer_decisions_before_the_first_human_one_are_never_undone(
    make_config: ConfigFactory, rng: random.Random
) -> None:
    # Seat A is the challenger and decides first; the human sits in seat B.
    match = _match(make_config, HUMAN_B)
    assert play_until(match, rng, lambda m: m.to_move() is Seat.B)
    assert match.plies, "the computer took the first decisions"
    assert plan_undo(match).verdict is Verdict.NOTHING


def test_a_mulligan_discard_is_undone_alone(make_config: ConfigFactory) -> None:
    match = _match(make_config, HUMAN_A)
    discard = next(a for a in match.legal_actions() if a.kind is ActionKind.MULLIGAN_DISCARD)
    match.play(discard)
    plan = plan_undo(match)
    assert plan.verdict is Verdict.ALLOWED
    assert plan.plies == 1
    name = match.setup.config.cards[discard.card or 0].definition.name
    assert plan.label.english() == f"Undo: discard {name}"
    taken = undo(match)
    assert [ply.action for ply in taken] == [discard]
    assert match.state == match.start


def test_keeping_the_hand_draws_so_it_cannot_be_undone(make_config: ConfigFactory) -> None:
    match = _match(make_config, HUMAN_A)
    discard = next(a for a in match.legal_actions() if a.kind is ActionKind.MULLIGAN_DISCARD)
    match.play(discard)
    keep = next(a for a in match.legal_actions() if a.kind is ActionKind.KEEP_HAND)
    match.play(keep)
    plan = plan_undo(match)
    assert plan.verdict is Verdict.REFUSED
    assert plan.label.english() == "Undo: keep the hand"
    assert plan.reason.english() == "Undo cannot go back past a card drawn from a deck"
    before = match.state
    with pytest.raises(UndoRefusedError, match="drawn from a deck"):
        undo(match)
    assert match.state == before


def test_undo_takes_the_computers_reply_with_it(make_config: ConfigFactory) -> None:
    """Find a human decision followed by computer replies that drew and revealed nothing."""
    found = 0
    for seed in range(40):
        match = _match(make_config, HUMAN_A, seed=seed)
        game_rng = random.Random(seed)
        while match.to_move() is not None:
            match.play(random_action(match.legal_actions(), game_rng))
            plan = plan_undo(match)
            if plan.verdict is Verdict.ALLOWED and plan.plies >= 2:
                first = len(match.plies) - plan.plies
                human_ply = match.plies[first]
                assert human_ply.action.seat is Seat.A
                assert all(p.action.seat is Seat.B for p in match.plies[first + 1 :])
                before = match.plies[first - 1].state if first else match.start
                taken = undo(match)
                assert len(taken) == plan.plies
                assert match.state == before
                assert match.to_move() is Seat.A
                assert not (_events_of(taken) & set(BOUNDARIES))
                found += 1
                redo(match)
        if found >= 5:
            break
    assert found >= 5


def _events_of(plies: Iterable[Ply]) -> set[EventKind]:
    return {event.kind for ply in plies for event in ply.events}


def test_the_posta_reveal_is_a_boundary(make_config: ConfigFactory, rng: random.Random) -> None:
    match = _match(make_config, HUMAN_A)
    assert play_until(
        match, rng, lambda m: bool(m.plies) and EventKind.REVEAL in _events(m, len(m.plies) - 1)
    )
    plan = plan_undo(match)
    assert plan.verdict is Verdict.REFUSED
    assert plan.reason.english() == "Undo cannot go back past the reveal of the Poste"


def test_random_games_never_undo_past_a_draw_or_a_reveal(make_config: ConfigFactory) -> None:
    """Whenever Undo is allowed against the computer, what it takes back revealed nothing,
    and the human is to move afterwards; Redo restores the very same state."""
    undone = 0
    for seed in range(12):
        match = _match(make_config, HUMAN_A if seed % 2 else HUMAN_B, seed=seed)
        human = match.setup.humans[0]
        game_rng = random.Random(100 + seed)
        while match.to_move() is not None:
            match.play(random_action(match.legal_actions(), game_rng))
            plan = plan_undo(match)
            if plan.verdict is Verdict.REFUSED:
                first = len(match.plies) - plan.plies
                assert crossed_boundary(match, match.plies[first:]) is not None
            if not plan.allowed or game_rng.random() < 0.5:
                continue
            before = match.state
            taken = undo(match)
            undone += 1
            assert crossed_boundary(match, taken) is None
            assert match.to_move() is human
            assert taken[-1].action.seat is human
            assert plan_redo(match).plies == len(taken)
            redo(match)
            assert match.state == before
    assert undone > 20


def test_redo_label_and_redo_after_several_undos(
    make_config: ConfigFactory, rng: random.Random
) -> None:
    match = _match(make_config, HUMAN_A)
    discards = [a for a in match.legal_actions() if a.kind is ActionKind.MULLIGAN_DISCARD][:3]
    for action in discards:
        match.play(action)
    undo(match)
    undo(match)
    plan = plan_redo(match)
    assert plan.verdict is Verdict.ALLOWED
    assert plan.plies == 1
    config = match.setup.config
    assert plan.label.english() == f"Redo: {say(config, Phase.MULLIGAN, discards[1]).english()}"
    redo(match)
    redo(match)
    assert match.actions == tuple(discards)
    assert plan_redo(match).verdict is Verdict.NOTHING


def test_undo_is_offered_once_the_game_is_over(make_config: ConfigFactory) -> None:
    for seed in range(30):
        match = _match(make_config, HUMAN_A, seed=seed)
        play_random(match, random.Random(seed))
        plan = plan_undo(match)
        if plan.verdict is Verdict.ALLOWED:
            undo(match)
            assert match.outcome() is None
            assert match.to_move() is Seat.A
            return
    pytest.fail("no finished game could be undone in 30 seeds")


# -- hot-seat (R-027) -------------------------------------------------------------------------


def test_hot_seat_own_decision_is_undone_at_once(make_config: ConfigFactory) -> None:
    match = _match(make_config, HOT_SEAT)
    discard = next(a for a in match.legal_actions() if a.kind is ActionKind.MULLIGAN_DISCARD)
    match.play(discard)
    plan = plan_undo(match)
    assert plan.verdict is Verdict.ALLOWED
    assert plan.label.english().startswith(
        f"Undo: {fencer_names(match.setup.config)[Seat.A]} discards "
    )
    undo(match)
    assert match.state == match.start


def test_hot_seat_the_other_players_decision_needs_both(
    make_config: ConfigFactory, rng: random.Random
) -> None:
    match = _match(make_config, HOT_SEAT)
    assert play_until(
        match,
        rng,
        lambda m: (
            bool(m.plies)
            and m.plies[-1].action.seat is not m.to_move()
            and m.to_move() is not None
            and crossed_boundary(m, m.plies[-1:]) is None
        ),
    )
    plan = plan_undo(match)
    assert plan.verdict is Verdict.NEEDS_CONFIRMATION
    assert "both players must agree" in plan.reason.english()
    before = match.state
    with pytest.raises(UndoRefusedError):
        undo(match)
    assert match.state == before
    taken = undo(match, confirmed=True)
    assert len(taken) == 1
    assert match.to_move() is taken[0].action.seat


def test_hot_seat_a_draw_needs_both_even_for_ones_own_decision(
    make_config: ConfigFactory,
) -> None:
    match = _match(make_config, HOT_SEAT)
    match.play(next(a for a in match.legal_actions() if a.kind is ActionKind.MULLIGAN_DISCARD))
    match.play(next(a for a in match.legal_actions() if a.kind is ActionKind.KEEP_HAND))
    plan = plan_undo(match)
    assert plan.verdict is Verdict.NEEDS_CONFIRMATION
    assert (
        plan.reason.english() == "It takes back a card drawn from a deck: both players must agree"
    )
    undo(match, confirmed=True)
    assert match.to_move() is Seat.A


def test_hot_seat_label_hides_the_other_seats_secret_posta(
    make_config: ConfigFactory, rng: random.Random
) -> None:
    match = _match(make_config, HOT_SEAT)
    assert play_until(
        match,
        rng,
        lambda m: (
            bool(m.plies)
            and m.plies[-1].action.kind is ActionKind.CHOOSE_POSTA
            and EventKind.REVEAL not in {e.kind for e in m.plies[-1].events}
        ),
    )
    chooser = match.plies[-1].action.seat
    assert match.to_move() is chooser.other
    plan = plan_undo(match)
    name = fencer_names(match.setup.config)[chooser]
    assert plan.label.english() == f"Undo: {name} chooses a Posta in secret."
    posta = match.setup.config.cards[match.plies[-1].action.card or 0].definition.name
    assert posta not in plan.label.english()


def test_no_person_at_the_table_offers_nothing(
    make_config: ConfigFactory, rng: random.Random
) -> None:
    match = _match(make_config, (SeatKind.COMPUTER, SeatKind.COMPUTER))
    play_random(match, rng, 10)
    assert plan_undo(match).verdict is Verdict.NOTHING
    match.undo()
    assert plan_redo(match).verdict is Verdict.NOTHING


# -- boundaries and floors ----------------------------------------------------------------------


def test_every_shuffle_or_reveal_event_kind_is_a_boundary() -> None:
    """R-026.3: the refused events cover every kind that shuffles or reveals."""
    for kind in EventKind:
        if any(word in kind.value for word in ("shuffle", "reveal", "shown", "deal")):
            assert kind in BOUNDARIES, kind


def test_a_continued_game_cannot_be_undone_past_its_start(
    make_config: ConfigFactory, rng: random.Random
) -> None:
    source = _match(make_config, HUMAN_A)
    play_random(source, rng, 25)
    match = Match.continued(source.setup, source.actions[:20])
    assert match.floor == 20
    assert not match.can_undo
    assert plan_undo(match).verdict is Verdict.NOTHING
    match.play(match.legal_actions()[0])
    assert match.can_undo
    match.undo()
    assert not match.can_undo
    with pytest.raises(IndexError):
        match.undo()
