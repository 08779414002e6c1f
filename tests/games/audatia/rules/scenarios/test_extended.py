"""Extended Poste (R-009): beat the guard aside before attacking; a thrust at it is an Exchange."""

from __future__ import annotations

from audatia_qt.games.audatia.rules.cards import Side
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.eligibility import attack_problem
from audatia_qt.games.audatia.rules.state import Phase, Reason
from tests.english import english


def _vs_extended(
    scenario,
    a_hand: str,
    b_hand: str = "mandritto-fendente-b",
    *,
    a_posta="donna-destra",
    b_posta="posta-longa",
    a_virtues="audatia",
    b_virtues="",
):
    return scenario.opening(
        a={"hand": a_hand, "posta": a_posta, "virtues": a_virtues},
        b={"hand": b_hand, "posta": b_posta, "virtues": b_virtues},
    )


def test_cut_at_an_extended_posta_must_beat_first(scenario):
    """Extended Poste: "you must first play a Strike card that has the Parry icon"."""
    t = _vs_extended(scenario, "mandritto-fendente-b mandritto-mezano-b punta-b")
    legal = t.legal()
    assert "A beat mandritto-fendente-b" in legal
    assert not any(a.startswith("A attack") for a in legal)
    assert "A beat mandritto-mezano-b" not in legal  # a Mezano has no Parry icon
    t.refuse("A attack mandritto-fendente-b")
    reason = english(attack_problem(t.state, Seat.A, t.id("A:mandritto-fendente-b")))
    assert reason == (
        "Posta Longa is Extended: beat it aside first with a strike that has the Parry icon"
    )


def test_r009_beat_comes_from_the_beaters_own_posta(scenario):
    """R-009: the beat is a strike your own Posta could throw."""
    t = _vs_extended(scenario, "mandritto-fendente-b roverso-fendente-b", a_posta="coda-longa")
    assert [a for a in t.legal() if " beat " in a] == ["A beat mandritto-fendente-b"]


def test_r009_beat_discards_the_posta_and_moves_the_stacks_as_a_parry(scenario):
    """Extended Poste / R-009: the Posta is discarded; the Stacks move as for a parry."""
    t = _vs_extended(scenario, "mandritto-fendente-b roverso-fendente-b")
    log = t.do("A beat mandritto-fendente-b")
    assert log == (
        "beat A A:mandritto-fendente-b",
        "discard B B:posta-longa",
        "stacks_moved A left",
    )
    assert t.b.posta is None and not t.b.in_posta
    assert t.b.discard == (t.id("B:posta-longa"),)
    assert t.id("B:posta-longa") not in t.b.posta_pile
    # "Their Stack is now on the side where your Parry pushed it."
    assert t.sides() == (Side.LEFT, Side.RIGHT)
    assert t.ctx.attacker is Seat.A and t.ctx.attack_card is None


def test_r009_after_the_beat_the_beater_attacks_first(scenario):
    """Extended Poste: "You may now Attack with any Eligible Strike" (from the Stack's side)."""
    t = _vs_extended(
        scenario,
        "mandritto-fendente-b roverso-fendente-b mandritto-mezano-b",
        b_hand="roverso-sottano-b mandritto-sottano-b",
    )
    t.do("A beat mandritto-fendente-b")
    assert (t.phase, t.to_move) == (Phase.FOLLOW_UP, Seat.A)
    assert set(t.legal()) == {"A attack roverso-fendente-b", "A wait"}
    t.do("A attack roverso-fendente-b")
    assert (t.phase, t.to_move) == (Phase.REACT, Seat.B)
    # B's Stack was pushed to his right: he parries from there.
    assert t.legal() == ["B parry mandritto-sottano-b"]


def test_r009_if_the_beater_does_not_attack_the_opponent_may(scenario):
    """Extended Poste: "If you don't Attack, the opponent may do so"; both wait: Break Off."""
    t = _vs_extended(scenario, "mandritto-fendente-b", b_hand="mandritto-mezano-b roverso-mezano-b")
    t.do("A beat mandritto-fendente-b", "A wait")
    assert (t.phase, t.to_move) == (Phase.FOLLOW_UP, Seat.B)
    assert set(t.legal()) == {"B attack mandritto-mezano-b", "B wait"}
    log = t.do("B wait")
    assert "break_off" in log
    assert t.id("B:posta-longa") not in t.b.posta_pile  # discarded, not returned
    assert len(t.b.posta_pile) == 11


def test_beat_only_against_an_extended_posta(scenario):
    """R-009: "only a guard that is Extended needs beating aside"."""
    t = _vs_extended(scenario, "mandritto-fendente-b", b_posta="corona")
    assert not any(" beat " in a for a in t.legal())


def test_thrust_at_an_extended_posta_is_an_exchange(scenario):
    """Extended Poste / R-009: a thrust from an Exchange Posta, Exchange icon, most Celeritas."""
    t = _vs_extended(
        scenario,
        "punta-exchange#1",
        b_hand="gomito-e-pomo",
        a_posta="corona",
        a_virtues="audatia celeritas",
    )
    assert "A attack punta-exchange#1" in t.legal()
    log = t.do("A attack punta-exchange#1")
    assert log == ("attack A A:punta-exchange#1", "exchange A A:punta-exchange#1 extended")
    # The Extended Posta's owner is the exchanged thruster: an Outside remedy, or lose.
    assert (t.phase, t.to_move) == (Phase.EXCHANGED, Seat.B)
    assert t.legal() == ["B remedy gomito-e-pomo"]
    assert not t.b.in_posta


def test_thrust_at_an_extended_posta_unanswered_wins(scenario):
    """Extended Poste / Exchange: the Extended Posta's owner without an Outside remedy loses."""
    t = _vs_extended(
        scenario,
        "punta-exchange#1",
        b_hand="ligadura-mezana#1",
        a_posta="bicorno",
        a_virtues="audatia celeritas",
        b_posta="posta-longa",
    )
    t.do("A attack punta-exchange#1")
    assert t.outcome.winner is Seat.A
    assert t.outcome.reason is Reason.EXCHANGE_UNANSWERED


def test_thrust_at_an_extended_posta_needs_every_condition(scenario):
    """Extended Poste: "you must be in a Posta with the Exchange symbol ... most Celeritas"."""
    no_celeritas = _vs_extended(scenario, "punta-exchange#1", a_posta="corona")
    assert "needs the Celeritas advantage" in no_celeritas.refuse("A attack punta-exchange#1")
    no_symbol = _vs_extended(scenario, "punta-exchange#1", a_virtues="audatia celeritas")
    assert "Exchange symbol" in no_symbol.refuse("A attack punta-exchange#1")
    no_icon = _vs_extended(scenario, "punta-b", a_posta="corona", a_virtues="audatia celeritas")
    assert "only a Punta with the Exchange icon" in no_icon.refuse("A attack punta-b")


def test_extended_thrust_from_the_stack_is_refused(scenario):
    """Extended Poste: out of a Posta (after an avoid, R-020) the thrust needs an Exchange Posta."""
    t = scenario.position(
        a={
            "hand": "punta-exchange#1",
            "stack": "mandritto-fendente-b",
            "side": Side.RIGHT,
            "virtues": "audatia celeritas",
        },
        b={"posta": "posta-longa", "in_posta": True, "stack": "punta-b"},
        phase=Phase.FOLLOW_UP,
        to_move=Seat.A,
        attacker=Seat.B,
    )
    assert "only from a Posta with the Exchange symbol" in t.refuse("A attack punta-exchange#1")
