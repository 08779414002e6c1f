"""Issue 15's matrix: every ruleset x every seating, whole games played through the real window
the way people play them, every shown string checked against the cards hidden from its reader
at every step (docs/trust.md; the harness in ``tests/trust/harness.py``).

Rulesets: the standard game with and without the Break rule, Salle Play, Sudden Death.
Seatings: a person against the computer at every level the New Game dialog offers, the
computer (at the strongest level) against a person, two people in hot-seat, two computers.
People move by the table's gestures, choosing among the legal moves with a seeded generator,
and press the Hint (H) at each of their decisions; Explain Computer Moves is on.

Each game must reach its end and the end dialog, never stay "thinking" with nothing running,
and show nothing that names a card hidden from whoever reads it. The default suite plays a
covering of the matrix (every seating once, every ruleset at least once) with small search
budgets (``SMALL_ITERATIONS`` in ``tests/conftest.py``): the checks are about what is shown,
which the size of a search does not change, and the budgets keep it fast. The slow suite
(``make test-slow``) plays the whole product with those budgets, and more seeds with the real
budgets.

A cell replays move for move under a fixed ``PYTHONHASHSEED`` (the computer's search walks sets
whose order follows the hash seed): ``PYTHONHASHSEED=0 pytest tests/trust -k 'salle/hot-seat'``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.screens.new_game import bot_names
from tests.trust.conftest import TrustWindow
from tests.trust.harness import Cell, Seating, run_game

HUMAN, COMPUTER = SeatKind.HUMAN, SeatKind.COMPUTER

#: (variant, Break rule) as the New Game dialog sets them.
RULESETS = (
    (Variant.STANDARD, True),
    (Variant.STANDARD, False),
    (Variant.SALLE, True),
    (Variant.SUDDEN_DEATH, True),
)


def seatings() -> list[Seating]:
    """A person against each level the dialog offers; the strongest level against a person;
    hot-seat; two computers at the strongest level."""
    levels = bot_names()
    strongest = levels[-1]
    return [
        *(Seating(f"human-vs-{level}", (HUMAN, COMPUTER), level) for level in levels),
        Seating(f"{strongest}-vs-human", (COMPUTER, HUMAN), strongest),
        Seating("hot-seat", (HUMAN, HUMAN), None),
        Seating(f"{strongest}-vs-{strongest}", (COMPUTER, COMPUTER), strongest),
    ]


def cells(seeds: range) -> list[Cell]:
    return [
        Cell(variant, break_rule, seating, seed)
        for variant, break_rule in RULESETS
        for seating in seatings()
        for seed in seeds
    ]


def _play(qtbot: QtBot, trust_window: TrustWindow, cell: Cell, data_dir: Path) -> None:
    window = trust_window()
    # The seed also seats the decks and the challenger, so the cells between them deal each
    # deck to each seat, as challenger and as respondent.
    decks = (0, 1) if (cell.seed // 2) % 2 == 0 else (1, 0)
    game = run_game(qtbot, window, cell, decks, Seat(cell.seed % 2), data_dir)
    assert game.finding.clean, f"{cell.id}: shown to a person who may not see it:\n" + (
        game.finding.report()
    )
    humans = game.controller.match.setup.humans
    if humans:
        assert game.hints > 0, "no hint was ever asked"


def covering_cells() -> list[Cell]:
    """Every seating once and every ruleset at least once, the rulesets taken in turn: what
    a game shows depends on who sits where and on the rules played, each on its own, so a
    covering of both finds what the whole product would (that product is the slow
    ``test_every_ruleset_at_every_seating_shows_nothing_hidden``). Seven whole games in the
    default suite instead of twenty-eight keep it inside its four minutes."""
    return [
        Cell(*RULESETS[index % len(RULESETS)], seating, seed)
        for seed, (index, seating) in enumerate(enumerate(seatings()), start=1)
    ]


DEFAULT_CELLS = covering_cells()
PRODUCT_CELLS = [
    Cell(cell.variant, cell.break_rule, cell.seating, seed)
    for seed, cell in enumerate(cells(range(1)), start=1)
]


def test_the_default_cells_cover_every_ruleset_and_seating() -> None:
    assert {(cell.variant, cell.break_rule) for cell in DEFAULT_CELLS} == set(RULESETS)
    assert [cell.seating for cell in DEFAULT_CELLS] == seatings()


@pytest.mark.usefixtures("small_budgets")
@pytest.mark.parametrize("cell", DEFAULT_CELLS, ids=lambda cell: cell.id)
def test_a_whole_game_shows_nothing_hidden(
    cell: Cell, qtbot: QtBot, trust_window: TrustWindow, data_dir: Path
) -> None:
    _play(qtbot, trust_window, cell, data_dir)


@pytest.mark.slow
@pytest.mark.usefixtures("small_budgets")
@pytest.mark.parametrize("cell", PRODUCT_CELLS, ids=lambda cell: cell.id)
def test_every_ruleset_at_every_seating_shows_nothing_hidden(
    cell: Cell, qtbot: QtBot, trust_window: TrustWindow, data_dir: Path
) -> None:
    _play(qtbot, trust_window, cell, data_dir)


@pytest.mark.slow
@pytest.mark.parametrize("cell", cells(range(100, 102)), ids=lambda cell: cell.id)
def test_whole_games_with_the_real_budgets_show_nothing_hidden(
    cell: Cell, qtbot: QtBot, trust_window: TrustWindow, data_dir: Path
) -> None:
    _play(qtbot, trust_window, cell, data_dir)
