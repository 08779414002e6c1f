"""R-029: a player who must answer and cannot may first Cycle, and loses only when no Cycle
is left ("Cards with the Cycle symbol can be discarded ... at any time"; R-019)."""

from __future__ import annotations

from audatia_qt.games.audatia.rules.cards import Side, StrettoSlot
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.state import Bind, Outcome, Phase, Reason


def _attacked(scenario, a_hand: str, a_deck: str):
    """B (Challenger) has just attacked A with a Mandritto Fendente; A holds ``a_hand``."""
    t = scenario.opening(
        challenger=Seat.B,
        a={"hand": a_hand, "posta": "corona", "deck": a_deck},
        b={"hand": "mandritto-fendente-b", "posta": "donna-destra", "virtues": "audatia"},
    )
    t.do("B attack mandritto-fendente-b")
    return t


def test_r029_no_answer_but_a_cycle_asks_for_the_cycle(scenario):
    """R-029: no parry in hand, a Cycle card and a deck: the game goes on, Cycle is the only
    choice, and the card drawn may answer the attack."""
    t = _attacked(scenario, "forza-dell-elefante", "roverso-sottano-b punta-b")
    assert t.outcome is None
    assert (t.phase, t.to_move) == (Phase.REACT, Seat.A)
    assert t.legal() == ["A cycle forza-dell-elefante"]
    log = t.do("A cycle forza-dell-elefante")
    assert log == ("discard A A:forza-dell-elefante", "deal A A:roverso-sottano-b")
    assert (t.phase, t.to_move, t.outcome) == (Phase.REACT, Seat.A, None)
    assert t.legal() == ["A parry roverso-sottano-b"]


def test_r029_the_cycle_that_draws_no_answer_loses(scenario):
    """R-029: the player loses once neither an answer nor a Cycle is left."""
    t = _attacked(scenario, "forza-dell-elefante", "punta-b roverso-sottano-b")
    log = t.do("A cycle forza-dell-elefante")
    assert log == (
        "discard A A:forza-dell-elefante",
        "deal A A:punta-b",
        "game_over B unparried_attack",
    )
    assert t.outcome == Outcome(Seat.B, Reason.UNPARRIED_ATTACK)
    assert (t.phase, t.to_move) == (Phase.GAME_OVER, None)


def test_r029_one_cycle_after_another(scenario):
    """R-029: after a Cycle that drew no answer, another Cycle card is still a way out."""
    t = _attacked(scenario, "forza-dell-elefante mutare-posta", "punta-b roverso-sottano-b")
    assert t.legal() == ["A cycle forza-dell-elefante", "A cycle mutare-posta"]
    t.do("A cycle mutare-posta")
    assert t.outcome is None and t.legal() == ["A cycle forza-dell-elefante"]
    t.do("A cycle forza-dell-elefante")
    assert t.legal() == ["A parry roverso-sottano-b"]


def test_r029_no_cycle_with_an_empty_deck_loses_at_once(scenario):
    """R-019 / R-029: with the Action deck empty a Cycle card is no way out."""
    t = _attacked(scenario, "forza-dell-elefante", "")
    assert t.outcome == Outcome(Seat.B, Reason.UNPARRIED_ATTACK)
    assert t.log()[-1] == "game_over B unparried_attack"


def test_r029_cycle_before_failing_to_counter(scenario):
    """R-029 in a Stretto bind: the player who must counter the remedy may Cycle first."""
    t = scenario.position(
        a={"hand": "presa-del-manico", "stack": "roverso-sottano-tr", "side": Side.RIGHT},
        b={
            "hand": "second-thought",
            "stack": "mandritto-fendente-b",
            "side": Side.LEFT,
            "deck": "colpo-al-viso",
        },
        phase=Phase.STRETTO,
        to_move=Seat.A,
        attacker=Seat.B,
        bind=Bind.STRETTO,
        side=StrettoSlot.INSIDE,
    )
    t.do("A remedy presa-del-manico")
    assert t.outcome is None
    assert (t.phase, t.to_move) == (Phase.COUNTER, Seat.B)
    assert t.legal() == ["B cycle second-thought"]
    t.do("B cycle second-thought")
    assert t.legal() == ["B counter colpo-al-viso"]
    t.do("B counter colpo-al-viso")
    assert t.outcome == Outcome(Seat.B, Reason.PERFECT_COUNTER)


def test_r029_cycle_before_the_draw_at_step_7(scenario):
    """R-029 at Out of Measure 7: a Challenger with no attack but a Cycle card is asked to
    Cycle; the challenge is drawn only when no attack and no Cycle is left (R-004)."""
    t = scenario.opening(
        a={"hand": "forza-dell-elefante", "posta": "donna-sinestra", "deck": "punta-b"},
        b={"hand": "", "posta": "corona"},
    )
    t.do("A pass", "B pass")
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.A) and t.ctx.final_call
    assert t.legal() == ["A cycle forza-dell-elefante"]
    log = t.do("A cycle forza-dell-elefante")
    assert log == ("discard A A:forza-dell-elefante", "deal A A:punta-b")
    assert t.state.draws == 0 and t.legal() == ["A attack punta-b"]


def test_r029_cycle_at_step_7_that_draws_no_attack_is_a_draw(scenario):
    """R-029 / R-004: the Cycle drew no attack and none is left: the challenge is drawn."""
    t = scenario.opening(
        a={"hand": "forza-dell-elefante", "posta": "donna-sinestra", "deck": "presa-del-manico"},
        b={"hand": "", "posta": "corona"},
    )
    t.do("A pass", "B pass")
    log = t.do("A cycle forza-dell-elefante")
    assert log[:3] == ("discard A A:forza-dell-elefante", "deal A A:presa-del-manico", "draw A 1")
    assert t.state.draws == 1 and t.outcome is None
