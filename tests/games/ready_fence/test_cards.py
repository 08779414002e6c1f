"""The manual's cards as the rules read them (seed 002, "The Cards", "Card Meaning", the
Technical Manual's list), and what the level marks select."""

from __future__ import annotations

from collections import Counter

from audatia_qt.games.ready_fence.rules import Colour, Effect, Level, Mark, ProvenanceStatus, Role
from audatia_qt.games.ready_fence.rules.cards import Reach
from tests.games.ready_fence.cardsets import standard_cards

#: The Technical Manual's count of each technique.
MANUAL = {
    "straight-thrust": 6,
    "beat-thrust": 4,
    "disengage": 4,
    "toe-touch": 2,
    "glide-attack": 2,
    "flick": 2,
    "flanconade": 2,
    "fleche": 3,
    "parry-riposte": 4,
    "ceding-parry": 2,
    "infighting": 3,
    "stop-hit": 7,
    "counter-time": 3,
    "feint-in-time": 1,
    "joker": 2,
    "angulations": 2,
    "renewed-attack": 2,
    "feint": 3,
}


def test_the_manual_names_eighteen_techniques_and_fifty_four_cards() -> None:
    """Technical Manual: every card with its count ("STRAIGHT THRUST (Red card 6x)" ...);
    "THE CARDS (x56)" against the 54 they sum to is ruling RF-1."""
    cards = standard_cards().cards
    assert Counter(card.technique for card in cards) == MANUAL
    assert len(cards) == 54 and len(MANUAL) == 18


def test_colours_are_the_manuals() -> None:
    """ "Game cards are identified by color: Offensive Cards Red and Orange, Defensive Cards
    Dark-blue, Counter-offence Cards Light-blue, Special Cards Two-colored" (The Cards); the
    manual's colour of each card ("Disengage (Red/Light Blue card)", "Joker (Gold card)")."""
    colours = {card.technique: card.colour for card in standard_cards().cards}
    assert colours["straight-thrust"] is Colour.RED
    assert colours["disengage"] is Colour.RED_LIGHT_BLUE
    assert colours["parry-riposte"] is Colour.DARK_BLUE_RED
    assert colours["infighting"] is Colour.DARK_BLUE_RED
    assert colours["ceding-parry"] is Colour.DARK_BLUE
    assert colours["counter-time"] is Colour.DARK_BLUE
    assert colours["stop-hit"] is Colour.LIGHT_BLUE
    assert colours["feint-in-time"] is Colour.LIGHT_BLUE
    assert colours["angulations"] is Colour.ORANGE_LIGHT_BLUE
    assert colours["renewed-attack"] is Colour.ORANGE and colours["feint"] is Colour.ORANGE
    assert colours["joker"] is Colour.GOLD


def test_straight_thrust_speeds() -> None:
    """Basic, "Game Setup": "the two Straight Thrust cards with a Yellow Speed value of 3";
    "Parry": "A plays a Straight Thrust card with a Speed value of 5" (ruling RF-3)."""
    speeds = sorted(c.speed for c in standard_cards().cards if c.technique == "straight-thrust")
    assert speeds == [3, 3, 4, 4, 5, 5]
    kept = [c for c in standard_cards().cards if c.has(Effect.KEPT_IN_HAND)]
    assert len(kept) == 2 and {c.speed for c in kept} == {3}


def test_stop_hit_speeds() -> None:
    """Technical Manual, "Counter-offensive": "Stop hits to the closer target area, wrist and arm,
    have speed values greater than 5 while for the stop hits to the body speed values are 4 or
    5"; Tutorial example: "the LIGHT BLUE card Stop Hit Speed (6)" (ruling RF-4)."""
    speeds = sorted(c.speed for c in standard_cards().cards if c.technique == "stop-hit")
    body = [speed for speed in speeds if speed <= 5]
    arm = [speed for speed in speeds if speed > 5]
    assert set(body) == {4, 5} and arm and speeds.count(6) == 1


def test_some_attacks_are_above_five() -> None:
    """ "A player cannot Defend by Distance if the offensive card has a Speed Value higher than
    5" (Defend by Distance) only matters if some are (ruling RF-4)."""
    assert any(c.plays(Role.ATTACK) and c.speed > 5 for c in standard_cards().cards)


def test_basic_uses_thirty_five_cards_and_tutorial_the_t_cards() -> None:
    """Basic: "only the 35 cards carrying the B symbol will be used, which include all the basic
    offensive actions"; Tutorial: "only cards displaying the T symbol"; Advanced: "All cards are
    used" (ruling RF-2)."""
    cards = standard_cards()
    basic = {cards.cards[i].technique for i in cards.indexes_for(Level.BASIC.mark)}
    assert len(cards.indexes_for(Mark.BASIC)) == 35
    assert {"straight-thrust", "beat-thrust", "disengage", "toe-touch", "glide-attack"} <= basic
    assert cards.indexes_for(Mark.TUTORIAL)
    assert len(cards.indexes_for(Level.ADVANCED.mark)) == 54


def test_the_feint_is_advanced_only() -> None:
    """ "A new special ORANGE card, called the FEINT, is made available in the advanced game"
    (Advanced, "Orange Cards")."""
    feints = [c for c in standard_cards().cards if c.technique == "feint"]
    assert all(not c.marks for c in feints)


def test_distances_of_the_fleche_and_infighting() -> None:
    """Table 1: "only the Infighting card can be used" at short distance; "The only card that can
    be played in this distance is the Flèche card" at long; "All the cards are played at this
    distance unless otherwise specified" at lunge."""
    for card in standard_cards().cards:
        expected = {"infighting": Reach.SHORT, "fleche": Reach.LONG}.get(card.technique)
        assert card.reach is (expected or Reach.LUNGE)


def test_orange_cards_never_open() -> None:
    """ "ORANGE Cards: These are special attack cards. They cannot be played alone or as first
    cards"; the Joker "can not be played as a first card" (Card Meaning)."""
    for card in standard_cards().cards:
        if card.colour in (Colour.ORANGE, Colour.ORANGE_LIGHT_BLUE, Colour.GOLD):
            assert not card.plays(Role.ATTACK)


def test_every_card_says_how_it_was_reconstructed() -> None:
    """Issue 30: "every card marked reconstructed with its provenance"."""
    for card in standard_cards().cards:
        assert card.provenance.status is ProvenanceStatus.RECONSTRUCTED
        assert card.provenance.reason
