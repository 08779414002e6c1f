"""A lesson's position: the cards it does not place are completed into the decks and piles,
and ``position_problems`` names each thing that no game could reach."""

from __future__ import annotations

import random

import pytest

from audatia_qt.games.audatia.lessons import complete_position, position_problems
from audatia_qt.games.audatia.rules import GameConfig, Seat, apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import CardKind, Variant
from audatia_qt.games.audatia.rules.selfplay import random_action
from tests.games.audatia.lessons.conftest import Decks

POSITION = """
audatia-position 1
decks: galeazzo-da-mantoa boucicault
game: challenger=B seed=3
turn: phase=react to-move=A ply=30
A hand: roverso-sottano-b mandritto-sottano-tl mandritto-mezano-b gomito-e-pomo
A deck: finta
A posta: tutta-porta-di-ferro in
A virtues: fortitudo celeritas
B hand: punta-b mandritto-sottano-b volta-di-gomito deny
B stack: right mandritto-fendente-b
B posta: corona
B virtues: audatia prudentia
context: attacker=B attack-card=B:mandritto-fendente-b attack-posta=B:corona
"""


def test_unplaced_cards_go_to_the_deck_and_the_posta_pile(decks: Decks) -> None:
    state = complete_position(POSITION, decks)
    cards = state.config.cards
    for seat in Seat:
        player = state.players[seat]
        zones = player.hand + player.deck + player.stack + player.discard + player.posta_pile
        zones += () if player.posta is None else (player.posta,)
        assert sorted(zones) == sorted(cards.poste[seat] + cards.action_cards[seat])
        assert all(cards.kind(card) is CardKind.POSTA for card in player.posta_pile)
        assert list(player.posta_pile) == sorted(player.posta_pile)
        assert list(player.hand) == sorted(player.hand)
    # The deck the text lists comes first, then the rest, shuffled by the position's seed.
    assert state.players[Seat.A].deck[0] == cards.by_label["A:finta"]
    assert complete_position(POSITION, decks) == state
    reseeded = complete_position(POSITION.replace("seed=3", "seed=4"), decks)
    assert reseeded.players[Seat.A].deck != state.players[Seat.A].deck


def test_basic_cards_in_hand_are_known_to_the_opponent(decks: Decks) -> None:
    state = complete_position(POSITION, decks)
    cards = state.config.cards
    assert state.players[Seat.B].known_in_hand == {
        cards.by_label["B:punta-b"],
        cards.by_label["B:mandritto-sottano-b"],
        cards.by_label["B:deny"],
    }
    assert state.players[Seat.A].known_in_hand == {
        cards.by_label["A:roverso-sottano-b"],
        cards.by_label["A:mandritto-mezano-b"],
    }


def test_the_lesson_position_is_legal(decks: Decks) -> None:
    assert position_problems(complete_position(POSITION, decks), Seat.A) == []


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (
            "A deck: finta",
            "A deck: finta\nA discard: roverso-sottano-b",
            None,  # a card listed twice does not even parse (rules.position)
        ),
        (
            "A virtues: fortitudo celeritas",
            "A virtues: fortitudo celeritas prudentia",
            "Prudentia is held by both seats",
        ),
        (
            "B virtues: audatia prudentia",
            "B virtues: prudentia",
            "the challenger must hold Audatia",
        ),
        (
            "A virtues: fortitudo celeritas",
            "A virtues: fortitudo",
            "nobody holds Celeritas",
        ),
        (
            "B stack: right mandritto-fendente-b",
            "B stack: right\nB discard: mandritto-fendente-b",
            "context attack-card=B:mandritto-fendente-b is not on its owner's Stack",
        ),
        (
            "A hand: roverso-sottano-b",
            "A hand: roverso-fendente-b roverso-fendente-tl roverso-fendente-tr punta-b "
            "punta-exchange#1 punta-exchange#2 mandritto-fendente-b mandritto-fendente-tl "
            "mandritto-fendente-tr#1 roverso-sottano-b",
            "13 cards in hand, more than the 12 a hand holds here",
        ),
        ("turn: phase=react to-move=A", "turn: phase=game_over to-move=-", "already over"),
        (
            "A hand: roverso-sottano-b",
            "A known: roverso-sottano-b mandritto-fendente-b\nA hand: roverso-sottano-b",
            "'known' names cards that are neither in the hand, face down nor in the row",
        ),
    ],
)
def test_each_impossible_thing_is_named(
    old: str, new: str, expected: str | None, decks: Decks
) -> None:
    text = POSITION.replace(old, new, 1)
    if expected is None:
        with pytest.raises(ValueError, match="listed twice"):
            complete_position(text, decks)
        return
    found = [p.english() for p in position_problems(complete_position(text, decks), Seat.A)]
    assert any(expected in line for line in found), found


def test_a_context_card_of_the_wrong_kind_is_named_not_raised(decks: Decks) -> None:
    """An attack that is no strike: the engine would fail on it, so it is a problem line."""
    text = POSITION.replace("B stack: right mandritto-fendente-b", "B stack: right volta-di-gomito")
    text = text.replace("attack-card=B:mandritto-fendente-b", "attack-card=B:volta-di-gomito")
    text = text.replace("B hand: punta-b mandritto-sottano-b volta-di-gomito", "B hand: punta-b")
    found = [p.english() for p in position_problems(complete_position(text, decks), Seat.A)]
    assert found == ["context attack-card=B:volta-di-gomito is not a Strike"]


def test_an_avoided_attacker_standing_in_the_end_posta_is_a_legal_position(
    galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    """R-020: after an Avoid the attacker stands in the strike's End Posta with the strike
    still on the Stack. A lesson made of such a position (found exporting Salle Play games)
    was refused as "stands in a Posta with cards on the Stack"."""
    state = new_game(GameConfig((galeazzo, boucicault), seed=2, variant=Variant.SALLE))
    rng = random.Random(2)
    while not any(p.in_posta and p.stack for p in state.players):
        assert state.to_move is not None, "the game of seed 2 has an avoided attack"
        state = apply(state, random_action(legal_actions(state), rng)).state
    seat = next(s for s in Seat if state.players[s].in_posta and state.players[s].stack)
    assert position_problems(state, seat.other) == []


def test_a_feint_without_its_strike_is_named(decks: Decks) -> None:
    """A Finta waiting for its answer whose player holds no strike to follow it (Cut special
    case B): said in one line, before the engine is asked to play on from it."""
    text = POSITION.replace("phase=react to-move=A", "phase=skill_response to-move=B")
    text = text.replace(
        "A hand: roverso-sottano-b mandritto-sottano-tl mandritto-mezano-b ", "A hand: "
    )
    text = text.replace("A deck: finta", "A discard: finta")
    text = text.replace(
        "context: attacker=B",
        "context: skill-chain=A:finta resume=after_parry resume-seat=A attacker=B",
    )
    found = [p.english() for p in position_problems(complete_position(text, decks), Seat.B)]
    assert found == [
        "the skill waiting for its answer: A could not have played Finta with this hand"
    ]
