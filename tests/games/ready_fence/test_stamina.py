"""Stamina (seed 002, "Stamina Points", "The Game Board" 7, Tutorial's Note)."""

from __future__ import annotations

from audatia_qt.games.ready_fence.rules import ActionKind, Level, legal_actions, why_not
from audatia_qt.games.ready_fence.rules.legal import NO_STAMINA
from tests.games.ready_fence.tables import action, at_lunge, play

ATTACK, ANSWER, YIELD = ActionKind.ATTACK, ActionKind.ANSWER, ActionKind.YIELD


def test_a_card_needs_its_stamina_in_reserve_and_spends_it() -> None:
    """ "the cards with Stamina points can only be used if the amount of Stamina Points listed on
    the card is matched by at least an equal amount of Stamina Points that the Player holds in
    his Stamina Reserve"; "Stamina: the cost in Stamina points (SP) to use the card" (Stamina
    Points; The Cards)."""
    tired = at_lunge(hands=(("flick",), ("stop-hit-4",)), level=Level.ADVANCED, stamina=(1, 6))
    flick = action(tired, 0, ATTACK, card="flick")
    assert flick not in legal_actions(tired) and why_not(tired, flick) == NO_STAMINA.say()
    fresh = at_lunge(hands=(("flick",), ("stop-hit-4",)), level=Level.ADVANCED, stamina=(2, 6))
    state, _ = play(fresh, (0, ATTACK, "flick"))
    assert state.fencers[0].stamina == 0


def test_both_recover_one_after_a_point_unless_they_spent_stamina() -> None:
    """ "After a point is scored, both players regain 1 Stamina point (However, if a valid point
    was scored and a player utilizes Stamina Point(s) defending or attacking, that player does
    not regain 1 stamina point, regardless of which player scores the valid point" (Stamina
    Points)."""
    state = at_lunge(hands=(("straight-thrust-3",), ("stop-hit-6",)), stamina=(4, 4))
    state, _ = play(state, (0, ATTACK, "straight-thrust-3"), (1, ANSWER, "stop-hit-6"), (0, YIELD))
    assert (state.fencers[0].stamina, state.fencers[1].stamina) == (5, 3)


def test_stamina_never_goes_above_six() -> None:
    """ "two water bottles divided into squares numbered from 0 to 6" (The Game Board 7)."""
    state = at_lunge(hands=(("straight-thrust-5",), ("stop-hit-4",)), stamina=(6, 6))
    state, _ = play(state, (0, ATTACK, "straight-thrust-5"), (1, ANSWER, "stop-hit-4"))
    assert state.fencers[1].stamina == 6


def test_tutorial_ignores_the_cards_stamina() -> None:
    """ "Note: Some cards have a value in Stamina Points (SP) but in the Tutorial game level, these
    values cannot be considered"; no recovery in Tutorial (ruling RF-26)."""
    state = at_lunge(
        hands=(("straight-thrust-5",), ("stop-hit-4",)), level=Level.TUTORIAL, stamina=(0, 3)
    )
    state, _ = play(state, (0, ATTACK, "straight-thrust-5"), (1, ANSWER, "stop-hit-4"))
    assert (state.fencers[0].score, state.fencers[0].stamina, state.fencers[1].stamina) == (1, 0, 3)
