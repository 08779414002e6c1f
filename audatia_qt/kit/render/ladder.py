"""The sizes a game's board draws its card faces at: a ladder of heights, each ``STEP`` times
the last, a face drawn at the rung just above the card and shrunk to it.

A board whose cards change size (a window resized, a hand growing or shrinking, a lane laid out
again) then crosses a rung now and then instead of drawing every face anew at each pixel: a
face takes tens of milliseconds to draw, and a board showing twenty of them at a new size
would stall for a visible moment. Shrinking by less than ``STEP`` keeps the type sharp.
"""

from __future__ import annotations

import math

#: Each rung is this many times the one below it.
STEP = 1.08
#: Below this many pixels a face is drawn at its own size (the ladder's first rung).
LOWEST = 24.0


def drawn_height(height: float) -> int:
    """The height, in device pixels, a face to fill ``height`` pixels is drawn at: the next
    rung of the ladder."""
    if height <= LOWEST:
        return max(1, math.ceil(height))
    rung = math.ceil(math.log(height / LOWEST, STEP) - 1e-9)
    return math.ceil(LOWEST * STEP**rung)


def drawn_size(width: float, height: float) -> tuple[int, int]:
    """The size, in device pixels, a face to fill ``width`` x ``height`` is drawn at: the next
    rung's height, and the width that keeps the card's shape."""
    drawn = drawn_height(height)
    return max(1, round(drawn * width / max(1.0, height))), drawn
