"""The Hint: the search's best moves for the person to move, and why the first one.

Every game's Hint button and its "why did the computer do that?" line read a search's result
the same way: its few most visited moves (best first), each with its words, its share of the
search's visits and how often it won, and a reason for the best one. What is the game's own is
its words for a move, its reason (its rules of thumb, its Why line) and its search; this module
holds the rest. A single legal move is explained without a search (share 100%, win rate
unknown: 0.5). Pure: the standard library and the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final, Generic, Protocol, TypeVar

from audatia_qt.engine.messages import Message
from audatia_qt.engine.search.ismcts import SearchResult

ActionT = TypeVar("ActionT")
ViewT = TypeVar("ViewT")
ViewT_contra = TypeVar("ViewT_contra", contravariant=True)

#: How many of the search's moves a hint lists.
CANDIDATES: Final = 3


@dataclass(frozen=True)
class Candidate(Generic[ActionT]):
    """One move the search weighed: its words, its share of the search's visits and how often
    it won."""

    action: ActionT
    text: Message
    visit_share: float
    win_rate: float


@dataclass(frozen=True)
class Explanation(Generic[ActionT]):
    """The best moves (up to ``CANDIDATES``, best first) and why the first one."""

    candidates: tuple[Candidate[ActionT], ...]
    reason: Message

    @property
    def best(self) -> ActionT:
        """The suggested move."""
        return self.candidates[0].action


#: A game's own explanation (a subclass its table knows an answer by).
ExplanationT = TypeVar("ExplanationT", bound="Explanation[Any]")


class Searcher(Protocol[ViewT_contra, ActionT]):
    """What a hint searches with: a game's search bot (``engine.search.ismcts.ISMCTSBot``)."""

    def search(
        self, view: ViewT_contra, legal: Sequence[ActionT], rng: random.Random
    ) -> SearchResult[ActionT]: ...


def candidates_of(
    result: SearchResult[ActionT], describe: Callable[[ActionT], Message]
) -> tuple[Candidate[ActionT], ...]:
    """The search's ``CANDIDATES`` most visited moves, best first, each in the game's words."""
    total = max(1, result.total_visits)
    return tuple(
        Candidate(move.action, describe(move.action), move.visits / total, move.win_rate)
        for move in result.moves[:CANDIDATES]
    )


def explain_choice(
    view: ViewT,
    legal: Sequence[ActionT],
    searcher: Callable[[], Searcher[ViewT, ActionT]],
    explain_result: Callable[[ViewT, SearchResult[ActionT]], ExplanationT],
    describe: Callable[[ActionT], Message],
    reason: Callable[[ActionT], Message],
    rng: random.Random | None,
    kind: type[ExplanationT],
) -> ExplanationT:
    """Search ``view``'s position with the bot ``searcher`` makes and explain its best move
    (``explain_result``); a single legal move is explained without a search, as a ``kind``
    (the game's own subclass, which its table knows an answer by)."""
    if not legal:
        raise ValueError("no legal action to explain")
    if len(legal) == 1:
        only = legal[0]
        return kind((Candidate(only, describe(only), 1.0, 0.5),), reason(only))
    result = searcher().search(view, legal, rng or random.Random(0))
    return explain_result(view, result)
