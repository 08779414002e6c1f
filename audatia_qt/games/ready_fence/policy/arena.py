"""Computer fencers against each other: whole bouts played headless through the engine's
``Match`` (every draw and the coin made by the match, as at the table), with each decision's
time, the win rates with their 95% Wilson intervals (Wilson 1927), and Wald's sequential
probability ratio test (SPRT, Wald 1945) as a stopping rule, as bench/ready_fence_arena.py
reports them.

Every bot sees only its seat's view (``Game.observe``); the seeds fix chance and the bots'
generators, so a bout replays exactly under an iteration budget.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.ready_fence.game import ReadyFenceGame
from audatia_qt.games.ready_fence.rules import Action, Config, View
from audatia_qt.games.ready_fence.rules.state import ChanceKind, Phase, State

#: More decisions than any bout takes (a guard against a rules bug looping, never reached).
MAX_DECISIONS = 20_000


@dataclass(frozen=True, slots=True)
class BoutRecord:
    """One bout: each seat's result and every decision's time, by seat."""

    returns: tuple[float, ...]
    times: tuple[tuple[int, float], ...]
    """(seat, seconds) for each decision with more than one legal move."""
    starter: int
    """The seat the Initiative coin chose to start the bout (rulebook, "Game Setup": "Toss
    the Initiative coin to select the starting player")."""


def _starter(state: State) -> int | None:
    """The starting seat once the Initiative coin has chosen it, else None."""
    if state.phase is not Phase.TURN:
        return None
    if any(step.kind is ChanceKind.COIN_FIRST for step in state.chance):
        return None
    return state.turn


def play_bout(
    config: Config,
    bots: Sequence[Bot[View, Action]],
    chance_seed: int,
    bot_seed: int,
    clock: Callable[[], float] = time.perf_counter,
) -> BoutRecord:
    """``config`` fenced to the end, ``bots[seat]`` deciding for each seat."""
    game = ReadyFenceGame()
    setup = MatchSetup(game, config, players=(SeatKind.COMPUTER,) * 2, chance_seed=chance_seed)
    match = Match(setup)
    rng = random.Random(bot_seed)
    times: list[tuple[int, float]] = []
    starter: int | None = None
    decisions = 0
    while (seat := match.to_move()) is not None:
        if starter is None:
            starter = _starter(match.state)
        decisions += 1
        if decisions > MAX_DECISIONS:
            raise RuntimeError(
                f"no end after {MAX_DECISIONS} decisions (chance seed {chance_seed})"
            )
        legal = match.legal_actions()
        start = clock()
        action = bots[seat].choose(game.observe(match.state, seat), legal, rng)
        if len(legal) > 1:
            times.append((seat, clock() - start))
        match.play(action)
    returns = match.returns()
    assert returns is not None
    if starter is None:
        raise RuntimeError(f"a bout ended before its first turn (chance seed {chance_seed})")
    return BoutRecord(returns, tuple(times), starter)


def duel(
    make_a: Callable[[], Bot[View, Action]],
    make_b: Callable[[], Bot[View, Action]],
    config: Config,
    game_number: int,
    seed: int = 0,
) -> tuple[float, list[float], list[float]]:
    """Bout ``game_number`` of a duel: bot A at seat 0 in even bouts and seat 1 in odd ones
    (the same chance seed, ``game_number // 2``, fenced both ways); A's result and both sides'
    decision times."""
    deal = game_number // 2
    a_seat = game_number % 2
    bots = [make_b(), make_b()]
    bots[a_seat] = make_a()
    record = play_bout(config, bots, chance_seed=seed + deal, bot_seed=seed + game_number)
    a_times = [seconds for seat, seconds in record.times if seat == a_seat]
    b_times = [seconds for seat, seconds in record.times if seat != a_seat]
    return record.returns[a_seat], a_times, b_times
