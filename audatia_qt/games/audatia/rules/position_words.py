"""Position notation's words: the writer (``format_position``) and how each value is written as
a word and read back, for ``rules.position``, which reads a whole position.

The notation is described in ``rules.position``. The writer stands here, below ``rules.state``,
because ``GameState.__repr__`` writes a state in it, while the reader builds states and so stands
above: neither imports the other late (issue 18, section 2). This module reads a state only
through its fields, and names ``GameState`` for the type checker alone.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from audatia_qt.games.audatia.rules.cards import StrettoSlot, Virtue, VirtueBonus
from audatia_qt.games.audatia.rules.config import CardTable, Seat, Variant
from audatia_qt.games.audatia.rules.terms import Bind, Phase

if TYPE_CHECKING:
    from audatia_qt.games.audatia.rules.state import Context, GameState

#: The first line's word; its number is the format's version.
HEADER = "audatia-position"
VERSION = 1

#: The lines of one seat's section, in the order ``format_position`` writes them; the lines of a
#: ruleset's own state (``Ruleset.seat_lines``) come before ``ruled-out``.
SEAT_LINES = (
    "hand",
    "deck",
    "discard",
    "facedown",
    "poste",
    "posta",
    "stack",
    "virtues",
    "pending",
    "bonus",
    "salute",
    "known",
    "ruled-out",
)
_WRAP = 100

E = TypeVar("E", bound=enum.Enum)
T = TypeVar("T")


class PositionError(ValueError):
    """Text that is not a well-formed position; the message names the line and the problem."""


@dataclass
class Line:
    """One line of the text: where it is, what it sets, and its words."""

    number: int
    head: str
    words: list[str]

    def error(self, message: str) -> PositionError:
        return PositionError(f"line {self.number} ({self.head}): {message}")


class CardReader(Protocol):
    """Reads a card's word in a line (``rules.position``'s reader)."""

    def card(self, line: Line, word: str, seat: Seat | None) -> int:
        """A card named by label, or by name among ``seat``'s cards."""
        ...


class ZoneReader(CardReader, Protocol):
    """Reads the cards of a zone (``rules.position``'s reader), for a ruleset's own lines."""

    def zone(self, line: Line, words: list[str], seat: Seat, holds: str) -> tuple[int, ...]:
        """Cards that lie in a zone: each listed once in the whole position, of the right kind
        (``holds``: ``posta``, ``action`` or ``any``)."""
        ...


# -- writing ------------------------------------------------------------------------------


def format_position(state: GameState) -> str:
    """The whole state as position notation; ``parse_position`` reads it back unchanged."""
    config = state.config
    cards = config.cards
    lines = [
        f"{HEADER} {VERSION}",
        "decks: " + " ".join(deck.id for deck in config.decks),
        f"game: challenger={config.challenger.name} seed={config.seed} "
        f"break={'on' if config.break_rule else 'off'}"
        + ("" if config.variant is Variant.STANDARD else f" variant={config.variant.value}"),
        f"turn: phase={state.phase.value} to-move={seat_word(state.to_move)} "
        f"ply={state.ply} draws={state.draws}",
    ]
    if state.outcome is not None:
        winner = state.outcome.winner
        word = "draw" if winner is None else winner.name
        lines.append(f"outcome: {word} {state.outcome.reason.value}")
    for seat in Seat:
        lines.extend(f"{seat.name} {line}" for line in _format_player(cards, seat, state))
    lines.extend(_format_context(cards, state.context))
    return "\n".join(lines) + "\n"


def _format_player(cards: CardTable, seat: Seat, state: GameState) -> list[str]:
    player = state.players[seat]

    def names(ids: Iterable[int]) -> str:
        return " ".join(_card_word(cards, seat, card) for card in ids) or "-"

    posta = "-" if player.posta is None else _card_word(cards, seat, player.posta)
    stack = " ".join([player.stack_side.value, *(_card_word(cards, seat, c) for c in player.stack)])
    virtues = " ".join(v.value for v in Virtue if v in player.virtues) or "-"
    lines = [
        f"hand: {names(player.hand)}",
        f"deck: {names(player.deck)}",
        f"discard: {names(player.discard)}",
        f"facedown: {names(player.facedown)}",
        f"poste: {names(player.posta_pile)}",
        f"posta: {posta}{' in' if player.in_posta else ''}",
        f"stack: {stack}",
        f"virtues: {virtues}",
    ]
    if player.pending_bonus:
        lines.append(f"pending: {_bonus_words(player.pending_bonus)}")
    if player.bonus or player.bonus_card is not None:
        words = [_bonus_words(player.bonus)] if player.bonus else []
        if player.bonus_card is not None:
            words += ["on", _card_word(cards, seat, player.bonus_card)]
        lines.append(f"bonus: {' '.join(words)}")
    if player.salute_discards:
        lines.append(f"salute: {player.salute_discards}")
    if player.known_in_hand:
        lines.append(f"known: {names(sorted(player.known_in_hand))}")
    lines += state.config.ruleset.write_seat_lines(state, seat, names)
    if player.ruled_out:
        groups = sorted(sorted(found) for found in player.ruled_out)
        sets = (",".join(_card_word(cards, seat, card) for card in found) for found in groups)
        lines.append(f"ruled-out: {' '.join(sets)}")
    return lines


def _format_context(cards: CardTable, context: Context) -> list[str]:
    # Every Context field has a plain default: read from the class's fields, as the writer
    # does not import the state module (it stands below it).
    default = {f.name: f.default for f in fields(context)}
    words = [
        f"{spec.key}={spec.codec.write(cards, getattr(context, spec.name))}"
        for spec in CONTEXT_FIELDS
        if getattr(context, spec.name) != default[spec.name]
    ]
    if not words:
        return ["context: -"]
    lines = ["context:"]
    for word in words:
        if len(lines[-1]) > len("context:") and len(lines[-1]) + 1 + len(word) > _WRAP:
            lines.append("context:")
        lines[-1] += " " + word
    return lines


def _card_word(cards: CardTable, seat: Seat, card: int) -> str:
    instance = cards[card]
    return instance.name if instance.owner is seat else instance.label


def seat_word(seat: Seat | None) -> str:
    return "-" if seat is None else seat.name


def _bonus_words(bonuses: Iterable[VirtueBonus]) -> str:
    return " ".join(f"{bonus.virtue.value}{bonus.amount:+d}" for bonus in bonuses)


# -- words --------------------------------------------------------------------------------


def listed(words: list[str]) -> list[str]:
    """The words of a list, where a lone ``-`` is the empty list."""
    return [] if words == ["-"] else words


def read_enum(line: Line, kind: type[E], word: str, what: str) -> E:
    try:
        return kind(word)
    except ValueError:
        choices = ", ".join(str(member.value) for member in kind)
        raise line.error(f"'{word}' is not a {what} (one of: {choices})") from None


def read_seat(line: Line, word: str) -> Seat:
    if word not in Seat.__members__:
        raise line.error(f"'{word}' is not a seat (A or B)")
    return Seat[word]


def read_optional_seat(line: Line, word: str) -> Seat | None:
    return None if word == "-" else read_seat(line, word)


#: The most digits a number of position notation has: a seed or a ply count fits in 64 bits,
#: and a longer one (int() refuses more than 4,300 digits with an error of its own) is no game's.
MAX_DIGITS = 18


def read_int(line: Line, word: str, what: str) -> int:
    if not re.fullmatch(r"[+-]?[0-9]+", word):
        raise line.error(f"{what} '{word}' is not a whole number")
    if len(word.lstrip("+-")) > MAX_DIGITS:
        raise line.error(f"{what} has more than {MAX_DIGITS} digits")
    return int(word)


def read_count(line: Line, word: str, what: str) -> int:
    number = read_int(line, word, what)
    if number < 0:
        raise line.error(f"{what} '{word}' is negative")
    return number


def only_count(line: Line, what: str) -> int:
    """The line's single word as a count (``salute 1``, ``points 2``)."""
    if len(line.words) != 1:
        raise line.error("expected one number")
    return read_count(line, line.words[0], what)


def only_switch(line: Line, what: str, words: tuple[str, str]) -> bool:
    """The line's single word as a switch (``declined yes``)."""
    if len(line.words) != 1:
        raise line.error(f"expected '{words[1]}' or '{words[0]}'")
    return read_switch(line, line.words[0], what, words)


def read_switch(line: Line, word: str, what: str, words: tuple[str, str]) -> bool:
    if word not in words:
        raise line.error(f"{what} '{word}' is not '{words[1]}' or '{words[0]}'")
    return word == words[1]


# -- the context's fields -----------------------------------------------------------------


@dataclass(frozen=True)
class Codec(Generic[T]):
    """How one kind of context value is written as a word and read back."""

    write: Callable[[CardTable, T], str]
    read: Callable[[CardReader, Line, str], T]


@dataclass(frozen=True)
class ContextField:
    name: str
    codec: Codec[Any]

    @property
    def key(self) -> str:
        return self.name.replace("_", "-")


def _enum_codec(kind: type[E], what: str) -> Codec[E | None]:
    return Codec(
        lambda cards, value: "-" if value is None else str(value.value),
        lambda reader, line, word: None if word == "-" else read_enum(line, kind, word, what),
    )


def _read_seats(line: Line, word: str) -> tuple[Seat, ...]:
    seats = tuple(read_seat(line, w) for w in listed(word.split(",")))
    if len(set(seats)) != len(seats):
        raise line.error(f"'{word}' names a seat twice")
    return seats


def _read_cards(reader: CardReader, line: Line, word: str) -> tuple[int, ...]:
    return tuple(reader.card(line, w, None) for w in listed(word.split(",")))


_SEAT: Codec[Seat | None] = Codec(
    lambda cards, seat: seat_word(seat),
    lambda reader, line, word: read_optional_seat(line, word),
)
_CARD: Codec[int | None] = Codec(
    lambda cards, card: "-" if card is None else cards[card].label,
    lambda reader, line, word: None if word == "-" else reader.card(line, word, None),
)
_FLAG: Codec[bool] = Codec(
    lambda cards, flag: "yes" if flag else "no",
    lambda reader, line, word: read_switch(line, word, "flag", ("no", "yes")),
)
_COUNT: Codec[int] = Codec(
    lambda cards, number: str(number),
    lambda reader, line, word: read_count(line, word, "number"),
)
_SEAT_SET: Codec[frozenset[Seat]] = Codec(
    lambda cards, seats: ",".join(seat.name for seat in sorted(seats)) or "-",
    lambda reader, line, word: frozenset(_read_seats(line, word)),
)
_SEAT_ORDER: Codec[tuple[Seat, ...]] = Codec(
    lambda cards, seats: ",".join(seat.name for seat in seats) or "-",
    lambda reader, line, word: _read_seats(line, word),
)
_CARD_LIST: Codec[tuple[int, ...]] = Codec(
    lambda cards, ids: ",".join(cards[card].label for card in ids) or "-",
    _read_cards,
)


#: Every field of ``Context`` and its codec; tests check that none is missing.
CONTEXT_FIELDS = (
    ContextField("attacker", _SEAT),
    ContextField("attack_card", _CARD),
    ContextField("attack_posta", _CARD),
    ContextField("parry_card", _CARD),
    ContextField("bind", _enum_codec(Bind, "bind")),
    ContextField("side", _enum_codec(StrettoSlot, "side")),
    ContextField("remedy_card", _CARD),
    ContextField("remedy_seat", _SEAT),
    ContextField("break_card", _CARD),
    ContextField("mezano_card", _CARD),
    ContextField("counterattacked", _FLAG),
    ContextField("waited", _SEAT_SET),
    ContextField("opening_order", _SEAT_ORDER),
    ContextField("forced", _SEAT),
    ContextField("final_call", _FLAG),
    ContextField("measure_passes", _COUNT),
    ContextField("skill_chain", _CARD_LIST),
    ContextField("resume", _enum_codec(Phase, "phase")),
    ContextField("resume_seat", _SEAT),
    ContextField("via_skill", _FLAG),
    ContextField("seen_posta", _SEAT_SET),
)
