"""The invariant soak (issue 16): every state and action of random games, in every variant.

Each game goes through ``tests.games.audatia.soak.checker.check_game``: card conservation, views and
redacted events that leak nothing, position and action notation round trips, every describer's words
for every action (naming nothing hidden from the reader), replay captions, and Undo / Redo giving
back equal states. The default suite plays a few dozen games per variant; the slow soak (``make
test-slow``) thousands. ``bench/bench_soak.py`` prints what it costs.

Games use ``seeded_config`` as ``audatia selfplay`` does (challenger and deck seats alternate
with the seed), so a failure's seed replays alone: ``check_game(seeded_config(decks, seed,
break_rule=..., variant=...))``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

import pytest

from audatia_qt.games.audatia.rules import ActionKind
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.selfplay import seeded_config
from tests.games.audatia.soak.checker import SoakFailure, check_game

#: The rulesets soaked: name -> (variant, the optional Break rule).
VARIANTS: dict[str, tuple[Variant, bool]] = {
    "standard": (Variant.STANDARD, True),
    "standard-no-break": (Variant.STANDARD, False),
    "salle": (Variant.SALLE, True),
    "sudden-death": (Variant.SUDDEN_DEATH, True),
}

#: Games per variant in the default suite, about 30 s in all (bench/bench_soak.py). A Salle
#: Play game is a series of bouts to the end of the strikes, about four games' worth of states.
DEFAULT_GAMES = {"standard": 20, "standard-no-break": 20, "salle": 6, "sudden-death": 16}

#: Games per variant in the slow soak, in chunks of ``SOAK_CHUNK`` seeds from
#: ``SOAK_FIRST_SEED`` (a Salle Play game again counts about four).
SOAK_GAMES = {"standard": 2_000, "standard-no-break": 2_000, "salle": 1_000, "sudden-death": 2_000}
SOAK_CHUNK = 250
SOAK_FIRST_SEED = 200_000


@pytest.fixture(scope="module")
def decks(galeazzo: DeckDef, boucicault: DeckDef) -> tuple[DeckDef, DeckDef]:
    return galeazzo, boucicault


@dataclass
class SoakRun:
    """What a series of checked games showed."""

    games: int = 0
    states: int = 0
    applied: Counter[ActionKind] = field(default_factory=Counter)
    offered: Counter[ActionKind] = field(default_factory=Counter)
    failures: list[SoakFailure] = field(default_factory=list)
    """Every failed check: a game's fatal one, and the describers' (after which it went on)."""

    def summary(self) -> str:
        """The failed checks, one line per (check, action kind), with a count and an example."""
        groups: dict[tuple[str, str], list[SoakFailure]] = {}
        for failure in self.failures:
            kind = failure.kind.value if failure.kind is not None else "-"
            groups.setdefault((failure.check, kind), []).append(failure)
        lines = [f"{len(self.failures)} failed checks in {self.games} games:"]
        for (check, kind), found in sorted(groups.items()):
            lines.append(f"  {check}, action kind {kind}: {len(found)} times, e.g. {found[0]}")
        return "\n".join(lines)


def run_soak(decks: tuple[DeckDef, DeckDef], name: str, seeds: Iterable[int]) -> SoakRun:
    """Check one game per seed; a failed game is recorded and the series goes on."""
    variant, break_rule = VARIANTS[name]
    run = SoakRun()
    for seed in seeds:
        config = seeded_config(decks, seed, break_rule=break_rule, variant=variant)
        run.games += 1
        try:
            tally = check_game(config)
        except SoakFailure as failure:
            run.failures.append(failure)
            continue
        run.failures.extend(tally.failures)
        run.states += tally.states
        run.applied.update(tally.kinds)
        run.offered.update(tally.offered)
    return run


class DefaultRuns:
    """The default suite's runs, each played once however many tests read it."""

    def __init__(self, decks: tuple[DeckDef, DeckDef]) -> None:
        self.decks = decks
        self.runs: dict[str, SoakRun] = {}

    def get(self, name: str) -> SoakRun:
        if name not in self.runs:
            self.runs[name] = run_soak(self.decks, name, range(DEFAULT_GAMES[name]))
        return self.runs[name]


@pytest.fixture(scope="module")
def default_runs(decks: tuple[DeckDef, DeckDef]) -> DefaultRuns:
    return DefaultRuns(decks)


@pytest.mark.parametrize("name", VARIANTS)
def test_every_state_and_action_keeps_every_invariant(default_runs: DefaultRuns, name: str) -> None:
    run = default_runs.get(name)
    assert not run.failures, run.summary()
    assert run.games == DEFAULT_GAMES[name]
    assert run.states > 20 * run.games, "the games are too short to have been played"


def test_every_action_kind_is_offered_described_and_played(default_runs: DefaultRuns) -> None:
    """Over the default games of all the variants, every kind of action was offered and
    described, and every kind was played, so described after the fact, captioned and undone."""
    offered: Counter[ActionKind] = Counter()
    applied: Counter[ActionKind] = Counter()
    for name in VARIANTS:
        run = default_runs.get(name)
        offered.update(run.offered)
        applied.update(run.applied)
    assert set(ActionKind) - set(offered) == set()
    assert set(ActionKind) - set(applied) == set()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "chunk"),
    [(name, chunk) for name, games in SOAK_GAMES.items() for chunk in range(games // SOAK_CHUNK)],
)
def test_invariant_soak(decks: tuple[DeckDef, DeckDef], name: str, chunk: int) -> None:
    first = SOAK_FIRST_SEED + chunk * SOAK_CHUNK
    run = run_soak(decks, name, range(first, first + SOAK_CHUNK))
    assert not run.failures, run.summary()
