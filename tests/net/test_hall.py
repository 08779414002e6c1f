"""Many tables behind one port (``net.hall``): each seat reaches its own table by its secret,
the lobby lists the open tables and nothing secret, a table opened while the hall runs is
taken up at its first hello, a crowd of silent connections is capped, and a restarted hall
takes every game up from its folder."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from audatia_qt.net.client import TableClient, TableRefused
from audatia_qt.net.hall import LOBBY_FILE, Hall, new_table
from audatia_qt.net.messages import RefusalCode
from audatia_qt.net.server import Limits
from audatia_qt.net.table import TABLE_FILE
from tests.net.tables import CATALOGUE, ENTRIES, UNLIMITED, config_of, run, weakest_bot

_BY_ID = {entry.id: entry for entry in ENTRIES}


def open_tables(folder: Path, games: tuple[str, ...]) -> list[tuple[str, str, dict[int, str]]]:
    """A table of each game in ``folder``: (id, game, secrets)."""
    opened = []
    for seed, game in enumerate(games):
        entry = _BY_ID[game]
        options = {"seed": str(seed)}
        table_id, tokens = new_table(
            folder, entry, config_of(entry, seed), options, chance_seed=seed
        )
        opened.append((table_id, game, tokens))
    return opened


async def lobby(address: str) -> str:
    async with connect(address) as socket:
        await socket.send(json.dumps({"type": "lobby"}))
        frame = await socket.recv()
        assert isinstance(frame, str)
        return frame


def test_each_seat_reaches_its_own_table_and_games_play_to_the_end(tmp_path: Path) -> None:
    opened = open_tables(tmp_path, ("audatia", "swordplay", "ready_fence"))

    async def scenario() -> None:
        hall = Hall(tmp_path, CATALOGUE, limits=UNLIMITED)
        assert hall.load() == 3
        async with hall:
            for _, game, tokens in opened:
                entry = _BY_ID[game]
                clients = [TableClient(entry, hall.address, token) for token in tokens.values()]
                for client in clients:
                    await client.connect()
                assert [client.seat for client in clients] == sorted(tokens)
                rng = random.Random(7)
                endings = await asyncio.gather(
                    *(client.play(weakest_bot(entry), rng) for client in clients)
                )
                assert all(seen.over for seen in endings)
                for client in clients:
                    await client.close()

    run(scenario())


def test_the_lobby_lists_open_tables_and_nothing_secret(tmp_path: Path) -> None:
    opened = open_tables(tmp_path, ("audatia", "ready_fence"))
    secrets = [token for _, _, tokens in opened for token in tokens.values()]
    digests = [text for table_id, _, _ in opened for text in _kept_digests(tmp_path / table_id)]

    async def scenario() -> None:
        hall = Hall(tmp_path, CATALOGUE, limits=UNLIMITED)
        hall.load()
        async with hall:
            entry = _BY_ID["ready_fence"]
            async with TableClient(entry, hall.address, opened[1][2][0]):
                frame = await lobby(hall.address)
        answer = json.loads(frame)
        assert answer["type"] == "lobby"
        listed = {table["id"]: table for table in answer["tables"]}
        assert set(listed) == {table_id for table_id, _, _ in opened}
        fence = listed[opened[1][0]]
        assert fence["game"] == "ready_fence"
        assert fence["options"] == {"seed": "1"}
        assert (fence["seats"], fence["free"]) == (2, 1)  # one seat connected
        assert listed[opened[0][0]]["free"] == 2
        for secret in (*secrets, *digests):
            assert secret not in frame
        assert set(fence) == {"id", "game", "options", "seats", "free", "plies"}

    run(scenario())


def _kept_digests(folder: Path) -> list[str]:
    data = json.loads((folder / TABLE_FILE).read_text())
    return [str(text) for text in data["tokens"]]


def test_a_table_opened_while_the_hall_runs_is_listed_and_found_and_a_stranger_refused(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        hall = Hall(tmp_path, CATALOGUE, limits=UNLIMITED)
        assert hall.load() == 0
        async with hall:
            ((table_id, game, tokens),) = open_tables(tmp_path, ("ready_fence",))
            listed = json.loads(await lobby(hall.address))["tables"]
            assert [table["id"] for table in listed] == [table_id]
            async with TableClient(_BY_ID[game], hall.address, tokens[1]) as client:
                assert client.seat == 1
            stranger = TableClient(_BY_ID[game], hall.address, "not-a-secret-of-any-table")
            try:
                await stranger.connect()
            except TableRefused as refused:
                assert refused.code is RefusalCode.TOKEN
            else:
                raise AssertionError("a stranger was seated")

    run(scenario())


def test_a_broken_folder_is_left_alone_and_the_others_served(tmp_path: Path) -> None:
    opened = open_tables(tmp_path, ("ready_fence",))
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / TABLE_FILE).write_text("{not json")
    (tmp_path / opened[0][0] / LOBBY_FILE).write_text('{"options": {"level": 3}}')
    hall = Hall(tmp_path, CATALOGUE)
    assert hall.load() == 0  # neither: a damaged table file, a damaged lobby file
    assert dict(hall.tables) == {}


def test_silent_connections_are_capped(tmp_path: Path) -> None:
    limits = Limits(hello_seconds=5.0)

    async def scenario() -> None:
        hall = Hall(tmp_path, CATALOGUE, limits=limits, max_waiting=2)
        async with hall:
            silent = [await connect(hall.address) for _ in range(2)]
            await asyncio.sleep(0.1)  # both are waiting in the hall
            third = await connect(hall.address)
            try:
                await asyncio.wait_for(third.recv(), 5)
            except ConnectionClosed as closed:
                assert closed.rcvd is not None and closed.rcvd.code == 1013
            else:
                raise AssertionError("a third silent connection was kept")
            for socket in silent:
                await socket.close()

    run(scenario())


def test_a_restarted_hall_resumes_every_game_from_its_folder(tmp_path: Path) -> None:
    ((_, game, tokens),) = open_tables(tmp_path, ("audatia",))
    entry = _BY_ID[game]

    async def first_half() -> int:
        hall = Hall(tmp_path, CATALOGUE, limits=UNLIMITED)
        hall.load()
        async with hall:
            clients = [TableClient(entry, hall.address, token) for token in tokens.values()]
            for client in clients:
                await client.connect()
            rng = random.Random(3)
            for _ in range(4):
                seen = clients[0].latest
                mover = next(client for client in clients if client.seat == seen.to_move)
                await mover.act(rng.choice(mover.latest.legal))
                for client in clients:
                    await client.next()
            for client in clients:
                await client.close()
            return clients[0].latest.seq

    async def second_half(seq: int) -> None:
        hall = Hall(tmp_path, CATALOGUE, limits=UNLIMITED)
        assert hall.load() == 1
        async with hall, TableClient(entry, hall.address, tokens[1]) as client:
            assert client.latest.seq == seq
            assert client.latest.full

    run(second_half(run(first_half())))
