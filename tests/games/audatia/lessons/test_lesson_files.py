"""Every bundled lesson file reads, checks and plays its solution (issue 17, "Done when"):
its position parses, writes back unchanged and is legal; the course is in order and covers
the listed topics; the files are where ``resources`` looks in every layout."""

from __future__ import annotations

from pathlib import Path

import pytest

from audatia_qt.engine import resources
from audatia_qt.engine.resources import LESSONS, bundled_lesson_paths, lessons_dir, locate
from audatia_qt.games.audatia.lessons import (
    Course,
    check_lesson,
    complete_position,
    load_lesson,
    play_line,
    position_problems,
)
from audatia_qt.games.audatia.lessons.runner import Status
from audatia_qt.games.audatia.rules.position import format_position, parse_position
from tests.games.audatia.lessons.conftest import Decks

LESSON_FILES = bundled_lesson_paths()

#: The course issue 17 asks for, in a fencer's order (the Stretto and the Feint each taught as
#: two lessons).
COURSE = (
    "the-table",
    "poste",
    "parry",
    "largo",
    "stretto",
    "perfect-counter",
    "counterattack",
    "thrust",
    "break",
    "extended",
    "feint",
    "audatia-entry",
    "virtues",
    "setup",
    "winning",
    "first-game",
)


def test_the_course_reads_with_no_problem(course: Course) -> None:
    assert course.problems == ()
    assert len(course.lessons) == len(LESSON_FILES) == len(COURSE)


def test_the_course_is_the_listed_lessons_in_order(course: Course) -> None:
    assert tuple(lesson.id for lesson in course.lessons) == COURSE
    assert [lesson.order for lesson in course.lessons] == list(range(1, len(COURSE) + 1))


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda path: path.stem)
def test_the_file_is_named_after_its_order_and_id(path: Path, decks: Decks) -> None:
    lesson = load_lesson(path, decks)
    assert path.name == f"{lesson.order:02d}-{lesson.id}.toml"


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda path: path.stem)
def test_the_lesson_checks_and_its_solution_meets_every_goal(path: Path, decks: Decks) -> None:
    lesson = load_lesson(path, decks)
    assert check_lesson(lesson) == []
    if lesson.solution_bot is None:
        line = play_line(lesson)
        assert line.run.status is Status.DONE
        assert all(line.run.met)


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda path: path.stem)
def test_the_position_parses_writes_back_and_is_legal(path: Path, decks: Decks) -> None:
    lesson = load_lesson(path, decks)
    if lesson.position_text is not None:
        assert complete_position(lesson.position_text, decks) == lesson.start
    text = format_position(lesson.start)
    assert parse_position(text, decks) == lesson.start
    assert position_problems(lesson.start, lesson.seat) == []
    assert lesson.start.outcome is None


def test_the_lessons_live_in_the_assets_folder() -> None:
    assert lessons_dir() == resources.assets_dir() / LESSONS
    assert LESSON_FILES and all(path.parent == lessons_dir() for path in LESSON_FILES)


def test_an_installed_layout_finds_its_own_lessons(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The wheel and the frozen app carry assets/ whole, so the lessons travel with it."""
    package = tmp_path / "site-packages" / resources.PACKAGE_NAME
    data = package / resources.DATA_FOLDER
    (data / resources.DECKS).mkdir(parents=True)
    (data / resources.ASSETS / LESSONS).mkdir(parents=True)
    (data / resources.ASSETS / LESSONS / "01-a.toml").write_text("", encoding="utf-8")
    (data / resources.ASSETS / LESSONS / "notes.md").write_text("", encoding="utf-8")
    assert locate(package).root == data
    monkeypatch.setattr(resources, "package_dir", lambda: package)
    assert bundled_lesson_paths() == [data / resources.ASSETS / LESSONS / "01-a.toml"]
