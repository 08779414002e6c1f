"""The card renderer: every face and the back, drawn from the card's data alone.

``CardRenderer.render_face(face, width, height, dpr)`` is a pure function of its arguments, the
renderer's theme and its fonts: the same inputs give the same pixels. Layout is in millimetres
of the printed 63 x 88 mm card, scaled to the requested size. Below ``COMPACT_WIDTH`` logical
pixels (the table's 120 x 168 cards) the card keeps its name and symbols and drops the text.
Everything is drawn at two or three times the output size and reduced, for smooth edges.
"""

from __future__ import annotations

import logging
import os
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFont, ImageOps

from audatia_qt.engine.messages import SOURCE_LANGUAGE, Sentence
from audatia_qt.engine.safe_io import FileRefusedError, resolved
from audatia_qt.games.audatia.narrator.symbols import ICON_SYMBOLS, Mark, SymbolKind
from audatia_qt.games.audatia.render import words
from audatia_qt.games.audatia.render.art import ArtProblem, load_art
from audatia_qt.games.audatia.render.faces import CardFace, content_hash
from audatia_qt.games.audatia.render.illustrations import (
    backdrop,
    draw_illustration,
    draw_moon_night_pair,
)
from audatia_qt.games.audatia.render.layout import Box, FaceLayout, Hotspot
from audatia_qt.games.audatia.render.pen import Ink, Pen, mix, polar, with_alpha
from audatia_qt.games.audatia.render.symbols import (
    action_icon,
    half_sun,
    moon_night_half,
    seven_swords,
    virtue_coin,
)
from audatia_qt.games.audatia.render.theme import DEFAULT_THEME, CardKind, KindStyle, Theme
from audatia_qt.games.audatia.rules.cards import (
    Blow,
    IconKind,
    MoonHalf,
    PostaDef,
    ProvenanceStatus,
    SkillDef,
    StrettoCardDef,
    StrettoSlot,
    StrikeDef,
    SunHalf,
    Virtue,
    VirtueCardDef,
)
from audatia_qt.kit.render.face_words import FaceWords, SourceWords
from audatia_qt.kit.render.fonts import Fonts
from audatia_qt.kit.render.printing import CARD_MM

log = logging.getLogger(__name__)

#: Bump whenever the drawing changes: it is part of every cache key.
RENDERER_VERSION = 1

#: Logical sizes the app uses: the preview, the table, and a 300-dpi print.
PREVIEW_SIZE = (500, 698)
TABLE_SIZE = (120, 168)
PRINT_SIZE = (744, 1039)
#: Below this logical width a card drops its text and keeps its name and symbols.
COMPACT_WIDTH = 200
#: The largest face drawn, in device pixels per side (a guard against absurd requests).
MAX_SIDE = 4096
#: How many sizes of shared backgrounds a renderer keeps before it starts over.
_KEPT_SIZES = 4

_BEASTS = {
    Virtue.AUDATIA: "the lion's heart",
    Virtue.PRUDENTIA: "the lynx's eye",
    Virtue.CELERITAS: "the tiger's arrow",
    Virtue.FORTITUDO: "the elephant's tower",
}


def device_size(width: int, height: int, dpr: float = 1.0) -> tuple[int, int]:
    """The pixel size of a face drawn at a logical size for a device pixel ratio."""
    if width <= 0 or height <= 0 or dpr <= 0:
        raise ValueError(
            f"a card needs a positive size and pixel ratio, not {width}x{height}@{dpr}"
        )
    pw, ph = max(1, round(width * dpr)), max(1, round(height * dpr))
    if max(pw, ph) > MAX_SIDE:
        raise ValueError(f"a card face of {pw}x{ph} pixels is larger than {MAX_SIDE} allowed")
    return pw, ph


@dataclass
class _Badge:
    """One symbol in the row under the illustration, with its caption."""

    label: str
    symbol: SymbolKind
    icon: IconKind | str | None = None
    gate: Virtue | None = None
    coin: Virtue | None = None
    amount: str = ""


@dataclass
class _Placed:
    """One piece of a face: the symbol it shows and the rectangle it covers, in canvas pixels
    (None for a decoration), and how to draw it. Placing and drawing are one code path, so the
    layout (``layout_face``) is where the drawing puts each symbol."""

    hotspot: Hotspot | None
    paint: Callable[[], None]


@dataclass
class _FacePlan:
    """A face's layout in millimetres, and its symbols placed on the canvas."""

    art_box: tuple[float, float, float, float]
    row: list[_Placed]
    """The badges under the illustration, drawn before the card text."""
    text_box: tuple[float, float, float, float]
    rest: list[_Placed]
    """The bottom band, the half sun, the provenance and the Basic fold, drawn after it."""

    @property
    def placed(self) -> list[_Placed]:
        return [*self.row, *self.rest]


def _paint(placed: list[_Placed]) -> None:
    for piece in placed:
        piece.paint()


def _spot(
    kind: SymbolKind, box: Box, *, virtue: Virtue | None = None, slot: StrettoSlot | None = None
) -> Hotspot:
    """A symbol's hotspot in canvas pixels."""
    return Hotspot(Mark(kind, virtue, slot), box)


def _circle(centre: tuple[float, float], radius: float) -> Box:
    x, y = centre
    return (x - radius, y - radius, x + radius, y + radius)


def _union(first: Box, second: Box) -> Box:
    return (
        min(first[0], second[0]),
        min(first[1], second[1]),
        max(first[2], second[2]),
        max(first[3], second[3]),
    )


@dataclass
class _Canvas:
    """The oversized image a face is drawn on, with millimetre conversions."""

    image: Image.Image
    compact: bool
    factor: int = 1
    deferred: bool = False
    """Text is queued and drawn after the reduction, hinted at the final size."""
    texts: list[tuple[tuple[float, float], str, ImageFont.FreeTypeFont, Ink, str]] = field(
        default_factory=list
    )
    size: tuple[int, int] | None = None
    """The canvas's size when it is only measured (``layout_face``): then ``image`` is a
    placeholder that nothing is drawn on."""
    draw: ImageDraw.ImageDraw = field(init=False)
    width: int = field(init=False)
    height: int = field(init=False)
    kx: float = field(init=False)
    ky: float = field(init=False)

    def __post_init__(self) -> None:
        self.draw = ImageDraw.Draw(self.image, "RGBA")
        self.width, self.height = self.size if self.size is not None else self.image.size
        self.kx = self.width / CARD_MM[0]
        self.ky = self.height / CARD_MM[1]

    def x(self, mm: float) -> float:
        return mm * self.kx

    def y(self, mm: float) -> float:
        return mm * self.ky

    def s(self, mm: float) -> float:
        """A size (radius, width, font) in pixels, from millimetres."""
        return mm * min(self.kx, self.ky)

    def w(self, mm: float) -> int:
        """A line width in whole pixels, at least one."""
        return max(1, round(self.s(mm)))

    @property
    def text_scale(self) -> int:
        """Canvas pixels per pixel of the fonts used on this canvas."""
        return self.factor if self.deferred else 1

    def finish(self) -> Image.Image:
        """The canvas reduced to the output size, with the queued text drawn on it."""
        image = self.image.reduce(self.factor) if self.factor > 1 else self.image
        draw = ImageDraw.Draw(image)
        for xy, text, font, fill, anchor in self.texts:
            draw.text(xy, text, font=font, fill=fill, anchor=anchor)
        return image


class CardRenderer:
    """Draws card faces and backs with one theme and one set of fonts.

    Textures, masks and fonts are cached on the instance (never in the module), so the cost
    of a size is paid once per renderer. A renderer is not thread-safe: give each thread its own.
    """

    def __init__(
        self,
        theme: Theme = DEFAULT_THEME,
        fonts: Fonts | None = None,
        words: FaceWords | None = None,
    ) -> None:
        self.theme = theme
        self.fonts = fonts if fonts is not None else Fonts()
        #: Says the renderer's own words in a face's language (``render.words``).
        self.words: FaceWords = words if words is not None else SourceWords()
        #: The language of the face being drawn (a renderer draws one face at a time).
        self._language = SOURCE_LANGUAGE
        self._textures: dict[tuple[int, int], Image.Image] = {}
        self._masks: dict[tuple[int, int, int, bool], Image.Image] = {}
        self._backdrops: dict[tuple[tuple[int, int], CardKind], Image.Image] = {}
        self._bases: dict[tuple[int, int, CardKind], Image.Image] = {}
        self._fingerprint: str | None = None

    # --- public API ------------------------------------------------------------------------

    def fingerprint(self) -> str:
        """What, besides the face and size, decides the pixels: version, theme and fonts."""
        if self._fingerprint is None:
            self._fingerprint = content_hash(
                RENDERER_VERSION, self.theme, self.fonts.fingerprint(), self.words.fingerprint()
            )
        return self._fingerprint

    def art_problem(self, face: CardFace) -> ArtProblem | None:
        """Why the face's own art cannot be shown, or None (no art named, or it loads)."""
        art = self._art(face)
        return art if isinstance(art, ArtProblem) else None

    def render_face(self, face: CardFace, width: int, height: int, dpr: float = 1.0) -> Image.Image:
        """The face at a logical size, as an RGBA image of width*dpr x height*dpr pixels.

        A face whose art cannot be loaded is drawn with its generated illustration and the
        problem is logged; ``art_problem(face)`` tells the reason.
        """
        self._language = face.language
        pw, ph = device_size(width, height, dpr)
        compact = width < COMPACT_WIDTH
        factor = _supersampling(pw)
        base = self._base(pw * factor, ph * factor, face.kind, compact).copy()
        canvas = _Canvas(base, compact, factor, deferred=True)
        if face.kind is CardKind.STRETTO_SIDE:
            self._stretto_side(canvas, face)
        else:
            self._face(canvas, face)
        image = canvas.finish()
        image.putalpha(self._mask(pw, ph, factor, face.basic))
        return image

    def layout_face(self, face: CardFace, width: int, height: int) -> FaceLayout:
        """Where ``render_face`` draws each symbol of the face at this logical size, found
        without drawing: the rectangles are in the face's logical pixels."""
        self._language = face.language
        pw, ph = device_size(width, height)
        factor = _supersampling(pw)
        canvas = _Canvas(
            Image.new("RGB", (1, 1)),
            width < COMPACT_WIDTH,
            factor,
            deferred=True,
            size=(pw * factor, ph * factor),
        )
        if face.kind is CardKind.STRETTO_SIDE:
            placed = self._side_plan(canvas, face)
        else:
            placed = self._face_plan(canvas, face).placed
        spots = (piece.hotspot for piece in placed if piece.hotspot is not None)
        return FaceLayout(width, height, tuple(spot.scaled(1 / factor) for spot in spots))

    def alpha_mask(
        self, width: int, height: int, dpr: float = 1.0, basic: bool = False
    ) -> Image.Image:
        """The card's outline as an "L" image of device pixels: rounded corners, and the
        folded corner of a Basic card. Faces and backs carry it as their alpha channel.
        """
        pw, ph = device_size(width, height, dpr)
        return self._mask(pw, ph, _supersampling(pw), basic)

    def render_back(self, deck_name: str, width: int, height: int, dpr: float = 1.0) -> Image.Image:
        """The back of a deck's cards, as an RGBA image of width*dpr x height*dpr pixels."""
        pw, ph = device_size(width, height, dpr)
        factor = _supersampling(pw)
        field_image = Image.new("RGB", (pw * factor, ph * factor), self.theme.back_field)
        canvas = _Canvas(field_image, width < COMPACT_WIDTH, factor, deferred=True)
        self._back(canvas, deck_name)
        image = canvas.finish()
        image.putalpha(self._mask(pw, ph, factor, False))
        return image

    # --- shared pieces ---------------------------------------------------------------------

    def _base(self, width: int, height: int, kind: CardKind, compact: bool) -> Image.Image:
        """Parchment with the kind's frame, shared by every face of that kind and size."""
        key = (width, height, kind)
        base = self._bases.get(key)
        if base is None:
            if len(self._bases) >= _KEPT_SIZES * len(CardKind):
                # Keep memory bounded when many sizes are drawn (a print export, zooming).
                self._bases.clear()
                self._textures.clear()
                self._backdrops.clear()
            canvas = _Canvas(self._texture(width, height).copy(), compact)
            if kind is not CardKind.STRETTO_SIDE:
                self._frame(canvas, self.theme.style(kind))
            base = canvas.image
            self._bases[key] = base
        return base

    def _texture(self, width: int, height: int) -> Image.Image:
        """Parchment: two octaves of smooth deterministic noise and a darker rim."""
        key = (width, height)
        texture = self._textures.get(key)
        if texture is not None:
            return texture
        rng = random.Random(f"parchment {width}x{height}")
        coarse = Image.frombytes("L", (9, 13), rng.randbytes(9 * 13)).resize(
            (width, height), Image.Resampling.BICUBIC
        )
        fine = Image.frombytes("L", (36, 50), rng.randbytes(36 * 50)).resize(
            (width, height), Image.Resampling.BICUBIC
        )
        noise = Image.blend(coarse, fine, 0.35)
        rim = Image.radial_gradient("L").resize((width, height), Image.Resampling.BILINEAR)
        rim = rim.point(lambda value: max(0, value - 120) * 2)
        shade = ImageChops.add(
            noise.point(lambda value: value * 38 // 255), rim.point(lambda v: v * 70 // 255)
        )
        light = Image.new("RGB", key, self.theme.parchment)
        dark = Image.new("RGB", key, self.theme.parchment_shade)
        texture = Image.composite(
            dark, light, shade.point(lambda value: min(255, value * 255 // 100))
        )
        self._textures[key] = texture
        return texture

    def _mask(self, width: int, height: int, factor: int, basic: bool) -> Image.Image:
        """The card's outline as alpha: rounded corners, and the Basic card's folded corner."""
        key = (width, height, factor, basic)
        mask = self._masks.get(key)
        if mask is not None:
            return mask
        big = Image.new("L", (width * factor, height * factor), 0)
        canvas = _Canvas(big.convert("RGB"), width < COMPACT_WIDTH)
        draw = ImageDraw.Draw(big)
        radius = canvas.s(3.4)
        draw.rounded_rectangle((0, 0, big.width - 1, big.height - 1), radius=radius, fill=255)
        if basic:
            fold = self._fold_size(canvas)
            draw.polygon([(0, big.height), (0, big.height - fold), (fold, big.height)], fill=0)
        mask = big.reduce(factor)
        self._masks[key] = mask
        return mask

    def _backdrop(self, size: tuple[int, int], kind: CardKind) -> Image.Image:
        key = (size, kind)
        image = self._backdrops.get(key)
        if image is None:
            image = backdrop(size, kind, self.theme)
            self._backdrops[key] = image
        return image

    def _font(self, role: str, pixels: float) -> ImageFont.FreeTypeFont:
        return self.fonts.get(role, round(pixels))

    def _cfont(self, c: _Canvas, role: str, pixels: float) -> ImageFont.FreeTypeFont:
        """The font for text of a canvas size in pixels, at the size it will be drawn."""
        return self._font(role, pixels / c.text_scale)

    def _length(self, c: _Canvas, font: ImageFont.FreeTypeFont, text: str) -> float:
        """The width of text in canvas pixels."""
        return font.getlength(text) * c.text_scale

    def _emit(
        self,
        c: _Canvas,
        xy: tuple[float, float],
        text: str,
        font: ImageFont.FreeTypeFont,
        fill: Ink,
        anchor: str = "mm",
    ) -> None:
        """Draw text at canvas position xy now, or queue it for the final size."""
        if c.deferred:
            scale = c.text_scale
            c.texts.append(((xy[0] / scale, xy[1] / scale), text, font, fill, anchor))
        else:
            c.draw.text(xy, text, font=font, fill=fill, anchor=anchor)

    def _art(self, face: CardFace) -> Image.Image | ArtProblem | None:
        if face.art is None or face.art_root is None:
            return None
        return load_art(face.art_root, face.art)

    # --- a card face -----------------------------------------------------------------------

    def _face(self, c: _Canvas, face: CardFace) -> None:
        style = self.theme.style(face.kind)
        title_bottom = self._title(
            c, face.name, style, narrow=isinstance(face.definition, StrikeDef)
        )
        if not c.compact:
            self._caption(c, self._kind_caption(face), style, title_bottom + 0.3)
        plan = self._face_plan(c, face)
        self._illustration(c, face, style, plan.art_box)
        _paint(plan.row)
        if not c.compact:
            self._body_text(c, face.text, plan.text_box)
        _paint(plan.rest)

    def _face_plan(self, c: _Canvas, face: CardFace) -> _FacePlan:
        """Where the picture, the text and every symbol of a face go."""
        style = self.theme.style(face.kind)
        definition = face.definition
        title_bottom = _title_span(c)[1]
        top = title_bottom + 0.5 if c.compact else title_bottom + 3.9
        badges = self._badges(face)
        if c.compact:
            # The table card: no text, so the picture and symbols share the room.
            if isinstance(definition, StrettoCardDef):
                art_bottom = 47.0 if badges else 58.5
            elif _has_bottom_symbols(face):
                art_bottom = _COMPACT_ART_BOTTOM
            else:
                art_bottom = 58.0 if badges else 60.0
            row_height = 13.0
        else:
            art_bottom = 46.2
            row_height = 9.8
        text_top = art_bottom + 1.0
        row: list[_Placed] = []
        if badges:
            row = self._badge_row(c, badges, style, art_bottom + 0.7, row_height)
            text_top = art_bottom + 0.7 + row_height + 0.4
        rest = self._bottom_band(c, face, style)
        if isinstance(definition, StrikeDef) and definition.sun is not None:
            rest.append(self._sun(c, definition.sun))
        rest.append(self._provenance(c, face, style))
        if face.basic:
            rest.append(self._fold(c))
        return _FacePlan((5.4, top, 57.6, art_bottom), row, (6.0, text_top, 57.0, 71.8), rest)

    def _say(self, sentence: Sentence, **values: str) -> str:
        """One of the renderer's own words in the language of the face being drawn."""
        return self.words.say(sentence.say(None, **values), self._language)

    def _kind_caption(self, face: CardFace) -> str:
        definition = face.definition
        if isinstance(definition, StrikeDef):
            return self._say(words.STRIKE_CUT if definition.blow.is_cut else words.STRIKE_THRUST)
        if isinstance(definition, SkillDef):
            return self._say(words.SKILL_OF, deck=face.deck_name)
        if isinstance(definition, PostaDef) and definition.extended:
            return self._say(words.POSTA_EXTENDED)
        return self._say(face.kind.title_sentence)

    def _frame(self, c: _Canvas, style: KindStyle) -> None:
        """The kind-coloured border with a gold rule inside it and corner lozenges."""
        theme = self.theme
        band = c.s(3.0 if c.compact else 2.6)
        radius = c.s(3.4)
        right, bottom = c.width - 1, c.height - 1
        c.draw.rounded_rectangle(
            (0, 0, right, bottom), radius=radius, outline=style.frame, width=round(band)
        )
        c.draw.rounded_rectangle(
            (0, 0, right, bottom),
            radius=radius,
            outline=mix(style.frame, theme.ink, 0.45),
            width=c.w(0.3),
        )
        inset = band
        c.draw.rounded_rectangle(
            (inset, inset, right - inset, bottom - inset),
            radius=max(1.0, radius - band),
            outline=theme.gold,
            width=c.w(0.32),
        )
        edge = inset + c.s(0.55)
        c.draw.rounded_rectangle(
            (edge, edge, right - edge, bottom - edge),
            radius=max(1.0, radius - band - c.s(0.55)),
            outline=with_alpha(theme.gold, 110),
            width=c.w(0.12),
        )

    def _title(self, c: _Canvas, name: str, style: KindStyle, *, narrow: bool) -> float:
        """The name on a ribbon across the top; returns the ribbon's bottom in millimetres."""
        theme = self.theme
        top, bottom = _title_span(c)
        left, right = 4.6, 58.4
        notch = 1.6
        d = c.draw
        points = [
            (c.x(left - 1.2), c.y(top)),
            (c.x(right + 1.2), c.y(top)),
            (c.x(right + 1.2 - notch), c.y((top + bottom) / 2)),
            (c.x(right + 1.2), c.y(bottom)),
            (c.x(left - 1.2), c.y(bottom)),
            (c.x(left - 1.2 + notch), c.y((top + bottom) / 2)),
        ]
        d.polygon(points, fill=mix(style.frame, theme.ink, 0.3))
        d.rectangle((c.x(left), c.y(top + 0.5), c.x(right), c.y(bottom - 0.5)), fill=style.frame)
        d.line(
            (c.x(left), c.y(top + 0.9), c.x(right), c.y(top + 0.9)),
            fill=with_alpha(theme.gold_light, 200),
            width=c.w(0.18),
        )
        d.line(
            (c.x(left), c.y(bottom - 0.9), c.x(right), c.y(bottom - 0.9)),
            fill=with_alpha(theme.gold_light, 200),
            width=c.w(0.18),
        )
        margin = 14.0 if narrow else 7.0
        if c.compact:
            margin = 10.5 if narrow else 4.6
        box = (
            c.x(left + margin - 4.6),
            c.y(top + 1.2),
            c.x(right - margin + 4.6),
            c.y(bottom - 1.2),
        )
        start = c.s(6.4 if c.compact else 4.4)
        self._fitted(
            c, name, "smallcaps", box, start, start * 0.5, style.on_frame, max_lines=2, spacing=0.9
        )
        return bottom

    def _caption(self, c: _Canvas, text: str, style: KindStyle, top: float) -> None:
        """The card's kind in italics between two short rules."""
        theme = self.theme
        font = self._cfont(c, "italic", c.s(2.5))
        y = c.y(top + 1.55)
        self._emit(c, (c.width / 2, y), text, font, theme.ink, "mm")
        half = self._length(c, font, text) / 2 + c.s(1.5)
        for sign in (-1, 1):
            inner = c.width / 2 + sign * half
            outer = inner + sign * c.s(7.0)
            c.draw.line((inner, y, outer, y), fill=style.frame, width=c.w(0.22))
            lozenge = outer + sign * c.s(0.8)
            r = c.s(0.7)
            c.draw.polygon(
                [(lozenge - r, y), (lozenge, y - r), (lozenge + r, y), (lozenge, y + r)],
                fill=theme.gold,
            )

    def _illustration(
        self,
        c: _Canvas,
        face: CardFace,
        style: KindStyle,
        box_mm: tuple[float, float, float, float],
    ) -> None:
        """The deck's art when it names one that loads, otherwise the generated drawing."""
        theme = self.theme
        x0, y0, x1, y1 = c.x(box_mm[0]), c.y(box_mm[1]), c.x(box_mm[2]), c.y(box_mm[3])
        box = (x0, y0, x1, y1)
        art = self._art(face)
        size = (max(1, round(x1 - x0)), max(1, round(y1 - y0)))
        if isinstance(art, Image.Image):
            region = ImageOps.fit(art, size, Image.Resampling.LANCZOS)
        else:
            if isinstance(art, ArtProblem):
                log.warning("%s: %s", face.identity, art.message)
            # Drawn on its own image, so nothing it draws can spill over the frame.
            region = self._backdrop(size, face.kind).copy()
            draw_illustration(region, face, (0.0, 0.0, float(size[0]), float(size[1])), theme)
        c.image.paste(region, (round(x0), round(y0)))
        radius = c.s(1.2)
        c.draw.rounded_rectangle(box, radius=radius, outline=style.frame, width=c.w(0.55))
        inset = c.s(0.55)
        c.draw.rounded_rectangle(
            (x0 + inset, y0 + inset, x1 - inset, y1 - inset),
            radius=max(1.0, radius - inset),
            outline=with_alpha(theme.gold, 200),
            width=c.w(0.2),
        )

    def _badges(self, face: CardFace) -> list[_Badge]:
        definition = face.definition
        badges: list[_Badge] = []
        if isinstance(definition, StrikeDef):
            for icon in definition.icons:
                label = self._say(words.ICON_LABELS[icon.kind])
                badges.append(_Badge(label, ICON_SYMBOLS[icon.kind], icon.kind, icon.requires))
        elif isinstance(definition, PostaDef):
            if definition.exchange:
                exchange = self._say(words.ICON_LABELS[IconKind.EXCHANGE])
                badges.append(_Badge(exchange, SymbolKind.POSTA_EXCHANGE, IconKind.EXCHANGE))
            if definition.extended:
                badges.append(_Badge(self._say(words.EXTENDED), SymbolKind.EXTENDED, "extended"))
            for bonus in definition.bonuses:
                badges.append(
                    _Badge(
                        f"+{bonus.amount} {bonus.virtue.title}",
                        SymbolKind.VIRTUE_BONUS,
                        coin=bonus.virtue,
                        amount=f"+{bonus.amount}",
                    )
                )
            for gated in definition.defends:
                badges.append(
                    _Badge(
                        self._say(words.DEFEND_BLOW, blow=gated.blow.title),
                        SymbolKind.DEFEND,
                        "defend",
                        gated.requires,
                    )
                )
        elif isinstance(definition, StrettoCardDef):
            if definition.answers_break:
                answers = self._say(words.ANSWERS_BREAK)
                badges.append(_Badge(answers, SymbolKind.ANSWERS_BREAK, "answers_break"))
        elif isinstance(definition, SkillDef):
            if definition.requires is not None:
                badges.append(
                    _Badge(
                        self._say(words.WITH_VIRTUE, virtue=definition.requires.title),
                        SymbolKind.VIRTUE_REQUIREMENT,
                        coin=definition.requires,
                    )
                )
            if definition.effect.blows:
                badges.append(_Badge(self._say(words.DEFEND), SymbolKind.DEFEND, "defend"))
            if definition.cycle:
                cycle = self._say(words.ICON_LABELS[IconKind.CYCLE])
                badges.append(_Badge(cycle, SymbolKind.CYCLE, IconKind.CYCLE))
        return badges

    def _badge_row(
        self, c: _Canvas, badges: list[_Badge], style: KindStyle, top: float, height: float
    ) -> list[_Placed]:
        """Symbols in round badges, centred in a row, each captioned unless compact."""
        radius = c.s(5.6 if c.compact else 3.4)
        centre_y = c.y(top) + radius + c.s(0.5)
        label_font = self._cfont(c, "smallcaps", c.s(2.25))
        widths = (
            [self._length(c, label_font, badge.label) for badge in badges]
            if not c.compact
            else [0.0]
        )
        pitch = max(2 * radius + c.s(3.0), max(widths) + c.s(2.2))
        pitch = min(pitch, (c.width - c.s(10.0)) / max(1, len(badges)))
        first = c.width / 2 - pitch * (len(badges) - 1) / 2
        placed: list[_Placed] = []
        for index, badge in enumerate(badges):
            cx = first + index * pitch
            centre = (cx, centre_y)
            box = _circle(centre, radius)
            if badge.amount:
                box = _union(box, _circle(*self._amount_place(centre, radius)))
            if not c.compact:
                # The caption under the badge belongs to it, within the badge's share of the row.
                reach = min(pitch / 2, max(radius, widths[index] / 2 + c.s(0.4)))
                box = _union(box, (cx - reach, box[1], cx + reach, centre_y + radius + c.s(3.3)))
            spot = _spot(badge.symbol, box, virtue=badge.coin)
            placed.append(
                _Placed(spot, partial(self._badge, c, badge, centre, radius, style, label_font))
            )
            if badge.gate is not None:
                gate = badge.gate
                coin = ((cx + radius * 0.74, centre_y + radius * 0.7), radius * 0.46)
                placed.append(
                    _Placed(
                        _spot(SymbolKind.VIRTUE_REQUIREMENT, _circle(*coin), virtue=gate),
                        partial(self._coin, c, gate, *coin),
                    )
                )
        return placed

    def _badge(
        self,
        c: _Canvas,
        badge: _Badge,
        centre: tuple[float, float],
        radius: float,
        style: KindStyle,
        label_font: ImageFont.FreeTypeFont,
    ) -> None:
        """One badge of the row (its Virtue gate is placed and drawn on its own)."""
        theme = self.theme
        cx, centre_y = centre
        if badge.coin is not None:
            virtue_coin(c.draw, badge.coin, centre, radius, theme)
            if badge.amount:
                self._amount_tag(c, badge.amount, *self._amount_place(centre, radius))
        else:
            pen = Pen(c.draw, centre, radius)
            pen.circle((0, 0), 1.0, fill=theme.gold, outline=theme.ink, width=0.06)
            pen.circle((0, 0), 0.88, fill=theme.panel)
            if badge.icon is not None:
                action_icon(c.draw, badge.icon, centre, radius * 0.76, theme.ink, style.accent)
        if not c.compact:
            self._emit(
                c, (cx, centre_y + radius + c.s(2.0)), badge.label, label_font, theme.ink, "mm"
            )

    def _coin(self, c: _Canvas, virtue: Virtue, centre: tuple[float, float], radius: float) -> None:
        virtue_coin(c.draw, virtue, centre, radius, self.theme)

    @staticmethod
    def _amount_place(
        centre: tuple[float, float], radius: float
    ) -> tuple[tuple[float, float], float]:
        """Where a Virtue bonus's amount sits on its coin: centre and radius."""
        cx, cy = centre
        return (cx + radius * 0.78, cy + radius * 0.62), radius * 0.5

    def _amount_tag(
        self, c: _Canvas, amount: str, centre: tuple[float, float], radius: float
    ) -> None:
        theme = self.theme
        x, y = centre
        c.draw.ellipse(
            (x - radius, y - radius, x + radius, y + radius),
            fill=theme.ink,
            outline=theme.gold,
            width=max(1, round(radius * 0.14)),
        )
        font = self._cfont(c, "bold", radius * 1.3)
        self._emit(c, (x, y + radius * 0.05), amount, font, theme.gold_light, "mm")

    def _body_text(self, c: _Canvas, text: str, box_mm: tuple[float, float, float, float]) -> None:
        """The card text on a lighter panel, wrapped and shrunk until it fits."""
        theme = self.theme
        x0, y0, x1, y1 = c.x(box_mm[0]), c.y(box_mm[1]), c.x(box_mm[2]), c.y(box_mm[3])
        if y1 - y0 < c.s(4.0):
            return
        c.draw.rounded_rectangle(
            (x0, y0, x1, y1),
            radius=c.s(1.0),
            fill=with_alpha(theme.panel, 200),
            outline=with_alpha(theme.faint_ink, 120),
            width=c.w(0.15),
        )
        pad = c.s(1.3)
        box = (x0 + pad, y0 + pad * 0.8, x1 - pad, y1 - pad * 0.8)
        self._fitted(
            c, text, "regular", box, c.s(3.05), c.s(1.9), theme.ink, max_lines=8, spacing=1.08
        )

    def _fitted(
        self,
        c: _Canvas,
        text: str,
        role: str,
        box: tuple[float, float, float, float],
        start: float,
        smallest: float,
        fill: Ink,
        *,
        max_lines: int,
        spacing: float,
    ) -> None:
        """Text centred in box, wrapped on words, at the largest size that fits.

        Sizes are canvas pixels; measuring is done with the font the text will be drawn in.
        """
        x0, y0, x1, y1 = box
        scale = c.text_scale
        width, height = (x1 - x0) / scale, y1 - y0
        size = start
        while True:
            font = self._cfont(c, role, size)
            lines, widest = _wrap(text, font, width)
            line_height = size * spacing
            fits = len(lines) <= max_lines and line_height * len(lines) <= height
            fits = fits and widest <= width
            if fits or size <= smallest:
                break
            size = max(smallest, size * 0.93)
        if not fits:
            lines = _truncate(
                lines, font, width, max(1, min(max_lines, int(height // line_height)))
            )
        total = line_height * len(lines)
        ascent, descent = font.getmetrics()
        # Centre the block on the x-height band rather than on the full ascent.
        baseline = (y0 + y1) / 2 - total / 2 + line_height / 2 + (ascent - descent) * scale * 0.36
        for index, line in enumerate(lines):
            self._emit(c, ((x0 + x1) / 2, baseline + index * line_height), line, font, fill, "ms")

    def _bottom_band(self, c: _Canvas, face: CardFace, style: KindStyle) -> list[_Placed]:
        """The Seven Swords, the Stretto slots or the Virtue, with their captions."""
        theme = self.theme
        definition = face.definition
        centre_y = c.y(73.6 if c.compact else 78.3)
        radius = c.s(9.0 if c.compact else 6.0)
        left_x, right_x = c.x(16.2 if c.compact else 13.2), c.x(46.8 if c.compact else 49.8)
        left, right = (left_x, centre_y), (right_x, centre_y)
        detailed = not c.compact
        placed: list[_Placed] = []

        def swords(
            kind: SymbolKind,
            centre: tuple[float, float],
            blows: frozenset[Blow],
            colour: Ink,
            inverted: bool = False,
        ) -> None:
            def paint() -> None:
                seven_swords(
                    c.draw,
                    centre,
                    radius,
                    blows,
                    theme,
                    colour,
                    inverted=inverted,
                    detailed=detailed,
                )

            placed.append(_Placed(_spot(kind, _circle(centre, radius)), paint))

        def label(label: str, value: str, width_mm: float, kind: SymbolKind | None) -> None:
            x_mm, y_mm = 31.5, 75.6
            box = (
                c.x(x_mm - width_mm / 2),
                c.y(y_mm - 1.4),
                c.x(x_mm + width_mm / 2),
                c.y(y_mm + 8.2),
            )
            paint = partial(self._label_pair, c, label, value, x_mm, y_mm, width_mm)
            placed.append(_Placed(None if kind is None else _spot(kind, box), paint))

        if isinstance(definition, StrikeDef):
            parries = theme.style(CardKind.REMEDY).accent
            swords(SymbolKind.SEVEN_SWORDS_INVERTED, left, definition.parried_by, parries, True)
            swords(SymbolKind.SEVEN_SWORDS, right, frozenset({definition.blow}), style.accent)
            if not c.compact:
                end = face.end_posta_name or definition.end_posta.replace("-", " ").title()
                label(self._say(words.END_POSTA), end, 19.0, SymbolKind.END_POSTA)
        elif isinstance(definition, PostaDef):
            swords(SymbolKind.POSTA_ATTACKS, right, definition.attacks, style.accent)
            restricted = definition.attackable_by != frozenset(Blow)
            if restricted:
                colour = theme.style(CardKind.STRIKE).accent
                kind = SymbolKind.POSTA_ATTACKED_BY
                swords(kind, left, definition.attackable_by, colour, True)
            if not c.compact:
                caption = self._say(words.ATTACKED_BY if restricted else words.ATTACKS)
                label(self._say(words.SEVEN_SWORDS), caption, 22.0, None)
        elif isinstance(definition, StrettoCardDef):
            placed.extend(self._slots(c, definition))
        elif isinstance(definition, SkillDef):
            if definition.effect.blows:
                swords(SymbolKind.SKILL_BLOWS, right, definition.effect.blows, style.frame)
            if not c.compact:
                timing = self._say(words.TIMING_LABELS[definition.timing])
                label(self._say(words.PLAY), timing, 24.0, None)
        elif isinstance(definition, VirtueCardDef):
            placed.append(self._virtue_amount(c, definition.virtue, centre_y))
        return placed

    def _virtue_amount(self, c: _Canvas, virtue: Virtue, centre_y: float) -> _Placed:
        """A Virtue card's "+1 Virtue", and its beast under it unless compact."""
        theme = self.theme
        colour = theme.virtue(virtue)
        size = c.s(7.0 if c.compact else 5.0)
        font = self._cfont(c, "smallcaps", size)
        text = f"+1 {virtue.title}"
        y = centre_y - c.s(0.6 if not c.compact else 0.0)
        half = self._length(c, font, text) / 2
        box = (c.width / 2 - half, y - size * 0.6, c.width / 2 + half, y + size * 0.6)
        italic = self._cfont(c, "italic", c.s(2.5))
        beast_y = centre_y + c.s(4.2)
        if not c.compact:
            reach = self._length(c, italic, _BEASTS[virtue]) / 2
            box = _union(
                box, (c.width / 2 - reach, beast_y, c.width / 2 + reach, beast_y + c.s(1.6))
            )

        def paint() -> None:
            self._emit(c, (c.width / 2, y), text, font, colour, "mm")
            if not c.compact:
                self._emit(c, (c.width / 2, beast_y), _BEASTS[virtue], italic, theme.ink, "mm")

        return _Placed(_spot(SymbolKind.VIRTUE_CARD, box, virtue=virtue), paint)

    def _label_pair(
        self, c: _Canvas, label: str, value: str, x_mm: float, y_mm: float, width_mm: float
    ) -> None:
        """A small-capital label over an italic value, centred at x."""
        theme = self.theme
        font = self._cfont(c, "smallcaps", c.s(2.3))
        self._emit(c, (c.x(x_mm), c.y(y_mm)), label, font, theme.faint_ink, "mm")
        box = (c.x(x_mm - width_mm / 2), c.y(y_mm + 1.4), c.x(x_mm + width_mm / 2), c.y(y_mm + 8.2))
        self._fitted(
            c, value, "italic", box, c.s(3.0), c.s(2.0), theme.ink, max_lines=2, spacing=1.0
        )

    def _slots(self, c: _Canvas, card: StrettoCardDef) -> list[_Placed]:
        """The Inside and Outside slots with the card's Moon-and-Night halves."""
        top, bottom = (61.0, 83.6) if c.compact else (72.4, 84.6)
        half_w = 12.0 if c.compact else 9.5
        placed: list[_Placed] = []
        for x_mm, slot in ((18.5, StrettoSlot.INSIDE), (44.5, StrettoSlot.OUTSIDE)):
            box = (c.x(x_mm - half_w), c.y(top), c.x(x_mm + half_w), c.y(bottom))
            paint = partial(self._slot, c, card.half(slot), slot, x_mm, box, top, bottom)
            placed.append(_Placed(_spot(SymbolKind.MOON_NIGHT, box, slot=slot), paint))
        return placed

    def _slot(
        self,
        c: _Canvas,
        half: MoonHalf | None,
        slot: StrettoSlot,
        x_mm: float,
        box: Box,
        top: float,
        bottom: float,
    ) -> None:
        theme = self.theme
        label = self._say(words.SLOTS[slot])
        active = half is not None
        c.draw.rounded_rectangle(
            box,
            radius=c.s(1.2),
            fill=with_alpha(theme.panel, 220 if active else 120),
            outline=theme.ink if active else with_alpha(theme.faint_ink, 160),
            width=c.w(0.25),
        )
        if c.compact:
            centre = (c.x(x_mm), c.y((top + bottom) / 2 + 2.4))
            radius = c.s(6.0)
            font = self._cfont(c, "smallcaps", c.s(4.3))
            label_y = c.y(top + 2.6)
        else:
            centre = (c.x(x_mm), c.y(top + 7.6))
            radius = c.s(3.5)
            font = self._cfont(c, "smallcaps", c.s(2.4))
            label_y = c.y(top + 1.9)
        self._emit(
            c, (c.x(x_mm), label_y), label, font, theme.ink if active else theme.faint_ink, "mm"
        )
        moon_night_half(c.draw, centre, radius, half, theme)

    def _sun(self, c: _Canvas, sun: SunHalf) -> _Placed:
        inset = _COMPACT_SUN if c.compact else 10.0
        x = c.x(inset) if sun is SunHalf.TOP_LEFT else c.width - c.x(inset)
        radius = c.s(_COMPACT_SUN if c.compact else 9.0)
        # The half sun hangs from the top edge: its centre is on the edge.
        box = (x - radius, 0.0, x + radius, radius)

        def paint() -> None:
            half_sun(c.draw, (x, 0.0), radius, self.theme)

        return _Placed(_spot(SymbolKind.SUN_HALF, box), paint)

    def _provenance(self, c: _Canvas, face: CardFace, style: KindStyle) -> _Placed:
        """A lozenge in the bottom border, solid for documented facts and open for
        reconstructed ones, followed by the word unless the card is compact.
        """
        theme = self.theme
        documented = face.provenance.status is ProvenanceStatus.DOCUMENTED
        band = c.s(3.0 if c.compact else 2.6)
        y = c.height - band / 2
        r = band * 0.3
        x = c.width / 2
        box = _circle((x, y), r)
        word = self._say(words.PROVENANCE[face.provenance.status])
        font = self._cfont(c, "italic", band * 0.8)
        if not c.compact:
            gap = r * 0.9
            length = self._length(c, font, word)
            left = c.width / 2 - (2 * r + gap + length) / 2
            x = left + r
            box = (left, y - band / 2, left + 2 * r + gap + length, y + band / 2)

        def paint() -> None:
            if not c.compact:
                self._emit(c, (x + r + r * 0.9, y), word, font, style.on_frame, "lm")
            diamond = [(x - r, y), (x, y - r), (x + r, y), (x, y + r)]
            if documented:
                c.draw.polygon(diamond, fill=theme.gold_light, outline=theme.ink)
            else:
                c.draw.polygon(
                    diamond,
                    fill=style.frame,
                    outline=theme.gold_light,
                    width=max(1, round(r * 0.4)),
                )

        return _Placed(_spot(SymbolKind.PROVENANCE, box), paint)

    def _fold_size(self, c: _Canvas) -> float:
        return c.s(12.5 if c.compact else 9.5)

    def _fold(self, c: _Canvas) -> _Placed:
        """The Basic card's folded lower-left corner, marked B ("Deck Contents")."""
        fold = self._fold_size(c)
        box = (0.0, c.height - fold, fold, float(c.height))
        return _Placed(_spot(SymbolKind.BASIC, box), partial(self._paint_fold, c, fold))

    def _paint_fold(self, c: _Canvas, fold: float) -> None:
        theme = self.theme
        h = c.height
        shadow = c.s(0.6)
        c.draw.polygon(
            [(shadow, h - fold + shadow), (fold + shadow, h - fold + shadow), (fold + shadow, h)],
            fill=with_alpha(theme.ink, 70),
        )
        flap = [(0, h - fold), (fold, h - fold), (fold, h)]
        c.draw.polygon(flap, fill=theme.back_field)
        c.draw.line([(0, h - fold), (fold, h - fold), (fold, h)], fill=theme.gold, width=c.w(0.35))
        c.draw.line(
            [(0, h - fold), (fold, h)], fill=mix(theme.back_field, theme.ink, 0.5), width=c.w(0.3)
        )
        font = self._cfont(c, "bold", fold * 0.55)
        self._emit(c, (fold * 0.66, h - fold * 0.66), "B", font, theme.gold_light, "mm")

    # --- the Stretto Side card ---------------------------------------------------------------

    def _stretto_side(self, c: _Canvas, face: CardFace) -> None:
        """Not played: Moon and Night on the right means Inside only; turned round, Outside.

        The card reads the same both ways up, like a playing card: each half carries the name
        and its own rule, and the one Moon-and-Night symbol sits right of centre.
        """
        theme = self.theme
        style = theme.style(CardKind.STRETTO_SIDE)
        tint = Image.new("RGB", c.image.size, mix(style.accent, theme.night, 0.4))
        c.image.paste(Image.blend(c.image, tint, 0.14))
        c.draw = ImageDraw.Draw(c.image, "RGBA")
        self._frame(c, style)
        upper = _Canvas(c.image.copy(), c.compact)
        self._stretto_half(upper, face.name, StrettoSlot.INSIDE)
        lower = _Canvas(c.image.transpose(Image.Transpose.ROTATE_180), c.compact)
        self._stretto_half(lower, face.name, StrettoSlot.OUTSIDE)
        middle = c.height // 2
        c.image.paste(upper.image.crop((0, 0, c.width, middle)), (0, 0))
        turned = lower.image.transpose(Image.Transpose.ROTATE_180)
        c.image.paste(turned.crop((0, middle, c.width, c.height)), (0, middle))
        c.draw = ImageDraw.Draw(c.image, "RGBA")
        y = c.height / 2
        c.draw.line(
            (c.x(6.0), y, c.x(57.0), y), fill=with_alpha(style.accent, 220), width=c.w(0.25)
        )
        _paint(self._side_plan(c, face))

    def _side_plan(self, c: _Canvas, face: CardFace) -> list[_Placed]:
        """The Stretto Side card's symbols: the Moon and Night right of centre, the provenance."""
        theme = self.theme
        style = theme.style(CardKind.STRETTO_SIDE)
        y = c.height / 2
        centre = (c.x(47.5), y)
        radius = c.s(11.0 if c.compact else 7.8)
        ring = radius + c.s(1.1)

        def paint() -> None:
            c.draw.ellipse(
                _circle(centre, ring), fill=theme.panel, outline=style.accent, width=c.w(0.4)
            )
            draw_moon_night_pair(c.draw, centre, radius, theme)

        pair = _Placed(_spot(SymbolKind.STRETTO_SIDE, _circle(centre, ring)), paint)
        return [pair, self._provenance(c, face, style)]

    def _stretto_half(self, c: _Canvas, name: str, slot: StrettoSlot) -> None:
        """The upper half of a Stretto Side card: its name, the slot, and the rule."""
        theme = self.theme
        style = theme.style(CardKind.STRETTO_SIDE)
        bottom = self._title(c, name, style, narrow=False)
        font = self._cfont(c, "smallcaps", c.s(8.0 if c.compact else 6.2))
        x = c.x(21.0 if c.compact else 20.5)
        word = self._say(words.SLOTS[slot])
        self._emit(c, (x, c.y(bottom + (8.5 if c.compact else 6.0))), word, font, style.frame, "mm")
        if c.compact:
            return
        # Clear of the Moon and Night at the card's centre, in either half.
        box = (c.x(6.5), c.y(bottom + 9.5), c.x(36.0), c.y(35.5))
        text = self._say(words.SIDE_RULES[slot])
        self._fitted(
            c, text, "italic", box, c.s(3.1), c.s(2.0), theme.ink, max_lines=4, spacing=1.05
        )

    # --- the back ------------------------------------------------------------------------------

    def _back(self, c: _Canvas, deck_name: str) -> None:
        """A lattice of gold on the field, the Seven Swords in a medallion, the deck's name."""
        theme = self.theme
        d = c.draw
        step = c.s(6.0)
        pattern = theme.back_pattern
        line = c.w(0.5)
        count = int(max(c.width, c.height) / step) + 2
        for index in range(-count, count * 2):
            offset = index * step
            d.line((offset, 0, offset + c.height, c.height), fill=pattern, width=line)
            d.line((offset, 0, offset - c.height, c.height), fill=pattern, width=line)
        for row in range(count * 2):
            for col in range(count):
                x = col * step + (step / 2 if row % 2 else 0)
                y = row * step / 2
                if y > c.height + step:
                    break
                r = c.s(0.45)
                d.ellipse((x - r, y - r, x + r, y + r), fill=with_alpha(theme.gold, 90))
        band = c.s(2.6)
        right, bottom = c.width - 1, c.height - 1
        d.rounded_rectangle(
            (0, 0, right, bottom),
            radius=c.s(3.4),
            outline=mix(theme.back_field, theme.ink, 0.5),
            width=round(band),
        )
        for inset, width in ((band + c.s(0.6), 0.45), (band + c.s(1.6), 0.2)):
            d.rounded_rectangle(
                (inset, inset, right - inset, bottom - inset),
                radius=c.s(1.6),
                outline=theme.gold,
                width=c.w(width),
            )
        centre = (c.width / 2, c.height * 0.47)
        radius = c.s(17.0)
        pen = Pen(d, centre, radius)
        for index in range(32):
            a = polar(1.06, index * 11.25 - 2.5)
            b = polar(1.3 if index % 2 == 0 else 1.18, index * 11.25)
            e = polar(1.06, index * 11.25 + 2.5)
            pen.polygon([a, b, e], fill=with_alpha(theme.gold, 200))
        pen.circle((0, 0), 1.06, fill=theme.gold, outline=theme.ink, width=0.03)
        pen.circle((0, 0), 0.96, fill=mix(theme.back_field, theme.ink, 0.3))
        seven_swords(
            d,
            centre,
            radius * 0.9,
            frozenset(Blow),
            theme,
            theme.gold_light,
            ground=mix(theme.back_field, theme.ink, 0.35),
            edge=mix(theme.gold, theme.ink, 0.5),
        )
        title = self._cfont(c, "smallcaps", c.s(6.5 if not c.compact else 8.5))
        self._emit(c, (c.width / 2, c.y(14.0)), "Audatia", title, theme.gold_light, "mm")
        box = (c.x(8.0), c.y(69.0), c.x(55.0), c.y(80.0))
        self._fitted(
            c,
            deck_name,
            "smallcaps",
            box,
            c.s(5.0 if not c.compact else 7.0),
            c.s(2.5),
            theme.gold_light,
            max_lines=2,
            spacing=0.95,
        )


#: A table (compact) face, in millimetres: its name's ribbon, the half sun's radius (it hangs
#: from the top edge, so this is also how deep it reaches), and the highest the picture ends.
_COMPACT_TITLE = (3.8, 16.2)
_COMPACT_SUN = 10.5
_COMPACT_ART_BOTTOM = 46.5


@dataclass(frozen=True, slots=True)
class NameRoom:
    """Where a table face (drawn below ``COMPACT_WIDTH``) may carry its name in larger
    letters, in pixels from the face's top, for a face of a given height: the table's hand
    lays a name plate there (issue 27)."""

    ribbon_top: float
    """The top of the printed name's ribbon."""
    below_sun: float
    """The lowest a half sun reaches: a name set below it never hides one."""
    art_bottom: float
    """The highest the picture ends on any face: below it lie the symbols."""


def name_room(height: float) -> NameRoom:
    """The name's room on a table face ``height`` pixels tall (``NameRoom``)."""
    per_mm = height / CARD_MM[1]
    return NameRoom(
        _COMPACT_TITLE[0] * per_mm,
        # A card's width and height keep the printed card's ratio: one millimetre either way.
        _COMPACT_SUN * per_mm,
        _COMPACT_ART_BOTTOM * per_mm,
    )


def _title_span(c: _Canvas) -> tuple[float, float]:
    """The top and bottom of the name's ribbon, in millimetres."""
    return _COMPACT_TITLE if c.compact else (4.0, 12.8)


def _supersampling(device_width: int) -> int:
    """How many times larger than the output a face is drawn: more for small cards."""
    return 3 if device_width <= 320 else 2


def _has_bottom_symbols(face: CardFace) -> bool:
    """Whether a face prints symbols in its bottom band (wheels, slots or a virtue)."""
    definition = face.definition
    if isinstance(definition, SkillDef):
        return bool(definition.effect.blows)
    return not isinstance(definition, VirtueCardDef)


def _wrap(text: str, font: ImageFont.FreeTypeFont, width: float) -> tuple[list[str], float]:
    """Greedy word wrap to a pixel width, and the widest line's width.

    Words are measured once each; a line's width is the sum of its words and spaces, which
    ignores kerning across a space (a fraction of a pixel). A single long word stays on its
    own line.
    """
    words = text.split()
    if not words:
        return [""], 0.0
    space = font.getlength(" ")
    measured: dict[str, float] = {}
    lines: list[str] = []
    widths: list[float] = []
    current: list[str] = []
    current_width = 0.0
    for word in words:
        length = measured.get(word)
        if length is None:
            length = measured[word] = font.getlength(word)
        if current and current_width + space + length > width:
            lines.append(" ".join(current))
            widths.append(current_width)
            current, current_width = [word], length
        else:
            current_width += (space if current else 0.0) + length
            current.append(word)
    lines.append(" ".join(current))
    widths.append(current_width)
    return lines, max(widths)


def _truncate(
    lines: list[str], font: ImageFont.FreeTypeFont, width: float, count: int
) -> list[str]:
    """The first count lines, the last ending in an ellipsis if text was cut."""
    if len(lines) <= count:
        return lines
    kept = lines[:count]
    last = kept[-1]
    while last and font.getlength(last + "\u2026") > width:
        last = last[:-1]
    kept[-1] = last.rstrip() + "\u2026"
    return kept


def default_art_root(deck_path: Path) -> Path:
    """The folder a deck file's art paths are relative to: the deck file's own folder. A deck
    path that is a loop of links has no folder to resolve to: its own absolute folder is given,
    where art is then read (and refused) as from any other folder."""
    try:
        return resolved(deck_path).parent
    except FileRefusedError:
        return Path(os.path.abspath(deck_path)).parent
