"""How strong a computer player is, measured: the figures every game's arena and bench print.

A win rate's 95% interval (Wilson), a decision time's percentile, Wald's sequential test of a
win rate, and the tally one side keeps over a series of games. Pure Python and game-neutral:
each game's ``policy/arena.py`` plays its own games and counts them here.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Sequence
from dataclasses import dataclass, field


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
    """Games won by one side (a draw counts a half), and its decisions' times."""

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
