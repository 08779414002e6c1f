"""Two app windows on one machine play a network game to its end (issue 32): one hosts through
Game > Host Network Game…, the other joins with the invite line through Game > Join Network
Game…, each plays its seat on its own board, and a link cut mid-game comes back to the same
game.

Everything runs over loopback on a port the system chooses; the moves are chosen at random
among the legal ones each board offers.
"""

from __future__ import annotations

import random

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from audatia_qt.net.invite import Invite, read_invite
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.network.dialogs import HostDialog
from audatia_qt.shell.network.window import STATUS_NAME
from tests.net.proxy import Direction, Fault, Plan
from tests.shell.network.seats import threaded_proxy
from tests.shell.network.two_windows import host_table, play_until, play_until_over, seq
from tests.windows_english import english  # noqa: F401


def test_two_windows_host_join_and_play_a_bout_to_its_end(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot
) -> None:
    host, guest = windows
    hosted, line = host_table(host, qtbot)
    invite = read_invite(line)
    assert invite.game == "ready_fence" and invite.address.startswith("ws://127.0.0.1:")
    joined = guest.network.join(invite)
    assert joined is not None
    qtbot.waitUntil(lambda: hosted.table.latest is not None and joined.table.latest is not None)
    assert (hosted.table.seat, joined.table.seat) == (0, 1)
    play_until_over(qtbot, (hosted, joined), random.Random(7))
    host_seen, guest_seen = hosted.table.latest, joined.table.latest
    assert host_seen is not None and guest_seen is not None
    assert host_seen.returns == guest_seen.returns and host_seen.seq == guest_seen.seq
    # Each board's log told the bout, and neither offers a rematch of a network game.
    for window in (hosted, joined):
        board = window.board
        assert board.log.count() > 0  # type: ignore[attr-defined]
        assert not board.rematch_button.isVisibleTo(board)  # type: ignore[attr-defined]
        status = window.findChild(type(window.status), STATUS_NAME)
        assert status is not None and "over" in status.text()


def test_a_link_cut_mid_game_comes_back_to_the_same_bout(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot
) -> None:
    """The guest reaches the host through the fault proxy, which resets the link (an RST, as a
    network change does) at the guest's sixth snapshot; the guest's window says so, comes
    back by itself with the whole bout, and both play on to the same end."""
    host, guest = windows
    hosted, line = host_table(host, qtbot)
    invite = read_invite(line)
    assert hosted.hosted is not None
    with threaded_proxy(hosted.hosted.port) as proxy:
        proxy.arm(Plan(Fault.RESET, Direction.DOWN, frame=6, connection=0))
        joined = guest.network.join(Invite(proxy.address, invite.game, invite.token))
        assert joined is not None
        link = joined.table.link
        lost: list[bool] = []
        link.lost.connect(lambda: lost.append(True))
        restored: list[bool] = []
        link.restored.connect(lambda: restored.append(True))
        statuses: list[str] = []
        joined.table.link_changed.connect(lambda: statuses.append(joined.status.text()))
        rng = random.Random(11)
        play_until(qtbot, (hosted, joined), rng, lambda: bool(lost))
        assert any("lost" in status for status in statuses)
        qtbot.waitUntil(lambda: bool(restored), timeout=20_000)
        play_until_over(qtbot, (hosted, joined), rng)
        host_seen, guest_seen = hosted.table.latest, joined.table.latest
        assert host_seen is not None and guest_seen is not None
        assert host_seen.returns == guest_seen.returns and host_seen.seq == guest_seen.seq
        assert proxy.connections >= 2
        guest.network.close()


def test_a_host_that_leaves_mid_bout_takes_its_table_up_again(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot
) -> None:
    """The host's seat window goes (as when the app quits) after a few moves; Game > Host
    Network Game… then offers the unfinished table first, and Resume serves it again on the
    same port with the same invites: the guest, still retrying, comes back to the same bout,
    and both play it to its end."""
    host, guest = windows
    hosted, line = host_table(host, qtbot)
    assert hosted.hosted is not None
    port = hosted.hosted.port
    joined = guest.network.join(read_invite(line))
    assert joined is not None
    rng = random.Random(5)
    play_until(qtbot, (hosted, joined), rng, lambda: seq(joined) >= 8)
    played = seq(joined)
    hosted.leave()
    qtbot.waitUntil(lambda: not joined.table.link.connected, timeout=10_000)
    assert host.network.windows == []
    box = host.network.host()
    assert isinstance(box, QMessageBox)
    assert "unfinished" in box.text()
    resume = next(b for b in box.buttons() if "Resume" in b.text())
    resume.click()
    qtbot.waitUntil(lambda: len(host.network.windows) == 1)
    again = host.network.windows[0]
    assert again.hosted is not None and again.hosted.port == port
    qtbot.waitUntil(lambda: joined.table.link.connected, timeout=20_000)
    qtbot.waitUntil(lambda: seq(again) >= played and seq(joined) >= played)
    play_until_over(qtbot, (again, joined), rng)


def test_the_host_dialog_asks_nothing_of_who_plays(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot
) -> None:
    """Every seat of a network table is a person's: Ready...Fence!'s page in the Host dialog
    hides its opponent, end and computer choices, and the bout it deals has two people."""
    host, _guest = windows
    dialog = host.network.show_host_dialog()
    assert isinstance(dialog, HostDialog)
    dialog.show()
    titles = [offer.title for offer in dialog.offers]
    chosen = titles.index("Ready...Fence!")
    dialog.game_box.setCurrentIndex(chosen)
    page = dialog.offers[chosen].page.widget
    for name in ("opponent_box", "side_box", "strength_box"):
        assert not getattr(page, name).isVisible(), name
    assert not dialog.seats_note.isVisible()
    game = next(game for game in host.network.games if game.entry.id == "ready_fence")
    players = game.plugin.new_match(dialog.setup()).setup.players
    assert all(kind.value == "human" for kind in players)
    dialog.reject()


def test_an_away_opponents_seat_goes_to_the_computer_and_back_to_them(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot
) -> None:
    """The guest's window goes mid-bout: the host's window counts down, then offers Table >
    Let the Computer Play Their Seat; the computer plays it (from that seat's view, as any
    client) until the guest joins again with the same invite and takes it back; the bout
    goes on to its end."""
    host, guest = windows
    hosted, line = host_table(host, qtbot)
    invite = read_invite(line)
    joined = guest.network.join(invite)
    assert joined is not None
    rng = random.Random(3)
    play_until(qtbot, (hosted, joined), rng, lambda: seq(joined) >= 6)
    joined.close()  # a guest's window leaves without asking
    qtbot.waitUntil(lambda: "In " in hosted.status.text(), timeout=10_000)
    assert not hosted.stand_in_action.isEnabled()
    hosted.away_seconds = 0.0
    qtbot.waitUntil(hosted.stand_in_action.isEnabled, timeout=5_000)
    hosted.stand_in_action.trigger()
    assert hosted.stand_in is not None
    qtbot.waitUntil(lambda: "computer plays" in hosted.status.text(), timeout=10_000)
    before = seq(hosted)
    # The host plays on against the computer for a few moves.
    play_until(qtbot, (hosted,), rng, lambda: seq(hosted) >= before + 4 or hosted.table.over)
    if not hosted.table.over:
        back = guest.network.join(invite)
        assert back is not None
        qtbot.waitUntil(lambda: not hosted.stand_in.playing, timeout=20_000)  # type: ignore[union-attr]
        qtbot.waitUntil(lambda: back.table.latest is not None)
        play_until_over(qtbot, (hosted, back), rng)
