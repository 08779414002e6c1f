"""The setup of each level (seed 002, Tutorial, Basic and Advanced "Game Setup") and the config's
checks."""

from __future__ import annotations

import pytest

from audatia_qt.engine.game import CHANCE
from audatia_qt.games.ready_fence.rules import (
    Action,
    ActionKind,
    Config,
    EventKind,
    Guard,
    Level,
    Phase,
    apply,
    chance_outcomes,
    legal_actions,
    new_game,
    to_move,
)
from audatia_qt.games.ready_fence.rules.cards import Effect
from audatia_qt.games.ready_fence.rules.strip import ON_GUARD
from tests.games.ready_fence.cardsets import standard_cards
from tests.games.ready_fence.tables import settle


def dealt(level: Level, target: int = 5):  # type: ignore[no-untyped-def]
    """A new bout of ``level`` with its hands dealt."""
    state, _ = settle(new_game(Config(standard_cards(), level, target)))
    return state


@pytest.mark.parametrize("level", list(Level))
def test_on_guard_stamina_six_round_one_point_in_line(level: Level) -> None:
    """ "Place on the board: the miniature fencers behind the bold lines on the strip marking the
    on guard position; both Stamina tokens on the indicators starting on 6; the Round marker
    starting on 1; and, the Weapon Position tokens ... starting with the Point-in-Line" (Game
    Setup; ruling RF-7)."""
    state = dealt(level)
    assert state.positions == ON_GUARD
    assert all(f.stamina == 6 and f.guard is Guard.LINE and f.score == 0 for f in state.fencers)
    assert state.period == 1


@pytest.mark.parametrize("level", list(Level))
def test_each_player_is_dealt_six_hidden_cards(level: Level) -> None:
    """ "Each player is dealt a hand of 6 cards drawn from a prepared deck" (How to Play); "Each
    player draws 6 cards from the deck as the initial hand of cards. The cards must be
    kept hidden from the opponent" (Tutorial, Game Setup); Advanced: "each player is dealt 6
    cards"; every draw is chance's (ruling RF-9)."""
    state = new_game(Config(standard_cards(), level, 5))
    assert to_move(state) == CHANCE
    state = dealt(level)
    assert [len(f.hand) for f in state.fencers] == [6, 6]


def test_basic_players_hold_the_yellow_straight_thrust_and_five_more() -> None:
    """ "Each player shall be given one of these two cards, which must be kept in-hand. Shuffle
    the deck and deal 5 cards to each player, in addition to the Straight Thrust card" (Basic,
    Game Setup)."""
    state = new_game(Config(standard_cards(), Level.BASIC, 5))
    cards = state.config.cards.cards
    for fencer in state.fencers:
        assert [cards[i].has(Effect.KEPT_IN_HAND) for i in fencer.hand] == [True]
    assert len(state.chance) == 10


def test_only_the_levels_cards_are_dealt() -> None:
    """Tutorial: "Prepare the game card deck with all the cards labeled with the T icon"; Basic:
    "The remaining cards with the T symbols are to be left in the box"."""
    for level in (Level.TUTORIAL, Level.BASIC):
        state = dealt(level)
        level_cards = set(state.config.level_cards)
        placed = set(state.stock) | {i for f in state.fencers for i in f.hand}
        assert placed == level_cards


def test_the_timer_deck() -> None:
    """Basic: "take 12 additional cards to be placed face down in the Timer countdown space";
    Tutorial: the shuffled T deck is placed "on the space named Time countdown" (ruling RF-9,
    RF-10)."""
    assert _after_setup(Level.BASIC).timer == 12
    assert _after_setup(Level.ADVANCED).timer == 12
    tutorial = _after_setup(Level.TUTORIAL)
    assert tutorial.timer == len(tutorial.stock)


def _after_setup(level: Level):  # type: ignore[no-untyped-def]
    """Both hands kept, the coin tossed."""
    state = dealt(level)
    for seat in (0, 1):
        state = apply(state, Action(seat, ActionKind.KEEP_HAND)).state
    state, _ = settle(state)
    return state


def test_one_mulligan_each_returns_the_hand_and_draws_anew() -> None:
    """ "Each player has just one opportunity to declare a Mulligan - that is, to replace his
    initial hand of cards by discarding them. The discarded cards are put back in the deck and
    reshuffled and then the player draws 6 new ones" (Tutorial, Game Setup)."""
    state = dealt(Level.TUTORIAL)
    assert state.phase is Phase.MULLIGAN and to_move(state) == 0
    step = apply(state, Action(0, ActionKind.MULLIGAN))
    assert step.state.fencers[0].hand == ()
    assert sum(1 for c in step.state.chance if c.seat == 0) == 6
    state, _ = settle(step.state)
    assert len(state.fencers[0].hand) == 6 and to_move(state) == 1
    assert legal_actions(state) == (Action(1, ActionKind.KEEP_HAND), Action(1, ActionKind.MULLIGAN))


def test_basic_mulligan_keeps_the_straight_thrust() -> None:
    """ "each player can declare a Mulligan to change his starting hand of cards by discarding 5
    of them (while keeping the Straight Thrust card)" (Basic, Game Setup)."""
    state = dealt(Level.BASIC)
    kept = state.fencers[0].hand[0]
    step = apply(state, Action(0, ActionKind.MULLIGAN))
    assert step.state.fencers[0].hand == (kept,)
    assert next(e for e in step.events if e.kind is EventKind.MULLIGAN).amount == 5


def test_the_initiative_coin_selects_the_starting_player() -> None:
    """ "Toss the Initiative coin to select the starting player. From now the turn will be
    maintained" (Game Setup)."""
    state = dealt(Level.BASIC)
    for seat in (0, 1):
        state = apply(state, Action(seat, ActionKind.KEEP_HAND)).state
    outcomes = chance_outcomes(state)
    assert [(a.kind, a.seat, odds) for a, odds in outcomes] == [
        (ActionKind.COIN, 0, 0.5),
        (ActionKind.COIN, 1, 0.5),
    ]
    after = apply(state, outcomes[1][0]).state
    assert after.phase is Phase.TURN and to_move(after) == 1


@pytest.mark.parametrize(
    ("level", "target", "periods"),
    [
        (Level.TUTORIAL, 5, 1),
        (Level.TUTORIAL, 10, 1),
        (Level.TUTORIAL, 15, 1),
        (Level.BASIC, 5, 1),
        (Level.BASIC, 10, 2),
        (Level.ADVANCED, 5, 1),
        (Level.ADVANCED, 15, 3),
    ],
)
def test_scores_and_periods(level: Level, target: int, periods: int) -> None:
    """Tutorial: "Select the score to be reached to win the bout: 5 points (Pools), 10 or 15";
    Basic: "up to 5 points (1 bout period) ... up to 10 points (2 bout periods)"; Advanced: "up
    to 5 points (one bout period) ... up to 15 points (three bout periods)" (ruling RF-15)."""
    assert Config(standard_cards(), level, target).periods == periods


@pytest.mark.parametrize(("level", "target"), [(Level.BASIC, 15), (Level.ADVANCED, 10)])
def test_a_score_the_level_does_not_play_is_refused(level: Level, target: int) -> None:
    """Basic plays to 5 or 10, Advanced to 5 or 15 (each level's "Select the score")."""
    with pytest.raises(ValueError, match="is played to"):
        Config(standard_cards(), level, target)
