"""Counterattacking (R-007, R-037): icon on both cards, the same blow, Celeritas, and the forced
parry with the same type of Strike."""

from __future__ import annotations

from dataclasses import replace

from audatia_qt.games.audatia.rules.cards import Blow, Icon, IconKind, Side
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.eligibility import counterattack_problem, strike_parry_problem
from audatia_qt.games.audatia.rules.state import Bind, Phase, Reason
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


def test_r037_the_counterattack_is_parried_with_any_cut_that_may_parry_it(scenario):
    """Counterattacking / R-037: "You can only Parry with the same type of Strike card as the
    Counterattack": a cut for a cut, on the counterattack's inverted Seven Swords and from the
    side of the Stack (here the right: a Roverso cannot parry)."""
    t = _ca(
        scenario,
        "mandritto-fendente-b mandritto-fendente-tr#1 mandritto-sottano-b roverso-sottano-b",
        "mandritto-fendente-tl",
    )
    t.do("A attack mandritto-fendente-b", "B counterattack mandritto-fendente-tl")
    assert set(t.legal()) == {"A parry mandritto-fendente-tr#1", "A parry mandritto-sottano-b"}
    t.do("A parry mandritto-sottano-b")
    assert t.ctx.attacker is Seat.B and not t.ctx.counterattacked


def test_r037_a_thrust_cannot_parry_a_counterattack_with_a_cut(scenario):
    """R-037: a Strike of the other type is refused, even one that could parry the blow."""
    t = _ca(scenario, "mandritto-fendente-b punta-b", "mandritto-fendente-tl")
    t.do("A attack mandritto-fendente-b", "B counterattack mandritto-fendente-tl")
    cards = t.config.cards
    punta = cards.strike(t.id("A:punta-b"))
    parrying = replace(punta, icons=(*punta.icons, Icon(IconKind.PARRY)))
    counterattack = cards.strike(t.id("B:mandritto-fendente-tl"))
    attacking = replace(counterattack, parried_by=counterattack.parried_by | {Blow.PUNTA})
    assert strike_parry_problem(t.state, Seat.A, parrying, attacking) is not None
    problem = english(strike_parry_problem(t.state, Seat.A, parrying, attacking))
    assert problem == "a counterattack with a cut can only be parried with a cut (R-037)"


def test_counterattack_not_parried_loses(scenario):
    """Counterattacking: "you must Parry the Counterattack or lose the game"."""
    t = _ca(scenario, "mandritto-fendente-b roverso-sottano-b", "mandritto-fendente-tl")
    t.do("A attack mandritto-fendente-b")
    log = t.do("B counterattack mandritto-fendente-tl")
    assert log[-1] == "game_over B unparried_counterattack"
    assert t.outcome.winner is Seat.B
    assert t.outcome.reason is Reason.UNPARRIED_COUNTERATTACK


def test_r037_a_mezano_counterattack_is_parried_with_a_cut(scenario):
    """Counterattacking / R-037: Mezani carry no Parry icon (CARDS.md), yet a Mezano
    counterattack can be answered: the attacker parries it with a Fendente or Sottano it
    allows, and play goes on as after a parry, the attacker now the defender."""
    t = scenario.opening(
        a={
            "hand": "mandritto-mezano-tr mandritto-sottano-b",
            "posta": "donna-destra",
            "virtues": "audatia",
        },
        b={"hand": "mandritto-mezano-tr", "posta": "finestra-destra", "virtues": "celeritas"},
    )
    t.do("A attack mandritto-mezano-tr", "B counterattack mandritto-mezano-tr")
    assert t.legal() == ["A parry mandritto-sottano-b"]
    t.do("A parry mandritto-sottano-b")
    assert t.outcome is None and t.ctx.attacker is Seat.B


def test_mezano_counterattack_is_not_parried_with_a_mezano(scenario):
    """Counterattacking: Mezani never parry (CARDS.md), so with only a Mezano left the
    attacker cannot parry the counterattack and loses."""
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
