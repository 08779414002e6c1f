"""Text notation for actions and events, for transcripts, bug reports and scenario tests.

An action reads ``<seat> <verb> [<card> [<card>]] [<choice>]``, for example
``A attack mandritto-fendente-tr#1``, ``B trade punta-b roverso-mezano-b``,
``B virtue prudentia`` or ``A wait``. Cards are named as in their owner's deck file (with ``#n``
for copies); an action only ever names the acting seat's own cards. ``parse_action`` turns the
text back into the action, so ``parse_action(config, format_action(config, a)) == a``.

Whole positions have their own notation, in ``rules.position``: ``format_position``
and ``parse_position`` write and read a ``GameState`` as a few lines of the same card names.
"""

from __future__ import annotations

from audatia_qt.games.audatia.rules.actions import Action, ActionKind
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.events import Event

#: Verbs that end with a word of choice rather than a card.
_CHOICE_VERBS = frozenset({ActionKind.CHOOSE_VIRTUE, ActionKind.ORIENT})


class NotationError(ValueError):
    """Text that is not a well-formed action for this game; the message says what is wrong."""


def format_action(config: GameConfig, action: Action) -> str:
    """The action as one line of notation."""
    parts = [action.seat.name, action.kind.value]
    for card in (action.card, action.card2):
        if card is not None:
            parts.append(config.cards[card].name)
    if action.choice is not None:
        parts.append(action.choice)
    return " ".join(parts)


def parse_action(config: GameConfig, text: str) -> Action:
    """Read one line of action notation; raises ``NotationError`` naming the bad word."""
    words = text.split()
    if len(words) < 2:
        raise NotationError(f"'{text}': an action is '<seat> <verb> ...', e.g. 'A wait'")
    seat_word, verb, *rest = words
    if seat_word not in Seat.__members__:
        raise NotationError(f"'{seat_word}' is not a seat (A or B)")
    seat = Seat[seat_word]
    try:
        kind = ActionKind(verb)
    except ValueError:
        verbs = ", ".join(k.value for k in ActionKind)
        raise NotationError(f"'{verb}' is not an action verb (one of: {verbs})") from None
    choice = None
    if kind in _CHOICE_VERBS:
        if len(rest) != 1:
            raise NotationError(f"'{verb}' takes one word of choice")
        choice = rest.pop()
    if len(rest) > 2:
        raise NotationError(f"'{text}': an action names at most two cards")
    cards = []
    for name in rest:
        card = config.cards.by_label.get(f"{seat.name}:{name}")
        if card is None:
            raise NotationError(f"'{name}' is not a card of seat {seat.name}")
        cards.append(card)
    return Action(
        seat,
        kind,
        cards[0] if cards else None,
        cards[1] if len(cards) > 1 else None,
        choice,
    )


def format_event(config: GameConfig, event: Event) -> str:
    """An event as one line: ``<kind> [<seat>] [<card label>|?] [<detail>]``."""
    parts = [event.kind.value]
    if event.seat is not None:
        parts.append(event.seat.name)
    if event.card is not None:
        parts.append(config.cards[event.card].label)
    if event.detail:
        parts.append(event.detail)
    return " ".join(parts)
