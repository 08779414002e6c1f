"""Game > Settings (issue 20): every preference in one dialog, applied at once, kept for the
next window, and in step with the Game menu's items."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction, QKeySequence
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.games.audatia.board.theme import HighlightStyle, theme_for
from audatia_qt.shell.main_window import animation_ms
from audatia_qt.shell.preferences import Preferences
from audatia_qt.shell.settings_dialog import SettingsDialog
from tests.integration.conftest import WindowFactory
from tests.integration.helpers import controller_of


def test_settings_is_in_the_game_menu_with_the_platform_role(
    make_window: WindowFactory,
) -> None:
    window = make_window()
    action = window.settings_action
    assert action in window.game_menu.actions()
    assert action.shortcut() == QKeySequence("Ctrl+,")
    assert action.menuRole() is QAction.MenuRole.PreferencesRole
    action.trigger()
    assert isinstance(window.settings_dialog, SettingsDialog)
    assert window.settings_dialog.isVisible()
    window.settings_action.trigger()  # one dialog, not two
    assert len(window.findChildren(SettingsDialog)) == 1


def test_each_setting_applies_at_once_and_is_kept(
    catalogue: Catalogue, qtbot: QtBot, make_window: WindowFactory, settings_path: Path
) -> None:
    window = make_window()
    table = window.table
    assert table is not None and table.scene is not None
    dialog = window.show_settings_dialog()
    hand_before = table.scene.layout.hand_card_w
    prompt_before = table.prompt.font().pixelSize()
    button_before = table.decisions.hint_button.fontInfo().pixelSize()

    dialog.pace_box.setCurrentIndex(dialog.pace_box.findText("Slow"))
    assert window.settings.ai_delay_ms == 1200
    dialog.animation_box.setCurrentIndex(dialog.animation_box.findText("Very fast"))
    assert window.settings.animation_ms == animation_ms(3.0)
    dialog.hints_box.setChecked(False)
    assert not window.settings.hints and not window.hints_action.isChecked()
    dialog.explain_box.setChecked(False)
    assert not window.settings.explain_moves and not window.explain_action.isChecked()
    dialog.option_boxes["break_rule"].setChecked(False)
    dialog.card_size.set_scale(1.6)
    # Larger, as far as the table's cards leave room (issue 27: they keep a floor of their own).
    assert table.scene.layout.hand_card_w > 1.15 * hand_before
    dialog.text_size.set_scale(1.5)
    assert table.prompt.font().pixelSize() >= round(1.4 * prompt_before)
    # The bar's buttons too, though the style sheet makes them bold.
    assert table.decisions.hint_button.fontInfo().pixelSize() >= round(1.4 * button_before)
    dialog.style_box.setCurrentIndex(dialog.style_box.findData("high_contrast"))
    assert table.scene.theme == theme_for(HighlightStyle.HIGH_CONTRAST)

    # The menu's items follow the dialog...
    checked = [a.text() for a in window.pace_menu.actions() if a.isChecked()]
    assert checked == ["Slow"]
    checked = [a.text() for a in window.animation_menu.actions() if a.isChecked()]
    assert checked == ["Very fast"]
    # ...and the dialog follows the menu.
    window.hints_action.trigger()
    assert dialog.hints_box.isChecked()
    fast = next(a for a in window.pace_menu.actions() if a.text() == "Fast")
    fast.trigger()
    assert dialog.pace_box.currentText() == "Fast"

    # New Game offers the Break rule as Settings says.
    new_game = window.show_new_game_dialog()
    assert new_game is not None and not new_game.page.break_box.isChecked()
    new_game.reject()
    window.close()

    stored = Preferences(catalogue, path=settings_path)
    assert stored.computer_pace_ms == 250
    assert stored.animation_speed == 3.0
    assert stored.hints_enabled and not stored.explain_moves
    assert not stored.break_rule
    assert (stored.card_scale, stored.text_scale) == (1.6, 1.5)
    assert stored.highlight_style is HighlightStyle.HIGH_CONTRAST

    again = make_window()
    assert again.settings.ai_delay_ms == 250
    assert again.settings.card_scale == 1.6 and again.settings.text_scale == 1.5
    assert again.settings.highlight_style is HighlightStyle.HIGH_CONTRAST
    assert not controller_of(again).match.setup.config.break_rule
    assert again.table is not None and again.table.scene is not None
    assert again.table.scene.theme == theme_for(HighlightStyle.HIGH_CONTRAST)
    reopened = again.show_settings_dialog()
    assert reopened.card_size.value_label.text() == "160%"
    assert reopened.style_box.currentData() == "high_contrast"
    assert not reopened.option_boxes["break_rule"].isChecked()


def test_unreadable_values_give_the_defaults(catalogue: Catalogue, settings_path: Path) -> None:
    prefs = Preferences(catalogue, path=settings_path)
    for key, value in (
        ("table/card_scale", "9"),
        ("table/text_scale", "large"),
        ("table/highlight_style", "neon"),
        ("table/computer_pace_ms", "3"),
    ):
        prefs.settings.setValue(key, value)
    assert prefs.card_scale == 1.0 and prefs.text_scale == 1.0
    assert prefs.highlight_style is HighlightStyle.STANDARD
    assert prefs.computer_pace_ms is None
    assert prefs.break_rule


def test_text_size_reaches_the_words_on_the_table_and_an_open_replay(
    make_window: WindowFactory,
) -> None:
    """Settings > Text size sets the table's own words (captions, panels, counts), not only
    the widgets beside it, on the game's table and on a replay open at the time (issue 20)."""
    from audatia_qt.engine.session.replay import Replay

    window = make_window()
    table = window.table
    assert table is not None and table.scene is not None
    viewer = window.open_replay(Replay.of_match(controller_of(window).match))

    def status_pixels() -> tuple[int, int]:
        pixels = []
        for scene in (table.scene, viewer.scene):
            assert scene is not None
            boxes = [box for owner, box in scene.text_boxes() if owner == "status"]
            pixels.append(max(box.font.pixelSize() for box in boxes))
        return pixels[0], pixels[1]

    before = status_pixels()
    coaching = table.decisions._hint.fontInfo().pixelSize()
    dialog = window.show_settings_dialog()
    dialog.text_size.set_scale(2.0)
    # The bar's coaching line ("... is thinking") too, though the style sheet styles it.
    assert table.decisions._hint.fontInfo().pixelSize() >= 1.5 * coaching
    assert table.scene.text_scale == viewer.scene.text_scale == 2.0
    after = status_pixels()
    assert after[0] >= 1.5 * before[0] and after[1] >= 1.5 * before[1]
    viewer.close()


def test_coaching_aids_switch_applies_at_once_is_kept_and_defaults_on(
    catalogue: Catalogue, make_window: WindowFactory, settings_path: Path
) -> None:
    # A settings file from before the switch (no key) keeps the aids on.
    assert Preferences(catalogue, path=settings_path).coaching_aids
    window = make_window()
    assert window.settings.coaching
    dialog = window.show_settings_dialog()
    assert dialog.coaching_box.isChecked()
    dialog.coaching_box.setChecked(False)
    assert not window.settings.coaching
    window.close()
    assert not Preferences(catalogue, path=settings_path).coaching_aids
    again = make_window()
    assert not again.settings.coaching
    assert not again.show_settings_dialog().coaching_box.isChecked()
