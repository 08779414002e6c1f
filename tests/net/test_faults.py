"""A table's links as they fail and as clients misbehave: a reconnect with the same secret
gets a full snapshot and the game goes on; a move resent under the same id is applied once;
wrong secrets, seats, turns, versions, malformed and oversized frames are refused and the
server stays up for the honest seat; a restarted server resumes the game from its folder."""

from __future__ import annotations

import asyncio
import json
import random
import ssl
import subprocess
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from audatia_qt import __version__
from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.net.client import TableClient, TableRefused
from audatia_qt.net.messages import Offered, OfferKind, RefusalCode
from audatia_qt.net.server import Limits, TableServer
from audatia_qt.net.table import Table, TableError
from tests.engine.twenty_one.entry import TWENTY_ONE
from tests.net.tables import CATALOGUE, ENTRIES, UNLIMITED, config_of, history, run, weakest_bot

#: Moves played before a link is cut, in the games that last that long.
MIDGAME = 6


def new_table(entry: GameEntry, seed: int = 0, folder: Path | None = None) -> tuple[Table, Any]:
    return Table.new(entry, config_of(entry, seed), directory=folder, chance_seed=seed)


def hello(entry: GameEntry, token: str, **changes: Any) -> str:
    assert entry.wire is not None
    message = {
        "type": "hello",
        "app": __version__,
        "rules": entry.wire.rules,
        "game": entry.id,
        "token": token,
    }
    return json.dumps({**message, **changes})


async def raw_seat(server: TableServer, entry: GameEntry, token: str) -> ClientConnection:
    """A raw connection seated with ``token``: its welcome, first snapshot and presence
    read."""
    socket = await connect(server.address)
    await socket.send(hello(entry, token))
    assert json.loads(await socket.recv())["type"] == "welcome"
    assert json.loads(await socket.recv())["type"] == "snapshot"
    assert json.loads(await socket.recv())["type"] == "presence"
    return socket


def act(seq: int, action: str, ident: str) -> dict[str, Any]:
    return {"type": "act", "seq": seq, "action": action, "id": ident}


async def answer(socket: ClientConnection) -> dict[str, Any]:
    """The table's next message to ``socket`` but news of who is away (a seat joining or
    leaving is told to every seat)."""
    while True:
        reply: dict[str, Any] = json.loads(await asyncio.wait_for(socket.recv(), 10))
        if reply["type"] != "presence":
            return reply


async def play_moves(clients: list[TableClient], moves: int, rng: random.Random) -> None:
    """``moves`` moves (fewer if the game ends), each by the seat to move, the others reading
    the snapshot it causes."""
    for _ in range(moves):
        seen = clients[0].latest
        if seen.over:
            return
        mover = next(client for client in clients if client.seat == seen.to_move)
        await mover.act(rng.choice(mover.latest.legal))
        for client in clients:
            await client.next()


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry.id)
def test_a_reconnect_gets_a_full_snapshot_and_the_game_goes_on(entry: GameEntry) -> None:
    async def scenario() -> None:
        table, tokens = new_table(entry)
        async with TableServer(table, limits=UNLIMITED) as server:
            clients = [TableClient(entry, server.address, token) for token in tokens.values()]
            for client in clients:
                await client.connect()
            rng = random.Random(3)
            await play_moves(clients, MIDGAME, rng)
            log_before = clients[0].log
            await clients[0].close()
            # The others move on while seat 0 is away, as long as it is not seat 0's turn.
            while not clients[1].latest.over and clients[1].latest.to_move != 0:
                await play_moves(clients[1:], 1, rng)
            back = await clients[0].connect()
            assert back.full
            assert back.seq == table.sequence
            assert back.view == entry.game.observe(table.match.state, 0)
            assert clients[0].log[: len(log_before)] == log_before
            assert clients[0].log == entry.game.redact(
                [event for ply in table.match.plies for event in ply.events], 0
            )
            last = await asyncio.gather(
                *(client.play(weakest_bot(entry), random.Random(client.seat)) for client in clients)
            )
            assert all(seen.over for seen in last)
            for client in clients:
                await client.close()

    run(scenario())


def test_a_newer_connection_for_a_seat_replaces_the_older() -> None:
    async def scenario() -> None:
        table, tokens = new_table(TWENTY_ONE)
        async with TableServer(table, limits=UNLIMITED) as server:
            first = await raw_seat(server, TWENTY_ONE, tokens[0])
            second = await raw_seat(server, TWENTY_ONE, tokens[0])
            with pytest.raises(ConnectionClosed):
                await asyncio.wait_for(first.recv(), 10)
            assert first.close_reason == "replaced by a newer connection"
            assert server.connected() == (0,)
            await second.close()

    run(scenario())


def test_a_resent_move_is_applied_once() -> None:
    async def scenario() -> None:
        table, tokens = new_table(TWENTY_ONE)
        async with TableServer(table, limits=UNLIMITED) as server:
            mover = TableClient(TWENTY_ONE, server.address, tokens[0])
            await mover.connect()
            await mover.act(mover.latest.legal[0])  # "0 draw": the deal follows at once
            # The link drops before the answer is read; the move arrived.
            await mover.close()
            await mover.connect()
            applied = table.sequence
            assert applied == 2
            await mover.resend()
            seen = await mover.next()
            assert seen.seq == applied == table.sequence
            # Seat 1's move, answered, then sent again (its answer taken for lost): once.
            other = TableClient(TWENTY_ONE, server.address, tokens[1])
            await other.connect()
            await other.act(other.latest.legal[1])  # "1 stand"
            assert (await other.next()).seq == applied + 1
            await other.resend()
            assert (await other.next()).seq == applied + 1
            assert table.sequence == applied + 1
            await mover.close()
            await other.close()

    run(scenario())


def test_hostile_messages_are_refused_and_the_honest_game_goes_on(
    caplog: pytest.LogCaptureFixture,
) -> None:
    entry = TWENTY_ONE

    async def scenario() -> None:
        table, tokens = new_table(entry, seed=0)  # two seats
        async with TableServer(table, limits=UNLIMITED) as server:
            honest = TableClient(entry, server.address, tokens[1])
            await honest.connect()
            # Refused at the door, each in one line, the connection closed.
            for frame, code, said in (
                (hello(entry, "not-a-token"), RefusalCode.TOKEN, "not for this table"),
                (hello(entry, tokens[0], app="0.0.1"), RefusalCode.APP_VERSION, "'0.0.1'"),
                (hello(entry, tokens[0], rules="99"), RefusalCode.RULES_VERSION, "'99'"),
                (hello(entry, tokens[0], game="audatia"), RefusalCode.GAME, "plays twenty-one"),
                (hello(entry, tokens[0], extra=1), RefusalCode.MALFORMED, "hello.extra"),
                (
                    '{"type": "act", "seq": 0, "action": "0 draw", "id": "x"}',
                    RefusalCode.NO_HELLO,
                    "must be a hello",
                ),
                ("{not json", RefusalCode.MALFORMED, "Invalid JSON"),
                ("[" * 5000, RefusalCode.MALFORMED, "recursion"),
            ):
                socket = await connect(server.address)
                await socket.send(frame)
                reply = await answer(socket)
                assert reply["type"] == "refused", (frame, reply)
                assert reply["code"] == code.value and said in reply["reason"], (frame, reply)
                with pytest.raises(ConnectionClosed):
                    await asyncio.wait_for(socket.recv(), 10)
            # Seated: refused in one line each, the connection kept.
            seat0 = await raw_seat(server, entry, tokens[0])
            malformed = RefusalCode.MALFORMED
            for message, code, said in (
                (act(0, "1 draw", "a"), RefusalCode.ILLEGAL, "not legal"),
                (act(0, "0 fly", "b"), RefusalCode.ILLEGAL, "not legal"),
                (act(0, "?", "c"), RefusalCode.NOTATION, "not an action"),
                (act(7, "0 draw", "d"), RefusalCode.STALE, "you saw 7, the table is at 0"),
                ({**act(0, "0 draw", "e"), "seq": "0"}, malformed, "act.seq"),
                (act(0, "0 draw", "f g"), malformed, "act.id"),
                (act(0, "x" * 500, "h"), malformed, "act.action"),
                (act(-1, "0 draw", "i"), malformed, "act.seq"),
                ({**act(0, "0 draw", "j"), "extra": 1}, malformed, "act.extra"),
                ({"type": "shout", "text": "hi"}, malformed, "does not match"),
                (["act"], malformed, "object"),
                ({"type": "hello", "app": "", "rules": "", "game": "", "token": "t"},
                 RefusalCode.SEATED, "seated"),
            ):  # fmt: skip
                await seat0.send(json.dumps(message))
                reply = await answer(seat0)
                assert reply["type"] == "refused", (message, reply)
                assert reply["code"] == code.value and said in reply["reason"], (message, reply)
            # Not seat 0's turn after it moves: seat 1's own move, sent by seat 0, is refused.
            await seat0.send(json.dumps(act(0, "0 stand", "k")))
            assert (await answer(seat0))["type"] == "snapshot"
            seen = await honest.next()
            await seat0.send(json.dumps(act(seen.seq, "1 draw", "l")))
            assert (await answer(seat0))["code"] == RefusalCode.TURN.value
            # An oversized frame (UNLIMITED keeps the default cap): the library closes the
            # connection with 1009; the server stays up.
            await seat0.send("x" * (UNLIMITED.max_frame + 1))
            with pytest.raises(ConnectionClosed):
                await asyncio.wait_for(seat0.recv(), 10)
            assert seat0.close_code == 1009
            # The honest seat plays on to the end.
            last = await honest.play(weakest_bot(entry), random.Random(1))
            assert last.over

    with caplog.at_level("WARNING", logger="audatia_qt.net.server"):
        run(scenario())
    assert any("not for this table" in record.getMessage() for record in caplog.records)


def test_hostile_requests_between_people_are_refused_and_the_honest_game_goes_on() -> None:
    """Every misuse of resign, offer, answer, chat and claim is refused in one line, the
    connection kept; a random storm of them changes nothing but what they may; the server stays
    up and the honest seat's game is unharmed."""
    entry = TWENTY_ONE

    async def scenario() -> None:
        table, tokens = new_table(entry, seed=0)  # two seats
        async with TableServer(table, limits=UNLIMITED) as server:
            honest = TableClient(entry, server.address, tokens[1])
            await honest.connect()
            hostile = await raw_seat(server, entry, tokens[0])
            malformed = RefusalCode.MALFORMED
            for message, code, said in (
                ({"type": "answer", "kind": "draw", "accept": True}, RefusalCode.NO_OFFER, "no"),
                ({"type": "offer", "kind": "undo"}, RefusalCode.NO_UNDO, "no move"),
                ({"type": "claim"}, RefusalCode.CLAIM, "away 60 seconds"),
                ({"type": "chat", "text": "\u0000\u001b\n"}, RefusalCode.CHAT, "says nothing"),
                ({"type": "chat", "text": "x" * 301}, malformed, "chat.text"),
                ({"type": "chat", "text": ""}, malformed, "chat.text"),
                ({"type": "chat", "text": 7}, malformed, "chat.text"),
                ({"type": "offer", "kind": "truce"}, malformed, "offer.kind"),
                ({"type": "answer", "kind": "draw", "accept": "yes"}, malformed, "answer.accept"),
                ({"type": "answer", "kind": "draw"}, malformed, "answer.accept"),
                ({"type": "resign", "seat": 1}, malformed, "resign.seat"),
                ({"type": "claim", "seat": 1}, malformed, "claim.seat"),
            ):
                await hostile.send(json.dumps(message))
                reply = await answer(hostile)
                assert reply["type"] == "refused", (message, reply)
                assert reply["code"] == code.value and said in reply["reason"], (message, reply)
            # An offer of its own answered by itself, then a second offer while it waits.
            await hostile.send(json.dumps({"type": "offer", "kind": "draw"}))
            assert (await answer(hostile))["type"] == "offered"
            while not isinstance(news := await honest.receive(), Offered):
                pass  # who is away: the hostile seat's joining
            assert news == Offered(kind=OfferKind.DRAW, seat=0)
            for message, code in (
                ({"type": "answer", "kind": "draw", "accept": True}, RefusalCode.OWN_OFFER),
                ({"type": "offer", "kind": "draw"}, RefusalCode.OFFER_PENDING),
                ({"type": "answer", "kind": "undo", "accept": True}, RefusalCode.NO_OFFER),
            ):
                await hostile.send(json.dumps(message))
                assert (await answer(hostile))["code"] == code.value, message
            await honest.answer(OfferKind.DRAW, False)
            assert (await answer(hostile))["type"] == "answered"
            # A storm of random requests: each answered in one message, the server up.
            rng = random.Random(5)
            kinds = ("draw", "undo", "truce", 3)

            def text() -> str:
                return "".join(chr(rng.randrange(0, 0x3000)) for _ in range(rng.randrange(400)))

            for _ in range(300):
                storm: dict[str, Any] = rng.choice(
                    (
                        {"type": "resign", "extra": 1},
                        {"type": "offer", "kind": rng.choice(kinds)},
                        {"type": "answer", "kind": rng.choice(kinds), "accept": rng.random() < 0.5},
                        {"type": "chat", "text": text()},
                        {"type": "claim"},
                    )
                )  # fmt: skip
                await hostile.send(json.dumps(storm))
                reply = await answer(hostile)
                assert reply["type"] in ("refused", "said", "offered", "answered"), reply
                if reply["type"] == "offered":  # withdrawn by the honest seat's decline
                    await honest.answer(OfferKind(reply["kind"]), False)
                    assert (await answer(hostile))["type"] == "answered"
            assert not table.over and table.sequence == 0
            # The hostile seat stands and goes; the honest one plays on (its chat and offers
            # read on the way), to the end.
            await hostile.send(json.dumps(act(0, "0 stand", "k")))
            assert (await answer(hostile))["type"] == "snapshot"
            await hostile.close()
            last = await honest.play(weakest_bot(entry), random.Random(1))
            assert last.over and last.settled is None
            # After the end, resigning or offering is refused: the game is over.
            await honest.resign()
            with pytest.raises(TableRefused) as caught:
                await honest.next()
            assert caught.value.code is RefusalCode.OVER

    run(scenario())


def test_a_flood_is_refused_and_closed_by_the_rate_limit() -> None:
    async def scenario() -> None:
        table, tokens = new_table(TWENTY_ONE)
        limits = Limits(rate=1.0, burst=5)
        async with TableServer(table, limits=limits) as server:
            seat1 = await raw_seat(server, TWENTY_ONE, tokens[1])
            for number in range(limits.burst + 1):
                message = {"type": "act", "seq": 0, "action": "1 draw", "id": f"m{number}"}
                await seat1.send(json.dumps(message))
            reasons = []
            with pytest.raises(ConnectionClosed):
                while True:
                    reasons.append((await answer(seat1))["reason"])
            assert reasons[-1] == "too many messages"  # after refusals of the moves' own
            assert seat1.close_code == 1008
            # The table still seats and serves.
            again = TableClient(TWENTY_ONE, server.address, tokens[0])
            assert (await again.connect()).seq == 0
            await again.close()

    run(scenario())


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry.id)
def test_a_restarted_server_resumes_the_game_from_its_folder(
    entry: GameEntry, tmp_path: Path
) -> None:
    folder = history(tmp_path)

    async def first_half() -> tuple[int, Any]:
        table, tokens = new_table(entry, seed=2, folder=folder)
        async with TableServer(table, limits=UNLIMITED) as server:
            clients = [TableClient(entry, server.address, token) for token in tokens.values()]
            for client in clients:
                await client.connect()
            await play_moves(clients, MIDGAME, random.Random(5))
            for client in clients:
                await client.close()
            return table.sequence, tokens

    async def second_half(sequence: int, tokens: Any) -> None:
        table = Table.resume(folder, CATALOGUE)
        assert table.sequence == sequence
        async with TableServer(table, limits=UNLIMITED) as server:
            clients = [TableClient(entry, server.address, token) for token in tokens.values()]
            for client in clients:
                assert (await client.connect()).seq == sequence
            last = await asyncio.gather(
                *(client.play(weakest_bot(entry), random.Random(client.seat)) for client in clients)
            )
            assert all(seen.over for seen in last)
            for client in clients:
                await client.close()

    sequence, tokens = run(first_half())
    run(second_half(sequence, tokens))


def test_a_folder_without_a_table_is_refused_in_one_line(tmp_path: Path) -> None:
    with pytest.raises(TableError, match=r"cannot read table\.json"):
        Table.resume(tmp_path, CATALOGUE)
    for text, said in (
        ('{"format": "audatia-table", "version": 1}', "damaged"),
        ("[" * 50_000, "cannot read"),
        ('{"format": "audatia-table", "version": 1, "game": "chess", "tokens": [], '
         '"acted": []}', "not installed"),
        ('{"format": "audatia-table", "version": 1, "game": "twenty-one", "tokens": [], '
         '"acted": []}', "cannot resume"),  # no history beside it
    ):  # fmt: skip
        (tmp_path / "table.json").write_text(text)
        with pytest.raises(TableError, match=said):
            Table.resume(tmp_path, CATALOGUE)


def test_a_wrong_secret_is_refused_by_the_client() -> None:
    async def scenario() -> None:
        table, _tokens = new_table(TWENTY_ONE)
        async with TableServer(table, limits=UNLIMITED) as server:
            client = TableClient(TWENTY_ONE, server.address, "forged")
            with pytest.raises(TableRefused, match="not for this table") as refused:
                await client.connect()
            assert refused.value.code is RefusalCode.TOKEN
            await client.close()

    run(scenario())


def test_a_connection_that_says_nothing_is_refused_in_time() -> None:
    async def scenario() -> None:
        table, _tokens = new_table(TWENTY_ONE)
        async with TableServer(table, limits=Limits(hello_seconds=0.2)) as server:
            socket = await connect(server.address)
            reply = await answer(socket)
            assert reply["code"] == RefusalCode.NO_HELLO.value
            with pytest.raises(ConnectionClosed):
                await asyncio.wait_for(socket.recv(), 10)
            assert server.connected() == ()

    run(scenario())


def test_a_table_speaks_wss_when_given_a_certificate(tmp_path: Path) -> None:
    """TLS: the server with a certificate, the client trusting it (a self-signed one here)."""
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
         "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )  # fmt: skip
    server_side = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_side.load_cert_chain(cert, key)
    client_side = ssl.create_default_context(cafile=str(cert))

    async def scenario() -> None:
        table, tokens = new_table(TWENTY_ONE)
        async with TableServer(table, limits=UNLIMITED, tls=server_side) as server:
            assert server.address.startswith("wss://")
            clients = [
                TableClient(TWENTY_ONE, server.address, t, tls=client_side) for t in tokens.values()
            ]
            for client in clients:
                await client.connect()
            last = await asyncio.gather(
                *(client.play(weakest_bot(TWENTY_ONE), random.Random(1)) for client in clients)
            )
            assert all(seen.over for seen in last)
            for client in clients:
                await client.close()
            # A client that does not trust the certificate never gets seated.
            with pytest.raises(ssl.SSLCertVerificationError):
                await TableClient(TWENTY_ONE, server.address, tokens[0]).connect()

    run(scenario())
