"""A move as a lesson writes it: ``<seat> <move> [<card>] [at <target>]``, the card named by its
id in the deck file (``0 attack attack-high at 1``, ``1 shield buckler``, ``0 keep``).

The rules' notation names a card by its index in the card set (rules/notation.py), which a
person writing a lesson cannot know and which changes with the deck file; a lesson names the
card's design instead, and a pattern matches whichever copy of it the seat plays. A pattern
without a card (``0 attack``) matches the move with any card, and without a target any target:
a wrong move may be a whole kind of move.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from audatia_qt.games.swordplay.rules import Action, ActionKind, Config

#: The moves a lesson may write: every kind but the die's faces (the match rolls them).
_KINDS = {kind.value: kind for kind in ActionKind if kind is not ActionKind.ROLL}


class MoveError(ValueError):
    """A move a lesson writes that is not a move of the game; the message says why."""


@dataclass(frozen=True, slots=True)
class MovePattern:
    """A seat's move with the card's design (its id) rather than its copy."""

    seat: int
    kind: ActionKind
    card: str | None = None
    """The card's id in the deck file, or None for any card (or none)."""
    target: int | None = None
    """The attack's target seat, or None for any."""

    def matches(self, config: Config, action: Action) -> bool:
        """Whether ``action`` is this move (any copy of the card, rulebook "The Cards")."""
        if action.seat != self.seat or action.kind is not self.kind:
            return False
        if self.target is not None and action.target != self.target:
            return False
        if self.card is None:
            return True
        return action.card is not None and config.cards.combat[action.card].id == self.card

    def among(self, config: Config, legal: Iterable[Action]) -> Action | None:
        """The first of the ``legal`` moves this pattern matches, or None."""
        return next((action for action in legal if self.matches(config, action)), None)

    def written(self) -> str:
        """The pattern as a lesson writes it."""
        words = [str(self.seat), self.kind.value]
        if self.card is not None:
            words.append(self.card)
        if self.target is not None:
            words += ["at", str(self.target)]
        return " ".join(words)


def parse_move(config: Config, text: str) -> MovePattern:
    """The move ``text`` writes at the table of ``config``; ``MoveError`` saying what is wrong."""
    words = text.split()
    if len(words) < 2:
        raise MoveError("write '<seat> <move> [<card>] [at <target>]', e.g. '0 keep'")
    seat = _seat(config, words[0])
    kind = _KINDS.get(words[1])
    if kind is None:
        raise MoveError(f"no move '{words[1]}' (one of {', '.join(_KINDS)})")
    rest = words[2:]
    target = None
    if len(rest) >= 2 and rest[-2] == "at":
        if kind is not ActionKind.ATTACK:
            raise MoveError(f"only an attack has a target, not '{kind.value}'")
        target = _seat(config, rest[-1])
        rest = rest[:-2]
    if len(rest) > 1:
        raise MoveError(f"'{' '.join(rest)}' is more than one card")
    card = rest[0] if rest else None
    if card is not None:
        ids = {each.id for each in config.cards.combat}
        if card not in ids:
            raise MoveError(f"no card '{card}' in the combat deck")
    return MovePattern(seat, kind, card, target)


def _seat(config: Config, word: str) -> int:
    if not word.isdigit() or not 0 <= int(word) < config.seat_count:
        raise MoveError(f"'{word}' is not a seat of this table (0 to {config.seat_count - 1})")
    return int(word)
