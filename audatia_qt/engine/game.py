"""The Game protocol: all the engine (search, session, saves, replays) and the shell ask of a
game, and all a new game must answer.

The shape is OpenSpiel's (Lanctot et al. 2019, "OpenSpiel: A Framework for Reinforcement
Learning in Games"): a *game* makes states from a config; a *state* is immutable and moved on
by ``apply``; an *observation* is what one seat may know of a state. Seats are plain ints,
``0 .. seat_count - 1`` (a game may use an ``IntEnum``, as Audatia's ``Seat`` is), so games of
two seats and games of more (Swordplay: Arena's co-op and multi-hero play) are asked alike.

Chance: when the rules roll a die or draw at random in the middle of play, ``to_move`` answers
``CHANCE`` and ``chance_outcomes`` lists the outcomes with their odds. The match owner picks
one with its seeded generator and records it as an ordinary action, so a save holds the roll
and a replay repeats it exactly. Randomness fixed at the deal (a shuffled deck) is the config's
seed's business instead, as in Audatia.

Nothing here imports a game: the engine knows games only through this protocol.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterable, Sequence
from typing import Final, Protocol, TypeVar

from audatia_qt.engine.messages import Message

#: ``to_move``'s answer when the next step is the rules' own roll or random draw.
CHANCE: Final = -1

ConfigT_contra = TypeVar("ConfigT_contra", contravariant=True)
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT", bound=Hashable)
EventT = TypeVar("EventT")
ViewT = TypeVar("ViewT")
StateT_co = TypeVar("StateT_co", covariant=True)
EventT_co = TypeVar("EventT_co", covariant=True)


class Step(Protocol[StateT_co, EventT_co]):
    """What ``apply`` returns: the new state and what happened, in order."""

    @property
    def state(self) -> StateT_co: ...

    @property
    def events(self) -> tuple[EventT_co, ...]: ...


class IllegalMove(ValueError):
    """What a game raises (as a subclass, or itself) for an action that is not legal now."""


class Game(Protocol[ConfigT_contra, StateT, ActionT, EventT, ViewT]):
    """One game's rules, asked by the engine; every method is pure and never changes a state.

    The type parameters are the game's own config, state, action, event and observation.
    """

    @property
    def id(self) -> str:
        """A short stable name ("audatia"): the save files' format id and the game list's key."""
        ...

    # -- playing --------------------------------------------------------------------------

    def new_state(self, config: ConfigT_contra) -> StateT:
        """The state before the first decision (cards dealt from the config's seed)."""
        ...

    def seat_count(self, config: ConfigT_contra) -> int:
        """How many seats the game played with ``config`` has (2 or more)."""
        ...

    def to_move(self, state: StateT) -> int | None:
        """The seat that decides now, ``CHANCE`` for the rules' own roll, None when over."""
        ...

    def legal_actions(self, state: StateT) -> Sequence[ActionT]:
        """The actions the seat to move may take now (the chance outcomes at ``CHANCE``)."""
        ...

    def chance_outcomes(self, state: StateT) -> Sequence[tuple[ActionT, float]]:
        """At ``CHANCE``: every outcome and its probability (they sum to 1); else empty."""
        ...

    def apply(self, state: StateT, action: ActionT) -> Step[StateT, EventT]:
        """The state after ``action`` and the events it caused; raises an ``IllegalMove``
        subclass (a ``ValueError``) when the action is not legal in ``state``."""
        ...

    def returns(self, state: StateT) -> tuple[float, ...] | None:
        """Each seat's result once the game is over (1 a win, 0 a loss, between for a draw or
        a shared result), None while it goes on."""
        ...

    # -- what each seat may know ----------------------------------------------------------

    def observe(self, state: StateT, seat: int) -> ViewT:
        """Everything ``seat`` may know of ``state``, and nothing else: its information set."""
        ...

    def viewer(self, view: ViewT) -> int:
        """The seat an observation belongs to."""
        ...

    def redact(self, events: Iterable[EventT], reader: int) -> tuple[EventT, ...]:
        """``events`` as ``reader`` may see them (others' hidden cards taken out)."""
        ...

    def sample_world(self, view: ViewT, rng: random.Random) -> StateT:
        """A whole state consistent with ``view``, what it hides dealt at random; ``observe`` of
        the result is ``view`` again. A game with nothing hidden returns the one state."""
        ...

    # -- writing moves down ---------------------------------------------------------------

    def format_action(self, config: ConfigT_contra, action: ActionT) -> str:
        """The action in the game's notation, one line of plain text (saves, replays, network)."""
        ...

    def parse_action(self, config: ConfigT_contra, text: str) -> ActionT:
        """The action ``text`` names; raises ``ValueError`` saying what is wrong with it."""
        ...

    # -- taking moves back ----------------------------------------------------------------

    def undo_boundary(self, event: EventT) -> Message | None:
        """Words for ``event`` when Undo against the computer may not go back past it (a card
        drawn, a secret revealed, a die rolled), else None."""
        ...
