"""Read untrusted files and show untrusted text without hanging, flooding or forging lines.

Deck files, card art and saves travel between people, so their readers share two habits:

- :func:`read_regular_file` reads only a regular file, never more than a cap, and never waits:
  a FIFO would block ``open()``, a link to ``/dev/zero`` would be read forever into memory.
- :func:`printable` and :func:`quoted` turn a value into short text safe to print: control
  characters, newlines and terminal escapes are shown as escapes, long values are cut with an
  ellipsis, so an error message stays one short line whatever the file held.

Standard library only: every package of audatia_qt may import it.
"""

from __future__ import annotations

import os
import reprlib
import stat
from pathlib import Path, PurePosixPath
from typing import Final

#: How long a quoted value may be in a message, in characters (after escaping).
QUOTE_LIMIT: Final = 60

_KINDS: Final = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
)
# O_NONBLOCK makes open() of a FIFO return at once instead of waiting for a writer (it changes
# nothing for a regular file); Windows has neither it nor FIFOs, but needs O_BINARY.
_OPEN_FLAGS: Final = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
_CHUNK: Final = 1024 * 1024


class FileRefusedError(ValueError):
    """A file that is not read: missing, not a regular file, too large or unreadable.

    ``reason`` is a short phrase for a message ("no such file", "too large ..."); ``kind`` names
    what the path is when it is not a regular file ("a named pipe (FIFO)"), else None.
    """

    def __init__(self, reason: str, kind: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.kind = kind


def file_kind(mode: int) -> str | None:
    """What a non-regular file is ("a folder", "a named pipe (FIFO)", ...); None if regular."""
    if stat.S_ISREG(mode):
        return None
    return next((name for test, name in _KINDS if test(mode)), "a special file")


def read_regular_file(path: Path, max_bytes: int) -> bytes:
    """The bytes of the regular file at path (links followed), at most max_bytes of them.

    The descriptor is opened without waiting and judged by ``fstat`` on it (not by a second look
    at the path, which could change in between); at most ``max_bytes + 1`` bytes are read, so a
    file that grows while it is read is refused too. Raises FileRefusedError.
    """
    try:
        descriptor = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        raise FileRefusedError("no such file") from None
    except IsADirectoryError:
        raise FileRefusedError("is a folder", "a folder") from None
    except PermissionError:
        # Windows refuses to open a folder this way; say what it is rather than "denied".
        if path.is_dir():
            raise FileRefusedError("is a folder", "a folder") from None
        raise FileRefusedError("permission denied") from None
    except OSError as error:
        # A socket cannot be opened at all (ENXIO): say what it is, as for any other kind.
        kind = _kind_at(path)
        if kind is not None:
            raise FileRefusedError(f"is {kind}", kind) from None
        raise FileRefusedError(_os_reason(error)) from None
    try:
        kind = file_kind(os.fstat(descriptor).st_mode)
        if kind is not None:
            raise FileRefusedError(f"is {kind}", kind)
        chunks: list[bytes] = []
        size = 0
        while size <= max_bytes:
            chunk = os.read(descriptor, min(_CHUNK, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        raise FileRefusedError(_os_reason(error)) from None
    finally:
        os.close(descriptor)
    if size > max_bytes:
        raise FileRefusedError(f"too large (more than {max_bytes} bytes)")
    return b"".join(chunks)


def _kind_at(path: Path) -> str | None:
    """What is at path when it is not a regular file (stat never opens it); None otherwise."""
    try:
        return file_kind(os.stat(path).st_mode)
    except OSError:
        return None


def _os_reason(error: OSError) -> str:
    return (error.strerror or "cannot be read").lower()


_ESCAPES: Final = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escaped(char: str, quote: str) -> str:
    if char == quote or (quote and char == "\\"):
        return "\\" + char
    if char.isprintable():
        return char
    if char in _ESCAPES:
        return _ESCAPES[char]
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def printable(text: str, limit: int, *, quote: str = "") -> str:
    """text with every non-printable character escaped, at most ``limit`` characters long.

    Newlines, ESC and the other control characters, bidirectional overrides and the like are
    shown as ``\\n``, ``\\x1b``, ``\\u202e``: printed text can neither start a line of its own
    nor drive the terminal. Text cut short ends in "…" (an escape is never cut in half). With
    ``quote``, that character and backslashes are escaped too (a value shown inside quotes).
    Only the first ``limit + 1`` characters are looked at, so a value of a million characters
    costs no more than a short one.
    """
    pieces: list[str] = []
    length = 0
    for char in text[: limit + 1]:
        piece = _escaped(char, quote)
        pieces.append(piece)
        length += len(piece)
        if length > limit:
            break
    else:
        return "".join(pieces)  # all of text, within the limit
    while pieces and length > limit - 1:
        length -= len(pieces.pop())
    return "".join(pieces) + "…"


_REPR = reprlib.Repr()
_REPR.maxlevel = 2
_REPR.maxstring = QUOTE_LIMIT
_REPR.maxother = QUOTE_LIMIT
_REPR.maxlong = QUOTE_LIMIT
for _attribute in ("maxlist", "maxtuple", "maxdict", "maxset", "maxfrozenset"):
    setattr(_REPR, _attribute, 4)


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A value as a message quotes it: strings in quotes, others as a short repr, all escaped.

    ``quoted("a\\nb")`` is ``'a\\\\nb'``; a long string is cut (``'aaaa…'``); a deep or long
    list or table is abbreviated by reprlib before it is ever turned into text in full.
    """
    if isinstance(value, str):
        return f"'{printable(value, limit, quote=chr(39))}'"
    return printable(_REPR.repr(value), limit)


def art_path_problem(value: str) -> str | None:
    """Why an art path read from a deck file or a save is unacceptable, or None: it must be a
    relative path with forward slashes that stays inside the deck's folder."""
    if not value.strip():
        return "an art path is empty"
    if "\\" in value or value.startswith("/") or value[1:2] == ":":
        return "an art path must be a relative path with forward slashes"
    depth = 0
    for part in PurePosixPath(value).parts:
        depth += {"..": -1, ".": 0}.get(part, 1)
        if depth < 0:
            return "an art path must stay inside the deck's folder"
    return None
