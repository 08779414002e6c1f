"""A seat's invite: the one line a host gives a player, and its reading back.

An invite is ``ADDRESS GAME TOKEN`` on one line: the table's WebSocket address
(``ws://HOST:PORT`` or ``wss://HOST:PORT``), the game's id (``GameEntry.id``) and the seat's
secret (``secrets.token_urlsafe``). ``audatia serve new`` prints it, the app's Host Network
Game shows it, and Join Network Game reads what a person pastes with ``read_invite``, which
refuses anything else in one translatable line naming the part that is wrong: a mistyped
invite is told at once, not found out by a connection that never comes.

Standard library and the engine's messages only: the command line and the app share it.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from typing import Final
from urllib.parse import urlsplit

from audatia_qt.engine.messages import Message, translate

#: The schemes a table speaks: plain WebSocket, or over TLS.
SCHEMES: Final = ("ws", "wss")
#: A game's id: what ``GameEntry.id`` is made of (the app's games use ``_``; a game of the
#: tests, ``twenty-one``, a hyphen).
_GAME_ID: Final = re.compile(r"[a-z0-9_-]{1,40}")
#: A seat's secret: URL-safe base64 text. The tables make 43 characters (256 bits); fewer
#: than 22 (128 bits) is no table's, and the protocol takes at most 100.
_TOKEN: Final = re.compile(r"[A-Za-z0-9_-]{22,100}")
#: A host's name (letters, digits, dots and hyphens) when it is not an IPv6 address.
_HOST_NAME: Final = re.compile(r"[A-Za-z0-9.-]{1,253}")

_PARTS = translate(
    "Network", "An invite is one line of three parts: an address, a game and a token."
)
_SCHEME = translate("Network", "The invite's address must begin with ws:// or wss://.")
_HOST = translate("Network", "The invite's address names no host a computer can be reached at.")
_PORT = translate("Network", "The invite's address needs a port from 1 to 65535 after its host.")
_AFTER = translate("Network", "The invite's address has something after its port.")
_GAME = translate(
    "Network", "The invite's game is not a game's name (lowercase letters, digits, _ and -)."
)
_TOKEN_WRONG = translate("Network", "The invite's token is not one a table makes.")


class InviteError(ValueError):
    """Text that is not an invite; ``message`` says in one line which part is wrong."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


@dataclass(frozen=True, slots=True)
class Invite:
    """One seat's way to a table."""

    address: str
    """``ws://HOST:PORT`` or ``wss://HOST:PORT``."""
    game: str
    """The game's id (``GameEntry.id``)."""
    token: str
    """The seat's secret."""

    def line(self) -> str:
        """The invite as the one line a person copies."""
        return invite_line(self.address, self.game, self.token)


def invite_line(address: str, game: str, token: str) -> str:
    """A seat's invite as one line: the server's address, the game and the seat's secret."""
    return f"{address} {game} {token}"


def read_invite(text: str) -> Invite:
    """The invite in ``text`` as a person pastes it (spaces or a newline around it are
    nothing); ``InviteError`` saying in one line which part is wrong."""
    parts = text.split()
    if len(parts) != 3:
        raise InviteError(_PARTS.say())
    address, game, token = parts
    address = _read_address(address)
    if not _GAME_ID.fullmatch(game):
        raise InviteError(_GAME.say())
    if not _TOKEN.fullmatch(token):
        raise InviteError(_TOKEN_WRONG.say())
    return Invite(address, game, token)


def _read_address(text: str) -> str:
    """The address as the client is to use it (its scheme in lowercase, which tells it
    whether to speak TLS), or ``InviteError``."""
    try:
        parts = urlsplit(text)
    except ValueError:  # a bracket left open: "ws://[::1:8765"
        raise InviteError(_HOST.say()) from None
    scheme = parts.scheme.lower()
    if scheme not in SCHEMES or not text.lower().startswith(f"{scheme}://"):
        raise InviteError(_SCHEME.say())
    if parts.username is not None or parts.password is not None:
        raise InviteError(_HOST.say())
    if not _good_host(parts.hostname, parts.netloc):
        raise InviteError(_HOST.say())
    digits = parts.netloc.rpartition("]")[2].rpartition(":")[2]
    try:
        port = parts.port
    except ValueError:  # not a number, or beyond 65535
        raise InviteError(_PORT.say()) from None
    if port is None or port == 0 or not (digits.isascii() and digits.isdigit()):
        raise InviteError(_PORT.say())
    if parts.path or parts.query or parts.fragment or text.endswith(("?", "#")):
        raise InviteError(_AFTER.say())
    return f"{scheme}://{parts.netloc}"


def _good_host(host: str | None, netloc: str) -> bool:
    """Whether ``host`` is a name or an address: an IPv6 one only in brackets."""
    if not host:
        return False
    if netloc.startswith("["):
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            return False
        return True
    return _HOST_NAME.fullmatch(host) is not None and ".." not in host
