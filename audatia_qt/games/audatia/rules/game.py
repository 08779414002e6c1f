"""The rules engine's entry points: ``new_game``, ``to_move``, ``legal_actions``, ``apply``.

``apply`` checks the action against ``legal_actions``, then hands it to the handler of the
current phase. Handlers move cards through a ``Step`` and choose the next phase with the
``enter_*`` functions, which skip decisions a player has no choice in and end the game when a
player who must answer cannot.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import NamedTuple

from audatia_qt.engine.messages import translate
from audatia_qt.games.audatia.rules.actions import (
    ACTION_ORDER,
    Action,
    ActionKind,
    IllegalActionError,
)
from audatia_qt.games.audatia.rules.cards import (
    StrettoSlot,
    Virtue,
    VirtueBonus,
    makes_stretto,
)
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.effects import effect_type
from audatia_qt.games.audatia.rules.events import Event, EventKind
from audatia_qt.games.audatia.rules.members import (
    A_ATTACK,
    A_BEAT,
    A_BREAK,
    A_CHANGE_POSTA,
    A_COUNTERATTACK,
    A_CYCLE,
    A_DECLINE,
    A_DEFEND,
    A_EXCHANGE,
    A_MULLIGAN_DISCARD,
    A_PARRY,
    A_PASS,
    A_PLAY_SKILL,
    A_REMEDY,
    A_SALUTE,
    A_TRADE,
    A_WAIT,
    BIND_LARGO,
    BIND_STRETTO,
    BLOW_PUNTA,
    EVENT_ATTACK,
    EVENT_AUDATIA_ENTRY,
    EVENT_BEAT,
    EVENT_BIND,
    EVENT_BREAK,
    EVENT_BREAK_OFF,
    EVENT_COUNTER,
    EVENT_COUNTERATTACK,
    EVENT_DEFEND,
    EVENT_DISCARD,
    EVENT_DRAW,
    EVENT_EXCHANGE,
    EVENT_GAME_OVER,
    EVENT_PARRY,
    EVENT_PASS,
    EVENT_POSTA_CHANGED,
    EVENT_POSTA_CHOSEN,
    EVENT_POSTA_SHOWN,
    EVENT_REMEDY,
    EVENT_REVEAL,
    EVENT_SALUTE,
    EVENT_SALUTE_BONUS,
    EVENT_SIDE_ORIENTED,
    EVENT_SKILL,
    EVENT_SKILL_CANCELLED,
    EVENT_SKILL_RESOLVED,
    EVENT_VIRTUE,
    EVENT_WAIT,
    PHASE_AFTER_PARRY,
    PHASE_BREAK_ATTACKER,
    PHASE_BREAK_COUNTER,
    PHASE_BREAK_DEFENDER,
    PHASE_EXCHANGED,
    PHASE_FOLLOW_UP,
    PHASE_MEASURE_SKILLS,
    PHASE_MEZANO_ANSWER,
    PHASE_MULLIGAN,
    PHASE_OPENING,
    PHASE_ORIENT_SIDE,
    PHASE_PARRY_COUNTERATTACK,
    PHASE_POSTA_CHOICE,
    PHASE_REACT,
    PHASE_SALUTE,
    PHASE_SALUTE_REPLY,
    PHASE_SKILL_RESPONSE,
    PHASE_STRETTO,
    PHASE_TRADE,
    PHASE_VIRTUE_CHOICE,
    REASON_PERFECT_COUNTER,
    REASON_SKILL,
    REASON_TWO_DRAWS,
    SEAT_A,
    SEAT_B,
    SIDE_MIDDLE,
    THEN_FOLLOW_UP,
    THEN_MEASURE,
    VIRTUE_AUDATIA,
    VIRTUE_CELERITAS,
    VIRTUE_FORTITUDO,
)
from audatia_qt.games.audatia.rules.options import (
    after_parry_actions,
    after_parry_options,
    break_attacker_options,
    break_counter_options,
    break_defender_options,
    cancel_actions,
    change_posta_options,
    counter_options,
    cycle_actions,
    defend_strike_options,
    exchanged_options,
    feint_strike_options,
    follow_up_options,
    forced_to_answer,
    measure_skill_actions,
    measure_skills_options,
    mezano_answer_options,
    mulligan_options,
    no_options,
    opening_options,
    options,
    orient_side_options,
    parry_counterattack_options,
    perfect_counter,
    posta_choice_options,
    react_actions,
    salute_options,
    skill_response_options,
    stretto_options,
    trade_options,
    virtue_choice_options,
)
from audatia_qt.games.audatia.rules.refusal import refusal
from audatia_qt.games.audatia.rules.ruleset import Answer, PhaseRecord, Stage
from audatia_qt.games.audatia.rules.skips import note_skip
from audatia_qt.games.audatia.rules.state import (
    HAND_SIZE,
    GameState,
    Outcome,
    Phase,
    PlayerState,
    Reason,
)
from audatia_qt.games.audatia.rules.step import Step
from audatia_qt.games.audatia.rules.virtues import advantage


class Transition(NamedTuple):
    """The result of applying an action: the new state and what happened, in order."""

    state: GameState
    events: tuple[Event, ...]


# -- the API ------------------------------------------------------------------------------


def new_game(config: GameConfig) -> GameState:
    """Setup 1-4: the deal of the config's ruleset (``Ruleset.opening_player``), seeded.

    The first decision is the challenger's discard from the opening hand (Setup 5).
    """
    rng = random.Random(config.seed)
    deal = config.ruleset.opening_player
    players = (deal(config, SEAT_A, rng), deal(config, SEAT_B, rng))
    return GameState(config, players, PHASE_MULLIGAN, config.challenger)


def basic_opening_player(config: GameConfig, seat: Seat, rng: random.Random) -> PlayerState:
    """Setup 1-4: the Posta pile, the 12 Basic cards in hand (known to the opponent), the rest
    shuffled; the challenger receives Audatia at once (Setup 6.1)."""
    cards = config.cards
    action_cards = cards.action_cards[seat]
    basic = cards.basic
    basics = tuple(card for card in action_cards if basic[card])
    rest = [card for card in action_cards if not basic[card]]
    rng.shuffle(rest)
    return PlayerState(
        hand=basics,
        deck=tuple(rest),
        posta_pile=cards.poste[seat],
        virtues=frozenset({VIRTUE_AUDATIA}) if seat is config.challenger else frozenset(),
        known_in_hand=frozenset(basics),
    )


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
    if not cycles and len(answers) <= 1:
        return tuple(answers)
    if state.config.ruleset.records[state.phase.index].presorted:
        # Sorting the 67 trades per decision was a fifth of the engine's time; those lists
        # are built sorted, and Cycle is the last kind, so only the Cycle plays need sorting.
        cycles.sort(key=ACTION_ORDER)
        return (*answers, *cycles)
    legal = [*answers, *cycles]
    legal.sort(key=ACTION_ORDER)
    return tuple(legal)


def outcome(state: GameState) -> Outcome | None:
    """The winner and the reason, once the game is over."""
    return state.outcome


def apply(state: GameState, action: Action) -> Transition:
    """Play ``action``; raises ``IllegalActionError`` (with the reason) if it is not legal.

    A trade names its two cards in either order (legal actions list the lower id first).
    """
    card, card2 = action.card, action.card2
    if action.kind is A_TRADE and card is not None and card2 is not None and card > card2:
        action = action._replace(card=card2, card2=card)
    if action not in legal_actions(state):
        raise IllegalActionError(refusal(state, action))
    step = Step(state, ply=state.ply + 1)
    if action.kind is A_CYCLE:
        _cycle(step, action)
    else:
        state.config.ruleset.records[state.phase.index].handle(step, action)
    answers = _settle(step)
    after = step.state
    # The options were computed on this very state to settle the game: they are its legal
    # actions, so the caller's legal_actions(after) reads them instead of computing them.
    after.remember_legal(_sorted_legal(after, answers))
    # tuple.__new__ skips the NamedTuple's Python-level __new__ (one per action).
    return tuple.__new__(Transition, (after, tuple(step.events)))


# -- endings and answers ------------------------------------------------------------------


def _settle(step: Step) -> list[Action]:
    """End the game if the seat to move must answer and has no answer, or cannot attack.

    A Cycle play counts as an answer (R-029): a seat that may still cycle is asked to, and
    loses (or, at Out of Measure 7, draws) only once it has no answer and no Cycle left.
    Returns the options (without Cycle plays) of the seat to move once settled: empty when
    the game is over or when only Cycle plays are left.
    """
    ruleset = step.config.ruleset
    while True:
        seat = step.to_move
        if seat is None:
            return []
        if ruleset.before_decision(step):
            return []
        answers = step.options()
        if answers:
            return answers
        if forced_to_answer(step.state) and cycle_actions(step.state):
            return answers  # a Cycle may still find the answer, so ask for it.
        phase = step.phase
        if phase is PHASE_OPENING and step.ctx.final_call:
            note_skip(step, seat, PHASE_OPENING)
            _declare_draw(step)
            continue
        reason = ruleset.records[phase.index].must_answer
        assert reason is not None, f"no option in {phase}"
        if phase is PHASE_REACT and step.ctx.via_skill:
            reason = REASON_SKILL
        _game_over(step, seat.other, reason)
        # In Salle Play a bout's end is a point and play goes on.


def _game_over(step: Step, winner: Seat, reason: Reason) -> None:
    """The bout is won: the game is over, or in Salle Play a point is scored (R-030.2)."""
    step.config.ruleset.bout_won(step, winner, reason)


def end_game(step: Step, winner: Seat, reason: Reason) -> None:
    """The game is over, and ``winner`` has won it ("Winning Conditions")."""
    step.emit(EVENT_GAME_OVER, winner, None, reason.value)
    step.end(Outcome(winner, reason))


def _declare_draw(step: Step) -> None:
    """Out of Measure 7: the challenger cannot attack; the second draw ends the game (R-004)."""
    draws = step.count_draw()
    step.emit(EVENT_DRAW, step.config.challenger, None, str(draws))
    limit = step.config.ruleset.draw_limit
    if limit is not None and draws >= limit:
        # Not in Sudden Death: it ends only when an action succeeds or both rows are spent
        #
        _game_over(step, step.config.respondent, REASON_TWO_DRAWS)
    else:
        _break_off(step)


def _break_off(step: Step) -> None:
    """Both players Break Off: Stacks to the discard piles, Poste back to their piles (R-003)."""
    step.emit(EVENT_BREAK_OFF)
    clear_bout(step)
    step.config.ruleset.start_measure(step, refill=True)


def clear_bout(step: Step) -> None:
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
            stack_side=SIDE_MIDDLE,
            posta=None,
            posta_pile=pile,
            in_posta=False,
            bonus=(),
            bonus_card=None,
        )


# -- setup ----------------------------------------------------------------------------------


def _mulligan(step: Step, action: Action) -> None:
    """Setup 5: discard Basic cards one by one, then draw as many and keep.

    "Draw that many" counts the cards discarded to the mulligan (R-040), not every card in the
    discard pile: a Cycle played at this decision (Salle Play's random hand can hold Skill
    cards, R-019) has drawn its own card already. The hand was dealt whole, a Cycle swaps one
    card for one, so the mulligan's discards are what the hand lacks of a full one."""
    seat = action.seat
    if action.kind is A_MULLIGAN_DISCARD:
        assert action.card is not None
        step.discard(seat, action.card)
        return
    step.draw(seat, HAND_SIZE - len(step.player(seat).hand))
    config = step.config
    if seat is config.challenger:
        step.go(PHASE_MULLIGAN, config.respondent)
    else:
        step.go(PHASE_VIRTUE_CHOICE, config.respondent)


def _virtue_choice(step: Step, action: Action) -> None:
    """Setup 6.2-6.4: respondent picks, challenger picks, respondent takes the last."""
    seat = action.seat
    assert action.choice is not None
    virtue = Virtue(action.choice)
    step.set_player(seat, virtues=step.player(seat).virtues | {virtue})
    step.emit(EVENT_VIRTUE, seat, None, virtue.value)
    config = step.config
    if seat is config.respondent:
        step.go(PHASE_VIRTUE_CHOICE, config.challenger)
        return
    taken = step.player(SEAT_A).virtues | step.player(SEAT_B).virtues
    (last,) = (v for v in Virtue if v not in taken)
    respondent = config.respondent
    step.set_player(respondent, virtues=step.player(respondent).virtues | {last})
    step.emit(EVENT_VIRTUE, respondent, None, last.value)
    config.ruleset.after_draft(step)


def _salute(step: Step, action: Action) -> None:
    """Setup 7: the respondent may salute; the challenger may return it (R-002)."""
    seat = action.seat
    config = step.config
    if action.kind is A_SALUTE:
        assert action.card is not None
        step.discard(seat, action.card)
        step.set_player(seat, salute_discards=step.player(seat).salute_discards + 1)
        step.emit(EVENT_SALUTE, seat, action.card)
        if step.phase is PHASE_SALUTE:
            step.go(PHASE_SALUTE_REPLY, config.challenger)
            return
    elif step.phase is PHASE_SALUTE_REPLY:
        respondent = config.respondent
        bonus = (*step.player(respondent).pending_bonus, VirtueBonus(VIRTUE_AUDATIA, 4))
        step.set_player(respondent, pending_bonus=bonus)
        step.emit(EVENT_SALUTE_BONUS, respondent, None, "audatia+4")
    config.ruleset.start_measure(step, refill=False)


# -- Out of Measure -------------------------------------------------------------------------


def refill_hands(step: Step, size: Callable[[PlayerState], int]) -> None:
    """Out of Measure 1: each hand drawn up to ``size(player)``, the challenger first."""
    config = step.config
    for seat in (config.challenger, config.respondent):
        player = step.player(seat)
        missing = size(player) - len(player.hand)
        if missing > 0:
            step.draw(seat, missing)


def _trade(step: Step, action: Action) -> None:
    """Out of Measure 2: trades, challenger first, then the respondent (R-011)."""
    seat = action.seat
    if action.kind is A_TRADE:
        assert action.card is not None and action.card2 is not None
        step.trade(seat, action.card, action.card2)
        return
    config = step.config
    if seat is config.challenger:
        step.go(PHASE_TRADE, config.respondent)
    else:
        config.ruleset.after_trades(step)


def _posta_choice(step: Step, action: Action) -> None:
    """Out of Measure 3: Poste chosen in secret, one seat after the other, then revealed."""
    seat = action.seat
    assert action.card is not None
    if action.kind is A_PLAY_SKILL:
        _play_skill(step, seat, action.card, resume=PHASE_POSTA_CHOICE)
        return
    step.take_posta(seat, action.card)
    step.emit(EVENT_POSTA_CHOSEN, seat, action.card)
    other = seat.other
    if other in step.ctx.seen_posta:
        step.emit(EVENT_POSTA_SHOWN, other, action.card)
    if step.player(other).posta is None:
        step.go(PHASE_POSTA_CHOICE, other)
        return
    for each in (step.config.challenger, step.config.respondent):
        step.set_player(each, in_posta=True)
        step.emit(EVENT_REVEAL, each, step.player(each).posta)
    step.config.ruleset.after_reveal(step)


def enter_measure_skills(step: Step) -> None:
    """Out of Measure 4, once the Poste are revealed: the Celeritas leader plays first."""
    leader = advantage(step.state, VIRTUE_CELERITAS)
    # Not "advantage(...) or challenger": Seat.A is 0, and a leading seat A is no leader.
    _enter_measure_skills(step, step.config.challenger if leader is None else leader)


def _enter_measure_skills(step: Step, seat: Seat) -> None:
    """Out of Measure 4: alternate, Celeritas leader first, until both pass (R-013)."""
    while step.ctx.measure_passes < 2:
        if measure_skill_actions(step.state, seat):
            step.go(PHASE_MEASURE_SKILLS, seat)
            return
        note_skip(step, seat, PHASE_MEASURE_SKILLS)
        step.set_ctx(measure_passes=step.ctx.measure_passes + 1)
        seat = seat.other
    _enter_opening(step)


def _measure_skills(step: Step, action: Action) -> None:
    seat = action.seat
    if action.kind is A_PASS:
        step.emit(EVENT_PASS, seat)
        step.set_ctx(measure_passes=step.ctx.measure_passes + 1)
        _enter_measure_skills(step, seat.other)
        return
    assert action.card is not None
    _play_skill(step, seat, action.card, resume=PHASE_MEASURE_SKILLS)


def _measure_continue(step: Step, seat: Seat) -> None:
    """After a skill (or its cancellation) the other seat may answer with a skill of its own."""
    step.set_ctx(measure_passes=0)
    _enter_measure_skills(step, seat.other)


def _change_posta(step: Step, action: Action) -> None:
    """A change-posta skill takes effect: the new Posta is shown at once."""
    assert action.card is not None
    step.take_posta(action.seat, action.card)
    step.emit(EVENT_POSTA_CHANGED, action.seat, action.card)
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
        step.go(PHASE_OPENING, seat)
        if step.options():
            return
        note_skip(step, seat, PHASE_OPENING)
        step.set_ctx(opening_order=step.ctx.opening_order[1:])
    step.set_ctx(final_call=True, forced=None)
    step.go(PHASE_OPENING, step.config.challenger)


def _opening(step: Step, action: Action) -> None:
    seat = action.seat
    if action.kind in (A_ATTACK, A_BEAT):
        assert action.card is not None
        step.set_ctx(opening_order=(), final_call=False, forced=None)
        if action.kind is A_ATTACK:
            _attack(step, seat, action.card)
        else:
            _beat(step, seat, action.card)
        return
    if action.kind is A_CHANGE_POSTA:
        assert action.card is not None
        step.take_posta(seat, action.card)
        step.emit(EVENT_POSTA_CHANGED, seat, action.card)
    else:
        step.emit(EVENT_PASS, seat)
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
        kind is EVENT_ATTACK
        and opponent.in_posta
        and opponent.posta is not None
        and step.config.cards.posta(opponent.posta).extended
        and blow is BLOW_PUNTA
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
        step.emit(EVENT_EXCHANGE, seat, card, "extended")
        step.go(PHASE_EXCHANGED, seat.other)
    else:
        step.go(PHASE_REACT, seat.other)


def _beat(step: Step, seat: Seat, card: int) -> None:
    """Extended Poste: beat the guard aside; its owner discards it, pushed like a parried cut."""
    opponent = step.player(seat.other)
    assert opponent.posta is not None
    posta = opponent.posta
    step.set_player(seat.other, posta=None, in_posta=False, discard=opponent.discard + (posta,))
    step.strike(seat, card)
    step.emit(EVENT_BEAT, seat, card)
    step.emit(EVENT_DISCARD, seat.other, posta)
    step.push_stacks(seat, step.config.cards.strike(card).blow)
    step.set_ctx(attacker=seat, attack_card=None, attack_posta=None)
    _enter_follow_up(step, seat)


def _react(step: Step, action: Action) -> None:
    """Cut 2 / Thrust 2: parry, counterattack, exchange, break, defend, or a skill."""
    seat = action.seat
    assert action.card is not None
    card = action.card
    kind = action.kind
    if kind is A_PARRY:
        _parry(step, seat, card)
    elif kind is A_COUNTERATTACK:
        _counterattack(step, seat, card)
    elif kind is A_EXCHANGE:
        step.strike(seat, card)
        step.emit(EVENT_EXCHANGE, seat, card)
        attacker = step.ctx.attacker
        assert attacker is not None
        step.go(PHASE_EXCHANGED, attacker)
    elif kind is A_BREAK:
        _break(step, seat, card)
    elif kind is A_DEFEND:
        _attack(step, seat, card, kind=EVENT_DEFEND)
    else:
        _play_skill(step, seat, card, resume=PHASE_REACT)


def _counterattack(step: Step, seat: Seat, card: int) -> None:
    """Counterattacking: defend and strike with one card; the attacker must parry it."""
    step.strike(seat, card)
    step.emit(EVENT_COUNTERATTACK, seat, card)
    step.set_ctx(
        attacker=seat, attack_card=card, attack_posta=None, counterattacked=True, via_skill=False
    )
    step.go(PHASE_PARRY_COUNTERATTACK, seat.other)


def _parry(step: Step, seat: Seat, card: int) -> None:
    """Cut 2-3: the parry moves the Stacks; a full sun makes the bind Stretto."""
    cards = step.config.cards
    attack = step.ctx.attack_card
    assert attack is not None
    step.strike(seat, card)
    parry = cards.strike(card)
    step.emit(EVENT_PARRY, seat, card)
    step.push_stacks(seat, parry.blow)
    bind = BIND_STRETTO if makes_stretto(cards.strike(attack), parry) else BIND_LARGO
    step.emit(EVENT_BIND, seat, None, bind.value)
    step.set_ctx(parry_card=card, bind=bind, side=None, waited=frozenset(), counterattacked=False)
    if bind is BIND_STRETTO:
        leader = advantage(step.state, VIRTUE_FORTITUDO)
        if leader is not None:
            step.go(PHASE_ORIENT_SIDE, leader)
            return
        step.emit(EVENT_SIDE_ORIENTED, None, None, "either")
    _after_bind(step)


def _orient_side(step: Step, action: Action) -> None:
    """Cut 3: the Stretto Side card is turned Inside or Outside."""
    assert action.choice is not None
    step.set_ctx(side=StrettoSlot(action.choice))
    step.emit(EVENT_SIDE_ORIENTED, action.seat, None, action.choice)
    _after_bind(step)


def _after_bind(step: Step) -> None:
    attacker = step.ctx.attacker
    assert attacker is not None
    if after_parry_actions(step.state, attacker):
        step.go(PHASE_AFTER_PARRY, attacker)
    else:
        note_skip(step, attacker, PHASE_AFTER_PARRY)
        _continue_bind(step)


def _continue_bind(step: Step) -> None:
    """Cut 4-5: in Largo the defender may attack; in Stretto the defender may remedy."""
    attacker = step.ctx.attacker
    assert attacker is not None
    step.set_ctx(waited=frozenset())
    if step.ctx.bind is BIND_STRETTO:
        step.go(PHASE_STRETTO, attacker.other)
    else:
        _enter_follow_up(step, attacker.other)


def _after_parry(step: Step, action: Action) -> None:
    """Cut special cases A (Audatia Entry) and B (Feint)."""
    seat = action.seat
    if action.kind is A_PASS:
        _continue_bind(step)
        return
    assert action.card is not None
    if action.kind is A_REMEDY:
        step.emit(EVENT_AUDATIA_ENTRY, seat, action.card)
        _play_remedy(step, seat, action.card)
    else:
        _play_skill(step, seat, action.card, resume=PHASE_AFTER_PARRY)


def _enter_follow_up(step: Step, first: Seat) -> None:
    step.set_ctx(waited=frozenset())
    step.go(PHASE_FOLLOW_UP, first)


def _wait_then(step: Step, seat: Seat, phase: Phase) -> None:
    """This seat waits; the other acts in ``phase`` unless it has waited too (Break Off)."""
    step.emit(EVENT_WAIT, seat)
    waited = step.ctx.waited | {seat}
    if seat.other in waited:
        _break_off(step)
        return
    step.set_ctx(waited=waited)
    step.go(phase, seat.other)


def _follow_up(step: Step, action: Action) -> None:
    """Cut 4: attack, or wait; if both wait, Break Off."""
    seat = action.seat
    if action.kind is A_WAIT:
        _wait_then(step, seat, PHASE_FOLLOW_UP)
        return
    assert action.card is not None
    if action.kind is A_BEAT:
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
    _attack(step, action.seat, action.card, via_skill=True, kind=EVENT_DEFEND)


def _parry_counterattack(step: Step, action: Action) -> None:
    """Counterattacking: the parry of the counterattack; play continues as after any parry."""
    assert action.card is not None
    _parry(step, action.seat, action.card)


# -- Stretto --------------------------------------------------------------------------------------


def _play_remedy(step: Step, seat: Seat, card: int, answer: Phase = Phase.COUNTER) -> None:
    """A Stretto Remedy goes on the Stack; the opponent must counter it or lose."""
    step.to_stack(seat, card)
    step.emit(EVENT_REMEDY, seat, card)
    step.set_ctx(remedy_card=card, remedy_seat=seat)
    step.go(answer, seat.other)


def _stretto(step: Step, action: Action) -> None:
    """Cut 5: remedy, or wait; if both wait, Break Off (R-016)."""
    if action.kind is A_WAIT:
        _wait_then(step, action.seat, PHASE_STRETTO)
        return
    assert action.card is not None
    _play_remedy(step, action.seat, action.card)


def _resolve_counter(step: Step, seat: Seat, card: int) -> None:
    """ "Stretto": a perfect counter wins, in the Break too (R-018); one that only lines up
    breaks off. Both are judged on the remedy as it was played (R-001, R-036)."""
    perfect = perfect_counter(step.state, card)
    step.to_stack(seat, card)
    step.emit(EVENT_COUNTER, seat, card, "perfect" if perfect else "lined_up")
    if perfect:
        _game_over(step, seat, REASON_PERFECT_COUNTER)
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
    step.emit(EVENT_BREAK, seat, card)
    step.push_stacks(seat, step.config.cards.strike(card).blow)
    step.set_ctx(break_card=card, waited=frozenset())
    thruster = seat.other
    leader = advantage(step.state, VIRTUE_CELERITAS)
    first = thruster if leader is None else leader  # R-014; Seat.A is 0, so no "or"
    step.go(PHASE_BREAK_ATTACKER if first is thruster else PHASE_BREAK_DEFENDER, first)


def _break_attacker(step: Step, action: Action) -> None:
    """Thrust 2.3.2: the thruster's remedy on the broken side (answered as at 2.3.3.3, R-024),
    or wait."""
    if action.kind is A_WAIT:
        _wait_then(step, action.seat, PHASE_BREAK_DEFENDER)
        return
    assert action.card is not None
    _play_remedy(step, action.seat, action.card, answer=PHASE_BREAK_COUNTER)


def _break_defender(step: Step, action: Action) -> None:
    """Thrust 2.3.3: the breaker's Mezano, or wait."""
    seat = action.seat
    if action.kind is A_WAIT:
        _wait_then(step, seat, PHASE_BREAK_ATTACKER)
        return
    assert action.card is not None
    step.strike(seat, action.card)
    step.emit(EVENT_ATTACK, seat, action.card)
    step.set_ctx(mezano_card=action.card)
    step.go(PHASE_MEZANO_ANSWER, seat.other)


def _mezano_answer(step: Step, action: Action) -> None:
    """Thrust 2.3.3.1-2: a remedy on the Mezano's side, or the Mandritto Mezano counterattack."""
    assert action.card is not None
    if action.kind is A_COUNTERATTACK:
        _counterattack(step, action.seat, action.card)
    else:
        _play_remedy(step, action.seat, action.card, answer=PHASE_BREAK_COUNTER)


def _break_counter(step: Step, action: Action) -> None:
    """Thrust 2.3.3.3: counter the remedy (a perfect counter still wins, R-018), or play the
    remedy that answers a Break."""
    assert action.card is not None
    if action.kind is A_REMEDY:
        _play_remedy(step, action.seat, action.card)
    else:
        _resolve_counter(step, action.seat, action.card)


# -- skills ----------------------------------------------------------------------------------------


def _play_skill(step: Step, seat: Seat, card: int, *, resume: Phase) -> None:
    """A Skill card goes straight to the discard pile; the opponent may cancel it."""
    step.to_discard(seat, card)
    step.emit(EVENT_SKILL, seat, card)
    step.set_ctx(skill_chain=(card,), resume=resume, resume_seat=seat)
    _respond_or_resolve(step, seat.other)


def _respond_or_resolve(step: Step, responder: Seat) -> None:
    if cancel_actions(step.state, responder):
        step.go(PHASE_SKILL_RESPONSE, responder)
    else:
        note_skip(step, responder, PHASE_SKILL_RESPONSE)
        _resolve_skills(step)


def _skill_response(step: Step, action: Action) -> None:
    """Cancel the skill just played with one of your own, or let it stand."""
    seat = action.seat
    if action.kind is A_DECLINE:
        _resolve_skills(step)
        return
    assert action.card is not None
    step.to_discard(seat, action.card)
    step.emit(EVENT_SKILL, seat, action.card)
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
        step.emit(EVENT_SKILL_CANCELLED, seat, base)
        _resume_after_cancel(step, seat)
        return
    step.emit(EVENT_SKILL_RESOLVED, seat, base)
    then = effect_type(step.config.cards.skill(base).effect.kind).resolve(step, seat, base)
    if then is THEN_MEASURE:
        _measure_continue(step, seat)
    elif then is THEN_FOLLOW_UP:
        _enter_follow_up(step, seat)


def _resume_after_cancel(step: Step, seat: Seat) -> None:
    """A cancelled skill costs the card; its player is back where they were."""
    resume = step.ctx.resume
    if resume is PHASE_MEASURE_SKILLS:
        _measure_continue(step, seat)
    elif resume is PHASE_AFTER_PARRY:
        _after_bind(step)
    else:
        assert resume is not None
        step.go(resume, seat)


def _game_is_over(step: Step, action: Action) -> None:
    raise AssertionError("no action is legal once the game is over")


def _cycle(step: Step, action: Action) -> None:
    """Cycle: discard the card face up and draw a new one; the same decision is still open."""
    assert action.card is not None
    step.discard(action.seat, action.card)
    step.draw(action.seat, 1)


#: The standard game's phases, one record each (``Ruleset.phases``): the options of the seat
#: to move, the handler of its action, what it must decide, and, where it must answer or
#: lose, the reason the opponent then wins ("Winning Conditions"). A ruleset that adds or
#: changes a phase starts from this table.
PHASES: Mapping[Phase, PhaseRecord] = MappingProxyType(
    {
        Phase.MULLIGAN: PhaseRecord(
            mulligan_options,
            _mulligan,
            translate(
                "WhatNow",
                "discard Basic cards from the opening hand and draw as many, or keep it (Setup 5)",
            ).say(),
            presorted=True,
            stage=Stage.SETUP,
            virtues_dealt=False,
        ),
        Phase.VIRTUE_CHOICE: PhaseRecord(
            virtue_choice_options,
            _virtue_choice,
            translate("WhatNow", "choose a Virtue (Setup 6)").say(),
            stage=Stage.SETUP,
            virtues_dealt=False,
        ),
        Phase.SALUTE: PhaseRecord(
            salute_options,
            _salute,
            translate("WhatNow", "salute by discarding a card, or decline (Setup 7)").say(),
            presorted=True,
            stage=Stage.SETUP,
        ),
        Phase.SALUTE_REPLY: PhaseRecord(
            salute_options,
            _salute,
            translate(
                "WhatNow", "return the salute by discarding a card, or decline (Setup 7)"
            ).say(),
            presorted=True,
            stage=Stage.SETUP,
        ),
        Phase.TRADE: PhaseRecord(
            trade_options,
            _trade,
            translate(
                "WhatNow", "trade two cards for one, or stop trading (Out of Measure 2)"
            ).say(),
            presorted=True,
            stage=Stage.OUT_OF_MEASURE,
        ),
        Phase.POSTA_CHOICE: PhaseRecord(
            posta_choice_options,
            _posta_choice,
            translate("WhatNow", "choose a Posta (Out of Measure 3)").say(),
            stage=Stage.OUT_OF_MEASURE,
        ),
        Phase.MEASURE_SKILLS: PhaseRecord(
            measure_skills_options,
            _measure_skills,
            translate("WhatNow", "play an Out-of-Measure skill or pass (Out of Measure 4)").say(),
            stage=Stage.OUT_OF_MEASURE,
        ),
        Phase.CHANGE_POSTA: PhaseRecord(
            change_posta_options, _change_posta, translate("WhatNow", "choose the new Posta").say()
        ),
        Phase.OPENING: PhaseRecord(
            opening_options,
            _opening,
            translate("WhatNow", "attack, change Posta or pass (Out of Measure 5-7)").say(),
            stage=Stage.OUT_OF_MEASURE,
            offers=frozenset({ActionKind.ATTACK, ActionKind.BEAT}),
        ),
        Phase.REACT: PhaseRecord(
            react_actions,
            _react,
            translate(
                "WhatNow", "answer the attack: parry, counterattack, exchange, break or avoid"
            ).say(),
            must_answer=Reason.UNPARRIED_ATTACK,
            answers=Answer.ATTACK,
            offers=frozenset(
                {ActionKind.PARRY, ActionKind.COUNTERATTACK, ActionKind.EXCHANGE, ActionKind.BREAK}
            ),
        ),
        Phase.PARRY_COUNTERATTACK: PhaseRecord(
            parry_counterattack_options,
            _parry_counterattack,
            translate("WhatNow", "parry the counterattack, or lose").say(),
            must_answer=Reason.UNPARRIED_COUNTERATTACK,
            answers=Answer.COUNTERATTACK,
            offers=frozenset({ActionKind.PARRY}),
        ),
        Phase.ORIENT_SIDE: PhaseRecord(
            orient_side_options,
            _orient_side,
            translate("WhatNow", "turn the Stretto Side card Inside or Outside").say(),
        ),
        Phase.AFTER_PARRY: PhaseRecord(
            after_parry_options,
            _after_parry,
            translate("WhatNow", "make an Audatia Entry, feint, or go on").say(),
        ),
        Phase.FEINT_STRIKE: PhaseRecord(
            feint_strike_options,
            _feint_strike,
            translate("WhatNow", "strike again after the feint").say(),
            offers=frozenset({ActionKind.ATTACK}),
        ),
        Phase.DEFEND_STRIKE: PhaseRecord(
            defend_strike_options,
            _defend_strike,
            translate("WhatNow", "answer the attack with an attack of your own").say(),
        ),
        Phase.FOLLOW_UP: PhaseRecord(
            follow_up_options,
            _follow_up,
            translate("WhatNow", "attack or wait").say(),
            offers=frozenset({ActionKind.ATTACK, ActionKind.BEAT}),
        ),
        Phase.STRETTO: PhaseRecord(
            stretto_options,
            _stretto,
            translate("WhatNow", "play a Stretto Remedy or wait").say(),
            offers=frozenset({ActionKind.REMEDY}),
        ),
        Phase.COUNTER: PhaseRecord(
            counter_options,
            _counter,
            translate("WhatNow", "counter the remedy with a Counter-Remedy that lines up").say(),
            must_answer=Reason.UNCOUNTERED_REMEDY,
            answers=Answer.REMEDY,
            offers=frozenset({ActionKind.COUNTER_REMEDY}),
        ),
        Phase.EXCHANGED: PhaseRecord(
            exchanged_options,
            _exchanged,
            translate("WhatNow", "answer the exchange with an Outside remedy").say(),
            must_answer=Reason.EXCHANGE_UNANSWERED,
            answers=Answer.EXCHANGE,
            offers=frozenset({ActionKind.REMEDY}),
        ),
        Phase.BREAK_ATTACKER: PhaseRecord(
            break_attacker_options,
            _break_attacker,
            translate("WhatNow", "play a remedy on the broken side, or wait").say(),
        ),
        Phase.BREAK_DEFENDER: PhaseRecord(
            break_defender_options,
            _break_defender,
            translate("WhatNow", "strike a Mezano, or wait").say(),
        ),
        Phase.MEZANO_ANSWER: PhaseRecord(
            mezano_answer_options,
            _mezano_answer,
            translate("WhatNow", "answer the Mezano with a remedy or a counterattack").say(),
            must_answer=Reason.UNPARRIED_ATTACK,
            answers=Answer.MEZANO,
        ),
        Phase.BREAK_COUNTER: PhaseRecord(
            break_counter_options,
            _break_counter,
            translate(
                "WhatNow", "counter the remedy, or play the remedy that answers a Break"
            ).say(),
            must_answer=Reason.UNCOUNTERED_REMEDY,
            answers=Answer.REMEDY,
            offers=frozenset({ActionKind.COUNTER_REMEDY}),
        ),
        Phase.SKILL_RESPONSE: PhaseRecord(
            skill_response_options,
            _skill_response,
            translate("WhatNow", "cancel the skill just played, or let it stand").say(),
        ),
        Phase.GAME_OVER: PhaseRecord(
            no_options, _game_is_over, translate("WhatNow", "nothing: the game is over").say()
        ),
    }
)
