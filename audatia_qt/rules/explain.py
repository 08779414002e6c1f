"""Explanations: why a card cannot be played now, and why an action was refused.

The table shows ``explain`` when a drop is refused, so every answer is a sentence a player can
act on, citing the rule. It reuses the eligibility checks that decide legality.
"""

from __future__ import annotations

from audatia_qt.rules.actions import Action, ActionKind
from audatia_qt.rules.cards import Timing
from audatia_qt.rules.config import CardKind, Seat
from audatia_qt.rules.eligibility import (
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
from audatia_qt.rules.options import (
    OUTSIDE,
    cycle_actions,
    cycle_problem,
    options,
    remedy_side,
    stretto_slots,
)
from audatia_qt.rules.state import Bind, GameState, Phase


def what_now(state: GameState) -> str:
    """What the seat to move has to decide, in words: the phase record's, as the config's
    ruleset gives them (Salle Play's opening hand, R-030.1; Sudden Death's turned-up card,
    R-033.2)."""
    return state.config.ruleset.what_now(state)


def printed_name(state: GameState, card: int) -> str:
    """The card's name as printed on it ("Punta"), for sentences a person reads; the
    notation's id ("punta-b") is for transcripts and bug reports, never for people."""
    return state.config.cards[card].definition.name


def explain(state: GameState, seat: Seat, card: int, kind: ActionKind | None = None) -> str:
    """Why ``card`` cannot be played by ``seat`` now; or how it can, if it can.

    With ``kind`` (the play the table tried, e.g. a drop on the parry zone): a card that has
    other legal uses is refused for that play with its reason, and its uses are named.
    """
    if state.outcome is not None:
        return "The game is over."
    label = printed_name(state, card)
    if state.to_move is not seat:
        return f"It is not your turn: the other player must {what_now(state)}."
    uses = _uses(state, card)
    if uses and kind is not None and kind.value not in uses:
        return _refused_but_usable(state, Action(seat, kind, card), card, uses) + "."
    if uses:
        return f"{label} can be played now ({', '.join(uses)})."
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
        side = remedy_side(state)
        return counter_problem(state, seat, card, remedy, side) or "it cannot counter now"
    if kind is CardKind.REMEDY and phase in (Phase.STRETTO, Phase.EXCHANGED):
        slots = stretto_slots(state) if phase is Phase.STRETTO else OUTSIDE
        return remedy_problem(state, seat, card, slots) or f"now you must {what_now(state)}"
    if kind is CardKind.REMEDY:
        return "a Stretto Remedy is played only in a bind or to answer an exchange or a Break"
    if kind is CardKind.COUNTER_REMEDY:
        return "a Counter-Remedy answers only an opponent's Stretto Remedy"
    if kind is CardKind.SKILL:
        skill = cards.skill(card)
        if skill.timing is Timing.AFTER_PARRIED and ctx.bind is Bind.STRETTO:
            return "in a Stretto bind only a Stretto Remedy may be played, so no Feint (R-025)"
        need = f" with the {skill.requires.title} advantage" if skill.requires else ""
        return f"it is played at {skill.timing.value.replace('_', ' ')}{need}"
    return f"now you must {what_now(state)}"


def _uses(state: GameState, card: int) -> list[str]:
    """The kinds of the legal actions (of the seat to move) that play ``card``, sorted."""
    return sorted(
        {
            action.kind.value
            for action in (*options(state), *cycle_actions(state))
            if card in (action.card, action.card2)
        }
    )


def why_illegal(state: GameState, action: Action) -> str:
    """A one-line reason an action was refused, for ``IllegalActionError``.

    When the card has another legal use now, the reason says so: "Punta cannot be played as
    'parry' now: <the rule>; it can be played now as 'exchange'". Cards are named as printed:
    the table shows this reason to the person whose play was refused.
    """
    if state.outcome is not None:
        return "the game is over"
    if state.to_move is not action.seat:
        return f"it is not {action.seat.name}'s turn to act"
    kind = action.kind.value if isinstance(action.kind, ActionKind) else str(action.kind)
    not_now = f"'{kind}' is not a legal action now: the player must {what_now(state)}"
    card = action.card
    if card is None or not 0 <= card < len(state.config.cards.instances):
        return not_now
    uses = _uses(state, card)
    if not uses:
        return explain(state, action.seat, card)
    return _refused_but_usable(state, action, card, uses)


def _refused_but_usable(state: GameState, action: Action, card: int, uses: list[str]) -> str:
    """The reason ``card`` cannot be played as ``action``, and the plays it can make now."""
    kind = action.kind.value if isinstance(action.kind, ActionKind) else str(action.kind)
    refused = _action_problem(state, action, card) or f"the player must {what_now(state)}"
    label = printed_name(state, card)
    alternatives = " or ".join(f"'{use}'" for use in uses)
    return (
        f"{label} cannot be played as '{kind}' now: {refused}; "
        f"it can be played now as {alternatives}"
    )


#: The phases in which each kind of card play is on offer, so that its eligibility rule is the
#: reason it was refused; elsewhere the reason is simply what the player must do instead.
_OFFERED_IN: dict[ActionKind, frozenset[Phase]] = {
    ActionKind.PARRY: frozenset({Phase.REACT, Phase.PARRY_COUNTERATTACK}),
    ActionKind.COUNTERATTACK: frozenset({Phase.REACT}),
    ActionKind.EXCHANGE: frozenset({Phase.REACT}),
    ActionKind.BREAK: frozenset({Phase.REACT}),
    ActionKind.ATTACK: frozenset({Phase.OPENING, Phase.FOLLOW_UP, Phase.FEINT_STRIKE}),
    ActionKind.BEAT: frozenset({Phase.OPENING, Phase.FOLLOW_UP}),
    ActionKind.COUNTER_REMEDY: frozenset({Phase.COUNTER, Phase.BREAK_COUNTER}),
    ActionKind.REMEDY: frozenset({Phase.STRETTO, Phase.EXCHANGED}),
}


def action_problem(state: GameState, action: Action) -> Reason:
    """What the rules say against ``action`` (a play of its card) now: the eligibility rule
    it breaks, or the Cycle's (R-019). None when it is legal, when that kind of play is not
    on offer in this phase at all, or when no rule names the problem."""
    if action.card is None:
        return None
    if action.kind is ActionKind.CYCLE:
        return cycle_problem(state, action.seat, action.card)
    return _action_problem(state, action, action.card)


def _action_problem(state: GameState, action: Action, card: int) -> Reason:
    """What the eligibility rules say against playing ``card`` as ``action`` now, if anything.

    None when the kind of play is not on offer in this phase at all, or no rule names the
    problem; the caller then says what the player must do instead.
    """
    seat, kind, ctx = action.seat, action.kind, state.context
    if state.phase not in _OFFERED_IN.get(kind, frozenset()):
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
