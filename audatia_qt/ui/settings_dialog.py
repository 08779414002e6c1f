"""Game > Settings (issue 20): every preference in one dialog, each applied at once.

The dialog holds no state of its own: each control calls the window's setter (the same one
the Game menu's items call), which applies the preference to the table, remembers it
(``Preferences``) and keeps the menu's items checked alike; the window's ``preferences_changed``
then brings the dialog back in line, so a menu item used while the dialog is open shows here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.ui.preferences import COMPUTER_PACES, SCALE_RANGE
from audatia_qt.ui.table.theme import HighlightStyle

if TYPE_CHECKING:
    from audatia_qt.ui.main_window import MainWindow

#: The sliders' step, in percent.
SCALE_STEP = 10


class ScaleSlider(QWidget):
    """A percentage from 80% to 200% in steps of 10, its value written beside it."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        low, high = (round(100 * bound) for bound in SCALE_RANGE)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(low // SCALE_STEP, high // SCALE_STEP)
        self.slider.setPageStep(2)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setAccessibleName(name)
        self.value_label = QLabel()
        self.value_label.setMinimumWidth(48)
        self.slider.valueChanged.connect(self._show)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.slider, 1)
        row.addWidget(self.value_label)

    def scale(self) -> float:
        return self.slider.value() * SCALE_STEP / 100

    def set_scale(self, scale: float) -> None:
        self.slider.setValue(round(scale * 100 / SCALE_STEP))
        self._show()

    def _show(self) -> None:
        self.value_label.setText(f"{self.slider.value() * SCALE_STEP}%")
        self.slider.setAccessibleDescription(self.value_label.text())


class SettingsDialog(QDialog):
    """The preferences of the game and of the table, applied as they are changed."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setWindowTitle("Settings")
        self.setObjectName("settingsDialog")
        self._window = window

        self.pace_box = QComboBox()
        for label, ms in COMPUTER_PACES:
            self.pace_box.addItem(label, ms)
        self.animation_box = QComboBox()
        from audatia_qt.ui.main_window import ANIMATION_SPEEDS

        for label, speed in ANIMATION_SPEEDS:
            self.animation_box.addItem(label, speed)
        self.hints_box = QCheckBox("Show &hints (the coaching line and the Hint button)")
        self.explain_box = QCheckBox("&Explain the computer's moves in the game log")
        self.break_box = QCheckBox("Offer the optional &Break rule in New Game (Thrust 2.3)")

        self.card_size = ScaleSlider("Card size")
        self.text_size = ScaleSlider("Text size")
        self.style_box = QComboBox()
        for style in HighlightStyle:
            self.style_box.addItem(style.label, style.value)

        game = QGroupBox("Game")
        game_form = QFormLayout(game)
        game_form.addRow("Computer &pace:", self.pace_box)
        game_form.addRow("&Animations:", self.animation_box)
        game_form.addRow(self.hints_box)
        game_form.addRow(self.explain_box)
        game_form.addRow(self.break_box)
        table = QGroupBox("Table")
        table_form = QFormLayout(table)
        table_form.addRow("&Card size:", self.card_size)
        table_form.addRow("&Text size:", self.text_size)
        table_form.addRow("&Highlights:", self.style_box)
        for form in (game_form, table_form):
            for row in range(form.rowCount()):
                label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
                field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
                if label is not None and field is not None:
                    text, widget = label.widget(), field.widget()
                    if isinstance(text, QLabel) and widget is not None:
                        text.setBuddy(widget.slider if isinstance(widget, ScaleSlider) else widget)
                        name = text.text().replace("&", "").rstrip(":")
                        if not isinstance(widget, ScaleSlider):
                            widget.setAccessibleName(name)
        note = QLabel("Changes apply at once and are kept for the next start.")
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(game)
        layout.addWidget(table)
        layout.addWidget(note)
        layout.addWidget(buttons)

        self.refresh()
        self.pace_box.currentIndexChanged.connect(self._on_pace)
        self.animation_box.currentIndexChanged.connect(self._on_animation)
        self.hints_box.toggled.connect(window.set_hints)
        self.explain_box.toggled.connect(window.set_explain_moves)
        self.break_box.toggled.connect(window.set_break_default)
        self.card_size.slider.valueChanged.connect(
            lambda _value: window.set_card_scale(self.card_size.scale())
        )
        self.text_size.slider.valueChanged.connect(
            lambda _value: window.set_text_scale(self.text_size.scale())
        )
        self.style_box.currentIndexChanged.connect(self._on_style)
        window.preferences_changed.connect(self.refresh)

    def refresh(self) -> None:
        """Show the window's preferences as they are now (the controls send nothing back)."""
        window = self._window
        settings = window.settings
        controls: list[QWidget] = [
            self.pace_box,
            self.animation_box,
            self.hints_box,
            self.explain_box,
            self.break_box,
            self.card_size.slider,
            self.text_size.slider,
            self.style_box,
        ]
        for control in controls:
            control.blockSignals(True)
        # A pace the menu does not offer (a test's 0 ms) shows as no choice.
        self.pace_box.setCurrentIndex(self.pace_box.findData(settings.ai_delay_ms))
        self.animation_box.setCurrentIndex(self.animation_box.findData(window.animation))
        self.hints_box.setChecked(settings.hints)
        self.explain_box.setChecked(settings.explain_moves)
        self.break_box.setChecked(window.break_default)
        self.card_size.set_scale(settings.card_scale)
        self.text_size.set_scale(settings.text_scale)
        self.style_box.setCurrentIndex(self.style_box.findData(settings.highlight_style.value))
        for control in controls:
            control.blockSignals(False)

    def _on_pace(self, index: int) -> None:
        self._window.set_computer_pace(int(self.pace_box.itemData(index)))

    def _on_animation(self, index: int) -> None:
        self._window.set_animation_speed(float(self.animation_box.itemData(index)))

    def _on_style(self, index: int) -> None:
        self._window.set_highlight_style(HighlightStyle(self.style_box.itemData(index)))
