"""The Swordplay deck being edited: its TOML (tomlkit, so comments survive a save), where it
came from, what is wrong with it, and every edit, undoable.

A file is opened through the deck loader's own reading (``decks.load``: a regular file of
sensible size, UTF-8, depth-checked TOML) and must fit the schema (``ArenaDeckFile``): a file
with a field of the wrong type is refused in one line, never half-shown. A deck that breaks
the deck rules (``decks.checks``: its size, ids, translations) opens, and its problems are
listed: mending it is what the builder is for. Every edit revalidates the whole deck with the
same models and checks the game loads it with, and a deck with a problem is never saved.
"""

from __future__ import annotations

import copy
import os
import re
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import tomlkit
from pydantic import BaseModel, ValidationError
from PySide6.QtCore import QObject, Signal
from tomlkit.items import AoT, Table

from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.toml_problems import TomlRefusedError, load_toml
from audatia_qt.games.swordplay.decks.checks import TRANSLATION_LANGUAGES, Problem, deck_problems
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
DECK: Final = "deck"
#: The most undo steps kept (each is the deck's text: a few dozen kilobytes).
UNDO_LIMIT: Final = 200
#: ``attack[3] 'id': field...``: the card a problem is about.
_CARD_PATH: Final = re.compile(r"^([a-z]+)\[(\d+)\]")

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
_COPY_SUFFIX = "copy"
_NOT_A_DECK = translate("SwordplayDeckBuilder", "the file is not a Swordplay deck: {problem}")
_HAS_PROBLEMS = translate(
    "SwordplayDeckBuilder", "the deck has %n problem(s); the first: {problem}", None, 0
)
_CANNOT_WRITE = translate("SwordplayDeckBuilder", "cannot write {file}: {reason}")


@dataclass(frozen=True)
class CardRef:
    """Which design: its table and its index there."""

    table: str
    index: int


class DeckRefused(ValueError):
    """A file the builder cannot open, or a deck it will not save, said in one line."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


def problem_card(problem: Problem) -> CardRef | None:
    """The design a problem is about, or None for the whole deck."""
    match = _CARD_PATH.match(problem.path)
    if match is None or match.group(1) not in MODELS:
        return None
    return CardRef(match.group(1), int(match.group(2)))


def read_deck_text(path: Path) -> str:
    """A deck file's text through the loader's own reading; ``CardSetError`` when refused."""
    return decode_deck_bytes(read_deck_bytes(path), str(path))


def write_text_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder, renamed over
    the target once synced: a failed save leaves the old file whole."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as error:
        raise DeckRefused(_CANNOT_WRITE.say(file=str(path), reason=_reason(error))) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, 0o644)  # mkstemp makes it private; a deck is an ordinary file
        os.replace(temporary, path)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise DeckRefused(_CANNOT_WRITE.say(file=str(path), reason=_reason(error))) from None


def _reason(error: OSError) -> str:
    return str(error.strerror or error)


class SwordplayDeckDocument(QObject):
    """A Swordplay deck open in the builder.

    Signals: ``changed()`` after any edit, undo or redo; ``dirty_changed(bool)``.
    """

    changed = Signal()
    dirty_changed = Signal(bool)

    def __init__(self, text: str, path: Path | None, *, template: bool = False) -> None:
        super().__init__()
        self.path = path
        #: A bundled deck: never written; Save asks where the copy goes.
        self.template = template
        self._doc = tomlkit.parse(text)
        self._undo: list[str] = []
        self._redo: list[str] = []
        self._dirty = False
        self._problems: list[Problem] = []
        self._loaded: LoadedCardSet | None = None
        self._judge()

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

    @property
    def dirty(self) -> bool:
        return self._dirty

    def plain(self) -> dict[str, Any]:
        """The deck as plain Python values (what ``tomllib`` would read)."""
        value = self._doc.unwrap()
        assert isinstance(value, dict)
        return value

    def deck_info(self) -> dict[str, Any]:
        info = self.plain().get(DECK, {})
        return info if isinstance(info, dict) else {}

    def deck_name(self) -> str:
        return str(self.deck_info().get("name", ""))

    def cards(self, table: str) -> list[dict[str, Any]]:
        """The designs of one table, as plain values."""
        cards = self.plain().get(table, [])
        return [card for card in cards if isinstance(card, dict)]

    def card(self, ref: CardRef) -> dict[str, Any]:
        return self.cards(ref.table)[ref.index]

    def shown_name(self, ref: CardRef, language: str) -> str:
        """A design's name as its face says it in ``language`` (its translation's, else the
        name written, else its id)."""
        card = self.card(ref)
        translations = card.get("translations")
        found = translations.get(language) if isinstance(translations, dict) else None
        name = found.get("name") if isinstance(found, dict) else None
        if isinstance(name, str) and name.strip():
            return name
        return str(card.get("name", "") or card.get("id", "?"))

    def refs(self) -> Iterator[CardRef]:
        for table in TABLES:
            for index in range(len(self.cards(table))):
                yield CardRef(table, index)

    def value(self, ref: CardRef | None, key: tuple[str, ...]) -> object:
        """A field's value (``None`` when the file leaves it out); ref None: the deck's."""
        node: object = self.deck_info() if ref is None else self.card(ref)
        for part in key:
            if not isinstance(node, dict):
                return None
            node = node.get(part)
        return node

    def problems(self) -> list[Problem]:
        """Everything wrong with the deck now: the models' field errors, then the checks'."""
        return list(self._problems)

    def problems_of(self, ref: CardRef | None) -> list[Problem]:
        """The problems one design (ref None: the deck as a whole) has."""
        return [problem for problem in self._problems if problem_card(problem) == ref]

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

    def count(self, table: str) -> int:
        """Physical cards of a table (each design's copies)."""
        return sum(
            count if isinstance(count := card.get("count", 1), int) else 1
            for card in self.cards(table)
        )

    # -- editing ---------------------------------------------------------------------------

    def set_value(self, ref: CardRef | None, key: tuple[str, ...], value: object) -> None:
        """Set one field (``None`` leaves it out of the file); ref None: the deck's table."""
        if self.value(ref, key) == value and value is not None:
            return
        self._remember()
        node = self._table(ref)
        for part in key[:-1]:
            if part not in node:
                node[part] = tomlkit.inline_table()
            node = node[part]
        if value is None:
            if key[-1] in node:
                del node[key[-1]]
        else:
            node[key[-1]] = value
        self._edited()

    def add(self, table: str) -> CardRef:
        """A new design of a kind, at the end of its table."""
        self._remember()
        # The file's names are its English (the translations beside them): the builder's
        # first name is English too, the Spanish one to be written by the deck's maker.
        name = f"New {table}"
        card: dict[str, Any] = {
            "id": self._unique_id(f"new-{table}"),
            "name": name,
            **copy.deepcopy(_NEW_FIELDS[table]),
            "text": "",
            "translations": {code: {"name": name, "text": ""} for code in TRANSLATION_LANGUAGES},
            "provenance": {"status": "original", "reason": _NEW_REASON},
        }
        self._append(table, card)
        self._edited()
        return CardRef(table, len(self.cards(table)) - 1)

    def duplicate(self, ref: CardRef) -> CardRef:
        """A copy of a design, under an id of its own, right after it."""
        self._remember()
        card = copy.deepcopy(self.card(ref))
        card["id"] = self._unique_id(f"{card.get('id', ref.table)}-{_COPY_SUFFIX}")
        tables = self._doc[ref.table]
        assert isinstance(tables, AoT)
        new = _as_table(card)
        if tables[ref.index].as_string().endswith("\n\n"):
            new.add(tomlkit.nl())  # the blank line the design it copies ends with
        tables.insert(ref.index + 1, new)
        self._edited()
        return CardRef(ref.table, ref.index + 1)

    def remove(self, ref: CardRef) -> None:
        """Remove a design."""
        self._remember()
        tables = self._doc[ref.table]
        assert isinstance(tables, AoT)
        del tables[ref.index]
        if not len(tables):
            del self._doc[ref.table]
        self._edited()

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> None:
        if self._undo:
            self._redo.append(self.text())
            self._doc = tomlkit.parse(self._undo.pop())
            self._edited()

    def redo(self) -> None:
        if self._redo:
            self._undo.append(self.text())
            self._doc = tomlkit.parse(self._redo.pop())
            self._edited()

    # -- saving ----------------------------------------------------------------------------

    def text(self) -> str:
        """The deck file's text, comments and layout kept."""
        return tomlkit.dumps(self._doc)

    def save(self, path: Path) -> None:
        """Write the deck to ``path``; ``DeckRefused`` (and nothing written) when it has a
        problem or cannot be written."""
        if self._problems:
            first = self._problems[0]
            raise DeckRefused(_HAS_PROBLEMS.say(len(self._problems), problem=first.said()))
        write_text_atomically(path, self.text())
        self.path = path
        self.template = False
        self._set_dirty(False)

    # -- inside ----------------------------------------------------------------------------

    def _table(self, ref: CardRef | None) -> Any:
        if ref is None:
            return self._doc[DECK]
        tables = self._doc[ref.table]
        assert isinstance(tables, AoT)
        return tables[ref.index]

    def _append(self, table: str, card: dict[str, Any]) -> None:
        if table in self._doc:
            tables = self._doc[table]
            assert isinstance(tables, AoT)
            # A blank line between designs, as the file has: the last design keeps its own
            # (the table after it, if any, keeps its distance), the new one gets one.
            last = tables[-1] if len(tables) else None
            if last is not None and not last.as_string().endswith("\n\n"):
                last.add(tomlkit.nl())
            new = _as_table(card)
            if last is not None and last.as_string().endswith("\n\n"):
                new.add(tomlkit.nl())
            tables.append(new)
        else:
            self._doc.append(table, tomlkit.aot())
            tables = self._doc[table]
            assert isinstance(tables, AoT)
            tables.append(_as_table(card))

    def _unique_id(self, wanted: str) -> str:
        taken = {card.get("id") for table in TABLES for card in self.cards(table)}
        wanted = wanted[:56]
        candidate, number = wanted, 2
        while candidate in taken:
            candidate, number = f"{wanted}-{number}", number + 1
        return candidate

    def _remember(self) -> None:
        self._undo.append(self.text())
        del self._undo[:-UNDO_LIMIT]
        self._redo.clear()

    def _edited(self) -> None:
        self._judge()
        self._set_dirty(True)
        self.changed.emit()

    def _judge(self) -> None:
        raw = self.plain()
        source = str(self.path) if self.path is not None else "deck"
        self._loaded = None
        try:
            deck = ArenaDeckFile.model_validate(raw)
        except ValidationError as error:
            self._problems = validation_problems(error, raw)
            return
        self._problems = deck_problems(deck)
        if not self._problems:
            self._loaded = LoadedCardSet(source, deck, card_set_of(deck))

    def _set_dirty(self, dirty: bool) -> None:
        if dirty != self._dirty:
            self._dirty = dirty
            self.dirty_changed.emit(dirty)


def _as_table(card: dict[str, Any]) -> Table:
    """A design as a TOML table, its small tables (provenance, defence, translations) inline
    as the bundled deck writes them."""
    table = tomlkit.table()
    for key, value in card.items():
        table[key] = _inline(value)
    return table


def _inline(value: object) -> object:
    if isinstance(value, dict):
        inline = tomlkit.inline_table()
        for key, item in value.items():
            inline[key] = _inline(item)
        return inline
    return value


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
