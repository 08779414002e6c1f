"""Swordplay: Arena's words: its moves, rolls and events told to the people at the table, with
the no-leak promise (a card drawn or held is named only to a reader who may see it)."""
