"""The replay window's frame, for any game: a game played again, move by move or by itself at a
chosen pace.

Under the board, the move just made is told with its Why; beside it, the list of every move,
where a click jumps. The buttons go to the deal, one move back, play or pause, one move on and
to the end; a slider jumps anywhere; the arrow keys, Home, End and Space do the same. Close (or
Escape) closes the window. "Continue from here" emits ``continue_requested`` with a new
``Match`` that starts at the shown position (the window hands it to its ``MatchOwner``).

The frame knows no game. The moves are told by the game's narrator (``GameEntry.narrator``,
through ``Replay``) unless a game tells them its own way; the board is the game's: a game's
replay window is a ``ReplayFrame`` whose ``make_board`` gives the board widget and whose
``draw_step`` draws the replay's shown step on it (Audatia's: ``screens/replay_viewer.py``).
With no board the frame shows the moves in words alone.

The frame's texts keep the translation context they were first translated under, the replay
window's ("ReplayViewer"), so the catalogs did not change when the frame left Audatia's folder.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.messages import Message
from audatia_qt.engine.narration import Mood
from audatia_qt.engine.session.replay import Replay
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.plain import plain_label, plain_tip

#: The paces of "Play", in milliseconds a move, slowest first; the middle one is the default.
#: (Their labels are translated where they are shown, context "ReplayViewer".)
PACES: tuple[tuple[str, int], ...] = (
    (QT_TRANSLATE_NOOP("ReplayViewer", "Slow: 4 s a move"), 4000),
    (QT_TRANSLATE_NOOP("ReplayViewer", "Steady: 2 s a move"), 2000),
    (QT_TRANSLATE_NOOP("ReplayViewer", "Brisk: 1 s a move"), 1000),
)
DEFAULT_PACE = 1


class ReplayFrame(QWidget):
    """A game's replay: the moves in words, the step controls, and the game's board."""

    continue_requested = Signal(object)
    """A new ``Match`` starting at the shown state."""

    def __init__(self, replay: Replay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # The moves name the players as the game's words give them: plain text.
        self.caption = plain_label(parent=self)
        self.caption.setObjectName("caption")
        self.caption.setWordWrap(True)
        self.why = plain_label(parent=self)
        self.why.setObjectName("why")
        self.why.setWordWrap(True)
        self.moves = QListWidget(self)
        self.moves.setObjectName("moves")
        self.moves.setWordWrap(True)
        self.moves_caption = plain_label(parent=self)
        self.moves_caption.setObjectName("previewCaption")
        self._lines: list[str] = [""]

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
        self.close_button = QPushButton(self)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._on_tick)

        board = self.make_board()
        self.controls = QWidget(self)
        self.controls.setObjectName("replayControls")
        navigation = QHBoxLayout(self.controls)
        navigation.setContentsMargins(8, 4, 8, 6)
        for button in (self.start_button, self.back_button, self.play_button):
            navigation.addWidget(button)
        navigation.addWidget(self.forward_button)
        navigation.addWidget(self.end_button)
        navigation.addWidget(self.slider, 1)
        navigation.addWidget(self.pace)
        navigation.addWidget(self.continue_button)
        for button in self.game_buttons():
            navigation.addWidget(button)
        navigation.addWidget(self.close_button)
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addWidget(self.caption)
        left.addWidget(self.why)
        if board is not None:
            left.addWidget(board, 1)
        else:
            left.addStretch(1)
        left.addWidget(self.controls)
        self.sidebar = QWidget(self)
        side = QVBoxLayout(self.sidebar)
        side.setContentsMargins(6, 6, 6, 6)
        for widget, stretch in self.side_widgets():
            side.addWidget(widget, stretch)
        side.addWidget(self.moves_caption)
        side.addWidget(self.moves, 4)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addLayout(left, 1)
        row.addWidget(self.sidebar)
        self._fill_moves()

        self.start_button.clicked.connect(self._on_start_clicked)
        self.back_button.clicked.connect(self._on_back_clicked)
        self.play_button.toggled.connect(self._on_play_toggled)
        self.forward_button.clicked.connect(self._on_forward_clicked)
        self.end_button.clicked.connect(self._on_end_clicked)
        self.slider.valueChanged.connect(self._on_slider_value_changed)
        self.moves.currentRowChanged.connect(self._on_move_selected)
        self.pace.currentIndexChanged.connect(self._on_pace_changed)
        self.continue_button.clicked.connect(self._on_continue_clicked)
        self.close_button.clicked.connect(self.close)
        self.retranslate()
        self.board_ready()
        self._show(animate=False)

    # -- the game's part (overridden by a game's replay window) -------------------------------

    def make_board(self) -> QWidget | None:
        """The game's board, made with the frame as its parent; None: the moves in words only.
        Called once, before the frame is laid out and the first step drawn."""
        return None

    def side_widgets(self) -> list[tuple[QWidget, int]]:
        """The game's widgets above the list of moves, each with its stretch."""
        return []

    def game_buttons(self) -> list[QPushButton]:
        """The game's own buttons, after "Continue from Here" and before Close."""
        return []

    def board_ready(self) -> None:
        """The frame is laid out (or shown) with the board: size the board to it."""

    def draw_step(self, *, animate: bool, pace_ms: int) -> None:
        """Draw the replay's shown step (``replay.cursor``) on the board; ``animate``: the
        cards move there, each in less than ``pace_ms``."""

    def move_line(self, index: int) -> str:
        """Move ``index`` (1-based) in words, as the game's log tells it: by default the
        narrator's whole sentence, as the replay's readers may know it."""
        replay = self.replay
        entry = replay.setup.entry
        if entry is None or entry.narrator is None:
            raise ValueError("the replay's game has no narrator to tell its moves")
        before = replay.plies[index - 2].state if index > 1 else replay.start
        ply = replay.plies[index - 1]
        told = entry.narrator.describe_ply(
            replay.setup, before, ply, replay.readers, mood=Mood.DOES
        )
        return self.words(told)

    def why_line(self, why: Message) -> str:
        """A move's Why (``Replay.why``) as the frame shows it."""
        return self.words(why)

    def words(self, message: Message) -> str:
        """``message`` in the language the app speaks (a game names its pieces its own way)."""
        return render(message)

    # -- the moves in words ------------------------------------------------------------------

    def _fill_moves(self) -> None:
        """One item a move, as the game's log told it, with its Why as the item's tool tip."""
        replay = self.replay
        self.moves.addItem(QCoreApplication.translate("ReplayViewer", "0. The deal"))
        self._lines = [""]
        for index in range(1, replay.length + 1):
            line = self.move_line(index)
            self._lines.append(line)
            item = QListWidgetItem(f"{index}. {line}")
            why = replay.why(index)
            if why is not None:
                item.setToolTip(plain_tip(self.why_line(why)))
            self.moves.addItem(item)

    def line(self, index: int) -> str:
        """Move ``index`` (1-based) as the game log told it."""
        return self._lines[index]

    def retranslate(self) -> None:
        """The frame's own words in the language the app speaks (the moves are the game's)."""
        self.setWindowTitle(QCoreApplication.translate("ReplayViewer", "Replay"))
        self.moves_caption.setText(QCoreApplication.translate("ReplayViewer", "Moves"))
        for button, name, keys in (
            (
                self.start_button,
                QCoreApplication.translate("ReplayViewer", "To the deal"),
                QCoreApplication.translate("ReplayViewer", "Home"),
            ),
            (
                self.back_button,
                QCoreApplication.translate("ReplayViewer", "One move back"),
                QCoreApplication.translate("ReplayViewer", "Left"),
            ),
            (
                self.play_button,
                QCoreApplication.translate(
                    "ReplayViewer", "Play the game on by itself, or pause it"
                ),
                QCoreApplication.translate("ReplayViewer", "Space"),
            ),
            (
                self.forward_button,
                QCoreApplication.translate("ReplayViewer", "One move on"),
                QCoreApplication.translate("ReplayViewer", "Right"),
            ),
            (
                self.end_button,
                QCoreApplication.translate("ReplayViewer", "To the end"),
                QCoreApplication.translate("ReplayViewer", "End"),
            ),
        ):
            button.setToolTip(
                QCoreApplication.translate("ReplayViewer", "{what} ({keys})").format(
                    what=name, keys=keys
                )
            )
            button.setAccessibleName(name)
        self.slider.setAccessibleName(QCoreApplication.translate("ReplayViewer", "Move"))
        for index, (label, _ms) in enumerate(PACES):
            self.pace.setItemText(index, QCoreApplication.translate("ReplayViewer", label))
        self.pace.setToolTip(
            QCoreApplication.translate(
                "ReplayViewer", "How long each move stays on the table while the replay plays"
            )
        )
        self.pace.setAccessibleName(QCoreApplication.translate("ReplayViewer", "Pace"))
        self.continue_button.setText(
            QCoreApplication.translate("ReplayViewer", "Continue from Here")
        )
        self.continue_button.setToolTip(
            QCoreApplication.translate(
                "ReplayViewer",
                "Play on from this position, in a new game on the table: try another line",
            )
        )
        self.close_button.setText(QCoreApplication.translate("ReplayViewer", "Close"))
        self.close_button.setToolTip(
            QCoreApplication.translate("ReplayViewer", "Close the replay (Esc)")
        )
        self._sync_play_button()
        if self.moves.count():
            self.moves.item(0).setText(QCoreApplication.translate("ReplayViewer", "0. The deal"))

    def language_changed(self) -> None:
        """The app speaks another language: the game's words follow (before the moves are
        told again)."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.language_changed()
            # The moves told again, in the new language.
            row = self.moves.currentRow()
            self.moves.blockSignals(True)
            self.moves.clear()
            self._fill_moves()
            self.moves.setCurrentRow(row)
            self.moves.blockSignals(False)
            self.retranslate()
            self._show(animate=False)
        super().changeEvent(event)

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

    @property
    def pace_ms(self) -> int:
        """The chosen pace: milliseconds a move while the replay plays."""
        return PACES[self.pace.currentIndex()][1]

    def play(self) -> None:
        """Play the game on by itself at the chosen pace (from the deal again at the end)."""
        if self.replay.at_end:
            self.go_to(0)
        self.timer.start(self.pace_ms)
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
        self.play_button.setText(
            QCoreApplication.translate("ReplayViewer", "Pause")
            if self.playing
            else QCoreApplication.translate("ReplayViewer", "Play")
        )
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

    def _on_continue_clicked(self) -> None:
        if self.replay.can_continue():
            self.pause()
            self.continue_requested.emit(self.replay.continue_from_here())

    # -- drawing ----------------------------------------------------------------------------

    def _show(self, *, animate: bool) -> None:
        replay = self.replay
        self.draw_step(animate=animate, pace_ms=self.pace_ms)
        cursor = replay.cursor
        if replay.at_start:
            self.caption.setText(
                QCoreApplication.translate("ReplayViewer", "The deal (move 0 of {moves})").format(
                    moves=replay.length
                )
            )
            self.why.setText("")
        else:
            self.caption.setText(
                QCoreApplication.translate(
                    "ReplayViewer", "{number}. {move} (move {number} of {moves})"
                ).format(number=cursor, move=self.line(cursor), moves=replay.length)
            )
            why = replay.why(cursor)
            self.why.setText(self.why_line(why) if why is not None else "")
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
        self.step_shown()
        self._sync_play_button()

    def step_shown(self) -> None:
        """The step is drawn and captioned: the game's buttons follow it."""

    def fit_text(self) -> None:
        """Size the texts to the window (the game's table's way)."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_text()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.board_ready()
        self.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        super().closeEvent(event)
