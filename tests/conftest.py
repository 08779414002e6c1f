"""Shared test setup: Qt renders offscreen, and the bundled decks and game configs as fixtures."""

import os

# Must happen before anything imports PySide6; pytest imports conftest.py before test modules.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable

import pytest

from audatia_qt.decks.load import load_deck
from audatia_qt.resources import decks_dir
from audatia_qt.rules.cards import DeckDef
from audatia_qt.rules.config import GameConfig, Seat

ConfigFactory = Callable[..., GameConfig]


@pytest.fixture(scope="session")
def galeazzo() -> DeckDef:
    """Galeazzo da Mantoa's deck."""
    return load_deck(decks_dir() / "galeazzo-da-mantoa.toml").definition


@pytest.fixture(scope="session")
def boucicault() -> DeckDef:
    """Boucicault's deck."""
    return load_deck(decks_dir() / "boucicault.toml").definition


@pytest.fixture(scope="session")
def make_config(galeazzo: DeckDef, boucicault: DeckDef) -> ConfigFactory:
    """``make_config(seed=0, challenger=Seat.A, break_rule=True, swap=False)``.

    Seat A plays Galeazzo and seat B Boucicault, or the other way round with ``swap=True``.
    """

    def make(
        seed: int = 0, challenger: Seat = Seat.A, break_rule: bool = True, swap: bool = False
    ) -> GameConfig:
        decks = (boucicault, galeazzo) if swap else (galeazzo, boucicault)
        return GameConfig(decks, challenger=challenger, seed=seed, break_rule=break_rule)

    return make
