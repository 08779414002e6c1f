"""Whole games of every game in the list (and the toy game) played by two headless clients (or
more: a Swordplay table of three heroes) through a real server on port 0, over loopback."""

from __future__ import annotations

import asyncio
import random
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
        clients = [TableClient(entry, server.address, token) for token in tokens]
        for client in clients:
            await client.connect()
        assert [client.seat for client in clients] == list(range(len(tokens)))
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
