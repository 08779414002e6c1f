"""The kit: what the games share and no game owns, written once so that each game, and the
next, imports it rather than copying it.

Pure, like a game's pure pieces: no Qt, no game. Its sub-packages follow the rules of the
game pieces they serve: ``kit.decks`` may use pydantic (as a game's ``decks/``), ``kit.render``
Pillow (as a game's ``render/``); the rest the standard library only. The Qt pieces the games
share live in ``audatia_qt/shell``. tests/test_import_boundaries.py holds these walls.
"""
