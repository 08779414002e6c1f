"""The replay's win-probability graph's data (issue 31, part 5, Coaching aids): one point per
move, each the learned evaluation's odds for the seat that made it, judged from that seat's own
view after its move, so a replay of an unfinished game, or one seen by one player, shows
nothing a mover could not see; and the turning point, the biggest drop of a seat's odds
between two of its own moves. Pure: the rules and the learned evaluation."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from audatia_qt.engine.session.match import Ply
from audatia_qt.games.audatia.rules import PlayerView, Seat, observe

#: The evaluation read: the odds that a view's viewer wins (``learned.odds.view_odds``), or None
#: where it cannot judge the position.
Judge = Callable[[PlayerView], float | None]


@dataclass(frozen=True, slots=True)
class CurvePoint:
    """Move ``index`` (1-based, as the replay counts them): who made it and their odds after it,
    from their own view."""

    index: int
    seat: Seat
    chance: float


@dataclass(frozen=True, slots=True)
class TurningPoint:
    """The move after which a seat's odds fell most since its move before, and by how much."""

    index: int
    seat: Seat
    drop: float


def win_curve(plies: Sequence[Ply], judge: Judge) -> tuple[CurvePoint, ...]:
    """One point per seat's move (the rules' own rolls have no mover and no point), but where
    ``judge`` cannot judge the mover's position (a Sudden Death row laid)."""
    points: list[CurvePoint] = []
    for index, ply in enumerate(plies, start=1):
        if ply.rolled:
            continue
        seat = Seat(ply.seat)
        chance = judge(observe(ply.state, seat))
        if chance is not None:
            points.append(CurvePoint(index, seat, chance))
    return tuple(points)


def turning_point(points: Sequence[CurvePoint]) -> TurningPoint | None:
    """The biggest fall of one seat's odds between two of its own moves (each judged from its
    own view); None when no seat's odds ever fell."""
    last: dict[Seat, float] = {}
    best: TurningPoint | None = None
    for point in points:
        before = last.get(point.seat)
        last[point.seat] = point.chance
        if before is None or point.chance >= before:
            continue
        drop = before - point.chance
        if best is None or drop > best.drop:
            best = TurningPoint(point.index, point.seat, drop)
    return best
