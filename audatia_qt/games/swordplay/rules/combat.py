"""Attacks, defences and damage (rulebook, "Making An Attack", "Defending", "Determining
Damage", "Applying Damage", "Realistic Parries (Optional)", "Monster Defenses").

Questions only: whether a card may counter an attack, how much damage an attack does, how it
falls on armor and life. ``play`` moves the cards.
"""

from __future__ import annotations

from audatia_qt.games.swordplay.rules.cards import (
    ArmorCard,
    AttackCard,
    AttackEffect,
    CombatCard,
    DefenseCard,
    MonsterGuard,
    ShieldCard,
    WeaponCard,
)
from audatia_qt.games.swordplay.rules.state import State


def card(state: State, index: int) -> CombatCard:
    """The combat card with index ``index`` (rulebook, "The Cards"; cards.py: a card instance
    is its index)."""
    return state.config.cards.combat[index]


def attack_card(state: State, index: int) -> AttackCard:
    """The Attack card ``index`` (rulebook, "Attack Cards"); ``TypeError`` for another kind (a
    broken caller)."""
    found = card(state, index)
    if not isinstance(found, AttackCard):
        raise TypeError(f"card {index} is not an Attack")
    return found


def weapons_of(state: State, seat: int) -> tuple[int, ...]:
    """The ready weapons of ``seat``, hero or monster (rulebook, "Weapons"; ruling SP-12)."""
    if state.is_monster(seat):
        return () if state.monster is None else state.monster.weapons
    return state.heroes[seat].weapons


def weapon(state: State, index: int) -> WeaponCard:
    """The Weapon card ``index`` (rulebook, "Weapons")."""
    found = card(state, index)
    if not isinstance(found, WeaponCard):
        raise TypeError(f"card {index} is not a Weapon")
    return found


def armed(state: State, seat: int) -> bool:
    """Whether ``seat`` wields a ready weapon: the "armed" of Realistic Parries (ruling
    SP-15: the monster too is armed only with a ready weapon)."""
    return bool(weapons_of(state, seat))


def base_damage(state: State, seat: int) -> int:
    """The base damage of the hero or monster at ``seat`` (rulebook, "Hero Cards", "The Monster
    Card")."""
    config = state.config
    if state.is_monster(seat):
        assert config.monster is not None
        return config.cards.monster(config.monster).damage
    return config.cards.hero(config.heroes[seat]).damage


def hands_of(state: State, seat: int) -> int:
    """The hands the hero or monster at ``seat`` has for items (rulebook, "Hero Cards"; the
    monster's from its card, ruling SP-12)."""
    config = state.config
    if state.is_monster(seat):
        assert config.monster is not None
        return config.cards.monster(config.monster).hands
    return config.cards.hero(config.heroes[seat]).hands


def hands_in_use(state: State, seat: int) -> int:
    """Hands holding ready weapons and shields (rulebook, "Weapons & Shields"); armor takes
    none."""
    used = sum(weapon(state, index).hands for index in weapons_of(state, seat))
    if not state.is_monster(seat):
        for shield in state.heroes[seat].shields:
            found = card(state, shield.card)
            assert isinstance(found, ShieldCard)
            used += found.hands
    return used


def free_hands(state: State, seat: int) -> int:
    """Hands still free to ready a weapon or shield (rulebook, "Weapons & Shields": "as many
    weapon or shield cards ready as they have hands free to wield them")."""
    return hands_of(state, seat) - hands_in_use(state, seat)


def attack_damage(state: State, attacker: int, index: int) -> int:
    """ "the Attackers base damage + Damage for ALL their ready weapons + any damage bonus for
    the attack card used" (rulebook, "Determining Damage")."""
    weapons = sum(weapon(state, each).damage for each in weapons_of(state, attacker))
    return base_damage(state, attacker) + weapons + attack_card(state, index).bonus


def pierces(state: State, attacker: int, index: int) -> bool:
    """Whether the attack's damage passes armor: "Unless otherwise stated in the card text"
    (rulebook, "Applying Damage"): a piercing attack card, or a ready piercing weapon
    (ruling SP-19)."""
    if AttackEffect.PIERCING in attack_card(state, index).effects:
        return True
    return any(weapon(state, each).piercing for each in weapons_of(state, attacker))


def covers(attack: AttackCard, defence: DefenseCard) -> bool:
    """Whether ``defence`` counters ``attack`` by its kind (rulebook, "Defense Cards":
    "Defenses specify the location they may be used to defend against ... The Dodge defense
    may counter any attack"); an attack that names no location only a Dodge counters
    (ruling SP-10)."""
    if defence.dodge:
        return True
    return attack.location is not None and attack.location in defence.locations


def parry_barred(state: State, defender: int, attacker: int, defence: DefenseCard) -> bool:
    """Whether Realistic Parries forbids ``defence``: "Unarmed Heroes may only use parry
    defenses against attacks from unarmed opponents" (rulebook, "Realistic Parries
    (Optional)"; ruling SP-15)."""
    return (
        state.config.realistic_parries
        and defence.parry
        and not armed(state, defender)
        and armed(state, attacker)
    )


def shield_covers(attack: AttackCard) -> bool:
    """Whether a ready shield may counter ``attack`` (rulebook, "Shields", "Defending"): any
    attack that names a location; one that names none only a Dodge counters (ruling
    SP-10)."""
    return attack.location is not None


def monster_guard(attack: AttackCard) -> MonsterGuard:
    """The row of the monster's defence table an attack is rolled against (rulebook, "The
    Monster Card"): its location's, or "Dodge Only" for one that names none (ruling
    SP-10)."""
    if attack.location is None:
        return MonsterGuard.DODGE_ONLY
    return MonsterGuard(attack.location.value)


def armor_split(damage: int, armor_left: int, piercing: bool) -> tuple[int, int]:
    """(absorbed by armor, applied to life): "damage is first applied to the targets ready
    armor with any remaining damage applied against the targets life" (rulebook, "Applying
    Damage"), unless it pierces (ruling SP-19)."""
    absorbed = 0 if piercing else min(damage, max(armor_left, 0))
    return absorbed, damage - absorbed


def armor_value(state: State, index: int) -> int:
    """The damage Armor card ``index`` absorbs before it is discarded (rulebook, "Armor")."""
    found = card(state, index)
    assert isinstance(found, ArmorCard)
    return found.value


def is_item(found: CombatCard) -> bool:
    """Whether ``found`` is an Item card, readied in the Ready phase (rulebook, "Item
    Cards")."""
    return isinstance(found, WeaponCard | ArmorCard | ShieldCard)
