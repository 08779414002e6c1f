"""The decision bar never widens the window: a long label (the Hint's move, a trade of two
named cards) is shortened with an ellipsis on its button, whose tool tip keeps it whole.
Found playing the course's whole game under Xvfb: the window grew past the screen and the
log and the preview went out of sight."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from audatia_qt.games.audatia.board.panels import DecisionBar
from audatia_qt.games.audatia.rules import legal_actions, new_game
from tests.conftest import ConfigFactory

LONG = "trade the Roverso Fendente and the Mandritto Mezano face down for one from the deck"


def test_long_labels_do_not_widen_the_bar(qtbot: QtBot, make_config: ConfigFactory) -> None:
    bar = DecisionBar()
    qtbot.addWidget(bar)
    state = new_game(make_config())
    actions = list(legal_actions(state))[:4]
    bar.set_actions(state, actions[1:], cancel=True, hinted=(actions[0], LONG))
    bar.set_hint_button(shown=True, enabled=True)
    bar.show_hint_text("Hint: " + LONG * 3)
    assert bar.minimumSizeHint().width() < 600, "the bar may be squeezed into a small window"
    bar.resize(600, 60)
    bar.show()
    qtbot.waitExposed(bar)
    button = bar.button_for(actions[0])
    assert button is not None
    assert button.text().endswith("…") and len(button.text()) < len(LONG)
    assert bar.labels()[0] == f"1  Play hint: {LONG}", "the labels are kept whole"
    assert LONG in button.toolTip()
    bar.resize(2400, 60)
    qtbot.waitUntil(lambda: not button.text().endswith("…"))
    assert button.text() == f"1  Play hint: {LONG}"
