"""The game on the arena board: the shell's ``BoardTable`` (the match through the match owner,
the computer's turns through ``ComputerPlayers``) with Swordplay's rules and Hint, and its
types (rulebook, "2. Draw": a hand is its holder's, so the board reads views only)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.games.swordplay.policy.explain import Explanation, explain_choice
from audatia_qt.games.swordplay.rules import Action, View, why_not
from audatia_qt.games.swordplay.rules.state import State
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.board_table import BoardTable


def hint_search(view: object, legal: Sequence[object], rng: random.Random) -> Explanation:
    """The Hint: the search's best moves for the person to move, from their view only."""
    assert isinstance(view, View)
    actions = [action for action in legal if isinstance(action, Action)]
    return explain_choice(view, actions, rng=rng)


class SwordplayTable(BoardTable):
    """The match on the arena board, in Swordplay's types."""

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

    def view(self) -> View:
        """What the seat at the board may know now (rulebook, "2. Draw": a hand is its
        holder's)."""
        return self.view_of(self.viewer())

    def view_of(self, seat: int) -> View:
        """What ``seat`` may know now."""
        view = super().view_of(seat)
        assert isinstance(view, View)
        return view

    def legal(self) -> tuple[Action, ...]:
        """The moves the person to move may make now; none on the computer's turn."""
        return tuple(action for action in super().legal() if isinstance(action, Action))
