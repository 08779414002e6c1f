"""Swordplay: Arena (seed 004): arena combat with medieval weapons, its own folder in the house
(docs/architecture.md): rules, policy, narrator, saves, decks, render, lessons, board."""
