"""Swordplay's card faces, drawn from the card data with Pillow: an arena look of its own.

Every face has a coloured band naming its kind (attack red, defence blue, items bronze, hero
gold, monster green), and the kind is said three ways so that no reader depends on colour: the
band's colour, an emblem of its own shape (a striking arrow, a turning arc, a sword, a cuirass,
a shield, a star, a horned head) and the kind's word. Attacks and defences show a big target
figure with an arrow per location (the locations the card names are filled and written out
below); items, heroes and monsters show their numbers as large numerals on plaques with an
icon and a label; a monster's defence table is a five-row table. Faces are drawn in millimetre
units on a supersampled canvas and scaled down, so they are clean at any size; names and texts
are the deck's, in the face's language (``translations``), the renderer's own words come from
a ``FaceWords``.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, TypeAlias

from PIL import Image

from audatia_qt.engine.messages import SOURCE_LANGUAGE, Sentence
from audatia_qt.games.swordplay.render import words
from audatia_qt.games.swordplay.rules.cards import (
    ArmorCard,
    AttackCard,
    AttackEffect,
    CardSet,
    CombatCard,
    DefenseCard,
    Hero,
    Location,
    Monster,
    MonsterGuard,
    ProvenanceStatus,
    ShieldCard,
    WeaponCard,
)
from audatia_qt.kit.render.canvas import RGB, Canvas, mix
from audatia_qt.kit.render.face_words import FaceWords, SourceWords
from audatia_qt.kit.render.fonts import Fonts
from audatia_qt.kit.render.lettering import Lettering, stroke, wrap
from audatia_qt.kit.render.printing import CARD_MM

#: Every card a face is drawn for.
SwordplayCard: TypeAlias = CombatCard | Hero | Monster

SAND: Final[RGB] = (241, 231, 208)
PANEL: Final[RGB] = (251, 246, 234)
INK: Final[RGB] = (38, 32, 28)
FAINT: Final[RGB] = (196, 182, 152)
WHITE: Final[RGB] = (255, 255, 255)


class FaceKind(enum.Enum):
    """The kind a face shows in its band."""

    ATTACK = "attack"
    DEFENSE = "defense"
    WEAPON = "weapon"
    ARMOR = "armor"
    SHIELD = "shield"
    HERO = "hero"
    MONSTER = "monster"


@dataclass(frozen=True)
class KindStyle:
    """How a kind looks: its band's colour, the ink on the band, its word."""

    band: RGB
    ink: RGB
    word: Sentence


_BRONZE: Final[RGB] = (150, 98, 40)
STYLES: Final[dict[FaceKind, KindStyle]] = {
    FaceKind.ATTACK: KindStyle((170, 45, 38), WHITE, words.ATTACK),
    FaceKind.DEFENSE: KindStyle((38, 88, 160), WHITE, words.DEFENSE),
    FaceKind.WEAPON: KindStyle(_BRONZE, WHITE, words.WEAPON),
    FaceKind.ARMOR: KindStyle(_BRONZE, WHITE, words.ARMOR),
    FaceKind.SHIELD: KindStyle(_BRONZE, WHITE, words.SHIELD),
    FaceKind.HERO: KindStyle((214, 172, 50), INK, words.HERO),
    FaceKind.MONSTER: KindStyle((36, 84, 52), WHITE, words.MONSTER),
}


def face_kind(card: SwordplayCard) -> FaceKind:
    """The kind of face a card is drawn with."""
    kinds: tuple[tuple[type, FaceKind], ...] = (
        (AttackCard, FaceKind.ATTACK),
        (DefenseCard, FaceKind.DEFENSE),
        (WeaponCard, FaceKind.WEAPON),
        (ArmorCard, FaceKind.ARMOR),
        (ShieldCard, FaceKind.SHIELD),
        (Hero, FaceKind.HERO),
    )
    for kind, face in kinds:
        if isinstance(card, kind):
            return face
    return FaceKind.MONSTER


def card_words(card: SwordplayCard, language: str) -> tuple[str, str]:
    """A card's name and text in ``language``, its English where the deck gives none."""
    for code, name, text in card.translations:
        if code == language:
            return name or card.name, text or card.text
    return card.name, card.text


def distinct_cards(card_set: CardSet) -> list[SwordplayCard]:
    """One of each design: the heroes, the monsters, then each combat design once (by id), in
    the deck's order: the faces a preview or a PNG export shows."""
    seen: set[str] = set()
    designs: list[SwordplayCard] = []
    for card in card_set.combat:
        if card.id not in seen:
            seen.add(card.id)
            designs.append(card)
    return [*card_set.heroes, *card_set.monsters, *designs]


@dataclass(frozen=True)
class _PlaqueSize:
    """The measures of a row of plaques, in millimetres of the card (and fractions of the
    plaque's height for the icon and the numeral)."""

    width: float
    gap: float
    height: float
    radius: float
    outline: float
    icon_inset: float
    icon_scale: float
    numeral_scale: float
    numeral_inset: float
    label_mm: float
    label_gap: float


class FaceRenderer:
    """Draws Swordplay faces and backs; owns its fonts and words (no shared state)."""

    def __init__(self, fonts: Fonts | None = None, face_words: FaceWords | None = None) -> None:
        self.fonts = fonts or Fonts()
        self.words = face_words or SourceWords()
        self.letters = Lettering(self.fonts)

    # -- the public drawing calls ---------------------------------------------------------

    def render(
        self, card: SwordplayCard, width: int, height: int, language: str = SOURCE_LANGUAGE
    ) -> Image.Image:
        """The card's face as an RGBA image of ``width`` x ``height`` pixels, in ``language``."""
        if width < 1 or height < 1:
            raise ValueError(f"a face of {width} x {height} pixels cannot be drawn")
        canvas = Canvas.for_card(width, height)
        kind = face_kind(card)
        style = STYLES[kind]
        name, text = card_words(card, language)
        self._frame(canvas, style)
        self._band(canvas, kind, style, language)
        self._name(canvas, name)
        text_top = 61.0
        if isinstance(card, (AttackCard, DefenseCard)):
            self._target_panel(canvas, card, style, language)
        elif isinstance(card, Monster):
            self._monster_panel(canvas, card, style, language)
            text_top = 68.0
        else:
            self._item_panel(canvas, card, style, language)
        self._text_box(canvas, text, text_top)
        self._footer(canvas, card.provenance.status, language)
        return canvas.finish(width, height)

    def render_back(self, width: int, height: int, title: str = "Swordplay: Arena") -> Image.Image:
        """The common back of every card: the arena's ring and crossed swords."""
        canvas = Canvas.for_card(width, height)
        red = STYLES[FaceKind.ATTACK].band
        draw = canvas.draw
        draw.rounded_rectangle(
            canvas.box(0, 0, *CARD_MM),
            radius=canvas.px(3),
            fill=(92, 30, 26),
            outline=INK,
            width=canvas.line_width(0.5),
        )
        draw.rounded_rectangle(
            canvas.box(3, 3, CARD_MM[0] - 3, CARD_MM[1] - 3),
            radius=canvas.px(2),
            outline=(214, 172, 50),
            width=canvas.line_width(0.6),
        )
        cx, cy = CARD_MM[0] / 2, CARD_MM[1] / 2 - 4
        for radius, colour in ((22, (214, 172, 50)), (20.5, SAND), (17, red)):
            draw.ellipse(
                canvas.box(cx - radius, cy - radius, cx + radius, cy + radius), fill=colour
            )
        for angle in (-40.0, 40.0):
            self._sword(canvas, cx, cy, 30, angle, SAND, INK)
        font = self.fonts.get("smallcaps", canvas.px(4.6))
        self.letters.centred(canvas, title, CARD_MM[0] / 2, 76, font, SAND)
        return canvas.finish(width, height)

    # -- the frame, band, name, text and footer --------------------------------------------

    def _frame(self, canvas: Canvas, style: KindStyle) -> None:
        canvas.draw.rounded_rectangle(
            canvas.box(0, 0, *CARD_MM),
            radius=canvas.px(3),
            fill=SAND,
            outline=INK,
            width=canvas.line_width(0.5),
        )
        # The sand of the arena floor: a faint ring behind the panel.
        canvas.draw.rounded_rectangle(
            canvas.box(1.6, 1.6, CARD_MM[0] - 1.6, CARD_MM[1] - 1.6),
            radius=canvas.px(2.2),
            outline=mix(style.band, SAND, 0.45),
            width=canvas.line_width(0.5),
        )

    def _band(self, canvas: Canvas, kind: FaceKind, style: KindStyle, language: str) -> None:
        draw = canvas.draw
        draw.rounded_rectangle(
            canvas.box(2.6, 2.6, CARD_MM[0] - 2.6, 13.0), radius=canvas.px(1.6), fill=style.band
        )
        draw.rectangle(
            canvas.box(2.6, 12.2, CARD_MM[0] - 2.6, 13.0), fill=mix(style.band, INK, 0.35)
        )
        self._emblem(canvas, kind, 4.4, 3.9, 7.8, style.ink)
        self._emblem(canvas, kind, CARD_MM[0] - 12.2, 3.9, 7.8, style.ink)
        word = self.words.say(style.word.say(), language).upper()
        font = self.letters.fit(word, "smallcaps", 5.2, 38.0, canvas)
        self.letters.centred(canvas, word, CARD_MM[0] / 2, 7.6, font, style.ink)

    def _name(self, canvas: Canvas, name: str) -> None:
        font = self.letters.fit(name, "regular", 5.6, 56.0, canvas)
        self.letters.centred(canvas, name, CARD_MM[0] / 2, 18.6, font, INK, bold=True)

    def _text_box(self, canvas: Canvas, text: str, top: float) -> None:
        left, right, bottom = 4.5, CARD_MM[0] - 4.5, 80.5
        canvas.draw.rounded_rectangle(
            canvas.box(left, top, right, bottom),
            radius=canvas.px(1.4),
            fill=PANEL,
            outline=FAINT,
            width=canvas.line_width(0.3),
        )
        if not text:
            return
        width, height = right - left - 3.2, bottom - top - 2.4
        size = 3.3
        while True:
            font = self.fonts.get("regular", canvas.px(size))
            lines = wrap(text, font, canvas.px(width))
            line_height = size * 1.18
            if len(lines) * line_height <= height or size <= 1.8:
                break
            size -= 0.15
        lines = lines[: max(1, int(height // line_height))]
        y = top + 1.2 + (height - len(lines) * line_height) / 2 + line_height / 2
        for line in lines:
            self.letters.centred(canvas, line, CARD_MM[0] / 2, y, font, INK)
            y += line_height

    def _footer(self, canvas: Canvas, status: ProvenanceStatus, language: str) -> None:
        word = self.words.say(words.PROVENANCE[status].say(), language)
        font = self.fonts.get("italic", canvas.px(2.6))
        x, y = 6.0, 84.2
        if status is ProvenanceStatus.ORIGINAL:
            self._star(canvas, x, y, 1.3, INK, filled=True)
        else:
            canvas.draw.regular_polygon(
                (canvas.px(x), canvas.px(y), canvas.px(1.2)),
                4,
                outline=INK,
                width=canvas.line_width(0.25),
            )
        canvas.draw.text((canvas.px(x + 2.2), canvas.px(y)), word, font=font, fill=INK, anchor="lm")
        mark = self.fonts.get("smallcaps", canvas.px(2.6))
        canvas.draw.text(
            (canvas.px(CARD_MM[0] - 6.0), canvas.px(y)),
            "Swordplay",
            font=mark,
            fill=INK,
            anchor="rm",
        )

    # -- attacks and defences: the target figure ---------------------------------------------

    def _target_panel(
        self, canvas: Canvas, card: AttackCard | DefenseCard, style: KindStyle, language: str
    ) -> None:
        cx, cy, radius = CARD_MM[0] / 2, 36.6, 9.6
        draw = canvas.draw
        draw.ellipse(
            canvas.box(cx - radius, cy - radius, cx + radius, cy + radius),
            fill=PANEL,
            outline=INK,
            width=canvas.line_width(0.35),
        )
        self._figure(canvas, cx, cy, radius)
        if isinstance(card, AttackCard):
            active = frozenset() if card.location is None else frozenset({card.location})
            burst = card.location is None
        else:
            active = card.locations
            burst = card.dodge
        for location in Location:
            self._arrow(canvas, location, cx, cy, radius, location in active, style)
        if burst:
            for step in range(8):
                angle = math.radians(22.5 + 45 * step)
                inner, outer = radius + 0.9, radius + (3.4 if step % 2 else 2.4)
                draw.line(
                    canvas.points(
                        [
                            (cx + inner * math.cos(angle), cy + inner * math.sin(angle)),
                            (cx + outer * math.cos(angle), cy + outer * math.sin(angle)),
                        ]
                    ),
                    fill=style.band,
                    width=canvas.line_width(0.7),
                )
        # The locations in words: the figure is never the only way to read them.
        if isinstance(card, AttackCard) and card.location is None:
            caption = self.words.say(words.NO_LOCATION.say(), language)
        elif isinstance(card, DefenseCard) and card.dodge:
            caption = self.words.say(words.ANY_ATTACK.say(), language)
        else:
            caption = " \u00b7 ".join(
                self.words.say(words.LOCATIONS[location].say(), language).upper()
                for location in Location
                if location in active
            )
        font = self.letters.fit(caption, "regular", 3.6, 54.0, canvas)
        self.letters.centred(canvas, caption, cx, 54.6, font, mix(style.band, INK, 0.25), bold=True)
        chips = [self.words.say(words.EFFECTS[e].say(), language) for e in _sorted(card)]
        if isinstance(card, DefenseCard) and card.parry:
            chips.append(self.words.say(words.PARRY.say(), language))
        self._chips(canvas, chips, 58.6, style)
        if isinstance(card, AttackCard) and card.bonus:
            self._medallion(canvas, 52.0, 28.5, f"+{card.bonus}", words.BONUS, style, language)

    def _figure(self, canvas: Canvas, cx: float, cy: float, radius: float) -> None:
        """A fighter's silhouette in the ring: head high, legs low, arms left and right."""
        colour = mix(INK, PANEL, 0.55)
        draw = canvas.draw
        head = radius * 0.22
        hy = cy - radius * 0.52
        draw.ellipse(canvas.box(cx - head, hy - head, cx + head, hy + head), fill=colour)
        draw.polygon(
            canvas.points(
                [
                    (cx - radius * 0.36, cy - radius * 0.24),
                    (cx + radius * 0.36, cy - radius * 0.24),
                    (cx + radius * 0.22, cy + radius * 0.28),
                    (cx - radius * 0.22, cy + radius * 0.28),
                ]
            ),
            fill=colour,
        )
        for side in (-1, 1):
            draw.line(
                canvas.points(
                    [
                        (cx + side * radius * 0.12, cy + radius * 0.26),
                        (cx + side * radius * 0.3, cy + radius * 0.78),
                    ]
                ),
                fill=colour,
                width=canvas.line_width(radius * 0.14),
            )
            draw.line(
                canvas.points(
                    [
                        (cx + side * radius * 0.33, cy - radius * 0.2),
                        (cx + side * radius * 0.62, cy + radius * 0.2),
                    ]
                ),
                fill=colour,
                width=canvas.line_width(radius * 0.11),
            )

    def _arrow(
        self,
        canvas: Canvas,
        location: Location,
        cx: float,
        cy: float,
        radius: float,
        active: bool,
        style: KindStyle,
    ) -> None:
        """An arrow striking inward at ``location``: filled where the card names it."""
        dx, dy = {
            Location.HIGH: (0.0, -1.0),
            Location.LOW: (0.0, 1.0),
            Location.LEFT: (-1.0, 0.0),
            Location.RIGHT: (1.0, 0.0),
        }[location]
        tip = radius * 0.86
        tail = radius + (4.8 if active else 3.6)
        half = 2.3 if active else 1.6
        shaft = 1.0 if active else 0.65
        neck = tip + half * 1.3
        nx, ny = -dy, dx

        def at(along: float, across: float) -> tuple[float, float]:
            return cx + dx * along + nx * across, cy + dy * along + ny * across

        outline = [
            at(tip, 0),
            at(neck, half),
            at(neck, shaft),
            at(tail, shaft),
            at(tail, -shaft),
            at(neck, -shaft),
            at(neck, -half),
        ]
        if active:
            canvas.draw.polygon(
                canvas.points(outline),
                fill=style.band,
                outline=INK,
                width=canvas.line_width(0.3),
            )
        else:
            canvas.draw.polygon(
                canvas.points(outline), fill=PANEL, outline=FAINT, width=canvas.line_width(0.3)
            )

    # -- items and heroes: plaques ---------------------------------------------------------

    def _item_panel(
        self,
        canvas: Canvas,
        card: WeaponCard | ArmorCard | ShieldCard | Hero,
        style: KindStyle,
        language: str,
    ) -> None:
        plaques: list[tuple[str, str, Sentence]] = []
        cx, cy, ring = CARD_MM[0] / 2, 32.6, 9.8
        canvas.draw.ellipse(
            canvas.box(cx - ring, cy - ring, cx + ring, cy + ring),
            fill=PANEL,
            outline=style.band,
            width=canvas.line_width(0.5),
        )
        if isinstance(card, WeaponCard):
            self._sword(canvas, cx, cy, 17.0, -45.0, PANEL, INK, style.band)
            plaques = [
                ("blade", f"+{card.damage}", words.DAMAGE),
                ("hand", str(card.hands), words.HANDS),
            ]
            chips = (
                [self.words.say(words.EFFECTS[AttackEffect.PIERCING].say(), language)]
                if card.piercing
                else []
            )
            self._chips(canvas, chips, 44.8, style)
        elif isinstance(card, ArmorCard):
            self._cuirass(canvas, cx, cy, 12.0, style.band)
            plaques = [("cuirass", str(card.value), words.ABSORBS)]
        elif isinstance(card, ShieldCard):
            self._shield(canvas, cx, cy, 11.5, style.band)
            plaques = [("pips", str(card.uses), words.USES), ("hand", str(card.hands), words.HANDS)]
        else:
            self._star(canvas, cx, cy + 0.4, 7.4, style.band, filled=True)
            plaques = [
                ("heart", str(card.life), words.LIFE),
                ("blade", str(card.damage), words.DAMAGE),
                ("hand", str(card.hands), words.HANDS),
            ]
        self._plaques(
            canvas, plaques, 47.6, style, language, 0 if isinstance(card, ArmorCard) else card.hands
        )

    def _plaques(
        self,
        canvas: Canvas,
        plaques: Sequence[tuple[str, str, Sentence]],
        top: float,
        style: KindStyle,
        language: str,
        hands: int,
        height: float = 9.5,
    ) -> None:
        """The item's and hero's numbers, each on a plaque with its icon and label."""
        width = 17.0 if len(plaques) > 2 else 20.0
        size = _PlaqueSize(width, 2.0, height, 1.6, 0.55, 4.6, 0.62, 0.78, 5.2, 2.8, 1.9)
        self._plaque_row(canvas, plaques, top, style, language, hands, size)

    def _plaque_row(
        self,
        canvas: Canvas,
        plaques: Sequence[tuple[str, str, Sentence]],
        top: float,
        style: KindStyle,
        language: str,
        hands: int,
        size: _PlaqueSize,
    ) -> None:
        """A centred row of plaques of ``size``: icon left, numeral right, label under."""
        width, gap, height = size.width, size.gap, size.height
        total = len(plaques) * width + (len(plaques) - 1) * gap
        x = (CARD_MM[0] - total) / 2
        for icon, numeral, label in plaques:
            canvas.draw.rounded_rectangle(
                canvas.box(x, top, x + width, top + height),
                radius=canvas.px(size.radius),
                fill=PANEL,
                outline=style.band,
                width=canvas.line_width(size.outline),
            )
            icon_size = height * size.icon_scale
            self._icon(canvas, icon, x + size.icon_inset, top + height / 2, icon_size, style, hands)
            font = self.fonts.get("regular", canvas.px(height * size.numeral_scale))
            right = x + width - size.numeral_inset
            self.letters.numeral(canvas, numeral, right, top + height / 2, font, INK, "mm")
            said = self.words.say(label.say(), language)
            small = self.letters.fit(said, "smallcaps", size.label_mm, width + gap, canvas)
            self.letters.centred(
                canvas, said, x + width / 2, top + height + size.label_gap, small, INK
            )
            x += width + gap

    def _icon(
        self,
        canvas: Canvas,
        icon: str,
        cx: float,
        cy: float,
        size: float,
        style: KindStyle,
        count: int,
    ) -> None:
        if icon == "heart":
            self._heart(canvas, cx, cy, size, style.band)
        elif icon == "blade":
            self._sword(canvas, cx, cy, size * 1.25, -45.0, PANEL, INK, style.band)
        elif icon == "cuirass":
            self._cuirass(canvas, cx, cy, size, style.band)
        elif icon == "pips":
            self._shield(canvas, cx, cy, size, style.band)
        else:
            self._hands(canvas, cx, cy, size, count, style.band)

    # -- monsters: stats and the defence table ----------------------------------------------

    def _monster_panel(
        self, canvas: Canvas, monster: Monster, style: KindStyle, language: str
    ) -> None:
        plaques = [
            ("heart", str(monster.life), words.LIFE),
            ("blade", str(monster.damage), words.DAMAGE),
            ("cuirass", str(monster.armor), words.ARMOR),
            ("hand", str(monster.hands), words.HANDS),
        ]
        self._small_plaques(canvas, plaques, 23.0, style, language, monster.hands)
        top, row = 34.4, 5.8
        draw = canvas.draw
        left, right = 4.5, CARD_MM[0] - 4.5
        header = self.words.say(words.DEFENDS_ON.say(), language)
        draw.rectangle(canvas.box(left, top, right, top + 4.2), fill=style.band)
        font = self.letters.fit(header, "smallcaps", 3.0, right - left - 2, canvas)
        self.letters.centred(canvas, header, CARD_MM[0] / 2, top + 2.1, font, style.ink)
        y = top + 4.2
        for index, guard in enumerate(MonsterGuard):
            fill = PANEL if index % 2 == 0 else mix(PANEL, FAINT, 0.35)
            draw.rectangle(canvas.box(left, y, right, y + row), fill=fill)
            self._guard_glyph(canvas, guard, left + 4.0, y + row / 2, row * 0.8, style)
            label = self.words.say(words.GUARDS[guard].say(), language)
            font = self.letters.fit(label, "regular", 3.6, 28.0, canvas)
            draw.text(
                (canvas.px(left + 8.0), canvas.px(y + row / 2)),
                label,
                font=font,
                fill=INK,
                anchor="lm",
                stroke_width=stroke(font),
                stroke_fill=INK,
            )
            number = monster.defence_for(guard)
            said = (
                self.words.say(words.NEVER.say(), language)
                if number > 10
                else self.words.say(words.AT_LEAST.say(number=number), language)
            )
            font = self.fonts.get("regular" if number <= 10 else "italic", canvas.px(4.0))
            self.letters.numeral(canvas, said, right - 3.0, y + row / 2, font, INK, "rm")
            y += row
        draw.rectangle(
            canvas.box(left, top, right, y), outline=style.band, width=canvas.line_width(0.45)
        )

    def _small_plaques(
        self,
        canvas: Canvas,
        plaques: Sequence[tuple[str, str, Sentence]],
        top: float,
        style: KindStyle,
        language: str,
        hands: int,
    ) -> None:
        """The monster's numbers, on smaller plaques above its defence table."""
        size = _PlaqueSize(12.6, 1.4, 7.0, 1.2, 0.45, 3.4, 0.6, 0.74, 3.6, 2.5, 1.6)
        self._plaque_row(canvas, plaques, top, style, language, hands, size)

    def _guard_glyph(
        self,
        canvas: Canvas,
        guard: MonsterGuard,
        cx: float,
        cy: float,
        size: float,
        style: KindStyle,
    ) -> None:
        """A small target with the guard's side marked (a ring for Dodge only)."""
        radius = size / 2
        draw = canvas.draw
        draw.ellipse(
            canvas.box(cx - radius, cy - radius, cx + radius, cy + radius),
            fill=PANEL,
            outline=INK,
            width=canvas.line_width(0.25),
        )
        if guard is MonsterGuard.DODGE_ONLY:
            inner = radius * 0.45
            draw.ellipse(
                canvas.box(cx - inner, cy - inner, cx + inner, cy + inner),
                outline=style.band,
                width=canvas.line_width(0.5),
            )
            return
        start = {
            MonsterGuard.HIGH: 225,
            MonsterGuard.RIGHT: 315,
            MonsterGuard.LOW: 45,
            MonsterGuard.LEFT: 135,
        }[guard]
        draw.pieslice(
            canvas.box(cx - radius, cy - radius, cx + radius, cy + radius),
            start,
            start + 90,
            fill=style.band,
        )

    # -- shapes -------------------------------------------------------------------------

    def _emblem(
        self, canvas: Canvas, kind: FaceKind, x: float, y: float, size: float, colour: RGB
    ) -> None:
        """The kind's own shape, so the band is read without its colour."""
        cx, cy = x + size / 2, y + size / 2
        draw = canvas.draw
        if kind is FaceKind.ATTACK:
            # An arrow striking downward into a mark: the attack.
            draw.polygon(
                canvas.points(
                    [
                        (cx - size * 0.14, y),
                        (cx + size * 0.14, y),
                        (cx + size * 0.14, cy),
                        (cx + size * 0.4, cy),
                        (cx, y + size),
                        (cx - size * 0.4, cy),
                        (cx - size * 0.14, cy),
                    ]
                ),
                fill=colour,
            )
        elif kind is FaceKind.DEFENSE:
            # A turning arc with an arrow head: a blow turned aside.
            draw.arc(
                canvas.box(x + size * 0.08, y + size * 0.08, x + size * 0.92, y + size * 0.92),
                150,
                400,
                fill=colour,
                width=canvas.line_width(size * 0.16),
            )
            ax, ay = (
                cx + size * 0.42 * math.cos(math.radians(40)),
                cy + size * 0.42 * math.sin(math.radians(40)),
            )
            draw.polygon(
                canvas.points(
                    [
                        (ax + size * 0.22, ay - size * 0.05),
                        (ax - size * 0.2, ay - size * 0.05),
                        (ax + size * 0.02, ay + size * 0.3),
                    ]
                ),
                fill=colour,
            )
        elif kind is FaceKind.WEAPON:
            self._sword(canvas, cx, cy, size * 1.2, -45.0, colour, colour)
        elif kind is FaceKind.ARMOR:
            self._cuirass(canvas, cx, cy, size, colour, plain=True)
        elif kind is FaceKind.SHIELD:
            self._shield(canvas, cx, cy, size, colour, plain=True)
        elif kind is FaceKind.HERO:
            self._star(canvas, cx, cy, size / 2, colour, filled=True)
        else:
            # A horned head: the monster.
            head = size * 0.32
            draw.ellipse(
                canvas.box(cx - head, cy - head * 0.6, cx + head, cy + head * 1.3), fill=colour
            )
            for side in (-1, 1):
                draw.polygon(
                    canvas.points(
                        [
                            (cx + side * head * 0.5, cy),
                            (cx + side * head * 1.0, cy + head * 0.2),
                            (cx + side * size * 0.5, y),
                        ]
                    ),
                    fill=colour,
                )

    def _sword(
        self,
        canvas: Canvas,
        cx: float,
        cy: float,
        length: float,
        angle: float,
        fill: RGB,
        outline: RGB,
        guard: RGB | None = None,
    ) -> None:
        """A sword centred at (cx, cy), ``angle`` degrees from upright, point up."""
        theta = math.radians(angle)
        ux, uy = math.sin(theta), -math.cos(theta)
        nx, ny = -uy, ux

        def at(along: float, across: float) -> tuple[float, float]:
            return cx + ux * along + nx * across, cy + uy * along + ny * across

        blade = length * 0.055
        hilt = -length * 0.22
        width = canvas.line_width(max(0.2, length * 0.012))
        canvas.draw.polygon(
            canvas.points(
                [
                    at(length * 0.5, 0),
                    at(length * 0.4, blade),
                    at(hilt, blade),
                    at(hilt, -blade),
                    at(length * 0.4, -blade),
                ]
            ),
            fill=fill,
            outline=outline,
            width=width,
        )
        cross = guard or outline
        canvas.draw.polygon(
            canvas.points(
                [
                    at(hilt, length * 0.17),
                    at(hilt - length * 0.05, length * 0.17),
                    at(hilt - length * 0.05, -length * 0.17),
                    at(hilt, -length * 0.17),
                ]
            ),
            fill=cross,
        )
        canvas.draw.line(
            canvas.points([at(hilt - length * 0.05, 0), at(-length * 0.42, 0)]),
            fill=outline,
            width=canvas.line_width(length * 0.05),
        )
        pommel = length * 0.045
        px_, py_ = at(-length * 0.45, 0)
        canvas.draw.ellipse(
            canvas.box(px_ - pommel, py_ - pommel, px_ + pommel, py_ + pommel), fill=cross
        )

    def _cuirass(
        self, canvas: Canvas, cx: float, cy: float, size: float, colour: RGB, plain: bool = False
    ) -> None:
        half = size / 2
        points = [
            (cx - half * 0.55, cy - half),
            (cx - half * 0.2, cy - half * 0.75),
            (cx + half * 0.2, cy - half * 0.75),
            (cx + half * 0.55, cy - half),
            (cx + half * 0.95, cy - half * 0.6),
            (cx + half * 0.7, cy - half * 0.1),
            (cx + half * 0.75, cy + half),
            (cx - half * 0.75, cy + half),
            (cx - half * 0.7, cy - half * 0.1),
            (cx - half * 0.95, cy - half * 0.6),
        ]
        if plain:
            canvas.draw.polygon(canvas.points(points), fill=colour)
            return
        canvas.draw.polygon(
            canvas.points(points),
            fill=mix(colour, PANEL, 0.55),
            outline=INK,
            width=canvas.line_width(size * 0.03),
        )
        canvas.draw.line(
            canvas.points([(cx, cy - half * 0.7), (cx, cy + half * 0.9)]),
            fill=INK,
            width=canvas.line_width(size * 0.025),
        )

    def _shield(
        self, canvas: Canvas, cx: float, cy: float, size: float, colour: RGB, plain: bool = False
    ) -> None:
        half = size / 2
        points = [
            (cx - half * 0.8, cy - half),
            (cx + half * 0.8, cy - half),
            (cx + half * 0.8, cy - half * 0.1),
            (cx + half * 0.45, cy + half * 0.6),
            (cx, cy + half),
            (cx - half * 0.45, cy + half * 0.6),
            (cx - half * 0.8, cy - half * 0.1),
        ]
        if plain:
            canvas.draw.polygon(canvas.points(points), fill=colour)
            return
        canvas.draw.polygon(
            canvas.points(points),
            fill=mix(colour, PANEL, 0.55),
            outline=INK,
            width=canvas.line_width(size * 0.03),
        )
        canvas.draw.line(
            canvas.points([(cx, cy - half), (cx, cy + half)]),
            fill=colour,
            width=canvas.line_width(size * 0.08),
        )

    def _heart(self, canvas: Canvas, cx: float, cy: float, size: float, colour: RGB) -> None:
        r = size * 0.27
        draw = canvas.draw
        for side in (-1, 1):
            x = cx + side * r * 0.95
            draw.ellipse(
                canvas.box(x - r, cy - size * 0.32 - r + r, x + r, cy - size * 0.32 + r + r),
                fill=colour,
            )
        draw.polygon(
            canvas.points(
                [
                    (cx - size * 0.5, cy - size * 0.02),
                    (cx + size * 0.5, cy - size * 0.02),
                    (cx, cy + size * 0.5),
                ]
            ),
            fill=colour,
        )

    def _hands(
        self, canvas: Canvas, cx: float, cy: float, size: float, count: int, colour: RGB
    ) -> None:
        """``count`` mittens side by side (one or two hands); none is one empty outline."""
        empty = count < 1
        count = max(1, min(count, 2))
        width = size * (0.5 if count == 1 else 0.42)
        fill = None if empty else colour
        line = canvas.line_width(size * 0.06) if empty else 0
        for index in range(count):
            x = cx + (index - (count - 1) / 2) * width * 1.1
            thumb = width * 0.22
            tx = x - width * 0.55 if index == 0 else x + width * 0.55
            canvas.draw.ellipse(
                canvas.box(tx - thumb, cy - thumb * 0.2, tx + thumb, cy + thumb * 2.2),
                fill=fill,
                outline=colour if empty else None,
                width=line,
            )
            canvas.draw.rounded_rectangle(
                canvas.box(x - width / 2, cy - size / 2, x + width / 2, cy + size / 2),
                radius=canvas.px(width * 0.45),
                fill=PANEL if empty else colour,
                outline=colour if empty else None,
                width=line,
            )

    def _star(
        self, canvas: Canvas, cx: float, cy: float, radius: float, colour: RGB, filled: bool
    ) -> None:
        points = []
        for step in range(10):
            r = radius if step % 2 == 0 else radius * 0.45
            angle = math.radians(-90 + 36 * step)
            points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
        if filled:
            canvas.draw.polygon(canvas.points(points), fill=colour)
        else:
            canvas.draw.polygon(canvas.points(points), outline=colour)

    def _medallion(
        self,
        canvas: Canvas,
        cx: float,
        cy: float,
        numeral: str,
        label: Sentence,
        style: KindStyle,
        language: str,
    ) -> None:
        radius = 4.6
        canvas.draw.ellipse(
            canvas.box(cx - radius, cy - radius, cx + radius, cy + radius),
            fill=style.band,
            outline=INK,
            width=canvas.line_width(0.3),
        )
        font = self.fonts.get("regular", canvas.px(5.6))
        self.letters.numeral(canvas, numeral, cx, cy, font, style.ink, "mm")
        said = self.words.say(label.say(), language)
        small = self.letters.fit(said, "smallcaps", 2.6, 12.0, canvas)
        self.letters.centred(canvas, said, cx, cy + radius + 1.6, small, INK)

    def _chips(self, canvas: Canvas, chips: Sequence[str], y: float, style: KindStyle) -> None:
        if not chips:
            return
        font = self.fonts.get("smallcaps", canvas.px(3.0))
        widths = [canvas.draw.textlength(chip, font=font) / canvas.unit + 4.0 for chip in chips]
        x = (CARD_MM[0] - sum(widths) - 2.0 * (len(chips) - 1)) / 2
        for chip, width in zip(chips, widths, strict=True):
            canvas.draw.rounded_rectangle(
                canvas.box(x, y - 2.1, x + width, y + 2.1),
                radius=canvas.px(2.1),
                fill=mix(style.band, PANEL, 0.82),
                outline=style.band,
                width=canvas.line_width(0.35),
            )
            canvas.draw.text(
                (canvas.px(x + width / 2), canvas.px(y)), chip, font=font, fill=INK, anchor="mm"
            )
            x += width + 2.0


def _sorted(card: AttackCard | DefenseCard) -> list[AttackEffect]:
    if not isinstance(card, AttackCard):
        return []
    return sorted(card.effects, key=lambda effect: effect.value)
