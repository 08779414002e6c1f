"""``audatia arena`` and ``audatia gauntlet``: the command line around ``run_arena`` and
``run_gauntlet`` (arguments, progress, report)."""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable, Sequence
from typing import TextIO

from audatia_qt.engine.commands import ArenaRun, run_series
from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.safe_io import printable
from audatia_qt.games.audatia.policy.arena import AudatiaDuel, GameResult, arena_bot, run_arena
from audatia_qt.games.audatia.policy.factory import BOT_NAMES
from audatia_qt.games.audatia.policy.gauntlet import DeckRefused, run_gauntlet
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import Variant

#: How the command line says a line of its reports: in English by default; ``audatia`` hands
#: in its renderer, which says them in the command line's language.
Say = Callable[[Message | str], str]


def _english(line: Message | str) -> str:
    return line if isinstance(line, str) else line.english()


def _unknown_bot(name: str) -> Message:
    return translate("Arena", "unknown bot {name}: choose from {bots}").say(
        name=repr(name), bots=", ".join(BOT_NAMES)
    )


def run_arena_command(
    bot_a: str,
    bot_b: str,
    decks: tuple[DeckDef, DeckDef],
    games: int,
    seed: int,
    jobs: int,
    out: TextIO | None = None,
    err: TextIO | None = None,
    variant: Variant = Variant.STANDARD,
    say: Say = _english,
) -> int:
    """Play the arena and print its report (each line said by ``say``); 1 with a one-line
    message for an unknown bot. The frozen baselines play by their ``frozen:`` names
    (``arena_bot``)."""
    # Looked up now, not at import: tests and callers swap sys.stdout and sys.stderr.
    out = out or sys.stdout
    err = err or sys.stderr
    for name in (bot_a, bot_b):
        try:
            arena_bot(name)
        except ValueError as error:
            print(say(_series_refusal(name, error)), file=err)
            return 1

    def progress(result: GameResult) -> None:
        # Long arenas run for an hour: a mark per game on stderr shows they are alive
        # ("." A won, "x" A lost, "=" drawn).
        assert err is not None
        err.write("." if result.a_won else "=" if not result.winning_deck else "x")
        err.flush()

    report = run_arena(
        bot_a,
        bot_b,
        decks,
        games,
        seed,
        jobs=jobs,
        progress=progress,
        variant=variant,
        factory=arena_bot,
    )
    err.write("\n")
    print("\n".join(say(line) for line in report.messages()), file=out)
    return 0


def run_series_command(
    run: ArenaRun,
    decks: tuple[DeckDef, DeckDef],
    variant: Variant = Variant.STANDARD,
    say: Say = _english,
) -> int:
    """``audatia arena --sprt`` (or ``--record``) for Audatia: the engine's series
    (``engine.commands.run_series``) of ``AudatiaDuel`` games, the frozen baselines at hand by
    their ``frozen:`` names; 1 with a one-line message for an unknown bot."""
    for name in (run.bot_a, run.bot_b):
        try:
            arena_bot(name)
        except ValueError as error:
            print(say(_series_refusal(name, error)), file=sys.stderr)
            return 1
    head = translate(
        "Arena",
        "arena: A {bot_a} vs B {bot_b}, seed {seed}, decks {first} and {second}, variant {variant}",
    ).say(
        bot_a=run.bot_a,
        bot_b=run.bot_b,
        seed=run.seed,
        first=decks[0].id,
        second=decks[1].id,
        variant=variant.value,
    )
    print(say(head))
    return run_series(
        run, AudatiaDuel(run.bot_a, run.bot_b, decks, run.seed, variant, run.clock), say
    )


def _series_refusal(name: str, error: ValueError) -> Message:
    """Why a bot cannot play: the frozen baselines' own reason, else the names there are."""
    if name.startswith("frozen:"):
        return translate("Arena", "arena: {problem}").say(problem=str(error))
    return _unknown_bot(name)


def run_gauntlet_command(
    deck: DeckDef | None,
    opponents: Sequence[DeckDef],
    games: int,
    seed: int,
    bot: str,
    *,
    reference: bool = True,
    out: TextIO | None = None,
    err: TextIO | None = None,
    say: Say = _english,
) -> int:
    """Play a deck's gauntlet (no deck: the bundled decks against each other) and print its
    report (each line said by ``say``); 1 with one line for a refused deck or an unknown bot.
    Ctrl+C stops the run after the game being played and prints the figures so far."""
    out = out or sys.stdout
    err = err or sys.stderr
    if bot not in BOT_NAMES:
        print(say(_unknown_bot(bot)), file=err)
        return 1

    def progress(played: int, total: int) -> None:
        # A Normal gauntlet runs for minutes: a count every ten games shows it is alive.
        assert err is not None
        if played % 10 == 0 or played == total:
            games = translate("Gauntlet", "{played}/%n games", None, 0).say(total, played=played)
            err.write(f"{say(games)}\n")
            err.flush()

    stop = threading.Event()
    interruptible = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, lambda *_: stop.set()) if interruptible else None
    try:
        report = run_gauntlet(
            deck,
            opponents,
            games,
            seed,
            bot=bot,
            reference=reference,
            progress=progress,
            cancelled=stop.is_set,
        )
    except DeckRefused as refused:
        print(printable(say(refused.message), 300), file=err)
        return 1
    finally:
        if interruptible:
            signal.signal(signal.SIGINT, previous)
    print("\n".join(say(line) for line in report.messages()), file=out)
    return 0
