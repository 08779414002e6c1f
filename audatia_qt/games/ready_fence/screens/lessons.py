"""Learn Ready...Fence!: the course window (the shell's ``CourseWindow``), its lessons played on
the real strip board.

The shell's window lists the lessons, marks those done (kept in the app's preferences under
Ready...Fence!'s own keys) and plays each beside a ``ReadyFenceBoard``, with the same drags, keys
and glowing places as a bout. What is Ready...Fence!'s own is here: its lesson table (a
``ReadyFenceTable`` the lesson follows: the lesson's moves for the opponent's seat), the
rulebook sections a lesson cites, its colours and its words ("bout").
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from audatia_qt.engine.session.owner import MatchOwner, Replacement
from audatia_qt.games.ready_fence.board.faces import CardFace
from audatia_qt.games.ready_fence.board.table import ReadyFenceTable
from audatia_qt.games.ready_fence.board.widget import ReadyFenceBoard
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.game import ReadyFenceGame
from audatia_qt.games.ready_fence.lessons.course import Course, citation_anchors
from audatia_qt.games.ready_fence.lessons.model import Lesson
from audatia_qt.games.ready_fence.lessons.runner import (
    LessonRun,
    ScriptedOpponent,
    lesson_match,
    opponent_for,
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

#: The settings group of Ready...Fence!'s lessons done (Audatia's course keeps "lessons/...").
PROGRESS_GROUP = "ready-fence-lessons"

#: The course in the strip's colours: the piste's grey-blue, the fencers' green and red.
STYLE = """
QWidget#rfCoursePage, QWidget#rfLessonPane { background-color: #e3e8ee; }
QLabel#rfCourseTitle, QLabel#rfLessonTitle, QLabel#rfCaption {
    color: #1f3b57; font-weight: bold;
}
QLabel#rfLessonText, QLabel#rfCourseIntro, QLabel#rfGoal { color: #1c2530; }
QLabel#rfGoal[met="true"] { color: #1e6b3a; }
QLabel#rfFeedback {
    color: #1c2530; background-color: #f5f7fa; border: 1px solid #8a9bb0; border-radius: 6px;
    padding: 6px;
}
QLabel#rfFeedback[mood="wrong"] { background-color: #f6d6d2; border-color: #b2222a; }
QLabel#rfFeedback[mood="done"] { background-color: #d3ead7; border-color: #1e6b3a; }
QListWidget#rfLessonList { background-color: #f5f7fa; color: #1c2530; border: 1px solid #8a9bb0; }
QListWidget#rfLessonList::item { padding: 8px 6px; border-bottom: 1px solid #d5dde6; }
QListWidget#rfLessonList::item:selected { background-color: #c9d8ea; color: #1c2530; }
QScrollArea#rfLessonScroll { border: none; background-color: transparent; }
QScrollArea#rfLessonScroll > QWidget > QWidget, QLabel#rfLessonText {
    background-color: transparent;
}
QPushButton {
    color: #1c2530; background-color: #f5f7fa; border: 1px solid #8a9bb0; border-radius: 6px;
    padding: 5px 12px;
}
QPushButton:hover { background-color: #dde8f5; }
QPushButton:disabled { color: #8a96a3; background-color: #e1e6ec; }
QPushButton#rfRuleButton { text-align: left; color: #1f3b57; }
"""


#: Ready...Fence!'s words in the course window.
WORDS = CourseWords(
    title=lambda: QCoreApplication.translate("ReadyFenceCourse", "Learn Ready...Fence!"),
    intro=lambda: QCoreApplication.translate(
        "ReadyFenceCourse",
        "Short lessons on the strip board, in the order a newcomer needs them: distance, "
        "weapon positions, a phrase, speed and stamina, the defences without cards, then "
        "a bout at each of the game's three levels. Drag the cards and your fencer as in "
        "a bout: what may be done glows, and a move the lesson does not want is refused "
        "before it is played, with the rule. {done} of {total} done.",
    ),
    failed=lambda: QCoreApplication.translate(
        "ReadyFenceCourse", "The bout ended before the lesson's goals were met: press Start again."
    ),
)

#: A lesson cites its sections of the rulebook, a button each.
CITATIONS = LessonCitations(
    sections=lambda lesson: lesson.cites, anchors=lambda lesson: citation_anchors(lesson)
)


class LessonTable(LessonFollowing, ReadyFenceTable):
    """The lesson's bout for the board: the lesson refuses a wrong move before it is played,
    and every ply played (the opponent's, chance's) ticks its goals."""

    def __init__(
        self,
        owner: MatchOwner,
        run: LessonRun,
        opponent: ScriptedOpponent,
        settings: BoardSettings,
    ) -> None:
        # The opponent's seat asks the lesson's script (then its bot).
        ReadyFenceTable.__init__(
            self, owner, lambda _name: opponent, settings, opponent.fallback.name
        )
        self.opponent = opponent
        self.follow_lesson(run)


def lesson_table(lesson: Lesson, run: LessonRun, settings: BoardSettings) -> LessonTable:
    """The match of ``lesson`` at its position, followed by a ``LessonTable``."""
    owner = MatchOwner(ReadyFenceGame())
    owner.replace(lesson_match(lesson), Replacement.POSITION)
    return LessonTable(owner, run, opponent_for(lesson), settings)


class CourseWindow(SharedCourseWindow[Lesson]):
    """The course: the list of lessons, and a lesson played on the strip board."""

    board: ReadyFenceBoard

    def __init__(
        self,
        course: Course,
        face: CardFace,
        words: BoardWords,
        progress: LessonProgress,
        settings: BoardSettings,
        language: Callable[[], str],
        open_rules: Callable[[str], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            course,
            ReadyFenceBoard(face, words),
            lesson_table,
            CITATIONS,
            WORDS,
            CourseLook("rf", STYLE),
            progress,
            settings,
            language,
            open_rules,
            parent,
        )
