"""Between the people at a table (issue 32): resigning, offers of a draw or an undo and their
answers, chat, claiming the game of a seat away too long, the per-move clock, and who is away;
first at the table alone (``Table``, a clock of the test's own), then through a server."""

from __future__ import annotations

import asyncio
import itertools
import json
from pathlib import Path
from typing import Any

import pytest

from audatia_qt.games.ready_fence.entry import READY_FENCE
from audatia_qt.net.client import TableClient, TableRefused
from audatia_qt.net.messages import (
    CHAT_KEPT,
    MAX_CHAT,
    Answered,
    Offered,
    OfferKind,
    Pending,
    Presence,
    RefusalCode,
    Said,
    Settled,
    Settlement,
)
from audatia_qt.net.server import TableServer
from audatia_qt.net.table import TABLE_FILE, Refusal, Table, TableError, clean_chat
from tests.engine.twenty_one.entry import TWENTY_ONE
from tests.engine.twenty_one.rules import Config as TwentyOneConfig
from tests.net.tables import CATALOGUE, UNLIMITED, config_of, history, run

#: Each move's id, new for every move (an id once applied is never applied again).
_IDS = itertools.count()


class Clock:
    """A clock the test moves on by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def toy(
    seats: int = 2,
    *,
    folder: Path | None = None,
    move_seconds: float | None = None,
    clock: Clock | None = None,
) -> tuple[Table, dict[int, str]]:
    """A table of the toy game (which can end drawn) with ``seats`` seats."""
    return Table.new(
        TWENTY_ONE,
        TwentyOneConfig(seats),
        directory=folder,
        chance_seed=7,
        move_seconds=move_seconds,
        clock=clock or Clock(),
    )


def move(table: Table, choose: int = 0) -> int:
    """The seat to move makes its legal move number ``choose``; returns the seat."""
    seat = table.to_move()
    assert seat is not None
    action = table.match.legal_actions()[choose]
    text = table.entry.game.format_action(table.match.setup.config, action)
    assert table.act(seat, table.sequence, text, f"m{next(_IDS)}").applied
    return seat


def refused(code: RefusalCode, call: Any, *args: Any) -> None:
    with pytest.raises(Refusal) as caught:
        call(*args)
    assert caught.value.code is code
    assert str(caught.value) and "\n" not in str(caught.value)


# -- settling --------------------------------------------------------------------------------


def test_a_resigned_game_is_over_for_every_seat_and_takes_no_more_moves() -> None:
    table, _ = toy()
    mover = move(table)
    settled = table.resign(1)
    assert settled == Settled(how=Settlement.RESIGNED, seat=1)
    assert table.over and table.to_move() is None
    assert table.returns() == (1.0, 0.0)
    for seat in (0, 1):
        snapshot = table.snapshot(seat, None)
        assert snapshot.to_move is None and snapshot.legal == []
        assert snapshot.returns == [1.0, 0.0] and snapshot.settled == settled
    refused(RefusalCode.OVER, table.act, mover, table.sequence, "0 stand", "late")
    refused(RefusalCode.OVER, table.resign, 0)
    refused(RefusalCode.OVER, table.propose, 0, OfferKind.DRAW)


def test_settled_returns_count_as_the_games_own() -> None:
    """A draw is a half each and a win 1.0, as ``Game.returns`` counts them (Audatia's draw
    is (0.5, 0.5)); at three seats, the one who resigns loses and the others win."""
    table, _ = toy(3)
    table.resign(2)
    assert table.returns() == (1.0, 1.0, 0.0)
    table, _ = toy()
    table.propose(0, OfferKind.DRAW)
    table.answer(1, OfferKind.DRAW, True)
    assert table.settled == Settled(how=Settlement.DRAWN, seat=1)
    assert table.returns() == (0.5, 0.5)


def test_a_settled_table_stays_settled_when_resumed(tmp_path: Path) -> None:
    folder = history(tmp_path)
    table, tokens = toy(folder=folder, move_seconds=30.0)
    move(table)
    table.resign(0)
    resumed = Table.resume(folder, CATALOGUE)
    assert resumed.settled == Settled(how=Settlement.RESIGNED, seat=0)
    assert resumed.over and resumed.returns() == (0.0, 1.0)
    assert resumed.move_seconds == 30.0
    assert resumed.seat_of(tokens[1]) == 1


def test_a_table_file_of_version_1_is_still_read(tmp_path: Path) -> None:
    folder = history(tmp_path)
    table, _ = toy(folder=folder, move_seconds=30.0)
    move(table)
    table.resign(0)
    data = json.loads((folder / TABLE_FILE).read_text())
    assert data["version"] == 2
    del data["move_seconds"], data["settled"]
    data["version"] = 1
    (folder / TABLE_FILE).write_text(json.dumps(data))
    resumed = Table.resume(folder, CATALOGUE)
    assert resumed.settled is None and resumed.move_seconds is None
    assert resumed.sequence == table.sequence


@pytest.mark.parametrize(
    ("field", "value"),
    [("move_seconds", "60"), ("settled", {"how": "fled", "seat": 0}), ("settled", 3)],
)
def test_a_damaged_clock_or_settlement_is_refused_in_one_line(
    tmp_path: Path, field: str, value: object
) -> None:
    folder = history(tmp_path)
    toy(folder=folder)
    data = json.loads((folder / TABLE_FILE).read_text())
    data[field] = value
    (folder / TABLE_FILE).write_text(json.dumps(data))
    with pytest.raises(TableError, match="damaged"):
        Table.resume(folder, CATALOGUE)


# -- offers ----------------------------------------------------------------------------------


def test_one_offer_at_a_time_answered_only_by_another_seat() -> None:
    table, _ = toy()
    refused(RefusalCode.NO_OFFER, table.answer, 1, OfferKind.DRAW, True)
    assert table.propose(0, OfferKind.DRAW) == Pending(kind=OfferKind.DRAW, seat=0)
    refused(RefusalCode.OFFER_PENDING, table.propose, 1, OfferKind.DRAW)
    refused(RefusalCode.OWN_OFFER, table.answer, 0, OfferKind.DRAW, True)
    refused(RefusalCode.NO_OFFER, table.answer, 1, OfferKind.UNDO, True)
    assert table.snapshot(1, None).offer == Pending(kind=OfferKind.DRAW, seat=0)
    table.answer(1, OfferKind.DRAW, False)  # declined: the game goes on
    assert table.offer is None and not table.over
    table.propose(1, OfferKind.DRAW)
    move(table)  # a move withdraws the offer
    assert table.offer is None
    refused(RefusalCode.NO_OFFER, table.answer, 0, OfferKind.DRAW, True)


def test_a_draw_is_offered_only_in_a_game_that_can_end_drawn() -> None:
    """Of the app's games only Audatia's rulebook has draws (``GameEntry.draws``)."""
    assert [entry.draws for entry in CATALOGUE if entry.id != TWENTY_ONE.id] == [
        entry.id == "audatia" for entry in CATALOGUE if entry.id != TWENTY_ONE.id
    ]
    table, _ = Table.new(READY_FENCE, config_of(READY_FENCE, 0), directory=None)
    refused(RefusalCode.NO_DRAWS, table.propose, 0, OfferKind.DRAW)
    assert not table.welcome(0).draws and toy()[0].welcome(0).draws


def test_an_undo_takes_the_game_back_to_before_the_offerers_last_decision(
    tmp_path: Path,
) -> None:
    folder = history(tmp_path)
    table, _ = toy(folder=folder)
    refused(RefusalCode.NO_UNDO, table.propose, 0, OfferKind.UNDO)  # no decision yet
    move(table)
    before = table.sequence
    played = table.match.plies
    offerer = move(table)  # a draw: the decision, then the rules' deal
    assert table.sequence == before + 2 and table.match.plies[-1].rolled
    table.propose(offerer, OfferKind.UNDO)
    table.answer(1 - offerer, OfferKind.UNDO, True)
    assert table.sequence == before and table.match.plies == played
    assert table.to_move() == offerer and table.offer is None
    # Decided again, the seeded chance deals the same card.
    move(table)
    again = table.match.plies
    table.propose(offerer, OfferKind.UNDO)
    table.answer(1 - offerer, OfferKind.UNDO, True)
    move(table)
    assert table.match.plies == again
    # The history on disk is the game taken back.
    table.propose(offerer, OfferKind.UNDO)
    table.answer(1 - offerer, OfferKind.UNDO, True)
    assert Table.resume(folder, CATALOGUE).match.plies == played


def test_an_undo_goes_back_past_the_other_seats_moves_too() -> None:
    table, _ = toy()
    before = table.sequence
    offerer = move(table)
    other = move(table)
    assert other != offerer
    table.propose(offerer, OfferKind.UNDO)
    table.answer(other, OfferKind.UNDO, True)
    assert table.sequence == before and table.to_move() == offerer


# -- chat, claims, the clock ------------------------------------------------------------------


def test_chat_is_plain_text_and_the_last_lines_are_kept() -> None:
    table, _ = toy()
    assert clean_chat(" hello\x00\n\x1b[31mthere\u202e ") == "hello[31mthere"
    refused(RefusalCode.CHAT, table.say, 0, "\n\t\x07")
    for number in range(CHAT_KEPT + 5):
        table.say(number % 2, f"line {number}")
    lines = table.snapshot(0, None).chat
    assert len(lines) == CHAT_KEPT and lines[-1].text == f"line {CHAT_KEPT + 4}"
    assert table.snapshot(0, 0).chat == []  # only a full snapshot carries them


def test_a_claim_needs_two_seats_and_the_other_away_long_enough() -> None:
    table, _ = toy(3)
    refused(RefusalCode.CLAIM, table.claim, 0, {1: 100.0, 2: 100.0}, 60.0)
    table, _ = toy()
    refused(RefusalCode.CLAIM, table.claim, 0, {}, 60.0)
    refused(RefusalCode.CLAIM, table.claim, 0, {1: 59.0}, 60.0)
    refused(RefusalCode.CLAIM, table.claim, 0, {0: 100.0}, 60.0)  # its own absence counts not
    assert table.claim(0, {1: 60.0}, 60.0) == Settled(how=Settlement.CLAIMED, seat=0)
    assert table.returns() == (1.0, 0.0)
    refused(RefusalCode.OVER, table.claim, 0, {1: 60.0}, 60.0)


def test_the_per_move_clock_runs_for_the_mover_and_a_move_restarts_it() -> None:
    clock = Clock()
    table, _ = toy(move_seconds=30.0, clock=clock)
    clock.now += 100.0  # nobody's time runs before the clock is started
    assert table.seconds_left() is None and table.time_out() is None
    table.run_clock()
    assert table.seconds_left() == 30.0 and table.snapshot(0, None).seconds_left == 30.0
    clock.now += 29.5
    assert table.time_out() is None and table.seconds_left() == 0.5
    move(table)
    assert table.seconds_left() == 30.0
    mover = table.to_move()
    assert mover is not None
    clock.now += 30.0
    assert table.time_out() == Settled(how=Settlement.TIME, seat=mover)
    assert table.seconds_left() is None and table.over
    assert toy()[0].seconds_left() is None  # no clock


def test_a_clock_must_be_positive() -> None:
    with pytest.raises(TableError):
        toy(move_seconds=0.0)


# -- through a server ---------------------------------------------------------------------------


async def _until(client: TableClient, kind: type[Any]) -> Any:
    while not isinstance(message := await client.receive(), kind):
        pass
    return message


def test_offers_answers_chat_and_presence_reach_every_seat() -> None:
    async def scenario() -> None:
        clock = Clock()
        table, tokens = toy(clock=clock)
        async with TableServer(table, limits=UNLIMITED) as server:
            first = TableClient(TWENTY_ONE, server.address, tokens[0])
            second = TableClient(TWENTY_ONE, server.address, tokens[1])
            await first.connect()
            assert first.draws and first.move_seconds is None
            presence = await _until(first, Presence)  # its own, after the snapshot
            assert [away.seat for away in presence.away] == [1]
            await second.connect()
            assert (await _until(first, Presence)).away == []
            await first.chat("good\x07 luck ")
            for client in (first, second):
                said = await _until(client, Said)
                assert (said.seat, said.text) == (0, "good luck")
                assert client.chat_lines[-1].text == "good luck"
            await first.act(first.latest.legal[0])
            for client in (first, second):
                await client.next()
            await first.offer(OfferKind.UNDO)
            for client in (first, second):
                assert await _until(client, Offered) == Offered(kind=OfferKind.UNDO, seat=0)
                assert client.pending_offer == Pending(kind=OfferKind.UNDO, seat=0)
            await second.answer(OfferKind.UNDO, True)
            for client in (first, second):
                answered = await _until(client, Answered)
                assert answered == Answered(kind=OfferKind.UNDO, seat=1, accept=True)
                seen = await client.next()
                assert seen.full and seen.seq == 0 and client.log == ()
                assert [line.text for line in seen.chat] == ["good luck"]
                assert client.pending_offer is None
            # A returning seat gets the chat in its first snapshot and who is away after it.
            await second.close()
            await _until(first, Presence)
            assert first.presence == {1: 0.0}
            clock.now += 60.0
            await first.claim()
            seen = await first.next()
            assert seen.settled == Settled(how=Settlement.CLAIMED, seat=0)
            assert seen.returns == (1.0, 0.0) and seen.to_move is None
            again = await second.connect()
            assert again.settled == seen.settled and [line.text for line in again.chat] == [
                "good luck"
            ]
            await second.resign()
            with pytest.raises(TableRefused) as caught:
                await second.next()
            assert caught.value.code is RefusalCode.OVER
            await first.close()
            await second.close()

    run(scenario(), 30)


def test_a_claim_too_early_is_refused_and_the_game_goes_on() -> None:
    async def scenario() -> None:
        clock = Clock()
        table, tokens = toy(clock=clock)
        async with TableServer(table, limits=UNLIMITED) as server:
            first = TableClient(TWENTY_ONE, server.address, tokens[0])
            await first.connect()
            clock.now += 59.0  # seat 1 has never come: away since the server began
            await first.claim()
            with pytest.raises(TableRefused) as caught:
                await first.next()
            assert caught.value.code is RefusalCode.CLAIM
            clock.now += 1.0
            await first.claim()
            assert (await first.next()).settled == Settled(how=Settlement.CLAIMED, seat=0)
            await first.close()

    run(scenario(), 30)


def test_the_clock_starts_when_everyone_sits_down_and_settles_a_game_on_time() -> None:
    """By the test's clock (``check_clock``, as the timer calls it), then by the server's own
    timer on a short clock, with no move made."""

    async def scenario() -> None:
        clock = Clock()
        table, tokens = toy(move_seconds=30.0, clock=clock)
        async with TableServer(table, limits=UNLIMITED) as server:
            second = TableClient(TWENTY_ONE, server.address, tokens[1])
            seen = await second.connect()
            assert second.move_seconds == 30.0 and seen.seconds_left is None
            clock.now += 100.0  # the first seat has not sat down: no time runs
            first = TableClient(TWENTY_ONE, server.address, tokens[0])
            await first.connect()
            for client in (first, second):  # the clock started: each told the time left
                seen = await client.next()
                assert seen.seconds_left == 30.0 and not seen.events and not seen.full
            clock.now += 10.0
            await server.check_clock()  # not yet: nothing told
            clock.now += 20.0
            await server.check_clock()
            for client in (first, second):
                seen = await client.next()
                assert seen.settled == Settled(how=Settlement.TIME, seat=0)
                assert seen.returns == (0.0, 1.0) and seen.seconds_left is None
                await client.close()
        table, tokens = Table.new(
            TWENTY_ONE, TwentyOneConfig(2), directory=None, chance_seed=1, move_seconds=0.2
        )
        async with TableServer(table, limits=UNLIMITED) as server:
            clients = [TableClient(TWENTY_ONE, server.address, token) for token in tokens.values()]
            for client in clients:
                await client.connect()
            seen = await asyncio.wait_for(clients[1].next(), 10)
            while seen.settled is None:
                seen = await asyncio.wait_for(clients[1].next(), 10)
            assert seen.settled.how is Settlement.TIME
            for client in clients:
                await client.close()

    run(scenario(), 30)


def test_a_chat_line_over_the_cap_is_refused_as_malformed() -> None:
    async def scenario() -> None:
        table, tokens = toy()
        async with TableServer(table, limits=UNLIMITED) as server:
            client = TableClient(TWENTY_ONE, server.address, tokens[0])
            await client.connect()
            await client.chat("x" * MAX_CHAT)
            assert (await _until(client, Said)).text == "x" * MAX_CHAT
            with pytest.raises(ValueError):
                await client.chat("x" * (MAX_CHAT + 1))  # the model refuses to make it
            await client.close()

    run(scenario(), 30)
