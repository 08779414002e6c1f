"""``audatia arena``: the command line around ``run_arena`` (arguments, progress, report)."""

from __future__ import annotations

import sys
from typing import TextIO

from audatia_qt.ai.arena import GameResult, run_arena
from audatia_qt.ai.factory import BOT_NAMES
from audatia_qt.rules.cards import DeckDef
from audatia_qt.rules.config import Variant


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
) -> int:
    """Play the arena and print its report; 1 with a one-line message for an unknown bot."""
    # Looked up now, not at import: tests and callers swap sys.stdout and sys.stderr.
    out = out or sys.stdout
    err = err or sys.stderr
    for name in (bot_a, bot_b):
        if name not in BOT_NAMES:
            print(f"unknown bot {name!r}: choose from {', '.join(BOT_NAMES)}", file=err)
            return 1

    def progress(result: GameResult) -> None:
        # Long arenas run for an hour: a mark per game on stderr shows they are alive
        # ("." A won, "x" A lost, "=" drawn).
        assert err is not None
        err.write("." if result.a_won else "=" if not result.winning_deck else "x")
        err.flush()

    report = run_arena(
        bot_a, bot_b, decks, games, seed, jobs=jobs, progress=progress, variant=variant
    )
    err.write("\n")
    print("\n".join(report.lines()), file=out)
    return 0
