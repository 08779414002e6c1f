"""The deck builder's Gauntlet dialog: a run on the worker thread, Cancel, closing mid-run, and
the builder's Play > Gauntlet action (the cheapest bots play: this tests the dialog)."""

from __future__ import annotations

import dataclasses
import shutil
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.deck_builder.document import CardRef
from audatia_qt.games.audatia.deck_builder.gauntlet import COLUMNS, GauntletDialog
from audatia_qt.games.audatia.deck_builder.window import DeckBuilderWindow
from audatia_qt.games.audatia.policy.gauntlet import GauntletReport
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.shell.i18n.language import Language

MakeDialog = Callable[[str, int], GauntletDialog]


def _gauntlet_threads() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name.startswith("gauntlet")]


@pytest.fixture
def make_dialog(qtbot: QtBot, galeazzo: DeckDef, boucicault: DeckDef) -> Iterator[MakeDialog]:
    """``make_dialog(bot, games)``: Boucicault's gauntlet; every run is stopped at the end."""
    made: list[GauntletDialog] = []

    def make(bot: str, games: int) -> GauntletDialog:
        dialog = GauntletDialog(boucicault, (galeazzo, boucicault), bot=bot, games=games)
        qtbot.addWidget(dialog)
        dialog.show()
        made.append(dialog)
        return dialog

    yield make
    for dialog in made:
        dialog.runner.shutdown()
    assert not _gauntlet_threads()


def test_a_two_game_run_completes_and_shows_figures(qtbot: QtBot, make_dialog: MakeDialog) -> None:
    dialog = make_dialog("random", 2)
    assert dialog.level.currentData() == "random"
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.running and not dialog.run_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    report = dialog.report
    assert isinstance(report, GauntletReport)
    assert not report.cancelled and report.played == report.total == 6
    assert dialog.progress.value() == 6 and dialog.progress.maximum() == 6
    assert not dialog.running and dialog.run_button.isEnabled()
    assert dialog.table.columnCount() == len(COLUMNS)
    assert dialog.cell(0, 0) == "Boucicault (this deck)"
    assert dialog.cell(1, 0) == "vs Galeazzo da Mantoa"
    assert dialog.cell(1, 1) == report.records[0].overall.text()
    assert dialog.cell(1, 1).endswith(" of 2") and "% [" in dialog.cell(1, 1)
    assert dialog.cell(1, 2).endswith(" of 1") and dialog.cell(1, 3).endswith(" of 1")
    # Beside the figure against Galeazzo: the other bundled deck against Galeazzo.
    assert dialog.cell(1, 4) == report.bundled_against(0).overall.text()
    assert dialog.table.item(1, 4).toolTip() == (
        "Boucicault against Galeazzo da Mantoa, as many deals"
    )
    assert dialog.cell(3, 0) == "vs all opponents"
    assert dialog.cell(3, 1).endswith(" of 4")
    assert dialog.cell(4, 0) == "Bundled decks against each other"
    assert dialog.cell(5, 0) == "Galeazzo da Mantoa vs Boucicault"
    assert dialog.cell(6, 0) == "Boucicault vs Galeazzo da Mantoa"
    assert dialog.status.text().startswith("6 games in ")


def test_cancel_stops_the_run_and_shows_the_games_played(
    qtbot: QtBot, make_dialog: MakeDialog
) -> None:
    dialog = make_dialog("heuristic", 1000)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 2, timeout=20000)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == "Stopping\u2026"
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    report = dialog.report
    assert report is not None and report.cancelled
    assert 2 <= report.played < report.total == 3000
    assert dialog.status.text().startswith(f"Cancelled after {report.played} of 3000 games")
    assert dialog.cell(1, 1) == report.records[0].overall.text()
    assert not dialog.running and dialog.run_button.isEnabled()


def test_closing_mid_run_leaves_nothing_running(qtbot: QtBot, make_dialog: MakeDialog) -> None:
    dialog = make_dialog("heuristic", 1000)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1, timeout=20000)
    assert _gauntlet_threads()
    dialog.close()
    assert not _gauntlet_threads()
    assert not dialog.running
    qtbot.wait(50)  # progress queued before the close arrives harmlessly
    assert dialog.report is None


@pytest.fixture
def builder(qtbot: QtBot, builder_faces: Path, tmp_path: Path) -> Iterator[DeckBuilderWindow]:
    target = tmp_path / "mine.toml"
    shutil.copyfile(decks_dir() / "boucicault.toml", target)
    window = DeckBuilderWindow(cache_dir=builder_faces)
    qtbot.addWidget(window, before_close_func=lambda w: w.document._set_dirty(False))
    window.open_path(target)
    window.show()
    yield window


def test_the_builder_opens_the_gauntlet_on_the_deck_as_edited(
    qtbot: QtBot, builder: DeckBuilderWindow
) -> None:
    assert builder.gauntlet_action.isEnabled()
    assert builder.document is not None
    builder.document.set_field(CardRef("deck"), "name", "My Boucicault")
    builder.gauntlet_action.trigger()
    dialog = builder.gauntlet_dialog
    assert isinstance(dialog, GauntletDialog)
    assert dialog.isVisible() and dialog.deck.name == "My Boucicault"
    assert dialog.windowTitle() == "Gauntlet \u2014 My Boucicault"
    assert [deck.id for deck in dialog.opponents] == ["boucicault", "galeazzo-da-mantoa"]
    assert dialog.level.currentData() == "ismcts:normal"
    dialog.close()
    assert not _gauntlet_threads()


def test_the_builder_refuses_a_broken_deck_with_its_first_problem(
    qtbot: QtBot, builder: DeckBuilderWindow
) -> None:
    assert builder.document is not None
    builder.document.remove_card(CardRef("posta", 0))
    assert builder.open_gauntlet() is None
    assert builder.gauntlet_dialog is None
    message = builder.statusBar().currentMessage()
    assert message.startswith("This deck cannot run the gauntlet: Boucicault: posta: ")
    assert "\n" not in message


def test_closing_the_builder_stops_its_gauntlet(qtbot: QtBot, builder: DeckBuilderWindow) -> None:
    dialog = builder.open_gauntlet()
    assert dialog is not None
    dialog.level.setCurrentIndex(dialog.level.findData("heuristic"))
    dialog.games.setValue(1000)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1, timeout=20000)
    builder.close()
    assert not _gauntlet_threads()
    qtbot.waitUntil(lambda: builder.gauntlet_dialog is None)  # closed and deleted


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_refused_deck_is_said_in_the_players_language(
    qtbot: QtBot,
    galeazzo: DeckDef,
    boucicault: DeckDef,
    request: pytest.FixtureRequest,
    language: str,
) -> None:
    if language == "es":
        request.getfixturevalue("spanish")
    short = dataclasses.replace(boucicault, poste=boucicault.poste[:-1])
    dialog = GauntletDialog(short, (galeazzo, boucicault), bot="random", games=2)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start()
    qtbot.waitUntil(lambda: not dialog.running, timeout=10000)
    dialog.runner.shutdown()
    said = {
        "en": "Boucicault cannot be played: poste: a deck has 12 cards, found 11",
        "es": "Boucicault no se puede jugar: poste: una baraja tiene 12 cartas, y esta tiene 11",
    }
    assert dialog.status.text().endswith(said[language]), dialog.status.text()


def test_the_figures_read_in_spanish(
    qtbot: QtBot, make_dialog: MakeDialog, spanish: Language
) -> None:
    """The win rates are said with the Spanish decimal comma and words ("de 2"): they were
    the English figures whatever the language."""
    dialog = make_dialog("random", 2)
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    assert dialog.cell(0, 0) == "Boucicault (esta baraja)"
    figure = dialog.cell(1, 1)
    assert figure.endswith(" de 2") and "," in figure and "." not in figure, figure
    assert dialog.cell(1, 4).endswith(" de 2")


def test_the_progress_counts_the_games_the_spin_box_asks_for(
    qtbot: QtBot, make_dialog: MakeDialog
) -> None:
    """Issue 27: the count kept Qt's 100, then the last run's total, whatever the spin box."""
    dialog = make_dialog("random", 2)
    assert (dialog.progress.value(), dialog.progress.maximum()) == (0, 6)  # 3 pairings
    dialog.games.setValue(4)
    assert (dialog.progress.value(), dialog.progress.maximum()) == (0, 12)
    assert dialog.progress.text() == "0 of 12 games"
    dialog.games.setValue(2)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    assert dialog.progress.text() == "6 of 6 games"
    dialog.games.setValue(3)
    assert dialog.progress.text() == "0 of 9 games"


def test_a_new_run_does_not_show_the_last_runs_figures(
    qtbot: QtBot, make_dialog: MakeDialog
) -> None:
    dialog = make_dialog("random", 2)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    assert dialog.table.rowCount() > 0
    dialog.level.setCurrentIndex(dialog.level.findData("heuristic"))
    dialog.games.setValue(1000)
    dialog.start()
    assert dialog.running
    assert dialog.report is None and dialog.table.rowCount() == 0
    dialog.cancel()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    assert dialog.table.rowCount() > 0


def test_every_column_says_what_it_holds(make_dialog: MakeDialog) -> None:
    dialog = make_dialog("random", 2)
    tips = [dialog.table.horizontalHeaderItem(column).toolTip() for column in range(len(COLUMNS))]
    assert all(tips) and len(set(tips)) == len(tips)
    assert "other bundled decks" in tips[-1] and "same opponent" in tips[-1]
