"""Learn Ready...Fence!: the course window, its lessons played on the real strip board.

The course page lists the lessons in order, marks those done (the shell's ``LessonProgress``,
kept in the app's preferences under Ready...Fence!'s own keys) and lets any be played again or
reset. The lesson page shows the lesson's words, the rulebook sections it teaches (a button each,
opening the rules reference there), its goals, and what a wrong move got wrong, beside a
``ReadyFenceBoard`` that plays the lesson's position with the same drags, keys and glowing
places as a bout. The board's match is a ``LessonTable``: before a move of the learner's is
played, the lesson may refuse it with its own words; every ply played ticks the goals it meets.

Every text from a lesson file is shown as plain text (``plain_label``), never as markup.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
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

from audatia_qt.engine.messages import Message
from audatia_qt.engine.session.owner import Change, ChangeKind, MatchOwner, Replacement
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
    Status,
    lesson_match,
    opponent_for,
)
from audatia_qt.games.ready_fence.rules import Action
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.lesson_progress import DONE_MARK, OPEN_MARK, LessonProgress
from audatia_qt.shell.plain import plain_label

#: The settings group of Ready...Fence!'s lessons done (Audatia's course keeps "lessons/...").
PROGRESS_GROUP = "ready-fence-lessons"
PANE_WIDTH = 340

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


def tr(text: str) -> str:
    """The course window's own words (context "ReadyFenceCourse"), in the app's language."""
    return QCoreApplication.translate("ReadyFenceCourse", text)


def paragraphs(text: str) -> str:
    """A lesson's text as plain paragraphs: each paragraph's lines joined, a blank line
    between paragraphs (the label shows plain text, never markup)."""
    parts = [" ".join(part.split()) for part in text.split("\n\n")]
    return "\n\n".join(part for part in parts if part)


class LessonTable(ReadyFenceTable):
    """The lesson's match for the board: the lesson refuses a wrong move before it is played,
    and every ply played (the opponent's, chance's) ticks its goals."""

    refused_by_lesson = Signal(str)
    goals_changed = Signal()
    status_changed = Signal(object)
    """The lesson is done or failed (a ``Status``), told once the learner is to move again or
    the game is over, so its last words speak of the board the learner sees."""

    def __init__(
        self,
        owner: MatchOwner,
        run: LessonRun,
        opponent: ScriptedOpponent,
        settings: BoardSettings,
    ) -> None:
        # The opponent's seat asks the lesson's script (then its bot).
        super().__init__(owner, lambda _name: opponent, settings, opponent.fallback.name)
        self.run = run
        self.opponent = opponent
        self.told_status = Status.PLAYING

    def play(self, action: Action) -> None:
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


def lesson_table(lesson: Lesson, run: LessonRun, settings: BoardSettings) -> LessonTable:
    """The match of ``lesson`` at its position, followed by a ``LessonTable``."""
    owner = MatchOwner(ReadyFenceGame())
    owner.replace(lesson_match(lesson), Replacement.POSITION)
    return LessonTable(owner, run, opponent_for(lesson), settings)


class CoursePage(QWidget):
    """The list of lessons, each marked when done; start one, reset one, or reset all."""

    lesson_chosen = Signal(str)

    def __init__(self, course: Course, progress: LessonProgress, language: str) -> None:
        super().__init__()
        self.setObjectName("rfCoursePage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.course = course
        self.progress = progress
        self.language = language
        self.title = plain_label()
        self.title.setObjectName("rfCourseTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        self.title.setFont(font)
        self.intro = plain_label()
        self.intro.setObjectName("rfCourseIntro")
        self.intro.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("rfLessonList")
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
        self.title.setText(tr("Learn Ready...Fence!"))
        self.reset_button.setText(tr("Reset this lesson"))
        self.reset_all_button.setText(tr("Reset all progress"))
        problems = " ".join(render(problem) for problem in self.course.problems)
        self.problems.setText(
            tr("Some lessons could not be used: {problems}").format(problems=problems)
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
            item.setToolTip(tr("Done: play it again any time") if done else tr("Not done yet"))
            self.list.addItem(item)
        if 0 <= current < self.list.count():
            self.list.setCurrentRow(current)
        count = sum(self.progress.is_done(lesson.id) for lesson in self.course.lessons)
        self.intro.setText(
            tr(
                "Short lessons on the strip board, in the order a newcomer needs them: distance, "
                "weapon positions, a phrase, speed and stamina, the defences without cards, then "
                "a bout at each of the game's three levels. Drag the cards and your fencer as in "
                "a bout: what may be done glows, and a move the lesson does not want is refused "
                "before it is played, with the rule. {done} of {total} done."
            ).format(done=count, total=len(self.course.lessons))
        )
        self._on_row_changed(self.list.currentRow())

    def chosen_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def _on_row_changed(self, _row: int) -> None:
        lesson_id = self.chosen_id()
        done = lesson_id is not None and self.progress.is_done(lesson_id)
        self.start_button.setEnabled(lesson_id is not None)
        self.reset_button.setEnabled(done)
        self.start_button.setText(tr("Play it again") if done else tr("Start the lesson"))

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

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("rfLessonPane")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFixedWidth(PANE_WIDTH)
        self.title = plain_label()  # the lesson file's title
        self.title.setObjectName("rfLessonTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        self.title.setFont(font)
        self.text = plain_label()  # the lesson file's text
        self.text.setObjectName("rfLessonText")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = QScrollArea()
        scroll.setObjectName("rfLessonScroll")
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.text)
        self.rules_box = QVBoxLayout()
        self.rules_box.setSpacing(4)
        self.rule_buttons: list[QPushButton] = []
        self.caption = plain_label()
        self.caption.setObjectName("rfCaption")
        self.goals_box = QVBoxLayout()
        self.goal_labels: list[QLabel] = []
        self.feedback = plain_label()
        self.feedback.setObjectName("rfFeedback")
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
        self.caption.setText(tr("Goals"))
        self.hint_button.setText(tr("Hint"))
        self.restart_button.setText(tr("Start &again"))
        self.course_button.setText(tr("&All lessons"))
        self.next_button.setText(tr("&Next lesson"))

    def show_lesson(self, lesson: Lesson, total: int, language: str, met: list[bool]) -> None:
        words = lesson.texts(language)
        self.title.setText(
            tr("Lesson {number} of {total}: {title}").format(
                number=lesson.order, total=total, title=words.title
            )
        )
        while self.rule_buttons:
            button = self.rule_buttons.pop()
            self.rules_box.removeWidget(button)
            # Hidden now: deleted only once the event loop turns, it would show till then.
            button.hide()
            button.deleteLater()
        for number, section in enumerate(lesson.cites):
            # The section's name from the file: a button's text is plain (no mnemonic markup).
            button = QPushButton(
                tr("Rulebook: {section}").format(section=section.replace("&", "&&"))
            )
            button.setObjectName("rfRuleButton")
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
            label.setObjectName("rfGoal")
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


class CourseWindow(QMainWindow):
    """The course: the list of lessons, and a lesson played on the strip board."""

    lesson_done = Signal(str)

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
        super().__init__(parent)
        self.course = course
        self.progress = progress
        self.language = language
        self.open_rules = open_rules
        # The opponent's moves are the lesson's script: no Why line would be true of them.
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
        self.setStyleSheet(STYLE)
        self.resize(1280, 800)
        self.table: LessonTable | None = None
        self.run: LessonRun | None = None
        self.hints_shown = 0
        self.course_page = CoursePage(course, progress, language())
        self.course_page.lesson_chosen.connect(self.open_lesson)
        self.pane = LessonPane()
        self.pane.hint_button.clicked.connect(self.show_hint)
        self.pane.restart_button.clicked.connect(self.restart)
        self.pane.course_button.clicked.connect(self.show_course)
        self.pane.next_button.clicked.connect(self.next_lesson)
        self.pane.rule_chosen.connect(self.open_cited_rule)
        self.board = ReadyFenceBoard(face, words)
        self.board.hints_shown = False
        self.board.set_scales(settings.card_scale, settings.text_scale)
        self.board.set_highlight_style(settings.highlight_style)
        self.board.set_animation_ms(settings.animation_ms)
        # A lesson ends in its pane, not in a new game: the board's New Game buttons stay away.
        self.board.new_game_button.setEnabled(False)
        self.board.rematch_button.setEnabled(False)
        # A move the rules forbid snaps back with the rule: the lesson's pane says it too.
        self.board.said.connect(self._on_rule_refused)
        lesson_page = QWidget()
        row = QHBoxLayout(lesson_page)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.pane)
        row.addWidget(self.board, 1)
        self.lesson_page = lesson_page
        self.pages = QStackedWidget()
        self.pages.addWidget(self.course_page)
        self.pages.addWidget(lesson_page)
        self.setCentralWidget(self.pages)
        self.retranslate()

    @property
    def lesson(self) -> Lesson | None:
        return None if self.run is None else self.run.lesson

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Learn Ready...Fence!"))
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

    def open_lesson(self, lesson_id: str) -> LessonTable | None:
        """Play the course's lesson ``lesson_id`` from its start on the board."""
        lesson = self.course.get(lesson_id)
        if lesson is None:
            return None
        run = LessonRun(lesson, self.language())
        table = lesson_table(lesson, run, self.settings)
        table.refused_by_lesson.connect(self._on_refused)
        table.goals_changed.connect(self._on_goals_changed)
        table.status_changed.connect(self._on_status_changed)
        table.action_applied.connect(self._on_played)
        self.run, self.table = run, table
        self.hints_shown = 0
        self.pane.show_lesson(lesson, len(self.course.lessons), self.language(), run.met)
        self.pane.next_button.setEnabled(self.course.after(lesson) is not None)
        self.pane.say(tr("Read the lesson, then play on the board."))
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
        hint = lesson.texts(self.language()).hints[number]
        said = tr("Hint {number} of {total}: {hint}")
        self.pane.say(said.format(number=number + 1, total=len(lesson.hints), hint=hint))
        return hint

    def open_cited_rule(self, number: int = 0) -> object:
        """The rules reference at the lesson's cited section ``number`` (from 0)."""
        lesson = self.lesson
        if lesson is None or not 0 <= number < len(lesson.cites):
            return None
        return self.open_rules(citation_anchors(lesson)[number] or "")

    def _on_refused(self, text: str) -> None:
        self.pane.say(text, "wrong")
        self.board.prompt.setText(text)

    def _on_rule_refused(self, text: str) -> None:
        """The board refused a move the rules forbid: the rule, and a try again."""
        if self.run is not None and self.run.status is Status.PLAYING:
            self.pane.say(text, "wrong")

    def _on_played(self) -> None:
        if self.run is not None and self.run.status is Status.PLAYING:
            self.pane.say(tr("Good. Watch the board, and go on."))

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
            self.pane.say(tr("Lesson complete. {done}").format(done=done), "done")
            way_on = self.pane.next_button
            (way_on if way_on.isEnabled() else self.pane.course_button).setFocus()
            self.lesson_done.emit(lesson.id)
        elif status is Status.FAILED:
            self.pane.say(
                tr("The bout ended before the lesson's goals were met: press Start again."),
                "wrong",
            )

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.table is not None:
            self.table.close()
        super().closeEvent(event)
