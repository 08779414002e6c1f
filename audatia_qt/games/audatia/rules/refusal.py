"""Why the rules refuse an action: the reason ``apply`` raises ``IllegalActionError`` with.

A rule fact, so it stays in the rules: the game is over, it is another seat's turn, the
eligibility rule a card play breaks (R-007 ...), or the play is not on offer now and the player
must do something else. Which card plays a decision is for is the phase record's
(``PhaseRecord.offers``). The narrator's ``why_illegal`` says more for a person at the table
(the card as printed, its other uses now); it asks this module for the rest.
"""

from __future__ import annotations

from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.games.audatia.rules.actions import Action, ActionKind
from audatia_qt.games.audatia.rules.eligibility import (
    Reason,
    attack_problem,
    beat_problem,
    break_problem,
    counter_problem,
    counterattack_problem,
    exchange_problem,
    parry_problem,
    remedy_problem,
)
from audatia_qt.games.audatia.rules.options import (
    OUTSIDE,
    cycle_problem,
    remedy_side,
    stretto_slots,
)
from audatia_qt.games.audatia.rules.state import GameState, Phase

A = ActionKind

_GAME_IS_OVER = translate("Refusals", "the game is over")
_NOT_SEATS_TURN = translate("Refusals", "it is not {seat}'s turn to act")
_NOT_LEGAL_NOW = translate("Refusals", "{kind} is not a legal action now: the player must {what}")
_QUOTED = translate("Refusals", "'{play}'")

#: The plays of a card, as a refusal names them (the notation's words in English).
_PLAY_WORDS: dict[ActionKind, Sentence] = {
    A.MULLIGAN_DISCARD: translate("Plays", "discard"),
    A.KEEP_HAND: translate("Plays", "keep"),
    A.CHOOSE_VIRTUE: translate("Plays", "virtue"),
    A.SALUTE: translate("Plays", "salute"),
    A.DECLINE: translate("Plays", "decline"),
    A.TRADE: translate("Plays", "trade"),
    A.END_TRADES: translate("Plays", "done"),
    A.CHOOSE_POSTA: translate("Plays", "posta"),
    A.CHANGE_POSTA: translate("Plays", "change"),
    A.ATTACK: translate("Plays", "attack"),
    A.BEAT: translate("Plays", "beat"),
    A.PARRY: translate("Plays", "parry"),
    A.COUNTERATTACK: translate("Plays", "counterattack"),
    A.EXCHANGE: translate("Plays", "exchange"),
    A.BREAK: translate("Plays", "break"),
    A.DEFEND: translate("Plays", "defend"),
    A.REMEDY: translate("Plays", "remedy"),
    A.COUNTER_REMEDY: translate("Plays", "counter"),
    A.PLAY_SKILL: translate("Plays", "skill"),
    A.ORIENT: translate("Plays", "orient"),
    A.WAIT: translate("Plays", "wait"),
    A.PASS: translate("Plays", "pass"),
    A.ARRANGE: translate("Plays", "arrange"),
    A.CYCLE: translate("Plays", "cycle"),
}


def play_word(kind: ActionKind | str) -> Message | str:
    """A kind of play in words ("parry"); a kind no ruleset knows as it is written."""
    if isinstance(kind, ActionKind):
        return _PLAY_WORDS[kind].say()
    return str(kind)


def quoted_play(kind: ActionKind | str) -> Message:
    """A kind of play as a refusal quotes it ("'parry'")."""
    return _QUOTED.say(play=play_word(kind))


def refusal(state: GameState, action: Action) -> Message:
    """Why ``action`` is refused now (the caller knows it is not legal): the game is over,
    it is another seat's turn, the rule its card play breaks, or what the player must do."""
    if state.outcome is not None:
        return _GAME_IS_OVER.say()
    if state.to_move is not action.seat:
        return _NOT_SEATS_TURN.say(seat=action.seat.name)
    card = action.card
    if card is not None and 0 <= card < len(state.config.cards.instances):
        problem = action_problem(state, action)
        if problem is not None:
            return problem
    return _NOT_LEGAL_NOW.say(
        kind=quoted_play(action.kind), what=state.config.ruleset.what_now(state)
    )


def action_problem(state: GameState, action: Action) -> Reason:
    """What the rules say against ``action`` (a play of its card) now: the eligibility rule
    it breaks, or the Cycle's (R-019). None when it is legal, when that kind of play is not
    on offer in this phase at all, or when no rule names the problem."""
    if action.card is None:
        return None
    if action.kind is ActionKind.CYCLE:
        return cycle_problem(state, action.seat, action.card)
    return card_play_problem(state, action, action.card)


def card_play_problem(state: GameState, action: Action, card: int) -> Reason:
    """What the eligibility rules say against playing ``card`` as ``action`` now, if anything.

    None when the kind of play is not on offer in this phase at all (``PhaseRecord.offers``),
    or no rule names the problem; the caller then says what the player must do instead.
    """
    seat, kind, ctx = action.seat, action.kind, state.context
    if kind not in state.config.ruleset.phases[state.phase].offers:
        return None
    attack = ctx.attack_card
    if kind is ActionKind.PARRY and attack is not None:
        return parry_problem(state, seat, card, attack)
    if kind is ActionKind.COUNTERATTACK and attack is not None:
        return counterattack_problem(state, seat, card, attack)
    if kind is ActionKind.EXCHANGE and attack is not None:
        return exchange_problem(state, seat, card, attack)
    if kind is ActionKind.BREAK and attack is not None:
        return break_problem(state, seat, card, attack)
    if kind is ActionKind.ATTACK:
        return attack_problem(state, seat, card)
    if kind is ActionKind.BEAT:
        return beat_problem(state, seat, card)
    if kind is ActionKind.COUNTER_REMEDY and ctx.remedy_card is not None:
        remedy = state.config.cards.stretto(ctx.remedy_card)
        return counter_problem(state, seat, card, remedy, remedy_side(state))
    if kind is ActionKind.REMEDY:
        slots = stretto_slots(state) if state.phase is Phase.STRETTO else OUTSIDE
        return remedy_problem(state, seat, card, slots)
    return None
