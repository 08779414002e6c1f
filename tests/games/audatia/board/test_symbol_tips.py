"""Symbols that explain themselves on the table (issue 17): the preview's tool tips and
caption, the Virtue scoreboard's and the Stretto Side card's tool tips."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QHelpEvent, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from audatia_qt.games.audatia.board.symbol_tips import tip_html, tip_text
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.narrator.symbols import (
    SymbolKind,
    side_card_note,
    symbol_notes,
    virtue_note,
)
from audatia_qt.games.audatia.rules import Action, ActionKind, GameConfig, Phase, observe
from audatia_qt.games.audatia.rules.cards import IconKind, StrikeDef, Virtue
from audatia_qt.games.audatia.rules.views import hidden_cards
from audatia_qt.games.audatia.rules.virtues import LEAD_GIVES
from audatia_qt.shell.i18n.render import EnglishCardWords
from tests.english import english

Gestures = Callable[[TableWidget, Action], None]

CARDS = EnglishCardWords()


def _show_table(table: TableWidget) -> None:
    if table.pages.currentWidget() is table.pass_screen:
        table.pass_screen.button.click()


def _play_until(
    table: TableWidget, gestures: Gestures, seed: int, done: Callable[[TableWidget], bool]
) -> bool:
    """Random moves by the table's gestures (hot-seat) until ``done``; False if the game ends
    first."""
    controller = table.controller
    assert controller is not None
    rng = random.Random(seed)
    while controller.match.to_move() is not None:
        _show_table(table)
        if done(table):
            return True
        legal = controller.match.legal_actions()
        gestures(table, legal[rng.randrange(len(legal))])
    return False


def _parry_card(table: TableWidget) -> int | None:
    """A strike with the Parry icon in the hand of the seat that must answer an attack."""
    controller = table.controller
    assert controller is not None
    state = controller.match.state
    if state.phase is not Phase.REACT or not controller.local_to_act:
        return None
    for card in state.players[controller.viewer].hand:
        definition = state.config.cards[card].definition
        if isinstance(definition, StrikeDef) and definition.icon(IconKind.PARRY) is not None:
            return card
    return None


def _help(widget: QWidget, pos: QPoint) -> None:
    """Ask ``widget`` for its tool tip at ``pos``, as resting the pointer there does."""
    event = QHelpEvent(QEvent.Type.ToolTip, pos, widget.mapToGlobal(pos))
    QApplication.sendEvent(widget, event)


def _move(widget: QWidget, pos: QPointF) -> None:
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        pos,
        QPointF(widget.mapToGlobal(pos.toPoint())),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(widget, event)


def _react_table(
    make_config: Callable[..., GameConfig],
    make_table: Callable[..., TableWidget],
    gestures: Gestures,
) -> tuple[TableWidget, int]:
    for seed in range(10):
        table = make_table(make_config(seed=seed))
        if _play_until(table, gestures, seed, lambda t: _parry_card(t) is not None):
            card = _parry_card(table)
            assert card is not None
            return table, card
        table.close()
    raise AssertionError("no attack to parry in ten games")


def test_hovering_the_parry_icon_on_the_preview_says_what_it_allows_now(
    make_config: Callable[..., GameConfig],
    make_table: Callable[..., TableWidget],
    gestures: Gestures,
    qtbot: QtBot,
) -> None:
    """A strike of the hand at a REACT decision: the Parry icon's tool tip names the attack in
    play (public), says whether the card may parry it now and why, and names no hidden card."""
    table, card = _react_table(make_config, make_table, gestures)
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    scene.card_hovered.emit(card)
    preview = table.preview
    assert preview.card == card and preview.notes is not None
    kinds = [mark.kind for mark in preview.notes.layout.marks()]
    index = kinds.index(SymbolKind.PARRY)
    point = preview.symbol_point(index)
    assert point is not None

    _move(preview, point)
    assert preview.cursor().shape() == Qt.CursorShape.WhatsThisCursor
    _move(preview, QPointF(1, 1))
    assert preview.cursor().shape() != Qt.CursorShape.WhatsThisCursor

    _help(preview, point.toPoint())
    assert QToolTip.isVisible()
    state = controller.match.state
    view = observe(state, controller.viewer)
    definition = state.config.cards[card].definition
    expected = symbol_notes(definition, preview.notes.layout.marks(), view, card)[index]
    assert QToolTip.text() == tip_html(expected, CARDS)
    attack = state.context.attack_card
    assert attack is not None
    attack_name = state.config.cards[attack].definition.name
    if Action(controller.viewer, ActionKind.PARRY, card) in view.legal_actions:
        assert f"against the {attack_name}." in english(expected.now)
    else:
        assert english(expected.now).startswith("Not now: ")
    hidden = {state.config.cards[c].definition.name for c in hidden_cards(state, controller.viewer)}
    seen = {state.config.cards[c].definition.name for c in state.players[controller.viewer].hand}
    seen |= {attack_name, state.config.cards[card].definition.name}
    for name in hidden - seen:
        assert name not in QToolTip.text()

    # Off the symbols the panel has no tip of its own: the symbol's goes.
    _help(preview, QPoint(1, 1))
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=3000)


def test_the_caption_lists_the_symbols_of_a_card_picked_by_keyboard(
    make_config: Callable[..., GameConfig],
    make_table: Callable[..., TableWidget],
) -> None:
    table = make_table(make_config(seed=8))
    _show_table(table)
    controller = table.controller
    assert controller is not None
    preview = table.preview
    assert preview.caption.toPlainText() == preview.CAPTION_HINT
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Right)
    card = controller.selected
    assert card is not None and preview.card == card and preview.notes is not None
    caption = preview.caption.toPlainText()
    for note in preview.notes.notes:
        assert english(note.title) in caption and english(note.meaning).split(" (")[0] in caption
        if english(note.now):
            assert english(note.now).split(" (")[0] in caption
    assert preview.accessibleDescription().startswith(english(preview.notes.notes[0].title))
    # A rule cited in the caption is a link to the rules reference.
    opened: list[str] = []
    table.rules_link_activated.connect(opened.append)
    preview.caption.anchorClicked.emit(QUrl("rules:cut-2"))
    assert opened == ["cut-2"]
    preview.clear_card()
    assert preview.caption.toPlainText() == preview.CAPTION_HINT


def _scene_tip(table: TableWidget, scene_point: QPointF) -> str:
    """Rest the pointer on a point of the table's scene; the tool tip the view shows."""
    view = table.view
    pos = view.mapFromScene(scene_point)
    _move(view.viewport(), QPointF(pos))
    _help(view.viewport(), pos)
    text = QToolTip.text() if QToolTip.isVisible() else ""
    QToolTip.hideText()
    return text


def test_the_virtue_headers_say_what_leading_gives_and_who_leads(
    make_config: Callable[..., GameConfig],
    make_table: Callable[..., TableWidget],
    gestures: Gestures,
) -> None:
    table = make_table(make_config(seed=2))
    # Past the Virtue draft, so that somebody leads in each Virtue.
    assert _play_until(table, gestures, 2, lambda t: t.controller.match.state.phase is Phase.TRADE)  # type: ignore[union-attr]
    scene = table.scene
    assert scene is not None and scene.view is not None
    board = scene.scoreboard
    for virtue in Virtue:
        column = board.column_rect(virtue)
        assert board.virtue_at(column.center()) is virtue
        tip = _scene_tip(table, column.center())
        assert tip == tip_text(virtue_note(scene.view, virtue), CARDS)
        assert LEAD_GIVES[virtue].english() in tip and "leads" in tip
    assert board.accessible_description().splitlines() == [
        virtue_note(scene.view, virtue).english() for virtue in Virtue
    ]


def test_a_virtue_tip_follows_the_game_under_a_resting_pointer(
    make_config: Callable[..., GameConfig],
    make_table: Callable[..., TableWidget],
    gestures: Gestures,
) -> None:
    """Before the Virtues are drawn nobody leads; the pointer rests on Celeritas's column
    while they are drawn, and its tip says who leads then, without the pointer moving."""
    table = make_table(make_config(seed=4))
    _show_table(table)
    scene = table.scene
    assert scene is not None and scene.view is not None
    board = scene.scoreboard
    before = _scene_tip(table, board.column_rect(Virtue.CELERITAS).center())
    assert "Nobody leads in Celeritas now" in before

    def changed(t: TableWidget) -> bool:
        view = t.scene.view  # type: ignore[union-attr]
        return view is not None and tip_text(virtue_note(view, Virtue.CELERITAS), CARDS) != before

    assert _play_until(table, gestures, 4, changed)
    assert "leads in Celeritas now" in board.toolTip()
    assert board.toolTip() == tip_text(virtue_note(scene.view, Virtue.CELERITAS), CARDS)


def test_the_side_card_says_which_remedies_it_allows(
    make_config: Callable[..., GameConfig],
    make_table: Callable[..., TableWidget],
    gestures: Gestures,
) -> None:
    table = make_table(make_config(seed=1))
    _show_table(table)
    side = table.scene.side_card  # type: ignore[union-attr]
    tip = _scene_tip(table, side.rect.center())
    assert tip == side.explanation() and "No Stretto bind now" in tip
    assert tip == tip_text(side_card_note(table.scene.view), CARDS)  # type: ignore[union-attr]
    for seed in range(1, 40):
        if seed > 1:
            table.close()
            table = make_table(make_config(seed=seed))
        stretto = _play_until(
            table,
            gestures,
            seed,
            lambda t: (
                t.controller.match.state.phase is Phase.STRETTO  # type: ignore[union-attr]
                and t.controller.match.state.context.side is not None
            ),  # type: ignore[union-attr]
        )
        if stretto:
            break
    else:
        raise AssertionError("no Stretto bind with the Side card turned")
    scene = table.scene
    assert scene is not None and scene.view is not None
    tip = _scene_tip(table, scene.side_card.rect.center())
    assert tip == tip_text(side_card_note(scene.view), CARDS)
    side_value = scene.view.context.side
    assert side_value is not None
    assert f"allows {side_value.value.capitalize()} remedies only" in tip
