"""One long job at a time on a worker thread (a deck's gauntlet), told back on the GUI thread.

The run follows the table's ``BotRunner``: a Python thread pool of one worker, and signals
emitted from the worker to a QObject living on the GUI thread (so they are queued to it). The
job is given only immutable data by its caller and touches no Qt object but the progress
callback. Closing the owner, or quitting, cancels the run and waits for the worker to stop.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

#: A job: called on the worker with ``progress(done, total)`` and ``cancelled()``; returns the
#: report (a cancelled job returns what it has so far).
Job = Callable[[Callable[[int, int], None], Callable[[], bool]], object]


class RunRefused(Exception):
    """A job's refusal, already said in one line in the player's language."""

    def __init__(self, line: str) -> None:
        super().__init__(line)
        self.line = line


class _Emitter(QObject):
    """Lives on the GUI thread; the worker's emits are queued to it."""

    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)


class BackgroundRun(QObject):
    """Runs one job at a time on a worker thread; ``finished(report)`` arrives on the GUI
    thread, complete or cut short by ``cancel``."""

    progressed = Signal(int, int)
    """(done, total)"""
    finished = Signal(object)
    """(the job's report)"""
    failed = Signal(str)
    """A one-line reason: a ``RunRefused``'s line, or the failure's type and message."""

    def __init__(self, thread_name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=thread_name)
        self._stop = threading.Event()
        self._future: Future[None] | None = None
        self._emitter = _Emitter(self)
        self._emitter.progressed.connect(self.progressed.emit)
        self._emitter.finished.connect(self._on_finished)
        self._emitter.failed.connect(self._on_failed)
        self._closed = False

    @property
    def running(self) -> bool:
        """A run was started and its answer has not yet reached the GUI thread."""
        return self._future is not None

    def run(self, job: Job) -> None:
        """Start ``job`` (one at a time)."""
        if self.running or self._closed:
            raise RuntimeError("a run is already under way, or the runner is shut down")
        self._stop = threading.Event()
        stop, emitter = self._stop, self._emitter

        def work() -> None:
            try:
                report = job(emitter.progressed.emit, stop.is_set)
            except RunRefused as refused:
                emitter.failed.emit(refused.line)
            except Exception as error:  # a failure must reach the window, not kill the worker
                emitter.failed.emit(f"{type(error).__name__}: {error}")
            else:
                emitter.finished.emit(report)

        self._future = self._pool.submit(work)

    def cancel(self) -> None:
        """Ask the run to stop; the job stops at its next look at ``cancelled()``."""
        self._stop.set()

    def shutdown(self) -> None:
        """Cancel, and wait for the worker thread to end; nothing more will be reported."""
        self._closed = True
        self._stop.set()
        self._pool.shutdown(wait=True, cancel_futures=True)
        self._future = None

    def _on_finished(self, report: object) -> None:
        if self._closed:
            return
        self._future = None
        self.finished.emit(report)

    def _on_failed(self, reason: str) -> None:
        if self._closed:
            return
        self._future = None
        self.failed.emit(reason)
