"""The pass-the-device screen asks for a deliberate act (issue 15): a double tap of Enter after
one's own move, a repeating key or a key held from before never shows the next hand; a click on
the named button, or Enter pressed and released once the screen has woken, does."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.board.bot_runner import default_bot_factory
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import GameConfig, Seat
from audatia_qt.shell.pass_screen import REVEAL_DELAY_MS


def _key(table: TableWidget, kind: QEvent.Type, *, repeat: bool = False) -> None:
    """Send one Enter press or release to the table, auto-repeated or not."""
    event = QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", repeat)
    QApplication.sendEvent(table, event)


def _handed_over_by_enter(
    make_config: Callable[..., GameConfig], make_table: Callable[..., TableWidget]
) -> TableWidget:
    """A hot-seat table where the first player has just kept the opening hand with Enter: the
    pass screen (at its real delay) now hides the table for the second player."""
    table = make_table(make_config(seed=8, challenger=Seat.A))
    controller = table.controller
    assert controller is not None
    table.pass_screen.button.click()  # the first hand-over, awake at once in these tables
    assert controller.viewer is Seat.A and controller.local_to_act
    table.pass_screen.reveal_delay_ms = REVEAL_DELAY_MS
    assert table.decisions.labels()[0] == "1  Keep the hand"
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert controller.awaiting_handover is Seat.B
    assert table.pages.currentWidget() is table.pass_screen
    return table


def _hidden(table: TableWidget) -> bool:
    controller = table.controller
    assert controller is not None
    return (
        table.pages.currentWidget() is table.pass_screen
        and controller.awaiting_handover is Seat.B
        and controller.viewer is Seat.A
    )


def test_a_double_tap_or_a_repeating_key_does_not_show_the_next_hand(
    qtbot: QtBot, make_config: Callable[..., GameConfig], make_table: Callable[..., TableWidget]
) -> None:
    table = _handed_over_by_enter(make_config, make_table)
    screen = table.pass_screen
    # The second tap of a double tap, at once.
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert _hidden(table)
    # Enter held down: the keyboard repeats it.
    _key(table, QEvent.Type.KeyPress, repeat=True)
    _key(table, QEvent.Type.KeyRelease, repeat=True)
    assert _hidden(table)
    assert not screen.button.isEnabled()
    qtbot.waitUntil(lambda: screen.awake, timeout=5 * REVEAL_DELAY_MS)
    assert screen.button.isEnabled()
    # Still repeating after the screen woke, then let go: a key held from before.
    _key(table, QEvent.Type.KeyPress, repeat=True)
    _key(table, QEvent.Type.KeyRelease, repeat=False)
    assert _hidden(table)
    # A fresh press and release after the delay is deliberate.
    _key(table, QEvent.Type.KeyPress)
    assert _hidden(table), "the hand shows on the release, not on the press"
    _key(table, QEvent.Type.KeyRelease)
    controller = table.controller
    assert controller is not None
    assert table.pages.currentWidget() is table.view
    assert controller.viewer is Seat.B and controller.local_to_act


def test_the_named_button_wakes_after_the_delay_and_shows_the_hand(
    qtbot: QtBot, make_config: Callable[..., GameConfig], make_table: Callable[..., TableWidget]
) -> None:
    table = _handed_over_by_enter(make_config, make_table)
    screen = table.pass_screen
    controller = table.controller
    assert controller is not None
    name = controller.names[Seat.B]
    assert screen.button.text() == f"I am {name}: show my hand"
    assert name in screen.title.text()
    # A click that lands at once (the second click of a double click) does nothing.
    assert not screen.button.isEnabled()
    QTest.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert _hidden(table)
    qtbot.waitUntil(screen.button.isEnabled, timeout=5 * REVEAL_DELAY_MS)
    QTest.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert table.pages.currentWidget() is table.view
    assert controller.viewer is Seat.B and controller.local_to_act


def test_no_hint_button_on_the_pass_screen_of_a_new_game(
    make_config: Callable[..., GameConfig], make_table: Callable[..., TableWidget]
) -> None:
    """A hot-seat game started where a person was deciding (New Game over a game against the
    computer) opens on the pass screen with nothing on the bar: no hand shows to hint at."""
    table = make_table(make_config(seed=8), (SeatKind.HUMAN, SeatKind.COMPUTER))
    assert table.decisions.hint_button.isVisible()
    hot_seat = MatchSetup(AUDATIA, make_config(seed=9), (SeatKind.HUMAN, SeatKind.HUMAN))
    table.start(Match(hot_seat), default_bot_factory())
    assert table.pages.currentWidget() is table.pass_screen
    assert table.decisions.offered_actions() == []
    assert not table.decisions.hint_button.isVisible()


def test_a_hover_that_arrives_after_the_table_is_hidden_shows_nothing(
    qtbot: QtBot, make_config: Callable[..., GameConfig], make_table: Callable[..., TableWidget]
) -> None:
    """The card just dropped came to rest under the pointer after the table was hidden for
    the hand-over; Qt's late hover put it on the preview, and the next player saw it there
    (hot-seat Sudden Death, seen under Xvfb). A hover on a hidden table shows nothing."""
    table = _handed_over_by_enter(make_config, make_table)
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    own = next(
        card
        for card in scene.shown_face_up()
        if controller.match.state.config.cards[card].owner is Seat.A
    )
    scene.card_hovered.emit(own)
    assert table.preview.card is None
    qtbot.waitUntil(table.pass_screen.button.isEnabled, timeout=5 * REVEAL_DELAY_MS)
    table.pass_screen.button.click()
    assert controller.viewer is Seat.B and table.preview.card is None
    # On the table shown again, a hover shows a card as before.
    mine = next(
        card
        for card in scene.shown_face_up()
        if controller.match.state.config.cards[card].owner is Seat.B
    )
    scene.card_hovered.emit(mine)
    assert table.preview.card == mine
