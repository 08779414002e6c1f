"""Closing a table while the computer searches on every core (issue 31, "Every core"): the
window does not wait for the search, and no worker process outlives the table."""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable

from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import GameConfig
from tests.games.audatia.board.conftest import TableFactory

TOP = "ismcts:grandmaster"


def test_closing_the_table_mid_search_ends_the_search_and_its_workers(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    before = set(multiprocessing.active_children())
    computers = (SeatKind.COMPUTER, SeatKind.COMPUTER)
    match = Match(MatchSetup(AUDATIA, make_config(seed=3), computers, TOP))
    table = start_table(match, TOP, threaded_ai=True)
    controller = table.controller
    assert controller is not None
    runner = controller.bots
    # The computer's first searched decision starts the workers and keeps them searching for
    # seconds (the Grand Master's budget).
    qtbot.waitUntil(lambda: runner.search_pool.started and runner.busy, timeout=60_000)
    table.close()
    assert table.controller is None
    assert runner.search_pool.closed and not runner.busy
    assert not set(multiprocessing.active_children()) - before
