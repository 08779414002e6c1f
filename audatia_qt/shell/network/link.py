"""One window's seat at a table over the network: a ``TableClient`` on a thread of its own.

The network loop runs on a Python thread (``asyncio.run`` there); the GUI thread never waits
on it. What the loop learns reaches the GUI thread as one queued Qt signal, in the order it
happened, and the link keeps there what the window reads (``seat``, ``config``, ``latest``,
``log``), so a window reading them in a slot sees them as its signals told them. A move goes
the other way through ``act``, a thread-safe hand-off to the loop.

What passes between the people at the table comes the same way, each as its own signal in
order with the snapshots: a line of chat (``said``), an offer and its answer (``offered``,
``answered``), who is away and for how long (``presence``), and the game settled at the table
(``settled``, after the ``seen`` that carries it). ``resign``, ``offer``, ``answer``, ``chat``
and ``claim`` go to the table like ``act``; the table's refusal of one comes as ``refused``.
A full snapshot on a live connection (an undo both seats agreed to) restarts the log, as a
reconnection's does.

A dropped link (closed, reset, a keepalive unanswered, the host's app restarting) is the
network's ordinary weather, not an end: the link says ``lost``, connects again every
``retry_seconds``, says ``restored`` and hands on the full snapshot the table sends a new
connection. A move sent just before the drop is resent if that snapshot shows it was not
applied (the table is still at the number it was chosen at, the seat still to move); the table
would apply a resent id once anyway (``Table.act``), so a resend that crossed the move costs
nothing. The link gives up (``ended``, one translated line) only when retrying cannot help: the
table refused the seat at its hello (another invite, app, rules or game), a newer connection
took the seat, the table spoke no protocol this app reads, or no table answered for
``give_up_seconds``.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import logging
import ssl
import threading
import time
from collections.abc import Callable
from typing import Any, Final

from PySide6.QtCore import QObject, Qt, Signal, Slot

from audatia_qt import __version__
from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import Message, translate
from audatia_qt.net.client import (
    LINK_DROPPED,
    News,
    ProtocolError,
    Request,
    SeatRecord,
    Seen,
    TableClient,
    TableRefused,
    replaced,
)
from audatia_qt.net.invite import Invite
from audatia_qt.net.messages import (
    Answer,
    Answered,
    Chat,
    Claim,
    Line,
    Offer,
    Offered,
    OfferKind,
    Pending,
    Presence,
    RefusalCode,
    Resign,
    Settled,
)

_LOG = logging.getLogger(__name__)
#: How long ``start`` waits for the network thread's loop to run (no network is waited on).
_START_SECONDS: Final = 10.0
#: How long ``close`` waits for the network thread to end (a close handshake over loopback
#: takes milliseconds; a dead route is not waited on: its socket is simply dropped).
_CLOSE_SECONDS: Final = 10.0

_TOKEN = translate("Network", "The table does not know this invite: ask its host for a new one.")
_APP = translate(
    "Network",
    "The table runs another version of the app than yours ({version}): "
    "both players need the same one.",
)
_RULES = translate(
    "Network",
    "The table plays another version of the game's rules than your app: "
    "both players need the same version of the app.",
)
_GAME = translate("Network", "The table plays another game than the invite says.")
_TURNED_AWAY = translate("Network", "The table turned this seat away ({code}).")
_REPLACED = translate("Network", "This seat was joined from somewhere else with the same invite.")
_UNREADABLE = translate("Network", "The table answered in a way this app cannot read.")
_SILENT = translate("Network", "No table answered at {address} for {seconds} seconds.")
_FAILED = translate("Network", "The network link failed: {error}")
#: The English reason of a move the link refuses itself, as the table would have.
_STALE = "the move was chosen at an older snapshot than the table's"


def hello_refusal(refusal: TableRefused) -> Message:
    """The one line telling a person why the table refused the seat at its hello."""
    if refusal.code is RefusalCode.TOKEN:
        return _TOKEN.say()
    if refusal.code is RefusalCode.APP_VERSION:
        return _APP.say(version=__version__)
    if refusal.code is RefusalCode.RULES_VERSION:
        return _RULES.say()
    if refusal.code is RefusalCode.GAME:
        return _GAME.say()
    return _TURNED_AWAY.say(code=refusal.code.value)


class _Post(enum.Enum):
    """What the network thread tells the GUI thread."""

    UP = enum.auto()
    """Connected: (seat, config, again, move_seconds, draws), before the connection's first
    snapshot."""
    SEEN = enum.auto()
    NEWS = enum.auto()
    """Offered, Answered, Said or Presence."""
    REFUSED = enum.auto()
    LOST = enum.auto()
    ENDED = enum.auto()


class _Mailbox(QObject):
    """Lives on the GUI thread; the network thread's emits are queued to it, in order."""

    posted = Signal(object, object)


class _Network:
    """The link's network side, on its own thread: it shares nothing with the GUI thread but
    ``post`` (a queued signal) and what ``act`` and ``stop`` hand over through the loop."""

    def __init__(
        self,
        client: TableClient,
        address: str,
        post: Callable[[_Post, object], None],
        retry_seconds: float,
        give_up_seconds: float,
    ) -> None:
        self._client = client
        self._address = address
        self._post = post
        self._retry = retry_seconds
        self._give_up = give_up_seconds
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue[tuple[int, Any] | Request] | None = None
        self._stopping: asyncio.Event | None = None
        self._awaiting: int | None = None
        """The sequence number of the move sent and not yet seen applied or refused."""

    # -- from the GUI thread ---------------------------------------------------------------

    def wait_ready(self) -> None:
        if not self._ready.wait(_START_SECONDS):
            raise RuntimeError("the network thread did not start")

    def act(self, seq: int, action: Any) -> None:
        """Hand ``action``, chosen at snapshot ``seq``, to the loop."""
        if self._outbox is not None:
            self._call(self._outbox.put_nowait, (seq, action))

    def request(self, message: Request) -> None:
        """Hand a request between the people at the table to the loop."""
        if self._outbox is not None:
            self._call(self._outbox.put_nowait, message)

    def stop(self) -> None:
        if self._stopping is not None:
            self._call(self._stopping.set)

    def _call(self, work: Callable[..., object], *args: object) -> None:
        """Run ``work(*args)`` on the loop's thread."""
        if self._loop is None:
            return
        # A loop already ended (the link gave up) has nothing left to do with it.
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(work, *args)

    # -- on the network thread -------------------------------------------------------------

    def main(self) -> None:
        asyncio.run(self._run())

    async def _run(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._outbox = asyncio.Queue()
        self._stopping = asyncio.Event()
        self._ready.set()
        linking = asyncio.create_task(self._keep_linked())
        stopping = asyncio.create_task(self._stopping.wait())
        try:
            await asyncio.wait({linking, stopping}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            stopping.cancel()
            # Cancelled again until it ends: a cancellation that meets an awaited result in
            # the same turn of the loop can be swallowed by the libraries below (3.11's
            # ``wait_for`` did), and one lost must not keep ``close`` waiting.
            while not linking.done():
                linking.cancel()
                await asyncio.wait({linking}, timeout=0.1)
            await asyncio.gather(stopping, return_exceptions=True)
            with contextlib.suppress(*LINK_DROPPED):
                await self._client.close()

    async def _keep_linked(self) -> None:
        try:
            await self._link()
        except Exception as error:  # a fault of the code: one line for the person, logged whole
            _LOG.exception("the link to %s failed", self._address)
            self._post(_Post.ENDED, _FAILED.say(error=type(error).__name__))

    async def _link(self) -> None:
        """Connect, play, and connect again after each drop, until a reason to give up."""
        again = False
        since = time.monotonic()  # when a table last answered (or the link began)
        while True:
            remaining = self._give_up - (time.monotonic() - since)
            if remaining <= 0:
                seconds = round(self._give_up)
                self._post(_Post.ENDED, _SILENT.say(address=self._address, seconds=seconds))
                return
            try:
                async with asyncio.timeout(remaining):  # a TimeoutError: an OSError, a drop
                    seen = await self._client.connect()
            except TableRefused as refusal:
                _LOG.warning("the table refused the seat: %s", refusal)
                self._post(_Post.ENDED, hello_refusal(refusal))
                return
            except ProtocolError as error:
                _LOG.warning("the table at %s: %s", self._address, error)
                self._post(_Post.ENDED, _UNREADABLE.say())
                return
            except LINK_DROPPED as error:
                _LOG.info("no table answered at %s: %s", self._address, error)
                await asyncio.sleep(min(self._retry, max(remaining, 0.0)))
                continue
            client = self._client
            self._post(
                _Post.UP, (client.seat, client.config, again, client.move_seconds, client.draws)
            )
            self._post(_Post.SEEN, seen)
            again = True
            try:
                await self._resend_if_lost(seen)
                await self._play()
            except ProtocolError as error:
                _LOG.warning("the table at %s: %s", self._address, error)
                self._post(_Post.ENDED, _UNREADABLE.say())
                return
            except LINK_DROPPED as error:
                if replaced(error):
                    self._post(_Post.ENDED, _REPLACED.say())
                    return
                _LOG.info("the link to %s dropped: %s", self._address, error)
            self._post(_Post.LOST, None)
            since = time.monotonic()

    async def _resend_if_lost(self, seen: Seen) -> None:
        """After a reconnect: the move sent before the drop again, if the table never
        applied it (still at its number, the seat still to move)."""
        if self._awaiting is None:
            return
        if seen.seq == self._awaiting and seen.to_move == self._client.seat and not seen.over:
            _LOG.info("resending the move chosen at %d", seen.seq)
            await self._client.resend()
        else:
            self._awaiting = None

    async def _play(self) -> None:
        """One connection's life: read snapshots and send moves until the link drops."""
        reading = asyncio.create_task(self._read())
        sending = asyncio.create_task(self._send())
        try:
            done, _ = await asyncio.wait({reading, sending}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (reading, sending):
                task.cancel()
            await asyncio.gather(reading, sending, return_exceptions=True)
        for task in done:
            task.result()  # neither ends but by raising: the drop, told to ``_link``

    async def _read(self) -> None:
        while True:
            try:
                seen = await self._client.receive()
            except TableRefused as refusal:
                self._awaiting = None
                self._post(_Post.REFUSED, refusal)
                continue
            if not isinstance(seen, Seen):
                self._post(_Post.NEWS, seen)
                continue
            if seen.full:
                # An undo took the game back: a move sent meanwhile was refused as stale, or
                # made before it and taken back with it; either way nothing is to be resent.
                self._awaiting = None
            elif self._awaiting is not None and seen.seq > self._awaiting:
                self._awaiting = None  # only the seat to move moves the table on: ours did
            self._post(_Post.SEEN, seen)

    async def _send(self) -> None:
        assert self._outbox is not None
        while True:
            work = await self._outbox.get()
            if not isinstance(work, tuple):
                # Not resent after a drop: an offer or a line is said again by the person.
                await self._client.request(work)
                continue
            seq, action = work
            if self._client.latest.seq != seq:
                # Chosen at a snapshot the table has moved on from: refused here as the
                # table would, so that a move made before a drop is not applied after it
                # to a game that has changed.
                self._post(_Post.REFUSED, TableRefused(RefusalCode.STALE, _STALE))
                continue
            self._awaiting = seq
            await self._client.act(action)


class TableLink(QObject):
    """One seat of one table, for a window: see the module docstring."""

    seen = Signal(object)
    """A ``net.client.Seen``, on the GUI thread, in the order received."""
    refused = Signal(object)
    """A ``net.client.TableRefused`` for a move (the game goes on)."""
    lost = Signal()
    """The link dropped after it had been up; the link retries by itself."""
    restored = Signal()
    """Connected again; a full snapshot follows as ``seen``."""
    ended = Signal(object)
    """An engine ``Message``: the link gave up for good, one line."""
    said = Signal(int, str)
    """(seat, text) a line of chat, plain text (control characters already out), this seat's
    own lines too."""
    offered = Signal(object, int)
    """(``messages.OfferKind``, seat) a seat offers a draw or an undo."""
    answered = Signal(object, int, bool)
    """(``messages.OfferKind``, the answering seat, accepted) the offer was answered; an
    accepted draw is followed by its ``settled``, an accepted undo by a full ``seen``."""
    presence = Signal(object)
    """(``dict[int, float]``) each seat with nobody connected and for how many seconds, as the
    table told it (now: a countdown starts from the signal's arrival); empty: everyone here."""
    settled = Signal(object)
    """(``messages.Settled``: ``how`` resigned, claimed, drawn or time, and by whose act
    ``seat``) the game was settled at the table; after the ``seen`` that carries it."""

    def __init__(
        self,
        entry: GameEntry,
        invite: Invite,
        *,
        parent: QObject | None = None,
        retry_seconds: float = 1.0,
        give_up_seconds: float = 120.0,
        ping_seconds: float = 20.0,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        """``retry_seconds`` between attempts to connect; ``give_up_seconds`` with no table
        answering before ``ended``; ``ping_seconds`` the keepalive (a link silent twice that
        long is dropped); ``tls`` the context of a ``wss://`` table (None: the system's
        authorities)."""
        super().__init__(parent)
        if invite.game != entry.id:
            raise ValueError(f"the invite is for {invite.game!r}, not {entry.id!r}")
        self._entry = entry
        self._invite = invite
        self._retry = retry_seconds
        self._give_up = give_up_seconds
        self._ping = ping_seconds
        self._tls = tls
        self._mailbox = _Mailbox(self)
        self._mailbox.posted.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._network: _Network | None = None
        self._thread: threading.Thread | None = None
        self._closed = False
        # What the window reads, kept on the GUI thread as the signals told it.
        self._seat: int | None = None
        self._config: Any = None
        self._record = SeatRecord()
        """What the seat has been told, kept here on the GUI thread (the network thread's
        client keeps its own)."""
        self._connected = False
        self._move_seconds: float | None = None
        self._draws = False

    # -- what the window reads -------------------------------------------------------------

    @property
    def invite(self) -> Invite:
        return self._invite

    @property
    def seat(self) -> int | None:
        """The link's seat, once the table has welcomed it."""
        return self._seat

    @property
    def config(self) -> Any | None:
        """The table's public config (the seeds withheld), once welcomed."""
        return self._config

    @property
    def latest(self) -> Seen | None:
        """The last snapshot handed on as ``seen``."""
        return self._record.latest

    @property
    def log(self) -> tuple[Any, ...]:
        """Every event of the game so far, as this seat may read them."""
        return self._record.log

    @property
    def connected(self) -> bool:
        return self._connected

    @property
    def move_seconds(self) -> float | None:
        """The table's per-move clock in seconds (None: none), once welcomed."""
        return self._move_seconds

    @property
    def draws(self) -> bool:
        """Whether the table's game can end drawn: whether to offer a draw at all."""
        return self._draws

    @property
    def away(self) -> dict[int, float]:
        """The last ``presence``: each away seat and its seconds away when it was told."""
        return self._record.presence

    @property
    def pending_offer(self) -> Pending | None:
        """The offer waiting for an answer (``kind``, ``seat``), as last told."""
        return self._record.pending_offer

    @property
    def chat_lines(self) -> tuple[Line, ...]:
        """The table's chat as told (``seat``, ``text``), oldest first, the last 50."""
        return self._record.chat_lines

    @property
    def settlement(self) -> Settled | None:
        """How the game was settled at the table, if it was (the latest snapshot's)."""
        return self._record.settled

    # -- the link ----------------------------------------------------------------------------

    def start(self) -> None:
        """Start connecting, on the link's own thread; the first snapshot comes as ``seen``."""
        if self._thread is not None or self._closed:
            raise RuntimeError("a link starts once")
        client = TableClient(
            self._entry,
            self._invite.address,
            self._invite.token,
            ping_seconds=self._ping,
            tls=self._tls,
        )
        network = _Network(client, self._invite.address, self._post, self._retry, self._give_up)
        thread = threading.Thread(target=network.main, name="table-link", daemon=True)
        self._network, self._thread = network, thread
        thread.start()
        network.wait_ready()

    def act(self, action: Any) -> None:
        """Send the seat's move, chosen from ``latest``; the table's answer comes as ``seen``
        (or ``refused``). Returns at once; after ``close`` it does nothing."""
        if self._closed:
            return
        latest = self._record.latest
        if self._network is None or latest is None:
            raise RuntimeError("no snapshot to move from yet")
        self._network.act(latest.seq, action)

    def resign(self) -> None:
        """Give the game up; ``seen`` and ``settled`` follow (or ``refused``: it is over)."""
        self._request(Resign())

    def offer(self, kind: OfferKind) -> None:
        """Offer a draw (only where ``draws``) or an undo of this seat's last decision;
        ``offered`` follows, or ``refused`` (an offer pending, nothing to undo, no draws)."""
        self._request(Offer(kind=kind))

    def answer(self, kind: OfferKind, accept: bool) -> None:
        """Answer another seat's pending offer of ``kind``; ``answered`` follows."""
        self._request(Answer(kind=kind, accept=accept))

    def chat(self, text: str) -> None:
        """Say ``text`` to the table; ``said`` follows for every seat, this one too.
        ``ValueError`` for an empty line or one over ``messages.MAX_CHAT`` characters."""
        self._request(Chat(text=text))

    def claim(self) -> None:
        """Claim the game, the opponent away ``Limits.away_seconds`` (``server.AWAY_SECONDS``)
        or more; ``settled`` follows, or ``refused`` (too early, not a table of two)."""
        self._request(Claim())

    def _request(self, message: Request) -> None:
        """Hand ``message`` to the network thread (nothing after ``close``)."""
        if self._closed:
            return
        if self._network is None:
            raise RuntimeError("the link is not started")
        self._network.request(message)

    def close(self) -> None:
        """Stop the link and wait for its thread; no signal comes after this. Idempotent."""
        if self._closed:
            return
        self._closed = True
        self._connected = False
        if self._network is not None:
            self._network.stop()
        if self._thread is not None:
            self._thread.join(_CLOSE_SECONDS)
            if self._thread.is_alive():
                _LOG.warning("the link to %s did not stop in time", self._invite.address)

    # -- from the network thread -------------------------------------------------------------

    def _post(self, kind: _Post, payload: object) -> None:
        """Called on the network thread: queued to ``_deliver`` on the GUI thread."""
        # The window may be gone with its link (a Qt parent deleted them) before ``close``.
        with contextlib.suppress(RuntimeError):
            self._mailbox.posted.emit(kind, payload)

    @Slot(object, object)
    def _deliver(self, kind: _Post, payload: Any) -> None:
        if self._closed:
            return  # posted before ``close``, delivered after: dropped, as promised
        if kind is _Post.UP:
            seat, config, again, self._move_seconds, self._draws = payload
            self._seat, self._config, self._connected = seat, config, True
            if again:
                self.restored.emit()
        elif kind is _Post.SEEN:
            was = self.settlement
            self._record.seen(payload)
            self.seen.emit(payload)
            if payload.settled is not None and payload.settled != was:
                self.settled.emit(payload.settled)
        elif kind is _Post.NEWS:
            self._news(payload)
        elif kind is _Post.REFUSED:
            self.refused.emit(payload)
        elif kind is _Post.LOST:
            self._connected = False
            self.lost.emit()
        elif kind is _Post.ENDED:
            self._connected = False
            self.ended.emit(payload)

    def _news(self, news: News) -> None:
        self._record.heard(news)
        if isinstance(news, Presence):
            self.presence.emit(self._record.presence)
        elif isinstance(news, Offered):
            self.offered.emit(news.kind, news.seat)
        elif isinstance(news, Answered):
            self.answered.emit(news.kind, news.seat, news.accept)
        else:
            self.said.emit(news.seat, news.text)
