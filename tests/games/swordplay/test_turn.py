"""Playing The Game: the four phases of a turn, Discard, Draw, Ready (Armor, Weapons &
Shields, Dropping Items) and Combat (seed 004)."""

from __future__ import annotations

from dataclasses import replace

from audatia_qt.games.swordplay.rules import (
    Action,
    ActionKind,
    Phase,
    State,
    legal_actions,
)
from audatia_qt.games.swordplay.rules.deck import reshuffled
from tests.games.swordplay.cardsets import (
    HIGH,
    LEFT,
    LOW,
    armor,
    attack,
    dodge,
    duck,
    shield,
    sword,
)
from tests.games.swordplay.tables import kinds, play, ready, refused, table

#: The cards of these tests, by index.
CARDS = (
    attack(HIGH),  # 0
    attack(LOW),  # 1
    duck(),  # 2
    dodge(),  # 3
    sword(1, 1),  # 4
    sword(2, 3),  # 5
    armor(2),  # 6
    armor(3),  # 7
    shield(1, 2),  # 8
    attack(LEFT),  # 9
    attack(HIGH, 2),  # 10
    duck(),  # 11
    duck(),  # 12
    dodge(),  # 13
    attack(LOW),  # 14
    attack(LOW),  # 15
)


def _refused(state: State, text: str, words: str) -> None:
    """``text`` is refused, and both ``why_not`` and the error name the rule in ``words``."""
    refused(state, text, words)


def test_a_turn_has_four_phases_in_order() -> None:
    """Playing The Game: "A players turn is divided into four phases: 1. Discard Phase 2. Draw
    Phase 3. Ready Phase 4. Combat Phase"."""
    state = table(CARDS, ((0, 1, 2, 3), (9, 11, 12, 13, 14)))
    assert state.phase is Phase.DISCARD
    state, events = play(state, "0 keep")
    assert kinds(events) == ["kept", "drew"] and state.phase is Phase.READY
    state, _ = play(state, "0 skip-ready")
    assert state.phase is Phase.COMBAT


def test_the_turn_passes_to_the_left_clockwise() -> None:
    """Playing The Game: "After you have completed all four phases, declare that your turn is
    over and the player to your left now takes their turn. Play passes clockwise until the game
    ends." Seats go 0, 1, 2 and back to 0."""
    state = table(CARDS, ((0,), (1,), (2,)), phase=Phase.COMBAT, turn=1)
    state, events = play(state, "1 end-turn")
    assert kinds(events) == ["turn-ended", "turn"] and state.turn == 2
    state = replace(state, phase=Phase.COMBAT)
    state, _ = play(state, "2 end-turn")
    assert state.turn == 0 and state.phase is Phase.DISCARD


def test_discard_one_card_or_none() -> None:
    """1. Discard: "During this phase, you may discard one card from your hand." One card at
    most, from the hand, to the discard pile; or none."""
    state = table(CARDS, ((0, 1, 2, 3, 4), (9,)))
    assert {a.kind for a in legal_actions(state)} == {ActionKind.KEEP, ActionKind.DISCARD}
    after, _ = play(state, "0 discard 2")
    assert after.discard == (2,) and 2 not in after.heroes[0].hand
    assert after.phase is Phase.READY
    _refused(after, "0 discard 3", "Discard phase (1. Discard)")
    _refused(state, "0 discard 9", "only a card from your hand (1. Discard)")


def test_draw_up_to_five() -> None:
    """2. Draw: "if you have less than five cards in your hand you must draw cards from the
    combat deck until you have five cards." The draw is the rules' own (ruling SP-5)."""
    state = table(CARDS, ((0, 1), (9,)), deck=(5, 6, 7, 8))
    after, events = play(state, "0 keep")
    assert after.heroes[0].hand == (0, 1, 5, 6, 7) and after.deck == (8,)
    assert kinds(events) == ["kept", "drew", "drew", "drew"]
    full = table(CARDS, ((0, 1, 2, 3, 4), (9,)), deck=(5, 6))
    after, _ = play(full, "0 keep")
    assert after.heroes[0].hand == (0, 1, 2, 3, 4) and after.deck == (5, 6)


def test_an_empty_deck_reshuffles_the_discard_pile() -> None:
    """2. Draw: "If the combat deck runs out of cards simply reshuffle the discard pile to form
    a new combat deck." The reshuffle is fixed by the shuffle key and its count (ruling SP-6)."""
    state = table(CARDS, ((0, 1, 2), (9,)), deck=(5,), discard=(6, 7, 8, 10))
    after, events = play(state, "0 keep")
    assert kinds(events) == ["kept", "drew", "reshuffled", "drew"]
    new_deck = reshuffled((6, 7, 8, 10), 7, 1)
    assert after.heroes[0].hand == (0, 1, 2, 5, new_deck[0])
    assert after.deck == new_deck[1:] and after.discard == () and after.reshuffles == 1


def test_no_cards_anywhere_stops_the_draw() -> None:
    """Ruling SP-7: with the deck and the discard pile both empty the draw stops short."""
    state = table(CARDS, ((0, 1), (9,)), deck=())
    after, events = play(state, "0 keep")
    assert kinds(events) == ["kept", "deck-empty"] and after.heroes[0].hand == (0, 1)


def test_ready_a_single_item_and_no_attack_that_turn() -> None:
    """3. Ready: "you may play a single Armor, Weapon or Shield Item card ... Heroes may not
    make an attack on any turn in which they ready an Item due to the time it takes to
    ready." Item Cards: "Item cards are played during a players Ready phase to ready the
    equipment for use. Items come in three varieties Weapons, Armor and Shields." """
    state = table(CARDS, ((0, 4, 6, 8, 2), (9,)), phase=Phase.READY)
    readies = {a.card for a in legal_actions(state) if a.kind is ActionKind.READY}
    assert readies == {4, 6, 8}
    _refused(state, "0 ready 0", "Only an Armor, Weapon or Shield card may be readied")
    after, _ = play(state, "0 ready 4")
    assert after.heroes[0].weapons == (4,) and after.phase is Phase.COMBAT and after.readied
    assert legal_actions(after) == (Action(0, ActionKind.END_TURN),)
    _refused(after, "0 attack 0 at 1", "readied an item (3. Ready)")
    _refused(after, "0 ready 6", "readied in your Ready phase (3. Ready)")


def test_ready_items_remain_in_play() -> None:
    """3. Ready: "Ready items remain in play until they are destroyed or discarded." """
    state = table(CARDS, ((0, 4), (9,)), phase=Phase.READY)
    state, _ = play(state, "0 ready 4", "0 end-turn", "1 keep", "1 skip-ready", "1 end-turn")
    assert state.heroes[0].weapons == (4,) and state.turn == 0


def test_one_armor_and_a_new_one_discards_the_old() -> None:
    """Armor: "A Hero may only have one Armor Item ready at a time"; 3. Ready, Armor: "If a
    player plays a new armor card any armor card that hero has in play is discarded." """
    state = ready(table(CARDS, ((7,), (9,)), phase=Phase.READY), 0, armor=6)
    state = replace(state, heroes=(replace(state.heroes[0], absorbed=1), state.heroes[1]))
    after, events = play(state, "0 ready 7")
    assert after.heroes[0].armor == 7 and after.heroes[0].absorbed == 0
    assert after.discard == (6,) and "armor-replaced" in kinds(events)


def test_weapons_and_shields_only_in_free_hands() -> None:
    """Weapons & Shields: "Heroes may have as many weapon or shield cards ready as they have
    hands free to wield them. All shields & weapons are listed as one handed, or two handed
    indicating how many hands they require to ready." Weapons: "Weapons require one or two hands
    to wield"."""
    state = ready(table(CARDS, ((5, 8, 6), (9,)), phase=Phase.READY), 0, weapons=(4,))
    readies = {a.card for a in legal_actions(state) if a.kind is ActionKind.READY}
    assert readies == {8, 6}  # the two-handed sword does not fit beside the sword
    _refused(state, "0 ready 5", "Hands that item needs: 2; hands free: 1")
    one_arm = table(CARDS, ((8, 4), (9,)), heroes=("one-arm", "warrior"), phase=Phase.READY)
    one_arm = ready(one_arm, 0, shields=(8,))
    _refused(one_arm, "0 ready 4", "Hands that item needs: 1; hands free: 0")


def test_drop_items_at_the_beginning_of_the_ready_phase() -> None:
    """Dropping Items: "Ready Armor, Weapon and Shield cards may be dropped at the beginning of
    the ready phase to allow room for new Items to be readied. Dropped Items are placed in the
    discard pile." Ruling SP-20: any number, before readying; dropping is not readying."""
    state = ready(table(CARDS, ((5, 0), (9,)), phase=Phase.READY), 0, weapons=(4,), armor=6)
    state, events = play(state, "0 drop 4", "0 drop 6")
    assert state.heroes[0].weapons == () and state.heroes[0].armor is None
    assert state.discard == (4, 6) and kinds(events) == ["dropped", "dropped"]
    after, _ = play(state, "0 ready 5")
    _refused(after, "0 drop 5", "beginning of your Ready phase (Dropping Items)")
    attacking, _ = play(state, "0 skip-ready", "0 attack 0 at 1")
    assert attacking.pending is not None  # only dropped: the attack is allowed
    _refused(state, "0 drop 9", "only one of your ready items (Dropping Items)")


def test_combat_a_single_attack_if_no_item_was_readied() -> None:
    """4. Combat: "Players which did not play an Item card in their Ready phase may play a
    single Attack card during this phase to make an attack." One attack, then the turn ends
    (ruling SP-8)."""
    state = table(CARDS, ((0, 1, 2), (11, 12)), phase=Phase.COMBAT)
    attacks = [a for a in legal_actions(state) if a.kind is ActionKind.ATTACK]
    assert {(a.card, a.target) for a in attacks} == {(0, 1), (1, 1)}
    _refused(state, "0 attack 2 at 1", "Attack card from your hand (Making An Attack)")
    after, events = play(state, "0 attack 0 at 1", "1 take-hit")
    assert kinds(events)[-2:] == ["turn-ended", "turn"] and after.turn == 1
    assert after.heroes[0].hand == (1, 2)
    _refused(table(CARDS, ((0,), (11,)), phase=Phase.READY), "0 attack 0 at 1", "Combat phase")
