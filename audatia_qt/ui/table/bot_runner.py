"""The computer player off the GUI thread (ARCHITECTURE, "How the table follows the game", 4).

A decision is asked with a generation number; the answer comes back on the GUI thread carrying
it, and the controller drops an answer whose generation is no longer current (after a new game
or an undo). The bot sees only its seat's ``PlayerView`` and the legal actions (the Bot
protocol), both immutable, so the worker shares nothing mutable with the window.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from audatia_qt.ai.bot import Bot, RandomBot
from audatia_qt.rules import Action, PlayerView, Seat

#: Makes the bot for a seat. Adding a bot is one line in ``default_bot_factory``.
BotFactory = Callable[[Seat], Bot]


def default_bot_factory(name: str | None = None) -> BotFactory:
    """Bots by name (``audatia_qt.ai.factory``); the random player when no name is given."""

    def make(_seat: Seat) -> Bot:
        if name is None:
            return RandomBot()
        from audatia_qt.ai.factory import make_bot

        return make_bot(name)

    return make


class _Answers(QObject):
    """Lives on the GUI thread; a worker's emit is queued to it."""

    answered = Signal(int, object)
    failed = Signal(int, str)


class _Decision(QRunnable):
    def __init__(
        self,
        answers: _Answers,
        generation: int,
        bot: Bot,
        view: PlayerView,
        legal: Sequence[Action],
        rng: random.Random,
    ) -> None:
        super().__init__()
        self.answers = answers
        self.generation = generation
        self.bot = bot
        self.view = view
        self.legal = legal
        self.rng = rng

    def run(self) -> None:
        try:
            action = self.bot.choose(self.view, self.legal, self.rng)
        except Exception as error:  # a bot's failure must reach the window, not kill a thread
            self.answers.failed.emit(self.generation, f"{type(error).__name__}: {error}")
            return
        self.answers.answered.emit(self.generation, action)


class BotRunner(QObject):
    """Asks bots for decisions, on a worker thread or (``threaded=False``) at once."""

    answered = Signal(int, object)
    """(generation, Action)"""
    failed = Signal(int, str)

    def __init__(
        self, factory: BotFactory, *, threaded: bool = True, parent: QObject | None = None
    ):
        super().__init__(parent)
        self.factory = factory
        self.threaded = threaded
        self._bots: dict[Seat, Bot] = {}
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._answers = _Answers(self)
        self._answers.answered.connect(self.answered.emit)
        self._answers.failed.connect(self.failed.emit)

    def bot(self, seat: Seat) -> Bot:
        if seat not in self._bots:
            self._bots[seat] = self.factory(seat)
        return self._bots[seat]

    def ask(
        self, generation: int, seat: Seat, view: PlayerView, legal: Sequence[Action], seed: int
    ) -> None:
        """Ask ``seat``'s bot to decide; the answer arrives as ``answered(generation, action)``."""
        task = _Decision(
            self._answers, generation, self.bot(seat), view, legal, random.Random(seed)
        )
        if self.threaded:
            self._pool.start(task)
        else:
            task.run()

    def shutdown(self) -> None:
        """Wait for a decision in progress (its answer will be stale and dropped)."""
        self._pool.clear()
        self._pool.waitForDone()
