"""The replay viewer: a window that steps through a finished or saved game.

Buttons go to the deal, one move back, one move on and to the end; a slider jumps to any move;
the move list shows every decision in words, and selecting one jumps there. Each seat's zones
are listed by card name. Once the game is over both hands are shown at every step; in an
unfinished game only what the players could see (``Replay.open_seats``). "Continue from here"
emits ``continue_requested`` with a new ``Match`` that starts at the shown state.

The positions are drawn as simple card lists for now; the table's scene can replace
``SeatPanel`` later without changing the navigation.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.rules import GameConfig, GameState, Seat, observe
from audatia_qt.rules.views import SeatView
from audatia_qt.session.replay import Replay

#: Shown for an empty zone.
NONE = "none"
#: Rows a hand list shows before it scrolls (a hand rarely holds more).
HAND_ROWS = 16

#: The table's colours: felt around parchment panels, so the replay reads as the same game.
STYLE = """
QWidget#replayViewer { background-color: #1f4d31; }
QLabel#caption { color: #f3e6c4; font-size: 15px; padding: 4px 2px; }
QGroupBox {
    background-color: #f3e6c4; border: 2px solid #b08d4a; border-radius: 10px;
    margin-top: 26px; padding: 10px 8px 8px 8px; color: #2e2416;
}
QGroupBox::title {
    subcontrol-origin: margin; left: 12px; padding: 2px 6px; color: #f3e6c4; font-weight: bold;
}
QGroupBox QLabel { color: #2e2416; }
QListWidget {
    background-color: #fbf4e0; border: 1px solid #b08d4a; border-radius: 4px; color: #2e2416;
}
QListWidget::item:selected { background-color: #7a1f1f; color: #f3e6c4; }
QPushButton {
    background-color: #f3e6c4; border: 1px solid #b08d4a; border-radius: 6px;
    padding: 5px 12px; color: #2e2416;
}
QPushButton:disabled { color: #9a8b6c; }
"""


def _names(config: GameConfig, cards: tuple[int, ...]) -> str:
    return ", ".join(config.cards[card].definition.name for card in cards) or NONE


def seat_view(state: GameState, seat: Seat, open_seats: frozenset[Seat]) -> SeatView:
    """That seat's zones as the replay may show them: whole when open, as the opponent
    saw them otherwise."""
    if seat in open_seats:
        return observe(state, seat).me
    return observe(state, seat.other).opponent


class SeatPanel(QGroupBox):
    """One seat's zones as lists of card names."""

    def __init__(self, seat: Seat, parent: QWidget | None = None) -> None:
        super().__init__(f"Seat {seat.name}", parent)
        self.seat = seat
        self.hand = QListWidget(self)
        self.hand.setObjectName(f"hand_{seat.name}")
        # A row is a line of text plus the item's own margins (about 4 pixels).
        rows = (self.hand.fontMetrics().lineSpacing() + 4) * HAND_ROWS
        self.hand.setFixedHeight(rows + 2 * self.hand.frameWidth() + 6)
        self.posta = QLabel(self)
        self.stack = QLabel(self)
        self.discard = QLabel(self)
        self.virtues = QLabel(self)
        self.counts = QLabel(self)
        for label in (self.posta, self.stack, self.discard, self.virtues, self.counts):
            label.setWordWrap(True)
        form = QFormLayout()
        form.addRow("Hand", self.hand)
        form.addRow("Posta", self.posta)
        form.addRow("Stack", self.stack)
        form.addRow("Discards", self.discard)
        form.addRow("Virtues", self.virtues)
        form.addRow("Cards", self.counts)
        outer = QVBoxLayout(self)
        outer.addLayout(form)
        outer.addStretch(1)

    def show_state(self, state: GameState, open_seats: frozenset[Seat], title: str) -> None:
        """Fill the lists from ``state``."""
        config = state.config
        view = seat_view(state, self.seat, open_seats)
        self.setTitle(title)
        self.hand.clear()
        if view.hand is None:
            self.hand.addItem(f"{view.hand_count} cards, hidden")
        else:
            self.hand.addItems([config.cards[card].definition.name for card in view.hand])
        if view.posta_hidden:
            self.posta.setText("chosen in secret")
        elif view.posta is None:
            self.posta.setText(NONE)
        else:
            standing = " (standing in it)" if view.in_posta else ""
            self.posta.setText(config.cards[view.posta].definition.name + standing)
        self.stack.setText(f"{view.stack_side.value}: {_names(config, view.stack)}")
        self.discard.setText(_names(config, view.discard))
        self.virtues.setText(", ".join(sorted(v.title for v in view.virtues)) or NONE)
        self.counts.setText(
            f"deck {view.deck_count}, face down {view.facedown_count}, Poste {len(view.posta_pile)}"
        )


class ReplayViewer(QWidget):
    """Step through a game's plies; "continue from here" hands a new match to the window."""

    continue_requested = Signal(object)
    """A new ``Match`` starting at the shown state."""

    def __init__(self, replay: Replay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self.setWindowTitle("Replay")
        self.setObjectName("replayViewer")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        config = replay.setup.config

        self.caption = QLabel(self)
        self.caption.setObjectName("caption")
        self.panels = (SeatPanel(Seat.A, self), SeatPanel(Seat.B, self))
        self.moves = QListWidget(self)
        self.moves.setObjectName("moves")
        self.moves.setMinimumWidth(300)
        font = self.caption.font()
        font.setBold(True)
        self.caption.setFont(font)
        self.moves.addItem("0. The deal")
        self.moves.addItems([replay.caption(i) for i in range(1, replay.length + 1)])

        self.start_button = QPushButton("|◀", self)
        self.back_button = QPushButton("◀", self)
        self.forward_button = QPushButton("▶", self)
        self.end_button = QPushButton("▶|", self)
        for button, tip in (
            (self.start_button, "To the deal"),
            (self.back_button, "One move back"),
            (self.forward_button, "One move on"),
            (self.end_button, "To the end"),
        ):
            button.setToolTip(tip)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, replay.length)
        self.continue_button = QPushButton("Continue from here", self)

        boards = QHBoxLayout()
        boards.addWidget(self.panels[0], 2)
        boards.addWidget(self.panels[1], 2)
        boards.addWidget(self.moves, 1)
        navigation = QHBoxLayout()
        for button in (self.start_button, self.back_button, self.forward_button):
            navigation.addWidget(button)
        navigation.addWidget(self.end_button)
        navigation.addWidget(self.slider, 1)
        navigation.addWidget(self.continue_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addLayout(boards, 1)
        layout.addLayout(navigation)

        self.start_button.clicked.connect(self._on_start_clicked)
        self.back_button.clicked.connect(self._on_back_clicked)
        self.forward_button.clicked.connect(self._on_forward_clicked)
        self.end_button.clicked.connect(self._on_end_clicked)
        self.slider.valueChanged.connect(self._on_slider_value_changed)
        self.moves.currentRowChanged.connect(self._on_move_selected)
        self.continue_button.clicked.connect(self._on_continue_clicked)
        self._deck_names = tuple(deck.name for deck in config.decks)
        self._show()

    # -- navigation (also used by the tests) -------------------------------------------------

    def go_to(self, cursor: int) -> None:
        """Show the state after ``cursor`` plies (clamped to the game)."""
        self.replay.jump(max(0, min(cursor, self.replay.length)))
        self._show()

    def _on_start_clicked(self) -> None:
        self.go_to(0)

    def _on_back_clicked(self) -> None:
        self.go_to(self.replay.cursor - 1)

    def _on_forward_clicked(self) -> None:
        self.go_to(self.replay.cursor + 1)

    def _on_end_clicked(self) -> None:
        self.go_to(self.replay.length)

    def _on_slider_value_changed(self, value: int) -> None:
        if value != self.replay.cursor:
            self.go_to(value)

    def _on_move_selected(self, row: int) -> None:
        if row >= 0 and row != self.replay.cursor:
            self.go_to(row)

    def _on_continue_clicked(self) -> None:
        if self.replay.can_continue():
            self.continue_requested.emit(self.replay.continue_from_here())

    # -- drawing ----------------------------------------------------------------------------

    def _show(self) -> None:
        replay = self.replay
        state = replay.state
        open_seats = replay.open_seats()
        for panel in self.panels:
            name = self._deck_names[panel.seat]
            panel.show_state(state, open_seats, f"Seat {panel.seat.name}: {name}")
        if replay.at_start:
            caption = f"The deal (move 0 of {replay.length})"
        else:
            caption = f"{replay.caption(replay.cursor)} (move {replay.cursor} of {replay.length})"
        if state.outcome is not None:
            outcome = state.outcome
            if outcome.winner is None:
                caption += f" — drawn: {outcome.reason.description}"
            else:
                caption += f" — {outcome.winner.name} wins: {outcome.reason.description}"
        self.caption.setText(caption)
        self.slider.blockSignals(True)
        self.slider.setValue(replay.cursor)
        self.slider.blockSignals(False)
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(replay.cursor)
        self.moves.blockSignals(False)
        self.start_button.setEnabled(not replay.at_start)
        self.back_button.setEnabled(not replay.at_start)
        self.forward_button.setEnabled(not replay.at_end)
        self.end_button.setEnabled(not replay.at_end)
        self.continue_button.setEnabled(replay.can_continue())
