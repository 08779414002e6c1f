"""A match in progress: who sits where, and the history of immutable states it went through.

``Match`` is the one place a game moves forward: the table, the computer player's worker, the
save loader and the replay viewer all submit actions through ``Match.play``. The states are the
rules' immutable ``GameState`` values, so keeping every one of them costs only what changed
(the states share their unchanged parts) and undo is a step back in the list.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from audatia_qt.games.audatia.rules import (
    Action,
    Event,
    GameConfig,
    GameState,
    Outcome,
    Seat,
    Transition,
    apply,
    legal_actions,
    new_game,
    outcome,
    to_move,
)


class SeatKind(enum.Enum):
    """Who decides for a seat."""

    HUMAN = "human"
    COMPUTER = "computer"


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """Everything chosen before the first card: the game config and who plays each seat."""

    config: GameConfig
    players: tuple[SeatKind, SeatKind] = (SeatKind.HUMAN, SeatKind.COMPUTER)
    """Indexed by ``Seat``: ``players[Seat.A]`` decides for seat A."""
    difficulty: str | None = None
    """The computer player's bot name (``policy.factory.make_bot``), kept in saves as a
    plain string; None lets the table use its default."""

    def kind(self, seat: Seat) -> SeatKind:
        """Who decides for ``seat``."""
        return self.players[seat]

    @property
    def hot_seat(self) -> bool:
        """Two people share one screen: the table must hide each hand from the other."""
        return all(kind is SeatKind.HUMAN for kind in self.players)

    @property
    def humans(self) -> tuple[Seat, ...]:
        """The seats a person plays, in seat order."""
        return tuple(seat for seat in Seat if self.players[seat] is SeatKind.HUMAN)


@dataclass(frozen=True, slots=True)
class Ply:
    """One applied action, the events it caused and the state it led to."""

    action: Action
    events: tuple[Event, ...]
    state: GameState


class Match:
    """The history of one game: the first state, then one ``Ply`` per applied action.

    ``undo`` moves a cursor back without forgetting the undone plies, so ``redo`` replays
    nothing; playing a new action after an undo drops the plies that were undone.
    """

    def __init__(self, setup: MatchSetup) -> None:
        self._setup = setup
        self._start = new_game(setup.config)
        self._plies: list[Ply] = []
        self._cursor = 0
        """How many plies of ``_plies`` are in effect; the rest can be redone."""
        self._floor = 0
        """Plies that can never be undone: the history a continued game started from."""

    @classmethod
    def replayed(cls, setup: MatchSetup, actions: Iterable[Action]) -> Match:
        """A match that has played ``actions`` from the start; ``IllegalActionError`` if one
        is illegal where it comes."""
        match = cls(setup)
        for action in actions:
            match.play(action)
        return match

    @classmethod
    def from_position(cls, setup: MatchSetup, state: GameState) -> Match:
        """A match that starts at ``state`` rather than at the deal (a lesson's position).

        Its history begins there, so it cannot be saved as a deal and a list of actions; the
        lessons, which start from positions, never save. Raises ``ValueError`` when ``state``
        belongs to another game than ``setup``'s.
        """
        if state.config != setup.config:
            raise ValueError("the position is not a position of this match's game")
        match = cls(setup)
        match._start = state
        return match

    @classmethod
    def continued(cls, setup: MatchSetup, actions: Iterable[Action]) -> Match:
        """A new game that starts where ``actions`` led ("continue from here" in a replay).

        The actions are kept, so a save of the new game replays from the deal as every save
        does, but none of them can be undone: the new game's first state is its floor.
        """
        match = cls.replayed(setup, actions)
        match._floor = match._cursor
        return match

    # -- what the match is now ---------------------------------------------------------

    @property
    def setup(self) -> MatchSetup:
        """The config and the seats' players."""
        return self._setup

    @property
    def start(self) -> GameState:
        """The state before the first action."""
        return self._start

    @property
    def state(self) -> GameState:
        """The current state."""
        return self._plies[self._cursor - 1].state if self._cursor else self._start

    @property
    def plies(self) -> tuple[Ply, ...]:
        """The plies in effect, oldest first."""
        return tuple(self._plies[: self._cursor])

    @property
    def undone(self) -> tuple[Ply, ...]:
        """The plies that ``redo`` would play again, next first."""
        return tuple(self._plies[self._cursor :])

    @property
    def floor(self) -> int:
        """How many of the first plies can never be undone (0 unless ``continued``)."""
        return self._floor

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions in effect, oldest first: with the config, all a save needs."""
        return tuple(ply.action for ply in self._plies[: self._cursor])

    def to_move(self) -> Seat | None:
        """The seat that must decide now, or None when the game is over."""
        return to_move(self.state)

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions the seat to move may take now."""
        return legal_actions(self.state)

    def outcome(self) -> Outcome | None:
        """The result once the game is over."""
        return outcome(self.state)

    # -- moving -----------------------------------------------------------------------

    def play(self, action: Action) -> Transition:
        """Apply ``action`` to the current state; raises ``IllegalActionError`` if illegal.

        The plies after the cursor (undone ones) are dropped: a new action starts a new line.
        """
        transition = apply(self.state, action)
        del self._plies[self._cursor :]
        self._plies.append(Ply(action, transition.events, transition.state))
        self._cursor += 1
        return transition

    @property
    def can_undo(self) -> bool:
        """Whether there is an applied action to take back (above the floor)."""
        return self._cursor > self._floor

    @property
    def can_redo(self) -> bool:
        """Whether there is an undone action to play again."""
        return self._cursor < len(self._plies)

    def undo(self) -> Ply:
        """Take back the last action in effect and return its ply; the state is the one before."""
        if not self.can_undo:
            raise IndexError("nothing to undo")
        self._cursor -= 1
        return self._plies[self._cursor]

    def redo(self) -> Ply:
        """Play the last undone action again and return its ply."""
        if not self.can_redo:
            raise IndexError("nothing to redo")
        self._cursor += 1
        return self._plies[self._cursor - 1]
