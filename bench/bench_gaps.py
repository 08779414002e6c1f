"""The longest event-loop gap on the GUI thread while a Hint is searched and around autosaves,
in a real window (issue 27: the goal is no gap over 50 ms).

    python bench/bench_gaps.py [--hints N] [--saves N] [--seed S]

A QTimer asks to fire every 2 ms on the GUI thread; a gap is the time between two firings.
The window (offscreen, 1280x800, the app's thread switch interval, the computer on its worker,
normal animations, card faces drawn afresh in a temporary cache) plays a game against the
computer until the person has several cards to play. Then:

- Hint: ``--hints`` times, the Hint is asked and the longest gap from the ask until its answer
  is on the bar (plus 50 ms) is kept. The hint process is started first, as the app does at
  start (``TableWidget.warm_hints``), when the code has one.
- Autosave: ``--saves`` times, the game is autosaved (as after a move) and the longest gap
  from the hand-over until the write is reported (plus 50 ms) is kept, with 200 ms idle
  between saves (the writer idle in between, as between two moves).

Before/after: run it against another checkout with ``PYTHONPATH=/path/to/that/checkout``
(the script uses only what both have). Wall-clock figures on a shared machine: compare runs
made together.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if "PYTHONPATH" not in os.environ:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

import audatia_qt
from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.board.controller import TableController, TableSettings
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import GameConfig
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell.main_window import GUI_SWITCH_INTERVAL, MainWindow


class GapMeter:
    """A timer firing every 2 ms; the longest interval between firings since ``reset``."""

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setInterval(2)
        self.timer.timeout.connect(self._tick)
        self.last = time.perf_counter()
        self.longest = 0.0

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now

    def reset(self) -> None:
        self.last = time.perf_counter()
        self.longest = 0.0

    def start(self) -> None:
        self.reset()
        self.timer.start()


def _wait(app: QApplication, done: Callable[[], bool], timeout: float = 120.0) -> None:
    deadline = time.perf_counter() + timeout
    while not done():
        if time.perf_counter() > deadline:
            raise SystemExit("bench_gaps: timed out")
        app.processEvents()
        time.sleep(0.0005)


def _settle(app: QApplication, seconds: float) -> None:
    end = time.perf_counter() + seconds
    _wait(app, lambda: time.perf_counter() >= end)


def _controller(window: MainWindow) -> TableController:
    controller = window.controller
    assert controller is not None
    return controller


def _to_a_choice_with_cards(app: QApplication, window: MainWindow) -> None:
    """The person keeps and declines until a decision offers several card plays."""
    for _ in range(80):
        controller = _controller(window)
        _wait(app, lambda c=controller: c.local_to_act or c.match.to_move() is None)
        legal = controller.match.legal_actions()
        if sum(action.card is not None for action in legal) > 1:
            return
        controller.request(legal[0])
    raise SystemExit("bench_gaps: no decision with several card plays")


def hint_gaps(app: QApplication, window: MainWindow, meter: GapMeter, count: int) -> list[float]:
    table = window.table
    assert table is not None
    warm = getattr(table, "warm_hints", None)
    if warm is not None:  # the app starts the hint process at start
        searcher = table.hint_searcher
        future = searcher.warm()
        _wait(app, future.done)
    gaps = []
    for _ in range(count):
        controller = _controller(window)
        answered: list[object] = []
        controller.hint_ready.connect(answered.append)
        controller.hint_dropped.connect(lambda a=answered: a.append(None))
        _settle(app, 0.2)
        meter.reset()
        assert controller.request_hint(), "no hint can be asked here"
        _wait(app, lambda a=answered: bool(a))
        _settle(app, 0.05)
        gaps.append(meter.longest)
        controller.hint_ready.disconnect(answered.append)
    return gaps


def autosave_gaps(
    app: QApplication, window: MainWindow, meter: GapMeter, count: int
) -> list[float]:
    gaps = []
    for _ in range(count):
        landed: list[int] = []
        window.autosaved.connect(landed.append)
        _settle(app, 0.2)
        meter.reset()
        window._autosave()  # what every move, undo, redo and load does
        _wait(app, lambda a=landed: bool(a))
        _settle(app, 0.05)
        gaps.append(meter.longest)
        window.autosaved.disconnect(landed.append)
    return gaps


def _ms(values: list[float]) -> str:
    worst = max(values) * 1000
    middle = statistics.median(values) * 1000
    return f"longest {worst:.0f} ms, median of the runs {middle:.0f} ms"


def main() -> int:
    catalogue = Catalogue(GAMES)
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hints", type=int, default=5)
    parser.add_argument("--saves", type=int, default=20)
    parser.add_argument("--seed", type=int, default=21)
    args = parser.parse_args()
    sys.setswitchinterval(GUI_SWITCH_INTERVAL)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    work = Path(tempfile.mkdtemp(prefix="bench-gaps-"))
    try:
        settings = TableSettings(ai_delay_ms=0, threaded_ai=True)
        window = MainWindow(
            catalogue=catalogue,
            cache_dir=work / "faces",
            settings=settings,
            start_game=False,
            autosave_dir=work / "data",
        )
        window.resize(1280, 800)
        window.show()
        app.processEvents()
        decks = (window.game.decks[0].definition, window.game.decks[1].definition)
        setup = MatchSetup(
            AUDATIA,
            GameConfig(decks, seed=args.seed),
            (SeatKind.HUMAN, SeatKind.COMPUTER),
            "heuristic",
        )
        window.play_match(Match(setup))
        _to_a_choice_with_cards(app, window)
        meter = GapMeter()
        meter.start()
        print(f"code: {Path(audatia_qt.__file__).resolve().parents[1]}")
        print(f"Hint ({args.hints} asks): {_ms(hint_gaps(app, window, meter, args.hints))}")
        print(
            f"Autosave ({args.saves} saves): {_ms(autosave_gaps(app, window, meter, args.saves))}"
        )
        meter.timer.stop()
        window.close()
        QCoreApplication.processEvents()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
