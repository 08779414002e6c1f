"""Whole games of every game in the list (and the toy game) played by two headless clients (or
more: a Swordplay table of three heroes) through a real server on port 0, over loopback."""

from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.net.client import Seen, TableClient
from audatia_qt.net.server import TableServer
from audatia_qt.net.table import Table
from tests.net.tables import CATALOGUE, ENTRIES, UNLIMITED, config_of, run, weakest_bot

#: Seeds per game: Audatia's Salle Play and Sudden Death, Swordplay's co-op and solo, two of
#: Ready...Fence!'s levels, the toy game by two and three (the leak test plays the others).
SEEDS = (1, 2)


async def play_through_server(entry: GameEntry, seed: int, folder: Path | None) -> list[Seen]:
    table, tokens = Table.new(entry, config_of(entry, seed), directory=folder, chance_seed=seed)
    async with TableServer(table, limits=UNLIMITED) as server:
        clients = [TableClient(entry, server.address, token) for token in tokens.values()]
        for client in clients:
            await client.connect()
        assert [client.seat for client in clients] == sorted(tokens)
        try:
            return await asyncio.gather(
                *(
                    client.play(weakest_bot(entry), random.Random(seed * 10 + client.seat))
                    for client in clients
                )
            )
        finally:
            for client in clients:
                await client.close()


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry.id)
def test_two_clients_play_whole_games_through_a_server(entry: GameEntry, tmp_path: Path) -> None:
    for seed in SEEDS:
        folder = tmp_path / f"{entry.id}-{seed}"
        folder.mkdir()
        last = run(play_through_server(entry, seed, folder))
        # Every seat saw the same end, and it is the table's.
        assert len({seen.seq for seen in last}) == 1
        assert len({seen.returns for seen in last}) == 1
        resumed = Table.resume(folder, CATALOGUE)
        assert resumed.match.over
        assert resumed.match.returns() == last[0].returns
        assert resumed.sequence == last[0].seq


def test_each_client_runs_its_own_loop_on_a_thread_of_its_own() -> None:
    """As the app runs it: the server's loop on one thread, each seat's client on another,
    each thread with its own ``asyncio.run``; nothing is shared but the sockets."""
    entry = ENTRIES[2]  # Ready...Fence!
    table, tokens = Table.new(entry, config_of(entry, 0), directory=None, chance_seed=0)
    started = threading.Event()
    address: list[str] = []
    stopping: list[Callable[[], None]] = []

    async def serve() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        stopping.append(lambda: loop.call_soon_threadsafe(stop.set))
        async with TableServer(table, limits=UNLIMITED) as server:
            address.append(server.address)
            started.set()
            await stop.wait()

    def seat(token: str, results: list[Seen]) -> None:
        async def play() -> Seen:
            async with TableClient(entry, address[0], token) as client:
                return await client.play(weakest_bot(entry), random.Random(client.seat))

        results.append(run(play()))

    host = threading.Thread(target=lambda: run(serve()))
    host.start()
    try:
        assert started.wait(30)
        results: list[Seen] = []
        players = [
            threading.Thread(target=seat, args=(token, results)) for token in tokens.values()
        ]
        for player in players:
            player.start()
        for player in players:
            player.join(120)
        assert len(results) == 2 and all(seen.over for seen in results)
        assert results[0].returns == table.match.returns()
    finally:
        stopping[0]()
        host.join(30)
