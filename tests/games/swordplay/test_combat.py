"""Attack and Defense Cards, Making An Attack, Defending, Determining and Applying Damage,
Weapons, Armor, Shields, special attacks and Winning The Game (seed 004)."""

from __future__ import annotations

from dataclasses import replace

from audatia_qt.games.swordplay.rules import ActionKind, Phase, State, legal_actions, to_move
from audatia_qt.games.swordplay.rules.cards import AttackEffect
from tests.games.swordplay.cardsets import (
    HIGH,
    LEFT,
    LOW,
    RIGHT,
    armor,
    attack,
    dodge,
    duck,
    parry,
    shield,
    sword,
)
from tests.games.swordplay.tables import kinds, play, ready, refused, table

CARDS = (
    attack(HIGH),  # 0
    attack(LOW, 1),  # 1
    attack(None, 1, AttackEffect.PIERCING),  # 2: names no location
    attack(LEFT, 0, AttackEffect.DISARMING),  # 3
    attack(RIGHT, 0, AttackEffect.SHIELD_BREAKING),  # 4
    duck(),  # 5: High only
    parry(HIGH),  # 6
    dodge(),  # 7
    parry(LOW),  # 8
    sword(1, 1),  # 9
    sword(1, 2),  # 10
    armor(3),  # 11
    shield(1, 2),  # 12
    sword(1, 0, True),  # 13: piercing
    attack(HIGH, 3),  # 14
    parry(LEFT, RIGHT),  # 15
)


def _attacked(attack_card: int, defender_hand: tuple[int, ...]) -> State:
    """Hero 0 attacks hero 1 with ``attack_card``; hero 1 holds ``defender_hand``."""
    state = table(CARDS, ((attack_card,), defender_hand), phase=Phase.COMBAT)
    state, _ = play(state, f"0 attack {attack_card} at 1")
    return state


def test_an_attack_is_an_attack_card_and_a_declared_target() -> None:
    """Making An Attack: "An attack is made by playing an Attack card and declaring the target
    of your attack. For example playing an Attack - High card would result in a High Attack at
    your target." Attack Cards: "Attacks are played during a players Attack phase to make an
    attack against an opponent." The target answers next (Defending)."""
    state = table(CARDS, ((0,), (5,), (7,)), phase=Phase.COMBAT)
    targets = {a.target for a in legal_actions(state) if a.kind is ActionKind.ATTACK}
    assert targets == {1, 2}
    refused(state, "0 attack 0 at 0", "opponent still in the fight")
    after, events = play(state, "0 attack 0 at 2")
    assert after.phase is Phase.DEFEND and to_move(after) == 2
    assert after.pending is not None and (after.pending.card, after.pending.target) == (0, 2)
    assert kinds(events) == ["attacked"]


def test_defences_by_location_and_the_dodge_counters_any() -> None:
    """Defense Cards: "Defenses are played during the Attack phase in response to another
    players attack. Defenses specify the location they may be used to defend against as High,
    Low, Left or Right. The Dodge defense may counter any attack." Attack Cards: "Most attacks
    specify the location they are striking against as High, Low, Left or Right." """
    state = _attacked(1, (5, 6, 7, 8))  # a Low attack
    defends = {a.card for a in legal_actions(state) if a.kind is ActionKind.DEFEND}
    assert defends == {7, 8}
    refused(state, "1 defend 5", "does not cover the attack's location (Defense Cards)")
    refused(state, "1 defend 6", "does not cover the attack's location")


def test_the_rulebooks_example_of_counters_to_a_high_attack() -> None:
    """Defending: "The Target of an attack may play any appropriate defense card or use a ready
    shield to counter an attack made against them. For example a Duck, Parry - High, Dodge, or
    a Ready Shield may be used to counter a High Attack. Attacks which are countered score no
    damage on the target." """
    state = ready(_attacked(0, (5, 6, 7, 8)), 1, shields=(12,))
    answers = {(a.kind, a.card) for a in legal_actions(state)}
    assert answers == {
        (ActionKind.TAKE_HIT, None),
        (ActionKind.DEFEND, 5),
        (ActionKind.DEFEND, 6),
        (ActionKind.DEFEND, 7),
        (ActionKind.SHIELD, 12),
    }
    for answer in ("1 defend 5", "1 defend 6", "1 defend 7", "1 shield 12"):
        after, events = play(state, answer)
        assert after.heroes[1].life == 10 and "hit" not in kinds(events)
        assert "countered" in kinds(events) and after.turn == 1  # the turn passed (SP-8)
    after, _ = play(state, "1 defend 6")
    assert after.discard == (6, 0)  # the defence and the attack, both discarded


def test_a_special_attack_with_no_location_only_a_dodge_counters() -> None:
    """Attack Cards: "Some special attacks do not specify a location and have special rules on
    the card indicating how they are used." Ruling SP-10: only a Dodge counters one, not a
    located defence nor a shield."""
    state = ready(_attacked(2, (5, 6, 7)), 1, shields=(12,))
    answers = {(a.kind, a.card) for a in legal_actions(state)}
    assert answers == {(ActionKind.TAKE_HIT, None), (ActionKind.DEFEND, 7)}
    refused(state, "1 defend 5", "Only a Dodge counters an attack that names no location")
    refused(state, "1 shield 12", "ruling SP-10")


def test_damage_is_base_plus_all_weapons_plus_the_bonus() -> None:
    """Determining Damage: "To determine the damage inflicted by a successful attack add the
    Attackers base damage + Damage for ALL their ready weapons + any damage bonus for the
    attack card used." Weapons: "increase the damage a Hero does when attacking". The brute's
    base is 2; two swords add 1 and 2; Attack - High +3 adds 3: 8."""
    state = table(CARDS, ((14,), (5,)), heroes=("brute", "warrior"), phase=Phase.COMBAT)
    state = ready(state, 0, weapons=(9, 10))
    after, events = play(state, "0 attack 14 at 1", "1 take-hit")
    hit = next(event for event in events if event.kind.value == "hit")
    assert hit.amount == 8 and after.heroes[1].life == 2


def test_damage_falls_on_armor_first_then_life() -> None:
    """Applying Damage: "The Total damage as determined above is applied to the target of the
    attack. Unless otherwise stated in the card text, damage is first applied to the targets
    ready armor with any remaining damage applied against the targets life." Armor: "Armor
    absorbs damage from attacks made against its wearer." """
    state = ready(table(CARDS, ((1,), (5,)), phase=Phase.COMBAT), 1, armor=11)
    after, events = play(state, "0 attack 1 at 1", "1 take-hit")  # 2 damage, armor 3
    assert after.heroes[1].life == 10 and after.heroes[1].absorbed == 2
    hit = next(event for event in events if event.kind.value == "hit")
    assert (hit.amount, hit.absorbed) == (2, 2)


def test_armor_is_discarded_once_it_has_absorbed_its_value() -> None:
    """Armor: "Once Armor has taken damage equal to its listed damage value its discarded." 4
    damage on armor 3 with 1 absorbed: 2 absorbed, 2 to life, and the armor goes."""
    state = ready(table(CARDS, ((14,), (5,)), phase=Phase.COMBAT), 1, armor=11)
    state = state.with_hero(1, replace(state.heroes[1], absorbed=1))
    after, events = play(state, "0 attack 14 at 1", "1 take-hit")
    assert after.heroes[1].life == 8 and after.heroes[1].armor is None
    assert 11 in after.discard and "armor-destroyed" in kinds(events)


def test_piercing_passes_armor() -> None:
    """Applying Damage: "Unless otherwise stated in the card text"; Weapons: "may have other
    special abilities listed on the weapon card". Ruling SP-19: a piercing attack, or a ready
    piercing weapon, puts all its damage on life."""
    state = ready(table(CARDS, ((2,), (5,)), phase=Phase.COMBAT), 1, armor=11)
    after, _ = play(state, "0 attack 2 at 1", "1 take-hit")
    assert after.heroes[1].life == 8 and after.heroes[1].absorbed == 0
    state = ready(table(CARDS, ((0,), (5,)), phase=Phase.COMBAT), 1, armor=11)
    state = ready(state, 0, weapons=(13,))
    after, _ = play(state, "0 attack 0 at 1", "1 take-hit")
    assert after.heroes[1].life == 9 and after.heroes[1].armor == 11


def test_shields_wear_out_after_their_uses() -> None:
    """Shields: "Ready shields may be used at their wielders discretion to counter attacks made
    against them. Shields are damaged by each attack they counter and must be discarded after
    countering the number of attacks listed on the card." (ruling SP-18)"""
    state = ready(_attacked(0, ()), 1, shields=(12,))
    after, _ = play(state, "1 shield 12")
    assert after.heroes[1].shields[0].spent == 1
    again = replace(after, phase=Phase.DEFEND, pending=state.pending, turn=0)
    again = replace(again, discard=tuple(card for card in again.discard if card != 0))
    after, events = play(again, "1 shield 12")
    assert after.heroes[1].shields == () and 12 in after.discard
    assert "shield-broken" in kinds(events)


def test_a_shield_breaking_attack_destroys_the_shield_that_counters_it() -> None:
    """Ruling SP-18: a shield-breaking attack countered by a shield scores nothing, but the
    shield is destroyed at once."""
    state = ready(_attacked(4, ()), 1, shields=(12,))
    after, _ = play(state, "1 shield 12")
    assert after.heroes[1].shields == () and after.heroes[1].life == 10


def test_a_disarmed_hero_chooses_the_weapon_it_drops() -> None:
    """Ruling SP-14: a disarming attack that lands makes its target drop one ready weapon, of
    its choice; with one weapon, that one goes."""
    state = ready(_attacked(3, ()), 1, weapons=(9, 10))
    after, _ = play(state, "1 take-hit")
    assert after.phase is Phase.DISARM and to_move(after) == 1
    assert {a.card for a in legal_actions(after)} == {9, 10}
    refused(after, "1 take-hit", "Defending")
    done, _ = play(after, "1 disarm-drop 10")
    assert done.heroes[1].weapons == (9,) and 10 in done.discard and done.turn == 1
    single = ready(_attacked(3, ()), 1, weapons=(9,))
    done, events = play(single, "1 take-hit")
    assert done.heroes[1].weapons == () and "dropped" in kinds(events)


def test_zero_life_is_defeated_and_the_last_hero_standing_wins() -> None:
    """Applying Damage: "If a heroes life reaches zero or less they have been defeated."
    Winning The Game: "The last hero standing wins." Object of the Game: "When your Hero is the
    only one left in the game, you win!" Ruling SP-17: 1 for the winner, 0 for the others."""
    state = ready(table(CARDS, ((14,), (5,)), phase=Phase.COMBAT), 1, life=4)
    after, events = play(state, "0 attack 14 at 1", "1 take-hit")
    assert after.heroes[1].life == 0 and after.phase is Phase.OVER
    assert after.result == (1.0, 0.0) and to_move(after) is None
    assert kinds(events)[-2:] == ["defeated", "won"] and legal_actions(after) == ()
    refused(after, "0 end-turn", "The game is over")


def test_a_defeated_hero_leaves_the_turn_order() -> None:
    """Object of the Game: "defeat your opponent(s) by dealing enough damage to reduce their
    life to zero or less"; ruling SP-16: the defeated hero's cards go to the discard pile and
    play passes it by."""
    state = table(CARDS, ((14,), (5, 6), (7,)), phase=Phase.COMBAT)
    state = ready(state, 1, life=2, weapons=(9,))
    after, _ = play(state, "0 attack 14 at 1", "1 take-hit")
    assert after.phase is Phase.DISCARD and after.turn == 2
    assert after.heroes[1].hand == () and after.heroes[1].weapons == ()
    assert {5, 6, 9, 14} <= set(after.discard)
    assert after.result is None
    later = replace(after, phase=Phase.COMBAT)
    later, _ = play(later, "2 end-turn")
    assert later.turn == 0
