"""A move told in words (``engine.narration.Narrator.describe_ply``): a fencer's decision, or
chance's draw or coin.

A move that puts a card face down (the Discard/Draw action, a Retreat's card change, a Tutorial
Defend by Distance) and a card drawn into a hand name their card only when every reader is that
card's fencer (rulebook, "Game Setup": hands "kept hidden from the opponent"; "Discarding and
Drawing": "keeping it covered"); every other move's card is laid on the table.
"""

from __future__ import annotations

from collections.abc import Collection

from audatia_qt.engine.messages import Message, Param, Sentence, translate
from audatia_qt.engine.narration import Mood
from audatia_qt.games.ready_fence.narrator.names import card_name, guard_name, seat_name
from audatia_qt.games.ready_fence.rules import Action, ActionKind, Config

_DO, _DOES = Mood.DO, Mood.DOES

#: The words of each move, by kind and mood (and, where a card may be hidden, whether it is
#: named): {player} the mover, {card} and {bonus} its cards, {guard}, {stamina}.
WORDS: dict[tuple[ActionKind, Mood], Sentence] = {
    (ActionKind.KEEP_HAND, _DO): translate("ReadyFence", "keep the hand"),
    (ActionKind.KEEP_HAND, _DOES): translate("ReadyFence", "{player} keeps the hand."),
    (ActionKind.MULLIGAN, _DO): translate("ReadyFence", "declare a Mulligan"),
    (ActionKind.MULLIGAN, _DOES): translate("ReadyFence", "{player} declares a Mulligan."),
    (ActionKind.GUARD, _DO): translate("ReadyFence", "take the {guard} position"),
    (ActionKind.GUARD, _DOES): translate("ReadyFence", "{player} takes the {guard} position."),
    (ActionKind.PASS, _DO): translate("ReadyFence", "discard nothing"),
    (ActionKind.PASS, _DOES): translate("ReadyFence", "{player} discards nothing."),
    (ActionKind.STALL, _DO): translate("ReadyFence", "stall"),
    (ActionKind.STALL, _DOES): translate("ReadyFence", "{player} stalls."),
    (ActionKind.PARRY, _DO): translate("ReadyFence", "parry without a card for {stamina} stamina"),
    (ActionKind.PARRY, _DOES): translate(
        "ReadyFence", "{player} parries without a card for {stamina} stamina."
    ),
    (ActionKind.YIELD, _DO): translate("ReadyFence", "make no further action"),
    (ActionKind.YIELD, _DOES): translate("ReadyFence", "{player} makes no further action."),
    (ActionKind.COIN, _DO): translate("ReadyFence", "the coin falls for {player}"),
    (ActionKind.COIN, _DOES): translate("ReadyFence", "The coin falls for {player}."),
    (ActionKind.PICK, _DO): translate("ReadyFence", "{card} drawn from {player}'s hand"),
    (ActionKind.PICK, _DOES): translate("ReadyFence", "{card} is drawn from {player}'s hand."),
}
STEP_FORWARD = {
    _DO: translate("ReadyFence", "step forward"),
    _DOES: translate("ReadyFence", "{player} steps forward."),
}
STEP_BACK = {
    _DO: translate("ReadyFence", "step back"),
    _DOES: translate("ReadyFence", "{player} steps back."),
}
EXCHANGE = {
    _DO: translate("ReadyFence", "discard {card} and draw"),
    _DOES: translate("ReadyFence", "{player} discards {card} and draws."),
}
EXCHANGE_HIDDEN = {
    _DO: translate("ReadyFence", "discard a card and draw"),
    _DOES: translate("ReadyFence", "{player} discards a card and draws."),
}
RETREAT = {
    _DO: translate("ReadyFence", "retreat"),
    _DOES: translate("ReadyFence", "{player} retreats."),
}
RETREAT_EXCHANGE = {
    _DO: translate("ReadyFence", "retreat, changing {card}"),
    _DOES: translate("ReadyFence", "{player} retreats, changing {card}."),
}
RETREAT_HIDDEN = {
    _DO: translate("ReadyFence", "retreat, changing a card"),
    _DOES: translate("ReadyFence", "{player} retreats, changing a card."),
}
ATTACK = {
    _DO: translate("ReadyFence", "attack with {card}"),
    _DOES: translate("ReadyFence", "{player} attacks with {card}."),
}
ATTACK_BONUS = {
    _DO: translate("ReadyFence", "attack with {card} and {bonus}"),
    _DOES: translate("ReadyFence", "{player} attacks with {card} and {bonus}."),
}
ANSWER = {
    _DO: translate("ReadyFence", "answer with {card}"),
    _DOES: translate("ReadyFence", "{player} answers with {card}."),
}
ANSWER_BONUS = {
    _DO: translate("ReadyFence", "answer with {card} and {bonus}"),
    _DOES: translate("ReadyFence", "{player} answers with {card} and {bonus}."),
}
DISTANCE = {
    _DO: translate("ReadyFence", "defend by distance"),
    _DOES: translate("ReadyFence", "{player} defends by distance."),
}
DISTANCE_CARD = {
    _DO: translate("ReadyFence", "defend by distance, discarding {card}"),
    _DOES: translate("ReadyFence", "{player} defends by distance, discarding {card}."),
}
DISTANCE_HIDDEN = {
    _DO: translate("ReadyFence", "defend by distance, discarding a card"),
    _DOES: translate("ReadyFence", "{player} defends by distance, discarding a card."),
}
FEINT_END = {
    _DO: translate("ReadyFence", "feint with {card} and end the phrase"),
    _DOES: translate("ReadyFence", "{player} feints with {card} and ends the phrase."),
}
FEINT_ANEW = {
    _DO: translate("ReadyFence", "feint with {card} and attack anew with {bonus}"),
    _DOES: translate("ReadyFence", "{player} feints with {card} and attacks anew with {bonus}."),
}
DRAW = {
    _DO: translate("ReadyFence", "{player} draws {card}"),
    _DOES: translate("ReadyFence", "{player} draws {card}."),
}
DRAW_HIDDEN = {
    _DO: translate("ReadyFence", "{player} draws a card"),
    _DOES: translate("ReadyFence", "{player} draws a card."),
}

#: The moves whose card goes face down or into a hand: named to their fencer alone.
HIDDEN_CARD = frozenset(
    {ActionKind.EXCHANGE, ActionKind.RETREAT, ActionKind.DISTANCE, ActionKind.DRAW}
)


def may_name(action: Action, readers: Collection[int]) -> bool:
    """Whether ``action``'s card may be named to ``readers``: a hidden one only when every
    reader is its fencer (no reader: the bout is over and nothing is hidden)."""
    return action.kind not in HIDDEN_CARD or all(reader == action.seat for reader in readers)


def describe(config: Config, action: Action, readers: Collection[int], mood: Mood) -> Message:
    """``action`` in words for ``readers``, in ``mood`` (a clause or a sentence of the log)."""
    kind = action.kind
    shown = may_name(action, readers)
    params: dict[str, Param] = {"player": seat_name(config, action.seat)}
    if action.card is not None and shown:
        params["card"] = card_name(config, action.card)
    if action.bonus is not None:
        params["bonus"] = card_name(config, action.bonus)
    words: Sentence
    if (kind, mood) in WORDS:
        words = WORDS[kind, mood]
        if action.guard is not None:
            params["guard"] = guard_name(action.guard)
        if action.amount is not None:
            params["stamina"] = action.amount
    elif kind is ActionKind.MOVE:
        words = (STEP_FORWARD if (action.step or 0) > 0 else STEP_BACK)[mood]
    elif kind is ActionKind.EXCHANGE:
        words = (EXCHANGE if shown else EXCHANGE_HIDDEN)[mood]
    elif kind is ActionKind.RETREAT:
        if action.card is None:
            words = RETREAT[mood]
        else:
            words = (RETREAT_EXCHANGE if shown else RETREAT_HIDDEN)[mood]
    elif kind is ActionKind.ATTACK:
        words = (ATTACK if action.bonus is None else ATTACK_BONUS)[mood]
    elif kind is ActionKind.ANSWER:
        words = (ANSWER if action.bonus is None else ANSWER_BONUS)[mood]
    elif kind is ActionKind.DISTANCE:
        if action.card is None:
            words = DISTANCE[mood]
        else:
            words = (DISTANCE_CARD if shown else DISTANCE_HIDDEN)[mood]
    elif kind is ActionKind.FEINT:
        words = (FEINT_END if action.bonus is None else FEINT_ANEW)[mood]
    else:
        assert kind is ActionKind.DRAW, kind
        words = (DRAW if shown else DRAW_HIDDEN)[mood]
    # A sentence takes the values it names: a clause has no {player}, a hidden card's none.
    wanted = words.placeholders()
    return words.say(None, **{name: value for name, value in params.items() if name in wanted})
