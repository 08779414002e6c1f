"""Game > Host Network Game… and Game > Join Network Game… (issue 32): the dialogs, the tables
this app hosts, and a window for each seat it plays.

Hosting: the Host dialog chooses the game and its options on the game's own New Game page, and
who may join (this network, or this computer only) and the port. The game's config goes to a
``HostedTable`` (the table server, on a thread of its own) in a new folder of ``tables_dir``;
the host's own window joins it over loopback like any client, so this process's windows never
hold the other seat's hand; the Invites dialog gives each other seat's line and QR code.

Joining: the Join dialog reads an invite line; its game's board joins the table as that seat.

Only the games whose boards read views alone (``GamePlugin.plays_remote``) are offered.

The network's modules (``websockets``, asyncio's loop, the server) are imported when a person
hosts or joins, not when the main window opens: they would add half a second to every start
for the few who play over the network (tests/test_late_imports.py lists this module).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox, QWidget

from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.messages import Message, translate
from audatia_qt.net.invite import Invite
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.network.dialogs import HostDialog, InviteDialog, JoinDialog, SeatInvite
from audatia_qt.shell.new_game_frame import GameOffer
from audatia_qt.shell.plain import make_plain
from audatia_qt.shell.plugin import GamePlugin

if TYPE_CHECKING:
    from audatia_qt.shell.network.hosting import HostedTable, KeptTable
    from audatia_qt.shell.network.window import NetworkGameWindow

#: The folder of the user's data where the tables this app hosts keep their games.
TABLES_FOLDER: Final = "tables"

#: "H&ost", not "&Host": the Game menu's Show &Hints has the H (a mnemonic leads to one item).
_HOST: Final = translate("Network", "H&ost Network Game…")
_HOST_TIP: Final = translate(
    "Network", "Open a table on this computer and invite someone on another to play"
)
_JOIN: Final = translate("Network", "&Join Network Game…")
_JOIN_TIP: Final = translate("Network", "Take a seat at a table another computer opened")
_CANNOT_HOST: Final = translate("Network", "Cannot open the table")
_SEAT: Final = translate("Network", "Seat {number}: {name}")
_KEPT_TITLE: Final = translate("Network", "Resume the network game?")
_KEPT: Final = translate(
    "Network",
    "A network game of {game} that this computer hosted was left unfinished after %n move(s). "
    "Take its table up again? The invites you gave still work.",
    None,
    0,
)
_RESUME: Final = translate("Network", "&Resume the Table")
_NEW_TABLE: Final = translate("Network", "&New Table")


@dataclass(frozen=True)
class NetworkGame:
    """A game that plays at network tables: its entry and this window's plugin of it."""

    entry: GameEntry
    plugin: GamePlugin


class NetworkPlay(QObject):
    """The Game menu's network actions for one main window, and the windows they open."""

    def __init__(
        self,
        window: QWidget,
        games: Sequence[NetworkGame],
        settings: Callable[[], BoardSettings],
        tables_dir: Path | None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._all_games = tuple(games)
        self._settings = settings
        self._tables_dir = tables_dir
        self.host_action = QAction(self)
        self.host_action.triggered.connect(self.host)
        self.join_action = QAction(self)
        self.join_action.triggered.connect(self.show_join_dialog)
        self.windows: list[NetworkGameWindow] = []
        """The network games' windows open now."""
        self.invite_dialog: InviteDialog | None = None
        """The invites shown now (None once closed)."""
        self.refresh()

    @property
    def games(self) -> tuple[NetworkGame, ...]:
        """The games whose boards can follow a network table now."""
        return tuple(game for game in self._all_games if game.plugin.plays_remote)

    def _playable(self) -> Catalogue:
        """The games that play at network tables here, as a table is read back with."""
        return Catalogue(game.entry for game in self.games)

    def refresh(self) -> None:
        """Offer each action only when it can be taken (a game to play; a folder to host in)."""
        games = self.games
        self.host_action.setEnabled(bool(games) and self._tables_dir is not None)
        self.join_action.setEnabled(bool(games))

    def retranslate(self) -> None:
        self.host_action.setText(render(_HOST.say()))
        self.host_action.setStatusTip(render(_HOST_TIP.say()))
        self.join_action.setText(render(_JOIN.say()))
        self.join_action.setStatusTip(render(_JOIN_TIP.say()))
        for window in self.windows:
            window.retranslate()

    # -- hosting --------------------------------------------------------------------------

    def host(self) -> QWidget | None:
        """Game > Host Network Game…: take up the latest unfinished table this app hosted, if
        the host wants it (after the app restarted), else open a new one (the Host dialog)."""
        from audatia_qt.shell.network.hosting import kept_tables

        games = self.games
        if not games or self._tables_dir is None:
            return None
        kept = kept_tables(self._tables_dir, self._playable())
        if not kept:
            return self.show_host_dialog()
        latest = kept[0]
        box = make_plain(QMessageBox(self._window))
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(render(_KEPT_TITLE.say()))
        box.setText(render(_KEPT.say(latest.plies, game=render(latest.entry.title.say()))))
        resume = box.addButton(render(_RESUME.say()), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(render(_NEW_TABLE.say()), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(resume)

        def answered() -> None:
            clicked = box.clickedButton()
            if clicked is resume:
                self.resume(latest)
            elif box.buttonRole(clicked) is QMessageBox.ButtonRole.DestructiveRole:
                self.show_host_dialog()

        box.finished.connect(answered)
        box.finished.connect(box.deleteLater)
        box.open()
        return box

    def resume(self, kept: KeptTable) -> NetworkGameWindow | None:
        """Serve ``kept`` again where it was served (its invites unchanged), and open the
        host's seat; if that port is taken now, on any free one (new invites, shown)."""
        from audatia_qt.shell.network.hosting import HostedTable, HostingError

        game = next(game for game in self.games if game.entry.id == kept.entry.id)
        playable = self._playable()
        hosted: HostedTable | None = None
        for port in dict.fromkeys((kept.port, 0)):
            hosted = HostedTable.resume(kept.folder, playable, lan=kept.lan, port=port)
            try:
                hosted.start()
                break
            except HostingError as error:
                hosted.close()
                hosted = None
                if port == 0:
                    self._refuse(error.message)
                    return None
        assert hosted is not None
        return self._seat_host(game, hosted)

    def show_host_dialog(self) -> HostDialog | None:
        """The Host dialog: a new table's game, options, reach and port."""
        games = self.games
        if not games or self._tables_dir is None:
            return None
        offers = [
            GameOffer(render(game.entry.title.say()), game.plugin.new_game_page()) for game in games
        ]
        dialog = HostDialog(offers, self._window)
        dialog.accepted.connect(lambda: self._host(games[dialog.chosen], dialog))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def _host(self, game: NetworkGame, dialog: HostDialog) -> NetworkGameWindow | None:
        from audatia_qt.shell.network.hosting import HostedTable, HostingError

        assert self._tables_dir is not None
        config = game.plugin.new_match(dialog.setup()).setup.config
        folder = self._tables_dir / secrets.token_hex(8)
        try:
            hosted = HostedTable(
                game.entry,
                config,
                folder=folder,
                lan=dialog.lan(),
                port=dialog.port(),
                move_seconds=dialog.move_seconds(),
            )
            hosted.start()
        except HostingError as error:
            self._refuse(error.message)
            return None
        return self._seat_host(game, hosted)

    def _seat_host(self, game: NetworkGame, hosted: HostedTable) -> NetworkGameWindow:
        """The host's own seat at ``hosted``, in its window, and the other seats' invites."""
        invites = self._seat_invites(game.entry, hosted)
        window = self._open_seat(
            game, hosted.own_invite, hosted=hosted, show_invites=lambda: self._show(invites)
        )
        self._show(invites)
        return window

    def _seat_invites(self, entry: GameEntry, hosted: HostedTable) -> tuple[SeatInvite, ...]:
        """Each other person's seat's name and invite (the host's own seat is the first; a seat
        the rules play has no invite)."""
        narrator = entry.narrator
        named: list[SeatInvite] = []
        for seat, invite in sorted(hosted.invites.items()):
            if seat == hosted.own_seat:
                continue
            name = str(seat + 1)
            if narrator is not None:
                said = narrator.seat_name(hosted.config, seat)
                name = render(said) if isinstance(said, Message) else said
            named.append(SeatInvite(render(_SEAT.say(number=seat + 1, name=name)), invite))
        return tuple(named)

    def _show(self, invites: tuple[SeatInvite, ...]) -> None:
        """The invites of the table just opened (again, from its window's Table menu)."""
        if self.invite_dialog is not None:
            self.invite_dialog.close()
        dialog = InviteDialog(invites, self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(self._on_invites_gone)
        self.invite_dialog = dialog
        dialog.show()

    def _on_invites_gone(self) -> None:
        self.invite_dialog = None

    def _refuse(self, message: Message) -> None:
        box = make_plain(QMessageBox(self._window))
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(render(_CANNOT_HOST.say()))
        box.setText(render(message))
        box.open()

    # -- joining --------------------------------------------------------------------------

    def show_join_dialog(self) -> JoinDialog | None:
        games = self.games
        if not games:
            return None
        dialog = JoinDialog(
            {game.entry.id: render(game.entry.title.say()) for game in games}, self._window
        )
        dialog.accepted.connect(lambda: self.join(dialog.invite()))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def join(self, invite: Invite) -> NetworkGameWindow | None:
        """Take the seat ``invite`` names, in a window of its own (None: not a game here)."""
        game = next((game for game in self.games if game.entry.id == invite.game), None)
        if game is None:
            return None
        return self._open_seat(game, invite)

    # -- the seats' windows ---------------------------------------------------------------

    def _open_seat(
        self,
        game: NetworkGame,
        invite: Invite,
        *,
        hosted: HostedTable | None = None,
        show_invites: Callable[[], None] | None = None,
    ) -> NetworkGameWindow:
        from audatia_qt.shell.network.link import TableLink
        from audatia_qt.shell.network.remote_table import RemoteTable
        from audatia_qt.shell.network.window import NetworkGameWindow

        remote = game.plugin.remote_board(self._window)
        link = TableLink(game.entry, invite)
        settings = self._settings()
        table = RemoteTable(
            game.entry.game,
            link,
            refusal=remote.refusal,
            hint=remote.hint,
            threaded=settings.threaded_ai,
        )
        window = NetworkGameWindow(
            game.entry,
            remote.board,
            table,
            settings,
            hosted=hosted,
            show_invites=show_invites,
        )
        window.closed.connect(lambda: self._forget(window))
        self.windows.append(window)
        window.show()
        link.start()
        return window

    def _forget(self, window: NetworkGameWindow) -> None:
        if window in self.windows:
            self.windows.remove(window)

    def close(self) -> None:
        """Close every network game's window (the main window closes)."""
        for window in list(self.windows):
            window.leave()
