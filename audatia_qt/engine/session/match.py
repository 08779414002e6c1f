"""A match in progress: which game, who sits where, and the history of the states it went through.

``Match`` is the one place a game moves forward: the table, the computer player's worker, the
save loader and the replay viewer all submit actions through ``Match.play``. It knows the game
only through the ``Game`` protocol (``engine.game``), so any game of the catalogue is played,
undone, saved and replayed alike. The states are the game's immutable values, so keeping every
one of them costs only what changed and undo is a step back in the list.

Chance: whenever the game waits on the rules' own roll (``to_move`` answers ``CHANCE``), the
match picks the outcome at once, by the outcomes' odds, with a generator seeded from the setup's
``chance_seed`` and the roll's place in the history, and records it as a ply of its own. A save
then holds the roll like any move, a replay repeats it, and taking a roll back and drawing again
at the same place gives the same card (an undo is no way to roll again).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from audatia_qt.engine.catalogue import AnyGame, GameEntry
from audatia_qt.engine.game import CHANCE, IllegalMove, Step


class SeatKind(enum.Enum):
    """Who decides for a seat."""

    HUMAN = "human"
    COMPUTER = "computer"


@runtime_checkable
class _DealtState(Protocol):
    """A state that keeps the config it was dealt from (both games' states do): the match can
    then tell a position of another game from one of its own."""

    @property
    def config(self) -> object: ...


@runtime_checkable
class _DecidedState(Protocol):
    """A state that says how its game ended in the game's own terms (Audatia's ``Outcome``:
    the winner and why), None while it goes on."""

    @property
    def outcome(self) -> object: ...


@dataclass(frozen=True, slots=True, init=False)
class MatchSetup:
    """Everything chosen before the first decision: the game and its config, who plays each
    seat, the computer player's name, and the seed of the rolls made during play."""

    game: GameEntry | AnyGame
    """The game: its catalogue entry (its rules, saves, words and seats' names), or its rules
    alone for a headless match that is never saved or described."""
    config: Any
    """The game's own config (Audatia's ``GameConfig``: decks, challenger, seed, variant)."""
    players: tuple[SeatKind, ...]
    """One per seat, in seat order: ``players[seat]`` decides for ``seat``."""
    difficulty: str | None
    """The computer player's bot name (one of the entry's ``bot_names``), kept in saves as a
    plain string; None lets the table use its default."""
    chance_seed: int
    """Seeds the rolls the match makes for the rules (``CHANCE``): a new game draws it at
    random, as Audatia's deal draws its seed, and a save keeps it when the game rolls; a game
    without chance events never uses it."""

    def __init__(
        self,
        game: GameEntry | AnyGame,
        config: Any,
        players: Sequence[SeatKind] | None = None,
        difficulty: str | None = None,
        chance_seed: int = 0,
    ) -> None:
        rules: AnyGame = game.game if isinstance(game, GameEntry) else game
        count = rules.seat_count(config)
        if count < 2:
            raise ValueError(f"a game needs two seats or more, not {count}")
        # One person against the computer unless told otherwise: the first seat is theirs.
        kinds = (
            (SeatKind.HUMAN, *(SeatKind.COMPUTER,) * (count - 1))
            if players is None
            else tuple(players)
        )
        if len(kinds) != count:
            raise ValueError(f"{len(kinds)} players for a game of {count} seats")
        object.__setattr__(self, "game", game)
        object.__setattr__(self, "config", config)
        object.__setattr__(self, "players", kinds)
        object.__setattr__(self, "difficulty", difficulty)
        object.__setattr__(self, "chance_seed", chance_seed)

    @property
    def entry(self) -> GameEntry | None:
        """The game's catalogue entry; None when the setup was made from the rules alone."""
        return self.game if isinstance(self.game, GameEntry) else None

    @property
    def rules(self) -> AnyGame:
        """The game's rules, asked through the ``Game`` protocol."""
        return self.game.game if isinstance(self.game, GameEntry) else self.game

    @property
    def seats(self) -> tuple[int, ...]:
        """Every seat, in order, as the game names it (Audatia's ``Seat``)."""
        entry = self.entry
        name = entry.seat if entry is not None else int
        return tuple(name(index) for index in range(len(self.players)))

    def kind(self, seat: int) -> SeatKind:
        """Who decides for ``seat``."""
        return self.players[seat]

    @property
    def hot_seat(self) -> bool:
        """People share one screen: the table must hide each hand from the others."""
        return len(self.humans) >= 2

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats a person plays, in seat order."""
        return tuple(seat for seat in self.seats if self.players[seat] is SeatKind.HUMAN)


@dataclass(frozen=True, slots=True)
class Ply:
    """One applied action, the events it caused and the state it led to."""

    action: Any
    events: tuple[Any, ...]
    state: Any
    seat: int
    """Who made it: the seat that was to move, or ``CHANCE`` for the rules' own roll."""

    @property
    def rolled(self) -> bool:
        """The rules' roll (a card drawn, a die cast) rather than a seat's decision."""
        return self.seat == CHANCE


class Match:
    """The history of one game: the first state, then one ``Ply`` per applied action.

    ``undo`` moves a cursor back without forgetting the undone plies, so ``redo`` replays
    nothing; playing a new action after an undo drops the plies that were undone.
    """

    def __init__(self, setup: MatchSetup) -> None:
        self._begin(setup, setup.rules.new_state(setup.config))
        self._roll()

    def _begin(self, setup: MatchSetup, start: Any) -> None:
        self._setup = setup
        self._start = start
        self._plies: list[Ply] = []
        self._cursor = 0
        """How many plies of ``_plies`` are in effect; the rest can be redone."""
        self._floor = 0
        """Plies that can never be undone: the history a continued game started from."""
        self._last_played: tuple[Ply, ...] = ()

    @classmethod
    def replayed(cls, setup: MatchSetup, actions: Iterable[Hashable]) -> Match:
        """A match that has played ``actions`` from the start, the rolls among them as they
        were recorded; raises the game's ``IllegalMove`` if one is illegal where it comes."""
        match = cls.recording(setup)
        for action in actions:
            match.play_recorded(action)
        match._roll()
        return match

    @classmethod
    def recording(cls, setup: MatchSetup) -> Match:
        """A match at the deal that makes no roll of its own: a recorded history (a save's)
        is played into it with ``play_recorded``, its rolls among its actions."""
        match = cls.__new__(cls)
        match._begin(setup, setup.rules.new_state(setup.config))
        return match

    @classmethod
    def from_position(cls, setup: MatchSetup, state: Any) -> Match:
        """A match that starts at ``state`` rather than at the deal (a lesson's position).

        Its history begins there, so it cannot be saved as a deal and a list of actions; the
        lessons, which start from positions, never save. Raises ``ValueError`` when ``state``
        belongs to another game than ``setup``'s.
        """
        if isinstance(state, _DealtState) and state.config != setup.config:
            raise ValueError("the position is not a position of this match's game")
        match = cls.__new__(cls)
        match._begin(setup, state)
        match._roll()
        return match

    @classmethod
    def continued(cls, setup: MatchSetup, actions: Iterable[Hashable]) -> Match:
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
        """The game, its config and the seats' players."""
        return self._setup

    @property
    def start(self) -> Any:
        """The state before the first action."""
        return self._start

    @property
    def state(self) -> Any:
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
    def actions(self) -> tuple[Any, ...]:
        """The actions in effect, rolls included, oldest first: with the setup, all a save
        needs."""
        return tuple(ply.action for ply in self._plies[: self._cursor])

    def to_move(self) -> Any:
        """The seat that must decide now, or None when the game is over (never ``CHANCE``:
        the match rolls for the rules at once)."""
        return self._setup.rules.to_move(self.state)

    def legal_actions(self) -> tuple[Any, ...]:
        """The actions the seat to move may take now."""
        return tuple(self._setup.rules.legal_actions(self.state))

    def returns(self) -> tuple[float, ...] | None:
        """Each seat's result once the game is over (``Game.returns``), None before."""
        return self._setup.rules.returns(self.state)

    def outcome(self) -> Any:
        """The game's own account of the result once it is over (Audatia's ``Outcome``: the
        winner and why), None while it goes on; a game without one gives its ``returns``."""
        state = self.state
        over = self._setup.rules.returns(state)
        if over is None or not isinstance(state, _DecidedState):
            return over
        return state.outcome

    @property
    def over(self) -> bool:
        """The game has ended."""
        return self.returns() is not None

    # -- moving -----------------------------------------------------------------------

    def play(self, action: Hashable) -> Step[Any, Any]:
        """Apply ``action`` to the current state, then make the rolls that follow it; raises
        the game's ``IllegalMove`` (a ``ValueError``) if it is illegal.

        The plies after the cursor (undone ones) are dropped: a new action starts a new line.
        Returns the action's own step; the rolls after it are plies of their own (``plies``).
        """
        played_from = self._cursor
        step = self.play_recorded(action)
        self._roll()
        self._last_played = tuple(self._plies[played_from : self._cursor])
        return step

    def play_recorded(self, action: Hashable) -> Step[Any, Any]:
        """Apply one action of a recorded history (a save's, a replay's), which holds its rolls
        as actions too: no roll is made here. ``play`` is the way to move a live game."""
        game = self._setup.rules
        before = self.state
        # The rules first: the mover is read after, so a move goes straight to the rules.
        step = game.apply(before, action)
        seat = game.to_move(before)
        if seat is None:  # a game that applied a move after its end broke the protocol
            raise IllegalMove(f"{action!r} comes after the end of the game")
        del self._plies[self._cursor :]
        self._plies.append(Ply(action, tuple(step.events), step.state, seat))
        self._cursor += 1
        return step

    def _roll(self) -> None:
        """Make the rules' rolls while the game waits on one, each recorded as a ply."""
        game = self._setup.rules
        while game.to_move(self.state) == CHANCE:
            outcomes = game.chance_outcomes(self.state)
            # Seeded by the roll's place in the history: the same place rolls the same.
            rng = random.Random(f"{self._setup.chance_seed}:{self._cursor}")
            actions = [action for action, _ in outcomes]
            chosen = rng.choices(actions, weights=[odds for _, odds in outcomes])[0]
            self.play_recorded(chosen)

    @property
    def last_played(self) -> tuple[Ply, ...]:
        """The plies the last ``play`` added: the action and the rolls made after it."""
        return self._last_played

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
