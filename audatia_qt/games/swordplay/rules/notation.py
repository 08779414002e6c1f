"""Moves written down, one line of plain text each, and read back (saves, replays, the
network): ``<seat> <kind> [<card>] [at <target>]`` or ``<seat> roll <face>``, the kind a word
of ``ActionKind``'s values (actions.py). Cards are written by their index in the card set
(cards.py), so a line means the same in every language."""

from __future__ import annotations

from audatia_qt.games.swordplay.rules.actions import Action, ActionKind
from audatia_qt.games.swordplay.rules.config import DIE_FACES, Config

#: The kinds that name a card.
_WITH_CARD = frozenset(
    {
        ActionKind.DISCARD,
        ActionKind.DROP,
        ActionKind.READY,
        ActionKind.ATTACK,
        ActionKind.DEFEND,
        ActionKind.SHIELD,
        ActionKind.DISARM_DROP,
    }
)
_KINDS = {kind.value: kind for kind in ActionKind}


def format_action(config: Config, action: Action) -> str:
    """``action`` as one line of the notation (rulebook, "Playing The Game": the moves)."""
    words = [str(action.seat), action.kind.value]
    if action.kind is ActionKind.ROLL:
        words.append(str(action.face))
    if action.card is not None:
        words.append(str(action.card))
    if action.target is not None:
        words.extend(("at", str(action.target)))
    return " ".join(words)


def parse_action(config: Config, text: str) -> Action:
    """The action ``text`` writes (rulebook, "Playing The Game": the moves); ``ValueError``
    saying what is wrong with the line."""
    words = text.split()
    if len(words) < 2:
        raise ValueError(f"{text!r}: write '<seat> <move> ...', e.g. '0 attack 12 at 1'")
    seat = _number(words[0], "seat", text)
    if not 0 <= seat < config.seat_count:
        raise ValueError(f"{text!r}: no seat {seat} at this table of {config.seat_count}")
    kind = _KINDS.get(words[1])
    if kind is None:
        raise ValueError(f"{text!r}: no move {words[1]!r} (one of {', '.join(_KINDS)})")
    rest = words[2:]
    if kind is ActionKind.ROLL:
        if len(rest) != 1:
            raise ValueError(f"{text!r}: write '<seat> roll <face>'")
        face = _number(rest[0], "face", text)
        if not 1 <= face <= DIE_FACES:
            raise ValueError(f"{text!r}: a d10 face is 1 to {DIE_FACES}, not {face}")
        return Action(seat, kind, face=face)
    if kind is ActionKind.ATTACK:
        if len(rest) != 3 or rest[1] != "at":
            raise ValueError(f"{text!r}: write '<seat> attack <card> at <target>'")
        target = _number(rest[2], "target", text)
        if not 0 <= target < config.seat_count:
            raise ValueError(f"{text!r}: no target seat {target}")
        return Action(seat, kind, card=_card(rest[0], config, text), target=target)
    if kind in _WITH_CARD:
        if len(rest) != 1:
            raise ValueError(f"{text!r}: write '<seat> {kind.value} <card>'")
        return Action(seat, kind, card=_card(rest[0], config, text))
    if rest:
        raise ValueError(f"{text!r}: '{kind.value}' takes nothing after it")
    return Action(seat, kind)


def _number(word: str, what: str, text: str) -> int:
    """``word`` as a whole number (a seat, a card, a face of the d10: rulebook, "Components"),
    or ``ValueError`` naming ``what`` it should be."""
    try:
        return int(word)
    except ValueError:
        raise ValueError(f"{text!r}: the {what} {word!r} is not a number") from None


def _card(word: str, config: Config, text: str) -> int:
    """``word`` as a card of the config's combat deck (rulebook, "Setup" step 3)."""
    index = _number(word, "card", text)
    if not 0 <= index < len(config.cards.combat):
        raise ValueError(f"{text!r}: no card {index} in a deck of {len(config.cards.combat)}")
    return index
