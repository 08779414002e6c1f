"""What one seat knows at a decision, in the shape the heuristics read.

A ``Situation`` is built from a ``PlayerView`` (``from_view``, what bots receive) or, inside a
search's sampled world, from a ``GameState`` (``from_state``) using only what that seat could see
there: its own hand, the table, and the opponent's hand *count*. Both give the same situation for
the same information, so the playout policy plays exactly as the ``HeuristicBot`` would.

It also estimates the odds a fencer reckons with: how likely the opponent holds an answer, from
the cards of theirs not yet seen (hypergeometric odds over their hand).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple, Protocol

from audatia_qt.games.audatia.rules import GameState, Phase, PlayerView, Seat
from audatia_qt.games.audatia.rules.cards import (
    Blow,
    IconKind,
    PostaDef,
    Side,
    StrettoCardDef,
    StrettoSlot,
    StrikeDef,
    Virtue,
    VirtueBonus,
    is_perfect_counter,
    lines_up,
)
from audatia_qt.games.audatia.rules.config import CardKind, GameConfig
from audatia_qt.games.audatia.rules.effects import effect_type
from audatia_qt.games.audatia.rules.eligibility import side_allows
from audatia_qt.games.audatia.rules.members import (
    ANSWER_NEVER,
    BLOW_PUNTA,
    CARD_COUNTER_REMEDY,
    CARD_REMEDY,
    CARD_SKILL,
    CARD_STRIKE,
    ICON_ATTACK,
    ICON_BREAK,
    ICON_COUNTERATTACK,
    ICON_EXCHANGE,
    ICON_PARRY,
    SEAT_A,
    SEAT_B,
    SIDE_LEFT,
    SIDE_RIGHT,
    SLOT_INSIDE,
    SLOT_OUTSIDE,
)
from audatia_qt.games.audatia.rules.state import Context, fast_constructor
from audatia_qt.games.audatia.rules.virtues import virtue_total


class Zones(Protocol):
    """The public zones of a seat, as both ``SeatView`` and ``PlayerState`` carry them."""

    @property
    def discard(self) -> tuple[int, ...]: ...
    @property
    def stack(self) -> tuple[int, ...]: ...
    @property
    def stack_side(self) -> Side: ...
    @property
    def posta(self) -> int | None: ...
    @property
    def posta_pile(self) -> tuple[int, ...]: ...
    @property
    def in_posta(self) -> bool: ...
    @property
    def virtues(self) -> frozenset[Virtue]: ...
    @property
    def bonus(self) -> tuple[VirtueBonus, ...]: ...
    @property
    def bonus_card(self) -> int | None: ...
    @property
    def known_in_hand(self) -> frozenset[int]: ...


class Threats(NamedTuple):
    """The opponent's attacks a seat reckons with, for one set of the opponent's unseen cards
    (``threats``): the strikes with the Attack icon among them."""

    share: float
    """The worth in hand of parrying all of them, shared out among them (``card_values``)."""
    attacks: frozenset[int]
    parried: dict[int, tuple[int, ...]]
    """For each of the seat's strikes asked about so far, the threats it can parry, in the
    order of ``CardFacts.parry_order`` (filled in as asked)."""


@dataclass(frozen=True)
class CardFacts:
    """Facts about every card of a game that the heuristics ask again and again, worked out once.

    ``parries[card]`` holds the opponent's attacking strikes that ``card`` may parry by its
    icons and the attack's inverted Seven Swords (R-006), whatever the Stacks' sides.

    The per-card flags replace reads of enum sets in the heuristics' inner loops (an enum's hash
    is a Python function): ``can_attack``, ``attack_gate`` and the icon flags for strikes,
    ``blow_index`` for a strike's blow. The ``memo_*`` dicts are caches of pure functions of a
    situation, keyed by everything the function reads (see ``card_values``), bounded and owned
    by the ``FactsCache`` of one bot.
    """

    kinds: tuple[CardKind, ...]
    strikes: tuple[StrikeDef | None, ...]
    icons: tuple[frozenset[IconKind], ...]
    """The action icons printed on each strike (empty for other cards)."""
    parries: tuple[frozenset[int], ...]
    attackers: tuple[frozenset[int], frozenset[int]]
    """Each seat's strikes with the Attack icon."""
    can_attack: tuple[bool, ...] = ()
    """The card is a strike with the Attack icon."""
    attack_gate: tuple[Virtue | None, ...] = ()
    """The Virtue the Attack icon requires (None: no requirement, or no Attack icon)."""
    can_counterattack: tuple[bool, ...] = ()
    can_break: tuple[bool, ...] = ()
    can_exchange: tuple[bool, ...] = ()
    blow_index: tuple[int, ...] = ()
    """The strike's blow as its place in ``Blow`` (-1 for other cards)."""
    attack_gates: tuple[tuple[Virtue, ...], tuple[Virtue, ...]] = ((), ())
    """Each seat's Virtues that gate an Attack icon, in ``Virtue`` order."""
    answer_gates: tuple[tuple[Virtue, ...], tuple[Virtue, ...]] = ((), ())
    """Each seat's Virtues required by its skills that answer an attack, in ``Virtue`` order."""
    stretto: tuple[StrettoCardDef | None, ...] = ()
    parry_order: tuple[tuple[int, ...], ...] = ()
    """``parries`` as tuples, in the sets' own order (``card_values`` adds up in that order,
    and a tuple is quicker to walk)."""
    slot_bits: tuple[int, ...] = ()
    """A Stretto card's slots as bits (1 Inside, 2 Outside; 0 for other cards)."""
    skill_worth: tuple[float, ...] = ()
    """A skill's worth in hand by its effect's hints (0 for other cards)."""
    skill_gate: tuple[Virtue | None, ...] = ()
    """The Virtue a skill requires (None: none, or not a skill)."""
    memo_values: dict[tuple[object, ...], dict[int, float]] = field(
        default_factory=dict, compare=False, repr=False
    )
    memo_answers: dict[tuple[int, int, int], frozenset[int]] = field(
        default_factory=dict, compare=False, repr=False
    )
    memo_unseen: dict[tuple[Seat, tuple[int, ...], tuple[int, ...]], tuple[int, ...]] = field(
        default_factory=dict, compare=False, repr=False
    )
    memo_remedies: dict[tuple[int, StrettoSlot | None], tuple[frozenset[int], frozenset[int]]] = (
        field(default_factory=dict, compare=False, repr=False)
    )
    memo_blows: dict[tuple[tuple[int, ...], frozenset[Virtue]], frozenset[Blow]] = field(
        default_factory=dict, compare=False, repr=False
    )
    memo_posta: dict[tuple[int, frozenset[Blow], bool], tuple[PostaDef, float]] = field(
        default_factory=dict, compare=False, repr=False
    )
    memo_threats: dict[tuple[Seat, tuple[int, ...]], Threats] = field(
        default_factory=dict, compare=False, repr=False
    )

    @staticmethod
    def build(config: GameConfig) -> CardFacts:
        """Work the facts out for ``config``'s two decks."""
        table = config.cards
        kinds = tuple(instance.kind for instance in table.instances)
        strikes = {
            card: table.strike(card) for card, kind in enumerate(kinds) if kind is CARD_STRIKE
        }
        attackers = tuple(
            frozenset(
                card
                for card in table.action_cards[seat]
                if card in strikes and strikes[card].icon(ICON_ATTACK) is not None
            )
            for seat in Seat
        )
        parries: list[frozenset[int]] = []
        for card, instance in enumerate(table.instances):
            mine = strikes.get(card)
            if mine is None:
                parries.append(frozenset())
                continue
            threats = attackers[instance.owner.other]
            parries.append(
                frozenset(threat for threat in threats if can_parry(mine, strikes[threat]))
            )
        cards = range(len(kinds))
        attack_icons = [
            strikes[card].icon(ICON_ATTACK) if card in strikes else None for card in cards
        ]
        blows = list(Blow)
        answer_gates = [
            _gates(
                table.skill(card)
                for card in table.action_cards[seat]
                if kinds[card] is CARD_SKILL
                and effect_type(table.skill(card).effect.kind).answers is not ANSWER_NEVER
            )
            for seat in Seat
        ]
        stretto = tuple(
            table.stretto(card) if kinds[card] in (CARD_REMEDY, CARD_COUNTER_REMEDY) else None
            for card in cards
        )
        return CardFacts(
            kinds,
            tuple(strikes.get(card) for card in cards),
            tuple(
                frozenset(icon.kind for icon in strikes[card].icons)
                if card in strikes
                else frozenset()
                for card in cards
            ),
            tuple(parries),
            (attackers[0], attackers[1]),
            can_attack=tuple(icon is not None for icon in attack_icons),
            attack_gate=tuple(None if icon is None else icon.requires for icon in attack_icons),
            can_counterattack=tuple(
                card in strikes and strikes[card].icon(ICON_COUNTERATTACK) is not None
                for card in cards
            ),
            can_break=tuple(
                card in strikes and strikes[card].icon(ICON_BREAK) is not None for card in cards
            ),
            can_exchange=tuple(
                card in strikes and strikes[card].icon(ICON_EXCHANGE) is not None for card in cards
            ),
            blow_index=tuple(
                blows.index(strikes[card].blow) if card in strikes else -1 for card in cards
            ),
            attack_gates=(
                _gates(attack_icons[card] for card in table.action_cards[SEAT_A]),
                _gates(attack_icons[card] for card in table.action_cards[SEAT_B]),
            ),
            answer_gates=(answer_gates[0], answer_gates[1]),
            stretto=stretto,
            parry_order=tuple(tuple(found) for found in parries),
            slot_bits=tuple(
                0 if definition is None else _slot_bits(definition.slots) for definition in stretto
            ),
            skill_worth=tuple(
                effect_type(table.skill(card).effect.kind).ai.in_hand
                if kinds[card] is CARD_SKILL
                else 0.0
                for card in cards
            ),
            skill_gate=tuple(
                table.skill(card).requires if kinds[card] is CARD_SKILL else None for card in cards
            ),
        )


def _slot_bits(slots: frozenset[StrettoSlot]) -> int:
    """Stretto slots as bits: 1 for Inside, 2 for Outside."""
    return (1 if SLOT_INSIDE in slots else 0) | (2 if SLOT_OUTSIDE in slots else 0)


class _Gated(Protocol):
    @property
    def requires(self) -> Virtue | None: ...


def _gates(items: Iterable[_Gated | None]) -> tuple[Virtue, ...]:
    """The Virtues required by ``items``, without repeats, in ``Virtue`` order."""
    found = {item.requires for item in items if item is not None and item.requires is not None}
    return tuple(virtue for virtue in Virtue if virtue in found)


#: A memo of ``CardFacts`` is cleared when it holds this many entries (a search meets a few
#: thousand distinct hands and tables; clearing keeps a long game's memory flat).
MEMO_SIZE = 4096


class FactsCache:
    """``CardFacts`` by config, keyed by identity (a config's hash hashes both whole decks).

    Bounded: an arena or a search meets a handful of configs (each real config and its public
    twin with the seed withheld).
    """

    def __init__(self, size: int = 8) -> None:
        self._size = size
        self._entries: dict[int, tuple[GameConfig, CardFacts]] = {}

    def get(self, config: GameConfig) -> CardFacts:
        """The facts of ``config``, worked out on first use."""
        entry = self._entries.get(id(config))
        if entry is None or entry[0] is not config:
            if len(self._entries) >= self._size:
                self._entries.clear()
            entry = (config, CardFacts.build(config))
            self._entries[id(config)] = entry
        return entry[1]


@dataclass(frozen=True, slots=True)
class Situation:
    """One seat's knowledge at a decision: its hand, the table, and the opponent's unseen cards."""

    config: GameConfig
    seat: Seat
    phase: Phase
    context: Context
    draws: int
    hand: tuple[int, ...]
    deck_count: int
    me: Zones
    opp: Zones
    opp_hand_count: int
    opp_unseen: tuple[int, ...]
    """The opponent's Action cards not face up anywhere: their hand, face-down pile and deck."""
    facts: CardFacts
    pool: tuple[frozenset[int], frozenset[int]] | None = field(
        default=None, compare=False, repr=False
    )
    """Worked out on first use (``_pool``): ``opp_unseen`` as a set, and those of them not
    known to be in the hand (the pool the unknown part of the hand is dealt from)."""

    @property
    def is_challenger(self) -> bool:
        """This seat issued the challenge (it must attack at Out of Measure 7)."""
        return self.config.challenger is self.seat

    def leads(self, virtue: Virtue) -> bool:
        """This seat has the most of ``virtue`` (a strict lead, "Virtues")."""
        return virtue_total(self.me, virtue) > virtue_total(self.opp, virtue)

    def trails(self, virtue: Virtue) -> bool:
        """The opponent has the most of ``virtue``."""
        return virtue_total(self.me, virtue) < virtue_total(self.opp, virtue)

    def chance_opponent_holds(self, cards: Iterable[int]) -> float:
        """The odds the opponent's hand holds at least one of ``cards`` (of theirs).

        Cards the viewer knows are in the hand count as certain; the others are dealt, as far
        as the viewer can tell, uniformly from the unseen pool into the rest of the hand.
        Cards of ``cards`` that are not among the opponent's unseen cards are ignored.
        """
        unseen, unknown = self._pool()
        wanted = unseen.intersection(cards)
        known = self.opp.known_in_hand
        if wanted & known:
            return 1.0
        pool = len(unknown)
        hits = len(unknown & wanted)
        draws = min(pool, max(0, self.opp_hand_count - len(known)))
        if hits == 0 or draws == 0:
            return 0.0
        return 1.0 - _miss(pool, hits, draws)

    def _pool(self) -> tuple[frozenset[int], frozenset[int]]:
        pool = self.pool
        if pool is None:
            unseen = frozenset(self.opp_unseen)
            pool = (unseen, unseen - self.opp.known_in_hand)
            # A lazily kept value derived from the frozen fields alone (no part of the value).
            object.__setattr__(self, "pool", pool)
        return pool


#: ``Situation(*fields)`` with every field in declaration order, about three times faster (a
#: search builds one per decision of every playout; ``fast_constructor``).
_situation: Callable[..., Situation] = fast_constructor(Situation)


@lru_cache(maxsize=4096)
def _miss(pool: int, hits: int, draws: int) -> float:
    """The hypergeometric odds that ``draws`` cards dealt from ``pool`` miss all ``hits``."""
    miss = 1.0
    for index in range(draws):
        if pool - index <= 0:
            break
        miss *= max(0.0, (pool - hits - index) / (pool - index))
    return miss


def threats(sit: Situation) -> Threats:
    """The opponent's attacks among their unseen cards, memoised by those cards (a search
    meets the same unseen cards with many hands)."""
    key = (sit.seat, sit.opp_unseen)
    memo = sit.facts.memo_threats
    found = memo.get(key)
    if found is None:
        attackers = sit.facts.attackers[sit.seat.other]
        attacks = [card for card in sit.opp_unseen if card in attackers]
        found = Threats(4.0 / max(1, len(attacks)), frozenset(attacks), {})
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        memo[key] = found
    return found


def _unseen(config: GameConfig, seat: Seat, zones: Zones, facts: CardFacts) -> tuple[int, ...]:
    """``seat``'s Action cards in neither its discard pile nor its Stack."""
    key = (seat, zones.discard, zones.stack)
    memo = facts.memo_unseen
    found = memo.get(key)
    if found is None:
        public = {*zones.discard, *zones.stack}
        found = tuple(card for card in config.cards.action_cards[seat] if card not in public)
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        memo[key] = found
    return found


def from_view(view: PlayerView, cache: FactsCache) -> Situation:
    """The situation of the view's seat."""
    me, opp = view.me, view.opponent
    assert me.hand is not None
    facts = cache.get(view.config)
    return _situation(
        view.config,
        view.viewer,
        view.phase,
        view.context,
        view.draws,
        me.hand,
        me.deck_count,
        me,
        opp,
        opp.hand_count,
        _unseen(view.config, view.viewer.other, opp, facts),
        facts,
        None,
    )


def from_state(
    state: GameState, seat: Seat, cache: FactsCache, held: tuple[int, ...] | None = None
) -> Situation:
    """The situation of ``seat`` in a full state, reading only what that seat may see.

    The opponent's secret Posta (Out of Measure 3) is not read either: only the zones the
    heuristics use, and the heuristics never look at an opponent's Posta during the choice.
    ``held``: the cards read as the seat's hand, when they are more than the hand (the search's
    evaluation counts a Sudden Death row, ``search_policy.evaluate``).
    """
    me, opp = state.players[seat], state.players[seat.other]
    config = state.config
    facts = cache.get(config)
    return _situation(
        config,
        seat,
        state.phase,
        state.context,
        state.draws,
        me.hand if held is None else held,
        len(me.deck),
        me,
        opp,
        len(opp.hand),
        _unseen(config, seat.other, opp, facts),
        facts,
        None,
    )


# -- card facts ----------------------------------------------------------------------------


def strikes_of(config: GameConfig, cards: Iterable[int]) -> list[tuple[int, StrikeDef]]:
    """The strike cards among ``cards`` with their definitions."""
    table = config.cards
    return [(card, table.strike(card)) for card in cards if table.kind(card) is CARD_STRIKE]


def can_parry(parry: StrikeDef, attack: StrikeDef) -> bool:
    """``parry`` has the Parry icon and is on the attack's inverted Seven Swords (R-006)."""
    return parry.icon(ICON_PARRY) is not None and parry.blow in attack.parried_by


def answering_cards(sit: Situation, card: int) -> frozenset[int]:
    """The opponent's cards, seen or not, that could answer an attack with the strike ``card``
    now: parries from their side, avoiding or defending skills whose Virtue they lead, and for
    a thrust an exchange or a break. (Their unseen ones are those they may hold.)

    What it reads of the situation is the key of its memo: the card, the side the opponent's
    Stack allows parries from, and which answering skills' Virtues the opponent leads.
    """
    facts = sit.facts
    opp = sit.opp
    if opp.in_posta:
        side = 0
    else:
        stack_side = opp.stack_side
        side = 1 if stack_side is SIDE_LEFT else 2 if stack_side is SIDE_RIGHT else 0
    trailing = 0
    for index, virtue in enumerate(facts.answer_gates[sit.seat.other]):
        if sit.trails(virtue):
            trailing |= 1 << index
    key = (card, side, trailing)
    memo = facts.memo_answers
    found = memo.get(key)
    if found is None:
        found = _answering_cards(sit, card, _SIDES[side])
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        memo[key] = found
    return found


#: The Stack side that stands for each side code of ``answering_cards`` (0: parry from
#: anywhere, as from a Posta or the middle).
_SIDES = (Side.MIDDLE, Side.LEFT, Side.RIGHT)


def _answering_cards(sit: Situation, card: int, stack_side: Side) -> frozenset[int]:
    table = sit.config.cards
    facts = sit.facts
    attack = table.strike(card)
    thrust = attack.blow is BLOW_PUNTA
    answers = []
    for other in table.action_cards[sit.seat.other]:
        kind = facts.kinds[other]
        if kind is CARD_STRIKE:
            strike = facts.strikes[other]
            assert strike is not None
            icons = facts.icons[other]
            parries = ICON_PARRY in icons and strike.blow in attack.parried_by
            if parries and side_allows(stack_side, strike.blow):
                answers.append(other)
                continue
            if thrust and ICON_EXCHANGE in icons:
                answers.append(other)
        elif kind is CARD_SKILL:
            skill = table.skill(other)
            gate = skill.requires
            answering = effect_type(skill.effect.kind).answers is not ANSWER_NEVER
            if answering and (gate is None or sit.trails(gate)):
                answers.append(other)
    return frozenset(answers)


def lining_counters(
    sit: Situation, card: int, allowed: frozenset[StrettoSlot]
) -> tuple[frozenset[int], frozenset[int]]:
    """The Counter-Remedies of the game that line up with the remedy ``card`` played where the
    moment ``allowed`` it, and those of them that counter it perfectly ("Stretto", R-001,
    R-036)."""
    table = sit.config.cards
    remedy = table.stretto(card)
    sides = remedy.slots & allowed
    side = next(iter(sides)) if len(sides) == 1 else None
    memo = sit.facts.memo_remedies
    found = memo.get((card, side))
    if found is None:
        counters = [
            other
            for other, kind in enumerate(sit.facts.kinds)
            if kind is CARD_COUNTER_REMEDY and lines_up(remedy, table.stretto(other), side)
        ]
        found = (
            frozenset(counters),
            frozenset(c for c in counters if is_perfect_counter(remedy, table.stretto(c), side)),
        )
        memo[(card, side)] = found
    return found
