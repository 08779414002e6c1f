"""A game's command-line verbs: ``audatia selfplay --game ID`` and ``audatia arena --game ID``.

The command line knows no game: it asks the game's entry for its commands (``GameEntry.commands``,
"module:attribute", resolved only when a verb runs, so ``--help`` loads no game) and hands them
the options every game shares. Audatia's verbs have options of their own (its decks, variants,
the Break rule, parallel jobs) and are the command line's default.
"""

from __future__ import annotations

import pkgutil
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import Message, Number, translate
from audatia_qt.engine.search.measure import Tally, percentile

#: A message in the language the command line speaks.
Say = Callable[[Message], str]


class GameCommands(Protocol):
    """What ``audatia selfplay`` and ``audatia arena`` run for one game; each returns the exit
    code (0 done, 1 a broken rule found, 2 an option refused in one line on stderr)."""

    def selfplay(self, games: int, seed: int, deep: bool, say: Say) -> int:
        """``games`` seeded random games from ``seed``, the invariants checked after every move
        (``deep``: the engine protocol's too); a report on stdout."""
        ...

    def arena(self, bot_a: str, bot_b: str, games: int, seed: int, say: Say) -> int:
        """Computer player ``bot_a`` against ``bot_b`` over ``games`` games, seats swapped
        each deal; the decision times and A's win rate with its 95% interval on stdout."""
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
