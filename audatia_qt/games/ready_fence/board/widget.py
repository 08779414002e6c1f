"""The Ready...Fence! board as the window shows it: the strip board in the middle; beside it what
to do now, the moves no piece makes (keep the hand, Mulligan, Stall, a Parry without cards, no
further action...), the Hint, the log, and New Game / Rematch once the bout is over.

The widget follows a ``ReadyFenceTable`` (the match through its owner) or a network table's seat
(both ``FollowedTable``s, read through views only): every change redraws
the strip from the seat at the board's view and adds the change's events to the log, told by
the game's narrator to everyone at the screen (engine.narration: nothing a reader may not see
is named).
"""

from __future__ import annotations

from functools import partial

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
from audatia_qt.games.ready_fence.board.faces import CardFace
from audatia_qt.games.ready_fence.board.phrase_record import last_phrase
from audatia_qt.games.ready_fence.board.places import button_moves
from audatia_qt.games.ready_fence.board.strip import StripBoard
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.narrator.log import tell_events
from audatia_qt.games.ready_fence.policy.explain import Explanation
from audatia_qt.games.ready_fence.rules import Action, Event, View
from audatia_qt.shell.board_table import FollowedTable, Heard, Told
from audatia_qt.shell.highlights import HighlightStyle
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.pass_screen import PassDeviceScreen
from audatia_qt.shell.side_panel import NewestLinePin, fit_button_text, fit_to_window

_HINT_BUTTON = translate("ReadyFenceBoard", "Hint (H)")
_HINT_SEARCHING = translate("ReadyFenceBoard", "Looking for your best move…")
_HINT = translate("ReadyFenceBoard", "Hint: {move}. {reason}")
_LOG_NAME = translate("ReadyFenceBoard", "Bout log")
_MOVES_NAME = translate("ReadyFenceBoard", "Moves without a piece")
_NEW_GAME = translate("ReadyFenceBoard", "&New Game…")
_REMATCH = translate("ReadyFenceBoard", "&Rematch")

PASS_STYLE = (
    "#passScreen { background: #f4f1e8; }"
    " #passTitle, #passBody { color: #141414; }"
    " #passButton { padding: 8px 18px; font-size: 14pt; }"
)

#: The log keeps the last lines only: a long bout's first actions scroll away.
LOG_LINES = 400


class ReadyFenceBoard(QWidget):
    """The strip, its prompt, its move buttons, the Hint and the log."""

    new_game_requested = Signal()
    rematch_requested = Signal()
    said = Signal(str)
    """A line for the status bar (a refused move's rule)."""

    def __init__(self, face: CardFace, words: BoardWords, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._words = words
        self._table: FollowedTable | None = None
        self._fresh = False
        """A move was just played: the next redraw slides the fencers to their sections."""
        self.strip = StripBoard(face, words, self)
        self.pass_screen = PassDeviceScreen()
        self.pass_screen.setStyleSheet(PASS_STYLE)
        self.pass_screen.confirmed.connect(self._on_pass_confirmed)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.strip)
        self.pages.addWidget(self.pass_screen)
        self._shown_seat: int | None = None
        """Hot-seat: the seat whose player last took the device (their hand may show)."""
        self._asked_seat: int | None = None
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setObjectName("ready-fence-prompt")
        self.move_buttons: list[QPushButton] = []
        """The buttons of the moves no piece makes (those beyond the moves offered hidden)."""
        self._button_moves: tuple[Action, ...] = ()
        self._button_texts: list[str] = []
        """Each move button's words on one line (the button may show them in several)."""
        self._moves_box = QVBoxLayout()
        self._moves_box.setContentsMargins(0, 0, 0, 0)
        self.moves = QWidget(self)
        self.moves.setLayout(self._moves_box)
        self.hint_button = QPushButton(self)
        self.hint_button.clicked.connect(self._on_hint)
        self.hints_shown = True
        """Show Hints (the Game menu's preference): the Hint button is offered."""
        self.log = QListWidget(self)
        self.log.setWordWrap(True)
        NewestLinePin(self.log)
        self.new_game_button = QPushButton(self)
        self.new_game_button.clicked.connect(self.new_game_requested)
        self.rematch_button = QPushButton(self)
        self.rematch_button.clicked.connect(self.rematch_requested)
        side = QVBoxLayout()
        side.addWidget(self.prompt)
        side.addWidget(self.moves)
        side.addWidget(self.hint_button)
        side.addWidget(self.log, 1)
        side.addWidget(self.rematch_button)
        side.addWidget(self.new_game_button)
        self.panel = QWidget(self)
        self.panel.setLayout(side)
        self._side = side
        self._text_scale = 1.0
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.panel)
        self.strip.move_chosen.connect(self._on_move_chosen)
        self.strip.refused.connect(self._on_refused)
        self.retranslate()

    # -- following a bout ---------------------------------------------------------------

    @property
    def table(self) -> FollowedTable | None:
        return self._table

    def follow(self, table: FollowedTable) -> None:
        """Show ``table``'s match from now on (a new bout, a load, a resume)."""
        if self._table is not None:
            self._table.changed.disconnect(self.refresh)
            self._table.close()
        self._table = table
        self._shown_seat = None
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
        if heard.note is not None:
            self._add_line(heard.note)
        self._tell(heard.told)
        self._fresh = self._fresh or heard.moved

    def _tell(self, told: tuple[Told, ...]) -> None:
        """The log's lines for ``told``, each told by the game's narrator as its readers may
        know it. Everyone at the screen reads the log: in hot-seat it names only what all may
        see, and each ply is told as its readers knew the bout before it, so the move that
        ends the bout (the last card of the Timer countdown deck drawn, say) names no card
        they could not see then (docs/trust.md, "Who"). At a network table the readers are
        the one seat at this screen, and the events came already redacted for it."""
        assert self._table is not None
        config = self._table.config
        for events, readers in told:
            ours = tuple(event for event in events if isinstance(event, Event))
            for line in tell_events(config, ours, readers):
                self._add_line(line)

    def _add_line(self, message: Message | str) -> None:
        self.log.addItem(render(message) if isinstance(message, Message) else message)
        while self.log.count() > LOG_LINES:
            self.log.takeItem(0)
        self.log.scrollToBottom()

    def _viewer(self, table: FollowedTable) -> int:
        """Whose side the strip shows: in hot-seat, the person who last took the device;
        otherwise the one person's."""
        if table.hot_seat and self._shown_seat is not None:
            return self._shown_seat
        return table.viewer()

    def refresh(self) -> None:
        """Redraw from the seat at the board's view; in hot-seat, hide the board first when
        the device must change hands."""
        table = self._table
        if table is None:
            for button in (self.hint_button, self.rematch_button, self.new_game_button):
                button.setVisible(False)
            self._set_move_buttons(None, ())
            return
        person = table.person_to_move()
        fresh, self._fresh = self._fresh, False
        if table.hot_seat and person is not None and person != self._shown_seat:
            self.strip.settle()  # the board is hidden: the next fencer sees where they stand
            self._ask_for(table, person)
            return
        self.pages.setCurrentWidget(self.strip)
        viewer = self._viewer(table)
        view = table.view_of(viewer)
        legal = table.legal() if person == viewer else ()
        record = last_phrase(table.events_seen_by(viewer))
        self.strip.show_view(view, legal, table.refusal, record, slide=fresh)
        prompt = self._words.prompt(view, person, table.to_move())
        self.prompt.setText(f"{prompt} {self._words.back_with_card(legal)}".strip())
        self.hint_button.setVisible(self.hints_shown and bool(legal))
        self.hint_button.setEnabled(True)
        self._set_move_buttons(view, button_moves(legal, view))
        over = view.result is not None
        self.rematch_button.setVisible(over and table.offers_rematch)
        self.new_game_button.setVisible(over and table.offers_rematch)
        if over and table.offers_rematch:
            # The bout is over: the keys go to Rematch (Space), the strip has nothing to play.
            self.rematch_button.setFocus()
        else:
            self.strip.setFocus()

    def _set_move_buttons(self, view: View | None, moves: tuple[Action, ...]) -> None:
        """One button for each move no piece makes, in the narrator's words. The buttons are
        kept and reused (hidden when not needed): a button deleted while the drop that played
        a move is still being delivered would be deleted under Qt's feet."""
        self._button_moves = moves
        while len(self.move_buttons) < len(moves):
            self._button_texts.append("")
            button = QPushButton(self.moves)
            # Enter plays a focused move as Space does (the Hint gives its button the focus);
            # outside a dialog a push button takes Enter only when told to.
            button.setAutoDefault(True)
            button.clicked.connect(partial(self._on_move_button, len(self.move_buttons)))
            self._moves_box.addWidget(button)
            self.move_buttons.append(button)
        for index, button in enumerate(self.move_buttons):
            shown = index < len(moves)
            if shown:
                assert view is not None
                font = button.font()
                font.setPixelSize(self.prompt.font().pixelSize())
                button.setFont(font)
                self._button_texts[index] = self._words.button(view, moves[index])
            button.setVisible(shown)
        self._fit_move_buttons()
        self.moves.setVisible(bool(moves))

    def _fit_move_buttons(self) -> None:
        """Each move button's words in as many lines as the side panel's width needs."""
        margins = self._side.contentsMargins()
        width = self.panel.maximumWidth() - margins.left() - margins.right()
        for button, text in zip(self.shown_move_buttons(), self._button_texts, strict=False):
            fit_button_text(button, text, width)

    def shown_move_buttons(self) -> list[QPushButton]:
        """The move buttons offered now."""
        return self.move_buttons[: len(self._button_moves)]

    def _on_move_button(self, index: int) -> None:
        if index < len(self._button_moves):
            self._on_move_chosen(self._button_moves[index])

    def _ask_for(self, table: FollowedTable, seat: int) -> None:
        """Hot-seat: the board hidden until ``seat``'s player takes the device (the shell's
        pass screen, revealed only by a deliberate act)."""
        self._asked_seat = seat
        self._set_move_buttons(None, ())
        self.rematch_button.setVisible(False)
        self.new_game_button.setVisible(False)
        self.hint_button.setVisible(False)
        view = table.view_of(seat)
        self.prompt.setText("")
        if self.pages.currentWidget() is not self.pass_screen:
            self.pass_screen.ask(self._words.fencer_name(view, seat))
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
        if person is None:
            return
        # Said before asking: a search on the GUI thread (no worker) answers at once.
        self.hint_button.setEnabled(False)
        self.prompt.setText(render(_HINT_SEARCHING.say()))
        table.ask_hint(person)

    def _on_hinted(self, explanation: Explanation) -> None:
        """The Hint's answer: the best move and the rule it uses; its piece gets the focus."""
        self.hint_button.setEnabled(True)
        best = explanation.candidates[0]
        self.prompt.setText(render(_HINT.say(move=best.text, reason=explanation.reason)))
        if best.action in self._button_moves:
            # A move no piece makes: its button takes the focus, so Space or Enter plays it.
            self.move_buttons[self._button_moves.index(best.action)].setFocus()
        else:
            self.strip.focus_on(best.action)

    def _on_move_chosen(self, action: Action) -> None:
        if self._table is not None:
            self._table.play(action)

    def _on_refused(self, reason: Message) -> None:
        if self._table is not None and self._table.to_move() is None:
            return  # the bout is over: the prompt keeps saying who won, and why
        text = render(reason)
        self.prompt.setText(text)
        self.said.emit(text)

    # -- settings -----------------------------------------------------------------------

    def retranslate(self) -> None:
        self.hint_button.setText(render(_HINT_BUTTON.say()))
        self.hint_button.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.new_game_button.setText(render(_NEW_GAME.say()))
        self.rematch_button.setText(render(_REMATCH.say()))
        self.log.setAccessibleName(render(_LOG_NAME.say()))
        self.moves.setAccessibleName(render(_MOVES_NAME.say()))
        self.strip.setAccessibleName(self._words.board_name())
        self.refresh()

    def set_scales(self, card_scale: float, text_scale: float) -> None:
        self.strip.set_scales(card_scale, text_scale)
        self._text_scale = text_scale
        self._fit_panel()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_panel()

    def _fit_panel(self) -> None:
        """The side panel a fifth of the width and its words sized to the window
        (``shell.side_panel``)."""
        texts = (
            self.prompt,
            self.hint_button,
            self.log,
            self.rematch_button,
            self.new_game_button,
            *self.move_buttons,
        )
        fit_to_window(self, self.panel, texts, narrowest=260, text_scale=self._text_scale)
        self._fit_move_buttons()

    def set_animation_ms(self, ms: int) -> None:
        """One section's slide of a fencer (the app's animation setting); 0: nothing moves."""
        self.strip.set_animation_ms(ms)

    def set_highlight_style(self, style: HighlightStyle) -> None:
        self.strip.set_highlight_style(style)
