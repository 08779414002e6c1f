"""Nothing a Hint, a prompt or a button's label says moves a card or a zone (issue 27, "the
table stays put").

Found playing at 1280x800: in a Largo bind where an Audatia Entry was possible, H made the
Hint's reasons a one-word-wide column, the decision bar grew past 400 pixels and the table
shrank to a thumbnail; at "attack, change Posta or pass" the Hint shifted the Posta grid, and
a drop aimed at one Posta landed on another; a prompt of two or three lines pushed the table
down. The prompt and the coaching line now have a fixed room of lines; more words are cut,
whole in the tool tip and the accessible name.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.board.fixed_lines import FixedLines
from audatia_qt.games.audatia.board.layout import ZoneKind
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.policy.explain import Candidate, Explanation, describe
from audatia_qt.games.audatia.rules import GameConfig
from audatia_qt.shell.i18n.language import Language
from tests.games.audatia.board.conftest import TableFactory
from tests.games.audatia.board.test_hint_and_reasons import _play_until_a_choice_with_cards

VS_COMPUTER = (SeatKind.HUMAN, SeatKind.COMPUTER)
SIZES = [(1024, 640), (1280, 800), (2560, 1440), (3840, 2160)]
#: A Hint's reasons longer than the longest the search gives, longer than two lines at 4K.
REASON = " ".join(
    [
        "leading in Audatia, it may close in with a remedy straight after the parry, and the "
        "opponent's Stack moves to the left where no parry of theirs can follow it; the card "
        "keeps the Prudentia advantage for the Stretto that follows, whichever Side is chosen"
    ]
    * 2
)
#: A prompt's words, repeated to make a prompt of so many lines.
PROMPT = "Boucicault, your turn: attack, change Posta or pass (Out of Measure 5-7)."

Where = dict[str, tuple[float, ...]]


@pytest.fixture(autouse=True)
def _bundled_fonts(qapp: object) -> None:
    """The fonts the app registers at start: words are measured in the typeface shown."""
    from audatia_qt.games.audatia.screens.fonts import register_fonts

    register_fonts()


def _where(table: TableWidget, picked: int | None = None) -> Where:
    """Every zone's rectangle on the table and in the window, the view's place in the window,
    and every card's resting place but ``picked``'s (a Hint picks up its card: it rises)."""
    scene, view, controller = table.scene, table.view, table.controller
    assert scene is not None and controller is not None
    window = table.window()
    origin = view.mapTo(window, QPoint(0, 0))
    where: Where = {
        "view": (origin.x(), origin.y(), view.width(), view.height()),
        "scene": scene.sceneRect().getRect(),
    }
    for zone, rect in scene.zone_rects().items():
        shown = view.mapFromScene(rect).boundingRect().translated(origin)
        where[f"{zone.seat.name}:{zone.kind.value}"] = (*rect.getRect(), *shown.getRect())
    for key, item in scene.items_by_key.items():
        if picked is not None and item.card == picked:
            continue
        where[key] = (item.home.x(), item.home.y(), *item.size)
    return where


def _moved(before: Where, after: Where) -> list[str]:
    names = sorted(before.keys() | after.keys())
    return [name for name in names if before.get(name) != after.get(name)]


def _without(where: Where, card: int | None) -> Where:
    return {name: rect for name, rect in where.items() if card is None or name != f"c{card}"}


def _words_fit(label: FixedLines) -> None:
    """What the label shows fits its room as Qt lays it out; the whole text is its name."""
    assert label.heightForWidth(label.width()) <= label.height(), label.shown()
    assert label.accessibleName() == label.whole
    if label.cut():
        assert label.shown().endswith("…")
        assert label.shown()[:-1].rstrip() in label.whole
        assert label.toolTip() and label.whole.split(" ")[-1] in label.toolTip()


def _prompt_of(table: TableWidget, lines: int) -> str:
    """A prompt that takes ``lines`` lines on this table's prompt line."""
    text = PROMPT
    while table.prompt.lines_needed(text) < lines:
        text += " " + PROMPT
    assert table.prompt.lines_needed(text) == lines, "no prompt of exactly that many lines"
    return text


def _settle(table: TableWidget) -> None:
    for _ in range(3):
        QApplication.processEvents()
    assert table.scene is not None and not table.scene.animating()


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_hint_and_long_prompts_move_no_zone_and_no_card(
    start_table: TableFactory,
    make_config: Callable[..., GameConfig],
    qapp: QApplication,
    size: tuple[int, int],
    language: str,
) -> None:
    speaking = Language(qapp)
    speaking.switch(language)
    try:
        table = start_table(
            Match(MatchSetup(AUDATIA, make_config(seed=21), VS_COMPUTER)), size=size
        )
        controller = table.controller
        assert controller is not None
        _play_until_a_choice_with_cards(table)
        _settle(table)
        # The Hint's answer, its three moves named and its reasons longer than two lines.
        view = controller.view()
        legal = [action for action in controller.match.legal_actions() if action.card is not None]
        before = _where(table, legal[0].card)
        candidates = tuple(
            Candidate(action, describe(view, action), share, 0.5)
            for action, share in zip(legal[:3], (0.6, 0.3, 0.1), strict=False)
        )
        advice = Explanation(candidates, REASON)
        controller.bots.hinted.emit(controller.generation, advice)
        _settle(table)
        assert table.decisions.offered_actions()[0] == advice.best
        coaching = table.decisions._hint
        assert REASON in table.decisions.hint_text()
        assert coaching.cut(), "the reasons are longer than the bar's room: they must be cut"
        _words_fit(coaching)
        assert _moved(before, _where(table, advice.best.card)) == []

        for lines in (1, 2, 3):
            text = _prompt_of(table, lines)
            table.prompt.show_prompt(text)
            _settle(table)
            assert not table.prompt.cut() and table.prompt.plain == text
            _words_fit(table.prompt)
            assert _moved(before, _where(table, advice.best.card)) == [], f"{lines} lines"
        # A refusal is restyled; a prompt of more lines than the room is cut, whole in its tip.
        long = " ".join([PROMPT] * 40)
        table.prompt.show_refusal(long)
        _settle(table)
        assert table.prompt.cut()
        _words_fit(table.prompt)
        assert _moved(before, _where(table, advice.best.card)) == []
    finally:
        speaking.uninstall()


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_searched_hint_leaves_the_table_where_it_was(
    qtbot: QtBot,
    start_table: TableFactory,
    make_config: Callable[..., GameConfig],
    qapp: QApplication,
    language: str,
) -> None:
    """The real Hint, its search and all, at the default size."""
    speaking = Language(qapp)
    speaking.switch(language)
    try:
        table = start_table(
            Match(MatchSetup(AUDATIA, make_config(seed=21), VS_COMPUTER, "heuristic"))
        )
        controller = table.controller
        assert controller is not None
        _play_until_a_choice_with_cards(table)
        _settle(table)
        with qtbot.waitSignal(controller.hint_ready, timeout=20000) as blocker:
            before = _where(table)
            table.decisions.hint_button.click()
        picked = blocker.args[0].best.card
        _settle(table)
        assert table.decisions.hint_text()
        assert _moved(_without(before, picked), _where(table, picked)) == []
        _words_fit(table.decisions._hint)
    finally:
        speaking.uninstall()


def _tag_rect(table: TableWidget, key: str) -> QRectF:
    assert table.scene is not None
    item = table.scene.items_by_key[key]
    tags = [box.rect for box in item.text_boxes() if box.role == "tag"]
    assert len(tags) == 1
    return tags[0]


def test_the_last_moves_tag_is_never_under_another_card(
    start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    """A Posta the computer's move sent back into its fanned pile was marked under the cards
    fanned over it: a clipped piece of its "Last move" tag showed between them. A marked card
    now lies on top of its neighbours, its tag whole."""
    table = start_table(
        Match(MatchSetup(AUDATIA, make_config(seed=1), VS_COMPUTER, "random")), "random"
    )
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    pick = random.Random(1)
    checked = 0
    for _ in range(2000):
        QApplication.processEvents()  # the computer answers
        if controller.match.to_move() is None or checked:
            break
        if not controller.local_to_act:
            continue
        for key, item in scene.items_by_key.items():
            if not item.last_move:
                continue
            tag = _tag_rect(table, key)
            for other in scene.items_by_key.values():
                if other is item or other.zValue() <= item.zValue():
                    continue
                covered = QRectF(other.home, QRectF(0, 0, *other.size).size())
                assert not covered.intersects(tag), f"{key}'s tag under {other.key}"
            if item.zone is not None and item.zone.kind is ZoneKind.POSTA_PILE:
                checked += 1
        controller.request(pick.choice(controller.match.legal_actions()))
    assert checked, "no move of the computer's marked a card in its fanned Posta pile"
