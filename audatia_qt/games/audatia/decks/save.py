"""Write deck files: a minimal TOML writer for the deck shape, and an atomic save.

``tomllib`` only reads, so this module writes the subset of TOML a deck file uses: top-level
``[table]`` and ``[[array of tables]]`` sections whose values are strings, booleans, integers,
floats, arrays and inline tables. It keeps what a deck author wrote where it can:

- tables and keys come out in the order of the data (tomllib keeps the file's order);
- the comment lines and blank lines above each table, and above each key, come back above the
  same table (found by its card id, or its virtue) or key; the block above the first table of a
  kind stays above whatever card is first of that kind now;
- a key whose value is unchanged is written exactly as it was written, inline comment included.

So saving an unedited deck gives back its text byte for byte, and an edit changes only the
lines it must. ``save_deck_text`` writes atomically: a temporary file in the same folder,
flushed and synced, then renamed over the target, so a failed save never touches the original.

Why not tomlkit (issue 19, measured on the bundled decks): tomlkit keeps the comment lines
between two tables as the trailing trivia of the table above them, so removing the last Posta
also removes the eight comment lines that head the Strikes (and moving a card carries the next
section's heading with it); this writer anchors each block to the table below it, which
``tests/games/audatia/decks/test_save.py`` checks. tomlkit also took 73-86 ms to parse and write a
deck where this writer takes 29-33 ms (both byte-identical for an unedited deck).
"""

from __future__ import annotations

import math
import os
import re
import tempfile
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from audatia_qt.engine.messages import Message, translate
from audatia_qt.games.audatia.decks.safe_read import load_toml

_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")
_HEADER = re.compile(r"^\s*(\[\[?)\s*([A-Za-z0-9_-]+)\s*(\]\]?)\s*(#.*)?$")
_KEY_LINE = re.compile(r"^\s*([A-Za-z0-9_-]+|\"[^\"]*\")(?:\.([A-Za-z0-9_-]+|\"[^\"]*\"))?\s*=")
#: The one key written as dotted keys, a line per language (``translations.es = { ... }``), so
#: that each language's words sit on their own line under the English they translate.
DOTTED: frozenset[str] = frozenset({"translations"})
_ESCAPES = {
    '"': '\\"',
    "\\": "\\\\",
    "\b": "\\b",
    "\t": "\\t",
    "\n": "\\n",
    "\f": "\\f",
    "\r": "\\r",
}


class DeckSaveError(OSError):
    """A deck file could not be written; the file that was there is untouched.

    ``message`` says why in the reader's language (the system's reason, as the system gives
    it, in its placeholder); ``str()`` is its English, for logs and tests."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


_CANNOT_WRITE_IN = translate("DeckSave", "cannot write in {folder}: {reason}")
_CANNOT_SAVE = translate("DeckSave", "cannot save {file}: {reason}")


class TomlWriteError(ValueError):
    """A value that has no TOML form (None, a set, an object) or a shape a deck never has."""


def toml_string(text: str) -> str:
    """A TOML basic string: quotes, backslashes and control characters escaped."""
    out = []
    for char in text:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")
        elif 0xD800 <= ord(char) <= 0xDFFF:
            raise TomlWriteError(f"a lone surrogate (U+{ord(char):04X}) cannot be written")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def toml_key(key: str) -> str:
    """A key, bare where TOML allows it, quoted otherwise."""
    return key if _BARE_KEY.match(key) else toml_string(key)


def toml_value(value: object) -> str:
    """One value written inline: arrays as ``[a, b]`` and tables as ``{ k = v }``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, Mapping):
        if not value:
            return "{}"
        pairs = ", ".join(f"{toml_key(str(k))} = {toml_value(v)}" for k, v in value.items())
        return "{ " + pairs + " }"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(item) for item in value) + "]"
    raise TomlWriteError(f"a {type(value).__name__} has no TOML form")


def table_anchor(section: str, table: Mapping[str, object]) -> str:
    """What names a table across edits: its card id, its virtue, or its section."""
    for key in ("id", "virtue"):
        value = table.get(key)
        if isinstance(value, str) and section != "deck":
            return f"{section}:{value}"
    return section


@dataclass
class _KeyText:
    """How one key was written: the lines above it, its own lines, and its value."""

    leading: list[str]
    lines: list[str]
    value: object


@dataclass
class DeckLayout:
    """The comments and spelling of a deck file, to write an edited deck the way it was written.

    ``leading`` holds the lines above each table by anchor; ``section_leading`` the lines above
    the first table of each array section; ``keys`` how each key of each table was written;
    ``top`` the lines above the first table when there are top-level keys; ``trailing`` the
    lines after the last table's last key.
    """

    leading: dict[str, list[str]] = field(default_factory=dict)
    section_leading: dict[str, list[str]] = field(default_factory=dict)
    keys: dict[tuple[str, str], _KeyText] = field(default_factory=dict)
    trailing: list[str] = field(default_factory=list)


def read_layout(text: str) -> DeckLayout:
    """The layout of a deck file's text (which must be valid TOML of the deck's shape).

    A layout that cannot be read (an unusual but valid file) is simply empty: the deck is then
    written plainly, never wrongly.
    """
    try:
        data = load_toml(text)  # the deck reader's guard: never too deep for tomllib
        return _read_layout(text, data)
    except (tomllib.TOMLDecodeError, ValueError, KeyError, IndexError, TypeError):
        return DeckLayout()


def _read_layout(text: str, data: Mapping[str, object]) -> DeckLayout:
    layout = DeckLayout()
    lines = text.splitlines()
    seen: dict[str, int] = {}
    pending: list[str] = []  # comment and blank lines not yet given to a table or key
    anchor: str | None = None
    section: str | None = None
    current: _KeyText | None = None
    body: list[tuple[str, _KeyText]] = []

    def close_key() -> None:
        nonlocal current
        current = None

    def close_table() -> None:
        if anchor is None:
            return
        table = _table_at(data, section or "", seen.get(section or "", 0) - 1)
        for key, spelled in body:
            if _dotted_get(table, key) is None:
                continue
            try:
                parsed = tomllib.loads("\n".join(spelled.lines))
            except tomllib.TOMLDecodeError:
                continue
            value = _dotted_get(parsed, key)
            if len(parsed) == 1 and value is not None:
                spelled.value = value
                layout.keys[(anchor, key)] = spelled

    for line in lines:
        stripped = line.strip()
        header = _HEADER.match(line)
        if header is not None:
            close_key()
            close_table()
            body = []
            section = header.group(2)
            index = seen.get(section, 0)
            seen[section] = index + 1
            table = _table_at(data, section, index)
            anchor = table_anchor(section, table)
            if index == 0 and header.group(1) == "[[":
                layout.section_leading[section] = pending
            else:
                layout.leading[anchor] = pending
            pending = []
            continue
        if not stripped or stripped.startswith("#"):
            close_key()
            pending.append(line)
            continue
        key_match = _KEY_LINE.match(line)
        if key_match is not None and anchor is not None:
            key = key_match.group(1).strip('"')
            if key_match.group(2) is not None:
                key += "." + key_match.group(2).strip('"')
            current = _KeyText(pending, [line], None)
            pending = []
            body.append((key, current))
        elif current is not None:
            current.lines.append(line)  # a value spread over several lines
        else:
            raise ValueError("keys before the first table are not kept")
    close_key()
    close_table()
    layout.trailing = pending
    return layout


def _table_at(data: Mapping[str, object], section: str, index: int) -> Mapping[str, object]:
    value = data[section]
    table = value[index] if isinstance(value, list) else value
    if not isinstance(table, Mapping):
        raise TypeError(f"{section} is not a table")
    return table


def dump_deck(data: Mapping[str, object], layout: DeckLayout | None = None) -> str:
    """The TOML text of a deck's data, written the way ``layout`` remembers where it can."""
    layout = layout or DeckLayout()
    out: list[str] = []
    scalars = [(k, v) for k, v in data.items() if not _is_table_value(v)]
    for key, value in scalars:
        out.append(f"{toml_key(key)} = {toml_value(value)}")
    first = not out
    for section, value in data.items():
        if not _is_table_value(value):
            continue
        tables: Sequence[Mapping[str, object]]
        if isinstance(value, Mapping):
            tables, brackets = [value], ("[", "]")
        else:
            tables, brackets = value, ("[[", "]]")  # type: ignore[assignment]
        for index, table in enumerate(tables):
            anchor = table_anchor(section, table)
            leading: list[str] | None = layout.leading.get(anchor)
            if brackets[0] == "[[" and index == 0 and section in layout.section_leading:
                # The block above a kind's first card (its section's heading) stays first; a
                # card moved to the front keeps its own comments below that block.
                own = [line for line in leading or [] if line.strip()]
                leading = layout.section_leading[section] + own
            if leading is None:
                leading = [] if first else [""]
            out.extend(leading)
            out.append(f"{brackets[0]}{toml_key(section)}{brackets[1]}")
            out.extend(_table_lines(anchor, table, layout))
            first = False
    out.extend(layout.trailing)
    return "\n".join(out) + "\n"


def _dotted_get(data: Mapping[str, object], key: str) -> object:
    """``data[key]``, or for ``translations.es`` ``data["translations"]["es"]``; None if absent
    (or a dotted key not spelled the way this writer spells it)."""
    head, _, tail = key.partition(".")
    value = data.get(head)
    if not tail:
        return value
    if head not in DOTTED or not isinstance(value, Mapping):
        return None
    return value.get(tail)


def _keyed_values(table: Mapping[str, object]) -> list[tuple[str, str, object]]:
    """Each (layout key, key as written, value) of a table; a ``DOTTED`` table of tables gives
    one dotted key per entry."""
    keyed: list[tuple[str, str, object]] = []
    for key, value in table.items():
        if key in DOTTED and isinstance(value, Mapping) and value:
            keyed.extend(
                (f"{key}.{sub}", f"{toml_key(key)}.{toml_key(str(sub))}", item)
                for sub, item in value.items()
            )
        else:
            keyed.append((key, toml_key(key), value))
    return keyed


def _table_lines(anchor: str, table: Mapping[str, object], layout: DeckLayout) -> list[str]:
    lines: list[str] = []
    for key, written, value in _keyed_values(table):
        spelled = layout.keys.get((anchor, key))
        if spelled is not None:
            lines.extend(spelled.leading)
            if spelled.value == value and type(spelled.value) is type(value):
                lines.extend(spelled.lines)
                continue
        lines.append(f"{written} = {toml_value(value)}")
    return lines


def _is_table_value(value: object) -> bool:
    if isinstance(value, Mapping):
        return True
    return (
        isinstance(value, list) and bool(value) and all(isinstance(item, Mapping) for item in value)
    )


def save_deck_text(path: Path, text: str) -> None:
    """Write text to path atomically: temp file in the same folder, fsync, then rename.

    Raises DeckSaveError with a one-line reason; the file at path is then exactly as before.
    """
    path = Path(path)
    folder = path.parent
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as error:
        reason = str(error.strerror or error)
        raise DeckSaveError(_CANNOT_WRITE_IN.say(folder=str(folder), reason=reason)) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        try:
            os.chmod(temporary, path.stat().st_mode & 0o7777)  # keep the old file's permissions
        except FileNotFoundError:
            os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException as error:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(error, OSError):
            reason = str(error.strerror or error)
            raise DeckSaveError(_CANNOT_SAVE.say(file=str(path), reason=reason)) from None
        raise
    _sync_folder(folder)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows syncing a folder."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def save_deck(path: Path, data: Mapping[str, object], layout: DeckLayout | None = None) -> str:
    """Write a deck's data to path atomically, the way layout remembers; returns the text.

    The text is checked to read back as the same data before anything is written.
    """
    text = dump_deck(data, layout)
    if tomllib.loads(text) != _plain(data):
        raise TomlWriteError("the written text does not read back as the same deck")
    save_deck_text(path, text)
    return text


def _plain(value: object) -> object:
    """Data as tomllib would read it back (tuples as lists, mappings as dicts)."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value
