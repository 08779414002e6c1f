"""The table's controller at a seat of a network table (issue 32): the same gestures, prompt and
refusals as at a table on one screen (``SeatController``), read from the table's snapshots
alone (``board_table.FollowedTable``, a ``RemoteTable``).

This screen has the seat's view, its legal moves and the events as that seat may read them;
never the game's state. What the table draws is the view. The words (the prompt, why a card may
not go somewhere, the decision bar's moves) are the rules' functions of a whole state: they are
said from one state the rules imagine from the view (``sample_world``, the computer's way of
dealing the cards it cannot see), the same for the same view. Those functions read only what
the viewer may know (a word about a hidden card would already tell it at a table on one screen,
docs/trust.md), so the imagined cards never show; the test
tests/shell/network/test_network_audatia.py deals them differently and compares every word.
The table's own list of legal moves stays the last word: no other move is offered or sent.

Nothing here is the local game's: no undo, no computer seat, no pass-the-device screen.
"""

from __future__ import annotations

import random
from typing import Final

from PySide6.QtCore import QObject, Signal

from audatia_qt.engine.messages import Message, translate
from audatia_qt.games.audatia.board.controller import SeatController, TableSettings
from audatia_qt.games.audatia.narrator.commentary import ToldMove, one_line
from audatia_qt.games.audatia.narrator.prompts import prompt
from audatia_qt.games.audatia.policy.explain import Explanation
from audatia_qt.games.audatia.rules import (
    Action,
    Event,
    EventKind,
    GameState,
    Outcome,
    PlayerView,
    Seat,
    sample_world,
)
from audatia_qt.shell.board_table import SENT, FollowedTable, Heard, Told

#: The prompt once the game ended at the table rather than by the rules (the window says how).
ENDED_AT_THE_TABLE: Final = translate("TableController", "The game is over.")
#: The seed of the state imagined from each view (any seed: the words do not depend on it,
#: and tests/shell/network/test_network_audatia.py changes it to show so).
WORLD_SEED: Final = 0


class RemoteController(SeatController):
    """One seat of a network table, for the table: reads its snapshots, plays through it."""

    log_restarted = Signal()
    """The whole game's events come again (a reconnection): the log starts over."""

    def __init__(
        self,
        table: FollowedTable,
        settings: TableSettings | None = None,
        parent: QObject | None = None,
    ) -> None:
        viewer = Seat(table.viewer())
        view: PlayerView = table.view_of(int(viewer))
        super().__init__(view.config, viewer, settings, parent)
        self.table = table
        self._view = view
        self._world = self._imagine(view)
        self._shown_acting = False
        self._sending = False
        """A move was sent and the table has not answered it yet."""
        self._news: tuple[Event, ...] = ()
        """The events heard since the table was last redrawn (the preview shows their card)."""
        table.changed.connect(self._on_changed)
        table.heard.connect(self._on_heard)
        table.hinted.connect(self._on_hinted)

    def _imagine(self, view: PlayerView) -> GameState:
        return sample_world(view, random.Random(WORLD_SEED))

    # -- what the table reads ----------------------------------------------------------

    @property
    def hot_seat(self) -> bool:
        return False

    @property
    def local_to_act(self) -> bool:
        return self.table.person_to_move() == int(self.viewer)

    def view(self) -> PlayerView:
        return self._view

    @property
    def state(self) -> GameState:
        """The state imagined from the view (the module's docstring)."""
        return self._world

    def to_move(self) -> Seat | None:
        return self._view.to_move

    def outcome(self) -> Outcome | None:
        return self._view.outcome

    def _moves_here(self) -> tuple[Action, ...]:
        return tuple(self.table.legal()) if self.local_to_act else ()

    def _moves_prompted(self) -> tuple[Action, ...]:
        # The opponent's moves are not at this screen: their turn is said without them.
        return self._moves_here()

    def _play(self, action: Action) -> None:
        self._sending = True
        self.table.play(action)

    def prompt_text(self) -> Message | str:
        if self.table.to_move() is None and self.outcome() is None:
            # Ended at the table, not by the rules (a resignation, a draw agreed, a claim,
            # the clock): the window says how; the board no longer asks anyone to move.
            return ENDED_AT_THE_TABLE.say()
        seat = self.to_move()
        if seat is not self.viewer or self.outcome() is not None or self.pending is not None:
            return super().prompt_text()
        if self._sending and not self.local_to_act:
            return SENT.say()
        # This seat's turn, also while the link is down (its cards glow again once it is back).
        return prompt(self.state, self._moves_here(), self.names[seat], local=True)

    def waits_on(self, seat: Seat) -> bool:
        """Only the opponent is thinking (this seat's own move is on its way), and only while
        the table goes on."""
        return seat is not self.viewer and self.table.to_move() is not None

    # -- the game -----------------------------------------------------------------------

    def start(self) -> None:
        """Tell the game so far in the log, then show the table."""
        self._tell(self.table.history(), moved=False)
        self._redraw()

    def _on_heard(self, heard: Heard) -> None:
        if heard.restart:
            self.log_restarted.emit()
        if heard.note is not None:
            self.move_told.emit(ToldMove(heard.note), None)
        self._tell(heard.told, moved=heard.moved)

    def _tell(self, told: tuple[Told, ...], *, moved: bool) -> None:
        """The log's lines for the events heard, as the one seat here may read them: a move's
        events in one line; the whole game's (a first snapshot, a reconnection) a line for
        each happening, since the table sends events without the moves that made them."""
        for events, readers in told:
            ours = tuple(event for event in events if isinstance(event, Event))
            self._news += ours
            seats = tuple(Seat(reader) for reader in readers)
            lines = self.commentator.sentences(
                [event for event in ours if event.kind is not EventKind.GAME_OVER], readers=seats
            )
            ending = next(
                (self.commentator.sentence(e) for e in ours if e.kind is EventKind.GAME_OVER),
                None,
            )
            if not lines:
                if ending is not None:
                    self.move_told.emit(ToldMove(ending), None)
                continue
            if moved:
                lines = [one_line(lines)]
            for line in lines[:-1]:
                self.move_told.emit(ToldMove(line), None)
            self.move_told.emit(ToldMove(lines[-1], ending), None)

    def _on_changed(self) -> None:
        """A snapshot came, a move was sent or refused, the link changed: redraw when the view
        or what this seat may do changed."""
        view: PlayerView = self.table.view_of(int(self.viewer))
        fresh = view != self._view or bool(self._news)
        if not fresh and self.local_to_act == self._shown_acting:
            return
        if fresh or self.local_to_act:
            self._sending = False  # answered: the next snapshot, or a refusal
        if fresh:
            self.generation += 1
            self._view = view
            self._world = self._imagine(view)
        if self.hinting and not self.local_to_act:
            self.hinting = False
            self.hint_dropped.emit()
        self._redraw()

    def _redraw(self) -> None:
        events, self._news = self._news, ()
        self._shown_acting = self.local_to_act
        view = self._view
        self._show_new_state(lambda: self.transition_applied.emit(events, view))

    # -- hints --------------------------------------------------------------------------

    @property
    def can_hint(self) -> bool:
        return (
            self.settings.hints
            and self.local_to_act
            and not self.hinting
            and bool(self._moves_here())
        )

    def request_hint(self) -> bool:
        """Search this seat's own view (the table's Hint, on its worker); ``hint_ready``
        follows, or ``hint_dropped`` if a snapshot comes first."""
        if not self.can_hint:
            return False
        # Set first: a Hint searched on this thread answers before ``ask_hint`` returns.
        self.hinting = True
        if not self.table.ask_hint(int(self.viewer)):
            self.hinting = False
            return False
        return True

    def _on_hinted(self, explanation: object) -> None:
        self.hinting = False
        if not isinstance(explanation, Explanation) or not self.local_to_act:
            self.hint_dropped.emit()
            return
        self._show_hint(explanation)

    def shutdown(self) -> None:
        self.table.changed.disconnect(self._on_changed)
        self.table.heard.disconnect(self._on_heard)
        self.table.hinted.disconnect(self._on_hinted)
