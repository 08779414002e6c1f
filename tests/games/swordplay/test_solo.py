"""Monster Cards, Solo Play, The Monster Card, Monster Defenses, Monster Actions, Cooperative
Solitaire and Realistic Parries (seed 004), with rulings SP-1 and SP-9 to SP-15."""

from __future__ import annotations

from dataclasses import replace

import pytest

from audatia_qt.engine.game import CHANCE
from audatia_qt.games.swordplay.rules import (
    ActionKind,
    Event,
    Mode,
    Phase,
    State,
    chance_outcomes,
    legal_actions,
    to_move,
)
from audatia_qt.games.swordplay.rules.cards import AttackEffect
from audatia_qt.games.swordplay.rules.play import target_for_face
from tests.games.swordplay.cardsets import (
    HIGH,
    LEFT,
    LOW,
    armor,
    attack,
    dodge,
    duck,
    parry,
    shield,
    sword,
)
from tests.games.swordplay.tables import kinds, monster_ready, play, ready, refused, table

CARDS = (
    attack(HIGH),  # 0
    attack(LOW, 2),  # 1
    attack(None, 0, AttackEffect.PIERCING),  # 2
    duck(),  # 3
    parry(HIGH),  # 4
    dodge(),  # 5
    sword(1, 1),  # 6
    sword(2, 3),  # 7
    armor(2),  # 8
    shield(1, 2),  # 9
    attack(LEFT, 0, AttackEffect.DISARMING),  # 10
    sword(1, 0),  # 11: adds nothing
    parry(LOW),  # 12
)


def _solo(hand: tuple[int, ...], **kw: object) -> State:
    return table(CARDS, (hand,), mode=Mode.SOLO, **kw)  # type: ignore[arg-type]


def test_a_monster_is_the_solo_opponent() -> None:
    """Monster Cards: "Monster cards represent a players opponents in solo play." Solo Play:
    "Swordplay may be played solitaire by selecting a Monster card as your opponent". Ruling
    SP-1: the monster sits at the last seat and never decides; the hero attacks only it (SP-21)."""
    state = _solo((0,), phase=Phase.COMBAT)
    assert state.config.monster_seat == 1
    attacks = [a for a in legal_actions(state) if a.kind is ActionKind.ATTACK]
    assert [a.target for a in attacks] == [1]


def test_the_monster_card_lists_life_damage_armor_and_defences() -> None:
    """The Monster Card: "Each monster card lists that monsters Life, Base Damage, Armor and
    Defense Values for defending against High, Low, Left, Right and Dodge Only attacks." The
    ogre: life 15, damage 2, armor 3, High 7."""
    state = _solo((0,), phase=Phase.COMBAT)
    assert state.monster is not None and (state.monster.life, state.monster.armor) == (15, 3)
    state, _ = play(state, "0 attack 0 at 1")
    assert to_move(state) == CHANCE and state.phase is Phase.MONSTER_DEFENCE
    assert len(chance_outcomes(state)) == 10


@pytest.mark.parametrize(("face", "defended"), [(6, False), (7, True), (10, True), (1, False)])
def test_the_monster_defends_on_its_number_or_higher(face: int, defended: bool) -> None:
    """Monster Defenses: "Monsters defend against attacks by rolling a d10 and comparing the
    result to the appropriate defense number on the card. Rolling the defense number or higher
    results in a successful defense." The ogre's High number is 7."""
    state = _solo((0,), phase=Phase.COMBAT)
    after, events = play(state, "0 attack 0 at 1", f"1 roll {face}")
    assert after.monster is not None and (after.monster.armor == 3) is defended
    assert ("countered" in kinds(events)) is defended
    assert ("hit" in kinds(events)) is not defended


def test_a_location_less_attack_is_rolled_against_dodge_only() -> None:
    """The Monster Card's "Dodge Only" row, ruling SP-10: the ogre's is 9."""
    state = _solo((2,), phase=Phase.COMBAT)
    _, events = play(state, "0 attack 2 at 1", "1 roll 8")
    assert "hit" in kinds(events)
    _, events = play(state, "0 attack 2 at 1", "1 roll 9")
    assert "countered" in kinds(events)


def test_the_monster_armor_is_a_pool() -> None:
    """Ruling SP-11: the monster's armor absorbs before its life and is spent for good; a
    piercing attack passes it (SP-19)."""
    state = ready(_solo((1,), phase=Phase.COMBAT), 0, weapons=(7,))  # 1 + 3 + 2 = 6
    after, _ = play(state, "0 attack 1 at 1", "1 roll 1")
    assert after.monster is not None and (after.monster.armor, after.monster.life) == (0, 12)
    state = _solo((2,), phase=Phase.COMBAT)
    after, _ = play(state, "0 attack 2 at 1", "1 roll 1")
    assert after.monster is not None and (after.monster.armor, after.monster.life) == (3, 14)


def _monster_draws(card: int, hand: tuple[int, ...] = (3,)) -> tuple[State, list[Event]]:
    """The hero ends its turn; the monster's turn draws ``card`` from the top of the deck."""
    state = _solo(hand, phase=Phase.COMBAT, deck=(card,))
    return play(state, "0 end-turn")


@pytest.mark.parametrize("card", [8, 3, 9])
def test_the_monster_discards_armor_defence_and_shield(card: int) -> None:
    """Monster Actions: "Monsters draw a card from the combat deck each turn to determine what
    action they will take. Armor and Defense cards are discarded"; a Shield too (ruling
    SP-13). Its draw is public, and its turn passes back to the hero (ruling SP-1)."""
    after, events = _monster_draws(card, hand=(5,))
    assert kinds(events) == ["turn-ended", "turn", "drew", "discarded", "turn-ended", "turn"]
    drew = events[2]
    assert drew.card == card and not drew.hidden
    assert after.discard == (card,) and after.turn == 0 and after.phase is Phase.DISCARD


def test_the_monster_plays_an_attack_at_the_solo_hero() -> None:
    """Monster Actions: "Attack cards are played as an attack". The hero answers as against a
    hero (with cards or shields), and the monster's damage is its base + weapons + bonus."""
    after, events = _monster_draws(0, hand=(3, 4, 5))
    assert after.phase is Phase.DEFEND and to_move(after) == 0
    assert {a.card for a in legal_actions(after) if a.kind is ActionKind.DEFEND} == {3, 4, 5}
    hit, events = play(after, "0 take-hit")
    assert events[0].amount == 2 and events[0].target == 0
    assert hit.heroes[0].life == 8 and hit.turn == 0 and hit.phase is Phase.DISCARD


def test_the_monster_readies_a_weapon_that_improves_it_into_free_hands() -> None:
    """Monster Actions: "Weapon cards are readied if the monster has hands to wield them and the
    weapon would improve the monsters abilities otherwise they are discarded." Ruling SP-12: its
    hands are its card's (the ogre's 2); a weapon adding nothing is discarded."""
    after, events = _monster_draws(7)
    assert after.monster is not None and after.monster.weapons == (7,)
    assert "readied" in kinds(events)
    full = monster_ready(_solo((3,), phase=Phase.COMBAT, deck=(6,)), (7,))
    after, _ = play(full, "0 end-turn")
    assert after.monster is not None and after.monster.weapons == (7,) and after.discard == (6,)
    after, _ = _monster_draws(11)
    assert after.monster is not None and after.monster.weapons == () and after.discard == (11,)


def test_the_monster_drops_its_weakest_weapon_when_disarmed() -> None:
    """Ruling SP-14: the monster, making no decisions, drops its weakest weapon."""
    state = monster_ready(_solo((10,), phase=Phase.COMBAT), (6, 7))
    after, _ = play(state, "0 attack 10 at 1", "1 roll 1")
    assert after.monster is not None and after.monster.weapons == (7,) and 6 in after.discard


def test_the_heroes_win_together_or_lose_together() -> None:
    """Ruling SP-17: in solo and co-op play the heroes win when the monster is defeated (every
    hero scoring 1) and lose when every hero is."""
    state = table(CARDS, ((2,), (3,)), mode=Mode.COOP, phase=Phase.COMBAT)
    assert state.monster is not None
    state = replace(state, monster=replace(state.monster, life=1))
    state = ready(state, 1, life=0)
    after, _ = play(state, "0 attack 2 at 2", "2 roll 1")
    assert after.result == (1.0, 1.0, 0.0) and after.phase is Phase.OVER
    losing = ready(_solo((3,), phase=Phase.COMBAT, deck=(1,)), 0, life=1)
    after, _ = play(losing, "0 end-turn", "0 take-hit")
    assert after.result == (0.0, 1.0)


def test_coop_heroes_may_not_attack_one_another() -> None:
    """Cooperative Solitaire: "Multiple heroes may work together to defeat a monster. Heroes
    may not attack one another in cooperative play"."""
    state = table(CARDS, ((0,), (3,)), mode=Mode.COOP, phase=Phase.COMBAT)
    assert {a.target for a in legal_actions(state) if a.kind is ActionKind.ATTACK} == {2}
    refused(state, "0 attack 0 at 1", "may not attack one another in cooperative play")


def test_the_coop_monster_rolls_for_its_target() -> None:
    """Cooperative Solitaire: "the monster will randomly choose their target each turn using a
    die roll." Ruling SP-9: the living heroes share the faces evenly in seat order, a leftover
    face rolled again; with one hero left, no roll."""
    assert [target_for_face((0, 1), face) for face in range(1, 11)] == [0] * 5 + [1] * 5
    assert [target_for_face((0, 1, 2), face) for face in range(1, 11)] == (
        [0] * 3 + [1] * 3 + [2] * 3 + [None]
    )
    state = table(CARDS, ((3,), (4,), (5,)), mode=Mode.COOP, phase=Phase.COMBAT, turn=2)
    state = replace(state, deck=(0,))
    after, _ = play(state, "2 end-turn")
    assert after.phase is Phase.MONSTER_TARGET and to_move(after) == CHANCE
    again, events = play(after, "3 roll 10")
    assert again.phase is Phase.MONSTER_TARGET and kinds(events) == ["rolled", "roll-again"]
    aimed, _ = play(after, "3 roll 5")
    assert aimed.phase is Phase.DEFEND and to_move(aimed) == 1
    alone = ready(ready(state, 0, life=0), 1, life=0)
    after, _ = play(alone, "2 end-turn")
    assert after.phase is Phase.DEFEND and to_move(after) == 2


def test_realistic_parries() -> None:
    """Realistic Parries (Optional): "Those wishing more realistic parry usage in their games
    may use this optional rule. Unarmed Heroes may only use parry defenses against attacks from
    unarmed opponents." Ruling SP-15: armed is a ready weapon; a Duck or Dodge is no parry."""
    hands = ((0,), (3, 4, 5))
    state = ready(table(CARDS, hands, phase=Phase.COMBAT, parries=True), 0, weapons=(6,))
    attacked, _ = play(state, "0 attack 0 at 1")
    assert {a.card for a in legal_actions(attacked) if a.kind is ActionKind.DEFEND} == {3, 5}
    refused(attacked, "1 defend 4", "Realistic Parries")
    armed_defender, _ = play(ready(state, 1, weapons=(11,)), "0 attack 0 at 1")
    assert (ActionKind.DEFEND, 4) in {(a.kind, a.card) for a in legal_actions(armed_defender)}
    unarmed_attacker, _ = play(
        table(CARDS, hands, phase=Phase.COMBAT, parries=True), "0 attack 0 at 1"
    )
    assert 4 in {a.card for a in legal_actions(unarmed_attacker)}
    without_option, _ = play(
        replace(state, config=replace(state.config, realistic_parries=False)), "0 attack 0 at 1"
    )
    assert 4 in {a.card for a in legal_actions(without_option)}
