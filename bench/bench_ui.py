"""The table's speed: process start to an interactive table, and a full repaint at 1920x1080.

    python bench/bench_ui.py [--runs N] [--repaints M]

Start to table: from just before ``python`` is spawned until the main window shows a dealt game
whose hand the player can play (the first run draws the card faces into an empty cache; the
others read them back). Repaint: the whole table view painted again (``QWidget.grab`` of the
viewport) at 1920 x 1080, mid-game, offscreen. Targets: 1.5 s and 16 ms. Wall-clock figures on
a shared machine: compare runs made together.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

#: Run in the child: open the window and report when the table takes input.
_CHILD = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell.main_window import MainWindow
window = MainWindow(catalogue=Catalogue(GAMES))
window.show()
while True:
    app.processEvents()
    table = window.table
    controller = table.controller if table else None
    if controller is not None and controller.local_to_act and table.scene.items_by_key:
        break
print("READY", flush=True)
window.close()
"""


def start_to_table(cache_home: str) -> float:
    """Seconds from spawning the app to an interactive table."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env["XDG_CACHE_HOME"] = cache_home
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-c", _CHILD],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("READY"):
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError("the app ended before the table was ready")
    process.wait(timeout=30)
    return elapsed


def repaint_times(repaints: int) -> list[float]:
    """Milliseconds for each full repaint of the table view at 1920x1080, mid-game."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from audatia_qt.engine.catalogue import Catalogue
    from audatia_qt.engine.session.match import MatchSetup, SeatKind
    from audatia_qt.games.audatia.board.controller import TableSettings
    from audatia_qt.games.audatia.entry import AUDATIA
    from audatia_qt.games.audatia.screens.new_game import NewGameChoice, default_choice
    from audatia_qt.games.catalogue import GAMES
    from audatia_qt.shell.main_window import MainWindow

    catalogue = Catalogue(GAMES)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    with tempfile.TemporaryDirectory() as folder:
        settings = TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
        window = MainWindow(
            catalogue=catalogue, settings=settings, start_game=False, cache_dir=None
        )
        base = default_choice(window.game.decks, 3)
        computers = (SeatKind.COMPUTER, SeatKind.COMPUTER)
        setup = MatchSetup(AUDATIA, base.setup.config, computers, "random")
        window.resize(1920, 1080)
        window.show()
        controller = window.start_game(NewGameChoice(setup, base.decks))
        controller.play_computer_moves(30)
        app.processEvents()
        assert window.table is not None
        viewport = window.table.view.viewport()
        viewport.grab()  # the first paint fills the pixmap caches
        times = []
        for _ in range(repaints):
            start = time.perf_counter()
            viewport.grab()
            times.append((time.perf_counter() - start) * 1000)
        size = viewport.size()
        print(f"repaint: table view {size.width()}x{size.height()} in a 1920x1080 window")
        window.close()
        del folder
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=4)
    parser.add_argument("--repaints", type=int, default=40)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as cache_home:
        starts = [start_to_table(cache_home) for _ in range(args.runs)]
    cold, warm = starts[0], starts[1:] or starts
    print(
        f"start to interactive table: cold cache {cold:.2f} s, warm cache median "
        f"{statistics.median(warm):.2f} s (target 1.5 s)"
    )
    times = repaint_times(args.repaints)
    print(
        f"full repaint at 1920x1080: median {statistics.median(times):.1f} ms, "
        f"best {min(times):.1f} ms, worst {max(times):.1f} ms (target 16 ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
