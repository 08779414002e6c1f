"""Ready...Fence!'s card faces, drawn from the card data with Pillow: a fencing-strip look of its
own.

Every face has a colour stripe down its left edge, the colour family of the card (rulebook,
"Game cards are identified by color"): Red offence, Orange special attack, Dark Blue defence,
Light Blue counter-offence, the two-colour cards split between their two colours, the gold
Joker. No information is colour only: each colour also has a shape of its own (a triangle
for Red, a diamond for Orange, a square for Dark Blue, a circle for Light Blue, a star for
Gold), drawn on the stripe and beside the colour's word, and the stripe spells the colour
itself; the card's group is written under its name. Across the top stand the speed (the
kept Straight Thrust's on yellow, as the rulebook prints it: "a Yellow Speed value of 3"),
the levels the card is used in (T and B filled where the card carries the mark; every card is
used in Advanced, A) and the stamina cost in a water bottle, the board's stamina indicator.
Names and texts are the deck's, in the face's language (``translations``), drawn as plain
text and kept in their room (wrapped, shrunk, then cut with an ellipsis); the renderer's own
words come from a ``FaceWords``. Faces are drawn in millimetres on a supersampled canvas
(``kit.render.canvas``), so they are clean at any size.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass
from typing import Final

from PIL import Image, ImageDraw

from audatia_qt.engine.messages import SOURCE_LANGUAGE, Sentence
from audatia_qt.games.ready_fence.render import words
from audatia_qt.games.ready_fence.rules.cards import (
    Card,
    CardSet,
    Colour,
    Effect,
    Mark,
    Role,
)
from audatia_qt.kit.render.canvas import RGB, Canvas, mix
from audatia_qt.kit.render.face_words import FaceWords, SourceWords
from audatia_qt.kit.render.fonts import Fonts
from audatia_qt.kit.render.lettering import Lettering, cut, wrap
from audatia_qt.kit.render.printing import CARD_MM

PAPER: Final[RGB] = (249, 248, 244)
PANEL: Final[RGB] = (255, 255, 255)
INK: Final[RGB] = (28, 32, 40)
FAINT: Final[RGB] = (196, 200, 208)
WHITE: Final[RGB] = (255, 255, 255)
#: The kept Straight Thrust's speed is printed on yellow (rulebook, Basic, "Game Setup").
YELLOW: Final[RGB] = (250, 212, 60)
#: The strip's run-offs (rulebook, "The Game Board": "green and red").
RUN_OFF_GREEN: Final[RGB] = (46, 140, 84)
RUN_OFF_RED: Final[RGB] = (196, 44, 44)

#: The room left of the stripe, where everything but the stripe is drawn.
_LEFT, _RIGHT = 12.6, CARD_MM[0] - 2.6
_MIDDLE = (_LEFT + _RIGHT) / 2
_TEXT_TOP, _TEXT_BOTTOM = 44.6, 80.6
#: The level marks printed on a face, in order, each with the mark a card needs to be used at
#: that level: the rulebook's T and B icons, and A for the Advanced level, which uses every
#: card (rulebook, "Advanced Game Mode"). Letters, not words: they are the same in Spanish
#: (Tutorial, Básico, Avanzado).
LEVELS: Final[tuple[tuple[str, Mark | None], ...]] = (
    ("T", Mark.TUTORIAL),
    ("B", Mark.BASIC),
    ("A", None),
)


class Shape(enum.Enum):
    """The shape each colour carries, so no reader depends on telling colours apart."""

    TRIANGLE = "triangle"
    DIAMOND = "diamond"
    SQUARE = "square"
    CIRCLE = "circle"
    STAR = "star"


@dataclass(frozen=True)
class Hue:
    """One printed colour: its fill, the ink drawn on it, its shape and its word."""

    fill: RGB
    ink: RGB
    shape: Shape
    word: Sentence


RED: Final = Hue((196, 36, 42), WHITE, Shape.TRIANGLE, words.RED)
ORANGE: Final = Hue((238, 136, 34), INK, Shape.DIAMOND, words.ORANGE)
DARK_BLUE: Final = Hue((30, 54, 130), WHITE, Shape.SQUARE, words.DARK_BLUE)
LIGHT_BLUE: Final = Hue((124, 192, 236), INK, Shape.CIRCLE, words.LIGHT_BLUE)
GOLD: Final = Hue((212, 168, 44), INK, Shape.STAR, words.GOLD)

#: A card's colour family as the hues it is printed in (two-colour cards: the first is the
#: role it is first played in, as the rulebook names them: "Red/Light Blue", "Blue/Red").
HUES: Final[dict[Colour, tuple[Hue, ...]]] = {
    Colour.RED: (RED,),
    Colour.ORANGE: (ORANGE,),
    Colour.DARK_BLUE: (DARK_BLUE,),
    Colour.LIGHT_BLUE: (LIGHT_BLUE,),
    Colour.RED_LIGHT_BLUE: (RED, LIGHT_BLUE),
    Colour.DARK_BLUE_RED: (DARK_BLUE, RED),
    Colour.ORANGE_LIGHT_BLUE: (ORANGE, LIGHT_BLUE),
    Colour.GOLD: (GOLD,),
}


@dataclass(frozen=True)
class FaceText:
    """Every word and number a face prints, in its language."""

    name: str
    text: str
    group: str
    colours: tuple[tuple[Shape, str], ...]
    """Each hue's shape and word, in the stripe's order."""
    speed: str
    stamina: str
    levels: tuple[tuple[str, bool], ...]
    """Each level letter and whether the card is used at that level."""
    provenance: str


def card_words(card: Card, language: str) -> tuple[str, str]:
    """A card's name and text in ``language``, its English where the deck gives none."""
    for code, name, text in card.translations:
        if code == language:
            return name or card.name, text or card.text
    return card.name, card.text


def distinct_cards(card_set: CardSet) -> list[Card]:
    """One card of each design (by id), in the deck's order: the faces a preview shows."""
    designs: dict[str, Card] = {}
    for card in card_set.cards:
        designs.setdefault(card.id, card)
    return list(designs.values())


def speed_label(card: Card) -> str:
    """The speed as printed: a bonus card's with its plus, none (a dash) for a card without a
    speed of its own (the Feint, the Joker)."""
    if card.speed == 0:
        return "\u2013"
    if card.plays(Role.BONUS) or card.plays(Role.RENEW):
        return f"+{card.speed}"
    return str(card.speed)


def _kept(card: Card) -> bool:
    return card.has(Effect.KEPT_IN_HAND)


class FaceRenderer:
    """Draws Ready...Fence! faces and backs; owns its fonts and words (no shared state)."""

    def __init__(self, fonts: Fonts | None = None, face_words: FaceWords | None = None) -> None:
        self.fonts = fonts or Fonts()
        self.words = face_words or SourceWords()
        self.letters = Lettering(self.fonts)

    def face_text(self, card: Card, language: str = SOURCE_LANGUAGE) -> FaceText:
        """What the face of ``card`` says in ``language``."""
        name, text = card_words(card, language)
        hues = HUES[card.colour]
        levels = tuple((letter, mark is None or mark in card.marks) for letter, mark in LEVELS)
        return FaceText(
            name=name,
            text=text,
            group=self._say(words.GROUPS[card.colour], language),
            colours=tuple((hue.shape, self._say(hue.word, language)) for hue in hues),
            speed=speed_label(card),
            stamina=str(card.stamina),
            levels=levels,
            provenance=self._say(words.PROVENANCE[card.provenance.status], language),
        )

    def render(
        self, card: Card, width: int, height: int, language: str = SOURCE_LANGUAGE
    ) -> Image.Image:
        """The card's face as an RGBA image of ``width`` x ``height`` pixels, in ``language``."""
        if width < 1 or height < 1:
            raise ValueError(f"a face of {width} x {height} pixels cannot be drawn")
        canvas = Canvas.for_card(width, height)
        said = self.face_text(card, language)
        hues = HUES[card.colour]
        canvas.draw.rounded_rectangle(
            canvas.box(0, 0, *CARD_MM),
            radius=canvas.px(3),
            fill=PAPER,
            outline=INK,
            width=canvas.line_width(0.5),
        )
        self._stripe(canvas, hues, said)
        self._speed(canvas, said.speed, hues[0], _kept(card), language)
        self._levels(canvas, said.levels)
        self._stamina(canvas, said.stamina, language)
        canvas.draw.line(
            canvas.points([(_LEFT, 21.6), (_RIGHT, 21.6)]),
            fill=FAINT,
            width=canvas.line_width(0.3),
        )
        self._name(canvas, said.name)
        self._family(canvas, said, hues)
        self._text(canvas, said.text, hues[0])
        self._footer(canvas, said.provenance)
        return canvas.finish(width, height)

    def render_back(self, width: int, height: int, title: str = "Ready...Fence!") -> Image.Image:
        """The common back of every card: the fencing strip seen from above, and the title."""
        if width < 1 or height < 1:
            raise ValueError(f"a back of {width} x {height} pixels cannot be drawn")
        canvas = Canvas.for_card(width, height)
        draw = canvas.draw
        navy, gold = DARK_BLUE.fill, GOLD.fill
        draw.rounded_rectangle(
            canvas.box(0, 0, *CARD_MM),
            radius=canvas.px(3),
            fill=navy,
            outline=INK,
            width=canvas.line_width(0.5),
        )
        draw.rounded_rectangle(
            canvas.box(3, 3, CARD_MM[0] - 3, CARD_MM[1] - 3),
            radius=canvas.px(2),
            outline=gold,
            width=canvas.line_width(0.6),
        )
        # The strip: ten sections, the run-offs green and red at its ends, the on-guard lines
        # bold (rulebook, "The Game Board").
        left, right, top, section = CARD_MM[0] / 2 - 7, CARD_MM[0] / 2 + 7, 9.0, 6.0
        for index in range(10):
            y = top + index * section
            fill = {0: RUN_OFF_GREEN, 9: RUN_OFF_RED}.get(index, (226, 228, 232))
            draw.rectangle(
                canvas.box(left, y, right, y + section),
                fill=fill,
                outline=INK,
                width=canvas.line_width(0.25),
            )
        for line in (3, 7):
            y = top + line * section
            draw.line(
                canvas.points([(left - 1.5, y), (right + 1.5, y)]),
                fill=INK,
                width=canvas.line_width(0.8),
            )
        # Two crossed épées over the strip.
        for angle in (-32.0, 32.0):
            self._epee(canvas, CARD_MM[0] / 2, top + 5 * section, 44.0, angle, gold)
        font = self.letters.fit(title, "smallcaps", 6.0, CARD_MM[0] - 12, canvas)
        self.letters.centred(canvas, title, CARD_MM[0] / 2, 78.5, font, gold, bold=True)
        return canvas.finish(width, height)

    # -- the parts of a face -----------------------------------------------------------------

    def _say(self, sentence: Sentence, language: str) -> str:
        return self.words.say(sentence.say(), language)

    def _stripe(self, canvas: Canvas, hues: tuple[Hue, ...], said: FaceText) -> None:
        """The colour stripe: each hue a share of it, its shape at the share's end and its word
        written up the middle."""
        left, right, top, bottom = 2.4, 10.8, 2.4, CARD_MM[1] - 2.4
        share = (bottom - top) / len(hues)
        draw = canvas.draw
        cx = (left + right) / 2
        for index, (hue, (_shape, word)) in enumerate(zip(hues, said.colours, strict=True)):
            y0, y1 = top + index * share, top + (index + 1) * share
            corners = (index == 0, index == 0, index == len(hues) - 1, index == len(hues) - 1)
            draw.rounded_rectangle(
                canvas.box(left, y0, right, y1),
                radius=canvas.px(2.0),
                fill=hue.fill,
                corners=corners,
            )
            # A single colour has its shape at both ends, like a card's corner indices; of two,
            # each has it at the card's end of its share, its word nudged the same way.
            ends = (
                (y0 + 5.0, y1 - 5.0) if len(hues) == 1 else (y0 + 5.0 if index == 0 else y1 - 5.0,)
            )
            for end in ends:
                self._symbol(canvas, hue.shape, cx, end, 2.6, hue.ink, None)
            nudge = 0.0 if len(hues) == 1 else (2.5 if index == 0 else -2.5)
            middle = (y0 + y1) / 2 + nudge
            self._upright(canvas, word.upper(), cx, middle, share - 16.0, hue.ink)
        if len(hues) > 1:
            draw.line(
                canvas.points([(left, top + share), (right, top + share)]),
                fill=PAPER,
                width=canvas.line_width(0.6),
            )

    def _upright(
        self, canvas: Canvas, text: str, cx: float, cy: float, length: float, fill: RGB
    ) -> None:
        """``text`` written up the stripe (read with the head turned left), fitted to
        ``length`` mm."""
        font = self.letters.fit(text, "smallcaps", 4.4, max(4.0, length), canvas)
        left, top, right, bottom = canvas.draw.textbbox((0, 0), text, font=font, anchor="lt")
        pad = 4
        mask = Image.new("L", (int(right - left) + 2 * pad, int(bottom - top) + 2 * pad), 0)
        ImageDraw.Draw(mask).text((pad - left, pad - top), text, font=font, fill=255, anchor="lt")
        mask = mask.rotate(90, expand=True)
        x = round(canvas.px(cx) - mask.width / 2)
        y = round(canvas.px(cy) - mask.height / 2)
        canvas.image.paste(Image.new("RGBA", mask.size, (*fill, 255)), (x, y), mask)

    def _speed(self, canvas: Canvas, speed: str, hue: Hue, kept: bool, language: str) -> None:
        cx, cy, radius = _LEFT + 6.6, 10.2, 6.2
        canvas.draw.ellipse(
            canvas.box(cx - radius, cy - radius, cx + radius, cy + radius),
            fill=YELLOW if kept else PANEL,
            outline=mix(hue.fill, INK, 0.25),
            width=canvas.line_width(0.9),
        )
        font = self.letters.fit(speed, "regular", 8.4, radius * 1.5, canvas)
        self.letters.numeral(canvas, speed, cx, cy + 0.2, font, INK, "mm")
        label = self._say(words.SPEED, language).upper()
        small = self.letters.fit(label, "smallcaps", 2.6, 15.0, canvas)
        self.letters.centred(canvas, label, cx, 18.9, small, INK)

    def _levels(self, canvas: Canvas, levels: tuple[tuple[str, bool], ...]) -> None:
        """The level marks: filled where the card is used at that level, hollow where not."""
        gap, radius, cy = 5.6, 2.3, 10.2
        first = _MIDDLE - gap * (len(levels) - 1) / 2
        font = self.fonts.get("bold", canvas.px(3.0))
        for index, (letter, used) in enumerate(levels):
            cx = first + index * gap
            box = canvas.box(cx - radius, cy - radius, cx + radius, cy + radius)
            if used:
                canvas.draw.ellipse(box, fill=INK)
            else:
                canvas.draw.ellipse(box, fill=PAPER, outline=FAINT, width=canvas.line_width(0.3))
            canvas.draw.text(
                (canvas.px(cx), canvas.px(cy)),
                letter,
                font=font,
                fill=WHITE if used else FAINT,
                anchor="mm",
            )

    def _stamina(self, canvas: Canvas, stamina: str, language: str) -> None:
        """The stamina cost in a water bottle, the board's stamina indicator."""
        cx = _RIGHT - 6.4
        draw = canvas.draw
        draw.rounded_rectangle(
            canvas.box(cx - 1.3, 2.9, cx + 1.3, 4.4), radius=canvas.px(0.4), fill=INK
        )
        draw.rectangle(
            canvas.box(cx - 1.7, 4.4, cx + 1.7, 6.2),
            fill=PANEL,
            outline=INK,
            width=canvas.line_width(0.3),
        )
        draw.rounded_rectangle(
            canvas.box(cx - 4.6, 6.0, cx + 4.6, 16.6),
            radius=canvas.px(2.0),
            fill=(222, 238, 248),
            outline=INK,
            width=canvas.line_width(0.45),
        )
        font = self.letters.fit(stamina, "regular", 7.0, 7.0, canvas)
        self.letters.numeral(canvas, stamina, cx, 11.5, font, INK, "mm")
        label = self._say(words.STAMINA, language).upper()
        small = self.letters.fit(label, "smallcaps", 2.6, 15.0, canvas)
        self.letters.centred(canvas, label, cx, 18.9, small, INK)

    def _name(self, canvas: Canvas, name: str) -> None:
        """The name on one line, or on two when one would be too small; cut if still too
        long."""
        width, top, bottom = _RIGHT - _LEFT - 1.0, 22.6, 32.4
        font = self.letters.fit(name, "regular", 5.4, width, canvas)
        if font.size >= canvas.px(4.3):
            self.letters.centred(canvas, name, _MIDDLE, (top + bottom) / 2, font, INK, bold=True)
            return
        font = self.fonts.get("regular", canvas.px(3.9))
        lines = cut(wrap(name, font, canvas.px(width)), font, canvas.px(width), 2)
        middle, step = (top + bottom) / 2, 4.5
        for index, line in enumerate(lines):
            y = middle + step * (index - (len(lines) - 1) / 2)
            self.letters.centred(canvas, line, _MIDDLE, y, font, INK, bold=True)

    def _family(self, canvas: Canvas, said: FaceText, hues: tuple[Hue, ...]) -> None:
        """The group in words, then each colour's shape and word."""
        group = said.group.upper()
        font = self.letters.fit(group, "smallcaps", 3.2, _RIGHT - _LEFT - 1.0, canvas)
        self.letters.centred(canvas, group, _MIDDLE, 35.0, font, mix(hues[0].fill, INK, 0.45))
        small = self.fonts.get("regular", canvas.px(3.2))
        room = _RIGHT - _LEFT - 1.0
        widths = [
            4.2 + canvas.draw.textlength(word, font=small) / canvas.unit for _, word in said.colours
        ]
        total = sum(widths) + 3.0 * (len(widths) - 1)
        if total > room:
            small = self.fonts.get("regular", canvas.px(3.2) * room / total)
            widths = [
                4.2 + canvas.draw.textlength(word, font=small) / canvas.unit
                for _, word in said.colours
            ]
            total = sum(widths) + 3.0 * (len(widths) - 1)
        x, y = _MIDDLE - total / 2, 40.2
        for hue, (_shape, word), width in zip(hues, said.colours, widths, strict=True):
            self._symbol(canvas, hue.shape, x + 1.6, y, 1.8, hue.fill, INK)
            canvas.draw.text(
                (canvas.px(x + 4.2), canvas.px(y)), word, font=small, fill=INK, anchor="lm"
            )
            x += width + 3.0

    def _text(self, canvas: Canvas, text: str, hue: Hue) -> None:
        """The card's text, plain, wrapped and shrunk to its box and cut with an ellipsis when
        even the smallest size cannot hold it."""
        left, right, top, bottom = _LEFT, _RIGHT, _TEXT_TOP, _TEXT_BOTTOM
        canvas.draw.rounded_rectangle(
            canvas.box(left, top, right, bottom),
            radius=canvas.px(1.4),
            fill=PANEL,
            outline=FAINT,
            width=canvas.line_width(0.3),
        )
        canvas.draw.rectangle(canvas.box(left + 1.4, top, right - 1.4, top + 0.7), fill=hue.fill)
        if not text.strip():
            return
        pad = 2.0
        width, height = right - left - 2 * pad, bottom - top - 2 * pad
        size = 3.8
        while True:
            font = self.fonts.get("regular", canvas.px(size))
            line_height = size * 1.22
            lines = wrap(text, font, canvas.px(width))
            if len(lines) * line_height <= height or size <= 2.4:
                break
            size -= 0.1
        lines = cut(lines, font, canvas.px(width), int(height // line_height))
        y = top + pad + (height - len(lines) * line_height) / 2 + line_height / 2
        for line in lines:
            canvas.draw.text(
                (canvas.px(left + pad), canvas.px(y)),
                line,
                font=font,
                fill=INK,
                anchor="lm",
                features=self.letters.lining(),
            )
            y += line_height

    def _footer(self, canvas: Canvas, provenance: str) -> None:
        y = CARD_MM[1] - 4.3
        font = self.letters.fit(provenance, "italic", 2.6, 22.0, canvas)
        canvas.draw.text(
            (canvas.px(_LEFT + 0.4), canvas.px(y)), provenance, font=font, fill=INK, anchor="lm"
        )
        mark = self.fonts.get("smallcaps", canvas.px(2.6))
        canvas.draw.text(
            (canvas.px(_RIGHT - 0.4), canvas.px(y)),
            "Ready...Fence!",
            font=mark,
            fill=INK,
            anchor="rm",
        )

    # -- shapes -------------------------------------------------------------------------------

    def _symbol(
        self,
        canvas: Canvas,
        shape: Shape,
        cx: float,
        cy: float,
        radius: float,
        fill: RGB,
        outline: RGB | None,
    ) -> None:
        """A colour's shape centred on (cx, cy), ``radius`` mm from centre to its points."""
        draw = canvas.draw
        width = canvas.line_width(0.3) if outline is not None else 0
        if shape is Shape.CIRCLE:
            r = radius * 0.9
            draw.ellipse(
                canvas.box(cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width
            )
            return
        if shape is Shape.SQUARE:
            r = radius * 0.8
            points = [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
        elif shape is Shape.DIAMOND:
            points = [
                (cx, cy - radius),
                (cx + radius * 0.8, cy),
                (cx, cy + radius),
                (cx - radius * 0.8, cy),
            ]
        elif shape is Shape.TRIANGLE:
            # Pointing forward, like the attack it stands for.
            points = [
                (cx, cy - radius),
                (cx + radius * 0.95, cy + radius * 0.75),
                (cx - radius * 0.95, cy + radius * 0.75),
            ]
        else:
            points = []
            for step in range(10):
                r = radius * 1.1 if step % 2 == 0 else radius * 0.45
                angle = math.radians(-90 + 36 * step)
                points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
        draw.polygon(canvas.points(points), fill=fill, outline=outline, width=width)

    def _epee(
        self, canvas: Canvas, cx: float, cy: float, length: float, angle: float, colour: RGB
    ) -> None:
        """An épée through (cx, cy), ``angle`` degrees from upright: a thin blade, the bell
        guard and the grip."""
        theta = math.radians(angle)
        ux, uy = math.sin(theta), -math.cos(theta)

        def at(along: float) -> tuple[float, float]:
            return cx + ux * along, cy + uy * along

        draw = canvas.draw
        draw.line(
            canvas.points([at(-length * 0.22), at(length * 0.5)]),
            fill=colour,
            width=canvas.line_width(0.6),
        )
        gx, gy = at(-length * 0.22)
        bell = 2.6
        draw.ellipse(
            canvas.box(gx - bell, gy - bell, gx + bell, gy + bell),
            fill=colour,
            outline=INK,
            width=canvas.line_width(0.25),
        )
        draw.line(
            canvas.points([at(-length * 0.22), at(-length * 0.38)]),
            fill=colour,
            width=canvas.line_width(1.2),
        )
        tx, ty = at(length * 0.5)
        draw.ellipse(canvas.box(tx - 0.6, ty - 0.6, tx + 0.6, ty + 0.6), fill=colour)
