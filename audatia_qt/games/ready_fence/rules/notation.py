"""The moves written down: one line of plain text per action, for saves, replays and the
network (engine.game.Game.format_action).

``<seat> <kind> [card=N] [bonus=N] [amount=N] [guard=G] [step=S]``: the kind is the notation
word of ``ActionKind`` (actions.py), the cards their indexes in the config's card set.
"""

from __future__ import annotations

from audatia_qt.games.ready_fence.rules.actions import Action, ActionKind
from audatia_qt.games.ready_fence.rules.cards import Guard
from audatia_qt.games.ready_fence.rules.config import Config

_KINDS = {kind.value: kind for kind in ActionKind}
_GUARDS = {guard.value: guard for guard in Guard}
_FIELDS = ("card", "bonus", "amount", "guard", "step")


def format_action(config: Config, action: Action) -> str:
    """``action`` in the notation (the rulebook's moves, "Play the Game")."""
    words = [str(action.seat), action.kind.value]
    for name in _FIELDS:
        value = getattr(action, name)
        if value is not None:
            words.append(f"{name}={value.value if isinstance(value, Guard) else value}")
    return " ".join(words)


def parse_action(config: Config, text: str) -> Action:
    """The action ``text`` names; ``ValueError`` saying in one line what is wrong with it."""
    words = text.split()
    if len(words) < 2:
        raise ValueError(f"{text!r} is not '<seat> <move> [name=value ...]'")
    seat = _number(words[0], "seat", text)
    if seat not in (0, 1):
        raise ValueError(f"{text!r}: the seat is 0 or 1")
    kind = _KINDS.get(words[1])
    if kind is None:
        raise ValueError(f"{text!r}: no move called {words[1]!r}")
    values: dict[str, int | Guard] = {}
    for word in words[2:]:
        name, sep, value = word.partition("=")
        if not sep or name not in _FIELDS or name in values:
            raise ValueError(
                f"{text!r}: {word!r} is not one of card=, bonus=, amount=, guard=, step="
            )
        if name == "guard":
            guard = _GUARDS.get(value)
            if guard is None:
                raise ValueError(f"{text!r}: no weapon position called {value!r}")
            values[name] = guard
        else:
            values[name] = _number(value, name, text)
    for name in ("card", "bonus"):
        index = values.get(name)
        if isinstance(index, int) and not 0 <= index < len(config.cards.cards):
            raise ValueError(f"{text!r}: no card {index} in the card set")
    guard_value = values.get("guard")
    return Action(
        seat,
        kind,
        card=_int(values.get("card")),
        bonus=_int(values.get("bonus")),
        amount=_int(values.get("amount")),
        guard=guard_value if isinstance(guard_value, Guard) else None,
        step=_int(values.get("step")),
    )


def _int(value: int | Guard | None) -> int | None:
    """A numeric field's value, None when absent."""
    return value if isinstance(value, int) else None


def _number(word: str, what: str, text: str) -> int:
    """``word`` as an int, or a one-line ``ValueError`` naming ``what``."""
    try:
        return int(word)
    except ValueError:
        raise ValueError(f"{text!r}: the {what} {word!r} is not a whole number") from None
