"""The table's messages: one JSON object per WebSocket text frame, checked by pydantic.

Every model forbids fields it does not name, takes each field in its one JSON type (no
coercion: ``"3"`` is not a number) and caps every text's length, so a message read is a message
of this protocol or a ``MessageError`` of one line. Parsing is pydantic's own JSON reader
(``validate_json``), which bounds nesting itself: a frame of ten thousand ``[`` is refused, not
a recursion. The protocol they make is ``audatia_qt.net``'s docstring.
"""

from __future__ import annotations

import enum
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

#: Longest texts accepted from a client: far above any real value, far below a frame's cap.
MAX_VERSION_TEXT: Final = 40
MAX_GAME_ID: Final = 40
MAX_TOKEN: Final = 100
MAX_ACTION_TEXT: Final = 200
MAX_ACTION_ID: Final = 64
MAX_REASON: Final = 200
#: The largest sequence number a client may name (a game has a few thousand plies at most).
MAX_SEQUENCE: Final = 10**9


class MessageError(ValueError):
    """A frame that is not a message of this protocol; ``str`` says why in one line."""


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


# -- a client's --------------------------------------------------------------------------------


class Hello(_Message):
    """A client's first message: who it is and what it plays."""

    type: Literal["hello"] = "hello"
    app: Annotated[str, Field(max_length=MAX_VERSION_TEXT)]
    """The app's version (``audatia_qt.__version__``): the table plays only its own."""
    rules: Annotated[str, Field(max_length=MAX_VERSION_TEXT)]
    """The game's rules version (``ViewCodec.rules``)."""
    game: Annotated[str, Field(max_length=MAX_GAME_ID)]
    """The game's id (``Game.id``)."""
    token: Annotated[str, Field(min_length=1, max_length=MAX_TOKEN)]
    """The seat's secret, from its invite."""


class Act(_Message):
    """A move by the client's seat."""

    type: Literal["act"] = "act"
    seq: Annotated[int, Field(ge=0, le=MAX_SEQUENCE)]
    """The sequence number of the snapshot the move was chosen from."""
    action: Annotated[str, Field(min_length=1, max_length=MAX_ACTION_TEXT)]
    """The move in the game's notation (``Game.format_action``)."""
    id: Annotated[str, Field(min_length=1, max_length=MAX_ACTION_ID, pattern=r"^[A-Za-z0-9_-]+$")]
    """Chosen by the client, new for each move: a move resent with the same id (after a
    dropped link) is applied once."""


ClientMessage = Annotated[Hello | Act, Field(discriminator="type")]
_CLIENT: Final[TypeAdapter[Hello | Act]] = TypeAdapter(ClientMessage)


# -- the server's ------------------------------------------------------------------------------


class Welcome(_Message):
    """The answer to a good ``hello``: the seat and the table's public config."""

    type: Literal["welcome"] = "welcome"
    seat: int
    seats: int
    """How many seats the table has."""
    game: str
    table: dict[str, Any]
    """The game's public config as a save of no moves (``engine.session.saves``): the seeds
    withheld (``ViewCodec.public_config``, chance seed 0), every seat human."""


class Snapshot(_Message):
    """All a seat needs after a change, numbered."""

    type: Literal["snapshot"] = "snapshot"
    seq: int
    """The table's sequence number: how many plies (rolls included) the game has had."""
    full: bool
    """True for the first snapshot of a connection: ``events`` then holds the whole game's
    events, from the deal; otherwise only those since this connection's last snapshot."""
    to_move: int | None
    """The seat that decides now; None once the game is over."""
    view: Any
    """The seat's view (``ViewCodec.write_view``)."""
    legal: list[str]
    """The seat's legal actions in the game's notation when it is to move; else empty."""
    events: list[Any]
    """The events, redacted for the seat (``Game.redact``), oldest first."""
    returns: list[float] | None
    """Each seat's result once the game is over (``Game.returns``), None before."""


class RefusalCode(enum.Enum):
    """Why the table refused, for a program: the app shows its own translated words for each
    (``reason`` is the table's English line, for logs and a person reading them)."""

    NO_HELLO = "no-hello"
    """The first message was not a hello, or none came in time."""
    MALFORMED = "malformed"
    """Not a message of this protocol (JSON, type, fields, lengths, nesting)."""
    GAME = "game"
    """The hello names another game than the table's."""
    APP_VERSION = "app-version"
    RULES_VERSION = "rules-version"
    TOKEN = "token"
    """The secret is no seat's."""
    SEATED = "seated"
    """A hello on a connection already seated."""
    OVER = "over"
    TURN = "turn"
    """The seat is not the one to move."""
    STALE = "stale"
    """The move was chosen at another snapshot than the table's last."""
    NOTATION = "notation"
    """The move is not in the game's notation."""
    ILLEGAL = "illegal"
    RATE = "rate"
    """Too many messages; the connection is closed."""
    FAILED = "failed"
    """The table failed to play the move (a fault on its side, logged there)."""


class Refused(_Message):
    """The table did not do what the last message asked; one line saying why."""

    type: Literal["refused"] = "refused"
    code: RefusalCode
    reason: Annotated[str, Field(max_length=MAX_REASON)]


ServerMessage = Annotated[Welcome | Snapshot | Refused, Field(discriminator="type")]
_SERVER: Final[TypeAdapter[Welcome | Snapshot | Refused]] = TypeAdapter(ServerMessage)


def read_client(frame: str | bytes) -> Hello | Act:
    """The client's message in ``frame``; ``MessageError`` saying in one line what is wrong."""
    try:
        return _CLIENT.validate_json(frame)
    except ValidationError as error:
        raise MessageError(_first_problem(error)) from None


def read_server(frame: str | bytes) -> Welcome | Snapshot | Refused:
    """The server's message in ``frame``; ``MessageError`` saying in one line what is wrong."""
    try:
        return _SERVER.validate_json(frame)
    except ValidationError as error:
        raise MessageError(_first_problem(error)) from None


def dump(message: _Message) -> str:
    """The message as the JSON text of one frame."""
    return message.model_dump_json()


def _first_problem(error: ValidationError) -> str:
    """The first of pydantic's problems as one short line (where, then what)."""
    first = error.errors(include_url=False, include_input=False)[0]
    where = ".".join(str(part) for part in first["loc"]) or "the message"
    return f"{where}: {first['msg']}"[:MAX_REASON]
