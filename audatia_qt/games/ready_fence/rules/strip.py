"""The fencing strip: its sections, run-offs and on-guard lines, and the distance between the
fencers (rulebook, "The Game Board" 1; Basic, "Moving the Miniature Fencer", "Table 1";
"Penalty for going off the fencing strip"; ruling RF-7)."""

from __future__ import annotations

from audatia_qt.games.ready_fence.rules.cards import Reach

#: "It is subdivided in 10 sections" (rulebook, "The Game Board" 1).
SECTIONS = 10
#: Each seat's run-off: "the peripheral sections which are green and red, define the run-off
#: area"; seat 0's end is section 0, seat 1's section 9 (ruling RF-7).
RUN_OFF: tuple[int, int] = (0, SECTIONS - 1)
#: Where each fencer stands on guard, behind its on-guard line (ruling RF-7): two empty
#: sections between them, long distance.
ON_GUARD: tuple[int, int] = (3, 6)


def forward(seat: int) -> int:
    """The direction ``seat``'s fencer faces along the strip: +1 for seat 0, -1 for seat 1
    (ruling RF-7)."""
    return 1 if seat == 0 else -1


def gap(positions: tuple[int, int]) -> int:
    """The empty sections between the two fencers (rulebook, "Table 1")."""
    return abs(positions[1] - positions[0]) - 1


def reach_of(positions: tuple[int, int]) -> Reach | None:
    """The distance the fencers stand at, None when farther than long distance (rulebook,
    "Table 1": "Short Distance: ... adjacent squares"; "Lunge Distance: ... one empty square";
    "Long Distance: ... separated by 2 squares")."""
    empty = gap(positions)
    for reach in Reach:
        if reach.value == empty:
            return reach
    return None


def off_strip(seat: int, position: int) -> bool:
    """Whether ``seat``'s fencer stands on or beyond its own run-off (rulebook, "Penalty for
    going off the fencing strip": "Should one of the fencers reach the colored space on his end
    of the strip, the opponent will gain one point")."""
    end = RUN_OFF[seat]
    return position <= end if seat == 0 else position >= end


def can_step_forward(positions: tuple[int, int], seat: int) -> bool:
    """Whether ``seat``'s fencer may step forward: the next section must be empty, as fencers
    never share or pass a section (rulebook, "Moving the Miniature Fencer"; ruling RF-8)."""
    return gap(positions) > 0


def moved(positions: tuple[int, int], seat: int, sections: int) -> tuple[int, int]:
    """The positions after ``seat``'s fencer moves ``sections`` toward the opponent (negative:
    back) (rulebook, "Moving the Miniature Fencer", "Retreat", "Defend by Distance")."""
    places = list(positions)
    places[seat] += sections * forward(seat)
    return (places[0], places[1])
