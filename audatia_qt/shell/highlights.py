"""The highlight styles a player chooses in Settings (issue 20): a preference of the app's,
which each game's board draws in its own colours (Audatia's: games/audatia/board/theme.py)."""

from __future__ import annotations

import enum

from PySide6.QtCore import QCoreApplication


class HighlightStyle(enum.Enum):
    """The highlight styles offered in Settings."""

    STANDARD = "standard"
    COLOUR_BLIND = "colour_blind"
    HIGH_CONTRAST = "high_contrast"

    @property
    def label(self) -> str:
        """The style's name in the Settings dialog, in the language the app speaks."""
        if self is HighlightStyle.STANDARD:
            return QCoreApplication.translate("Settings", "Standard (gold)")
        if self is HighlightStyle.COLOUR_BLIND:
            return QCoreApplication.translate("Settings", "Colour-blind-safe (Okabe-Ito)")
        return QCoreApplication.translate("Settings", "High contrast")
