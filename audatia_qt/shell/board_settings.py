"""How a game's board moves and looks: the Game menu's and Settings' preferences, never part of
the game (a game's board reads them; Audatia's table calls them ``TableSettings``)."""

from __future__ import annotations

from dataclasses import dataclass

from audatia_qt.shell.animation import NORMAL_ANIMATION_MS
from audatia_qt.shell.highlights import HighlightStyle


@dataclass
class BoardSettings:
    """How the board moves; changed from the Game menu, never part of the game."""

    animation_ms: int = NORMAL_ANIMATION_MS
    """Each card movement, at most about 250 ms; 0 switches animations off."""
    ai_delay_ms: int = 700
    """The pause before a computer move, so a person can follow the opponent."""
    threaded_ai: bool = True
    hints: bool = True
    """Coach the player: the how-to line under the table and the Hint button. A preference
    (audatia_qt.shell.preferences)."""
    coaching: bool = True
    """Coaching aids: the player's win chance and the two best moves' in the Hint, the
    replay's win-probability graph. A preference."""
    explain_moves: bool = True
    """Follow each computer move in the game log with why it chose it. A preference."""
    card_scale: float = 1.0
    """The hand's cards against the size that fits the window, 0.8 to 2.0 (Settings)."""
    text_scale: float = 1.0
    """The table's text against the size that suits the window, 0.8 to 2.0 (Settings)."""
    highlight_style: HighlightStyle = HighlightStyle.STANDARD
    """How playable cards and legal places are marked (the board draws each style)."""
