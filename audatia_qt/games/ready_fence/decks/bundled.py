"""Where Ready...Fence!'s bundled deck lives, and the card set a bout is dealt from by default.

The deck files travel in the top-level ``decks/`` folder, which ``engine.resources`` finds in a
checkout, an installed wheel and the frozen app alike; Ready...Fence!'s are in its
``ready_fence/`` sub-folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.ready_fence.decks.load import load_card_set
from audatia_qt.games.ready_fence.rules.cards import CardSet

#: Ready...Fence!'s folder inside the bundled decks/ folder.
READY_FENCE_DECKS: Final = "ready_fence"
#: The box's 54 cards.
DEFAULT_DECK_FILE: Final = "standard.toml"


def default_deck_path() -> Path:
    """The bundled deck file a bout is dealt from unless another is chosen."""
    return decks_dir() / READY_FENCE_DECKS / DEFAULT_DECK_FILE


def default_card_set() -> CardSet:
    """The bundled deck's cards, read and checked afresh (no cache: nothing module-level);
    ``load.CardSetError`` (one line per problem) when the installation's file is damaged."""
    return load_card_set(default_deck_path())
