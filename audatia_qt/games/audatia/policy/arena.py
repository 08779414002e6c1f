"""Bot against bot over many games: the figures behind the difficulty targets and the balance
study (``audatia arena``).

Game ``i`` of an arena from seed ``S`` deals with seed ``S + i // 2`` (``seeded_config``: the
challenger alternates with the seed and the decks change seats every two seeds), and bot A sits
in seat A on even games and seat B on odd ones. Each deal is therefore played twice with the
bots' places swapped, so A and B hold the same cards once each, and every four deals give A both
decks in both roles. Bot generators are seeded from the arena seed and the game, so an arena
replays exactly under iteration budgets.
"""

from __future__ import annotations

import math
import pkgutil
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from multiprocessing import get_context

from audatia_qt.engine.messages import Message, Number, translate
from audatia_qt.engine.search.measure import wilson
from audatia_qt.engine.search.series import Played, unclocked
from audatia_qt.games.audatia.policy.factory import AudatiaBot, make_bot
from audatia_qt.games.audatia.rules import Seat, apply, legal_actions, new_game, observe
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.selfplay import MAX_ACTIONS, first_deck_seat, seeded_config


@dataclass(frozen=True)
class GameResult:
    """One arena game: who won, which deck and role won, and each bot's decision times."""

    index: int
    seed: int
    a_seat: Seat
    a_won: bool
    challenger_won: bool
    winning_deck: str
    """The winner's deck id; empty for a drawn game (only the variants draw)."""
    decks: tuple[str, str]
    a_times: tuple[float, ...]
    """Seconds of A's decisions with a choice (more than one legal action)."""
    b_times: tuple[float, ...]
    a_forced: tuple[float, ...]
    """Seconds of A's forced moves (one legal action)."""
    b_forced: tuple[float, ...]
    winner: Seat | None
    """The winning seat; None for a drawn game."""
    challenger: Seat
    """The first bout's challenger."""
    first_deck_seat: Seat
    """Where the first of the ``decks`` given to ``play_game`` sat: decks may share an id (a
    deck against a copy of itself), so a deck's results are told by its seat, not its id."""


def play_game(
    bot_a: str,
    bot_b: str,
    decks: tuple[DeckDef, DeckDef],
    seed: int,
    index: int,
    variant: Variant = Variant.STANDARD,
    factory: Callable[[str], AudatiaBot] = make_bot,
) -> GameResult:
    """Play arena game ``index`` of the arena seeded ``seed`` (see the module docstring).

    ``factory`` makes the bots from their names (a bench may add bots the game does not offer).
    """
    config = seeded_config(decks, seed + index // 2, variant=variant)
    a_seat = Seat.A if index % 2 == 0 else Seat.B
    bots = {a_seat: factory(bot_a), a_seat.other: factory(bot_b)}
    rngs = {seat: random.Random(f"arena {seed} game {index} seat {seat.name}") for seat in Seat}
    times: dict[Seat, list[float]] = {Seat.A: [], Seat.B: []}
    forced: dict[Seat, list[float]] = {Seat.A: [], Seat.B: []}
    state = new_game(config)
    for _ in range(MAX_ACTIONS):
        seat = state.to_move
        if seat is None:
            break
        legal = legal_actions(state)
        view = observe(state, seat)
        start = time.perf_counter()
        action = bots[seat].choose(view, legal, rngs[seat])
        elapsed = time.perf_counter() - start
        (times if len(legal) > 1 else forced)[seat].append(elapsed)
        state = apply(state, action).state
    outcome = state.outcome
    if outcome is None:
        raise RuntimeError(f"arena game {index} (seed {config.seed}) did not end")
    winner = outcome.winner
    return GameResult(
        index=index,
        seed=config.seed,
        a_seat=a_seat,
        a_won=winner is a_seat,
        # The first bout's challenger (Salle Play swaps the roles after each point, R-030).
        challenger_won=winner is config.challenger,
        winning_deck="" if winner is None else config.decks[winner].id,
        decks=(config.decks[0].id, config.decks[1].id),
        a_times=tuple(times[a_seat]),
        b_times=tuple(times[a_seat.other]),
        a_forced=tuple(forced[a_seat]),
        b_forced=tuple(forced[a_seat.other]),
        winner=winner,
        challenger=config.challenger,
        first_deck_seat=first_deck_seat(config.seed),
    )


def _percentile(values: Sequence[float], fraction: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(fraction * len(ordered)) - 1)]


@dataclass
class ArenaReport:
    """The tally of an arena, as ``audatia arena`` prints it."""

    bot_a: str
    bot_b: str
    seed: int
    decks: tuple[str, str]
    results: list[GameResult] = field(default_factory=list)
    seconds: float = 0.0
    variant: Variant = Variant.STANDARD

    @property
    def games(self) -> int:
        """Games played."""
        return len(self.results)

    @property
    def a_wins(self) -> int:
        """Games A won."""
        return sum(result.a_won for result in self.results)

    @property
    def draws(self) -> int:
        """Drawn games: none in the standard game (two draws lose, R-004); Salle Play on equal
        points (R-031) and Sudden Death with both rows spent (R-033.6) can draw."""
        return sum(not result.winning_deck for result in self.results)

    def messages(self) -> list[Message | str]:
        """The report, a line each, rendered by the command line in its language. The last
        line, which scripts read, stays as ``--help`` gives it in every language:
        ``A win rate: <percent>% [<low>%, <high>%]``."""
        games = self.games
        wins = self.a_wins
        lines: list[Message | str] = [
            translate(
                "Arena",
                "arena: A {bot_a} vs B {bot_b}, %n games, seed {seed}, decks {first} and "
                "{second}, variant {variant}",
                None,
                0,
            ).say(
                games,
                bot_a=self.bot_a,
                bot_b=self.bot_b,
                seed=self.seed,
                first=self.decks[0],
                second=self.decks[1],
                variant=self.variant.value,
            ),
            translate("Arena", "A wins {wins}, draws {draws}, losses {losses}").say(
                wins=wins, draws=self.draws, losses=games - wins - self.draws
            ),
        ]
        for label, bot, times, forced in (
            (
                "A",
                self.bot_a,
                [t for r in self.results for t in r.a_times],
                [t for r in self.results for t in r.a_forced],
            ),
            (
                "B",
                self.bot_b,
                [t for r in self.results for t in r.b_times],
                [t for r in self.results for t in r.b_forced],
            ),
        ):
            mean = sum(times) / len(times) if times else 0.0
            lines.append(
                translate(
                    "Arena",
                    "decision time {label} {bot}: mean {mean} s, p95 {p95} s over %n decisions; "
                    "forced moves max {forced} ms over {moves}",
                    None,
                    0,
                ).say(
                    len(times),
                    label=label,
                    bot=bot,
                    mean=Number(mean, 3),
                    p95=Number(_percentile(times, 0.95), 3),
                    forced=Number(1000 * max(forced, default=0.0), 1),
                    moves=len(forced),
                )
            )
        minutes = self.seconds / 60
        lines.append(
            translate("Arena", "games per minute: {rate}").say(
                rate=Number(games / minutes if minutes > 0 else 0.0, 1)
            )
        )
        challenger = sum(result.challenger_won for result in self.results)
        lines.append(
            translate("Arena", "challenger win rate: {rate}").say(rate=_rate(challenger, games))
        )
        if self.decks[0] == self.decks[1]:
            lines.append(
                translate("Arena", "deck win rate: both seats play {deck}").say(deck=self.decks[0])
            )
        else:
            for deck in self.decks:
                deck_wins = sum(result.winning_deck == deck for result in self.results)
                lines.append(
                    translate("Arena", "deck win rate {deck}: {rate}").say(
                        deck=deck, rate=_rate(deck_wins, games)
                    )
                )
        # Read by scripts (the arena's --help says so): the same words in every language.
        lines.append(f"A win rate: {_rate(wins, games).english()}")
        return lines


def _rate(successes: int, trials: int) -> Message:
    """``55.0% [43.2%, 66.3%]``: the share of wins and its 95% Wilson interval."""
    low, high = wilson(successes, trials)
    share = successes / trials if trials else 0.0
    return translate("Arena", "{rate}% [{low}%, {high}%]").say(
        rate=Number(100 * share, 1), low=Number(100 * low, 1), high=Number(100 * high, 1)
    )


def _play_star(
    job: tuple[str, str, tuple[DeckDef, DeckDef], int, int, Variant, Callable[[str], AudatiaBot]],
) -> GameResult:
    return play_game(*job)


def run_arena(
    bot_a: str,
    bot_b: str,
    decks: tuple[DeckDef, DeckDef],
    games: int,
    seed: int = 0,
    *,
    jobs: int = 1,
    progress: Callable[[GameResult], None] | None = None,
    variant: Variant = Variant.STANDARD,
    factory: Callable[[str], AudatiaBot] = make_bot,
) -> ArenaReport:
    """Play ``games`` games of ``bot_a`` against ``bot_b`` (bot names as ``factory`` knows them,
    ``make_bot``'s by default; with ``jobs`` above 1 a factory must be a module-level function).

    With ``jobs`` above 1 the games run in that many worker processes; the report is the same
    as with one job (results are gathered in game order).
    """
    factory(bot_a), factory(bot_b)  # an unknown name fails here, before any worker starts
    report = ArenaReport(bot_a, bot_b, seed, (decks[0].id, decks[1].id), variant=variant)
    work = [(bot_a, bot_b, decks, seed, index, variant, factory) for index in range(games)]
    start = time.perf_counter()
    results: Iterator[GameResult]
    if jobs > 1:
        with get_context("spawn").Pool(jobs) as pool:
            for result in pool.imap(_play_star, work):
                report.results.append(result)
                if progress is not None:
                    progress(result)
    else:
        results = (_play_star(job) for job in work)
        for result in results:
            report.results.append(result)
            if progress is not None:
                progress(result)
    report.seconds = time.perf_counter() - start
    return report


#: Where the frozen baselines live (issue 31, "Frozen baselines"): in the source checkout's
#: tests, never in the app, so only a run that names one (``frozen:...``) loads them.
FROZEN_BOTS = "tests.bots.audatia:make_frozen"
#: The prefix of a frozen baseline's name.
FROZEN = "frozen:"


class FrozenBotMissing(ValueError):
    """A frozen baseline was asked for where the source checkout's tests are not at hand."""


def arena_bot(name: str) -> AudatiaBot:
    """``make_bot``'s bots, and the frozen baselines by their ``frozen:`` names (``ValueError``
    naming the accepted names for an unknown one)."""
    if not name.startswith(FROZEN):
        return make_bot(name)
    try:
        make_frozen: Callable[[str], AudatiaBot] = pkgutil.resolve_name(FROZEN_BOTS)
    except ImportError as error:
        raise FrozenBotMissing(
            f"{name}: the frozen baselines are in the source checkout's tests/bots/ "
            "(run from the checkout)"
        ) from error
    return make_frozen(name)


@dataclass(frozen=True, slots=True)
class AudatiaDuel:
    """Game ``index`` of an arena as ``engine.search.series`` plays it (picklable, so worker
    processes play it): ``play_game`` with the frozen baselines at hand (``arena_bot``), the
    deal seeded ``seed + index // 2`` (challenger and decks' seats alternating with it), A in
    seat A on even games and seat B on odd ones."""

    bot_a: str
    bot_b: str
    decks: tuple[DeckDef, DeckDef]
    seed: int
    variant: Variant = Variant.STANDARD
    clock: bool = True
    """Whether the searches keep their time limits (else ``series.unclocked``)."""
    factory: Callable[[str], AudatiaBot] = arena_bot
    """Makes the bots from their names (picklable: a module-level function); a bench may add
    bots no player is offered (``bench/audatia_level_trials.py``)."""

    def _bot(self, name: str) -> AudatiaBot:
        return self.factory(name) if self.clock else unclocked(self.factory(name))

    def __call__(self, index: int) -> Played:
        result = play_game(
            self.bot_a, self.bot_b, self.decks, self.seed, index, self.variant, self._bot
        )
        score = 0.5 if result.winner is None else float(result.a_won)
        replay: tuple[tuple[str, str | int], ...] = (
            ("deal", index // 2),
            ("deal_seed", result.seed),
            ("a_seat", result.a_seat.name),
            ("challenger", result.challenger.name),
            ("decks_by_seat", " ".join(result.decks)),
            # The bots' generators (``play_game``): random.Random of this with the seat's name.
            ("bot_seeds", f"arena {self.seed} game {index} seat A|B"),
            ("variant", self.variant.value),
        )
        return Played(index, score, result.a_times, result.b_times, replay)
