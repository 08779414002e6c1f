"""Swordplay's replay window: the arena at any move of a game, from the seat the replay is
seen from (``Replay.viewer``: nothing of another's hand is shown), with the move's caption and
"Continue from here"."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import translate
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.swordplay.board.arena import ArenaBoard
from audatia_qt.games.swordplay.board.faces import FacePixmaps
from audatia_qt.games.swordplay.board.words import BoardWords
from audatia_qt.games.swordplay.narrator.plies import last_roll
from audatia_qt.games.swordplay.rules import View, observe
from audatia_qt.shell.i18n.render import render

_TITLE = translate("SwordplayReplay", "Replay: Swordplay: Arena")
_DEAL = translate("SwordplayReplay", "The deal, before the first move.")
_START = translate("SwordplayReplay", "|◀ Start")
_BACK = translate("SwordplayReplay", "◀ &Back")
_FORWARD = translate("SwordplayReplay", "&Forward ▶")
_END = translate("SwordplayReplay", "End ▶|")
_CONTINUE = translate("SwordplayReplay", "&Continue from here")


def closed_hand(view: View) -> View:
    """``view`` with its own hand not shown (its count still is): what everyone at a shared
    screen may see of the seat's side of the table (rulebook, "2. Draw")."""
    if not view.config.is_hero(view.viewer):
        return view
    heroes = list(view.heroes)
    heroes[view.viewer] = replace(heroes[view.viewer], hand=())
    return replace(view, heroes=tuple(heroes))


class SwordplayReplay(QWidget):
    """Steps through a replay on an arena board that takes no moves."""

    continue_requested = Signal(object)
    """The match to play on from the shown move (a ``Match``)."""

    def __init__(
        self,
        replay: Replay,
        faces: FacePixmaps,
        words: BoardWords,
        entry: GameEntry,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.replay = replay
        self._words = words
        self.setWindowTitle(render(_TITLE.say()))
        self.arena = ArenaBoard(faces, words, self)
        self.caption = QLabel(self)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, replay.length)
        self.slider.valueChanged.connect(self._on_slider)
        buttons = QHBoxLayout()
        self.start_button = QPushButton(render(_START.say()), self)
        self.back_button = QPushButton(render(_BACK.say()), self)
        self.forward_button = QPushButton(render(_FORWARD.say()), self)
        self.end_button = QPushButton(render(_END.say()), self)
        self.continue_button = QPushButton(render(_CONTINUE.say()), self)
        for button, target in (
            (self.start_button, lambda: 0),
            (self.back_button, lambda: self.replay.cursor - 1),
            (self.forward_button, lambda: self.replay.cursor + 1),
            (self.end_button, lambda: self.replay.length),
        ):
            button.clicked.connect(lambda _=False, where=target: self.show_ply(where()))
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.continue_button)
        self.continue_button.clicked.connect(self._on_continue)
        layout = QVBoxLayout(self)
        layout.addWidget(self.arena, 1)
        layout.addWidget(self.caption)
        layout.addWidget(self.slider)
        layout.addLayout(buttons)
        self.show_ply(replay.length)

    def show_ply(self, cursor: int) -> None:
        """Show the game after ``cursor`` moves (clamped to the game)."""
        cursor = max(0, min(self.replay.length, cursor))
        stepped = cursor == self.replay.cursor + 1
        self.replay.jump(cursor)
        replay = self.replay
        # The die from the events the viewer has read (every roll is public), as the board's.
        seen = replay.setup.rules.redact(
            [event for ply in replay.plies[:cursor] for event in ply.events], replay.viewer
        )
        roll = last_roll(replay.setup.config, seen)
        view = observe(replay.state, replay.viewer)
        if replay.viewer not in replay.open_seats():
            # Several people share the screen and the fight goes on: the first seat's hand
            # stays closed, as the board hides it behind the pass screen (docs/trust.md).
            view = closed_hand(view)
        self.arena.show_view(view, (), None, None if roll is None else roll[0])
        self.arena.set_roll_words("" if roll is None else render(roll[1]))
        if stepped:
            # One move forward is shown happening, as the viewer may see it; a jump is not.
            ply = replay.plies[cursor - 1]
            self.arena.animate(replay.setup.rules.redact(ply.events, replay.viewer))
        else:
            self.arena.settle()
        self.caption.setText(render(self.replay.caption(cursor)) if cursor else render(_DEAL.say()))
        self.slider.blockSignals(True)
        self.slider.setValue(cursor)
        self.slider.blockSignals(False)
        self.back_button.setEnabled(cursor > 0)
        self.start_button.setEnabled(cursor > 0)
        self.forward_button.setEnabled(cursor < self.replay.length)
        self.end_button.setEnabled(cursor < self.replay.length)
        self.continue_button.setEnabled(self.replay.can_continue())

    def _on_slider(self, value: int) -> None:
        self.show_ply(value)

    def _on_continue(self) -> None:
        if self.replay.can_continue():
            self.continue_requested.emit(self.replay.continue_from_here())
            self.close()
