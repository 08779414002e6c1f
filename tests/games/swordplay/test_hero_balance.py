"""The gauntlet of issue 29 ("each Hero wins 45-55% against the other"), shown exactly rather
than sampled: the bundled Heroes share their numbers (docs/swordplay/cards.md, "a typical
warrior: 10 life, 1 damage, 2 hands"), and the rules read a hero's numbers, never its name. So
a deal fought by Aldric against Brenna is fought move for move the same with the two names
swapped, and over deals played both ways each Hero wins exactly half. The measured figures of
the computer's strength (bench/swordplay_arena.py) play these deals with seats swapped.
"""

from __future__ import annotations

import random

import pytest

from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.rules import Config
from audatia_qt.games.swordplay.rules.selfplay import play_random_game

CARDS = default_card_set()


def test_the_bundled_heroes_share_their_numbers() -> None:
    """What the exact argument rests on: life, damage and hands alike for every Hero."""
    numbers = {(hero.life, hero.damage, hero.hands) for hero in CARDS.heroes}
    assert numbers == {(10, 1, 2)}, numbers


@pytest.mark.parametrize("seed", range(12))
def test_a_deal_is_fought_the_same_whichever_hero_sits_where(seed: int) -> None:
    """The same deal, the same choices (a seeded random player): the game with the first two
    Heroes' names swapped has the same length and the same result, seat for seat."""
    first, second = CARDS.heroes[0].id, CARDS.heroes[1].id
    one, moves_one = play_random_game(
        Config(CARDS, (first, second), seed=seed), random.Random(seed)
    )
    two, moves_two = play_random_game(
        Config(CARDS, (second, first), seed=seed), random.Random(seed)
    )
    assert moves_one == moves_two
    assert one.result == two.result
    assert [hero.life for hero in one.heroes] == [hero.life for hero in two.heroes]
