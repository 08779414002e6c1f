"""Explanations: why a card cannot be played now, and why an action was refused.

The table shows ``explain`` when a drop is refused, so every answer is a sentence a player can
act on, citing the rule. It reuses the eligibility checks that decide legality, and the rules'
own refusal (``rules.refusal``: the reason ``apply`` raises with), saying more of the card: its
name as printed and the plays it can make now. Which plays a decision is for is the phase
record's (``PhaseRecord.offers``). Every answer is a ``Message`` (issue 21, docs/i18n.md),
made only when asked for, never by ``legal_actions``.
"""

from __future__ import annotations

from collections.abc import Iterable

from audatia_qt.engine.messages import CardName, Message, Sentence, translate
from audatia_qt.games.audatia.rules.actions import Action, ActionKind
from audatia_qt.games.audatia.rules.cards import Timing
from audatia_qt.games.audatia.rules.config import CardKind, Seat
from audatia_qt.games.audatia.rules.eligibility import (
    attack_problem,
    counter_problem,
    parry_problem,
    remedy_problem,
)
from audatia_qt.games.audatia.rules.options import (
    OUTSIDE,
    cycle_actions,
    options,
    remedy_side,
    stretto_slots,
)
from audatia_qt.games.audatia.rules.refusal import (
    card_play_problem,
    play_word,
    quoted_play,
    refusal,
)
from audatia_qt.games.audatia.rules.state import Bind, GameState, Phase
from audatia_qt.games.audatia.rules.terms import comma_list, or_list

A = ActionKind

_GAME_OVER = translate("Refusals", "The game is over.")
_NOT_YOUR_TURN = translate("Refusals", "It is not your turn: the other player must {what}.")
_CAN_BE_PLAYED = translate("Refusals", "{card} can be played now ({uses}).")
_OPPONENTS_CARD = translate("Refusals", "That is your opponent's card.")
_CANNOT_BE_PLAYED = translate("Refusals", "{card} cannot be played now: {reason}.")
_REFUSED_BUT_USABLE = translate(
    "Refusals", "{card} cannot be played as {kind} now: {reason}; it can be played now as {uses}"
)
_SENTENCE = translate("Refusals", "{reason}.")
_POSTA_NOT_IN_PILE = translate("Refusals", "that Posta is not in your Posta pile")
_POSTA_OUT_OF_MEASURE = translate("Refusals", "a Posta is chosen only Out of Measure")
_NOT_IN_HAND = translate("Refusals", "it is not in your hand")
_CANNOT_ANSWER = translate("Refusals", "it cannot answer this attack")
_CANNOT_ATTACK = translate("Refusals", "it cannot attack now")
_CANNOT_COUNTER = translate("Refusals", "it cannot counter now")
_NOW_YOU_MUST = translate("Refusals", "now you must {what}")
_REMEDY_WHEN = translate(
    "Refusals",
    "a Stretto Remedy is played only in a bind or to answer an exchange or a Break",
)
_COUNTER_WHEN = translate("Refusals", "a Counter-Remedy answers only an opponent's Stretto Remedy")
_NO_FEINT_IN_STRETTO = translate(
    "Refusals", "in a Stretto bind only a Stretto Remedy may be played, so no Feint (R-025)"
)
_PLAYED_AT = translate("Refusals", "it is played at {timing}")
_PLAYED_AT_WITH = translate("Refusals", "it is played at {timing} with the {virtue} advantage")
_PLAYER_MUST = translate("Refusals", "the player must {what}")

#: When a Skill card is played, in the words of "it is played at ..." (its ``Timing``).
_TIMING_WORDS: dict[Timing, Sentence] = {
    Timing.POSTA_CHOICE: translate("Refusals", "posta choice"),
    Timing.OUT_OF_MEASURE: translate("Refusals", "out of measure"),
    Timing.ON_ATTACKED: translate("Refusals", "on attacked"),
    Timing.AFTER_PARRIED: translate("Refusals", "after parried"),
    Timing.ON_OPPONENT_SKILL: translate("Refusals", "on opponent skill"),
}


def _quoted(kinds: Iterable[ActionKind | str]) -> list[Message]:
    return [quoted_play(kind) for kind in kinds]


def what_now(state: GameState) -> Message:
    """What the seat to move has to decide, in words: the phase record's, as the config's
    ruleset gives them (Salle Play's opening hand, R-030.1; Sudden Death's turned-up card,
    R-033.2)."""
    return state.config.ruleset.what_now(state)


def printed_name(state: GameState, card: int) -> CardName:
    """The card's name as printed on it ("Punta"), for sentences a person reads; the
    notation's id ("punta-b") is for transcripts and bug reports, never for people."""
    return CardName(state.config.cards[card].definition.name)


def explain(state: GameState, seat: Seat, card: int, kind: ActionKind | None = None) -> Message:
    """Why ``card`` cannot be played by ``seat`` now; or how it can, if it can.

    With ``kind`` (the play the table tried, e.g. a drop on the parry zone): a card that has
    other legal uses is refused for that play with its reason, and its uses are named.
    """
    if state.outcome is not None:
        return _GAME_OVER.say()
    label = printed_name(state, card)
    if state.to_move is not seat:
        return _NOT_YOUR_TURN.say(what=what_now(state))
    uses = _uses(state, card)
    if uses and kind is not None and kind not in uses:
        refused = _refused_but_usable(state, Action(seat, kind, card), card, uses)
        return _SENTENCE.say(reason=refused)
    if uses:
        words = comma_list([play_word(use) for use in uses])
        return _CAN_BE_PLAYED.say(card=label, uses=words)
    if state.config.cards[card].owner is not seat:
        return _OPPONENTS_CARD.say()
    reason = _card_reason(state, seat, card)
    return _CANNOT_BE_PLAYED.say(card=label, reason=reason)


def _card_reason(state: GameState, seat: Seat, card: int) -> Message:
    cards = state.config.cards
    ctx = state.context
    kind = cards.kind(card)
    phase = state.phase
    if kind is CardKind.POSTA:
        if phase in (Phase.POSTA_CHOICE, Phase.CHANGE_POSTA, Phase.OPENING):
            return _POSTA_NOT_IN_PILE.say()
        return _POSTA_OUT_OF_MEASURE.say()
    if card not in state.players[seat].hand:
        return _NOT_IN_HAND.say()
    if phase is Phase.REACT and kind is CardKind.STRIKE and ctx.attack_card is not None:
        problem = parry_problem(state, seat, card, ctx.attack_card)
        return problem or _CANNOT_ANSWER.say()
    offers = state.config.ruleset.phases[phase].offers
    if ActionKind.ATTACK in offers and kind is CardKind.STRIKE:
        return attack_problem(state, seat, card) or _CANNOT_ATTACK.say()
    if ActionKind.COUNTER_REMEDY in offers and kind is CardKind.COUNTER_REMEDY:
        assert ctx.remedy_card is not None
        remedy = cards.stretto(ctx.remedy_card)
        side = remedy_side(state)
        return counter_problem(state, seat, card, remedy, side) or _CANNOT_COUNTER.say()
    if kind is CardKind.REMEDY and ActionKind.REMEDY in offers:
        slots = stretto_slots(state) if phase is Phase.STRETTO else OUTSIDE
        problem = remedy_problem(state, seat, card, slots)
        return problem or _NOW_YOU_MUST.say(what=what_now(state))
    if kind is CardKind.REMEDY:
        return _REMEDY_WHEN.say()
    if kind is CardKind.COUNTER_REMEDY:
        return _COUNTER_WHEN.say()
    if kind is CardKind.SKILL:
        skill = cards.skill(card)
        if skill.timing is Timing.AFTER_PARRIED and ctx.bind is Bind.STRETTO:
            return _NO_FEINT_IN_STRETTO.say()
        timing = _TIMING_WORDS[skill.timing].say()
        if skill.requires:
            return _PLAYED_AT_WITH.say(timing=timing, virtue=skill.requires.title)
        return _PLAYED_AT.say(timing=timing)
    return _NOW_YOU_MUST.say(what=what_now(state))


def _uses(state: GameState, card: int) -> list[ActionKind]:
    """The kinds of the legal actions (of the seat to move) that play ``card``, sorted by
    their notation's word."""
    return sorted(
        {
            action.kind
            for action in (*options(state), *cycle_actions(state))
            if card in (action.card, action.card2)
        },
        key=lambda kind: kind.value,
    )


def why_illegal(state: GameState, action: Action) -> Message:
    """A one-line reason an action was refused, for the person whose play it was.

    When the card has another legal use now, the reason says so: "Punta cannot be played as
    'parry' now: <the rule>; it can be played now as 'exchange'". Cards are named as printed.
    Whose turn it is, the game's end and a play of no card are the rules' own refusal.
    """
    card = action.card
    if (
        state.outcome is not None
        or state.to_move is not action.seat
        or card is None
        or not 0 <= card < len(state.config.cards.instances)
    ):
        return refusal(state, action)
    uses = _uses(state, card)
    if not uses:
        return explain(state, action.seat, card)
    return _refused_but_usable(state, action, card, uses)


def _refused_but_usable(
    state: GameState, action: Action, card: int, uses: list[ActionKind]
) -> Message:
    """The reason ``card`` cannot be played as ``action``, and the plays it can make now."""
    refused = card_play_problem(state, action, card) or _PLAYER_MUST.say(what=what_now(state))
    (kind,) = _quoted([action.kind])
    return _REFUSED_BUT_USABLE.say(
        card=printed_name(state, card), kind=kind, reason=refused, uses=or_list(_quoted(uses))
    )
