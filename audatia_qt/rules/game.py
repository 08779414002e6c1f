"""The rules engine's entry points: ``new_game``, ``to_move``, ``legal_actions``, ``apply``.

``apply`` checks the action against ``legal_actions``, then hands it to the handler of the
current phase. Handlers move cards through a ``Step`` and choose the next phase with the
``enter_*`` functions, which skip decisions a player has no choice in and end the game when a
player who must answer cannot.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from audatia_qt.rules import salle, sudden_death
from audatia_qt.rules.actions import Action, ActionKind, IllegalActionError
from audatia_qt.rules.cards import (
    Blow,
    EffectKind,
    Side,
    StrettoSlot,
    Virtue,
    VirtueBonus,
    is_perfect_counter,
    makes_stretto,
)
from audatia_qt.rules.config import GameConfig, Seat, Variant
from audatia_qt.rules.events import Event, EventKind
from audatia_qt.rules.explain import why_illegal
from audatia_qt.rules.options import (
    PRESORTED_PHASES,
    after_parry_actions,
    cancel_actions,
    cycle_actions,
    forced_to_answer,
    measure_skill_actions,
    options,
    perfect_counter_wins,
)
from audatia_qt.rules.state import (
    HAND_SIZE,
    Bind,
    GameState,
    Outcome,
    Phase,
    PlayerState,
    Reason,
)
from audatia_qt.rules.step import Step
from audatia_qt.rules.virtues import advantage

A = ActionKind


class Transition(NamedTuple):
    """The result of applying an action: the new state and what happened, in order."""

    state: GameState
    events: tuple[Event, ...]


# -- the API ------------------------------------------------------------------------------


def new_game(config: GameConfig) -> GameState:
    """Setup 1-4: Posta piles, the 12 Basic cards in hand, the rest shuffled (seeded).

    The challenger receives Audatia at once (Setup 6.1); the first decision is the challenger's
    discard of Basic cards (Setup 5).
    """
    rng = random.Random(config.seed)
    cards = config.cards
    players = []
    for seat in Seat:
        if config.variant is Variant.SALLE:
            players.append(salle.opening_player(config, seat, rng))
            continue
        action_cards = cards.action_cards[seat]
        basic = cards.basic
        basics = tuple(card for card in action_cards if basic[card])
        rest = [card for card in action_cards if not basic[card]]
        rng.shuffle(rest)
        players.append(
            PlayerState(
                hand=basics,
                deck=tuple(rest),
                posta_pile=cards.poste[seat],
                virtues=frozenset({Virtue.AUDATIA}) if seat is config.challenger else frozenset(),
                known_in_hand=frozenset(basics),
            )
        )
    return GameState(config, (players[0], players[1]), Phase.MULLIGAN, config.challenger)


def to_move(state: GameState) -> Seat | None:
    """The seat that must decide now, or None when the game is over."""
    return state.to_move


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """Every legal action, sorted; empty only when the game is over.

    Computed once per state and kept on it, so the caller's list, ``apply``'s legality check
    and the next state's answer check (``_settle``) share the work.
    """
    legal = state.legal
    if legal is None:
        legal = _sorted_legal(state, options(state))
        state.remember_legal(legal)
    return legal


def _sorted_legal(state: GameState, answers: list[Action]) -> tuple[Action, ...]:
    """The phase's options plus the Cycle plays, in ``Action.sort_key`` order."""
    cycles = cycle_actions(state)
    if state.phase in PRESORTED_PHASES:
        # Sorting the 67 trades per decision was a fifth of the engine's time; those lists
        # are built sorted, and Cycle is the last kind, so only the Cycle plays need sorting.
        cycles.sort(key=Action.sort_key)
        return (*answers, *cycles)
    legal = [*answers, *cycles]
    legal.sort(key=Action.sort_key)
    return tuple(legal)


def outcome(state: GameState) -> Outcome | None:
    """The winner and the reason, once the game is over."""
    return state.outcome


def apply(state: GameState, action: Action) -> Transition:
    """Play ``action``; raises ``IllegalActionError`` (with the reason) if it is not legal.

    A trade names its two cards in either order (legal actions list the lower id first).
    """
    card, card2 = action.card, action.card2
    if action.kind is A.TRADE and card is not None and card2 is not None and card > card2:
        action = action._replace(card=card2, card2=card)
    if action not in legal_actions(state):
        raise IllegalActionError(why_illegal(state, action))
    step = Step(state, ply=state.ply + 1)
    if action.kind is A.CYCLE:
        _cycle(step, action)
    else:
        _HANDLERS[state.phase](step, action)
    answers = _settle(step)
    after = step.state
    # The options were computed on this very state to settle the game: they are its legal
    # actions, so the caller's legal_actions(after) reads them instead of computing them.
    after.remember_legal(_sorted_legal(after, answers))
    return Transition(after, tuple(step.events))


# -- endings and answers ------------------------------------------------------------------

#: Phases in which a player must answer or lose (``options.MUST_ANSWER``), with the reason
#: the opponent then wins.
_MUST_ANSWER: dict[Phase, Reason] = {
    Phase.REACT: Reason.UNPARRIED_ATTACK,
    Phase.PARRY_COUNTERATTACK: Reason.UNPARRIED_COUNTERATTACK,
    Phase.COUNTER: Reason.UNCOUNTERED_REMEDY,
    Phase.BREAK_COUNTER: Reason.UNCOUNTERED_REMEDY,
    Phase.EXCHANGED: Reason.EXCHANGE_UNANSWERED,
    Phase.MEZANO_ANSWER: Reason.UNPARRIED_ATTACK,
}


def _settle(step: Step) -> list[Action]:
    """End the game if the seat to move must answer and has no answer, or cannot attack.

    A Cycle play counts as an answer (R-029): a seat that may still cycle is asked to, and
    loses (or, at Out of Measure 7, draws) only once it has no answer and no Cycle left.
    Returns the options (without Cycle plays) of the seat to move once settled: empty when
    the game is over or when only Cycle plays are left.
    """
    variant = step.config.variant
    while True:
        seat = step.to_move
        if seat is None:
            return []
        if variant is Variant.SUDDEN_DEATH:
            sudden_death.turn_up(step)
            if sudden_death.draw_if_spent(step):
                return []
        answers = step.options()
        if answers:
            return answers
        if forced_to_answer(step.state) and cycle_actions(step.state):
            return answers  # a Cycle may still find the answer, so ask for it.
        phase = step.phase
        if phase is Phase.OPENING and step.ctx.final_call:
            _declare_draw(step)
            continue
        reason = _MUST_ANSWER.get(phase)
        assert reason is not None, f"no option in {phase}"
        if phase is Phase.REACT and step.ctx.via_skill:
            reason = Reason.SKILL
        _game_over(step, seat.other, reason)
        # In Salle Play a bout's end is a point and play goes on.


def _game_over(step: Step, winner: Seat, reason: Reason) -> None:
    """The bout is won: the game is over, or in Salle Play a point is scored (R-030.2)."""
    if step.config.variant is Variant.SALLE:
        _clear_bout(step)
        salle.score_point(step, winner, reason)
        return
    step.emit(EventKind.GAME_OVER, winner, None, reason.value)
    step.end(Outcome(winner, reason))


def _declare_draw(step: Step) -> None:
    """Out of Measure 7: the challenger cannot attack; the second draw ends the game (R-004)."""
    draws = step.count_draw()
    step.emit(EventKind.DRAW, step.config.challenger, None, str(draws))
    if draws >= 2 and step.config.variant is not Variant.SUDDEN_DEATH:
        # Sudden Death ends only when an action succeeds or both rows are spent.
        _game_over(step, step.config.respondent, Reason.TWO_DRAWS)
    else:
        _break_off(step)


def _break_off(step: Step) -> None:
    """Both players Break Off: Stacks to the discard piles, Poste back to their piles (R-003)."""
    step.emit(EventKind.BREAK_OFF)
    _clear_bout(step)
    _start_measure(step, refill=True)


def _clear_bout(step: Step) -> None:
    """The exchange's cards leave the table: Stacks discarded, Poste back to the piles (R-003)."""
    for seat in Seat:
        player = step.player(seat)
        pile = player.posta_pile
        if player.posta is not None:
            pile = tuple(sorted(pile + (player.posta,)))
        step.set_player(
            seat,
            discard=player.discard + player.stack,
            stack=(),
            stack_side=Side.MIDDLE,
            posta=None,
            posta_pile=pile,
            in_posta=False,
            bonus=(),
            bonus_card=None,
        )


# -- setup ----------------------------------------------------------------------------------


def _mulligan(step: Step, action: Action) -> None:
    """Setup 5: discard Basic cards one by one, then draw as many and keep."""
    seat = action.seat
    if action.kind is A.MULLIGAN_DISCARD:
        assert action.card is not None
        step.discard(seat, action.card)
        return
    step.draw(seat, len(step.player(seat).discard))
    config = step.config
    if seat is config.challenger:
        step.go(Phase.MULLIGAN, config.respondent)
    else:
        step.go(Phase.VIRTUE_CHOICE, config.respondent)


def _virtue_choice(step: Step, action: Action) -> None:
    """Setup 6.2-6.4: respondent picks, challenger picks, respondent takes the last."""
    seat = action.seat
    assert action.choice is not None
    virtue = Virtue(action.choice)
    step.set_player(seat, virtues=step.player(seat).virtues | {virtue})
    step.emit(EventKind.VIRTUE, seat, None, virtue.value)
    config = step.config
    if seat is config.respondent:
        step.go(Phase.VIRTUE_CHOICE, config.challenger)
        return
    taken = step.player(Seat.A).virtues | step.player(Seat.B).virtues
    (last,) = (v for v in Virtue if v not in taken)
    respondent = config.respondent
    step.set_player(respondent, virtues=step.player(respondent).virtues | {last})
    step.emit(EventKind.VIRTUE, respondent, None, last.value)
    if config.variant is Variant.SUDDEN_DEATH or (
        config.variant is Variant.SALLE and salle.redrafting(step)
    ):
        # No salute: Sudden Death's setup has none; after a Salle point neither
        # and the new bout starts Out of Measure with full hands.
        _start_measure(step, refill=config.variant is Variant.SALLE)
        return
    step.go(Phase.SALUTE, respondent)


def _salute(step: Step, action: Action) -> None:
    """Setup 7: the respondent may salute; the challenger may return it (R-002)."""
    seat = action.seat
    config = step.config
    if action.kind is A.SALUTE:
        assert action.card is not None
        step.discard(seat, action.card)
        step.set_player(seat, salute_discards=step.player(seat).salute_discards + 1)
        step.emit(EventKind.SALUTE, seat, action.card)
        if step.phase is Phase.SALUTE:
            step.go(Phase.SALUTE_REPLY, config.challenger)
            return
    elif step.phase is Phase.SALUTE_REPLY:
        respondent = config.respondent
        bonus = (*step.player(respondent).pending_bonus, VirtueBonus(Virtue.AUDATIA, 4))
        step.set_player(respondent, pending_bonus=bonus)
        step.emit(EventKind.SALUTE_BONUS, respondent, None, "audatia+4")
    _start_measure(step, refill=False)


# -- Out of Measure -------------------------------------------------------------------------


def _start_measure(step: Step, *, refill: bool) -> None:
    """Out of Measure 1-2: after a Break Off refill to 12 (less salute cards, R-002), then trade.

    Salle Play refills to 12 (R-030.4); Sudden Death neither refills nor trades after a Break
    Off: both choose a new Posta, and the rows go on (R-033.5).
    """
    step.reset_ctx()
    config = step.config
    if refill and config.variant is Variant.SUDDEN_DEATH:
        step.go(Phase.POSTA_CHOICE, config.challenger)
        return
    if refill:
        kept = 0 if config.variant is Variant.SALLE else None
        for seat in (config.challenger, config.respondent):
            player = step.player(seat)
            salute = player.salute_discards if kept is None else kept
            missing = HAND_SIZE - salute - len(player.hand)
            if missing > 0:
                step.draw(seat, missing)
    step.go(Phase.TRADE, config.challenger)


def _trade(step: Step, action: Action) -> None:
    """Out of Measure 2: trades, challenger first, then the respondent (R-011)."""
    seat = action.seat
    if action.kind is A.TRADE:
        assert action.card is not None and action.card2 is not None
        step.trade(seat, action.card, action.card2)
        return
    config = step.config
    if seat is config.challenger:
        step.go(Phase.TRADE, config.respondent)
    elif config.variant is Variant.SALLE and salle.end_if_out_of_strikes(step):
        return  # checked once both have traded
    elif config.variant is Variant.SUDDEN_DEATH:
        step.go(Phase.ARRANGE, config.challenger)  # the rows, then the Poste
    else:
        step.go(Phase.POSTA_CHOICE, config.challenger)


def _posta_choice(step: Step, action: Action) -> None:
    """Out of Measure 3: Poste chosen in secret, one seat after the other, then revealed."""
    seat = action.seat
    assert action.card is not None
    if action.kind is A.PLAY_SKILL:
        _play_skill(step, seat, action.card, resume=Phase.POSTA_CHOICE)
        return
    step.take_posta(seat, action.card)
    step.emit(EventKind.POSTA_CHOSEN, seat, action.card)
    other = seat.other
    if other in step.ctx.seen_posta:
        step.emit(EventKind.POSTA_SHOWN, other, action.card)
    if step.player(other).posta is None:
        step.go(Phase.POSTA_CHOICE, other)
        return
    for each in (step.config.challenger, step.config.respondent):
        step.set_player(each, in_posta=True)
        step.emit(EventKind.REVEAL, each, step.player(each).posta)
    leader = advantage(step.state, Virtue.CELERITAS)
    # Not "advantage(...) or challenger": Seat.A is 0, and a leading seat A is no leader.
    _enter_measure_skills(step, step.config.challenger if leader is None else leader)


def _enter_measure_skills(step: Step, seat: Seat) -> None:
    """Out of Measure 4: alternate, Celeritas leader first, until both pass (R-013)."""
    while step.ctx.measure_passes < 2:
        if measure_skill_actions(step.state, seat):
            step.go(Phase.MEASURE_SKILLS, seat)
            return
        step.set_ctx(measure_passes=step.ctx.measure_passes + 1)
        seat = seat.other
    _enter_opening(step)


def _measure_skills(step: Step, action: Action) -> None:
    seat = action.seat
    if action.kind is A.PASS:
        step.emit(EventKind.PASS, seat)
        step.set_ctx(measure_passes=step.ctx.measure_passes + 1)
        _enter_measure_skills(step, seat.other)
        return
    assert action.card is not None
    _play_skill(step, seat, action.card, resume=Phase.MEASURE_SKILLS)


def _measure_continue(step: Step, seat: Seat) -> None:
    """After a skill (or its cancellation) the other seat may answer with a skill of its own."""
    step.set_ctx(measure_passes=0)
    _enter_measure_skills(step, seat.other)


def _change_posta(step: Step, action: Action) -> None:
    """A change-posta skill takes effect: the new Posta is shown at once."""
    assert action.card is not None
    step.take_posta(action.seat, action.card)
    step.emit(EventKind.POSTA_CHANGED, action.seat, action.card)
    _measure_continue(step, action.seat)


def _enter_opening(step: Step) -> None:
    config = step.config
    order = step.ctx.opening_order or (config.challenger, config.respondent)
    step.set_ctx(opening_order=order, final_call=False)
    _next_opening(step)


def _next_opening(step: Step) -> None:
    """Out of Measure 5-6 for each seat in turn, then step 7: the challenger must attack."""
    while step.ctx.opening_order:
        seat = step.ctx.opening_order[0]
        step.go(Phase.OPENING, seat)
        if step.options():
            return
        step.set_ctx(opening_order=step.ctx.opening_order[1:])
    step.set_ctx(final_call=True, forced=None)
    step.go(Phase.OPENING, step.config.challenger)


def _opening(step: Step, action: Action) -> None:
    seat = action.seat
    if action.kind in (A.ATTACK, A.BEAT):
        assert action.card is not None
        step.set_ctx(opening_order=(), final_call=False, forced=None)
        if action.kind is A.ATTACK:
            _attack(step, seat, action.card)
        else:
            _beat(step, seat, action.card)
        return
    if action.kind is A.CHANGE_POSTA:
        assert action.card is not None
        step.take_posta(seat, action.card)
        step.emit(EventKind.POSTA_CHANGED, seat, action.card)
    else:
        step.emit(EventKind.PASS, seat)
    forced = None if step.ctx.forced is seat else step.ctx.forced
    step.set_ctx(opening_order=step.ctx.opening_order[1:], forced=forced)
    _next_opening(step)


# -- attacks and answers ----------------------------------------------------------------------


def _attack(
    step: Step,
    seat: Seat,
    card: int,
    *,
    via_skill: bool = False,
    kind: EventKind = EventKind.ATTACK,
) -> None:
    """Play an Attack: the defender must now react (Cut 1-2, Thrust 1-2), or lose."""
    player = step.player(seat)
    thrown_from = player.posta if player.in_posta else None
    opponent = step.player(seat.other)
    blow = step.config.cards.strike(card).blow
    against_extended = (
        kind is EventKind.ATTACK
        and opponent.in_posta
        and opponent.posta is not None
        and step.config.cards.posta(opponent.posta).extended
        and blow is Blow.PUNTA
    )
    step.strike(seat, card)
    step.emit(kind, seat, card)
    step.set_ctx(
        attacker=seat,
        attack_card=card,
        attack_posta=thrown_from,
        parry_card=None,
        bind=None,
        side=None,
        remedy_card=None,
        remedy_seat=None,
        break_card=None,
        mezano_card=None,
        counterattacked=False,
        waited=frozenset(),
        via_skill=via_skill,
        skill_chain=(),
    )
    if against_extended:
        # "Extended Poste": the thrust is an Exchange; the guard's owner must remedy Outside.
        step.set_player(seat.other, in_posta=False)
        step.emit(EventKind.EXCHANGE, seat, card, "extended")
        step.go(Phase.EXCHANGED, seat.other)
    else:
        step.go(Phase.REACT, seat.other)


def _beat(step: Step, seat: Seat, card: int) -> None:
    """Extended Poste: beat the guard aside; its owner discards it, pushed like a parried cut."""
    opponent = step.player(seat.other)
    assert opponent.posta is not None
    posta = opponent.posta
    step.set_player(seat.other, posta=None, in_posta=False, discard=opponent.discard + (posta,))
    step.strike(seat, card)
    step.emit(EventKind.BEAT, seat, card)
    step.emit(EventKind.DISCARD, seat.other, posta)
    step.push_stacks(seat, step.config.cards.strike(card).blow)
    step.set_ctx(attacker=seat, attack_card=None, attack_posta=None)
    _enter_follow_up(step, seat)


def _react(step: Step, action: Action) -> None:
    """Cut 2 / Thrust 2: parry, counterattack, exchange, break, defend, or a skill."""
    seat = action.seat
    assert action.card is not None
    card = action.card
    kind = action.kind
    if kind is A.PARRY:
        _parry(step, seat, card)
    elif kind is A.COUNTERATTACK:
        _counterattack(step, seat, card)
    elif kind is A.EXCHANGE:
        step.strike(seat, card)
        step.emit(EventKind.EXCHANGE, seat, card)
        attacker = step.ctx.attacker
        assert attacker is not None
        step.go(Phase.EXCHANGED, attacker)
    elif kind is A.BREAK:
        _break(step, seat, card)
    elif kind is A.DEFEND:
        _attack(step, seat, card, kind=EventKind.DEFEND)
    else:
        _play_skill(step, seat, card, resume=Phase.REACT)


def _counterattack(step: Step, seat: Seat, card: int) -> None:
    """Counterattacking: defend and strike with one card; the attacker must parry it."""
    step.strike(seat, card)
    step.emit(EventKind.COUNTERATTACK, seat, card)
    step.set_ctx(
        attacker=seat, attack_card=card, attack_posta=None, counterattacked=True, via_skill=False
    )
    step.go(Phase.PARRY_COUNTERATTACK, seat.other)


def _parry(step: Step, seat: Seat, card: int) -> None:
    """Cut 2-3: the parry moves the Stacks; a full sun makes the bind Stretto."""
    cards = step.config.cards
    attack = step.ctx.attack_card
    assert attack is not None
    step.strike(seat, card)
    parry = cards.strike(card)
    step.emit(EventKind.PARRY, seat, card)
    step.push_stacks(seat, parry.blow)
    bind = Bind.STRETTO if makes_stretto(cards.strike(attack), parry) else Bind.LARGO
    step.emit(EventKind.BIND, seat, None, bind.value)
    step.set_ctx(parry_card=card, bind=bind, side=None, waited=frozenset(), counterattacked=False)
    if bind is Bind.STRETTO:
        leader = advantage(step.state, Virtue.FORTITUDO)
        if leader is not None:
            step.go(Phase.ORIENT_SIDE, leader)
            return
        step.emit(EventKind.SIDE_ORIENTED, None, None, "either")
    _after_bind(step)


def _orient_side(step: Step, action: Action) -> None:
    """Cut 3: the Stretto Side card is turned Inside or Outside."""
    assert action.choice is not None
    step.set_ctx(side=StrettoSlot(action.choice))
    step.emit(EventKind.SIDE_ORIENTED, action.seat, None, action.choice)
    _after_bind(step)


def _after_bind(step: Step) -> None:
    attacker = step.ctx.attacker
    assert attacker is not None
    if after_parry_actions(step.state, attacker):
        step.go(Phase.AFTER_PARRY, attacker)
    else:
        _continue_bind(step)


def _continue_bind(step: Step) -> None:
    """Cut 4-5: in Largo the defender may attack; in Stretto the defender may remedy."""
    attacker = step.ctx.attacker
    assert attacker is not None
    step.set_ctx(waited=frozenset())
    if step.ctx.bind is Bind.STRETTO:
        step.go(Phase.STRETTO, attacker.other)
    else:
        _enter_follow_up(step, attacker.other)


def _after_parry(step: Step, action: Action) -> None:
    """Cut special cases A (Audatia Entry) and B (Feint)."""
    seat = action.seat
    if action.kind is A.PASS:
        _continue_bind(step)
        return
    assert action.card is not None
    if action.kind is A.REMEDY:
        step.emit(EventKind.AUDATIA_ENTRY, seat, action.card)
        _play_remedy(step, seat, action.card)
    else:
        _play_skill(step, seat, action.card, resume=Phase.AFTER_PARRY)


def _enter_follow_up(step: Step, first: Seat) -> None:
    step.set_ctx(waited=frozenset())
    step.go(Phase.FOLLOW_UP, first)


def _wait_then(step: Step, seat: Seat, phase: Phase) -> None:
    """This seat waits; the other acts in ``phase`` unless it has waited too (Break Off)."""
    step.emit(EventKind.WAIT, seat)
    waited = step.ctx.waited | {seat}
    if seat.other in waited:
        _break_off(step)
        return
    step.set_ctx(waited=waited)
    step.go(phase, seat.other)


def _follow_up(step: Step, action: Action) -> None:
    """Cut 4: attack, or wait; if both wait, Break Off."""
    seat = action.seat
    if action.kind is A.WAIT:
        _wait_then(step, seat, Phase.FOLLOW_UP)
        return
    assert action.card is not None
    if action.kind is A.BEAT:
        _beat(step, seat, action.card)
    else:
        _attack(step, seat, action.card)


def _feint_strike(step: Step, action: Action) -> None:
    """Cut special case B: the feinting attacker strikes again."""
    assert action.card is not None
    _attack(step, action.seat, action.card, via_skill=True)


def _defend_strike(step: Step, action: Action) -> None:
    """ "Defend X": the defender answers with the named blow as an attack."""
    assert action.card is not None
    _attack(step, action.seat, action.card, via_skill=True, kind=EventKind.DEFEND)


def _parry_counterattack(step: Step, action: Action) -> None:
    """Counterattacking: the parry of the counterattack; play continues as after any parry."""
    assert action.card is not None
    _parry(step, action.seat, action.card)


# -- Stretto --------------------------------------------------------------------------------------


def _play_remedy(step: Step, seat: Seat, card: int, answer: Phase = Phase.COUNTER) -> None:
    """A Stretto Remedy goes on the Stack; the opponent must counter it or lose."""
    step.to_stack(seat, card)
    step.emit(EventKind.REMEDY, seat, card)
    step.set_ctx(remedy_card=card, remedy_seat=seat)
    step.go(answer, seat.other)


def _stretto(step: Step, action: Action) -> None:
    """Cut 5: remedy, or wait; if both wait, Break Off (R-016)."""
    if action.kind is A.WAIT:
        _wait_then(step, action.seat, Phase.STRETTO)
        return
    assert action.card is not None
    _play_remedy(step, action.seat, action.card)


def _resolve_counter(step: Step, seat: Seat, card: int) -> None:
    """ "Stretto": a perfect counter wins; one that only lines up breaks off. The breaker's
    counter always breaks off (Thrust 2.3.3.3, R-018: ``perfect_counter_wins``)."""
    remedy_card = step.ctx.remedy_card
    assert remedy_card is not None
    cards = step.config.cards
    step.to_stack(seat, card)
    perfect = perfect_counter_wins(step.state.phase) and is_perfect_counter(
        cards.stretto(remedy_card), cards.stretto(card)
    )
    step.emit(EventKind.COUNTER, seat, card, "perfect" if perfect else "lined_up")
    if perfect:
        _game_over(step, seat, Reason.PERFECT_COUNTER)
    else:
        _break_off(step)


def _counter(step: Step, action: Action) -> None:
    assert action.card is not None
    _resolve_counter(step, action.seat, action.card)


def _exchanged(step: Step, action: Action) -> None:
    """Exchange: the Outside remedy of the exchanged thruster."""
    assert action.card is not None
    _play_remedy(step, action.seat, action.card)


# -- the Break of a thrust (Thrust Process 2.3) ----------------------------------------------------


def _break(step: Step, seat: Seat, card: int) -> None:
    """Thrust 2.3-2.3.1: the Break moves the Stacks like a parry; Celeritas decides who acts."""
    step.strike(seat, card)
    step.emit(EventKind.BREAK, seat, card)
    step.push_stacks(seat, step.config.cards.strike(card).blow)
    step.set_ctx(break_card=card, waited=frozenset())
    thruster = seat.other
    leader = advantage(step.state, Virtue.CELERITAS)
    first = thruster if leader is None else leader  # R-014; Seat.A is 0, so no "or"
    step.go(Phase.BREAK_ATTACKER if first is thruster else Phase.BREAK_DEFENDER, first)


def _break_attacker(step: Step, action: Action) -> None:
    """Thrust 2.3.2: the thruster's remedy on the broken side (answered as at 2.3.3.3, R-024),
    or wait."""
    if action.kind is A.WAIT:
        _wait_then(step, action.seat, Phase.BREAK_DEFENDER)
        return
    assert action.card is not None
    _play_remedy(step, action.seat, action.card, answer=Phase.BREAK_COUNTER)


def _break_defender(step: Step, action: Action) -> None:
    """Thrust 2.3.3: the breaker's Mezano, or wait."""
    seat = action.seat
    if action.kind is A.WAIT:
        _wait_then(step, seat, Phase.BREAK_ATTACKER)
        return
    assert action.card is not None
    step.strike(seat, action.card)
    step.emit(EventKind.ATTACK, seat, action.card)
    step.set_ctx(mezano_card=action.card)
    step.go(Phase.MEZANO_ANSWER, seat.other)


def _mezano_answer(step: Step, action: Action) -> None:
    """Thrust 2.3.3.1-2: a remedy on the Mezano's side, or the Mandritto Mezano counterattack."""
    assert action.card is not None
    if action.kind is A.COUNTERATTACK:
        _counterattack(step, action.seat, action.card)
    else:
        _play_remedy(step, action.seat, action.card, answer=Phase.BREAK_COUNTER)


def _break_counter(step: Step, action: Action) -> None:
    """Thrust 2.3.3.3: counter the remedy "to Break Off" (R-018), or play the remedy that
    answers a Break."""
    assert action.card is not None
    if action.kind is A.REMEDY:
        _play_remedy(step, action.seat, action.card)
    else:
        _resolve_counter(step, action.seat, action.card)


# -- skills ----------------------------------------------------------------------------------------


def _play_skill(step: Step, seat: Seat, card: int, *, resume: Phase) -> None:
    """A Skill card goes straight to the discard pile; the opponent may cancel it."""
    step.play_from_hand(seat, card, discard=step.player(seat).discard + (card,))
    step.emit(EventKind.SKILL, seat, card)
    step.set_ctx(skill_chain=(card,), resume=resume, resume_seat=seat)
    _respond_or_resolve(step, seat.other)


def _respond_or_resolve(step: Step, responder: Seat) -> None:
    if cancel_actions(step.state, responder):
        step.go(Phase.SKILL_RESPONSE, responder)
    else:
        _resolve_skills(step)


def _skill_response(step: Step, action: Action) -> None:
    """Cancel the skill just played with one of your own, or let it stand."""
    seat = action.seat
    if action.kind is A.DECLINE:
        _resolve_skills(step)
        return
    assert action.card is not None
    step.play_from_hand(seat, action.card, discard=step.player(seat).discard + (action.card,))
    step.emit(EventKind.SKILL, seat, action.card)
    step.set_ctx(skill_chain=(*step.ctx.skill_chain, action.card))
    _respond_or_resolve(step, seat.other)


def _resolve_skills(step: Step) -> None:
    """Each cancel undoes the card below it: the first skill stands if the cancels are even."""
    chain = step.ctx.skill_chain
    seat = step.ctx.resume_seat
    assert seat is not None
    base = chain[0]
    step.set_ctx(skill_chain=(base,))
    if (len(chain) - 1) % 2:
        step.emit(EventKind.SKILL_CANCELLED, seat, base)
        _resume_after_cancel(step, seat)
        return
    step.emit(EventKind.SKILL_RESOLVED, seat, base)
    _SKILL_EFFECTS[step.config.cards.skill(base).effect.kind](step, seat, base)


def _resume_after_cancel(step: Step, seat: Seat) -> None:
    """A cancelled skill costs the card; its player is back where they were."""
    resume = step.ctx.resume
    if resume is Phase.MEASURE_SKILLS:
        _measure_continue(step, seat)
    elif resume is Phase.AFTER_PARRY:
        _after_bind(step)
    else:
        assert resume is not None
        step.go(resume, seat)


def _virtue_bonus(step: Step, seat: Seat, card: int) -> None:
    effect = step.config.cards.skill(card).effect
    assert effect.virtue is not None
    bonus = (*step.player(seat).pending_bonus, VirtueBonus(effect.virtue, effect.amount))
    step.set_player(seat, pending_bonus=bonus)
    _measure_continue(step, seat)


def _force_first(step: Step, seat: Seat, card: int) -> None:
    """Taunt (R-012): the opponent must attack or change Posta before this seat acts."""
    step.set_ctx(forced=seat.other, opening_order=(seat.other, seat))
    _measure_continue(step, seat)


def _change_posta_effect(step: Step, seat: Seat, card: int) -> None:
    step.go(Phase.CHANGE_POSTA, seat)


def _see_posta(step: Step, seat: Seat, card: int) -> None:
    """See the opponent's Posta before choosing: now if chosen, else once they have chosen."""
    step.set_ctx(seen_posta=step.ctx.seen_posta | {seat})
    opponent = step.player(seat.other)
    if opponent.posta is not None:
        step.emit(EventKind.POSTA_SHOWN, seat, opponent.posta)
        step.go(Phase.POSTA_CHOICE, seat)
    else:
        step.go(Phase.POSTA_CHOICE, seat.other)


def _avoid(step: Step, seat: Seat, card: int) -> None:
    """Avoid the attack: the attacker ends in the strike's End Posta (R-020); the avoider acts."""
    ctx = step.ctx
    attacker = seat.other
    assert ctx.attack_card is not None
    end_name = step.config.cards.strike(ctx.attack_card).end_posta
    cards = step.config.cards
    end = next(p for p in cards.poste[attacker] if cards[p].name == end_name)
    player = step.player(attacker)
    if end in player.posta_pile or end == player.posta:
        step.take_posta(attacker, end)
        step.set_player(attacker, in_posta=True)
    step.emit(EventKind.AVOID, seat, card, cards.posta(end).name)
    _enter_follow_up(step, seat)


def _defend_effect(step: Step, seat: Seat, card: int) -> None:
    step.go(Phase.DEFEND_STRIKE, seat)


def _feint(step: Step, seat: Seat, card: int) -> None:
    step.emit(EventKind.FEINT, seat, card)
    step.go(Phase.FEINT_STRIKE, seat)


def _cannot_stand_alone(step: Step, seat: Seat, card: int) -> None:
    raise AssertionError("a cancel is only ever played in answer to another skill")


_SKILL_EFFECTS: dict[EffectKind, Callable[[Step, Seat, int], None]] = {
    EffectKind.VIRTUE_BONUS: _virtue_bonus,
    EffectKind.CHANGE_POSTA: _change_posta_effect,
    EffectKind.SEE_POSTA: _see_posta,
    EffectKind.AVOID_ATTACK: _avoid,
    EffectKind.FEINT: _feint,
    EffectKind.CANCEL_SKILL: _cannot_stand_alone,
    EffectKind.FORCE_FIRST: _force_first,
    EffectKind.DEFEND: _defend_effect,
}


def _cycle(step: Step, action: Action) -> None:
    """Cycle: discard the card face up and draw a new one; the same decision is still open."""
    assert action.card is not None
    step.discard(action.seat, action.card)
    step.draw(action.seat, 1)


_HANDLERS: dict[Phase, Callable[[Step, Action], None]] = {
    Phase.MULLIGAN: _mulligan,
    Phase.VIRTUE_CHOICE: _virtue_choice,
    Phase.SALUTE: _salute,
    Phase.SALUTE_REPLY: _salute,
    Phase.TRADE: _trade,
    Phase.POSTA_CHOICE: _posta_choice,
    Phase.MEASURE_SKILLS: _measure_skills,
    Phase.CHANGE_POSTA: _change_posta,
    Phase.OPENING: _opening,
    Phase.REACT: _react,
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
    Phase.ARRANGE: sudden_death.arrange,
}
