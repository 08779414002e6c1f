"""Swordplay's difficulty levels for the engine's search: budgets, slips and playout depths.

The search is the engine's (``engine.search.ismcts``); these are its settings for this game,
measured by bench/swordplay_arena.py (its figures are in the report of issue 29). Every level
has a time cap under a second, so a decision never keeps a player waiting longer.
"""

from __future__ import annotations

from audatia_qt.engine.search.ismcts import Level

#: Plies a playout plays before the heuristic judges the position: two turns or so (a turn is
#: a discard, a ready, an attack and its answer), enough for the blow readied now to land.
PLAYOUT_DEPTH = 8

#: Easy slips often and searches little: the level meant to be beaten. Normal searches a
#: hundred deals and slips one decision in seven; Hard searches up to eight times as many and
#: never slips. Each level's time cap keeps its decision under a second on a busy machine
#: (the iterations are the cap on a quiet one).
LEVELS: dict[str, Level] = {
    "easy": Level(
        "easy", iterations=30, seconds=0.2, mistake_rate=0.3, playout_depth=PLAYOUT_DEPTH
    ),
    "normal": Level(
        "normal", iterations=100, seconds=0.35, mistake_rate=0.15, playout_depth=PLAYOUT_DEPTH
    ),
    "hard": Level(
        "hard", iterations=800, seconds=0.8, mistake_rate=0.0, playout_depth=PLAYOUT_DEPTH
    ),
}
