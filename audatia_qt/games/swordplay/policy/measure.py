"""A deck measured as the deck builder's Measure asks (issue 29, "balanced by measurement"):
each hero against each other hero, and a computer hero alone against each monster, ``games``
games each, every win rate with its 95% Wilson interval.

Duels are the arena's (``arena.duel``: each deal played twice with the seats swapped, so no
hero gains from going first); solo fights are played by the first hero of the deck at the
chosen level (the issue's yardstick: "a Normal hero beats the Monster 40-70% solo"). Pure: no
Qt; the builder runs it on a worker thread, with ``progress`` and ``cancelled``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations

from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.search.measure import Tally
from audatia_qt.games.swordplay.policy.arena import duel, play_game
from audatia_qt.games.swordplay.rules import Action, Config, Mode, View
from audatia_qt.games.swordplay.rules.cards import CardSet

#: Games per pairing unless the builder asks otherwise: a first look (an interval of about
#: +-30 points) in minutes at Normal; more games narrow it.
DEFAULT_GAMES = 10
#: Each pairing's seeds start this far apart, so no two pairings replay the same dice.
_PAIRING_SEEDS = 100_003


@dataclass(frozen=True)
class Pairing:
    """One line of the report: ``first``'s wins over ``games`` against ``second`` (a hero's
    id or a monster's), solo when the second is a monster."""

    first: str
    second: str
    solo: bool
    wins: float
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        tally = Tally(self.games, self.wins)
        return tally.interval()


@dataclass(frozen=True)
class MeasureReport:
    """Every pairing measured (fewer games than asked when the run was cancelled)."""

    pairings: tuple[Pairing, ...]
    cancelled: bool


def pairing_count(cards: CardSet) -> int:
    """How many pairings a deck's measure plays."""
    heroes = len(cards.heroes)
    return heroes * (heroes - 1) // 2 + (len(cards.monsters) if cards.heroes else 0)


def measure(
    cards: CardSet,
    games: int,
    make_bot: Callable[[], Bot[View, Action]],
    seed: int = 0,
    progress: Callable[[int, int], None] = lambda _done, _total: None,
    cancelled: Callable[[], bool] = lambda: False,
) -> MeasureReport:
    """Play the deck's pairings, ``games`` games each, ``make_bot`` deciding for every hero."""
    total = pairing_count(cards) * games
    done = 0
    pairings: list[Pairing] = []
    stopped = False
    duels = list(combinations([hero.id for hero in cards.heroes], 2))
    for pairing, (first, second) in enumerate(duels):
        tally = Tally()
        heroes = (first, second)
        base = seed + pairing * _PAIRING_SEEDS

        def config_for(deal: int, heroes: tuple[str, str] = heroes, base: int = base) -> Config:
            return Config(cards, heroes, seed=base + deal)

        for number in range(games):
            if cancelled():
                stopped = True
                break
            won, _a, _b = duel(make_bot, make_bot, config_for, number, base)
            tally.add(won, ())
            done += 1
            progress(done, total)
        pairings.append(Pairing(first, second, False, tally.wins, tally.games))
        if stopped:
            return MeasureReport(tuple(pairings), True)
    if cards.heroes:
        hero = cards.heroes[0].id
        for index, monster in enumerate(cards.monsters):
            tally = Tally()
            base = seed + (len(duels) + index) * _PAIRING_SEEDS
            for number in range(games):
                if cancelled():
                    stopped = True
                    break
                config = Config(cards, (hero,), Mode.SOLO, monster.id, seed=base + number)
                record = play_game(
                    config, [make_bot()], chance_seed=base + number, bot_seed=base + number
                )
                tally.add(record.returns[0], ())
                done += 1
                progress(done, total)
            pairings.append(Pairing(hero, monster.id, True, tally.wins, tally.games))
            if stopped:
                break
    return MeasureReport(tuple(pairings), stopped)


__all__ = ["DEFAULT_GAMES", "MeasureReport", "Pairing", "measure", "pairing_count"]
