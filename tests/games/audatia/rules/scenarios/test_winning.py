"""Winning Conditions: every Reason a game can end for, including the skill win (R-021)."""

from __future__ import annotations

from audatia_qt.games.audatia.rules.cards import Side, StrettoSlot
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.game import outcome
from audatia_qt.games.audatia.rules.state import Bind, Outcome, Phase, Reason


def _over(t, winner: Seat, reason: Reason) -> None:
    assert outcome(t.state) == Outcome(winner, reason)
    assert (t.phase, t.to_move) == (Phase.GAME_OVER, None)
    assert t.log()[-1] == f"game_over {winner.name} {reason.value}"
    assert t.legal() == []
    assert t.refuse("A wait") == "the game is over"


def _opening(scenario, a_hand: str, b_hand: str, **kw):
    return scenario.opening(
        a={"hand": a_hand, "posta": "donna-sinestra", "virtues": "audatia"},
        b={"hand": b_hand, "posta": "corona", **kw.pop("b", {})},
        **kw,
    )


def test_win_attack_that_cannot_be_parried_or_avoided(scenario):
    """Winning: "Make an Attack that your opponent cannot Parry or avoid"."""
    t = _opening(scenario, "mandritto-fendente-b", "roverso-fendente-b punta-b")
    t.do("A attack mandritto-fendente-b")
    _over(t, Seat.A, Reason.UNPARRIED_ATTACK)
    assert (
        Reason.UNPARRIED_ATTACK.description.english()
        == "an attack the opponent could not parry or avoid"
    )


def test_no_win_while_the_attack_can_be_avoided(scenario):
    """Winning: an attack that can be avoided is not yet won (R-020)."""
    t = scenario.opening(
        challenger=Seat.B,
        a={"hand": "schivare", "posta": "corona", "virtues": "celeritas"},
        b={"hand": "mandritto-fendente-b", "posta": "donna-destra", "virtues": "audatia"},
    )
    t.do("B attack mandritto-fendente-b")
    assert t.outcome is None and t.legal() == ["A skill schivare"]


def test_win_counterattack_that_cannot_be_parried(scenario):
    """Counterattacking: the attacker who cannot parry the counterattack loses."""
    t = _opening(
        scenario, "mandritto-fendente-b", "mandritto-fendente-tl", b={"virtues": "celeritas"}
    )
    t.do("A attack mandritto-fendente-b", "B counterattack mandritto-fendente-tl")
    _over(t, Seat.B, Reason.UNPARRIED_COUNTERATTACK)


def _stretto(scenario, a_hand: str, b_hand: str):
    return scenario.position(
        a={"hand": a_hand, "stack": "roverso-sottano-tr", "side": Side.RIGHT},
        b={"hand": b_hand, "stack": "mandritto-fendente-b", "side": Side.LEFT},
        phase=Phase.STRETTO,
        to_move=Seat.A,
        attacker=Seat.B,
        bind=Bind.STRETTO,
        side=StrettoSlot.INSIDE,
    )


def test_win_stretto_remedy_that_cannot_be_countered(scenario):
    """Winning: "Play a Stretto Remedy that your opponent cannot counter"."""
    t = _stretto(scenario, "presa-del-manico", "volta-di-gomito presa-al-braccio")
    t.do("A remedy presa-del-manico")
    _over(t, Seat.A, Reason.UNCOUNTERED_REMEDY)


def test_win_perfect_counter(scenario):
    """Winning: "Counter an opponent's Stretto Remedy perfectly"."""
    t = _stretto(scenario, "presa-del-manico", "colpo-al-viso")
    t.do("A remedy presa-del-manico", "B counter colpo-al-viso")
    _over(t, Seat.B, Reason.PERFECT_COUNTER)


def test_win_exchange_not_answered(scenario):
    """Exchange: "If you don't [play an Outside remedy], you lose the game"."""
    t = scenario.opening(
        a={"hand": "punta-b ligadura-mezana#1", "posta": "corona", "virtues": "audatia"},
        b={"hand": "punta-exchange#2", "posta": "finestra-sinestra", "virtues": "celeritas"},
    )
    t.do("A attack punta-b", "B exchange punta-exchange#2")
    _over(t, Seat.B, Reason.EXCHANGE_UNANSWERED)


def test_r021_skill_win_by_the_strike_after_a_feint(scenario):
    """Winning "Skill Card effects" / R-021: the Feint's strike could not be answered."""
    t = _opening(
        scenario,
        "mandritto-fendente-b roverso-mezano-b finta",
        "roverso-sottano-b roverso-fendente-b",
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b", "A skill finta")
    t.do("A attack roverso-mezano-b")
    _over(t, Seat.A, Reason.SKILL)


def test_r021_skill_win_by_a_defend_answer(scenario):
    """R-021: the answer of a "Defend X" skill that could not be parried is a skill win."""
    t = scenario.opening(
        challenger=Seat.B,
        a={"hand": "tempo#2 punta-b", "posta": "corona", "virtues": "celeritas"},
        b={
            "hand": "mandritto-fendente-b roverso-sottano-b",
            "posta": "donna-destra",
            "virtues": "audatia",
        },
    )
    t.do("B attack mandritto-fendente-b", "A skill tempo#2", "A defend punta-b")
    _over(t, Seat.A, Reason.SKILL)


def test_r021_posta_defend_is_not_a_skill_win(scenario):
    """R-021: Dente di Zenghiaro's Defend is a Posta's, so its win is an unparried attack."""
    t = scenario.opening(
        challenger=Seat.B,
        a={"hand": "punta-b", "posta": "dente-di-zenghiaro", "virtues": "celeritas"},
        b={"hand": "mandritto-fendente-b", "posta": "donna-destra", "virtues": "audatia"},
    )
    t.do("B attack mandritto-fendente-b", "A defend punta-b")
    _over(t, Seat.A, Reason.UNPARRIED_ATTACK)


def test_r021_skill_flag_ends_with_the_next_ordinary_attack(scenario):
    """R-021: only the blow a skill made possible is the skill's win; later attacks are not."""
    t = _opening(
        scenario,
        "mandritto-fendente-b roverso-fendente-b finta",
        "roverso-sottano-b mandritto-sottano-b roverso-mezano-b",
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b", "A skill finta")
    t.do("A attack roverso-fendente-b", "B parry mandritto-sottano-b")
    assert (t.phase, t.to_move) == (Phase.FOLLOW_UP, Seat.B)
    t.do("B attack roverso-mezano-b")
    assert not t.ctx.via_skill
    _over(t, Seat.B, Reason.UNPARRIED_ATTACK)


def test_win_two_draws(scenario):
    """Winning / R-004: two draws: the Respondent wins, the challenge failed."""
    t = scenario.opening(
        a={"hand": "roverso-fendente-b", "posta": "coda-longa", "virtues": "audatia"},
        b={"posta": "corona"},
        draws=1,
    )
    t.do("A pass", "B pass")
    _over(t, Seat.B, Reason.TWO_DRAWS)
    assert "challenge failed" in Reason.TWO_DRAWS.description.english()


def test_every_reason_has_a_description():
    """Winning Conditions: each Reason reads as "<winner> wins: <description>"."""
    assert all(reason.description for reason in Reason)


def test_to_move_and_outcome_api(scenario):
    """The engine's API: ``to_move`` names the seat to decide, None once the game is over."""
    from audatia_qt.games.audatia.rules.game import to_move

    t = _opening(scenario, "mandritto-fendente-b", "punta-b")
    assert to_move(t.state) is Seat.A and t.state.player(Seat.B) == t.b
    t.do("A attack mandritto-fendente-b")
    assert to_move(t.state) is None and t.state.is_terminal
