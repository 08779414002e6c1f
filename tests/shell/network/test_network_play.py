"""Two app windows on one machine play a network game to its end (issue 32): one hosts through
Game > Host Network Game…, the other joins with the invite line through Game > Join Network
Game…, each plays its seat on its own board, and a link cut mid-game comes back to the same
game.

Everything runs over loopback on a port the system chooses; the moves are chosen at random
among the legal ones each board offers.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.net.invite import read_invite
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.network.dialogs import HostDialog, InviteDialog
from audatia_qt.shell.network.window import STATUS_NAME, NetworkGameWindow

pytestmark = pytest.mark.usefixtures("main_window_faces_in_tmp")

#: How long a whole bout may take over loopback, in milliseconds (it takes a few seconds).
GAME_MS = 60_000


@pytest.fixture
def windows(catalogue: Catalogue, qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, MainWindow]]:
    """The host's main window (its tables in a temporary folder) and the guest's."""
    settings = BoardSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
    host = MainWindow(catalogue=catalogue, settings=settings, tables_dir=tmp_path / "tables")
    guest = MainWindow(catalogue=catalogue, settings=BoardSettings(animation_ms=0, threaded_ai=False))
    qtbot.addWidget(host)
    qtbot.addWidget(guest)
    yield host, guest
    host.network.close()
    guest.network.close()


def _host_ready_fence(host: MainWindow, qtbot: QtBot) -> tuple[NetworkGameWindow, str]:
    """Game > Host Network Game…: Ready...Fence!, this computer only; the host's window and
    the other seat's invite line."""
    assert host.network.host_action.isEnabled()
    dialog = host.network.show_host_dialog()
    assert isinstance(dialog, HostDialog)
    titles = [offer.title for offer in dialog.offers]
    assert "Ready...Fence!" in titles
    dialog.game_box.setCurrentIndex(titles.index("Ready...Fence!"))
    dialog.local_button.setChecked(True)
    assert not dialog.lan()
    dialog.accept()
    qtbot.waitUntil(lambda: len(host.network.windows) == 1)
    invites = host.network.invite_dialog
    assert isinstance(invites, InviteDialog)
    (line,) = [edit.text() for edit in invites.line_edits]
    return host.network.windows[0], line


def _play_until_over(
    qtbot: QtBot, seats: tuple[NetworkGameWindow, NetworkGameWindow], rng: random.Random
) -> None:
    """Each window plays a random legal move whenever its board offers one."""

    def step() -> bool:
        for window in seats:
            table = window.table
            legal = table.legal()
            if legal:
                table.play(rng.choice(legal))
        return all(window.table.over for window in seats)

    qtbot.waitUntil(step, timeout=GAME_MS)


def test_two_windows_host_join_and_play_a_bout_to_its_end(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot
) -> None:
    host, guest = windows
    hosted, line = _host_ready_fence(host, qtbot)
    invite = read_invite(line)
    assert invite.game == "ready_fence" and invite.address.startswith("ws://127.0.0.1:")
    joined = guest.network.join(invite)
    assert joined is not None
    qtbot.waitUntil(lambda: hosted.table.latest is not None and joined.table.latest is not None)
    assert (hosted.table.seat, joined.table.seat) == (0, 1)
    _play_until_over(qtbot, (hosted, joined), random.Random(7))
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
    host, guest = windows
    hosted, line = _host_ready_fence(host, qtbot)
    joined = guest.network.join(read_invite(line))
    assert joined is not None
    qtbot.waitUntil(lambda: joined.table.latest is not None)
    rng = random.Random(11)
    # A few moves, then the guest's link is cut under it.
    for _ in range(6):
        qtbot.waitUntil(lambda: bool(hosted.table.legal() or joined.table.legal()))
        for window in (hosted, joined):
            legal = window.table.legal()
            if legal:
                window.table.play(rng.choice(legal))
                break
    qtbot.waitUntil(lambda: hosted.table.latest is not None and joined.table.latest is not None and hosted.table.latest.seq == joined.table.latest.seq)
    before = joined.table.latest
    assert before is not None
    joined.table.link.drop_for_test()
    qtbot.waitUntil(lambda: not joined.table.link.connected, timeout=10_000)
    qtbot.waitUntil(lambda: joined.table.link.connected, timeout=20_000)
    after = joined.table.latest
    assert after is not None and after.seq >= before.seq and after.full
    _play_until_over(qtbot, (hosted, joined), rng)
