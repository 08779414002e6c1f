"""Issue 29's trust matrix for Swordplay: Arena: every mode and seating of its New Game page
played to the end through the real window, every shown string and face checked against the
cards hidden from its reader at every change (docs/trust.md; the harness in
``tests/trust/swordplay_table.py``).

Modes: against the computer, hot-seat (the pass screen), three and four heroes free-for-all
with people and computer seats, solo against a monster, co-op with two and three heroes.
People play by the arena's keyboard and press Hint at each decision; the computer answers on
its worker thread. The default run plays one fight per mode with small search budgets (what
is shown does not depend on how long the computer thinks); the slow run plays the larger
matrix with the real budgets.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.games.swordplay import plugin as swordplay_plugin
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.policy import levels
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.preferences import Preferences
from tests.trust.swordplay_table import SwordplayCell, run_fight, tag_card_set

DEFAULT_CELLS = [
    SwordplayCell("computer", (True, False), "ismcts:easy", 1),
    SwordplayCell("hot-seat", (True, True), "ismcts:easy", 2),
    SwordplayCell("three", (True, False, True), "ismcts:easy", 3),
    SwordplayCell("four", (False, True, False, False), "ismcts:easy", 4),
    SwordplayCell("solo", (True,), "ismcts:easy", 5),
    SwordplayCell("coop", (True, True), "ismcts:easy", 6),
    SwordplayCell("coop3", (True, False, False), "ismcts:easy", 7),
]

SLOW_CELLS = [
    SwordplayCell(table, people, level, seed, parries)
    for seed, (table, people) in enumerate(
        [
            ("computer", (True, False)),
            # The page seats the person as Hero 1 at this table (``new_game.TABLES``), so the
            # computer cannot sit first; who moves first is rolled, and another deal rolls it
            # again.
            ("computer", (True, False)),
            ("hot-seat", (True, True)),
            ("three", (True, True, True)),
            ("four", (True, False, True, False)),
            ("four", (True, True, True, True)),
            ("solo", (True,)),
            ("coop", (True, False)),
            ("coop3", (True, True, True)),
            ("coop3", (False, True, False)),
        ],
        start=100,
    )
    for level, parries in (("ismcts:normal", False), ("ismcts:hard", True))
]


@pytest.fixture
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every level, and the Hint (Hard's search), with a few iterations and no clock."""
    for name, iterations in {"easy": 1, "normal": 2, "hard": 3}.items():
        level = replace(levels.LEVELS[name], iterations=iterations, seconds=None, playout_depth=4)
        monkeypatch.setitem(levels.LEVELS, name, level)


@pytest.fixture
def sword_window(
    catalogue: Catalogue,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    settings_path: Path,
    faces_dir: Path,
) -> Iterator[Callable[[], MainWindow]]:
    """A shown window whose Swordplay deals from the tagged card set, with no pause before the
    computer's moves and the computer on its worker thread, as in the app."""
    tagged = tag_card_set(default_card_set())
    monkeypatch.setattr(swordplay_plugin, "default_card_set", lambda: tagged)
    windows: list[MainWindow] = []

    def make() -> MainWindow:
        window = MainWindow(
            catalogue=catalogue,
            cache_dir=faces_dir,
            settings=BoardSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=True),
            start_game=False,
            preferences=Preferences(catalogue, path=settings_path),
        )
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        for game in window.games:
            game.close()


def _play(qtbot: QtBot, make: Callable[[], MainWindow], cell: SwordplayCell, data: Path) -> None:
    game = run_fight(qtbot, make(), cell, data)
    assert game.finding.clean, f"{cell.id}: shown to a person who may not see it:\n" + (
        game.finding.report()
    )
    if any(cell.people):
        assert game.hints > 0, "no hint was ever asked"
    assert game.replays_read >= 1


@pytest.mark.usefixtures("small_budgets")
@pytest.mark.parametrize("cell", DEFAULT_CELLS, ids=lambda cell: cell.id)
def test_a_whole_fight_shows_nothing_hidden(
    cell: SwordplayCell, qtbot: QtBot, sword_window: Callable[[], MainWindow], data_dir: Path
) -> None:
    _play(qtbot, sword_window, cell, data_dir)


@pytest.mark.slow
@pytest.mark.parametrize("cell", SLOW_CELLS, ids=lambda cell: cell.id)
def test_fights_with_the_real_budgets_show_nothing_hidden(
    cell: SwordplayCell, qtbot: QtBot, sword_window: Callable[[], MainWindow], data_dir: Path
) -> None:
    _play(qtbot, sword_window, cell, data_dir)
