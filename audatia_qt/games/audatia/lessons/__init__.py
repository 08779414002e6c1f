"""The course of lessons: each lesson a position, words, goals and a scripted opponent, as data.

Pure Python over ``rules``, ``ai`` and ``session`` (tests/test_import_boundaries.py), with
tomlkit to write a lesson made from a replay (``export``); the window that plays a lesson on
the table is ``audatia_qt.games.audatia.screens.lessons``.
"""

from audatia_qt.engine.lesson_course import missing_translations
from audatia_qt.games.audatia.lessons.course import (
    Course,
    check_lesson,
    load_course,
    read_lesson_file,
)
from audatia_qt.games.audatia.lessons.export import ExportedLesson, lesson_from_game
from audatia_qt.games.audatia.lessons.model import (
    Condition,
    ConditionKind,
    Goal,
    Lesson,
    LessonError,
    LessonTexts,
    Translation,
    WrongMove,
    load_lesson,
    parse_lesson,
)
from audatia_qt.games.audatia.lessons.position import complete_position, position_problems
from audatia_qt.games.audatia.lessons.runner import (
    FINISHED,
    LessonRun,
    ScriptedOpponent,
    Status,
    opponent_for,
    play_line,
)

__all__ = [
    "FINISHED",
    "Condition",
    "ConditionKind",
    "Course",
    "ExportedLesson",
    "Goal",
    "Lesson",
    "LessonError",
    "LessonRun",
    "LessonTexts",
    "ScriptedOpponent",
    "Status",
    "Translation",
    "WrongMove",
    "check_lesson",
    "complete_position",
    "lesson_from_game",
    "load_course",
    "load_lesson",
    "missing_translations",
    "opponent_for",
    "parse_lesson",
    "play_line",
    "position_problems",
    "read_lesson_file",
]
