"""The deck builder: open, edit, check, save and print decks (Decks menu, `audatia decks`)."""

from audatia_qt.games.audatia.deck_builder.app import open_deck_builder, run_deck_builder
from audatia_qt.games.audatia.deck_builder.window import DeckBuilderWindow

__all__ = ["DeckBuilderWindow", "open_deck_builder", "run_deck_builder"]
