"""The table server: a ``Table`` behind WebSockets (the ``websockets`` library's asyncio API).

One connection per seat at a time: a newer connection for a seat replaces the older, which is
closed. After every applied move each connected seat is sent its snapshot (``Table.snapshot``)
with the events since its connection's last one; after a settlement each its snapshot (no new
events); after an accepted undo each a full one, the game's history having changed. Offers,
answers and chat go to every seat as they come (``offered``, ``answered``, ``said``); who is
away, and since when, goes to every seat when it changes and after a connection's first
snapshot (``presence``). The seats are the people's (``Table.people``): a seat the rules play
(Swordplay's co-op monster) has no connection, is never away and never waited for. The per-move
clock starts when every person's seat has connected (``Table.run_clock``, each seat then sent
its snapshot with the time left) and is a timer on the server's loop, set again after every
change and cancelled by a move; when it fires the table judges by its own clock
(``Table.time_out``), so a test's clock decides, not the timer.

Every frame a client sends is read by ``messages.read_client``; whatever is wrong with it gets
one ``refused`` line and a line in the log, and the connection is kept or closed by the rule
in ``audatia_qt.net``'s docstring. No frame, however built, stops the server.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Final

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode

from audatia_qt import __version__
from audatia_qt.engine.safe_io import quoted
from audatia_qt.net.messages import (
    Act,
    Answer,
    Answered,
    Away,
    Chat,
    Claim,
    Hello,
    MessageError,
    Offer,
    Offered,
    Presence,
    RefusalCode,
    Refused,
    Resign,
    Said,
    Settled,
    dump,
    read_client,
)
from audatia_qt.net.table import Refusal, Table

#: Loopback: a table is reachable from another machine only when its host asks for it.
LOOPBACK: Final = "127.0.0.1"
#: The close reason of a seat's connection that a newer one replaced (with code 1000, the
#: only normal closure the server makes): a client told so gives the seat up, not retries.
REPLACED: Final = "replaced by a newer connection"
#: How long a seat must have had nobody connected before its opponent may claim the game,
#: in seconds: long enough for a restarted app or a changed network to come back. The app's
#: window waits as long before it offers the seat to the computer.
AWAY_SECONDS: Final = 60.0
_LOG = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Limits:
    """What one connection may send."""

    max_frame: int = 16_384
    """Bytes in one frame (a move is a hundred); a bigger one closes the connection (1009)."""
    rate: float = 20.0
    """Messages a second, kept up..."""
    burst: int = 40
    """...with this many at once; beyond, ``refused`` and the connection closed (1008)."""
    hello_seconds: float = 10.0
    """How long a new connection has to say ``hello``."""
    ping_seconds: float = 20.0
    """Keepalive: the library's ping every this many seconds, the link dropped when no pong
    comes within as long again."""
    away_seconds: float = AWAY_SECONDS
    """How long the other seat of a two-seat table must be away before a ``claim``."""


class _Bucket:
    """A token bucket: ``take`` answers whether one more message is within the rate."""

    def __init__(self, rate: float, burst: int) -> None:
        self._rate = rate
        self._burst = float(burst)
        self._tokens = float(burst)
        self._last = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self._tokens = min(self._burst, self._tokens + (now - self._last) * self._rate)
        self._last = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True


@dataclass(eq=False)
class _Seated:
    """One seat's live connection and how far its snapshots have told the game."""

    seat: int
    socket: ServerConnection
    told: int | None = None
    """Plies whose events this connection has been sent; None before its first snapshot."""
    sending: asyncio.Lock = field(default_factory=asyncio.Lock)
    """Held while a message is made and sent: each snapshot is made from the ``told`` the
    last one left, and the frames go out in the order they were made (the welcome first)."""


def listening_port(server: Server | None) -> int:
    """The port ``server`` listens on (the one the system chose, for port 0)."""
    if server is None:
        raise RuntimeError("the server is not started")
    return int(server.sockets[0].getsockname()[1])


def address_of(host: str, port: int, tls: ssl.SSLContext | None) -> str:
    """The URL a client connects to: ``wss`` with a certificate, else ``ws``."""
    scheme = "wss" if tls is not None else "ws"
    return f"{scheme}://{host}:{port}"


async def listen(
    handler: Callable[[ServerConnection], Awaitable[None]],
    host: str,
    port: int,
    limits: Limits,
    tls: ssl.SSLContext | None,
    log: logging.Logger,
) -> Server:
    """A WebSocket server for ``handler`` on ``host:port``, with the limits' frame cap and
    keepalive (a link silent for two ping intervals is closed), speaking wss with ``tls``."""
    return await serve(
        handler,
        host,
        port,
        max_size=limits.max_frame,
        ping_interval=limits.ping_seconds,
        ping_timeout=limits.ping_seconds,
        ssl=tls,
        logger=log,
    )


async def close(server: Server | None) -> None:
    """Stop listening and wait for every connection of ``server`` to end (none: nothing)."""
    if server is not None:
        server.close()
        await server.wait_closed()


class TableServer:
    """Serves one ``Table``: ``async with TableServer(table) as server`` listens on
    ``server.port`` until the block ends."""

    def __init__(
        self,
        table: Table,
        *,
        host: str = LOOPBACK,
        port: int = 0,
        limits: Limits | None = None,
        app_version: str = __version__,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        self._table = table
        self._host = host
        self._port = port
        self._limits = limits or Limits()
        self._app = app_version
        self._tls = tls
        self._seated: dict[int, _Seated] = {}
        self._server: Server | None = None
        # Every person's seat is away until it connects: since the server was made (table's
        # clock). A seat the rules play is nobody's to be away from.
        now = table.clock()
        self._away: dict[int, float] = dict.fromkeys(table.people, now)
        """Each person's seat with nobody connected, and since when (by the table's clock)."""
        self._timer: asyncio.TimerHandle | None = None

    @property
    def table(self) -> Table:
        return self._table

    @property
    def port(self) -> int:
        """The port listened on (the one the system chose, for port 0)."""
        return listening_port(self._server)

    @property
    def address(self) -> str:
        """The URL a client connects to."""
        return address_of(self._host, self.port, self._tls)

    def connected(self) -> tuple[int, ...]:
        """The seats with a live connection, in seat order."""
        return tuple(sorted(self._seated))

    def away(self) -> dict[int, float]:
        """Each person's seat with nobody connected, and for how many seconds."""
        now = self._table.clock()
        return {seat: max(0.0, now - since) for seat, since in sorted(self._away.items())}

    async def start(self) -> None:
        self._server = await listen(
            self._serve, self._host, self._port, self._limits, self._tls, _LOG
        )

    async def stop(self) -> None:
        self._cancel_timer()
        await close(self._server)
        self._server = None

    async def __aenter__(self) -> TableServer:
        await self.start()
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.stop()

    # -- one connection ----------------------------------------------------------------

    async def _serve(self, socket: ServerConnection, first: str | bytes | None = None) -> None:
        with contextlib.suppress(ConnectionClosed):  # a client gone mid-way: nothing to tell
            seated = await self._greet(socket, first)
            if seated is not None:
                await self._listen(seated)

    async def serve_greeted(self, socket: ServerConnection, first: str | bytes) -> None:
        """Serve a connection whose first frame (its ``hello``) was read elsewhere: a hall of
        many tables behind one port (``net.hall``) reads it to find the table, then hands the
        connection here, where it is judged and served as if it had come in directly."""
        await self._serve(socket, first)

    async def _greet(
        self, socket: ServerConnection, frame: str | bytes | None = None
    ) -> _Seated | None:
        """Read the ``hello`` (unless given); seat the connection, or refuse it and close."""
        if frame is None:
            try:
                frame = await asyncio.wait_for(socket.recv(), self._limits.hello_seconds)
            except TimeoutError:
                await self._refuse_and_close(socket, RefusalCode.NO_HELLO, "no hello in time")
                return None
        try:
            hello = read_client(frame)
        except MessageError as error:
            reason = f"not a message of this table: {error}"
            await self._refuse_and_close(socket, RefusalCode.MALFORMED, reason)
            return None
        if not isinstance(hello, Hello):
            reason = "the first message must be a hello"
            await self._refuse_and_close(socket, RefusalCode.NO_HELLO, reason)
            return None
        problem = self._mismatch(hello)
        if problem is not None:
            await self._refuse_and_close(socket, *problem)
            return None
        seat = self._table.seat_of(hello.token)
        if seat is None:
            reason = "that invite is not for this table"
            await self._refuse_and_close(socket, RefusalCode.TOKEN, reason)
            return None
        seated = _Seated(seat, socket)
        older = self._seated.get(seat)
        self._seated[seat] = seated
        came_back = self._away.pop(seat, None) is not None
        _LOG.info("seat %d joined from %s", seat, socket.remote_address)
        try:
            # Taken before anything awaits (an unheld lock is taken at once): a move made by
            # another seat meanwhile is told after the welcome and the full snapshot.
            async with seated.sending:
                await socket.send(dump(self._table.welcome(seat)))
                await self._send_snapshot(seated)
                await self._send(seated, self._presence())
        except ConnectionClosed:  # gone before it heard its welcome: away again
            await self._leave(seated)
            raise
        if older is not None:
            _LOG.info("seat %d: a newer connection replaces %s", seat, older.socket.remote_address)
            await older.socket.close(CloseCode.NORMAL_CLOSURE, REPLACED)
        if came_back:
            await self._tell_everyone_but(seated, self._presence())
        table = self._table
        everyone = len(self._seated) == len(table.people)
        if table.move_seconds is not None and not table.clock_running and everyone:
            table.run_clock()  # everyone has sat down: the clock runs from now on
            self._set_timer()
            await self._tell_everyone()  # each seat's snapshot, with the time left
        return seated

    def _mismatch(self, hello: Hello) -> tuple[RefusalCode, str] | None:
        """Why a client of another app, rules or game cannot sit at this table, or None."""
        entry = self._table.entry
        if hello.game != entry.id:
            return RefusalCode.GAME, f"this table plays {entry.id}, not {quoted(hello.game, 40)}"
        if hello.app != self._app:
            yours = quoted(hello.app, 40)
            return RefusalCode.APP_VERSION, f"this table runs app {self._app}; yours is {yours}"
        rules = entry.wire.rules if entry.wire is not None else ""
        if hello.rules != rules:
            yours = quoted(hello.rules, 40)
            return RefusalCode.RULES_VERSION, f"this table plays rules {rules}; yours are {yours}"
        return None

    async def _listen(self, seated: _Seated) -> None:
        bucket = _Bucket(self._limits.rate, self._limits.burst)
        try:
            async for frame in seated.socket:
                if not bucket.take():
                    await self._refuse_and_close(
                        seated.socket, RefusalCode.RATE, "too many messages"
                    )
                    return
                await self._answer(seated, frame)
        finally:
            await self._leave(seated)

    async def _leave(self, seated: _Seated) -> None:
        """The connection ended: its seat is away from now, every other seat told (unless a
        newer connection has the seat already)."""
        if self._seated.get(seated.seat) is not seated:
            return
        del self._seated[seated.seat]
        self._away[seated.seat] = self._table.clock()
        _LOG.info("seat %d left", seated.seat)
        await self._broadcast(self._presence())

    async def _answer(self, seated: _Seated, frame: str | bytes) -> None:
        """One message from a seated connection."""
        try:
            message = read_client(frame)
        except MessageError as error:
            reason = f"not a message of this table: {error}"
            await self._refuse(seated.socket, RefusalCode.MALFORMED, reason)
            return
        if isinstance(message, Hello):
            await self._refuse(seated.socket, RefusalCode.SEATED, "already seated: send moves")
            return
        try:
            await self._judge(seated, message)
        except Refusal as refusal:
            await self._refuse(seated.socket, refusal.code, str(refusal))
        except Exception:  # a fault of the game's code: logged whole, the client told in a line
            _LOG.exception("seat %d: the %s failed", seated.seat, message.type)
            reason = f"the table could not do that {message.type}"
            await self._refuse(seated.socket, RefusalCode.FAILED, reason)

    async def _judge(
        self, seated: _Seated, message: Act | Resign | Offer | Answer | Chat | Claim
    ) -> None:
        """Do what ``message`` asks of the table (``Refusal`` when it may not), then tell the
        seats what changed."""
        table, seat = self._table, seated.seat
        if isinstance(message, Act):
            outcome = table.act(seat, message.seq, message.action, message.id)
            if outcome.applied:
                self._set_timer()
                await self._tell_everyone()
            else:  # a resend of a move already applied: the seat is told where the game is
                await self._tell(seated)
        elif isinstance(message, Resign):
            await self._settled(table.resign(seat))
        elif isinstance(message, Claim):
            await self._settled(table.claim(seat, self.away(), self._limits.away_seconds))
        elif isinstance(message, Offer):
            pending = table.propose(seat, message.kind)
            _LOG.info("seat %d offers %s", seat, pending.kind.value)
            await self._broadcast(Offered(kind=pending.kind, seat=seat))
        elif isinstance(message, Answer):
            sequence = table.sequence
            offer = table.answer(seat, message.kind, message.accept)
            verdict = "accepts" if message.accept else "declines"
            _LOG.info("seat %d %s the %s of seat %d", seat, verdict, offer.kind.value, offer.seat)
            await self._broadcast(Answered(kind=offer.kind, seat=seat, accept=message.accept))
            if table.settled is not None:
                await self._settled(table.settled)
            elif message.accept:
                _LOG.info("taken back from %d plies to %d", sequence, table.sequence)
                self._set_timer()
                await self._tell_everyone(full=True)
        else:
            await self._broadcast(Said(seat=seat, text=table.say(seat, message.text).text))

    async def _settled(self, settled: Settled) -> None:
        _LOG.info("settled: %s by seat %d", settled.how.value, settled.seat)
        self._cancel_timer()
        await self._tell_everyone()

    # -- the per-move clock --------------------------------------------------------------

    def _set_timer(self) -> None:
        """The clock's timer for the seat to move now (none without a clock or a mover)."""
        self._cancel_timer()
        left = self._table.seconds_left()
        if left is not None and self._table.to_move() is not None:
            self._timer = asyncio.get_running_loop().call_later(left, self._ring)

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _ring(self) -> None:
        self._timer = None
        asyncio.get_running_loop().create_task(self.check_clock())

    async def check_clock(self) -> None:
        """The table's clock asked now: the game settled on time if the mover's has run out,
        every seat told; else the timer set for what is left. The timer calls it; a test with
        a clock of its own calls it after moving its clock on."""
        settled = self._table.time_out()
        if settled is None:
            self._set_timer()
        else:
            await self._settled(settled)

    # -- sending ----------------------------------------------------------------------

    async def _tell(self, seated: _Seated) -> None:
        """The seat's snapshot with the events since its last one."""
        async with seated.sending:
            await self._send_snapshot(seated)

    async def _send_snapshot(self, seated: _Seated) -> None:
        """Make and send the snapshot; the caller holds ``seated.sending``."""
        snapshot = self._table.snapshot(seated.seat, seated.told)
        seated.told = self._table.sequence
        # A seat that left meanwhile gets a full snapshot on its next connection.
        with contextlib.suppress(ConnectionClosed):
            await seated.socket.send(dump(snapshot))

    async def _tell_everyone(self, *, full: bool = False) -> None:
        """Each seat its snapshot; ``full``: the whole game's events, the history having
        changed under what the seats were told (an undo)."""
        for seated in tuple(self._seated.values()):
            if full:
                seated.told = None
            await self._tell(seated)

    def _presence(self) -> Presence:
        away = self.away()
        return Presence(away=[Away(seat=seat, seconds=seconds) for seat, seconds in away.items()])

    async def _send(self, seated: _Seated, message: Offered | Answered | Said | Presence) -> None:
        """Send ``message``; the caller holds ``seated.sending``."""
        with contextlib.suppress(ConnectionClosed):
            await seated.socket.send(dump(message))

    async def _broadcast(self, message: Offered | Answered | Said | Presence) -> None:
        """``message`` to every connected seat (none of these carries a card)."""
        for seated in tuple(self._seated.values()):
            async with seated.sending:
                await self._send(seated, message)

    async def _tell_everyone_but(
        self, one: _Seated, message: Offered | Answered | Said | Presence
    ) -> None:
        for seated in tuple(self._seated.values()):
            if seated is not one:
                async with seated.sending:
                    await self._send(seated, message)

    async def _refuse(self, socket: ServerConnection, code: RefusalCode, reason: str) -> None:
        _LOG.warning("refused %s (%s): %s", socket.remote_address, code.value, reason)
        seated = next((each for each in self._seated.values() if each.socket is socket), None)
        refused = dump(Refused(code=code, reason=reason[:200]))
        if seated is None:
            await socket.send(refused)
            return
        async with seated.sending:
            await socket.send(refused)

    async def _refuse_and_close(
        self, socket: ServerConnection, code: RefusalCode, reason: str
    ) -> None:
        await self._refuse(socket, code, reason)
        # A close frame's reason is at most 123 bytes of UTF-8.
        short = reason.encode("utf-8")[:120].decode("utf-8", errors="ignore")
        await socket.close(CloseCode.POLICY_VIOLATION, short)
