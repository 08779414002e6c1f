"""The table: one match played by seats over the network, with no network in it.

``Table`` is the server's whole judgement, kept apart from the transport so it is read and
tested on its own: it holds the match (through the shared ``MatchOwner``, the one writer), the
seats' secrets, and the moves already applied by id; it applies a move only from the seat to
move, only on the sequence number it was chosen at, only if the rules call it legal; and it
makes each seat's messages from that seat's view alone. It never puts the state, the seed of
the deal or the chance seed in a message.

After each applied move it writes its history to its folder, atomically: the match as the
game's save (``engine.session.saves``, ``history.<suffix>``) and the table's own file
(``table.json``: the game, each seat's secret as a SHA-256 digest, the last move ids of each
seat). ``Table.resume`` takes the game up from that folder after a restart; the invites keep
working, since a seat's secret is compared with its digest.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import secrets
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.game import IllegalMove
from audatia_qt.engine.safe_io import FileRefusedError, read_regular_file
from audatia_qt.engine.session.atomic import atomic_write_text
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import MatchOwner, Replacement
from audatia_qt.engine.session.saves import (
    SaveSnapshot,
    dumps_snapshot,
    load_file,
)
from audatia_qt.engine.session.strict import SaveError
from audatia_qt.engine.wire import ViewCodec
from audatia_qt.net.messages import RefusalCode, Snapshot, Welcome

_LOG = logging.getLogger(__name__)
#: The table's own file in its folder.
TABLE_FILE: Final = "table.json"
TABLE_FORMAT: Final = "audatia-table"
TABLE_VERSION: Final = 1
#: The match's save in the folder: ``history`` and the game's save suffix.
HISTORY_STEM: Final = "history"
#: How many of each seat's last move ids are remembered (a resend comes right after a drop).
REMEMBERED_IDS: Final = 32
#: The table file is tiny; anything bigger is not one.
MAX_TABLE_FILE: Final = 64_000
#: Bytes of randomness in a seat's secret (``secrets.token_urlsafe``): 256 bits.
TOKEN_BYTES: Final = 32


class TableError(ValueError):
    """A table that cannot be made or resumed; ``str`` says why in one line."""


class Refusal(ValueError):
    """A move the table does not apply; ``str`` is the one line the client is sent."""

    def __init__(self, code: RefusalCode, reason: str) -> None:
        super().__init__(reason)
        self.code = code


@dataclass(frozen=True, slots=True)
class Outcome:
    """What ``Table.act`` did with a move."""

    applied: bool
    """True when the move was applied now; False when its id had been applied before (a
    resend), so nothing changed."""


def digest(token: str) -> bytes:
    """A seat's secret as kept: its SHA-256 digest."""
    return hashlib.sha256(token.encode("utf-8")).digest()


def new_token() -> str:
    """A fresh seat secret (URL-safe text, 256 random bits)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


class Table:
    """One match, its seats and its history folder."""

    def __init__(
        self,
        entry: GameEntry,
        match: Match,
        digests: Sequence[bytes],
        directory: Path | None,
        acted: Sequence[Sequence[str]] | None = None,
    ) -> None:
        wire = entry.wire
        if wire is None:
            raise TableError(f"the game {entry.id!r} cannot be played over the network")
        seats = entry.game.seat_count(match.setup.config)
        if len(digests) != seats or (acted is not None and len(acted) != seats):
            raise TableError(f"the seats' secrets or moves are not for a game of {seats} seats")
        self._entry = entry
        self._wire: ViewCodec = wire
        self._owner = MatchOwner(entry.game)
        self._owner.replace(match, Replacement.RESUMED)
        self._digests = tuple(digests)
        self._directory = directory
        self._acted = [deque(ids, maxlen=REMEMBERED_IDS) for ids in (acted or [()] * seats)]
        self._public = wire.public_config(match.setup.config)

    # -- making and resuming -------------------------------------------------------------

    @classmethod
    def new(
        cls,
        entry: GameEntry,
        config: Any,
        *,
        directory: Path | None,
        chance_seed: int | None = None,
        tokens: Sequence[str] | None = None,
    ) -> tuple[Table, tuple[str, ...]]:
        """A table at the deal of ``config`` and each seat's secret, in seat order (for the
        invites: the table keeps only their digests). ``chance_seed`` None draws one at
        random; ``tokens`` None makes new secrets. With a ``directory`` the history is written
        there at once."""
        seats = entry.game.seat_count(config)
        secrets_ = tuple(tokens) if tokens is not None else tuple(new_token() for _ in range(seats))
        seed = secrets.randbits(62) if chance_seed is None else chance_seed
        setup = MatchSetup(entry, config, players=(SeatKind.HUMAN,) * seats, chance_seed=seed)
        table = cls(entry, Match(setup), [digest(token) for token in secrets_], directory)
        table._write()
        return table, secrets_

    @classmethod
    def resume(cls, directory: Path, games: Catalogue) -> Table:
        """The table whose history ``directory`` holds, as its last move left it;
        ``TableError`` naming the problem when it holds none that can be read."""
        try:
            data = json.loads(read_regular_file(directory / TABLE_FILE, MAX_TABLE_FILE))
        except (FileRefusedError, ValueError, RecursionError) as error:
            raise TableError(f"cannot read {TABLE_FILE}: {type(error).__name__}") from None
        try:
            if data["format"] != TABLE_FORMAT or data["version"] != TABLE_VERSION:
                raise TableError(f"{TABLE_FILE} is not a table file of this app")
            game = data["game"]
            digests = [bytes.fromhex(text) for text in data["tokens"]]
            acted = [[str(ident) for ident in ids] for ids in data["acted"]]
        except (KeyError, TypeError, ValueError) as error:
            raise TableError(f"{TABLE_FILE} is damaged ({type(error).__name__})") from None
        if not isinstance(game, str) or game not in games:
            raise TableError(f"{TABLE_FILE} names a game that is not installed")
        entry = games.entry(game)
        if entry.codec is None:
            raise TableError(f"the game {entry.id!r} cannot be saved")
        try:
            loaded = load_file(directory / f"{HISTORY_STEM}{entry.codec.suffix}", games)
        except SaveError as error:
            raise TableError(f"cannot resume the game: {error.message.english()}") from None
        return cls(entry, loaded.match(), digests, directory, acted)

    # -- what the table is ---------------------------------------------------------------

    @property
    def entry(self) -> GameEntry:
        return self._entry

    @property
    def match(self) -> Match:
        """The match (read only: the table's owner is its one writer)."""
        return self._owner.match

    @property
    def owner(self) -> MatchOwner:
        """The match's one writer: subscribe to hear each change (a host's log, a lobby)."""
        return self._owner

    @property
    def seats(self) -> int:
        return len(self._digests)

    @property
    def sequence(self) -> int:
        """How many plies the game has had, rolls included: the snapshots' number."""
        return len(self.match.plies)

    def seat_of(self, token: str) -> int | None:
        """The seat whose secret ``token`` is, or None. Every seat's digest is compared, in
        constant time, whichever matches: the time taken tells nothing of the secrets."""
        given = digest(token)
        found = None
        for seat, kept in enumerate(self._digests):
            if hmac.compare_digest(given, kept):
                found = seat
        return found

    # -- messages ------------------------------------------------------------------------

    def welcome(self, seat: int) -> Welcome:
        """The first answer to ``seat``: its number and the public config."""
        rules = self._entry.game
        setup = MatchSetup(
            self._entry, self._public, players=(SeatKind.HUMAN,) * self.seats, chance_seed=0
        )
        start = SaveSnapshot(setup, (), rules.new_state(self._public))
        return Welcome(
            seat=seat,
            seats=self.seats,
            game=self._entry.id,
            table=json.loads(dumps_snapshot(start)),
        )

    def snapshot(self, seat: int, since: int | None) -> Snapshot:
        """``seat``'s snapshot now, with the events of the plies after the first ``since``;
        None for a connection's first snapshot, which is full: the whole game's events."""
        match = self.match
        rules = self._entry.game
        state = match.state
        to_move = match.to_move()
        events = [event for ply in match.plies[since or 0 :] for event in ply.events]
        legal = (
            [self._wire.write_action(self._public, action) for action in match.legal_actions()]
            if to_move == seat
            else []
        )
        returns = match.returns()
        return Snapshot(
            seq=self.sequence,
            full=since is None,
            to_move=None if to_move is None else int(to_move),
            view=self._wire.write_view(self._public, rules.observe(state, seat)),
            legal=legal,
            events=self._wire.write_events(self._public, rules.redact(events, seat)),
            returns=None if returns is None else list(returns),
        )

    # -- moving ---------------------------------------------------------------------------

    def act(self, seat: int, seq: int, text: str, action_id: str) -> Outcome:
        """Apply ``seat``'s move ``text``, chosen at snapshot ``seq``, once per
        ``action_id``; ``Refusal`` (nothing changed) saying why it is not applied."""
        if action_id in self._acted[seat]:
            return Outcome(applied=False)
        match = self.match
        to_move = match.to_move()
        if to_move is None:
            raise Refusal(RefusalCode.OVER, "the game is over")
        if to_move != seat:
            raise Refusal(RefusalCode.TURN, "it is not your turn")
        if seq != self.sequence:
            now = self.sequence
            reason = f"your view is out of date: you saw {seq}, the table is at {now}"
            raise Refusal(RefusalCode.STALE, reason)
        try:
            action = self._wire.read_action(self._public, text)
        except ValueError:
            raise Refusal(RefusalCode.NOTATION, "that is not an action of this game") from None
        if action not in match.legal_actions():
            raise Refusal(RefusalCode.ILLEGAL, "that action is not legal now")
        try:
            self._owner.play(action)
        except IllegalMove:
            raise Refusal(RefusalCode.ILLEGAL, "that action is not legal now") from None
        self._acted[seat].append(action_id)
        try:
            self._write()
        except OSError as error:
            # The move stands and every seat is told it: a full disk costs the resume after
            # a restart, not the game being played. The next move's write tries again.
            _LOG.error("cannot write the table's history: %s", error)
        return Outcome(applied=True)

    # -- the history folder ----------------------------------------------------------------

    def _write(self) -> None:
        """The history, then the table file, each replaced atomically."""
        if self._directory is None:
            return
        codec = self._entry.codec
        if codec is None:
            raise TableError(f"the game {self._entry.id!r} cannot be saved")
        # The save's text written as it is, not read back and replayed first as a saved game
        # is (``saves.save_file``): that replay grows with the game and would hold every
        # move up; ``resume`` reads and replays it whole, and refuses it if it is wrong.
        history = dumps_snapshot(SaveSnapshot.of(self.match), compact=True)
        atomic_write_text(self._directory / f"{HISTORY_STEM}{codec.suffix}", history)
        table = {
            "format": TABLE_FORMAT,
            "version": TABLE_VERSION,
            "game": self._entry.id,
            "tokens": [kept.hex() for kept in self._digests],
            "acted": [list(ids) for ids in self._acted],
        }
        atomic_write_text(self._directory / TABLE_FILE, json.dumps(table, indent=1) + "\n")
