"""Network play in the app (issue 32): a move's latency from a window's side, over loopback.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_link.py [--games N]``

``bench_net.py`` times the table and its asyncio clients alone. This times the path a person's
move takes in the app: the host's ``HostedTable`` (its server on a thread of its own, history
written after every move) and two ``TableLink``s, each with its network thread, delivering to
the Qt GUI thread as a window's does. For each game, two seats play N whole games of random
legal moves; a move's latency is from ``TableLink.act`` on the GUI thread to the ``seen``
signal of that move's snapshot on the GUI thread (two thread hops each way, the table's
checks, the history written, every seat's snapshot made and sent). Its median and 95th
percentile are printed for each game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.search.measure import percentile
from audatia_qt.games.catalogue import GAMES
from audatia_qt.net.client import Seen
from audatia_qt.net.server import Limits
from audatia_qt.serve import GAME_OPTIONS, TableOptions, table_config
from audatia_qt.shell.network.hosting import HostedTable
from audatia_qt.shell.network.link import TableLink

#: No rate limit: the seats move as fast as the snapshots come.
UNLIMITED = Limits(rate=1e9, burst=10**9)
#: The most a game may take before the bench gives up on it, in seconds.
GAME_SECONDS = 120.0


def _game(entry: GameEntry, seed: int, folder: Path) -> list[float]:
    """One whole game of random legal moves; each move's latency in seconds."""
    made = table_config(entry, TableOptions(folder, entry.id, seed=seed))
    assert isinstance(made, tuple), made
    config, _ = made
    hosted = HostedTable(
        entry,
        config,
        folder=folder / f"{entry.id}-{seed}",
        lan=False,
        chance_seed=seed,
        limits=UNLIMITED,
    )
    hosted.start()
    links = {
        seat: TableLink(entry, invite, retry_seconds=0.05)
        for seat, invite in hosted.invites.items()
    }
    rng = random.Random(seed)
    took: list[float] = []
    sent: dict[int, tuple[int, float]] = {}
    """Each seat's move on its way: the sequence number it was chosen at, and when."""
    loop = QEventLoop()

    def on_seen(seat: int, seen: Seen) -> None:
        waiting = sent.get(seat)
        if waiting is not None and seen.seq > waiting[0]:
            took.append(time.perf_counter() - waiting[1])
            del sent[seat]
        if seen.over:
            loop.quit()
            return
        if seen.to_move == seat and seen.legal and seat not in sent:
            sent[seat] = (seen.seq, time.perf_counter())
            links[seat].act(rng.choice(seen.legal))

    for seat, link in links.items():
        link.seen.connect(lambda seen, seat=seat: on_seen(seat, seen))
        link.start()
    QTimer.singleShot(int(GAME_SECONDS * 1000), loop.quit)
    loop.exec()
    for link in links.values():
        link.close()
    hosted.close()
    return took


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    app = QCoreApplication(sys.argv)
    print("a move from a window's side over loopback (TableLink.act to its seen signal)")
    with tempfile.TemporaryDirectory() as scratch:
        for entry in (entry for entry in GAMES if entry.id in GAME_OPTIONS):
            took: list[float] = []
            for seed in range(args.games):
                took += _game(entry, seed, Path(scratch))
            ms = [seconds * 1000 for seconds in took]
            print(
                f"{entry.id}: {len(ms)} moves, median {statistics.median(ms):.1f} ms, "
                f"p95 {percentile(ms, 0.95):.1f} ms"
            )
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
