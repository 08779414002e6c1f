"""Atomic file writes: the file at a path is always either the old one or the new one, whole.

The text goes to a temporary file in the same folder (so the final rename never crosses file
systems), which is flushed and fsync'ed before ``os.replace`` puts it in place; the folder is
fsync'ed too, so the rename itself survives a power cut. A failure at any point leaves the old
file untouched and removes the temporary one (issue 7: "a save never overwrites a good file
with a broken one").

A process killed mid-write cannot remove its temporary file, so the writer holds an exclusive
``flock`` on it while writing: the kernel drops the lock when the process dies, and
``remove_abandoned_temps`` removes only the project's temporary files that nobody holds (a
second instance still writing keeps its lock, and its file).
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import time
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: an open file cannot be removed there, which is protection enough
    fcntl = None  # type: ignore[assignment]

#: Temporary files start with this, so a folder listing (and the autosave) can skip them.
TEMP_PREFIX = ".audatia-tmp-"
TEMP_SUFFIX = ".tmp"
#: The names ``mkstemp`` makes with that prefix and suffix: the only files ever cleaned up.
TEMP_PATTERN = re.compile(re.escape(TEMP_PREFIX) + r"[A-Za-z0-9_]{1,64}" + re.escape(TEMP_SUFFIX))
#: A temporary file younger than this may belong to a writer that created it and has not taken
#: its lock yet (the two are separate calls); it is left for the next start.
TEMP_GRACE_SECONDS = 2.0


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically; raises ``OSError`` with the old file kept."""
    folder = path.parent
    descriptor, temp_name = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=folder)
    temp = Path(temp_name)
    try:
        _hold(descriptor)
        with os.fdopen(descriptor, "wb") as handle:
            _keep_mode(path, handle.fileno())
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        # BaseException too: a KeyboardInterrupt mid-write must not leave the temp file behind.
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    _sync_folder(folder)


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` as UTF-8 to ``path`` atomically."""
    atomic_write_bytes(path, text.encode("utf-8"))


def _keep_mode(path: Path, descriptor: int) -> None:
    """A replaced file keeps its permissions (``mkstemp`` makes the new one private)."""
    try:
        mode = path.stat().st_mode & 0o777
    except OSError:
        return
    if hasattr(os, "fchmod"):  # not on Windows before Python 3.13
        with contextlib.suppress(OSError):
            os.fchmod(descriptor, mode)


def _sync_folder(folder: Path) -> None:
    """Make the rename durable; folders cannot be opened for syncing on every platform."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _hold(descriptor: int) -> None:
    """Lock the temporary file for as long as this process writes it (released by the kernel
    when the descriptor closes or the process dies)."""
    if fcntl is not None:
        with contextlib.suppress(OSError):  # a file system without locks: the grace age remains
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _held(path: Path) -> bool:
    """Whether a live writer holds the temporary file (or it cannot be checked)."""
    if fcntl is None:
        return False
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | os.O_NONBLOCK)
    except OSError:
        return True
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(descriptor)  # also releases the lock just taken
    return False


def remove_abandoned_temps(folder: Path) -> list[Path]:
    """Remove the temporary files writes killed midway left in ``folder``; returns them.

    Only regular files named as ``atomic_write_bytes`` names them (``TEMP_PATTERN``) are
    considered, never a link or anything else, and of those only the ones no writer holds and
    older than ``TEMP_GRACE_SECONDS``.
    """
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        if not TEMP_PATTERN.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < TEMP_GRACE_SECONDS:
            continue
        path = Path(entry.path)
        if _held(path):
            continue
        with contextlib.suppress(OSError):
            path.unlink()
            removed.append(path)
    return removed
