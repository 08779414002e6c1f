"""The host's own table in the app (Game > Host Network Game...): a ``Table`` and its
``TableServer`` on a thread of their own, and the invites to it.

The host's own window is a seat like any other: it joins over loopback with ``own_invite``
(``TableLink``), so the window never holds the other hand. ``lan`` binds every interface
(0.0.0.0) and names the machine's LAN address in the invites; otherwise the table listens on
127.0.0.1 only, and no other machine can reach it (the server binds loopback unless asked:
this is the asking).

The people's secrets are kept in the table's folder (``invites.json``, readable by the user
alone; null for a seat the rules play, which has none, ``Table.people``), beside the history
the table writes there after every move: a host whose app restarts takes the table up
(``HostedTable.resume``) and its own window and the invites it gave still work. Keeping them
costs no secrecy the host had: the host's machine holds the whole game anyway, every hand in
its history folder (docs/network.md); only ``audatia serve`` on a machine neither player owns
keeps the game from both.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import json
import logging
import os
import socket
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.safe_io import FileRefusedError, read_regular_file
from audatia_qt.engine.session.atomic import atomic_write_text
from audatia_qt.net.invite import Invite
from audatia_qt.net.server import LOOPBACK, Limits, TableServer, address_of
from audatia_qt.net.table import (
    HISTORY_STEM,
    TABLE_FILE,
    Table,
    TableError,
    new_token,
    people_seats,
)

_LOG = logging.getLogger(__name__)
#: The seats' secrets in the table's folder.
INVITES_FILE: Final = "invites.json"
INVITES_FORMAT: Final = "audatia-invites"
INVITES_VERSION: Final = 1
MAX_INVITES_FILE: Final = 8_000
#: Where the table was last served (``{"lan": bool, "port": int}``): a table taken up after
#: the app restarts listens there again, so the invites given still reach it.
SERVED_FILE: Final = "served.json"
MAX_SERVED_FILE: Final = 200
#: Every interface: a table others on the LAN (or a VPN) can reach.
EVERY_INTERFACE: Final = "0.0.0.0"
#: TEST-NET-1 (RFC 5737): an address routed like any other and owned by nobody. A UDP socket
#: "connected" to it sends nothing, but the system picks the interface it would leave by.
_ROUTE_PROBE: Final = ("192.0.2.1", 9)
#: How long ``start`` waits for the server to listen, and ``close`` for it to stop.
_THREAD_SECONDS: Final = 10.0
#: How long ``connected`` waits for the server's loop to answer.
_ASK_SECONDS: Final = 2.0

_NO_FOLDER = translate("Network", "Cannot make the table's folder {path}: {problem}")
_TAKEN = translate("Network", "The folder {path} already holds a table.")
_CANNOT_WRITE = translate("Network", "Cannot write the table in {path}: {problem}")
_NO_INVITES = translate("Network", "Cannot read the invites of the table in {path}: {problem}")
_BAD_INVITES = translate("Network", "The invites of the table in {path} are damaged.")
_NOT_ITS_INVITES = translate("Network", "The invites in {path} are not the table's there.")
_CANNOT_RESUME = translate("Network", "Cannot take up the table in {path}: {problem}")
_NO_PORT = translate("Network", "Cannot host the table on port {port}: {problem}")


class HostingError(Exception):
    """A table that cannot be hosted; ``message`` says why in one line."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


def lan_address() -> str:
    """This machine's address on the network it reaches others by (the interface its
    outgoing traffic leaves by); 127.0.0.1 when it has none."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_ROUTE_PROBE)
            address = str(probe.getsockname()[0])
    except OSError:
        return LOOPBACK
    return address if address not in ("", EVERY_INTERFACE) else LOOPBACK


class HostedTable:
    """A table the app hosts: made (or taken up) and served by ``start``, until ``close``."""

    def __init__(
        self,
        entry: GameEntry,
        config: Any,
        *,
        folder: Path,
        lan: bool,
        port: int = 0,
        chance_seed: int | None = None,
        limits: Limits | None = None,
        move_seconds: float | None = None,
    ) -> None:
        """A new table of ``config`` whose history goes to ``folder`` (made if missing; one
        that holds a table already is refused). ``port`` 0 lets the system choose;
        ``chance_seed`` None draws one; ``limits`` the server's (``Limits()``);
        ``move_seconds`` the per-move clock (None: none; kept with the table)."""
        self._prepare(folder, lan, port, limits)
        self._new: tuple[GameEntry, Any, int | None, float | None] | None = (
            entry,
            config,
            chance_seed,
            move_seconds,
        )

    @classmethod
    def resume(
        cls,
        folder: Path,
        games: Catalogue,
        *,
        lan: bool,
        port: int = 0,
        limits: Limits | None = None,
    ) -> HostedTable:
        """The table whose history ``folder`` holds, to be taken up by ``start`` where its
        last move left it, with the same invites (after the app restarts)."""
        hosted = cls.__new__(cls)
        hosted._prepare(folder, lan, port, limits)
        hosted._new = None
        hosted._games = games
        return hosted

    def _prepare(self, folder: Path, lan: bool, port: int, limits: Limits | None) -> None:
        self._folder = folder
        self._lan = lan
        self._port = port
        self._limits = limits or Limits()
        self._games: Catalogue | None = None
        self._table: Table | None = None
        self._tokens: dict[int, str] = {}
        """Each person's secret by seat (a seat the rules play has none)."""
        self._thread: threading.Thread | None = None
        self._listening = threading.Event()
        self._failure: OSError | None = None
        self._made: list[Path] = []
        self._server: TableServer | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._closed = False

    # -- serving -----------------------------------------------------------------------------

    def start(self) -> None:
        """Make (or take up) the table and serve it on a thread of its own; ``HostingError``
        in one line when its files cannot be written or read, or the port cannot be listened
        on."""
        if self._thread is not None or self._closed:
            raise RuntimeError("a hosted table starts once")
        self._table, self._tokens = self._make() if self._new is not None else self._take_up()
        thread = threading.Thread(target=self._serve, name="hosted-table", daemon=True)
        self._thread = thread
        thread.start()
        if not self._listening.wait(_THREAD_SECONDS):
            raise RuntimeError("the table's thread did not start")
        failure = self._failure
        if failure is None:
            self._write_served()
        if failure is not None:
            thread.join(_THREAD_SECONDS)
            # A new table that never listened is unmade, so the host may try another port
            # on the same folder; a table taken up keeps its files, as they were.
            for path in self._made:
                with contextlib.suppress(OSError):
                    if path.is_dir():
                        path.rmdir()
                    else:
                        path.unlink()
            problem = failure.strerror or type(failure).__name__
            raise HostingError(_NO_PORT.say(port=self._port, problem=problem))

    def close(self) -> None:
        """Stop serving (every seat's connection closed) and wait for the thread. The table
        is on disk after every move already. Idempotent."""
        if self._closed:
            return
        self._closed = True
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None:
            with contextlib.suppress(RuntimeError):  # the loop ended already
                loop.call_soon_threadsafe(stopping.set)
        if self._thread is not None:
            self._thread.join(_THREAD_SECONDS)
            if self._thread.is_alive():
                _LOG.warning("the hosted table's server did not stop in time")

    @property
    def entry(self) -> GameEntry:
        """The table's game (known once started)."""
        if self._table is None:
            raise RuntimeError("the table is not started")
        return self._table.entry

    @property
    def config(self) -> Any:
        """The table's game config (known once started)."""
        if self._table is None:
            raise RuntimeError("the table is not started")
        return self._table.match.setup.config

    @property
    def folder(self) -> Path:
        """The table's folder: its history and its seats' secrets."""
        return self._folder

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("the table is not started")
        return self._server.port

    @property
    def invites(self) -> Mapping[int, Invite]:
        """One invite per person's seat, by seat, at the address others reach the table by:
        the LAN address when hosting on the LAN, else loopback. A seat the rules play has
        none (``Table.people``)."""
        host = lan_address() if self._lan else LOOPBACK
        address = address_of(host, self.port, None)
        return {seat: Invite(address, self.entry.id, token) for seat, token in self._tokens.items()}

    @property
    def own_seat(self) -> int:
        """The host's own seat: the first a person plays."""
        return min(self._tokens)

    @property
    def own_invite(self) -> Invite:
        """The host's own seat's invite over loopback: the host's own window joins like any
        client."""
        token = self._tokens[self.own_seat]
        return Invite(address_of(LOOPBACK, self.port, None), self.entry.id, token)

    def connected(self) -> frozenset[int]:
        """The seats with a live connection now (from any thread: asked of the server's own
        loop, which alone changes them)."""
        loop, server = self._loop, self._server
        if loop is None or server is None or self._closed:
            return frozenset()

        async def seats() -> frozenset[int]:
            return frozenset(server.connected())

        try:
            return asyncio.run_coroutine_threadsafe(seats(), loop).result(_ASK_SECONDS)
        except (RuntimeError, concurrent.futures.TimeoutError):
            return frozenset()

    # -- the server's thread -----------------------------------------------------------------

    def _serve(self) -> None:
        asyncio.run(self._serving())

    async def _serving(self) -> None:
        host = EVERY_INTERFACE if self._lan else LOOPBACK
        assert self._table is not None
        server = TableServer(self._table, host=host, port=self._port, limits=self._limits)
        try:
            await server.start()
        except OSError as error:
            self._failure = error
            self._listening.set()
            return
        self._stopping = asyncio.Event()
        self._loop = asyncio.get_running_loop()
        self._server = server
        self._listening.set()
        try:
            await self._stopping.wait()
        finally:
            await server.stop()

    # -- the table's files -------------------------------------------------------------------

    def _write_served(self) -> None:
        """Where the table listens now, for the app's next start (``kept_tables``). Not
        written is only a convenience lost: the table itself is on disk."""
        data = {"lan": self._lan, "port": self.port}
        try:
            atomic_write_text(self._folder / SERVED_FILE, json.dumps(data) + "\n")
        except OSError as error:
            _LOG.warning("cannot note where the table listens: %s", error)

    def _make(self) -> tuple[Table, dict[int, str]]:
        """A new table in the folder, its secrets written first: a folder with a table file
        always has its invites."""
        assert self._new is not None
        entry, config, chance_seed, move_seconds = self._new
        folder = self._folder
        had_folder = folder.is_dir()
        try:
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as error:
            problem = error.strerror or type(error).__name__
            raise HostingError(_NO_FOLDER.say(path=str(folder), problem=problem)) from None
        if (folder / TABLE_FILE).exists():
            raise HostingError(_TAKEN.say(path=str(folder)))
        suffix = entry.codec.suffix if entry.codec is not None else ""
        files = (INVITES_FILE, TABLE_FILE, f"{HISTORY_STEM}{suffix}")
        # What this start makes, files first, to unmake if the port cannot be listened on.
        self._made = [folder / name for name in files if not (folder / name).exists()]
        self._made += [] if had_folder else [folder]
        tokens = {seat: new_token() for seat in people_seats(entry, config)}
        seats = entry.game.seat_count(config)
        try:
            _write_invites(folder, entry.id, [tokens.get(seat) for seat in range(seats)])
            table, _ = Table.new(
                entry,
                config,
                directory=folder,
                chance_seed=chance_seed,
                tokens=tokens,
                move_seconds=move_seconds,
            )
        except OSError as error:
            problem = error.strerror or type(error).__name__
            raise HostingError(_CANNOT_WRITE.say(path=str(folder), problem=problem)) from None
        except TableError as error:
            raise HostingError(_CANNOT_WRITE.say(path=str(folder), problem=str(error))) from None
        return table, tokens

    def _take_up(self) -> tuple[Table, dict[int, str]]:
        """The folder's table and its secrets, each checked against the other; nothing in
        the folder is changed or deleted when they are not right."""
        assert self._games is not None
        folder = self._folder
        game, tokens = _read_invites(folder)
        try:
            table = Table.resume(folder, self._games)
        except TableError as error:
            raise HostingError(_CANNOT_RESUME.say(path=str(folder), problem=str(error))) from None
        fits = table.entry.id == game and len(tokens) == table.seats
        kept = {seat: token for seat, token in enumerate(tokens) if token is not None}
        if not fits or sorted(kept) != list(table.people):
            raise HostingError(_NOT_ITS_INVITES.say(path=str(folder)))
        if any(table.seat_of(token) != seat for seat, token in kept.items()):
            raise HostingError(_NOT_ITS_INVITES.say(path=str(folder)))
        return table, kept


def _write_invites(folder: Path, game: str, tokens: list[str | None]) -> None:
    """The people's secrets in seat order, null for a seat the rules play; for the user's eyes
    only (0600)."""
    path = folder / INVITES_FILE
    data = {"format": INVITES_FORMAT, "version": INVITES_VERSION, "game": game, "tokens": tokens}
    atomic_write_text(path, json.dumps(data, indent=1) + "\n")
    # A new file is made private (``mkstemp``); one that was there keeps its mode: made so.
    os.chmod(path, 0o600)


def _read_invites(folder: Path) -> tuple[str, tuple[str | None, ...]]:
    """The game and seats' secrets kept in ``folder``, in seat order (None for a seat the
    rules play); ``HostingError`` in one line."""
    try:
        data = json.loads(read_regular_file(folder / INVITES_FILE, MAX_INVITES_FILE))
    except FileRefusedError as error:
        raise HostingError(_NO_INVITES.say(path=str(folder), problem=error.message)) from None
    except (ValueError, RecursionError):
        raise HostingError(_BAD_INVITES.say(path=str(folder))) from None
    if not isinstance(data, dict) or (data.get("format"), data.get("version")) != (
        INVITES_FORMAT,
        INVITES_VERSION,
    ):
        raise HostingError(_BAD_INVITES.say(path=str(folder)))
    game, tokens = data.get("game"), data.get("tokens")
    if not isinstance(game, str) or not isinstance(tokens, list) or not tokens:
        raise HostingError(_BAD_INVITES.say(path=str(folder)))
    if not all(token is None or (isinstance(token, str) and token) for token in tokens):
        raise HostingError(_BAD_INVITES.say(path=str(folder)))
    return game, tuple(tokens)


@dataclass(frozen=True, slots=True)
class KeptTable:
    """An unfinished table the app hosted, kept in its folder: what the Host action offers
    to take up after the app restarts."""

    folder: Path
    entry: GameEntry
    plies: int
    """The moves played at it (the rules' rolls included)."""
    lan: bool
    port: int
    """Where it was last served (0: unknown, any free port)."""

    def hosted(self, games: Catalogue) -> HostedTable:
        """The table, to be taken up by ``start`` where it was last served."""
        return HostedTable.resume(self.folder, games, lan=self.lan, port=self.port)


def kept_tables(tables: Path, games: Catalogue) -> tuple[KeptTable, ...]:
    """The unfinished tables in the folders of ``tables``, the latest moved first. A folder
    that cannot be read as a table is passed over and left as it is (logged): it is the
    user's, and the host may still look into it."""
    kept: list[tuple[float, KeptTable]] = []
    try:
        folders = sorted(path for path in tables.iterdir() if path.is_dir())
    except OSError:
        return ()
    for folder in folders:
        if not (folder / TABLE_FILE).is_file() or not (folder / INVITES_FILE).is_file():
            continue
        try:
            _read_invites(folder)
            table = Table.resume(folder, games)
        except (HostingError, TableError, OSError) as error:
            _LOG.warning("the table in %s cannot be taken up: %s", folder, error)
            continue
        if table.over:  # ended by the rules, or at the table (resigned, claimed, drawn, time)
            continue
        lan, port = _read_served(folder)
        try:
            moved = max(path.stat().st_mtime for path in folder.iterdir())
        except (OSError, ValueError):
            moved = 0.0
        entry = KeptTable(folder, table.entry, len(table.match.plies), lan, port)
        kept.append((moved, entry))
    return tuple(table for _moved, table in sorted(kept, key=lambda pair: -pair[0]))


def _read_served(folder: Path) -> tuple[bool, int]:
    """Where the table in ``folder`` was last served; this computer only and any free port
    when that was not noted or cannot be read (the safer guess: the host chooses again)."""
    try:
        data = json.loads(read_regular_file(folder / SERVED_FILE, MAX_SERVED_FILE))
    except (FileRefusedError, ValueError, RecursionError):
        return False, 0
    if not isinstance(data, dict):
        return False, 0
    lan, port = data.get("lan"), data.get("port")
    if not isinstance(lan, bool) or not isinstance(port, int) or not 0 <= port <= 65535:
        return False, 0
    return lan, port
