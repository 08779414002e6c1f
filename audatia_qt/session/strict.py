"""A strict reader of parsed JSON: every value is checked for its type and range, and every
error names the field by its path (``decks[1].strikes[3].count``).

Save files are plain data (issue 7): this module only looks at dicts, lists, strings, ints and
booleans that ``json`` produced; nothing read is ever executed or used to look up code.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterator
from typing import TypeVar

E = TypeVar("E", bound=enum.Enum)
T = TypeVar("T")

#: Strings longer than this are refused: no field of a save needs more (card texts are <= 400).
MAX_STRING = 4000


class SaveError(Exception):
    """A save file that cannot be read or written; the message is one line naming the problem."""


def _kind(value: object) -> str:
    """The JSON name of a value's type, for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return "a number"
    if isinstance(value, float):
        return "a decimal number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


class Field:
    """A value read from a save, with its path for error messages."""

    __slots__ = ("path", "value")

    def __init__(self, value: object, path: str) -> None:
        self.value = value
        self.path = path

    def fail(self, problem: str) -> SaveError:
        """An error about this field: ``<path>: <problem>`` (the top level has no path)."""
        return SaveError(f"{self.path}: {problem}" if self.path else f"not a save: {problem}")

    # -- containers --------------------------------------------------------------------

    def obj(self, keys: frozenset[str], optional: frozenset[str] = frozenset()) -> Obj:
        """An object with exactly ``keys`` (plus any of ``optional``)."""
        if not isinstance(self.value, dict):
            raise self.fail(f"expected an object, found {_kind(self.value)}")
        present = set(self.value)
        missing = sorted(keys - present)
        if missing:
            raise self.fail(f"missing field '{missing[0]}'")
        unknown = sorted(present - keys - optional)
        if unknown:
            raise self.fail(f"unknown field '{shorten(unknown[0])}'")
        return Obj(self.value, self.path)

    def items(self, *, min_len: int = 0, max_len: int) -> Iterator[Field]:
        """The elements of a list of ``min_len`` to ``max_len`` elements."""
        if not isinstance(self.value, list):
            raise self.fail(f"expected a list, found {_kind(self.value)}")
        if not min_len <= len(self.value) <= max_len:
            raise self.fail(
                f"expected {min_len} to {max_len} elements, found {len(self.value)}"
                if min_len != max_len
                else f"expected {min_len} elements, found {len(self.value)}"
            )
        for index, element in enumerate(self.value):
            yield Field(element, f"{self.path}[{index}]")

    def tuple_of(
        self, read: Callable[[Field], T], *, min_len: int = 0, max_len: int
    ) -> tuple[T, ...]:
        """A list read element by element with ``read``."""
        return tuple(read(element) for element in self.items(min_len=min_len, max_len=max_len))

    # -- scalars -----------------------------------------------------------------------

    def integer(self, low: int, high: int) -> int:
        """An integer (not a boolean, not a decimal) from ``low`` to ``high``."""
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            raise self.fail(f"expected a whole number, found {_kind(self.value)}")
        if not low <= self.value <= high:
            shown = str(self.value) if abs(self.value) < 10**15 else "a huge number"
            raise self.fail(f"{shown} is out of range ({low} to {high})")
        return self.value

    def boolean(self) -> bool:
        """true or false."""
        if not isinstance(self.value, bool):
            raise self.fail(f"expected true or false, found {_kind(self.value)}")
        return self.value

    def text(self, *, max_len: int = MAX_STRING, pattern: re.Pattern[str] | None = None) -> str:
        """A string of at most ``max_len`` characters, matching ``pattern`` when given."""
        if not isinstance(self.value, str):
            raise self.fail(f"expected text, found {_kind(self.value)}")
        if len(self.value) > max_len:
            raise self.fail(f"text longer than {max_len} characters")
        try:
            # JSON may spell a lone surrogate ("\\ud800"), which no UTF-8 file can hold: a game
            # loaded with one could never be saved again, so the save is refused here.
            self.value.encode("utf-8")
        except UnicodeEncodeError as error:
            code = ord(self.value[error.start])
            raise self.fail(
                f"character {error.start + 1} is a lone surrogate (U+{code:04X}), not text"
            ) from None
        if pattern is not None and not pattern.fullmatch(self.value):
            raise self.fail(f"'{shorten(self.value)}' is not valid here")
        return self.value

    def optional_text(self, *, max_len: int = MAX_STRING) -> str | None:
        """A string, or null."""
        return None if self.value is None else self.text(max_len=max_len)

    def choice(self, kind: type[E]) -> E:
        """One of an enum's values, written as its string value."""
        word = self.text(max_len=64)
        for member in kind:
            if member.value == word:
                return member
        names = ", ".join(str(member.value) for member in kind)
        raise self.fail(f"'{shorten(word)}' is not one of: {names}")

    def optional_choice(self, kind: type[E]) -> E | None:
        """One of an enum's values, or null."""
        return None if self.value is None else self.choice(kind)


class Obj:
    """An object whose keys were checked; ``obj[key]`` is that field."""

    __slots__ = ("_path", "_values")

    def __init__(self, values: dict[str, object], path: str) -> None:
        self._values = values
        self._path = path

    def __getitem__(self, key: str) -> Field:
        return Field(self._values.get(key), f"{self._path}.{key}" if self._path else key)

    def __contains__(self, key: str) -> bool:
        return key in self._values


def printable(text: str) -> str:
    """``text`` with anything that is not encodable text (a lone surrogate) written as an escape,
    so a message quoting it can always be shown and printed."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def shorten(text: str) -> str:
    """Text quoted in a message: one line, at most 40 characters."""
    flat = printable(text).replace("\n", " ").replace("\r", " ")
    return flat if len(flat) <= 40 else flat[:37] + "..."
