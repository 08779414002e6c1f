"""Audatia's difficulty levels for the search: budgets, slips and playout depths, and why.

The search itself is the engine's (``engine.search.ismcts``); these are its settings for this
game, tuned on this game's figures (README, "Figures").
"""

from __future__ import annotations

from audatia_qt.engine.search.ismcts import Level

#: Plies a playout plays before ``evaluate`` judges the position it reached: a truncated
#: playout, the usual way to spend a heuristic evaluation in MCTS (Lorentz 2016, "Using
#: evaluation functions in Monte-Carlo Tree Search"; Lanctot et al. 2014, "Monte Carlo Tree
#: Search with heuristic evaluations using implicit minimax backups"). Easy's four plies still
#: play out an attack and its answer at the least cost; they judge the rest by both hands'
#: card values, whose bias more iterations do not average out (``DEEP_PLAYOUT_DEPTH``).
PLAYOUT_DEPTH = 4

#: Normal's and Hard's playouts: twelve plies, about an exchange and the next one's opening,
#: before the evaluation judges. Depth, not iterations, is what buys strength at these budgets
#: (issue 31, SPRT H0 50% H1 60% against the frozen Normal of 2026-11-28, ``--no-clock``):
#: Normal's 160 iterations with 12-ply playouts accepted H1 (53 of 82, 64.6%), while the same
#: 160 iterations played out to the end did not (48 of 100, 48.0%: a whole game's random
#: draws drown the position being judged), nor did 640 iterations of 4 plies without slips
#: and with the opponent modelled (37 of 82, 45.1%, H0 accepted). Once the playouts are this
#: deep, iterations count again: 640 of them accepted H1 against 160 (72 of 118, 61.0%).
#: Hard kept these twelve plies through issue 18 for the same reason: with 1,300 iterations
#: of 4-ply playouts it won only 13 of 33 against 500 of 12 (README, "Figures").
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
#: ``PLAYOUT_DEPTH``. Issue 31 gave Normal's 160 iterations ``DEEP_PLAYOUT_DEPTH`` plies, as
#: Hard's 900 a tree have, which made it stronger by the SPRT at a p95 of about 0.17 s. Easy
#: keeps its 30 iterations of 4 plies: it is the level meant to be beaten, and its slips, not
#: its speed, make it so.
LEVELS: dict[str, Level] = {
    "easy": Level(
        "easy", iterations=30, seconds=0.3, mistake_rate=0.3, playout_depth=PLAYOUT_DEPTH
    ),
    "normal": Level(
        "normal",
        iterations=160,
        seconds=0.9,
        mistake_rate=0.1,
        playout_depth=DEEP_PLAYOUT_DEPTH,
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
