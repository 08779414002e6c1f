"""Where Swordplay's bundled deck lives, and the card set a game is dealt from by default.

The deck files travel in the top-level ``decks/`` folder, which ``engine.resources`` finds in a
checkout, an installed wheel and the frozen app alike; Swordplay's are in its ``swordplay/``
sub-folder, apart from Audatia's character decks (whose reader lists ``decks/*.toml`` only).
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.swordplay.decks.load import load_card_set
from audatia_qt.games.swordplay.rules.cards import CardSet

#: Swordplay's folder inside the bundled decks/ folder.
SWORDPLAY_DECKS: Final = "swordplay"
#: The boxed edition's deck, with the project's own heroes and monsters.
DEFAULT_DECK_FILE: Final = "arena.toml"


def bundled_decks_dir() -> Path:
    """The folder of Swordplay's bundled deck files (``decks/swordplay/``)."""
    return decks_dir() / SWORDPLAY_DECKS


def default_deck_path() -> Path:
    """The bundled deck file a game is dealt from unless another is chosen."""
    return bundled_decks_dir() / DEFAULT_DECK_FILE


def default_card_set() -> CardSet:
    """The bundled deck's cards, read and checked afresh (no cache: nothing module-level).

    Raises ``load.CardSetError`` (one line per problem) when the installation's file is
    damaged.
    """
    return load_card_set(default_deck_path())
