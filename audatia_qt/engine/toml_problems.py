"""tomllib's reasons for refusing a text, said in the reader's language (issue 21).

Deck and lesson files are TOML read by ``tomllib``, whose errors are English sentences ending
in a position: ``Unclosed array (at line 3, column 5)``. They are a finite set (CPython 3.11's
``Lib/tomllib/_parser.py``, every ``suffixed_err(src, pos, "...")``), so each is marked here as
a whole sentence with its position in a placeholder, and :func:`toml_reason` reads an error's
text back into one of them. A text none of them matches (a newer Python's words) stays the
English it is. Every value a sentence quotes comes from the file (a key, a character), so it
is shortened and escaped. Standard library only: the decks and the lessons both read TOML.

Both read it through :func:`load_toml`. tomllib parses arrays and inline tables by recursion
(600 levels end in RecursionError) and handles a dotted key in time and memory quadratic in its
parts (150,000 parts hang, 20,000 take 2.3 GB). So the text is scanned first, in one linear
pass that reads strings and comments as tomllib does, and a file nested deeper than
:data:`MAX_TOML_DEPTH` is refused with the line where it goes too deep. Whatever tomllib can
still raise (an integer of 5,000 digits among them) becomes a :class:`TomlRefusedError` with
one short printable message.
"""

from __future__ import annotations

import re
import string
import tomllib
from typing import Any, Final

from audatia_qt.engine.messages import Message, Param, Sentence, translate
from audatia_qt.engine.safe_io import printable

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


# -- reading TOML safely ----------------------------------------------------------------------

#: How deep tables, arrays and dotted keys may nest together. A deck needs 6 as this scan
#: counts (``[[skill]]`` > ``effect = { blows = [...] }``), a lesson fewer; 32 leaves room and
#: keeps every reader of the data (tomllib, pydantic, deepcopy, repr) far from Python's
#: recursion limit.
MAX_TOML_DEPTH: Final = 32

# The tokens that matter, as tomllib reads them. Strings come first so that nothing inside one
# counts; each ends exactly where tomllib ends it (a multi-line string takes up to two more
# quotes after its closing three), or where tomllib would stop with an error anyway, so no
# structure can hide behind a string the scan thinks is longer than it is. Possessive
# quantifiers keep the match linear.
_TOKENS: Final = re.compile(
    r"""
    (?P<string>
        \"\"\"(?:[^"\\]++|\\[\s\S]|"(?!""))*+(?:\"\"\""{0,2}|\Z)
      | '''(?:[^']++|'(?!''))*+(?:'''(?:'{0,2})|\Z)
      | "(?:[^"\\\n]++|\\.)*+(?:"|$)
      | '[^'\n]*+(?:'|$)
    )
    | (?P<comment>\#[^\n]*+)
    | (?P<mark>[\[\]{}=,.\n])
    """,
    re.VERBOSE | re.MULTILINE,
)


class TomlRefusedError(ValueError):
    """Text that is not read as a deck: too deep, or not TOML. The message is one short line;
    ``message`` says it in any language (``str()`` is its English)."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


_TOO_DEEP = translate(
    "TomlProblems",
    "tables, arrays or dotted keys nest more than {limit} levels deep (line {line})",
)
_NOT_TOML = translate("TomlProblems", "not valid TOML: {reason}")
_NOT_TOML_DEEP = translate("TomlProblems", "not valid TOML: nested too deeply to read")
_NOT_TOML_LARGE = translate("TomlProblems", "not valid TOML: too large to read into memory")


def toml_depth_problem(text: str, limit: int = MAX_TOML_DEPTH) -> str | None:
    """Why text nests too deeply to be parsed (in English), or None: see ``toml_depth``."""
    problem = toml_depth(text, limit)
    return None if problem is None else problem.english()


def toml_depth(text: str, limit: int = MAX_TOML_DEPTH) -> Message | None:
    """Why text nests too deeply to be parsed, or None; linear in the text, stops at the fault.

    The depth counted is at least the depth of the data tomllib would build: each open array or
    inline table, each part of a dotted key (in a table header, a key of a table, or a key in an
    inline table) adds a level. Floats add one harmless level of their own (``1.5``).
    """
    header_depth = 0  # the depth of the current [table] or [[array of tables]]
    stack: list[int] = []  # the depth of each open array or inline table
    parts = 1  # parts of the key being read
    value_depth: int | None = None  # the depth of the value after "=", until it opens or ends
    after_equals = False  # on this line, outside brackets, a "=" was seen
    in_header = False
    for token in _TOKENS.finditer(text):
        mark = token.group("mark")
        if mark is None:
            continue  # a string or a comment
        base = stack[-1] if stack else header_depth
        depth = 0
        if mark == ".":
            parts += 1
            depth = parts + 1 if in_header else base + parts
        elif mark == "=":
            value_depth = depth = base + parts
            parts = 1
            after_equals = True
        elif mark in "[{":
            if mark == "[" and not stack and not after_equals:
                in_header = True  # a table header; the second "[" of "[[" changes nothing
                parts = 1
                continue
            depth = (base if value_depth is None else value_depth) + 1
            stack.append(depth)
            value_depth = None
            parts = 1
        elif mark in "]}":
            if in_header and not stack:
                header_depth = parts + 1
                in_header = False
            elif stack:
                stack.pop()
            value_depth = None
            parts = 1
        elif mark == ",":
            value_depth = None
            parts = 1
        else:  # a line end: keys and headers never span lines, values only inside brackets
            parts = 1
            if not stack:
                value_depth = None
                after_equals = in_header = False
        if depth > limit:
            line = text.count("\n", 0, token.start()) + 1
            return _TOO_DEEP.say(limit=limit, line=line)
    return None


def load_toml(text: str) -> dict[str, Any]:
    """Parse a deck's or a lesson's text with tomllib once it is shallow enough; never a
    traceback.

    Raises TomlRefusedError, whose message is one line: too deep, or "not valid TOML: ...".
    """
    problem = toml_depth(text)
    if problem is not None:
        raise TomlRefusedError(problem)
    # tomllib's own reasons are English (Python's words): toml_reason says them in the
    # reader's language.
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise TomlRefusedError(_NOT_TOML.say(reason=toml_reason(str(error)))) from None
    except RecursionError:
        raise TomlRefusedError(_NOT_TOML_DEEP.say()) from None
    except MemoryError:
        raise TomlRefusedError(_NOT_TOML_LARGE.say()) from None
    except ValueError as error:
        # int() refuses more than 4300 digits with a plain ValueError, among others.
        reason = toml_reason(str(error).partition(":")[0])
        raise TomlRefusedError(_NOT_TOML.say(reason=reason)) from None
