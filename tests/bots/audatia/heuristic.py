# Frozen on 2026-11-28: audatia_qt/games/audatia/policy/heuristic.py as main 459e61f had it, its
# imports pointed at the frozen copies. Never edit: the baselines measure later changes to the
# live bot (tests/bots/audatia/__init__.py).
"""A club fencer's rules of thumb: score every legal action from what the seat knows.

The rules of thumb (issue 6):

- keep a parry for every likely attack: a card's worth in hand is mostly the opponent's attacks
  it alone can parry, so the last parry for a blow is the last card to spend;
- attack where the opponent is least likely to hold an answer (odds from their unseen cards);
- prefer binds you can win: a Stretto bind is worth seeking with remedies in hand, a Largo one
  with attacks;
- value virtue advantages: Celeritas (counterattack, exchange, act first), Fortitudo (orient the
  Stretto Side card), Prudentia (rising attacks and many skills);
- keep the counters to your remedies: a remedy is played only when the odds of an uncountered
  remedy beat the odds of a perfect counter, and a counter-remedy is worth more than a remedy;
- trade away dead cards: skills whose virtue you will not have, duplicates, blows with nothing
  to do.

``HeuristicBot`` plays the best-scored action; ``policy_action`` is the same choice with fast
paths for the wide setup decisions, used by the search's playouts.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from itertools import chain

from audatia_qt.games.audatia.rules import Action, ActionKind, PlayerView
from audatia_qt.games.audatia.rules.cards import (
    Blow,
    PostaDef,
    StrettoSlot,
    Virtue,
    makes_stretto,
)
from audatia_qt.games.audatia.rules.effects import effect_type
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
    CARD_COUNTER_REMEDY,
    CARD_REMEDY,
    CARD_STRIKE,
    ICON_ATTACK,
    PHASE_AFTER_PARRY,
    PHASE_BREAK_COUNTER,
    PHASE_BREAK_DEFENDER,
    PHASE_EXCHANGED,
    PHASE_FOLLOW_UP,
    PHASE_MEZANO_ANSWER,
    PHASE_OPENING,
    PHASE_REACT,
    PHASE_SALUTE_REPLY,
    PHASE_SKILL_RESPONSE,
    PHASE_TRADE,
    SLOT_OUTSIDE,
)
from audatia_qt.games.audatia.rules.options import BOTH_SLOTS, perfect_counter, remedy_slots
from tests.bots.audatia.knowledge import (
    MEMO_SIZE,
    FactsCache,
    Situation,
    answering_cards,
    can_parry,
    from_view,
    lining_counters,
    strikes_of,
    threats,
)

#: A card worth less than this in hand is dead weight: discard it at the mulligan or trade it.
DEAD = 0.6
#: Below this many cards in hand, trading two for one starts to cost parries.
LOW_HAND = 9
#: The worth of the Virtues to whoever holds the lead in them, before the deck's own needs.
VIRTUE_WORTH = {
    Virtue.CELERITAS: 1.0,
    Virtue.FORTITUDO: 0.8,
    Virtue.PRUDENTIA: 0.6,
    Virtue.AUDATIA: 0.5,
}


# -- what cards are worth in hand --------------------------------------------------------------


def card_values(sit: Situation) -> dict[int, float]:
    """The worth of each card in hand, about 1.0 for a useful card and below ``DEAD`` for one
    with nothing to do.

    Memoised (a search asks it of the same hand against the same unseen cards many times): the
    dict returned is shared, so read it and never change it. The key is everything the worth
    depends on besides the decks: the seat, the hand, the opponent's unseen cards, which of the
    Virtues gating this deck's attacks the seat leads, and the Virtue cards it holds.
    """
    facts = sit.facts
    leading = 0
    led: list[Virtue] = []
    for index, virtue in enumerate(facts.attack_gates[sit.seat]):
        if sit.leads(virtue):
            leading |= 1 << index
            led.append(virtue)
    key = (sit.seat, sit.hand, sit.opp_unseen, leading, sit.me.virtues)
    memo = facts.memo_values
    values = memo.get(key)
    if values is None:
        values = _card_values(sit, led)
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        memo[key] = values
    return values


def _card_values(sit: Situation, led: list[Virtue]) -> dict[int, float]:
    """``card_values`` worked out; ``led`` holds the attack-gating Virtues the seat leads."""
    # Hot in a search: the enum members and tables are read into locals once, Virtues are
    # compared by identity in lists (an enum's hash is a Python call), and what depends on a
    # card alone (a skill's worth, a Stretto card's slots) is read from the facts.
    facts = sit.facts
    share, attacks, parried = threats(sit)
    parry_order = facts.parry_order
    hand = sit.hand
    kinds = facts.kinds
    strike, counter_remedy, remedy = CARD_STRIKE, CARD_COUNTER_REMEDY, CARD_REMEDY
    # The threats each strike parries, in the order of its parries (the sums below add in
    # it); only a strike parries. For every threat, how many cards in hand can parry it: the
    # only parry is worth most.
    covered: dict[int, tuple[int, ...]] = {}
    counters: list[int] = []
    remedies = 0
    for card in hand:
        kind = kinds[card]
        if kind is strike:
            found = parried.get(card)
            if found is None:
                found = tuple(threat for threat in parry_order[card] if threat in attacks)
                parried[card] = found
            covered[card] = found
        elif kind is counter_remedy:
            counters.append(card)
        elif kind is remedy:
            remedies += 1
    cover = Counter(chain.from_iterable(covered.values()))
    can_attack, attack_gate = facts.can_attack, facts.attack_gate
    can_counterattack, can_break = facts.can_counterattack, facts.can_break
    can_exchange, blow_index = facts.can_exchange, facts.blow_index
    slot_bits, skill_worth, skill_gate = facts.slot_bits, facts.skill_worth, facts.skill_gate
    held = list(sit.me.virtues)
    values: dict[int, float] = {}
    # Keyed by the blow's index, not the Blow: an enum's hash is a Python call.
    seen_blows: dict[int, int] = {}
    for card in hand:
        kind = kinds[card]
        if kind is strike:
            value = 0.25
            for threat in covered[card]:
                value += share / cover[threat]
            if can_attack[card]:
                gate = attack_gate[card]
                if gate is None or gate in led:
                    value += 0.35
            if can_counterattack[card]:
                value += 0.2
            if can_break[card]:
                value += 0.1
            if can_exchange[card]:
                value += 0.2
            # Copies of one blow do the same work: each further copy is worth less.
            blow = blow_index[card]
            copies = seen_blows.get(blow, 0)
            seen_blows[blow] = copies + 1
            values[card] = value * (0.8**copies)
        elif kind is counter_remedy:
            # A counter that lines up is the only answer to a remedy: keep one per slot.
            slots = slot_bits[card]
            others = 0
            for other in counters:
                if other != card and slot_bits[other] & slots:
                    others += 1
            values[card] = 1.1 / (1 + 0.5 * others)
        elif kind is remedy:
            values[card] = 0.8 / (1 + 0.3 * (remedies - 1))
        else:
            # A skill: without the Virtue card the lead needs a bonus on the Stack, rarely
            # there in time.
            worth = skill_worth[card]
            gate = skill_gate[card]
            if gate is not None and gate not in held:
                worth *= 0.4
            values[card] = worth
    return values


# -- odds of the blows ----------------------------------------------------------------------------


def unanswered_odds(sit: Situation, card: int) -> float:
    """The odds the opponent holds no answer to an attack with ``card``."""
    return 1.0 - sit.chance_opponent_holds(answering_cards(sit, card))


def remedy_odds(
    sit: Situation, card: int, allowed: frozenset[StrettoSlot] | None = None
) -> tuple[float, float]:
    """For a remedy: the odds the opponent has no counter that lines up, and of a perfect one,
    played on the sides ``allowed`` (those the moment allows this seat when not given)."""
    if allowed is None:
        allowed = remedy_slots(sit, sit.seat)
    lining, perfect = lining_counters(sit, card, allowed)
    return 1.0 - sit.chance_opponent_holds(lining), sit.chance_opponent_holds(perfect)


def _remedy_score(
    sit: Situation, card: int, allowed: frozenset[StrettoSlot] | None = None
) -> float:
    """Win when uncountered, lose to a perfect counter, Break Off otherwise."""
    free, perfect = remedy_odds(sit, card, allowed)
    return 2.0 * (free - 0.9 * perfect)


def _attack_score(sit: Situation, card: int, values: dict[int, float]) -> float:
    return 2.2 * unanswered_odds(sit, card) - 0.3 * values.get(card, 1.0)


def _counterattack_score(sit: Situation, card: int) -> float:
    """The attacker must parry a counterattack, with the same kind of Strike, or lose (R-037)."""
    table = sit.config.cards
    mine = table.strike(card)
    parries = [
        other
        for other, strike in strikes_of(sit.config, sit.opp_unseen)
        if strike.blow.is_cut is mine.blow.is_cut and can_parry(strike, mine)
    ]
    return 1.2 + 2.0 * (1.0 - sit.chance_opponent_holds(parries))


def _exchange_score(sit: Situation) -> float:
    """The exchanged thruster must play an Outside remedy, or lose."""
    table = sit.config.cards
    outside = [
        card
        for card in sit.opp_unseen
        if table.kind(card) is CARD_REMEDY and SLOT_OUTSIDE in table.stretto(card).slots
    ]
    return 1.2 + 2.0 * (1.0 - sit.chance_opponent_holds(outside))


def attacking_blows(sit: Situation) -> frozenset[Blow]:
    """The blows this hand can attack with, virtue gates allowing (by the Virtue cards held).

    Memoised by the hand and the Virtue cards held, all it reads."""
    facts = sit.facts
    key = (sit.hand, sit.me.virtues)
    memo = facts.memo_blows
    found = memo.get(key)
    if found is None:
        blows = set()
        for card in sit.hand:
            strike = facts.strikes[card]
            if strike is None or not facts.can_attack[card]:
                continue
            gate = facts.attack_gate[card]
            if gate is None or gate in sit.me.virtues:
                blows.add(strike.blow)
        found = frozenset(blows)
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        memo[key] = found
    return found


def posta_score(sit: Situation, posta: PostaDef, blows: frozenset[Blow] | None = None) -> float:
    """A guard's worth with this hand: the attacks it opens and how well it shelters.

    Memoised by the guard, the blows this hand attacks with and the role, all it reads (the
    search scores the same guards for the same hands many times)."""
    if blows is None:
        blows = attacking_blows(sit)
    challenger = sit.is_challenger
    # The definition by identity (hashing a definition hashes all its fields); the entry keeps
    # the definition, so an id reused by another object cannot match.
    key = (id(posta), blows, challenger)
    memo = sit.facts.memo_posta
    found = memo.get(key)
    if found is None or found[0] is not posta:
        found = (posta, _posta_score(posta, blows, challenger))
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        memo[key] = found
    return found[1]


def _posta_score(posta: PostaDef, blows: frozenset[Blow], challenger: bool) -> float:
    usable = blows & posta.attacks
    attack_weight = 0.35 if challenger else 0.15
    score = attack_weight * min(len(usable), 4)
    score += 0.15 * sum(bonus.amount for bonus in posta.bonuses)
    score += 0.08 * (7 - len(posta.attackable_by))
    if posta.extended:
        score += 0.35 if not challenger else 0.15
    if posta.exchange:
        score += 0.05
    if posta.defends:
        score += 0.15
    # The challenger with no attack from this guard risks a draw, and two draws lose.
    if challenger and not usable:
        score -= 1.0
    return score


def _skill_play_score(sit: Situation, card: int) -> float:
    """Playing a skill now, by its effect's value hints (``rules.effects``)."""
    effect = sit.config.cards.skill(card).effect
    hints = effect_type(effect.kind).ai
    if effect.virtue is not None and sit.leads(effect.virtue):
        return -0.2  # more of a virtue already led buys nothing
    if hints.play_respondent is not None and not sit.is_challenger:
        return hints.play_respondent
    return hints.play


def _cancel_worth(sit: Situation) -> float:
    """Cancelling the opponent's skill just played: worth it against the dangerous ones."""
    chain = sit.context.skill_chain
    if not chain:
        return 0.0
    return effect_type(sit.config.cards.skill(chain[-1]).effect.kind).ai.cancel


def _virtue_score(sit: Situation, virtue: Virtue) -> float:
    """A Virtue's worth: its general use plus what this deck's gated cards ask of it."""
    deck = sit.config.decks[sit.seat]
    needs = sum(skill.count for skill in deck.skills if skill.requires is virtue)
    needs += sum(
        strike.count
        for strike in deck.strikes
        if any(icon.requires is virtue for icon in strike.icons)
    )
    return VIRTUE_WORTH[virtue] + 0.08 * needs


# -- scoring -----------------------------------------------------------------------------------


class _Prep:
    """What scoring one decision's actions shares: card values, and the attacking blows and the
    current guard's worth, worked out once when first needed."""

    def __init__(self, sit: Situation) -> None:
        self.sit = sit
        self.values = card_values(sit)
        self._blows: frozenset[Blow] | None = None
        self._here: float | None = None

    @property
    def blows(self) -> frozenset[Blow]:
        if self._blows is None:
            self._blows = attacking_blows(self.sit)
        return self._blows

    @property
    def here(self) -> float:
        """The worth of the guard the fencer stands in (0 outside one)."""
        if self._here is None:
            current = self.sit.me.posta
            posta = self.sit.config.cards.posta(current) if current is not None else None
            self._here = posta_score(self.sit, posta, self.blows) if posta is not None else 0.0
        return self._here


def score_actions(sit: Situation, legal: Sequence[Action]) -> list[float]:
    """A score for each legal action (higher is better), in the order given."""
    prep = _Prep(sit)
    scorers = _SCORERS
    # ``_score`` inlined: this list is built for every decision of every playout.
    return [scorers[action.kind.rank](sit, action, prep) for action in legal]


def _score(sit: Situation, action: Action, prep: _Prep) -> float:
    return _SCORERS[action.kind.rank](sit, action, prep)


# One scorer per action kind, found by the kind's rank (``_SCORERS``): a chain of ``kind is
# ActionKind.X`` tests read an enum member from its class for every test, a good part of the cost of
# scoring a wide decision.


def _cycle_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None
    return 0.2 - prep.values.get(action.card, 1.0)


def _mulligan_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None
    return DEAD - prep.values.get(action.card, 1.0)


def _zero_score(sit: Situation, action: Action, prep: _Prep) -> float:
    return 0.0


def _choose_virtue_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.choice is not None
    return _virtue_score(sit, Virtue(action.choice))


def _salute_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None
    # Returning a salute denies +4 Audatia; making one gambles a card on it.
    edge = 0.45 if sit.phase is PHASE_SALUTE_REPLY else 0.3
    return edge - prep.values.get(action.card, 1.0)


def _decline_score(sit: Situation, action: Action, prep: _Prep) -> float:
    return 0.2 if sit.phase is PHASE_SKILL_RESPONSE else 0.0


def _trade_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None and action.card2 is not None
    values = prep.values
    cost = max(0, LOW_HAND + 1 - len(sit.hand)) * 0.35
    return 2 * 0.55 - values.get(action.card, 1.0) - values.get(action.card2, 1.0) - cost


def _choose_posta_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None
    return posta_score(sit, sit.config.cards.posta(action.card), prep.blows)


def _change_posta_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None
    posta = sit.config.cards.posta(action.card)
    return 0.6 * (posta_score(sit, posta, prep.blows) - prep.here) - 0.25


def _play_skill_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None
    return _skill_in_phase(sit, action.card, prep.values)


def _pass_action_score(sit: Situation, action: Action, prep: _Prep) -> float:
    return _pass_score(sit)


def _attack_action_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None
    score = _attack_score(sit, action.card, prep.values)
    if sit.phase is PHASE_OPENING and not sit.is_challenger and not sit.context.forced:
        # Two draws win for the respondent: no need to strike first.
        score -= 0.5
    if action.kind is A_DEFEND:
        score += 0.8
    return score


def _beat_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None
    return 0.5 - 0.4 * prep.values.get(action.card, 1.0)


def _parry_action_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None
    return _parry_score(sit, action.card, prep.values)


def _counterattack_action_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None
    return _counterattack_score(sit, action.card) - 0.3 * prep.values.get(action.card, 1.0)


def _exchange_action_score(sit: Situation, action: Action, prep: _Prep) -> float:
    return _exchange_score(sit)


def _break_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None
    return 0.9 - 0.3 * prep.values.get(action.card, 1.0)


def _orient_action_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.choice is not None
    return _orient_score(sit, StrettoSlot(action.choice))


def _wait_score(sit: Situation, action: Action, prep: _Prep) -> float:
    return 0.35 if sit.phase in (PHASE_FOLLOW_UP, PHASE_BREAK_DEFENDER) else 0.0


def _remedy_action_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None
    base = _remedy_score(sit, action.card)
    if sit.phase in (PHASE_EXCHANGED, PHASE_MEZANO_ANSWER, PHASE_BREAK_COUNTER):
        base += 1.0  # a must-answer: anything beats losing
    return base


def _counter_remedy_score(sit: Situation, action: Action, prep: _Prep) -> float:
    assert action.card is not None and sit.context.remedy_card is not None
    if perfect_counter(sit, action.card):
        return 5.0
    return 1.0 - 0.3 * prep.values.get(action.card, 1.0)


_Scorer = Callable[[Situation, Action, _Prep], float]


def _scorers_by_rank() -> tuple[_Scorer, ...]:
    """The scorer of each action kind, by ``ActionKind.rank``; kinds without one score 0."""
    by_kind: dict[ActionKind, _Scorer] = {
        A_CYCLE: _cycle_score,
        A_MULLIGAN_DISCARD: _mulligan_score,
        A_KEEP_HAND: _zero_score,
        A_END_TRADES: _zero_score,
        A_CHOOSE_VIRTUE: _choose_virtue_score,
        A_SALUTE: _salute_score,
        A_DECLINE: _decline_score,
        A_TRADE: _trade_score,
        A_CHOOSE_POSTA: _choose_posta_score,
        A_CHANGE_POSTA: _change_posta_score,
        A_PLAY_SKILL: _play_skill_score,
        A_PASS: _pass_action_score,
        A_ATTACK: _attack_action_score,
        A_DEFEND: _attack_action_score,
        A_BEAT: _beat_score,
        A_PARRY: _parry_action_score,
        A_COUNTERATTACK: _counterattack_action_score,
        A_EXCHANGE: _exchange_action_score,
        A_BREAK: _break_score,
        A_ORIENT: _orient_action_score,
        A_WAIT: _wait_score,
        A_REMEDY: _remedy_action_score,
        A_COUNTER_REMEDY: _counter_remedy_score,
    }
    return tuple(by_kind.get(kind, _zero_score) for kind in ActionKind)


_SCORERS = _scorers_by_rank()


def _pass_score(sit: Situation) -> float:
    if sit.phase is PHASE_OPENING:
        return 0.3 if not sit.is_challenger else -0.2
    if sit.phase is PHASE_AFTER_PARRY:
        return 0.1
    return 0.0


def _skill_in_phase(sit: Situation, card: int, values: dict[int, float]) -> float:
    if sit.phase is PHASE_SKILL_RESPONSE:
        return _cancel_worth(sit)
    return _skill_play_score(sit, card)


def _parry_score(sit: Situation, card: int, values: dict[int, float]) -> float:
    """A parry keeps the fencer alive; prefer the cheapest one, and a bind this hand can win."""
    table = sit.config.cards
    score = 1.0 - 0.4 * values.get(card, 1.0)
    attack_card = sit.context.attack_card
    if attack_card is None or sit.phase is not PHASE_REACT:
        return score
    attack, parry = table.strike(attack_card), table.strike(card)
    stretto = makes_stretto(attack, parry)
    remedies = [c for c in sit.hand if table.kind(c) is CARD_REMEDY]
    if stretto and remedies:
        # The Side card is not turned yet: judged as if the remedy worked on all its sides.
        score += 0.25 * max(_remedy_score(sit, c, BOTH_SLOTS) for c in remedies)
    elif not stretto:
        attacks = [
            c for c, s in strikes_of(sit.config, sit.hand) if c != card and s.icon(ICON_ATTACK)
        ]
        if attacks:
            score += 0.15
    return score


def _orient_score(sit: Situation, slot: StrettoSlot) -> float:
    table = sit.config.cards
    mine = [c for c in sit.hand if table.kind(c) is CARD_REMEDY and slot in table.stretto(c).slots]
    theirs = [
        c for c in sit.opp_unseen if table.kind(c) is CARD_REMEDY and slot in table.stretto(c).slots
    ]
    best = max((_remedy_score(sit, c, frozenset({slot})) for c in mine), default=-0.5)
    defender = sit.context.attacker is not None and sit.context.attacker is not sit.seat
    return (0.4 if defender else 0.2) * best - 0.3 * sit.chance_opponent_holds(theirs)


# -- choosing -------------------------------------------------------------------------------


def best_action(sit: Situation, legal: Sequence[Action], rng: random.Random) -> Action:
    """The best-scored action; ties go to the generator."""
    if len(legal) == 1:
        return legal[0]
    scores = score_actions(sit, legal)
    top = max(scores)
    best = [action for action, score in zip(legal, scores, strict=True) if score >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)


def policy_action(sit: Situation, legal: Sequence[Action], rng: random.Random) -> Action:
    """The heuristic's choice, quick on the wide decisions (trades), for search playouts."""
    if len(legal) == 1:
        return legal[0]
    if sit.phase is PHASE_TRADE and len(legal) > 12:
        prep = _Prep(sit)
        ranked = sorted(sit.hand, key=lambda card: prep.values[card])
        first, second = sorted(ranked[:2])
        trade = Action(sit.seat, A_TRADE, first, second)
        if trade in legal and _score(sit, trade, prep) > 0.0:
            return trade
        return Action(sit.seat, A_END_TRADES)
    return best_action(sit, legal, rng)


class HeuristicBot:
    """Plays the rules of thumb above, from the view alone; no search."""

    def __init__(self) -> None:
        self._facts = FactsCache()

    @property
    def name(self) -> str:
        return "heuristic"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        return best_action(from_view(view, self._facts), legal, rng)


def ranked_actions(sit: Situation, legal: Sequence[Action]) -> list[tuple[Action, float]]:
    """The legal actions best first with their scores (ties in the given order)."""
    scores = score_actions(sit, legal)
    return [(legal[index], scores[index]) for index in _best_first(scores)]


def ranked_moves(sit: Situation, legal: Sequence[Action]) -> list[Action]:
    """``ranked_actions`` without the scores (a search ranks a node's moves at every visit)."""
    return [legal[index] for index in _best_first(score_actions(sit, legal))]


def _best_first(scores: list[float]) -> list[int]:
    """The indices of ``scores``, best first; ties keep their order (a stable sort does, reversed
    or not)."""
    return sorted(range(len(scores)), key=scores.__getitem__, reverse=True)
