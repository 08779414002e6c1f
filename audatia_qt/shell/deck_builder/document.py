"""A TOML deck open in a builder, whatever its game: its text (tomlkit, so comments survive a
save), where it came from, what is wrong with it, and every edit, undoable; the one-line
refusal (``DeckRefused``) and the atomic write every builder saves through.

A game's document subclasses ``TomlDeckDocument``: it names its card tables (``TABLES``), judges
the deck with its own models and checks (``_judge``), and says what a new design holds
(``_new_card``). Everything else (reading a field, setting one, adding, duplicating, removing a
design, undo and redo, saving) is the same for every game, and lives here once.
"""

from __future__ import annotations

import copy
import os
import re
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Final

import tomlkit
from PySide6.QtCore import QObject, Signal
from tomlkit.items import AoT, Table

from audatia_qt.engine.messages import Message, translate
from audatia_qt.kit.decks.problems import Problem

DECK: Final = "deck"
#: The most undo steps kept (each is the deck's text: a few dozen kilobytes).
UNDO_LIMIT: Final = 200
#: ``attack[3] 'id': field...``: the card a problem is about.
_CARD_PATH: Final = re.compile(r"^([a-z]+)\[(\d+)\]")
_COPY_SUFFIX = "copy"
_HAS_PROBLEMS = translate(
    "DeckBuilder", "the deck has %n problem(s); the first: {problem}", None, 0
)
_CANNOT_WRITE = translate("DeckBuilder", "cannot write {file}: {reason}")


@dataclass(frozen=True)
class CardRef:
    """Which design: its table and its index there."""

    table: str
    index: int


class DeckRefused(ValueError):
    """A file a builder cannot open, or a deck it will not save, said in one line."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


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


class TomlDeckDocument(QObject):
    """A deck open in a builder; a game's subclass judges it.

    Signals: ``changed()`` after any edit, undo or redo; ``dirty_changed(bool)``.
    """

    changed = Signal()
    dirty_changed = Signal(bool)

    #: The card tables, in the order the builder lists them.
    TABLES: ClassVar[tuple[str, ...]] = ()

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
        self._judge()

    # -- what a game's document says -------------------------------------------------------

    def _judge(self) -> None:
        """Set ``_problems`` (and whatever the game keeps of a valid deck) from ``plain()``."""
        raise NotImplementedError

    def _new_card(self, table: str) -> dict[str, Any]:
        """A new design of ``table``, every field the schema requires (its id made unique)."""
        raise NotImplementedError

    def loaded(self) -> Any:
        """The deck as the game reads it (its ``card_set``), when it has no problem."""
        raise NotImplementedError

    def design(self, ref: CardRef) -> object | None:
        """The rules' card of one design, when its own fields are valid (for its face)."""
        raise NotImplementedError

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
        for table in self.TABLES:
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

    @classmethod
    def problem_card(cls, problem: Problem) -> CardRef | None:
        """The design a problem is about, or None for the whole deck."""
        match = _CARD_PATH.match(problem.path)
        if match is None or match.group(1) not in cls.TABLES:
            return None
        return CardRef(match.group(1), int(match.group(2)))

    def problems_of(self, ref: CardRef | None) -> list[Problem]:
        """The problems one design (ref None: the deck as a whole) has."""
        return [problem for problem in self._problems if self.problem_card(problem) == ref]

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
        self._append(table, self._new_card(table))
        self._edited()
        return CardRef(table, len(self.cards(table)) - 1)

    def duplicate(self, ref: CardRef) -> CardRef:
        """A copy of a design, under an id of its own, right after it."""
        self._remember()
        card = copy.deepcopy(self.card(ref))
        card["id"] = self.unique_id(f"{card.get('id', ref.table)}-{_COPY_SUFFIX}")
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

    def unique_id(self, wanted: str) -> str:
        """``wanted``, or ``wanted-2``... when another design has it."""
        taken = {card.get("id") for table in self.TABLES for card in self.cards(table)}
        wanted = wanted[:56]
        candidate, number = wanted, 2
        while candidate in taken:
            candidate, number = f"{wanted}-{number}", number + 1
        return candidate

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

    def _remember(self) -> None:
        self._undo.append(self.text())
        del self._undo[:-UNDO_LIMIT]
        self._redo.clear()

    def _edited(self) -> None:
        self._judge()
        self._set_dirty(True)
        self.changed.emit()

    def _set_dirty(self, dirty: bool) -> None:
        if dirty != self._dirty:
            self._dirty = dirty
            self.dirty_changed.emit(dirty)


def _as_table(card: dict[str, Any]) -> Table:
    """A design as a TOML table, its small tables (provenance, translations) inline as the
    bundled decks write them."""
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
    "CardRef",
    "DeckRefused",
    "TomlDeckDocument",
    "write_text_atomically",
]
