"""``TableLink``: windows' seats at a hosted table over loopback, each link's network on a
thread of its own and its snapshots on the GUI thread. Whole games of every game; a host that
goes away and comes back (the links say ``lost``, then ``restored`` and a full snapshot, and
the game goes on); a move cut off by a drop, on its way or on its answer's, applied once; the
refusals that end a link; ``close`` mid-game."""

from __future__ import annotations

import socket
import threading
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.games.catalogue import GAMES
from audatia_qt.net.client import TableRefused
from audatia_qt.net.invite import Invite
from audatia_qt.net.messages import OfferKind, Pending, RefusalCode, Settled, Settlement
from audatia_qt.net.table import Table, new_token
from audatia_qt.shell.network import link as links
from audatia_qt.shell.network.hosting import HostedTable
from audatia_qt.shell.network.link import TableLink, hello_refusal
from tests.engine.twenty_one.entry import TWENTY_ONE
from tests.net.proxy import Direction, Fault, Plan
from tests.net.tables import CATALOGUE, config_of, random_plies
from tests.shell.network.seats import Tables, threaded_proxy

#: The toy game: quick moves, and many, so a link is cut mid-game.
TOY: GameEntry = TWENTY_ONE
#: A whole game's bound, far above what one takes over loopback.
GAME_MS = 30_000


@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_two_links_play_a_whole_game_through_a_hosted_table(
    entry: GameEntry, tables: Tables, qtbot: QtBot
) -> None:
    hosted = tables.host(entry, seed=0)
    assert hosted.own_invite == hosted.invites[0]  # not on the LAN: loopback for everyone
    players = tables.players(entry, hosted.invites)
    qtbot.waitUntil(lambda: all(player.over for player in players), timeout=GAME_MS)
    first, second = (player.link for player in players)
    assert (first.seat, second.seat) == (0, 1)
    assert first.connected and second.connected
    assert first.config is not None
    latest = [link.latest for link in (first, second)]
    assert latest[0] is not None and latest[1] is not None
    assert latest[0].seq == latest[1].seq and latest[0].returns == latest[1].returns
    hosted.close()
    resumed = Table.resume(hosted_folder(tables), CATALOGUE)
    assert resumed.match.over and resumed.sequence == latest[0].seq
    assert resumed.match.returns() == latest[0].returns
    for seat, player in enumerate(players):
        assert player.said[0] == "full" and set(player.said[1:]) == {"seen"}
        # The log is every event the seat may read: the table's, redacted for it.
        events = [event for ply in resumed.match.plies for event in ply.events]
        assert player.link.log == tuple(entry.game.redact(events, seat))


def test_a_host_that_goes_away_and_comes_back_is_lost_then_restored(
    tables: Tables, qtbot: QtBot
) -> None:
    hosted = tables.host(TOY, seed=0)
    port = hosted.port
    players = tables.players(TOY, hosted.invites)
    qtbot.waitUntil(lambda: all(len(player.said) >= 4 for player in players), timeout=GAME_MS)
    for player in players:
        player.playing = False
    hosted.close()
    qtbot.waitUntil(lambda: all(player.said[-1] == "lost" for player in players), timeout=5000)
    assert not any(player.link.connected for player in players)
    log = players[0].link.log
    tables.started(HostedTable.resume(hosted_folder(tables), CATALOGUE, lan=False, port=port))
    qtbot.waitUntil(lambda: all(player.said[-1] == "full" for player in players), timeout=5000)
    for player in players:
        assert player.said[-3:] == ["lost", "restored", "full"]
        assert player.link.connected
        player.playing = True
        player.move()
    assert players[0].link.log == log  # the full snapshot told the whole game again
    qtbot.waitUntil(lambda: all(player.over for player in players), timeout=GAME_MS)
    assert "refused" not in players[0].said + players[1].said


@pytest.mark.parametrize(
    "plan",
    [
        Plan(Fault.CLOSE, Direction.UP, frame=1, connection=0),
        Plan(Fault.CLOSE, Direction.DOWN, frame=2, connection=0),
        Plan(Fault.RESET, Direction.UP, frame=1, connection=0),
    ],
    ids=["cut-on-its-way", "cut-on-its-answer", "reset-on-its-way"],
)
def test_a_move_sent_just_before_a_drop_is_applied_once(
    plan: Plan, tables: Tables, qtbot: QtBot
) -> None:
    """The first seat to move is linked through the fault proxy, which cuts its link at its
    first move (frame 1 up: the move never reaches the table) or at the snapshot after it
    (frame 2 down: the move is applied, its answer lost). Either way the link comes back and
    the game ends with that move applied once."""
    hosted = tables.host(TOY, seed=0)
    mover = next(random_plies(TOY, config_of(TOY, 0), 0)).to_move()
    with threaded_proxy(hosted.port) as proxy:
        proxy.arm(plan)
        invites = dict(hosted.invites)
        invites[mover] = Invite(proxy.address, TOY.id, invites[mover].token)
        players = tables.players(TOY, invites)
        qtbot.waitUntil(lambda: all(player.over for player in players), timeout=GAME_MS)
        assert plan.fired.is_set()
        for player in players:  # before the proxy goes: no link retries into its remains
            player.link.close()
    away = players[mover]
    assert away.said[:4] == ["full", "lost", "restored", "full"]
    assert not away.refusals
    hosted.close()
    match = Table.resume(hosted_folder(tables), CATALOGUE).match
    # Each of the seat's moves is in the history once, at the number it was chosen at.
    assert [index for index, ply in enumerate(match.plies) if ply.seat == mover] == away.moved_at


def test_a_refused_move_is_said_and_the_game_goes_on(tables: Tables, qtbot: QtBot) -> None:
    hosted = tables.host(TOY, seed=0)
    players = tables.players(TOY, hosted.invites)
    for player in players:
        player.playing = False
    qtbot.waitUntil(lambda: all(player.said == ["full"] for player in players), timeout=5000)
    latest = players[0].link.latest
    assert latest is not None and latest.to_move is not None
    mover = players[latest.to_move]
    mover.link.act(latest.legal[0])
    mover.link.act(latest.legal[0])  # again, from the same snapshot: the table moved on
    qtbot.waitUntil(lambda: "refused" in mover.said, timeout=5000)
    assert mover.refusals[0].code in (RefusalCode.TURN, RefusalCode.STALE)
    for player in players:
        player.playing = True
        player.move()
    qtbot.waitUntil(lambda: all(player.over for player in players), timeout=GAME_MS)


def test_chat_offers_answers_presence_and_settlement_come_as_signals(
    tables: Tables, qtbot: QtBot
) -> None:
    """Each on the GUI thread as the table tells it: who is away, a line of chat, an undo
    offered and accepted (a full snapshot that starts the log again), a resignation."""
    hosted = tables.host(TOY, seed=0)
    players = tables.players(TOY, hosted.invites)
    for player in players:
        player.playing = False
    links_ = [player.link for player in players]
    qtbot.waitUntil(lambda: all(player.said == ["full"] for player in players), timeout=5000)
    qtbot.waitUntil(lambda: all(link.away == {} for link in links_), timeout=5000)
    assert all(link.draws and link.move_seconds is None for link in links_)
    heard: list[tuple[int, str]] = []
    for link in links_:
        link.said.connect(lambda seat, text: heard.append((seat, text)))
    with qtbot.waitSignals([link.said for link in links_], timeout=5000):
        links_[0].chat("hola\n")
    assert heard == [(0, "hola"), (0, "hola")]
    assert all([line.text for line in link.chat_lines] == ["hola"] for link in links_)
    with pytest.raises(ValueError):
        links_[0].chat("x" * 301)
    latest = links_[0].latest
    assert latest is not None and latest.to_move is not None
    mover, other = links_[latest.to_move], links_[1 - latest.to_move]
    assert mover.seat is not None and other.seat is not None
    with qtbot.waitSignals([link.seen for link in links_], timeout=5000):
        mover.act(latest.legal[0])
    with qtbot.waitSignal(other.offered, timeout=5000) as offered:
        mover.offer(OfferKind.UNDO)
    assert offered.args == [OfferKind.UNDO, mover.seat]
    assert other.pending_offer == Pending(kind=OfferKind.UNDO, seat=mover.seat)
    with qtbot.waitSignal(mover.answered, timeout=5000) as answered:
        other.answer(OfferKind.UNDO, True)
    assert answered.args == [OfferKind.UNDO, other.seat, True]
    qtbot.waitUntil(lambda: all(player.said[-1] == "full" for player in players), timeout=5000)
    for link in links_:
        assert link.latest is not None and link.latest.seq == latest.seq
        assert link.log == latest.events and link.pending_offer is None
        assert [line.text for line in link.chat_lines] == ["hola"]
    with qtbot.waitSignal(mover.settled, timeout=5000) as settled:
        other.resign()
    assert settled.args == [Settled(how=Settlement.RESIGNED, seat=other.seat)]
    qtbot.waitUntil(lambda: all(player.over for player in players), timeout=5000)
    assert other.settlement == mover.settlement
    with qtbot.waitSignal(links_[0].presence, timeout=5000) as presence:
        links_[1].close()
    assert list(presence.args[0]) == [1]


def test_a_wrong_token_ends_the_link_with_the_token_message(tables: Tables, qtbot: QtBot) -> None:
    hosted = tables.host(TOY, seed=0)
    link = tables.link(TOY, Invite(hosted.own_invite.address, TOY.id, new_token()))
    with qtbot.waitSignal(link.ended, timeout=5000) as ended:
        link.start()
    assert ended.args == [hello_refusal(TableRefused(RefusalCode.TOKEN, ""))]
    assert ended.args[0].sentence is links._TOKEN
    assert not link.connected and link.seat is None


def test_each_refusal_at_hello_has_its_own_line() -> None:
    codes = (RefusalCode.TOKEN, RefusalCode.APP_VERSION, RefusalCode.RULES_VERSION)
    said = [hello_refusal(TableRefused(code, "")) for code in (*codes, RefusalCode.GAME)]
    assert len({message.sentence for message in said}) == len(said)
    assert all(message.context == "Network" for message in said)
    other = hello_refusal(TableRefused(RefusalCode.NO_HELLO, ""))
    assert other.sentence is links._TURNED_AWAY and "no-hello" in other.english()


def test_a_seat_joined_elsewhere_with_the_same_invite_ends_the_older_link(
    tables: Tables, qtbot: QtBot
) -> None:
    hosted = tables.host(TOY, seed=0)
    older = tables.link(TOY, hosted.own_invite)
    with qtbot.waitSignal(older.seen, timeout=5000):
        older.start()
    newer = tables.link(TOY, hosted.own_invite)
    with qtbot.waitSignal(older.ended, timeout=5000) as ended:
        newer.start()
    assert ended.args[0].sentence is links._REPLACED
    qtbot.waitUntil(lambda: newer.latest is not None, timeout=5000)
    assert newer.connected and not older.connected


def test_a_link_with_no_table_gives_up_in_one_line(qtbot: QtBot) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    invite = Invite(f"ws://127.0.0.1:{port}", TOY.id, new_token())
    link = TableLink(TOY, invite, retry_seconds=0.05, give_up_seconds=0.3)
    try:
        with qtbot.waitSignal(link.ended, timeout=5000) as ended:
            link.start()
        assert ended.args[0].sentence is links._SILENT
        assert str(port) in ended.args[0].english()
    finally:
        link.close()


def test_close_mid_game_returns_promptly_and_nothing_is_said_after_it(
    tables: Tables, qtbot: QtBot
) -> None:
    hosted = tables.host(TOY, seed=0)
    players = tables.players(TOY, hosted.invites)
    qtbot.waitUntil(lambda: all(len(player.said) >= 3 for player in players), timeout=GAME_MS)
    began = time.monotonic()
    for player in players:
        player.link.close()
        player.link.close()  # idempotent
    assert time.monotonic() - began < 2.0
    said = [list(player.said) for player in players]
    hosted.close()  # a host going away after: no "lost" either
    qtbot.wait(300)
    assert [player.said for player in players] == said
    assert not any(player.link.connected for player in players)
    players[0].link.act(None)  # a click after close does nothing
    assert not any(thread.name == "table-link" for thread in threading.enumerate())


# -- helpers -------------------------------------------------------------------------------


def hosted_folder(tables: Tables) -> Path:
    return tables.folder / "table"
