"""An invite to a network table (issue 32): where the table listens, which game it plays and
one seat's secret, as the one line a host sends and a guest pastes.

    ws://192.168.1.20:50123 audatia 3q2-7wRvBgN1u0Yk3oXb0lVZbq5b7mHc0Z8mD2qkq1E

Nothing in a line is trusted: ``read_invite`` reads a pasted line or refuses it in one
sentence (``InviteError.message``), never with a traceback.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from audatia_qt.engine.messages import Message, translate

#: "ws://HOST:PORT" or "wss://HOST:PORT"; HOST a name, an IPv4 address or a bracketed IPv6 one.
_ADDRESS = re.compile(r"^wss?://(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):([0-9]{1,5})$")
#: A game's id as the catalogue spells it.
_GAME = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
#: A seat's secret: ``secrets.token_urlsafe`` (base64url, no padding).
_TOKEN = re.compile(r"^[A-Za-z0-9_-]{16,128}$")
#: The longest line read: well over a real invite, short enough to refuse junk at once.
MAX_LINE = 400

NOT_ONE_LINE = translate(
    "Invite", "An invite is one line: the table's address, the game and the seat's secret."
)
TOO_LONG = translate("Invite", "This is too long to be an invite.")
BAD_ADDRESS = translate("Invite", "The invite's address is not ws://HOST:PORT.")
BAD_GAME = translate("Invite", "The invite does not name a game.")
BAD_TOKEN = translate("Invite", "The invite's secret is damaged: ask the host for the line again.")


@dataclass(frozen=True, slots=True)
class Invite:
    """One seat's way to a table."""

    address: str
    """``"ws://HOST:PORT"`` or ``"wss://HOST:PORT"``."""
    game: str
    """The table's game: its ``GameEntry.id``."""
    token: str
    """The seat's secret."""

    def line(self) -> str:
        """The invite as the one line sent: ``"ADDRESS GAME TOKEN"``."""
        return f"{self.address} {self.game} {self.token}"


class InviteError(ValueError):
    """A line that is not an invite; ``message`` says why, in one sentence."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


def read_invite(text: str) -> Invite:
    """The invite ``text`` holds (blank space around it or between its parts is ignored);
    ``InviteError`` when it holds none."""
    if len(text) > MAX_LINE:
        raise InviteError(TOO_LONG.say())
    parts = text.split()
    if len(parts) != 3:
        raise InviteError(NOT_ONE_LINE.say())
    address, game, token = parts
    match = _ADDRESS.match(address)
    if match is None or not 0 < int(match.group(2)) < 65536:
        raise InviteError(BAD_ADDRESS.say())
    if _GAME.match(game) is None:
        raise InviteError(BAD_GAME.say())
    if _TOKEN.match(token) is None:
        raise InviteError(BAD_TOKEN.say())
    return Invite(address, game, token)
