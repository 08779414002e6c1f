"""Card definitions: what is printed on every Audatia card, as immutable data.

The rulebook ("Types of Card", "Symbols", "Terminology on Cards") describes cards only by their
symbols, so a card here is nothing but its symbols. The deck files (decks/*.toml) are parsed and
validated by ``decks``, which converts them into these definitions; the rules engine
reads nothing else.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from functools import cached_property


class Side(enum.Enum):
    """A side of a player's Stack area, as that player sees it ("Playing Area")."""

    LEFT = "left"
    MIDDLE = "middle"
    RIGHT = "right"

    @cached_property
    def opposite(self) -> Side:
        """The other flank; the middle has no opposite and stays the middle."""
        if self is Side.LEFT:
            return Side.RIGHT
        if self is Side.RIGHT:
            return Side.LEFT
        return Side.MIDDLE


class Hand(enum.Enum):
    """Which hand a blow is thrown with: a Mandritto from the right, a Roverso from the left."""

    MANDRITTO = "mandritto"
    ROVERSO = "roverso"
    THRUST = "thrust"


class Line(enum.Enum):
    """The line of a blow: Fendente descends, Mezano is level, Sottano rises, Punta thrusts."""

    FENDENTE = "fendente"
    MEZANO = "mezano"
    SOTTANO = "sottano"
    PUNTA = "punta"


class Blow(enum.Enum):
    """The seven blows of the Seven Swords symbol (rulebook, "Strikes" and Glossary)."""

    MANDRITTO_FENDENTE = "mandritto_fendente"
    ROVERSO_FENDENTE = "roverso_fendente"
    MANDRITTO_MEZANO = "mandritto_mezano"
    ROVERSO_MEZANO = "roverso_mezano"
    MANDRITTO_SOTTANO = "mandritto_sottano"
    ROVERSO_SOTTANO = "roverso_sottano"
    PUNTA = "punta"

    # The blow's derived facts are read in the engine's inner loops: each is computed once per
    # member (cached_property stores it on the member; later reads are plain attribute reads).

    @cached_property
    def hand(self) -> Hand:
        """Mandritto, Roverso, or the thrust, which belongs to neither hand."""
        if self is Blow.PUNTA:
            return Hand.THRUST
        return Hand.MANDRITTO if self.value.startswith("mandritto") else Hand.ROVERSO

    @cached_property
    def line(self) -> Line:
        """Fendente, Mezano, Sottano or Punta."""
        return Line(self.value.rsplit("_", 1)[-1])

    @cached_property
    def is_cut(self) -> bool:
        """Cuts are Fendente, Mezano and Sottano; the Punta is the thrust ("Strikes")."""
        return self is not Blow.PUNTA

    @cached_property
    def side(self) -> Side:
        """Where the blow comes from and where it lands in the Stack ("Playing Area")."""
        return {Hand.MANDRITTO: Side.RIGHT, Hand.ROVERSO: Side.LEFT, Hand.THRUST: Side.MIDDLE}[
            self.hand
        ]

    @cached_property
    def title(self) -> str:
        """The blow's name as a fencer says it, e.g. "Mandritto Fendente"."""
        return " ".join(word.capitalize() for word in self.value.split("_"))

    @cached_property
    def bit(self) -> int:
        """The blow's bit in a set of blows as an int (``blow_bits``)."""
        return 1 << list(Blow).index(self)


def blow_bits(blows: frozenset[Blow]) -> int:
    """A set of blows as bits (``Blow.bit``): the engine's inner loops test a blow against a
    card's Seven Swords with ``&``, as a frozenset of enums would hash each blow with a Python
    call."""
    return sum(blow.bit for blow in blows)


class Virtue(enum.Enum):
    """The four Virtues of a swordsman (rulebook, "Virtues")."""

    AUDATIA = "audatia"
    PRUDENTIA = "prudentia"
    CELERITAS = "celeritas"
    FORTITUDO = "fortitudo"

    @cached_property
    def title(self) -> str:
        """The virtue's name, capitalised."""
        return self.value.capitalize()


class IconKind(enum.Enum):
    """The action icons printed on strike and skill cards (rulebook, "Symbols")."""

    ATTACK = "attack"
    PARRY = "parry"
    COUNTERATTACK = "counterattack"
    BREAK = "break"
    EXCHANGE = "exchange"
    CYCLE = "cycle"

    @cached_property
    def index(self) -> int:
        """The kind's place in declaration order (``StrikeDef.icon`` reads its table by it)."""
        return list(IconKind).index(self)


class SunHalf(enum.Enum):
    """Where a cut's half sun is printed, as its owner holds the card (CARDS.md)."""

    TOP_LEFT = "top_left"
    TOP_RIGHT = "top_right"


class MoonHalf(enum.Enum):
    """One half of the Moon-and-Night symbol on Stretto cards."""

    MOON = "moon"
    NIGHT = "night"

    @cached_property
    def complement(self) -> MoonHalf:
        """The half that completes this one into the whole Moon-and-Night symbol."""
        return MoonHalf.NIGHT if self is MoonHalf.MOON else MoonHalf.MOON


class StrettoSlot(enum.Enum):
    """The two situations of close play a Stretto card can work in ("Stretto")."""

    INSIDE = "inside"
    OUTSIDE = "outside"


class ProvenanceStatus(enum.Enum):
    """Whether a card's facts are documented by public sources or reconstructed (CARDS.md)."""

    DOCUMENTED = "documented"
    RECONSTRUCTED = "reconstructed"


class Timing(enum.Enum):
    """When a Skill card may be played (rulebook, "Skill Cards" and "Terminology on Cards")."""

    POSTA_CHOICE = "posta_choice"
    """While the Poste are chosen, before they are revealed (Out of Measure step 3)."""
    OUT_OF_MEASURE = "out_of_measure"
    """After the Poste are revealed, starting with the Celeritas leader (Out of Measure step 4)."""
    ON_ATTACKED = "on_attacked"
    """When the opponent attacks you, in place of a reaction."""
    AFTER_PARRIED = "after_parried"
    """When the opponent has parried your attack ("Cut Process", special case B)."""
    ON_OPPONENT_SKILL = "on_opponent_skill"
    """When the opponent plays a Skill card, before it takes effect."""


class Gender(enum.Enum):
    """A card name's grammatical gender in a language that has one (the article it takes)."""

    MASCULINE = "masculine"
    FEMININE = "feminine"


@dataclass(frozen=True)
class Translation:
    """A card's name and text in another language than the deck's own (docs/i18n.md).

    ``None`` keeps the deck's own: a blow's or a Posta's Italian name stays as it is, only its
    text is translated. ``gender`` gives the name its article where the language needs one.
    """

    name: str | None = None
    text: str | None = None
    gender: Gender | None = None


#: A card's translations by language code, in code order (a tuple: definitions stay hashable).
Translations = tuple[tuple[str, Translation], ...]


def translation_in(translations: Translations, language: str) -> Translation | None:
    """The translation into ``language``, if the card has one."""
    return next((found for code, found in translations if code == language), None)


@dataclass(frozen=True)
class Provenance:
    """Where a card's facts come from: documented, or reconstructed with the reason."""

    status: ProvenanceStatus
    reason: str


@dataclass(frozen=True)
class Icon:
    """An action icon, optionally usable only with the advantage in a virtue."""

    kind: IconKind
    requires: Virtue | None = None


@dataclass(frozen=True)
class VirtueBonus:
    """An amount of one virtue granted by a card ("Virtues")."""

    virtue: Virtue
    amount: int


@dataclass(frozen=True)
class GatedBlow:
    """A blow a card allows, optionally only with the advantage in a virtue."""

    blow: Blow
    requires: Virtue | None = None


@dataclass(frozen=True)
class Effect:
    """A Skill card's effect: a kind from the vocabulary and its parameters.

    ``kind`` names a record of the effect registry (``rules.effects``), which says
    which parameters the kind takes; the others keep their neutral values.
    """

    kind: str
    virtue: Virtue | None = None
    amount: int = 0
    blows: frozenset[Blow] = frozenset()


@dataclass(frozen=True)
class PostaDef:
    """A guard position ("Posta Cards", "Eligibility and Stack", "Extended Poste")."""

    id: str
    name: str
    attacks: frozenset[Blow]
    """The upright Seven Swords: the attacks that can be made from this posta."""
    attackable_by: frozenset[Blow]
    """The inverted Seven Swords: the blows that may attack this posta (all seven if unmarked)."""
    exchange: bool
    extended: bool
    bonuses: tuple[VirtueBonus, ...]
    """Virtue added to the first strike played from this posta while it tops the Stack."""
    defends: tuple[GatedBlow, ...]
    """"Defend X": blows that may answer an attack as an attack of their own."""
    text: str
    provenance: Provenance
    art: str | None = None
    translations: Translations = ()

    @cached_property
    def attack_bits(self) -> int:
        """``attacks`` as bits (``blow_bits``), computed once per definition."""
        return blow_bits(self.attacks)

    @cached_property
    def attackable_bits(self) -> int:
        """``attackable_by`` as bits (``blow_bits``), computed once per definition."""
        return blow_bits(self.attackable_by)


@dataclass(frozen=True)
class StrikeDef:
    """A Cut or Thrust card ("Strikes", "Eligibility and Stack")."""

    id: str
    name: str
    blow: Blow
    """The upright Seven Swords: which blow this card is."""
    parried_by: frozenset[Blow]
    """The inverted Seven Swords: the defender's blows that may parry this strike."""
    icons: tuple[Icon, ...]
    sun: SunHalf | None
    end_posta: str
    basic: bool
    count: int
    text: str
    provenance: Provenance
    art: str | None = None
    translations: Translations = ()

    def icon(self, kind: IconKind) -> Icon | None:
        """The icon of this kind printed on the card, if any."""
        return self.icon_table[kind.index]

    @cached_property
    def icon_table(self) -> tuple[Icon | None, ...]:
        """The first icon of each kind printed on the card, by ``IconKind.index`` (the
        eligibility checks ask for icons many times per action)."""
        return tuple(
            next((icon for icon in self.icons if icon.kind is kind), None) for kind in IconKind
        )

    @cached_property
    def parried_bits(self) -> int:
        """``parried_by`` as bits (``blow_bits``), computed once per definition."""
        return blow_bits(self.parried_by)


@dataclass(frozen=True)
class StrettoCardDef:
    """A Stretto Remedy or Counter-Remedy: Moon-and-Night halves in its slots ("Stretto")."""

    id: str
    name: str
    inside: MoonHalf | None
    outside: MoonHalf | None
    basic: bool
    count: int
    text: str
    provenance: Provenance
    answers_break: bool = False
    """A remedy the defender of a broken thrust may play (Thrust Process 2.3.3.3)."""
    art: str | None = None
    translations: Translations = ()

    def half(self, slot: StrettoSlot) -> MoonHalf | None:
        """The half printed in the given slot, or None when the slot is empty."""
        return self.inside if slot is StrettoSlot.INSIDE else self.outside

    @cached_property
    def slots(self) -> frozenset[StrettoSlot]:
        """The situations this card works in (computed once per definition)."""
        return frozenset(slot for slot in StrettoSlot if self.half(slot) is not None)


def makes_stretto(attack: StrikeDef, parry: StrikeDef) -> bool:
    """Whether parrying ``attack`` with ``parry`` binds Stretto (Cut 3; Thrust 2.2).

    Attack and parry meet head to head, so halves printed at opposite top corners (as each
    owner holds the card) join into a whole sun (CARDS.md); a parried thrust is always Largo.
    """
    return attack.blow is not Blow.PUNTA and attack.sun is not parry.sun


def played_slots(remedy: StrettoCardDef, side: StrettoSlot | None = None) -> frozenset[StrettoSlot]:
    """The slots of ``remedy`` in play: the one ``side`` it was played on, or every slot of the
    card when the moment left it all of them (R-036)."""
    return remedy.slots if side is None else remedy.slots & {side}


def lines_up(
    remedy: StrettoCardDef, counter: StrettoCardDef, side: StrettoSlot | None = None
) -> bool:
    """A counter lines up with a remedy when they share a slot ("Stretto"); with the remedy
    played on one ``side`` only, that slot (Thrust 2.3.3.3, "on the Eligible side"; R-036)."""
    return bool(played_slots(remedy, side) & counter.slots)


def is_perfect_counter(
    remedy: StrettoCardDef, counter: StrettoCardDef, side: StrettoSlot | None = None
) -> bool:
    """The remedy as played and the counter as laid show only complete Moon-and-Night
    symbols ("Stretto"; R-001, R-036).

    The remedy counts only in the slots it was played on (``side``, or all of its own); the
    counter counts whole. Every slot that then carries a half on either card must carry the
    complementary half on the other: a lone half anywhere leaves the symbol incomplete, and a
    remedy's half on a side it was not played on is not part of the picture.
    """
    played = played_slots(remedy, side)
    if not played & counter.slots:
        return False
    for slot in StrettoSlot:
        mine = remedy.half(slot) if slot in played else None
        theirs = counter.half(slot)
        if mine is None and theirs is None:
            continue
        if mine is None or theirs is None or theirs is not mine.complement:
            return False
    return True


@dataclass(frozen=True)
class SkillDef:
    """A character's Skill card: an effect, its timing window and virtue requirement."""

    id: str
    name: str
    effect: Effect
    timing: Timing
    requires: Virtue | None
    cycle: bool
    basic: bool
    count: int
    text: str
    provenance: Provenance
    art: str | None = None
    translations: Translations = ()


@dataclass(frozen=True)
class VirtueCardDef:
    """A Virtue card: +1 of its virtue to whoever holds it ("Virtue Cards")."""

    virtue: Virtue
    name: str
    text: str
    provenance: Provenance
    translations: Translations = ()


@dataclass(frozen=True)
class StrettoSideCardDef:
    """The non-playing card the Fortitudo leader orients in a Stretto bind."""

    name: str
    text: str
    provenance: Provenance
    translations: Translations = ()


ActionCardDef = StrikeDef | StrettoCardDef | SkillDef
#: Every card that is printed: what a card face shows (the Virtue and Side cards are not played).
PrintedCardDef = (
    PostaDef | StrikeDef | StrettoCardDef | SkillDef | VirtueCardDef | StrettoSideCardDef
)


@dataclass(frozen=True)
class DeckTranslation:
    """A deck's name, character and description in another language (``None``: its own)."""

    name: str | None = None
    character: str | None = None
    description: str | None = None


def worded(card: PrintedCardDef, language: str) -> tuple[str, str]:
    """The card's name and text in ``language``: its translation's, each the card's own
    (English, or an Italian technical name) where the translation leaves it out."""
    found = translation_in(card.translations, language)
    if found is None:
        return card.name, card.text
    return found.name or card.name, card.text if found.text is None else found.text


@dataclass(frozen=True)
class DeckDef:
    """A complete character deck ("Deck Contents")."""

    id: str
    name: str
    character: str
    description: str
    poste: tuple[PostaDef, ...]
    strikes: tuple[StrikeDef, ...]
    remedies: tuple[StrettoCardDef, ...]
    counter_remedies: tuple[StrettoCardDef, ...]
    skills: tuple[SkillDef, ...]
    virtues: tuple[VirtueCardDef, ...]
    stretto_side: StrettoSideCardDef
    translations: tuple[tuple[str, DeckTranslation], ...] = ()
    """The deck's name, character and description in other languages."""
    posta_by_id: dict[str, PostaDef] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "posta_by_id", {posta.id: posta for posta in self.poste})

    @property
    def action_cards(self) -> tuple[ActionCardDef, ...]:
        """The Action deck's card definitions, in deck-file order (each with its count)."""
        return (*self.strikes, *self.remedies, *self.counter_remedies, *self.skills)
