"""Perft: legal-action counts to depth 3 from seeded deals, kept as data
(tests/games/audatia/rules/data).

A count that changes means the set of legal actions changed somewhere within three decisions
of a recorded state. If a rule changed on purpose, rerun the generator named in the failure and
review the diff of perft.json.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.game import apply, new_game
from audatia_qt.games.audatia.rules.notation import parse_action

DATA_DIR = Path(__file__).resolve().parent / "data"
REGENERATE = ".venv/bin/python tests/games/audatia/rules/data/make_perft.py"


def _load_generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_perft", DATA_DIR / "make_perft.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


generator = _load_generator()
DOCUMENT: dict[str, Any] = json.loads((DATA_DIR / "perft.json").read_text(encoding="utf-8"))
POSITIONS: list[dict[str, Any]] = DOCUMENT["positions"]


@pytest.fixture(scope="module")
def decks(galeazzo: DeckDef, boucicault: DeckDef) -> dict[str, DeckDef]:
    return {deck.id: deck for deck in (galeazzo, boucicault)}


def test_the_data_covers_every_seed_and_start() -> None:
    assert DOCUMENT["depth"] == generator.DEPTH == 3
    expected = len(generator.SEEDS) * len(generator.STARTS)
    assert len(POSITIONS) == expected, f"perft.json is stale: rerun {REGENERATE}"


@pytest.mark.parametrize(
    "position",
    POSITIONS,
    ids=[f"seed{p['seed']}-{p['start'].replace(' ', '-')}" for p in POSITIONS],
)
def test_perft_counts(decks: dict[str, DeckDef], position: dict[str, Any]) -> None:
    deck_a, deck_b = position["decks"]
    config = GameConfig(
        (decks[deck_a], decks[deck_b]),
        challenger=Seat[position["challenger"]],
        seed=position["seed"],
        break_rule=position["break_rule"],
    )
    state = new_game(config)
    for text in position["prefix"]:
        state = apply(state, parse_action(config, text)).state
    assert state.phase.value == position["phase"], f"the prefix now leads elsewhere: {REGENERATE}"
    assert state.to_move is not None and state.to_move.name == position["to_move"]
    counts = [generator.perft(state, depth) for depth in range(1, DOCUMENT["depth"] + 1)]
    assert counts == position["counts"], (
        f"seed {position['seed']}, {position['start']}: perft counts {counts}, recorded "
        f"{position['counts']}. If a rule changed on purpose, rerun {REGENERATE} "
        "and review the diff of tests/games/audatia/rules/data/perft.json."
    )
