"""The animation speeds the Game menu and Settings offer, and what each means on a board.

Here, not in the window, so the Settings dialog reads them without importing the window (the
knot settings_dialog <-> main_window, issue 28)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP

#: Animation speeds offered in the Game menu: (label, speed as ``Preferences.animation_speed``,
#: a multiplier of the board's normal card movement; 0 is off).
#: The labels are translated where they are shown (context "MainWindow").
ANIMATION_CHOICES = (
    (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 1.0),
    (QT_TRANSLATE_NOOP("MainWindow", "Fast"), 2.0),
    (QT_TRANSLATE_NOOP("MainWindow", "Very fast"), 3.0),
    (QT_TRANSLATE_NOOP("MainWindow", "Off"), 0.0),
)
#: One card movement at normal speed, in milliseconds (a board's default).
NORMAL_ANIMATION_MS = 220


def animation_ms(speed: float) -> int:
    """Milliseconds per card movement at ``speed`` (0: no animation); never slower than normal,
    as the table keeps every movement at most about a quarter of a second."""
    if speed <= 0:
        return 0
    return min(NORMAL_ANIMATION_MS, round(NORMAL_ANIMATION_MS / speed))


def animation_label(label: str) -> str:
    """An ``ANIMATION_CHOICES`` label in the language the app speaks."""
    return QCoreApplication.translate("MainWindow", label)


def animation_speed(ms: int) -> float:
    """The speed (``ANIMATION_CHOICES``) whose movement lasts ``ms``; normal for any other."""
    return next((speed for _l, speed in ANIMATION_CHOICES if animation_ms(speed) == ms), 1.0)
