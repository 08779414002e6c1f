"""Computer heroes against each other: whole games played headless through the engine's
``Match`` (the rolls made by the match, as at the table), with each decision's time, and the
win rates with their 95% Wilson intervals (Wilson 1927), as ``audatia arena --game swordplay``
and bench/swordplay_arena.py report them.

Every bot sees only its seat's view (``Game.observe``); the seeds fix the deal, the die and the
bots' generators, so a game replays exactly under an iteration budget.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from audatia_qt.engine.messages import Message, Number, translate
from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.search.measure import Tally, percentile
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.swordplay.game import SwordplayGame
from audatia_qt.games.swordplay.rules import Action, Config, View
from audatia_qt.games.swordplay.rules.cards import CardSet

#: More decisions than any game takes (a guard against a rules bug looping, never reached).
MAX_DECISIONS = 5_000


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game: each seat's result and every decision's time, by seat."""

    returns: tuple[float, ...]
    times: tuple[tuple[int, float], ...]
    """(seat, seconds) for each decision with more than one legal move."""
    decisions: int


def play_game(
    config: Config,
    bots: Sequence[Bot[View, Action]],
    chance_seed: int,
    bot_seed: int,
    clock: Callable[[], float] = time.perf_counter,
) -> GameRecord:
    """``config`` played to the end, ``bots[seat]`` deciding for each seat that decides (the
    monster's seat never does: the rules drive it, ruling SP-1)."""
    game = SwordplayGame()
    players = (SeatKind.COMPUTER,) * config.seat_count
    setup = MatchSetup(game, config, players=players, chance_seed=chance_seed)
    match = Match(setup)
    rng = random.Random(bot_seed)
    times: list[tuple[int, float]] = []
    decisions = 0
    while (seat := match.to_move()) is not None:
        decisions += 1
        if decisions > MAX_DECISIONS:
            raise RuntimeError(f"no end after {MAX_DECISIONS} decisions (seed {config.seed})")
        legal = match.legal_actions()
        start = clock()
        action = bots[seat].choose(game.observe(match.state, seat), legal, rng)
        if len(legal) > 1:
            times.append((seat, clock() - start))
        match.play(action)
    returns = match.returns()
    assert returns is not None
    return GameRecord(returns, tuple(times), decisions)


def duel(
    make_a: Callable[[], Bot[View, Action]],
    make_b: Callable[[], Bot[View, Action]],
    config_for: Callable[[int], Config],
    game_number: int,
    seed: int = 0,
) -> tuple[float, list[float], list[float]]:
    """Game ``game_number`` of a two-hero duel: bot A at seat 0 in even games and seat 1 in
    odd ones (the same deal, ``game_number // 2``, and the same die played both ways), the
    die's and the bots' seeds counted from ``seed``; A's result and both sides' decision
    times."""
    deal = game_number // 2
    a_seat = game_number % 2
    bots = [make_b(), make_b()]
    bots[a_seat] = make_a()
    record = play_game(config_for(deal), bots, chance_seed=seed + deal, bot_seed=seed + game_number)
    a_times = [seconds for seat, seconds in record.times if seat == a_seat]
    b_times = [seconds for seat, seconds in record.times if seat != a_seat]
    return record.returns[a_seat], a_times, b_times


_ARENA_HEAD = translate(
    "Swordplay",
    "arena: {a} against {b}, {games} games of two heroes, each deal played twice with the "
    "seats swapped, seeds from {seed}",
)
_DECISIONS = translate(
    "Swordplay", "{bot}: p95 decision {p95} ms, longest {longest} ms, over {count} decisions"
)
_WIN_RATE = translate("Swordplay", "A win rate: {rate}% [{low}%, {high}%]")
_UNKNOWN_BOT = translate("Swordplay", "arena: {problem}")


def run_arena_command(
    name_a: str,
    name_b: str,
    cards: CardSet,
    games: int,
    seed: int,
    say: Callable[[Message], str],
    make: Callable[[str], Bot[View, Action]],
) -> int:
    """``audatia arena --game swordplay``: bot A against bot B over ``games`` games of the
    deck's first two heroes, the last line A's win rate with its 95% Wilson interval; 2 for
    an unknown bot (one line), else 0."""
    try:
        make(name_a)
        make(name_b)
    except ValueError as error:
        print(say(_UNKNOWN_BOT.say(problem=str(error))), file=sys.stderr)
        return 2
    heroes = (cards.heroes[0].id, cards.heroes[1].id)
    print(say(_ARENA_HEAD.say(a=name_a, b=name_b, games=games, seed=seed)))

    def config_for(deal: int) -> Config:
        return Config(cards, heroes, seed=seed + deal)

    a, b = Tally(), Tally()
    for number in range(games):
        won, a_times, b_times = duel(lambda: make(name_a), lambda: make(name_b), config_for, number)
        a.add(won, a_times)
        b.add(1.0 - won, b_times)
    for name, tally in ((name_a, a), (name_b, b)):
        spent = tally.times or []
        print(
            say(
                _DECISIONS.say(
                    bot=name,
                    p95=Number(percentile(spent, 0.95) * 1000),
                    longest=Number(max(spent, default=0.0) * 1000),
                    count=len(spent),
                )
            )
        )
    low, high = a.interval()
    print(
        say(
            _WIN_RATE.say(
                rate=Number(a.rate * 100, 1), low=Number(low * 100, 1), high=Number(high * 100, 1)
            )
        )
    )
    return 0
