"""The bout on the strip board: the shell's ``BoardTable`` (the match through the match owner,
the computer's moves through ``ComputerPlayers``) with Ready...Fence!'s rules and Hint, and its
types (rulebook, "Game Setup": the hands are "kept hidden", so the board reads views only)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.games.ready_fence.policy.explain import Explanation, explain_choice
from audatia_qt.games.ready_fence.rules import Action, State, View, why_not
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.board_table import BoardTable


def hint_search(view: object, legal: Sequence[object], rng: random.Random) -> Explanation:
    """The Hint: the search's best moves for the person to move, from their view only."""
    assert isinstance(view, View)
    actions = [action for action in legal if isinstance(action, Action)]
    return explain_choice(view, actions, rng=rng)


class ReadyFenceTable(BoardTable):
    """The bout on the strip board, in Ready...Fence!'s types."""

    def __init__(
        self,
        owner: MatchOwner,
        make_bot: Callable[[str], Bot[View, Action]],
        settings: BoardSettings,
        default_bot: str,
    ) -> None:
        super().__init__(owner, make_bot, settings, default_bot, refusal=why_not, hint=hint_search)

    @property
    def state(self) -> State:
        state: State = self.match.state
        return state

    def view_of(self, seat: int) -> View:
        """What ``seat`` may know now (rulebook, "Game Setup": hands "kept hidden")."""
        view = super().view_of(seat)
        assert isinstance(view, View)
        return view

    def legal(self) -> tuple[Action, ...]:
        """The moves the person to move may make now; none on the computer's move."""
        return tuple(action for action in super().legal() if isinstance(action, Action))
