"""What the seat to move may do in each phase: the legal actions, before Cycle plays are added.

One function per phase, each citing the rulebook step it implements. An empty list in a phase
where the player must answer means that player has lost (see ``rules.game``).
"""

from __future__ import annotations

import functools
from itertools import combinations
from typing import Protocol

from audatia_qt.engine.messages import translate
from audatia_qt.games.audatia.rules.actions import BARE, Action, ActionKind, card_actions
from audatia_qt.games.audatia.rules.cards import (
    Blow,
    Hand,
    StrettoSlot,
    Timing,
    Virtue,
    is_perfect_counter,
)
from audatia_qt.games.audatia.rules.config import CardKind, GameConfig, Seat
from audatia_qt.games.audatia.rules.effects import effect_type
from audatia_qt.games.audatia.rules.eligibility import (
    Reason,
    counter_problem,
    guards,
    remedy_problem,
    strike_attack_problem,
    strike_beat_problem,
    strike_break_problem,
    strike_counterattack_problem,
    strike_exchange_problem,
    strike_parry_problem,
)
from audatia_qt.games.audatia.rules.members import (
    A_ATTACK,
    A_BEAT,
    A_BREAK,
    A_CHANGE_POSTA,
    A_CHOOSE_POSTA,
    A_CHOOSE_VIRTUE,
    A_COUNTER_REMEDY,
    A_COUNTERATTACK,
    A_CYCLE,
    A_DECLINE,
    A_DEFEND,
    A_END_TRADES,
    A_EXCHANGE,
    A_KEEP_HAND,
    A_MULLIGAN_DISCARD,
    A_ORIENT,
    A_PARRY,
    A_PASS,
    A_PLAY_SKILL,
    A_REMEDY,
    A_SALUTE,
    A_TRADE,
    A_WAIT,
    ANSWER_ALWAYS,
    ANSWER_WITH_ITS_BLOWS,
    BIND_LARGO,
    BIND_STRETTO,
    BLOW_MANDRITTO_MEZANO,
    BLOW_ROVERSO_MEZANO,
    CARD_COUNTER_REMEDY,
    CARD_REMEDY,
    CARD_STRIKE,
    HAND_MANDRITTO,
    HAND_ROVERSO,
    PHASE_OPENING,
    TIMING_AFTER_PARRIED,
    TIMING_ON_ATTACKED,
    TIMING_ON_OPPONENT_SKILL,
    TIMING_OUT_OF_MEASURE,
    TIMING_POSTA_CHOICE,
    VIRTUE_AUDATIA,
)
from audatia_qt.games.audatia.rules.state import Context, GameState
from audatia_qt.games.audatia.rules.virtues import advantage, has_advantage


class Table(Protocol):
    """What the Stretto sides are read from: the cards and the moment (a ``GameState``, or a
    seat's knowledge of one, ``ai.knowledge.Situation``)."""

    @property
    def config(self) -> GameConfig: ...

    @property
    def context(self) -> Context: ...


BOTH_SLOTS = frozenset(StrettoSlot)
INSIDE = frozenset({StrettoSlot.INSIDE})
OUTSIDE = frozenset({StrettoSlot.OUTSIDE})


def _cards(state: GameState, seat: Seat, kind: CardKind) -> list[int]:
    kinds = state.config.cards.kinds
    return [card for card in state.players[seat].hand if kinds[card] is kind]


def _row(state: GameState, seat: Seat, kind: ActionKind) -> tuple[Action, ...]:
    """``_row(state, seat, kind)[card]`` is ``Action(seat, kind, card)``, read from a shared
    table (``card_actions``) rather than built."""
    return card_actions(len(state.config.cards.instances))[seat][kind.rank]


def _bare(seat: Seat, kind: ActionKind) -> Action:
    """``Action(seat, kind)``, shared (``BARE``)."""
    return BARE[seat][kind.rank]


def skills_for(state: GameState, seat: Seat, timing: Timing) -> list[int]:
    """Skill cards in hand playable now: right timing and virtue requirement met.

    The timing alone picks the effect kinds, since every kind is played in its own windows
    (``rules.effects``, enforced by the deck checks). None when the ruleset gives Skill cards
    no use (Sudden Death, R-032.4).
    """
    config = state.config
    if config.ruleset.skills_closed is not None:
        return []
    skills = config.cards.skills
    found = []
    for card in state.players[seat].hand:
        skill = skills[card]
        if (
            skill is not None
            and skill.timing is timing
            and has_advantage(state, seat, skill.requires)
        ):
            found.append(card)
    return found


def attack_actions(
    state: GameState, seat: Seat, *, as_defence: bool = False, blows: frozenset[Blow] | None = None
) -> list[Action]:
    """Every eligible Attack (and Beat of an Extended Posta) for ``seat``."""
    cards = state.config.cards
    attacks = _row(state, seat, A_ATTACK)
    beats = None if as_defence else _row(state, seat, A_BEAT)
    poste = guards(state, seat)
    actions = []
    for card in _cards(state, seat, CARD_STRIKE):
        strike = cards.strike(card)
        if blows is not None and strike.blow not in blows:
            continue
        if (
            strike_attack_problem(
                state, seat, strike, as_defence=as_defence, why=False, poste=poste
            )
            is None
        ):
            actions.append(attacks[card])
        elif (
            beats is not None
            and strike_beat_problem(state, seat, strike, why=False, poste=poste) is None
        ):
            actions.append(beats[card])
    return actions


def remedy_actions(state: GameState, seat: Seat, slots: frozenset[StrettoSlot]) -> list[Action]:
    """Every Stretto Remedy in hand that works in one of ``slots``."""
    remedies = _row(state, seat, A_REMEDY)
    return [
        remedies[card]
        for card in _cards(state, seat, CARD_REMEDY)
        if remedy_problem(state, seat, card, slots, why=False) is None
    ]


def counter_actions(state: GameState, seat: Seat) -> list[Action]:
    """Every Counter-Remedy in hand that lines up with the remedy in play, on its side
    ("Stretto"; R-036)."""
    assert state.context.remedy_card is not None
    remedy = state.config.cards.stretto(state.context.remedy_card)
    side = remedy_side(state)
    counters = _row(state, seat, A_COUNTER_REMEDY)
    return [
        counters[card]
        for card in _cards(state, seat, CARD_COUNTER_REMEDY)
        if counter_problem(state, seat, card, remedy, side, why=False) is None
    ]


def perfect_counter(state: Table, card: int) -> bool:
    """Whether the Counter-Remedy ``card`` counters the remedy in play perfectly, as it was
    played ("Stretto"; R-001, R-036): then the Remedy player loses, in the Break as anywhere
    ("Winning Conditions"; R-018)."""
    remedy = state.context.remedy_card
    assert remedy is not None
    cards = state.config.cards
    return is_perfect_counter(cards.stretto(remedy), cards.stretto(card), remedy_side(state))


def mulligan_options(state: GameState, seat: Seat) -> list[Action]:
    """Setup 5: discard any number of Basic cards, then keep. Built in sort order."""
    discards = _row(state, seat, A_MULLIGAN_DISCARD)
    actions = [discards[card] for card in sorted(state.players[seat].hand)]
    actions.append(_bare(seat, A_KEEP_HAND))
    return actions


def virtue_choice_options(state: GameState, seat: Seat) -> list[Action]:
    """Setup 6.2 / 6.3: choose one of the Virtues still on the table."""
    taken = state.players[0].virtues | state.players[1].virtues
    return [
        Action(seat, A_CHOOSE_VIRTUE, choice=virtue.value)
        for virtue in Virtue
        if virtue not in taken
    ]


def salute_options(state: GameState, seat: Seat) -> list[Action]:
    """Setup 7: salute (or return the salute) by discarding any card, or decline. Built in
    sort order."""
    salutes = _row(state, seat, A_SALUTE)
    actions = [salutes[card] for card in sorted(state.players[seat].hand)]
    actions.append(_bare(seat, A_DECLINE))
    return actions


def trade_options(state: GameState, seat: Seat) -> list[Action]:
    """Out of Measure 2: any two cards face down for one from the deck, or stop trading.

    Built in sort order: the pairs of the sorted hand in order, then stopping.
    """
    player = state.players[seat]
    actions: list[Action] = []
    if player.deck:
        hand = sorted(player.hand)
        # Sized for the decks, not the hand: one table a game, whatever the hand holds.
        rows = _trade_rows(seat, len(state.config.cards.instances))
        actions = [rows[a][b] for a, b in combinations(hand, 2)]
    actions.append(_bare(seat, A_END_TRADES))
    return actions


@functools.lru_cache(maxsize=8)
def _trade_rows(seat: Seat, size: int) -> tuple[tuple[Action, ...], ...]:
    """Every trade of ``seat`` between card ids below ``size``: ``rows[a][b]`` is
    ``Action(seat, TRADE, a, b)``. Building the 66 pairs of a hand was most of a trade's cost;
    reading them from rows is about three times faster. An Action is an immutable value of the
    seat and two card ids, so one table serves every game of the same deck sizes."""
    new, trade = tuple.__new__, A_TRADE
    return tuple(
        tuple(new(Action, (seat, trade, a, b, None)) for b in range(size)) for a in range(size)
    )


def posta_choice_options(state: GameState, seat: Seat) -> list[Action]:
    """Out of Measure 3: choose a Posta in secret (or first read the opponent's, by a skill)."""
    choose = _row(state, seat, A_CHOOSE_POSTA)
    actions = [choose[posta] for posta in state.players[seat].posta_pile]
    if not state.context.seen_posta:
        skills = _row(state, seat, A_PLAY_SKILL)
        actions += [skills[card] for card in skills_for(state, seat, TIMING_POSTA_CHOICE)]
    return actions


def measure_skill_actions(state: GameState, seat: Seat) -> list[Action]:
    """Out of Measure 4: the Out-of-Measure skills this seat could play now (each only when its
    effect would do something, ``EffectType.playable``)."""
    cards = state.config.cards
    skills = _row(state, seat, A_PLAY_SKILL)
    return [
        skills[card]
        for card in skills_for(state, seat, TIMING_OUT_OF_MEASURE)
        if effect_type(cards.skill(card).effect.kind).playable(state, seat)
    ]


def measure_skills_options(state: GameState, seat: Seat) -> list[Action]:
    actions = measure_skill_actions(state, seat)
    actions.append(_bare(seat, A_PASS))
    return actions


def change_posta_options(state: GameState, seat: Seat) -> list[Action]:
    """A change-posta skill: take any Posta from the pile."""
    choose = _row(state, seat, A_CHOOSE_POSTA)
    return [choose[posta] for posta in state.players[seat].posta_pile]


def opening_options(state: GameState, seat: Seat) -> list[Action]:
    """Out of Measure 5-7: attack or change Posta; pass unless forced; step 7 attack only."""
    actions = attack_actions(state, seat)
    if state.context.final_call:
        return actions
    change = _row(state, seat, A_CHANGE_POSTA)
    actions += [change[posta] for posta in state.players[seat].posta_pile]
    if state.context.forced is not seat:
        actions.append(_bare(seat, A_PASS))
    return actions


def react_actions(state: GameState, seat: Seat) -> list[Action]:
    """Cut 2 / Thrust 2: every way to answer the attack in play."""
    ctx = state.context
    assert ctx.attack_card is not None
    cards = state.config.cards
    attack = cards.strike(ctx.attack_card)
    parries = _row(state, seat, A_PARRY)
    counterattacks = _row(state, seat, A_COUNTERATTACK)
    exchanges = _row(state, seat, A_EXCHANGE)
    breaks = _row(state, seat, A_BREAK)
    actions = []
    for card in _cards(state, seat, CARD_STRIKE):
        strike = cards.strike(card)
        if strike_parry_problem(state, seat, strike, attack, why=False) is None:
            actions.append(parries[card])
        if strike_counterattack_problem(state, seat, strike, attack, why=False) is None:
            actions.append(counterattacks[card])
        if strike_exchange_problem(state, seat, strike, attack, why=False) is None:
            actions.append(exchanges[card])
        if strike_break_problem(state, seat, strike, attack, why=False) is None:
            actions.append(breaks[card])
    player = state.players[seat]
    if player.in_posta and player.posta is not None:
        defends = cards.posta(player.posta).defends
        allowed = frozenset(g.blow for g in defends if has_advantage(state, seat, g.requires))
        if allowed:
            actions += _as_kind(
                state, seat, A_DEFEND, attack_actions(state, seat, as_defence=True, blows=allowed)
            )
    skills = _row(state, seat, A_PLAY_SKILL)
    for card in skills_for(state, seat, TIMING_ON_ATTACKED):
        effect = cards.skill(card).effect
        answers = effect_type(effect.kind).answers
        if answers is ANSWER_ALWAYS or (
            answers is ANSWER_WITH_ITS_BLOWS
            and attack_actions(state, seat, as_defence=True, blows=effect.blows)
        ):
            actions.append(skills[card])
    return actions


def _as_kind(state: GameState, seat: Seat, kind: ActionKind, found: list[Action]) -> list[Action]:
    """The same cards' actions as ``kind`` (an attack made as a defence or counterattack)."""
    row = _row(state, seat, kind)
    return [row[action.card] for action in found if action.card is not None]


def parry_counterattack_options(state: GameState, seat: Seat) -> list[Action]:
    """Counterattacking: parry the counterattack, with the same type of Strike (a cut for a
    cut, R-037) that may parry it, or lose."""
    ctx = state.context
    assert ctx.attack_card is not None and ctx.counterattacked
    cards = state.config.cards
    attack = cards.strike(ctx.attack_card)
    parries = _row(state, seat, A_PARRY)
    return [
        parries[card]
        for card in _cards(state, seat, CARD_STRIKE)
        if strike_parry_problem(state, seat, cards.strike(card), attack, why=False) is None
    ]


def orient_side_options(state: GameState, seat: Seat) -> list[Action]:
    """Cut 3: the Fortitudo leader turns the Stretto Side card to Inside or Outside."""
    return [Action(seat, A_ORIENT, choice=slot.value) for slot in StrettoSlot]


def stretto_slots(state: Table) -> frozenset[StrettoSlot]:
    """The remedies the Stretto Side card allows (both when it was not turned, R-015)."""
    side = state.context.side
    return BOTH_SLOTS if side is None else frozenset({side})


def remedy_slots(state: Table, seat: Seat) -> frozenset[StrettoSlot]:
    """The sides a Stretto Remedy played by ``seat`` now works on (R-036): in a bind, any in a
    Largo one (the Audatia Entry, R-010) and the Side card's in a Stretto one; in the Break,
    the side of the Break (Thrust 2.3.2) or of the Mezano (2.3.3.1), and for the breaker's
    remedy that answers a Break its own sides (R-024); else it answers an Exchange: Outside.
    """
    ctx = state.context
    if ctx.bind is BIND_LARGO:
        return BOTH_SLOTS
    if ctx.bind is BIND_STRETTO:
        return stretto_slots(state)
    if ctx.break_card is not None:
        if state.config.cards[ctx.break_card].owner is seat:
            return BOTH_SLOTS
        if ctx.mezano_card is not None:
            return _hand_slots(state, ctx.mezano_card, HAND_ROVERSO)
        return _hand_slots(state, ctx.break_card, HAND_MANDRITTO)
    # Without a bind or a Break, only an Exchange asks for a remedy ("Exchange").
    return OUTSIDE


def remedy_side(state: Table) -> StrettoSlot | None:
    """The one side the remedy in play works on, where its counter must line up; None when
    it works on all its slots (R-036)."""
    ctx = state.context
    assert ctx.remedy_card is not None and ctx.remedy_seat is not None
    slots = state.config.cards.stretto(ctx.remedy_card).slots
    slots &= remedy_slots(state, ctx.remedy_seat)
    return next(iter(slots)) if len(slots) == 1 else None


def after_parry_actions(state: GameState, seat: Seat) -> list[Action]:
    """Cut special cases: the Audatia Entry (A) and the Feint (B), for the attacker.

    In a Stretto bind only a Stretto Remedy may be played ("Stretto"), so no Feint (R-025).
    """
    actions = []
    largo = state.context.bind is BIND_LARGO
    if advantage(state, VIRTUE_AUDATIA) is seat:
        actions += remedy_actions(state, seat, remedy_slots(state, seat))
    if largo:
        # A Feint needs a strike to follow it; the (rarer) Feint cards are looked for first.
        feints = skills_for(state, seat, TIMING_AFTER_PARRIED)
        if feints and attack_actions(state, seat):
            skills = _row(state, seat, A_PLAY_SKILL)
            actions += [skills[card] for card in feints]
    return actions


def after_parry_options(state: GameState, seat: Seat) -> list[Action]:
    actions = after_parry_actions(state, seat)
    actions.append(_bare(seat, A_PASS))
    return actions


def feint_strike_options(state: GameState, seat: Seat) -> list[Action]:
    """Cut special case B: the new strike after a Feint."""
    return attack_actions(state, seat)


def defend_strike_options(state: GameState, seat: Seat) -> list[Action]:
    """ "Defend X": answer the attack with one of the skill's blows, as an attack."""
    assert state.context.skill_chain
    blows = state.config.cards.skill(state.context.skill_chain[0]).effect.blows
    return _as_kind(
        state, seat, A_DEFEND, attack_actions(state, seat, as_defence=True, blows=blows)
    )


def follow_up_options(state: GameState, seat: Seat) -> list[Action]:
    """Cut 4 (Largo), after an avoid or a beat: attack, or wait."""
    actions = attack_actions(state, seat)
    actions.append(_bare(seat, A_WAIT))
    return actions


def stretto_options(state: GameState, seat: Seat) -> list[Action]:
    """Cut 5: a Stretto Remedy the Side card allows, or wait (R-016)."""
    actions = remedy_actions(state, seat, remedy_slots(state, seat))
    actions.append(_bare(seat, A_WAIT))
    return actions


def counter_options(state: GameState, seat: Seat) -> list[Action]:
    """Stretto: a Counter-Remedy that lines up, or lose."""
    return counter_actions(state, seat)


def exchanged_options(state: GameState, seat: Seat) -> list[Action]:
    """Exchange: the exchanged thruster must play an Outside remedy, or lose."""
    return remedy_actions(state, seat, remedy_slots(state, seat))


def _hand_slots(state: Table, card: int, outside: Hand) -> frozenset[StrettoSlot]:
    """Outside when ``card`` is of the ``outside`` hand, else Inside: after a Break, Outside
    against a mandritto (Thrust 2.3.2); after a Mezano, Outside against a roverso (2.3.3.1)."""
    hand = state.config.cards.strike(card).blow.hand
    return OUTSIDE if hand is outside else INSIDE


def break_attacker_options(state: GameState, seat: Seat) -> list[Action]:
    """Thrust 2.3.2: a remedy on the side the Break came from, or wait."""
    actions = remedy_actions(state, seat, remedy_slots(state, seat))
    actions.append(_bare(seat, A_WAIT))
    return actions


def break_defender_options(state: GameState, seat: Seat) -> list[Action]:
    """Thrust 2.3.3: an eligible Mezano, or wait."""
    mezani = frozenset({BLOW_MANDRITTO_MEZANO, BLOW_ROVERSO_MEZANO})
    actions = attack_actions(state, seat, blows=mezani)
    actions.append(_bare(seat, A_WAIT))
    return actions


def mezano_answer_options(state: GameState, seat: Seat) -> list[Action]:
    """Thrust 2.3.3.1-2: Outside remedy against a Roverso, Inside against a Mandritto; or
    counterattack a Roverso Mezano with a Mandritto Mezano (R-017)."""
    ctx = state.context
    assert ctx.mezano_card is not None
    mezano = state.config.cards.strike(ctx.mezano_card).blow
    actions = remedy_actions(state, seat, remedy_slots(state, seat))
    if mezano is BLOW_ROVERSO_MEZANO:
        actions += _as_kind(
            state,
            seat,
            A_COUNTERATTACK,
            attack_actions(state, seat, as_defence=True, blows=frozenset({BLOW_MANDRITTO_MEZANO})),
        )
    return actions


def break_counter_options(state: GameState, seat: Seat) -> list[Action]:
    """Thrust 2.3.3.3: a Counter-Remedy that lines up, or the remedy that answers a Break."""
    cards = state.config.cards
    actions = counter_actions(state, seat)
    remedies = _row(state, seat, A_REMEDY)
    actions += [
        remedies[card]
        for card in _cards(state, seat, CARD_REMEDY)
        if cards.stretto(card).answers_break
    ]
    return actions


def cancel_actions(state: GameState, seat: Seat) -> list[Action]:
    """Skill cards that cancel the opponent's skill just played."""
    skills = _row(state, seat, A_PLAY_SKILL)
    return [skills[card] for card in skills_for(state, seat, TIMING_ON_OPPONENT_SKILL)]


def skill_response_options(state: GameState, seat: Seat) -> list[Action]:
    actions = cancel_actions(state, seat)
    actions.append(_bare(seat, A_DECLINE))
    return actions


def no_options(state: GameState, seat: Seat) -> list[Action]:
    return []


def options(state: GameState) -> list[Action]:
    """The legal actions of the seat to move, without Cycle plays: its phase's options, as the
    config's ruleset gives them (in Sudden Death, narrowed to the turned-up row card, R-033).
    """
    if state.to_move is None:
        return []
    return state.config.ruleset.options(state)


def forced_to_answer(state: GameState) -> bool:
    """The seat to move must answer, or at Out of Measure 7 attack: with no option the game
    ends (a loss, or a draw of the challenge), unless a Cycle is left (R-029)."""
    phase = state.phase
    if state.config.ruleset.records[phase.index].must_answer is not None:
        return True
    return phase is PHASE_OPENING and state.context.final_call


#: Said at import: ``cycle_actions`` (so ``legal_actions``) asks for it (issue 21).
_DECK_EMPTY = translate(
    "Refusals", "your Action deck is empty, so there is no card to draw for it (R-019)"
).say()
_NO_CYCLE = translate("Refusals", "it has no Cycle symbol")
_CYCLE_IN_HAND = translate("Refusals", "only a card in your hand can be cycled")
_CYCLE_NOT_YOURS = translate(
    "Refusals", "a card is cycled at one of your own decisions, and this one is not yours (R-019)"
)


def _cycling_closed(state: GameState, seat: Seat) -> Reason:
    """Why ``seat`` can cycle no card at all now: a Cycle draws a card, so it needs an Action
    deck that is not empty (R-019); none when the ruleset gives Skill cards no use (Sudden
    Death, R-032.4)."""
    closed = state.config.ruleset.skills_closed
    if closed is not None:
        return closed
    if not state.players[seat].deck:
        return _DECK_EMPTY
    return None


def cycle_actions(state: GameState) -> list[Action]:
    """Cycle: a skill with the Cycle symbol may be swapped for a new card at any time (R-019);
    not in Sudden Death, where Skill cards have no use (R-032.4)."""
    seat = state.to_move
    if seat is None:
        return []
    cycle = state.config.cards.cycle
    # Asked at every decision, and most hands hold no Cycle card: look for one first.
    found = [card for card in state.players[seat].hand if cycle[card]]
    if not found or _cycling_closed(state, seat) is not None:
        return []
    cycles = _row(state, seat, A_CYCLE)
    return [cycles[card] for card in found]


def cycle_problem(state: GameState, seat: Seat, card: int) -> Reason:
    """Why ``seat`` may not cycle ``card`` now ("any time" is any of your own decisions,
    R-019), or None when ``cycle_actions`` offers it."""
    if not state.config.cards.cycle[card]:
        return _NO_CYCLE.say()
    if card not in state.players[seat].hand:
        return _CYCLE_IN_HAND.say()
    if state.to_move is not seat:
        return _CYCLE_NOT_YOURS.say()
    return _cycling_closed(state, seat)
