"""Computer heroes against each other: whole games played headless through the engine's
``Match`` (the rolls made by the match, as at the table), with each decision's time, and the
win rates with their 95% Wilson intervals (Wilson 1927), as ``audatia arena --game swordplay``
and bench/swordplay_arena.py report them.

Every bot sees only its seat's view (``Game.observe``); the seeds fix the deal, the die and the
bots' generators, so a game replays exactly under an iteration budget.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.swordplay.game import SwordplayGame
from audatia_qt.games.swordplay.rules import Action, Config, View

#: More decisions than any game takes (a guard against a rules bug looping, never reached).
MAX_DECISIONS = 5_000


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game: each seat's result and every decision's time, by seat."""

    returns: tuple[float, ...]
    times: tuple[tuple[int, float], ...]
    """(seat, seconds) for each decision with more than one legal move."""
    decisions: int


def play_game(
    config: Config,
    bots: Sequence[Bot[View, Action]],
    chance_seed: int,
    bot_seed: int,
    clock: Callable[[], float] = time.perf_counter,
) -> GameRecord:
    """``config`` played to the end, ``bots[seat]`` deciding for each seat that decides (the
    monster's seat never does: the rules drive it, ruling SP-1)."""
    game = SwordplayGame()
    players = (SeatKind.COMPUTER,) * config.seat_count
    setup = MatchSetup(game, config, players=players, chance_seed=chance_seed)
    match = Match(setup)
    rng = random.Random(bot_seed)
    times: list[tuple[int, float]] = []
    decisions = 0
    while (seat := match.to_move()) is not None:
        decisions += 1
        if decisions > MAX_DECISIONS:
            raise RuntimeError(f"no end after {MAX_DECISIONS} decisions (seed {config.seed})")
        legal = match.legal_actions()
        start = clock()
        action = bots[seat].choose(game.observe(match.state, seat), legal, rng)
        if len(legal) > 1:
            times.append((seat, clock() - start))
        match.play(action)
    returns = match.returns()
    assert returns is not None
    return GameRecord(returns, tuple(times), decisions)


def duel(
    make_a: Callable[[], Bot[View, Action]],
    make_b: Callable[[], Bot[View, Action]],
    config_for: Callable[[int], Config],
    game_number: int,
    seed: int = 0,
) -> tuple[float, list[float], list[float]]:
    """Game ``game_number`` of a two-hero duel: bot A at seat 0 in even games and seat 1 in
    odd ones (the same deal, ``game_number // 2``, and the same die played both ways), the
    die's and the bots' seeds counted from ``seed``; A's result and both sides' decision
    times."""
    deal = game_number // 2
    a_seat = game_number % 2
    bots = [make_b(), make_b()]
    bots[a_seat] = make_a()
    record = play_game(config_for(deal), bots, chance_seed=seed + deal, bot_seed=seed + game_number)
    a_times = [seconds for seat, seconds in record.times if seat == a_seat]
    b_times = [seconds for seat, seconds in record.times if seat != a_seat]
    return record.returns[a_seat], a_times, b_times
