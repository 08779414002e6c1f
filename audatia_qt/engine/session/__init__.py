"""A match in progress and everything kept of it: history with undo, saves, autosave, replay."""
