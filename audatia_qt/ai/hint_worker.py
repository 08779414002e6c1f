"""What the table's hint process runs (``ui.table.hint_search``): the Hint's search, and a
watch that ends the process with the window's.

The process is given only the view of the person who asked and their legal actions (pickled
across), so the Hint sees no more there than it would in the window's own process.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import threading
from collections.abc import Sequence

from audatia_qt.ai.explain import Explanation, explain_choice
from audatia_qt.rules import Action, PlayerView


def search_hint(view: PlayerView, legal: Sequence[Action], seed: int) -> Explanation:
    """The Hint: ``explain_choice`` of the person's own view, searched with ``seed``."""
    return explain_choice(view, legal, rng=random.Random(seed))


def ready() -> bool:
    """Nothing: a hint process asked this has imported the search and waits warm."""
    return True


def end_with_parent() -> None:
    """Run first in the hint process: it ends as soon as the window's process ends, however
    that ends (a process pool's worker holds both ends of its own task pipe, so a killed
    window would otherwise leave it waiting for ever, holding the window's stderr)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, name="hint-parent-watch", daemon=True).start()
