"""The self-play module: the kind-balanced policy, rule-path detection, records and reports."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest

from audatia_qt.games.audatia.rules.actions import Action, ActionKind, IllegalActionError
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.events import Event, EventKind
from audatia_qt.games.audatia.rules.selfplay import (
    REQUIRED_PATHS,
    RulePath,
    SelfplayError,
    SelfplayReport,
    event_paths,
    game_paths,
    play_random_game,
    random_action,
    replay,
    run_selfplay,
    seeded_config,
)
from audatia_qt.games.audatia.rules.state import Outcome, Reason
from audatia_qt.shell.i18n.plain import english


@pytest.fixture(scope="module")
def decks(galeazzo: DeckDef, boucicault: DeckDef) -> tuple[DeckDef, DeckDef]:
    return galeazzo, boucicault


def test_random_action_picks_a_kind_first_then_an_action_of_it() -> None:
    trades = [Action(Seat.A, ActionKind.TRADE, a, a + 1) for a in range(99)]
    actions = [*trades, Action(Seat.A, ActionKind.END_TRADES)]
    rng = random.Random(5)
    picks = Counter(random_action(actions, rng).kind for _ in range(4000))
    assert 0.45 < picks[ActionKind.END_TRADES] / 4000 < 0.55
    chosen = {random_action(actions, rng) for _ in range(4000)}
    assert len(chosen) > 90, "every trade can be chosen"


def test_random_action_is_deterministic_and_ignores_input_order() -> None:
    actions = [
        Action(Seat.B, ActionKind.PASS),
        Action(Seat.B, ActionKind.ATTACK, 3),
        Action(Seat.B, ActionKind.ATTACK, 7),
        Action(Seat.B, ActionKind.PLAY_SKILL, 9),
    ]
    rng_1, rng_2 = random.Random(11), random.Random(11)
    assert [random_action(actions, rng_1) for _ in range(20)] == [
        random_action(actions, rng_2) for _ in range(20)
    ]
    # Kinds are drawn in ActionKind order, not in the order the actions happen to come in.
    shuffled = [actions[3], actions[0], actions[2], actions[1]]
    rng_a, rng_b = random.Random(3), random.Random(3)
    kinds_a = [random_action(actions, rng_a).kind for _ in range(50)]
    kinds_b = [random_action(shuffled, rng_b).kind for _ in range(50)]
    assert kinds_a == kinds_b


def test_random_action_needs_an_action() -> None:
    with pytest.raises(ValueError, match="no legal action"):
        random_action([], random.Random(0))


@pytest.mark.parametrize(
    ("event", "paths"),
    [
        (Event(EventKind.COUNTERATTACK, Seat.A, 1), {RulePath.COUNTERATTACK}),
        (Event(EventKind.EXCHANGE, Seat.A, 1), {RulePath.EXCHANGE}),
        (
            Event(EventKind.EXCHANGE, Seat.A, 1, "extended"),
            {RulePath.EXCHANGE, RulePath.EXTENDED_ATTACK},
        ),
        (Event(EventKind.BEAT, Seat.A, 1), {RulePath.EXTENDED_ATTACK}),
        (Event(EventKind.BREAK, Seat.B, 1), {RulePath.BREAK}),
        (Event(EventKind.BIND, Seat.B, None, "stretto"), {RulePath.STRETTO_BIND}),
        (Event(EventKind.BIND, Seat.B, None, "largo"), set()),
        (Event(EventKind.AUDATIA_ENTRY, Seat.A, 1), {RulePath.AUDATIA_ENTRY}),
        (Event(EventKind.FEINT, Seat.A, 1), {RulePath.FEINT}),
        (Event(EventKind.COUNTER, Seat.B, 1, "perfect"), {RulePath.PERFECT_COUNTER}),
        (Event(EventKind.COUNTER, Seat.B, 1, "lined_up"), {RulePath.IMPERFECT_COUNTER}),
        (Event(EventKind.DRAW, Seat.A, None, "1"), {RulePath.DRAW}),
        (Event(EventKind.AVOID, Seat.B, 1, "corona"), {RulePath.AVOID}),
        (Event(EventKind.DEFEND, Seat.B, 1), {RulePath.DEFEND}),
        (Event(EventKind.ATTACK, Seat.A, 1), set()),
        (Event(EventKind.PARRY, Seat.B, 1), set()),
    ],
)
def test_event_paths(event: Event, paths: set[RulePath]) -> None:
    assert event_paths(event) == paths


def test_a_skill_win_comes_from_the_outcome() -> None:
    events = [Event(EventKind.FEINT, Seat.A, 1)]
    assert game_paths(events, Outcome(Seat.A, Reason.SKILL)) == {
        RulePath.FEINT,
        RulePath.SKILL_WIN,
    }
    assert game_paths(events, Outcome(Seat.A, Reason.UNPARRIED_ATTACK)) == {RulePath.FEINT}
    assert game_paths(events, None) == {RulePath.FEINT}


def test_a_random_game_is_recorded_whole(decks: tuple[DeckDef, DeckDef]) -> None:
    config = seeded_config(decks, 12)
    record = play_random_game(config, random.Random(12))
    assert record.finished
    assert record.final.ply == len(record.actions)
    assert sum(record.events_per_action) == len(record.events)
    transcript = record.transcript()
    assert sum(line.startswith("> ") for line in transcript) == len(record.actions)
    assert len(transcript) == len(record.actions) + len(record.events)
    assert record.events[-1].kind is EventKind.GAME_OVER
    assert record.paths == game_paths(record.events, record.final.outcome)
    again = replay(config, record.actions)
    assert again.final == record.final
    assert again.transcript() == transcript


def test_a_game_over_the_cap_fails_with_its_record(decks: tuple[DeckDef, DeckDef]) -> None:
    with pytest.raises(SelfplayError, match="not over after 5 actions") as error:
        play_random_game(seeded_config(decks, 0), random.Random(0), max_actions=5)
    assert len(error.value.record.actions) == 5
    assert error.value.action is None


def test_an_engine_error_names_the_action(decks: tuple[DeckDef, DeckDef]) -> None:
    def wrong_seat(actions: Sequence[Action], rng: random.Random) -> Action:
        return actions[0]._replace(seat=actions[0].seat.other)

    config = seeded_config(decks, 0)
    with pytest.raises(
        SelfplayError,
        match=r"action 1 'B discard [^']+' raised IllegalActionError: it is not B's turn",
    ) as error:
        play_random_game(config, random.Random(0), policy=wrong_seat)
    assert isinstance(error.value.__cause__, IllegalActionError)
    assert error.value.action is not None and error.value.action.seat is Seat.B


def test_a_report_counts_games_wins_and_paths(decks: tuple[DeckDef, DeckDef]) -> None:
    report = run_selfplay(decks, 12, seed=40)
    assert report.games == report.finished == 12
    assert not report.errors
    assert sum(report.wins_by_reason.values()) == 12
    assert report.average_actions > 10
    lines = [english(line) for line in report.messages()]
    assert "games finished: 12 of 12" in lines
    assert "errors: 0" in lines
    for path in RulePath:
        assert any(line.startswith(f"  {path.value}: ") for line in lines), path


def test_a_report_records_the_seeds_of_failed_games(decks: tuple[DeckDef, DeckDef]) -> None:
    report = run_selfplay(decks, 3, seed=7, max_actions=4)
    assert report.games == 3 and report.finished == 0
    assert [failure.seed for failure in report.errors] == [7, 8, 9]
    assert "seed 7: A " in report.errors[0].message
    assert "not over after 4 actions" in report.errors[0].message
    assert [english(line) for line in report.messages()][1] == "errors: 3"


def test_missing_paths_leave_out_the_break_when_the_rule_is_off() -> None:
    report = SelfplayReport(break_rule=False)
    assert RulePath.BREAK not in report.missing_paths
    assert len(report.missing_paths) == len(REQUIRED_PATHS) - 1
    assert RulePath.BREAK in SelfplayReport().missing_paths
