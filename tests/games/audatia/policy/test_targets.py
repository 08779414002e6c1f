"""The strength targets of issue 6, as 400-game arenas: slow (``make test-slow``), hours long.

Each arena uses both worker processes; run them on a quiet machine. They are the games of
``audatia arena ... --games 400 --seed 1000`` (the bundled decks in the CLI's order), so they
reproduce the figures in the README's "Figures" table.
"""

from __future__ import annotations

import random

import pytest

from audatia_qt.engine.search.measure import wilson
from audatia_qt.games.audatia.policy.arena import run_arena
from audatia_qt.games.audatia.policy.factory import make_bot
from audatia_qt.games.audatia.rules import Seat, apply, legal_actions, new_game, observe
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.selfplay import seeded_config
from audatia_qt.shell.i18n.plain import english
from tests.games.audatia.policy.omniscient import OmniscientBot

GAMES = 400

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("bot_a", "bot_b", "target"),
    [
        ("ismcts:normal", "random", 0.95),
        ("ismcts:normal", "heuristic", 0.70),
        ("ismcts:hard", "ismcts:normal", 0.55),
    ],
)
def test_strength_target(
    galeazzo: DeckDef, boucicault: DeckDef, bot_a: str, bot_b: str, target: float
) -> None:
    report = run_arena(bot_a, bot_b, (boucicault, galeazzo), GAMES, seed=1000, jobs=2)
    print("\n".join([english(line) for line in report.messages()]))
    assert report.a_wins / report.games >= target


def test_balance_normal_vs_normal(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    report = run_arena(
        "ismcts:normal", "ismcts:normal", (boucicault, galeazzo), GAMES, seed=1000, jobs=2
    )
    print("\n".join([english(line) for line in report.messages()]))
    challenger = sum(result.challenger_won for result in report.results) / report.games
    deck = sum(result.winning_deck == galeazzo.id for result in report.results) / report.games
    assert 0.40 <= challenger <= 0.60
    assert 0.40 <= deck <= 0.60


def test_omniscient_ceiling_against_heuristic(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    """The same search seeing every card: how much of the Heuristic target hidden cards cost."""
    wins = 0
    games = 100
    for index in range(games):
        config = seeded_config((galeazzo, boucicault), 3000 + index // 2)
        seat = Seat.A if index % 2 == 0 else Seat.B
        omniscient = OmniscientBot("normal")
        bots = {seat: omniscient, seat.other: make_bot("heuristic")}
        rng = random.Random(index)
        state = new_game(config)
        while (mover := state.to_move) is not None:
            omniscient.state = state
            legal = legal_actions(state)
            state = apply(state, bots[mover].choose(observe(state, mover), legal, rng)).state
        assert state.outcome is not None
        wins += state.outcome.winner is seat
    low, high = wilson(wins, games)
    print(f"omniscient normal vs heuristic: {wins}/{games} [{low:.1%}, {high:.1%}]")
    assert wins / games >= 0.70
