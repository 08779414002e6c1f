"""A series of games between two computer players, on every core, merged in order, and stopped by
a sequential probability ratio test once it decides: the one loop every game's arena runs
(``audatia arena --sprt``, ``engine.commands.run_series``).

A game gives a picklable ``play(index) -> Played`` (a module-level function, or an instance of
a module-level class, so worker processes can run it): game ``index`` seeded from the series'
seed alone, bot A in one seat on even games and in the other on odd ones, games ``2k`` and
``2k + 1`` one deal played both ways. The games run in ``jobs`` worker processes (started by
``spawn``: the parent may hold threads, which ``fork`` would copy half-made), a few ahead of the
one awaited, but are counted strictly by index and the test looked at only after a whole pair,
so the verdict, the figures and the record are the same for a seed whatever the job count
(while the bots' iteration budgets, not their clocks, end their searches).
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Generator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import closing
from dataclasses import dataclass, field, is_dataclass, replace
from multiprocessing import get_context
from typing import TypeVar

from audatia_qt.engine.search.measure import Pairs, Sprt, Tally, Verdict

#: Games waiting in the queue per worker, so no worker idles while the awaited game finishes.
AHEAD = 2


@dataclass(frozen=True, slots=True)
class Played:
    """One game of a series: A's result (1 a win, 0.5 a draw, 0 a loss), both sides' decision
    times, and what replays the game (its seeds, A's seat, the decks: names and values)."""

    index: int
    score: float
    a_times: tuple[float, ...]
    b_times: tuple[float, ...]
    replay: tuple[tuple[str, str | int], ...]


#: Game ``index`` of a series, played to the end.
PlayGame = Callable[[int], Played]

BotT = TypeVar("BotT")


def unclocked(bot: BotT) -> BotT:
    """``bot`` with its search's time limit lifted (``audatia arena --no-clock``): a searching
    bot whose ``level`` (a dataclass with ``iterations`` and ``seconds``, as the engine's
    ``ismcts.Level`` and the frozen baselines' copy of it) has an iteration budget then searches
    to that budget however long it takes, so a series replays exactly on a busy machine too,
    where the clock would cut searches short by the load; any other bot as it is."""
    level = getattr(bot, "level", None)
    if (
        is_dataclass(level)
        and not isinstance(level, type)
        and getattr(level, "iterations", None) is not None
    ):
        setattr(bot, "level", replace(level, seconds=None))  # noqa: B010 (bot: any type)
    return bot


@dataclass
class Series:
    """A series' figures so far: each side's tally, A's pairs, and the test's verdict (GOING
    without a test, or while it has not decided)."""

    test: Sprt | None
    a: Tally = field(default_factory=Tally)
    b: Tally = field(default_factory=Tally)
    pairs: Pairs = field(default_factory=Pairs)
    verdict: Verdict = Verdict.GOING
    interrupted: bool = False
    """Whether Ctrl+C stopped the series (its figures are those of the games played)."""

    @property
    def llr(self) -> float:
        """The test's log-likelihood ratio after the whole pairs played (0 without a test)."""
        return 0.0 if self.test is None else self.test.pair_llr(self.pairs.counts)


def _played(play: PlayGame, games: int, jobs: int) -> Generator[Played, None, None]:
    """Games 0, 1, ... of ``play`` in order, ``jobs`` at a time in worker processes (in this
    process for one job); games not yet awaited are cancelled when the caller stops."""
    if jobs <= 1:
        yield from (play(index) for index in range(games))
        return
    spawn = get_context("spawn")
    with ProcessPoolExecutor(jobs, spawn, initializer=_leave_interrupts_to_the_parent) as pool:
        waiting: dict[int, Future[Played]] = {}
        submitted = 0
        try:
            for index in range(games):
                while submitted < games and submitted <= index + jobs * AHEAD:
                    waiting[submitted] = pool.submit(play, submitted)
                    submitted += 1
                yield waiting.pop(index).result()
        finally:
            for future in waiting.values():
                future.cancel()


def _leave_interrupts_to_the_parent() -> None:
    """A worker ignores Ctrl+C (the terminal sends it to every process of the run): the parent
    stops the series and reports it, and the workers end with it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def play_series(
    play: PlayGame,
    games: int,
    *,
    jobs: int = 1,
    test: Sprt | None = None,
    on_game: Callable[[Played], None] | None = None,
    on_pair: Callable[[Series], None] | None = None,
) -> Series:
    """Play up to ``games`` games of ``play`` (see the module docstring) on ``jobs`` processes;
    with a ``test``, stop after the first whole pair at which it decides. ``on_game`` hears each
    game and ``on_pair`` each whole pair, in index order. Ctrl+C stops the series after the
    games played (``Series.interrupted``), once the games under way have ended."""
    series = Series(test)
    first = 0.0
    try:
        with closing(_played(play, games, jobs)) as results:
            for played in results:
                if _count(series, played, first, on_game, on_pair):
                    break
                first = played.score
    except KeyboardInterrupt:
        series.interrupted = True
    return series


def _count(
    series: Series,
    played: Played,
    first: float,
    on_game: Callable[[Played], None] | None,
    on_pair: Callable[[Series], None] | None,
) -> bool:
    """Count ``played`` (``first``: the score of its pair's first game); whether the test has
    decided (looked at only when ``played`` ends a pair)."""
    series.a.add(played.score, played.a_times)
    series.b.add(1.0 - played.score, played.b_times)
    if on_game is not None:
        on_game(played)
    if played.index % 2 == 0:
        return False
    series.pairs.add(first, played.score)
    if series.test is not None:
        series.verdict = series.test.pair_verdict(series.pairs.counts)
    if on_pair is not None:
        on_pair(series)
    return series.verdict is not Verdict.GOING
