"""The computer players off the GUI thread, for any game (ARCHITECTURE, "How the table follows the
game", 4).

``BotRunner`` asks a seat's ``Bot`` (``engine.search.bot``) for a decision with a generation
number; the answer comes back on the GUI thread carrying it, and whoever asked drops an answer
whose generation is no longer current (after a new game or an undo). The bot sees only its
seat's observation and the legal actions (the Bot protocol), both immutable, so the worker
shares nothing mutable with the window. A game may add the words for why its computer chose a
move (``DecisionNote``) and a Hint search for the person (``HintSearch``).

``ComputerPlayers`` plays the computer's seats of the match a ``MatchOwner`` holds: it listens
to the owner's change notice, asks the runner when a computer seat is to move, and plays the
answer through the owner; any change of the match (a move, Undo, Redo, a new game) makes a
decision still being thought out stale. A game whose board schedules its computer itself (with
a pause, a hot-seat hand-over: Audatia's table) uses the ``BotRunner`` alone.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from audatia_qt.engine.game import IllegalMove
from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.search.pool import PoolUser, SearchPool
from audatia_qt.engine.session.match import Match, SeatKind
from audatia_qt.engine.session.owner import Change, MatchOwner

#: Makes the bot for a seat (the seat as the game names it).
BotFactory = Callable[[Any], Bot[Any, Any]]
#: Why ``bot`` chose ``action`` from ``view``, in words for the game log, or None; called on the
#: worker right after the decision (so from the search just made). ``private``: everyone
#: reading the table may see the deciding seat's hidden cards.
DecisionNote = Callable[[Bot[Any, Any], Any, Any, bool], Message | None]
#: The Hint button's search of the person's position: (view, legal actions, generator) -> the
#: game's explanation.
HintSearch = Callable[[Any, Sequence[Any], random.Random], object]

#: The computer failed (a defect): said where the game's prompt is, the system's words after it.
COMPUTER_FAILED = translate("ComputerFailed", "The computer could not decide: {error}")


@dataclass(frozen=True)
class BotAnswer:
    """A computer's decision and, in words, why (for the game log; None for a forced move)."""

    action: Any
    note: Message | None


class _Answers(QObject):
    """Lives on the GUI thread; a worker's emit is queued to it."""

    answered = Signal(int, object)
    hinted = Signal(int, object)
    failed = Signal(int, str)


class _Task:
    """A search on the worker over one position; a failure is reported, never kills a thread.

    Run by a Python thread pool, not as a ``QRunnable`` in a ``QThreadPool``: PySide kept some
    finished Python runnables (and some callables given to ``QThreadPool.start``) alive, each
    with its view, legal actions and generator, so a long session grew by every game's
    leftovers.
    """

    def __init__(
        self,
        answers: _Answers,
        generation: int,
        view: Any,
        legal: Sequence[Any],
        rng: random.Random,
    ) -> None:
        self.answers = answers
        self.generation = generation
        self.view = view
        self.legal = legal
        self.rng = rng

    def run(self) -> None:
        try:
            self.work()
        except Exception as error:  # a bot's failure must reach the window
            self.answers.failed.emit(self.generation, f"{type(error).__name__}: {error}")

    def work(self) -> None:
        raise NotImplementedError


class _Decision(_Task):
    """The computer's move, and why."""

    def __init__(
        self,
        answers: _Answers,
        generation: int,
        bot: Bot[Any, Any],
        view: Any,
        legal: Sequence[Any],
        rng: random.Random,
        note: DecisionNote | None,
        private: bool,
    ) -> None:
        super().__init__(answers, generation, view, legal, rng)
        self.bot = bot
        self.note = note
        self.private = private

    def work(self) -> None:
        action = self.bot.choose(self.view, self.legal, self.rng)
        # A forced move needs no reason: the log says nothing rather than a hollow one.
        note = (
            None
            if self.note is None or len(self.legal) == 1
            else self.note(self.bot, self.view, action, self.private)
        )
        self.answers.answered.emit(self.generation, BotAnswer(action, note))


class _Hint(_Task):
    """The Hint button's search, for the person's own view."""

    def __init__(
        self,
        answers: _Answers,
        generation: int,
        search: HintSearch,
        view: Any,
        legal: Sequence[Any],
        rng: random.Random,
    ) -> None:
        super().__init__(answers, generation, view, legal, rng)
        self.search = search

    def work(self) -> None:
        self.answers.hinted.emit(self.generation, self.search(self.view, self.legal, self.rng))


class BotRunner(QObject):
    """Asks bots for decisions, on a worker thread or (``threaded=False``) at once."""

    answered = Signal(int, object)
    """(generation, BotAnswer)"""
    hinted = Signal(int, object)
    """(generation, the game's explanation): the answer to ``hint``."""
    failed = Signal(int, str)

    def __init__(
        self,
        factory: BotFactory,
        *,
        note: DecisionNote | None = None,
        hint: HintSearch | None = None,
        threaded: bool = True,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.factory = factory
        self.note = note
        """Why a computer chose its move, in words (None: the game gives no reasons)."""
        self.hint_search = hint
        """The game's Hint search (None: the game offers no hint)."""
        self.threaded = threaded
        self._bots: dict[Any, Bot[Any, Any]] = {}
        # One worker thread, made on the first search; decisions queue behind each other.
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
        self.search_pool = SearchPool()
        """Worker processes for the bots that search on every core (``PoolUser``), started by
        the first such search and ended by ``shutdown``. Only a threaded runner hands it out:
        one without a thread (tests, screenshots) decides the same moves in this process
        without paying for the workers' start."""
        self._running: set[Future[None]] = set()
        self._answers = _Answers(self)
        self._answers.answered.connect(self.answered.emit)
        self._answers.hinted.connect(self.hinted.emit)
        self._answers.failed.connect(self.failed.emit)

    def bot(self, seat: Any) -> Bot[Any, Any]:
        if seat not in self._bots:
            bot = self.factory(seat)
            if self.threaded and isinstance(bot, PoolUser):
                bot.use_pool(self.search_pool)
            self._bots[seat] = bot
        return self._bots[seat]

    def ask(
        self,
        generation: int,
        seat: Any,
        view: Any,
        legal: Sequence[Any],
        seed: int,
        *,
        private: bool = False,
    ) -> None:
        """Ask ``seat``'s bot to decide; the answer arrives as ``answered(generation, answer)``.

        ``private``: everyone reading the table may see this seat's hidden cards, so the Why
        may give the search's figures (the game's ``DecisionNote``)."""
        task = _Decision(
            self._answers,
            generation,
            self.bot(seat),
            view,
            legal,
            random.Random(seed),
            self.note,
            private,
        )
        self._start(task)

    def hint(self, generation: int, view: Any, legal: Sequence[Any], seed: int) -> None:
        """Search the person's position; the answer arrives as ``hinted(generation, ...)``.
        ``ValueError`` when the game offers no hint."""
        if self.hint_search is None:
            raise ValueError("this game offers no hint")
        task = _Hint(self._answers, generation, self.hint_search, view, legal, random.Random(seed))
        self._start(task)

    @property
    def busy(self) -> bool:
        """A decision or a hint is queued or being searched on the worker."""
        return bool(self._running)

    def _start(self, task: _Task) -> None:
        if not self.threaded:
            task.run()
            return
        future = self._pool.submit(task.run)
        self._running.add(future)
        future.add_done_callback(self._running.discard)

    def shutdown(self) -> None:
        """Stop the search worker processes (a decision searching on them ends at once, its
        answer a stale failure), wait for a decision in progress on the thread (its answer will
        be stale and dropped); the ones not started are dropped, and the worker thread ends."""
        self.search_pool.close()
        self._pool.shutdown(wait=True, cancel_futures=True)


def decision_seed(match: Match, seat: Any) -> int:
    """The seed of the computer's generator for a decision: fixed by the match's chance seed
    and the ply, so a computer game replays the same (and an undone decision is decided the
    same way)."""
    return hash((match.setup.chance_seed, len(match.plies), int(seat))) & 0x7FFFFFFF


class ComputerPlayers(QObject):
    """Plays the computer's seats of the match ``owner`` holds, through ``owner``."""

    failed = Signal(object)
    """(Message) why the computer could not move."""

    def __init__(
        self,
        owner: MatchOwner,
        runner: BotRunner,
        *,
        delay_ms: int = 0,
        seed: Callable[[Match, Any], int] = decision_seed,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.owner = owner
        self.runner = runner
        self.seed = seed
        self.generation = 0
        """Moves on with every change of the match: an answer for an older one is stale."""
        self._awaited: int | None = None
        """The generation whose decision is being thought out, if any."""
        runner.answered.connect(self._on_answered)
        runner.failed.connect(self._on_failed)
        # The computer is asked after the change is told, never inside the notice: the owner
        # refuses a change while one is being told, and a runner without a thread answers at
        # once.
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(max(0, delay_ms))
        self._timer.timeout.connect(self._ask)
        self._stop_listening = owner.subscribe(self._on_change)

    @property
    def thinking(self) -> bool:
        """A computer's decision is awaited."""
        return self._timer.isActive() or self._awaited is not None

    def start(self) -> None:
        """Play the match held now: ask the computer if it is to move (the owner tells only
        the changes made from now on)."""
        self._follow()

    def stop(self) -> None:
        """Stop following the match: any answer still coming is stale."""
        self._stop_listening()
        self._follow(ask=False)

    def _on_change(self, _change: Change) -> None:
        self._follow()

    def _follow(self, *, ask: bool = True) -> None:
        self.generation += 1
        self._awaited = None
        self._timer.stop()
        if ask and self._computer_to_move() is not None:
            self._timer.start()

    def _computer_to_move(self) -> Any:
        """The computer seat that must decide now, or None."""
        match = self.owner.current
        if match is None or match.over:
            return None
        seat = match.to_move()
        if seat is None or match.setup.kind(seat) is not SeatKind.COMPUTER:
            return None
        return seat

    def _ask(self) -> None:
        seat = self._computer_to_move()
        if seat is None:
            return
        match = self.owner.match
        view = self.owner.game.observe(match.state, seat)
        self._awaited = self.generation
        self.runner.ask(self.generation, seat, view, match.legal_actions(), self.seed(match, seat))

    def _on_answered(self, generation: int, answer: object) -> None:
        if generation != self._awaited or not isinstance(answer, BotAnswer):
            return  # stale: the match changed (a move, Undo, a new game) while it thought
        self._awaited = None
        try:
            self.owner.play(answer.action, note=answer.note)
        except IllegalMove as error:
            self.failed.emit(COMPUTER_FAILED.say(error=str(error)))

    def _on_failed(self, generation: int, message: str) -> None:
        if generation == self._awaited:
            self._awaited = None
            self.failed.emit(COMPUTER_FAILED.say(error=message))
