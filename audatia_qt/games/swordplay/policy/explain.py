"""The Hint: the search's best moves for the person to move, in words, and the rule the best
one uses (issue 29, "The log, Why lines, Hint").

A hint is shown to the person whose turn it is, so its moves may name the cards of their own
hand (``narrator.plies``); its reason is the Why line (``narrator.why``), which reads only the
table. The search is Hard's, capped at a second: advice should be the best there is, never a
wait. The candidates and the explanation's shape are the kit's (``kit.explain``, every game's
Hint); Swordplay's here are its words, its Why line and its search.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from audatia_qt.engine.messages import Message
from audatia_qt.engine.narration import Mood
from audatia_qt.engine.search.ismcts import SearchResult
from audatia_qt.games.swordplay.narrator.plies import describe_decision
from audatia_qt.games.swordplay.narrator.why import why
from audatia_qt.games.swordplay.policy.search_policy import SwordplaySearch, search_bot
from audatia_qt.games.swordplay.rules import Action, View, sample_world
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
    """The Why line of ``action``: it reads only the table, which every world dealt from
    ``view`` shares."""
    return why(sample_world(view, random.Random(0)), action)


def _describe(view: View, action: Action) -> Message:
    return describe_decision(view.config, action, Mood.DO)


class Explanation(kit_explain.Explanation[Action]):
    """Swordplay's hint: the best moves (best first) and why the first one."""


def explain_result(view: View, result: SearchResult[Action]) -> Explanation:
    """The explanation of a search already made (a bot's ``last_result``)."""
    candidates = candidates_of(result, lambda action: _describe(view, action))
    return Explanation(candidates, _reason(view, candidates[0].action))


def explain_choice(
    view: View,
    legal: Sequence[Action],
    *,
    bot: SwordplaySearch | None = None,
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
