"""Ready...Fence!'s computer fencers measured (issue 30, "The computer" and "The cards"): at
each level, Normal against random, Hard against Normal, equal fencers' win share by seat and
by the initiative, and each strength's decision times.

Run: ``nice -n 10 .venv/bin/python bench/ready_fence_arena.py [--levels tutorial,basic,advanced]
[--target 5] [--games N] [--hard-games N] [--balance-games N] [--balance-bot NAME]
[--minutes M]``. Each chance seed is fenced twice with the seats swapped. The two duels are
sequential probability ratio tests (Wald 1945), looked at after every pair of bouts: Normal
against random tests H0: 80% against H1: 95%; Hard against Normal H0: 50% against H1: 65%; 5%
error each way. The balance bouts (the same computer fencer in both seats) stop once both
Wilson intervals, seat 0's share and the initiative's, lie wholly inside 45-55% or one lies
wholly outside. Every run stops at its bout count or its minutes (then undecided: the Wilson
interval says how sure the figure is). The balance bouts' fencers are random by default: a
Wilson interval narrower than 45-55% needs about 400 bouts at 50% and more beside it, which
random fencers play in a minute or two and searching ones (about eight seconds a bout) could
not within the bench's time; ``--balance-bot ismcts:easy`` asks the searching ones (Advanced,
``--balance-games 800 --minutes 80``: 573 bouts). Random fencers understate an Advanced
starter: a turn's first action offers 15-20 moves, most of them Retreats and card changes, so a
random starter attacks first in a fifth of its bouts (45.5% won); between searching fencers the
starter wins 52.7% (README, Figures). The defaults
keep the whole bench under about 25 minutes on one core. Requirements: Normal beats random
>= 90%, Hard beats Normal >= 55%, p95 decision <= 1 s, seat and initiative 45-55% between
equal players.
"""

from __future__ import annotations

import argparse
import time

from audatia_qt.engine.search.measure import Sprt, Tally, Verdict, percentile, wilson
from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.policy.arena import duel, play_bout
from audatia_qt.games.ready_fence.policy.factory import make_bot
from audatia_qt.games.ready_fence.rules import Config, Level

#: The duels, their SPRT hypotheses and the rate the issue requires of A.
DUELS = (
    ("ismcts:normal", "random", Sprt(0.80, 0.95), 0.90),
    ("ismcts:hard", "ismcts:normal", Sprt(0.50, 0.65), 0.55),
)
#: The share each seat and the initiative may win between equal players (issue 30).
BALANCE = (0.45, 0.55)
#: The p95 decision time every level must keep under, in seconds.
P95_LIMIT = 1.0


def run_duel(
    name_a: str, name_b: str, test: Sprt, config: Config, games: int, seconds: float, seed: int
) -> tuple[Tally, Tally, Verdict]:
    """A against B until the test decides (looked at after each pair) or the budget is spent."""
    a, b = Tally(), Tally()
    verdict = Verdict.GOING
    deadline = time.monotonic() + seconds
    for number in range(games):
        won, a_times, b_times = duel(
            lambda: make_bot(name_a), lambda: make_bot(name_b), config, number, seed
        )
        a.add(won, a_times)
        b.add(1.0 - won, b_times)
        if number % 2 == 1:
            verdict = test.verdict(a.wins, a.games)
            if verdict is not Verdict.GOING or time.monotonic() > deadline:
                break
    return a, b, verdict


def balance_verdict(tally: Tally) -> str:
    """ "inside" when the whole Wilson interval lies in ``BALANCE``, "OUTSIDE" when it lies
    wholly beyond it, else "undecided"."""
    low, high = tally.interval()
    if tally.games and BALANCE[0] <= low and high <= BALANCE[1]:
        return "inside"
    if tally.games and (high < BALANCE[0] or low > BALANCE[1]):
        return "OUTSIDE"
    return "undecided"


def run_balance(
    name: str, config: Config, games: int, seconds: float, seed: int
) -> tuple[Tally, Tally, Tally]:
    """``name`` against itself: seat 0's results, the initiative holder's, and every decision's
    time; stops when both balance verdicts are decided or the budget is spent."""
    seat, initiative, both = Tally(), Tally(), Tally()
    deadline = time.monotonic() + seconds
    for number in range(games):
        record = play_bout(
            config, [make_bot(name), make_bot(name)], chance_seed=seed + number, bot_seed=number
        )
        seat.add(record.returns[0], [])
        initiative.add(record.returns[record.starter], [])
        both.add(0.5, [seconds for _, seconds in record.times])
        decided = "undecided" not in (balance_verdict(seat), balance_verdict(initiative))
        if decided or time.monotonic() > deadline:
            break
    return seat, initiative, both


def figure(tally: Tally) -> str:
    """A win share with its 95% Wilson interval."""
    low, high = wilson(tally.wins, tally.games)
    return f"{tally.wins:g}/{tally.games} = {tally.rate:.1%} [95% Wilson {low:.1%}, {high:.1%}]"


def measure_level(config: Config, args: argparse.Namespace) -> None:
    """Every figure of one level, printed as it is measured."""
    print(f"== {config.level.value}, bouts to {config.target}, seeds {args.seed}+", flush=True)
    times: dict[str, list[float]] = {}
    budgets = (args.games, args.hard_games)
    for (name_a, name_b, test, required), games in zip(DUELS, budgets, strict=True):
        if not games:
            continue  # a duel this run was asked to skip
        a, b, verdict = run_duel(name_a, name_b, test, config, games, args.minutes * 60, args.seed)
        times.setdefault(name_a, []).extend(a.times)
        times.setdefault(name_b, []).extend(b.times)
        met = "met" if a.rate >= required else "MISSED"
        print(
            f"{name_a} vs {name_b}: {figure(a)}, required >= {required:.0%} ({met} by the rate); "
            f"SPRT H0 p={test.p0} H1 p={test.p1}: {verdict.value} "
            f"(LLR {test.llr(a.wins, a.games):.2f}, bounds {test.bounds()[0]:.2f}.."
            f"{test.bounds()[1]:.2f})",
            flush=True,
        )
    seat, initiative, both = run_balance(
        args.balance_bot, config, args.balance_games, args.minutes * 60, args.seed
    )
    times.setdefault(args.balance_bot, []).extend(both.times)
    span = f"{BALANCE[0]:.0%}-{BALANCE[1]:.0%}"
    print(
        f"{args.balance_bot} vs itself: seat 0 wins {figure(seat)} ({balance_verdict(seat)} "
        f"{span}); the initiative wins {figure(initiative)} ({balance_verdict(initiative)} "
        f"{span})",
        flush=True,
    )
    for name, spent in times.items():
        if name == "random" or not spent:
            continue  # random never thinks
        p95 = percentile(spent, 0.95)
        mark = "ok" if p95 <= P95_LIMIT else "OVER"
        print(
            f"  {name}: p95 decision {p95 * 1000:.0f} ms, longest {max(spent) * 1000:.0f} ms "
            f"over {len(spent)} decisions (required p95 <= {P95_LIMIT:.0f} s: {mark})",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--levels", default=",".join(level.value for level in Level), help="comma-separated"
    )
    parser.add_argument("--target", type=int, default=5)
    parser.add_argument("--games", type=int, default=60, help="most bouts, Normal vs random")
    parser.add_argument("--hard-games", type=int, default=100, help="most bouts, Hard vs Normal")
    parser.add_argument("--balance-games", type=int, default=4000, help="most balance bouts")
    parser.add_argument("--balance-bot", default="random", help="the equal fencers")
    parser.add_argument("--minutes", type=float, default=2.7, help="most minutes per run")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    levels = [Level(value) for value in args.levels.split(",") if value]
    print(
        f"Ready...Fence! arena: levels {', '.join(level.value for level in levels)}; at most "
        f"{args.games} bouts Normal vs random, {args.hard_games} Hard vs Normal, "
        f"{args.balance_games} {args.balance_bot} vs itself, {args.minutes:g} minutes per run",
        flush=True,
    )
    start = time.monotonic()
    cards = default_card_set()
    for level in levels:
        measure_level(Config(cards, level, args.target), args)
    print(f"total time: {time.monotonic() - start:.0f} s", flush=True)


if __name__ == "__main__":
    main()
