"""Text notation for whole positions: a ``GameState`` as a few lines a person can read and edit.

``format_position`` writes every field of the state; ``parse_position`` reads it back, so
``parse_position(format_position(state), decks) == state``. A scenario test or a bug report is
then a short text (ARCHITECTURE.md, "Tests: the kinds we keep")::

    audatia-position 1
    decks: galeazzo-da-mantoa boucicault
    game: challenger=A seed=7 break=on
    turn: phase=react to-move=B ply=42 draws=0
    A hand: roverso-fendente-b punta-b soprana-tor-di-spada
    A deck: -
    A discard: tempo#1
    A facedown: -
    A poste: corona tutta-porta-di-ferro            # the Posta pile
    A posta: donna-destra                           # left by the attack
    A stack: right mandritto-fendente-tr#1          # the side, then the cards, bottom first
    A virtues: audatia fortitudo
    A bonus: fortitudo+2 on mandritto-fendente-tr#1 # rides on that strike while it tops
    B hand: mandritto-fendente-b roverso-sottano-b punta-exchange#1
    B posta: corona in                              # "in": still standing in it
    B stack: middle
    B virtues: prudentia
    context: attacker=A attack-card=A:mandritto-fendente-tr#1 attack-posta=A:donna-destra

The first line names the format and its version. Every other line is ``<what>: <words>``:

- ``decks:`` the deck ids of seats A and B (required).
- ``game:`` the fixed options: ``challenger=``, ``seed=``, ``break=on|off``, and for a variant
  ``variant=salle|sudden-death`` (absent for the standard game). In Salle Play ``challenger=``
  names the current Challenger (R-030.5).
- ``turn:`` ``phase=`` (required), ``to-move=`` (A, B or ``-``), ``ply=`` and ``draws=``.
- ``outcome:`` the winner and the reason, e.g. ``outcome: A unparried_attack``, or ``draw``
  and the reason for a drawn variant game (``outcome: draw points``); none if absent.
- ``<seat> hand|deck|discard|facedown|poste|known:`` cards, ``-`` for none. The deck is listed
  top first, the discards oldest first; ``known`` is ``known_in_hand``.
- ``<seat> posta:`` the chosen Posta or ``-``, then ``in`` while the player stands in it.
- ``<seat> stack:`` the Stack's side (left, middle, right), then its cards, bottom first.
- ``<seat> virtues:`` the Virtue cards held; ``<seat> pending:`` virtue promised to the next
  strike, e.g. ``audatia+4``; ``<seat> bonus:`` virtue carried by a strike, ``... on <card>``;
  ``<seat> salute:`` how many cards the player discarded to salute. These three and ``known``
  are written only when they are not empty.
- ``<seat> points:`` Salle Play's points (written when not 0); ``<seat> row:`` Sudden Death's
  face-down row, leftmost first (``-`` for a laid row now empty; absent before it is laid).
- ``context:`` the current exchange as ``key=value`` words, named after ``Context``'s fields
  with hyphens (``attack-card=A:punta-b``, ``waited=A,B``, ``via-skill=yes``). Only the fields
  that differ from their defaults are written; there may be several ``context:`` lines.

Cards in a seat's lines are named as in that seat's deck file (``punta-exchange#2``); elsewhere,
and for the rare card of the other seat, by label (``B:punta-b``). A missing line means the
default: an empty zone, no virtue, no context. Blank lines and comments are ignored; a comment
starts with ``#`` at the start of a line or after a space (``#`` inside a card name is part of
it). Malformed text raises ``PositionError`` naming the line and what is wrong.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from audatia_qt.rules.cards import DeckDef, Side, StrettoSlot, Virtue, VirtueBonus
from audatia_qt.rules.config import CardKind, CardTable, GameConfig, Seat, Variant
from audatia_qt.rules.state import (
    Bind,
    Context,
    GameState,
    Outcome,
    Phase,
    PlayerState,
    Reason,
)

#: The first line's word; its number is the format's version.
HEADER = "audatia-position"
VERSION = 1

#: The lines of one seat's section, in the order ``format_position`` writes them.
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
    "points",
    "row",
)
_TOP_LINES = ("decks", "game", "turn", "outcome", "context")
_COMMENT = re.compile(r"(?:^|\s)#.*$")
_BONUS = re.compile(r"^([a-z]+)([+-][0-9]+)$")
_WRAP = 100

E = TypeVar("E", bound=enum.Enum)
T = TypeVar("T")


class PositionError(ValueError):
    """Text that is not a well-formed position; the message names the line and the problem."""


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
        f"turn: phase={state.phase.value} to-move={_seat_word(state.to_move)} "
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
    if player.points:
        lines.append(f"points: {player.points}")
    if player.row is not None:
        lines.append(f"row: {names(player.row)}")
    return lines


def _format_context(cards: CardTable, context: Context) -> list[str]:
    default = Context()
    words = [
        f"{spec.key}={spec.codec.write(cards, getattr(context, spec.name))}"
        for spec in _CONTEXT
        if getattr(context, spec.name) != getattr(default, spec.name)
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


def _seat_word(seat: Seat | None) -> str:
    return "-" if seat is None else seat.name


def _bonus_words(bonuses: Iterable[VirtueBonus]) -> str:
    return " ".join(f"{bonus.virtue.value}{bonus.amount:+d}" for bonus in bonuses)


# -- reading ------------------------------------------------------------------------------


@dataclass
class _Line:
    """One line of the text: where it is, what it sets, and its words."""

    number: int
    head: str
    words: list[str]

    def error(self, message: str) -> PositionError:
        return PositionError(f"line {self.number} ({self.head}): {message}")


@dataclass
class _Reader:
    """The position being read: its lines, and where each card was first listed."""

    lines: dict[str, _Line]
    """Every line by its head, but the ``context:`` lines."""
    contexts: list[_Line]
    cards: CardTable = field(init=False)
    placed: dict[int, _Line] = field(default_factory=dict)

    def card(self, line: _Line, word: str, seat: Seat | None) -> int:
        """A card named by label, or by name among ``seat``'s cards."""
        if ":" in word or seat is None:
            card = self.cards.by_label.get(word)
            if card is None:
                if ":" not in word:
                    raise line.error(f"'{word}' is not a card label (write A:<name> or B:<name>)")
                raise line.error(f"'{word}' is not a card in this game")
            return card
        card = self.cards.by_label.get(f"{seat.name}:{word}")
        if card is None:
            raise line.error(f"'{word}' is not a card of seat {seat.name}")
        return card

    def zone(self, line: _Line, words: list[str], seat: Seat, holds: str) -> tuple[int, ...]:
        """Cards that lie in a zone: each listed once in the whole position, of the right kind.

        ``holds`` is ``posta`` (Posta cards only), ``action`` (no Posta cards) or ``any``.
        """
        found = []
        for word in words:
            card = self.card(line, word, seat)
            if card in self.placed:
                other = self.placed[card]
                where = "earlier on this line" if other is line else f"on line {other.number}"
                raise line.error(
                    f"{self.cards[card].label} is listed twice (already {where}, {other.head})"
                )
            self.placed[card] = line
            is_posta = self.cards.kind(card) is CardKind.POSTA
            if holds == "posta" and not is_posta:
                raise line.error(f"{self.cards[card].label} is not a Posta card")
            if holds == "action" and is_posta:
                raise line.error(f"{self.cards[card].label} is a Posta card, not an action card")
            found.append(card)
        return tuple(found)


def parse_position(text: str, decks: Mapping[str, DeckDef]) -> GameState:
    """Read position notation back into the state; ``decks`` maps deck ids to definitions.

    Raises ``PositionError`` with a one-line message naming the line and what is wrong.
    """
    reader = _Reader(*_split_lines(text))
    config = _parse_config(reader.lines, decks)
    reader.cards = config.cards
    turn = reader.lines.get("turn")
    if turn is None:
        raise PositionError("no 'turn:' line (e.g. 'turn: phase=mulligan to-move=A')")
    values = _pairs(turn, {"phase", "to-move", "ply", "draws"})
    if "phase" not in values:
        raise turn.error("'phase=' is missing")
    if "to-move" not in values:
        raise turn.error("'to-move=' is missing (A, B or -)")
    players = (_parse_player(reader, Seat.A), _parse_player(reader, Seat.B))
    return GameState(
        config=config,
        players=players,
        phase=_enum(turn, Phase, values["phase"], "phase"),
        to_move=_optional_seat(turn, values["to-move"]),
        context=_parse_context(reader),
        draws=_count(turn, values.get("draws", "0"), "draws"),
        outcome=_parse_outcome(reader.lines.get("outcome")),
        ply=_count(turn, values.get("ply", "0"), "ply"),
    )


def _split_lines(text: str) -> tuple[dict[str, _Line], list[_Line]]:
    """The header checked, comments and blank lines dropped; the lines by head, the contexts."""
    lines: dict[str, _Line] = {}
    contexts: list[_Line] = []
    header_seen = False
    heads = {*_TOP_LINES, *(f"{seat.name} {line}" for seat in Seat for line in SEAT_LINES)}
    for number, raw in enumerate(text.splitlines(), start=1):
        content = _COMMENT.sub("", raw).strip()
        if not content:
            continue
        if not header_seen:
            if content.split() != [HEADER, str(VERSION)]:
                raise PositionError(
                    f"line {number}: expected '{HEADER} {VERSION}' first, found '{content}'"
                )
            header_seen = True
            continue
        head, colon, rest = content.partition(":")
        head = " ".join(head.split())
        if not colon:
            raise PositionError(f"line {number}: expected '<what>: <words>', found '{content}'")
        if head not in heads:
            raise PositionError(
                f"line {number}: unknown line '{head}:' (one of: {', '.join(_TOP_LINES)}, "
                f"or A/B followed by one of: {', '.join(SEAT_LINES)})"
            )
        line = _Line(number, head, rest.split())
        if head == "context":
            contexts.append(line)
        elif head in lines:
            raise PositionError(
                f"line {number}: '{head}:' already given on line {lines[head].number}"
            )
        else:
            lines[head] = line
    if not header_seen:
        raise PositionError(f"empty position: the first line must be '{HEADER} {VERSION}'")
    return lines, contexts


def _parse_config(lines: Mapping[str, _Line], decks: Mapping[str, DeckDef]) -> GameConfig:
    line = lines.get("decks")
    if line is None:
        raise PositionError("no 'decks:' line (the deck ids of seats A and B)")
    if len(line.words) != 2:
        raise line.error(f"expected two deck ids, for seats A and B, found {len(line.words)}")
    found = []
    for deck_id in line.words:
        if deck_id not in decks:
            raise line.error(f"unknown deck '{deck_id}' (known: {', '.join(sorted(decks))})")
        found.append(decks[deck_id])
    game = lines.get("game")
    values = {} if game is None else _pairs(game, {"challenger", "seed", "break", "variant"})
    challenger = Seat.A
    seed = 0
    break_rule = True
    variant = Variant.STANDARD
    if game is not None:
        if "variant" in values:
            variant = _enum(game, Variant, values["variant"], "variant")
        if "challenger" in values:
            challenger = _seat(game, values["challenger"])
        if "seed" in values:
            seed = _int(game, values["seed"], "seed")
        if "break" in values:
            break_rule = _switch(game, values["break"], "break", ("off", "on"))
    return GameConfig(
        (found[0], found[1]),
        challenger=challenger,
        seed=seed,
        break_rule=break_rule,
        variant=variant,
    )


def _parse_player(reader: _Reader, seat: Seat) -> PlayerState:
    def line(name: str) -> _Line | None:
        return reader.lines.get(f"{seat.name} {name}")

    def zone(name: str, holds: str) -> tuple[int, ...]:
        found = line(name)
        return () if found is None else reader.zone(found, _listed(found.words), seat, holds)

    changes: dict[str, object] = {
        "hand": zone("hand", "action"),
        "deck": zone("deck", "action"),
        "discard": zone("discard", "any"),  # an Extended Posta beaten aside is discarded
        "facedown": zone("facedown", "action"),
        "posta_pile": zone("poste", "posta"),
    }
    found = line("posta")
    if found is not None:
        words = found.words
        if not 1 <= len(words) <= 2 or (len(words) == 2 and words[1] != "in"):
            raise found.error("expected '<posta>' or '-', then 'in' if standing in it")
        if words[0] != "-":
            changes["posta"] = reader.zone(found, words[:1], seat, "posta")[0]
        changes["in_posta"] = len(words) == 2
    found = line("stack")
    if found is not None:
        if not found.words:
            raise found.error("expected the Stack's side (left, middle or right), then its cards")
        changes["stack_side"] = _enum(found, Side, found.words[0], "side")
        changes["stack"] = reader.zone(found, _listed(found.words[1:]), seat, "action")
    found = line("virtues")
    if found is not None:
        virtues = [_enum(found, Virtue, word, "virtue") for word in _listed(found.words)]
        if len(set(virtues)) != len(virtues):
            raise found.error("a virtue is listed twice")
        changes["virtues"] = frozenset(virtues)
    found = line("pending")
    if found is not None:
        changes["pending_bonus"] = _bonuses(found, _listed(found.words))
    found = line("bonus")
    if found is not None:
        words = found.words
        if "on" in words:
            at = words.index("on")
            if len(words) != at + 2:
                raise found.error("expected one card after 'on'")
            changes["bonus_card"] = reader.card(found, words[-1], seat)
            words = words[:at]
        changes["bonus"] = _bonuses(found, _listed(words))
    found = line("salute")
    if found is not None:
        changes["salute_discards"] = _only_count(found, "salute")
    found = line("known")
    if found is not None:
        changes["known_in_hand"] = frozenset(
            reader.card(found, word, seat) for word in _listed(found.words)
        )
    found = line("points")
    if found is not None:
        changes["points"] = _only_count(found, "points")
    found = line("row")
    if found is not None:
        changes["row"] = reader.zone(found, _listed(found.words), seat, "action")
    return PlayerState().with_(**changes)


def _parse_context(reader: _Reader) -> Context:
    by_key = {spec.key: spec for spec in _CONTEXT}
    changes: dict[str, object] = {}
    given: dict[str, int] = {}
    for line in reader.contexts:
        if line.words == ["-"]:
            continue
        for key, value in _pairs(line, set(by_key)).items():
            if key in given:
                raise line.error(f"'{key}=' is given twice (also on line {given[key]})")
            given[key] = line.number
            spec = by_key[key]
            changes[spec.name] = spec.codec.read(reader, line, value)
    return Context().with_(**changes)


def _parse_outcome(line: _Line | None) -> Outcome | None:
    if line is None or line.words == ["-"]:
        return None
    if len(line.words) != 2:
        raise line.error("expected '<winner> <reason>', e.g. 'A unparried_attack', or '-'")
    winner = None if line.words[0] == "draw" else _seat(line, line.words[0])
    return Outcome(winner, _enum(line, Reason, line.words[1], "reason"))


# -- words --------------------------------------------------------------------------------


def _listed(words: list[str]) -> list[str]:
    """The words of a list, where a lone ``-`` is the empty list."""
    return [] if words == ["-"] else words


def _pairs(line: _Line, keys: set[str]) -> dict[str, str]:
    """``key=value`` words, each key known and given once."""
    values: dict[str, str] = {}
    for word in line.words:
        key, equals, value = word.partition("=")
        if not equals or not value:
            raise line.error(f"'{word}' is not 'key=value'")
        if key not in keys:
            raise line.error(f"unknown key '{key}' (one of: {', '.join(sorted(keys))})")
        if key in values:
            raise line.error(f"'{key}=' is given twice")
        values[key] = value
    return values


def _enum(line: _Line, kind: type[E], word: str, what: str) -> E:
    try:
        return kind(word)
    except ValueError:
        choices = ", ".join(str(member.value) for member in kind)
        raise line.error(f"'{word}' is not a {what} (one of: {choices})") from None


def _seat(line: _Line, word: str) -> Seat:
    if word not in Seat.__members__:
        raise line.error(f"'{word}' is not a seat (A or B)")
    return Seat[word]


def _optional_seat(line: _Line, word: str) -> Seat | None:
    return None if word == "-" else _seat(line, word)


def _int(line: _Line, word: str, what: str) -> int:
    if not re.fullmatch(r"[+-]?[0-9]+", word):
        raise line.error(f"{what} '{word}' is not a whole number")
    return int(word)


def _count(line: _Line, word: str, what: str) -> int:
    number = _int(line, word, what)
    if number < 0:
        raise line.error(f"{what} '{word}' is negative")
    return number


def _only_count(line: _Line, what: str) -> int:
    """The line's single word as a count (``salute 1``, ``points 2``)."""
    if len(line.words) != 1:
        raise line.error("expected one number")
    return _count(line, line.words[0], what)


def _switch(line: _Line, word: str, what: str, words: tuple[str, str]) -> bool:
    if word not in words:
        raise line.error(f"{what} '{word}' is not '{words[1]}' or '{words[0]}'")
    return word == words[1]


def _bonuses(line: _Line, words: list[str]) -> tuple[VirtueBonus, ...]:
    found = []
    for word in words:
        match = _BONUS.match(word)
        if match is None:
            raise line.error(f"'{word}' is not '<virtue>+<amount>', e.g. 'audatia+4'")
        found.append(VirtueBonus(_enum(line, Virtue, match[1], "virtue"), int(match[2])))
    return tuple(found)


# -- the context's fields -----------------------------------------------------------------


@dataclass(frozen=True)
class _Codec(Generic[T]):
    """How one kind of context value is written as a word and read back."""

    write: Callable[[CardTable, T], str]
    read: Callable[[_Reader, _Line, str], T]


@dataclass(frozen=True)
class _Field:
    name: str
    codec: _Codec[Any]

    @property
    def key(self) -> str:
        return self.name.replace("_", "-")


def _enum_codec(kind: type[E], what: str) -> _Codec[E | None]:
    return _Codec(
        lambda cards, value: "-" if value is None else str(value.value),
        lambda reader, line, word: None if word == "-" else _enum(line, kind, word, what),
    )


def _read_seats(line: _Line, word: str) -> tuple[Seat, ...]:
    seats = tuple(_seat(line, w) for w in _listed(word.split(",")))
    if len(set(seats)) != len(seats):
        raise line.error(f"'{word}' names a seat twice")
    return seats


def _read_cards(reader: _Reader, line: _Line, word: str) -> tuple[int, ...]:
    return tuple(reader.card(line, w, None) for w in _listed(word.split(",")))


_SEAT: _Codec[Seat | None] = _Codec(
    lambda cards, seat: _seat_word(seat),
    lambda reader, line, word: _optional_seat(line, word),
)
_CARD: _Codec[int | None] = _Codec(
    lambda cards, card: "-" if card is None else cards[card].label,
    lambda reader, line, word: None if word == "-" else reader.card(line, word, None),
)
_FLAG: _Codec[bool] = _Codec(
    lambda cards, flag: "yes" if flag else "no",
    lambda reader, line, word: _switch(line, word, "flag", ("no", "yes")),
)
_COUNT: _Codec[int] = _Codec(
    lambda cards, number: str(number),
    lambda reader, line, word: _count(line, word, "number"),
)
_SEAT_SET: _Codec[frozenset[Seat]] = _Codec(
    lambda cards, seats: ",".join(seat.name for seat in sorted(seats)) or "-",
    lambda reader, line, word: frozenset(_read_seats(line, word)),
)
_SEAT_ORDER: _Codec[tuple[Seat, ...]] = _Codec(
    lambda cards, seats: ",".join(seat.name for seat in seats) or "-",
    lambda reader, line, word: _read_seats(line, word),
)
_CARD_LIST: _Codec[tuple[int, ...]] = _Codec(
    lambda cards, ids: ",".join(cards[card].label for card in ids) or "-",
    _read_cards,
)


#: Every field of ``Context`` and its codec; tests check that none is missing.
_CONTEXT = (
    _Field("attacker", _SEAT),
    _Field("attack_card", _CARD),
    _Field("attack_posta", _CARD),
    _Field("parry_card", _CARD),
    _Field("bind", _enum_codec(Bind, "bind")),
    _Field("side", _enum_codec(StrettoSlot, "side")),
    _Field("remedy_card", _CARD),
    _Field("remedy_seat", _SEAT),
    _Field("break_card", _CARD),
    _Field("mezano_card", _CARD),
    _Field("counterattacked", _FLAG),
    _Field("waited", _SEAT_SET),
    _Field("opening_order", _SEAT_ORDER),
    _Field("forced", _SEAT),
    _Field("final_call", _FLAG),
    _Field("measure_passes", _COUNT),
    _Field("skill_chain", _CARD_LIST),
    _Field("resume", _enum_codec(Phase, "phase")),
    _Field("resume_seat", _SEAT),
    _Field("via_skill", _FLAG),
    _Field("seen_posta", _SEAT_SET),
)
