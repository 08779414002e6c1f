"""A hall: many tables in one process behind one port, with a lobby (``audatia serve``).

Routing is by the seat's secret: a connection's first frame is read here; a ``hello`` is
matched against every table's seats (``Table.seat_of``, each in constant time) and the
connection handed to that table's ``TableServer`` (``serve_greeted``), which judges the hello
again (app, rules and game versions) and serves the seat exactly as a table of its own would.
The protocol has no table id in the hello, and needs none: a secret is one seat of one table.
A secret no table knows makes the hall look for table folders opened since (``audatia serve
new`` writes one while the server runs), then refuses it (``token``) and closes.

A first frame ``{"type": "lobby"}`` is answered with the open tables (``LobbyAnswer``): each
table's folder name, game, the options its opener described, how many seats people play there
and how many of those have nobody connected, and how many plies it has had. Never a secret, a
view, a card or a seed: a lobby is for anyone who can reach the port. The connection is then
closed.

The tables live in one folder, one sub-folder each (``Table``'s history folder, plus
``lobby.json``: the options shown in the lobby). ``Hall.load`` resumes them all at start, so
a restarted server takes every game up where it stopped; a folder that cannot be resumed is
logged in one line and left alone.

No more than ``max_waiting`` connections may be waiting for their first frame at once (each
has ``Limits.hello_seconds``); one more is closed at once (1013, try again later), so a crowd
of silent connections holds no more than that.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import ssl
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, ValidationError
from websockets.asyncio.server import Server, ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode

from audatia_qt import __version__
from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.safe_io import FileRefusedError, read_regular_file
from audatia_qt.engine.session.atomic import atomic_write_text
from audatia_qt.engine.session.owner import Change, ChangeKind
from audatia_qt.net.messages import (
    Hello,
    MessageError,
    RefusalCode,
    Refused,
    dump,
    read_client,
)
from audatia_qt.net.server import (
    LOOPBACK,
    Limits,
    TableServer,
    address_of,
    close,
    listen,
    listening_port,
)
from audatia_qt.net.table import TABLE_FILE, Table, TableError

_LOG = logging.getLogger(__name__)
#: The options a table's opener wrote for the lobby, in its folder.
LOBBY_FILE: Final = "lobby.json"
MAX_LOBBY_FILE: Final = 8_000
#: How many connections may wait for their first frame at once.
MAX_WAITING: Final = 64
#: A table's folder name: what ``new_table`` makes (letters, digits, ``-``).
_ID_BYTES: Final = 4


class _Lobby(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class LobbyRequest(_Lobby):
    """A first frame asking for the open tables instead of a seat."""

    type: Literal["lobby"] = "lobby"


class LobbyTable(_Lobby):
    """One open table as anyone may see it."""

    id: str
    """The table's folder name."""
    game: str
    options: dict[str, str]
    """What the table's opener said of it (``lobby.json``): a variant, a mode, a level."""
    seats: int
    """The seats people play (a seat the rules play, Swordplay's co-op monster, is no one's
    to take)."""
    free: int
    """People's seats with nobody connected."""
    plies: int
    """How far the game has gone."""


class LobbyAnswer(_Lobby):
    """The open tables (those whose game is not over), by id."""

    type: Literal["lobby"] = "lobby"
    tables: list[LobbyTable]


class LobbyFileError(ValueError):
    """A ``lobby.json`` that cannot be read; ``str`` says why."""


def read_lobby_request(frame: str | bytes) -> LobbyRequest | None:
    """The lobby request in ``frame``, or None when it is not one."""
    try:
        return LobbyRequest.model_validate_json(frame)
    except ValidationError:
        return None


def new_table(
    tables: Path,
    entry: GameEntry,
    config: Any,
    options: Mapping[str, str],
    *,
    chance_seed: int | None = None,
    move_seconds: float | None = None,
) -> tuple[str, dict[int, str]]:
    """Open a table in a new folder of ``tables``: its id and each person's secret by seat (the
    table keeps only their digests; they are shown once, to the opener, for the invites; a
    seat the rules play has none);
    ``move_seconds`` the per-move clock (None: none)."""
    while True:
        table_id = secrets.token_hex(_ID_BYTES)
        folder = tables / table_id
        try:
            folder.mkdir()
        except FileExistsError:
            continue
        break
    # The lobby's words first: the hall takes a folder up only once its table file is there.
    atomic_write_text(folder / LOBBY_FILE, json.dumps({"options": dict(options)}) + "\n")
    _, tokens = Table.new(
        entry, config, directory=folder, chance_seed=chance_seed, move_seconds=move_seconds
    )
    return table_id, tokens


def _read_options(folder: Path) -> dict[str, str]:
    try:
        data = json.loads(read_regular_file(folder / LOBBY_FILE, MAX_LOBBY_FILE))
    except FileNotFoundError:
        return {}
    except (FileRefusedError, OSError, ValueError, RecursionError) as error:
        raise LobbyFileError(f"cannot read {LOBBY_FILE}: {type(error).__name__}") from None
    options = data.get("options") if isinstance(data, dict) else None
    if not isinstance(options, dict) or not all(
        isinstance(key, str) and isinstance(value, str) for key, value in options.items()
    ):
        raise LobbyFileError(f"{LOBBY_FILE} holds no options")
    return options


@dataclass(eq=False)
class _Held:
    """One table of the hall and its server (which never listens: the hall does)."""

    id: str
    table: Table
    server: TableServer
    options: dict[str, str]

    def lobby(self) -> LobbyTable:
        return LobbyTable(
            id=self.id,
            game=self.table.entry.id,
            options=self.options,
            seats=len(self.table.people),
            free=len(self.table.people) - len(self.server.connected()),
            plies=self.table.sequence,
        )


class Hall:
    """The tables of ``directory`` behind one port: ``async with Hall(...) as hall``."""

    def __init__(
        self,
        directory: Path,
        games: Catalogue,
        *,
        host: str = LOOPBACK,
        port: int = 0,
        limits: Limits | None = None,
        app_version: str = __version__,
        tls: ssl.SSLContext | None = None,
        max_waiting: int = MAX_WAITING,
    ) -> None:
        self._directory = directory
        self._games = games
        self._host = host
        self._port = port
        self._limits = limits or Limits()
        self._app = app_version
        self._tls = tls
        self._max_waiting = max_waiting
        self._waiting = 0
        self._held: dict[str, _Held] = {}
        self._refused: set[str] = set()
        """Folders that could not be resumed: logged once, not read again."""
        self._server: Server | None = None

    # -- the tables ----------------------------------------------------------------------

    def load(self) -> int:
        """Take up every table folder not yet held; how many were taken up."""
        taken = 0
        for folder in sorted(self._directory.iterdir()):
            name = folder.name
            if name in self._held or name in self._refused or not folder.is_dir():
                continue
            if not (folder / TABLE_FILE).is_file():
                continue  # not a table, or one whose opener is still writing it
            try:
                table = Table.resume(folder, self._games)
                options = _read_options(folder)
            except (TableError, LobbyFileError) as error:
                _LOG.error("table %s: not resumed: %s", name, error)
                self._refused.add(name)
                continue
            self._hold(name, table, options)
            taken += 1
        return taken

    def _hold(self, name: str, table: Table, options: dict[str, str]) -> None:
        server = TableServer(table, limits=self._limits, app_version=self._app, tls=self._tls)
        self._held[name] = _Held(name, table, server, options)
        state = "over" if table.over else "open"
        _LOG.info(
            "table %s: %s, %d seats, %d plies, %s",
            name,
            table.entry.id,
            table.seats,
            table.sequence,
            state,
        )

        def told(change: Change) -> None:
            if change.kind is ChangeKind.FINISHED:
                _LOG.info("table %s: game over, returns %s", name, table.match.returns())
            elif change.played and len(table.match.plies) == len(change.plies):
                _LOG.info("table %s: game started", name)

        table.owner.subscribe(told)

    @property
    def tables(self) -> Mapping[str, Table]:
        return {name: held.table for name, held in self._held.items()}

    def lobby(self) -> LobbyAnswer:
        """The open tables, as anyone may see them."""
        return LobbyAnswer(
            tables=[held.lobby() for held in self._held.values() if not held.table.over]
        )

    # -- listening -----------------------------------------------------------------------

    @property
    def port(self) -> int:
        """The port listened on (the one the system chose, for port 0)."""
        return listening_port(self._server)

    @property
    def address(self) -> str:
        """The URL a client connects to."""
        return address_of(self._host, self.port, self._tls)

    async def start(self) -> None:
        self._server = await listen(
            self._connection, self._host, self._port, self._limits, self._tls, _LOG
        )
        _LOG.info("serving %d tables on %s", len(self._held), self.address)

    async def stop(self) -> None:
        if self._server is not None:
            await close(self._server)
            self._server = None
            _LOG.info("stopped")

    async def __aenter__(self) -> Hall:
        await self.start()
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.stop()

    # -- one connection ------------------------------------------------------------------

    async def _connection(self, socket: ServerConnection) -> None:
        peer = socket.remote_address
        if self._waiting >= self._max_waiting:
            _LOG.warning("refused %s: %d connections already waiting", peer, self._waiting)
            await socket.close(CloseCode.TRY_AGAIN_LATER, "too many connections waiting")
            return
        _LOG.info("connection from %s", peer)
        with contextlib.suppress(ConnectionClosed):
            self._waiting += 1
            try:
                first = await asyncio.wait_for(socket.recv(), self._limits.hello_seconds)
            except TimeoutError:
                await self._refuse(socket, RefusalCode.NO_HELLO, "no hello in time")
                return
            finally:
                self._waiting -= 1
            if read_lobby_request(first) is not None:
                self._look_again()  # tables ``serve new`` opened since are listed too
                await socket.send(self.lobby().model_dump_json())
                await socket.close(CloseCode.NORMAL_CLOSURE, "the lobby")
                return
            try:
                hello = read_client(first)
            except MessageError as error:
                reason = f"not a message of this table: {error}"
                await self._refuse(socket, RefusalCode.MALFORMED, reason)
                return
            if not isinstance(hello, Hello):
                reason = "the first message must be a hello"
                await self._refuse(socket, RefusalCode.NO_HELLO, reason)
                return
            held = self._find(hello.token)
            if held is None:
                await self._refuse(socket, RefusalCode.TOKEN, "that invite is for no table here")
                return
            _LOG.info("%s: to table %s", peer, held.id)
            await held.server.serve_greeted(socket, first)

    def _find(self, token: str) -> _Held | None:
        """The table one of whose seats ``token`` is; the folder looked at again for new
        tables when none is. (That look lists the folder and reads only folders never seen:
        one that failed is remembered, so a wrong secret or a lobby request costs a listing, no
        more.)"""
        found = self._match(token)
        if found is None:
            self._look_again()
            found = self._match(token)
        return found

    def _look_again(self) -> None:
        try:
            self.load()
        except OSError as error:
            _LOG.error("cannot read the tables' folder: %s", error)

    def _match(self, token: str) -> _Held | None:
        # Every table is asked, whichever matches: the time taken tells nothing of where.
        found = None
        for held in self._held.values():
            if held.table.seat_of(token) is not None:
                found = held
        return found

    async def _refuse(self, socket: ServerConnection, code: RefusalCode, reason: str) -> None:
        _LOG.warning("refused %s (%s): %s", socket.remote_address, code.value, reason)
        await socket.send(dump(Refused(code=code, reason=reason)))
        await socket.close(CloseCode.POLICY_VIOLATION, reason[:120])
