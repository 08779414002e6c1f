"""Swordplay's windows besides the board: its New Game page, its replay window and its rules
reference."""
