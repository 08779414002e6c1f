"""A hand card is shown large in the phrase lane under the pointer or the keyboard's choice,
so its rules text can be read on a laptop's window; not on a window where the hand is already
large, and never for a card the person is dragging."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Match
from audatia_qt.games.ready_fence.board.faces import CARD_RATIO, PlainCardFace
from audatia_qt.games.ready_fence.board.preview import GAIN, preview_rect
from audatia_qt.games.ready_fence.board.strip import StripBoard
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.rules import observe
from tests.games.ready_fence.sessions import setup


def _strip(qtbot: QtBot, size: tuple[int, int]) -> StripBoard:
    words = BoardWords(lambda: "en")
    strip = StripBoard(PlainCardFace(words), words)
    qtbot.addWidget(strip)
    strip.resize(*size)
    strip.show()
    strip.show_view(observe(Match(setup()).state, 0), (), None, None)
    return strip


def _hover(strip: StripBoard, point: QPointF) -> None:
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        point,
        strip.mapToGlobal(point),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(strip, event)


def test_the_card_under_the_pointer_is_shown_large_in_the_lane(qtbot: QtBot) -> None:
    strip = _strip(qtbot, (1010, 800))
    card = strip.pieces()[2]
    assert isinstance(card, int)
    home = strip.lift_rect(card)
    assert home is not None
    assert strip.previewed() is None
    _hover(strip, home.center())
    shown = strip.previewed()
    assert shown is not None and shown[0] == card
    large = shown[1]
    assert large.height() >= home.height() * GAIN
    assert large.width() / large.height() == pytest.approx(1 / CARD_RATIO)
    layout = strip._layout_now
    assert layout is not None
    assert large.top() >= layout.strip.top() and large.bottom() <= layout.phrase.bottom()
    _hover(strip, QPointF(5, 5))  # off the hand
    assert strip.previewed() is None
    strip.grab()  # drawn without a warning


def test_the_keyboard_choice_is_shown_large_until_the_next_move(qtbot: QtBot) -> None:
    strip = _strip(qtbot, (1010, 800))
    strip.setFocus()
    qtbot.waitUntil(strip.hasFocus)
    assert strip.previewed() is None, "the focus alone does not cover the lane"
    qtbot.keyClick(strip, Qt.Key.Key_Right)
    shown = strip.previewed()
    assert shown is not None and shown[0] == strip.focused_piece()
    view = observe(Match(setup()).state, 0)
    strip.show_view(view, (), None, None)
    assert strip.previewed() is None


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1000, 720), (1280, 800)])
def test_a_laptops_window_shows_the_card_large(qtbot: QtBot, size: tuple[int, int]) -> None:
    strip = _strip(qtbot, size)
    card = strip.pieces()[0]
    home = strip.lift_rect(card)
    assert home is not None
    _hover(strip, home.center())
    assert strip.previewed() is not None


def test_no_large_card_where_the_hand_is_already_large() -> None:
    card = QRectF(100, 900, 250, 350)
    assert preview_rect(card, QRectF(10, 500, 2000, 390)) is None
    placed = preview_rect(QRectF(0, 600, 100, 140), QRectF(10, 300, 900, 290))
    assert placed is not None and placed.left() >= 10 and placed.bottom() <= 590
