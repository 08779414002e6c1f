"""How strong a computer player is, measured: the figures every game's arena and bench print.

A win rate's 95% interval (Wilson), a decision time's percentile, Wald's sequential test of a
win rate (on single games, and on game pairs as the chess engines' testing frameworks run it),
and the tallies one side keeps over a series of games. Pure Python and game-neutral: each game's
``policy/arena.py`` plays its own games and counts them here.
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


#: A pair's points for A, by the pentanomial's class: 0, a half, 1, one and a half, 2 points
#: of the pair's two games, as a score between 0 and 1.
PAIR_SCORES = (0.0, 0.25, 0.5, 0.75, 1.0)

#: What stands in for a class no pair has fallen in yet, so the likeliest laws below exist
#: for any counts (fishtest's ``LLRcalc.regularize`` does the same, with the same size).
_UNSEEN = 1e-3


@dataclass(frozen=True, slots=True)
class Sprt:
    """Wald's SPRT of a win rate: H0 ``p = p0`` against H1 ``p = p1`` (``p1 > p0``) with error
    rates ``alpha`` (passing a bot at ``p0``) and ``beta`` (failing one at ``p1``). A draw
    counts as half a win, half a loss. ``ValueError`` for rates outside (0, 1), ``p1`` not
    above ``p0``, or error rates outside (0, 0.5)."""

    p0: float
    p1: float
    alpha: float = 0.05
    beta: float = 0.05

    def __post_init__(self) -> None:
        if not 0.0 < self.p0 < self.p1 < 1.0:
            raise ValueError(f"SPRT needs 0 < p0 < p1 < 1, got p0={self.p0}, p1={self.p1}")
        if not (0.0 < self.alpha < 0.5 and 0.0 < self.beta < 0.5):
            raise ValueError(
                f"SPRT error rates lie between 0 and 0.5, got alpha={self.alpha}, beta={self.beta}"
            )

    def pair_llr(self, pairs: Sequence[int]) -> float:
        """The log-likelihood ratio of H1 to H0 after game pairs counted by their points for A
        (``pairs[k]``: pairs A scored ``PAIR_SCORES[k]`` in): the generalised SPRT on the
        pentanomial law of a pair, as fishtest and OpenBench test chess engines (Van den Bergh,
        "A collection of SPRT formulas"). A deal played both ways is one sample: the two games
        share the cards, so they are not independent, and counting them apart would overstate
        how sure the test is. Each hypothesis stands for the likeliest law of a pair whose mean
        score is its rate (a maximum-likelihood fit to the pairs seen)."""
        if len(pairs) != len(PAIR_SCORES):
            raise ValueError(f"pair counts need {len(PAIR_SCORES)} classes, got {len(pairs)}")
        if sum(pairs) == 0:
            return 0.0
        counts = [max(float(count), _UNSEEN) for count in pairs]
        total = sum(counts)
        seen = [count / total for count in counts]
        under_h0 = _likeliest_law(seen, self.p0)
        under_h1 = _likeliest_law(seen, self.p1)
        return sum(
            count * math.log(one / zero)
            for count, one, zero in zip(counts, under_h1, under_h0, strict=True)
        )

    def pair_verdict(self, pairs: Sequence[int]) -> Verdict:
        """Where the test stands after the pairs ``pair_llr`` reads."""
        return self._judge(self.pair_llr(pairs))

    def llr(self, wins: float, games: int) -> float:
        """The log-likelihood ratio of H1 to H0 after ``wins`` in ``games``."""
        losses = games - wins
        return wins * math.log(self.p1 / self.p0) + losses * math.log((1 - self.p1) / (1 - self.p0))

    def bounds(self) -> tuple[float, float]:
        """The lower (accept H0) and upper (accept H1) bounds of the ratio."""
        return math.log(self.beta / (1 - self.alpha)), math.log((1 - self.beta) / self.alpha)

    def verdict(self, wins: float, games: int) -> Verdict:
        return self._judge(self.llr(wins, games))

    def _judge(self, ratio: float) -> Verdict:
        low, high = self.bounds()
        if ratio >= high:
            return Verdict.PASSED
        if ratio <= low:
            return Verdict.FAILED
        return Verdict.GOING


def _likeliest_law(seen: Sequence[float], score: float) -> list[float]:
    """The law over ``PAIR_SCORES`` nearest to ``seen`` (largest likelihood of it) whose mean is
    ``score``: ``seen[k] / (1 + t (s_k - score))``, the Lagrange multiplier ``t`` found by
    bisection where the mean comes out right. The mean falls as ``t`` rises, so the root is
    one, inside the range that keeps every weight positive."""
    gaps = [pair_score - score for pair_score in PAIR_SCORES]
    low, high = -1.0 / max(gaps), -1.0 / min(gaps)

    def mean_gap(t: float) -> float:
        return sum(p * gap / (1.0 + t * gap) for p, gap in zip(seen, gaps, strict=True))

    for _ in range(200):
        middle = (low + high) / 2
        if middle in (low, high):
            break  # as close as floats go
        if mean_gap(middle) > 0:
            low = middle
        else:
            high = middle
    t = (low + high) / 2
    law = [p / (1.0 + t * gap) for p, gap in zip(seen, gaps, strict=True)]
    total = sum(law)
    return [weight / total for weight in law]


@dataclass
class Pairs:
    """Game pairs (one deal played both ways) counted by A's points in the pair, the
    pentanomial ``Sprt.pair_llr`` reads, with the games' score beside them."""

    counts: list[int] = field(default_factory=lambda: [0] * len(PAIR_SCORES))

    def add(self, first: float, second: float) -> None:
        """A pair whose games A scored ``first`` and ``second`` in (1 a win, 0.5 a draw)."""
        self.counts[round((first + second) * 2)] += 1

    @property
    def games(self) -> int:
        return 2 * sum(self.counts)

    @property
    def score(self) -> float:
        """A's points over the pairs' games."""
        return sum(2 * value * count for value, count in zip(PAIR_SCORES, self.counts, strict=True))

    @property
    def rate(self) -> float:
        return self.score / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of A's score per game."""
        return wilson(self.score, self.games)


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
