"""The sequential probability ratio test on game pairs (``engine.search.measure``) and the series
that runs it on every core (``engine.search.series``), played on the toy game Twenty-One."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pytest

from audatia_qt.engine.commands import ArenaRun, run_series
from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.engine.search.ismcts import ISMCTSBot, Level
from audatia_qt.engine.search.measure import PAIR_SCORES, Pairs, Sprt, Verdict
from audatia_qt.engine.search.series import Played, play_series, unclocked
from audatia_qt.shell.i18n.plain import english
from tests.engine.twenty_one.duel import TwentyOneDuel
from tests.engine.twenty_one.rules import TwentyOne

SEARCH = "ismcts:normal"
TEST = Sprt(0.5, 0.6)


def test_pairs_count_a_pair_by_its_points() -> None:
    pairs = Pairs()
    for first, second in ((1, 1), (1, 0), (0.5, 0), (0, 0), (1, 0.5)):
        pairs.add(first, second)
    assert pairs.counts == [1, 1, 1, 1, 1]
    assert (pairs.games, pairs.score) == (10, 5.0)
    assert pairs.interval() == pytest.approx((0.2366, 0.7634), abs=1e-4)


def test_the_pair_llr_weighs_the_evidence_as_a_pair_law() -> None:
    assert TEST.pair_llr([0] * len(PAIR_SCORES)) == 0.0
    # Pairs all won: each says H1 (60% a game) over H0 (50%) as one pair at those means can.
    assert TEST.pair_llr([0, 0, 0, 0, 20]) == pytest.approx(20 * math.log(0.6 / 0.5), rel=0.01)
    # Scores of exactly 50% lean to H0; mirrored evidence leans the other way as far.
    assert TEST.pair_llr([0, 5, 10, 5, 0]) < 0
    assert TEST.pair_llr([1, 2, 3, 4, 5]) > 0 > TEST.pair_llr([5, 4, 3, 2, 1])
    low, high = TEST.bounds()
    assert TEST.pair_verdict([0, 0, 0, 0, 17]) is Verdict.PASSED
    assert TEST.pair_llr([0, 0, 0, 0, 16]) < high
    assert TEST.pair_verdict([0, 0, 60, 0, 0]) is Verdict.FAILED
    assert TEST.pair_verdict([2, 3, 4, 3, 2]) is Verdict.GOING
    assert low == pytest.approx(-high)


@pytest.mark.parametrize(
    ("p0", "p1", "alpha", "beta"),
    [(0.6, 0.5, 0.05, 0.05), (0.0, 0.6, 0.05, 0.05), (0.5, 1.0, 0.05, 0.05), (0.5, 0.6, 0.5, 0.05)],
)
def test_a_test_that_cannot_decide_is_refused(
    p0: float, p1: float, alpha: float, beta: float
) -> None:
    with pytest.raises(ValueError, match="SPRT"):
        Sprt(p0, p1, alpha, beta)


def test_the_test_stops_on_a_clearly_stronger_player() -> None:
    heard: list[int] = []
    series = play_series(
        TwentyOneDuel(SEARCH, "random", 0), 400, test=TEST, on_game=lambda g: heard.append(g.index)
    )
    assert series.verdict is Verdict.PASSED
    assert series.pairs.games < 400 and series.llr >= TEST.bounds()[1]
    assert heard == list(range(series.pairs.games))  # stopped at a whole pair, games in order


def test_the_test_stops_on_a_clearly_weaker_player() -> None:
    series = play_series(TwentyOneDuel("random", SEARCH, 0), 400, test=TEST)
    assert series.verdict is Verdict.FAILED
    assert series.llr <= TEST.bounds()[0]


def test_equal_players_are_undecided_at_the_cap() -> None:
    pairs: list[float] = []
    series = play_series(
        TwentyOneDuel("random", "random", 3), 12, test=TEST, on_pair=lambda s: pairs.append(s.llr)
    )
    assert series.verdict is Verdict.GOING
    assert (series.pairs.games, series.a.games, len(pairs)) == (12, 12, 6)
    assert series.a.wins + series.b.wins == 12


def test_without_a_test_every_game_is_played() -> None:
    series = play_series(TwentyOneDuel(SEARCH, "random", 0), 40)
    assert series.verdict is Verdict.GOING and series.a.games == 40


def test_a_series_replays_for_its_seed_whatever_the_job_count() -> None:
    """Two worker processes play ahead, yet count in order and stop at the same pair."""
    runs: dict[int, list[Played]] = {}
    for jobs in (1, 2):
        played: list[Played] = []
        series = play_series(
            TwentyOneDuel(SEARCH, "random", 5), 400, jobs=jobs, test=TEST, on_game=played.append
        )
        assert series.verdict is Verdict.PASSED
        runs[jobs] = played
    assert runs[1] == runs[2]
    assert [game.index for game in runs[2]] == list(range(len(runs[2])))


def test_unclocked_lifts_a_searchs_time_limit_and_leaves_other_bots_alone() -> None:
    bot = ISMCTSBot(TwentyOne(), Level("clocked", iterations=50, seconds=0.1, mistake_rate=0.0))
    assert unclocked(bot) is bot and bot.level.seconds is None and bot.level.iterations == 50
    timed = ISMCTSBot(TwentyOne(), Level("timed", iterations=None, seconds=0.1, mistake_rate=0))
    assert unclocked(timed).level.seconds == 0.1  # its clock is its only budget
    random_bot = RandomBot()
    assert unclocked(random_bot) is random_bot


@dataclass(frozen=True)
class _StoppedAtGame:
    """Twenty-One games until Ctrl+C arrives during game ``stop``."""

    stop: int

    def __call__(self, index: int) -> Played:
        if index == self.stop:
            raise KeyboardInterrupt
        return TwentyOneDuel("random", "random", 0)(index)


def test_ctrl_c_stops_a_series_with_the_figures_so_far(capsys: pytest.CaptureFixture[str]) -> None:
    series = play_series(_StoppedAtGame(5), 40, test=TEST)
    assert series.interrupted and series.verdict is Verdict.GOING
    assert (series.a.games, series.pairs.games) == (5, 4)
    run = ArenaRun("random", "random", 40, 0, test=TEST)
    assert run_series(run, _StoppedAtGame(5), english) == 0
    said = capsys.readouterr()
    assert said.err.splitlines() == ["arena: stopped by Ctrl+C after 5 games: the figures so far"]
    assert "SPRT: undecided between H0 50.0% and H1 60.0% after 4 games" in said.out
