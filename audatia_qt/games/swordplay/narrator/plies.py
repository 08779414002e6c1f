"""A ply told in words (``engine.narration.Narrator.describe_ply``): a hero's decision, or a
roll of the die with what it decided.

Every decision of this game plays or moves a card face up (rulebook, "The Cards": discards,
readied, dropped and played cards lie on the table), so a decision names its card to every
reader. Only a card drawn into a hand is hidden: the draws a ply causes are told by the log
(``narrator.log``), never here.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from itertools import takewhile

from audatia_qt.engine.messages import Message, Param, Sentence, translate
from audatia_qt.engine.narration import Mood
from audatia_qt.games.swordplay.narrator.log import tell_event
from audatia_qt.games.swordplay.narrator.names import card_name, seat_name
from audatia_qt.games.swordplay.rules import (
    Action,
    ActionKind,
    Config,
    Event,
    EventKind,
    RollPurpose,
    State,
)
from audatia_qt.games.swordplay.rules.cards import AttackCard, MonsterGuard
from audatia_qt.games.swordplay.rules.combat import monster_guard

#: The words of each decision, by kind and mood; {player} the mover, {card} its card (always
#: one on the table), {target} the seat attacked.
DECISIONS: dict[tuple[ActionKind, Mood], Sentence] = {
    (ActionKind.DISCARD, Mood.DO): translate("Swordplay", "discard {card}"),
    (ActionKind.DISCARD, Mood.DOES): translate("Swordplay", "{player} discards {card}."),
    (ActionKind.KEEP, Mood.DO): translate("Swordplay", "discard nothing"),
    (ActionKind.KEEP, Mood.DOES): translate("Swordplay", "{player} discards nothing."),
    (ActionKind.DROP, Mood.DO): translate("Swordplay", "drop {card}"),
    (ActionKind.DROP, Mood.DOES): translate("Swordplay", "{player} drops {card}."),
    (ActionKind.READY, Mood.DO): translate("Swordplay", "ready {card}"),
    (ActionKind.READY, Mood.DOES): translate("Swordplay", "{player} readies {card}."),
    (ActionKind.SKIP_READY, Mood.DO): translate("Swordplay", "ready nothing"),
    (ActionKind.SKIP_READY, Mood.DOES): translate("Swordplay", "{player} readies nothing."),
    (ActionKind.ATTACK, Mood.DO): translate("Swordplay", "attack {target} with {card}"),
    (ActionKind.ATTACK, Mood.DOES): translate(
        "Swordplay", "{player} attacks {target} with {card}."
    ),
    (ActionKind.END_TURN, Mood.DO): translate("Swordplay", "end the turn"),
    (ActionKind.END_TURN, Mood.DOES): translate("Swordplay", "{player} ends the turn."),
    (ActionKind.DEFEND, Mood.DO): translate("Swordplay", "counter with {card}"),
    (ActionKind.DEFEND, Mood.DOES): translate("Swordplay", "{player} counters with {card}."),
    (ActionKind.SHIELD, Mood.DO): translate("Swordplay", "block with the ready {card}"),
    (ActionKind.SHIELD, Mood.DOES): translate(
        "Swordplay", "{player} blocks with the ready {card}."
    ),
    (ActionKind.TAKE_HIT, Mood.DO): translate("Swordplay", "take the blow"),
    (ActionKind.TAKE_HIT, Mood.DOES): translate("Swordplay", "{player} takes the blow."),
    (ActionKind.DISARM_DROP, Mood.DO): translate("Swordplay", "let go of {card}"),
    (ActionKind.DISARM_DROP, Mood.DOES): translate(
        "Swordplay", "{player} is disarmed and lets go of {card}."
    ),
}

FIRST_PLAYER_ROLL = {
    Mood.DO: translate("Swordplay", "roll for first player for {player}: {face}"),
    Mood.DOES: translate("Swordplay", "{player} rolls for first player: {face}."),
}
DEFENCE_ROLL = {
    Mood.DO: translate(
        "Swordplay", "roll {face} for {player} against its {guard} defence {needed}: {result}"
    ),
    Mood.DOES: translate(
        "Swordplay", "{player} rolls {face} against its {guard} defence {needed}: {result}."
    ),
}
TARGET_ROLL = {
    Mood.DO: translate("Swordplay", "roll {face} for the target of {player}: {target}"),
    Mood.DOES: translate("Swordplay", "{player} rolls {face} for its target: {target}."),
}
TARGET_ROLL_AGAIN = {
    Mood.DO: translate("Swordplay", "roll {face} for the target of {player}: no one, roll again"),
    Mood.DOES: translate(
        "Swordplay", "{player} rolls {face} for its target: no one, it rolls again."
    ),
}
BLOW_TURNED = translate("Swordplay", "the blow is turned aside")
BLOW_LANDS = translate("Swordplay", "the blow lands")

#: The rows of a Monster card's defence table, as the card prints them.
GUARDS: dict[MonsterGuard, Sentence] = {
    MonsterGuard.HIGH: translate("Swordplay", "High"),
    MonsterGuard.LOW: translate("Swordplay", "Low"),
    MonsterGuard.LEFT: translate("Swordplay", "Left"),
    MonsterGuard.RIGHT: translate("Swordplay", "Right"),
    MonsterGuard.DODGE_ONLY: translate("Swordplay", "Dodge Only"),
}

#: The decisions that name their card.
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


def describe_decision(config: Config, action: Action, mood: Mood) -> Message:
    """A hero's decision: every card it names is face up on the table once played (rulebook,
    "The Cards"), so the words are the same for every reader."""
    words = DECISIONS[action.kind, mood]
    params: dict[str, Param] = {}
    if mood is Mood.DOES:
        params["player"] = seat_name(config, action.seat)
    if action.kind in _WITH_CARD:
        assert action.card is not None
        params["card"] = card_name(config, action.card)
    if action.kind is ActionKind.ATTACK:
        assert action.target is not None
        params["target"] = seat_name(config, action.target)
    return words.say(None, **params)


def describe_roll(before: State, action: Action, events: Collection[Event], mood: Mood) -> Message:
    """A roll of the d10 and what it decided (rulebook, "Setup" step 2, "Monster Defenses",
    "Cooperative Solitaire"); the die is public, so every reader reads the same."""
    ordered = tuple(events)
    first = next(index for index, event in enumerate(ordered) if event.kind is EventKind.ROLLED)
    return describe_rolled(before.config, ordered[first:], mood)


def describe_rolled(config: Config, events: Sequence[Event], mood: Mood) -> Message:
    """A roll of the d10 and what it decided, from its events alone: ``events`` begin with its
    ``ROLLED`` and may run on past it (a log's, a network table's snapshot). Only the events
    before the next roll are its: what a roll decides follows it at once (a target, a roll
    again, the blow turned aside), and nothing else turns a blow aside with no card. Every
    event read here is public (the die, the attack, the counter), so every reader reads the
    same words."""
    rolled = events[0]
    if rolled.kind is not EventKind.ROLLED:
        raise ValueError(f"a roll's events begin with its roll, not {rolled.kind.value}")
    after = tuple(takewhile(lambda event: event.kind is not EventKind.ROLLED, events[1:]))
    player = seat_name(config, rolled.seat)
    face = rolled.amount
    if rolled.purpose is RollPurpose.FIRST_PLAYER:
        return FIRST_PLAYER_ROLL[mood].say(player=player, face=face)
    if rolled.purpose is RollPurpose.MONSTER_TARGET:
        if any(event.kind is EventKind.ROLL_AGAIN for event in after):
            return TARGET_ROLL_AGAIN[mood].say(player=player, face=face)
        attacked = next(event for event in after if event.kind is EventKind.ATTACKED)
        assert attacked.target is not None
        return TARGET_ROLL[mood].say(
            player=player, face=face, target=seat_name(config, attacked.target)
        )
    assert rolled.card is not None, "the monster's defence roll names the attack card"
    attack = config.cards.combat[rolled.card]
    assert isinstance(attack, AttackCard) and config.monster is not None
    guard = monster_guard(attack)
    needed = config.cards.monster(config.monster).defence_for(guard)
    turned = any(told_by_roll(event) for event in after)
    return DEFENCE_ROLL[mood].say(
        player=player,
        face=face,
        guard=GUARDS[guard].say(),
        needed=needed,
        result=(BLOW_TURNED if turned else BLOW_LANDS).say(),
    )


def tell_fight(config: Config, events: Sequence[Event], readers: Collection[int]) -> list[Message]:
    """The log's sentences for ``events`` (a ply's, or a network table's snapshot's, several
    plies), as ``readers`` may know them: each roll of the d10 told where it falls, with what
    it decided (``describe_rolled``), and the blow it turned aside not told again."""
    lines: list[Message] = []
    for index, event in enumerate(events):
        if event.kind is EventKind.ROLLED:
            lines.append(describe_rolled(config, events[index:], Mood.DOES))
        elif not told_by_roll(event):
            told = tell_event(config, event, readers)
            if told is not None:
                lines.append(told)
    return lines


def last_roll(config: Config, events: Sequence[Event]) -> tuple[int, Message] | None:
    """The d10's last face among ``events`` and what it decided, for the arena's die (every
    roll is public); None before the first roll."""
    for index in range(len(events) - 1, -1, -1):
        if events[index].kind is EventKind.ROLLED:
            return events[index].amount, describe_rolled(config, events[index:], Mood.DOES)
    return None


def told_by_roll(event: Event) -> bool:
    """Whether a roll's description (``describe_roll``) already says ``event``: the monster's
    defence roll turning the blow aside, so the log does not tell it twice."""
    return event.kind is EventKind.COUNTERED and event.card is None


def describe(before: State, action: Action, events: Collection[Event], mood: Mood) -> Message:
    """``action``, played in ``before``, in ``mood``: a roll with its result, or a decision."""
    if action.kind is ActionKind.ROLL:
        return describe_roll(before, action, events, mood)
    return describe_decision(before.config, action, mood)
