"""Swordplay: Arena on the command line (issue 29: "`audatia selfplay` and `audatia arena` take
the game"): ``audatia selfplay --game swordplay`` and ``audatia arena --game swordplay``."""

from __future__ import annotations

import time

from audatia_qt.engine.commands import (
    Say,
    refuse_unknown_bots,
    report_arena,
    report_broken_rule,
    report_selfplay,
)
from audatia_qt.engine.messages import translate
from audatia_qt.engine.search.measure import Tally
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.policy.arena import duel
from audatia_qt.games.swordplay.policy.factory import make_bot
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

    def arena(self, bot_a: str, bot_b: str, games: int, seed: int, say: Say) -> int:
        """Bot A against bot B over ``games`` games of the deck's first two heroes (equal by
        design), each deal fought both ways."""
        if refuse_unknown_bots((bot_a, bot_b), make_bot, say):
            return 2
        cards = default_card_set()
        heroes = (cards.heroes[0].id, cards.heroes[1].id)
        print(say(_ARENA_HEAD.say(a=bot_a, b=bot_b, games=games, seed=seed)))

        def config_for(deal: int) -> Config:
            return Config(cards, heroes, seed=seed + deal)

        a, b = Tally(), Tally()
        for number in range(games):
            won, a_times, b_times = duel(
                lambda: make_bot(bot_a), lambda: make_bot(bot_b), config_for, number
            )
            a.add(won, a_times)
            b.add(1.0 - won, b_times)
        report_arena((bot_a, bot_b), (a, b), say)
        return 0
