"""tomllib's reasons for refusing a text, said in the reader's language (issue 21).

Deck and lesson files are TOML read by ``tomllib``, whose errors are English sentences ending
in a position: ``Unclosed array (at line 3, column 5)``. They are a finite set (CPython 3.11's
``Lib/tomllib/_parser.py``, every ``suffixed_err(src, pos, "...")``), so each is marked here as
a whole sentence with its position in a placeholder, and :func:`toml_reason` reads an error's
text back into one of them. A text none of them matches (a newer Python's words) stays the
English it is. Every value a sentence quotes comes from the file (a key, a character), so it
is shortened and escaped. Standard library only: the decks and the lessons both read TOML.
"""

from __future__ import annotations

import re
import string
from typing import Final

from audatia_qt.messages import Message, Param, Sentence, translate
from audatia_qt.safe_io import printable

#: How much of tomllib's own message is kept when it is none of the known sentences.
MESSAGE_LIMIT: Final = 120
#: How much of a value quoted inside a known sentence (a key, a character) is kept.
_VALUE_LIMIT: Final = 80

#: Where in the text the parser stopped, as ``suffixed_err`` says it.
_AT_LINE = translate("TomlProblems", "at line {line}, column {column}")
_AT_END = translate("TomlProblems", "at end of document")

#: tomllib's messages, each a whole sentence; ``{position}`` is ``_AT_LINE`` or ``_AT_END``,
#: the other placeholders the values tomllib puts in (a repr, a key).
SENTENCES: Final[tuple[Sentence, ...]] = (
    translate("TomlProblems", "Invalid statement ({position})"),
    translate("TomlProblems", "Expected newline or end of document after a statement ({position})"),
    translate("TomlProblems", "Expected {expected} ({position})"),
    translate("TomlProblems", "Found invalid character {character} ({position})"),
    translate("TomlProblems", "Cannot declare {key} twice ({position})"),
    translate("TomlProblems", "Cannot overwrite a value ({position})"),
    translate("TomlProblems", "Expected ']' at the end of a table declaration ({position})"),
    translate("TomlProblems", "Cannot mutate immutable namespace {key} ({position})"),
    translate("TomlProblems", "Expected ']]' at the end of an array declaration ({position})"),
    translate("TomlProblems", "Cannot redefine namespace {key} ({position})"),
    translate("TomlProblems", "Expected '=' after a key in a key/value pair ({position})"),
    translate("TomlProblems", "Invalid initial character for a key part ({position})"),
    translate("TomlProblems", "Unclosed array ({position})"),
    translate("TomlProblems", "Duplicate inline table key {key} ({position})"),
    translate("TomlProblems", "Unclosed inline table ({position})"),
    translate("TomlProblems", "Unescaped '\\' in a string ({position})"),
    translate("TomlProblems", "Invalid hex value ({position})"),
    translate("TomlProblems", "Escaped character is not a Unicode scalar value ({position})"),
    translate("TomlProblems", "Unterminated string ({position})"),
    translate("TomlProblems", "Illegal character {character} ({position})"),
    translate("TomlProblems", "Invalid date or datetime ({position})"),
    translate("TomlProblems", "Invalid value ({position})"),
    # Not tomllib's but int()'s, raised through tomllib as a plain ValueError (its part
    # before the colon; the rest tells a programmer how to lift the limit).
    translate("TomlProblems", "Exceeds the limit ({limit} digits) for integer string conversion"),
)

_FORMATTER: Final = string.Formatter()
_POSITION: Final = re.compile(
    r"^at (?:line (?P<line>\d+), column (?P<column>\d+)|end of document)$"
)


def _pattern(sentence: Sentence) -> re.Pattern[str]:
    """The sentence's English as a pattern, each placeholder a named group."""
    parts: list[str] = []
    for literal, field, _, _ in _FORMATTER.parse(sentence.source):
        parts.append(re.escape(literal))
        if field is not None:
            parts.append(f"(?P<{field}>.+?)" if field != "position" else "(?P<position>at .+)")
    return re.compile("".join(parts) + r"\Z", re.DOTALL)


_PATTERNS: Final = tuple((sentence, _pattern(sentence)) for sentence in SENTENCES)


def toml_reason(message: str) -> Message | str:
    """tomllib's ``message`` (``str(error)``) as one of ``SENTENCES``, its values shortened and
    escaped; a message none of them matches is its English, shortened and escaped (its
    position, at the end, always kept)."""
    for sentence, pattern in _PATTERNS:
        found = pattern.match(message)
        if found is None:
            continue
        values: dict[str, Param] = {}
        for name, value in found.groupdict().items():
            if name == "position":
                position = _position(value)
                if position is None:
                    break
                values[name] = position
            else:
                values[name] = printable(value, _VALUE_LIMIT)
        else:
            return sentence.say(None, **values)
    return _english(message)


def _position(text: str) -> Message | None:
    found = _POSITION.match(text)
    if found is None:
        return None
    if found.group("line") is None:
        return _AT_END.say()
    return _AT_LINE.say(line=found.group("line"), column=found.group("column"))


_ENGLISH_POSITION: Final = re.compile(
    r"^(.*) (\(at (?:line \d+, column \d+|end of document)\))$", re.DOTALL
)


def _english(message: str) -> str:
    """A message of tomllib's not known here, shortened and escaped; it may quote keys, which
    may be huge or hostile, and its position is kept."""
    found = _ENGLISH_POSITION.match(message)
    if found is None:
        return printable(message, MESSAGE_LIMIT)
    return f"{printable(found.group(1), MESSAGE_LIMIT)} {found.group(2)}"
