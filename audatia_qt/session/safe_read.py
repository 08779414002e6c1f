"""Read a file a person handed over without ever blocking on it: regular files only, size capped.

A save travels between people, so its path may name anything: a named pipe (FIFO) whose plain
``open()`` waits forever for a writer, a device, a folder, or a file far too large. The file is
opened with ``O_NONBLOCK`` (so opening a FIFO returns at once instead of waiting), checked with
``fstat`` on that same descriptor (no gap between the check and the read for the path to be
swapped), and read only when it is a regular file no larger than the limit.

Standard library only (the session package imports no Qt). A sibling of the deck reader's
``audatia_qt/safe_io.py``; the two are meant to become one.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

__all__ = ["UnreadableFileError", "read_regular_file"]

#: Opening a FIFO for reading with this flag returns at once (POSIX); Windows has no FIFOs here.
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_FLAGS = os.O_RDONLY | _NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)


class UnreadableFileError(ValueError):
    """The file cannot be read as data; the message is one line naming the file and why."""


def _kind(mode: int) -> str:
    """What a non-regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them.

    Raises ``UnreadableFileError`` (one line, naming the file) when it cannot be opened, is not
    a regular file, or holds more than ``limit`` bytes. Never blocks on a FIFO or a device.
    """
    name = path.name or str(path)
    try:
        descriptor = os.open(path, _FLAGS)
    except OSError as error:
        raise UnreadableFileError(f"cannot read {name}: {error.strerror or error}") from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFileError(f"cannot read {name}: it is {_kind(info.st_mode)}")
        if info.st_size > limit:
            raise UnreadableFileError(f"{name} is too large (over {limit} bytes)")
        chunks: list[bytes] = []
        size = 0
        # Read to the end (or one byte past the limit): the file may have grown since fstat.
        while size <= limit:
            chunk = os.read(descriptor, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        raise UnreadableFileError(f"cannot read {name}: {error.strerror or error}") from None
    finally:
        os.close(descriptor)
    if size > limit:
        raise UnreadableFileError(f"{name} is too large (over {limit} bytes)")
    return b"".join(chunks)
