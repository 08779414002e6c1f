"""Audatia's save files: the game's own content inside the engine's save envelope."""
