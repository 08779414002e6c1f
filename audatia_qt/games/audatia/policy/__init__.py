"""Audatia's computer opponents and what they know of the game: the heuristic club fencer,
the knowledge it reads a position with, the search's Audatia policy, the bots' names
(``factory.make_bot``: ``random``, ``heuristic``, ``ismcts:easy`` ... ``ismcts:hard``), the
explanations of a choice, the arena and the deck gauntlet.

Import the modules themselves: this package re-exports nothing, so that importing the generic
search (which asks this package for Audatia's policy) never runs into a half-made package.
"""
