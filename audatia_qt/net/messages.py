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
#: The longest chat line, in characters: a sentence or two, never a page.
MAX_CHAT: Final = 300
#: The lines of chat a table remembers and sends a seat that comes back (a full snapshot's
#: ``chat``), and so the most a client keeps.
CHAT_KEPT: Final = 50
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


class OfferKind(enum.Enum):
    """What one seat may ask the others to agree to."""

    DRAW = "draw"
    """End the game drawn (only in a game that can end drawn: ``GameEntry.draws``)."""
    UNDO = "undo"
    """Take the game back to before the offerer's last decision."""


class Resign(_Message):
    """The client's seat gives the game up."""

    type: Literal["resign"] = "resign"


class Offer(_Message):
    """The client's seat asks the others to agree to a draw or an undo."""

    type: Literal["offer"] = "offer"
    kind: OfferKind


class Answer(_Message):
    """Another seat's answer to the pending offer."""

    type: Literal["answer"] = "answer"
    kind: OfferKind
    """The kind of the offer answered: an answer to an offer since withdrawn is refused."""
    accept: bool


class Chat(_Message):
    """A line said to every seat: plain text, its control characters taken out."""

    type: Literal["chat"] = "chat"
    text: Annotated[str, Field(min_length=1, max_length=MAX_CHAT)]


class Claim(_Message):
    """The client's seat claims the game: its opponent has been away too long."""

    type: Literal["claim"] = "claim"


ClientMessages = Hello | Act | Resign | Offer | Answer | Chat | Claim
ClientMessage = Annotated[ClientMessages, Field(discriminator="type")]
_CLIENT: Final[TypeAdapter[ClientMessages]] = TypeAdapter(ClientMessage)


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
    move_seconds: float | None = None
    """The per-move clock: how long the seat to move has for each decision; None: no clock."""
    draws: bool = False
    """Whether the game can end drawn, so whether a draw may be offered."""


class Settlement(enum.Enum):
    """How a game ended at the table rather than by its rules."""

    RESIGNED = "resigned"
    """``seat`` gave the game up."""
    CLAIMED = "claimed"
    """``seat`` claimed it: its opponent had been away too long."""
    DRAWN = "drawn"
    """Drawn by agreement: ``seat`` accepted the other's offer."""
    TIME = "time"
    """``seat`` did not move within the per-move clock."""


class Settled(_Message):
    """A game settled at the table, and by whose act."""

    how: Settlement
    seat: int


class Pending(_Message):
    """The offer waiting for an answer."""

    kind: OfferKind
    seat: int
    """Who offered."""


class Line(_Message):
    """One line of the table's chat."""

    seat: int
    text: str


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
    """Each seat's result once the game is over (``Game.returns``, or the settlement's), None
    before."""
    settled: Settled | None = None
    """How the game was settled at the table (resigned, claimed, drawn, time); None while it
    goes on, and when its rules ended it."""
    offer: Pending | None = None
    """The offer waiting for an answer, if any (a move withdraws it)."""
    seconds_left: float | None = None
    """The per-move clock: the seconds the seat to move has left; None with no clock or no
    one to move."""
    chat: list[Line] = Field(default_factory=list)
    """In a full snapshot, the table's last lines of chat (oldest first); else empty."""


class Offered(_Message):
    """A seat made an offer; every seat is told."""

    type: Literal["offered"] = "offered"
    kind: OfferKind
    seat: int


class Answered(_Message):
    """A seat answered the pending offer; every seat is told (an accepted undo or draw is
    followed by its snapshot)."""

    type: Literal["answered"] = "answered"
    kind: OfferKind
    seat: int
    """Who answered."""
    accept: bool


class Said(_Message):
    """A line of chat, relayed to every seat (the sayer too)."""

    type: Literal["said"] = "said"
    seat: int
    text: str


class Away(_Message):
    """A seat with nobody connected, and for how long."""

    seat: int
    seconds: float


class Presence(_Message):
    """Which seats have nobody connected, and since how many seconds: sent to every seat when
    it changes, and after a connection's first snapshot."""

    type: Literal["presence"] = "presence"
    away: list[Away]


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
    OFFER_PENDING = "offer-pending"
    """An offer waits for an answer already: one at a time."""
    NO_DRAWS = "no-draws"
    """A draw offered in a game that cannot end drawn."""
    NO_UNDO = "no-undo"
    """An undo offered by a seat that has made no decision to take back."""
    NO_OFFER = "no-offer"
    """An answer to no pending offer (or to one of another kind)."""
    OWN_OFFER = "own-offer"
    """An answer to one's own offer: only another seat may answer."""
    CLAIM = "claim"
    """A claim whose conditions are not met: a two-seat table, the other seat away long
    enough."""
    CHAT = "chat"
    """A chat line with nothing left to say once its control characters are out."""
    RATE = "rate"
    """Too many messages; the connection is closed."""
    FAILED = "failed"
    """The table failed to play the move (a fault on its side, logged there)."""


class Refused(_Message):
    """The table did not do what the last message asked; one line saying why."""

    type: Literal["refused"] = "refused"
    code: RefusalCode
    reason: Annotated[str, Field(max_length=MAX_REASON)]


ServerMessages = Welcome | Snapshot | Refused | Offered | Answered | Said | Presence
ServerMessage = Annotated[ServerMessages, Field(discriminator="type")]
_SERVER: Final[TypeAdapter[ServerMessages]] = TypeAdapter(ServerMessage)


def read_client(frame: str | bytes) -> ClientMessages:
    """The client's message in ``frame``; ``MessageError`` saying in one line what is wrong."""
    try:
        return _CLIENT.validate_json(frame)
    except ValidationError as error:
        raise MessageError(_first_problem(error)) from None


def read_server(frame: str | bytes) -> ServerMessages:
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
