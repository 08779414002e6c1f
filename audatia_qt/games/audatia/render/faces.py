"""What a card face shows: the card's definition, its kind, its deck, and where its art lives."""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path, PurePath

from audatia_qt.engine.messages import SOURCE_LANGUAGE
from audatia_qt.games.audatia.render.theme import CardKind
from audatia_qt.games.audatia.rules.cards import (
    DeckDef,
    PostaDef,
    PrintedCardDef,
    Provenance,
    SkillDef,
    StrettoCardDef,
    StrettoSideCardDef,
    StrikeDef,
    VirtueCardDef,
    worded,
)

#: Every definition a face can show.
CardDefinition = PrintedCardDef

_DEFINITION_TYPES: dict[CardKind, type] = {
    CardKind.POSTA: PostaDef,
    CardKind.STRIKE: StrikeDef,
    CardKind.REMEDY: StrettoCardDef,
    CardKind.COUNTER_REMEDY: StrettoCardDef,
    CardKind.SKILL: SkillDef,
    CardKind.VIRTUE: VirtueCardDef,
    CardKind.STRETTO_SIDE: StrettoSideCardDef,
}


@dataclass(frozen=True)
class CardFace:
    """One printable card face: everything the renderer reads, and nothing else.

    ``art_root`` is the folder the definition's ``art`` path is relative to (the deck file's
    folder); without it the face always shows the generated illustration. ``end_posta_name``
    is the printed name of a strike's End Posta (the definition holds only its id), in the
    face's language. ``language`` is the language the face is drawn in: its name and text are
    the deck's translation into it, English where there is none (and a part of the cache key).
    """

    kind: CardKind
    definition: CardDefinition
    deck_name: str
    art_root: Path | None = None
    end_posta_name: str | None = None
    language: str = SOURCE_LANGUAGE

    def __post_init__(self) -> None:
        expected = _DEFINITION_TYPES[self.kind]
        if not isinstance(self.definition, expected):
            raise TypeError(
                f"a {self.kind.value} face needs a {expected.__name__}, "
                f"not a {type(self.definition).__name__}"
            )

    @property
    def name(self) -> str:
        """The card's printed name, in the face's language."""
        return worded(self.definition, self.language)[0]

    @property
    def text(self) -> str:
        """The card's printed text, in the face's language."""
        return worded(self.definition, self.language)[1]

    @property
    def provenance(self) -> Provenance:
        """Whether the card's facts are documented or reconstructed."""
        return self.definition.provenance

    @property
    def art(self) -> str | None:
        """The deck's art path for this card, relative to art_root, if it names one."""
        return getattr(self.definition, "art", None)

    @property
    def basic(self) -> bool:
        """Basic cards have a folded lower-left corner marked B."""
        return bool(getattr(self.definition, "basic", False))

    @property
    def identity(self) -> str:
        """A stable label for messages and file names: deck, kind and card id or name."""
        card = getattr(self.definition, "id", None) or self.definition.name
        return f"{self.deck_name}/{self.kind.value}/{card}"


def faces_of_deck(
    deck: DeckDef, art_root: Path | None = None, language: str = SOURCE_LANGUAGE
) -> list[CardFace]:
    """One face per distinct card definition of a deck, then its Virtue and Stretto Side cards.

    Copies of a card (its ``count``) share one face. ``art_root`` is the deck file's folder;
    ``language`` the language the faces are drawn in.
    """
    name = deck.name

    def face(kind: CardKind, definition: CardDefinition, end: str | None = None) -> CardFace:
        return CardFace(kind, definition, name, art_root, end, language)

    faces = [face(CardKind.POSTA, posta) for posta in deck.poste]
    for strike in deck.strikes:
        posta = deck.posta_by_id.get(strike.end_posta)
        end = worded(posta, language)[0] if posta else None
        faces.append(face(CardKind.STRIKE, strike, end))
    faces.extend(face(CardKind.REMEDY, remedy) for remedy in deck.remedies)
    faces.extend(face(CardKind.COUNTER_REMEDY, counter) for counter in deck.counter_remedies)
    faces.extend(face(CardKind.SKILL, skill) for skill in deck.skills)
    faces.extend(face(CardKind.VIRTUE, virtue) for virtue in deck.virtues)
    faces.append(face(CardKind.STRETTO_SIDE, deck.stretto_side))
    return faces


def canonical(value: object) -> object:
    """A JSON-ready form of value that is the same in every process.

    Sets are sorted (their iteration order follows string hashing, which changes per process),
    enums become their qualified names, dataclasses their class name and fields.
    """
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {
            item.name: canonical(getattr(value, item.name))
            for item in dataclasses.fields(value)
            if item.compare
        }
        return {"__type__": type(value).__name__, **fields}
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, (frozenset, set)):
        items = [canonical(item) for item in value]
        return sorted(items, key=lambda item: json.dumps(item, sort_keys=True))
    if isinstance(value, (list, tuple)):
        return [canonical(item) for item in value]
    if isinstance(value, Mapping):
        pairs = [(canonical(key), canonical(item)) for key, item in value.items()]
        return sorted(([key, item] for key, item in pairs), key=lambda pair: json.dumps(pair))
    if isinstance(value, PurePath):
        return str(value)
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise TypeError(f"cannot hash a {type(value).__name__} for the face cache")


def content_hash(*values: object) -> str:
    """SHA-256 of the canonical JSON of values: equal content, equal hash, in any process."""
    text = json.dumps([canonical(value) for value in values], sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
