"""Audatia's Provost (Normal) and Master (Hard) frozen as they played on 2026-11-28 (issue 31,
"Frozen baselines: today's Normal and Hard, kept as test-only bots").

What defines their play is copied here, its imports pointed at the copies: the levels
(``levels.py``), the heuristic and the knowledge it reads (``heuristic.py``, ``knowledge.py``),
the search policy (``search_policy.py``) and the engine's ISMCTS (``ismcts.py``), all as main
459e61f had them. What stays live is the game itself: the rules, the Game adapter
(``AudatiaGame``) and its world sampler, which every bot, frozen or not, must play by. So a
later change to ``games/audatia/policy/`` or to the engine's search changes the live bots and not
these, and the arena measures the difference: ``audatia arena --a ismcts:hard
--b frozen:hard-2026-11-28 --sprt``.

tests/bots/audatia/decisions.json holds the live bots' decisions on 2026-11-28 for seeded
views (``record_decisions``); tests/bots/test_frozen_audatia.py checks the frozen copies still
make them.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from audatia_qt.engine.search.bot import Bot
from audatia_qt.games.audatia.rules import Action, PlayerView
from tests.bots.audatia.search_policy import search_bot

#: The frozen baselines by name, each the level it froze.
FROZEN_LEVELS: dict[str, str] = {
    "frozen:normal-2026-11-28": "normal",
    "frozen:hard-2026-11-28": "hard",
}


def make_frozen(
    name: str, clock: Callable[[], float] = time.perf_counter
) -> Bot[PlayerView, Action]:
    """A new frozen baseline for ``name`` (``clock``: the search's, a stopped one for tests
    that want only the iteration budget to end a search); ``ValueError`` naming the frozen
    baselines for anything else."""
    level = FROZEN_LEVELS.get(name)
    if level is None:
        raise ValueError(f"unknown bot {name!r}: the frozen ones are {', '.join(FROZEN_LEVELS)}")
    return search_bot(level, clock=clock)
