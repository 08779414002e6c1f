"""A network table's game on a board (issue 32): what a board reads of a game played through a
``TableLink``, from the table's snapshots alone.

A board follows either a ``BoardTable`` (the match in this process, through its owner) or a
``RemoteTable``, through the same reading API: ``viewer``, ``view_of``, ``person_to_move``,
``legal``, ``refusal``, ``play``, ``ask_hint``, ``to_move``, ``config``, ``hot_seat``,
``history`` and the ``changed``, ``heard`` and ``hinted`` signals. A remote table never holds
the game's state: this process has only its own seat's view, legal moves and events, as the
table sent them (``audatia_qt.net``), so nothing a board draws can depend on another seat's
hidden cards.

Why a move may not be made (``refusal``): the rules' ``why_not`` needs a whole state, and the
only whole state here is one the rules make up from the seat's own view (``Game.sample_world``,
the computer's way of imagining the hidden cards). A refusal of the seat's own move depends only
on what the seat knows (a refusal that named a hidden card would already tell it at a table on
one screen, docs/trust.md), so any state the view admits gives the same answer; the table's
list of legal moves stays the last word, and a move outside it is never sent.
"""

from __future__ import annotations

import random
from typing import Any, Final

from PySide6.QtCore import QObject, Signal

from audatia_qt.engine.game import Game
from audatia_qt.engine.messages import Message, translate
from audatia_qt.net.client import Seen, TableRefused
from audatia_qt.shell.board_table import SENT, Heard, Refusal, Told
from audatia_qt.shell.bot_runner import BotRunner, HintSearch
from audatia_qt.shell.network.link import TableLink

#: Said when a move is not among the table's legal moves and the rules name no other reason.
NOT_NOW: Final = translate("Network", "That move cannot be made now.")
#: Said when a move was sent and the table's answer has not come yet.
#: The seed of the world imagined to ask the rules why a move is refused (any world the view
#: admits gives the same answer: the module's docstring).
_REFUSAL_SEED: Final = 0


class RemoteTable(QObject):
    """One seat of a network table, for the board: reads the link's snapshots, plays through
    the link."""

    changed = Signal()
    """A new snapshot came (a move, a reconnection): the board redraws."""
    heard = Signal(object)
    """(Heard) the snapshot's new events for the log, before ``changed``."""
    hinted = Signal(object)
    """(the game's explanation) the Hint's answer."""
    link_changed = Signal()
    """The link dropped, came back or ended: the window says so."""
    refused = Signal(object)
    """(Message) the table refused a move (the game goes on)."""

    offers_rematch = False
    """A network game ends at its table: a rematch is a new table and new invites."""

    def __init__(
        self,
        game: Game[Any, Any, Any, Any, Any],
        link: TableLink,
        *,
        refusal: Refusal,
        hint: HintSearch,
        threaded: bool = True,
    ) -> None:
        super().__init__()
        self._game = game
        self._link = link
        self._refusal = refusal
        self._sent = False
        """A move was sent and its snapshot has not come: nothing more is offered until then."""
        self._hint_asked: int | None = None
        self._snapshots = 0
        # The Hint searches this seat's view on a worker, as at a table on one screen; there
        # is no computer seat here, so the runner's bots are never asked.
        self._runner = BotRunner(_no_bot, hint=hint, threaded=threaded, parent=self)
        self._runner.hinted.connect(self._on_hinted)
        link.seen.connect(self._on_seen)
        link.refused.connect(self._on_refused)
        link.lost.connect(self.link_changed)
        link.restored.connect(self.link_changed)
        link.ended.connect(self._on_ended)
        self.ended_reason: Message | None = None
        """Why the link gave up for good (None while it lives)."""

    # -- what the board reads ------------------------------------------------------------

    @property
    def link(self) -> TableLink:
        return self._link

    @property
    def seat(self) -> int | None:
        """This screen's seat, once the table has said it."""
        return self._link.seat

    @property
    def config(self) -> Any:
        """The table's public config (the seeds withheld)."""
        return self._link.config

    @property
    def hot_seat(self) -> bool:
        """One person at this screen: the pass-the-device screen is never shown."""
        return False

    @property
    def latest(self) -> Seen | None:
        return self._link.latest

    def to_move(self) -> int | None:
        latest = self.latest
        return None if latest is None else latest.to_move

    @property
    def over(self) -> bool:
        latest = self.latest
        return latest is not None and latest.over

    @property
    def thinking(self) -> bool:
        """Nobody at this screen waits on a computer."""
        return False

    def viewer(self) -> int:
        seat = self.seat
        return 0 if seat is None else seat

    def view_of(self, seat: int) -> Any:
        """This seat's view, the only one this screen has; ``ValueError`` for another seat's
        (a board asking for it would be a defect: it cannot be shown here)."""
        latest = self.latest
        if latest is None or seat != self.seat:
            raise ValueError(f"seat {seat}'s view is not at this screen")
        return latest.view

    def person_to_move(self) -> int | None:
        """This screen's seat when it is to move and has not sent its move yet."""
        latest = self.latest
        if latest is None or self._sent or not self._link.connected:
            return None
        return self.seat if latest.to_move == self.seat and latest.legal else None

    def legal(self) -> tuple[Any, ...]:
        latest = self.latest
        if latest is None or self.person_to_move() is None:
            return ()
        return latest.legal

    def refusal(self, action: Any) -> Message | None:
        """Why ``action`` may not be made now (the module's docstring), or None if it may."""
        latest = self.latest
        if latest is None:
            return NOT_NOW.say()
        if self._sent:
            return SENT.say()
        if action in self.legal():
            return None
        world = self._game.sample_world(latest.view, random.Random(_REFUSAL_SEED))
        return self._refusal(world, action) or NOT_NOW.say()

    def history(self) -> tuple[Told, ...]:
        """Every event this seat has been told, for the log."""
        seat = self.seat
        return (Told(self._link.log, (seat,)),) if seat is not None and self._link.log else ()

    def events_seen_by(self, seat: int) -> tuple[Any, ...]:
        """Every event of the game so far as this seat may read them (the only seat here)."""
        if seat != self.seat:
            raise ValueError(f"seat {seat}'s events are not at this screen")
        return self._link.log

    # -- what the board does -------------------------------------------------------------

    def play(self, action: Any) -> None:
        """Send this seat's move; the table's snapshot brings it back (or a refusal)."""
        if action not in self.legal():
            return  # the board offers only legal moves; a stale drop finds nothing to send
        self._sent = True
        self._link.act(action)
        self.changed.emit()

    def start(self) -> None:
        """Nothing to start: the table decides who moves."""

    def close(self) -> None:
        """Stop following the table (the window closes): the link ends, the Hint's worker
        stops."""
        self._link.close()
        self._runner.shutdown()

    def ask_hint(self, seat: int) -> bool:
        if self.person_to_move() != seat:
            return False
        latest = self.latest
        assert latest is not None
        self._hint_asked = self._snapshots
        self._runner.hint(self._snapshots, latest.view, latest.legal, latest.seq)
        return True

    # -- the link's news -----------------------------------------------------------------

    def _on_seen(self, seen: Seen) -> None:
        self._snapshots += 1
        self._sent = False
        seat = self.seat
        if seen.full:
            # A first snapshot or a reconnection: the log starts again from the whole game.
            told = (Told(seen.events, (seat,)),) if seat is not None else ()
            self.heard.emit(Heard(told, restart=True))
        elif seen.events and seat is not None:
            self.heard.emit(Heard((Told(seen.events, (seat,)),), moved=True))
        self.changed.emit()

    def _on_refused(self, refusal: TableRefused) -> None:
        if not self._sent:
            return  # a request's (an offer, a claim, a line of chat): its window says it
        self._sent = False
        self.refused.emit(NOT_NOW.say())
        self.changed.emit()

    def _on_ended(self, reason: Message) -> None:
        self.ended_reason = reason
        self.link_changed.emit()
        self.changed.emit()

    def _on_hinted(self, generation: int, explanation: object) -> None:
        if generation != self._hint_asked:
            return  # a new snapshot came while the hint was searched
        self._hint_asked = None
        self.hinted.emit(explanation)


def _no_bot(_seat: Any) -> Any:
    raise RuntimeError("a network table has no computer seat at this screen")
