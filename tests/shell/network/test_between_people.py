"""Two people at a network table, each in their own window (issue 32, "Between two people"):
resigning, a draw offered and accepted, a move taken back by request and agreement, the chat,
the per-move clock, and claiming the game of a player who stays away.

The table judges each request (``tests/net/test_between.py`` tests its rules); these tests play
them through the windows' own menus, bars and chat panel, and read what each person is shown.
"""

from __future__ import annotations

import functools
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from audatia_qt.net.messages import MAX_CHAT, Settlement
from audatia_qt.net.server import Limits
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.network import hosting
from audatia_qt.shell.network.dialogs import MOVE_CLOCKS
from audatia_qt.shell.network.window import NetworkGameWindow
from tests.shell.network.two_windows import host_table, play_until, seat_guest, seq
from tests.windows_english import english  # noqa: F401


def _seated(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot, **hosting_options: object
) -> tuple[NetworkGameWindow, NetworkGameWindow]:
    """A table hosted by the first window and joined by the second, both connected and both
    told that everyone is there."""
    host, guest = windows
    hosted, line = host_table(host, qtbot, **hosting_options)  # type: ignore[arg-type]
    return hosted, seat_guest(guest, hosted, line, qtbot)


def _status_lines(window: NetworkGameWindow) -> list[str]:
    """Every line the window's status bar shows from now on (a line may be replaced by the
    next before a test reads it)."""
    lines: list[str] = []
    window.statusBar().messageChanged.connect(lines.append)
    return lines


def _shown_over(window: NetworkGameWindow) -> str:
    box = window.over_box
    assert box is not None
    return box.text()


def test_a_resignation_asked_first_ends_the_game_for_both(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    hosted, joined = _seated(windows, qtbot)
    play_until(qtbot, (hosted, joined), random.Random(2), lambda: seq(joined) >= 3)
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        first = len(asked) == 1
        return int(QMessageBox.StandardButton.Cancel if first else QMessageBox.StandardButton.Yes)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    assert joined.resign_action.isEnabled()
    joined.resign_action.trigger()  # Cancel: nothing happens
    qtbot.wait(200)
    assert not joined.table.over
    joined.resign_action.trigger()
    assert len(asked) == 2 and "wins" in asked[0] and "cannot be undone" in asked[0]
    qtbot.waitUntil(lambda: hosted.table.over and joined.table.over)
    for window in (hosted, joined):
        settled = window.table.link.settlement
        assert settled is not None and settled.how is Settlement.RESIGNED and settled.seat == 1
        assert not window.resign_action.isEnabled()
        assert not window.undo_action.isEnabled()
        qtbot.waitUntil(lambda window=window: window.over_box is not None)
    assert "You resigned" in joined.status.text()
    assert "resigned: you win." in hosted.status.text()
    assert "resigned: you win." in _shown_over(hosted)


def test_a_draw_is_offered_only_where_the_game_has_draws_and_ends_it_when_accepted(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot
) -> None:
    """Ready...Fence! plays a tie on (no draw offered); Audatia can end drawn: the guest's
    offer reaches the host's bar, declined once, accepted the second time."""
    hosted, joined = _seated(windows, qtbot, title="Audatia")
    told = _status_lines(joined)
    assert hosted.table.link.draws and joined.draw_action.isEnabled()
    joined.draw_action.trigger()
    qtbot.waitUntil(lambda: hosted.offer_bar.isVisibleTo(hosted))
    assert "offers a draw" in hosted.offer_bar.question.text()
    qtbot.waitUntil(lambda: "You offered a draw" in joined.status.text())
    assert not joined.draw_action.isEnabled()  # one offer at a time
    hosted.offer_bar.decline_button.click()
    qtbot.waitUntil(lambda: any("declined the draw" in line for line in told))
    assert not hosted.table.over and not hosted.offer_bar.isVisibleTo(hosted)
    qtbot.waitUntil(joined.draw_action.isEnabled)
    joined.draw_action.trigger()
    qtbot.waitUntil(lambda: hosted.offer_bar.isVisibleTo(hosted))
    hosted.offer_bar.accept_button.click()
    qtbot.waitUntil(lambda: hosted.table.over and joined.table.over)
    settled = joined.table.link.settlement
    assert settled is not None and settled.how is Settlement.DRAWN and settled.seat == 0
    qtbot.waitUntil(lambda: "drawn" in joined.status.text())
    assert hosted.table.latest is not None and hosted.table.latest.returns == (0.5, 0.5)


def test_ready_fence_offers_no_draw(windows: tuple[MainWindow, MainWindow], qtbot: QtBot) -> None:
    hosted, joined = _seated(windows, qtbot)
    for window in (hosted, joined):
        assert not window.table.link.draws
        assert not window.draw_action.isVisible()
        assert window.draw_action not in [a for a in window.table_menu.actions() if a.isVisible()]


def test_a_move_is_taken_back_only_when_the_other_player_agrees(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot
) -> None:
    hosted, joined = _seated(windows, qtbot)
    rng = random.Random(9)
    # A few moves each, then one more of the host's, and nobody moves while it is asked.
    play_until(qtbot, (hosted, joined), rng, lambda: seq(hosted) >= 16)
    play_until(qtbot, (joined,), rng, lambda: bool(hosted.table.legal()))
    start = seq(hosted)
    hosted.table.play(rng.choice(hosted.table.legal()))
    qtbot.waitUntil(lambda: seq(joined) == seq(hosted) > start)
    log_before = hosted.board.log.count()  # type: ignore[attr-defined]
    told = _status_lines(hosted)
    hosted.undo_action.trigger()
    qtbot.waitUntil(lambda: joined.offer_bar.isVisibleTo(joined))
    assert "take back their last move" in joined.offer_bar.question.text()
    joined.offer_bar.accept_button.click()
    qtbot.waitUntil(lambda: seq(hosted) == seq(joined) == start)
    qtbot.waitUntil(lambda: any("agreed" in line for line in told))
    # The log was told again, from the start, up to the point taken back to.
    assert hosted.board.log.count() < log_before  # type: ignore[attr-defined]
    assert not hosted.table.over


def test_the_chat_carries_plain_text_both_ways_and_comes_back_after_a_reconnection(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot
) -> None:
    hosted, joined = _seated(windows, qtbot)
    hosted.chat.entry.setText("  good luck <b>friend</b>  ")
    qtbot.keyClick(hosted.chat.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "good luck" in joined.chat.lines.toPlainText())
    assert "You: good luck <b>friend</b>" in hosted.chat.lines.toPlainText()
    assert ": good luck <b>friend</b>" in joined.chat.lines.toPlainText()
    assert hosted.chat.entry.text() == ""
    assert hosted.chat.entry.maxLength() == MAX_CHAT
    joined.chat.entry.setText("thanks")
    joined.chat.send_button.click()
    qtbot.waitUntil(lambda: "thanks" in hosted.chat.lines.toPlainText())
    # The guest's window goes and comes back (its app restarted): the table tells it the
    # chat again, once.
    invite = joined.table.link.invite
    joined.close()
    back = windows[1].network.join(invite)
    assert back is not None
    qtbot.waitUntil(lambda: "thanks" in back.chat.lines.toPlainText())
    assert back.chat.lines.toPlainText().count("thanks") == 1
    assert back.chat.lines.toPlainText().count("good luck") == 1


def test_the_per_move_clock_counts_down_for_the_mover_on_both_screens(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot
) -> None:
    longest = len(MOVE_CLOCKS) - 1
    hosted, joined = _seated(windows, qtbot, clock=longest)
    seconds = MOVE_CLOCKS[longest]
    assert seconds is not None
    qtbot.waitUntil(lambda: hosted.clock.isVisibleTo(hosted) and joined.clock.isVisibleTo(joined))
    mover = hosted if hosted.table.to_move() == 0 else joined
    other = joined if mover is hosted else hosted
    assert mover.clock.text().startswith("Your move: ")
    assert other.clock.text().startswith("Their move: ")
    left = mover.clock.seconds_left()
    assert left is not None and seconds - 5 < left <= seconds


def test_the_game_of_a_player_away_too_long_may_be_claimed(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The guest's window goes; the host's counts down and offers the claim when the table
    allows it, and the table settles the game for the host."""
    monkeypatch.setattr(hosting, "Limits", functools.partial(Limits, away_seconds=1.0))
    hosted, joined = _seated(windows, qtbot)
    hosted.away_seconds = 1.0
    assert not hosted.claim_action.isEnabled()
    joined.close()
    qtbot.waitUntil(lambda: "is away" in hosted.status.text(), timeout=10_000)
    qtbot.waitUntil(hosted.claim_action.isEnabled, timeout=10_000)
    assert "claim the game" in hosted.status.text()
    hosted.claim_action.trigger()
    qtbot.waitUntil(lambda: hosted.table.over, timeout=10_000)
    settled = hosted.table.link.settlement
    assert settled is not None and settled.how is Settlement.CLAIMED and settled.seat == 0
    assert "You claimed the game" in hosted.status.text()


def test_a_guest_whose_host_has_gone_is_told_how_long_and_what_it_may_do(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot
) -> None:
    hosted, joined = _seated(windows, qtbot)
    joined.away_seconds = 1.0
    hosted.leave()
    qtbot.waitUntil(lambda: "was lost" in joined.status.text(), timeout=10_000)
    qtbot.waitUntil(lambda: "has not answered for a minute" in joined.status.text(), timeout=10_000)
    assert "Leave Table" in joined.status.text()
    assert not joined.resign_action.isEnabled() and not joined.draw_action.isEnabled()
