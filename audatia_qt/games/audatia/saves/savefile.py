"""Audatia's saves as one game's files: the engine's saves (``engine.session.saves``) read with
Audatia the one game installed, and ``.audatia``'s names in one place for Audatia's own code
and tests (the lessons' export, the deck builder's playtests, the kept saves' checks).

The app, which may have other games installed, reads a save through the engine with its whole
catalogue; a save of another game is refused here in one line naming that game.
"""

from __future__ import annotations

from pathlib import Path

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session import saves
from audatia_qt.engine.session.match import Match
from audatia_qt.engine.session.saves import (
    TRUNCATED,
    LoadedGame,
    ReadMemo,
    SaveSnapshot,
    dumps_match,
    dumps_snapshot,
)
from audatia_qt.engine.session.strict import SaveError
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.saves.codec import (
    FORMAT,
    SUFFIX,
    VERSION,
    DeckMemo,
    RulesChanged,
)

__all__ = [
    "FORMAT",
    "SUFFIX",
    "TRUNCATED",
    "VERSION",
    "DeckMemo",
    "LoadedGame",
    "RulesChanged",
    "SaveError",
    "SaveSnapshot",
    "dumps_match",
    "dumps_snapshot",
    "load_file",
    "loads_game",
    "save_file",
]

#: Audatia alone: what these functions read.
_AUDATIA = Catalogue((AUDATIA,))


def load_file(path: Path) -> LoadedGame:
    """Read, replay and check the Audatia save at ``path``; raises ``SaveError``."""
    return saves.load_file(path, _AUDATIA)


def loads_game(data: str | bytes, *, memo: ReadMemo | None = None) -> LoadedGame:
    """Read an Audatia save from its text or bytes; raises ``SaveError`` naming what is wrong."""
    return saves.loads_game(data, _AUDATIA, memo=memo)


def save_file(match: Match | SaveSnapshot, path: Path, *, memo: ReadMemo | None = None) -> None:
    """Save the match to ``path`` atomically (``engine.session.saves.save_file``)."""
    saves.save_file(match, path, memo=memo)
