"""Colours of the card faces and backs: a frozen Theme, with the default one."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from audatia_qt.engine.messages import Sentence, translate
from audatia_qt.games.audatia.rules.cards import Virtue

#: An sRGB colour, 0-255 per channel.
Colour = tuple[int, int, int]


class CardKind(enum.Enum):
    """The kinds of card face, each with its own frame colour ("Types of Card")."""

    POSTA = "posta"
    STRIKE = "strike"
    REMEDY = "remedy"
    COUNTER_REMEDY = "counter_remedy"
    SKILL = "skill"
    VIRTUE = "virtue"
    STRETTO_SIDE = "stretto_side"

    @property
    def title(self) -> str:
        """The kind as printed under a card's name (in English)."""
        return _KIND_TITLES[self].source

    @property
    def title_sentence(self) -> Sentence:
        """The kind as printed under a card's name, to be said in the face's language."""
        return _KIND_TITLES[self]


_KIND_TITLES = {
    CardKind.POSTA: translate("CardFace", "Posta"),
    CardKind.STRIKE: translate("CardFace", "Strike"),
    CardKind.REMEDY: translate("CardFace", "Stretto Remedy"),
    CardKind.COUNTER_REMEDY: translate("CardFace", "Stretto Counter-Remedy"),
    CardKind.SKILL: translate("CardFace", "Skill"),
    CardKind.VIRTUE: translate("CardFace", "Virtue"),
    CardKind.STRETTO_SIDE: translate("CardFace", "Stretto Side"),
}


@dataclass(frozen=True)
class KindStyle:
    """The colours of one kind of card: frame, a lighter accent, and the text on the frame."""

    frame: Colour
    accent: Colour
    on_frame: Colour


@dataclass(frozen=True)
class Theme:
    """Every colour the renderer uses; part of the cache key, so a new theme never hits."""

    name: str = "manuscript"
    parchment: Colour = (244, 233, 206)
    parchment_shade: Colour = (221, 200, 158)
    panel: Colour = (250, 243, 226)
    ink: Colour = (46, 33, 24)
    faint_ink: Colour = (150, 128, 100)
    gold: Colour = (186, 140, 52)
    gold_light: Colour = (232, 196, 112)
    steel: Colour = (214, 218, 224)
    steel_dark: Colour = (78, 84, 96)
    sun: Colour = (240, 180, 40)
    sun_ray: Colour = (214, 128, 24)
    moon: Colour = (236, 236, 242)
    night: Colour = (28, 34, 72)
    star: Colour = (246, 222, 140)
    figure: Colour = (92, 68, 50)
    back_field: Colour = (110, 22, 30)
    back_pattern: Colour = (92, 14, 22)
    kinds: Mapping[CardKind, KindStyle] = field(
        hash=False,
        default_factory=lambda: MappingProxyType(
            {
                CardKind.POSTA: KindStyle((30, 54, 108), (86, 120, 182), (246, 236, 210)),
                CardKind.STRIKE: KindStyle((138, 22, 34), (200, 56, 56), (248, 234, 212)),
                CardKind.REMEDY: KindStyle((30, 92, 50), (76, 146, 84), (244, 238, 212)),
                CardKind.COUNTER_REMEDY: KindStyle((16, 94, 104), (52, 150, 156), (238, 242, 230)),
                CardKind.SKILL: KindStyle((78, 34, 104), (200, 154, 62), (246, 232, 206)),
                CardKind.VIRTUE: KindStyle((150, 108, 26), (214, 172, 72), (255, 246, 220)),
                CardKind.STRETTO_SIDE: KindStyle((30, 30, 36), (178, 184, 196), (226, 230, 238)),
            }
        ),
    )
    virtues: Mapping[Virtue, Colour] = field(
        hash=False,
        default_factory=lambda: MappingProxyType(
            {
                Virtue.AUDATIA: (178, 34, 34),
                Virtue.PRUDENTIA: (40, 72, 146),
                Virtue.CELERITAS: (34, 120, 72),
                Virtue.FORTITUDO: (156, 92, 26),
            }
        ),
    )

    def style(self, kind: CardKind) -> KindStyle:
        """The colours of a kind of card."""
        return self.kinds[kind]

    def virtue(self, virtue: Virtue) -> Colour:
        """The colour of a virtue's emblem."""
        return self.virtues[virtue]


#: The theme the app uses unless told otherwise.
DEFAULT_THEME = Theme()
