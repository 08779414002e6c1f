"""What the seat to move may do in each phase: the legal actions, before Cycle plays are added.

One function per phase, each citing the rulebook step it implements. An empty list in a phase
where the player must answer means that player has lost (see ``audatia_qt.rules.game``).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from audatia_qt.rules.actions import Action, ActionKind
from audatia_qt.rules.cards import Blow, EffectKind, Hand, StrettoSlot, Timing, Virtue
from audatia_qt.rules.config import CardKind, Seat, Variant
from audatia_qt.rules.eligibility import (
    Reason,
    counter_problem,
    remedy_problem,
    strike_attack_problem,
    strike_beat_problem,
    strike_break_problem,
    strike_counterattack_problem,
    strike_exchange_problem,
    strike_parry_problem,
)
from audatia_qt.rules.state import Bind, GameState, Phase
from audatia_qt.rules.sudden_death import arrange_options, committed_options
from audatia_qt.rules.virtues import advantage, has_advantage

A = ActionKind
BOTH_SLOTS = frozenset(StrettoSlot)
INSIDE = frozenset({StrettoSlot.INSIDE})
OUTSIDE = frozenset({StrettoSlot.OUTSIDE})


def _cards(state: GameState, seat: Seat, kind: CardKind) -> list[int]:
    kinds = state.config.cards.kinds
    return [card for card in state.players[seat].hand if kinds[card] is kind]


def skills_for(state: GameState, seat: Seat, timing: Timing, *effects: EffectKind) -> list[int]:
    """Skill cards in hand playable now: right timing, effect, and virtue requirement met.

    None in Sudden Death, where a Skill card has no use (R-032.4).
    """
    cards = state.config.cards
    if state.config.variant is Variant.SUDDEN_DEATH:
        return []
    found = []
    for card in _cards(state, seat, CardKind.SKILL):
        skill = cards.skill(card)
        right_time = skill.timing is timing and (not effects or skill.effect.kind in effects)
        if right_time and has_advantage(state, seat, skill.requires):
            found.append(card)
    return found


def attack_actions(
    state: GameState, seat: Seat, *, as_defence: bool = False, blows: frozenset[Blow] | None = None
) -> list[Action]:
    """Every eligible Attack (and Beat of an Extended Posta) for ``seat``."""
    cards = state.config.cards
    actions = []
    for card in _cards(state, seat, CardKind.STRIKE):
        strike = cards.strike(card)
        if blows is not None and strike.blow not in blows:
            continue
        if strike_attack_problem(state, seat, strike, as_defence=as_defence) is None:
            actions.append(Action(seat, A.ATTACK, card))
        elif not as_defence and strike_beat_problem(state, seat, strike) is None:
            actions.append(Action(seat, A.BEAT, card))
    return actions


def remedy_actions(state: GameState, seat: Seat, slots: frozenset[StrettoSlot]) -> list[Action]:
    """Every Stretto Remedy in hand that works in one of ``slots``."""
    return [
        Action(seat, A.REMEDY, card)
        for card in _cards(state, seat, CardKind.REMEDY)
        if remedy_problem(state, seat, card, slots) is None
    ]


def counter_actions(state: GameState, seat: Seat) -> list[Action]:
    """Every Counter-Remedy in hand that lines up with the remedy in play ("Stretto")."""
    assert state.context.remedy_card is not None
    remedy = state.config.cards.stretto(state.context.remedy_card)
    return [
        Action(seat, A.COUNTER_REMEDY, card)
        for card in _cards(state, seat, CardKind.COUNTER_REMEDY)
        if counter_problem(state, seat, card, remedy) is None
    ]


def _mulligan(state: GameState, seat: Seat) -> list[Action]:
    """Setup 5: discard any number of Basic cards, then keep. Built in sort order."""
    hand = sorted(state.players[seat].hand)
    return [*(Action(seat, A.MULLIGAN_DISCARD, card) for card in hand), Action(seat, A.KEEP_HAND)]


def _virtue_choice(state: GameState, seat: Seat) -> list[Action]:
    """Setup 6.2 / 6.3: choose one of the Virtues still on the table."""
    taken = state.players[0].virtues | state.players[1].virtues
    return [
        Action(seat, A.CHOOSE_VIRTUE, choice=virtue.value)
        for virtue in Virtue
        if virtue not in taken
    ]


def _salute(state: GameState, seat: Seat) -> list[Action]:
    """Setup 7: salute (or return the salute) by discarding any card, or decline. Built in
    sort order."""
    hand = sorted(state.players[seat].hand)
    return [*(Action(seat, A.SALUTE, card) for card in hand), Action(seat, A.DECLINE)]


def _trade(state: GameState, seat: Seat) -> list[Action]:
    """Out of Measure 2: any two cards face down for one from the deck, or stop trading.

    Built in sort order: the pairs of the sorted hand in order, then stopping.
    """
    player = state.players[seat]
    actions: list[Action] = []
    if player.deck:
        hand = sorted(player.hand)
        rows = _trade_rows(seat, hand[-1] + 1 if hand else 0)
        actions = [rows[a][b] for a, b in combinations(hand, 2)]
    actions.append(Action(seat, A.END_TRADES))
    return actions


#: Trade actions by seat, then first card, then second card: ``_TRADE_ROWS[seat][a][b]`` is
#: ``Action(seat, TRADE, a, b)``. Building the 66 pairs of a hand was most of a trade's cost;
#: reading them from rows is three times faster. An Action is an immutable value of the seat
#: and two card ids, whatever the game, so the rows serve every game; they grow only up to the
#: largest card id met (the size of the decks played).
_TRADE_ROWS: tuple[list[list[Action]], list[list[Action]]] = ([], [])


def _trade_rows(seat: Seat, size: int) -> list[list[Action]]:
    """``seat``'s rows, with at least ``size`` rows of ``size`` actions each."""
    rows = _TRADE_ROWS[seat]
    if len(rows) < size:
        # Rebuilt whole: every row as long as the number of rows (a square table).
        new, trade = tuple.__new__, A.TRADE
        rows[:] = [
            [new(Action, (seat, trade, a, b, None)) for b in range(size)] for a in range(size)
        ]
    return rows


def _posta_choice(state: GameState, seat: Seat) -> list[Action]:
    """Out of Measure 3: choose a Posta in secret (or first read the opponent's, by a skill)."""
    actions = [Action(seat, A.CHOOSE_POSTA, posta) for posta in state.players[seat].posta_pile]
    if not state.context.seen_posta:
        actions += [
            Action(seat, A.PLAY_SKILL, card)
            for card in skills_for(state, seat, Timing.POSTA_CHOICE, EffectKind.SEE_POSTA)
        ]
    return actions


def measure_skill_actions(state: GameState, seat: Seat) -> list[Action]:
    """Out of Measure 4: the Out-of-Measure skills this seat could play now."""
    cards = state.config.cards
    actions = []
    for card in skills_for(state, seat, Timing.OUT_OF_MEASURE):
        kind = cards.skill(card).effect.kind
        if kind is EffectKind.CHANGE_POSTA and not state.players[seat].posta_pile:
            continue
        if kind is EffectKind.FORCE_FIRST and state.context.forced is not None:
            continue
        actions.append(Action(seat, A.PLAY_SKILL, card))
    return actions


def _measure_skills(state: GameState, seat: Seat) -> list[Action]:
    return [*measure_skill_actions(state, seat), Action(seat, A.PASS)]


def _change_posta(state: GameState, seat: Seat) -> list[Action]:
    """A change-posta skill: take any Posta from the pile."""
    return [Action(seat, A.CHOOSE_POSTA, posta) for posta in state.players[seat].posta_pile]


def _opening(state: GameState, seat: Seat) -> list[Action]:
    """Out of Measure 5-7: attack or change Posta; pass unless forced; step 7 attack only."""
    actions = attack_actions(state, seat)
    if state.context.final_call:
        return actions
    actions += [Action(seat, A.CHANGE_POSTA, posta) for posta in state.players[seat].posta_pile]
    if state.context.forced is not seat:
        actions.append(Action(seat, A.PASS))
    return actions


def react_actions(state: GameState, seat: Seat) -> list[Action]:
    """Cut 2 / Thrust 2: every way to answer the attack in play."""
    ctx = state.context
    assert ctx.attack_card is not None
    cards = state.config.cards
    attack = cards.strike(ctx.attack_card)
    actions = []
    for card in _cards(state, seat, CardKind.STRIKE):
        strike = cards.strike(card)
        if strike_parry_problem(state, seat, strike, attack) is None:
            actions.append(Action(seat, A.PARRY, card))
        if strike_counterattack_problem(state, seat, strike, attack) is None:
            actions.append(Action(seat, A.COUNTERATTACK, card))
        if strike_exchange_problem(state, seat, strike, attack) is None:
            actions.append(Action(seat, A.EXCHANGE, card))
        if strike_break_problem(state, seat, strike, attack) is None:
            actions.append(Action(seat, A.BREAK, card))
    player = state.players[seat]
    if player.in_posta and player.posta is not None:
        defends = cards.posta(player.posta).defends
        allowed = frozenset(g.blow for g in defends if has_advantage(state, seat, g.requires))
        if allowed:
            actions += [
                Action(seat, A.DEFEND, action.card)
                for action in attack_actions(state, seat, as_defence=True, blows=allowed)
            ]
    for card in skills_for(state, seat, Timing.ON_ATTACKED):
        effect = cards.skill(card).effect
        if effect.kind is EffectKind.AVOID_ATTACK or attack_actions(
            state, seat, as_defence=True, blows=effect.blows
        ):
            actions.append(Action(seat, A.PLAY_SKILL, card))
    return actions


def _parry_counterattack(state: GameState, seat: Seat) -> list[Action]:
    """Counterattacking: parry the counterattack, with the same blow only, or lose."""
    ctx = state.context
    assert ctx.attack_card is not None
    cards = state.config.cards
    attack = cards.strike(ctx.attack_card)
    return [
        Action(seat, A.PARRY, card)
        for card in _cards(state, seat, CardKind.STRIKE)
        if cards.strike(card).blow is attack.blow
        and strike_parry_problem(state, seat, cards.strike(card), attack) is None
    ]


def _orient_side(state: GameState, seat: Seat) -> list[Action]:
    """Cut 3: the Fortitudo leader turns the Stretto Side card to Inside or Outside."""
    return [Action(seat, A.ORIENT, choice=slot.value) for slot in StrettoSlot]


def stretto_slots(state: GameState) -> frozenset[StrettoSlot]:
    """The remedies the Stretto Side card allows (both when it was not turned, R-015)."""
    side = state.context.side
    return BOTH_SLOTS if side is None else frozenset({side})


def after_parry_actions(state: GameState, seat: Seat) -> list[Action]:
    """Cut special cases: the Audatia Entry (A) and the Feint (B), for the attacker."""
    actions = []
    if advantage(state, Virtue.AUDATIA) is seat:
        slots = BOTH_SLOTS if state.context.bind is Bind.LARGO else stretto_slots(state)
        actions += remedy_actions(state, seat, slots)
    if attack_actions(state, seat):
        actions += [
            Action(seat, A.PLAY_SKILL, card)
            for card in skills_for(state, seat, Timing.AFTER_PARRIED, EffectKind.FEINT)
        ]
    return actions


def _after_parry(state: GameState, seat: Seat) -> list[Action]:
    return [*after_parry_actions(state, seat), Action(seat, A.PASS)]


def _feint_strike(state: GameState, seat: Seat) -> list[Action]:
    """Cut special case B: the new strike after a Feint."""
    return attack_actions(state, seat)


def _defend_strike(state: GameState, seat: Seat) -> list[Action]:
    """ "Defend X": answer the attack with one of the skill's blows, as an attack."""
    assert state.context.skill_chain
    blows = state.config.cards.skill(state.context.skill_chain[0]).effect.blows
    return [
        Action(seat, A.DEFEND, action.card)
        for action in attack_actions(state, seat, as_defence=True, blows=blows)
    ]


def _follow_up(state: GameState, seat: Seat) -> list[Action]:
    """Cut 4 (Largo), after an avoid or a beat: attack, or wait."""
    return [*attack_actions(state, seat), Action(seat, A.WAIT)]


def _stretto(state: GameState, seat: Seat) -> list[Action]:
    """Cut 5: a Stretto Remedy the Side card allows, or wait (R-016)."""
    return [*remedy_actions(state, seat, stretto_slots(state)), Action(seat, A.WAIT)]


def _counter(state: GameState, seat: Seat) -> list[Action]:
    """Stretto: a Counter-Remedy that lines up, or lose."""
    return counter_actions(state, seat)


def _exchanged(state: GameState, seat: Seat) -> list[Action]:
    """Exchange: the exchanged thruster must play an Outside remedy, or lose."""
    return remedy_actions(state, seat, OUTSIDE)


def _hand_slots(state: GameState, card: int | None) -> frozenset[StrettoSlot]:
    """Against a mandritto the remedy is Outside, against a roverso Inside (Thrust 2.3.2)."""
    assert card is not None
    hand = state.config.cards.strike(card).blow.hand
    return OUTSIDE if hand is Hand.MANDRITTO else INSIDE


def _break_attacker(state: GameState, seat: Seat) -> list[Action]:
    """Thrust 2.3.2: a remedy on the side the Break came from, or wait."""
    slots = _hand_slots(state, state.context.break_card)
    return [*remedy_actions(state, seat, slots), Action(seat, A.WAIT)]


def _break_defender(state: GameState, seat: Seat) -> list[Action]:
    """Thrust 2.3.3: an eligible Mezano, or wait."""
    mezani = frozenset({Blow.MANDRITTO_MEZANO, Blow.ROVERSO_MEZANO})
    return [*attack_actions(state, seat, blows=mezani), Action(seat, A.WAIT)]


def _mezano_answer(state: GameState, seat: Seat) -> list[Action]:
    """Thrust 2.3.3.1-2: Outside remedy against a Roverso, Inside against a Mandritto; or
    counterattack a Roverso Mezano with a Mandritto Mezano (R-017)."""
    ctx = state.context
    assert ctx.mezano_card is not None
    mezano = state.config.cards.strike(ctx.mezano_card).blow
    slots = OUTSIDE if mezano.hand is Hand.ROVERSO else INSIDE
    actions = remedy_actions(state, seat, slots)
    if mezano is Blow.ROVERSO_MEZANO:
        actions += [
            Action(seat, A.COUNTERATTACK, action.card)
            for action in attack_actions(
                state, seat, as_defence=True, blows=frozenset({Blow.MANDRITTO_MEZANO})
            )
        ]
    return actions


def _break_counter(state: GameState, seat: Seat) -> list[Action]:
    """Thrust 2.3.3.3: a Counter-Remedy that lines up, or the remedy that answers a Break."""
    cards = state.config.cards
    actions = counter_actions(state, seat)
    actions += [
        Action(seat, A.REMEDY, card)
        for card in _cards(state, seat, CardKind.REMEDY)
        if cards.stretto(card).answers_break
    ]
    return actions


def cancel_actions(state: GameState, seat: Seat) -> list[Action]:
    """Skill cards that cancel the opponent's skill just played."""
    return [
        Action(seat, A.PLAY_SKILL, card)
        for card in skills_for(state, seat, Timing.ON_OPPONENT_SKILL, EffectKind.CANCEL_SKILL)
    ]


def _skill_response(state: GameState, seat: Seat) -> list[Action]:
    return [*cancel_actions(state, seat), Action(seat, A.DECLINE)]


def _none(state: GameState, seat: Seat) -> list[Action]:
    return []


PHASE_OPTIONS: dict[Phase, Callable[[GameState, Seat], list[Action]]] = {
    Phase.MULLIGAN: _mulligan,
    Phase.VIRTUE_CHOICE: _virtue_choice,
    Phase.SALUTE: _salute,
    Phase.SALUTE_REPLY: _salute,
    Phase.TRADE: _trade,
    Phase.POSTA_CHOICE: _posta_choice,
    Phase.MEASURE_SKILLS: _measure_skills,
    Phase.CHANGE_POSTA: _change_posta,
    Phase.OPENING: _opening,
    Phase.REACT: react_actions,
    Phase.PARRY_COUNTERATTACK: _parry_counterattack,
    Phase.ORIENT_SIDE: _orient_side,
    Phase.AFTER_PARRY: _after_parry,
    Phase.FEINT_STRIKE: _feint_strike,
    Phase.DEFEND_STRIKE: _defend_strike,
    Phase.FOLLOW_UP: _follow_up,
    Phase.STRETTO: _stretto,
    Phase.COUNTER: _counter,
    Phase.EXCHANGED: _exchanged,
    Phase.BREAK_ATTACKER: _break_attacker,
    Phase.BREAK_DEFENDER: _break_defender,
    Phase.MEZANO_ANSWER: _mezano_answer,
    Phase.BREAK_COUNTER: _break_counter,
    Phase.SKILL_RESPONSE: _skill_response,
    Phase.ARRANGE: arrange_options,
    Phase.GAME_OVER: _none,
}


#: Phases whose options are built in ``Action.sort_key`` order: one action per card of the
#: sorted hand (or pair of cards), then the one closing choice, whose kind sorts after them.
PRESORTED_PHASES = frozenset({Phase.MULLIGAN, Phase.SALUTE, Phase.SALUTE_REPLY, Phase.TRADE})


def options(state: GameState) -> list[Action]:
    """The legal actions of the seat to move, without Cycle plays.

    In Sudden Death a decision is narrowed to the turned-up row card (R-033).
    """
    if state.to_move is None:
        return []
    found = PHASE_OPTIONS[state.phase](state, state.to_move)
    if state.config.variant is Variant.SUDDEN_DEATH:
        return committed_options(state, found)
    return found


#: Phases in which the seat to move must answer or lose (``game`` names the reasons).
MUST_ANSWER = frozenset(
    {
        Phase.REACT,
        Phase.PARRY_COUNTERATTACK,
        Phase.COUNTER,
        Phase.BREAK_COUNTER,
        Phase.EXCHANGED,
        Phase.MEZANO_ANSWER,
    }
)


def forced_to_answer(state: GameState) -> bool:
    """The seat to move must answer, or at Out of Measure 7 attack: with no option the game
    ends (a loss, or a draw of the challenge), unless a Cycle is left (R-029)."""
    phase = state.phase
    return phase in MUST_ANSWER or (phase is Phase.OPENING and state.context.final_call)


def _cycling_closed(state: GameState, seat: Seat) -> Reason:
    """Why ``seat`` can cycle no card at all now: a Cycle draws a card, so it needs an Action
    deck that is not empty (R-019); Skill cards have no use in Sudden Death (R-032.4)."""
    if state.config.variant is Variant.SUDDEN_DEATH:
        return "Skill cards have no use in Sudden Death (R-032.4)"
    if not state.players[seat].deck:
        return "your Action deck is empty, so there is no card to draw for it (R-019)"
    return None


def cycle_actions(state: GameState) -> list[Action]:
    """Cycle: a skill with the Cycle symbol may be swapped for a new card at any time (R-019);
    not in Sudden Death, where Skill cards have no use (R-032.4)."""
    seat = state.to_move
    if seat is None or _cycling_closed(state, seat) is not None:
        return []
    cycle = state.config.cards.cycle
    return [Action(seat, A.CYCLE, card) for card in state.players[seat].hand if cycle[card]]


def cycle_problem(state: GameState, seat: Seat, card: int) -> Reason:
    """Why ``seat`` may not cycle ``card`` now ("any time" is any of your own decisions,
    R-019), or None when ``cycle_actions`` offers it."""
    if not state.config.cards.cycle[card]:
        return "it has no Cycle symbol"
    if card not in state.players[seat].hand:
        return "only a card in your hand can be cycled"
    if state.to_move is not seat:
        return "a card is cycled at one of your own decisions, and this one is not yours (R-019)"
    return _cycling_closed(state, seat)
