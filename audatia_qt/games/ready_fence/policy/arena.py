"""Computer fencers against each other: whole bouts played headless through the engine's
``Match`` (every draw and the coin made by the match, as at the table), with each decision's
time, the win rates with their 95% Wilson intervals (Wilson 1927), and Wald's sequential
probability ratio test (SPRT, Wald 1945) as a stopping rule, as bench/ready_fence_arena.py
reports them.

Every bot sees only its seat's view (``Game.observe``); the seeds fix chance and the bots'
generators, so a bout replays exactly under an iteration budget.
"""

from __future__ import annotations

import enum
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.ready_fence.game import ReadyFenceGame
from audatia_qt.games.ready_fence.rules import Action, Config, View

#: More decisions than any bout takes (a guard against a rules bug looping, never reached).
MAX_DECISIONS = 20_000


@dataclass(frozen=True, slots=True)
class BoutRecord:
    """One bout: each seat's result and every decision's time, by seat."""

    returns: tuple[float, ...]
    times: tuple[tuple[int, float], ...]
    """(seat, seconds) for each decision with more than one legal move."""


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
    decisions = 0
    while (seat := match.to_move()) is not None:
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
    return BoutRecord(returns, tuple(times))


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate (Wilson 1927): sound for small samples and for
    rates near 0 or 1, unlike the normal approximation."""
    if trials == 0:
        return 0.0, 1.0
    rate = successes / trials
    denominator = 1 + z * z / trials
    centre = (rate + z * z / (2 * trials)) / denominator
    spread = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - spread), min(1.0, centre + spread)


def percentile(values: Sequence[float], share: float) -> float:
    """The ``share`` percentile of ``values`` (nearest rank); 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]


class Verdict(enum.Enum):
    """Where a sequential test stands."""

    GOING = "undecided"
    PASSED = "accept H1"
    FAILED = "accept H0"


@dataclass(frozen=True, slots=True)
class Sprt:
    """Wald's SPRT of a win rate: H0 ``p = p0`` against H1 ``p = p1`` (``p1 > p0``) with error
    rates ``alpha`` (passing a bot at ``p0``) and ``beta`` (failing one at ``p1``). A draw
    counts as half a win, half a loss."""

    p0: float
    p1: float
    alpha: float = 0.05
    beta: float = 0.05

    def llr(self, wins: float, games: int) -> float:
        """The log-likelihood ratio of H1 to H0 after ``wins`` in ``games``."""
        losses = games - wins
        return wins * math.log(self.p1 / self.p0) + losses * math.log((1 - self.p1) / (1 - self.p0))

    def bounds(self) -> tuple[float, float]:
        """The lower (accept H0) and upper (accept H1) bounds of the ratio."""
        return math.log(self.beta / (1 - self.alpha)), math.log((1 - self.beta) / self.alpha)

    def verdict(self, wins: float, games: int) -> Verdict:
        low, high = self.bounds()
        ratio = self.llr(wins, games)
        if ratio >= high:
            return Verdict.PASSED
        if ratio <= low:
            return Verdict.FAILED
        return Verdict.GOING


@dataclass
class Tally:
    """Bouts won by one side, and its decisions' times."""

    games: int = 0
    wins: float = 0.0
    times: list[float] = field(default_factory=list)

    def add(self, won: float, times: Sequence[float]) -> None:
        self.games += 1
        self.wins += won
        self.times.extend(times)

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)


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
