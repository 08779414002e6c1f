"""Every rule sentence of the rulebook (seed 004) is cited by a test: this index lists them, a
short quote each in the rulebook's own words, and fails when no test's docstring quotes one
(issue 29: "Every rule sentence of seed 004 has a test that cites it")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rulebook_index import cited

#: The rule sentences, by section, each as a quote a test's docstring holds.
RULE_SENTENCES: tuple[tuple[str, str], ...] = (
    ("Components", "57 combat cards, 2 Heroes, and 1 monster"),
    ("Object of the Game", "reduce their life to zero or less"),
    ("Object of the Game", "When your Hero is the only one left in the game, you win"),
    ("The Cards", "five types of cards"),
    ("Hero Cards", "A typical warrior begins play with 10 life"),
    ("Attack Cards", "Attacks are played during a players Attack phase"),
    ("Attack Cards", "Most attacks specify the location they are striking against"),
    ("Attack Cards", "Some special attacks do not specify a location"),
    (
        "Defense Cards",
        "Defenses are played during the Attack phase in response to another players attack",
    ),
    ("Defense Cards", "Defenses specify the location they may be used to defend against"),
    ("Defense Cards", "The Dodge defense may counter any attack"),
    ("Item Cards", "Item cards are played during a players Ready phase"),
    ("Weapons", "Weapons require one or two hands to wield"),
    ("Armor", "A Hero may only have one Armor Item ready at a time"),
    ("Armor", "Armor absorbs damage from attacks made against its wearer"),
    ("Armor", "Once Armor has taken damage equal to its listed damage value its discarded"),
    ("Shields", "Ready shields may be used at their wielders discretion"),
    ("Shields", "must be discarded after countering the number of attacks listed on the card"),
    ("Monster Cards", "Monster cards represent a players opponents in solo play"),
    ("Setup", "Each player selects a Hero card"),
    ("Setup", "The player who rolls highest goes first"),
    ("Setup", "Remove all unused Hero and Monster cards from the deck"),
    ("Setup", "Deal five cards to each player"),
    ("Playing The Game", "A players turn is divided into four phases"),
    ("Playing The Game", "the player to your left now takes their turn"),
    ("Playing The Game", "Play passes clockwise until the game ends"),
    ("1. Discard", "you may discard one card from your hand"),
    ("2. Draw", "you must draw cards from the combat deck until you have five cards"),
    ("2. Draw", "reshuffle the discard pile to form a new combat deck"),
    ("3. Ready", "you may play a single Armor, Weapon or Shield Item card"),
    ("3. Ready", "Ready items remain in play until they are destroyed or discarded"),
    ("3. Ready", "Heroes may not make an attack on any turn in which they ready an Item"),
    ("Armor", "any armor card that hero has in play is discarded"),
    ("Weapons & Shields", "as many weapon or shield cards ready as they have hands free"),
    ("Dropping Items", "may be dropped at the beginning of the ready phase"),
    ("Dropping Items", "Dropped Items are placed in the discard pile"),
    ("4. Combat", "may play a single Attack card during this phase"),
    ("Making An Attack", "declaring the target of your attack"),
    ("Defending", "may play any appropriate defense card or use a ready shield"),
    ("Defending", "Attacks which are countered score no damage on the target"),
    ("Determining Damage", "Damage for ALL their ready weapons"),
    ("Applying Damage", "damage is first applied to the targets ready armor"),
    ("Applying Damage", "If a heroes life reaches zero or less they have been defeated"),
    ("Winning The Game", "The last hero standing wins"),
    ("Solo Play", "selecting a Monster card as your opponent"),
    (
        "The Monster Card",
        "Each monster card lists that monsters Life, Base Damage, Armor and Defense Values",
    ),
    ("Monster Defenses", "Rolling the defense number or higher results in a successful defense"),
    ("Monster Actions", "Monsters draw a card from the combat deck each turn"),
    ("Monster Actions", "Armor and Defense cards are discarded"),
    ("Monster Actions", "Attack cards are played as an attack"),
    ("Monster Actions", "Weapon cards are readied if the monster has hands to wield them"),
    ("Cooperative Solitaire", "Heroes may not attack one another in cooperative play"),
    (
        "Cooperative Solitaire",
        "the monster will randomly choose their target each turn using a die roll",
    ),
    (
        "Realistic Parries (Optional)",
        "Unarmed Heroes may only use parry defenses against attacks from unarmed opponents",
    ),
)


@pytest.mark.parametrize(("section", "quote"), RULE_SENTENCES)
def test_a_test_cites_the_rule(section: str, quote: str) -> None:
    """The rule is quoted by some test's docstring (issue 29, "Done when")."""
    assert cited(Path(__file__).parent, quote), f"no test cites {section}: {quote!r}"
