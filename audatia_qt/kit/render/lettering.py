"""Letters on a millimetre canvas: fitting a line to its room, centring it, lining numerals,
wrapping a text and cutting what does not fit with an ellipsis.

Texts from a deck file are plain text: they are measured and drawn as the characters they are,
never read as markup. Whatever a text holds, what is drawn stays in the room it was given:
a word longer than a line is cut, lines past the room are dropped and the last kept one ends
in an ellipsis.
"""

from __future__ import annotations

from PIL import ImageFont

from audatia_qt.kit.render.canvas import RGB, Canvas
from audatia_qt.kit.render.fonts import Fonts

ELLIPSIS = "\u2026"


def stroke(font: ImageFont.FreeTypeFont) -> int:
    """The stroke that makes the regular cut read as bold at this size."""
    return max(1, round(font.size * 0.03))


def wrap(text: str, font: ImageFont.FreeTypeFont, width: float) -> list[str]:
    """Greedy word wrap to ``width`` pixels; a word longer than the line is cut."""
    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if font.getlength(candidate) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while font.getlength(word) > width and len(word) > 1:
                cut = len(word)
                while cut > 1 and font.getlength(word[:cut]) > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def cut(lines: list[str], font: ImageFont.FreeTypeFont, width: float, count: int) -> list[str]:
    """The first ``count`` lines (at least one), the last ending in an ellipsis if any were
    dropped; the ellipsis fits ``width`` pixels with the line."""
    count = max(1, count)
    if len(lines) <= count:
        return lines
    kept = lines[:count]
    last = kept[-1]
    while last and font.getlength(last + ELLIPSIS) > width:
        last = last[:-1]
    kept[-1] = last.rstrip() + ELLIPSIS
    return kept


class Lettering:
    """Draws fitted and centred lines with a renderer's fonts (each renderer owns one)."""

    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts

    def fit(
        self, text: str, role: str, size: float, width: float, canvas: Canvas
    ) -> ImageFont.FreeTypeFont:
        """The largest font of ``role`` up to ``size`` mm in which ``text`` fits ``width`` mm."""
        font = self.fonts.get(role, canvas.px(size))
        measured = canvas.draw.textlength(text, font=font)
        if measured > canvas.px(width) and measured > 0:
            font = self.fonts.get(role, canvas.px(size) * canvas.px(width) / measured)
        return font

    def lining(self) -> list[str] | None:
        """Lining figures where the layout engine can ask for them (raqm)."""
        return ["lnum"] if self.fonts.layout is ImageFont.Layout.RAQM else None

    def numeral(
        self,
        canvas: Canvas,
        text: str,
        x: float,
        y: float,
        font: ImageFont.FreeTypeFont,
        fill: RGB,
        anchor: str,
    ) -> None:
        """Numbers in lining figures: Garamond's old-style 1 and 0 read as I and O. The bold
        cut has no lining figures, so the regular's are drawn with a stroke of their own ink."""
        regular = self.fonts.get("regular", font.size)
        canvas.draw.text(
            (canvas.px(x), canvas.px(y)),
            text,
            font=regular,
            fill=fill,
            anchor=anchor,
            features=self.lining(),
            stroke_width=stroke(font),
            stroke_fill=fill,
        )

    def centred(
        self,
        canvas: Canvas,
        text: str,
        cx: float,
        cy: float,
        font: ImageFont.FreeTypeFont,
        fill: RGB,
        bold: bool = False,
    ) -> None:
        """``text`` centred on (cx, cy), already fitted to its room (``fit``); ``bold``
        strokes the regular cut in its own ink (the bundled bold covers ASCII only: a Spanish
        name needs the regular's accents)."""
        canvas.draw.text(
            (canvas.px(cx), canvas.px(cy)),
            text,
            font=font,
            fill=fill,
            stroke_width=stroke(font) if bold else 0,
            stroke_fill=fill,
            anchor="mm",
            features=self.lining(),
        )
