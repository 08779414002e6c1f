"""Worker processes for searches: one per core (up to a cap), started by ``spawn`` on first use,
reused by every decision after it, and ended by ``close`` (the table, the runner or the bench
that owns the pool closes it; nothing here outlives its owner).

``spawn``, never ``fork``: the app holds threads (Qt's, the computer's), which ``fork`` would
copy half-made. A search may run from any thread (the computer thinks on a worker thread), and
``close`` from another: it ends the worker processes at once, so a window closed in the middle
of a long search neither waits for it nor leaves processes behind; the search that was waiting
raises ``SearchPoolClosed``.

Where worker processes cannot start (a sandbox without semaphores, a process limit, a frozen
build whose workers die at birth), the pool says so once and runs its tasks in this process, in
the same order: a caller gets the same results either way, only later.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import CancelledError, Executor, Future
from concurrent.futures.process import BrokenProcessPool, ProcessPoolExecutor
from multiprocessing import get_context
from multiprocessing.process import BaseProcess
from typing import Protocol, TypeVar, runtime_checkable

from audatia_qt.engine.messages import translate

TaskT = TypeVar("TaskT")
ResultT = TypeVar("ResultT")

#: The most worker processes a pool starts, however many cores the machine has: a decision's
#: searches are few (the levels' ``trees``), and each process holds its own copy of the game.
MAX_WORKERS = 8

#: How long ``close`` waits for a terminated worker to be gone before it stops waiting.
REAP_SECONDS = 5.0

#: Said once when worker processes cannot be used.
NO_WORKERS = translate(
    "Search", "The search's worker processes could not start ({error}): it searches on one core."
)

#: Starts an executor of the given number of worker processes.
StartWorkers = Callable[[int], Executor]


@runtime_checkable
class PoolUser(Protocol):
    """A computer player that can search on a ``SearchPool`` its owner gives it (and closes)."""

    def use_pool(self, pool: SearchPool | None) -> None: ...


class SearchPoolClosed(RuntimeError):
    """The pool was closed (its table or arena ended) before or while a search used it."""


def _ignore_interrupts() -> None:
    """A worker ignores Ctrl+C (the terminal sends it to every process of the run): its owner
    decides what an interrupt stops, and closes the pool."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def spawn_workers(count: int) -> Executor:
    """``count`` worker processes started by ``spawn`` (as they are first needed)."""
    return ProcessPoolExecutor(count, get_context("spawn"), initializer=_ignore_interrupts)


def core_count() -> int:
    """The cores this process may run on (its affinity where the system says), at least one."""
    affinity = getattr(os, "sched_getaffinity", None)
    if affinity is not None:
        return max(1, len(affinity(0)))
    return max(1, os.cpu_count() or 1)


def _tell_stderr(line: str) -> None:
    print(line, file=sys.stderr)


class SearchPool:
    """Worker processes for searches, started on first use; see the module docstring.

    ``workers``: how many (default one per core, at most ``MAX_WORKERS``). ``start`` makes the
    executor (the spawn pool; a test gives another) and ``tell`` hears, once, why the pool
    fell back to this process."""

    def __init__(
        self,
        workers: int | None = None,
        *,
        start: StartWorkers = spawn_workers,
        tell: Callable[[str], None] = _tell_stderr,
    ) -> None:
        self.workers = max(1, min(core_count(), MAX_WORKERS) if workers is None else workers)
        self._start = start
        self._tell = tell
        self._lock = threading.Lock()
        self._executor: Executor | None = None
        self._closed = False
        self.fallback: str | None = None
        """Why the pool runs its tasks in this process (None while worker processes serve)."""

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def started(self) -> bool:
        """Whether worker processes have been started (and not closed)."""
        return self._executor is not None

    def run(self, work: Callable[[TaskT], ResultT], tasks: Sequence[TaskT]) -> list[ResultT]:
        """``work(task)`` for every task, on the workers; the results in the tasks' order,
        whatever order they finish in. ``work`` and the tasks go to other processes, so they
        must pickle (``work`` a module-level function). An exception ``work`` raises is
        raised here; ``SearchPoolClosed`` when the pool is or gets closed."""
        futures: list[Future[ResultT]] | None = None
        try:
            futures = self._submit(work, tasks)
            if futures is None:
                return [work(task) for task in tasks]
            return [future.result() for future in futures]
        except (BrokenProcessPool, CancelledError, OSError, RuntimeError) as error:
            for future in futures or ():
                future.cancel()
            if self._closed:
                raise SearchPoolClosed("the search's workers were closed") from error
            if not isinstance(error, (BrokenProcessPool, OSError)):
                raise
            self._give_up(error)
            return [work(task) for task in tasks]

    def close(self) -> None:
        """End the worker processes now (a search using them raises ``SearchPoolClosed``) and
        refuse any later search. Closing twice does nothing more."""
        with self._lock:
            self._closed = True
            executor, self._executor = self._executor, None
        if executor is not None:
            _end(executor)

    def __enter__(self) -> SearchPool:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def _submit(
        self, work: Callable[[TaskT], ResultT], tasks: Sequence[TaskT]
    ) -> list[Future[ResultT]] | None:
        """The tasks handed to the workers, started now if need be; None to run them in this
        process. Under the lock: the executor starts a worker as a task needs one, and
        ``close`` must not end the executor before it knows of every worker it started."""
        with self._lock:
            if self._closed:
                raise SearchPoolClosed("the search's workers were closed")
            if self.fallback is not None:
                return None
            if self._executor is None:
                try:
                    self._executor = self._start(self.workers)
                except (OSError, NotImplementedError, ValueError) as error:
                    self._fall_back(error)
                    return None
            return [self._executor.submit(work, task) for task in tasks]

    def _give_up(self, error: BaseException) -> None:
        """The workers died or could not be reached: end them and search here from now on."""
        with self._lock:
            executor, self._executor = self._executor, None
            self._fall_back(error)
        if executor is not None:
            _end(executor)

    def _fall_back(self, error: BaseException) -> None:
        if self.fallback is None:
            self.fallback = (
                f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
            )
            self._tell(NO_WORKERS.say(error=self.fallback).english())


def _end(executor: Executor) -> None:
    """Stop ``executor`` without waiting for the searches it runs: its processes are ended."""
    processes: list[BaseProcess] = []
    if isinstance(executor, ProcessPoolExecutor):
        # Python 3.14 has ``terminate_workers``; before it, the executor's own map of its
        # processes is the only way to reach them.
        processes = list((executor._processes or {}).values())
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
    for process in processes:
        process.join(REAP_SECONDS)
    # A worker still alive then did not end on SIGTERM in time (seen once on a loaded
    # machine: a test's worker outliving its table); it is killed, so none outlives ``close``.
    for process in processes:
        if process.is_alive():
            process.kill()
            process.join(REAP_SECONDS)
    executor.shutdown(wait=True)
