"""Playing Area: where Strikes go, and how a Parry moves both Stacks (the rulebook's examples)."""

from __future__ import annotations

from audatia_qt.games.audatia.rules.cards import Side
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.state import Bind, Phase


def _as_b_sees(side_of_a: Side) -> Side:
    """Seat A's side as seen from across the table (by B): the players face each other."""
    return side_of_a.opposite


def _opening(scenario, a_hand: str, b_hand: str, **kwargs):
    return scenario.opening(
        a={"hand": a_hand, "posta": "donna-destra"},
        b={"hand": b_hand, "posta": "donna-destra"},
        **kwargs,
    )


def test_mandritto_attack_goes_to_the_right(scenario):
    """Playing Area: "A Mandritto cards go on your right"; the card forms your Stack."""
    t = _opening(scenario, "mandritto-fendente-b", "roverso-sottano-b")
    t.do("A attack mandritto-fendente-b")
    assert t.a.stack == (t.id("A:mandritto-fendente-b"),)
    assert t.a.stack_side is Side.RIGHT
    assert t.id("A:mandritto-fendente-b") not in t.a.hand


def test_roverso_attack_goes_to_the_left(scenario):
    """Playing Area: "a Roverso cards on your left"."""
    t = _opening(scenario, "roverso-fendente-b", "roverso-sottano-b")
    t.do("A attack roverso-fendente-b")
    assert t.a.stack_side is Side.LEFT


def test_thrust_goes_to_the_middle(scenario):
    """Playing Area: "Thrusts go to the middle"."""
    t = _opening(scenario, "punta-b", "roverso-sottano-b")
    t.do("A attack punta-b")
    assert t.a.stack_side is Side.MIDDLE


def test_example_mandritto_parried_by_mandritto_only_the_parriers_stack_moves(scenario):
    """Playing Area example 1: a Mandritto parried with a Mandritto: only your Stack moves."""
    t = _opening(scenario, "mandritto-fendente-b", "mandritto-sottano-b")
    t.do("A attack mandritto-fendente-b")
    before = t.a.stack_side
    log = t.do("B parry mandritto-sottano-b")
    assert "stacks_moved B left" in log
    assert t.b.stack == (t.id("B:mandritto-sottano-b"),)
    assert t.b.stack_side is Side.LEFT  # placed on B's right, then moved to the other side
    assert t.a.stack_side is before is Side.RIGHT  # the attacker's Stack did not move
    # Both Stacks end on the same side of the table, opposite the parry's (B's right).
    assert _as_b_sees(t.a.stack_side) is t.b.stack_side is Side.RIGHT.opposite


def test_example_mandritto_parried_by_roverso_both_stacks_move(scenario):
    """Playing Area example 2: parried with a Roverso, both Stacks move."""
    t = _opening(scenario, "mandritto-fendente-b", "roverso-sottano-b")
    t.do("A attack mandritto-fendente-b")
    assert t.a.stack_side is Side.RIGHT
    log = t.do("B parry roverso-sottano-b")
    assert "stacks_moved B right" in log
    assert t.b.stack_side is Side.RIGHT
    assert t.a.stack_side is Side.LEFT  # moved along with the parry
    assert _as_b_sees(t.a.stack_side) is t.b.stack_side is Side.LEFT.opposite


def test_parried_thrust_leaves_the_middle(scenario):
    """Playing Area: a parry moves the thruster's Stack out of the middle too."""
    t = _opening(scenario, "punta-b", "mandritto-fendente-b")
    t.do("A attack punta-b", "B parry mandritto-fendente-b")
    assert t.sides() == (Side.RIGHT, Side.LEFT)


def test_the_parrier_fights_from_where_the_stacks_went(scenario):
    """Playing Area / R-005: after the parry each player's next blows come from his Stack's side."""
    t = _opening(
        scenario,
        "mandritto-fendente-b roverso-fendente-b",
        "roverso-sottano-b mandritto-mezano-b roverso-mezano-b",
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b")
    assert (t.phase, t.to_move) == (Phase.FOLLOW_UP, Seat.B)
    assert set(t.legal()) == {"B attack mandritto-mezano-b", "B wait"}
    t.do("B wait")
    assert set(t.legal()) == {"A attack roverso-fendente-b", "A wait"}


def test_remedy_goes_on_the_stack_and_skills_to_the_discard(scenario):
    """Playing Area: a Remedy is placed on your Stack; a Skill goes to the discard at once."""
    t = scenario.position(
        a={"hand": "ligadura-mezana#1", "stack": "mandritto-fendente-tr#1", "side": Side.RIGHT},
        b={"hand": "sciolta-dalla-ligadura", "stack": "roverso-sottano-b", "side": Side.RIGHT},
        phase=Phase.STRETTO,
        to_move=Seat.A,
        attacker=Seat.B,
        bind=Bind.STRETTO,
    )
    t.do("A remedy ligadura-mezana#1")
    assert t.a.stack[-1] == t.id("A:ligadura-mezana#1")
    t.do("B counter sciolta-dalla-ligadura")
    assert t.b.stack[-1] == t.id("B:sciolta-dalla-ligadura")
    skill = scenario.opening(
        a={"hand": "forza-dell-elefante", "posta": "donna-destra", "virtues": "audatia"},
        b={"posta": "corona"},
        phase=Phase.MEASURE_SKILLS,
    )
    skill.do("A skill forza-dell-elefante")
    assert skill.a.discard == (skill.id("A:forza-dell-elefante"),)
    assert skill.a.stack == ()
