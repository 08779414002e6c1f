"""How the table marks what may be done: the highlight styles a player chooses (issue 20).

Each style is one ``Theme``: the colours of a playable card, the selected card, a trade's
first card, a legal place and the place under a dragged card, and of the prompt line. Every
style also marks by shape, so no meaning rests on colour alone (WCAG 2.2, 1.4.1): a playable
card has a corner tab, a legal place a double outline and a down-arrow mark, the selected card
a solid outline and the trade's first card a dashed one.

- standard: the gold glow on green felt the table always had;
- colour-blind-safe: Okabe and Ito's palette (orange, sky blue, vermillion), told apart by
  people with any of the common colour vision deficiencies;
- high contrast: white, yellow and black, thick outlines, dark bands behind the text.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

# The styles are the app's preference (Settings); this module draws each in the table's colours.
from audatia_qt.shell.highlights import HighlightStyle as HighlightStyle


@dataclass(frozen=True)
class Theme:
    """The colours and line weights of one highlight style."""

    playable: QColor
    """A card with a legal use now: its outline and its corner tab."""
    selected: QColor
    """The card picked up (by click or by key)."""
    pending: QColor
    """The first card of a trade, waiting for its partner."""
    target: QColor
    """A legal place for the picked card: a double outline and a mark."""
    caption: QColor
    """A zone's caption while it is a legal place."""
    prompt_text: str
    """The prompt line's text (a style-sheet colour)."""
    prompt_background: str
    """The prompt line's band (a style-sheet colour)."""
    mark_ink: QColor
    """The ink of the shape drawn inside a coloured mark (the tab's tick, the place's arrow)."""
    outline: float = 2.5
    """The width of the solid outline, in pixels at 100% card size."""
    glow: bool = True
    """Soft halos round the outline (off in high contrast: a halo blurs the edge)."""


THEMES: dict[HighlightStyle, Theme] = {
    HighlightStyle.STANDARD: Theme(
        playable=QColor(255, 205, 80),
        selected=QColor(120, 220, 255),
        pending=QColor(255, 170, 90),
        target=QColor(255, 205, 80),
        caption=QColor(255, 205, 80),
        prompt_text="#f4e8c8",
        prompt_background="#1b3d29",
        mark_ink=QColor(40, 24, 0),
    ),
    # Okabe & Ito (2008), "Color Universal Design": orange, sky blue, reddish purple and yellow
    # keep apart under protanopia, deuteranopia and tritanopia. The first three are lightened
    # (same hues) to keep 3:1 on the lightest felt, at the table's centre.
    HighlightStyle.COLOUR_BLIND: Theme(
        playable=QColor("#F5B041"),
        selected=QColor("#8ACDF2"),
        pending=QColor("#E6A6CB"),
        target=QColor("#F0E442"),
        caption=QColor("#F0E442"),
        prompt_text="#ffffff",
        prompt_background="#10201a",
        mark_ink=QColor(0, 0, 0),
        outline=3.0,
    ),
    HighlightStyle.HIGH_CONTRAST: Theme(
        playable=QColor(255, 255, 0),
        selected=QColor(255, 255, 255),
        pending=QColor(255, 160, 255),
        target=QColor(255, 255, 255),
        caption=QColor(255, 255, 0),
        prompt_text="#ffffff",
        prompt_background="#000000",
        mark_ink=QColor(0, 0, 0),
        outline=4.0,
        glow=False,
    ),
}


def theme_for(style: HighlightStyle) -> Theme:
    """The theme of ``style``."""
    return THEMES[style]


def relative_luminance(color: QColor) -> float:
    """WCAG 2.2's relative luminance of an opaque colour (sRGB)."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.red())
        + 0.7152 * channel(color.green())
        + 0.0722 * channel(color.blue())
    )


def contrast_ratio(first: QColor, second: QColor) -> float:
    """WCAG 2.2's contrast ratio of two colours, from 1 to 21."""
    a, b = relative_luminance(first), relative_luminance(second)
    light, dark = max(a, b), min(a, b)
    return (light + 0.05) / (dark + 0.05)
