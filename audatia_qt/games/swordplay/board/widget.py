"""The Swordplay board as the window shows it: the arena in the middle; beside it what to do
now, the pass button, the log, and New Game / Rematch once the fight is over.

The widget follows a ``SwordplayTable`` (the match through its owner): every change redraws
the arena from the seat at the board's view and adds the change's events to the log, told by
the game's narrator to that seat (engine.narration: nothing a reader may not see is named).
"""

from __future__ import annotations

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
from audatia_qt.engine.narration import ply_readers, table_readers
from audatia_qt.engine.session.match import Match, MatchSetup, Ply
from audatia_qt.engine.session.owner import Change, ChangeKind
from audatia_qt.games.swordplay.board.arena import ArenaBoard
from audatia_qt.games.swordplay.board.faces import FacePixmaps
from audatia_qt.games.swordplay.board.table import SwordplayTable
from audatia_qt.games.swordplay.board.words import PASS_KINDS, BoardWords
from audatia_qt.games.swordplay.narrator.log import tell_events
from audatia_qt.games.swordplay.narrator.plies import told_by_roll
from audatia_qt.games.swordplay.policy.explain import Explanation
from audatia_qt.games.swordplay.rules import Action, ActionKind, Event, EventKind
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
        self._table: SwordplayTable | None = None
        self._unsubscribe: object = None
        self._fresh: Change | None = None
        """The move just played, until the arena has shown it happening (motion)."""
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
    def table(self) -> SwordplayTable | None:
        return self._table

    def follow(self, table: SwordplayTable) -> None:
        """Show ``table``'s match from now on (a new deal, a load, a resume)."""
        if self._table is not None:
            self._table.changed.disconnect(self.refresh)
            self._table.close()
        self._table = table
        self._shown_seat = None
        self.log.clear()
        table.changed.connect(self.refresh)
        table.told.connect(self._on_told)
        table.hinted.connect(self._on_hinted)
        self._tell_history()
        self.refresh()
        table.start()

    def _tell_history(self) -> None:
        """A loaded or resumed game's log, as everyone at the screen may read it."""
        assert self._table is not None
        self._tell_plies(self._table.match, 0)

    def _on_told(self, change: Change) -> None:
        assert self._table is not None
        if change.kind is ChangeKind.REPLACED:
            return
        if change.kind in (ChangeKind.UNDONE, ChangeKind.REDONE):
            if change.note is not None:
                self._add_line(change.note)
            return
        match = self._table.match
        self._tell_plies(match, len(match.plies) - len(change.plies))
        self._fresh = change

    def _tell_plies(self, match: Match, first: int) -> None:
        """The log's lines for ``match``'s plies from index ``first`` on. Everyone at the
        screen reads the log: in hot-seat it names only what all may see, each ply as its
        readers knew the fight before it (``ply_readers``: the move that ends the fight names
        no card drawn face down)."""
        for index in range(first, len(match.plies)):
            self._tell_ply(match, match.plies[index], ply_readers(match, index))

    def _tell_ply(self, match: Match, ply: Ply, readers: tuple[int, ...]) -> None:
        """Every event of a ply as a line of the log (the monster's whole turn among them),
        told by the game's narrator as ``readers`` may know it; a roll of the d10 first, with
        what it decided (the die is public: issue 29, "told in the log")."""
        events = ply.events
        if _is_roll(ply):
            self._add_line(self._words.ply_words(match.setup, _before(match, ply), ply, readers))
            events = tuple(event for event in events if not told_by_roll(event))
        for line in tell_events(match.setup.config, events, readers):
            self._add_line(line)

    def _last_roll(self, match: Match) -> tuple[int, str] | None:
        readers = table_readers(match.setup, match.state)
        return last_roll(self._words, match.setup, match.start, match.plies, readers)

    def _add_line(self, message: Message | str) -> None:
        self.log.addItem(render(message) if isinstance(message, Message) else message)
        while self.log.count() > LOG_LINES:
            self.log.takeItem(0)
        self.log.scrollToBottom()

    def _viewer(self, table: SwordplayTable) -> int:
        """Whose side the arena shows: in hot-seat, the person who last took the device (the
        one holding it while the computer moves); otherwise the one person's."""
        if table.match.setup.hot_seat and self._shown_seat is not None:
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
        setup = table.match.setup
        person = table.person_to_move()
        if setup.hot_seat and person is not None and person != self._shown_seat:
            self._fresh = None  # the board is hidden: the next player sees where things lie
            self.arena.settle()
            self._ask_for(table, person)
            return
        self.pages.setCurrentWidget(self.arena)
        viewer = self._viewer(table)
        view = table.view_of(viewer)
        legal = table.legal() if person == viewer else ()
        roll = self._last_roll(table.match)
        self.arena.show_view(view, legal, table.refusal, None if roll is None else roll[0])
        self.arena.set_roll_words("" if roll is None else roll[1])
        fresh, self._fresh = self._fresh, None
        if fresh is None:
            self.arena.settle()  # an undo, a new deal, a redraw: nothing to show moving
        else:
            # The move as the seat at the board may read it: its hidden draws stay backs.
            self.arena.animate(fresh.seen_by(viewer))
        mover = table.match.to_move()
        self.prompt.setText(self._words.prompt(view, person, None if mover is None else int(mover)))
        self.hint_button.setVisible(self.hints_shown and bool(legal))
        self.hint_button.setEnabled(True)
        passes = [action for action in legal if action.kind in PASS_KINDS]
        self.pass_button.setVisible(bool(passes))
        if passes:
            self.pass_button.setText(self._words.pass_text(passes[0].kind))
        over = view.result is not None
        self.rematch_button.setVisible(over)
        self.new_game_button.setVisible(over)
        self.arena.setFocus()

    def _ask_for(self, table: SwordplayTable, seat: int) -> None:
        """Hot-seat: the board hidden until ``seat``'s player takes the device (the shell's
        pass screen, revealed only by a deliberate act)."""
        self._asked_seat = seat
        self.pass_button.setVisible(False)
        # No Hint while the table is hidden: it would tell a move from the hidden hand.
        self.hint_button.setVisible(False)
        self.rematch_button.setVisible(False)
        self.new_game_button.setVisible(False)
        name = self._words.seat_name(table.view_of(seat), seat)
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
        passes = [action for action in table.legal() if action.kind in PASS_KINDS]
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


def last_roll(
    words: BoardWords,
    setup: MatchSetup,
    start: object,
    plies: tuple[Ply, ...],
    readers: tuple[int, ...],
) -> tuple[int, str] | None:
    """The d10's last face among ``plies`` (played from ``start``) and what it decided, for
    the arena's die (every roll is public); None before the first roll."""
    for index in range(len(plies) - 1, -1, -1):
        ply = plies[index]
        if not _is_roll(ply):
            continue
        face = next(e.amount for e in ply.events if e.kind is EventKind.ROLLED)
        before = plies[index - 1].state if index else start
        return face, render(words.ply_words(setup, before, ply, readers))
    return None


def _is_roll(ply: Ply) -> bool:
    """A roll of the d10 (the rules' chance move, ruling SP-1)."""
    return ply.action.kind is ActionKind.ROLL and any(
        isinstance(event, Event) and event.kind is EventKind.ROLLED for event in ply.events
    )


def _before(match: Match, ply: Ply) -> object:
    """The state ``ply`` of ``match`` was played in."""
    plies = match.plies
    index = next(i for i, candidate in enumerate(plies) if candidate is ply)
    return plies[index - 1].state if index else match.start
