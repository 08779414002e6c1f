"""The tables the network tests deal: seeded configs of every game in the game list and its
modes, a seeded random game of any of them, and a real server to play them through.

Games are played by each entry's weakest computer player (``bot_names[0]``), the fastest,
so a whole game over loopback takes well under a second.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.resources import decks_dir
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.selfplay import seeded_config
from audatia_qt.games.catalogue import GAMES
from audatia_qt.games.ready_fence.decks.bundled import default_card_set as fence_cards
from audatia_qt.games.ready_fence.rules import Config as FenceConfig
from audatia_qt.games.ready_fence.rules import Level
from audatia_qt.games.swordplay.decks.bundled import default_card_set as arena_cards
from audatia_qt.games.swordplay.rules import Config as ArenaConfig
from audatia_qt.games.swordplay.rules import Mode
from audatia_qt.net.server import Limits
from tests.engine.twenty_one.entry import TWENTY_ONE
from tests.engine.twenty_one.rules import Config as TwentyOneConfig

#: Every game the app lists, and the toy game: the network knows games only by their entries.
ENTRIES: tuple[GameEntry, ...] = (*GAMES, TWENTY_ONE)
CATALOGUE = Catalogue(ENTRIES)
#: No rate limit: two bots move as fast as the loop turns (the limit has its own test).
UNLIMITED = Limits(rate=1e9, burst=10**9)
#: A bound on a game's decisions, far above what random games reach.
MAX_PLIES = 5000

_T = TypeVar("_T")


@cache
def bundled_decks() -> tuple[DeckDef, DeckDef]:
    """Audatia's two bundled decks."""
    return (
        load_deck(decks_dir() / "galeazzo-da-mantoa.toml").definition,
        load_deck(decks_dir() / "boucicault.toml").definition,
    )


def audatia_config(seed: int, decks: tuple[DeckDef, DeckDef] | None = None) -> Any:
    """Audatia's game of ``seed``: its four rulesets in turn, the challenger and the decks'
    seats changing with the seed (``rules.selfplay.seeded_config``)."""
    variants = (Variant.STANDARD, Variant.SALLE, Variant.SUDDEN_DEATH)
    variant = variants[seed % len(variants)]
    return seeded_config(decks or bundled_decks(), seed, variant=variant)


def swordplay_config(seed: int, cards: Any = None) -> Any:
    """Swordplay's table of ``seed``: versus by two or three heroes, co-op, solo, in turn."""
    cards = cards or arena_cards()
    heroes = tuple(hero.id for hero in cards.heroes)
    monsters = tuple(monster.id for monster in cards.monsters)
    mode, count = ((Mode.VERSUS, 2), (Mode.COOP, 2), (Mode.SOLO, 1), (Mode.VERSUS, 3))[seed % 4]
    monster = None if mode is Mode.VERSUS else monsters[seed % len(monsters)]
    return ArenaConfig(cards, heroes[:count], mode, monster, seed=seed + 1)


def ready_fence_config(seed: int, cards: Any = None) -> Any:
    """Ready...Fence!'s bout of ``seed``: each level in turn, to 5 touches (a target every
    level plays to)."""
    levels = tuple(Level)
    return FenceConfig(cards or fence_cards(), levels[seed % len(levels)], 5)


def config_of(entry: GameEntry, seed: int) -> Any:
    """The seeded config of ``entry``'s game."""
    makers: dict[str, Callable[[int], Any]] = {
        "audatia": audatia_config,
        "swordplay": swordplay_config,
        "ready_fence": ready_fence_config,
        TWENTY_ONE.id: lambda seed: TwentyOneConfig(2 + seed % 2),
    }
    return makers[entry.id](seed)


def random_plies(entry: GameEntry, config: Any, seed: int) -> Iterator[Match]:
    """A seeded random game of ``config``: the match after the deal and after each move."""
    seats = entry.game.seat_count(config)
    setup = MatchSetup(entry, config, players=(SeatKind.HUMAN,) * seats, chance_seed=seed)
    match = Match(setup)
    rng = random.Random(seed)
    yield match
    for _ in range(MAX_PLIES):
        if match.over:
            return
        match.play(rng.choice(match.legal_actions()))
        yield match
    raise AssertionError(f"{entry.id} seed {seed} did not end in {MAX_PLIES} moves")


def weakest_bot(entry: GameEntry) -> Any:
    """The entry's weakest (and fastest) computer player."""
    return entry.make_bot(entry.bot_names[0])


def run(coroutine: Awaitable[_T], seconds: float = 120.0) -> _T:
    """Run ``coroutine`` on a new event loop, failing instead of hanging past ``seconds``."""

    async def bounded() -> _T:
        return await asyncio.wait_for(coroutine, seconds)

    return asyncio.run(bounded())


@dataclass
class Played:
    """A game played through a server: each seat's last snapshot and whole log."""

    returns: tuple[float, ...] | None
    logs: tuple[tuple[Any, ...], ...]
    sequence: int


def history(tmp_path: Path, name: str = "table") -> Path:
    """A fresh history folder."""
    folder = tmp_path / name
    folder.mkdir()
    return folder
