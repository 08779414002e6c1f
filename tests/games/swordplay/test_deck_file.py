"""The bundled Swordplay deck (seed 004, "Components" and "The Cards"): its size and mix, the
provenance and Spanish of every card, the schema kept up to date, and the card set the rules
are dealt from (issue 29, "The cards")."""

from __future__ import annotations

from collections import Counter

from audatia_qt.engine.messages import LANGUAGES, SOURCE_LANGUAGE
from audatia_qt.engine.resources import bundled_deck_paths, decks_dir
from audatia_qt.games.swordplay.decks.bundled import (
    bundled_decks_dir,
    default_card_set,
    default_deck_path,
)
from audatia_qt.games.swordplay.decks.checks import BOXED_COMBAT_CARDS
from audatia_qt.games.swordplay.decks.load import load_deck
from audatia_qt.games.swordplay.decks.models import Edition
from audatia_qt.games.swordplay.decks.schema import SCHEMA_FILE, schema_text
from audatia_qt.games.swordplay.rules.cards import (
    ArmorCard,
    AttackCard,
    AttackEffect,
    DefenseCard,
    Location,
    MonsterGuard,
    ProvenanceStatus,
    ShieldCard,
    WeaponCard,
)


def test_the_default_deck_is_bundled_apart_from_audatias_decks() -> None:
    assert default_deck_path() == decks_dir() / "swordplay" / "arena.toml"
    assert default_deck_path().is_file()
    # Audatia's reader lists decks/*.toml only: Swordplay's deck is not offered to it.
    assert default_deck_path() not in bundled_deck_paths()


def test_the_combat_deck_is_the_boxed_editions_57_cards() -> None:
    """Rulebook, "Components": 57 combat cards, 2 Heroes and 1 Monster."""
    loaded = load_deck(default_deck_path())
    assert loaded.file.deck.edition is Edition.BOXED
    cards = loaded.card_set
    assert len(cards.combat) == BOXED_COMBAT_CARDS == 57
    kinds = Counter(type(card) for card in cards.combat)
    assert kinds == {AttackCard: 24, DefenseCard: 17, WeaponCard: 7, ArmorCard: 5, ShieldCard: 4}
    boxed = [
        c
        for c in (*cards.heroes, *cards.monsters)
        if c.provenance.status is not ProvenanceStatus.ORIGINAL
    ]
    assert sorted(type(card).__name__ for card in boxed) == ["Hero", "Hero", "Monster"]


def test_counts_expand_into_copies_sharing_one_design() -> None:
    cards = default_card_set()
    by_id = Counter(card.id for card in cards.combat)
    assert by_id["attack-high"] == 4 and by_id["dodge"] == 3 and by_id["whirlwind"] == 1
    copies = [card for card in cards.combat if card.id == "attack-high"]
    assert all(copy == copies[0] for copy in copies)


def test_every_card_has_a_provenance_with_a_reason() -> None:
    cards = default_card_set()
    everything = (*cards.heroes, *cards.monsters, *cards.combat)
    for card in everything:
        assert card.provenance.reason, card.id
        assert card.provenance.status in {ProvenanceStatus.RECONSTRUCTED, ProvenanceStatus.ORIGINAL}
    originals = {c.id for c in everything if c.provenance.status is ProvenanceStatus.ORIGINAL}
    # The project's own: two more heroes (four can play), two more monsters (a choice of foe).
    assert originals == {"duellist", "pit-fighter", "war-boar", "iron-revenant"}


def test_four_heroes_are_the_typical_warrior() -> None:
    """Rulebook, "Hero Cards": "A typical warrior begins play with 10 life, does 1 damage when
    they attack and has 2 hands for using items"."""
    heroes = default_card_set().heroes
    assert len(heroes) == 4
    assert {(hero.life, hero.damage, hero.hands) for hero in heroes} == {(10, 1, 2)}


def test_the_named_cards_of_the_rulebook_are_there() -> None:
    """Rulebook, "Making An Attack" and "Defending": Attack - High; Duck, Parry - High, Dodge."""
    cards = {card.name: card for card in default_card_set().combat}
    assert isinstance(cards["Attack - High"], AttackCard)
    assert cards["Attack - High"].location is Location.HIGH
    for name in ("Duck", "Parry - High"):
        defence = cards[name]
        assert isinstance(defence, DefenseCard) and defence.locations == {Location.HIGH}
    dodge = cards["Dodge"]
    assert isinstance(dodge, DefenseCard) and dodge.dodge and not dodge.locations
    parry = cards["Parry - High"]
    assert isinstance(parry, DefenseCard) and parry.parry


def test_the_mix_covers_every_location_and_every_effect() -> None:
    combat = default_card_set().combat
    attacks = [card for card in combat if isinstance(card, AttackCard)]
    defences = [card for card in combat if isinstance(card, DefenseCard)]
    by_location = Counter(card.location for card in attacks)
    assert by_location == {
        Location.HIGH: 6,
        Location.LOW: 6,
        Location.LEFT: 5,
        Location.RIGHT: 6,
        None: 1,
    }
    assert {effect for card in attacks for effect in card.effects} == set(AttackEffect)
    for location in Location:
        assert any(location in card.locations and card.parry for card in defences), location
        assert any(location in card.locations and not card.parry for card in defences), location
    assert sum(card.dodge for card in defences) == 3


def test_items_span_the_rulebooks_kinds() -> None:
    """Rulebook, "Weapons & Shields": one or two handed; "Armor": by value."""
    combat = default_card_set().combat
    weapons = [card for card in combat if isinstance(card, WeaponCard)]
    assert {card.hands for card in weapons} == {1, 2}
    assert {card.damage for card in weapons} == {1, 2, 3}
    assert sum(card.piercing for card in weapons) == 1
    assert {card.value for card in combat if isinstance(card, ArmorCard)} == {2, 3, 4}
    assert {card.uses for card in combat if isinstance(card, ShieldCard)} == {2, 3}


def test_every_monster_has_its_five_defence_numbers() -> None:
    """Rulebook, "The Monster Card": defence values for High, Low, Left, Right, Dodge Only."""
    monsters = default_card_set().monsters
    assert len(monsters) == 3
    for monster in monsters:
        assert [guard for guard, _ in monster.defence] == list(MonsterGuard)
        assert all(1 <= number <= 11 for _, number in monster.defence)
    assert default_card_set().monster("war-boar").defence_for(MonsterGuard.DODGE_ONLY) == 11


def test_every_card_speaks_every_language_of_the_app() -> None:
    cards = default_card_set()
    others = {code for code in LANGUAGES if code != SOURCE_LANGUAGE}
    for card in (*cards.heroes, *cards.monsters, *cards.combat):
        assert {code for code, _, _ in card.translations} == others, card.id
        for _, name, text in card.translations:
            assert name, card.id
            assert bool(text) == bool(card.text), card.id


def test_the_committed_schema_matches_the_models() -> None:
    committed = (bundled_decks_dir() / SCHEMA_FILE).read_text(encoding="utf-8")
    assert committed == schema_text(), "run python -m audatia_qt.games.swordplay.decks.schema"


def test_ids_are_unique_and_stable() -> None:
    cards = default_card_set()
    designs = {card.id for card in cards.combat}
    others = [card.id for card in (*cards.heroes, *cards.monsters)]
    assert len(set(others)) == len(others) and not designs & set(others)
    assert cards.hero("sellsword").name == "Aldric the Sellsword"
