"""Autosave after every action, and the question asked at the next start: resume that game?

The controller calls ``Autosave.record(match)`` after every play, undo and redo. An unfinished
game is written atomically (``savefile.save_file``) to one file in the user data folder; a
finished one removes it. A process killed at any moment leaves either the previous autosave or
the new one, whole, so a resumed game has lost at most the action being written (issue 7).

The folder is given by the caller (the app passes platformdirs' user data folder, see
``audatia_qt.ui.resume.default_autosave_dir``; tests pass a temporary folder), so nothing here
knows where the user's files live.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

from audatia_qt.session.atomic import TEMP_PREFIX
from audatia_qt.session.match import Match
from audatia_qt.session.savefile import SUFFIX, LoadedGame, SaveError, load_file, save_file

AUTOSAVE_NAME = f"autosave{SUFFIX}"
#: Temporary files older than this were left by a killed writer, not one still writing.
STALE_TEMP_SECONDS = 60.0


class Autosave:
    """The autosave file of one user data folder."""

    def __init__(self, directory: Path) -> None:
        self._directory = directory

    @property
    def path(self) -> Path:
        """Where the unfinished game is kept."""
        return self._directory / AUTOSAVE_NAME

    def record(self, match: Match) -> None:
        """Keep the match's current state: written while unfinished, removed once over.

        Raises ``SaveError`` when the folder cannot be written (the previous autosave stays).
        """
        if match.outcome() is not None:
            self.clear()
            return
        try:
            self._directory.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise SaveError(f"cannot create the autosave folder: {error.strerror}") from None
        save_file(match, self.path)

    def exists(self) -> bool:
        """Whether an autosave file is there (readable or not)."""
        return self.path.is_file()

    def resumable(self) -> LoadedGame | None:
        """The unfinished game to offer at start, or None; ``SaveError`` if it is unreadable.

        A finished game found there (the app died between the last action and the clearing)
        is not offered, and the file is removed.
        """
        self._remove_stale_temps()
        if not self.exists():
            return None
        game = load_file(self.path)
        if game.match().outcome() is not None:
            self.clear()
            return None
        return game

    def clear(self) -> None:
        """Forget the unfinished game: it ended, or the player declined to resume it."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

    def set_aside(self) -> Path | None:
        """Move an unreadable autosave out of the way, keeping it for a bug report.

        Returns the new path, or None if there was no file. The kept copy is named
        ``autosave-unreadable-<time>.audatia`` in the same folder.
        """
        if not self.exists():
            return None
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self._directory / f"autosave-unreadable-{stamp}{SUFFIX}"
        counter = 1
        while target.exists():
            counter += 1
            target = self._directory / f"autosave-unreadable-{stamp}-{counter}{SUFFIX}"
        self.path.replace(target)
        return target

    def _remove_stale_temps(self) -> None:
        """Temporary files of writes that a killed process never finished."""
        if not self._directory.is_dir():
            return
        now = time.time()
        for temp in self._directory.glob(f"{TEMP_PREFIX}*"):
            with contextlib.suppress(OSError):
                if now - temp.stat().st_mtime > STALE_TEMP_SECONDS:
                    temp.unlink()
