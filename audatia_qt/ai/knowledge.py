"""What one seat knows at a decision, in the shape the heuristics read.

A ``Situation`` is built from a ``PlayerView`` (``from_view``, what bots receive) or, inside a
search's sampled world, from a ``GameState`` (``from_state``) using only what that seat could see
there: its own hand, the table, and the opponent's hand *count*. Both give the same situation for
the same information, so the playout policy plays exactly as the ``HeuristicBot`` would.

It also estimates the odds a fencer reckons with: how likely the opponent holds an answer, from
the cards of theirs not yet seen (hypergeometric odds over their hand).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from audatia_qt.rules import GameState, Phase, PlayerView, Seat
from audatia_qt.rules.cards import (
    Blow,
    IconKind,
    Side,
    StrikeDef,
    Virtue,
    VirtueBonus,
)
from audatia_qt.rules.config import CardKind, GameConfig
from audatia_qt.rules.effects import Answer, effect_type
from audatia_qt.rules.eligibility import side_allows
from audatia_qt.rules.state import Context
from audatia_qt.rules.virtues import virtue_total


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


@dataclass(frozen=True)
class CardFacts:
    """Facts about every card of a game that the heuristics ask again and again, worked out once.

    ``parries[card]`` holds the opponent's attacking strikes that ``card`` may parry by its
    icons and the attack's inverted Seven Swords (R-006), whatever the Stacks' sides.
    """

    kinds: tuple[CardKind, ...]
    strikes: tuple[StrikeDef | None, ...]
    icons: tuple[frozenset[IconKind], ...]
    """The action icons printed on each strike (empty for other cards)."""
    parries: tuple[frozenset[int], ...]
    attackers: tuple[frozenset[int], frozenset[int]]
    """Each seat's strikes with the Attack icon."""

    @staticmethod
    def build(config: GameConfig) -> CardFacts:
        """Work the facts out for ``config``'s two decks."""
        table = config.cards
        kinds = tuple(instance.kind for instance in table.instances)
        strikes = {
            card: table.strike(card) for card, kind in enumerate(kinds) if kind is CardKind.STRIKE
        }
        attackers = tuple(
            frozenset(
                card
                for card in table.action_cards[seat]
                if card in strikes and strikes[card].icon(IconKind.ATTACK) is not None
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
        return CardFacts(
            kinds,
            tuple(strikes.get(card) for card in range(len(kinds))),
            tuple(
                frozenset(icon.kind for icon in strikes[card].icons)
                if card in strikes
                else frozenset()
                for card in range(len(kinds))
            ),
            tuple(parries),
            (attackers[0], attackers[1]),
        )


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
        """
        wanted = set(cards)
        known = self.opp.known_in_hand
        if wanted & known:
            return 1.0
        unknown = [card for card in self.opp_unseen if card not in known]
        pool = len(unknown)
        hits = sum(1 for card in unknown if card in wanted)
        draws = min(pool, max(0, self.opp_hand_count - len(known)))
        if hits == 0 or draws == 0:
            return 0.0
        miss = 1.0
        for index in range(draws):
            if pool - index <= 0:
                break
            miss *= max(0.0, (pool - hits - index) / (pool - index))
        return 1.0 - miss


def _unseen(config: GameConfig, seat: Seat, zones: Zones) -> tuple[int, ...]:
    public = {*zones.discard, *zones.stack}
    return tuple(card for card in config.cards.action_cards[seat] if card not in public)


def from_view(view: PlayerView, cache: FactsCache) -> Situation:
    """The situation of the view's seat."""
    me, opp = view.me, view.opponent
    assert me.hand is not None
    return Situation(
        config=view.config,
        seat=view.viewer,
        phase=view.phase,
        context=view.context,
        draws=view.draws,
        hand=me.hand,
        deck_count=me.deck_count,
        me=me,
        opp=opp,
        opp_hand_count=opp.hand_count,
        opp_unseen=_unseen(view.config, view.viewer.other, opp),
        facts=cache.get(view.config),
    )


def from_state(state: GameState, seat: Seat, cache: FactsCache) -> Situation:
    """The situation of ``seat`` in a full state, reading only what that seat may see.

    The opponent's secret Posta (Out of Measure 3) is not read either: only the zones the
    heuristics use, and the heuristics never look at an opponent's Posta during the choice.
    """
    me, opp = state.players[seat], state.players[seat.other]
    return Situation(
        config=state.config,
        seat=seat,
        phase=state.phase,
        context=state.context,
        draws=state.draws,
        hand=me.hand,
        deck_count=len(me.deck),
        me=me,
        opp=opp,
        opp_hand_count=len(opp.hand),
        opp_unseen=_unseen(state.config, seat.other, opp),
        facts=cache.get(state.config),
    )


# -- card facts ----------------------------------------------------------------------------


def strikes_of(config: GameConfig, cards: Iterable[int]) -> list[tuple[int, StrikeDef]]:
    """The strike cards among ``cards`` with their definitions."""
    table = config.cards
    return [(card, table.strike(card)) for card in cards if table.kind(card) is CardKind.STRIKE]


def can_parry(parry: StrikeDef, attack: StrikeDef) -> bool:
    """``parry`` has the Parry icon and is on the attack's inverted Seven Swords (R-006)."""
    return parry.icon(IconKind.PARRY) is not None and parry.blow in attack.parried_by


def opponent_answers(sit: Situation, attack: StrikeDef) -> list[int]:
    """The opponent's unseen cards that could answer ``attack``: parries from their side,
    avoiding or defending skills, and for a thrust an exchange or a break."""
    table = sit.config.cards
    facts = sit.facts
    opp = sit.opp
    thrust = attack.blow is Blow.PUNTA
    answers = []
    for card in sit.opp_unseen:
        kind = facts.kinds[card]
        if kind is CardKind.STRIKE:
            strike = facts.strikes[card]
            assert strike is not None
            icons = facts.icons[card]
            parries = IconKind.PARRY in icons and strike.blow in attack.parried_by
            if parries and (opp.in_posta or side_allows(opp.stack_side, strike.blow)):
                answers.append(card)
                continue
            if thrust and IconKind.EXCHANGE in icons:
                answers.append(card)
        elif kind is CardKind.SKILL:
            skill = table.skill(card)
            gate = skill.requires
            answering = effect_type(skill.effect.kind).answers is not Answer.NEVER
            if answering and (gate is None or sit.trails(gate)):
                answers.append(card)
    return answers
