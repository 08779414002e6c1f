"""Audatia's windows and dialogs beside the board: New Game, lessons, rules reference,
resume, replay viewer."""
