"""The deck files' shared pieces: the text types every deck file's fields are made of
(``fields``), a problem at a field (``problems``), reading a deck file safely (``reading``) and
pydantic's errors said as one line each (``validation``). Each game's ``decks/`` keeps its own
card tables and the checks across its cards."""
