"""Deck files: the pydantic schema, the deck rules, parsing (pure) and loading (I/O)."""
