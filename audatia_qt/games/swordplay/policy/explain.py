"""The Hint: the search's best moves for the person to move, in words, and the rule the best
one uses (issue 29, "The log, Why lines, Hint").

A hint is shown to the person whose turn it is, so its moves may name the cards of their own
hand (``narrator.plies``); its reason is the Why line (``narrator.why``), which reads only the
table. The search is Hard's, capped at a second: advice should be the best there is, never a
wait.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from audatia_qt.engine.messages import Message
from audatia_qt.engine.narration import Mood
from audatia_qt.engine.search.ismcts import SearchResult
from audatia_qt.games.swordplay.narrator.plies import describe_decision
from audatia_qt.games.swordplay.narrator.why import why
from audatia_qt.games.swordplay.policy.search_policy import SwordplaySearch, search_bot
from audatia_qt.games.swordplay.rules import Action, View, sample_world

#: The Hint search's time cap.
HINT_SECONDS = 1.0
#: How many of the search's moves a hint lists.
CANDIDATES = 3


@dataclass(frozen=True)
class Candidate:
    """One move the search weighed: its words, its share of the search's visits and how often
    it won."""

    action: Action
    text: Message
    visit_share: float
    win_rate: float


@dataclass(frozen=True)
class Explanation:
    """The best moves (best first) and the rule the first one uses."""

    candidates: tuple[Candidate, ...]
    reason: Message

    @property
    def best(self) -> Action:
        """The suggested move."""
        return self.candidates[0].action


def _reason(view: View, action: Action) -> Message:
    """The Why line of ``action``: it reads only the table, which every world dealt from
    ``view`` shares."""
    return why(sample_world(view, random.Random(0)), action)


def explain_result(view: View, result: SearchResult[Action]) -> Explanation:
    """The explanation of a search already made (a bot's ``last_result``)."""
    total = max(1, result.total_visits)
    candidates = tuple(
        Candidate(
            move.action,
            describe_decision(view.config, move.action, Mood.DO),
            move.visits / total,
            move.win_rate,
        )
        for move in result.moves[:CANDIDATES]
    )
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
    if not legal:
        raise ValueError("no legal action to explain")
    if len(legal) == 1:
        only = legal[0]
        candidate = Candidate(only, describe_decision(view.config, only, Mood.DO), 1.0, 0.5)
        return Explanation((candidate,), _reason(view, only))
    searcher = bot or search_bot("hard", seconds=HINT_SECONDS, mistake_rate=0.0)
    return explain_result(view, searcher.search(view, legal, rng or random.Random(0)))
