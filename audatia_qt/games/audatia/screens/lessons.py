"""Learn Audatia: the course window, its lessons played on the real table (issue 17).

The window has two pages. The course page lists the lessons in order, marks those done (kept in
the app's preferences) and lets any of them be replayed or reset. The lesson page shows the
lesson's words, its goals with a box each, the hints and what a wrong move got wrong, beside a
``TableWidget`` that plays the lesson's position with the same gestures and glowing places as
a game. ``LessonPlay`` ties one attempt to the table: the controller asks it before each of the
learner's moves (a wrong move is refused with the lesson's message, before it is played), every
move played is recorded to tick the goals, and the opponent is the lesson's script.

Nothing here changes a game in progress: the course has its own table, and a lesson is never
autosaved (its match starts at a position, not at a deal).

The window speaks the app's language (issue 21): its own words through the "learn" catalog,
the lesson's texts from the lesson file's translations (``Lesson.texts``). The language is the
app's ``i18n.language.Language`` (its ``code``), given to the window; on ``LanguageChange``
the window says everything again, the lesson being played included, in the new language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.messages import Message
from audatia_qt.engine.resources import bundled_lesson_paths
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import MatchOwner, Replacement
from audatia_qt.games.audatia.board.controller import TableController, TableSettings
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.game import AudatiaGame
from audatia_qt.games.audatia.lessons import (
    Course,
    Lesson,
    LessonRun,
    LessonTexts,
    ScriptedOpponent,
    Status,
    load_course,
    opponent_for,
)
from audatia_qt.games.audatia.narrator.commentary import outcome_line, seat_names
from audatia_qt.games.audatia.policy.factory import AudatiaBot
from audatia_qt.games.audatia.render import FaceCache, default_art_root
from audatia_qt.games.audatia.rules import Action, Outcome, Seat
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.screens.fonts import serif
from audatia_qt.games.audatia.screens.new_game import DeckChoice
from audatia_qt.shell.i18n.catalogs import SOURCE_LANGUAGE
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.lesson_progress import DONE_MARK, OPEN_MARK
from audatia_qt.shell.lesson_progress import LessonProgress as LessonProgress
from audatia_qt.shell.plain import plain_label

# LessonProgress is the shell's (every game's course keeps its progress there); Audatia's keys
# are the default group's, "lessons/done/<id>" and "lessons/offered", as before.


def window_title() -> str:
    return QCoreApplication.translate("CourseWindow", "Learn Audatia")


#: The lesson pane's width beside the table.
PANE_WIDTH = 330

STYLE = """
QWidget#coursePage, QWidget#lessonPane { background-color: #f3e6c4; }
QLabel#courseTitle, QLabel#lessonTitle { color: #5a1414; }
QLabel#courseIntro, QLabel#lessonText { color: #2e2416; }
QLabel#courseProblems { color: #8a2a10; }
QLabel#goalsCaption { color: #6b4e1f; }
QLabel#goal { color: #2e2416; }
QLabel#goal[met="true"] { color: #2f6b45; }
QLabel#lessonFeedback {
    color: #2e2416; background-color: #ead9ac; border: 1px solid #b08d4a; border-radius: 6px;
    padding: 6px;
}
QLabel#lessonFeedback[mood="wrong"] { background-color: #f6d2a8; border-color: #b0662a; }
QLabel#lessonFeedback[mood="done"] { background-color: #cfe6c4; border-color: #2f6b45; }
QLabel#lessonFeedback[mood="failed"] { background-color: #f0c0b0; border-color: #8a2a10; }
QListWidget#lessonList {
    background-color: #fbf3dc; color: #2e2416; border: 1px solid #b08d4a;
}
QLabel#lessonEntry { color: #2e2416; background-color: transparent; }
QListWidget#lessonList::item:selected { background-color: #e2c98a; color: #2e2416; }
QPushButton {
    color: #2e2416; background-color: #f8efd6; border: 1px solid #b08d4a; border-radius: 6px;
    padding: 5px 12px;
}
QPushButton:hover { background-color: #ffe9a8; }
QPushButton:disabled { color: #9a8c6c; background-color: #ece0c0; }
QScrollArea#lessonScroll { border: none; background-color: transparent; }
QWidget#lessonScrollBody { background-color: transparent; }
"""


def language_code(language: Language | None) -> str:
    """The code of the language the app speaks now; English without a ``Language``."""
    return SOURCE_LANGUAGE if language is None else language.code


def load_bundled_course(decks: Mapping[str, DeckDef]) -> Course:
    """The course from the bundled lesson files (``resources.lessons_dir``)."""
    return load_course(bundled_lesson_paths(), decks)


def paragraphs(text: str) -> str:
    """Plain lesson text as rich text: a blank line starts a new paragraph."""
    parts = [" ".join(part.split()) for part in text.split("\n\n")]
    return "".join(f"<p>{escape(part, quote=False)}</p>" for part in parts if part)


class LessonPlay(QObject):
    """One attempt at a lesson on ``table``: its run, its opponent, and the table's controller."""

    goals_changed = Signal(object)
    """The goals met, a tuple of bools in the lesson's order."""
    move_refused = Signal(str)
    """A wrong move was refused: the lesson's message."""
    status_changed = Signal(object)
    """The lesson is done or has failed (a ``lessons.Status``), told once the opponent has
    answered the last move (the learner is to move again, or the game is over), so that the
    lesson's last words may speak of the table as the learner sees it."""
    move_played = Signal()
    """The learner's move was accepted and played (before the goals it met are told)."""

    def __init__(
        self,
        lesson: Lesson,
        table: TableWidget,
        art_roots: tuple[Path | None, Path | None] = (None, None),
        parent: QObject | None = None,
        language: str = SOURCE_LANGUAGE,
    ) -> None:
        super().__init__(parent)
        self.lesson = lesson
        self.table = table
        self.art_roots = art_roots
        self.run = LessonRun(lesson, language)
        self.opponent: ScriptedOpponent = opponent_for(lesson)
        self.controller: TableController | None = None
        self.refused: tuple[Action, Message | str] | None = None
        """The last move refused and why (a lesson's wrong move, or the program's words)."""
        self.told = Status.PLAYING
        """The status last told (``status_changed``): the run's, once the opponent answered."""

    def start(self) -> TableController:
        """Put the lesson's position on the table and start watching the moves."""
        lesson = self.lesson
        players = [SeatKind.COMPUTER, SeatKind.COMPUTER]
        players[lesson.seat] = SeatKind.HUMAN
        setup = MatchSetup(AUDATIA, lesson.config, (players[0], players[1]))
        # The lesson's position is the match its owner holds; every move goes through it.
        owner = MatchOwner(AudatiaGame())
        owner.replace(Match.from_position(setup, lesson.start), Replacement.POSITION)
        self.table.settings.hints = lesson.table_hints
        controller = self.table.start(owner, self._opponent_for, self.art_roots)
        controller.move_check = self._check
        controller.action_applied.connect(self._on_action_applied)
        self.controller = controller
        self.table.refresh_hints()
        # The table's log opens with the deal's seed, which means nothing in a lesson.
        self.table.log.clear_log()
        title = lesson.texts(self.run.language).title
        self.table.log.add([self.tr("Lesson: {title}.").format(title=title)], emphasis=True)
        return controller

    def _opponent_for(self, _seat: Seat) -> AudatiaBot:
        """The table's bot factory: the one computer seat is the lesson's opponent."""
        return self.opponent

    @property
    def names(self) -> tuple[str, str]:
        return seat_names(self.lesson.config)

    def _check(self, action: Action) -> str | None:
        controller = self.controller
        legal = () if controller is None else controller.match.legal_actions()
        refusal = self.run.refusal(action, legal)
        if refusal is None:
            return None
        self.refused = (action, refusal)
        message = render(refusal)
        self.move_refused.emit(message)
        return message

    def _on_action_applied(self, action: Action) -> None:
        controller = self.controller
        if controller is None or not controller.match.plies:
            return
        ply = controller.match.plies[-1]
        if ply.action.seat is self.lesson.seat:
            self.move_played.emit()
        newly = self.run.record(ply.action, ply.events, ply.state)
        if newly:
            self.goals_changed.emit(tuple(self.run.met))
        settled = ply.state.to_move in (None, self.lesson.seat)
        if self.run.status is not self.told and settled:
            self.told = self.run.status
            self.status_changed.emit(self.run.status)

    def outcome_text(self) -> str:
        """The end of the game in words, or "" while it goes on."""
        controller = self.controller
        outcome: Outcome | None = None if controller is None else controller.match.outcome()
        if outcome is None:
            return ""
        return render(outcome_line(self.names, outcome.winner, outcome.reason))


class CoursePage(QWidget):
    """The list of lessons, each marked when done; start one, reset one, or reset all."""

    lesson_chosen = Signal(str)

    def __init__(
        self,
        course: Course,
        progress: LessonProgress,
        parent: QWidget | None = None,
        language: str = SOURCE_LANGUAGE,
    ):
        super().__init__(parent)
        self.setObjectName("coursePage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.course = course
        self.progress = progress
        self.language = language
        """The language the lessons' texts are shown in (the window sets it)."""
        self.title = plain_label()
        title = self.title
        title.setObjectName("courseTitle")
        title.setFont(serif(34, bold=True))
        self.intro = plain_label()
        self.intro.setObjectName("courseIntro")
        self.intro.setFont(serif(16))
        self.intro.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("lessonList")
        self.list.itemActivated.connect(self._on_item_activated)
        self.list.currentRowChanged.connect(self._on_row_changed)
        self.problems = plain_label()  # quotes the lesson files
        self.problems.setObjectName("courseProblems")
        self.problems.setWordWrap(True)
        self.problems.setVisible(bool(course.problems))
        self.start_button = QPushButton()
        self.start_button.setObjectName("startLesson")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._on_start_clicked)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetLesson")
        self.reset_button.clicked.connect(self._on_reset_clicked)
        self.reset_all_button = QPushButton()
        self.reset_all_button.setObjectName("resetAll")
        self.reset_all_button.clicked.connect(self._on_reset_all_clicked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addStretch(1)
        buttons.addWidget(self.reset_button)
        buttons.addWidget(self.reset_all_button)
        column = QVBoxLayout()
        column.setContentsMargins(40, 28, 40, 28)
        column.setSpacing(12)
        column.addWidget(title)
        column.addWidget(self.intro)
        column.addWidget(self.list, 1)
        column.addWidget(self.problems)
        column.addLayout(buttons)
        row = QHBoxLayout(self)
        row.addStretch(1)
        row.addLayout(column, 6)
        row.addStretch(1)
        self.refresh()
        if course.lessons:
            self.list.setCurrentRow(self.first_open_row())

    def first_open_row(self) -> int:
        """The first lesson not done yet (the last one when all are done)."""
        for row, lesson in enumerate(self.course.lessons):
            if not self.progress.is_done(lesson.id):
                return row
        return max(0, len(self.course.lessons) - 1)

    def refresh(self) -> None:
        """Show each lesson with its mark, and how many are done (in the page's language)."""
        self.title.setText(self.tr("Learn Audatia"))
        if self.course.problems:
            self.problems.setText(
                self.tr("Some lessons could not be used: {problems}").format(
                    problems=" ".join(render(problem) for problem in self.course.problems)
                )
            )
        self.reset_button.setText(self.tr("Reset this lesson"))
        self.reset_all_button.setText(self.tr("Reset all progress"))
        current = self.list.currentRow()
        self.list.clear()
        for lesson in self.course.lessons:
            done = self.progress.is_done(lesson.id)
            mark = DONE_MARK if done else OPEN_MARK
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            item.setToolTip(
                self.tr("Done: play it again any time") if done else self.tr("Not done yet")
            )
            words = lesson.texts(self.language)
            # The words are a label (a list item's own text is one elided line).
            label = QLabel(
                f"{mark}&nbsp;&nbsp;<b>{lesson.order}. {escape(words.title)}</b><br>"
                f"<i>{escape(words.summary)}</i>"
            )
            label.setObjectName("lessonEntry")
            label.setFont(serif(17))
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setContentsMargins(10, 6, 10, 6)
            item.setSizeHint(label.sizeHint())
            self.list.addItem(item)
            self.list.setItemWidget(item, label)
        if 0 <= current < self.list.count():
            self.list.setCurrentRow(current)
        count = sum(self.progress.is_done(lesson.id) for lesson in self.course.lessons)
        total = len(self.course.lessons)
        self.intro.setText(
            self.tr(
                "Short lessons on the table, one idea each, in the order a fencer learns them. "
                "Each gives you a position and a goal; the table glows and refuses as in a "
                "game. {done} of {total} done."
            ).format(done=count, total=total)
        )
        self._on_row_changed(self.list.currentRow())

    def entry_text(self, row: int) -> str:
        """The words of the lesson in ``row``, as the list shows them."""
        label = self.list.itemWidget(self.list.item(row))
        return label.text() if isinstance(label, QLabel) else ""

    def chosen_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def _on_row_changed(self, _row: int) -> None:
        lesson_id = self.chosen_id()
        self.start_button.setEnabled(lesson_id is not None)
        self.reset_button.setEnabled(lesson_id is not None and self.progress.is_done(lesson_id))
        again = lesson_id is not None and self.progress.is_done(lesson_id)
        self.start_button.setText(
            self.tr("Play it again") if again else self.tr("Start the lesson")
        )

    def _on_item_activated(self, item: QListWidgetItem) -> None:
        self.lesson_chosen.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def _on_start_clicked(self) -> None:
        lesson_id = self.chosen_id()
        if lesson_id is not None:
            self.lesson_chosen.emit(lesson_id)

    def _on_reset_clicked(self) -> None:
        lesson_id = self.chosen_id()
        if lesson_id is not None:
            self.progress.reset(lesson_id)
            self.refresh()

    def _on_reset_all_clicked(self) -> None:
        self.progress.reset_all()
        self.refresh()


class LessonPane(QWidget):
    """The lesson's side of the page: words, goals, feedback, hints and the way on."""

    hint_requested = Signal()
    restart_requested = Signal()
    next_requested = Signal()
    course_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPane")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFixedWidth(PANE_WIDTH)
        self.title = plain_label()  # the lesson file's title
        self.title.setObjectName("lessonTitle")
        self.title.setFont(serif(22, bold=True))
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setObjectName("lessonText")
        self.text.setFont(serif(15))
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        body = QWidget()
        body.setObjectName("lessonScrollBody")
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 6, 0)
        body_layout.addWidget(self.text)
        body_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("lessonScroll")
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        self.text_scroll = scroll
        caption = plain_label()
        self.caption = caption
        caption.setObjectName("goalsCaption")
        caption.setFont(serif(17, bold=True))
        self.goals_box = QVBoxLayout()
        self.goals_box.setSpacing(4)
        self.goal_labels: list[QLabel] = []
        self.feedback = QLabel()
        self.feedback.setObjectName("lessonFeedback")
        self.feedback.setFont(serif(15))
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.RichText)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("lessonHint")
        self.hint_button.clicked.connect(self.hint_requested.emit)
        self.restart_button = QPushButton()
        self.restart_button.setObjectName("lessonRestart")
        self.restart_button.clicked.connect(self.restart_requested.emit)
        self.course_button = QPushButton()
        self.course_button.setObjectName("lessonCourse")
        self.course_button.clicked.connect(self.course_requested.emit)
        self.next_button = QPushButton()
        self.next_button.setObjectName("lessonNext")
        self.next_button.clicked.connect(self.next_requested.emit)
        first_row = QHBoxLayout()
        first_row.addWidget(self.hint_button)
        first_row.addWidget(self.restart_button)
        second_row = QHBoxLayout()
        second_row.addWidget(self.course_button)
        second_row.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(scroll, 1)
        layout.addWidget(caption)
        layout.addLayout(self.goals_box)
        layout.addWidget(self.feedback)
        layout.addLayout(first_row)
        layout.addLayout(second_row)
        self.retranslate()

    def retranslate(self) -> None:
        """The pane's own words, in the language the app speaks now."""
        self.caption.setText(self.tr("Goals"))
        self.hint_button.setText(self.tr("Hint"))
        self.restart_button.setText(self.tr("Start &again"))
        self.course_button.setText(self.tr("&All lessons"))
        self.next_button.setText(self.tr("&Next lesson"))

    def show_lesson(self, lesson: Lesson, total: int | None, language: str) -> None:
        """Show ``lesson`` in ``language``: lesson ``order`` of the course's ``total``, or
        (None) a lesson read from a file, outside the course."""
        words = lesson.texts(language)
        if total is None:
            title = self.tr("A lesson from a file: {title}").format(title=words.title)
        else:
            title = self.tr("Lesson {number} of {total}: {title}").format(
                number=lesson.order, total=total, title=words.title
            )
        self.title.setText(title)
        self.text.setText(paragraphs(words.text))
        self.text_scroll.verticalScrollBar().setValue(0)
        for label in self.goal_labels:
            self.goals_box.removeWidget(label)
            label.deleteLater()
        self.goal_labels = []
        for _goal in lesson.goals:
            label = plain_label()  # the lesson file's goal
            label.setObjectName("goal")
            label.setFont(serif(15))
            label.setWordWrap(True)
            self.goals_box.addWidget(label)
            self.goal_labels.append(label)
        self.set_goals(words, (False,) * len(lesson.goals))
        self.hint_button.setEnabled(bool(lesson.hints))

    def set_goals(self, words: LessonTexts, met: tuple[bool, ...]) -> None:
        """Tick the goals met; ``words`` are the lesson's texts in the language shown."""
        for label, goal, done in zip(self.goal_labels, words.goals, met, strict=True):
            label.setText(f"{DONE_MARK if done else OPEN_MARK}  {goal}")
            label.setProperty("met", "true" if done else "false")
            label.style().unpolish(label)
            label.style().polish(label)

    def say(self, text: str, mood: str = "") -> None:
        """Show feedback: ``mood`` is "", "wrong", "done" or "failed" (its colour)."""
        self.feedback.setText(paragraphs(text))
        self.feedback.setProperty("mood", mood)
        self.feedback.style().unpolish(self.feedback)
        self.feedback.style().polish(self.feedback)


class CourseWindow(QMainWindow):
    """The course: the list of lessons, and a lesson played on its own table."""

    lesson_done = Signal(str)
    """A lesson's goals were all met (its id); the progress is already kept."""

    def __init__(
        self,
        course: Course,
        cache: FaceCache,
        progress: LessonProgress,
        *,
        settings: TableSettings | None = None,
        art_roots: Mapping[str, Path | None] | None = None,
        parent: QWidget | None = None,
        language: Language | None = None,
    ) -> None:
        super().__init__(parent)
        self.language = language
        """The app's language (``i18n.language.Language``); English when none is given."""
        self.setWindowTitle(window_title())
        self.setStyleSheet(STYLE)
        self.resize(1280, 800)
        self.course = course
        self.progress = progress
        self.art_roots = dict(art_roots or {})
        base = settings or TableSettings()
        # The opponent's moves are the lesson's script: a "Why:" line would invent a reason.
        self.table_settings = TableSettings(
            animation_ms=base.animation_ms,
            ai_delay_ms=base.ai_delay_ms,
            threaded_ai=base.threaded_ai,
            hints=False,
            explain_moves=False,
        )
        self.play: LessonPlay | None = None
        self.hints_shown = 0
        self._feedback: Callable[[], tuple[str, str]] = lambda: ("", "")
        """The feedback shown, said again in the language of the moment: (text, mood)."""
        self._before_refusal: Callable[[], tuple[str, str]] | None = None
        """The feedback a refusal covered, shown again once a move is accepted."""
        self.course_page = CoursePage(course, progress, language=self.code)
        self.course_page.lesson_chosen.connect(self.open_lesson)
        self.pane = LessonPane()
        self.pane.hint_requested.connect(self.show_hint)
        self.pane.restart_requested.connect(self.restart)
        self.pane.next_requested.connect(self.next_lesson)
        self.pane.course_requested.connect(self.show_course)
        self.table = TableWidget(cache, self.table_settings)
        self.table.shows_end_dialog = False
        lesson_page = QWidget()
        row = QHBoxLayout(lesson_page)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.pane)
        row.addWidget(self.table, 1)
        self.lesson_page = lesson_page
        self.pages = QStackedWidget()
        self.pages.addWidget(self.course_page)
        self.pages.addWidget(lesson_page)
        self.setCentralWidget(self.pages)

    @property
    def lesson(self) -> Lesson | None:
        return None if self.play is None else self.play.lesson

    @property
    def code(self) -> str:
        """The code of the language the window speaks now."""
        return language_code(self.language)

    def words(self) -> LessonTexts | None:
        """The lesson's texts in the window's language."""
        lesson = self.lesson
        return None if lesson is None else lesson.texts(self.code)

    # -- language -----------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Say everything again in the app's language now: the window's words, the course,
        and the lesson being played (its texts, the goals met, the last feedback)."""
        code = self.code
        self.setWindowTitle(window_title())
        self.course_page.language = code
        self.course_page.refresh()
        self.pane.retranslate()
        play = self.play
        if play is None:
            return
        play.run.language = code
        lesson = play.lesson
        self.pane.show_lesson(lesson, self._total(lesson), code)
        self.pane.set_goals(lesson.texts(code), tuple(play.run.met))
        self._say_again()

    def _total(self, lesson: Lesson) -> int | None:
        """The course's length for a lesson of the course; None for one read from a file."""
        return len(self.course.lessons) if self.course.get(lesson.id) == lesson else None

    def _say(self, feedback: Callable[[], tuple[str, str]], *, refusal: bool = False) -> None:
        """Show the feedback ``feedback`` makes, and keep it to say again in another
        language. A ``refusal`` keeps what it covers, to come back when a move is accepted."""
        if refusal:
            if self._before_refusal is None:
                self._before_refusal = self._feedback
        else:
            self._before_refusal = None
        self._feedback = feedback
        self._say_again()

    def _on_move_played(self) -> None:
        """An accepted move takes the refusal away: what it covered is shown again."""
        covered = self._before_refusal
        if covered is not None:
            self._say(covered)

    def _say_again(self) -> None:
        text, mood = self._feedback()
        self.pane.say(text, mood)

    # -- moving between lessons -----------------------------------------------------------------

    def show_course(self) -> None:
        """Back to the list of lessons (the lesson's table is stopped)."""
        self.table.stop()
        self.course_page.refresh()
        self.pages.setCurrentWidget(self.course_page)

    def open_lesson(self, lesson_id: str) -> LessonPlay | None:
        """Play the course's lesson ``lesson_id`` from its start."""
        lesson = self.course.get(lesson_id)
        return None if lesson is None else self.play_lesson(lesson)

    def play_lesson(self, lesson: Lesson) -> LessonPlay:
        """Play ``lesson`` from its start: one of the course's, or one read from a file
        (Learn > Open Lesson File), which is played the same way and kept done by its id."""
        if self.play is not None:
            self.play.deleteLater()
        roots = tuple(self.art_roots.get(deck.id) for deck in lesson.config.decks)
        play = LessonPlay(lesson, self.table, (roots[0], roots[1]), self, self.code)
        play.goals_changed.connect(self._on_goals_changed)
        play.move_refused.connect(self._on_move_refused)
        play.status_changed.connect(self._on_status_changed)
        play.move_played.connect(self._on_move_played)
        self.play = play
        self.hints_shown = 0
        self.pane.show_lesson(lesson, self._total(lesson), self.code)
        first = lesson.start.to_move
        opponent = seat_names(lesson.config)[lesson.opponent_seat]

        def opening() -> tuple[str, str]:
            if first is lesson.seat:
                return self.tr("Read the lesson, then play on the table."), ""
            watch = self.tr("Read the lesson, and watch {fencer} move on the table.")
            return watch.format(fencer=opponent), ""

        self._say(opening)
        self.pane.next_button.setEnabled(self.course.after(lesson) is not None)
        self.pages.setCurrentWidget(self.lesson_page)
        play.start()
        return play

    def restart(self) -> None:
        """Start the lesson again from its position."""
        lesson = self.lesson
        if lesson is not None:
            self.play_lesson(lesson)

    def next_lesson(self) -> None:
        lesson = self.lesson
        following = None if lesson is None else self.course.after(lesson)
        if following is None:
            self.show_course()
        else:
            self.open_lesson(following.id)

    def show_hint(self) -> str:
        """The lesson's next hint (the last one again once all are shown)."""
        lesson = self.lesson
        if lesson is None or not lesson.hints:
            return ""
        number = min(self.hints_shown, len(lesson.hints) - 1)
        self.hints_shown = number + 1

        def hint() -> tuple[str, str]:
            said = self.tr("Hint {number} of {total}: {hint}")
            text = lesson.texts(self.code).hints[number]
            return said.format(number=number + 1, total=len(lesson.hints), hint=text), ""

        self._say(hint)
        return lesson.texts(self.code).hints[number]

    # -- what the lesson says ------------------------------------------------------------------

    def _on_goals_changed(self, met: tuple[bool, ...]) -> None:
        lesson = self.lesson
        if lesson is not None:
            self.pane.set_goals(lesson.texts(self.code), met)
            if not all(met):
                self._say(lambda: (self.tr("Good. On to the next goal."), ""))

    def _on_move_refused(self, _message: str) -> None:
        play = self.play
        if play is None or play.refused is None:
            return
        action, said = play.refused

        def refused() -> tuple[str, str]:
            # In the language of the moment: the lesson's own message, or the program's.
            if isinstance(said, Message):
                return render(said), "wrong"
            return play.lesson.texts(self.code).wrong_moves[action], "wrong"

        self._say(refused, refusal=True)

    def _on_status_changed(self, status: Status) -> None:
        play = self.play
        if play is None:
            return
        lesson = play.lesson
        if status is Status.DONE:
            self.progress.mark_done(lesson.id)

            def complete() -> tuple[str, str]:
                done = lesson.texts(self.code).done
                return self.tr("Lesson complete. {done}").format(done=done), "done"

            self._say(complete)
            # The keys go on to what comes next: Enter or Space takes the next lesson.
            way_on = self.pane.next_button
            (way_on if way_on.isEnabled() else self.pane.course_button).setFocus()
            self.lesson_done.emit(lesson.id)
        elif status is Status.FAILED:

            def failed() -> tuple[str, str]:
                said = self.tr(
                    "{ending} The bout ended before the lesson's goals were met: press Start "
                    "again and try another way."
                )
                return said.format(ending=play.outcome_text()), "failed"

            self._say(failed)
            self.pane.restart_button.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.dispose()
        super().closeEvent(event)


class CourseOffer(QMessageBox):
    """The question at a first start: open the course, or not now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.learn_button = self.addButton("", QMessageBox.ButtonRole.AcceptRole)
        self.later_button = self.addButton("", QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.learn_button)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(window_title())
        self.setText(self.tr("New to Audatia?"))
        self.setInformativeText(
            self.tr(
                "The course teaches the game in short lessons played on the table, from the "
                "first blow to a whole game. You can open it any time from the Learn menu."
            )
        )
        self.learn_button.setText(self.tr("Open the Course"))
        self.later_button.setText(self.tr("Not Now"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @property
    def chose_course(self) -> bool:
        return self.clickedButton() is self.learn_button


def offer_course(
    parent: QWidget, progress: LessonProgress, accepted: Callable[[], object]
) -> CourseOffer | None:
    """At a first start, ask once (window-modal, not blocking) whether to open the course;
    ``accepted`` runs if the person says yes. None when it was offered before: the offer is
    remembered as soon as it is made, whatever the answer."""
    if progress.offered:
        return None
    progress.offered = True
    offer = CourseOffer(parent)
    offer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    offer.finished.connect(lambda _result: offer.chose_course and accepted())
    offer.open()
    return offer


def course_window_for(
    decks: Sequence[DeckChoice],
    cache: FaceCache,
    progress: LessonProgress,
    settings: TableSettings | None,
    parent: QWidget | None = None,
    language: Language | None = None,
) -> CourseWindow:
    """The course over the bundled lessons, for the window's decks (with their card art)."""
    definitions = {choice.definition.id: choice.definition for choice in decks}
    roots = {
        choice.definition.id: None if choice.path is None else default_art_root(choice.path)
        for choice in decks
    }
    window = CourseWindow(
        load_bundled_course(definitions),
        cache,
        progress,
        settings=settings,
        art_roots=roots,
        parent=parent,
        language=language,
    )
    window.setWindowFlag(Qt.WindowType.Window, True)
    return window
