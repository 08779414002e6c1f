"""What the two-window network tests share: hosting a Ready...Fence! bout through the Host
action, and playing random legal moves at each window's table until a condition holds."""

from __future__ import annotations

import random
from collections.abc import Callable

from pytestqt.qtbot import QtBot

from audatia_qt.net.invite import read_invite
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.network.dialogs import HostDialog, InviteDialog
from audatia_qt.shell.network.window import NetworkGameWindow

#: How long a whole bout may take over loopback, in milliseconds (it takes a few seconds).
GAME_MS = 60_000


def host_table(
    host: MainWindow, qtbot: QtBot, *, title: str = "Ready...Fence!", clock: int = 0
) -> tuple[NetworkGameWindow, str]:
    """Game > Host Network Game…: the game ``title`` (Ready...Fence! unless told) with the
    ``clock``th per-move clock of the dialog's list (none, first), this computer only; the
    host's window and the other seat's invite line."""
    assert host.network.host_action.isEnabled()
    dialog = host.network.show_host_dialog()
    assert isinstance(dialog, HostDialog)
    titles = [offer.title for offer in dialog.offers]
    dialog.game_box.setCurrentIndex(titles.index(title))
    dialog.clock_box.setCurrentIndex(clock)
    dialog.local_button.setChecked(True)
    assert not dialog.lan()
    dialog.accept()
    qtbot.waitUntil(lambda: len(host.network.windows) == 1)
    invites = host.network.invite_dialog
    assert isinstance(invites, InviteDialog)
    (line,) = [edit.text() for edit in invites.line_edits]
    return host.network.windows[0], line


def play_until(
    qtbot: QtBot,
    seats: tuple[NetworkGameWindow, NetworkGameWindow],
    rng: random.Random,
    done: Callable[[], bool],
) -> None:
    """Each window plays a random legal move whenever its board offers one, until ``done``."""

    def step() -> bool:
        for window in seats:
            legal = window.table.legal()
            if legal:
                window.table.play(rng.choice(legal))
        return done()

    qtbot.waitUntil(step, timeout=GAME_MS)


def play_until_over(
    qtbot: QtBot, seats: tuple[NetworkGameWindow, NetworkGameWindow], rng: random.Random
) -> None:
    play_until(qtbot, seats, rng, lambda: all(window.table.over for window in seats))


def seq(window: NetworkGameWindow) -> int:
    latest = window.table.latest
    return -1 if latest is None else latest.seq


def seat_guest(
    guest: MainWindow, hosted: NetworkGameWindow, line: str, qtbot: QtBot
) -> NetworkGameWindow:
    """The guest's window at the table of the invite ``line``, once both seats are connected
    and both windows were told that everyone is there."""
    window = guest.network.join(read_invite(line))
    assert window is not None
    qtbot.waitUntil(
        lambda: all(
            seat.table.latest is not None and seat.absence.everyone_came
            for seat in (hosted, window)
        )
    )
    return window
