"""The Swordplay deck being edited: the shell's ``TomlDeckDocument`` (its text, its edits,
undo, the atomic save) judged by Swordplay's models and checks.

A file is opened through the deck loader's own reading (``decks.load``: a regular file of
sensible size, UTF-8, depth-checked TOML) and must fit the schema (``ArenaDeckFile``): a file
with a field of the wrong type is refused in one line, never half-shown. A deck that breaks
the deck rules (``decks.checks``: its size, ids, translations) opens, and its problems are
listed: mending it is what the builder is for. Every edit revalidates the whole deck with the
same models and checks the game loads it with, and a deck with a problem is never saved.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any, Final

from pydantic import BaseModel, ValidationError

from audatia_qt.engine.messages import translate
from audatia_qt.engine.toml_problems import TomlRefusedError, load_toml
from audatia_qt.games.swordplay.decks.checks import TRANSLATION_LANGUAGES, deck_problems
from audatia_qt.games.swordplay.decks.load import (
    CardSetError,
    LoadedCardSet,
    card_set_of,
    combat_card_of,
    decode_deck_bytes,
    hero_of,
    monster_of,
    read_deck_bytes,
    validation_problems,
)
from audatia_qt.games.swordplay.decks.models import (
    ArenaDeckFile,
    ArmorModel,
    AttackModel,
    DefenseModel,
    HeroModel,
    MonsterModel,
    ShieldModel,
    WeaponModel,
)
from audatia_qt.games.swordplay.rules.cards import CombatCard, Hero, Monster
from audatia_qt.kit.decks.problems import Problem
from audatia_qt.shell.deck_builder.document import (
    DECK,
    CardRef,
    DeckRefused,
    TomlDeckDocument,
    write_text_atomically,
)
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP

#: The card tables in the order the builder lists them: table name, heading (its English,
#: marked for the catalog), model.
KINDS: Final[tuple[tuple[str, str, type[BaseModel]], ...]] = (
    ("hero", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Heroes"), HeroModel),
    ("monster", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Monsters"), MonsterModel),
    ("attack", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Attacks"), AttackModel),
    ("defense", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Defenses"), DefenseModel),
    ("weapon", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Weapons"), WeaponModel),
    ("armor", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Armor"), ArmorModel),
    ("shield", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Shields"), ShieldModel),
)
TABLES: Final = tuple(table for table, _heading, _model in KINDS)
MODELS: Final[dict[str, type[BaseModel]]] = {table: model for table, _h, model in KINDS}
#: A new design of each kind: the fields the schema requires, with sensible first values.
_NEW_FIELDS: Final[dict[str, dict[str, Any]]] = {
    "hero": {"life": 10, "damage": 1, "hands": 2},
    "monster": {
        "life": 12,
        "damage": 2,
        "armor": 0,
        "hands": 1,
        "defence": {"high": 7, "low": 7, "left": 7, "right": 7, "dodge_only": 9},
    },
    "attack": {"location": "high", "bonus": 0, "count": 1},
    "defense": {"locations": ["high"], "dodge": False, "parry": True, "count": 1},
    "weapon": {"hands": 1, "damage": 1, "count": 1},
    "armor": {"value": 2, "count": 1},
    "shield": {"hands": 1, "uses": 2, "count": 1},
}
_NEW_REASON = "The deck builder's new design, the project's own."
_NOT_A_DECK = translate("SwordplayDeckBuilder", "the file is not a Swordplay deck: {problem}")


def read_deck_text(path: Path) -> str:
    """A deck file's text through the loader's own reading; ``CardSetError`` when refused."""
    return decode_deck_bytes(read_deck_bytes(path), str(path))


class SwordplayDeckDocument(TomlDeckDocument):
    """A Swordplay deck open in the builder (the shell's document, judged by Swordplay)."""

    TABLES = TABLES
    #: The deck as the game reads it, when it has no problem (set by ``_judge``).
    _loaded: LoadedCardSet | None = None

    # -- opening ---------------------------------------------------------------------------

    @classmethod
    def open(cls, path: Path, *, template: bool = False) -> SwordplayDeckDocument:
        """The deck file at ``path``; ``DeckRefused`` (one line) when it is no Swordplay deck
        (not a regular file, too large, binary, not TOML, too deep, wrong types)."""
        try:
            text = read_deck_text(Path(path))
        except CardSetError as error:
            raise DeckRefused(_NOT_A_DECK.say(problem=error.messages()[0])) from None
        return cls.from_text(text, Path(path), template=template)

    @classmethod
    def from_text(
        cls, text: str, path: Path | None, *, template: bool = False
    ) -> SwordplayDeckDocument:
        """A deck from its text; refused as ``open`` says."""
        source = str(path) if path is not None else "deck"
        try:
            raw = load_toml(text)
        except TomlRefusedError as error:
            raise DeckRefused(_NOT_A_DECK.say(problem=error.message)) from None
        try:
            ArenaDeckFile.model_validate(raw)
        except ValidationError as error:
            first = CardSetError(source, validation_problems(error, raw)).messages()[0]
            raise DeckRefused(_NOT_A_DECK.say(problem=first)) from None
        return cls(text, path, template=template)

    # -- reading ---------------------------------------------------------------------------

    def loaded(self) -> LoadedCardSet | None:
        """The deck as the game reads it, when it has no problem."""
        return self._loaded

    def design(self, ref: CardRef) -> CombatCard | Hero | Monster | None:
        """The rules' card of one design, when its own fields are valid (for its face)."""
        try:
            model = MODELS[ref.table].model_validate(self.card(ref))
        except (ValidationError, IndexError):
            return None
        if isinstance(model, HeroModel):
            return hero_of(model)
        if isinstance(model, MonsterModel):
            return monster_of(model)
        assert isinstance(
            model, AttackModel | DefenseModel | WeaponModel | ArmorModel | ShieldModel
        )
        return combat_card_of(model)

    # -- judging ---------------------------------------------------------------------------

    def _new_card(self, table: str) -> dict[str, Any]:
        # The file's names are its English (the translations beside them): the builder's
        # first name is English too, the Spanish one to be written by the deck's maker.
        name = f"New {table}"
        return {
            "id": self.unique_id(f"new-{table}"),
            "name": name,
            **copy.deepcopy(_NEW_FIELDS[table]),
            "text": "",
            "translations": {code: {"name": name, "text": ""} for code in TRANSLATION_LANGUAGES},
            "provenance": {"status": "original", "reason": _NEW_REASON},
        }

    def _judge(self) -> None:
        raw = self.plain()
        source = str(self.path) if self.path is not None else "deck"
        self._loaded = None
        try:
            deck = ArenaDeckFile.model_validate(raw)
        except ValidationError as error:
            self._problems = list(validation_problems(error, raw))
            return
        self._problems = list(deck_problems(deck))
        if not self._problems:
            self._loaded = LoadedCardSet(source, deck, card_set_of(deck))


def problem_card(problem: Problem) -> CardRef | None:
    """The design a problem is about, or None for the whole deck."""
    return SwordplayDeckDocument.problem_card(problem)


__all__ = [
    "DECK",
    "KINDS",
    "MODELS",
    "TABLES",
    "CardRef",
    "DeckRefused",
    "SwordplayDeckDocument",
    "problem_card",
    "read_deck_text",
    "write_text_atomically",
]
