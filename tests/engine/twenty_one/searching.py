"""Twenty-One's searching bots for the root-parallel tests: built again in a worker process from
a picklable recipe, one of them leaving a mark as it starts, so a test knows the workers are
searching before it closes them."""

from __future__ import annotations

import os
from functools import partial
from pathlib import Path

from audatia_qt.engine.search.ismcts import ISMCTSBot, Level
from audatia_qt.engine.search.pool import SearchPool
from tests.engine.twenty_one.rules import Move, State, TwentyOne, View

#: A search that would run for hours: only closing its pool ends it.
ENDLESS = Level("twenty-one-endless", iterations=10**9, seconds=None, mistake_rate=0.0, trees=2)


def marked_bot(marks: Path, level: Level) -> ISMCTSBot[State, Move, View]:
    """A worker's bot that leaves a mark (its process id) in ``marks`` as it starts."""
    (marks / str(os.getpid())).touch()
    return ISMCTSBot(TwentyOne(), level)


def endless_bot(marks: Path, pool: SearchPool | None = None) -> ISMCTSBot[State, Move, View]:
    """A root-parallel bot whose every worker marks ``marks`` and searches until closed."""
    return ISMCTSBot(TwentyOne(), ENDLESS, recipe=partial(marked_bot, marks, ENDLESS), pool=pool)


def searching(marks: Path, trees: int = ENDLESS.trees) -> bool:
    """Whether ``trees`` workers have started searching."""
    return len(list(marks.iterdir())) >= trees
