"""What the session asks of a game's words: its moves and seats told to the people at the table.

The session's Undo menu, its replay captions and its "Why" lines are the engine's, but every
word in them is the game's: a game plugs its ``Narrator`` into its catalogue entry
(``GameEntry.narrator``) and the engine asks it, never knowing what a move means.

Who reads: ``table_readers`` is the one answer (docs/trust.md, R-028, R-034). Against the
computer that is the one person; in hot-seat all the people read the shared texts, so they name
only what every one of them may see; with no person the spectator follows the first seat's side.
Once the game is over nothing is hidden and nobody is kept from anything.
"""

from __future__ import annotations

import enum
from collections.abc import Collection
from typing import TYPE_CHECKING, Any, Protocol

from audatia_qt.engine.messages import Message

if TYPE_CHECKING:  # the session's match imports the catalogue, which names this protocol
    from audatia_qt.engine.session.match import Match, MatchSetup, Ply


class Mood(enum.Enum):
    """How a move is said."""

    DO = "do"
    """The deciding player's words, said inside other sentences ("Undo: {move}"): lower case,
    no full stop, e.g. "parry with Roverso Sottano"."""
    DOES = "does"
    """A whole sentence of the log about a seat, e.g. "Galeazzo parries with a Roverso
    Sottano."."""


class Narrator(Protocol):
    """A game's words for the session."""

    def describe_ply(
        self, setup: MatchSetup, before: Any, ply: Ply, readers: Collection[int], *, mood: Mood
    ) -> Message:
        """``ply``, played in state ``before``, as ``readers`` may know it: nothing a reader
        may not see is named (a card drawn face down is "a card")."""
        ...

    def seat_name(self, config: Any, seat: int) -> str | Message:
        """Who sits at ``seat`` in a game of ``config`` ("Boucicault"), for captions; ``seat``
        is ``CHANCE`` for the rules' own roll (the dealer, the dice)."""
        ...

    def why(self, before: Any, ply: Ply) -> Message | None:
        """Why such a move is made, told to a reader who cannot see the mover's hand (the rule
        it uses), or None when nothing can be told without it."""
        ...


def table_readers(setup: MatchSetup, state: Any) -> tuple[int, ...]:
    """The seats whose eyes are on the table's shared texts now: none once the game is over,
    when nothing is hidden any more."""
    if setup.rules.returns(state) is not None:
        return ()
    humans = setup.humans
    return humans if humans else setup.seats[:1]


def ply_readers(match: Match, index: int) -> tuple[int, ...]:
    """The table's readers of ``match``'s ply ``index``: those of the state before it, so the
    ply that ends the game names no card its readers could not see when it was played (the
    last card drawn, a card laid face down), though nothing is hidden once the game is over
    (docs/trust.md, "Who")."""
    before = match.plies[index - 1].state if index else match.start
    return table_readers(match.setup, before)
