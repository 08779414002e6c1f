"""Defences without cards: the Parry with stamina and Defend by Distance (seed 002, Tutorial and
Basic "Defensive actions without cards", "Parry", "Defend by Distance")."""

from __future__ import annotations

from audatia_qt.games.ready_fence.rules import (
    Action,
    ActionKind,
    EventKind,
    Level,
    Phase,
    apply,
    chance_outcomes,
    legal_actions,
    to_move,
    why_not,
)
from audatia_qt.games.ready_fence.rules.legal import NO_CARDLESS
from tests.games.ready_fence.tables import (
    INVITATION,
    act,
    at_lunge,
    kinds,
    play,
    settle,
    table,
)

ATTACK, ANSWER, PARRY, DISTANCE = (
    ActionKind.ATTACK,
    ActionKind.ANSWER,
    ActionKind.PARRY,
    ActionKind.DISTANCE,
)
ATTACKER = ("straight-thrust-5", "straight-thrust-3", "toe-touch", "renewed-attack", "flick")
EMPTY_HANDED = ("straight-thrust-4", "beat-thrust")


def opened(card: str, **options: object):  # type: ignore[no-untyped-def]
    """A phrase seat 0 opened with ``card`` against a seat 1 holding no blue card."""
    hands = options.pop("hands", (ATTACKER, EMPTY_HANDED))
    options.setdefault("level", Level.ADVANCED)
    return act(at_lunge(hands=hands, **options), 0, ATTACK, card=card).state  # type: ignore[arg-type]


def cardless(state):  # type: ignore[no-untyped-def]
    """The card-less defences listed now."""
    return [a for a in legal_actions(state) if a.kind in (PARRY, DISTANCE)]


def test_parry_two_speed_points_per_stamina_point() -> None:
    """ "one stamina point will be equivalent to 2 speed points of the opponent. Example: A plays
    a Straight Thrust card with a Speed value of 5 ... B chooses to use 3 Stamina Points to parry
    ... If B only had 2 Stamina Point to use, then its aggregate speed will be 4, which will be
    insufficient" (Parry; ruling RF-13)."""
    state = opened("straight-thrust-5")
    assert [a.amount for a in cardless(state) if a.kind is PARRY] == [3]
    short = opened("straight-thrust-5", stamina=(6, 2))
    assert all(a.kind is not PARRY for a in cardless(short))


def test_parry_from_invitation_earns_a_bonus_point() -> None:
    """ "Note: If the Parry is executed from a position of the blade in Invitation, the player
    will earn 1 Bonus Speed Point. Example: ... uses 2 Stamina Points to get a total of 2 x 2 = 4
    + 1 Bonus = 5 Speed" (Parry; ruling RF-13)."""
    state = opened("straight-thrust-5", guards=(INVITATION, INVITATION))
    assert [a.amount for a in cardless(state) if a.kind is PARRY] == [2]


def test_a_parry_ends_the_phrase_without_points() -> None:
    """ "By choosing to Parry, the fencing phrase is over without points scored by either player.
    Furthermore, no subsequent fencing action is allowed as part of this turn"; "the miniature
    fencers must remain in their respective positions" (Parry, Defensive actions without
    cards)."""
    state = opened(
        "straight-thrust-3", hands=(("straight-thrust-3",), EMPTY_HANDED), level=Level.BASIC
    )
    step = apply(state, Action(1, PARRY, amount=2))
    after = step.state
    assert after.phase is Phase.TURN and to_move(after) == 1
    assert (after.fencers[0].score, after.fencers[1].score) == (0, 0)
    assert after.positions == (4, 6) and after.fencers[1].stamina == 4
    assert EventKind.NO_TOUCH in kinds(list(step.events))


def test_defend_by_distance_in_basic() -> None:
    """ "To Defend by Distance in this game mode, the player must do all the following: Lose a
    Stamina point (SP); Move the miniature fencer back two spaces on the strip; Remove the
    Straight Thrust card from his hand and let the opponent draw a random card from his hidden
    hand and discard it; Draw a card from the Timer countdown deck" (Basic, Defend by Distance;
    ruling RF-16)."""
    hand_b = ("straight-thrust-3", "beat-thrust", "toe-touch")
    state = act(
        at_lunge(hands=(("straight-thrust-3",), hand_b)), 0, ATTACK, card="straight-thrust-3"
    ).state
    step = apply(state, Action(1, DISTANCE))
    after = step.state
    assert after.positions == (4, 8) and after.fencers[1].stamina == 5
    picks = chance_outcomes(after)
    cards = after.config.cards.cards
    assert {cards[a.card].id for a, _ in picks} == {"beat-thrust", "toe-touch"}
    assert all(odds == 0.5 for _, odds in picks)
    after, events = settle(after)
    assert kinds(events)[:2] == [EventKind.PICKED, EventKind.DREW]
    assert len(after.public_discard) == 1 and len(after.fencers[1].hand) == 3
    assert after.timer == 11


def test_defend_by_distance_in_tutorial_discards_a_card_of_choice() -> None:
    """Tutorial: "To Defend by Distance, the player must do all the following: Lose a Stamina
    Point (SP); Move the miniature fencer back two spaces on the strip; Discard one card from the
    hand; Draw a card from the Timer countdown deck" (Tutorial, Defensive actions without
    cards)."""
    hand_b = ("straight-thrust-4", "beat-thrust")
    state = act(
        at_lunge(hands=(("straight-thrust-5",), hand_b), level=Level.TUTORIAL),
        0,
        ATTACK,
        card="straight-thrust-5",
    ).state
    choices = cardless(state)
    assert {a.kind for a in choices} == {DISTANCE} and len(choices) == 2
    step = apply(state, choices[0])
    after, _ = settle(step.state)
    assert EventKind.DISCARDED in kinds(list(step.events)) and after.positions == (4, 8)


def test_no_defend_by_distance_above_speed_five() -> None:
    """ "A player cannot Defend by Distance if the offensive card has a Speed Value higher than 5"
    (Defend by Distance; ruling RF-30)."""
    state = opened("flick")
    assert all(a.kind is not DISTANCE for a in cardless(state))
    assert why_not(state, Action(1, DISTANCE)) == NO_CARDLESS.say()


def test_no_defence_without_cards_at_zero_stamina() -> None:
    """ "If at any time during the game the Stamina marker reaches Zero, the player will not be
    able to use any of three actions listed above" (Tutorial, Defensive actions without cards)."""
    state = opened("straight-thrust-3", stamina=(6, 0))
    assert cardless(state) == []


def test_only_against_a_first_red_card() -> None:
    """ "These defensive actions without cards can be used only in response to a RED offensive
    cards played as a first fencing action" (Tutorial and Basic, Defensive actions without
    cards)."""
    hand_a = ("straight-thrust-3", "straight-thrust-4")
    state, _ = play(
        at_lunge(hands=(hand_a, ("stop-hit-6",))),
        (0, ATTACK, "straight-thrust-3"),
        (1, ANSWER, "stop-hit-6"),
    )
    assert to_move(state) == 0 and cardless(state) == []


def test_once_a_phrase() -> None:
    """ "IMPORTANT: during a fencing phrase a player can choose a defensive action without cards
    only once" (Defensive actions without cards): a second attack of the phrase (a riposte) is
    answered with a card."""
    hand_a = ("straight-thrust-3", "parry-riposte")
    state = act(at_lunge(hands=(hand_a, EMPTY_HANDED)), 0, ATTACK, card="straight-thrust-3").state
    assert cardless(state)
    state = apply(state, Action(1, PARRY, amount=2)).state
    assert state.phase is Phase.TURN


def test_only_without_a_faster_blue_card() -> None:
    """ "If a player does not have a Light-Blue or a Dark-Blue card, or has one but with a speed
    number lower than the one in the RED card played by the opponent, that player may declare a
    defensive action without cards" (Defensive actions without cards; ruling RF-14)."""
    faster = act(
        at_lunge(hands=(("straight-thrust-3",), ("stop-hit-5",))),
        0,
        ATTACK,
        card="straight-thrust-3",
    ).state
    assert cardless(faster) == []
    slower = act(
        at_lunge(hands=(("straight-thrust-5",), ("stop-hit-4",))),
        0,
        ATTACK,
        card="straight-thrust-5",
    ).state
    assert cardless(slower)


def test_tutorial_has_only_defend_by_distance() -> None:
    """ "may declare a defensive action without cards, which in the Tutorial Mode is restricted
    only to the Defense by Distance option" (Tutorial, Defensive actions without cards)."""
    state = act(
        at_lunge(hands=(("straight-thrust-3",), ("beat-thrust",)), level=Level.TUTORIAL),
        0,
        ATTACK,
        card="straight-thrust-3",
    ).state
    assert {a.kind for a in cardless(state)} == {DISTANCE}


def test_defending_by_distance_off_the_strip_gives_a_point() -> None:
    """ "Should one of the fencers reach the colored space on his end of the strip, the opponent
    will gain one point" (Penalty for going off the fencing strip)."""
    state = table((("straight-thrust-3",), EMPTY_HANDED), positions=(5, 7))
    state = act(state, 0, ATTACK, card="straight-thrust-3").state
    step = apply(state, Action(1, DISTANCE))
    assert step.state.fencers[0].score == 1 and EventKind.OFF_STRIP in kinds(list(step.events))


def test_the_riposte_of_parry_and_riposte_cannot_be_defended_by_distance() -> None:
    """ "The Parry/Riposte counts as a unique fencing action and cannot be defended by distance"
    (Orange and two-color cards; ruling RF-12)."""
    state, _ = play(
        at_lunge(hands=(("straight-thrust-3", "beat-thrust"), ("parry-riposte",))),
        (0, ATTACK, "straight-thrust-3"),
        (1, ANSWER, "parry-riposte"),
    )
    assert to_move(state) == 0
    assert all(a.kind is not DISTANCE for a in legal_actions(state))


def test_a_defence_without_cards_is_a_fencing_action() -> None:
    """ "each card used by the players is considered a fencing action" (Fencing Phrase): the
    defence without cards stands for one (ruling RF-31)."""
    state = opened("straight-thrust-3")
    state = apply(state, next(a for a in cardless(state) if a.kind is PARRY)).state
    assert state.phrase is not None and state.phrase.actions == (1, 1)
