"""Tables for the session's tests: the installed games (Swordplay among them), a setup per
mode, and games played out by bots."""

from __future__ import annotations

import random
from collections.abc import Sequence

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.search.bot import Bot, RandomBot
from audatia_qt.engine.search.ismcts import Level
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.catalogue import GAMES
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.policy.search_policy import search_bot
from audatia_qt.games.swordplay.rules import Action, Config, Mode, View

HUMAN, COMPUTER = SeatKind.HUMAN, SeatKind.COMPUTER
CATALOGUE = Catalogue(GAMES)
CARDS = default_card_set()
HEROES = tuple(hero.id for hero in CARDS.heroes)
MONSTERS = tuple(monster.id for monster in CARDS.monsters)
#: A search on an iteration budget only, and small: a test's game replays decision for decision.
QUICK = Level("quick", iterations=12, seconds=None, mistake_rate=0.0, playout_depth=4)


def config(mode: Mode = Mode.VERSUS, heroes: int = 2, seed: int = 7, monster: int = 0) -> Config:
    """A table of ``heroes`` of the bundled deck's heroes, with a monster unless versus."""
    return Config(
        CARDS,
        HEROES[:heroes],
        mode,
        None if mode is Mode.VERSUS else MONSTERS[monster],
        seed=seed,
    )


def setup(
    table: Config | None = None,
    players: Sequence[SeatKind] | None = None,
    chance_seed: int = 11,
    difficulty: str | None = "ismcts:easy",
) -> MatchSetup:
    """A match of ``table`` in Swordplay's entry; one person against the computer unless told
    otherwise (the monster's seat, when there is one, counts as the computer's)."""
    table = table or config()
    return MatchSetup(
        CATALOGUE.entry("swordplay"),
        table,
        players=players,
        difficulty=difficulty,
        chance_seed=chance_seed,
    )


def quick_search() -> Bot[View, Action]:
    """The search with a small, fixed budget."""
    return search_bot(QUICK)


def play_out(
    match: Match,
    rng: random.Random,
    bots: dict[int, Bot[View, Action]] | None = None,
    limit: int = 5_000,
) -> None:
    """Every decision by ``bots[seat]`` (random where none is given) until the game ends."""
    game = match.setup.rules
    chosen = bots or {}
    for _ in range(limit):
        seat = match.to_move()
        if seat is None:
            return
        bot = chosen.get(seat) or RandomBot()
        match.play(bot.choose(game.observe(match.state, seat), match.legal_actions(), rng))
    raise AssertionError("the game did not end")


def play(match: Match, count: int, rng: random.Random) -> None:
    """``count`` random decisions (fewer if the game ends)."""
    game = match.setup.rules
    for _ in range(count):
        seat = match.to_move()
        if seat is None:
            return
        match.play(RandomBot().choose(game.observe(match.state, seat), match.legal_actions(), rng))
