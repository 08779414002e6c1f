"""The deck builders' game-free parts: the card tiles and their flow, the large preview, and
the worker that measures a deck off the GUI thread. Each game's builder (its document, form,
grid of its kinds, checks and printing) is in its own ``deck_builder`` package."""
