"""The one writer of the match: ``MatchOwner`` holds the match being played and is the only
thing that changes it, and after every change it tells its listeners, once, what changed.

Every way a match changes goes through it: a move played at the table, by the computer or (a
later issue) over the network (``play``, checked by the game's rules: an illegal action raises
the rules' own error, with their reason, and changes nothing); Undo and Redo (``undo``,
``redo``: the policy of ``engine.session.undo``); and a whole new match in its place
(``replace``: a new deal, a loaded save, the autosave resumed, a replay continued, a lesson's
position). The listeners (the table, the menus, the autosave, the log) read the notice, a
``Change``, and the owner's match; none of them writes it.

Every listener hears every change, in the order the changes were made: a listener may not
change the match while a change is being told (``ChangeInProgressError``), so each one reads
the match exactly as the change left it. The listeners are a plain list on each owner: a
window, a course and a deck's playtest each have their own.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from audatia_qt.engine.catalogue import AnyGame
from audatia_qt.engine.messages import Message
from audatia_qt.engine.session import undo as undo_policy
from audatia_qt.engine.session.match import Match, Ply


class ChangeKind(enum.Enum):
    """What happened to the match."""

    PLAYED = "played"
    """One action was played and the game goes on."""
    FINISHED = "finished"
    """One action was played and it ended the game."""
    UNDONE = "undone"
    """Undo took back one or more plies."""
    REDONE = "redone"
    """Redo played one or more undone plies again."""
    REPLACED = "replaced"
    """Another match took the place of the one held (``Replacement`` says which)."""


class Replacement(enum.Enum):
    """Where a match that replaced the one held came from."""

    NEW = "new"
    """A new deal (New Game, Rematch, the first game at start)."""
    LOADED = "loaded"
    """A save file the player chose."""
    RESUMED = "resumed"
    """The autosave of the unfinished game, taken up at start."""
    CONTINUED = "continued"
    """A replay's position, played on from ("Continue from here")."""
    POSITION = "position"
    """A position set up to be played from (a lesson's)."""
    TAKEN_BACK = "taken_back"
    """The same game at an earlier point, its later plies gone: an undo both players agreed to
    at a network table (``audatia_qt.net.table``)."""


@dataclass(frozen=True, slots=True)
class Change:
    """One change of the match, as its listeners are told it.

    ``plies`` are the plies concerned: the one played and the rolls the rules made after it;
    those taken back, newest first; those played again, oldest first; after a replacement,
    the new match's history (so a log can tell it whole). ``seen`` holds their events as each
    seat may read them (the game's ``redact``), indexed by seat.
    """

    kind: ChangeKind
    plies: tuple[Ply, ...]
    seen: tuple[tuple[Any, ...], ...]
    """Per seat, the events of ``plies`` in order, as that seat may read them. (The events are
    the game's own type: the owner passes them through untouched.)"""
    note: Message | None = None
    """Words that go with the change: why the computer chose its move, or what an Undo or Redo
    did ("Taken back: parry with Roverso Sottano."); None when there are none."""
    replacement: Replacement | None = None
    """For ``REPLACED``: where the new match came from; None otherwise."""

    @property
    def played(self) -> bool:
        """An action was played (whether or not it ended the game)."""
        return self.kind in (ChangeKind.PLAYED, ChangeKind.FINISHED)

    def seen_by(self, seat: int) -> tuple[Any, ...]:
        """The events of the change as ``seat`` may read them."""
        return self.seen[seat]


#: A listener: called with every change, after the match changed.
Listener = Callable[[Change], None]


class NoMatchError(LookupError):
    """The owner holds no match yet, so there is nothing to play, undo or redo."""


class ChangeInProgressError(RuntimeError):
    """A listener tried to change the match while a change was being told."""


class MatchOwner:
    """Holds the match being played and is the only thing that changes it."""

    def __init__(self, game: AnyGame, match: Match | None = None) -> None:
        self._game = game
        self._match = match
        self._listeners: list[Listener] = []
        self._telling = False

    # -- what is held -------------------------------------------------------------------

    @property
    def game(self) -> AnyGame:
        """The rules the match is played by (its redaction says who may read what)."""
        return self._game

    @property
    def current(self) -> Match | None:
        """The match held, or None before the first one."""
        return self._match

    @property
    def match(self) -> Match:
        """The match held; ``NoMatchError`` before the first one."""
        if self._match is None:
            raise NoMatchError("no match is being played")
        return self._match

    # -- listening ----------------------------------------------------------------------

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Tell ``listener`` every change from now on; returns what stops it. A listener
        subscribed while a change is being told hears the changes after that one."""
        self._listeners.append(listener)
        return lambda: self.unsubscribe(listener)

    def unsubscribe(self, listener: Listener) -> None:
        """Stop telling ``listener``; at once, even in the middle of telling a change."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    # -- changing the match -------------------------------------------------------------

    def play(self, action: Any, *, note: Message | None = None) -> Change:
        """Play ``action`` (a seat's, the computer's or, later, a network player's): checked
        by the rules, which raise their own error, with its reason, when it is illegal; then
        nothing changes and nobody is told. ``note`` goes with the change (a computer's Why)."""
        match = self._changeable()
        match.play(action)
        # The move and the rolls the rules made after it (a die, a card dealt): one change,
        # so a listener hears the move itself and not only the last roll.
        plies = match.last_played
        kind = ChangeKind.PLAYED if match.outcome() is None else ChangeKind.FINISHED
        return self._tell(Change(kind, plies, self._seen(plies), note))

    def undo(self, *, confirmed: bool = False) -> Change:
        """Undo as the policy offers it (``engine.session.undo.plan_undo``); raises
        ``UndoRefusedError``, changing nothing, when it refuses or needs a confirmation that
        ``confirmed`` does not give."""
        match = self._changeable()
        plan = undo_policy.plan_undo(match)
        plies = undo_policy.undo(match, confirmed=confirmed)
        return self._tell(Change(ChangeKind.UNDONE, plies, self._seen(plies), plan.done))

    def redo(self) -> Change:
        """Redo as the policy offers it (``plan_redo``); ``UndoRefusedError`` when there is
        nothing to redo."""
        match = self._changeable()
        plan = undo_policy.plan_redo(match)
        plies = undo_policy.redo(match)
        return self._tell(Change(ChangeKind.REDONE, plies, self._seen(plies), plan.done))

    def replace(self, match: Match, replacement: Replacement) -> Change:
        """Hold ``match`` from now on, in place of the one held (if any). The owner follows
        the match's own game: New Game may deal another game than the one held before."""
        if self._telling:
            raise ChangeInProgressError("the match changed while a change was being told")
        self._match = match
        self._game = match.setup.rules
        plies = match.plies
        change = Change(ChangeKind.REPLACED, plies, self._seen(plies), replacement=replacement)
        return self._tell(change)

    # -- the owner's own -----------------------------------------------------------------

    def _changeable(self) -> Match:
        if self._telling:
            raise ChangeInProgressError("the match changed while a change was being told")
        return self.match

    def _seen(self, plies: Iterable[Ply]) -> tuple[tuple[Any, ...], ...]:
        """The events of ``plies`` as each seat may read them."""
        events = [event for ply in plies for event in ply.events]
        seats = self._game.seat_count(self.match.setup.config)
        return tuple(tuple(self._game.redact(events, seat)) for seat in range(seats))

    def _tell(self, change: Change) -> Change:
        """Tell every listener ``change``, in the order they subscribed. A listener that fails
        does not keep the others from hearing it; the first failure is raised after."""
        self._telling = True
        failures: list[Exception] = []
        try:
            for listener in tuple(self._listeners):
                if listener not in self._listeners:  # stopped by an earlier listener
                    continue
                try:
                    listener(change)
                except Exception as error:  # the others must still hear of the change
                    failures.append(error)
        finally:
            self._telling = False
        if failures:
            raise failures[0]
        return change
