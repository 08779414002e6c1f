"""The replay: a game played again on the table, move by move or by itself at a chosen pace.

The position is drawn by the table's own scene (``TableScene``), so the cards move as they
moved in the game. Under the table, the move just made is told as the game log told it, with
its Why (``Replay.why``: the rule the move uses); beside it, the list of every move, where a
click jumps. The buttons go to the deal, one move back, play or pause, one move on and to the
end; a slider jumps anywhere; the arrow keys, Home, End and Space do the same. Close (or
Escape) closes the window.

Once the game is over both hands are shown at every step; in an unfinished game only what its
players could see (``Replay.open_seats``). "Continue from here" emits ``continue_requested``
with a new ``Match`` that starts at the shown position; "Make a Lesson…" writes the position
as a lesson file (``lessons.export``) that Learn > Open Lesson File plays.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from PySide6.QtCore import QEvent, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.messages import Message
from audatia_qt.engine.safe_io import printable
from audatia_qt.engine.session.atomic import atomic_write_text
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.audatia.board.faces import TableFaces
from audatia_qt.games.audatia.board.index import LegalIndex
from audatia_qt.games.audatia.board.panels import STYLE as TABLE_STYLE
from audatia_qt.games.audatia.board.panels import PreviewPanel
from audatia_qt.games.audatia.board.scene import TableScene
from audatia_qt.games.audatia.board.widget import (
    PREVIEW_WIDTH,
    SHOWN_PLAYS,
    TableView,
    fit_to_window,
)
from audatia_qt.games.audatia.decks.words import DeckWords
from audatia_qt.games.audatia.lessons.course import read_lesson_file
from audatia_qt.games.audatia.lessons.export import ExportedLesson, NoLesson, Say, lesson_from_game
from audatia_qt.games.audatia.lessons.model import LessonError
from audatia_qt.games.audatia.narrator.commentary import WHY, Commentator
from audatia_qt.games.audatia.narrator.plies import state_before
from audatia_qt.games.audatia.render import FaceCache
from audatia_qt.games.audatia.replay_view import replay_view
from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.shell.i18n.catalogs import LANGUAGES
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.i18n.render import CardWords, LanguageCatalogs, render
from audatia_qt.shell.plain import inform, plain_label, plain_tip, warn

#: The paces of "Play", in milliseconds a move, slowest first; the middle one is the default.
#: (Their labels are translated where they are shown, context "ReplayViewer".)
PACES: tuple[tuple[str, int], ...] = (
    (QT_TRANSLATE_NOOP("ReplayViewer", "Slow: 4 s a move"), 4000),
    (QT_TRANSLATE_NOOP("ReplayViewer", "Steady: 2 s a move"), 2000),
    (QT_TRANSLATE_NOOP("ReplayViewer", "Brisk: 1 s a move"), 1000),
)
DEFAULT_PACE = 1
#: The longest a move's cards take to travel, as a share of the pace (they land before the
#: next move starts).
ANIMATION_SHARE = 0.6
#: Why no lesson is made of a game in progress (``ReplayViewer.lesson_here``).
NOT_FINISHED = QT_TRANSLATE_NOOP(
    "ReplayViewer", "a lesson can be made once the game is over: its file holds every card"
)
#: The longest message of a lesson that could not be made, in characters.
MESSAGE_LIMIT = 300

STYLE = (
    TABLE_STYLE
    + """
QWidget#replayViewer { background-color: #1f4d31; }
QLabel#caption { color: #f3e6c4; font-weight: bold; padding: 4px 8px 0 8px; }
QLabel#why { color: #e8d9b0; font-style: italic; padding: 0 8px 4px 8px; }
QListWidget#moves {
    background-color: #fbf4e0; border: 1px solid #b08d4a; border-radius: 4px; color: #2e2416;
}
QListWidget#moves::item:selected { background-color: #7a1f1f; color: #f3e6c4; }
QWidget#replayControls QPushButton, QWidget#replayControls QComboBox {
    background-color: #f3e6c4; border: 1px solid #b08d4a; border-radius: 6px;
    padding: 5px 12px; color: #2e2416;
}
QWidget#replayControls QPushButton:disabled { color: #9a8b6c; }
"""
)


def lesson_speakers(decks: Iterable[DeckDef]) -> dict[str, Say]:
    """A lesson file's texts in every language the app speaks, whichever it speaks now: each
    language's catalogs loaded (not installed) and its cards named by the decks' translations,
    so an exported lesson carries a ``[translations.<code>]`` table for each."""
    played = tuple(decks)

    def speaker(code: str) -> Say:
        catalogs, cards = LanguageCatalogs(code), DeckWords(played, code)

        def say(message: Message) -> str:
            return catalogs.render(message, cards)

        return say

    return {code: speaker(code) for code in LANGUAGES}


class ReplayViewer(QWidget):
    """A game's replay on the table; "continue from here" hands a new match to the window."""

    continue_requested = Signal(object)
    """A new ``Match`` starting at the shown state."""

    def __init__(
        self,
        replay: Replay,
        cache: FaceCache,
        *,
        animation_ms: int = 250,
        art_roots: tuple[Path | None, Path | None] = (None, None),
        parent: QWidget | None = None,
        card_scale: float = 1.0,
        text_scale: float = 1.0,
        lesson_decks: Mapping[str, DeckDef],
    ) -> None:
        super().__init__(parent)
        self.lesson_decks = lesson_decks
        """The decks Learn > Open Lesson File reads a lesson with, by id: the installed ones,
        not the game's (a save from a friend may hold a deck this player does not have). A
        lesson is made only when they hold the game's decks."""
        self.text_scale = text_scale
        """Settings > Text size, as on the game's table."""
        self.replay = replay
        self.setObjectName("replayViewer")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.animation_ms = animation_ms
        config = replay.setup.config
        language = current_language()
        self.faces = TableFaces(cache, config, art_roots, language)
        self.commentator = Commentator(config)
        self.card_words: CardWords = DeckWords(config.decks, language)
        """Cards' names in the language the app speaks (the decks' translations)."""
        self.last_exported: Path | None = None

        # The moves name the fencers and cards as the save's decks give them: plain text.
        self.caption = plain_label(parent=self)
        self.caption.setObjectName("caption")
        self.caption.setWordWrap(True)
        self.why = plain_label(parent=self)
        self.why.setObjectName("why")
        self.why.setWordWrap(True)
        self.view = TableView(self)
        self.scene = TableScene(self.faces, self)
        # The cards' names a screen reader hears, in the decks' translations as on the table.
        self.scene.cards = self.card_words
        # Settings > Card size and Text size, as on the game's table.
        self.scene.hand_scale = card_scale
        self.scene.text_scale = text_scale
        self.view.setScene(self.scene)
        self.scene.card_hovered.connect(self._on_card_hovered)
        self.preview = PreviewPanel(self)
        self.moves = QListWidget(self)
        self.moves.setObjectName("moves")
        self.moves.setWordWrap(True)
        self.moves_caption = plain_label(parent=self)
        self.moves_caption.setObjectName("previewCaption")
        self._fill_moves()

        self.start_button = QPushButton("|◀", self)
        self.back_button = QPushButton("◀", self)
        self.play_button = QPushButton(self)
        self.play_button.setCheckable(True)
        self.forward_button = QPushButton("▶", self)
        self.end_button = QPushButton("▶|", self)
        for button in (
            self.start_button,
            self.back_button,
            self.play_button,
            self.forward_button,
            self.end_button,
        ):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, replay.length)
        self.pace = QComboBox(self)
        self.pace.addItems(["" for _label, _ms in PACES])
        self.pace.setCurrentIndex(DEFAULT_PACE)
        self.continue_button = QPushButton(self)
        self.lesson_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._on_tick)

        controls = QWidget(self)
        controls.setObjectName("replayControls")
        navigation = QHBoxLayout(controls)
        navigation.setContentsMargins(8, 4, 8, 6)
        for button in (self.start_button, self.back_button, self.play_button):
            navigation.addWidget(button)
        navigation.addWidget(self.forward_button)
        navigation.addWidget(self.end_button)
        navigation.addWidget(self.slider, 1)
        navigation.addWidget(self.pace)
        navigation.addWidget(self.continue_button)
        navigation.addWidget(self.lesson_button)
        navigation.addWidget(self.close_button)
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addWidget(self.caption)
        left.addWidget(self.why)
        left.addWidget(self.view, 1)
        left.addWidget(controls)
        self.sidebar = QWidget(self)
        side = QVBoxLayout(self.sidebar)
        side.setContentsMargins(6, 6, 6, 6)
        side.addWidget(self.preview, 5)
        side.addWidget(self.preview.caption, 1)
        side.addWidget(self.moves_caption)
        side.addWidget(self.moves, 4)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addLayout(left, 1)
        row.addWidget(self.sidebar)

        self.start_button.clicked.connect(self._on_start_clicked)
        self.back_button.clicked.connect(self._on_back_clicked)
        self.play_button.toggled.connect(self._on_play_toggled)
        self.forward_button.clicked.connect(self._on_forward_clicked)
        self.end_button.clicked.connect(self._on_end_clicked)
        self.slider.valueChanged.connect(self._on_slider_value_changed)
        self.moves.currentRowChanged.connect(self._on_move_selected)
        self.pace.currentIndexChanged.connect(self._on_pace_changed)
        self.continue_button.clicked.connect(self._on_continue_clicked)
        self.lesson_button.clicked.connect(self._on_lesson_clicked)
        self.close_button.clicked.connect(self.close)
        self.retranslate()
        self.view.relayout()
        self._show(animate=False)

    def retranslate(self) -> None:
        """The viewer's own words in the language the app speaks (the moves are the game
        log's)."""
        self.setWindowTitle(self.tr("Replay"))
        self.moves_caption.setText(self.tr("Moves"))
        for button, name, keys in (
            (self.start_button, self.tr("To the deal"), self.tr("Home")),
            (self.back_button, self.tr("One move back"), self.tr("Left")),
            (
                self.play_button,
                self.tr("Play the game on by itself, or pause it"),
                self.tr("Space"),
            ),
            (self.forward_button, self.tr("One move on"), self.tr("Right")),
            (self.end_button, self.tr("To the end"), self.tr("End")),
        ):
            button.setToolTip(self.tr("{what} ({keys})").format(what=name, keys=keys))
            button.setAccessibleName(name)
        self.slider.setAccessibleName(self.tr("Move"))
        for index, (label, _ms) in enumerate(PACES):
            self.pace.setItemText(index, self.tr(label))
        self.pace.setToolTip(
            self.tr("How long each move stays on the table while the replay plays")
        )
        self.pace.setAccessibleName(self.tr("Pace"))
        self.continue_button.setText(self.tr("Continue from Here"))
        self.continue_button.setToolTip(
            self.tr("Play on from this position, in a new game on the table: try another line")
        )
        self.lesson_button.setText(self.tr("Make a Lesson…"))
        self.lesson_button.setToolTip(
            self.tr(
                "Save this position as a lesson whose goal is the move made next in the game; "
                "play it with Learn > Open Lesson File"
            )
        )
        self.close_button.setText(self.tr("Close"))
        self.close_button.setToolTip(self.tr("Close the replay (Esc)"))
        self._sync_play_button()
        if self.moves.count():
            self.moves.item(0).setText(self.tr("0. The deal"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # The cards' faces and names, and the moves told again, in the new language.
            language = current_language()
            self.faces.set_language(language)
            self.card_words = DeckWords(self.faces.config.decks, language)
            self.scene.cards = self.card_words
            row = self.moves.currentRow()
            self.moves.blockSignals(True)
            self.moves.clear()
            self._fill_moves()
            self.moves.setCurrentRow(row)
            self.moves.blockSignals(False)
            self.retranslate()
            self._show(animate=False)
        super().changeEvent(event)

    # -- the moves in words ------------------------------------------------------------------

    def _fill_moves(self) -> None:
        """One item a move, as the game log told it, with its Why as the item's tool tip."""
        replay = self.replay
        readers = tuple(Seat(seat) for seat in replay.readers)
        self.moves.addItem(self.tr("0. The deal"))
        self._lines = [""]
        for index, ply in enumerate(replay.plies, start=1):
            before = state_before(replay.start, replay.plies, index - 1)
            told = self.commentator.tell(before, ply.action, ply.events, ply.state, readers)
            parts = (told.line, told.ending)
            line = " ".join(render(part, self.card_words) for part in parts if part is not None)
            self._lines.append(line)
            item = QListWidgetItem(f"{index}. {line}")
            why = replay.why(index)
            if why is not None:
                item.setToolTip(plain_tip(render(WHY.say(why=why), self.card_words)))
            self.moves.addItem(item)

    def line(self, index: int) -> str:
        """Move ``index`` (1-based) as the game log told it."""
        return self._lines[index]

    # -- navigation (also used by the tests) -------------------------------------------------

    def go_to(self, cursor: int, *, animate: bool = False) -> None:
        """Show the state after ``cursor`` plies (clamped to the game)."""
        self.replay.jump(max(0, min(cursor, self.replay.length)))
        self._show(animate=animate)

    def step(self) -> bool:
        """One move on, the cards moving; False at the end."""
        if self.replay.at_end:
            return False
        self.go_to(self.replay.cursor + 1, animate=True)
        return True

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def play(self) -> None:
        """Play the game on by itself at the chosen pace (from the deal again at the end)."""
        if self.replay.at_end:
            self.go_to(0)
        self.timer.start(PACES[self.pace.currentIndex()][1])
        self._sync_play_button()

    def pause(self) -> None:
        self.timer.stop()
        self._sync_play_button()

    def _on_tick(self) -> None:
        if not self.step() or self.replay.at_end:
            self.pause()

    def _on_play_toggled(self, checked: bool) -> None:
        if checked != self.playing:
            self.play() if checked else self.pause()

    def _on_pace_changed(self, index: int) -> None:
        if self.playing:
            self.timer.setInterval(PACES[index][1])

    def _sync_play_button(self) -> None:
        self.play_button.blockSignals(True)
        self.play_button.setChecked(self.playing)
        self.play_button.blockSignals(False)
        self.play_button.setText(self.tr("Pause") if self.playing else self.tr("Play"))
        self.play_button.setEnabled(self.replay.length > 0)

    def _on_start_clicked(self) -> None:
        self.pause()
        self.go_to(0)

    def _on_back_clicked(self) -> None:
        self.pause()
        self.go_to(self.replay.cursor - 1, animate=True)

    def _on_forward_clicked(self) -> None:
        self.pause()
        self.step()

    def _on_end_clicked(self) -> None:
        self.pause()
        self.go_to(self.replay.length)

    def _on_slider_value_changed(self, value: int) -> None:
        if value != self.replay.cursor:
            self.pause()
            self.go_to(value)

    def _on_move_selected(self, row: int) -> None:
        if row >= 0 and row != self.replay.cursor:
            self.pause()
            self.go_to(row)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Space:
            self.pause() if self.playing else self.play()
        elif key == Qt.Key.Key_Right:
            self._on_forward_clicked()
        elif key == Qt.Key.Key_Left:
            self._on_back_clicked()
        elif key == Qt.Key.Key_Home:
            self._on_start_clicked()
        elif key == Qt.Key.Key_End:
            self._on_end_clicked()
        elif key == Qt.Key.Key_Escape:
            # Reached from the list of moves and the slider too, which leave Escape to it.
            self.close()
        else:
            super().keyPressEvent(event)

    # -- leaving the replay ------------------------------------------------------------------

    def _on_continue_clicked(self) -> None:
        if self.replay.can_continue():
            self.pause()
            self.continue_requested.emit(self.replay.continue_from_here())

    def lesson_here(self) -> ExportedLesson:
        """The lesson of the shown position (``lessons.export``); raises ``ValueError`` or
        ``LessonError`` when none can be made here.

        Only of a finished game: a lesson file holds every card in its place (both hands, the
        decks in order) and the game's later moves, which the game in progress hides from its
        players (docs/trust.md, R-034)."""
        replay = self.replay
        if not replay.finished:
            raise ValueError(self.tr(NOT_FINISHED))
        decks = self.lesson_decks
        return lesson_from_game(
            replay.start,
            replay.plies,
            replay.cursor,
            decks,
            lesson_speakers(replay.setup.config.decks),
        )

    def export_lesson(self, path: Path) -> ExportedLesson:
        """Write the lesson of the shown position to ``path`` (whole or not at all), then open
        the written file as Learn > Open Lesson File opens it: raises ``LessonError`` when it
        does not open, so success is said only of a lesson that does."""
        lesson = self.lesson_here()
        atomic_write_text(path, lesson.toml)
        read_lesson_file(path, self.lesson_decks)
        self.last_exported = path
        return lesson

    def _on_lesson_clicked(self) -> None:
        self.pause()
        try:
            lesson = self.lesson_here()
        except LessonError as error:
            self._say_no_lesson(render(error.problems[0], self.card_words))
            return
        except NoLesson as error:
            self._say_no_lesson(render(error.message, self.card_words))
            return
        except ValueError as error:  # NOT_FINISHED, said in the viewer's language already
            self._say_no_lesson(str(error))
            return
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        chosen, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Make a Lesson"),
            str(Path(folder) / lesson.file_name),
            self.tr("Lessons (*.toml)"),
        )
        if not chosen:
            return
        try:
            self.export_lesson(Path(chosen))
        except LessonError as error:
            self._say_no_lesson(render(error.problems[0], self.card_words))
            return
        except OSError as error:
            self._say_no_lesson(
                self.tr("{file} could not be written: {error}").format(
                    file=Path(chosen).name, error=error.strerror
                )
            )
            return
        inform(
            self,
            self.tr("Lesson saved"),
            self.tr(
                "Saved \u201c{title}\u201d as {file}. Play it with Learn > Open Lesson File."
            ).format(title=lesson.title, file=Path(chosen).name),
        )

    def _say_no_lesson(self, reason: str) -> None:
        warn(
            self,
            self.tr("No lesson made"),
            self.tr("No lesson can be made here: {reason}").format(
                reason=printable(reason, MESSAGE_LIMIT)
            ),
        )

    # -- drawing ----------------------------------------------------------------------------

    def _show(self, *, animate: bool) -> None:
        replay = self.replay
        pace = PACES[self.pace.currentIndex()][1]
        self.scene.animation_ms = min(self.animation_ms, int(pace * ANIMATION_SHARE))
        self.scene.show_view(
            replay_view(replay),
            LegalIndex(),
            acting=False,
            animate=animate and self.animation_ms > 0,
        )
        cursor = replay.cursor
        if replay.at_start:
            self.caption.setText(
                self.tr("The deal (move 0 of {moves})").format(moves=replay.length)
            )
            self.why.setText("")
            self.preview.clear_card()
        else:
            self.caption.setText(
                self.tr("{number}. {move} (move {number} of {moves})").format(
                    number=cursor, move=self.line(cursor), moves=replay.length
                )
            )
            why = replay.why(cursor)
            self.why.setText(render(WHY.say(why=why), self.card_words) if why is not None else "")
            self._preview_last_play()
        self.why.setVisible(bool(self.why.text()))
        self.slider.blockSignals(True)
        self.slider.setValue(cursor)
        self.slider.blockSignals(False)
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(cursor)
        self.moves.blockSignals(False)
        self.start_button.setEnabled(not replay.at_start)
        self.back_button.setEnabled(not replay.at_start)
        self.forward_button.setEnabled(not replay.at_end)
        self.end_button.setEnabled(not replay.at_end)
        self.continue_button.setEnabled(replay.can_continue())
        self.lesson_button.setEnabled(replay.finished and not replay.at_end)
        if not replay.finished:
            reason = self.tr(NOT_FINISHED)
            self.lesson_button.setToolTip(plain_tip(f"{reason[0].upper()}{reason[1:]}."))
        self._sync_play_button()

    def _preview_last_play(self) -> None:
        """The card the move just made played, large, as the table shows it in a game; only
        a card the replay shows face up (a secret Posta stays secret)."""
        ply = self.replay.last_ply
        if ply is None:
            return
        shown = self.scene.shown_face_up()
        for event in reversed(ply.events):
            card = event.card
            if card is not None and event.kind in SHOWN_PLAYS and card in shown:
                dpr = self.devicePixelRatioF()
                self.preview.show_card(card, self.faces.large(card, PREVIEW_WIDTH, dpr))
                return

    def _on_card_hovered(self, card: int) -> None:
        self.preview.show_card(
            card, self.faces.large(card, PREVIEW_WIDTH, self.devicePixelRatioF())
        )

    def set_card_scale(self, scale: float) -> None:
        """Settings > Card size, changed while the replay is open: laid out again at once."""
        self.scene.hand_scale = scale
        self.view.relayout()

    def set_text_scale(self, scale: float) -> None:
        """Settings > Text size, changed while the replay is open: the side panel's words and
        the table's, at once."""
        self.text_scale = scale
        self.scene.text_scale = scale
        self._fit_text()
        self.view.relayout()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_text()

    def _fit_text(self) -> None:
        controls = self.findChild(QWidget, "replayControls")
        texts: list[QWidget] = [self.caption, self.why, self.moves, self.preview]
        texts.append(self.moves_caption)
        texts += controls.findChildren(QWidget) if controls is not None else []
        fit_to_window(self, self.sidebar, texts, narrowest=260, text_scale=self.text_scale)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.view.relayout()
        self.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        self.faces.stop_warming()
        super().closeEvent(event)
