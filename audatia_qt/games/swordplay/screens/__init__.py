"""Swordplay's windows besides the board: its New Game page and its replay window."""
