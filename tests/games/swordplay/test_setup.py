"""Setup, Components, Hero Cards and the Object of the Game (seed 004)."""

from __future__ import annotations

import pytest

from audatia_qt.engine.game import CHANCE
from audatia_qt.games.swordplay.rules import (
    HAND_SIZE,
    Config,
    Mode,
    Phase,
    chance_outcomes,
    legal_actions,
    new_game,
    to_move,
)
from audatia_qt.games.swordplay.rules.cards import (
    ArmorCard,
    AttackCard,
    DefenseCard,
    ShieldCard,
    WeaponCard,
)
from audatia_qt.games.swordplay.rules.combat import base_damage, hands_of
from tests.games.swordplay.cardsets import FULL
from tests.games.swordplay.tables import kinds, play


def _versus(*heroes: str, seed: int = 3) -> Config:
    return Config(FULL, heroes, Mode.VERSUS, seed=seed)


def test_each_player_selects_a_hero_card() -> None:
    """Setup 1: "Each player selects a Hero card to use during the game." Hero Cards: "Hero
    cards represent each players warrior during the game." Each seat's hero is the config's,
    with that card's life; an unknown hero is refused in one line."""
    state = new_game(_versus("warrior", "brute"))
    assert [hero.life for hero in state.heroes] == [10, 12]
    with pytest.raises(ValueError, match="no hero 'nobody'"):
        _versus("warrior", "nobody")


def test_a_typical_warrior() -> None:
    """Hero Cards: "A typical warrior begins play with 10 life, does 1 damage when they attack
    and has 2 hands for using items." (cards.py's Hero defaults, read by the rules)."""
    state = new_game(_versus("warrior", "warrior"))
    assert state.heroes[0].life == 10
    assert base_damage(state, 0) == 1
    assert hands_of(state, 0) == 2


def test_five_types_of_card_and_only_three_in_the_combat_deck() -> None:
    """The Cards: "There are five types of cards in Swordplay: Arena: Hero, Attack, Defense,
    Item and Monster cards." Item Cards: "Items come in three varieties Weapons, Armor and
    Shields." Components: "60 Cards (57 combat cards, 2 Heroes, and 1 monster)": the deck the
    rules deal is the combat cards alone, of every size a deck file gives (here 57)."""
    state = new_game(_versus("warrior", "brute"))
    dealt = list(state.deck) + [card for hero in state.heroes for card in hero.hand]
    assert len(dealt) == len(FULL.combat) == 57
    kinds_dealt = {type(FULL.combat[card]) for card in dealt}
    assert kinds_dealt == {AttackCard, DefenseCard, WeaponCard, ArmorCard, ShieldCard}


def test_the_die_has_ten_faces_each_as_likely() -> None:
    """Components: "a 10 sided die". Every roll offers the faces 1-10 at one in ten."""
    state = new_game(_versus("warrior", "brute"))
    assert to_move(state) == CHANCE
    outcomes = chance_outcomes(state)
    assert [action.face for action, _ in outcomes] == list(range(1, 11))
    assert all(odds == pytest.approx(0.1) for _, odds in outcomes)
    assert legal_actions(state) == tuple(action for action, _ in outcomes)


def test_the_player_who_rolls_highest_goes_first() -> None:
    """Setup 2: "Each player rolls a Die. The player who rolls highest goes first." """
    state, events = play(new_game(_versus("warrior", "brute", "duelist")), *_rolls(3, 9, 4))
    assert state.turn == 1 and state.phase is Phase.DISCARD
    assert kinds(events) == ["rolled", "rolled", "rolled", "first", "turn"]
    assert state.rolls == ((0, 3), (1, 9), (2, 4))


def test_ties_roll_again_among_the_tied() -> None:
    """Setup 2 with ruling SP-3: the seats tied highest roll again, as a new round, and only
    they; the seat that rolled lower is out of it."""
    state, events = play(new_game(_versus("warrior", "brute", "duelist")), *_rolls(8, 2, 8))
    assert kinds(events)[-1] == "tied" and events[-1].seats == (0, 2)
    assert state.phase is Phase.ROLL_OFF and state.rolling == (0, 2)
    assert to_move(state) == CHANCE and legal_actions(state)[0].seat == 0
    state, _ = play(state, "0 roll 5", "2 roll 6")
    assert state.turn == 2 and state.phase is Phase.DISCARD


def test_the_monster_rolls_for_first_too() -> None:
    """Setup 2 with ruling SP-3: in solo play the monster's seat rolls like a player's."""
    state = new_game(Config(FULL, ("warrior",), Mode.SOLO, "ogre", seed=1))
    assert state.rolling == (0, 1)
    state, _ = play(state, "0 roll 2", "1 roll 7")
    # The monster won the roll: its turn was played at once (ruling SP-1) and it is the
    # hero's turn now, or the hero's defence against its attack.
    assert state.phase in (Phase.DISCARD, Phase.DEFEND)
    assert to_move(state) == 0


def test_the_combat_deck_holds_no_hero_or_monster_and_is_shuffled_by_the_seed() -> None:
    """Setup 3: "Remove all unused Hero and Monster cards from the deck and shuffled the
    remaining cards." The deck and hands are the combat cards only, each once; the order is
    the seed's (the same seed deals the same, another seed another; ruling SP-6)."""
    state = new_game(_versus("warrior", "brute", seed=11))
    dealt = list(state.deck) + [card for hero in state.heroes for card in hero.hand]
    assert sorted(dealt) == list(range(len(FULL.combat)))
    assert new_game(_versus("warrior", "brute", seed=11)) == state
    assert new_game(_versus("warrior", "brute", seed=12)).deck != state.deck


def test_five_cards_are_dealt_to_each_player() -> None:
    """Setup 4: "Deal five cards to each player from the combat deck." The monster is dealt
    none (ruling SP-4)."""
    state = new_game(Config(FULL, ("warrior", "brute", "duelist"), Mode.COOP, "ogre"))
    assert [len(hero.hand) for hero in state.heroes] == [HAND_SIZE] * 3
    assert len(state.deck) == len(FULL.combat) - 3 * HAND_SIZE
    assert state.monster is not None and state.monster.weapons == ()


def test_table_sizes() -> None:
    """Playing The Game: "two or more players"; ruling SP-2: versus 2-4, solo 1 hero, co-op
    2-3 heroes, each refused otherwise in one line."""
    assert _versus("warrior", "brute", "duelist", "one-arm").seat_count == 4
    for bad in (
        lambda: _versus("warrior"),
        lambda: _versus("warrior", "brute", "duelist", "one-arm", "warrior"),
        lambda: Config(FULL, ("warrior", "brute"), Mode.SOLO, "ogre"),
        lambda: Config(FULL, ("warrior",), Mode.COOP, "ogre"),
        lambda: Config(FULL, ("warrior",) * 4, Mode.COOP, "ogre"),
        lambda: Config(FULL, ("warrior",), Mode.SOLO),
        lambda: Config(FULL, ("warrior", "brute"), Mode.VERSUS, "ogre"),
        lambda: Config(FULL, ("warrior",), Mode.SOLO, "dragon"),
    ):
        with pytest.raises(ValueError, match=r"^[^\n]+$"):
            bad()
    solo = Config(FULL, ("warrior",), Mode.SOLO, "ogre")
    assert solo.seat_count == 2 and solo.monster_seat == 1


def _rolls(*faces: int) -> tuple[str, ...]:
    return tuple(f"{seat} roll {face}" for seat, face in enumerate(faces))
