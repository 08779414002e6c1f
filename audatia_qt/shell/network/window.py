"""The window of one seat at a network table (issue 32): the game's own board following a
``RemoteTable``, a line saying how the table is, the per-move clock, another seat's offer to
answer, the table's chat, and the Table menu (the invites, for the host; a draw, taking a move
back, resigning, claiming the game of a player away too long, the computer for an away seat,
for the host; the chat; Leave).

Each network game has a window of its own, beside the main window: the main window's game (its
autosave, Undo, Save, Rematch) is a match in this process, and a network game is not. The
board is the game's (``GamePlugin.remote_board``) with the window's settings; the pass-the-device
screen never shows, since one person sits at each screen. Undo here is a request to the other
player (Table > Ask to Take Back Your Move), never a step back taken alone.

Who is away comes from the table (its ``presence`` news, ``absence.Absence``); the table alone
judges a claim, an offer, a resignation and the clock, and the window shows its verdicts
(``news.TableNews``), never its own guesses: a request the table refuses is said in the status
bar in the table's terms.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final, cast

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.net.client import Seen, TableRefused
from audatia_qt.net.messages import OfferKind, Settled
from audatia_qt.net.server import AWAY_SECONDS
from audatia_qt.shell.board_plugin import FollowingBoard
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.network.absence import Absence
from audatia_qt.shell.network.chat import ChatPanel
from audatia_qt.shell.network.hosting import HostedTable
from audatia_qt.shell.network.move_clock import MoveClock
from audatia_qt.shell.network.news import TableNews
from audatia_qt.shell.network.offer_bar import OfferBar
from audatia_qt.shell.network.remote_table import RemoteTable
from audatia_qt.shell.network.stand_in import StandIn
from audatia_qt.shell.plain import make_plain

_TITLE: Final = translate("Network", "{game}: network game")
_CONNECTING: Final = translate("Network", "Connecting to the table…")
_WAITING_FOR: Final = translate(
    "Network", "Waiting for your opponent to join: send them the invite (Table > Invites…)."
)
_WAITING_FOR_OTHERS: Final = translate("Network", "Waiting for the other players to join.")
_PLAYING: Final = translate("Network", "Connected to the table.")
_LOST: Final = translate(
    "Network",
    "The link to the table was lost; trying again… The game waits where it was (%n second(s) "
    "so far).",
    None,
    0,
)
_LOST_LONG: Final = translate(
    "Network",
    "The table has not answered for a minute: its host may have left. Keep waiting (the game "
    "goes on where it was when the table is back), or leave it (Table > Leave Table).",
)
_ENDED: Final = translate("Network", "The table cannot be reached: {reason}")
_OVER: Final = translate("Network", "The game is over. Close this window to leave the table.")
_AWAY_NOW: Final = translate("Network", "{name} is away: the game waits for them.")
#: What the person may do about an away opponent, by (may claim, may hand the seat to the
#: computer): while the table makes them wait (counting), then once they may.
_AWAY_COUNTING: Final[dict[tuple[bool, bool], Sentence]] = {
    (True, True): translate(
        "Network",
        "In %n second(s) you may claim the game or let the computer play their seat.",
        None,
        0,
    ),
    (True, False): translate("Network", "In %n second(s) you may claim the game.", None, 0),
    (False, True): translate(
        "Network", "In %n second(s) you may let the computer play their seat.", None, 0
    ),
}
_AWAY_CHOICES: Final[dict[tuple[bool, bool], Sentence]] = {
    (True, True): translate(
        "Network",
        "Wait for them, claim the game (Table > Claim the Game), or let the computer play their "
        "seat until they return (Table > Let the Computer Play Their Seat).",
    ),
    (True, False): translate(
        "Network", "Wait for them, or claim the game (Table > Claim the Game)."
    ),
    (False, True): translate(
        "Network",
        "Wait for them, or let the computer play their seat until they return (Table > Let "
        "the Computer Play Their Seat).",
    ),
}
_STANDING_IN: Final = translate(
    "Network", "The computer plays your opponent's seat until they return."
)
_TABLE_MENU: Final = translate("Network", "&Table")
_INVITES: Final = translate("Network", "&Invites…")
_OFFER_DRAW: Final = translate("Network", "Offer a &Draw")
_ASK_UNDO: Final = translate("Network", "Ask to &Take Back Your Move")
_RESIGN: Final = translate("Network", "&Resign…")
_CLAIM: Final = translate("Network", "Clai&m the Game")
_STAND_IN: Final = translate("Network", "Let the &Computer Play Their Seat")
_CHAT: Final = translate("Network", "C&hat")
_LEAVE: Final = translate("Network", "&Leave Table")
_LEAVE_TITLE: Final = translate("Network", "Leave the table?")
_HOST_LEAVES: Final = translate(
    "Network",
    "This computer holds the table: leaving closes it, and your opponent cannot go on.",
)
_RESIGN_TITLE: Final = translate("Network", "Resign the game?")
_RESIGN_ASK: Final = translate("Network", "If you resign, {winner} wins. This cannot be undone.")
_OVER_TITLE: Final = translate("Network", "Game over")
_CHAT_LINE: Final = translate("Network", "{name}: {text}")
_YOU: Final = translate("Network", "You")
#: The status line's object name (tests and style sheets find it).
STATUS_NAME: Final = "networkStatus"
#: How often the window looks again at who is away and how long, in milliseconds.
PRESENCE_MS: Final = 1000
#: The chat's first width, in pixels: room for a short line beside the board.
CHAT_WIDTH: Final = 220
#: How long a line of news stays in the status bar, in milliseconds.
NEWS_MS: Final = 8000


class NetworkGameWindow(QMainWindow):
    """One seat of a network table: its board, the table's news, and its Table menu."""

    closed = Signal()
    """The window closed (the link and, for the host, the table with it)."""

    def __init__(
        self,
        entry: GameEntry,
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
        self._entry = entry
        self._title: Sentence = entry.title
        self.board = board
        self.table = table
        self._hosted = hosted
        self._leaving = False
        self.away_seconds = AWAY_SECONDS
        """How long an opponent may be away before the game may be claimed or their seat
        handed to the computer: the table's own figure for a claim (``net.server``)."""
        self.absence = Absence(0)
        """Who is away, as the table said (the seat is set once the table has told it)."""
        self.stand_in: StandIn | None = None
        """The computer playing an away opponent's seat (the host's window only)."""
        self.over_box: QMessageBox | None = None
        """The box saying how the game was settled at the table, once it was."""
        link = table.link
        self.status = QLabel()
        self.status.setObjectName(STATUS_NAME)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.status.setMargin(6)
        self.clock = MoveClock()
        self.clock.setMargin(6)
        self.offer_bar = OfferBar()
        self.offer_bar.answered.connect(self._answer)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.status, 1)
        top.addWidget(self.clock)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.offer_bar)
        layout.addWidget(board, 1)
        self.setCentralWidget(page)
        self.chat = ChatPanel()
        self.chat.spoken.connect(self._speak)
        self.chat.dismissed.connect(lambda: self.board.setFocus(Qt.FocusReason.ShortcutFocusReason))
        self.chat_dock = QDockWidget(self)
        self.chat_dock.setObjectName("chatDock")
        self.chat_dock.setWidget(self.chat)
        self.chat_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.chat_dock)
        # The game's board: a widget that follows a table (``board_plugin.FollowingBoard``).
        self._following = cast(FollowingBoard, board)
        self._apply(settings)
        said = getattr(board, "said", None)
        if said is not None:
            said.connect(lambda text: self.statusBar().showMessage(text, NEWS_MS))
        table.link_changed.connect(self._on_link_changed)
        table.changed.connect(self._on_changed)
        table.refused.connect(self._tell)
        link.seen.connect(self._on_seen)
        link.refused.connect(self._on_refused)
        link.presence.connect(self._on_presence)
        link.offered.connect(self._on_offered)
        link.answered.connect(self._on_answered)
        link.said.connect(self._on_said)
        link.settled.connect(self._on_settled)
        self._build_menu(show_invites)
        # Every second: how long someone has been away, and what may be done about it.
        presence = QTimer(self)
        presence.timeout.connect(self._update)
        presence.start(PRESENCE_MS)
        self.retranslate()
        # The board follows the table from its first snapshot on: before it this screen
        # knows nothing of the game to draw (the status line says it is connecting).
        self._followed = False
        board.hide()
        table.changed.connect(self._follow_once_seen)
        self._follow_once_seen()
        self.resize(1280, 800)
        # The board keeps the room: the chat starts narrow (a person may widen or close it).
        self.resizeDocks([self.chat_dock], [CHAT_WIDTH], Qt.Orientation.Horizontal)

    def _build_menu(self, show_invites: Callable[[], None] | None) -> None:
        self.invites_action = QAction(self)
        self.invites_action.setVisible(show_invites is not None)
        if show_invites is not None:
            self.invites_action.triggered.connect(show_invites)
        self.draw_action = QAction(self)
        self.draw_action.triggered.connect(lambda: self._offer(OfferKind.DRAW))
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.undo_action.triggered.connect(lambda: self._offer(OfferKind.UNDO))
        self.resign_action = QAction(self)
        self.resign_action.triggered.connect(self.resign)
        self.claim_action = QAction(self)
        self.claim_action.triggered.connect(self.table.link.claim)
        self.stand_in_action = QAction(self)
        self.stand_in_action.setVisible(self._hosted is not None)
        self.stand_in_action.triggered.connect(self.let_the_computer_play)
        self.chat_action = self.chat_dock.toggleViewAction()
        self.chat_action.setShortcut(QKeySequence("Ctrl+T"))
        self.leave_action = QAction(self)
        self.leave_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Close))
        self.leave_action.triggered.connect(self.close)
        self.table_menu = self.menuBar().addMenu("")
        menu = self.table_menu
        menu.addAction(self.invites_action)
        menu.addSeparator()
        menu.addAction(self.draw_action)
        menu.addAction(self.undo_action)
        menu.addAction(self.resign_action)
        menu.addSeparator()
        menu.addAction(self.claim_action)
        menu.addAction(self.stand_in_action)
        menu.addSeparator()
        menu.addAction(self.chat_action)
        menu.addAction(self.leave_action)

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
        for action, words in (
            (self.invites_action, _INVITES),
            (self.draw_action, _OFFER_DRAW),
            (self.undo_action, _ASK_UNDO),
            (self.resign_action, _RESIGN),
            (self.claim_action, _CLAIM),
            (self.stand_in_action, _STAND_IN),
            (self.chat_action, _CHAT),
            (self.leave_action, _LEAVE),
        ):
            action.setText(render(words.say()))
        self.chat_dock.setWindowTitle(render(_CHAT.say()).replace("&", ""))
        self.chat.retranslate()
        self._following.retranslate()
        self._update()

    # -- what the window knows of the table ------------------------------------------------

    @property
    def hosted(self) -> HostedTable | None:
        """The table this window's app holds (the host's window), else None."""
        return self._hosted

    def _news(self) -> TableNews | None:
        """The table's news in this seat's words, once the table has said which seat."""
        link = self.table.link
        seat, config = link.seat, link.config
        if seat is None or config is None:
            return None
        return TableNews(self._entry, config, seat, self._seats())

    def _seats(self) -> int:
        config = self.table.link.config
        return 0 if config is None else self._entry.game.seat_count(config)

    def _playing(self) -> bool:
        """The game goes on and this screen is linked to its table."""
        table = self.table
        return table.latest is not None and not table.over and table.link.connected

    def _standing_in(self) -> bool:
        return self.stand_in is not None and self.stand_in.playing

    def _choices(self) -> tuple[bool, bool]:
        """What may be done about an away opponent here: (claim the game, hand their seat to
        the computer). A claim needs two people against each other (the table's rule); the
        computer plays for an away seat from the host's window, whose app holds the table."""
        news = self._news()
        return news is not None and news.may_claim, self._hosted is not None

    def _waited(self) -> bool:
        """An opponent has been away as long as the table makes a claim wait."""
        return bool(self.absence.away()) and self.absence.away_for() >= self.away_seconds

    def status_message(self) -> Message | str:
        """How the table is, in a line: what the status line shows."""
        table = self.table
        news = self._news()
        if table.ended_reason is not None:
            return _ENDED.say(reason=table.ended_reason)
        if table.latest is None or news is None:
            return _CONNECTING.say()
        settled = table.link.settlement
        if settled is not None:
            return news.settled(settled)
        if table.over:
            return _OVER.say()
        lost_for = self.absence.lost_for()
        if lost_for is not None:
            if lost_for >= self.away_seconds:
                return _LOST_LONG.say()
            return _LOST.say(math.floor(lost_for))
        if self._standing_in():
            return _STANDING_IN.say()
        if not self.absence.everyone_came:
            return _WAITING_FOR.say() if self._hosted is not None else _WAITING_FOR_OTHERS.say()
        away = self.absence.away()
        if away:
            return self._away_line(news, away[0])
        offer = table.link.pending_offer
        if offer is not None and offer.seat == table.link.seat:
            return news.offered(offer.kind, offer.seat)
        return _PLAYING.say()

    def _away_line(self, news: TableNews, seat: int) -> str:
        """An opponent is away: who, and what may be done, now or in how long."""
        first = render(_AWAY_NOW.say(name=news.name(seat)))
        choices = self._choices()
        if self._standing_in() or choices == (False, False):
            return first
        left = self.away_seconds - self.absence.away_for()
        then = (
            _AWAY_COUNTING[choices].say(math.ceil(left))
            if left > 0
            else _AWAY_CHOICES[choices].say()
        )
        return f"{first} {render(then)}"

    def _update(self) -> None:
        """The status line and the Table menu, as the table is now."""
        message = self.status_message()
        self.status.setText(render(message) if isinstance(message, Message) else message)
        link = self.table.link
        playing = self._playing()
        unasked = link.pending_offer is None
        self.draw_action.setVisible(link.draws)
        self.draw_action.setEnabled(playing and unasked)
        self.undo_action.setEnabled(playing and unasked)
        self.resign_action.setEnabled(playing)
        claim, computer = self._choices()
        waited = playing and self._waited()
        self.claim_action.setVisible(claim)
        self.claim_action.setEnabled(waited)
        self.stand_in_action.setEnabled(computer and waited and not self._standing_in())
        self.chat.set_open(link.connected)

    # -- the table's news ---------------------------------------------------------------

    def _on_link_changed(self) -> None:
        link = self.table.link
        if link.connected:
            self.absence.linked()
        else:
            self.absence.lost()
            self.clock.stop()
        self._update()

    def _on_seen(self, seen: Seen) -> None:
        link = self.table.link
        seat = link.seat
        if seat is not None:
            self.absence.seat = seat
        self.absence.linked()
        if seen.full:
            # A (re)connection or an agreed undo: the table's chat as it has it.
            news = self._news()
            if news is not None:
                self.chat.show_lines(
                    (self._speaker(news, line.seat), line.text) for line in link.chat_lines
                )
        offer = seen.offer
        if offer is None or offer.seat == seat:
            self.offer_bar.withdraw()
        elif self.offer_bar.kind is None:
            self._on_offered(offer.kind, offer.seat)
        self.clock.run(None if seen.over else seen.seconds_left, seen.to_move == seat)

    def _on_changed(self) -> None:
        self._update()

    def _on_presence(self, away: dict[int, float]) -> None:
        self.absence.told(away)
        self._update()

    def _on_offered(self, kind: OfferKind, seat: int) -> None:
        news = self._news()
        if news is None:
            return
        if seat != self.table.link.seat:
            self.offer_bar.ask(kind, render(news.offered(kind, seat)))
        self._update()

    def _on_answered(self, kind: OfferKind, seat: int, accept: bool) -> None:
        self.offer_bar.withdraw()
        news = self._news()
        if news is not None:
            self._tell(news.answered(kind, seat, accept))
        self._update()

    def _on_said(self, seat: int, text: str) -> None:
        news = self._news()
        if news is None:
            return
        who = self._speaker(news, seat)
        self.chat.add(who, text)
        if seat != self.table.link.seat and not self.chat_dock.isVisible():
            # The chat is closed: its line still reaches the person, for a moment.
            self.statusBar().showMessage(render(_CHAT_LINE.say(name=who, text=text)), NEWS_MS)

    def _speaker(self, news: TableNews, seat: int) -> str:
        return render(_YOU.say()) if seat == self.table.link.seat else news.name(seat)

    def _on_settled(self, settled: Settled) -> None:
        """The game ended at the table (a resignation, a claim, a draw, the clock): said in
        the status line, and once in a box, since the board's own end shows only an end by
        the rules."""
        self.offer_bar.withdraw()
        self.clock.stop()
        self._update()
        news = self._news()
        if news is None or self._leaving:
            return
        box = make_plain(QMessageBox(self))
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(render(_OVER_TITLE.say()))
        box.setText(render(news.settled(settled)))
        box.open()  # kept, a child of the window: a game is settled once
        self.over_box = box

    def _on_refused(self, refusal: TableRefused) -> None:
        said = TableNews.refused(refusal.code, self.away_seconds)
        if said is not None:
            self._tell(said)

    def _tell(self, message: Message) -> None:
        self.statusBar().showMessage(render(message), NEWS_MS)

    # -- what the person asks of the table ---------------------------------------------------

    def _offer(self, kind: OfferKind) -> None:
        if self._playing():
            self.table.link.offer(kind)

    def _answer(self, kind: OfferKind, accept: bool) -> None:
        if self.table.link.connected:
            self.table.link.answer(kind, accept)

    def _speak(self, text: str) -> None:
        if self.table.link.connected:
            self.table.link.chat(text)

    def resign(self) -> None:
        """Table > Resign…: asked first, since it cannot be taken back."""
        news = self._news()
        if not self._playing() or news is None:
            return
        box = make_plain(QMessageBox(self))
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(render(_RESIGN_TITLE.say()))
        seat = self.table.link.seat
        assert seat is not None
        box.setText(render(_RESIGN_ASK.say(winner=news.winner(seat))))
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        if box.exec() == QMessageBox.StandardButton.Yes and self._playing():
            self.table.link.resign()

    def let_the_computer_play(self) -> None:
        """Table > Let the Computer Play Their Seat: the computer plays the first away
        opponent's seat (``StandIn``) until they return."""
        hosted = self._hosted
        away = self.absence.away()
        if hosted is None or not away or self.table.over:
            return
        if self.stand_in is not None:
            self.stand_in.close()
        entry = hosted.entry
        bot = entry.default_bot or entry.bot_names[0]
        self.stand_in = StandIn(entry, hosted.invites[away[0]], bot, seed=away[0])
        self.stand_in.start()
        self._update()

    # -- leaving -----------------------------------------------------------------------------

    def leave(self) -> None:
        """Leave the table without asking: the app itself is closing."""
        self._leaving = True
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        asks = self._hosted is not None and not self._leaving and not self.table.over
        if asks and not self._confirm_host_leaves():
            event.ignore()
            return
        self._leaving = True
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
