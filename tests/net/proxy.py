"""A fault proxy for the network tests: an asyncio TCP proxy on port 0 between a
``TableClient`` and a ``TableServer`` that breaks the link the way networks do, at a chosen
WebSocket frame or byte.

It passes each direction's HTTP upgrade through (the client's without its offer of
compression: see ``without_extensions``), then reads the WebSocket frames
(RFC 6455, section 5.2: the header's length, the client's mask) so that a fault can fall on
one message: ``Fault.CLOSE`` ends both sides with a FIN; ``Fault.RESET`` aborts both with an RST
(``SO_LINGER`` 0); ``Fault.DELAY`` holds the frame (and so those after it) ``seconds``;
``Fault.BLACKHOLE`` forwards nothing more either way but keeps both sockets open, as a dead
route does (no FIN, no RST: only a keepalive can tell); ``Fault.DUPLICATE`` sends the frame
twice; ``Fault.TRUNCATE`` sends the frame with its payload cut to half (a valid frame whose
text stops midway). A ``Plan`` names the direction, the frame's index in it (data frames only,
counted from 0 on each connection: the hello is the client's frame 0, the welcome the server's)
or a byte count after the upgrade, and the connection it falls on; each plan fires once.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import socket
import struct
from dataclasses import dataclass, field

#: The end of an HTTP upgrade's head.
_HEAD_END = b"\r\n\r\n"
#: Opcodes of control frames (close, ping, pong): passed through, never counted.
_CONTROL = frozenset({0x8, 0x9, 0xA})


class Fault(enum.Enum):
    CLOSE = "close"
    RESET = "reset"
    DELAY = "delay"
    BLACKHOLE = "blackhole"
    DUPLICATE = "duplicate"
    TRUNCATE = "truncate"


class Direction(enum.Enum):
    UP = "up"
    """From the client to the server."""
    DOWN = "down"
    """From the server to the client."""


@dataclass
class Plan:
    """One fault: where it falls and what it does."""

    fault: Fault
    direction: Direction
    frame: int | None = None
    """The data frame (counted from 0 in ``direction`` on the connection) it falls on."""
    byte: int | None = None
    """Or the byte after the upgrade (in ``direction``) at which the link is broken: the
    bytes before it pass (CLOSE, RESET, BLACKHOLE only)."""
    connection: int | None = None
    """The connection (from 0, in the order the proxy accepted them); None: the first to
    reach the frame or byte."""
    seconds: float = 0.5
    """For DELAY."""
    fired: asyncio.Event = field(default_factory=asyncio.Event)

    def __post_init__(self) -> None:
        if (self.frame is None) == (self.byte is None):
            raise ValueError("a plan falls on a frame or on a byte")
        if self.byte is not None and self.fault not in (
            Fault.CLOSE,
            Fault.RESET,
            Fault.BLACKHOLE,
        ):
            raise ValueError(f"{self.fault.value} falls on a frame, not a byte")


def without_extensions(head: bytes) -> bytes:
    """The client's upgrade request without its ``Sec-WebSocket-Extensions`` line, so no
    compression is agreed: a frame compressed with the context of those before it could not
    be sent twice or cut without garbling the ones after it."""
    lines = head.split(b"\r\n")
    kept = [line for line in lines if not line.lower().startswith(b"sec-websocket-extensions:")]
    return b"\r\n".join(kept)


def frame_length(buffer: bytes | bytearray) -> int | None:
    """The length of the whole WebSocket frame at the start of ``buffer``, or None when its
    header is not all there yet."""
    if len(buffer) < 2:
        return None
    masked = buffer[1] & 0x80
    length = buffer[1] & 0x7F
    header = 2
    if length == 126:
        if len(buffer) < 4:
            return None
        length = struct.unpack("!H", buffer[2:4])[0]
        header = 4
    elif length == 127:
        if len(buffer) < 10:
            return None
        length = struct.unpack("!Q", buffer[2:10])[0]
        header = 10
    return header + (4 if masked else 0) + length


def truncated(frame: bytes) -> bytes:
    """``frame`` with its payload cut to half, its header saying so (a frame of at most 125
    bytes' payload after the cut; the mask kept, so the first half reads as it was sent)."""
    masked = frame[1] & 0x80
    length = frame[1] & 0x7F
    header = {126: 4, 127: 10}.get(length, 2)
    mask = frame[header : header + 4] if masked else b""
    payload = frame[header + len(mask) :]
    half = payload[: min(len(payload) // 2, 125)]
    return bytes([frame[0], masked | len(half)]) + mask + half


class _Link:
    """One client's connection and its own to the server."""

    def __init__(
        self,
        proxy: FaultProxy,
        index: int,
        client: tuple[asyncio.StreamReader, asyncio.StreamWriter],
        server: tuple[asyncio.StreamReader, asyncio.StreamWriter],
    ) -> None:
        self.proxy = proxy
        self.index = index
        self.client = client
        self.server = server
        self.holed = False
        self.tasks: list[asyncio.Task[None]] = []

    def start(self) -> None:
        self.tasks = [
            asyncio.create_task(self._pump(self.client[0], self.server[1], Direction.UP)),
            asyncio.create_task(self._pump(self.server[0], self.client[1], Direction.DOWN)),
        ]

    def writers(self) -> tuple[asyncio.StreamWriter, asyncio.StreamWriter]:
        return self.client[1], self.server[1]

    async def close(self) -> None:
        for writer in self.writers():
            writer.close()
        for task in self.tasks:
            task.cancel()
        for writer in self.writers():
            with contextlib.suppress(OSError, asyncio.CancelledError):
                await writer.wait_closed()

    def reset(self) -> None:
        for writer in self.writers():
            raw = writer.get_extra_info("socket")
            if raw is not None:
                with contextlib.suppress(OSError):
                    raw.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            writer.transport.abort()
        for task in self.tasks:
            task.cancel()

    async def _pump(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, way: Direction
    ) -> None:
        try:
            head = await reader.readuntil(_HEAD_END)
            if way is Direction.UP:
                head = without_extensions(head)
            writer.write(head)
            await writer.drain()
            buffer = bytearray()
            frames = 0
            sent = 0
            while True:
                chunk = await reader.read(65536)
                if not chunk:
                    break  # the sender closed: so does the proxy, toward the other
                if self.holed:
                    continue  # swallowed: the route is dead
                buffer += chunk
                while (length := frame_length(buffer)) is not None and len(buffer) >= length:
                    frame = bytes(buffer[:length])
                    del buffer[:length]
                    data = frame[0] & 0x0F not in _CONTROL
                    plan = self.proxy.plan_for(
                        self.index, way, frames if data else None, range(sent, sent + length)
                    )
                    frames += data
                    if not await self._send(writer, frame, plan, sent):
                        return
                    sent += length
            writer.close()
        except (asyncio.IncompleteReadError, ConnectionError, OSError):
            with contextlib.suppress(OSError):
                writer.close()

    async def _send(
        self, writer: asyncio.StreamWriter, frame: bytes, plan: Plan | None, sent: int
    ) -> bool:
        """Forward ``frame`` as ``plan`` says; False once the link is broken."""
        if plan is None:
            writer.write(frame)
            await writer.drain()
            return True
        plan.fired.set()
        fault = plan.fault
        if plan.byte is not None:
            writer.write(frame[: plan.byte - sent])
            await writer.drain()
        if fault is Fault.DELAY:
            await asyncio.sleep(plan.seconds)
        if fault in (Fault.DELAY, Fault.DUPLICATE):
            writer.write(frame * (2 if fault is Fault.DUPLICATE else 1))
        elif fault is Fault.TRUNCATE:
            writer.write(truncated(frame))
        elif fault is Fault.CLOSE:
            await self.close()
            return False
        elif fault is Fault.RESET:
            self.reset()
            return False
        elif fault is Fault.BLACKHOLE:
            self.holed = True
            return True
        await writer.drain()
        return True


class FaultProxy:
    """``async with FaultProxy(server_port) as proxy``: clients connect to ``proxy.address``."""

    def __init__(self, target_port: int, host: str = "127.0.0.1") -> None:
        self._target = target_port
        self._host = host
        self._plans: list[Plan] = []
        self._links: list[_Link] = []
        self._server: asyncio.Server | None = None

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("the proxy is not started")
        return int(self._server.sockets[0].getsockname()[1])

    @property
    def address(self) -> str:
        return f"ws://{self._host}:{self.port}"

    @property
    def connections(self) -> int:
        """How many connections the proxy has accepted."""
        return len(self._links)

    def retarget(self, port: int) -> None:
        """Send new connections to ``port`` (a restarted server's)."""
        self._target = port

    def arm(self, plan: Plan) -> Plan:
        self._plans.append(plan)
        return plan

    def plan_for(self, link: int, way: Direction, frame: int | None, span: range) -> Plan | None:
        """The plan falling on this frame (data frame ``frame``, bytes ``span`` after the
        upgrade), removed once found."""
        for plan in self._plans:
            if plan.direction is not way or plan.connection not in (None, link):
                continue
            on_frame = plan.frame is not None and plan.frame == frame
            on_byte = plan.byte is not None and plan.byte in span
            if on_frame or on_byte:
                self._plans.remove(plan)
                return plan
        return None

    async def blackhole(self) -> None:
        """Every live link goes dead now, without a FIN."""
        for link in self._links:
            link.holed = True

    async def reset(self) -> None:
        """Every live link is reset now."""
        for link in self._links:
            link.reset()

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._accept, self._host, 0)

    async def stop(self) -> None:
        for link in self._links:
            await link.close()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None

    async def __aenter__(self) -> FaultProxy:
        await self.start()
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.stop()

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            upstream = await asyncio.open_connection(self._host, self._target)
        except OSError:  # no server there (a host restarting): the client sees a refusal
            writer.transport.abort()
            return
        link = _Link(self, len(self._links), (reader, writer), upstream)
        self._links.append(link)
        link.start()
