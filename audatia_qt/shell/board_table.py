"""A game's match on its board, for any game whose board follows the match owner: what the
person at the board may do now, and the computer's turns (ARCHITECTURE, "How the table follows
the game").

The board asks this object, never the rules' state: ``view_of`` is a seat's observation (the
game's ``observe``, so nothing drawn depends on a card that seat cannot see), ``legal`` the
person's moves and ``refusal`` the rule that forbids a move (the game's ``why_not``). The
computer's seats are the shell's ``ComputerPlayers``: each decides on the worker thread from
its own view only and plays through the owner, like a person. A game's board narrows it to the
game's types (Swordplay's ``SwordplayTable``, Ready...Fence!'s ``ReadyFenceTable``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, NamedTuple, Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.narration import ply_readers
from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.session.match import Match, SeatKind
from audatia_qt.engine.session.owner import Change, ChangeKind, MatchOwner
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.bot_runner import BotRunner, ComputerPlayers, HintSearch

#: Said at a network table while this seat's move is on its way and the table's answer has not
#: come (``shell.network.remote_table``; a board that words its own prompt says it too).
SENT: Final = translate("Network", "Your move was sent; waiting for the table.")

#: The rule that forbids an action in a state (the game's ``why_not``), or None if it is legal.
Refusal = Callable[[Any, Any], Message | None]


class Told(NamedTuple):
    """Events for the log, and the seats that may read them: the game's narrator tells them
    as those readers may know the game (``tell_events``)."""

    events: tuple[Any, ...]
    readers: tuple[int, ...]


@dataclass(frozen=True)
class Heard:
    """What a change gives the log: its events (``told``), or a line of its own (``note``: an
    undo's); ``moved`` when a move was played, so the board shows its pieces moving;
    ``restart`` when ``told`` is the whole game's, the log told again from the start (a
    network table's reconnection)."""

    told: tuple[Told, ...] = ()
    note: Message | None = None
    moved: bool = False
    restart: bool = False


class FollowedTable(Protocol):
    """What a board reads of the game it follows: a ``BoardTable`` (the match in this process)
    or a network table's seat (``shell.network.remote_table.RemoteTable``, the table's
    snapshots alone). A board that reads only this can be played at either."""

    @property
    def changed(self) -> SignalInstance: ...

    @property
    def heard(self) -> SignalInstance: ...

    @property
    def hinted(self) -> SignalInstance: ...

    @property
    def offers_rematch(self) -> bool: ...

    @property
    def hot_seat(self) -> bool: ...

    @property
    def config(self) -> Any: ...

    @property
    def thinking(self) -> bool: ...

    def to_move(self) -> int | None: ...

    def viewer(self) -> int: ...

    def view_of(self, seat: int) -> Any: ...

    def person_to_move(self) -> int | None: ...

    def legal(self) -> tuple[Any, ...]: ...

    def refusal(self, action: Any) -> Message | None: ...

    def history(self) -> tuple[Told, ...]: ...

    def events_seen_by(self, seat: int) -> tuple[Any, ...]: ...

    def play(self, action: Any) -> None: ...

    def ask_hint(self, seat: int) -> bool: ...

    def start(self) -> None: ...

    def close(self) -> None: ...


class BoardTable(QObject):
    """The match on the board, for the board: reads through views, plays through the owner."""

    changed = Signal()
    """The match changed (a move, an undo, a new deal): the board redraws."""
    told = Signal(object)
    """The change itself (a ``Change``), for the log, before ``changed``."""
    heard = Signal(object)
    """(Heard) what the change gives the log, before ``changed``: the same as a network
    table's (``shell.network.remote_table``), so a board's log follows either."""
    action_applied = Signal()
    """A move was played on the board (the shell's controller listens)."""
    failed = Signal(object)
    """(Message) why the computer could not move."""
    hinted = Signal(object)
    """(the game's explanation) the Hint's answer for the person to move."""

    offers_rematch = True
    """The game over, its board offers a rematch and a new game (a network table does not)."""

    def __init__(
        self,
        owner: MatchOwner,
        make_bot: Callable[[str], Bot[Any, Any]],
        settings: BoardSettings,
        default_bot: str,
        *,
        refusal: Refusal,
        hint: HintSearch,
    ) -> None:
        super().__init__()
        self._owner = owner
        self._refusal = refusal
        difficulty = owner.match.setup.difficulty or default_bot
        self._runner = BotRunner(
            lambda _seat: make_bot(difficulty),
            hint=hint,
            threaded=settings.threaded_ai,
            parent=self,
        )
        self._runner.hinted.connect(self._on_hinted)
        self._hint_asked: int | None = None
        self._changes = 0
        self._computers = ComputerPlayers(
            owner, self._runner, delay_ms=settings.ai_delay_ms, parent=self
        )
        self._computers.failed.connect(self.failed)
        self._unsubscribe = owner.subscribe(self._on_change)

    # -- what the board reads ---------------------------------------------------------------

    @property
    def match(self) -> Match:
        return self._owner.match

    @property
    def thinking(self) -> bool:
        """The computer is choosing its move."""
        return self._computers.thinking

    @property
    def hot_seat(self) -> bool:
        """Two or more people share this screen (the pass-the-device screen between them)."""
        return self.match.setup.hot_seat

    @property
    def config(self) -> Any:
        """The game's config."""
        return self.match.setup.config

    def to_move(self) -> int | None:
        """The seat to decide now, or None once the game is over."""
        mover = self.match.to_move()
        return None if mover is None else int(mover)

    def history(self) -> tuple[Told, ...]:
        """Every ply's events so far, each with the table's readers of the state before it
        (``ply_readers``: the ply that ends the game names no card hidden when it was played)."""
        return self._told_from(0)

    def events_seen_by(self, seat: int) -> tuple[Any, ...]:
        """Every event of the game so far, as ``seat`` may read them (the game's ``redact``)."""
        game = self._owner.game
        return tuple(event for ply in self.match.plies for event in game.redact(ply.events, seat))

    def _told_from(self, first: int) -> tuple[Told, ...]:
        match = self.match
        return tuple(
            Told(match.plies[index].events, ply_readers(match, index))
            for index in range(first, len(match.plies))
        )

    def viewer(self) -> int:
        """The seat whose eyes are on the board: the person to move, else the first person
        (hot-seat shows each person their own hand on their turn), else the first seat."""
        humans = self.match.setup.humans
        mover = self.match.to_move()
        if mover is not None and mover in humans:
            return int(mover)
        return int(humans[0]) if humans else 0

    def view_of(self, seat: int) -> Any:
        """What ``seat`` may know now (the game's ``observe``)."""
        return self._owner.game.observe(self.match.state, seat)

    def person_to_move(self) -> int | None:
        """The seat a person decides for now, or None (the computer's turn, the game over)."""
        mover = self.match.to_move()
        if mover is None:
            return None
        return int(mover) if self.match.setup.kind(mover) is SeatKind.HUMAN else None

    def legal(self) -> tuple[Any, ...]:
        """The moves the person to move may make now; none on the computer's turn."""
        if self.person_to_move() is None:
            return ()
        return tuple(self.match.legal_actions())

    def refusal(self, action: Any) -> Message | None:
        """The rule that forbids ``action`` now (the game's ``why_not``), or None if legal."""
        return self._refusal(self.match.state, action)

    # -- what the board does ----------------------------------------------------------------

    def play(self, action: Any) -> None:
        """Play a person's move through the owner (the rules check it again there)."""
        self._owner.play(action)
        self.action_applied.emit()

    def start(self) -> None:
        """Let the computer move if it is to move (a new deal, a load)."""
        self._computers.start()

    def close(self) -> None:
        """Stop following the match (another game takes the board)."""
        self._unsubscribe()
        self._computers.stop()

    def ask_hint(self, seat: int) -> bool:
        """Search the position of the person to move, from ``seat``'s view only; the answer
        comes as ``hinted``. False when that person is not to move."""
        if self.person_to_move() != seat:
            return False
        self._hint_asked = self._changes
        legal = self.legal()
        self._runner.hint(self._changes, self.view_of(seat), legal, len(self.match.plies))
        return True

    def _on_hinted(self, generation: int, explanation: object) -> None:
        if generation != self._hint_asked:
            return  # the match changed while the hint was searched
        self._hint_asked = None
        self.hinted.emit(explanation)

    def _on_change(self, change: Change) -> None:
        self._changes += 1
        if change.kind is ChangeKind.REPLACED:
            # Another match took this one's place (its own table follows it, perhaps another
            # game's): this one lets go, so no move of it reaches this game's words or bots.
            self.close()
            return
        self.told.emit(change)
        if change.kind in (ChangeKind.UNDONE, ChangeKind.REDONE):
            self.heard.emit(Heard(note=change.note))
        else:
            self.heard.emit(
                Heard(self._told_from(len(self.match.plies) - len(change.plies)), moved=True)
            )
        self.changed.emit()
