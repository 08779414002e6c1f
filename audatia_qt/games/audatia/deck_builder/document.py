"""The deck being edited: its TOML data, where it came from, what is wrong with it, and edits.

The document holds the deck as plain TOML data (what ``tomllib`` reads), so a deck that breaks
the rules, or has a field of the wrong type, can still be opened, shown and mended. Every edit
goes through a method here and is announced by a signal; the validation is the deck checker's
own (``decks.load.validate_deck_data`` and ``decks.checks``).
"""

from __future__ import annotations

import contextlib
import copy
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError
from PySide6.QtCore import QObject, Signal

from audatia_qt.engine.messages import LANGUAGES, SOURCE_LANGUAGE, translate
from audatia_qt.games.audatia.decks.checks import (
    DeckWarning,
    Problem,
    card_fingerprint,
    composition,
    deck_fingerprint,
)
from audatia_qt.games.audatia.decks.convert import (
    deck_def,
    posta_def,
    provenance_def,
    skill_def,
    stretto_def,
    strike_def,
    translations_def,
)
from audatia_qt.games.audatia.decks.load import (
    DeckError,
    decode_deck_bytes,
    parse_toml,
    read_deck_bytes,
    validate_deck_data,
    validation_problems,
)
from audatia_qt.games.audatia.decks.models import (
    CounterRemedyModel,
    DeckFile,
    DeckInfo,
    PostaModel,
    RemedyModel,
    SkillModel,
    StrettoSideModel,
    StrikeModel,
    VirtueCardModel,
)
from audatia_qt.games.audatia.decks.save import DeckLayout, TomlWriteError, read_layout, save_deck
from audatia_qt.games.audatia.render import CardFace, CardKind
from audatia_qt.games.audatia.rules.cards import DeckDef, StrettoSideCardDef, VirtueCardDef, worded
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.i18n.render import LanguageCatalogs, render

#: Card sections in deck-file order: TOML table name, heading (its English, marked for the
#: catalog: ``CardGrid`` says it in the app's language), face kind, pydantic model.
SECTIONS: tuple[tuple[str, str, CardKind, type[BaseModel]], ...] = (
    ("posta", QT_TRANSLATE_NOOP("CardGrid", "Poste"), CardKind.POSTA, PostaModel),
    ("strike", QT_TRANSLATE_NOOP("CardGrid", "Strikes"), CardKind.STRIKE, StrikeModel),
    ("remedy", QT_TRANSLATE_NOOP("CardGrid", "Remedies"), CardKind.REMEDY, RemedyModel),
    (
        "counter_remedy",
        QT_TRANSLATE_NOOP("CardGrid", "Counter-Remedies"),
        CardKind.COUNTER_REMEDY,
        CounterRemedyModel,
    ),
    ("skill", QT_TRANSLATE_NOOP("CardGrid", "Skills"), CardKind.SKILL, SkillModel),
    ("virtue", QT_TRANSLATE_NOOP("CardGrid", "Virtues"), CardKind.VIRTUE, VirtueCardModel),
    (
        "stretto_side",
        QT_TRANSLATE_NOOP("CardGrid", "Stretto Side"),
        CardKind.STRETTO_SIDE,
        StrettoSideModel,
    ),
)
SECTION_NAMES = tuple(section for section, *_ in SECTIONS)
#: The sections a deck builder may add cards to; Virtues and the Stretto Side are a fixed set.
ADDABLE = ("posta", "strike", "remedy", "counter_remedy", "skill")
DECK = "deck"
_MODELS: dict[str, type[BaseModel]] = {section: model for section, _, _, model in SECTIONS}
_MODELS[DECK] = DeckInfo
_KINDS = {section: kind for section, _, kind, _ in SECTIONS}
_PATH = re.compile(r"^([a-z_]+)(?:\[(\d+)\])?(?:\.([a-z_]+))?")
#: A card's translations, and in each the fingerprint of the English it translates.
TRANSLATIONS = "translations"
TRANSLATES = "translates"
#: A copy's name by default, in every language (the deck's translations name it too).
_COPY_OF = translate("DeckDocument", "{deck} (copy)")
#: Keys written last in a card, after its kind's own fields, as the bundled decks do.
_TRAILING_KEYS = ("text", "art", "provenance")


@dataclass(frozen=True)
class CardRef:
    """Which card: its section and its index there (0 for the single tables)."""

    section: str
    index: int = 0

    @property
    def path(self) -> str:
        """The field-path prefix the deck checker uses for this card, e.g. ``strike[3]``."""
        if self.section in (DECK, "stretto_side"):
            return self.section
        return f"{self.section}[{self.index}]"


_NO_TABLE = translate("DeckProblems", "the deck file has no such table")
_NOT_TABLES = translate("DeckProblems", "must be [[{section}]] tables")


def problem_location(problem: Problem) -> tuple[CardRef | None, str | None]:
    """The card and the field a problem names, or (None, None) for the whole deck."""
    match = _PATH.match(problem.path)
    if match is None:
        return None, None
    section, index, key = match.group(1), match.group(2), match.group(3)
    if section not in SECTION_NAMES and section != DECK:
        return None, None
    if index is None and section not in (DECK, "stretto_side"):
        return None, None  # "posta", "basic", "virtue": the deck's composition
    return CardRef(section, int(index or 0)), key


def field_order(section: str) -> list[str]:
    """The order keys are written in a card: id and name, the kind's fields, then the rest."""
    model = _MODELS[section]
    names = list(model.model_fields)
    head = [key for key in ("id", "virtue", "name") if key in names]
    tail = [key for key in _TRAILING_KEYS if key in names]
    return head + [key for key in names if key not in head and key not in tail] + tail


def field_default(section: str, key: str) -> Any:
    """The value a missing key stands for, or ``REQUIRED``."""
    info = _MODELS[section].model_fields[key]
    if info.is_required():
        return REQUIRED
    return copy.deepcopy(info.get_default(call_default_factory=True))


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()


class DeckDocument(QObject):
    """A deck file open in the deck builder.

    Signals: ``card_changed(CardRef)`` after a field edit, ``cards_changed()`` after cards are
    added, removed or the whole deck replaced, ``dirty_changed(bool)``, ``saved(Path)``.
    """

    card_changed = Signal(object)
    cards_changed = Signal()
    dirty_changed = Signal(bool)
    saved = Signal(object)

    def __init__(
        self,
        data: dict[str, Any],
        path: Path | None = None,
        layout: DeckLayout | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.data = data
        for section in SECTION_NAMES:
            if section != "stretto_side":
                self.data.setdefault(section, [])
        self.path = path
        self.layout = layout or DeckLayout()
        #: Where an unsaved copy's art is, until it is saved beside its own file.
        self.origin_art_root: Path | None = None
        self._dirty = False
        self._problems: list[Problem] | None = None
        self._warnings: list[DeckWarning] = []

    # --- opening ---------------------------------------------------------------------------

    @classmethod
    def open(cls, path: Path) -> DeckDocument:
        """Read a deck file for editing; raises DeckError when it is not TOML at all.

        A deck that breaks the rules opens: mending it is what the builder is for.
        """
        source = str(path)
        # The deck checker's own reading: only a regular file of sensible size, never waiting
        # on a FIFO or reading a device, and TOML only once it is known to be shallow enough.
        text = decode_deck_bytes(read_deck_bytes(path), source)
        data = parse_toml(text, source)
        for table in (DECK, "stretto_side"):
            if not isinstance(data.get(table), dict):
                raise DeckError(source, [Problem(table, _NO_TABLE.say())])
        for section in SECTION_NAMES:
            value = data.get(section, [])
            if section != "stretto_side" and not (
                isinstance(value, list) and all(isinstance(card, dict) for card in value)
            ):
                raise DeckError(source, [Problem(section, _NOT_TABLES.say(section=section))])
        return cls(data, path, read_layout(text))

    def new_from(self, deck_id: str | None = None, name: str | None = None) -> DeckDocument:
        """A new, unsaved deck with this one's cards (and comments) under a new id and name
        (by default this one's with "-copy", and "(copy)" in the app's language). Its art is
        still found beside this deck until it is saved (the library then copies it into the
        new deck's folder)."""
        data = copy.deepcopy(self.data)
        info = data[DECK]
        base = str(info.get("id", "deck"))
        info["id"] = deck_id or (f"{base}-copy" if not base.endswith("-copy") else f"{base}-2")
        document = DeckDocument(data, None, copy.deepcopy(self.layout))
        if name:
            info["name"] = name
        else:
            before = self.english_fingerprint(CardRef(DECK))
            info["name"] = render(_COPY_OF.say(deck=self.deck_name))
            document._name_translated_copies(before)
        document.origin_art_root = self.art_root
        document._set_dirty(True)
        return document

    def _name_translated_copies(self, before: str) -> None:
        """A copy named "(copy)" by default is named so in each language its deck translates
        its name into ("(copia)"), and a translation that was up to date with the original's
        English (fingerprint ``before``) stays up to date: the name, the only English changed,
        changed with it."""
        translations = self.data[DECK].get(TRANSLATIONS)
        if not isinstance(translations, dict):
            return
        now = self.english_fingerprint(CardRef(DECK))
        for code, entry in translations.items():
            if not isinstance(entry, dict):
                continue
            if isinstance(entry.get("name"), str) and code in LANGUAGES:
                entry["name"] = LanguageCatalogs(code).render(_COPY_OF.say(deck=entry["name"]))
            if entry.get(TRANSLATES) == before:
                entry[TRANSLATES] = now

    # --- reading ---------------------------------------------------------------------------

    @property
    def dirty(self) -> bool:
        """Whether there are edits not yet saved."""
        return self._dirty

    @property
    def deck_name(self) -> str:
        """The deck's printed name (a deck not named yet is called so in the app's language)."""
        name = str(self.data[DECK].get("name", "")).strip()
        return name or self.tr("Untitled deck")

    @property
    def art_root(self) -> Path | None:
        """The folder the deck's art paths are relative to (for an unsaved copy, the folder
        of the deck it was copied from)."""
        return self.path.parent if self.path is not None else self.origin_art_root

    def cards(self, section: str) -> list[dict[str, Any]]:
        """The cards of a section, in file order (the single tables as a list of one)."""
        if section in (DECK, "stretto_side"):
            table = self.data.get(section)
            return [table] if isinstance(table, dict) else []
        cards: list[dict[str, Any]] = self.data.get(section, [])
        return cards

    def refs(self) -> Iterator[CardRef]:
        """Every card, section by section."""
        for section in SECTION_NAMES:
            for index in range(len(self.cards(section))):
                yield CardRef(section, index)

    def card(self, ref: CardRef) -> dict[str, Any]:
        """A card's fields as written in the file."""
        return self.cards(ref.section)[ref.index]

    def problems(self) -> list[Problem]:
        """Everything the deck checker finds wrong; empty for a legal deck."""
        if self._problems is None:
            try:
                loaded = validate_deck_data(self.data, self.deck_name)
                self._problems = []
                self._warnings = list(loaded.warnings)
            except DeckError as error:
                self._problems = list(error.problems)
                self._warnings = []
        return self._problems

    def warnings(self) -> list[DeckWarning]:
        """What the deck checker warns of (translations left out); only a deck without
        problems is checked for them."""
        self.problems()
        return self._warnings

    def problems_of(self, ref: CardRef) -> dict[str | None, list[str]]:
        """This card's problems by field (None: the card as a whole), in the app's language."""
        found: dict[str | None, list[str]] = {}
        for problem in self.problems():
            where, key = problem_location(problem)
            if where == ref:
                found.setdefault(key, []).append(render(problem.message))
        return found

    def composition(self) -> dict[str, int]:
        """Cards per kind and Basic cards, counted as the deck checker counts them.

        Counted even while some card has a field of the wrong type: the cards are taken as
        written (``model_construct`` skips validation), and the checker's own count runs.
        """
        sections: dict[str, Any] = {
            section: [
                _MODELS[section].model_construct(**_counting_fields(card))
                for card in self.cards(section)
            ]
            for section in ("posta", "strike", "remedy", "counter_remedy", "skill")
        }
        return composition(DeckFile.model_construct(**sections))

    def face(self, ref: CardRef, language: str = SOURCE_LANGUAGE) -> CardFace | None:
        """What the card looks like in ``language`` (its translation, else English), or None
        while its own fields do not validate."""
        section, card = ref.section, self.card(ref)
        if section == DECK:
            return None
        try:
            model: Any = _MODELS[section].model_validate(card)
        except ValidationError:
            return None
        kind = _KINDS[section]
        end_posta_name = None
        definition: Any
        if section == "posta":
            definition = posta_def(model)
        elif section == "strike":
            definition = strike_def(model)
            for posta in self.cards("posta"):
                if posta.get("id") == model.end_posta:
                    end_posta_name = str(posta.get("name", ""))
                    # While the End Posta's own fields are wrong: its name as written.
                    with contextlib.suppress(ValidationError):
                        end_def = posta_def(PostaModel.model_validate(posta))
                        end_posta_name = worded(end_def, language)[0]
        elif section in ("remedy", "counter_remedy"):
            definition = stretto_def(model)
        elif section == "skill":
            definition = skill_def(model)
        elif section == "virtue":
            definition = VirtueCardDef(
                model.virtue,
                model.name,
                model.text,
                provenance_def(model.provenance),
                translations_def(model.translations),
            )
        else:
            definition = StrettoSideCardDef(
                model.name,
                model.text,
                provenance_def(model.provenance),
                translations_def(model.translations),
            )
        return CardFace(kind, definition, self.deck_name, self.art_root, end_posta_name, language)

    def definition(self) -> DeckDef:
        """The rules' deck for exports; raises DeckError while any field has the wrong type."""
        try:
            return deck_def(DeckFile.model_validate(self.data))
        except ValidationError as error:
            raise DeckError(self.deck_name, validation_problems(error)) from None

    def english_fingerprint(self, ref: CardRef) -> str:
        """The fingerprint of the English words a translation of this card (or of the deck's
        details) translates, as its fields are now."""
        card = self.card(ref)

        def said(key: str) -> str:
            value = card.get(key, "")
            return value if isinstance(value, str) else ""

        if ref.section == DECK:
            return deck_fingerprint(said("name"), said("character"), said("description"))
        return card_fingerprint(said("name"), said("text"))

    # --- editing ---------------------------------------------------------------------------

    def set_field(self, ref: CardRef, key: str, value: Any) -> None:
        """Set (or, with the default value or None, remove) one field of a card.

        A translation whose words are edited is stamped as translating the English now
        (``translates``, docs/i18n.md); an edit of the English leaves its translations
        stamped for the English before, so that the checker warns they are stale.
        """
        card = self.card(ref)
        if key == TRANSLATIONS and isinstance(value, dict):
            value = _stamped(value, card.get(key), self.english_fingerprint(ref))
        default = field_default(ref.section, key)
        remove = value is None or (default is not REQUIRED and value == default and key != "text")
        if remove:
            if key not in card:
                return
            del card[key]
        else:
            if key in card and card[key] == value and type(card[key]) is type(value):
                return
            if key in card:
                card[key] = value
            else:
                _insert_in_order(card, key, value, field_order(ref.section))
        self._changed()
        self.card_changed.emit(ref)

    def add_card(self, section: str) -> CardRef:
        """Add a new card of a kind at the end of its section, with sensible fields."""
        if section not in ADDABLE:
            raise ValueError(f"cards cannot be added to {section}")
        card = self._template(section)
        card["id"] = self._unique_id(str(card["id"]))
        self.cards(section).append(card)
        self._changed()
        self.cards_changed.emit()
        return CardRef(section, len(self.cards(section)) - 1)

    def duplicate_card(self, ref: CardRef) -> CardRef:
        """Copy a card right after itself, under a new id."""
        if ref.section not in ADDABLE:
            raise ValueError(f"a {ref.section} card cannot be duplicated")
        card = copy.deepcopy(self.card(ref))
        card["id"] = self._unique_id(f"{card.get('id', 'card')}-copy")
        self.cards(ref.section).insert(ref.index + 1, card)
        self._changed()
        self.cards_changed.emit()
        return CardRef(ref.section, ref.index + 1)

    def remove_card(self, ref: CardRef) -> None:
        """Remove a card from its section."""
        if ref.section not in ADDABLE:
            raise ValueError(f"a {ref.section} card cannot be removed")
        del self.cards(ref.section)[ref.index]
        self._changed()
        self.cards_changed.emit()

    def save(self, path: Path | None = None) -> Path:
        """Write the deck (atomically) to path or where it came from; keeps its comments.

        Raises DeckSaveError or TomlWriteError with a one-line reason; the file on disk is
        then untouched and the document stays dirty.
        """
        target = path or self.path
        if target is None:
            raise ValueError("an untitled deck needs a file name to be saved")
        text = save_deck(target, self.data, self.layout)
        self.layout = read_layout(text)
        self.path = target
        self._set_dirty(False)
        self.saved.emit(target)
        return target

    # --- helpers ---------------------------------------------------------------------------

    def _changed(self) -> None:
        self._problems = None
        self._set_dirty(True)

    def _set_dirty(self, dirty: bool) -> None:
        if dirty != self._dirty:
            self._dirty = dirty
            self.dirty_changed.emit(dirty)

    def _unique_id(self, wanted: str) -> str:
        taken = {str(card.get("id")) for section in ADDABLE for card in self.cards(section)}
        candidate, number = wanted, 2
        while candidate in taken:
            candidate = f"{wanted}-{number}"
            number += 1
        return candidate

    def _template(self, section: str) -> dict[str, Any]:
        provenance = {"status": "reconstructed", "reason": "Added in the deck builder."}
        first_posta = next((str(p.get("id")) for p in self.cards("posta")), "corona")
        templates: dict[str, dict[str, Any]] = {
            "posta": {"id": "new-posta", "name": "New Posta", "attacks": ["punta"]},
            "strike": {
                "id": "new-strike",
                "name": "Mandritto Fendente",
                "blow": "mandritto_fendente",
                "parried_by": ["mandritto_fendente", "mandritto_sottano", "roverso_sottano"],
                "icons": [{"kind": "attack"}, {"kind": "parry"}],
                "sun": "top_left",
                "end_posta": first_posta,
            },
            "remedy": {"id": "new-remedy", "name": "New Remedy", "inside": "moon"},
            "counter_remedy": {"id": "new-counter", "name": "New Counter", "inside": "night"},
            "skill": {
                "id": "new-skill",
                "name": "New Skill",
                "effect": {"kind": "feint"},
                "timing": "after_parried",
            },
        }
        card = templates[section]
        card["text"] = ""
        card["provenance"] = provenance
        return card


def _stamped(value: dict[str, Any], before: Any, now: str) -> dict[str, Any]:
    """The translations ``value`` with each one whose words differ from ``before``'s stamped
    with ``now`` (written last in its line); the others keep the stamp they had."""
    before = before if isinstance(before, dict) else {}
    stamped: dict[str, Any] = {}
    for code, entry in value.items():
        old = before.get(code)
        old = old if isinstance(old, dict) else {}
        if not isinstance(entry, dict):
            stamped[code] = entry
            continue
        words = {k: v for k, v in entry.items() if k != TRANSLATES}
        if not words:
            continue  # only a stamp left: no translation
        if words != {k: v for k, v in old.items() if k != TRANSLATES}:
            stamped[code] = {**words, TRANSLATES: now}
        elif TRANSLATES in old:
            stamped[code] = {**words, TRANSLATES: old[TRANSLATES]}
        else:
            stamped[code] = words
    return stamped


def _counting_fields(card: dict[str, Any]) -> dict[str, Any]:
    """The fields the composition count reads, as they would validate (else the defaults)."""
    count = card.get("count", 1)
    basic = card.get("basic", False)
    return {
        "count": count if isinstance(count, int) and not isinstance(count, bool) else 1,
        "basic": basic if isinstance(basic, bool) else False,
    }


def _insert_in_order(card: dict[str, Any], key: str, value: Any, order: list[str]) -> None:
    """Put a new key where the canonical order puts it among the keys the card has."""
    rank = {name: position for position, name in enumerate(order)}
    items = list(card.items())
    position = len(items)
    for index, (existing, _) in enumerate(items):
        if rank.get(existing, len(order)) > rank.get(key, len(order)):
            position = index
            break
    items.insert(position, (key, value))
    card.clear()
    card.update(items)


__all__ = [
    "ADDABLE",
    "DECK",
    "REQUIRED",
    "SECTIONS",
    "CardRef",
    "DeckDocument",
    "TomlWriteError",
    "field_default",
    "field_order",
    "problem_location",
]
