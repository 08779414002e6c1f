"""The end of a bout (seed 002, "Double Touch", "End of Game", "Priority", Advanced Game Mode's
periods)."""

from __future__ import annotations

from audatia_qt.engine.game import CHANCE
from audatia_qt.games.ready_fence.rules import (
    Action,
    ActionKind,
    EventKind,
    Level,
    Phase,
    apply,
    legal_actions,
    to_move,
)
from audatia_qt.games.ready_fence.rules.state import evolve
from audatia_qt.games.ready_fence.rules.strip import ON_GUARD
from tests.games.ready_fence.tables import act, at_lunge, kinds, play, table

ATTACK, ANSWER, YIELD, EXCHANGE = (
    ActionKind.ATTACK,
    ActionKind.ANSWER,
    ActionKind.YIELD,
    ActionKind.EXCHANGE,
)
THRUSTS = ("straight-thrust-3", "straight-thrust-5", "beat-thrust")
STOPS = ("stop-hit-5", "stop-hit-4", "beat-thrust")


def test_the_bout_ends_when_the_score_is_reached() -> None:
    """ "The game ends when one of the players scores the last touch" (End of Game)."""
    state = at_lunge(hands=(THRUSTS, STOPS), scores=(4, 2))
    state, events = play(state, (0, ATTACK, "straight-thrust-5"), (1, YIELD))
    assert state.phase is Phase.OVER and state.result == (1.0, 0.0)
    assert to_move(state) is None and legal_actions(state) == ()
    assert kinds(events)[-1] is EventKind.WON


def test_double_touch_at_four_all_is_not_counted() -> None:
    """ "If the score between the players ties at 4, 9, or at 14, a double touch is not counted and
    the two fencers maintain their positions (at the time of the double touch) and fence until
    sudden death" (Double Touch; ruling RF-23)."""
    state = at_lunge(hands=(THRUSTS, STOPS), scores=(4, 4))
    state, events = play(state, (0, ATTACK, "straight-thrust-5"), (1, ANSWER, "stop-hit-5"))
    assert EventKind.DOUBLE_VOID in kinds(events)
    assert (state.fencers[0].score, state.fencers[1].score) == (4, 4)
    assert state.positions == (4, 6) and state.phase is Phase.TURN


def test_double_touch_one_short_of_ten_and_not_four_all_to_fifteen() -> None:
    """The three ties "4, 9, or 14" are one touch short of the bouts to 5, 10 and 15 (ruling
    RF-23)."""
    ten = at_lunge(hands=(THRUSTS, STOPS), scores=(9, 9), target=10)
    ten, events = play(ten, (0, ATTACK, "straight-thrust-5"), (1, ANSWER, "stop-hit-5"))
    assert EventKind.DOUBLE_VOID in kinds(events)
    fifteen = at_lunge(hands=(THRUSTS, STOPS), scores=(4, 4), target=15, level=Level.ADVANCED)
    fifteen, _ = play(fifteen, (0, ATTACK, "straight-thrust-5"), (1, ANSWER, "stop-hit-5"))
    assert (fifteen.fencers[0].score, fifteen.fencers[1].score) == (5, 5)


def test_when_the_timer_runs_out_the_higher_score_wins() -> None:
    """ "In a 5-point bout, there is only 1 bout period. The game ends when the last card from the
    Timer countdown deck is drawn and the player with the highest score wins" (Basic, End of
    Game)."""
    state = table((THRUSTS, STOPS), scores=(2, 1), timer=1)
    state, _ = play(state, (0, EXCHANGE, "beat-thrust"))
    assert state.phase is Phase.OVER and state.result == (1.0, 0.0)


def test_a_second_period_in_a_bout_to_ten() -> None:
    """ "In a 10-point bout there are 2 bout periods. The first bout period is over when Timer
    countdown deck is depleted of cards. Then, all the cards with the B symbol (except those
    still in players' hands) are collected and shuffled again to form a new Timer countdown deck.
    At this point, the second round starts with each player having 6 Stamina Points" (Basic,
    End of Game; ruling RF-15)."""
    state = table((THRUSTS, STOPS), scores=(2, 1), timer=1, target=10, stamina=(2, 3))
    state = evolve(state, fencers=(evolve(state.fencers[0], position=4), state.fencers[1]))
    state, events = play(state, (0, EXCHANGE, "beat-thrust"))
    assert EventKind.PERIOD in kinds(events) and state.period == 2
    assert state.timer == 12 and [f.stamina for f in state.fencers] == [6, 6]
    assert state.positions == ON_GUARD and state.fencers[0].discards == ()
    assert to_move(state) == 1


def test_advanced_periods_refill_stamina_to_six_five_four() -> None:
    """ "the stamina recovery will amount to 5 points (instead of 6) at the start of second bout
    period and to 4 points (instead of 5) at the beginning of the third bout period" (Advanced
    Game Mode)."""
    state = table((THRUSTS, STOPS), level=Level.ADVANCED, target=15, timer=1)
    state, _ = play(state, (0, EXCHANGE, "beat-thrust"))
    assert state.period == 2 and [f.stamina for f in state.fencers] == [5, 5]
    state = evolve(state, timer=1)
    state, _ = play(state, (1, EXCHANGE, "beat-thrust"))
    assert state.period == 3 and [f.stamina for f in state.fencers] == [4, 4]


def test_a_tie_goes_to_the_overtime_with_the_initiative_coin() -> None:
    """ "If at the end of the final bout period the players are tied, an overtime bout will be
    played. The Players will keep the cards they have in-hand, reshuffle the cards discarded and
    randomly select from them 4 cards to create a 4-card-Timer countdown deck. Before starting
    the overtime bout period, the players will toss the Initiative coin to determine which one of
    them has the Priority" (Priority; ruling RF-17)."""
    state = table((THRUSTS, STOPS), scores=(2, 2), timer=1)
    hands = (state.fencers[0].hand, state.fencers[1].hand)
    step = act(state, 0, EXCHANGE, card="beat-thrust")
    state = apply(step.state, next(iter(legal_actions(step.state)))).state
    assert state.overtime and to_move(state) == CHANCE
    assert [a.kind for a in legal_actions(state)] == [ActionKind.COIN, ActionKind.COIN]
    state = apply(state, Action(1, ActionKind.COIN)).state
    assert state.priority == 1 and state.timer == min(4, len(state.stock))
    assert state.fencers[1].hand == hands[1]


def test_priority_wins_when_the_overtime_timer_runs_out() -> None:
    """ "If both players fail to score a point before the Timer countdown deck is depleted of
    cards, the player who was assigned the Priority wins the match" (Priority)."""
    state = evolve(table((THRUSTS, STOPS), scores=(2, 2), timer=1), overtime=True, priority=1)
    state, _ = play(state, (0, EXCHANGE, "beat-thrust"))
    assert state.phase is Phase.OVER and state.result == (0.0, 1.0)


def test_in_the_overtime_the_first_point_wins_and_a_double_does_not_count() -> None:
    """ "The match is won by the first player to score a point" (Priority; ruling RF-24)."""
    base = evolve(at_lunge(hands=(THRUSTS, STOPS), scores=(2, 2)), overtime=True, priority=1)
    double, events = play(base, (0, ATTACK, "straight-thrust-5"), (1, ANSWER, "stop-hit-5"))
    assert EventKind.DOUBLE_VOID in kinds(events) and double.phase is Phase.TURN
    won, _ = play(base, (0, ATTACK, "straight-thrust-5"), (1, ANSWER, "stop-hit-4"))
    assert won.result == (1.0, 0.0)


def test_tutorial_tie_goes_on_until_a_touch_or_no_cards() -> None:
    """ "The game ends when one of the players scores the last touch or when the time runs out
    (Timer countdown deck is depleted of cards). In case of a tie, the game continues until all
    cards in hand are played. The first player to score a valid touch wins the game or the one
    who is left without cards loses the game, whichever comes first" (Tutorial, End of Game;
    ruling RF-25)."""
    hand_a = ("straight-thrust-5",)
    hand_b = ("stop-hit-5", "beat-thrust")
    state = at_lunge(hands=(hand_a, hand_b), level=Level.TUTORIAL, timer=0)
    state = evolve(state, overtime=True)
    state, events = play(state, (0, ATTACK, "straight-thrust-5"), (1, ANSWER, "stop-hit-5"))
    assert EventKind.DOUBLE_VOID in kinds(events)
    assert state.phase is Phase.OVER and state.result == (0.0, 1.0)


def test_tutorial_timer_out_decides_by_score() -> None:
    """ "The game ends ... when the time runs out (Timer countdown deck is depleted of cards)"
    (Tutorial, End of Game)."""
    state = at_lunge(hands=(THRUSTS, STOPS), level=Level.TUTORIAL, scores=(0, 2), timer=2)
    state, events = play(state, (0, ATTACK, "straight-thrust-5"), (1, ANSWER, "stop-hit-4"))
    assert kinds(events).count(EventKind.DREW) == 2 and EventKind.DREW_NOTHING in kinds(events)
    assert state.phase is Phase.OVER and state.result == (0.0, 1.0)


def test_time_runs_out_at_the_end_of_the_phrase() -> None:
    """ "the fencing phrase is independent from the game turns" (Fencing Phrase): when a phrase
    draws the timer's last card, it is fenced to its end before the period ends (ruling
    RF-29)."""
    hands = (("straight-thrust-3", "renewed-attack"), ("beat-thrust", "flick"))
    state = at_lunge(hands=hands, level=Level.ADVANCED, timer=1)
    state, _ = play(state, (0, ATTACK, "straight-thrust-3"), (1, ActionKind.DISTANCE))
    assert state.timer == 0 and state.phase is Phase.PHRASE and to_move(state) == 0
    state, events = play(state, (0, YIELD))
    assert EventKind.OVERTIME in kinds(events) and state.overtime
