"""A move as a lesson writes it: ``<seat> <move> [<card>] [bonus=<card>] [amount=N]
[guard=<position>] [step=N]``, the cards named by their ids in the deck file
(``0 attack straight-thrust-3``, ``1 answer parry-riposte``, ``0 guard guard=invitation``,
``0 move step=1``).

The rules' notation names a card by its index in the card set (rules/notation.py), which a
person writing a lesson cannot know and which changes with the deck file; a lesson names the
card's design instead, and a pattern matches whichever copy of it the seat plays. A field the
pattern leaves out matches any value: ``0 attack`` is every attack, a whole kind of move.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from audatia_qt.games.ready_fence.rules import Action, ActionKind, Config, Guard
from audatia_qt.games.ready_fence.rules.actions import CHANCE_KINDS

#: The moves a lesson may write: every kind but chance's (the match draws and tosses them).
_KINDS = {kind.value: kind for kind in ActionKind if kind not in CHANCE_KINDS}
_GUARDS = {guard.value: guard for guard in Guard}
_NUMBERS = ("amount", "step")


class MoveError(ValueError):
    """A move a lesson writes that is not a move of the game; the message says why."""


@dataclass(frozen=True, slots=True)
class MovePattern:
    """A seat's move with the cards' designs (their ids) rather than their copies."""

    seat: int
    kind: ActionKind
    card: str | None = None
    """The card's id in the deck file, or None for any card (or none)."""
    bonus: str | None = None
    """The bonus card's id, or None for any bonus (or none)."""
    amount: int | None = None
    guard: Guard | None = None
    step: int | None = None

    def matches(self, config: Config, action: Action) -> bool:
        """Whether ``action`` is this move (any copy of the cards, rulebook "The Cards")."""
        if action.seat != self.seat or action.kind is not self.kind:
            return False
        cards = config.cards.cards
        for wanted, index in ((self.card, action.card), (self.bonus, action.bonus)):
            if wanted is not None and (index is None or cards[index].id != wanted):
                return False
        return all(
            wanted is None or wanted == got
            for wanted, got in (
                (self.amount, action.amount),
                (self.guard, action.guard),
                (self.step, action.step),
            )
        )

    def among(self, config: Config, legal: Iterable[Action]) -> Action | None:
        """The first of the ``legal`` moves this pattern matches, or None."""
        return next((action for action in legal if self.matches(config, action)), None)

    def written(self) -> str:
        """The pattern as a lesson writes it."""
        words = [str(self.seat), self.kind.value]
        if self.card is not None:
            words.append(self.card)
        if self.bonus is not None:
            words.append(f"bonus={self.bonus}")
        if self.amount is not None:
            words.append(f"amount={self.amount}")
        if self.guard is not None:
            words.append(f"guard={self.guard.value}")
        if self.step is not None:
            words.append(f"step={self.step}")
        return " ".join(words)


def parse_move(config: Config, text: str) -> MovePattern:
    """The move ``text`` writes at the table of ``config``; ``MoveError`` saying what is wrong."""
    words = text.split()
    if len(words) < 2:
        raise MoveError(
            "write '<seat> <move> [<card>] [bonus=<card>] [name=value]', e.g. '0 stall'"
        )
    if words[0] not in ("0", "1"):
        raise MoveError(f"'{words[0]}' is not a seat of the strip (0 or 1)")
    kind = _KINDS.get(words[1])
    if kind is None:
        raise MoveError(f"no move '{words[1]}' (one of {', '.join(_KINDS)})")
    ids = {each.id for each in config.cards.cards}
    card: str | None = None
    values: dict[str, str] = {}
    for word in words[2:]:
        name, sep, value = word.partition("=")
        if not sep:
            if card is not None:
                raise MoveError(f"'{word}' is a second card: write bonus=<card> for a bonus")
            card = word
            continue
        if name not in ("bonus", "guard", *_NUMBERS) or name in values:
            raise MoveError(f"'{word}' is not one of bonus=, amount=, guard=, step=")
        values[name] = value
    for named in (card, values.get("bonus")):
        if named is not None and named not in ids:
            raise MoveError(f"no card '{named}' in the deck")
    guard = None
    if "guard" in values:
        guard = _GUARDS.get(values["guard"])
        if guard is None:
            raise MoveError(f"no weapon position '{values['guard']}' (one of {', '.join(_GUARDS)})")
    numbers: dict[str, int] = {}
    for name in _NUMBERS:
        if name in values:
            try:
                numbers[name] = int(values[name])
            except ValueError:
                raise MoveError(f"{name}={values[name]} is not a whole number") from None
    return MovePattern(
        int(words[0]),
        kind,
        card=card,
        bonus=values.get("bonus"),
        amount=numbers.get("amount"),
        guard=guard,
        step=numbers.get("step"),
    )
