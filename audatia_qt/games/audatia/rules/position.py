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
- A ruleset's own lines (``Ruleset.seat_lines``), written and read by its module, before
  ``ruled-out``: ``<seat> points:`` Salle Play's points (written when not 0), ``<seat>
  declined: yes`` for the seat that lost the last bout by two draws (R-041); ``<seat> row:``
  Sudden Death's face-down row, leftmost first (``-`` for a laid row now empty; absent before
  it is laid). Another ruleset's lines are refused.
- ``<seat> ruled-out:`` what skipped windows told the opponent (``ruled_out``, R-013): sets
  of cards the hand does not hold all together, each written as its cards joined by commas
  (``ruled-out: feint,punta-b tempo``); written when not empty.
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

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from audatia_qt.games.audatia.rules.cards import DeckDef, Side, Virtue, VirtueBonus
from audatia_qt.games.audatia.rules.config import CardKind, CardTable, GameConfig, Seat, Variant
from audatia_qt.games.audatia.rules.position_words import (
    CONTEXT_FIELDS,
    HEADER,
    SEAT_LINES,
    VERSION,
    Line,
    PositionError,
    listed,
    read_count,
    read_enum,
    read_int,
    read_optional_seat,
    read_seat,
    read_switch,
)
from audatia_qt.games.audatia.rules.position_words import format_position as format_position
from audatia_qt.games.audatia.rules.position_words import only_count as _only_count
from audatia_qt.games.audatia.rules.ruleset import RULESETS
from audatia_qt.games.audatia.rules.state import (
    Context,
    GameState,
    Outcome,
    Phase,
    PlayerState,
    Reason,
)

__all__ = ["HEADER", "SEAT_LINES", "VERSION", "PositionError", "format_position", "parse_position"]

_TOP_LINES = ("decks", "game", "turn", "outcome", "context")
_COMMENT = re.compile(r"(?:^|\s)#.*$")
_BONUS = re.compile(r"^([a-z]+)([+-][0-9]{1,3})$")


# -- reading ------------------------------------------------------------------------------


@dataclass
class _Reader:
    """The position being read: its lines, and where each card was first listed."""

    lines: dict[str, Line]
    """Every line by its head, but the ``context:`` lines."""
    contexts: list[Line]
    cards: CardTable = field(init=False)
    placed: dict[int, Line] = field(default_factory=dict)

    def card(self, line: Line, word: str, seat: Seat | None) -> int:
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

    def zone(self, line: Line, words: list[str], seat: Seat, holds: str) -> tuple[int, ...]:
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
    ruleset = config.ruleset
    own = _ruleset_lines(reader.lines, ruleset.seat_lines)
    return GameState(
        config=config,
        players=players,
        phase=read_enum(turn, Phase, values["phase"], "phase"),
        to_move=read_optional_seat(turn, values["to-move"]),
        context=_parse_context(reader),
        draws=read_count(turn, values.get("draws", "0"), "draws"),
        outcome=_parse_outcome(reader.lines.get("outcome")),
        ply=read_count(turn, values.get("ply", "0"), "ply"),
        variant_state=ruleset.read_seat_lines(own, reader),
    )


def _ruleset_lines(
    lines: Mapping[str, Line], heads: tuple[str, ...]
) -> dict[tuple[Seat, str], Line]:
    """The lines of the config's ruleset's own state, by seat and head; a line that only
    another ruleset writes is refused."""
    own: dict[tuple[Seat, str], Line] = {}
    for line in lines.values():
        seat_name, _, head = line.head.partition(" ")
        if seat_name not in Seat.__members__ or head in SEAT_LINES:
            continue
        if head not in heads:
            raise line.error(f"'{head}:' is no line of this game's ruleset")
        own[Seat[seat_name], head] = line
    return own


def _split_lines(text: str) -> tuple[dict[str, Line], list[Line]]:
    """The header checked, comments and blank lines dropped; the lines by head, the contexts."""
    lines: dict[str, Line] = {}
    contexts: list[Line] = []
    header_seen = False
    seat_lines = (*SEAT_LINES, *_all_ruleset_lines())
    heads = {*_TOP_LINES, *(f"{seat.name} {line}" for seat in Seat for line in seat_lines)}
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
                f"or A/B followed by one of: {', '.join(seat_lines)})"
            )
        line = Line(number, head, rest.split())
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


def _all_ruleset_lines() -> tuple[str, ...]:
    """The heads of every registered ruleset's own seat lines, each once, in registry order."""
    return tuple(
        dict.fromkeys(head for ruleset in RULESETS.values() for head in ruleset.seat_lines)
    )


def _parse_config(lines: Mapping[str, Line], decks: Mapping[str, DeckDef]) -> GameConfig:
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
            variant = read_enum(game, Variant, values["variant"], "variant")
        if "challenger" in values:
            challenger = read_seat(game, values["challenger"])
        if "seed" in values:
            seed = read_int(game, values["seed"], "seed")
        if "break" in values:
            break_rule = read_switch(game, values["break"], "break", ("off", "on"))
    return GameConfig(
        (found[0], found[1]),
        challenger=challenger,
        seed=seed,
        break_rule=break_rule,
        variant=variant,
    )


def _parse_player(reader: _Reader, seat: Seat) -> PlayerState:
    def line(name: str) -> Line | None:
        return reader.lines.get(f"{seat.name} {name}")

    def zone(name: str, holds: str) -> tuple[int, ...]:
        found = line(name)
        return () if found is None else reader.zone(found, listed(found.words), seat, holds)

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
        changes["stack_side"] = read_enum(found, Side, found.words[0], "side")
        changes["stack"] = reader.zone(found, listed(found.words[1:]), seat, "action")
    found = line("virtues")
    if found is not None:
        virtues = [read_enum(found, Virtue, word, "virtue") for word in listed(found.words)]
        if len(set(virtues)) != len(virtues):
            raise found.error("a virtue is listed twice")
        changes["virtues"] = frozenset(virtues)
    found = line("pending")
    if found is not None:
        changes["pending_bonus"] = _bonuses(found, listed(found.words))
    found = line("bonus")
    if found is not None:
        words = found.words
        if "on" in words:
            at = words.index("on")
            if len(words) != at + 2:
                raise found.error("expected one card after 'on'")
            changes["bonus_card"] = reader.card(found, words[-1], seat)
            words = words[:at]
        changes["bonus"] = _bonuses(found, listed(words))
    found = line("salute")
    if found is not None:
        changes["salute_discards"] = _only_count(found, "salute")
    found = line("known")
    if found is not None:
        changes["known_in_hand"] = frozenset(
            reader.card(found, word, seat) for word in listed(found.words)
        )
    found = line("ruled-out")
    if found is not None:
        changes["ruled_out"] = frozenset(
            frozenset(reader.card(found, card, seat) for card in word.split(","))
            for word in listed(found.words)
        )
    return PlayerState().with_(**changes)


def _parse_context(reader: _Reader) -> Context:
    by_key = {spec.key: spec for spec in CONTEXT_FIELDS}
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


def _parse_outcome(line: Line | None) -> Outcome | None:
    if line is None or line.words == ["-"]:
        return None
    if len(line.words) != 2:
        raise line.error("expected '<winner> <reason>', e.g. 'A unparried_attack', or '-'")
    winner = None if line.words[0] == "draw" else read_seat(line, line.words[0])
    return Outcome(winner, read_enum(line, Reason, line.words[1], "reason"))


# -- words --------------------------------------------------------------------------------


def _pairs(line: Line, keys: set[str]) -> dict[str, str]:
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


def _bonuses(line: Line, words: list[str]) -> tuple[VirtueBonus, ...]:
    found = []
    for word in words:
        match = _BONUS.match(word)
        if match is None:
            raise line.error(f"'{word}' is not '<virtue>+<amount>', e.g. 'audatia+4'")
        found.append(VirtueBonus(read_enum(line, Virtue, match[1], "virtue"), int(match[2])))
    return tuple(found)
