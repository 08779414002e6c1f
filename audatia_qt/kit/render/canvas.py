"""A card's drawing surface measured in millimetres, supersampled and scaled down at the end.

A game's faces are laid out on the 63 x 88 mm card (``printing.CARD_MM``) whatever the pixels
asked for: the canvas is drawn larger than the output (three times for small cards, twice for
large ones) and resized with Lanczos, so thin lines and small letters stay clean at any size.
A face asked for in another shape keeps the card's proportions inside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeAlias

from PIL import Image, ImageDraw

from audatia_qt.kit.render.printing import CARD_MM

RGB: TypeAlias = tuple[int, int, int]


def mix(colour: RGB, other: RGB, amount: float) -> RGB:
    """``colour`` moved ``amount`` (0..1) of the way towards ``other``."""
    red, green, blue = (round(a + (b - a) * amount) for a, b in zip(colour, other, strict=True))
    return red, green, blue


class Canvas:
    """A supersampled drawing surface measured in millimetres of the card."""

    def __init__(self, width: int, height: int, scale: int) -> None:
        self.image = Image.new("RGBA", (width * scale, height * scale), (0, 0, 0, 0))
        self.draw = ImageDraw.Draw(self.image)
        self.unit = width * scale / CARD_MM[0]

    @classmethod
    def for_card(cls, width: int, height: int) -> Canvas:
        """A canvas for a card of ``width`` x ``height`` pixels: more supersampling for small
        cards, and millimetres that fit the whole card in either direction."""
        scale = 3 if width < 400 else 2
        canvas = cls(width, height, scale)
        canvas.unit = min(width * scale / CARD_MM[0], height * scale / CARD_MM[1])
        return canvas

    def finish(self, width: int, height: int) -> Image.Image:
        """The drawing scaled down to the pixels asked for."""
        return self.image.resize((width, height), Image.Resampling.LANCZOS)

    def px(self, mm: float) -> float:
        return mm * self.unit

    def box(self, x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float]:
        return self.px(x0), self.px(y0), self.px(x1), self.px(y1)

    def points(self, points: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(self.px(x), self.px(y)) for x, y in points]

    def line_width(self, mm: float) -> int:
        return max(1, round(self.px(mm)))
