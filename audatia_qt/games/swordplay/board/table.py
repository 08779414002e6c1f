"""The game on the arena board: what the person at the board may do now, and the computer's
turns, all through the match owner (the one writer of the match, engine.session.owner).

The board asks this object, never the rules' state: ``view`` is the seat at the board's
observation (so nothing it draws depends on a card that seat cannot see), ``plays_for`` the
legal moves of one card, and ``refusal`` the rule that forbids a move (``rules.why_not``).
The computer decides on a worker thread from its own view only (``Bot.choose``); its move is
handed back to the GUI thread and played through the owner like a person's.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from audatia_qt.engine.messages import Message
from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.session.match import Match, SeatKind
from audatia_qt.engine.session.owner import Change, MatchOwner
from audatia_qt.games.swordplay.rules import Action, ActionKind, View, observe, why_not
from audatia_qt.games.swordplay.rules.state import State


class _BotSignals(QObject):
    decided = Signal(int, object)
    """The generation the decision was asked in, and the action chosen."""


class _BotJob(QRunnable):
    """One decision of the computer, off the GUI thread, from its view alone."""

    def __init__(
        self,
        bot: Bot[View, Action],
        view: View,
        legal: tuple[Action, ...],
        seed: int,
        generation: int,
        signals: _BotSignals,
    ) -> None:
        super().__init__()
        self._bot = bot
        self._view = view
        self._legal = legal
        self._seed = seed
        self._generation = generation
        self._signals = signals

    def run(self) -> None:
        action = self._bot.choose(self._view, self._legal, random.Random(self._seed))
        self._signals.decided.emit(self._generation, action)


class SwordplayTable(QObject):
    """The match on the board, for the board: reads through views, plays through the owner."""

    changed = Signal()
    """The match changed (a move, an undo, a new deal): the board redraws."""
    told = Signal(object)
    """The change itself (a ``Change``), for the log, before ``changed``."""
    action_applied = Signal()
    """A move was played on the board (the shell's ``GameController``)."""
    note = Signal(str)
    """A line for the status bar (a refusal's reason)."""

    def __init__(
        self,
        owner: MatchOwner,
        make_bot: Callable[[str], Bot[View, Action]],
        pool: QThreadPool | None = None,
    ) -> None:
        super().__init__()
        self._owner = owner
        self._make_bot = make_bot
        self._pool = pool if pool is not None else QThreadPool.globalInstance()
        self._signals = _BotSignals()
        self._signals.decided.connect(self._on_decided)
        self._generation = 0
        self._thinking = False
        self._bots: dict[int, Bot[View, Action]] = {}
        self._unsubscribe = owner.subscribe(self._on_change)
        self._rng = random.Random(owner.match.setup.chance_seed)

    # -- what the board reads ---------------------------------------------------------------

    @property
    def match(self) -> Match:
        return self._owner.match

    @property
    def state(self) -> State:
        state: State = self._owner.match.state
        return state

    @property
    def thinking(self) -> bool:
        """The computer is choosing its move."""
        return self._thinking

    def viewer(self) -> int:
        """The seat whose eyes are on the board: the person to move, else the first person
        (hot-seat shows each person their own hand on their turn), else the first seat."""
        setup = self.match.setup
        humans = setup.humans
        mover = self.match.to_move()
        if mover is not None and mover in humans:
            return int(mover)
        return int(humans[0]) if humans else 0

    def view(self) -> View:
        """What the seat at the board may know now (rulebook, "2. Draw": a hand is its
        holder's)."""
        return observe(self.state, self.viewer())

    def person_to_move(self) -> int | None:
        """The seat a person decides for now, or None (the computer's turn, the game over)."""
        mover = self.match.to_move()
        if mover is None or self._thinking:
            return None
        return int(mover) if self.match.setup.kind(mover) is SeatKind.HUMAN else None

    def legal(self) -> tuple[Action, ...]:
        """The moves the person to move may make now; none on the computer's turn."""
        if self.person_to_move() is None:
            return ()
        return tuple(self.match.legal_actions())

    def plays_for(self, card: int) -> tuple[Action, ...]:
        """The legal moves that play, ready, drop or use ``card`` now."""
        return tuple(action for action in self.legal() if action.card == card)

    def plays_of(self, kind: ActionKind) -> tuple[Action, ...]:
        return tuple(action for action in self.legal() if action.kind is kind)

    def refusal(self, action: Action) -> Message | None:
        """The rule that forbids ``action`` now (``rules.why_not``), or None if it is legal."""
        return why_not(self.state, action)

    # -- what the board does ----------------------------------------------------------------

    def play(self, action: Action) -> None:
        """Play a person's move through the owner (the rules check it again there)."""
        self._owner.play(action)
        self.action_applied.emit()

    def start(self) -> None:
        """Let the computer move if it is to move (a new deal, a load)."""
        self._maybe_think()

    def close(self) -> None:
        self._generation += 1
        self._unsubscribe()

    # -- the computer -----------------------------------------------------------------------

    def _bot(self, seat: int) -> Bot[View, Action]:
        if seat not in self._bots:
            name = self.match.setup.difficulty or "normal"
            self._bots[seat] = self._make_bot(name)
        return self._bots[seat]

    def _on_change(self, change: Change) -> None:
        self._generation += 1
        self._thinking = False
        self.told.emit(change)
        self.changed.emit()
        self._maybe_think()

    def _maybe_think(self) -> None:
        mover = self.match.to_move()
        if mover is None or self.match.setup.kind(mover) is SeatKind.HUMAN or self._thinking:
            return
        self._thinking = True
        seat = int(mover)
        job = _BotJob(
            self._bot(seat),
            observe(self.state, seat),
            tuple(self.match.legal_actions()),
            self._rng.getrandbits(32),
            self._generation,
            self._signals,
        )
        self.changed.emit()
        self._pool.start(job)

    def _on_decided(self, generation: int, action: Action) -> None:
        if generation != self._generation:
            return  # the match changed while the computer thought: its move is stale
        self._thinking = False
        self._owner.play(action)
