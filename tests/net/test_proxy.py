"""Links broken on the wire by the fault proxy (``tests/net/proxy.py``) between one seat's
client and the table server, the other seat connected directly: a move resent after a drop is
applied once, wherever the drop fell; a duplicated frame is applied once; a delayed one
arrives in order; the opponent's moves made while a seat is away are all in the full snapshot
it gets on return; a blackholed link is found dead by the keepalive; a restarted host
resumes from its folder; a truncated frame is refused and the other seat plays on."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.net.client import TableClient, TableRefused
from audatia_qt.net.messages import RefusalCode
from audatia_qt.net.server import Limits, TableServer
from audatia_qt.net.table import Table
from tests.engine.twenty_one.entry import TWENTY_ONE
from tests.net.proxy import Direction, Fault, FaultProxy, Plan, frame_length, truncated
from tests.net.tables import CATALOGUE, UNLIMITED, config_of, history, run, weakest_bot

#: The toy game's two seats: its moves are quick and many, so a link is cut mid-game.
ENTRY: GameEntry = TWENTY_ONE
#: The client's frames: the hello is 0, its first move 1. The server's to the seat through the
#: proxy (which joins first): welcome 0, the first snapshot 1, who is away 2, who is away once
#: the other seat has joined 3, the snapshot after the next move 4.
FIRST_MOVE = 1
SNAPSHOT_AFTER_IT = 4


def new_table(folder: Path | None = None, seed: int = 0) -> tuple[Table, dict[int, str]]:
    """A toy table of two seats (an even seed: an odd one seats three)."""
    assert seed % 2 == 0
    return Table.new(ENTRY, config_of(ENTRY, seed), directory=folder, chance_seed=seed)


async def seated(
    server: TableServer, proxy: FaultProxy, tokens: dict[int, str], mover: int
) -> tuple[TableClient, TableClient]:
    """The seat to move through the proxy, the other directly; both connected."""
    away = TableClient(ENTRY, proxy.address, tokens[mover])
    direct = TableClient(ENTRY, server.address, tokens[1 - mover])
    await away.connect()
    await direct.connect()
    return away, direct


async def until(condition: object, seconds: float = 10.0) -> None:
    """Wait for ``condition()`` to hold (the server's side of a link closing)."""
    deadline = asyncio.get_running_loop().time() + seconds
    while not condition():  # type: ignore[operator]
        assert asyncio.get_running_loop().time() < deadline, "never came true"
        await asyncio.sleep(0.02)


@pytest.mark.parametrize(
    "plan",
    [
        Plan(Fault.CLOSE, Direction.DOWN, frame=SNAPSHOT_AFTER_IT),
        Plan(Fault.RESET, Direction.DOWN, frame=SNAPSHOT_AFTER_IT),
        Plan(Fault.CLOSE, Direction.UP, frame=FIRST_MOVE),
        Plan(Fault.RESET, Direction.UP, frame=FIRST_MOVE),
        Plan(Fault.CLOSE, Direction.UP, byte=3),  # inside the hello: the seat never sat
    ],
    ids=["close-after", "reset-after", "close-before", "reset-before", "close-mid-hello"],
)
def test_a_move_resent_after_a_drop_is_applied_once(plan: Plan) -> None:
    async def scenario() -> None:
        table, tokens = new_table()
        async with TableServer(table, limits=UNLIMITED) as server, FaultProxy(server.port) as proxy:
            mover = table.match.to_move()
            assert mover is not None
            proxy.arm(plan)
            if plan.byte is not None:  # the first connection dies in its hello
                with pytest.raises((ConnectionClosed, OSError)):
                    await seated(server, proxy, tokens, mover)
            away, direct = await seated(server, proxy, tokens, mover)
            before = table.sequence
            await away.act(away.latest.legal[0])
            reached = plan.direction is Direction.DOWN
            if plan.byte is None:
                with pytest.raises(ConnectionClosed):
                    await away.next()
                await plan.fired.wait()
            await until(lambda: table.sequence > before or not reached)
            await away.connect()  # a new connection through the proxy
            await away.resend()
            seen = await away.next()
            assert table.sequence == seen.seq
            plies = table.sequence - before
            await away.resend()  # once more, for good measure: nothing changes
            assert (await away.next()).seq == table.sequence == before + plies
            assert len(table.match.plies) == seen.seq
            assert plies >= 1
            await away.close()
            await direct.close()

    run(scenario(), 30)


def test_a_duplicated_frame_is_applied_once_and_a_delayed_one_arrives() -> None:
    async def scenario() -> None:
        table, tokens = new_table()
        async with TableServer(table, limits=UNLIMITED) as server, FaultProxy(server.port) as proxy:
            mover = table.match.to_move()
            assert mover is not None
            proxy.arm(Plan(Fault.DUPLICATE, Direction.UP, frame=FIRST_MOVE))
            proxy.arm(Plan(Fault.DELAY, Direction.DOWN, frame=SNAPSHOT_AFTER_IT, seconds=0.3))
            away, direct = await seated(server, proxy, tokens, mover)
            before = table.sequence
            await away.act(away.latest.legal[0])
            first = await away.next()  # delayed, then the answer to the duplicate
            second = await away.next()
            assert first.seq == second.seq == table.sequence > before
            assert len(table.match.plies) == table.sequence
            seen = await direct.next()
            assert seen.seq == table.sequence
            await away.close()
            await direct.close()

    run(scenario(), 30)


def test_moves_made_while_a_seat_is_away_are_seen_on_its_return() -> None:
    async def scenario() -> None:
        table, tokens = new_table(seed=4)
        async with TableServer(table, limits=UNLIMITED) as server, FaultProxy(server.port) as proxy:
            mover = table.match.to_move()
            assert mover is not None
            # The seat to move is connected directly; the other, through the proxy, goes.
            away, stays = await seated(server, proxy, tokens, 1 - mover)
            await proxy.reset()
            await until(lambda: len(server.connected()) == 1)
            rng = random.Random(5)
            moves = 0
            while table.match.to_move() == stays.seat and not stays.latest.over:
                await stays.act(rng.choice(stays.latest.legal))
                await stays.next()
                moves += 1
            assert moves >= 1
            returned = await away.connect()
            assert returned.full and returned.seq == table.sequence
            fresh = TableClient(ENTRY, server.address, tokens[away.seat])
            await fresh.connect()
            assert away.log == fresh.log  # every event, nothing lost in the drop
            assert away.latest.view == fresh.latest.view
            for client in (away, stays, fresh):
                await client.close()

    run(scenario(), 30)


def test_a_blackholed_link_is_found_dead_by_the_keepalive() -> None:
    quick = Limits(rate=1e9, burst=10**9, ping_seconds=0.2)

    async def scenario() -> None:
        table, tokens = new_table()
        async with TableServer(table, limits=quick) as server, FaultProxy(server.port) as proxy:
            client = TableClient(ENTRY, proxy.address, tokens[0], ping_seconds=0.2)
            await client.connect()
            assert server.connected() == (0,)
            await proxy.blackhole()
            with pytest.raises(ConnectionClosed):  # no FIN came: the missing pong tells
                await asyncio.wait_for(client.next(), 10)
            await until(lambda: server.connected() == ())
            await client.close()

    run(scenario(), 30)


def test_a_restarted_host_resumes_from_its_folder(tmp_path: Path) -> None:
    folder = history(tmp_path)

    async def scenario() -> None:
        table, tokens = new_table(folder, seed=2)
        rng = random.Random(9)
        server = TableServer(table, limits=UNLIMITED)
        await server.start()
        async with FaultProxy(server.port) as proxy:
            clients = [TableClient(ENTRY, proxy.address, token) for token in tokens.values()]
            for client in clients:
                await client.connect()
            mover = next(client for client in clients if client.seat == table.match.to_move())
            await mover.act(rng.choice(mover.latest.legal))
            for client in clients:
                await client.next()
            sequence = table.sequence
            await server.stop()  # the host goes down: both links close
            for client in clients:
                with pytest.raises(ConnectionClosed):
                    await client.next()
            resumed = Table.resume(folder, CATALOGUE)
            async with TableServer(resumed, limits=UNLIMITED) as again:
                proxy.retarget(again.port)
                for client in clients:
                    seen = await client.connect()
                    assert seen.full and seen.seq == sequence
                bot = weakest_bot(ENTRY)
                endings = await asyncio.gather(*(client.play(bot, rng) for client in clients))
                assert all(seen.over for seen in endings)
                for client in clients:
                    await client.close()

    run(scenario(), 30)


def test_a_truncated_frame_is_refused_and_the_other_seat_plays_on() -> None:
    async def scenario() -> None:
        table, tokens = new_table(seed=6)
        async with TableServer(table, limits=UNLIMITED) as server, FaultProxy(server.port) as proxy:
            mover = table.match.to_move()
            assert mover is not None
            proxy.arm(Plan(Fault.TRUNCATE, Direction.UP, frame=FIRST_MOVE))
            away, direct = await seated(server, proxy, tokens, mover)
            before = table.sequence
            await away.act(away.latest.legal[0])
            try:
                await away.next()
            except TableRefused as refused:  # half a JSON text: refused, the link kept
                assert refused.code is RefusalCode.MALFORMED
            except ConnectionClosed:  # half a UTF-8 character: the library closes (1007)
                pass
            else:
                raise AssertionError("half a move was taken")
            assert table.sequence == before
            assert direct.seat in server.connected()
            await away.connect()
            rng = random.Random(4)
            bot = weakest_bot(ENTRY)
            endings = await asyncio.gather(away.play(bot, rng), direct.play(bot, rng))
            assert all(seen.over for seen in endings)
            await away.close()
            await direct.close()

    run(scenario(), 30)


def test_the_proxy_reads_frame_lengths_and_cuts_a_frame_to_half() -> None:
    short = bytes([0x81, 0x85]) + b"MASK" + b"hello"
    assert frame_length(short) == len(short)
    assert frame_length(short[:1]) is None
    long = bytes([0x81, 126]) + (300).to_bytes(2, "big") + b"x" * 300
    assert frame_length(long) == 304
    assert frame_length(long[:3]) is None
    assert truncated(short) == bytes([0x81, 0x82]) + b"MASK" + b"he"
    assert truncated(long) == bytes([0x81, 125]) + b"x" * 125
    with pytest.raises(ValueError):
        Plan(Fault.DUPLICATE, Direction.UP, byte=4)
