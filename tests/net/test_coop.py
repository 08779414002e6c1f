"""A table with a seat the rules play (issue 32): Swordplay's co-op heroes against the monster,
whose seat the rules play (ruling SP-1, ``GameEntry.ruled_seats``). The monster's seat gets no
secret and is never waited for; the heroes win or lose together at the table as by the rules
(ruling SP-24); nobody claims. First at the table alone, then through a server and a hall."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.entry import SWORDPLAY
from audatia_qt.games.swordplay.rules import Config, Mode
from audatia_qt.net.client import TableClient, TableRefused
from audatia_qt.net.hall import Hall, new_table
from audatia_qt.net.messages import Presence, RefusalCode, Settled, Settlement
from audatia_qt.net.server import TableServer
from audatia_qt.net.table import TABLE_FILE, Refusal, Table, TableError, digest, new_token
from tests.net.tables import CATALOGUE, UNLIMITED, run
from tests.net.test_between import Clock


def coop(heroes: int = 2, seed: int = 1) -> Config:
    """A co-op fight of ``heroes`` heroes against the deck's first monster."""
    cards = default_card_set()
    chosen = tuple(hero.id for hero in cards.heroes[:heroes])
    return Config(cards, chosen, Mode.COOP, cards.monsters[0].id, seed=seed)


def coop_table(
    heroes: int = 2, *, folder: Path | None = None, move_seconds: float | None = None
) -> tuple[Table, dict[int, str], Clock]:
    clock = Clock()
    table, tokens = Table.new(
        SWORDPLAY,
        coop(heroes),
        directory=folder,
        chance_seed=3,
        move_seconds=move_seconds,
        clock=clock,
    )
    return table, tokens, clock


@pytest.mark.parametrize("heroes", [2, 3])
def test_a_coop_table_gives_secrets_to_the_heroes_alone(heroes: int, tmp_path: Path) -> None:
    table, tokens, _clock = coop_table(heroes, folder=tmp_path)
    monster = heroes  # the last seat (ruling SP-1)
    assert table.seats == heroes + 1 and table.ruled == frozenset({monster})
    assert sorted(tokens) == list(table.people) == list(range(heroes))
    assert all(table.seat_of(token) == seat for seat, token in tokens.items())
    assert table.seat_of(new_token()) is None
    kept = json.loads((tmp_path / TABLE_FILE).read_text(encoding="utf-8"))["tokens"]
    assert kept[monster] is None and all(isinstance(text, str) for text in kept[:monster])
    resumed = Table.resume(tmp_path, CATALOGUE)
    assert resumed.ruled == table.ruled
    assert all(resumed.seat_of(token) == seat for seat, token in tokens.items())


def test_an_older_file_with_a_digest_at_the_monster_seat_reads_and_it_matches_nothing(
    tmp_path: Path,
) -> None:
    """A table file written with a digest for every seat (as before seats the rules play were
    known) still resumes; the digest kept at the monster's seat is no invite."""
    _table, tokens, _clock = coop_table(folder=tmp_path)
    _keep_a_monster_digest(tmp_path, "the monster's old secret")
    resumed = Table.resume(tmp_path, CATALOGUE)
    assert resumed.seat_of("the monster's old secret") is None
    assert resumed.seat_of(tokens[1]) == 1


def _keep_a_monster_digest(folder: Path, secret: str) -> None:
    """The table file in ``folder`` rewritten with ``secret``'s digest at the monster's seat."""
    path = folder / TABLE_FILE
    data = json.loads(path.read_text(encoding="utf-8"))
    data["tokens"][2] = digest(secret).hex()
    path.write_text(json.dumps(data), encoding="utf-8")


def test_secrets_are_made_for_the_people_s_seats_and_no_other() -> None:
    with pytest.raises(TableError, match="people's seats"):
        Table.new(SWORDPLAY, coop(), directory=None, tokens={0: "a", 1: "b", 2: "c"})
    with pytest.raises(TableError, match="people's seats"):
        Table.new(SWORDPLAY, coop(), directory=None, tokens={0: "a"})
    table, tokens = Table.new(SWORDPLAY, coop(), directory=None, tokens={0: "a", 1: "b"})
    assert tokens == {0: "a", 1: "b"} and table.seat_of("b") == 1


@pytest.mark.parametrize("how", [Settlement.RESIGNED, Settlement.TIME])
def test_one_hero_giving_up_loses_the_fight_for_every_hero(how: Settlement) -> None:
    """Ruling SP-24: a resignation or a time-out by any hero is the heroes' defeat, scored as
    the rules score it when every hero falls (ruling SP-17: heroes 0, the monster 1)."""
    table, _tokens, clock = coop_table(3, move_seconds=30.0)
    table.run_clock()
    mover = table.to_move()
    assert mover is not None
    if how is Settlement.RESIGNED:
        giver = (mover + 1) % 3  # not the hero to move: any hero's resignation counts
        table.resign(giver)
    else:
        giver = mover
        clock.now += 30.0
        assert table.time_out() is not None
    assert table.settled == Settled(how=how, seat=giver)
    assert table.returns() == (0.0, 0.0, 0.0, 1.0)
    assert table.to_move() is None and table.over


def test_no_hero_claims_the_game_of_a_partner() -> None:
    table, _tokens, _clock = coop_table()
    with pytest.raises(Refusal) as refused:
        table.claim(0, {1: 10_000.0}, 60.0)
    assert refused.value.code is RefusalCode.CLAIM
    assert table.settled is None


def test_through_a_server_the_heroes_sit_down_the_clock_starts_and_one_resigns_for_all() -> None:
    """The clock starts when both heroes have sat down (nobody waits for the monster);
    presence never names the monster's seat; a claim is refused even with the partner away
    long; a resignation settles the fight against both heroes (ruling SP-24)."""

    async def scenario() -> None:
        table, tokens, clock = coop_table(move_seconds=30.0)
        async with TableServer(table, limits=UNLIMITED) as server:
            first = TableClient(SWORDPLAY, server.address, tokens[0])
            seen = await first.connect()
            assert seen.seconds_left is None  # the partner has not sat down
            presence = await _until(first, Presence)
            assert [away.seat for away in presence.away] == [1]
            second = TableClient(SWORDPLAY, server.address, tokens[1])
            await second.connect()
            assert server.connected() == (0, 1) and server.away() == {}
            for client in (first, second):  # both heroes seated: the clock runs
                while (seen := await client.next()).seconds_left is None:
                    pass
                assert seen.seconds_left == 30.0
            assert first.presence == {}
            await second.close()
            presence = await _until(first, Presence)
            assert [away.seat for away in presence.away] == [1]
            clock.now += 600.0
            await first.claim()
            with pytest.raises(TableRefused) as caught:
                await first.next()
            assert caught.value.code is RefusalCode.CLAIM
            await first.resign()
            seen = await first.next()
            assert seen.settled == Settled(how=Settlement.RESIGNED, seat=0)
            assert seen.returns == (0.0, 0.0, 1.0) and seen.to_move is None
            again = await second.connect()
            assert again.returns == (0.0, 0.0, 1.0)
            await first.close()
            await second.close()

    run(scenario(), 60)


def test_the_monster_seat_takes_no_connection(tmp_path: Path) -> None:
    """No hello seats a client at the monster's seat, not even with the secret whose digest an
    older table file kept there."""
    _table, _tokens, _clock = coop_table(folder=tmp_path)
    _keep_a_monster_digest(tmp_path, "the monster's old secret")

    async def scenario() -> None:
        table = Table.resume(tmp_path, CATALOGUE)
        async with TableServer(table, limits=UNLIMITED) as server:
            for token in ("the monster's old secret", new_token()):
                with pytest.raises(TableRefused) as caught:
                    await TableClient(SWORDPLAY, server.address, token).connect()
                assert caught.value.code is RefusalCode.TOKEN
            assert server.connected() == ()

    run(scenario(), 30)


def test_the_lobby_counts_the_heroes_seats(tmp_path: Path) -> None:
    table_id, tokens = new_table(tmp_path, SWORDPLAY, coop(3), {"mode": "coop"}, chance_seed=1)
    assert sorted(tokens) == [0, 1, 2]

    async def scenario() -> list[Any]:
        hall = Hall(tmp_path, CATALOGUE, limits=UNLIMITED)
        assert hall.load() == 1
        async with hall:
            client = TableClient(SWORDPLAY, hall.address, tokens[2])
            await client.connect()
            listed = hall.lobby().tables
            await client.close()
            return listed

    (listed,) = run(scenario(), 30)
    assert (listed.id, listed.seats, listed.free) == (table_id, 3, 2)


async def _until(client: TableClient, kind: type[Any]) -> Any:
    while not isinstance(message := await client.receive(), kind):
        await asyncio.sleep(0)
    return message
