"""Learn Swordplay: Arena: the course window (the shell's ``CourseWindow``), its lessons played
on the real arena board.

The shell's window lists the lessons, marks those done (kept in the app's preferences under
Swordplay's own keys) and plays each beside a ``SwordplayBoard``, with the same drags, keys and
glowing places as a game. What is Swordplay's own is here: its lesson table (a
``SwordplayTable`` the lesson follows: the lesson's moves for the other heroes' seats), the
rulebook section a lesson cites, its colours and its words ("fight").
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from audatia_qt.engine.session.owner import MatchOwner, Replacement
from audatia_qt.games.swordplay.board.faces import FacePixmaps
from audatia_qt.games.swordplay.board.table import SwordplayTable
from audatia_qt.games.swordplay.board.widget import SwordplayBoard
from audatia_qt.games.swordplay.board.words import BoardWords
from audatia_qt.games.swordplay.game import SwordplayGame
from audatia_qt.games.swordplay.lessons.course import Course, citation_anchor
from audatia_qt.games.swordplay.lessons.model import Lesson
from audatia_qt.games.swordplay.lessons.runner import (
    LessonRun,
    ScriptedHeroes,
    heroes_for,
    lesson_match,
)
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.course_window import (
    CourseLook,
    CourseWords,
    LessonCitations,
    LessonFollowing,
)
from audatia_qt.shell.course_window import CourseWindow as SharedCourseWindow
from audatia_qt.shell.lesson_progress import LessonProgress

#: The settings group of Swordplay's lessons done (Audatia's course keeps "lessons/...").
PROGRESS_GROUP = "swordplay-lessons"

STYLE = """
QWidget#spCoursePage, QWidget#spLessonPane { background-color: #e9dcbb; }
QLabel#spCourseTitle, QLabel#spLessonTitle { color: #4a2a10; font-weight: bold; }
QLabel#spLessonText, QLabel#spCourseIntro, QLabel#spGoal { color: #281e14; }
QLabel#spGoal[met="true"] { color: #2f6b45; }
QLabel#spFeedback {
    color: #281e14; background-color: #f4ead0; border: 1px solid #b0946a; border-radius: 6px;
    padding: 6px;
}
QLabel#spFeedback[mood="wrong"] { background-color: #f6d2a8; border-color: #b0662a; }
QLabel#spFeedback[mood="done"] { background-color: #cfe6c4; border-color: #2f6b45; }
QListWidget#spLessonList { background-color: #f7efd9; color: #281e14; border: 1px solid #b0946a; }
QListWidget#spLessonList::item { padding: 8px 6px; border-bottom: 1px solid #e2d3ad; }
QListWidget#spLessonList::item:selected { background-color: #dcc48e; color: #281e14; }
QScrollArea#spLessonScroll { border: none; background-color: transparent; }
QScrollArea#spLessonScroll > QWidget > QWidget, QLabel#spLessonText {
    background-color: transparent;
}
QPushButton {
    color: #281e14; background-color: #f7efd9; border: 1px solid #b0946a; border-radius: 6px;
    padding: 5px 12px;
}
QPushButton:hover { background-color: #ffe9a8; }
QPushButton:disabled { color: #9a8c6c; background-color: #e4d6b4; }
"""


#: Swordplay's words in the course window.
WORDS = CourseWords(
    title=lambda: QCoreApplication.translate("SwordplayCourse", "Learn Swordplay: Arena"),
    intro=lambda: QCoreApplication.translate(
        "SwordplayCourse",
        "Short lessons on the arena board, one rule each, in the order a newcomer needs "
        "them. Drag the cards as in a fight: the places a card may go glow, and a move "
        "the lesson does not want is refused before it is played. {done} of {total} done.",
    ),
    failed=lambda: QCoreApplication.translate(
        "SwordplayCourse", "The fight ended before the lesson's goals were met: press Start again."
    ),
)

#: A lesson cites one section of the rulebook.
CITATIONS = LessonCitations(
    sections=lambda lesson: (lesson.cites,), anchors=lambda lesson: (citation_anchor(lesson),)
)


class LessonTable(LessonFollowing, SwordplayTable):
    """The lesson's match for the board: the lesson refuses a wrong move before it is played,
    and every ply played (the other heroes', the monster's, the die's) ticks its goals."""

    def __init__(
        self,
        owner: MatchOwner,
        run: LessonRun,
        heroes: ScriptedHeroes,
        settings: BoardSettings,
    ) -> None:
        # Every other hero's seat asks the lesson's script (then its bot).
        SwordplayTable.__init__(self, owner, lambda _name: heroes, settings, heroes.fallback.name)
        self.heroes = heroes
        self.follow_lesson(run)


def lesson_table(lesson: Lesson, run: LessonRun, settings: BoardSettings) -> LessonTable:
    """The match of ``lesson`` at its position, followed by a ``LessonTable``."""
    owner = MatchOwner(SwordplayGame())
    owner.replace(lesson_match(lesson), Replacement.POSITION)
    return LessonTable(owner, run, heroes_for(lesson), settings)


class CourseWindow(SharedCourseWindow[Lesson]):
    """The course: the list of lessons, and a lesson played on the arena board."""

    board: SwordplayBoard

    def __init__(
        self,
        course: Course,
        faces: FacePixmaps,
        words: BoardWords,
        progress: LessonProgress,
        settings: BoardSettings,
        language: Callable[[], str],
        open_rules: Callable[[str], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            course,
            SwordplayBoard(faces, words),
            lesson_table,
            CITATIONS,
            WORDS,
            CourseLook("sp", STYLE),
            progress,
            settings,
            language,
            open_rules,
            parent,
        )
