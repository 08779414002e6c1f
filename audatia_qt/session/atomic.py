"""Atomic file writes: the file at a path is always either the old one or the new one, whole.

The text goes to a temporary file in the same folder (so the final rename never crosses file
systems), which is flushed and fsync'ed before ``os.replace`` puts it in place; the folder is
fsync'ed too, so the rename itself survives a power cut. A failure at any point leaves the old
file untouched and removes the temporary one (issue 7: "a save never overwrites a good file
with a broken one").
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

#: Temporary files start with this, so a folder listing (and the autosave) can skip them.
TEMP_PREFIX = ".audatia-tmp-"


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically; raises ``OSError`` with the old file kept."""
    folder = path.parent
    descriptor, temp_name = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".tmp", dir=folder)
    temp = Path(temp_name)
    try:
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
