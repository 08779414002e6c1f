"""The computer player off the GUI thread (ARCHITECTURE, "How the table follows the game", 4).

A decision is asked with a generation number; the answer comes back on the GUI thread carrying
it, and the controller drops an answer whose generation is no longer current (after a new game
or an undo). The bot sees only its seat's ``PlayerView`` and the legal actions (the Bot
protocol), both immutable, so the worker shares nothing mutable with the window.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from audatia_qt.engine.messages import Message
from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.engine.search.ismcts import ISMCTSBot
from audatia_qt.games.audatia.policy.explain import decision_note, explain_choice
from audatia_qt.games.audatia.policy.factory import AudatiaBot, make_bot
from audatia_qt.games.audatia.rules import Action, PlayerView, Seat

#: Makes the bot for a seat. Adding a bot is one line in ``default_bot_factory``.
BotFactory = Callable[[Seat], AudatiaBot]


def default_bot_factory(name: str | None = None) -> BotFactory:
    """Bots by name (``policy.factory``); the random player when no name is given."""

    def make(_seat: Seat) -> AudatiaBot:
        if name is None:
            return RandomBot()
        return make_bot(name)

    return make


@dataclass(frozen=True)
class BotAnswer:
    """A computer's decision and, in words, why (for the game log; empty for a forced move)."""

    action: Action
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
        view: PlayerView,
        legal: Sequence[Action],
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
        bot: AudatiaBot,
        view: PlayerView,
        legal: Sequence[Action],
        rng: random.Random,
        private: bool,
    ) -> None:
        super().__init__(answers, generation, view, legal, rng)
        self.bot = bot
        self.private = private

    def work(self) -> None:
        action = self.bot.choose(self.view, self.legal, self.rng)
        # Explained here, off the GUI thread, from the search just made (no second one).
        # A forced move needs no reason: the log says nothing rather than a hollow one.
        result = self.bot.last_result if isinstance(self.bot, ISMCTSBot) else None
        note = (
            None
            if len(self.legal) == 1
            else decision_note(self.view, action, result, private=self.private)
        )
        self.answers.answered.emit(self.generation, BotAnswer(action, note))


class _Hint(_Task):
    """The Hint button's search (``explain_choice``'s default: Hard's, capped at a second), for
    the person's own view."""

    def work(self) -> None:
        explanation = explain_choice(self.view, self.legal, rng=self.rng)
        self.answers.hinted.emit(self.generation, explanation)


class BotRunner(QObject):
    """Asks bots for decisions, on a worker thread or (``threaded=False``) at once."""

    answered = Signal(int, object)
    """(generation, BotAnswer)"""
    hinted = Signal(int, object)
    """(generation, Explanation): the answer to ``hint``."""
    failed = Signal(int, str)

    def __init__(
        self, factory: BotFactory, *, threaded: bool = True, parent: QObject | None = None
    ):
        super().__init__(parent)
        self.factory = factory
        self.threaded = threaded
        self._bots: dict[Seat, AudatiaBot] = {}
        # One worker thread, made on the first search; decisions queue behind each other.
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
        self._running: set[Future[None]] = set()
        self._answers = _Answers(self)
        self._answers.answered.connect(self.answered.emit)
        self._answers.hinted.connect(self.hinted.emit)
        self._answers.failed.connect(self.failed.emit)

    def bot(self, seat: Seat) -> AudatiaBot:
        if seat not in self._bots:
            self._bots[seat] = self.factory(seat)
        return self._bots[seat]

    def ask(
        self,
        generation: int,
        seat: Seat,
        view: PlayerView,
        legal: Sequence[Action],
        seed: int,
        *,
        private: bool = False,
    ) -> None:
        """Ask ``seat``'s bot to decide; the answer arrives as ``answered(generation, action)``.

        ``private``: everyone reading the table may see this seat's hand, so the Why may give
        the search's figures (``decision_note``)."""
        task = _Decision(
            self._answers, generation, self.bot(seat), view, legal, random.Random(seed), private
        )
        self._start(task)

    def hint(self, generation: int, view: PlayerView, legal: Sequence[Action], seed: int) -> None:
        """Search the person's position; the answer arrives as ``hinted(generation, ...)``."""
        task = _Hint(self._answers, generation, view, legal, random.Random(seed))
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
        """Wait for a decision in progress (its answer will be stale and dropped); the ones
        not started are dropped, and the worker thread ends."""
        self._pool.shutdown(wait=True, cancel_futures=True)
