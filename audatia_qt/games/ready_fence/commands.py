"""Ready...Fence! on the command line (issue 30: "`audatia selfplay` and `audatia arena` take
the game"): ``audatia selfplay --game ready_fence`` plays seeded random bouts of every level,
``audatia arena --game ready_fence`` one computer fencer against another in Basic bouts to 5."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass

from audatia_qt.engine.commands import (
    ArenaRun,
    Say,
    refuse_unknown_bots,
    report_broken_rule,
    report_selfplay,
    run_series,
)
from audatia_qt.engine.messages import translate
from audatia_qt.engine.search.series import Played, unclocked
from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.policy.arena import duel
from audatia_qt.games.ready_fence.policy.factory import ReadyFenceBot, make_bot
from audatia_qt.games.ready_fence.rules import Config, Level
from audatia_qt.games.ready_fence.rules.invariants import InvariantError
from audatia_qt.games.ready_fence.rules.selfplay import selfplay

#: The arena's bouts: the Basic game, to the shorter of its scores (rulebook, Basic, "Select the
#: score to be reached to win the bout").
ARENA_LEVEL = Level.BASIC
ARENA_TARGET = 5

_ARENA_HEAD = translate(
    "ReadyFence",
    "arena: {a} against {b}, {games} Basic bouts to 5, each deal fenced twice with the seats "
    "swapped, seeds from {seed}",
)


class ReadyFenceCommands:
    """``engine.commands.GameCommands`` for Ready...Fence!, on the bundled deck."""

    def selfplay(self, games: int, seed: int, deep: bool, say: Say) -> int:
        """``games`` seeded random bouts of each level (Tutorial, Basic, Advanced), the
        invariants checked after every move (``deep``: the protocol's too); who won by level
        and seat ("basic seat 0", "advanced draw")."""
        start = time.perf_counter()
        cards = default_card_set()
        moves = 0
        results: Counter[str] = Counter()
        for level in Level:
            try:
                report = selfplay(cards, level, games, seed, deep=deep)
            except InvariantError as error:
                return report_broken_rule(str(error), say)
            moves += report.actions
            for label, count in report.results.items():
                results[f"{level.value} {label}"] += count
        seconds = time.perf_counter() - start
        report_selfplay(games * len(Level), moves, results, seconds, say)
        return 0

    def arena(self, run: ArenaRun, say: Say) -> int:
        """Bot A against bot B over up to ``run.games`` Basic bouts to 5, each deal fenced both
        ways (``ReadyFenceDuel``)."""
        if refuse_unknown_bots((run.bot_a, run.bot_b), make_bot, say):
            return 2
        print(say(_ARENA_HEAD.say(a=run.bot_a, b=run.bot_b, games=run.games, seed=run.seed)))
        return run_series(run, ReadyFenceDuel(run.bot_a, run.bot_b, run.seed, run.clock), say)


@dataclass(frozen=True, slots=True)
class ReadyFenceDuel:
    """Bout ``number`` of an arena (``engine.search.series.PlayGame``; picklable, so worker
    processes fence it): a Basic bout to 5 on the bundled deck, chance seeded ``seed + number //
    2`` and fenced with A at seat 0 in even bouts and seat 1 in odd ones, the bots' generator
    seeded ``seed + number`` (``policy.arena.duel``)."""

    bot_a: str
    bot_b: str
    seed: int
    clock: bool = True
    """Whether the searches keep their time limits (else ``series.unclocked``)."""

    def _bot(self, name: str) -> ReadyFenceBot:
        return make_bot(name) if self.clock else unclocked(make_bot(name))

    def __call__(self, number: int) -> Played:
        config = Config(default_card_set(), ARENA_LEVEL, ARENA_TARGET)
        won, a_times, b_times = duel(
            lambda: self._bot(self.bot_a), lambda: self._bot(self.bot_b), config, number, self.seed
        )
        deal = number // 2
        replay = (
            ("deal", deal),
            ("a_seat", number % 2),
            ("chance_seed", self.seed + deal),
            ("bot_seed", self.seed + number),
        )
        return Played(number, won, tuple(a_times), tuple(b_times), replay)
