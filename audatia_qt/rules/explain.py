"""Explanations: why a card cannot be played now, and why an action was refused.

The table shows ``explain`` when a drop is refused, so every answer is a sentence a player can
act on, citing the rule. It reuses the eligibility checks that decide legality.
"""

from __future__ import annotations

from audatia_qt.rules.actions import Action, ActionKind
from audatia_qt.rules.config import CardKind, Seat
from audatia_qt.rules.eligibility import (
    attack_problem,
    counter_problem,
    parry_problem,
    remedy_problem,
)
from audatia_qt.rules.options import (
    OUTSIDE,
    cycle_actions,
    options,
    stretto_slots,
)
from audatia_qt.rules.state import GameState, Phase

_WHAT_NOW: dict[Phase, str] = {
    Phase.MULLIGAN: "discard Basic cards from the opening hand or keep it (Setup 5)",
    Phase.VIRTUE_CHOICE: "choose a Virtue (Setup 6)",
    Phase.SALUTE: "salute by discarding a card, or decline (Setup 7)",
    Phase.SALUTE_REPLY: "return the salute by discarding a card, or decline (Setup 7)",
    Phase.TRADE: "trade two cards for one, or stop trading (Out of Measure 2)",
    Phase.POSTA_CHOICE: "choose a Posta (Out of Measure 3)",
    Phase.MEASURE_SKILLS: "play an Out-of-Measure skill or pass (Out of Measure 4)",
    Phase.CHANGE_POSTA: "choose the new Posta",
    Phase.OPENING: "attack, change Posta or pass (Out of Measure 5-7)",
    Phase.REACT: "answer the attack: parry, counterattack, exchange, break or avoid",
    Phase.PARRY_COUNTERATTACK: "parry the counterattack with the same blow",
    Phase.ORIENT_SIDE: "turn the Stretto Side card Inside or Outside",
    Phase.AFTER_PARRY: "make an Audatia Entry, feint, or go on",
    Phase.FEINT_STRIKE: "strike again after the feint",
    Phase.DEFEND_STRIKE: "answer the attack with an attack of your own",
    Phase.FOLLOW_UP: "attack or wait",
    Phase.STRETTO: "play a Stretto Remedy or wait",
    Phase.COUNTER: "counter the remedy with a Counter-Remedy that lines up",
    Phase.EXCHANGED: "answer the exchange with an Outside remedy",
    Phase.BREAK_ATTACKER: "play a remedy on the broken side, or wait",
    Phase.BREAK_DEFENDER: "strike a Mezano, or wait",
    Phase.MEZANO_ANSWER: "answer the Mezano with a remedy or a counterattack",
    Phase.BREAK_COUNTER: "counter the remedy, or play the remedy that answers a Break",
    Phase.SKILL_RESPONSE: "cancel the skill just played, or let it stand",
    Phase.GAME_OVER: "nothing: the game is over",
}


def what_now(state: GameState) -> str:
    """What the seat to move has to decide, in words."""
    return _WHAT_NOW[state.phase]


def explain(state: GameState, seat: Seat, card: int) -> str:
    """Why ``card`` cannot be played by ``seat`` now; or how it can, if it can."""
    if state.outcome is not None:
        return "The game is over."
    label = state.config.cards[card].name
    if state.to_move is not seat:
        return f"It is not your turn: the other player must {what_now(state)}."
    uses = [
        action.kind.value
        for action in (*options(state), *cycle_actions(state))
        if card in (action.card, action.card2)
    ]
    if uses:
        return f"{label} can be played now ({', '.join(sorted(set(uses)))})."
    if state.config.cards[card].owner is not seat:
        return "That is your opponent's card."
    reason = _card_reason(state, seat, card)
    return f"{label} cannot be played now: {reason}."


def _card_reason(state: GameState, seat: Seat, card: int) -> str:
    cards = state.config.cards
    ctx = state.context
    kind = cards.kind(card)
    phase = state.phase
    if kind is CardKind.POSTA:
        if phase in (Phase.POSTA_CHOICE, Phase.CHANGE_POSTA, Phase.OPENING):
            return "that Posta is not in your Posta pile"
        return "a Posta is chosen only Out of Measure"
    if card not in state.players[seat].hand:
        return "it is not in your hand"
    if phase is Phase.REACT and kind is CardKind.STRIKE and ctx.attack_card is not None:
        return parry_problem(state, seat, card, ctx.attack_card) or "it cannot answer this attack"
    if phase in (Phase.OPENING, Phase.FOLLOW_UP, Phase.FEINT_STRIKE) and kind is CardKind.STRIKE:
        return attack_problem(state, seat, card) or "it cannot attack now"
    if phase in (Phase.COUNTER, Phase.BREAK_COUNTER) and kind is CardKind.COUNTER_REMEDY:
        assert ctx.remedy_card is not None
        remedy = cards.stretto(ctx.remedy_card)
        return counter_problem(state, seat, card, remedy) or "it cannot counter now"
    if kind is CardKind.REMEDY and phase in (Phase.STRETTO, Phase.EXCHANGED):
        slots = stretto_slots(state) if phase is Phase.STRETTO else OUTSIDE
        return remedy_problem(state, seat, card, slots) or f"now you must {what_now(state)}"
    if kind is CardKind.REMEDY:
        return "a Stretto Remedy is played only in a bind or to answer an exchange or a Break"
    if kind is CardKind.COUNTER_REMEDY:
        return "a Counter-Remedy answers only an opponent's Stretto Remedy"
    if kind is CardKind.SKILL:
        skill = cards.skill(card)
        need = f" with the {skill.requires.title} advantage" if skill.requires else ""
        return f"it is played at {skill.timing.value.replace('_', ' ')}{need}"
    return f"now you must {what_now(state)}"


def why_illegal(state: GameState, action: Action) -> str:
    """A one-line reason an action was refused, for ``IllegalActionError``."""
    if state.outcome is not None:
        return "the game is over"
    if state.to_move is not action.seat:
        return f"it is not {action.seat.name}'s turn to act"
    if action.card is not None and 0 <= action.card < len(state.config.cards.instances):
        detail = explain(state, action.seat, action.card)
        if "can be played now" not in detail:
            return detail
    kind = action.kind.value if isinstance(action.kind, ActionKind) else str(action.kind)
    return f"'{kind}' is not a legal action now: the player must {what_now(state)}"
