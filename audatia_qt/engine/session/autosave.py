"""Autosave after every action, and the question asked at the next start: resume that game?

The window hands every play, undo, redo and load to an ``AutosaveWriter``, which writes the
game on a worker thread so the table never waits for the disk. An unfinished game, of any game
of the catalogue, is written atomically (``saves.save_file``) to one file in the user data
folder; a finished one removes it. The file names its game (the save's envelope), so the next
start offers it back whatever game it was, if that game is still installed. A process killed
at any moment leaves either the previous autosave or the new one, whole, so a resumed game has
lost at most the moves still being written (issue 7). ``Autosave.record`` does the same at once,
on the caller's thread.

The folder is given by the caller (the app passes platformdirs' user data folder, see
``screens.resume.default_autosave_dir``; tests pass a temporary folder), so nothing here
knows where the user's files live.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from shutil import copyfile as copy_file

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.session.atomic import remove_abandoned_temps
from audatia_qt.engine.session.match import Match
from audatia_qt.engine.session.saves import (
    LoadedGame,
    ReadMemo,
    RulesNote,
    SaveSnapshot,
    load_file,
    save_file,
    saved_game_id,
)
from audatia_qt.engine.session.strict import SaveError, printable

#: The app's own files end so, whatever game they hold: the autosave has always had this name.
SUFFIX = ".audatia"
AUTOSAVE_NAME = f"autosave{SUFFIX}"
_NO_FOLDER = translate("Save", "cannot create the autosave folder: {problem}")


class Autosave:
    """The autosave file of one user data folder, holding a game of ``games``."""

    def __init__(self, directory: Path, games: Catalogue) -> None:
        self._directory = directory
        self._games = games
        # Every save of a game reads back the same game (Audatia's decks): read once.
        self._memo = ReadMemo()
        self.kept_copy: Path | None = None
        """Where ``resumable`` last kept a copy of an autosave played by other rules."""

    @property
    def path(self) -> Path:
        """Where the unfinished game is kept."""
        return self._directory / AUTOSAVE_NAME

    def record(self, match: Match | SaveSnapshot) -> None:
        """Keep the game as it stands: written while unfinished, removed once over.

        Raises ``SaveError`` when the folder cannot be written (the previous autosave stays).
        """
        snapshot = match if isinstance(match, SaveSnapshot) else SaveSnapshot.of(match)
        if snapshot.setup.rules.returns(snapshot.state) is not None:
            self.clear()
            return
        try:
            self._directory.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            problem = str(error.strerror or error)
            raise SaveError(_NO_FOLDER.say(problem=problem)) from None
        save_file(snapshot, self.path, memo=self._memo)

    def exists(self) -> bool:
        """Whether an autosave file is there (readable or not)."""
        return self.path.is_file()

    def held_game(self) -> str | None:
        """The id of the game the autosave holds, read from its envelope only, so the window
        can hand it to that game's windows; None when there is none or it cannot be told."""
        return saved_game_id(self.path, self._games) if self.exists() else None

    def resumable(self) -> LoadedGame | None:
        """The unfinished game to offer at start, or None; ``SaveError`` if it is unreadable.

        An autosave played by other rules that today's do not give back whole is copied
        beside itself first (``kept_copy``), since the game resumed or the next one replaces it.

        A finished game found there (the app died between the last action and the clearing)
        is not offered, and the file is removed.
        """
        self.remove_abandoned_temps()
        self.kept_copy = None
        if not self.exists():
            return None
        game = load_file(self.path, self._games, memo=self._memo)
        changed = game.rules_changed
        if isinstance(changed, RulesNote):
            # Played by other rules and not given back whole: whatever the player chooses,
            # the next autosave replaces this file, so the game as it was is kept first.
            self.kept_copy = self._copy_beside(f"autosave-rules-v{changed.saved_rules}")
        if game.match().over:
            self.clear()
            return None
        return game

    def _copy_beside(self, prefix: str) -> Path | None:
        """A copy of the autosave named ``<prefix>-<time>.audatia`` in its folder (None when
        the folder cannot be written; the caller then says nothing was kept)."""
        target = self._free_name(prefix)
        try:
            copy_file(self.path, target)
        except OSError:
            return None
        return target

    def _free_name(self, prefix: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self._directory / f"{prefix}-{stamp}{SUFFIX}"
        counter = 1
        while target.exists():
            counter += 1
            target = self._directory / f"{prefix}-{stamp}-{counter}{SUFFIX}"
        return target

    def clear(self) -> None:
        """Forget the unfinished game: it ended, or the player declined to resume it."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

    def set_aside(self) -> Path | None:
        """Move an unreadable autosave out of the way, keeping it for a bug report.

        Returns the new path, or None if there was no file or it could not be moved. The kept
        copy is named ``autosave-unreadable-<time>.audatia`` in the same folder.
        """
        if not self.exists():
            return None
        target = self._free_name("autosave-unreadable")
        try:
            self.path.replace(target)
        except OSError:  # a read-only folder: the file stays, and the caller says so
            return None
        return target

    def remove_abandoned_temps(self) -> list[Path]:
        """Remove the temporary files of writes a killed process never finished (at start)."""
        return remove_abandoned_temps(self._directory)


@dataclass(frozen=True, slots=True)
class AutosaveReport:
    """What one background write did: the autosave now holds ``actions`` actions (or was
    removed, the game being over), or the write failed and the previous autosave stays."""

    actions: int
    cleared: bool = False
    error: Message | str | None = None
    """One line saying why the write failed (a ``Message``, rendered by the window in the
    player's language; a bug's own text as Python says it); None when it landed."""


class AutosaveWriter:
    """Writes the autosave on a worker thread: the newest game wins, the last one always lands.

    ``submit`` only hands over an immutable ``SaveSnapshot`` and returns at once; a worker
    thread serialises it, checks it and writes it atomically (``Autosave.record``). A snapshot
    submitted while another waits replaces it (only the newest matters); writes never overlap
    and land in the order submitted. After each write ``report`` is called, on the worker
    thread, with an ``AutosaveReport``: the autosave on disk holds what it says by then.
    ``flush`` waits until everything submitted has been written (the window calls it on quit).

    One worker thread, started by the first ``submit``, serves every later one (issue 27:
    starting a thread for each move cost the table 53-83 ms of its event loop). It ends on
    ``close``, or once the main thread has finished and nothing is left to write, so an
    interpreter exiting still waits for the last write, and an idle writer never keeps it
    alive.
    """

    #: How often an idle worker looks whether the main thread is gone (seconds).
    _IDLE_CHECK = 0.25

    def __init__(self, autosave: Autosave, report: Callable[[AutosaveReport], None]) -> None:
        self.autosave = autosave
        self._report = report
        self._condition = threading.Condition()
        self._pending: SaveSnapshot | None = None
        self._writing = False
        self._closing = False
        self._worker: threading.Thread | None = None

    def submit(self, snapshot: SaveSnapshot) -> None:
        """Write ``snapshot`` soon (instead of any snapshot still waiting)."""
        with self._condition:
            self._pending = snapshot
            self._closing = False
            if self._worker is None:
                self._worker = threading.Thread(target=self._run, name="autosave")
                self._worker.start()
            self._condition.notify_all()

    @property
    def idle(self) -> bool:
        """Nothing is waiting or being written."""
        with self._condition:
            return self._pending is None and not self._writing

    @property
    def worker(self) -> threading.Thread | None:
        """The writing thread, while it runs (one for the writer's life, until ``close``)."""
        with self._condition:
            return self._worker

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything submitted is written and reported; False on timeout."""
        with self._condition:
            return self._condition.wait_for(
                lambda: self._pending is None and not self._writing, timeout
            )

    def close(self, timeout: float | None = None) -> bool:
        """Write what is still waiting, then end the worker thread; False on timeout (the
        thread then ends by itself once its write lands). A later ``submit`` starts anew."""
        with self._condition:
            worker = self._worker
            self._closing = True
            self._condition.notify_all()
        if worker is None:
            return True
        worker.join(timeout)
        return not worker.is_alive()

    def _next(self) -> SaveSnapshot | None:
        """The snapshot to write next, waiting for one; None when the worker should end."""
        with self._condition:
            self._writing = False
            self._condition.notify_all()
            while self._pending is None:
                if self._closing or not threading.main_thread().is_alive():
                    self._worker = None
                    self._condition.notify_all()
                    return None
                self._condition.wait(self._IDLE_CHECK)
            snapshot, self._pending = self._pending, None
            self._writing = True
            return snapshot

    def _run(self) -> None:
        while (snapshot := self._next()) is not None:
            report = self._write(snapshot)
            # A receiver already gone (the window closed) leaves no one to tell.
            with contextlib.suppress(Exception):
                self._report(report)

    def _write(self, snapshot: SaveSnapshot) -> AutosaveReport:
        count = len(snapshot.actions)
        try:
            self.autosave.record(snapshot)
        except SaveError as error:
            return AutosaveReport(count, error=error.message)
        except Exception as error:  # a bug must not end the worker silently: the player is told
            return AutosaveReport(count, error=_one_line(f"{type(error).__name__}: {error}"))
        over = snapshot.setup.rules.returns(snapshot.state) is not None
        return AutosaveReport(count, cleared=over)


def _one_line(text: str) -> str:
    flat = " ".join(printable(text).split())
    return flat if len(flat) <= 200 else flat[:197] + "..."
