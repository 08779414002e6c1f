"""``HostedTable``: the host's own table in the app. Its invites (loopback, or the LAN's
address), its secrets kept for the user alone so that a restarted app takes the table up with
the same invites, and each refusal in one line: a port in use, a folder holding a table
already, invites missing, damaged or not the table's (nothing deleted)."""

from __future__ import annotations

import ipaddress
import json
import socket
import stat
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.games.swordplay.entry import SWORDPLAY
from audatia_qt.net.invite import read_invite
from audatia_qt.shell.network import hosting
from audatia_qt.shell.network.hosting import INVITES_FILE, HostedTable, HostingError, lan_address
from tests.engine.twenty_one.entry import TWENTY_ONE
from tests.net.tables import CATALOGUE, config_of
from tests.net.test_coop import coop
from tests.shell.network.seats import Tables

TOY: GameEntry = TWENTY_ONE


def test_a_hosted_table_invites_each_seat_over_loopback(tables: Tables, qtbot: QtBot) -> None:
    hosted = tables.host(TOY, seed=0)
    invites = hosted.invites
    assert sorted(invites) == [0, 1]
    assert len({invite.token for invite in invites.values()}) == 2
    for invite in invites.values():
        assert invite.address == f"ws://127.0.0.1:{hosted.port}" and invite.game == TOY.id
        assert read_invite(invite.line()) == invite  # what Join reads is what Host shows
    assert hosted.own_invite == invites[0]
    assert hosted.connected() == frozenset()
    players = tables.players(TOY, invites)
    for player in players:
        player.playing = False
    qtbot.waitUntil(lambda: all(player.link.latest is not None for player in players))
    qtbot.waitUntil(lambda: hosted.connected() == {0, 1})
    players[0].link.close()
    qtbot.waitUntil(lambda: hosted.connected() == {1})
    hosted.close()
    hosted.close()  # idempotent
    assert hosted.connected() == frozenset()


def test_the_secrets_are_kept_for_the_user_alone(tables: Tables) -> None:
    hosted = tables.host(TOY, seed=0)
    folder = tables.folder / "table"
    kept = json.loads((folder / INVITES_FILE).read_text(encoding="utf-8"))
    assert kept["tokens"] == [invite.token for _, invite in sorted(hosted.invites.items())]
    assert stat.S_IMODE((folder / INVITES_FILE).stat().st_mode) == 0o600
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700


def test_a_restarted_host_takes_the_table_up_with_the_same_invites(
    tables: Tables, qtbot: QtBot
) -> None:
    hosted = tables.host(TOY, seed=0)
    players = tables.players(TOY, hosted.invites)
    qtbot.waitUntil(lambda: all(len(player.said) >= 3 for player in players), timeout=10_000)
    for player in players:
        player.link.close()
    tokens = [invite.token for invite in hosted.invites.values()]
    hosted.close()
    resumed = tables.started(HostedTable.resume(tables.folder / "table", CATALOGUE, lan=False))
    assert [invite.token for invite in resumed.invites.values()] == tokens
    assert resumed.entry is TOY
    again = tables.players(TOY, resumed.invites, seed=1)
    qtbot.waitUntil(lambda: all(player.over for player in again), timeout=10_000)


def test_on_the_lan_the_invites_name_the_machine_and_the_host_joins_by_loopback(
    tables: Tables, tmp_path: Path, qtbot: QtBot
) -> None:
    hosted = tables.started(
        HostedTable(TOY, config_of(TOY, 0), folder=tmp_path / "lan", lan=True, chance_seed=0)
    )
    assert {invite.address for invite in hosted.invites.values()} == {
        f"ws://{lan_address()}:{hosted.port}"
    }
    assert hosted.own_invite.address == f"ws://127.0.0.1:{hosted.port}"
    assert hosted.own_invite.token == hosted.invites[0].token
    link = tables.link(TOY, hosted.own_invite)
    with qtbot.waitSignal(link.seen, timeout=5000):
        link.start()


def test_the_lan_address_is_the_way_out_or_loopback() -> None:
    address = ipaddress.ip_address(lan_address())
    assert address.version == 4 and not address.is_unspecified


def test_a_port_in_use_is_one_line_and_the_new_table_unmade(tables: Tables, tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        hosted = HostedTable(TOY, config_of(TOY, 0), folder=tmp_path / "t", lan=False, port=port)
        with pytest.raises(HostingError) as refused:
            tables.started(hosted)
    assert refused.value.message.sentence is hosting._NO_PORT
    assert str(port) in str(refused.value) and "\n" not in str(refused.value)
    # The table that never listened is unmade: the host may try another port on the folder.
    assert not (tmp_path / "t").exists()
    tables.started(HostedTable(TOY, config_of(TOY, 0), folder=tmp_path / "t", lan=False))


def test_a_folder_holding_a_table_is_not_dealt_over(tables: Tables) -> None:
    tables.host(TOY, seed=0).close()
    before = _files(tables.folder / "table")
    with pytest.raises(HostingError) as refused:
        tables.host(TOY, seed=2)
    assert refused.value.message.sentence is hosting._TAKEN
    assert _files(tables.folder / "table") == before


@pytest.mark.parametrize(
    ("damage", "sentence"),
    [
        (lambda folder: (folder / INVITES_FILE).unlink(), hosting._NO_INVITES),
        (lambda folder: (folder / INVITES_FILE).write_text("{not json"), hosting._BAD_INVITES),
        (lambda folder: (folder / INVITES_FILE).write_text('{"format": 1}'), hosting._BAD_INVITES),
        (lambda folder: _rewrite_tokens(folder, lambda tokens: tokens[::-1]),
         hosting._NOT_ITS_INVITES),
        (lambda folder: _rewrite_tokens(folder, lambda tokens: tokens[:1]),
         hosting._NOT_ITS_INVITES),
        (lambda folder: (folder / "table.json").write_text("[]"), hosting._CANNOT_RESUME),
    ],
    ids=["missing", "not-json", "not-invites", "swapped", "one-seat", "table-damaged"],
)  # fmt: skip
def test_a_table_that_cannot_be_taken_up_is_one_line_and_nothing_deleted(
    damage: object, sentence: object, tables: Tables
) -> None:
    tables.host(TOY, seed=0).close()
    folder = tables.folder / "table"
    damage(folder)  # type: ignore[operator]
    before = _files(folder)
    with pytest.raises(HostingError) as refused:
        tables.started(HostedTable.resume(folder, CATALOGUE, lan=False))
    assert refused.value.message.sentence is sentence
    assert "\n" not in str(refused.value)
    assert _files(folder) == before


def _files(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in folder.iterdir()}


def _rewrite_tokens(folder: Path, change: object) -> None:
    data = json.loads((folder / INVITES_FILE).read_text(encoding="utf-8"))
    data["tokens"] = change(data["tokens"])  # type: ignore[operator]
    (folder / INVITES_FILE).write_text(json.dumps(data), encoding="utf-8")


def test_an_unfinished_table_is_kept_and_one_settled_at_the_table_is_not(
    tables: Tables, qtbot: QtBot
) -> None:
    """Host Network Game… offers the unfinished tables first (``kept_tables``): a game ended
    at the table (here resigned) is over as surely as one ended by its rules (seen in a real
    window: a claimed game was offered for resuming)."""
    hosted = tables.host(TOY, seed=0)
    link = tables.link(TOY, hosted.invites[0])
    link.start()
    qtbot.waitUntil(lambda: link.latest is not None)
    (kept,) = hosting.kept_tables(tables.folder, CATALOGUE)
    assert kept.folder == tables.folder / "table" and kept.entry is TOY
    link.resign()
    qtbot.waitUntil(lambda: link.settlement is not None)
    assert hosting.kept_tables(tables.folder, CATALOGUE) == ()


def test_a_hosted_coop_table_invites_the_heroes_and_keeps_no_secret_for_the_monster(
    tables: Tables, qtbot: QtBot
) -> None:
    """Swordplay's co-op: the monster's seat is the rules' (``GameEntry.ruled_seats``), so it
    has no invite, ``invites.json`` keeps null there, and the table taken up after a restart
    has the heroes' invites; an invites file naming a secret for the monster is not the
    table's."""
    folder = tables.folder / "coop"
    hosted = tables.started(
        HostedTable(SWORDPLAY, coop(2), folder=folder, lan=False, chance_seed=0)
    )
    invites = hosted.invites
    assert sorted(invites) == [0, 1] and hosted.own_seat == 0
    assert hosted.own_invite.token == invites[0].token
    kept = json.loads((folder / INVITES_FILE).read_text(encoding="utf-8"))["tokens"]
    assert kept == [invites[0].token, invites[1].token, None]
    hosted.close()
    resumed = tables.started(HostedTable.resume(folder, CATALOGUE, lan=False))
    assert {seat: invite.token for seat, invite in resumed.invites.items()} == {
        seat: invite.token for seat, invite in invites.items()
    }
    resumed.close()
    _rewrite_tokens(folder, lambda tokens: [*tokens[:2], "a secret for the monster"])
    with pytest.raises(HostingError) as refused:
        tables.started(HostedTable.resume(folder, CATALOGUE, lan=False))
    assert refused.value.message.sentence is hosting._NOT_ITS_INVITES
