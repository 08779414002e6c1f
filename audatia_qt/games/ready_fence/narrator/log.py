"""The bout's log: every event told as one sentence with the rulebook section it follows,
each as its readers may know it.

The no-leak promise (rulebook, "Game Setup": hands "kept hidden from the opponent";
"Discarding and Drawing": a discard "covered"): a card drawn into a hand, or discarded face
down, is named only when every reader is that card's fencer; to anyone else it is "a card".
Every other card an event names lies face up on the table.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.games.ready_fence.narrator.names import card_name, guard_name, seat_name
from audatia_qt.games.ready_fence.rules import Cardless, Config, Event, EventKind

DREW_CARD = translate("ReadyFence", "{player} draws {card} (Discarding and Drawing).")
DREW_HIDDEN = translate("ReadyFence", "{player} draws a card (Discarding and Drawing).")
DEALT_CARD = translate("ReadyFence", "{player} is dealt {card} (Game Setup).")
DEALT_HIDDEN = translate("ReadyFence", "{player} is dealt a card (Game Setup).")
DREW_NOTHING = translate(
    "ReadyFence", "{player} cannot draw: the Timer countdown deck is spent (End of Game)."
)
KEPT_HAND = translate("ReadyFence", "{player} keeps the hand dealt (Game Setup).")
MULLIGAN = translate(
    "ReadyFence", "{player} declares a Mulligan and returns {count} cards to the deck (Game Setup)."
)
COIN = translate("ReadyFence", "The Initiative coin falls for {player} (Game Setup).")
COIN_PRIORITY = translate(
    "ReadyFence", "The Initiative coin gives {player} the Priority (Priority)."
)
TIMER_SET = translate("ReadyFence", "The Timer countdown deck holds {count} cards (Game Setup).")
TURN = translate("ReadyFence", "{player}'s turn (Play the Game).")
MOVED_FORWARD = translate(
    "ReadyFence",
    "{player} steps forward to section {to} (Moving the Miniature Fencer).",
)
MOVED_TO = translate("ReadyFence", "{player} is placed at section {to} (Flèche).")
MOVED_BACK = translate(
    "ReadyFence", "{player} moves back {count} to section {to} (Moving the Miniature Fencer)."
)
GUARD = translate(
    "ReadyFence", "{player} takes the {guard} position (Changing the Position of the Weapon)."
)
DISCARDED_CARD = translate(
    "ReadyFence", "{player} discards {card} face down (Discarding and Drawing)."
)
DISCARDED_HIDDEN = translate(
    "ReadyFence", "{player} discards a card face down (Discarding and Drawing)."
)
STALLED = translate("ReadyFence", "{player} stalls and has {stamina} stamina (Stall).")
TIMER_BURNED = translate(
    "ReadyFence", "A card of the Timer countdown deck is discarded unseen (Stall)."
)
ATTACKED = translate("ReadyFence", "{player} attacks with {card} at speed {speed} (Play a Card).")
ATTACKED_BONUS = translate(
    "ReadyFence",
    "{player} attacks with {card} and {bonus} at speed {speed} (Orange and Two-Color Cards).",
)
ANSWERED = translate(
    "ReadyFence", "{player} answers with {card} at speed {speed} (Fencing Phrase)."
)
ANSWERED_BONUS = translate(
    "ReadyFence",
    "{player} answers with {card} and {bonus} at speed {speed} (Orange and Two-Color Cards).",
)
FEINTED = translate("ReadyFence", "{player} plays {card} and ends the phrase (Feint, Option 2).")
FEINTED_WITH = translate(
    "ReadyFence", "{player} plays {card} and attacks anew with {bonus} (Feint, Option 1)."
)
PARRIED = translate(
    "ReadyFence",
    "{player} parries without a card, spending {stamina} stamina (Defensive Actions without "
    "Cards: Parry).",
)
DISTANCE = translate(
    "ReadyFence",
    "{player} defends by distance (Defensive Actions without Cards: Defend by Distance).",
)
PICKED = translate(
    "ReadyFence",
    "{card} is drawn at random from {player}'s hand and discarded (Defend by Distance).",
)
YIELDED = translate(
    "ReadyFence", "{player} makes no further action in the phrase (Fencing Phrase)."
)
TOUCH = translate("ReadyFence", "{player} scores a valid touch (Playing the Game).")
DOUBLE = translate("ReadyFence", "A double touch: one point each (Double Touch).")
DOUBLE_VOID = translate(
    "ReadyFence", "A double touch is not counted: fencing goes on to sudden death (Double Touch)."
)
NO_TOUCH = translate("ReadyFence", "The phrase ends without a touch (Fencing Phrase).")
OFF_STRIP = translate(
    "ReadyFence",
    "{player} goes off the end of the strip; the opponent gains a point (Penalty for Going off "
    "the Fencing Strip).",
)
SCORE = translate("ReadyFence", "{player}'s score: {score} (Scoreboard).")
STAMINA = translate("ReadyFence", "{player} has {stamina} stamina (Stamina Points).")
ON_GUARD = translate(
    "ReadyFence", "Both fencers return to their on-guard lines (Playing the Game)."
)
PERIOD = translate("ReadyFence", "Bout period {number} begins (Bout Periods).")
OVERTIME = translate(
    "ReadyFence", "The scores are tied as time runs out: the overtime begins (Priority)."
)
WON = translate("ReadyFence", "{player} wins the bout (End of Game).")
DRAWN = translate(
    "ReadyFence", "Both fencers are left without cards: the bout is drawn (End of Game)."
)

#: Events told with their seat alone.
_SEAT_ONLY: dict[EventKind, Sentence] = {
    EventKind.DREW_NOTHING: DREW_NOTHING,
    EventKind.KEPT_HAND: KEPT_HAND,
    EventKind.TURN: TURN,
    EventKind.YIELDED: YIELDED,
    EventKind.TOUCH: TOUCH,
    EventKind.OFF_STRIP: OFF_STRIP,
}
#: Events told with no seat.
_TABLE_ONLY: dict[EventKind, Sentence] = {
    EventKind.TIMER_BURNED: TIMER_BURNED,
    EventKind.DOUBLE: DOUBLE,
    EventKind.DOUBLE_VOID: DOUBLE_VOID,
    EventKind.NO_TOUCH: NO_TOUCH,
    EventKind.ON_GUARD: ON_GUARD,
    EventKind.OVERTIME: OVERTIME,
}


def may_name(event: Event, readers: Collection[int]) -> bool:
    """Whether ``event``'s card may be named to ``readers``: a hidden card only when every
    reader is its fencer (no reader: the bout is over and nothing is hidden)."""
    return event.card is not None and (
        not event.hidden or all(reader == event.seat for reader in readers)
    )


def tell_event(config: Config, event: Event, readers: Collection[int]) -> Message:
    """``event`` as one sentence of the log for ``readers``."""
    kind = event.kind
    player = seat_name(config, event.seat)
    if kind in _SEAT_ONLY:
        return _SEAT_ONLY[kind].say(player=player)
    if kind in _TABLE_ONLY:
        return _TABLE_ONLY[kind].say()
    if kind is EventKind.DREW:
        named, hidden = (DEALT_CARD, DEALT_HIDDEN) if event.dealt else (DREW_CARD, DREW_HIDDEN)
        if may_name(event, readers):
            assert event.card is not None
            return named.say(player=player, card=card_name(config, event.card))
        return hidden.say(player=player)
    if kind is EventKind.DISCARDED:
        if may_name(event, readers):
            assert event.card is not None
            return DISCARDED_CARD.say(player=player, card=card_name(config, event.card))
        return DISCARDED_HIDDEN.say(player=player)
    if kind is EventKind.MULLIGAN:
        return MULLIGAN.say(player=player, count=event.amount)
    if kind is EventKind.COIN:
        return (COIN_PRIORITY if event.priority else COIN).say(player=player)
    if kind is EventKind.TIMER_SET:
        return TIMER_SET.say(count=event.amount)
    if kind is EventKind.MOVED:
        assert event.to is not None
        if event.amount == 0:
            return MOVED_TO.say(player=player, to=event.to)
        if event.amount > 0:
            return MOVED_FORWARD.say(player=player, to=event.to)
        return MOVED_BACK.say(player=player, count=-event.amount, to=event.to)
    if kind is EventKind.GUARD:
        assert event.guard is not None
        return GUARD.say(player=player, guard=guard_name(event.guard))
    if kind is EventKind.STALLED:
        return STALLED.say(player=player, stamina=event.amount)
    if kind in (EventKind.ATTACKED, EventKind.ANSWERED):
        assert event.card is not None
        card = card_name(config, event.card)
        attacked = kind is EventKind.ATTACKED
        if event.bonus is None:
            plain = ATTACKED if attacked else ANSWERED
            return plain.say(player=player, card=card, speed=event.amount)
        bonus = card_name(config, event.bonus)
        paired = ATTACKED_BONUS if attacked else ANSWERED_BONUS
        return paired.say(player=player, card=card, bonus=bonus, speed=event.amount)
    if kind is EventKind.FEINTED:
        assert event.card is not None
        card = card_name(config, event.card)
        if event.bonus is None:
            return FEINTED.say(player=player, card=card)
        return FEINTED_WITH.say(player=player, card=card, bonus=card_name(config, event.bonus))
    if kind is EventKind.CARDLESS:
        if event.cardless is Cardless.PARRY:
            return PARRIED.say(player=player, stamina=event.amount)
        return DISTANCE.say(player=player)
    if kind is EventKind.PICKED:
        assert event.card is not None
        return PICKED.say(player=player, card=card_name(config, event.card))
    if kind is EventKind.SCORE:
        return SCORE.say(player=player, score=event.amount)
    if kind is EventKind.STAMINA:
        return STAMINA.say(player=player, stamina=event.amount)
    if kind is EventKind.PERIOD:
        return PERIOD.say(number=event.amount)
    assert kind is EventKind.WON, kind
    if event.seat < 0:
        return DRAWN.say()
    return WON.say(player=player)


def tell_events(
    config: Config, events: Iterable[Event], readers: Collection[int]
) -> tuple[Message, ...]:
    """The log's sentences for ``events``, in order, as ``readers`` may know them."""
    return tuple(tell_event(config, event, readers) for event in events)
