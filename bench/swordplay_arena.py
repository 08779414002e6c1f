"""Swordplay: Arena's computer heroes measured (issue 29, "The computer"): Normal against
random, Hard against Normal, each level's decision times, and a Normal hero alone against each
monster.

Run: ``.venv/bin/python bench/swordplay_arena.py [--games N] [--hard-games N] [--solo-games N]
[--minutes M]``. Duels are two heroes (the bundled deck's first two, equal by design), each deal
played twice with the seats swapped. Hard against Normal is a sequential probability ratio test
(Wald 1945) of H0: Hard wins 55% (the requirement's edge) against H1: Hard wins 70%, with 5%
error each way, looked at after every pair of games: it stops when it accepts either, or when
its game count or time runs out (then undecided: the Wilson interval says how sure the figure
is). Requirements: Normal beats
random >= 90%, Hard beats Normal >= 55%, p95 decision time <= 1 s per level.
"""

from __future__ import annotations

import argparse
import time

from audatia_qt.engine.search.measure import Sprt, Tally, Verdict, percentile
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.policy.arena import duel, play_game
from audatia_qt.games.swordplay.policy.factory import make_bot
from audatia_qt.games.swordplay.rules import Config, Mode
from audatia_qt.games.swordplay.rules.cards import CardSet

#: The win rates the issue requires.
NORMAL_VS_RANDOM = 0.90
HARD_VS_NORMAL = 0.55
#: The SPRT's hypotheses and errors for Hard against Normal.
SPRT_P0 = 0.55
SPRT_P1 = 0.70
SPRT_ALPHA = 0.05
SPRT_BETA = 0.05

#: The rate a Normal hero should beat each monster at, solo (issue 29, "The cards").
SOLO_RANGE = (0.40, 0.70)

#: The p95 decision time every level must keep under, in seconds.
P95_LIMIT = 1.0


def versus(cards: CardSet) -> Config:
    """The duel's table: the deck's first two heroes (equal by design)."""
    first, second = cards.heroes[0].id, cards.heroes[1].id
    return Config(cards, (first, second))


def sprt(wins: float, games: int) -> str | None:
    """The SPRT's verdict on ``wins`` of ``games`` ("H1: ...", "H0: ..."), or None to go on."""
    test = Sprt(SPRT_P0, SPRT_P1, SPRT_ALPHA, SPRT_BETA)
    verdict, llr = test.verdict(wins, games), test.llr(wins, games)
    if verdict is Verdict.PASSED:
        return f"SPRT accepts H1 (Hard wins {SPRT_P1:.0%}) over H0 ({SPRT_P0:.0%}), LLR {llr:.2f}"
    if verdict is Verdict.FAILED:
        return f"SPRT accepts H0 (Hard wins {SPRT_P0:.0%} or less), LLR {llr:.2f}"
    return None


def run_duel(
    name_a: str,
    name_b: str,
    games: int,
    cards: CardSet,
    deadline: float,
    test: bool,
    seed: int = 0,
) -> tuple[Tally, Tally, str]:
    """A against B for up to ``games`` games (stopping at ``deadline``, or once the SPRT
    decides when ``test``); the tallies and the test's verdict."""
    table = versus(cards)

    def config_for(deal: int) -> Config:
        return Config(cards, table.heroes, seed=seed + deal)

    a, b = Tally(), Tally()
    for number in range(games):
        won, a_times, b_times = duel(
            lambda: make_bot(name_a), lambda: make_bot(name_b), config_for, number, seed
        )
        a.add(won, a_times)
        b.add(1.0 - won, b_times)
        if number % 2 == 0:
            continue  # each deal is played both ways before a look
        verdict = sprt(a.wins, a.games) if test else None
        if verdict is not None:
            return a, b, verdict
        if time.perf_counter() > deadline:
            break
    return a, b, "SPRT undecided (stopped by the game count or the time cap)" if test else ""


def line(label: str, tally: Tally, required: float | None) -> str:
    """A duel's figure with its 95% Wilson interval and, against a requirement, the verdict:
    PROVEN when the whole interval meets it, MET when only the rate does (more games would
    say), MISSED when the rate falls short."""
    low, high = tally.interval()
    said = f"{label}: {tally.rate:.1%} [{low:.1%}, {high:.1%}] over {tally.games} games"
    if required is None:
        return said
    if tally.games and low >= required:
        verdict = "PROVEN"
    elif tally.games and tally.rate >= required:
        verdict = "MET by the rate, not yet by the interval"
    else:
        verdict = "MISSED"
    return f"{said} (required >= {required:.0%}): {verdict}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="Normal vs random games (0: none)")
    parser.add_argument("--hard-games", type=int, default=60, help="most Hard vs Normal games")
    parser.add_argument("--solo-games", type=int, default=10, help="games per monster")
    parser.add_argument("--seed", type=int, default=0, help="first deal's seed")
    parser.add_argument("--minutes", type=float, default=6.0, help="Hard vs Normal time cap")
    parser.add_argument(
        "--monsters", default="", help="the monsters' ids to fight solo, comma-separated (all)"
    )
    args = parser.parse_args()
    cards = default_card_set()
    start = time.perf_counter()
    times: dict[str, list[float]] = {"easy": [], "normal": [], "hard": []}

    normal, _, _ = run_duel(
        "ismcts:normal", "random", args.games, cards, float("inf"), False, args.seed
    )
    times["normal"] += normal.times or []
    if args.games:
        print(line("Normal vs random", normal, NORMAL_VS_RANDOM), flush=True)

    deadline = time.perf_counter() + args.minutes * 60
    hard, normal_b, verdict = run_duel(
        "ismcts:hard", "ismcts:normal", args.hard_games, cards, deadline, True, args.seed
    )
    times["hard"] += hard.times or []
    times["normal"] += normal_b.times or []
    if args.hard_games:
        print(line("Hard vs Normal", hard, HARD_VS_NORMAL) + f"; {verdict}", flush=True)

    easy, _, _ = run_duel("ismcts:easy", "random", min(args.games, 4), cards, float("inf"), False)
    times["easy"] += easy.times or []
    if args.games:
        print(line("Easy vs random", easy, None), flush=True)

    for level, spent in times.items():
        if not spent:
            continue  # a level this run did not play
        p95 = percentile(spent, 0.95)
        verdict = "PASS" if p95 <= P95_LIMIT else "MISSED"
        print(
            f"{level}: p95 decision {p95 * 1000:.0f} ms, max {max(spent, default=0) * 1000:.0f} ms"
            f" over {len(spent)} decisions (required <= {P95_LIMIT:.0f} s) {verdict}",
            flush=True,
        )

    hero = cards.heroes[0].id
    chosen = {name for name in args.monsters.split(",") if name}
    for monster in cards.monsters:
        if not args.solo_games or (chosen and monster.id not in chosen):
            continue
        solo = Tally()
        for number in range(args.solo_games):
            deal = args.seed + number
            config = Config(cards, (hero,), Mode.SOLO, monster.id, seed=deal)
            record = play_game(config, [make_bot("ismcts:normal")], deal, deal)
            solo.add(record.returns[0], [])
        inside = SOLO_RANGE[0] <= solo.rate <= SOLO_RANGE[1]
        verdict = "in" if inside else "OUT of"
        print(
            line(f"Solo: Normal {hero} vs {monster.id}", solo, None)
            + f": {verdict} {SOLO_RANGE[0]:.0%}-{SOLO_RANGE[1]:.0%}",
            flush=True,
        )
    print(f"total time: {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
