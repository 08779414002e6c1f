"""Read untrusted files and show untrusted text without hanging, flooding or forging lines.

Deck files, card art and saves travel between people, so their readers share two habits:

- :func:`read_regular_file` reads only a regular file, never more than a cap, and never waits:
  a FIFO would block ``open()``, a link to ``/dev/zero`` would be read forever into memory.
- :func:`printable` and :func:`quoted` turn a value into short text safe to print: control
  characters, newlines and terminal escapes are shown as escapes, long values are cut with an
  ellipsis, so an error message stays one short line whatever the file held.

Standard library only (and ``audatia_qt.engine.messages``, itself stdlib-only): every package of
audatia_qt may import it. A refusal's reason is English (``FileRefusedError.reason``, for the
command line, the logs and the callers' tests) and a ``Message`` to show a person in their
language (``FileRefusedError.message``; issue 21).
"""

from __future__ import annotations

import errno
import os
import reprlib
import stat
from pathlib import Path, PurePosixPath
from typing import Final

from audatia_qt.engine.messages import Message, translate

#: How long a quoted value may be in a message, in characters (after escaping).
QUOTE_LIMIT: Final = 60

_KINDS: Final = (
    (stat.S_ISDIR, translate("Files", "a folder")),
    (stat.S_ISFIFO, translate("Files", "a named pipe (FIFO)")),
    (stat.S_ISSOCK, translate("Files", "a socket")),
    (stat.S_ISCHR, translate("Files", "a character device")),
    (stat.S_ISBLK, translate("Files", "a block device")),
)
_SPECIAL_FILE: Final = translate("Files", "a special file")
_NO_SUCH_FILE: Final = translate("Files", "no such file")
_IS_KIND: Final = translate("Files", "is {kind}")
_PERMISSION_DENIED: Final = translate("Files", "permission denied")
_TOO_LARGE: Final = translate("Files", "too large (more than {size} bytes)")
_LINK_LOOP: Final = translate("Files", "a loop of symbolic links")
_ART_EMPTY: Final = translate("Files", "an art path is empty")
_ART_NOT_RELATIVE: Final = translate(
    "Files", "an art path must be a relative path with forward slashes"
)
_ART_OUTSIDE: Final = translate("Files", "an art path must stay inside the deck's folder")
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

    ``message`` is a short phrase for a message ("no such file", "too large ..."), to render in
    the reader's language (the system's own words, for an error it reports, as it gives them);
    ``reason`` is its English. ``kind_message`` names what the path is when it is not a regular
    file ("a named pipe (FIFO)"), else None; ``kind`` is its English.
    """

    def __init__(self, message: Message | str, kind: Message | None = None) -> None:
        reason = message.english() if isinstance(message, Message) else message
        super().__init__(reason)
        self.message = message
        self.reason = reason
        self.kind_message = kind
        self.kind = None if kind is None else kind.english()


def file_kind_message(mode: int) -> Message | None:
    """What a non-regular file is ("a folder", "a named pipe (FIFO)", ...); None if regular."""
    if stat.S_ISREG(mode):
        return None
    return next((name for test, name in _KINDS if test(mode)), _SPECIAL_FILE).say()


def file_kind(mode: int) -> str | None:
    """``file_kind_message`` in English."""
    kind = file_kind_message(mode)
    return None if kind is None else kind.english()


def _refused_kind(kind: Message) -> FileRefusedError:
    return FileRefusedError(_IS_KIND.say(kind=kind), kind)


def read_regular_file(path: Path, max_bytes: int) -> bytes:
    """The bytes of the regular file at path (links followed), at most max_bytes of them.

    The descriptor is opened without waiting and judged by ``fstat`` on it (not by a second look
    at the path, which could change in between); at most ``max_bytes + 1`` bytes are read, so a
    file that grows while it is read is refused too. Raises FileRefusedError.
    """
    try:
        descriptor = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        raise FileRefusedError(_NO_SUCH_FILE.say()) from None
    except IsADirectoryError:
        raise _refused_kind(_folder()) from None
    except PermissionError:
        # Windows refuses to open a folder this way; say what it is rather than "denied".
        if path.is_dir():
            raise _refused_kind(_folder()) from None
        raise FileRefusedError(_PERMISSION_DENIED.say()) from None
    except OSError as error:
        # A socket cannot be opened at all (ENXIO): say what it is, as for any other kind.
        kind = _kind_at(path)
        if kind is not None:
            raise _refused_kind(kind) from None
        raise FileRefusedError(_os_reason(error)) from None
    try:
        kind = file_kind_message(os.fstat(descriptor).st_mode)
        if kind is not None:
            raise _refused_kind(kind)
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
        raise FileRefusedError(_TOO_LARGE.say(size=max_bytes))
    return b"".join(chunks)


def resolved(path: Path) -> Path:
    """path made absolute with its links followed, as ``Path.resolve`` does; a loop of links
    (which ``resolve`` reports as RuntimeError before Python 3.13, OSError after) or a part that
    cannot be looked at raises FileRefusedError instead."""
    try:
        return path.resolve()
    except RuntimeError:
        raise FileRefusedError(_LINK_LOOP.say()) from None
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise FileRefusedError(_LINK_LOOP.say()) from None
        raise FileRefusedError(_os_reason(error)) from None


def _folder() -> Message:
    return file_kind_message(stat.S_IFDIR) or _SPECIAL_FILE.say()


def _kind_at(path: Path) -> Message | None:
    """What is at path when it is not a regular file (stat never opens it); None otherwise."""
    try:
        return file_kind_message(os.stat(path).st_mode)
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


def art_path_message(value: str) -> Message | None:
    """Why an art path read from a deck file or a save is unacceptable, or None: it must be a
    relative path with forward slashes that stays inside the deck's folder."""
    if not value.strip():
        return _ART_EMPTY.say()
    if "\\" in value or value.startswith("/") or value[1:2] == ":":
        return _ART_NOT_RELATIVE.say()
    depth = 0
    for part in PurePosixPath(value).parts:
        depth += {"..": -1, ".": 0}.get(part, 1)
        if depth < 0:
            return _ART_OUTSIDE.say()
    return None


def art_path_problem(value: str) -> str | None:
    """``art_path_message`` in English (a save's reader says its errors in English)."""
    problem = art_path_message(value)
    return None if problem is None else problem.english()
