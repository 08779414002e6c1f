"""The Swordplay board as the window shows it: the arena in the middle; beside it what to do
now, the pass button, the log, and New Game / Rematch once the fight is over.

The widget follows a ``SwordplayTable`` (the match through its owner) or a network table's seat
(both ``FollowedTable``s, read through views and events only): every change redraws the arena
from the seat at the board's view and adds the change's events to the log, told by the game's
narrator to that seat (engine.narration: nothing a reader may not see is named). The die and
its words come from the events that seat has read, never from a state.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.messages import Message, translate
from audatia_qt.games.swordplay.board.arena import ArenaBoard
from audatia_qt.games.swordplay.board.faces import FacePixmaps
from audatia_qt.games.swordplay.board.words import PASS_KINDS, BoardWords
from audatia_qt.games.swordplay.narrator.plies import last_roll, tell_fight
from audatia_qt.games.swordplay.policy.explain import Explanation
from audatia_qt.games.swordplay.rules import Action, Event, View, redact
from audatia_qt.shell.board_table import FollowedTable, Heard, Told
from audatia_qt.shell.highlights import HighlightStyle
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.pass_screen import PassDeviceScreen
from audatia_qt.shell.side_panel import NewestLinePin, fit_to_window

_HINT_BUTTON = translate("SwordplayBoard", "Hint (H)").say()
_HINT_SEARCHING = translate("SwordplayBoard", "Looking for your best move…").say()
_HINT = translate("SwordplayBoard", "Hint: {move}. {reason}")
_LOG_NAME = translate("SwordplayBoard", "Fight log").say()
_NEW_GAME = translate("SwordplayBoard", "&New Game…").say()
_REMATCH = translate("SwordplayBoard", "&Rematch").say()

PASS_STYLE = (
    "#passScreen { background: #decba0; }"
    " #passTitle, #passBody { color: #281e14; }"
    " #passButton { padding: 8px 18px; font-size: 14pt; }"
)

#: The log keeps the last lines only: a long fight's first blows scroll away.
LOG_LINES = 400


class SwordplayBoard(QWidget):
    """The arena, its prompt, its pass button and its log."""

    new_game_requested = Signal()
    rematch_requested = Signal()
    said = Signal(str)
    """A line for the status bar (a refused move's rule)."""

    def __init__(
        self,
        faces: FacePixmaps,
        words: BoardWords,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._words = words
        self._table: FollowedTable | None = None
        self._fresh: tuple[Event, ...] | None = None
        """The events of the moves just played (as the table told them), until the arena has
        shown them happening (motion), as the seat at the board may read them."""
        self.arena = ArenaBoard(faces, words, self)
        self.pass_screen = PassDeviceScreen()
        # The arena's sand behind the pass screen too: the board is hidden, not gone.
        self.pass_screen.setStyleSheet(PASS_STYLE)
        self.pass_screen.confirmed.connect(self._on_pass_confirmed)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.arena)
        self.pages.addWidget(self.pass_screen)
        self._shown_seat: int | None = None
        """Hot-seat: the seat whose player last took the device (their hand may show)."""
        self._asked_seat: int | None = None
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setObjectName("swordplay-prompt")
        self.pass_button = QPushButton(self)
        self.pass_button.clicked.connect(self._on_pass)
        self.hint_button = QPushButton(self)
        self.hint_button.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.hint_button.clicked.connect(self._on_hint)
        self.hints_shown = True
        """Show Hints (the Game menu's preference): the Hint button is offered."""
        self.log = QListWidget(self)
        self.log.setWordWrap(True)
        self.log.setAccessibleName(render(_LOG_NAME))
        NewestLinePin(self.log)
        self.new_game_button = QPushButton(self)
        self.new_game_button.clicked.connect(self.new_game_requested)
        self.rematch_button = QPushButton(self)
        self.rematch_button.clicked.connect(self.rematch_requested)
        side = QVBoxLayout()
        side.addWidget(self.prompt)
        side.addWidget(self.pass_button)
        side.addWidget(self.hint_button)
        side.addWidget(self.log, 1)
        side.addWidget(self.rematch_button)
        side.addWidget(self.new_game_button)
        self.panel = QWidget(self)
        self.panel.setLayout(side)
        self._text_scale = 1.0
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.panel)
        self.arena.move_chosen.connect(self._on_move_chosen)
        self.arena.refused.connect(self._on_refused)
        self.arena.pass_requested.connect(self._on_pass)
        self.retranslate()

    # -- following a game ---------------------------------------------------------------

    @property
    def table(self) -> FollowedTable | None:
        return self._table

    def follow(self, table: FollowedTable) -> None:
        """Show ``table``'s game from now on (a new deal, a load, a resume, a network table's
        seat)."""
        if self._table is not None:
            self._table.changed.disconnect(self.refresh)
            self._table.close()
        self._table = table
        self._shown_seat = None
        self._fresh = None
        self.log.clear()
        table.changed.connect(self.refresh)
        table.heard.connect(self._on_heard)
        table.hinted.connect(self._on_hinted)
        self._tell(table.history())
        self.refresh()
        table.start()

    def _on_heard(self, heard: Heard) -> None:
        if heard.restart:
            self.log.clear()
            self._fresh = None
        if heard.note is not None:
            self._add_line(heard.note)
        self._tell(heard.told)
        if heard.moved:
            moved = tuple(event for told in heard.told for event in _ours(told.events))
            self._fresh = (self._fresh or ()) + moved

    def _tell(self, told: tuple[Told, ...]) -> None:
        """The log's lines for ``told``, each told by the game's narrator as its readers may
        know it, a roll of the d10 with what it decided (the die is public: issue 29, "told in
        the log"). Everyone at the screen reads the log: in hot-seat it names only what all
        may see, each ply as its readers knew the fight before it (``ply_readers``: the move
        that ends the fight names no card drawn face down). At a network table the readers
        are the one seat at this screen, and the events came already redacted for it."""
        assert self._table is not None
        config = self._table.config
        for events, readers in told:
            for line in tell_fight(config, _ours(events), readers):
                self._add_line(line)

    def _add_line(self, message: Message | str) -> None:
        self.log.addItem(render(message) if isinstance(message, Message) else message)
        while self.log.count() > LOG_LINES:
            self.log.takeItem(0)
        self.log.scrollToBottom()

    def _viewer(self, table: FollowedTable) -> int:
        """Whose side the arena shows: in hot-seat, the person who last took the device (the
        one holding it while the computer moves); otherwise the one person's."""
        if table.hot_seat and self._shown_seat is not None:
            return self._shown_seat
        return table.viewer()

    def refresh(self) -> None:
        """Redraw from the seat at the board's view; in hot-seat, hide the board first when the
        device must change hands."""
        table = self._table
        if table is None:
            # No fight yet (the resume question, a damaged installation): no button may
            # offer a move, a hint or a rematch of nothing.
            for button in (
                self.pass_button,
                self.hint_button,
                self.rematch_button,
                self.new_game_button,
            ):
                button.setVisible(False)
            return
        person = table.person_to_move()
        if table.hot_seat and person is not None and person != self._shown_seat:
            self._fresh = None  # the board is hidden: the next player sees where things lie
            self.arena.settle()
            self._ask_for(table, person)
            return
        self.pages.setCurrentWidget(self.arena)
        viewer = self._viewer(table)
        view = table.view_of(viewer)
        assert isinstance(view, View)
        legal = tuple(action for action in table.legal() if isinstance(action, Action))
        if person != viewer:
            legal = ()
        # The die and its words from the events this seat has read: every roll is public,
        # and a network table's seat has nothing else.
        roll = last_roll(table.config, _ours(table.events_seen_by(viewer)))
        self.arena.show_view(view, legal, table.refusal, None if roll is None else roll[0])
        self.arena.set_roll_words("" if roll is None else render(roll[1]))
        fresh, self._fresh = self._fresh, None
        if fresh is None:
            self.arena.settle()  # an undo, a new deal, a redraw: nothing to show moving
        else:
            # The move as the seat at the board may read it: its hidden draws stay backs.
            self.arena.animate(redact(fresh, viewer))
        self.prompt.setText(self._words.prompt(view, person, table.to_move()))
        self.hint_button.setVisible(self.hints_shown and bool(legal))
        self.hint_button.setEnabled(True)
        passes = [action for action in legal if action.kind in PASS_KINDS]
        self.pass_button.setVisible(bool(passes))
        if passes:
            self.pass_button.setText(self._words.pass_text(passes[0].kind))
        over = view.result is not None
        self.rematch_button.setVisible(over and table.offers_rematch)
        self.new_game_button.setVisible(over and table.offers_rematch)
        self.arena.setFocus()

    def _ask_for(self, table: FollowedTable, seat: int) -> None:
        """Hot-seat: the board hidden until ``seat``'s player takes the device (the shell's
        pass screen, revealed only by a deliberate act)."""
        self._asked_seat = seat
        self.pass_button.setVisible(False)
        # No Hint while the table is hidden: it would tell a move from the hidden hand.
        self.hint_button.setVisible(False)
        self.rematch_button.setVisible(False)
        self.new_game_button.setVisible(False)
        view = table.view_of(seat)
        assert isinstance(view, View)
        name = self._words.seat_name(view, seat)
        self.prompt.setText("")
        if self.pages.currentWidget() is not self.pass_screen:
            self.pass_screen.ask(name)
            self.pages.setCurrentWidget(self.pass_screen)
        self.pass_screen.setFocus()

    def _on_pass_confirmed(self) -> None:
        self._shown_seat = self._asked_seat
        self.refresh()

    def _on_hint(self) -> None:
        table = self._table
        if table is None:
            return
        person = table.person_to_move()
        if person is None or self.pages.currentWidget() is self.pass_screen:
            return
        # Said before asking: a search on the GUI thread (no worker) answers at once.
        self.hint_button.setEnabled(False)
        self.prompt.setText(render(_HINT_SEARCHING))
        table.ask_hint(person)

    def _on_hinted(self, explanation: Explanation) -> None:
        """The Hint's answer: the best move and the rule it uses; its card gets the focus."""
        self.hint_button.setEnabled(True)
        if self.pages.currentWidget() is self.pass_screen:
            return  # the device changed hands while the hint was searched
        best = explanation.candidates[0]
        self.prompt.setText(render(_HINT.say(move=best.text, reason=explanation.reason)))
        self.arena.focus_on(best.action)

    def _on_pass(self) -> None:
        table = self._table
        if table is None:
            return
        passes = [
            action
            for action in table.legal()
            if isinstance(action, Action) and action.kind in PASS_KINDS
        ]
        if passes:
            table.play(passes[0])

    def _on_move_chosen(self, action: Action) -> None:
        if self._table is not None:
            self._table.play(action)

    def _on_refused(self, reason: Message) -> None:
        text = render(reason)
        self.prompt.setText(text)
        self.said.emit(text)

    # -- settings -----------------------------------------------------------------------

    def retranslate(self) -> None:
        self.hint_button.setText(render(_HINT_BUTTON))
        self.hint_button.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.new_game_button.setText(render(_NEW_GAME))
        self.rematch_button.setText(render(_REMATCH))
        self.refresh()

    def set_scales(self, card_scale: float, text_scale: float) -> None:
        self.arena.set_scales(card_scale, text_scale)
        self._text_scale = text_scale
        self._fit_panel()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_panel()

    def _fit_panel(self) -> None:
        """The side panel a fifth of the width and its words sized to the window, as on
        Audatia's table (``shell.side_panel``)."""
        texts = (
            self.prompt,
            self.pass_button,
            self.hint_button,
            self.log,
            self.rematch_button,
            self.new_game_button,
        )
        fit_to_window(self, self.panel, texts, narrowest=260, text_scale=self._text_scale)

    def set_animation_ms(self, ms: int) -> None:
        """One card movement on the arena (the app's animation setting); 0: nothing moves."""
        self.arena.set_animation_ms(ms)

    def set_highlight_style(self, style: HighlightStyle) -> None:
        self.arena.set_highlight_style(style)


def _ours(events: Iterable[object]) -> tuple[Event, ...]:
    """Swordplay's events among ``events`` (a table's are the game's own)."""
    return tuple(event for event in events if isinstance(event, Event))
