"""Swordplay: Arena on the command line (issue 29: "`audatia selfplay` and `audatia arena` take
the game"): ``audatia selfplay --game swordplay`` and ``audatia arena --game swordplay``."""

from __future__ import annotations

import time
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
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.policy.arena import duel
from audatia_qt.games.swordplay.policy.factory import SwordplayBot, make_bot
from audatia_qt.games.swordplay.rules import Config
from audatia_qt.games.swordplay.rules.invariants import InvariantError
from audatia_qt.games.swordplay.rules.selfplay import selfplay

_ARENA_HEAD = translate(
    "Swordplay",
    "arena: {a} against {b}, {games} games of two heroes, each deal played twice with the "
    "seats swapped, seeds from {seed}",
)


class SwordplayCommands:
    """``engine.commands.GameCommands`` for Swordplay: Arena, on the bundled deck."""

    def selfplay(self, games: int, seed: int, deep: bool, say: Say) -> int:
        """The rules' seeded random games on every table (versus, solo, co-op, Realistic
        Parries), the invariants checked after every move (``deep``: the protocol's too)."""
        start = time.perf_counter()
        try:
            report = selfplay(default_card_set(), games, seed, deep=deep)
        except InvariantError as error:
            return report_broken_rule(str(error), say)
        seconds = time.perf_counter() - start
        report_selfplay(report.games, report.actions, report.results, seconds, say)
        return 0

    def arena(self, run: ArenaRun, say: Say) -> int:
        """Bot A against bot B over up to ``run.games`` games of the deck's first two heroes
        (equal by design), each deal fought both ways (``SwordplayDuel``)."""
        if refuse_unknown_bots((run.bot_a, run.bot_b), make_bot, say):
            return 2
        print(say(_ARENA_HEAD.say(a=run.bot_a, b=run.bot_b, games=run.games, seed=run.seed)))
        return run_series(run, SwordplayDuel(run.bot_a, run.bot_b, run.seed, run.clock), say)


@dataclass(frozen=True, slots=True)
class SwordplayDuel:
    """Game ``number`` of an arena (``engine.search.series.PlayGame``; picklable, so worker
    processes play it): the deck's first two heroes, deal ``number // 2`` (its seed and the
    die's ``seed + deal``) fought with A at seat 0 in even games and seat 1 in odd ones, the
    bots' generator seeded ``seed + number`` (``policy.arena.duel``)."""

    bot_a: str
    bot_b: str
    seed: int
    clock: bool = True
    """Whether the searches keep their time limits (else ``series.unclocked``)."""

    def _bot(self, name: str) -> SwordplayBot:
        return make_bot(name) if self.clock else unclocked(make_bot(name))

    def __call__(self, number: int) -> Played:
        cards = default_card_set()
        heroes = (cards.heroes[0].id, cards.heroes[1].id)

        def config_for(deal: int) -> Config:
            return Config(cards, heroes, seed=self.seed + deal)

        won, a_times, b_times = duel(
            lambda: self._bot(self.bot_a),
            lambda: self._bot(self.bot_b),
            config_for,
            number,
            self.seed,
        )
        deal = number // 2
        replay = (
            ("deal", deal),
            ("a_seat", number % 2),
            ("chance_seed", self.seed + deal),
            ("bot_seed", self.seed + number),
            ("heroes", " ".join(heroes)),
        )
        return Played(number, won, tuple(a_times), tuple(b_times), replay)
