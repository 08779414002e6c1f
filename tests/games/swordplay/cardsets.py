"""Small card sets for the rules' tests, built from cards.py's factories (the real deck file is
decks/swordplay/, loaded by its own package; the rules' tests need sets they control)."""

from __future__ import annotations

from audatia_qt.games.swordplay.rules.cards import (
    ArmorCard,
    AttackCard,
    AttackEffect,
    CardSet,
    CombatCard,
    DefenseCard,
    Hero,
    Location,
    Monster,
    MonsterGuard,
    ShieldCard,
    WeaponCard,
)

HIGH, LOW, LEFT, RIGHT = Location.HIGH, Location.LOW, Location.LEFT, Location.RIGHT


def attack(location: Location | None, bonus: int = 0, *effects: AttackEffect) -> AttackCard:
    """An Attack card at ``location`` (None: a special attack naming no location)."""
    where = "special" if location is None else location.value
    return AttackCard(f"attack-{where}", f"Attack - {where}", location, bonus, frozenset(effects))


def parry(*locations: Location) -> DefenseCard:
    """A Parry defence at ``locations``."""
    return DefenseCard("parry", "Parry", frozenset(locations), parry=True)


def duck() -> DefenseCard:
    """A Duck: counters a High attack, not a parry."""
    return DefenseCard("duck", "Duck", frozenset({HIGH}))


def dodge() -> DefenseCard:
    """A Dodge: counters any attack (rulebook, "Defense Cards")."""
    return DefenseCard("dodge", "Dodge", frozenset(), dodge=True)


def sword(hands: int = 1, damage: int = 1, piercing: bool = False) -> WeaponCard:
    return WeaponCard(f"sword-{hands}-{damage}", "Sword", hands, damage, piercing)


def armor(value: int = 2) -> ArmorCard:
    return ArmorCard(f"armor-{value}", "Armor", value)


def shield(hands: int = 1, uses: int = 2) -> ShieldCard:
    return ShieldCard(f"shield-{hands}-{uses}", "Shield", hands, uses)


WARRIOR = Hero("warrior", "Warrior")
BRUTE = Hero("brute", "Brute", life=12, damage=2, hands=2)
DUELIST = Hero("duelist", "Duelist", life=8, damage=1, hands=2)
ONE_ARM = Hero("one-arm", "One-Arm", life=10, damage=1, hands=1)
OGRE = Monster(
    "ogre",
    "Ogre",
    life=15,
    damage=2,
    armor=3,
    hands=2,
    defence=(
        (MonsterGuard.HIGH, 7),
        (MonsterGuard.LOW, 6),
        (MonsterGuard.LEFT, 8),
        (MonsterGuard.RIGHT, 8),
        (MonsterGuard.DODGE_ONLY, 9),
    ),
)
HEROES = (WARRIOR, BRUTE, DUELIST, ONE_ARM)


def cardset(*combat: CombatCard) -> CardSet:
    """A card set of exactly ``combat``, with the test heroes and the ogre."""
    return CardSet(tuple(combat), HEROES, (OGRE,))


def full_combat() -> tuple[CombatCard, ...]:
    """A deck of 57 like the box's: every kind, every location, every effect."""
    cards: list[CombatCard] = []
    for location in Location:
        cards += [attack(location)] * 6 + [attack(location, 1)] * 2
        cards += [parry(location)] * 2
    cards += [attack(None, 1, AttackEffect.PIERCING)] * 2
    cards += [attack(HIGH, 0, AttackEffect.DISARMING), attack(LOW, 0, AttackEffect.SHIELD_BREAKING)]
    cards += [duck(), duck(), dodge(), dodge(), dodge()]
    cards += [sword(), sword(), sword(2, 3), sword(1, 1, True), armor(2), armor(3)]
    cards += [shield(), shield(2, 3)]
    assert len(cards) == 57, len(cards)
    return tuple(cards)


FULL = cardset(*full_combat())
