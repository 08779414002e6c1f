"""The limits of a deck file, checked before tomllib sees it: size, nesting and dotted-key depth.

tomllib parses arrays and inline tables by recursion (600 levels end in RecursionError) and
handles a dotted key in time and memory quadratic in its parts (150,000 parts hang, 20,000 take
2.3 GB). So the text is scanned first, in one linear pass that reads strings and comments as
tomllib does, and a file nested deeper than :data:`MAX_TOML_DEPTH` is refused with the line
where it goes too deep. Whatever tomllib can still raise becomes a :class:`TomlRefusedError`
with one short printable message. Pure: no Qt, no pydantic, no files.
"""

from __future__ import annotations

import re
import tomllib
from typing import Any, Final

from audatia_qt.messages import Message, translate
from audatia_qt.toml_problems import toml_reason

#: A deck file is a few dozen kilobytes (the bundled ones 26 KB); anything far larger is not a
#: deck. The cap keeps the parse, the scan and the checks well under a second.
MAX_DECK_BYTES: Final = 1024 * 1024

#: How deep tables, arrays and dotted keys may nest together. A deck needs 6 as this scan
#: counts (``[[skill]]`` > ``effect = { blows = [...] }``); 32 leaves room and keeps every
#: reader of the data (tomllib, pydantic, deepcopy, repr) far from Python's recursion limit.
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
    "DeckProblems",
    "tables, arrays or dotted keys nest more than {limit} levels deep (line {line})",
)
_NOT_TOML = translate("DeckProblems", "not valid TOML: {reason}")
_NOT_TOML_DEEP = translate("DeckProblems", "not valid TOML: nested too deeply to read")
_NOT_TOML_LARGE = translate("DeckProblems", "not valid TOML: too large to read into memory")


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
    """Parse deck text with tomllib once it is known to be shallow enough; never a traceback.

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
