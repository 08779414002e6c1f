"""The game log: every event of a ply told as a sentence, each as its readers may know it.

The no-leak promise (rulebook, "2. Draw": a hand is its holder's): a card a hero draws is named
only when every reader is that hero; to anyone else it is "a card". Everything else an event
names lies face up on the table (rulebook, "The Cards"; the monster's draw is acted on at once,
"Monster Actions"), so it is told alike to all.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.games.swordplay.narrator.names import card_name, seat_name
from audatia_qt.games.swordplay.rules import Config, Event, EventKind

GOES_FIRST = translate("Swordplay", "{player} rolled highest ({face}) and goes first.")
TIED = translate("Swordplay", "A tie at {face}: the tied players roll again.")
TURN = translate("Swordplay", "{player}'s turn.")
DISCARDED = translate("Swordplay", "{player} discards {card}.")
KEPT = translate("Swordplay", "{player} discards nothing.")
RESHUFFLED = translate("Swordplay", "The discard pile is shuffled into a new combat deck.")
DREW_CARD = translate("Swordplay", "{player} draws {card}.")
DREW_HIDDEN = translate("Swordplay", "{player} draws a card.")
DECK_EMPTY = translate(
    "Swordplay", "{player} cannot draw: the deck and the discard pile are empty."
)
DROPPED = translate("Swordplay", "{player} drops {card}.")
READIED = translate("Swordplay", "{player} readies {card}.")
ARMOR_REPLACED = translate("Swordplay", "{player}'s {card} is discarded for the new armor.")
ATTACKED = translate("Swordplay", "{player} attacks {target} with {card}.")
COUNTERED_CARD = translate("Swordplay", "{target} counters with {card}.")
COUNTERED_ROLL = translate("Swordplay", "{target} turns the blow aside.")
SHIELD_BROKEN = translate("Swordplay", "{player}'s {card} breaks and is discarded.")
HIT = translate("Swordplay", "{player} takes {damage} damage, {absorbed} of it on armor.")
HIT_BARE = translate("Swordplay", "{player} takes {damage} damage.")
ARMOR_DESTROYED = translate("Swordplay", "{player}'s {card} is spent and discarded.")
DEFEATED = translate("Swordplay", "{player} is defeated.")
TURN_ENDED = translate("Swordplay", "{player}'s turn is over.")
WON = translate("Swordplay", "{player} wins!")
HEROES_WIN = translate("Swordplay", "The heroes win!")
MONSTER_WINS = translate("Swordplay", "{player} wins: every hero is defeated.")
STANDOFF = translate(
    "Swordplay",
    "A standoff: for {rounds} rounds no one played, discarded or readied a card, so the fight "
    "ends in a draw.",
)

#: Events told with their seat and card only.
_SEAT_AND_CARD: dict[EventKind, Sentence] = {
    EventKind.DISCARDED: DISCARDED,
    EventKind.DROPPED: DROPPED,
    EventKind.READIED: READIED,
    EventKind.ARMOR_REPLACED: ARMOR_REPLACED,
    EventKind.SHIELD_BROKEN: SHIELD_BROKEN,
    EventKind.ARMOR_DESTROYED: ARMOR_DESTROYED,
}
#: Events told with their seat only.
_SEAT_ONLY: dict[EventKind, Sentence] = {
    EventKind.TURN: TURN,
    EventKind.KEPT: KEPT,
    EventKind.DECK_EMPTY: DECK_EMPTY,
    EventKind.DEFEATED: DEFEATED,
    EventKind.TURN_ENDED: TURN_ENDED,
}
#: Events the ply's own words already tell (``narrator.plies``): the rolls.
_TOLD_BY_THE_PLY = frozenset({EventKind.ROLLED, EventKind.ROLL_AGAIN})


def may_name_draw(event: Event, readers: Collection[int]) -> bool:
    """Whether a drawn card may be named to ``readers``: a hero's draw only when every reader is
    that hero (no reader: the game is over and nothing is hidden); the monster's always."""
    return not event.hidden or all(reader == event.seat for reader in readers)


def tell_event(config: Config, event: Event, readers: Collection[int]) -> Message | None:
    """``event`` as a sentence of the log for ``readers``, or None for a roll (the ply's own
    words tell it)."""
    kind = event.kind
    if kind in _TOLD_BY_THE_PLY:
        return None
    player = seat_name(config, event.seat)
    if kind in _SEAT_AND_CARD:
        assert event.card is not None
        return _SEAT_AND_CARD[kind].say(player=player, card=card_name(config, event.card))
    if kind in _SEAT_ONLY:
        return _SEAT_ONLY[kind].say(player=player)
    if kind is EventKind.DREW:
        if event.card is None or not may_name_draw(event, readers):
            return DREW_HIDDEN.say(player=player)
        return DREW_CARD.say(player=player, card=card_name(config, event.card))
    if kind is EventKind.FIRST:
        return GOES_FIRST.say(player=player, face=event.amount)
    if kind is EventKind.TIED:
        return TIED.say(face=event.amount)
    if kind is EventKind.RESHUFFLED:
        return RESHUFFLED.say()
    if kind is EventKind.ATTACKED:
        assert event.card is not None and event.target is not None
        return ATTACKED.say(
            player=player,
            target=seat_name(config, event.target),
            card=card_name(config, event.card),
        )
    if kind is EventKind.COUNTERED:
        assert event.target is not None
        target = seat_name(config, event.target)
        if event.card is None:
            return COUNTERED_ROLL.say(target=target)
        return COUNTERED_CARD.say(target=target, card=card_name(config, event.card))
    if kind is EventKind.HIT:
        if event.absorbed:
            return HIT.say(player=player, damage=event.amount, absorbed=event.absorbed)
        return HIT_BARE.say(player=player, damage=event.amount)
    if kind is EventKind.STANDOFF:
        return STANDOFF.say(rounds=event.amount)  # ruling SP-23
    assert kind is EventKind.WON
    if config.monster is None:
        return WON.say(player=player)
    if config.monster_seat in event.seats:
        return MONSTER_WINS.say(player=player)
    if len(config.heroes) == 1:
        return WON.say(player=player)  # solo: one hero, not "the heroes"
    return HEROES_WIN.say()


def tell_events(
    config: Config, events: Iterable[Event], readers: Collection[int]
) -> tuple[Message, ...]:
    """The log's sentences for ``events``, in order, as ``readers`` may know them."""
    told = (tell_event(config, event, readers) for event in events)
    return tuple(line for line in told if line is not None)
