"""Counterattacking (R-007): icon on both cards, the same blow, Celeritas, and the forced parry."""

from __future__ import annotations

from audatia_qt.rules.cards import Side
from audatia_qt.rules.config import Seat
from audatia_qt.rules.eligibility import counterattack_problem
from audatia_qt.rules.state import Bind, Phase, Reason
from tests.english import english


def _ca(scenario, a_hand: str, b_hand: str, b_virtues="celeritas", b_posta="corona", **kw):
    return scenario.opening(
        a={"hand": a_hand, "posta": "donna-sinestra", "virtues": "audatia"},
        b={"hand": b_hand, "posta": b_posta, "virtues": b_virtues},
        **kw,
    )


def test_counterattack_with_the_same_blow_and_most_celeritas(scenario):
    """Counterattacking / R-007: same blow, icon on both, Celeritas advantage: allowed."""
    t = _ca(scenario, "mandritto-fendente-b mandritto-fendente-tr#1", "mandritto-fendente-tl")
    t.do("A attack mandritto-fendente-b")
    assert set(t.legal()) == {
        "B parry mandritto-fendente-tl",
        "B counterattack mandritto-fendente-tl",
    }
    log = t.do("B counterattack mandritto-fendente-tl")
    assert log == ("counterattack B B:mandritto-fendente-tl",)
    assert (t.phase, t.to_move) == (Phase.PARRY_COUNTERATTACK, Seat.A)
    assert t.ctx.attacker is Seat.B and t.ctx.counterattacked
    assert t.b.stack_side is Side.RIGHT  # the counterattack is an attack: a Mandritto, right


def test_r007_attack_without_the_icon_cannot_be_counterattacked(scenario):
    """R-007 / Counterattacking: only "when you Attack with a card that has the symbol"."""
    t = _ca(scenario, "mandritto-fendente-tr#1", "mandritto-fendente-tl")
    t.do("A attack mandritto-fendente-tr#1")
    assert t.legal() == ["B parry mandritto-fendente-tl"]
    problem = english(
        counterattack_problem(
            t.state, Seat.B, t.id("B:mandritto-fendente-tl"), t.id("A:mandritto-fendente-tr#1")
        )
    )
    assert problem is not None and "has no Counterattack icon" in problem


def test_r007_counterattacking_card_needs_the_icon_too(scenario):
    """R-007: "Strike Cards with the icon can be used to Counterattack": the answer needs it."""
    t = _ca(scenario, "mandritto-fendente-b", "mandritto-fendente-tr#1")
    t.do("A attack mandritto-fendente-b")
    assert t.legal() == ["B parry mandritto-fendente-tr#1"]


def test_counterattack_only_with_the_same_strike(scenario):
    """Counterattacking: "Mandritto Fendente can Counterattack only Mandritto Fendente"."""
    t = _ca(scenario, "mandritto-fendente-b", "roverso-fendente-tl mandritto-sottano-b")
    t.do("A attack mandritto-fendente-b")
    assert t.legal() == ["B parry mandritto-sottano-b"]
    problem = english(
        counterattack_problem(
            t.state, Seat.B, t.id("B:roverso-fendente-tl"), t.id("A:mandritto-fendente-b")
        )
    )
    assert problem == "only a Mandritto Fendente can counterattack a Mandritto Fendente"


def test_counterattack_needs_most_celeritas(scenario):
    """Counterattacking: "The Defender must have the most Celeritas" (a tie is not most)."""
    t = _ca(scenario, "mandritto-fendente-b", "mandritto-fendente-tl", b_virtues="")
    t.do("A attack mandritto-fendente-b")
    assert t.legal() == ["B parry mandritto-fendente-tl"]
    problem = english(
        counterattack_problem(
            t.state, Seat.B, t.id("B:mandritto-fendente-tl"), t.id("A:mandritto-fendente-b")
        )
    )
    assert problem == "counterattacking needs the Celeritas advantage"


def test_counterattack_must_be_eligible(scenario):
    """Counterattacking: "The Defender's Strike must be Eligible" (here, his Posta's blows)."""
    t = _ca(scenario, "mandritto-fendente-b", "mandritto-fendente-tl", b_posta="finestra-sinestra")
    t.do("A attack mandritto-fendente-b")
    assert t.legal() == ["B parry mandritto-fendente-tl"]  # the parry is still fine


def test_attacker_must_parry_the_counterattack_with_the_same_blow(scenario):
    """Counterattacking: "You can only Parry with the same type of Strike card"."""
    t = _ca(
        scenario,
        "mandritto-fendente-b mandritto-fendente-tr#1 roverso-sottano-b",
        "mandritto-fendente-tl",
    )
    t.do("A attack mandritto-fendente-b", "B counterattack mandritto-fendente-tl")
    assert t.legal() == ["A parry mandritto-fendente-tr#1"]


def test_counterattack_not_parried_loses(scenario):
    """Counterattacking: "you must Parry the Counterattack or lose the game"."""
    t = _ca(scenario, "mandritto-fendente-b roverso-sottano-b", "mandritto-fendente-tl")
    t.do("A attack mandritto-fendente-b")
    log = t.do("B counterattack mandritto-fendente-tl")
    assert log[-1] == "game_over B unparried_counterattack"
    assert t.outcome.winner is Seat.B
    assert t.outcome.reason is Reason.UNPARRIED_COUNTERATTACK


def test_mezano_counterattack_cannot_be_parried(scenario):
    """Counterattacking: the same blow must parry, and Mezani never parry: the counter wins."""
    t = scenario.opening(
        a={
            "hand": "mandritto-mezano-tr mandritto-mezano-b",
            "posta": "donna-destra",
            "virtues": "audatia",
        },
        b={"hand": "mandritto-mezano-tr", "posta": "finestra-destra", "virtues": "celeritas"},
    )
    t.do("A attack mandritto-mezano-tr", "B counterattack mandritto-mezano-tr")
    assert t.outcome.reason is Reason.UNPARRIED_COUNTERATTACK


def test_no_counterattack_against_a_counterattack(scenario):
    """Counterattacking: "You cannot Counterattack against a Counterattack"."""
    t = _ca(
        scenario,
        "mandritto-fendente-b mandritto-fendente-tr#1 mandritto-fendente-tl",
        "mandritto-fendente-tl",
    )
    t.do("A attack mandritto-fendente-b", "B counterattack mandritto-fendente-tl")
    # Even with the Celeritas advantage and a Counterattack card, A may only parry.
    state = t.state.with_player(Seat.A, t.a.with_(virtues=t.a.virtues | t.b.virtues))
    state = state.with_player(Seat.B, t.b.with_(virtues=frozenset()))
    problem = english(
        counterattack_problem(
            state, Seat.A, t.id("A:mandritto-fendente-tl"), t.id("B:mandritto-fendente-tl")
        )
    )
    assert problem == "you cannot counterattack against a counterattack"
    assert all(" parry " in action for action in t.legal())


def test_parried_counterattack_continues_with_the_attacker_as_defender(scenario):
    """Counterattacking: "continue as if you had made a normal Parry, with you as the Defender"."""
    t = _ca(
        scenario,
        "mandritto-fendente-b mandritto-fendente-tr#1 roverso-fendente-b",
        "mandritto-fendente-tl roverso-fendente-tl",
    )
    t.do("A attack mandritto-fendente-b", "B counterattack mandritto-fendente-tl")
    log = t.do("A parry mandritto-fendente-tr#1")
    assert log[:2] == ("parry A A:mandritto-fendente-tr#1", "stacks_moved A left")
    assert "bind A stretto" in log  # top left counterattack, top right parry
    # "Your Parry defines the locations of both Stacks."
    assert t.sides() == (Side.LEFT, Side.RIGHT)
    assert t.ctx.attacker is Seat.B
    assert t.ctx.bind is Bind.STRETTO
    assert not t.ctx.counterattacked
    assert (t.phase, t.to_move) == (Phase.STRETTO, Seat.A)  # A is now the Defender (Cut 5)
