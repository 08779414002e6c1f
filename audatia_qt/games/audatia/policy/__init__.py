"""Audatia's computer opponents and what they know of the game: the heuristic club fencer,
the knowledge it reads a position with, the engine search's Audatia policy and difficulty
levels (``search_policy``, ``levels``), the bots' names (``factory.make_bot``: ``random``,
``heuristic``, ``ismcts:easy`` ... ``ismcts:hard``), the explanations of a choice, the arena
and the deck gauntlet.

Import the modules themselves: this package re-exports nothing, so importing one of them never
loads the others (the New Game page reads the levels alone).
"""
