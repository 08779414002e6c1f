"""Seat A can lead in Celeritas: ``Seat.A`` is 0, so "the leader, or else ..." must not treat
it as no leader (an ``IntEnum`` is false at 0).

Found by the lesson on the Break (tests/games/audatia/lessons/): with the learner in seat A breaking
seat B's thrust with the Celeritas lead, the thruster was asked to act first.
"""

from __future__ import annotations

from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.state import Phase


def test_2_3_3_breaker_in_seat_a_with_most_celeritas_acts_first(scenario):
    """Thrust 2.3.1-2.3.3: A breaks B's thrust leading Celeritas: A may strike a Mezano first."""
    t = scenario.opening(
        a={
            "hand": "roverso-fendente-tr mandritto-mezano-b",
            "posta": "corona",
            "virtues": "celeritas",
        },
        b={"hand": "punta-b", "posta": "corona", "virtues": "audatia"},
        challenger=Seat.B,
    )
    t.do("B attack punta-b", "A break roverso-fendente-tr")
    assert (t.phase, t.to_move) == (Phase.BREAK_DEFENDER, Seat.A)
    assert set(t.legal()) == {"A attack mandritto-mezano-b", "A wait"}


def test_step_4_seat_a_leading_celeritas_plays_skills_first(scenario):
    """Out of Measure 4: A, the respondent, leads Celeritas: A's skills come first (R-011)."""
    t = scenario.position(
        a={"hand": "forza-dell-elefante", "virtues": "celeritas"},
        b={"hand": "perfect-measure", "virtues": "audatia fortitudo"},
        phase=Phase.POSTA_CHOICE,
        to_move=Seat.B,
        challenger=Seat.B,
    )
    t.do("B posta donna-destra", "A posta donna-destra")
    assert (t.phase, t.to_move) == (Phase.MEASURE_SKILLS, Seat.A)
