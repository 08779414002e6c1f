"""The house every game lives in, knowing no game: the Game protocol, the search, the
session (match, history, saves, autosave, replay), the messages and the file layer. Pure
Python: no Qt, Pillow or pydantic."""
