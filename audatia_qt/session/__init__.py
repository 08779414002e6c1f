"""A match in progress: seats, history with undo and redo, save, load and autosave."""
