"""Who is missing from a network table, and for how long, as one seat's window knows it
(issue 32): the other seats the table says are away (its ``presence`` news), and this screen's
own link to the table when it is down.

The table says how long each seat had been away when it told; this keeps the moment that
makes on this computer's clock, so a countdown needs no agreement between the two clocks.
Nothing here is Qt's: the window asks it each second and on each change.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping


class Absence:
    """The other seats' absences and this screen's lost link, each with its start."""

    def __init__(self, seat: int, *, now: Callable[[], float] = time.monotonic) -> None:
        self.seat = seat
        """This screen's seat (the table says it with the first snapshot)."""
        self._now = now
        self._away_since: dict[int, float] = {}
        self._lost_since: float | None = None
        self.everyone_came = False
        """Every seat has been at the table at once (before that, nobody is "away": the
        table waits for its players to sit down)."""

    def told(self, away: Mapping[int, float]) -> None:
        """The table's presence news: each away seat and its seconds away when told."""
        now = self._now()
        self._away_since = {
            seat: now - seconds for seat, seconds in away.items() if seat != self.seat
        }
        if not self._away_since:
            self.everyone_came = True

    def lost(self) -> None:
        """This screen's link to the table went down."""
        if self._lost_since is None:
            self._lost_since = self._now()

    def linked(self) -> None:
        """This screen's link is up again."""
        self._lost_since = None

    def away(self) -> tuple[int, ...]:
        """The other seats away now, once everyone has come."""
        return tuple(sorted(self._away_since)) if self.everyone_came else ()

    def away_for(self) -> float:
        """How long the longest-away other seat has been away (0 when nobody is)."""
        away = self.away()
        if not away:
            return 0.0
        return self._now() - min(self._away_since[seat] for seat in away)

    def lost_for(self) -> float | None:
        """How long this screen's link has been down, None while it is up."""
        return None if self._lost_since is None else self._now() - self._lost_since
