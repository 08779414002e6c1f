"""Replays: step forward, back, or jump to any ply of a finished or saved game.

A ``Replay`` holds the states of a game's history and a cursor over them: cursor 0 is the
deal, cursor ``n`` is the state after the n-th action. "Continue from here" makes a new
``Match`` that starts at the cursor (``Match.continued``), with seats chosen afresh.

What a replay shows follows the table's promise (docs/trust.md, R-034): whoever watches may
be anyone, so an unfinished game shows only what its players could see, and the "Why" of a
move is the rule it uses, never the hand behind it. The words are the game's narrator's
(``GameEntry.narrator``); the replay knows the game only through the ``Game`` protocol.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.narration import Mood, Narrator, table_readers
from audatia_qt.engine.session.match import Match, MatchSetup, Ply, SeatKind
from audatia_qt.engine.session.saves import LoadedGame


class Replay:
    """A game's history with a cursor; the states are the game's immutable values."""

    def __init__(self, setup: MatchSetup, start: Any, plies: Sequence[Ply]) -> None:
        self._setup = setup
        self._start = start
        self._plies = tuple(plies)
        self._cursor = 0

    @classmethod
    def of_match(cls, match: Match) -> Replay:
        """The replay of the plies in effect of a match (a finished game, or one in progress)."""
        return cls(match.setup, match.start, match.plies)

    @classmethod
    def of_saved(cls, game: LoadedGame) -> Replay:
        """The replay of a loaded save."""
        return cls.of_match(game.match())

    # -- where the cursor is -------------------------------------------------------------

    @property
    def setup(self) -> MatchSetup:
        """The saved game's config and seats."""
        return self._setup

    @property
    def length(self) -> int:
        """How many plies the game has; the cursor runs from 0 to ``length``."""
        return len(self._plies)

    @property
    def cursor(self) -> int:
        """How many plies have been played at the shown state."""
        return self._cursor

    @property
    def state(self) -> Any:
        """The state shown: the deal at cursor 0, else the state after ply ``cursor``."""
        return self._plies[self._cursor - 1].state if self._cursor else self._start

    @property
    def start(self) -> Any:
        """The state before the first ply (the deal, or where a continued game began)."""
        return self._start

    @property
    def plies(self) -> tuple[Ply, ...]:
        """Every ply of the game, oldest first."""
        return self._plies

    @property
    def last_ply(self) -> Ply | None:
        """The ply that led to the shown state (None at the deal): for the move caption."""
        return self._plies[self._cursor - 1] if self._cursor else None

    @property
    def actions(self) -> tuple[Any, ...]:
        """Every action of the game, oldest first."""
        return tuple(ply.action for ply in self._plies)

    @property
    def at_start(self) -> bool:
        """The cursor is at the deal."""
        return self._cursor == 0

    @property
    def at_end(self) -> bool:
        """The cursor is at the last state."""
        return self._cursor == len(self._plies)

    @property
    def finished(self) -> bool:
        """The game ended: everything may be shown at every step (both hands)."""
        return self._setup.rules.returns(self._final) is not None

    @property
    def _final(self) -> Any:
        return self._plies[-1].state if self._plies else self._start

    def _before(self, index: int) -> Any:
        """The state ply ``index`` (1-based) was played in."""
        return self._plies[index - 2].state if index > 1 else self._start

    @property
    def _narrator(self) -> Narrator:
        entry = self._setup.entry
        if entry is None or entry.narrator is None:
            raise ValueError("the replay's game has no narrator to tell its moves")
        return entry.narrator

    def open_seats(self) -> frozenset[int]:
        """The seats whose hidden cards (a hand, face-down cards, a secret) may be shown.

        Every seat once the game is over; in an unfinished game against the computer only the
        human's, so a replay never shows what the game in progress hides; in an unfinished
        hot-seat game none, since all the players may be watching.
        """
        if self.finished:
            return frozenset(self._setup.seats)
        humans = self._setup.humans
        return frozenset(humans) if len(humans) == 1 else frozenset()

    @property
    def viewer(self) -> int:
        """The seat whose side of the table the replay is seen from: the one person's in a
        game against the computer, the first seat otherwise (as the table showed a hot-seat
        game to its first player, and computers to a spectator)."""
        humans = self._setup.humans
        return humans[0] if len(humans) == 1 else self._setup.seats[0]

    def why(self, index: int) -> Message | None:
        """Ply ``index`` (1-based): why such a move is made, as the table's "Why:" line tells
        it to a reader who cannot see the mover's hand: the rule the move uses, None when none
        can be told without the hand (the game's narrator's ``why``). Every move gets one, the
        person's as well as the computer's: a replay is for learning from the game."""
        return self._narrator.why(self._before(index), self._plies[index - 1])

    @property
    def readers(self) -> tuple[int, ...]:
        """Who reads the replay's words: whoever watches the game's replay reads it as the
        game's own table was read, so what the game hides from them stays hidden (R-034);
        nobody is kept from anything once the game is over."""
        return table_readers(self._setup, self._final)

    def caption(self, index: int) -> Message:
        """Ply ``index`` (1-based) in words, e.g. "12. Boucicault: parry with Roverso
        Sottano"."""
        ply = self._plies[index - 1]
        narrator = self._narrator
        phrase = narrator.describe_ply(
            self._setup, self._before(index), ply, self.readers, mood=Mood.DO
        )
        name = narrator.seat_name(self._setup.config, ply.seat)
        return _CAPTION.say(number=index, fencer=name, move=phrase)

    # -- moving the cursor -----------------------------------------------------------------

    def forward(self) -> bool:
        """One ply on; False (and no move) at the end."""
        if self.at_end:
            return False
        self._cursor += 1
        return True

    def back(self) -> bool:
        """One ply back; False (and no move) at the deal."""
        if self.at_start:
            return False
        self._cursor -= 1
        return True

    def jump(self, cursor: int) -> None:
        """Go to ``cursor`` (0 to ``length``); raises ``IndexError`` outside."""
        if not 0 <= cursor <= len(self._plies):
            raise IndexError(f"ply {cursor} is outside 0..{len(self._plies)}")
        self._cursor = cursor

    def to_start(self) -> None:
        """Back to the deal."""
        self._cursor = 0

    def to_end(self) -> None:
        """On to the last state."""
        self._cursor = len(self._plies)

    # -- leaving the replay ----------------------------------------------------------------

    def can_continue(self) -> bool:
        """A game can go on from the shown state: it is not over."""
        return self._setup.rules.returns(self.state) is None

    def continue_from_here(
        self,
        players: Sequence[SeatKind] | None = None,
        difficulty: str | None = None,
    ) -> Match:
        """A new match starting at the shown state; the history before it cannot be undone.

        ``players`` and ``difficulty`` default to the saved game's. Raises ``ValueError`` when
        the shown state is the end of the game.
        """
        if not self.can_continue():
            raise ValueError("the game is over at this point: there is nothing to continue")
        saved = self._setup
        setup = MatchSetup(
            saved.game,
            saved.config,
            players=players if players is not None else saved.players,
            difficulty=difficulty if difficulty is not None else saved.difficulty,
            chance_seed=saved.chance_seed,
        )
        return Match.continued(setup, self.actions[: self._cursor])


#: A replay's caption of one move: its number, who made it, and the move.
_CAPTION = translate("Replay", "{number}. {fencer}: {move}")
