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

from audatia_qt.engine.messages import Message, Param, Sentence, translate

E = TypeVar("E", bound=enum.Enum)
T = TypeVar("T")

#: Strings longer than this are refused: no field of a save needs more (card texts are <= 400).
MAX_STRING = 4000


class SaveError(Exception):
    """A save file that cannot be read or written; ``message`` is one line naming the problem
    (a ``messages.Message``, rendered by the UI in the reader's language; its English is the
    exception's text)."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


#: A problem of a field, after the field's path in the save ("decks[0].name: ...").
_AT = translate("Save", "{path}: {problem}")
_NOT_A_SAVE = translate("Save", "not a save: {problem}")
_KINDS: dict[type, Sentence] = {
    bool: translate("Save", "true/false"),
    int: translate("Save", "a number"),
    float: translate("Save", "a decimal number"),
    str: translate("Save", "text"),
    list: translate("Save", "a list"),
    dict: translate("Save", "an object"),
}
_EXPECTED_OBJECT = translate("Save", "expected an object, found {kind}")
_MISSING = translate("Save", "missing field '{name}'")
_UNKNOWN = translate("Save", "unknown field '{name}'")
_EXPECTED_LIST = translate("Save", "expected a list, found {kind}")
_ELEMENTS_BETWEEN = translate("Save", "expected {low} to {high} elements, found {count}")
_ELEMENTS = translate("Save", "expected {low} elements, found {count}")
_EXPECTED_WHOLE = translate("Save", "expected a whole number, found {kind}")
A_HUGE_NUMBER = translate("Save", "a huge number")
_OUT_OF_RANGE = translate("Save", "{value} is out of range ({low} to {high})")
_EXPECTED_BOOLEAN = translate("Save", "expected true or false, found {kind}")
_EXPECTED_TEXT = translate("Save", "expected text, found {kind}")
_TOO_LONG = translate("Save", "text longer than {count} characters")
_SURROGATE = translate("Save", "character {index} is a lone surrogate (U+{code}), not text")
_NOT_VALID = translate("Save", "'{text}' is not valid here")
#: A word that is none of the ones allowed, and the ones that are.
NOT_ONE_OF = translate("Save", "'{word}' is not one of: {names}")


def _kind(value: object) -> Param:
    """The JSON name of a value's type, for messages."""
    if value is None:
        return "null"
    for kind, words in _KINDS.items():
        if isinstance(value, kind):
            return words.say()
    return type(value).__name__


class Field:
    """A value read from a save, with its path for error messages."""

    __slots__ = ("path", "value")

    def __init__(self, value: object, path: str) -> None:
        self.value = value
        self.path = path

    def fail(self, problem: Message | str) -> SaveError:
        """An error about this field: ``<path>: <problem>`` (the top level has no path).
        A plain string is a problem said by another module in English (an art path's)."""
        if self.path:
            return SaveError(_AT.say(path=self.path, problem=problem))
        return SaveError(_NOT_A_SAVE.say(problem=problem))

    # -- containers --------------------------------------------------------------------

    def obj(self, keys: frozenset[str], optional: frozenset[str] = frozenset()) -> Obj:
        """An object with exactly ``keys`` (plus any of ``optional``)."""
        if not isinstance(self.value, dict):
            raise self.fail(_EXPECTED_OBJECT.say(kind=_kind(self.value)))
        present = set(self.value)
        missing = sorted(keys - present)
        if missing:
            raise self.fail(_MISSING.say(name=missing[0]))
        unknown = sorted(present - keys - optional)
        if unknown:
            raise self.fail(_UNKNOWN.say(name=shorten(unknown[0])))
        return Obj(self.value, self.path)

    def items(self, *, min_len: int = 0, max_len: int) -> Iterator[Field]:
        """The elements of a list of ``min_len`` to ``max_len`` elements."""
        if not isinstance(self.value, list):
            raise self.fail(_EXPECTED_LIST.say(kind=_kind(self.value)))
        if not min_len <= len(self.value) <= max_len:
            count = len(self.value)
            raise self.fail(
                _ELEMENTS_BETWEEN.say(low=min_len, high=max_len, count=count)
                if min_len != max_len
                else _ELEMENTS.say(low=min_len, count=count)
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
            raise self.fail(_EXPECTED_WHOLE.say(kind=_kind(self.value)))
        if not low <= self.value <= high:
            shown: Param = str(self.value) if abs(self.value) < 10**15 else A_HUGE_NUMBER.say()
            raise self.fail(_OUT_OF_RANGE.say(value=shown, low=low, high=high))
        return self.value

    def boolean(self) -> bool:
        """true or false."""
        if not isinstance(self.value, bool):
            raise self.fail(_EXPECTED_BOOLEAN.say(kind=_kind(self.value)))
        return self.value

    def text(self, *, max_len: int = MAX_STRING, pattern: re.Pattern[str] | None = None) -> str:
        """A string of at most ``max_len`` characters, matching ``pattern`` when given."""
        if not isinstance(self.value, str):
            raise self.fail(_EXPECTED_TEXT.say(kind=_kind(self.value)))
        if len(self.value) > max_len:
            raise self.fail(_TOO_LONG.say(count=max_len))
        try:
            # JSON may spell a lone surrogate ("\\ud800"), which no UTF-8 file can hold: a game
            # loaded with one could never be saved again, so the save is refused here.
            self.value.encode("utf-8")
        except UnicodeEncodeError as error:
            code = ord(self.value[error.start])
            raise self.fail(_SURROGATE.say(index=error.start + 1, code=f"{code:04X}")) from None
        if pattern is not None and not pattern.fullmatch(self.value):
            raise self.fail(_NOT_VALID.say(text=shorten(self.value)))
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
        raise self.fail(NOT_ONE_OF.say(word=shorten(word), names=names))

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
