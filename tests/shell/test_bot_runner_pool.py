"""The computer thinks on every core from the runner's thread, and closing its table in the
middle of such a search neither waits for it nor leaves a process behind (issue 31, "Every
core"): the runner owns the search's worker processes and ends them when it shuts down."""

from __future__ import annotations

import multiprocessing
import random
from functools import partial
from pathlib import Path

from pytestqt.qtbot import QtBot

from audatia_qt.engine.search.ismcts import ISMCTSBot, Level
from audatia_qt.shell.bot_runner import BotAnswer, BotRunner
from tests.engine.twenty_one.rules import Config, State, TwentyOne
from tests.engine.twenty_one.searching import endless_bot, searching

#: Two trees of a short search: a decision that ends.
QUICK = Level("twenty-one-quick-trees", iterations=40, seconds=None, mistake_rate=0.0, trees=2)


def _position() -> tuple[object, tuple[object, ...]]:
    game = TwentyOne()
    state = State(Config(2), ((9, 5), (10, 7)), (False, False), 0, False)
    return game.observe(state, 0), tuple(game.legal_actions(state))


def test_the_runner_searches_on_workers_from_its_thread_and_closes_mid_search(
    qtbot: QtBot, tmp_path: Path
) -> None:
    before = set(multiprocessing.active_children())
    quick = ISMCTSBot(TwentyOne(), QUICK, recipe=partial(ISMCTSBot, TwentyOne(), QUICK))
    endless = endless_bot(tmp_path)
    bots = {0: quick, 1: endless}
    runner = BotRunner(lambda seat: bots[seat])
    answers: list[object] = []
    failures: list[int] = []
    runner.answered.connect(lambda _generation, answer: answers.append(answer))
    runner.failed.connect(lambda generation, _error: failures.append(generation))
    view, legal = _position()

    # A decision searched on the runner's worker processes, asked from its thread.
    runner.ask(1, 0, view, legal, seed=3)
    qtbot.waitUntil(lambda: bool(answers), timeout=60_000)
    assert quick.pool is runner.search_pool and runner.search_pool.started
    assert runner.search_pool.fallback is None
    answer = answers[0]
    assert isinstance(answer, BotAnswer)
    assert answer.action == ISMCTSBot(TwentyOne(), QUICK).choose(view, legal, random.Random(3))

    # A search that would never end, closed while both workers search.
    runner.ask(2, 1, view, legal, seed=4)
    qtbot.waitUntil(lambda: searching(tmp_path), timeout=60_000)
    assert runner.busy
    runner.shutdown()
    assert not runner.busy
    qtbot.waitUntil(lambda: failures == [2], timeout=10_000)  # a stale failure, dropped by a table
    assert not set(multiprocessing.active_children()) - before
