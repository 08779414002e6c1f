"""The Hint searches in a process of its own (issue 27: on a thread it held the interpreter's
lock while the window drew, and the table's event loop stalled for 191-281 ms).

Its answer arrives and is applied; an answer for a position gone is dropped; only the person's
own view crosses to the process; and no process outlives its table."""

from __future__ import annotations

import multiprocessing
import os
import pickle
import subprocess
import sys
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.ai import explain
from audatia_qt.rules import GameConfig, PlayerView, Seat, observe
from audatia_qt.session.match import Match, MatchSetup, SeatKind
from audatia_qt.ui.table.hint_search import HintSearcher
from audatia_qt.ui.table.widget import TableWidget
from tests.ui.table.conftest import TableFactory

VS_COMPUTER = (SeatKind.HUMAN, SeatKind.COMPUTER)


def _table(start_table: TableFactory, config: GameConfig) -> TableWidget:
    table = start_table(Match(MatchSetup(config, VS_COMPUTER, "heuristic")), "heuristic")
    controller = table.controller
    assert controller is not None
    # The person keeps and declines until several cards can be played; then, as in the app,
    # the computer and the Hint work off the GUI thread.
    for _ in range(60):
        legal = controller.match.legal_actions()
        if sum(action.card is not None for action in legal) > 1 and controller.local_to_act:
            break
        controller.request(legal[0])
    controller.bots.threaded = True
    return table


def _no_search_here(*_args: object, **_kwargs: object) -> explain.Explanation:
    raise AssertionError("the Hint searched in the window's own process")


def test_the_hint_is_searched_in_another_process_and_applied(
    qtbot: QtBot,
    start_table: TableFactory,
    make_config: Callable[..., GameConfig],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The process imports the search afresh: this one's, replaced, would fail the Hint.
    monkeypatch.setattr(explain, "explain_choice", _no_search_here)
    table = _table(start_table, make_config(seed=21))
    controller = table.controller
    assert controller is not None
    sent: list[tuple[PlayerView, tuple[object, ...], int]] = []
    submit = table.hint_searcher.submit

    def spy(view: PlayerView, legal: tuple[object, ...], seed: int) -> object:
        sent.append((view, tuple(legal), seed))
        return submit(view, legal, seed)  # type: ignore[arg-type]

    monkeypatch.setattr(table.hint_searcher, "submit", spy)
    legal = controller.match.legal_actions()
    with qtbot.waitSignal(controller.hint_ready, timeout=60000) as blocker:
        assert controller.request_hint()
    explanation = blocker.args[0]
    assert explanation.best in legal
    assert table.decisions.hint_text().startswith("Hint: ")
    if explanation.best.card is not None:
        assert controller.selected == explanation.best.card
    # Honesty across the boundary: the person's own view and moves, nothing more.
    ((view, sent_legal, _seed),) = sent
    assert type(view) is PlayerView and view.viewer is Seat.A
    assert view == observe(controller.match.state, Seat.A)
    assert sent_legal == legal
    children = multiprocessing.active_children()
    assert children and all(child.pid != os.getpid() for child in children)
    table.shutdown_hints()
    assert not table.hint_searcher.started
    assert not multiprocessing.active_children(), "the hint process outlived its table"


def test_a_hint_for_a_position_gone_is_dropped(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    table = _table(start_table, make_config(seed=21))
    controller = table.controller
    assert controller is not None
    controller.settings.ai_delay_ms = 60_000  # the computer waits: the position stays new
    ready: list[object] = []
    controller.hint_ready.connect(ready.append)
    with qtbot.waitSignal(controller.hint_dropped, timeout=60000):
        assert controller.request_hint()
        # The person moves while the process searches: its answer is for a position gone.
        assert controller.request(controller.match.legal_actions()[0])
    assert ready == [] and not controller.hinting


def test_a_failed_search_is_said_and_the_next_hint_works(
    qtbot: QtBot, make_config: Callable[..., GameConfig]
) -> None:
    """A hint process that failed or died leaves no stuck searcher: the next Hint answers."""
    match = Match(MatchSetup(make_config(seed=21), VS_COMPUTER))
    view = observe(match.state, Seat.A)
    searcher = HintSearcher()
    try:
        with pytest.raises(ValueError, match="no legal action"):
            searcher.submit(view, (), 1).result(timeout=60)
        for child in multiprocessing.active_children():
            child.kill()
            child.join()
        answer = searcher.submit(view, match.legal_actions(), 1)
        try:
            explanation = answer.result(timeout=60)
        except BrokenProcessPool:  # the pool noticed its dead process only now: a new one
            explanation = searcher.submit(view, match.legal_actions(), 1).result(timeout=60)
        assert explanation.best in match.legal_actions()
    finally:
        searcher.shutdown()
    assert not multiprocessing.active_children()


def test_a_view_crosses_to_the_process_whole(make_config: Callable[..., GameConfig]) -> None:
    """The config is pickled as its fields; the card table and the ruleset (whose records hold
    functions) are made again on the other side, alike."""
    match = Match(MatchSetup(make_config(seed=5), VS_COMPUTER))
    view = observe(match.state, Seat.A)
    copied = pickle.loads(pickle.dumps(view))
    assert copied == view and copied.config == view.config
    assert copied.config.cards == view.config.cards
    assert type(copied.config.ruleset) is type(view.config.ruleset)
    assert explain.describe(copied, match.legal_actions()[0]) == explain.describe(
        view, match.legal_actions()[0]
    )


def test_the_hint_process_ends_when_the_window_is_killed(tmp_path: Path) -> None:
    """A window killed (no close, no exit handlers) leaves no hint process behind: it would
    wait for ever, holding the window's stderr (seen with the start-up bench)."""
    script = (
        "import os, sys\n"
        "from audatia_qt.ui.table.hint_search import HintSearcher\n"
        "searcher = HintSearcher()\n"
        "searcher.warm().result(timeout=120)\n"
        "import multiprocessing\n"
        "print(multiprocessing.active_children()[0].pid, flush=True)\n"
        "os._exit(9)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[3])}
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=180
    )
    assert done.returncode == 9, done.stderr
    child = int(done.stdout)
    deadline = time.monotonic() + 30
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(child), "the hint process outlived the killed window"


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"
