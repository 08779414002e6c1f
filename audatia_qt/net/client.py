"""A headless client of a table: connects with a seat's secret, keeps the latest snapshot read
back into the game's own values, and plays; and keeps what passes between the people at the
table (who is away, the offer waiting, the chat, the settlement) and asks for it (resign,
offer, answer, chat, claim).

It is plain asyncio and knows no GUI: the tests drive it directly, and the app runs it on a
thread of its own (``asyncio.run`` there) and hands each ``Seen`` to the GUI thread, so no
frame ever waits on a paint or a paint on the network.
"""

from __future__ import annotations

import json
import random
import secrets
import ssl
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, WebSocketException
from websockets.frames import CloseCode

from audatia_qt import __version__
from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.session.saves import loads_game
from audatia_qt.engine.session.strict import SaveError
from audatia_qt.engine.wire import ViewCodec
from audatia_qt.net.messages import (
    CHAT_KEPT,
    Act,
    Answer,
    Answered,
    Chat,
    Claim,
    Hello,
    Line,
    MessageError,
    Offer,
    Offered,
    OfferKind,
    Pending,
    Presence,
    RefusalCode,
    Refused,
    Resign,
    Said,
    ServerMessages,
    Settled,
    Snapshot,
    Welcome,
    dump,
    read_server,
)
from audatia_qt.net.server import REPLACED

#: The largest frame read from a table: a whole game's events for a new connection, and the
#: welcome's config with its decks, fit many times over.
MAX_SERVER_FRAME: Final = 8_000_000
#: What a dropped link raises from ``connect``, ``next``, ``act`` and ``resend``: the
#: connection closed or reset, a keepalive unanswered, no table at the address, a handshake
#: cut short (timeouts are ``OSError`` too). ``connect`` again may bring the seat back; the
#: app's link does (``shell.network.link``), which may not import the library itself.
LINK_DROPPED: Final = (WebSocketException, OSError)
#: What ``TableClient.receive`` hands on besides snapshots: the news between the seats.
News = Offered | Answered | Said | Presence
#: What a seat asks of the people at its table besides moves.
Request = Resign | Offer | Answer | Chat | Claim


def replaced(error: BaseException) -> bool:
    """Whether ``error`` is the table closing this connection because a newer connection took
    its seat (the same invite used elsewhere): connecting again would only take it back."""
    if not isinstance(error, ConnectionClosed) or error.rcvd is None:
        return False
    return error.rcvd.code == CloseCode.NORMAL_CLOSURE and error.rcvd.reason == REPLACED


class TableRefused(Exception):
    """The table refused the last message; ``code`` says why for a program, ``str`` is the
    table's one line."""

    def __init__(self, code: RefusalCode, reason: str) -> None:
        super().__init__(reason)
        self.code = code


class ProtocolError(Exception):
    """The table sent what this protocol does not allow; ``str`` says what."""


@dataclass(frozen=True, slots=True)
class Seen:
    """A snapshot read back into the game's values."""

    seq: int
    full: bool
    """The connection's first snapshot: ``events`` are the whole game's."""
    to_move: int | None
    view: Any
    legal: tuple[Any, ...]
    """The seat's legal actions, when it is to move."""
    events: tuple[Any, ...]
    """The events since the last snapshot (all of them when ``full``), as the seat may read
    them."""
    returns: tuple[float, ...] | None
    settled: Settled | None = None
    """How the game was settled at the table (resigned, claimed, drawn, time), if it was."""
    offer: Pending | None = None
    """The offer waiting for an answer, if any."""
    seconds_left: float | None = None
    """The per-move clock: the seconds the seat to move had left when the snapshot was made;
    None without a clock."""
    chat: tuple[Line, ...] = ()
    """In a full snapshot, the table's last lines of chat; else empty."""

    @property
    def over(self) -> bool:
        return self.returns is not None


class SeatRecord:
    """What one seat has been told, as the table told it: its latest snapshot, the game's
    events so far (redacted for the seat), who is away, the offer waiting for an answer and
    the chat. A ``TableClient`` keeps one on its loop; the app's link (``shell.network.link``)
    keeps its own on the GUI thread, from the same snapshots and news, by the same rules."""

    def __init__(self) -> None:
        self._latest: Seen | None = None
        self._log: list[Any] = []
        self._presence: dict[int, float] = {}
        self._offer: Pending | None = None
        self._chat: deque[Line] = deque(maxlen=CHAT_KEPT)

    def seen(self, seen: Seen) -> None:
        """A snapshot: a full one (a connection's first, or an agreed undo on a live one)
        starts the log and the chat again; any other adds its events."""
        if seen.full:
            self._log = list(seen.events)
            self._chat = deque(seen.chat, maxlen=CHAT_KEPT)
        else:
            self._log.extend(seen.events)
        self._offer = seen.offer
        self._latest = seen

    def heard(self, news: News) -> None:
        """News between the seats: who is away, an offer made or answered, a line said."""
        if isinstance(news, Presence):
            self._presence = {away.seat: away.seconds for away in news.away}
        elif isinstance(news, Offered):
            self._offer = Pending(kind=news.kind, seat=news.seat)
        elif isinstance(news, Answered):
            self._offer = None
        else:
            self._chat.append(Line(seat=news.seat, text=news.text))

    @property
    def latest(self) -> Seen | None:
        return self._latest

    @property
    def log(self) -> tuple[Any, ...]:
        """Every event the seat has been told, oldest first."""
        return tuple(self._log)

    @property
    def presence(self) -> dict[int, float]:
        """The seats with nobody connected and for how many seconds, as last told."""
        return dict(self._presence)

    @property
    def pending_offer(self) -> Pending | None:
        """The offer waiting for an answer, as last told."""
        return self._offer

    @property
    def chat_lines(self) -> tuple[Line, ...]:
        """The table's chat as told, oldest first (its last ``CHAT_KEPT``)."""
        return tuple(self._chat)

    @property
    def settled(self) -> Settled | None:
        """How the game was settled at the table, if it was (the latest snapshot's)."""
        return None if self._latest is None else self._latest.settled


class TableClient:
    """One seat's connection to a table. ``async with TableClient(...) as client`` connects
    (``hello``, ``welcome``, the first snapshot) and closes at the end."""

    def __init__(
        self,
        entry: GameEntry,
        address: str,
        token: str,
        *,
        app_version: str = __version__,
        ping_seconds: float = 20.0,
        tls: ssl.SSLContext | None = None,
        tap: Callable[[str | bytes], None] | None = None,
    ) -> None:
        """``tap`` is shown every frame received, as it came (the leak test records them)."""
        if entry.wire is None:
            raise ValueError(f"the game {entry.id!r} cannot be played over the network")
        self._entry = entry
        self._wire: ViewCodec = entry.wire
        self._address = address
        self._token = token
        self._app = app_version
        self._ping = ping_seconds
        self._tls = tls
        self._tap = tap
        self._socket: ClientConnection | None = None
        self._config: Any = None
        self._seat: int | None = None
        self._record = SeatRecord()
        self._pending: Act | None = None
        self._welcomed: Welcome | None = None

    # -- what the client knows -----------------------------------------------------------

    @property
    def seat(self) -> int:
        if self._seat is None:
            raise RuntimeError("not connected yet")
        return self._seat

    @property
    def config(self) -> Any:
        """The table's public config (the seeds withheld)."""
        return self._config

    @property
    def latest(self) -> Seen:
        latest = self._record.latest
        if latest is None:
            raise RuntimeError("not connected yet")
        return latest

    @property
    def record(self) -> SeatRecord:
        """All this seat has been told: the log, who is away, the offer, the chat."""
        return self._record

    @property
    def log(self) -> tuple[Any, ...]:
        """Every event of the game so far, as this seat may read them."""
        return self._record.log

    @property
    def pending(self) -> Act | None:
        """The last move sent, kept to be resent after a dropped link (``resend``)."""
        return self._pending

    @property
    def move_seconds(self) -> float | None:
        """The table's per-move clock in seconds; None: no clock (or not connected yet)."""
        return None if self._welcomed is None else self._welcomed.move_seconds

    @property
    def draws(self) -> bool:
        """Whether the table's game can end drawn: whether a draw may be offered."""
        return self._welcomed is not None and self._welcomed.draws

    @property
    def presence(self) -> dict[int, float]:
        return self._record.presence

    @property
    def pending_offer(self) -> Pending | None:
        return self._record.pending_offer

    @property
    def chat_lines(self) -> tuple[Line, ...]:
        return self._record.chat_lines

    @property
    def settled(self) -> Settled | None:
        return self._record.settled

    # -- the link ----------------------------------------------------------------------

    async def connect(self) -> Seen:
        """Connect (again, after a drop: the table then sends a full snapshot) and return the
        first snapshot; ``TableRefused`` when the table turns the seat away."""
        await self.close()
        # A wss:// address without a context of its own trusts the system's authorities
        # (True); a ws:// one takes none (None).
        secure = self._address.startswith("wss://")
        self._socket = await connect(
            self._address,
            max_size=MAX_SERVER_FRAME,
            ping_interval=self._ping,
            ping_timeout=self._ping,
            ssl=self._tls if self._tls is not None else (True if secure else None),
        )
        rules = self._wire.rules
        await self._socket.send(
            dump(Hello(app=self._app, rules=rules, game=self._entry.id, token=self._token))
        )
        welcome = await self._receive()
        if isinstance(welcome, Refused):
            await self.close()
            raise TableRefused(welcome.code, welcome.reason)
        if not isinstance(welcome, Welcome):
            raise ProtocolError("the table did not answer hello with welcome")
        self._welcome(welcome)
        return await self.next()

    async def close(self) -> None:
        if self._socket is not None:
            await self._socket.close()
            self._socket = None

    async def __aenter__(self) -> TableClient:
        await self.connect()
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.close()

    # -- playing -----------------------------------------------------------------------

    async def next(self) -> Seen:
        """Wait for the next snapshot, keeping the news that comes before it (``presence``,
        ``pending_offer``, ``chat_lines``); ``TableRefused`` if a ``refused`` comes first."""
        while True:
            message = await self.receive()
            if isinstance(message, Seen):
                return message

    async def receive(self) -> Seen | News:
        """Wait for the table's next message: a snapshot read back, or news between the
        seats (kept too: ``presence``, ``pending_offer``, ``chat_lines``); ``TableRefused``
        when it is a ``refused``."""
        message = await self._receive()
        if isinstance(message, Refused):
            raise TableRefused(message.code, message.reason)
        if isinstance(message, Welcome):
            raise ProtocolError("a second welcome")
        if isinstance(message, Snapshot):
            return self._seen(message)
        self._record.heard(message)
        return message

    async def request(self, message: Request) -> None:
        """Send a request between the people at the table (built by the caller, where a bad
        one raises pydantic's ``ValidationError``, a ``ValueError``)."""
        await self._send(message)

    async def resign(self) -> None:
        """Give the game up; the table's snapshot (``settled``) follows."""
        await self._send(Resign())

    async def offer(self, kind: OfferKind) -> None:
        """Offer the others a draw or an undo; ``offered`` follows (or a refusal)."""
        await self._send(Offer(kind=kind))

    async def answer(self, kind: OfferKind, accept: bool) -> None:
        """Answer the pending offer of ``kind``; ``answered`` follows, then for an accepted
        draw the settled snapshot, for an accepted undo a full snapshot."""
        await self._send(Answer(kind=kind, accept=accept))

    async def chat(self, text: str) -> None:
        """Say ``text`` (1 to ``messages.MAX_CHAT`` characters) to every seat; ``said``
        follows, to this seat too."""
        await self._send(Chat(text=text))

    async def claim(self) -> None:
        """Claim the game, the opponent away long enough; the settled snapshot follows."""
        await self._send(Claim())

    async def act(self, action: Any) -> None:
        """Send the seat's move, chosen from the latest snapshot, under a new id; the table's
        answer is read by ``next``."""
        text = self._wire.write_action(self._config, action)
        self._pending = Act(seq=self.latest.seq, action=text, id=secrets.token_hex(8))
        await self._send(self._pending)

    async def resend(self) -> None:
        """Send the last move again, same id and sequence number (after a reconnect): the
        table applies it if it never arrived, and only then."""
        if self._pending is None:
            raise RuntimeError("no move to resend")
        await self._send(self._pending)

    async def play(self, bot: Bot[Any, Any], rng: random.Random) -> Seen:
        """Play the seat with ``bot`` until the game ends; returns the last snapshot."""
        seen = self.latest
        while not seen.over:
            if seen.to_move == self.seat and seen.legal:
                await self.act(bot.choose(seen.view, seen.legal, rng))
            seen = await self.next()
        return seen

    # -- the client's own ----------------------------------------------------------------

    async def _send(self, message: Act | Request) -> None:
        if self._socket is None:
            raise RuntimeError("not connected")
        await self._socket.send(dump(message))

    async def _receive(self) -> ServerMessages:
        if self._socket is None:
            raise RuntimeError("not connected")
        frame = await self._socket.recv()
        if self._tap is not None:
            self._tap(frame)
        try:
            return read_server(frame)
        except MessageError as error:
            raise ProtocolError(f"the table sent no message of this protocol: {error}") from None

    def _welcome(self, welcome: Welcome) -> None:
        if welcome.game != self._entry.id:
            raise ProtocolError(f"the table plays {welcome.game[:40]!r}, not {self._entry.id}")
        try:
            loaded = loads_game(json.dumps(welcome.table), Catalogue((self._entry,)))
        except SaveError as error:
            raise ProtocolError(f"the table's config: {error.message.english()}") from None
        self._config = loaded.setup.config
        self._seat = welcome.seat
        self._welcomed = welcome

    def _seen(self, snapshot: Snapshot) -> Seen:
        config = self._config
        wire = self._wire
        try:
            seen = Seen(
                seq=snapshot.seq,
                full=snapshot.full,
                to_move=snapshot.to_move,
                view=wire.read_view(config, snapshot.view),
                legal=tuple(wire.read_action(config, text) for text in snapshot.legal),
                events=wire.read_events(config, snapshot.events),
                returns=None if snapshot.returns is None else tuple(snapshot.returns),
                settled=snapshot.settled,
                offer=snapshot.offer,
                seconds_left=snapshot.seconds_left,
                chat=tuple(snapshot.chat),
            )
        except ValueError as error:
            raise ProtocolError(f"a snapshot that does not read back: {error}") from None
        self._record.seen(seen)
        return seen
