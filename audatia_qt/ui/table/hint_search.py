"""The Hint's search in a process of its own, so the table never waits for it (issue 27).

Searched on a thread, the Hint held the interpreter's lock for a second while the GUI thread
drew card faces: the table's event loop stalled for 191-281 ms. A separate process shares no
lock with the window. ``HintSearcher`` keeps one such process for a table (started on the
first hint, or by ``warm``), from a ``spawn`` context: the same on every platform, and never a
fork of a process running Qt. The frozen app calls ``multiprocessing.freeze_support`` first
(packaging/audatia_entry.py).

Only the person's ``PlayerView`` and legal actions cross the boundary (pickled: immutable
values), and the search run there is ``ai.hint_worker.search_hint``: the process knows nothing
the person does not. A process that died is replaced at the next hint; ``shutdown`` ends it,
and it ends by itself when the window's process ends in any other way (killed, crashed).
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from audatia_qt.ai.explain import Explanation
from audatia_qt.ai.hint_worker import end_with_parent, ready, search_hint
from audatia_qt.rules import Action, PlayerView


class HintSearcher:
    """One process that searches Hints, one at a time, for one table."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None

    @property
    def started(self) -> bool:
        """A hint process was started and not shut down."""
        return self._pool is not None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=context, initializer=end_with_parent
            )
        return self._pool

    def warm(self) -> Future[bool]:
        """Start the process and import the search there now, so the first Hint does not
        wait for it; the future is done once the process is ready."""
        return self._submit_ready()

    def _submit_ready(self) -> Future[bool]:
        try:
            return self._executor().submit(ready)
        except BrokenProcessPool:
            self._forget()
            return self._executor().submit(ready)

    def submit(self, view: PlayerView, legal: Sequence[Action], seed: int) -> Future[Explanation]:
        """Search ``view``'s position; the future holds the ``Explanation`` (or the error)."""
        chosen = tuple(legal)
        try:
            return self._executor().submit(search_hint, view, chosen, seed)
        except BrokenProcessPool:  # the process died (killed, out of memory): a new one
            self._forget()
            return self._executor().submit(search_hint, view, chosen, seed)

    def _forget(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def shutdown(self) -> None:
        """End the process (a search in progress is waited for, the others dropped)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
