"""Ready...Fence!'s computer strengths and the arena's balance figures (issue 30, "Normal
beats random >= 90%, Hard beats Normal >= 55%; p95 decision <= 1 s" and "each seat and the
initiative 45-55% between equal computer players"): the levels' budgets in order, the
heuristic's leanings, and the bout record naming who held the initiative."""

from __future__ import annotations

import random

import pytest

from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.ready_fence.game import ReadyFenceGame
from audatia_qt.games.ready_fence.policy.arena import play_bout
from audatia_qt.games.ready_fence.policy.heuristic import evaluate
from audatia_qt.games.ready_fence.policy.levels import LEVELS
from audatia_qt.games.ready_fence.rules import Level
from audatia_qt.games.ready_fence.rules.events import EventKind
from audatia_qt.games.ready_fence.rules.state import Phase, evolve
from tests.games.ready_fence.sessions import config

GAME = ReadyFenceGame()


def test_each_stronger_level_searches_more_and_slips_less() -> None:
    easy, normal, hard = LEVELS["easy"], LEVELS["normal"], LEVELS["hard"]
    assert easy.iterations < normal.iterations < hard.iterations
    assert easy.mistake_rate > normal.mistake_rate > hard.mistake_rate == 0.0
    for level in (easy, normal, hard):
        # Every level is capped by the clock under the one second a decision may take.
        assert level.seconds is not None and level.seconds < 1.0
    assert easy.seconds is not None and normal.seconds is not None
    assert hard.seconds is not None and easy.seconds <= normal.seconds < hard.seconds


def _turn_state(seed: int) -> Match:
    match = Match(MatchSetup(GAME, config(Level.BASIC), players=None, chance_seed=seed))
    rng = random.Random(seed)
    while match.state.phase is not Phase.TURN:
        legal = match.legal_actions()
        match.play(legal[rng.randrange(len(legal))])
    return match


def test_a_touch_ahead_and_a_faster_phrase_raise_the_odds() -> None:
    state = _turn_state(3).state
    seat = state.turn
    even = evaluate(state, seat)
    assert even == pytest.approx(1 - evaluate(state, 1 - seat))
    me = state.fencers[seat]
    ahead = state.with_fencer(seat, evolve(me, score=me.score + 1))
    assert evaluate(ahead, seat) > even
    assert evaluate(ahead, 1 - seat) < 1 - even + 1e-9
    # The same lead is worth more as the touches still needed run out.
    them = ahead.fencers[1 - seat]
    late = ahead.with_fencer(seat, evolve(me, score=3)).with_fencer(1 - seat, evolve(them, score=2))
    assert evaluate(late, seat) > evaluate(ahead, seat)


def test_a_bout_over_is_judged_by_its_result() -> None:
    state = _turn_state(4).state
    won = evolve(state, result=(1.0, 0.0))
    assert evaluate(won, 0) == 1.0 and evaluate(won, 1) == 0.0


def _coin_seat(chance_seed: int, bot_seed: int) -> int:
    """The starting seat as the Initiative coin's event tells it, replaying ``play_bout``'s
    bout (random fencers, the same seeds) to the first turn."""
    setup = MatchSetup(
        GAME, config(Level.TUTORIAL), players=(SeatKind.COMPUTER,) * 2, chance_seed=chance_seed
    )
    match = Match(setup)
    rng = random.Random(bot_seed)
    bots = [RandomBot(), RandomBot()]
    while True:
        for ply in match.plies:
            for event in ply.events:
                if event.kind is EventKind.COIN and not event.priority:
                    return int(event.seat)
        seat = match.to_move()
        assert seat is not None
        match.play(bots[seat].choose(GAME.observe(match.state, seat), match.legal_actions(), rng))


def test_the_bout_record_names_the_seat_the_coin_chose_to_start() -> None:
    starters = set()
    for seed in range(8):
        record = play_bout(config(Level.TUTORIAL), [RandomBot(), RandomBot()], seed, seed)
        assert record.starter == _coin_seat(seed, seed)
        starters.add(record.starter)
    assert starters == {0, 1}  # the coin falls both ways over eight bouts
