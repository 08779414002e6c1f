"""The bout on the strip board: what the person at the board may do now, and the computer's
moves, all through the match owner (the one writer of the match, engine.session.owner).

The board asks this object, never the rules' state: ``view_of`` is a seat's observation (so
nothing drawn depends on a card that seat cannot see), ``legal`` the person's moves and
``refusal`` the rule that forbids a move (``rules.why_not``). The computer's seats are the
shell's ``ComputerPlayers``: each decides from its own view only and plays through the owner.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal

from audatia_qt.engine.messages import Message
from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.session.match import Match, SeatKind
from audatia_qt.engine.session.owner import Change, ChangeKind, MatchOwner
from audatia_qt.games.ready_fence.policy.explain import Explanation, explain_choice
from audatia_qt.games.ready_fence.rules import Action, Event, State, View, observe, redact, why_not
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.bot_runner import BotRunner, ComputerPlayers


def _hint_search(view: object, legal: Sequence[object], rng: random.Random) -> Explanation:
    """The Hint: the search's best moves for the person to move, from their view only."""
    assert isinstance(view, View)
    actions = [action for action in legal if isinstance(action, Action)]
    return explain_choice(view, actions, rng=rng)


class ReadyFenceTable(QObject):
    """The match on the board, for the board: reads through views, plays through the owner."""

    changed = Signal()
    """The match changed (a move, an undo, a new bout): the board redraws."""
    told = Signal(object)
    """The change itself (a ``Change``), for the log, before ``changed``."""
    action_applied = Signal()
    """A move was played on the board (the shell's controller listens)."""
    failed = Signal(object)
    """(Message) why the computer could not move."""
    hinted = Signal(object)
    """(Explanation) the Hint's answer for the person to move."""

    def __init__(
        self,
        owner: MatchOwner,
        make_bot: Callable[[str], Bot[View, Action]],
        settings: BoardSettings,
        default_bot: str,
    ) -> None:
        super().__init__()
        self._owner = owner
        difficulty = owner.match.setup.difficulty or default_bot
        self._runner = BotRunner(
            lambda _seat: make_bot(difficulty),
            hint=_hint_search,
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
    def state(self) -> State:
        state: State = self._owner.match.state
        return state

    @property
    def thinking(self) -> bool:
        """The computer is choosing its move."""
        return self._computers.thinking

    def viewer(self) -> int:
        """The seat whose eyes are on the board: the person to move, else the first person,
        else the first seat."""
        humans = self.match.setup.humans
        mover = self.match.to_move()
        if mover is not None and mover in humans:
            return int(mover)
        return int(humans[0]) if humans else 0

    def view_of(self, seat: int) -> View:
        """What ``seat`` may know now (rulebook, "Game Setup": hands "kept hidden")."""
        return observe(self.state, seat)

    def events_seen_by(self, seat: int) -> tuple[Event, ...]:
        """Every event of the bout so far, as ``seat`` may read them (``rules.redact``)."""
        events: list[Event] = []
        for ply in self.match.plies:
            events.extend(redact((e for e in ply.events if isinstance(e, Event)), seat))
        return tuple(events)

    def person_to_move(self) -> int | None:
        """The seat a person decides for now, or None (the computer's move, the bout over)."""
        mover = self.match.to_move()
        if mover is None:
            return None
        return int(mover) if self.match.setup.kind(mover) is SeatKind.HUMAN else None

    def legal(self) -> tuple[Action, ...]:
        """The moves the person to move may make now; none on the computer's move."""
        if self.person_to_move() is None:
            return ()
        return tuple(self.match.legal_actions())

    def refusal(self, action: Action) -> Message | None:
        """The rule that forbids ``action`` now (``rules.why_not``), or None if it is legal."""
        return why_not(self.state, action)

    # -- what the board does ----------------------------------------------------------------

    def play(self, action: Action) -> None:
        """Play a person's move through the owner (the rules check it again there)."""
        self._owner.play(action)
        self.action_applied.emit()

    def start(self) -> None:
        """Let the computer move if it is to move (a new bout, a load)."""
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
        self._runner.hint(self._changes, self.view_of(seat), self.legal(), len(self.match.plies))
        return True

    def _on_hinted(self, generation: int, explanation: object) -> None:
        if generation != self._hint_asked or not isinstance(explanation, Explanation):
            return  # the match changed while the hint was searched
        self._hint_asked = None
        self.hinted.emit(explanation)

    def _on_change(self, change: Change) -> None:
        self._changes += 1
        if change.kind is ChangeKind.REPLACED:
            # Another match took this one's place (its own table follows it): this one lets
            # go, so no move of it reaches this board's words or bots.
            self.close()
            return
        self.told.emit(change)
        self.changed.emit()
