"""Ready...Fence!'s difficulty levels for the engine's search: budgets, slips and playout
depths.

The search is the engine's (``engine.search.ismcts``); these are its settings for this game,
measured by bench/ready_fence_arena.py. Every level has a time cap under a second, so a
decision never keeps a player waiting longer.

Measured 2026-11-28 on a shared, loaded core (bouts to 5, seeds 1000 up, each seed fenced
with the seats swapped, Wald's SPRT with 5% error each way; ``--levels L --hard-games 200``
and ``--games 60``):

- Normal vs random: Basic 18/18, Tutorial 18/18, Advanced 18/18 = 100% [95% Wilson 82.4%,
  100%], SPRT (80% against 95%) accepts 95% at each level; Normal's p95 decision 369-379 ms.
- Hard vs Normal, Basic: 29/42 = 69.0% [95% Wilson 54.0%, 80.9%], SPRT (50% against 65%)
  accepts 65%; Hard's p95 decision 871 ms (longest 965 ms over 740), Normal's 369 ms.
- Hard vs Normal, Tutorial: 21/28 = 75.0% [95% Wilson 56.6%, 87.3%], SPRT accepts 65%;
  p95 862 ms and 358 ms.
- Hard vs Normal, Advanced (``--levels advanced --hard-games 300 --minutes 45 --seed 3000``,
  beside the test suite): 64/102 = 62.7% [95% Wilson 53.1%, 71.5%], SPRT accepts 65% (LLR
  3.24); p95 862 ms (longest 878 ms) and 361 ms.
- Easy vs Easy, Advanced (``--balance-bot ismcts:easy``, 573 bouts): seat 0 wins 51.1%
  [47.0%, 55.2%], the starting fencer 52.7% [48.6%, 56.8%]; Easy's p95 decision 213 ms.
"""

from __future__ import annotations

from audatia_qt.engine.search.ismcts import Level

#: Plies a playout plays before the heuristic judges the position: about one turn and the
#: phrase it opens (two actions, an answer, a second action each), enough for a touch.
PLAYOUT_DEPTH = 8

#: Easy slips often and searches little: the level meant to be beaten. Normal searches forty
#: deals and slips one decision in ten; Hard searches up to fifteen times as many deals within
#: a longer cap and never slips. Normal's count, not its clock, is what usually stops it (an
#: iteration costs about 10 ms on a loaded core, bench/ready_fence_arena.py), so Hard's lead
#: in deals searched holds on a faster machine too; Hard's cap leaves a tenth of the second a
#: decision may take for the root's ranking and the last iteration.
LEVELS: dict[str, Level] = {
    "easy": Level(
        "easy", iterations=30, seconds=0.2, mistake_rate=0.3, playout_depth=PLAYOUT_DEPTH
    ),
    "normal": Level(
        "normal", iterations=40, seconds=0.35, mistake_rate=0.1, playout_depth=PLAYOUT_DEPTH
    ),
    "hard": Level(
        "hard", iterations=600, seconds=0.85, mistake_rate=0.0, playout_depth=PLAYOUT_DEPTH
    ),
}
