"""Shared fixtures of the render tests: the bundled decks' faces and one renderer.

The render package needs no Qt; nothing here imports it.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.render import CardFace, CardRenderer, faces_of_deck
from audatia_qt.games.audatia.rules.cards import DeckDef


def _load_golden_module() -> ModuleType:
    """tests/games/audatia/render/regenerate_golden.py, which also lists the golden cases."""
    path = Path(__file__).resolve().parent / "regenerate_golden.py"
    name = "audatia_render_golden_cases"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def golden() -> ModuleType:
    return _load_golden_module()


@pytest.fixture(scope="session")
def decks() -> list[tuple[Path, DeckDef]]:
    """Every bundled deck with its file."""
    paths = bundled_deck_paths()
    assert len(paths) >= 2
    return [(path, load_deck(path).definition) for path in paths]


@pytest.fixture(scope="session")
def all_faces(decks: list[tuple[Path, DeckDef]]) -> list[CardFace]:
    """Every face of every bundled deck."""
    return [face for path, deck in decks for face in faces_of_deck(deck, path.parent)]


@pytest.fixture(scope="session")
def renderer() -> CardRenderer:
    """One renderer for the whole session: its size caches make the suite fast."""
    return CardRenderer()
