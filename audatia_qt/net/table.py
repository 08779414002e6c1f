"""The table: one match played by seats over the network, with no network in it.

``Table`` is the server's whole judgement, kept apart from the transport so it is read and
tested on its own: it holds the match (through the shared ``MatchOwner``, the one writer), the
seats' secrets, and the moves already applied by id; it applies a move only from the seat to
move, only on the sequence number it was chosen at, only if the rules call it legal; and it
makes each seat's messages from that seat's view alone. It never puts the state, the seed of
the deal or the chance seed in a message.

A seat the rules play (``GameEntry.ruled_seats``: Swordplay's monster in co-op play, its
ruling SP-1) is nobody's: it has no secret, so no invite, and no connection is ever waited for
there; the table's people are the other seats (``Table.people``).

It also keeps what is between the people at the table rather than in the rules: a game
settled at the table (resigned, claimed, drawn by agreement, lost on the per-move clock: the
rules' ``Match`` has no way to end early, so the table ends it, and stops taking moves), the
one offer waiting for an answer (a draw, an undo), the last lines of chat, and the per-move
clock's deadline. Each of these is asked for by a seat and refused (``Refusal``, one line)
when that seat may not.

After each applied move, settlement or undo it writes its history to its folder, atomically:
the match as the game's save (``engine.session.saves``, ``history.<suffix>``) and the table's
own file (``table.json``: the game, each person's secret as a SHA-256 digest and null for a
seat the rules play, the last move ids of each seat, the per-move clock, the settlement).
``Table.resume`` takes the game up from that folder after a restart; the invites keep working,
since a seat's secret is compared with its digest. Chat and a pending offer live in memory
only: neither is a move, and a restart clears them.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import secrets
import time
import unicodedata
from collections import deque
from collections.abc import Callable, Mapping, Sequence
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
from audatia_qt.net.messages import (
    CHAT_KEPT,
    Line,
    OfferKind,
    Pending,
    RefusalCode,
    Settled,
    Settlement,
    Snapshot,
    Welcome,
)

_LOG = logging.getLogger(__name__)
#: The table's own file in its folder.
TABLE_FILE: Final = "table.json"
TABLE_FORMAT: Final = "audatia-table"
TABLE_VERSION: Final = 2
#: The table file's versions ``resume`` reads: 1 had no clock and no settlement.
READ_VERSIONS: Final = frozenset({1, 2})
#: The match's save in the folder: ``history`` and the game's save suffix.
HISTORY_STEM: Final = "history"
#: How many of each seat's last move ids are remembered (a resend comes right after a drop).
REMEMBERED_IDS: Final = 32
#: The table file is tiny; anything bigger is not one.
MAX_TABLE_FILE: Final = 64_000
#: Bytes of randomness in a seat's secret (``secrets.token_urlsafe``): 256 bits.
TOKEN_BYTES: Final = 32
#: Characters taken out of a chat line besides the control characters (Unicode ``Cc``):
#: the bidirectional embeddings, overrides and isolates, which would reorder the text
#: around them when shown.
_BIDI: Final = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


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


def settled_returns(
    settled: Settled, seats: int, ruled: frozenset[int] = frozenset()
) -> tuple[float, ...]:
    """Each seat's result of a settled game, as the games' own ``returns`` count them (1.0 a
    win, 0.0 a loss, 0.5 each for a draw): the claimer wins; the seat that resigned or ran out
    of time loses and every other seat wins. At a table with seats the rules play (``ruled``),
    the people play together against them: a resignation or a time-out loses for every person
    and wins for the ruled seats (ruling SP-24), as the game's own returns share a co-op
    result among the heroes (ruling SP-17)."""
    if settled.how is Settlement.DRAWN:
        return (0.5,) * seats
    if settled.how is Settlement.CLAIMED:
        return tuple(1.0 if seat == settled.seat else 0.0 for seat in range(seats))
    if ruled:
        return tuple(1.0 if seat in ruled else 0.0 for seat in range(seats))
    return tuple(0.0 if seat == settled.seat else 1.0 for seat in range(seats))


def clean_chat(text: str) -> str:
    """A chat line as the table relays it: control and bidirectional-override characters out
    (a line is one line of plain text), the ends stripped."""
    kept = (
        char
        for char in text
        if char not in _BIDI and unicodedata.category(char) not in ("Cc", "Cs")
    )
    return "".join(kept).strip()


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
        digests: Sequence[bytes | None],
        directory: Path | None,
        acted: Sequence[Sequence[str]] | None = None,
        *,
        move_seconds: float | None = None,
        settled: Settled | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``digests`` holds each seat's kept secret, in seat order: a person's seat must have
        one; a seat the rules play has none, whatever is given for it (so none matches).
        ``move_seconds`` is the per-move clock (None: none); ``clock`` the time in seconds it
        and the seats' absences are measured by (``time.monotonic``; a test's own)."""
        wire = entry.wire
        if wire is None:
            raise TableError(f"the game {entry.id!r} cannot be played over the network")
        seats = entry.game.seat_count(match.setup.config)
        if len(digests) != seats or (acted is not None and len(acted) != seats):
            raise TableError(f"the seats' secrets or moves are not for a game of {seats} seats")
        if move_seconds is not None and not move_seconds > 0:
            raise TableError("the per-move clock must be a positive number of seconds")
        ruled = frozenset(entry.ruled_seats(match.setup.config))
        people = people_seats(entry, match.setup.config)
        if not people or not ruled <= frozenset(range(seats)):
            raise TableError("the rules name seats that leave nobody to play at this table")
        if any(digests[seat] is None for seat in people):
            raise TableError("a person's seat at this table has no secret")
        if settled is not None and settled.seat not in people:
            raise TableError(f"the game was settled by seat {settled.seat}, not at this table")
        self._entry = entry
        self._wire: ViewCodec = wire
        self._owner = MatchOwner(entry.game)
        self._owner.replace(match, Replacement.RESUMED)
        self._ruled = ruled
        self._people = people
        self._digests = tuple(None if seat in ruled else kept for seat, kept in enumerate(digests))
        self._directory = directory
        self._acted = [deque(ids, maxlen=REMEMBERED_IDS) for ids in (acted or [()] * seats)]
        self._public = wire.public_config(match.setup.config)
        self._settled = settled
        self._offer: Pending | None = None
        self._chat: deque[Line] = deque(maxlen=CHAT_KEPT)
        self._move_seconds = move_seconds
        self._clock = clock
        self._deadline: float | None = None
        """When the seat to move loses on time (by ``clock``); None with no clock running."""
        self._clock_running = False
        """The clock has been started (``run_clock``): it waits for every seat to sit down."""

    # -- making and resuming -------------------------------------------------------------

    @classmethod
    def new(
        cls,
        entry: GameEntry,
        config: Any,
        *,
        directory: Path | None,
        chance_seed: int | None = None,
        tokens: Mapping[int, str] | None = None,
        move_seconds: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> tuple[Table, dict[int, str]]:
        """A table at the deal of ``config`` and each person's secret by seat (for the
        invites: the table keeps only their digests); a seat the rules play
        (``GameEntry.ruled_seats``) has none. ``chance_seed`` None draws one at random;
        ``tokens`` None makes new secrets, else gives one for each person's seat and no other
        (``people_seats``); ``move_seconds`` the per-move clock (None: none). With a
        ``directory`` the history is written there at once."""
        seats = entry.game.seat_count(config)
        people = people_seats(entry, config)
        if tokens is None:
            secrets_ = {seat: new_token() for seat in people}
        elif sorted(tokens) == list(people):
            secrets_ = dict(tokens)
        else:
            raise TableError(f"the secrets given are not for the people's seats {list(people)}")
        seed = secrets.randbits(62) if chance_seed is None else chance_seed
        setup = MatchSetup(entry, config, players=(SeatKind.HUMAN,) * seats, chance_seed=seed)
        digests = [digest(secrets_[seat]) if seat in secrets_ else None for seat in range(seats)]
        table = cls(entry, Match(setup), digests, directory, move_seconds=move_seconds, clock=clock)
        table._write()
        return table, secrets_

    @classmethod
    def resume(
        cls, directory: Path, games: Catalogue, *, clock: Callable[[], float] = time.monotonic
    ) -> Table:
        """The table whose history ``directory`` holds, as its last move left it;
        ``TableError`` naming the problem when it holds none that can be read."""
        try:
            data = json.loads(read_regular_file(directory / TABLE_FILE, MAX_TABLE_FILE))
        except (FileRefusedError, ValueError, RecursionError) as error:
            raise TableError(f"cannot read {TABLE_FILE}: {type(error).__name__}") from None
        try:
            if data["format"] != TABLE_FORMAT or data["version"] not in READ_VERSIONS:
                raise TableError(f"{TABLE_FILE} is not a table file of this app")
            game = data["game"]
            # A seat the rules play keeps null (version 1 and 2 files of tables without one:
            # a digest for every seat).
            digests = [None if text is None else bytes.fromhex(text) for text in data["tokens"]]
            acted = [[str(ident) for ident in ids] for ids in data["acted"]]
            move_seconds, settled = _read_version_2(data) if data["version"] >= 2 else (None, None)
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
        return cls(
            entry,
            loaded.match(),
            digests,
            directory,
            acted,
            move_seconds=move_seconds,
            settled=settled,
            clock=clock,
        )

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
    def people(self) -> tuple[int, ...]:
        """The seats people play, in seat order: each has a secret, an invite, and is waited
        for (every seat but those the rules play)."""
        return self._people

    @property
    def ruled(self) -> frozenset[int]:
        """The seats the rules play (``GameEntry.ruled_seats``): no secret, nobody waited for."""
        return self._ruled

    @property
    def clock(self) -> Callable[[], float]:
        """The time in seconds the table measures by (the per-move clock, absences)."""
        return self._clock

    @property
    def move_seconds(self) -> float | None:
        """The per-move clock: the seconds each decision may take; None: no clock."""
        return self._move_seconds

    @property
    def settled(self) -> Settled | None:
        """How the game was settled at the table; None while it goes on or when its rules
        ended it."""
        return self._settled

    @property
    def over(self) -> bool:
        """The game has ended, by its rules or settled at the table."""
        return self._settled is not None or self.match.over

    @property
    def offer(self) -> Pending | None:
        """The offer waiting for an answer."""
        return self._offer

    @property
    def chat(self) -> tuple[Line, ...]:
        """The last lines of chat, oldest first (``CHAT_KEPT`` at most)."""
        return tuple(self._chat)

    def to_move(self) -> int | None:
        """The seat to decide now; None once the game is over (settled or by its rules)."""
        if self._settled is not None:
            return None
        seat = self.match.to_move()
        return None if seat is None else int(seat)

    def returns(self) -> tuple[float, ...] | None:
        """Each seat's result once over: the settlement's, else the rules' own."""
        if self._settled is not None:
            return settled_returns(self._settled, self.seats, self._ruled)
        return self.match.returns()

    def seconds_left(self) -> float | None:
        """The seconds the seat to move has left on the per-move clock; None without one."""
        if self._deadline is None:
            return None
        return max(0.0, self._deadline - self._clock())

    @property
    def sequence(self) -> int:
        """How many plies the game has had, rolls included: the snapshots' number."""
        return len(self.match.plies)

    def seat_of(self, token: str) -> int | None:
        """The person's seat whose secret ``token`` is, or None (never a seat the rules play:
        it has no secret). Every person's digest is compared, in constant time, whichever
        matches: the time taken tells nothing of the secrets."""
        given = digest(token)
        found = None
        for seat in self._people:
            kept = self._digests[seat]
            if kept is not None and hmac.compare_digest(given, kept):
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
            move_seconds=self._move_seconds,
            draws=self._entry.draws,
        )

    def snapshot(self, seat: int, since: int | None) -> Snapshot:
        """``seat``'s snapshot now, with the events of the plies after the first ``since``;
        None for a connection's first snapshot, which is full: the whole game's events."""
        match = self.match
        rules = self._entry.game
        state = match.state
        to_move = self.to_move()
        events = [event for ply in match.plies[since or 0 :] for event in ply.events]
        legal = (
            [self._wire.write_action(self._public, action) for action in match.legal_actions()]
            if to_move == seat
            else []
        )
        returns = self.returns()
        return Snapshot(
            seq=self.sequence,
            full=since is None,
            to_move=to_move,
            view=self._wire.write_view(self._public, rules.observe(state, seat)),
            legal=legal,
            events=self._wire.write_events(self._public, rules.redact(events, seat)),
            returns=None if returns is None else list(returns),
            settled=self._settled,
            offer=self._offer,
            seconds_left=self.seconds_left(),
            chat=list(self._chat) if since is None else [],
        )

    # -- moving ---------------------------------------------------------------------------

    def act(self, seat: int, seq: int, text: str, action_id: str) -> Outcome:
        """Apply ``seat``'s move ``text``, chosen at snapshot ``seq``, once per
        ``action_id``; ``Refusal`` (nothing changed) saying why it is not applied."""
        if action_id in self._acted[seat]:
            return Outcome(applied=False)
        match = self.match
        to_move = self.to_move()
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
        self._offer = None  # a move withdraws an offer: it was made of the game before it
        self._start_clock()
        self._keep()
        return Outcome(applied=True)

    # -- between the people at the table ---------------------------------------------------

    def resign(self, seat: int) -> Settled:
        """``seat`` gives the game up: settled, the others win; at a table with seats the
        rules play, every person loses and those seats win (ruling SP-24)."""
        self._going_on()
        return self._settle(Settled(how=Settlement.RESIGNED, seat=seat))

    def propose(self, seat: int, kind: OfferKind) -> Pending:
        """``seat`` offers a draw or an undo to the others; ``Refusal`` when it may not: the
        game is over, an offer is pending, the game has no draws, the seat has no decision
        to take back."""
        self._going_on()
        if self._offer is not None:
            raise Refusal(RefusalCode.OFFER_PENDING, "an offer already waits for an answer")
        if kind is OfferKind.DRAW and not self._entry.draws:
            raise Refusal(RefusalCode.NO_DRAWS, "this game cannot end drawn")
        if kind is OfferKind.UNDO and self._last_decision(seat) is None:
            raise Refusal(RefusalCode.NO_UNDO, "you have made no move to take back")
        self._offer = Pending(kind=kind, seat=seat)
        return self._offer

    def answer(self, seat: int, kind: OfferKind, accept: bool) -> Pending:
        """``seat`` answers the pending offer of ``kind``: accepted, a draw settles the game
        drawn and an undo takes the game back to before the offerer's last decision (the
        plies after it, rolls included, gone; the seeded chance rolls the same again);
        declined, nothing but the offer goes. Returns the offer answered; ``Refusal`` when
        there is none of that kind or it is the seat's own."""
        offer = self._offer
        if offer is None or offer.kind is not kind or self.over:
            raise Refusal(RefusalCode.NO_OFFER, f"no {kind.value} offer waits for an answer")
        if offer.seat == seat:
            raise Refusal(RefusalCode.OWN_OFFER, "only another seat may answer your offer")
        self._offer = None
        if not accept:
            return offer
        if kind is OfferKind.DRAW:
            self._settle(Settled(how=Settlement.DRAWN, seat=seat))
        else:
            self._take_back(offer.seat)
        return offer

    def say(self, seat: int, text: str) -> Line:
        """``seat``'s chat line as relayed: plain text, kept among the last ``CHAT_KEPT``;
        ``Refusal`` when nothing is left of it."""
        cleaned = clean_chat(text)
        if not cleaned:
            raise Refusal(RefusalCode.CHAT, "that line says nothing")
        line = Line(seat=seat, text=cleaned)
        self._chat.append(line)
        return line

    def claim(self, seat: int, away: Mapping[int, float], away_seconds: float) -> Settled:
        """``seat`` claims the game, ``away`` giving each seat with nobody connected the
        seconds it has been away: allowed at a table of two people and no seat the rules play,
        when the other person has been away ``away_seconds`` or more. Settled claimed, the
        claimer winning. Never at a table with a seat the rules play: the other person there is
        a partner against the rules, not an opponent, and winning alone is no result the game
        has (ruling SP-24)."""
        self._going_on()
        if not may_claim(self.seats, self._ruled):
            raise Refusal(RefusalCode.CLAIM, "a game is claimed only at a table of two")
        other = 1 - seat
        if away.get(other, 0.0) < away_seconds:
            reason = f"your opponent must be away {away_seconds:g} seconds before a claim"
            raise Refusal(RefusalCode.CLAIM, reason)
        return self._settle(Settled(how=Settlement.CLAIMED, seat=seat))

    def time_out(self) -> Settled | None:
        """The per-move clock's verdict now: the game settled on time against the seat to
        move if its time has run out (None, nothing changed, if it has not)."""
        seat = self.to_move()
        left = self.seconds_left()
        if seat is None or left is None or left > 0:
            return None
        return self._settle(Settled(how=Settlement.TIME, seat=seat))

    def _going_on(self) -> None:
        if self.over:
            raise Refusal(RefusalCode.OVER, "the game is over")

    def _settle(self, settled: Settled) -> Settled:
        self._settled = settled
        self._offer = None
        self._deadline = None
        self._keep()
        return settled

    def _last_decision(self, seat: int) -> int | None:
        """The index of ``seat``'s last decision among the plies that may be taken back."""
        match = self.match
        plies = match.plies
        for index in range(len(plies) - 1, match.floor - 1, -1):
            if plies[index].seat == seat:
                return index
        return None

    def _take_back(self, seat: int) -> None:
        """The match as it was before ``seat``'s last decision, replayed from the deal (the
        rolls as recorded; those after it are made again by the seeded chance, the same)."""
        match = self.match
        index = self._last_decision(seat)
        if index is None:  # checked when offered; nothing has moved since (a move withdraws)
            raise Refusal(RefusalCode.NO_UNDO, "there is no move to take back")
        actions = [ply.action for ply in match.plies[:index]]
        self._owner.replace(Match.replayed(match.setup, actions), Replacement.TAKEN_BACK)
        self._start_clock()
        self._keep()

    def run_clock(self) -> None:
        """Start the per-move clock, a whole move's time for the seat to move: the server
        calls it when every seat has connected (a table made, or resumed after a restart,
        waits for its players to sit down before anyone's time runs). Once started it runs
        on, through absences. Nothing without a clock, or once it runs."""
        if not self._clock_running:
            self._clock_running = True
            self._start_clock()

    @property
    def clock_running(self) -> bool:
        """Whether ``run_clock`` has started the per-move clock (never, without one)."""
        return self._clock_running and self._move_seconds is not None

    def _start_clock(self) -> None:
        """A whole move's time for the seat to move (no clock once over or before it runs)."""
        if self._move_seconds is None or not self._clock_running or self.over:
            self._deadline = None
        else:
            self._deadline = self._clock() + self._move_seconds

    def _keep(self) -> None:
        """Write the history; a failure is logged and the game goes on."""
        try:
            self._write()
        except OSError as error:
            # The change stands and every seat is told it: a full disk costs the resume after
            # a restart, not the game being played. The next change's write tries again.
            _LOG.error("cannot write the table's history: %s", error)

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
            "tokens": [None if kept is None else kept.hex() for kept in self._digests],
            "acted": [list(ids) for ids in self._acted],
            "move_seconds": self._move_seconds,
            "settled": None if self._settled is None else self._settled.model_dump(mode="json"),
        }
        atomic_write_text(self._directory / TABLE_FILE, json.dumps(table, indent=1) + "\n")


def people_seats(entry: GameEntry, config: Any) -> tuple[int, ...]:
    """The seats of ``config`` that people play, in seat order: all but those the rules play
    (``GameEntry.ruled_seats``)."""
    ruled = entry.ruled_seats(config)
    return tuple(seat for seat in range(entry.game.seat_count(config)) if seat not in ruled)


def may_claim(seats: int, ruled: frozenset[int]) -> bool:
    """Whether a game may be claimed at a table of ``seats`` of which the rules play ``ruled``:
    only two people against each other (ruling SP-24: at a table the rules play a seat of, the
    other person is a partner)."""
    return seats == 2 and not ruled


def _read_version_2(data: dict[str, Any]) -> tuple[float | None, Settled | None]:
    """The per-move clock and the settlement of a version 2 table file; ``TypeError`` or
    ``ValueError`` when either is not what it must be."""
    seconds = data["move_seconds"]
    if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, int | float)):
        raise TypeError("move_seconds")
    settled = data["settled"]
    return (
        None if seconds is None else float(seconds),
        None if settled is None else Settled.model_validate(settled, strict=False),
    )
