"""A game's command-line verbs: ``audatia selfplay --game ID`` and ``audatia arena --game ID``.

The command line knows no game: it asks the game's entry for its commands (``GameEntry.commands``,
"module:attribute", resolved only when a verb runs, so ``--help`` loads no game) and hands them
the options every game shares. Audatia's verbs have options of their own (its decks, variants,
the Break rule, parallel jobs) and are the command line's default.
"""

from __future__ import annotations

import json
import pkgutil
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, TextIO

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import Message, Number, translate
from audatia_qt.engine.search.measure import Sprt, Tally, Verdict, percentile
from audatia_qt.engine.search.series import Played, PlayGame, Series, play_series

#: A message in the language the command line speaks.
Say = Callable[[Message], str]


@dataclass(frozen=True, slots=True)
class ArenaRun:
    """What ``audatia arena`` was asked for, whatever the game: the two computer players, the
    most games, the seed of game 0, the worker processes, the sequential test that may stop the
    run early (None: play every game), the file each game's record goes to (None: a line per
    game on stdout under a test, none without), and whether the bots' searches keep their time
    limits (``clock``; without, ``series.unclocked``)."""

    bot_a: str
    bot_b: str
    games: int
    seed: int
    jobs: int = 1
    test: Sprt | None = None
    record: Path | None = None
    clock: bool = True


class GameCommands(Protocol):
    """What ``audatia selfplay`` and ``audatia arena`` run for one game; each returns the exit
    code (0 done, 1 a broken rule found, 2 an option refused in one line on stderr)."""

    def selfplay(self, games: int, seed: int, deep: bool, say: Say) -> int:
        """``games`` seeded random games from ``seed``, the invariants checked after every move
        (``deep``: the engine protocol's too); a report on stdout."""
        ...

    def arena(self, run: ArenaRun, say: Say) -> int:
        """Computer player ``run.bot_a`` against ``run.bot_b`` over ``run.games`` games, seats
        swapped each deal (``run_series``, which stops early under ``run.test``); the decision
        times and A's win rate with its 95% interval on stdout."""
        ...


def game_commands(entry: GameEntry) -> GameCommands | None:
    """The commands of the class ``entry`` names, or None for a game with none on the command
    line."""
    if entry.commands is None:
        return None
    make: Callable[[], GameCommands] = pkgutil.resolve_name(entry.commands)
    return make()


_PLAYED = translate("Cli", "games: {games}, moves: {moves}, errors: 0")
_TIMING = translate("Cli", "time: {seconds} s, {rate} games/s")
_FAILED = translate("Cli", "selfplay failed: {problem}")
_UNKNOWN_BOT = translate("Cli", "arena: {problem}")
_DECISIONS = translate(
    "Cli", "{bot}: p95 decision {p95} ms, longest {longest} ms, over {count} decisions"
)
_WIN_RATE = translate("Cli", "A win rate: {rate}% [{low}%, {high}%]")


def timing(games: int, seconds: float) -> Message:
    """The last line of a selfplay run: its time and its pace."""
    return _TIMING.say(seconds=Number(seconds, 1), rate=Number(games / max(seconds, 1e-9)))


def report_selfplay(
    games: int, moves: int, results: Mapping[str, int], seconds: float, say: Say
) -> None:
    """A selfplay run that found no broken rule: the games and moves, who won in the rules' own
    labels ("versus seat 2", "basic seat 0", "draw"), and the time."""
    print(say(_PLAYED.say(games=games, moves=moves)))
    for label, count in sorted(results.items()):
        print(f"{label}: {count}")
    print(say(timing(games, seconds)))


def report_broken_rule(problem: str, say: Say) -> int:
    """The broken rule a selfplay run found (its game's seed in ``problem``), on stderr; 1."""
    print(say(_FAILED.say(problem=problem)), file=sys.stderr)
    return 1


def refuse_unknown_bots(names: Sequence[str], make_bot: Callable[[str], object], say: Say) -> bool:
    """Whether a name in ``names`` is no computer player the game has, said in one line on
    stderr (the game's own refusal naming the names it accepts)."""
    try:
        for name in names:
            make_bot(name)
    except ValueError as error:
        print(say(_UNKNOWN_BOT.say(problem=str(error))), file=sys.stderr)
        return True
    return False


def report_arena(names: tuple[str, str], tallies: tuple[Tally, Tally], say: Say) -> None:
    """An arena's last lines: each side's decision times, then A's win rate with its 95% Wilson
    interval (``engine.search.measure``)."""
    for name, tally in zip(names, tallies, strict=True):
        spent = tally.times
        print(
            say(
                _DECISIONS.say(
                    bot=name,
                    p95=Number(percentile(spent, 0.95) * 1000),
                    longest=Number(max(spent, default=0.0) * 1000),
                    count=len(spent),
                )
            )
        )
    a = tallies[0]
    low, high = a.interval()
    print(
        say(
            _WIN_RATE.say(
                rate=Number(a.rate * 100, 1), low=Number(low * 100, 1), high=Number(high * 100, 1)
            )
        )
    )


_GAME_LINE = translate("Cli", "game {index}: {replay}, A scored {score}")
_PAIR_LINE = translate(
    "Cli",
    "games {games}: score {score} = {rate}% [{low}%, {high}%], LLR {llr} ({lower}, {upper})",
)
_HYPOTHESES = translate(
    "Cli",
    "SPRT: H0 {p0}% against H1 {p1}%, alpha {alpha}, beta {beta}, at most {games} games on "
    "{jobs} processes",
)
_VERDICTS = {
    Verdict.PASSED: translate(
        "Cli",
        "SPRT: accept H1 (A scores {p1}% or more, not {p0}%) after {games} games, LLR {llr}: "
        "A scores {rate}% [{low}%, {high}%]",
    ),
    Verdict.FAILED: translate(
        "Cli",
        "SPRT: accept H0 (A scores {p0}% or less, not {p1}%) after {games} games, LLR {llr}: "
        "A scores {rate}% [{low}%, {high}%]",
    ),
    Verdict.GOING: translate(
        "Cli",
        "SPRT: undecided between H0 {p0}% and H1 {p1}% after {games} games, LLR {llr}: "
        "A scores {rate}% [{low}%, {high}%]",
    ),
}
_INTERRUPTED = translate("Cli", "arena: stopped by Ctrl+C after {games} games: the figures so far")
_NO_RECORD = translate("Cli", "arena: cannot write the record {path}: {problem}")


def replay_words(played: Played) -> str:
    """What replays a game, as ``name value`` words: ``deal 3, A seat 1, chance seed 3`` (the
    names' underscores read as spaces, bot A's letter a capital)."""
    words = (name.replace("_", " ") for name, _ in played.replay)
    names = (f"A{said[1:]}" if said.startswith("a ") else said for said in words)
    return ", ".join(
        f"{name} {value}" for name, (_, value) in zip(names, played.replay, strict=True)
    )


def run_series(run: ArenaRun, play: PlayGame, say: Say, out: TextIO | None = None) -> int:
    """Play ``run`` (``engine.search.series``) with the game's ``play`` and report it: under a
    test, its hypotheses, each game's record (on stdout, or a JSON line each in ``run.record``)
    and after each pair the running score, 95% Wilson interval and log-likelihood ratio, then
    the verdict; every run ends with ``report_arena``'s lines, also when Ctrl+C stops it (said
    on stderr). 2 with one line on stderr when the record cannot be written."""
    out = out or sys.stdout
    test = run.test
    try:
        record = None if run.record is None else run.record.open("w", encoding="utf-8")
    except OSError as error:
        print(
            say(_NO_RECORD.say(path=str(run.record), problem=error.strerror or str(error))),
            file=sys.stderr,
        )
        return 2
    if test is not None:
        print(
            say(
                _HYPOTHESES.say(
                    p0=Number(test.p0 * 100, 1),
                    p1=Number(test.p1 * 100, 1),
                    alpha=Number(test.alpha, 3),
                    beta=Number(test.beta, 3),
                    games=run.games,
                    jobs=run.jobs,
                )
            ),
            file=out,
            flush=True,
        )

    def on_game(played: Played) -> None:
        if record is not None:
            line = {"game": played.index, "a": run.bot_a, "b": run.bot_b, "a_score": played.score}
            line.update(dict(played.replay))
            record.write(json.dumps(line) + "\n")
            record.flush()
        elif test is not None:
            print(
                say(
                    _GAME_LINE.say(
                        index=played.index,
                        replay=replay_words(played),
                        score=Number(played.score, 1),
                    )
                ),
                file=out,
                flush=True,
            )

    def on_pair(series: Series) -> None:
        if test is not None:
            print(say(pair_line(series)), file=out, flush=True)

    try:
        series = play_series(
            play, run.games, jobs=run.jobs, test=test, on_game=on_game, on_pair=on_pair
        )
    finally:
        if record is not None:
            record.close()
    if series.interrupted:
        print(say(_INTERRUPTED.say(games=series.a.games)), file=sys.stderr)
    if test is not None:
        print(say(verdict_line(series)), file=out)
    report_arena((run.bot_a, run.bot_b), (series.a, series.b), say)
    return 0


def pair_line(series: Series) -> Message:
    """The running figures after a pair: games, A's score, its 95% Wilson interval and the
    test's log-likelihood ratio between its bounds."""
    pairs = series.pairs
    low, high = pairs.interval()
    lower, upper = series.test.bounds() if series.test is not None else (0.0, 0.0)
    return _PAIR_LINE.say(
        games=pairs.games,
        score=Number(pairs.score, 1),
        rate=Number(pairs.rate * 100, 1),
        low=Number(low * 100, 1),
        high=Number(high * 100, 1),
        llr=Number(series.llr, 2),
        lower=Number(lower, 2),
        upper=Number(upper, 2),
    )


def verdict_line(series: Series) -> Message:
    """The test's last word: H1 or H0 accepted, or undecided with A's interval."""
    test = series.test
    assert test is not None
    low, high = series.pairs.interval()
    return _VERDICTS[series.verdict].say(
        p0=Number(test.p0 * 100, 1),
        p1=Number(test.p1 * 100, 1),
        games=series.pairs.games,
        llr=Number(series.llr, 2),
        rate=Number(series.pairs.rate * 100, 1),
        low=Number(low * 100, 1),
        high=Number(high * 100, 1),
    )
