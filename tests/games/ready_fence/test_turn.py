"""A turn's game actions (seed 002, "Play the Game", the Basic table of actions, "Moving the
Miniature Fencer", "Changing the position of the weapon", "Discarding and Drawing", "Stall",
"Retreat", "Penalty for going off the fencing strip")."""

from __future__ import annotations

import pytest

from audatia_qt.games.ready_fence.rules import (
    ActionKind,
    EventKind,
    Level,
    Phase,
    RuleBroken,
    legal_actions,
    to_move,
    why_not,
)
from audatia_qt.games.ready_fence.rules.cards import Reach
from audatia_qt.games.ready_fence.rules.legal import (
    EXCHANGE_ONCE,
    GUARD_ONCE,
    KEEP_THRUST,
    STALL_FIRST,
    STALL_PRIORITY,
    STALL_TWICE,
    STRIP_BLOCKED,
)
from audatia_qt.games.ready_fence.rules.state import evolve
from audatia_qt.games.ready_fence.rules.strip import ON_GUARD, reach_of
from tests.games.ready_fence.tables import (
    ENGAGEMENT,
    INVITATION,
    LINE,
    act,
    action,
    at_lunge,
    kinds,
    play,
    settle,
    table,
)

MOVE, GUARD, EXCHANGE, STALL = (
    ActionKind.MOVE,
    ActionKind.GUARD,
    ActionKind.EXCHANGE,
    ActionKind.STALL,
)
HAND = (
    "straight-thrust-3",
    "straight-thrust-4",
    "beat-thrust",
    "stop-hit-5",
    "disengage",
    "fleche",
)


def test_the_three_distances() -> None:
    """Table 1: "Short Distance: The fencers are in adjacent squares"; "Lunge Distance: The
    fencers have one empty square between them"; "Long Distance: The fencers are separated by 2
    squares"; on guard they stand at long distance (ruling RF-7)."""
    assert reach_of((4, 5)) is Reach.SHORT
    assert reach_of((4, 6)) is Reach.LUNGE
    assert reach_of(ON_GUARD) is Reach.LONG
    assert reach_of((1, 8)) is None


def test_a_move_is_one_section_and_one_action() -> None:
    """ "The fencer can be moved 1 space forward or backward on the fencing strip. Making this move
    counts as one action. A player may move the fencer two spaces but that will use up the two
    actions allowed for that turn" (Moving the Miniature Fencer)."""
    state = table((HAND, HAND))
    state = act(state, 0, MOVE, step=1).state
    assert state.positions == (4, 6) and to_move(state) == 0 and state.actions_used == 1
    state = act(state, 0, MOVE, step=-1).state
    assert state.positions == (3, 6) and to_move(state) == 1


def test_fencers_never_share_a_section() -> None:
    """Short distance is adjacent squares, the closest the fencers come (Table 1; ruling RF-8)."""
    state = table((HAND, HAND), positions=(4, 5))
    forward = action(state, 0, MOVE, step=1)
    assert forward not in legal_actions(state)
    assert why_not(state, forward) == STRIP_BLOCKED.say()


def test_going_off_your_end_gives_the_opponent_a_point() -> None:
    """ "Should one of the fencers reach the colored space on his end of the strip, the opponent
    will gain one point"; the fencers go on guard and the turn passes (Penalty for going off the
    fencing strip; ruling RF-28)."""
    state = table((HAND, HAND), positions=(1, 6))
    step = act(state, 0, MOVE, step=-1)
    assert kinds(list(step.events))[:3] == [EventKind.MOVED, EventKind.OFF_STRIP, EventKind.SCORE]
    assert step.state.fencers[1].score == 1 and step.state.positions == ON_GUARD
    assert to_move(step.state) == 1


def test_the_weapon_position_changes_once_a_turn() -> None:
    """ "They can be changed one time per turn only" (Changing the position of the weapon); to
    either other position (ruling RF-5)."""
    state = table((HAND, HAND))
    guards = {a.guard for a in legal_actions(state) if a.kind is GUARD}
    assert guards == {INVITATION, ENGAGEMENT}
    state = act(state, 0, GUARD, guard=ENGAGEMENT).state
    assert state.fencers[0].guard is ENGAGEMENT
    again = action(state, 0, GUARD, guard=LINE)
    assert why_not(state, again) == GUARD_ONCE.say()


def test_discard_and_draw_once_per_turn() -> None:
    """ "A player can discard one card from his hand (keeping it covered) and draw a new one from
    the Timer countdown deck ... Each player can discard and draw only once per turn"
    (Discarding and Drawing)."""
    state = table((HAND, HAND))
    step = act(state, 0, EXCHANGE, card="beat-thrust")
    assert step.events[0].kind is EventKind.DISCARDED and step.events[0].hidden
    state, _ = settle(step.state)
    assert len(state.fencers[0].hand) == 6 and state.timer == 11
    assert len(state.fencers[0].discards) == 1
    again = action(state, 0, EXCHANGE, card="disengage")
    assert why_not(state, again) == EXCHANGE_ONCE.say()


def test_the_straight_thrust_stays_in_hand() -> None:
    """ "The player must always keep the STRAIGHT THRUST card in his hand (with a Speed Value of
    3); this card can be discarded only if the player has another STRAIGHT THRUST card with a
    higher Speed Value" (Discarding and Drawing; ruling RF-16)."""
    alone = table((("straight-thrust-3", "beat-thrust"), HAND))
    refused = action(alone, 0, EXCHANGE, card="straight-thrust-3")
    assert why_not(alone, refused) == KEEP_THRUST.say()
    with_faster = table((("straight-thrust-3", "straight-thrust-4"), HAND))
    assert action(with_faster, 0, EXCHANGE, card="straight-thrust-3") in legal_actions(with_faster)
    assert action(with_faster, 0, EXCHANGE, card="straight-thrust-4") not in legal_actions(
        with_faster
    )


def test_advanced_may_discard_the_straight_thrust() -> None:
    """ "The STRAIGHT THRUST RULE does not apply in the Advanced mode. This means that the players
    may discard the Straight Thrust card at any time" (Advanced Game Mode)."""
    state = table((("straight-thrust-3", "beat-thrust"), HAND), level=Level.ADVANCED)
    assert action(state, 0, EXCHANGE, card="straight-thrust-3") in legal_actions(state)


def test_stall_counts_two_actions_and_regains_two_stamina() -> None:
    """ "STALL: This counts as 2 actions. It is used to leave the initiative to the opponent. By
    choosing this action the player regains 2SP (Stamina Points) and skips his turn and can
    discard 1 card from the Timer countdown deck" (Stall; ruling RF-18)."""
    state = table((HAND, HAND), stamina=(3, 6))
    step = act(state, 0, STALL)
    assert step.state.fencers[0].stamina == 5
    assert step.state.timer == 11 and EventKind.TIMER_BURNED in kinds(list(step.events))
    assert to_move(step.state) == 1
    capped = act(table((HAND, HAND), stamina=(5, 6)), 0, STALL).state
    assert capped.fencers[0].stamina == 6


def test_no_stall_twice_in_a_row_nor_as_a_second_action() -> None:
    """ "A player cannot Stall twice in a row"; "Each of the actions listed above count as 1
    action, except for STALL, which counts as 2 actions" (Stall, Basic table)."""
    state = table((HAND, HAND))
    state = act(state, 0, STALL).state
    state = act(state, 1, MOVE, step=-1).state
    state = act(state, 1, MOVE, step=1).state
    assert why_not(state, action(state, 0, STALL)) == STALL_TWICE.say()
    after_move = act(table((HAND, HAND)), 0, MOVE, step=1).state
    assert why_not(after_move, action(after_move, 0, STALL)) == STALL_FIRST.say()


def test_a_turn_that_plays_a_card_is_no_stall() -> None:
    """ "A player cannot Stall twice in a row" (Stall): a Stall, then a turn that opens a phrase,
    and the next turn may Stall again."""
    hands = (("straight-thrust-3",), ("stop-hit-4",))
    state = table(hands, positions=(4, 6))
    state = act(state, 0, STALL).state
    state = act(state, 1, MOVE, step=-1).state
    state = act(state, 1, MOVE, step=1).state
    state, _ = play(state, (0, ActionKind.ATTACK, "straight-thrust-3"), (1, ActionKind.YIELD))
    state = act(state, 1, MOVE, step=-1).state
    state = act(state, 1, MOVE, step=1).state
    assert action(state, 0, STALL) in legal_actions(state)


def test_no_stall_once_priority_is_assigned() -> None:
    """ "Note: Once Priority is assigned to one of the players, the STALL action cannot be used"
    (Priority)."""
    state = evolve(table((HAND, HAND)), overtime=True, priority=1)
    assert why_not(state, action(state, 0, STALL)) == STALL_PRIORITY.say()


def test_the_basic_table_of_combinations() -> None:
    """ "2 game actions by choosing from the three exploratory actions; 2 game actions by choosing
    one of the exploratory actions as the first move, followed by Play a Card action; 2 game
    actions by choosing to STALL; 1 game action by choosing to Play a Card" (Basic, Play the
    Game; ruling RF-21, RF-32)."""
    state = at_lunge(hands=(HAND, HAND))
    first = {a.kind for a in legal_actions(state)}
    assert first == {MOVE, GUARD, EXCHANGE, STALL, ActionKind.ATTACK}
    second = act(state, 0, GUARD, guard=INVITATION).state
    assert {a.kind for a in legal_actions(second)} == {MOVE, EXCHANGE, ActionKind.ATTACK}
    card_alone = act(state, 0, ActionKind.ATTACK, card="straight-thrust-3").state
    assert card_alone.phase is Phase.PHRASE and to_move(card_alone) == 1


def test_tutorial_actions_and_the_end_of_turn_card_change() -> None:
    """Tutorial: "During each turn, a player can conduct 2 of these game actions: Move the
    Miniature Fencer, Change Weapon Position, Play a card"; "At the end of one's game turn, a
    player can choose to discard one card from his hand and draw a new one" (ruling RF-22)."""
    hand = ("straight-thrust-3", "beat-thrust", "stop-hit-5")
    state = table((hand, hand), level=Level.TUTORIAL)
    assert {a.kind for a in legal_actions(state)} == {MOVE, GUARD}
    state = act(state, 0, MOVE, step=1).state
    assert {a.kind for a in legal_actions(state)} == {MOVE, GUARD, ActionKind.ATTACK}
    state = act(state, 0, MOVE, step=-1).state
    assert state.phase is Phase.END_OF_TURN and to_move(state) == 0
    step = act(state, 0, EXCHANGE, card="beat-thrust")
    state, _ = settle(step.state)
    assert to_move(state) == 1 and len(state.fencers[0].hand) == 3


def test_retreat_is_two_sections_back_as_one_action_with_a_card_change() -> None:
    """ "This option allows the player to move the miniature fencer back 2 squares on the strip and
    have it count as 1 action only. In addition, the player can choose to discard one card ...
    However, if the DISCARD/DRAW action has already been used during the turn, then the RETREAT
    action is carried out without the card change" (Advanced, Retreat)."""
    state = table((HAND, HAND), level=Level.ADVANCED, positions=(4, 6))
    state, _ = play(state, (0, EXCHANGE, "beat-thrust"))
    retreats = [a for a in legal_actions(state) if a.kind is ActionKind.RETREAT]
    assert [a.card for a in retreats] == [None]
    state = act(state, 0, ActionKind.RETREAT).state
    assert state.positions == (2, 6) and to_move(state) == 1
    fresh = table((HAND, HAND), level=Level.ADVANCED)
    with_change = act(fresh, 0, ActionKind.RETREAT, card="beat-thrust")
    assert EventKind.DISCARDED in kinds(list(with_change.events))


def test_retreat_is_advanced_only() -> None:
    """Retreat is among the Advanced mode's "new ones" (Advanced, Play the Game)."""
    state = table((HAND, HAND))
    assert all(a.kind is not ActionKind.RETREAT for a in legal_actions(state))
    with pytest.raises(RuleBroken):
        act(state, 0, ActionKind.RETREAT)
