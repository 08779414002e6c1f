"""The Hint: the search's best moves for the fencer to move, in words, and the rule the best
one uses (issue 30, "Computer fencers on the shared search").

A hint is shown to the fencer whose turn it is, so its moves may name the cards of their own
hand (``narrator.plies``, read by the viewer alone); its reason is the Why line
(``narrator.why``), which names no card. The search is Hard's, capped at a second. The
candidates and the explanation's shape are the kit's (``kit.explain``); Ready...Fence!'s are its
words, its Why line and its search.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from audatia_qt.engine.messages import Message
from audatia_qt.engine.narration import Mood
from audatia_qt.engine.search.ismcts import SearchResult
from audatia_qt.games.ready_fence.narrator.plies import describe
from audatia_qt.games.ready_fence.narrator.why import why
from audatia_qt.games.ready_fence.policy.search_policy import ReadyFenceSearch, search_bot
from audatia_qt.games.ready_fence.rules import Action, View, sample_world
from audatia_qt.kit import explain as kit_explain
from audatia_qt.kit.explain import CANDIDATES, Candidate, candidates_of

__all__ = [
    "CANDIDATES",
    "HINT_SECONDS",
    "Candidate",
    "Explanation",
    "explain_choice",
    "explain_result",
]

#: The Hint search's time cap.
HINT_SECONDS = 1.0


def _reason(view: View, action: Action) -> Message:
    """The Why line of ``action``: it names no card, so any world dealt from ``view`` serves;
    a hint is given only for a fencer's own decision, which always has a rule."""
    reason = why(sample_world(view, random.Random(0)), action)
    assert reason is not None, "a fencer's move always has its rule"
    return reason


def _describe(view: View, action: Action) -> Message:
    # Told to the viewer alone: the hint is theirs.
    return describe(view.config, action, (view.viewer,), Mood.DO)


class Explanation(kit_explain.Explanation[Action]):
    """Ready...Fence!'s hint: the best moves (best first) and why the first one."""


def explain_result(view: View, result: SearchResult[Action]) -> Explanation:
    """The explanation of a search already made (a bot's ``last_result``)."""
    candidates = candidates_of(result, lambda action: _describe(view, action))
    return Explanation(candidates, _reason(view, candidates[0].action))


def explain_choice(
    view: View,
    legal: Sequence[Action],
    *,
    bot: ReadyFenceSearch | None = None,
    rng: random.Random | None = None,
) -> Explanation:
    """Search ``view``'s position and explain its best move (with ``bot``'s budget, or Hard's
    capped at ``HINT_SECONDS``); a single legal move is explained without a search."""
    return kit_explain.explain_choice(
        view,
        legal,
        lambda: bot or search_bot("hard", seconds=HINT_SECONDS, mistake_rate=0.0),
        explain_result,
        lambda action: _describe(view, action),
        lambda action: _reason(view, action),
        rng,
        Explanation,
    )
