"""Ready...Fence! on the command line (issue 30: "`audatia selfplay` and `audatia arena` take
the game"): ``audatia selfplay --game ready_fence`` plays seeded random bouts of every level,
``audatia arena --game ready_fence`` one computer fencer against another in Basic bouts to 5."""

from __future__ import annotations

import time
from collections import Counter

from audatia_qt.engine.commands import (
    Say,
    refuse_unknown_bots,
    report_arena,
    report_broken_rule,
    report_selfplay,
)
from audatia_qt.engine.messages import translate
from audatia_qt.engine.search.measure import Tally
from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.policy.arena import duel
from audatia_qt.games.ready_fence.policy.factory import make_bot
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

    def arena(self, bot_a: str, bot_b: str, games: int, seed: int, say: Say) -> int:
        """Bot A against bot B over ``games`` Basic bouts to 5, each deal fenced both ways."""
        if refuse_unknown_bots((bot_a, bot_b), make_bot, say):
            return 2
        config = Config(default_card_set(), ARENA_LEVEL, ARENA_TARGET)
        print(say(_ARENA_HEAD.say(a=bot_a, b=bot_b, games=games, seed=seed)))
        a, b = Tally(), Tally()
        for number in range(games):
            won, a_times, b_times = duel(
                lambda: make_bot(bot_a), lambda: make_bot(bot_b), config, number, seed
            )
            a.add(won, a_times)
            b.add(1.0 - won, b_times)
        report_arena((bot_a, bot_b), (a, b), say)
        return 0
