"""The engine's ISMCTS plays Twenty-One with no policy of the game's own (``UniformPolicy``):
to the end from views only, for two and three seats, honestly, and sensibly (issue 28).

Twenty-One has chance draws and a face-down first card (``tests/engine/twenty_one/rules.py``),
so the search meets ``CHANCE`` nodes, an outcome dealt face down to another seat, and more
than two seats, with nothing written for the game but its rules.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.game import CHANCE
from audatia_qt.engine.search.ismcts import ISMCTSBot, Level
from audatia_qt.engine.search.policy import UniformPolicy
from audatia_qt.games.catalogue import GAMES
from tests.engine.twenty_one.entry import TWENTY_ONE
from tests.engine.twenty_one.rules import Config, Move, State, TwentyOne, View

#: Enough iterations to tell drawing from standing; no clock, so a run is repeatable.
LEVEL = Level("twenty-one", iterations=120, seconds=None, mistake_rate=0.0)
#: A whole game's worth of decisions: fewer iterations, and a slip now and then.
QUICK = Level("twenty-one-quick", iterations=30, seconds=None, mistake_rate=0.2)


class _WatchedTwentyOne(TwentyOne):
    """Twenty-One that remembers every view the search dealt worlds for."""

    def __init__(self) -> None:
        self.dealt_for: list[View] = []

    def sample_world(self, view: View, rng: random.Random) -> State:
        self.dealt_for.append(view)
        return super().sample_world(view, rng)


def _bot(game: TwentyOne, level: Level = LEVEL) -> ISMCTSBot[State, Move, View]:
    return ISMCTSBot(game, level)


def _deal(game: TwentyOne, state: State, rng: random.Random) -> Move:
    """The match's roll: a chance outcome picked by its odds."""
    outcomes = game.chance_outcomes(state)
    return rng.choices([move for move, _ in outcomes], [odds for _, odds in outcomes])[0]


def _position(
    hands: Sequence[tuple[int, ...]], standing: Sequence[bool], turn: int, dealing: bool = False
) -> State:
    """A position in the middle of a game: ``dealing`` when ``turn`` drew and the card is next."""
    return State(Config(len(hands)), tuple(hands), tuple(standing), turn, dealing)


@pytest.mark.parametrize("seats", [2, 3])
@pytest.mark.parametrize("seed", range(3))
def test_the_search_plays_a_game_to_the_end_from_views_only(seats: int, seed: int) -> None:
    game = _WatchedTwentyOne()
    bot = _bot(game, QUICK)
    rng = random.Random(seed)
    state = game.new_state(Config(seats))
    decisions = 0
    while (seat := game.to_move(state)) is not None:
        if seat == CHANCE:
            action = _deal(game, state, rng)
        else:
            view, legal = game.observe(state, seat), game.legal_actions(state)
            game.dealt_for.clear()
            action = bot.choose(view, legal, rng)
            assert action in legal
            assert bot.last_result is not None
            assert bot.last_result.iterations == QUICK.iterations
            # Every world it searched was dealt from the view it was given, and no other.
            assert game.dealt_for and all(dealt is view for dealt in game.dealt_for)
            decisions += 1
        state = game.apply(state, action).state
    returns = game.returns(state)
    assert returns is not None and len(returns) == seats
    assert sum(returns) == pytest.approx(1.0)
    assert decisions >= seats


def test_the_game_list_gives_a_searching_player_that_finishes_a_game() -> None:
    """The toy game's entry offers the search by name, and it plays every seat to the end."""
    entry = Catalogue((*GAMES, TWENTY_ONE)).entry("twenty-one")
    game = entry.game
    assert isinstance(game, TwentyOne)
    bots = [entry.make_bot("ismcts:normal") for _ in range(2)]
    assert all(isinstance(bot, ISMCTSBot) for bot in bots)
    rng = random.Random(11)
    state = game.new_state(Config(2))
    while (seat := game.to_move(state)) is not None:
        if seat == CHANCE:
            action = _deal(game, state, rng)
        else:
            action = bots[seat].choose(game.observe(state, seat), game.legal_actions(state), rng)
        state = game.apply(state, action).state
    assert game.returns(state) is not None


def test_the_opponents_face_down_card_does_not_change_the_decision() -> None:
    """Two true states that differ only in the opponent's face-down card look the same to the
    searcher, and the search decides the same from them, visit for visit."""
    game = TwentyOne()
    low = _position([(4, 9), (3, 9)], [False, False], 0)
    high = _position([(4, 9), (8, 9)], [False, False], 0)
    view = game.observe(low, 0)
    assert game.observe(high, 0) == view
    picks = []
    for state in (low, high):
        bot = _bot(game)
        choice = bot.choose(game.observe(state, 0), game.legal_actions(state), random.Random(7))
        assert bot.last_result is not None
        picks.append((choice, bot.last_result.moves))
    assert picks[0] == picks[1]


def test_a_card_dealt_face_down_to_another_seat_is_one_move_to_the_searcher() -> None:
    """The chance deal of another seat's first card shares one key, whatever the card, so it
    cannot split the tree; a face-up deal, and any deal to the searcher, keeps its card."""
    game = TwentyOne()
    policy = UniformPolicy(game)
    first_to_one = _position([(5, 6), ()], [False, False], 1, dealing=True)
    deals = [move for move, _ in game.chance_outcomes(first_to_one)]
    assert len(deals) == 10
    assert len({policy.hidden_key(deal, first_to_one, 0) for deal in deals}) == 1
    assert len({policy.hidden_key(deal, first_to_one, 1) for deal in deals}) == 10
    second_to_one = _position([(5, 6), (7,)], [False, False], 1, dealing=True)
    deals = [move for move, _ in game.chance_outcomes(second_to_one)]
    assert len({policy.hidden_key(deal, second_to_one, 0) for deal in deals}) == len(deals)
    # The searcher's own moves are themselves.
    mine = _position([(5, 6), (7,)], [False, False], 0)
    assert policy.hidden_key(Move(0, "stand"), mine, 0) == Move(0, "stand")


#: Positions for the searcher (the seat to move): its hand, the others' hands and whether they
#: stand, and the move any sensible player makes. On 20 or 21 a draw almost surely busts; on
#: eleven or less it cannot bust, and more is never worse when the others' totals are unseen.
POSITIONS: tuple[tuple[list[tuple[int, ...]], list[bool], int, str], ...] = (
    ([(10, 10), (7, 9)], [False, True], 0, "stand"),
    ([(10, 10), (4, 6)], [False, False], 0, "stand"),
    ([(9, 10, 2), (7, 9)], [False, True], 0, "stand"),
    ([(6, 10, 5), (4, 6)], [False, False], 0, "stand"),
    ([(2, 3), (7, 9)], [False, True], 0, "draw"),
    ([(5, 4), (4, 6)], [False, False], 0, "draw"),
    ([(1, 7), (7, 9)], [False, True], 0, "draw"),
    ([(10,), (4, 6)], [False, False], 0, "draw"),
    # Three seats, the searcher in the middle or last.
    ([(7, 9), (10, 10), (5, 5)], [True, False, False], 1, "stand"),
    ([(7, 9), (3, 4), (5, 5)], [True, False, False], 1, "draw"),
    ([(4, 6), (8, 2), (10, 1, 10)], [False, False, False], 2, "stand"),
    ([(4, 6), (8, 2), (2, 2, 3)], [False, False, False], 2, "draw"),
)


def test_the_search_stands_on_twenty_and_draws_on_small_totals() -> None:
    game = TwentyOne()
    sensible = 0
    for index, (hands, standing, turn, move) in enumerate(POSITIONS):
        state = _position(hands, standing, turn)
        choice = _bot(game).choose(
            game.observe(state, turn), game.legal_actions(state), random.Random(index)
        )
        sensible += choice == Move(turn, move)
    assert sensible >= len(POSITIONS) - 1
