"""Swordplay's lessons, pure: every bundled file loads and checks, each is completed by its
scripted line, a wrong move is refused with its words before it is played, the translations
are complete, and no text names a card the learner cannot see (issue 29, "Lessons")."""

from __future__ import annotations

from pathlib import Path

import pytest

from audatia_qt.engine.lesson_files import LessonError
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.lessons.course import (
    bundled_lesson_paths,
    check_lesson,
    citation_anchor,
    hidden_names,
    load_course,
)
from audatia_qt.games.swordplay.lessons.model import load_lesson, parse_lesson
from audatia_qt.games.swordplay.lessons.runner import LessonRun, Status, lesson_match, play_line
from audatia_qt.games.swordplay.rules import ActionKind, Phase

PATHS = bundled_lesson_paths()
#: What the issue asks the course to teach, each by its rulebook section.
TAUGHT = {"Playing The Game", "3. Ready", "Defending", "Applying Damage", "Solo Play"}


def test_the_course_has_the_five_lessons_the_issue_asks_for() -> None:
    course = load_course(PATHS, default_card_set())
    assert course.problems == ()
    assert [lesson.order for lesson in course.lessons] == [1, 2, 3, 4, 5]
    assert {lesson.cites for lesson in course.lessons} == TAUGHT
    assert all(citation_anchor(lesson) for lesson in course.lessons)


def test_every_lesson_is_translated_into_spanish_and_up_to_date() -> None:
    course = load_course(PATHS, default_card_set())
    assert course.untranslated == ()
    assert all("es" in lesson.translations for lesson in course.lessons)


@pytest.mark.parametrize("path", PATHS, ids=lambda path: path.stem)
def test_each_lesson_checks_and_its_line_completes_it(path: Path) -> None:
    lesson = load_lesson(path, default_card_set())
    assert check_lesson(lesson) == []
    line = play_line(lesson)
    assert line.run.status is Status.DONE and all(line.run.met)
    assert line.problems == []


def test_the_die_is_seeded_so_a_lesson_always_plays_the_same() -> None:
    lesson = load_lesson(PATHS[4], default_card_set())
    first = play_line(lesson)
    again = play_line(lesson)
    assert first.state == again.state
    rolls = [ply.action.face for ply in lesson_match(lesson).plies]
    assert rolls == [ply.action.face for ply in lesson_match(lesson).plies]


def test_a_wrong_move_is_refused_with_the_lessons_words_in_either_language() -> None:
    lesson = load_lesson(PATHS[0], default_card_set())
    match = lesson_match(lesson)
    legal = match.legal_actions()
    keep = next(action for action in legal if action.kind is ActionKind.KEEP)
    english = LessonRun(lesson).refusal(keep, legal)
    assert isinstance(english, str) and "discard one of your two Jumps" in english
    spanish = LessonRun(lesson, "es").refusal(keep, legal)
    assert (
        isinstance(spanish, str)
        and spanish == lesson.texts("es").wrong_moves[next(iter(lesson.wrong_moves))]
    )
    assert match.state.phase is Phase.DISCARD  # refused before it is played: nothing moved
    discard = next(
        action
        for action in legal
        if action.kind is ActionKind.DISCARD
        and lesson.config.cards.combat[action.card or 0].id == "jump"
    )
    assert LessonRun(lesson).refusal(discard, legal) is None


def test_a_text_naming_a_card_the_learner_cannot_see_is_refused() -> None:
    lesson = load_lesson(PATHS[0], default_card_set())
    # Brenna's Arming Sword is in her hand at the start: the learner cannot see it.
    found = hidden_names(lesson, "text", "Brenna holds an Arming Sword.", lesson.start, "en")
    assert [problem.english() for problem in found] == [
        "01-four-phases.toml: text: names Arming Sword, which the learner cannot see then"
    ]
    spanish = hidden_names(lesson, "text", "Brenna tiene una Espada de Armas.", lesson.start, "es")
    assert len(spanish) == 1
    assert hidden_names(lesson, "text", "Your Dagger and your Jumps.", lesson.start, "en") == []


def test_a_lesson_whose_text_names_a_hidden_card_is_left_out_of_the_course(
    tmp_path: Path,
) -> None:
    text = (
        PATHS[0]
        .read_text(encoding="utf-8")
        .replace(
            'title = "A turn in four phases"', 'title = "A turn, and Brenna\'s Padded Jack"', 1
        )
    )
    bad = tmp_path / "01-bad.toml"
    bad.write_text(text, encoding="utf-8")
    course = load_course([bad], default_card_set())
    assert course.lessons == ()
    assert any("names Padded Jack" in problem.english() for problem in course.problems)


def test_a_hostile_lesson_file_is_refused_in_one_line_per_problem() -> None:
    cards = default_card_set()
    with pytest.raises(LessonError) as refused:
        parse_lesson('id = "X Y"\norder = 0\n[table]\nheroes = ["nobody"]\n', "x.toml", cards)
    assert all("\n" not in line for line in refused.value.lines)
    assert any("title" in line for line in refused.value.lines)
    with pytest.raises(LessonError):
        parse_lesson("not toml [", "x.toml", cards)
