"""Ready...Fence!'s difficulty levels for the engine's search: budgets, slips and playout
depths.

The search is the engine's (``engine.search.ismcts``); these are its settings for this game,
measured by bench/ready_fence_arena.py. Every level has a time cap under a second, so a
decision never keeps a player waiting longer.
"""

from __future__ import annotations

from audatia_qt.engine.search.ismcts import Level

#: Plies a playout plays before the heuristic judges the position: about one turn and the
#: phrase it opens (two actions, an answer, a second action each), enough for a touch.
PLAYOUT_DEPTH = 8

#: Easy slips often and searches little: the level meant to be beaten. Normal searches a
#: hundred deals and slips one decision in ten; Hard searches up to six times as many and never
#: slips.
LEVELS: dict[str, Level] = {
    "easy": Level(
        "easy", iterations=30, seconds=0.2, mistake_rate=0.3, playout_depth=PLAYOUT_DEPTH
    ),
    "normal": Level(
        "normal", iterations=100, seconds=0.35, mistake_rate=0.1, playout_depth=PLAYOUT_DEPTH
    ),
    "hard": Level(
        "hard", iterations=600, seconds=0.8, mistake_rate=0.0, playout_depth=PLAYOUT_DEPTH
    ),
}
