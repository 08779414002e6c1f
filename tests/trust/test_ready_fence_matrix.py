"""Issue 30's trust matrix for Ready...Fence!: every level against the computer and in
hot-seat played to the end through the real window, every shown string, accessible word and
card face checked against the cards hidden from its reader at every change (docs/trust.md;
the harness in ``tests/trust/ready_fence_table.py``).

People play by the strip's keyboard and its move buttons and press Hint at each decision; the
computer answers on its worker thread. The default run plays one bout per level and opponent
with small search budgets (what is shown does not depend on how long the computer thinks);
the slow run plays more seeds at every strength, with the real budgets.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.games.ready_fence import plugin as ready_fence_plugin
from audatia_qt.games.ready_fence.board import scribe, strip
from audatia_qt.games.ready_fence.board.faces import CardFace
from audatia_qt.games.ready_fence.board.phrase_record import PhraseRecord
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.narrator import log
from audatia_qt.games.ready_fence.rules import Level, View
from audatia_qt.games.ready_fence.rules.views import seen_cards
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.preferences import Preferences
from tests.games.ready_fence.sessions import use_small_budgets
from tests.trust.ready_fence_table import (
    ReadyFenceCell,
    RecordingFace,
    named,
    run_bout,
    tag_card_set,
)

COMPUTER_SEATS = ((True, False), (False, True))
HOT_SEAT = (True, True)

DEFAULT_CELLS = [
    ReadyFenceCell(Level.TUTORIAL, (True, False), "ismcts:easy", 1),
    ReadyFenceCell(Level.TUTORIAL, HOT_SEAT, "ismcts:easy", 2),
    ReadyFenceCell(Level.BASIC, (False, True), "ismcts:normal", 3),
    ReadyFenceCell(Level.BASIC, HOT_SEAT, "ismcts:easy", 4),
    ReadyFenceCell(Level.ADVANCED, (True, False), "ismcts:hard", 5),
    ReadyFenceCell(Level.ADVANCED, HOT_SEAT, "ismcts:easy", 6),
]

SLOW_CELLS = [
    ReadyFenceCell(level, people, strength, seed)
    for seed, (level, people, strength) in enumerate(
        [
            (level, people, strength)
            for level in Level
            for people, strength in (
                *((seats, name) for seats in COMPUTER_SEATS for name in ("random", "ismcts:easy")),
                ((True, False), "ismcts:normal"),
                ((False, True), "ismcts:hard"),
                (HOT_SEAT, "ismcts:normal"),
            )
        ],
        start=100,
    )
] + [
    ReadyFenceCell(Level.TUTORIAL, (True, False), "ismcts:normal", 200, target=15),
    ReadyFenceCell(Level.BASIC, HOT_SEAT, "ismcts:normal", 201, target=10),
    ReadyFenceCell(Level.ADVANCED, (False, True), "ismcts:normal", 202, target=15),
]


@pytest.fixture
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every level, and the Hint (Hard's search), with a few iterations and no clock."""
    use_small_budgets(monkeypatch)


@pytest.fixture
def paint_words(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every word the strip board's scribe writes, as it writes it."""
    written: list[str] = []
    text = scribe.Scribe.text

    def noted(self: scribe.Scribe, rect: QRectF, words: str, *args: Any, **kwargs: Any) -> None:
        written.append(words)
        text(self, rect, words, *args, **kwargs)

    monkeypatch.setattr(scribe.Scribe, "text", noted)
    return written


@pytest.fixture
def fence_window(
    catalogue: Catalogue,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    settings_path: Path,
    faces_dir: Path,
) -> Iterator[Callable[[], MainWindow]]:
    """A shown window whose Ready...Fence! deals from the tagged card set and paints through
    a face that notes each card, with no pause before the computer's moves and the computer
    on its worker thread, as in the app."""
    tagged = tag_card_set(default_card_set())
    monkeypatch.setattr(ready_fence_plugin, "default_card_set", lambda: tagged)
    monkeypatch.setattr(ready_fence_plugin, "RenderedCardFace", RecordingFace)
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


def _play(
    qtbot: QtBot,
    make: Callable[[], MainWindow],
    cell: ReadyFenceCell,
    data: Path,
    paint_words: list[str],
) -> None:
    game = run_bout(qtbot, make(), cell, data, paint_words)
    assert game.finding.clean, f"{cell.id}: shown to a person who may not see it:\n" + (
        game.finding.report()
    )
    assert game.state.result is not None
    assert game.hints > 0, "no hint was ever asked"
    assert game.refusals > 0, "no drop was ever refused"
    assert game.replays_read >= 1, "no replay was read"
    # The strip painted the person's own cards through the face, and its words were read.
    assert game.faces_read > 0 and game.checks > 0


@pytest.mark.usefixtures("small_budgets")
@pytest.mark.parametrize("cell", DEFAULT_CELLS, ids=lambda cell: cell.id)
def test_a_whole_bout_shows_nothing_hidden(
    cell: ReadyFenceCell,
    qtbot: QtBot,
    fence_window: Callable[[], MainWindow],
    data_dir: Path,
    paint_words: list[str],
) -> None:
    _play(qtbot, fence_window, cell, data_dir, paint_words)


@pytest.mark.slow
@pytest.mark.parametrize("cell", SLOW_CELLS, ids=lambda cell: cell.id)
def test_bouts_with_the_real_budgets_show_nothing_hidden(
    cell: ReadyFenceCell,
    qtbot: QtBot,
    fence_window: Callable[[], MainWindow],
    data_dir: Path,
    paint_words: list[str],
) -> None:
    _play(qtbot, fence_window, cell, data_dir, paint_words)


def test_the_tags_name_each_card_once() -> None:
    tagged = tag_card_set(default_card_set())
    for index, card in enumerate(tagged.cards):
        assert named(card.name, len(tagged.cards)) == {index}
        for _code, name, _text in card.translations:
            assert named(name, len(tagged.cards)) == {index}
    # The ids stay: a tagged bout is the bundled deck's bout, and its saves read back.
    assert [card.id for card in tagged.cards] == [card.id for card in default_card_set().cards]


# -- the harness finds what it looks for ------------------------------------------------------

PLANTED = ReadyFenceCell(Level.TUTORIAL, (True, False), "ismcts:easy", 7)


@pytest.mark.usefixtures("small_budgets")
def test_a_log_naming_every_draw_is_found(
    qtbot: QtBot,
    fence_window: Callable[[], MainWindow],
    data_dir: Path,
    paint_words: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(log, "may_name", lambda event, _readers: event.card is not None)
    game = run_bout(qtbot, fence_window(), PLANTED, data_dir, paint_words, until_found=True)
    drawn = (" draws ", " is dealt ")  # a card changed, or one of the opening deal
    assert any(
        "[game log]" in leak and any(word in leak for word in drawn) for leak in game.finding.leaks
    )


@pytest.mark.usefixtures("small_budgets")
def test_a_strip_painting_an_unseen_card_is_found(
    qtbot: QtBot,
    fence_window: Callable[[], MainWindow],
    data_dir: Path,
    paint_words: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The phrase lane made to paint, and name, a card its viewer does not see (the stock's
    or the computer's hand's): the face and the words are both found."""
    lane = strip.draw_phrase

    def leaky(
        pen: scribe.Scribe,
        words: BoardWords,
        face: CardFace,
        view: View,
        record: PhraseRecord | None,
        rect: QRectF,
        glowing: bool,
    ) -> None:
        lane(pen, words, face, view, record, rect, glowing)
        seen = seen_cards(view)
        unseen = next(card for card in view.config.level_cards if not seen[card])
        face.paint(pen.painter, rect, view, unseen)
        pen.text(rect, words.card_name(view, unseen), 10)

    monkeypatch.setattr(strip, "draw_phrase", leaky)
    game = run_bout(qtbot, fence_window(), PLANTED, data_dir, paint_words, until_found=True)
    assert any("[strip] shows the face of" in face for face in game.finding.faces)
    assert any("[strip paints]" in leak for leak in game.finding.leaks)
