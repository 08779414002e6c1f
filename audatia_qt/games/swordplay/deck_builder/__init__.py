"""Swordplay's deck builder (Decks > Swordplay Deck Builder): open, edit, check, save, print,
play and measure a Swordplay deck. Its game-free parts are the shell's (shell/deck_builder)."""

from audatia_qt.games.swordplay.deck_builder.window import SwordplayDeckBuilder

__all__ = ["SwordplayDeckBuilder"]
