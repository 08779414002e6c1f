"""A game's course window, for the games played on a ``BoardTable`` (Swordplay's,
Ready...Fence!'s): its lessons played on the game's real board.

The course page lists the lessons in order, marks those done (``LessonProgress``, kept in the
app's preferences under the game's own keys) and lets any be played again or reset. The lesson
page shows the lesson's words, the rulebook sections it teaches (a button each, opening the
rules reference there), its goals, and what a wrong move got wrong, beside the game's board,
which plays the lesson's position with the same drags, keys and glowing places as a game. The
board's match is the game's lesson table (a ``LessonFollowing``): before a move of the
learner's is played, the lesson may refuse it with its own words; every ply played ticks the
goals it meets.

What stays the game's: its board and its table, its lessons and where they cite the rulebook,
its colours (a style sheet over the object names ``CourseLook.prefix`` begins), and its own
words (``CourseWords``, in the game's catalog context, so each game says "fight" or "bout").
Every text from a lesson file is shown as plain text (``plain_label``), never as markup.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal, SignalInstance
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.lesson_course import Course
from audatia_qt.engine.lesson_runner import LessonRun, Status
from audatia_qt.engine.messages import Message
from audatia_qt.engine.session.owner import Change, ChangeKind
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.board_table import BoardTable
from audatia_qt.shell.highlights import HighlightStyle
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.lesson_progress import DONE_MARK, OPEN_MARK, LessonProgress
from audatia_qt.shell.plain import plain_label

PANE_WIDTH = 340


def paragraphs(text: str) -> str:
    """A lesson's text as plain paragraphs: each paragraph's lines joined, a blank line
    between paragraphs (the label shows plain text, never markup)."""
    parts = [" ".join(part.split()) for part in text.split("\n\n")]
    return "\n\n".join(part for part in parts if part)


class WindowLesson(Protocol):
    """What the window reads of a game's lesson."""

    @property
    def id(self) -> str: ...

    @property
    def order(self) -> int: ...

    @property
    def learner(self) -> int: ...

    @property
    def hints(self) -> Sequence[Any]: ...

    def texts(self, language: str) -> Any: ...


class LessonFollowing(BoardTable):
    """The lesson's side of a game's lesson table: the lesson refuses a wrong move before it is
    played, and every ply played (the other seats', chance's) ticks its goals.

    A game's lesson table is this and the game's own table (``class LessonTable(
    LessonFollowing, ReadyFenceTable)``): its ``__init__`` runs the game's table's, then
    ``follow_lesson``."""

    refused_by_lesson = Signal(str)
    goals_changed = Signal()
    status_changed = Signal(object)
    """The lesson is done or failed (a ``Status``), told once the learner is to move again or
    the game is over, so its last words speak of the board the learner sees."""

    run: LessonRun[Any]
    told_status: Status

    def follow_lesson(self, run: LessonRun[Any]) -> None:
        """Follow ``run``'s lesson from now on (called once the game's table is built)."""
        self.run = run
        self.told_status = Status.PLAYING

    def play(self, action: Any) -> None:
        refusal = self.run.refusal(action, self.legal())
        if refusal is not None:
            text = render(refusal) if isinstance(refusal, Message) else refusal
            self.refused_by_lesson.emit(text)
            return
        super().play(action)

    def _on_change(self, change: Change) -> None:
        if change.kind in (ChangeKind.PLAYED, ChangeKind.FINISHED):
            newly = [self.run.record(ply.action, ply.events, ply.state) for ply in change.plies]
            if any(newly):
                self.goals_changed.emit()
        super()._on_change(change)
        learner = self.run.lesson.learner
        settled = self.match.to_move() in (None, learner)
        if self.run.status is not self.told_status and settled:
            self.told_status = self.run.status
            self.status_changed.emit(self.run.status)


class LessonBoard(Protocol):
    """What the course window asks of a game's board widget (a ``QWidget``)."""

    hints_shown: bool

    @property
    def said(self) -> SignalInstance:
        """(str) a move the rules forbid, refused with the rule."""
        ...

    @property
    def prompt(self) -> QLabel: ...

    @property
    def new_game_button(self) -> QPushButton: ...

    @property
    def rematch_button(self) -> QPushButton: ...

    def set_scales(self, card_scale: float, text_scale: float) -> None: ...

    def set_animation_ms(self, ms: int) -> None: ...

    def set_highlight_style(self, style: HighlightStyle) -> None: ...

    def follow(self, table: Any) -> None: ...


@dataclass(frozen=True)
class CourseWords:
    """A game's own words in its course window, each read in the app's language now (each
    game's text stays in its own catalog context)."""

    title: Callable[[], str]
    """The window's and the course page's title ("Learn Swordplay: Arena")."""
    intro: Callable[[], str]
    """The course page's introduction, with ``{done}`` and ``{total}``."""
    failed: Callable[[], str]
    """The game ended before the lesson's goals were met."""


@dataclass(frozen=True)
class CourseLook:
    """A game's colours: its style sheet, over object names that begin with ``prefix``
    (``<prefix>CoursePage``, ``<prefix>LessonPane``, ``<prefix>CourseTitle``,
    ``<prefix>CourseIntro``, ``<prefix>LessonList``, ``<prefix>LessonTitle``,
    ``<prefix>LessonText``, ``<prefix>LessonScroll``, ``<prefix>RuleButton``,
    ``<prefix>Caption``, ``<prefix>Goal`` and ``<prefix>Feedback``)."""

    prefix: str
    style: str


@dataclass(frozen=True)
class LessonCitations:
    """Where a game's lesson cites its rulebook: the sections' names as the lesson's buttons
    say them, and the rules reference's anchor of each (None where it has none)."""

    sections: Callable[[Any], Sequence[str]]
    anchors: Callable[[Any], Sequence[str | None]]


L = TypeVar("L", bound=WindowLesson)


class CoursePage(QWidget):
    """The list of lessons, each marked when done; start one, reset one, or reset all."""

    lesson_chosen = Signal(str)

    def __init__(
        self,
        course: Course[Any],
        progress: LessonProgress,
        language: str,
        words: CourseWords,
        prefix: str,
    ) -> None:
        super().__init__()
        self.setObjectName(f"{prefix}CoursePage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.course = course
        self.progress = progress
        self.language = language
        self.words = words
        self.title = plain_label()
        self.title.setObjectName(f"{prefix}CourseTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        self.title.setFont(font)
        self.intro = plain_label()
        self.intro.setObjectName(f"{prefix}CourseIntro")
        self.intro.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName(f"{prefix}LessonList")
        font = self.list.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.list.setFont(font)
        self.list.itemActivated.connect(self._on_activated)
        self.list.currentRowChanged.connect(self._on_row_changed)
        self.problems = plain_label()  # quotes the lesson files
        self.problems.setWordWrap(True)
        self.start_button = QPushButton()
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._on_start)
        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self._on_reset)
        self.reset_all_button = QPushButton()
        self.reset_all_button.clicked.connect(self._on_reset_all)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addStretch(1)
        buttons.addWidget(self.reset_button)
        buttons.addWidget(self.reset_all_button)
        column = QVBoxLayout()
        column.setContentsMargins(40, 28, 40, 28)
        column.setSpacing(12)
        column.addWidget(self.title)
        column.addWidget(self.intro)
        column.addWidget(self.list, 1)
        column.addWidget(self.problems)
        column.addLayout(buttons)
        row = QHBoxLayout(self)
        row.addStretch(1)
        row.addLayout(column, 6)
        row.addStretch(1)
        self.refresh()
        self.list.setCurrentRow(self.first_open_row())

    def first_open_row(self) -> int:
        for row, lesson in enumerate(self.course.lessons):
            if not self.progress.is_done(lesson.id):
                return row
        return max(0, len(self.course.lessons) - 1)

    def refresh(self) -> None:
        """Each lesson with its mark, and how many are done, in the page's language."""
        self.title.setText(self.words.title())
        self.reset_button.setText(QCoreApplication.translate("CourseWindow", "Reset this lesson"))
        self.reset_all_button.setText(
            QCoreApplication.translate("CourseWindow", "Reset all progress")
        )
        problems = " ".join(render(problem) for problem in self.course.problems)
        self.problems.setText(
            QCoreApplication.translate(
                "CourseWindow", "Some lessons could not be used: {problems}"
            ).format(problems=problems)
            if problems
            else ""
        )
        self.problems.setVisible(bool(problems))
        current = self.list.currentRow()
        self.list.clear()
        for lesson in self.course.lessons:
            done = self.progress.is_done(lesson.id)
            words = lesson.texts(self.language)
            mark = DONE_MARK if done else OPEN_MARK
            item = QListWidgetItem(f"{mark}  {lesson.order}. {words.title}\n      {words.summary}")
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            item.setToolTip(
                QCoreApplication.translate("CourseWindow", "Done: play it again any time")
                if done
                else QCoreApplication.translate("CourseWindow", "Not done yet")
            )
            self.list.addItem(item)
        if 0 <= current < self.list.count():
            self.list.setCurrentRow(current)
        count = sum(self.progress.is_done(lesson.id) for lesson in self.course.lessons)
        self.intro.setText(self.words.intro().format(done=count, total=len(self.course.lessons)))
        self._on_row_changed(self.list.currentRow())

    def chosen_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def _on_row_changed(self, _row: int) -> None:
        lesson_id = self.chosen_id()
        done = lesson_id is not None and self.progress.is_done(lesson_id)
        self.start_button.setEnabled(lesson_id is not None)
        self.reset_button.setEnabled(done)
        self.start_button.setText(
            QCoreApplication.translate("CourseWindow", "Play it again")
            if done
            else QCoreApplication.translate("CourseWindow", "Start the lesson")
        )

    def _on_activated(self, item: QListWidgetItem) -> None:
        self.lesson_chosen.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def _on_start(self) -> None:
        lesson_id = self.chosen_id()
        if lesson_id is not None:
            self.lesson_chosen.emit(lesson_id)

    def _on_reset(self) -> None:
        lesson_id = self.chosen_id()
        if lesson_id is not None:
            self.progress.reset(lesson_id)
            self.refresh()

    def _on_reset_all(self) -> None:
        self.progress.reset_all()
        self.refresh()


class LessonPane(QWidget):
    """The lesson's side of the page: words, the rules it cites, goals, feedback, the way on."""

    rule_chosen = Signal(int)
    """The learner asked for the lesson's cited section of this number (from 0)."""

    def __init__(self, prefix: str, sections: Callable[[Any], Sequence[str]]) -> None:
        super().__init__()
        self.prefix = prefix
        self.sections = sections
        self.setObjectName(f"{prefix}LessonPane")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFixedWidth(PANE_WIDTH)
        self.title = plain_label()  # the lesson file's title
        self.title.setObjectName(f"{prefix}LessonTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        self.title.setFont(font)
        self.text = plain_label()  # the lesson file's text
        self.text.setObjectName(f"{prefix}LessonText")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = QScrollArea()
        scroll.setObjectName(f"{prefix}LessonScroll")
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.text)
        self.rules_box = QVBoxLayout()
        self.rules_box.setSpacing(4)
        self.rule_buttons: list[QPushButton] = []
        self.caption = plain_label()
        self.caption.setObjectName(f"{prefix}Caption")
        self.goals_box = QVBoxLayout()
        self.goal_labels: list[QLabel] = []
        self.feedback = plain_label()
        self.feedback.setObjectName(f"{prefix}Feedback")
        self.feedback.setWordWrap(True)
        self.hint_button = QPushButton()
        self.restart_button = QPushButton()
        self.course_button = QPushButton()
        self.next_button = QPushButton()
        first = QHBoxLayout()
        first.addWidget(self.hint_button)
        first.addWidget(self.restart_button)
        second = QHBoxLayout()
        second.addWidget(self.course_button)
        second.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.addWidget(self.title)
        layout.addLayout(self.rules_box)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.caption)
        layout.addLayout(self.goals_box)
        layout.addWidget(self.feedback)
        layout.addLayout(first)
        layout.addLayout(second)

    def retranslate(self) -> None:
        self.caption.setText(QCoreApplication.translate("CourseWindow", "Goals"))
        self.hint_button.setText(QCoreApplication.translate("CourseWindow", "Hint"))
        self.restart_button.setText(QCoreApplication.translate("CourseWindow", "Start &again"))
        self.course_button.setText(QCoreApplication.translate("CourseWindow", "&All lessons"))
        self.next_button.setText(QCoreApplication.translate("CourseWindow", "&Next lesson"))

    def show_lesson(self, lesson: Any, total: int, language: str, met: list[bool]) -> None:
        words = lesson.texts(language)
        self.title.setText(
            QCoreApplication.translate(
                "CourseWindow", "Lesson {number} of {total}: {title}"
            ).format(number=lesson.order, total=total, title=words.title)
        )
        while self.rule_buttons:
            button = self.rule_buttons.pop()
            self.rules_box.removeWidget(button)
            # Hidden now: deleted only once the event loop turns, it would show till then.
            button.hide()
            button.deleteLater()
        for number, section in enumerate(self.sections(lesson)):
            # The section's name from the file: a button's text is plain (no mnemonic markup).
            button = QPushButton(
                QCoreApplication.translate("CourseWindow", "Rulebook: {section}").format(
                    section=section.replace("&", "&&")
                )
            )
            button.setObjectName(f"{self.prefix}RuleButton")
            button.clicked.connect(lambda _checked=False, at=number: self.rule_chosen.emit(at))
            self.rules_box.addWidget(button)
            self.rule_buttons.append(button)
        self.text.setText(paragraphs(words.text))
        while self.goal_labels:
            label = self.goal_labels.pop()
            self.goals_box.removeWidget(label)
            # Hidden now: deleted only once the event loop turns, it would show till then.
            label.hide()
            label.deleteLater()
        for goal, done in zip(words.goals, met, strict=True):
            label = plain_label(f"{DONE_MARK if done else OPEN_MARK}  {goal}")  # the file's goal
            label.setObjectName(f"{self.prefix}Goal")
            label.setWordWrap(True)
            label.setProperty("met", "true" if done else "false")
            self.goals_box.addWidget(label)
            self.goal_labels.append(label)
        self.hint_button.setEnabled(bool(lesson.hints))

    def say(self, text: str, mood: str = "") -> None:
        self.feedback.setText(paragraphs(text))
        self.feedback.setProperty("mood", mood)
        self.feedback.style().unpolish(self.feedback)
        self.feedback.style().polish(self.feedback)


class CourseWindow(QMainWindow, Generic[L]):
    """The course: the list of lessons, and a lesson played on the game's board."""

    lesson_done = Signal(str)

    def __init__(
        self,
        course: Course[Any],
        board: LessonBoard,
        lesson_table: Callable[[L, LessonRun[Any], BoardSettings], LessonFollowing],
        citations: LessonCitations,
        words: CourseWords,
        look: CourseLook,
        progress: LessonProgress,
        settings: BoardSettings,
        language: Callable[[], str],
        open_rules: Callable[[str], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.course = course
        self.progress = progress
        self.language = language
        self.open_rules = open_rules
        self.words = words
        self._lesson_table = lesson_table
        self._citations = citations
        # The other seats' moves are the lesson's script: no Why line would be true of them.
        self.settings = BoardSettings(
            animation_ms=settings.animation_ms,
            ai_delay_ms=settings.ai_delay_ms,
            threaded_ai=settings.threaded_ai,
            hints=False,
            explain_moves=False,
            card_scale=settings.card_scale,
            text_scale=settings.text_scale,
            highlight_style=settings.highlight_style,
        )
        self.setStyleSheet(look.style)
        self.resize(1280, 800)
        self.table: LessonFollowing | None = None
        self.run: LessonRun[Any] | None = None
        self.hints_shown = 0
        self.course_page = CoursePage(course, progress, language(), words, look.prefix)
        self.course_page.lesson_chosen.connect(self.open_lesson)
        self.pane = LessonPane(look.prefix, citations.sections)
        self.pane.hint_button.clicked.connect(self.show_hint)
        self.pane.restart_button.clicked.connect(self.restart)
        self.pane.course_button.clicked.connect(self.show_course)
        self.pane.next_button.clicked.connect(self.next_lesson)
        self.pane.rule_chosen.connect(self.open_cited_rule)
        self.board: LessonBoard = board
        board.hints_shown = False
        board.set_scales(settings.card_scale, settings.text_scale)
        board.set_highlight_style(settings.highlight_style)
        board.set_animation_ms(settings.animation_ms)
        # A lesson ends in its pane, not in a new game: the board's New Game buttons stay away.
        board.new_game_button.setEnabled(False)
        board.rematch_button.setEnabled(False)
        # A move the rules forbid snaps back with the rule: the lesson's pane says it too.
        board.said.connect(self._on_rule_refused)
        assert isinstance(board, QWidget)
        lesson_page = QWidget()
        row = QHBoxLayout(lesson_page)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.pane)
        row.addWidget(board, 1)
        self.lesson_page: QWidget = lesson_page
        self.pages: QStackedWidget = QStackedWidget()
        self.pages.addWidget(self.course_page)
        self.pages.addWidget(lesson_page)
        self.setCentralWidget(self.pages)
        self.retranslate()

    @property
    def lesson(self) -> L | None:
        return None if self.run is None else self.run.lesson

    def retranslate(self) -> None:
        self.setWindowTitle(self.words.title())
        self.course_page.language = self.language()
        self.course_page.refresh()
        self.pane.retranslate()
        if self.run is not None:
            self.run.language = self.language()
            self.pane.show_lesson(
                self.run.lesson, len(self.course.lessons), self.language(), self.run.met
            )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_course(self) -> None:
        self.course_page.refresh()
        self.pages.setCurrentWidget(self.course_page)

    def open_lesson(self, lesson_id: str) -> LessonFollowing | None:
        """Play the course's lesson ``lesson_id`` from its start on the board."""
        lesson = self.course.get(lesson_id)
        if lesson is None:
            return None
        run: LessonRun[Any] = LessonRun(lesson, self.language())
        table = self._lesson_table(lesson, run, self.settings)
        table.refused_by_lesson.connect(self._on_refused)
        table.goals_changed.connect(self._on_goals_changed)
        table.status_changed.connect(self._on_status_changed)
        table.action_applied.connect(self._on_played)
        self.run, self.table = run, table
        self.hints_shown = 0
        self.pane.show_lesson(lesson, len(self.course.lessons), self.language(), run.met)
        self.pane.next_button.setEnabled(self.course.after(lesson) is not None)
        self.pane.say(
            QCoreApplication.translate("CourseWindow", "Read the lesson, then play on the board.")
        )
        self.pages.setCurrentWidget(self.lesson_page)
        self.board.follow(table)
        return table

    def restart(self) -> None:
        lesson = self.lesson
        if lesson is not None:
            self.open_lesson(lesson.id)

    def next_lesson(self) -> None:
        lesson = self.lesson
        following = None if lesson is None else self.course.after(lesson)
        if following is None:
            self.show_course()
        else:
            self.open_lesson(following.id)

    def show_hint(self) -> str:
        lesson = self.lesson
        if lesson is None or not lesson.hints:
            return ""
        number = min(self.hints_shown, len(lesson.hints) - 1)
        self.hints_shown = number + 1
        hint: str = lesson.texts(self.language()).hints[number]
        said = QCoreApplication.translate("CourseWindow", "Hint {number} of {total}: {hint}")
        self.pane.say(said.format(number=number + 1, total=len(lesson.hints), hint=hint))
        return hint

    def open_cited_rule(self, number: int = 0) -> object:
        """The rules reference at the lesson's cited section ``number`` (from 0)."""
        lesson = self.lesson
        if lesson is None:
            return None
        anchors = self._citations.anchors(lesson)
        if not 0 <= number < len(anchors):
            return None
        return self.open_rules(anchors[number] or "")

    def _on_refused(self, text: str) -> None:
        self.pane.say(text, "wrong")
        self.board.prompt.setText(text)

    def _on_rule_refused(self, text: str) -> None:
        """The board refused a move the rules forbid: the rule, and a try again."""
        if self.run is not None and self.run.status is Status.PLAYING:
            self.pane.say(text, "wrong")

    def _on_played(self) -> None:
        if self.run is not None and self.run.status is Status.PLAYING:
            self.pane.say(
                QCoreApplication.translate("CourseWindow", "Good. Watch the board, and go on.")
            )

    def _on_goals_changed(self) -> None:
        run = self.run
        if run is not None:
            self.pane.show_lesson(run.lesson, len(self.course.lessons), self.language(), run.met)

    def _on_status_changed(self, status: Status) -> None:
        run = self.run
        if run is None:
            return
        lesson = run.lesson
        if status is Status.DONE:
            self.progress.mark_done(lesson.id)
            done = lesson.texts(self.language()).done
            self.pane.say(
                QCoreApplication.translate("CourseWindow", "Lesson complete. {done}").format(
                    done=done
                ),
                "done",
            )
            way_on = self.pane.next_button
            (way_on if way_on.isEnabled() else self.pane.course_button).setFocus()
            self.lesson_done.emit(lesson.id)
        elif status is Status.FAILED:
            self.pane.say(self.words.failed(), "wrong")

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.table is not None:
            self.table.close()
        super().closeEvent(event)
