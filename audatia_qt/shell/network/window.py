"""The window of one seat at a network table (issue 32): the game's own board following a
``RemoteTable``, a line saying how the link is, and the Table menu (the invites, for the host;
Leave).

Each network game has a window of its own, beside the main window: the main window's game (its
autosave, Undo, Save, Rematch) is a match in this process, and a network game is not. The
board is the game's (``GamePlugin.remote_board``) with the window's settings; the pass-the-device
screen never shows, since one person sits at each screen.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Final, cast

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.shell.board_plugin import FollowingBoard
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.network.hosting import HostedTable
from audatia_qt.shell.network.remote_table import RemoteTable
from audatia_qt.shell.network.stand_in import StandIn
from audatia_qt.shell.plain import make_plain

_TITLE: Final = translate("Network", "{game}: network game")
_CONNECTING: Final = translate("Network", "Connecting to the table…")
_WAITING_FOR: Final = translate(
    "Network", "Waiting for your opponent to join: send them the invite (Table > Invites…)."
)
_PLAYING: Final = translate("Network", "Connected to the table.")
_LOST: Final = translate(
    "Network", "The link to the table was lost; trying again… The game waits where it was."
)
_ENDED: Final = translate("Network", "The table cannot be reached: {reason}")
_OVER: Final = translate("Network", "The game is over. Close this window to leave the table.")
_AWAY_COUNTING: Final = translate(
    "Network",
    "Your opponent's link is lost: the game waits for them. In %n second(s) you may let the "
    "computer play their seat.",
    None,
    0,
)
_AWAY: Final = translate(
    "Network",
    "Your opponent is still away: wait for them, or let the computer play their seat "
    "(Table > Let the Computer Play Their Seat). They take it back when they return.",
)
_STANDING_IN: Final = translate(
    "Network", "The computer plays your opponent's seat until they return."
)
_STAND_IN: Final = translate("Network", "Let the &Computer Play Their Seat")
_TABLE_MENU: Final = translate("Network", "&Table")
_INVITES: Final = translate("Network", "&Invites…")
_LEAVE: Final = translate("Network", "&Leave Table")
_LEAVE_TITLE: Final = translate("Network", "Leave the table?")
_HOST_LEAVES: Final = translate(
    "Network",
    "This computer holds the table: leaving closes it, and your opponent cannot go on.",
)
#: The status line's object name (tests and style sheets find it).
STATUS_NAME: Final = "networkStatus"
#: How often the host's window looks whether its opponent is connected, in milliseconds.
PRESENCE_MS: Final = 1000
#: How long an opponent who joined may be away before the host may hand their seat to the
#: computer, in seconds: long enough for a restarted app or a changed network to come back.
AWAY_SECONDS: Final = 60.0


class NetworkGameWindow(QMainWindow):
    """One seat of a network table: its board, its link's state, and its Table menu."""

    closed = Signal()
    """The window closed (the link and, for the host, the table with it)."""

    def __init__(
        self,
        game_title: Sentence,
        board: QWidget,
        table: RemoteTable,
        settings: BoardSettings,
        *,
        hosted: HostedTable | None = None,
        show_invites: Callable[[], None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._title = game_title
        self.board = board
        self.table = table
        self._hosted = hosted
        self._show_invites = show_invites
        self._leaving = False
        self.away_seconds = AWAY_SECONDS
        """How long an opponent may be away before the computer may take their seat."""
        self._everyone_came = False
        """Every seat has been connected at once (before, the host waits for a first join)."""
        self._away_since: float | None = None
        self.stand_in: StandIn | None = None
        """The computer playing an away opponent's seat (the host's window only)."""
        self.status = QLabel()
        self.status.setObjectName(STATUS_NAME)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.status.setMargin(6)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(board, 1)
        self.setCentralWidget(page)
        # The game's board: a widget that follows a table (``board_plugin.FollowingBoard``).
        self._following = cast(FollowingBoard, board)
        self._apply(settings)
        said = getattr(board, "said", None)
        if said is not None:
            said.connect(lambda text: self.statusBar().showMessage(text, 8000))
        table.link_changed.connect(self._say_link)
        if hosted is None:
            # The host's window says it through ``_look_for_opponents``, at every change too.
            table.changed.connect(self._say_link)
        table.refused.connect(lambda message: self.statusBar().showMessage(render(message), 8000))
        self.invites_action = QAction(self)
        self.invites_action.setVisible(show_invites is not None)
        if show_invites is not None:
            self.invites_action.triggered.connect(show_invites)
        self.stand_in_action = QAction(self)
        self.stand_in_action.setVisible(hosted is not None)
        self.stand_in_action.setEnabled(False)
        self.stand_in_action.triggered.connect(self.let_the_computer_play)
        self.leave_action = QAction(self)
        self.leave_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Close))
        self.leave_action.triggered.connect(self.close)
        self.table_menu = self.menuBar().addMenu("")
        self.table_menu.addAction(self.invites_action)
        self.table_menu.addAction(self.stand_in_action)
        self.table_menu.addAction(self.leave_action)
        if hosted is not None:
            # Only the host knows who is connected (its server does): its window says when
            # the opponent is not there yet, or not any more.
            presence = QTimer(self)
            presence.timeout.connect(self._look_for_opponents)
            presence.start(PRESENCE_MS)
            # At every move too: a quick exchange of moves shows everyone there between two
            # looks of the timer.
            table.changed.connect(self._look_for_opponents)
        self.retranslate()
        # The board follows the table from its first snapshot on: before it this screen
        # knows nothing of the game to draw (the status line says it is connecting).
        self._followed = False
        board.hide()
        table.changed.connect(self._follow_once_seen)
        self._follow_once_seen()
        self.resize(1280, 800)

    def _follow_once_seen(self) -> None:
        if self._followed or self.table.latest is None:
            return
        self._followed = True
        self.board.show()
        self._following.follow(self.table)

    def _apply(self, settings: BoardSettings) -> None:
        board = self._following
        board.set_scales(settings.card_scale, settings.text_scale)
        board.set_animation_ms(settings.animation_ms)
        board.set_highlight_style(settings.highlight_style)
        board.hints_shown = settings.hints

    def retranslate(self) -> None:
        self.setWindowTitle(render(_TITLE.say(game=render(self._title.say()))))
        self.table_menu.setTitle(render(_TABLE_MENU.say()))
        self.invites_action.setText(render(_INVITES.say()))
        self.leave_action.setText(render(_LEAVE.say()))
        self.stand_in_action.setText(render(_STAND_IN.say()))
        self._following.retranslate()
        self._say_link()

    def status_message(self) -> Message:
        """How the link is, in a line: what the status line shows."""
        table = self.table
        if table.ended_reason is not None:
            return _ENDED.say(reason=table.ended_reason)
        if table.latest is None:
            return _CONNECTING.say()
        if table.over:
            return _OVER.say()
        if not table.link.connected:
            return _LOST.say()
        if self.stand_in is not None and self.stand_in.playing:
            return _STANDING_IN.say()
        if self._hosted is not None and not self._everyone_came:
            return _WAITING_FOR.say()
        if self._away_since is not None:
            left = self.away_seconds - (time.monotonic() - self._away_since)
            return _AWAY.say() if left <= 0 else _AWAY_COUNTING.say(math.ceil(left))
        return _PLAYING.say()

    def _away_seats(self) -> tuple[int, ...]:
        """The other seats with no live connection (the host's own is seat 0)."""
        hosted = self._hosted
        if hosted is None:
            return ()
        connected = hosted.connected()
        return tuple(seat for seat in range(1, len(hosted.invites)) if seat not in connected)

    def _look_for_opponents(self) -> None:
        """The host's window, every second: who is away, for how long, and whether the
        computer may take their seat now."""
        standing_in = self.stand_in is not None and self.stand_in.playing
        away = () if self.table.over or standing_in else self._away_seats()
        if not away and not standing_in:
            self._everyone_came = self._everyone_came or self._hosted is not None
        if not away or not self._everyone_came:
            self._away_since = None
        elif self._away_since is None:
            self._away_since = time.monotonic()
        waited = self._away_since is not None and (
            time.monotonic() - self._away_since >= self.away_seconds
        )
        self.stand_in_action.setEnabled(waited)
        self._say_link()

    def let_the_computer_play(self) -> None:
        """Table > Let the Computer Play Their Seat: the computer plays the first away
        opponent's seat (``StandIn``) until they return."""
        hosted = self._hosted
        away = self._away_seats()
        if hosted is None or not away or self.table.over:
            return
        if self.stand_in is not None:
            self.stand_in.close()
        entry = hosted.entry
        bot = entry.default_bot or entry.bot_names[0]
        self.stand_in = StandIn(entry, hosted.invites[away[0]], bot, seed=away[0])
        self.stand_in.start()
        self.stand_in_action.setEnabled(False)
        self._say_link()

    def _say_link(self) -> None:
        self.status.setText(render(self.status_message()))

    @property
    def hosted(self) -> HostedTable | None:
        """The table this window's app holds (the host's window), else None."""
        return self._hosted

    def leave(self) -> None:
        """Leave the table without asking: the app itself is closing."""
        self._leaving = True
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        asks = self._hosted is not None and not self._leaving and not self.table.over
        if asks and not self._confirm_host_leaves():
            event.ignore()
            return
        # The board lets go of the game first (its own close: Audatia's table stops drawing
        # its previews in the background).
        self.board.close()
        self.table.close()
        if self.stand_in is not None:
            self.stand_in.close()
        if self._hosted is not None:
            self._hosted.close()
        self.closed.emit()
        super().closeEvent(event)

    def _confirm_host_leaves(self) -> bool:
        box = make_plain(QMessageBox(self))
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(render(_LEAVE_TITLE.say()))
        box.setText(render(_HOST_LEAVES.say()))
        box.setStandardButtons(QMessageBox.StandardButton.Close | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        return box.exec() == QMessageBox.StandardButton.Close
