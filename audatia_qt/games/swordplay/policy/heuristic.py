"""Rules of thumb for an arena hero: how much each move is worth to the hero making it, and
how likely each side is to win from a position.

Each judgement reads only what its hero may know: its own hand and the table (rulebook, "2.
Draw": a hand is its holder's). In the search's sampled worlds the other hands are guesses, and
nothing here looks at them (nor at the deck's order).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from audatia_qt.games.swordplay.rules import Action, ActionKind, Mode, State
from audatia_qt.games.swordplay.rules.cards import (
    ArmorCard,
    AttackCard,
    CombatCard,
    DefenseCard,
    ShieldCard,
    WeaponCard,
)
from audatia_qt.games.swordplay.rules.combat import (
    armor_value,
    attack_damage,
    card,
    free_hands,
    hands_of,
    monster_guard,
    pierces,
    weapon,
)

#: How likely a hero's attack is to land on another hero, who may hold a defence: about half
#: of the combat deck counters a given location (a Dodge, a location's defences, a shield).
HERO_LANDS = 0.6
#: What a card kept in hand is worth, in points of damage dealt or saved.
ATTACK_IN_HAND = 1.0
DEFENCE_IN_HAND = 1.0
DODGE_IN_HAND = 1.3
#: How fast the odds of winning follow the difference of strength (a logistic's slope).
STRENGTH_SLOPE = 4.0


def armor_left(state: State, seat: int) -> int:
    """What hero ``seat``'s ready armor may still absorb (rulebook, "Armor")."""
    hero = state.heroes[seat]
    return 0 if hero.armor is None else armor_value(state, hero.armor) - hero.absorbed


def kept_value(state: State, seat: int, found: CombatCard) -> float:
    """What ``found`` is worth in hero ``seat``'s hand."""
    if isinstance(found, AttackCard):
        return ATTACK_IN_HAND + 0.5 * found.bonus
    if isinstance(found, DefenseCard):
        return DODGE_IN_HAND if found.dodge else DEFENCE_IN_HAND
    if isinstance(found, WeaponCard):
        if found.hands > hands_of(state, seat):
            return 0.0
        return 0.6 + 0.3 * found.damage
    if isinstance(found, ArmorCard):
        return 0.3 * max(found.value - armor_left(state, seat), 0) + 0.1
    assert isinstance(found, ShieldCard)
    return 0.0 if found.hands > hands_of(state, seat) else 0.5 + 0.1 * found.uses


def landing_odds(state: State, attack: AttackCard, target: int) -> float:
    """How likely an attack at ``target`` is to land: the monster's defence roll is known
    (rulebook, "Monster Defenses"), a hero's hand is not."""
    config = state.config
    if state.is_monster(target):
        assert config.monster is not None
        needed = config.cards.monster(config.monster).defence_for(monster_guard(attack))
        return min(max((needed - 1) / 10, 0.0), 1.0)
    return HERO_LANDS


def remaining(state: State, seat: int) -> float:
    """What stands between ``seat`` and defeat: life and armor left."""
    if state.is_monster(seat):
        assert state.monster is not None
        return state.monster.life + max(state.monster.armor, 0)
    return state.heroes[seat].life + armor_left(state, seat)


def incoming(state: State) -> float:
    """The pending attack's weight on its target: damage to life counts whole, damage armor
    absorbs half (the armor is spent)."""
    pending = state.pending
    assert pending is not None and pending.target is not None
    damage = attack_damage(state, pending.attacker, pending.card)
    armor = (
        0 if pierces(state, pending.attacker, pending.card) else armor_left(state, pending.target)
    )
    absorbed = min(damage, armor)
    weight = (damage - absorbed) + 0.5 * absorbed
    if damage - absorbed >= state.heroes[pending.target].life:
        weight += 10.0  # the blow would be the last
    return weight


def score(state: State, actor: int, action: Action) -> float:
    """What ``action`` is worth to ``actor`` now, in points of damage dealt or saved."""
    kind = action.kind
    hand = state.heroes[actor].hand
    if kind is ActionKind.KEEP:
        return 0.0
    if kind is ActionKind.DISCARD:
        assert action.card is not None
        return 0.5 - kept_value(state, actor, card(state, action.card))
    if kind is ActionKind.SKIP_READY:
        held = (card(state, index) for index in hand)
        bonuses = [found.bonus for found in held if isinstance(found, AttackCard)]
        return max((ATTACK_IN_HAND + 0.5 * bonus for bonus in bonuses), default=0.0)
    if kind is ActionKind.READY:
        assert action.card is not None
        found = card(state, action.card)
        if isinstance(found, WeaponCard):
            return 0.6 + 0.4 * found.damage + (0.5 if found.piercing else 0.0)
        if isinstance(found, ArmorCard):
            return 0.3 * (found.value - armor_left(state, actor))
        assert isinstance(found, ShieldCard)
        return 0.5 + 0.1 * found.uses
    if kind is ActionKind.DROP:
        return -1.0 if free_hands(state, actor) > 0 else -0.5
    if kind is ActionKind.ATTACK:
        assert action.card is not None and action.target is not None
        attack = card(state, action.card)
        assert isinstance(attack, AttackCard)
        damage = attack_damage(state, actor, action.card)
        value = damage * landing_odds(state, attack, action.target)
        if damage >= remaining(state, action.target):
            value += 3.0  # it may finish the target
        return value + 0.1 / (1.0 + remaining(state, action.target))
    if kind is ActionKind.END_TURN:
        return 0.0
    if kind is ActionKind.TAKE_HIT:
        return 0.0
    if kind is ActionKind.DEFEND:
        assert action.card is not None
        return incoming(state) - 0.5 * kept_value(state, actor, card(state, action.card))
    if kind is ActionKind.SHIELD:
        return incoming(state) - 0.3
    if kind is ActionKind.DISARM_DROP:
        assert action.card is not None
        found = card(state, action.card)
        assert isinstance(found, WeaponCard)
        return -float(found.damage)
    raise AssertionError(f"no judgement for {kind.value}")


def ranked(state: State, actor: int, legal: Sequence[Action]) -> list[Action]:
    """``legal``, best first for ``actor`` (ties in the rules' order)."""
    return sorted(legal, key=lambda action: -score(state, actor, action))


def best(state: State, actor: int, legal: Sequence[Action]) -> Action:
    """``actor``'s favourite of ``legal``."""
    return max(legal, key=lambda action: score(state, actor, action))


def strength(state: State, seat: int) -> float:
    """How much fight ``seat`` has left: life and armor, with its weapons' and shields' edge."""
    if not state.alive(seat):
        return 0.0
    if state.is_monster(seat):
        return remaining(state, seat)
    hero = state.heroes[seat]
    weapons = sum(weapon(state, index).damage for index in hero.weapons)
    shields = 0.5 * len(hero.shields)
    return remaining(state, seat) + 1.5 * weapons + shields


def evaluate(state: State, seat: int) -> float:
    """The odds that ``seat`` wins from ``state``: its result once the game is over, else a
    guess from the strengths left (rulebook, "Winning The Game", "Solo Play")."""
    if state.result is not None:
        return state.result[seat]
    config = state.config
    if config.mode is Mode.VERSUS:
        powers = [strength(state, other) ** 2 for other in range(config.seat_count)]
        total = sum(powers)
        return powers[seat] / total if total else 0.0
    monster_seat = config.monster_seat
    assert monster_seat is not None and config.monster is not None
    monster = config.cards.monster(config.monster)
    heroes = sum(strength(state, other) for other in state.living_heroes())
    start = sum(config.cards.hero(hero).life for hero in config.heroes)
    edge = heroes / start - strength(state, monster_seat) / (monster.life + monster.armor)
    heroes_win = 1.0 / (1.0 + math.exp(-STRENGTH_SLOPE * edge))
    return 1.0 - heroes_win if seat == monster_seat else heroes_win
