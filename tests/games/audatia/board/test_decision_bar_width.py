"""The decision bar never widens the window: a long label (the Hint's move, a trade of two
named cards) is shortened with an ellipsis on its button, whose tool tip keeps it whole.
Found playing the course's whole game under Xvfb: the window grew past the screen and the
log and the preview went out of sight."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from audatia_qt.games.audatia.board.panels import DecisionBar
from audatia_qt.games.audatia.rules import Action, legal_actions, new_game
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


def test_the_same_offer_keeps_its_buttons_and_a_new_one_replaces_them(
    qtbot: QtBot, make_config: ConfigFactory
) -> None:
    """A table redrawn with the same decisions keeps the bar's buttons (and a keyboard
    player's focus on one); other decisions, a Hint's move or Cancel make them anew."""
    bar = DecisionBar()
    qtbot.addWidget(bar)
    state = new_game(make_config())
    actions = list(legal_actions(state))[:3]
    bar.set_actions(state, actions, cancel=False)
    bar.show()
    qtbot.waitExposed(bar)
    first = bar.button_for(actions[0])
    assert first is not None
    first.setFocus()
    bar.set_actions(state, list(actions), cancel=False)
    assert bar.button_for(actions[0]) is first
    offers: list[tuple[list[Action], bool, tuple[Action, str] | None]] = [
        (actions[1:], False, None),
        (actions, True, None),
        (actions[1:], False, (actions[0], "a hint")),
    ]
    for offered, cancel, hinted in offers:
        kept = bar.button_for(actions[1])
        bar.set_actions(state, offered, cancel=cancel, hinted=hinted)
        assert bar.button_for(actions[1]) is not kept, (offered, cancel, hinted)
    assert bar.labels()[0] == "1  Play hint: a hint"


def test_a_button_measures_its_label_again_when_its_font_or_style_changes(
    qtbot: QtBot, make_config: ConfigFactory
) -> None:
    """The button keeps its measured size between layouts, and measures again for a new
    font (Settings > Text size) or style sheet (a theme): else a bigger text would be cut."""
    bar = DecisionBar()
    qtbot.addWidget(bar)
    state = new_game(make_config())
    action = next(iter(legal_actions(state)))
    bar.set_actions(state, [action], cancel=False)
    bar.show()
    qtbot.waitExposed(bar)
    button = bar.button_for(action)
    assert button is not None
    before = button.sizeHint()
    assert button.sizeHint() == before
    font = button.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    button.setFont(font)
    bigger = button.sizeHint()
    assert bigger.width() > before.width() * 1.5
    button.setStyleSheet("QPushButton { padding-left: 80px; }")
    assert button.sizeHint().width() >= bigger.width() + 60
