"""The one list of the games the app plays: a new game is its folder and one line here."""

from __future__ import annotations

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.ready_fence.entry import READY_FENCE
from audatia_qt.games.swordplay.entry import SWORDPLAY

GAMES: tuple[GameEntry, ...] = (AUDATIA, SWORDPLAY, READY_FENCE)
