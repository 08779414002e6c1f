"""Running a lesson without a table: the scripted opponent, the goals, the wrong moves, and
the checks that a lesson file can be played as written."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.games.audatia.lessons import (
    FINISHED,
    LessonRun,
    ScriptedOpponent,
    Status,
    check_lesson,
    load_course,
    parse_lesson,
    play_line,
)
from audatia_qt.games.audatia.rules import (
    Action,
    ActionKind,
    Seat,
    apply,
    legal_actions,
    observe,
    parse_action,
)
from tests.games.audatia.lessons.conftest import SMALL_LESSON, Decks


def small(decks: Decks, *changes: tuple[str, str]) -> list[str]:
    text = SMALL_LESSON
    for old, new in changes:
        assert old in text
        text = text.replace(old, new, 1)
    return [problem.english() for problem in check_lesson(parse_lesson(text, "small.toml", decks))]


def test_the_small_lesson_checks(decks: Decks) -> None:
    assert small(decks) == []


class _Recorder:
    """A fallback that says which decisions reached it."""

    name = "recorder"

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view: object, legal: list[Action], rng: random.Random) -> Action:
        self.asked += 1
        return legal[-1]


def test_the_script_plays_in_order_then_the_fallback() -> None:
    wait, passing = Action(Seat.B, ActionKind.WAIT), Action(Seat.B, ActionKind.PASS)
    fallback = _Recorder()
    opponent = ScriptedOpponent((wait, passing), fallback)
    rng = random.Random(0)
    assert opponent.choose(None, [passing, wait], rng) == wait  # type: ignore[arg-type]
    assert opponent.choose(None, [passing], rng) == passing  # type: ignore[arg-type]
    assert (opponent.played, fallback.asked, opponent.off_script) == (2, 0, False)
    assert opponent.choose(None, [wait, passing], rng) == passing  # type: ignore[arg-type]
    assert (fallback.asked, opponent.off_script) == (1, False)


def test_a_reply_not_legal_ends_the_script_for_good() -> None:
    wait, passing = Action(Seat.B, ActionKind.WAIT), Action(Seat.B, ActionKind.PASS)
    fallback = _Recorder()
    opponent = ScriptedOpponent((wait, passing), fallback)
    rng = random.Random(0)
    assert opponent.choose(None, [passing], rng) == passing  # type: ignore[arg-type]
    assert opponent.off_script and fallback.asked == 1
    # The next reply would be legal now, but the learner has left the line: no more script.
    assert opponent.choose(None, [wait, passing], rng) == passing  # type: ignore[arg-type]
    assert fallback.asked == 2 and opponent.played == 0
    assert "lesson script" in ScriptedOpponent((), RandomBot()).name


def test_goals_are_met_move_by_move_and_the_lesson_is_done(decks: Decks) -> None:
    lesson = parse_lesson(SMALL_LESSON, "small.toml", decks)
    run = LessonRun(lesson)
    state = lesson.start
    config = lesson.config
    wrong = parse_action(config, "A parry mandritto-sottano-tl")
    assert run.refusal(wrong, legal_actions(state)) == "Not that parry."
    parry = parse_action(config, "A parry roverso-sottano-b")
    assert run.refusal(parry, legal_actions(state)) is None
    transition = apply(state, parry)
    assert run.record(parry, transition.events, transition.state) == (0,)
    assert run.status is Status.PLAYING and run.met == [True, False]
    attack = parse_action(config, "A attack mandritto-mezano-b")
    transition = apply(transition.state, attack)
    assert run.record(attack, transition.events, transition.state) == (1,)
    assert run.status is Status.DONE
    assert run.refusal(attack) == FINISHED.say()  # nothing is played once the lesson is over
    assert run.record(attack, transition.events, transition.state) == ()


def test_the_game_ending_first_fails_the_lesson(decks: Decks) -> None:
    text = SMALL_LESSON.replace('when = "play parry"', 'when = "event bind stretto"')
    lesson = parse_lesson(text, "small.toml", decks)
    run = LessonRun(lesson)
    state = lesson.start
    for notation in ("A parry roverso-sottano-b", "A attack mandritto-mezano-b"):
        action = parse_action(lesson.config, notation)
        transition = apply(state, action)
        run.record(action, transition.events, transition.state)
        state = transition.state
    assert state.outcome is not None and run.met == [False, True]
    assert run.status is Status.FAILED


def test_a_wrong_move_with_until_is_refused_only_before_that_goal(decks: Decks) -> None:
    text = SMALL_LESSON.replace(
        '"A parry mandritto-sottano-tl" = "Not that parry."',
        '"A wait" = { message = "Not yet.", until = 2 }',
    )
    lesson = parse_lesson(text, "small.toml", decks)
    run = LessonRun(lesson)
    wait = parse_action(lesson.config, "A wait")
    assert run.refusal(wait) == "Not yet."
    run.met[1] = True
    assert run.refusal(wait) is None


def test_when_every_legal_move_is_wrong_the_move_is_played(decks: Decks) -> None:
    """A learner off the lesson's line is never left without a move."""
    text = SMALL_LESSON.replace(
        '"A parry mandritto-sottano-tl" = "Not that parry."',
        '"A parry mandritto-sottano-tl" = "Not that parry."\n'
        '"A parry roverso-sottano-b" = "Nor that one."',
    )
    lesson = parse_lesson(text, "small.toml", decks)
    run = LessonRun(lesson)
    legal = legal_actions(lesson.start)
    assert len(legal) == 2
    assert all(run.refusal(action, legal) is None for action in legal)
    assert run.refusal(legal[0]) is not None


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        (
            [('"A attack mandritto-mezano-b"]', '"A attack mandritto-mezano-b", "A wait"]')],
            "small.toml: 1 solution move(s) left once it is done",
        ),
        (
            [
                (
                    '["A parry roverso-sottano-b", "A attack mandritto-mezano-b"]',
                    '["A parry roverso-sottano-b"]',
                )
            ],
            "small.toml: the solution ends before every goal is met",
        ),
        (
            [('"A attack mandritto-mezano-b"]', '"A attack mandritto-sottano-tl"]')],
            "small.toml: solution move A attack mandritto-sottano-tl is not legal there",
        ),
        (
            [('"Not that parry."', '"Not that parry."\n"A parry roverso-sottano-b" = "No."')],
            "small.toml: the solution plays a wrong move",
        ),
        (
            [("solution = [", 'replies = ["B wait"]\nsolution = [')],
            "small.toml: reply B wait is never played",
        ),
        (
            [
                ("solution = [", 'replies = ["B parry punta-b"]\nsolution = ['),
                ('"A attack mandritto-mezano-b"]', '"A wait"]'),
                ('when = "play attack mandritto-mezano-b"', 'when = "event break_off"'),
            ],
            "is not legal when its turn comes",
        ),
        (
            [
                (
                    'when = "play attack mandritto-mezano-b"',
                    'when = "play attack mandritto-mezano-b"\n[[goals]]\ntext = "Win."\n'
                    'when = "win perfect_counter"',
                )
            ],
            "small.toml: the solution leaves goals unmet: Win.",
        ),
        (
            [('"Not that parry."', '"Not that parry."\n"A counter colpo-al-viso" = "No."')],
            "small.toml: wrong_moves.'A counter colpo-al-viso': never refused on the lesson's line",
        ),
        (
            [('text = "Parry the attack."', 'text = "Beware his Volta di Gomito."')],
            "small.toml: text: names Volta di Gomito, which the learner cannot see then (R-034)",
        ),
        (
            [('"Not that parry."', '"Not that parry: he holds Deny."')],
            None,  # Deny is a Basic card he kept in sight: the learner may name it
        ),
        (
            [("B virtues: audatia prudentia", "B virtues: prudentia")],
            "small.toml: position: the challenger must hold Audatia (Setup 6.1)",
        ),
    ],
)
def test_the_checks_name_what_cannot_be_played_as_written(
    changes: list[tuple[str, str]], expected: str | None, decks: Decks
) -> None:
    found = small(decks, *changes)
    if expected is None:
        assert found == []
    else:
        assert any(line.startswith(expected) or expected in line for line in found), found


def test_play_line_records_the_learners_decisions(decks: Decks) -> None:
    lesson = parse_lesson(SMALL_LESSON, "small.toml", decks)
    line = play_line(lesson)
    assert line.problems == [] and line.run.status is Status.DONE
    assert [met for _state, met in line.decisions] == [(False, False), (True, False)]
    assert line.done_state is line.state and line.state.outcome is not None
    assert observe(line.state, Seat.A).outcome == line.state.outcome


def test_the_course_leaves_out_a_broken_or_doubled_lesson(tmp_path: Path, decks: Decks) -> None:
    (tmp_path / "01-small.toml").write_text(SMALL_LESSON, encoding="utf-8")
    (tmp_path / "02-broken.toml").write_text(
        SMALL_LESSON.replace('seat = "A"', 'seat = "C"'), encoding="utf-8"
    )
    (tmp_path / "03-again.toml").write_text(
        SMALL_LESSON.replace("order = 1", "order = 3"), encoding="utf-8"
    )
    (tmp_path / "04-second.toml").write_text(
        SMALL_LESSON.replace("order = 1", "order = 2").replace('id = "small"', 'id = "second"'),
        encoding="utf-8",
    )
    course = load_course(sorted(tmp_path.glob("*.toml")), decks)
    assert [lesson.id for lesson in course.lessons] == ["small", "second"]
    assert tuple(problem.english() for problem in course.problems) == (
        '02-broken.toml: seat: must be "A" or "B" (the learner\'s seat)',
        "03-again.toml: id is already taken by 01-small.toml",
    )
    first, second = course.lessons
    assert course.get("second") is second and course.get("third") is None
    assert course.after(first) is second and course.after(second) is None
