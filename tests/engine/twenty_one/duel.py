"""Twenty-One as a series' game (``engine.search.series.PlayGame``): the toy game the
sequential test's tests play, quick and on iteration budgets only, so a series replays."""

from __future__ import annotations

import random
from dataclasses import dataclass

from audatia_qt.engine.game import CHANCE
from audatia_qt.engine.search.series import Played
from tests.engine.twenty_one.entry import make_bot
from tests.engine.twenty_one.rules import Config, Move, State, TwentyOne


def _dealt(game: TwentyOne, state: State, rng: random.Random) -> Move:
    """The card the deck gives, by its odds."""
    left = rng.random()
    outcomes = game.chance_outcomes(state)
    for move, odds in outcomes:
        left -= odds
        if left < 0:
            return move
    return outcomes[-1][0]


@dataclass(frozen=True, slots=True)
class TwentyOneDuel:
    """Game ``number``: A at seat 0 in even games and seat 1 in odd ones, the deck shuffled by
    ``seed + number // 2`` (one deal played both ways), the bots' generator by ``seed +
    number``."""

    bot_a: str
    bot_b: str
    seed: int

    def __call__(self, number: int) -> Played:
        game = TwentyOne()
        deal, a_seat = number // 2, number % 2
        bots = [make_bot(self.bot_b), make_bot(self.bot_b)]
        bots[a_seat] = make_bot(self.bot_a)
        deck, rng = random.Random(self.seed + deal), random.Random(self.seed + number)
        state = game.new_state(Config())
        while (seat := game.to_move(state)) is not None:
            if seat == CHANCE:
                move = _dealt(game, state, deck)
            else:
                move = bots[seat].choose(game.observe(state, seat), game.legal_actions(state), rng)
            state = game.apply(state, move).state
        returns = game.returns(state)
        assert returns is not None
        replay: tuple[tuple[str, str | int], ...] = (
            ("deal", deal),
            ("a_seat", a_seat),
            ("deck_seed", self.seed + deal),
            ("bot_seed", self.seed + number),
        )
        return Played(number, returns[a_seat], (), (), replay)
