"""Network play (issue 32): a move's latency over loopback, and the memory of idle tables.

Run: ``.venv/bin/python bench/bench_net.py [--games N] [--tables T]``

1. For each game ``audatia serve new`` opens (its default options, seeds 0..N-1), two headless
   clients play whole games through a ``TableServer`` on loopback, its history written to a
   folder after every move as a server's is. A move's latency is from the mover's ``act``
   sent to its snapshot of that move read back (the table's checks, the move, the history
   written, every seat's snapshot made and sent); its median and 95th percentile are printed.
2. Starts ``audatia serve`` on an empty tables folder and reads its resident memory (VmRSS)
   once it listens; then again on a folder of T idle tables (nobody connected, each game in
   turn): the difference is what the tables cost.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.search.measure import percentile
from audatia_qt.games.catalogue import GAMES
from audatia_qt.net.client import TableClient
from audatia_qt.net.hall import new_table
from audatia_qt.net.server import Limits, TableServer
from audatia_qt.net.table import Table
from audatia_qt.serve import GAME_OPTIONS, SERVING_FILE, TableOptions, table_config

#: No rate limit: the clients move as fast as the loop turns.
UNLIMITED = Limits(rate=1e9, burst=10**9)
_REPO = Path(__file__).resolve().parent.parent


def _entries() -> list[GameEntry]:
    return [entry for entry in GAMES if entry.id in GAME_OPTIONS]


def _config(entry: GameEntry, seed: int, folder: Path) -> tuple[object, dict[str, str]]:
    made = table_config(entry, TableOptions(folder, entry.id, seed=seed))
    assert isinstance(made, tuple), made
    return made


async def _game_latencies(entry: GameEntry, seed: int, folder: Path) -> list[float]:
    config, _ = _config(entry, seed, folder)
    table, tokens = Table.new(entry, config, directory=folder, chance_seed=seed)
    bot = entry.make_bot(entry.bot_names[0])
    rng = random.Random(seed)
    took: list[float] = []
    async with TableServer(table, limits=UNLIMITED) as server:
        clients = [TableClient(entry, server.address, token) for token in tokens.values()]
        for client in clients:
            await client.connect()
        while not clients[0].latest.over:
            mover = next(client for client in clients if client.seat == clients[0].latest.to_move)
            choice = bot.choose(mover.latest.view, mover.latest.legal, rng)
            start = time.perf_counter()
            await mover.act(choice)
            await mover.next()
            took.append(time.perf_counter() - start)
            for client in clients:
                if client is not mover:
                    await client.next()
        for client in clients:
            await client.close()
    return took


def latency(games: int) -> None:
    print(f"A move over loopback, act sent to its snapshot read back ({games} games each):")
    for entry in _entries():
        took: list[float] = []
        for seed in range(games):
            with tempfile.TemporaryDirectory() as folder:
                took += asyncio.run(_game_latencies(entry, seed, Path(folder)))
        median = statistics.median(took) * 1000
        p95 = percentile(took, 0.95) * 1000
        print(f"  {entry.id:12} {len(took):6} moves  median {median:5.1f} ms  p95 {p95:5.1f} ms")


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def _served_rss(folder: Path) -> int:
    """The resident memory of ``audatia serve`` on ``folder`` once it listens, in KiB."""
    environment = {**os.environ, "PYTHONPATH": str(_REPO), "LANG": "C.UTF-8"}
    environment.pop("LANGUAGE", None)
    command = [sys.executable, "-m", "audatia_qt", "serve", "--tables-dir", str(folder)]
    server = subprocess.Popen([*command, "--port", "0"], env=environment, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while not (folder / SERVING_FILE).exists():
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("audatia serve did not start")
            time.sleep(0.1)
        time.sleep(1.0)  # settled
        return _rss_kib(server.pid)
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(30)


def memory(tables: int) -> None:
    with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as full:
        entries = _entries()
        for index in range(tables):
            entry = entries[index % len(entries)]
            config, options = _config(entry, index, Path(full))
            new_table(Path(full), entry, config, options, chance_seed=index)
        before = _served_rss(Path(empty))
        after = _served_rss(Path(full))
    print(
        f"audatia serve's resident memory: no tables {before / 1024:.1f} MiB, "
        f"{tables} idle tables {after / 1024:.1f} MiB "
        f"(+{(after - before) / 1024:.1f} MiB, {(after - before) / tables:.0f} KiB a table)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--tables", type=int, default=50)
    args = parser.parse_args()
    latency(args.games)
    memory(args.tables)
    print(json.dumps({"python": sys.version.split()[0]}))


if __name__ == "__main__":
    main()
