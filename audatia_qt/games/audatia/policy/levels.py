"""Audatia's difficulty levels for the search: budgets, slips and playout depths, and why.

The search itself is the engine's (``engine.search.ismcts``); these are its settings for this
game, tuned on this game's figures (README, "Figures").
"""

from __future__ import annotations

from audatia_qt.engine.search.ismcts import Level

#: Plies a playout plays before ``evaluate`` judges the position it reached: a truncated
#: playout, the usual way to spend a heuristic evaluation in MCTS (Lorentz 2016, "Using
#: evaluation functions in Monte-Carlo Tree Search"; Lanctot et al. 2014, "Monte Carlo Tree
#: Search with heuristic evaluations using implicit minimax backups"). Four plies still play
#: out an attack and its answer; the twelve used before issue 18 cost about two and a half
#: times as much per iteration and, at the same number of iterations (200, about Normal's
#: budget), won no more games: depth 4 won 16 of 31 against depth 12 (README, "Figures").
PLAYOUT_DEPTH = 4

#: Hard's playouts keep the twelve plies they had before issue 18. With 1,300 iterations of
#: 4-ply playouts (its budget at the same wait), Hard won only 13 of 33 games against Hard
#: before issue 18 (500 iterations of 12 plies): the evaluation's bias does not average out as
#: playout noise does, so a large budget is better spent on longer playouts (README, "Figures").
DEEP_PLAYOUT_DEPTH = 12

#: Hard's root-parallel trees (issue 31, "Every core"; ``engine.search.ismcts``): two searches
#: of 900 iterations each, summed, one per core of a 2-core machine, so Hard searches twice as
#: much at about the wait one search took. The trees are the level's, not the machine's: a
#: seed decides the same move on one core or eight (a replay, an undone move, an arena with
#: ``--no-clock`` stay the same everywhere); a machine with more cores only answers sooner.
HARD_TREES = 2

#: Hard's cap on a decision's wall time: issue 31's p95 target of 1.5 s on a 2-core machine,
#: less the workers' round trip (about 0.04 s, bench/bench_ai.py). Its 900 iterations a tree
#: took 1.09 s by CPU at p95 on 2026-11-26, but on 2026-11-28 the same machine ran the same
#: code at about a quarter of the speed (bench/bench_ai.py: 731 iterations/s at df84574, where
#: it had measured 2,759), and every Hard decision ran into the old 3 s cap. The cap keeps the
#: wait a player sees; ``--no-clock`` lifts it, so the arena measures the whole budget.
HARD_SECONDS = 1.4

#: The Grand Master (issue 31's new top level, "about 3 s a move on all cores"): four trees of
#: 1,200 iterations of deep playouts, 4,800 in all against Hard's 1,800; on a 2-core machine two
#: rounds of two trees. Its cap holds a decision under the 4 s the issue allows on a busy
#: machine (each round's trees get their share of it); ``--no-clock`` lifts it in the arena.
GRANDMASTER_TREES = 4
GRANDMASTER_ITERATIONS = 1_200
GRANDMASTER_SECONDS = 3.6

#: The difficulty levels offered to players. Easy and Normal answer well within a second on a
#: 2-core machine, Hard and the Grand Master within their caps (bench/bench_ai.py). They differ
#: by search budget and by slips, and the gaps are wide on purpose: between two searching
#: players this game's cards decide many bouts, so Hard beat a 120-iteration Normal only 52% of
#: the time. At 60 iterations and one slip in ten, Normal still beat the heuristic club fencer
#: three bouts in four (README, "Figures"). Issue 18 made an iteration cheaper: first about 1.4
#: times (85 and 700 iterations for Normal and Hard, were 60 and 500), then about 1.3 times more
#: with a faster engine and heuristics, and for Normal about twice again with playouts cut at
#: ``PLAYOUT_DEPTH``; Normal and Hard spend it on search at the same decision times by CPU (160
#: iterations of 4-ply playouts, and 900 of ``DEEP_PLAYOUT_DEPTH`` a tree). Easy keeps its 30:
#: it is the level meant to be beaten, and its slips, not its speed, make it so.
LEVELS: dict[str, Level] = {
    "easy": Level(
        "easy", iterations=30, seconds=0.3, mistake_rate=0.3, playout_depth=PLAYOUT_DEPTH
    ),
    "normal": Level(
        "normal", iterations=160, seconds=0.9, mistake_rate=0.1, playout_depth=PLAYOUT_DEPTH
    ),
    "hard": Level(
        "hard",
        iterations=900,
        seconds=HARD_SECONDS,
        mistake_rate=0.0,
        playout_depth=DEEP_PLAYOUT_DEPTH,
        trees=HARD_TREES,
    ),
    "grandmaster": Level(
        "grandmaster",
        iterations=GRANDMASTER_ITERATIONS,
        seconds=GRANDMASTER_SECONDS,
        mistake_rate=0.0,
        playout_depth=DEEP_PLAYOUT_DEPTH,
        trees=GRANDMASTER_TREES,
    ),
}
