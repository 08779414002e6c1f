"""Out of Measure Process 1-7: refill, trades, Poste, Out-of-Measure skills, the opening steps."""

from __future__ import annotations

from audatia_qt.games.audatia.rules.cards import Side
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.state import HAND_SIZE, Phase, Reason


def _break_off_position(scenario, a=None, b=None, **context):
    """A Largo bind where B has waited: A's wait now Breaks Off."""
    a = {"stack": "mandritto-fendente-b", "side": Side.RIGHT, **(a or {})}
    b = {"stack": "roverso-sottano-tr", "side": Side.RIGHT, **(b or {})}
    return scenario.position(
        a=a,
        b=b,
        phase=Phase.FOLLOW_UP,
        to_move=Seat.A,
        attacker=Seat.A,
        attack_card="A:mandritto-fendente-b",
        waited=frozenset({Seat.B}),
        **context,
    )


def _trade_position(scenario, a=None, b=None, **context):
    return scenario.position(
        a={"hand": "finta punta-b mandritto-fendente-b", "virtues": "audatia", **(a or {})},
        b={"hand": "taunt punta-b", **(b or {})},
        phase=Phase.TRADE,
        to_move=Seat.A,
        **context,
    )


# -- step 1: refill ---------------------------------------------------------------------------


def test_step_1_break_off_refills_both_hands_to_twelve(scenario):
    """Out of Measure 1 / R-003: Stacks go to the discard piles, Poste back, hands refill to 12."""
    t = _break_off_position(
        scenario, a={"hand": "punta-b", "posta": "corona"}, b={"hand": "taunt deny"}
    )
    log = t.do("A wait")
    assert log[:2] == ("wait A", "break_off")
    assert len(t.a.hand) == HAND_SIZE and len(t.b.hand) == HAND_SIZE
    assert t.a.discard == (t.id("A:mandritto-fendente-b"),)
    assert t.b.discard == (t.id("B:roverso-sottano-tr"),)
    assert t.a.stack == () and t.b.stack == ()
    assert t.a.posta is None and t.id("A:corona") in t.a.posta_pile
    assert len(t.a.posta_pile) == 12
    assert t.sides() == (Side.MIDDLE, Side.MIDDLE)
    assert (t.phase, t.to_move) == (Phase.TRADE, Seat.A)


def test_step_1_refill_not_replacing_salute_cards(scenario):
    """Out of Measure 1 / R-002: "Do not replace cards discarded due to the salute"."""
    t = _break_off_position(
        scenario, a={"hand": "punta-b", "salute_discards": 1}, b={"salute_discards": 1}
    )
    t.do("A wait")
    assert len(t.a.hand) == HAND_SIZE - 1
    assert len(t.b.hand) == HAND_SIZE - 1


def test_r003_empty_deck_draws_what_is_left(scenario):
    """R-003: a player who must draw from a short Action deck draws what is left, no reshuffle."""
    t = _break_off_position(
        scenario, a={"hand": "punta-b", "deck": "finta tempo#1", "discard": "schivare"}
    )
    t.do("A wait")
    assert t.a.hand == tuple(sorted((t.id("A:punta-b"), t.id("A:finta"), t.id("A:tempo#1"))))
    assert t.a.deck == ()
    assert t.id("A:schivare") in t.a.discard


# -- step 2: trades ---------------------------------------------------------------------------


def test_step_2_trade_two_face_down_for_one(scenario):
    """Out of Measure 2 / R-023: discard 2 cards face down and draw 1 from the Action deck."""
    t = _trade_position(scenario)
    top = t.a.deck[0]
    log = t.do("A trade mandritto-fendente-b punta-b")
    assert log == (
        "trade A A:mandritto-fendente-b",
        "trade A A:punta-b",
        f"deal A {t.label(top)}",
    )
    assert t.a.facedown == (t.id("A:mandritto-fendente-b"), t.id("A:punta-b"))
    assert t.a.discard == ()
    assert set(t.a.hand) == {t.id("A:finta"), top}
    assert (t.phase, t.to_move) == (Phase.TRADE, Seat.A)


def test_step_2_as_many_trades_as_you_like_challenger_first(scenario):
    """Out of Measure 2 / R-011: trades repeat until "done"; the Challenger trades first."""
    t = _trade_position(scenario)
    t.do("A trade mandritto-fendente-b punta-b")
    drawn = next(card for card in t.a.hand if card != t.id("A:finta"))
    t.do(f"A trade finta {t.config.cards[drawn].name}")
    assert len(t.a.hand) == 1 and len(t.a.facedown) == 4
    t.do("A done")
    assert (t.phase, t.to_move) == (Phase.TRADE, Seat.B)
    t.do("B done")
    assert (t.phase, t.to_move) == (Phase.POSTA_CHOICE, Seat.A)


def test_step_2_a_trade_names_its_cards_in_either_order(scenario):
    """Out of Measure 2: "Discard 2 cards": the two cards of a trade are not ordered."""
    t = _trade_position(scenario)
    assert "A trade mandritto-fendente-b punta-b" in t.legal()
    t.do("A trade punta-b mandritto-fendente-b")
    assert t.a.facedown == (t.id("A:mandritto-fendente-b"), t.id("A:punta-b"))


def test_r003_no_trades_with_an_empty_deck(scenario):
    """R-003: a trade needs a card to draw, so trading stops when the Action deck is empty."""
    t = _trade_position(scenario, a={"deck": ""})
    assert t.legal() == ["A done"]
    assert "cannot be played now" in t.refuse("A trade finta punta-b")


# -- step 3: Poste ----------------------------------------------------------------------------


def test_step_3_secret_posta_choice_then_simultaneous_reveal(scenario):
    """Out of Measure 3 / R-011: Challenger chooses, then Respondent; both revealed together."""
    t = _trade_position(scenario)
    t.do("A done", "B done")
    assert len(t.legal()) == 12
    assert t.do("A posta corona") == ("posta_chosen A A:corona",)
    assert t.a.in_posta is False
    assert (t.phase, t.to_move) == (Phase.POSTA_CHOICE, Seat.B)
    log = t.do("B posta donna-destra")
    assert log[:3] == (
        "posta_chosen B B:donna-destra",
        "reveal A A:corona",
        "reveal B B:donna-destra",
    )
    assert t.a.in_posta and t.b.in_posta
    assert t.a.posta == t.id("A:corona") and t.id("A:corona") not in t.a.posta_pile
    assert len(t.b.posta_pile) == 11


def test_step_3_challenger_b_chooses_first(scenario):
    """R-011: the Challenger decides first, whichever seat he sits in."""
    t = scenario.position(phase=Phase.TRADE, to_move=Seat.B, challenger=Seat.B)
    t.do("B done")
    assert (t.phase, t.to_move) == (Phase.TRADE, Seat.A)
    t.do("A done")
    assert (t.phase, t.to_move) == (Phase.POSTA_CHOICE, Seat.B)


# -- step 4: Out-of-Measure skills ------------------------------------------------------------


def _reveal(scenario, a_virtues: str, b_virtues: str, a_hand="forza-dell-elefante", b_hand="taunt"):
    t = scenario.position(
        a={"hand": a_hand, "virtues": a_virtues},
        b={"hand": b_hand, "virtues": b_virtues},
        phase=Phase.POSTA_CHOICE,
        to_move=Seat.A,
    )
    t.do("A posta donna-destra", "B posta donna-destra")
    return t


def test_step_4_celeritas_leader_plays_skills_first(scenario):
    """Out of Measure 4: starting with the player with most Celeritas (here the Respondent)."""
    t = _reveal(scenario, "audatia", "celeritas", a_hand="finta", b_hand="deny second-thought")
    assert t.phase is Phase.OPENING  # B's skill needs Prudentia; A has no Out-of-Measure skill
    t = _reveal(
        scenario,
        "audatia prudentia",
        "celeritas",
        b_hand="perfect-measure",
        a_hand="forza-dell-elefante",
    )
    assert t.phase is Phase.MEASURE_SKILLS
    assert t.to_move is Seat.A  # B leads but has no playable skill (needs Fortitudo): R-013
    t = _reveal(scenario, "audatia", "celeritas fortitudo", b_hand="perfect-measure")
    assert (t.phase, t.to_move) == (Phase.MEASURE_SKILLS, Seat.B)
    assert t.legal() == ["B skill perfect-measure", "B pass"]


def test_step_4_nobody_leads_celeritas_challenger_first(scenario):
    """R-011: with Celeritas tied, the Challenger plays Out-of-Measure skills first."""
    t = _reveal(scenario, "audatia", "", b_hand="taunt")
    assert (t.phase, t.to_move) == (Phase.MEASURE_SKILLS, Seat.A)
    assert t.legal() == ["A skill forza-dell-elefante", "A pass", "A cycle forza-dell-elefante"]
    t.do("A pass")
    assert t.phase is Phase.OPENING  # B's Taunt needs the Audatia advantage: no window


def test_step_4_skills_alternate_until_both_pass(scenario):
    """Out of Measure 4: after a skill the other player may answer; two passes end the step."""
    t = _reveal(
        scenario,
        "celeritas prudentia",
        "audatia",
        a_hand="forza-dell-elefante mutare-posta",
        b_hand="taunt",
    )
    assert (t.phase, t.to_move) == (Phase.MEASURE_SKILLS, Seat.A)
    t.do("A skill forza-dell-elefante")
    assert (t.phase, t.to_move) == (Phase.MEASURE_SKILLS, Seat.B)
    t.do("B pass")
    assert (t.phase, t.to_move) == (Phase.MEASURE_SKILLS, Seat.A)
    t.do("A pass")
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.A)


# -- steps 5-7: the opening -------------------------------------------------------------------


def _opening(scenario, **kwargs):
    a = {"hand": "mandritto-fendente-b ligadura-mezana#1", "posta": "donna-destra"}
    b = {"hand": "roverso-sottano-b punta-b", "posta": "tutta-porta-di-ferro"}
    a.update(kwargs.pop("a", {}))
    b.update(kwargs.pop("b", {}))
    return scenario.opening(a=a, b=b, **kwargs)


def test_step_5_challenger_may_attack_change_posta_or_pass(scenario):
    """Out of Measure 5 / R-012: attack, change Posta, or let the moment pass; no remedy."""
    t = _opening(scenario)
    legal = t.legal()
    assert "A attack mandritto-fendente-b" in legal
    assert "A pass" in legal
    assert len([a for a in legal if a.startswith("A change")]) == 11
    assert not any("ligadura" in a for a in legal)  # "you cannot open with a Stretto Remedy"


def test_step_5_challenger_attack_goes_to_the_cut_process(scenario):
    """Out of Measure 5: a Cut from the Challenger; the Respondent must react (Cut 2)."""
    t = _opening(scenario)
    assert t.do("A attack mandritto-fendente-b") == ("attack A A:mandritto-fendente-b",)
    assert (t.phase, t.to_move) == (Phase.REACT, Seat.B)
    assert t.ctx.attacker is Seat.A
    assert t.ctx.attack_posta == t.id("A:donna-destra")


def test_step_5_change_posta_takes_a_new_guard(scenario):
    """Out of Measure 5: change Posta; the old one goes back to the pile; then step 6."""
    t = _opening(scenario)
    assert t.do("A change corona") == ("posta_changed A A:corona",)
    assert t.a.posta == t.id("A:corona") and t.a.in_posta
    assert t.id("A:donna-destra") in t.a.posta_pile
    assert t.id("A:corona") not in t.a.posta_pile
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.B)


def test_step_6_respondent_may_attack(scenario):
    """Out of Measure 6: the Respondent may attack; he becomes the Attacker (Thrust Process)."""
    t = _opening(scenario)
    t.do("A pass")
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.B)
    assert "B attack punta-b" in t.legal()
    assert "B attack roverso-sottano-b" not in t.legal()  # a Sottano needs Prudentia
    t.do("B attack punta-b")
    assert (t.phase, t.to_move, t.ctx.attacker) == (Phase.REACT, Seat.A, Seat.B)


def test_step_7_challenger_must_attack(scenario):
    """Out of Measure 7 / R-012: after both let it pass, the Challenger may only attack."""
    t = _opening(scenario)
    t.do("A pass", "B change corona")
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.A)
    assert t.ctx.final_call
    assert t.legal() == ["A attack mandritto-fendente-b"]
    assert "is not a legal action now" in t.refuse("A pass")


def test_step_7_beating_an_extended_posta_counts_as_attacking(scenario):
    """R-012 / R-009: at step 7 a beat of an Extended Posta is the Challenger's attack."""
    t = _opening(scenario, b={"posta": "posta-longa"})
    t.do("A pass", "B pass")
    assert t.legal() == ["A beat mandritto-fendente-b"]


def test_step_7_no_eligible_attack_is_a_draw(scenario):
    """Out of Measure 7 / R-004: no eligible attack is a draw; play returns Out of Measure."""
    t = _opening(scenario, a={"posta": "bicorno"})
    t.do("A pass")
    log = t.do("B pass")
    assert log[:3] == ("pass B", "draw A 1", "break_off")
    assert t.state.draws == 1
    assert t.outcome is None
    assert (t.phase, t.to_move) == (Phase.TRADE, Seat.A)
    assert len(t.a.hand) == HAND_SIZE and len(t.b.hand) == HAND_SIZE
    assert t.a.posta is None and len(t.a.posta_pile) == 12


def test_r004_two_draws_the_respondent_wins(scenario):
    """R-004: "Two draws means that the Respondent wins the game"."""
    t = _opening(scenario, a={"posta": "bicorno"}, draws=1)
    t.do("A pass")
    log = t.do("B pass")
    assert log[-2:] == ("draw A 2", "game_over B two_draws")
    assert t.outcome.winner is Seat.B
    assert t.outcome.reason is Reason.TWO_DRAWS
    assert (t.phase, t.to_move) == (Phase.GAME_OVER, None)
    assert t.legal() == []


def test_r004_two_draws_with_b_challenging(scenario):
    """R-004: the Respondent, whichever seat, wins on the second draw."""
    t = scenario.opening(
        challenger=Seat.B,
        a={"hand": "mandritto-fendente-b", "posta": "donna-destra"},
        b={"hand": "mandritto-fendente-b", "posta": "bicorno"},
        draws=1,
    )
    t.do("B pass", "A pass")
    assert t.outcome.winner is Seat.A
    assert t.outcome.reason is Reason.TWO_DRAWS


def test_r012_forced_seat_without_any_option_passes(scenario):
    """R-012: a forced seat that can neither attack nor change Posta passes (it is skipped)."""
    t = _opening(
        scenario,
        b={"pile": "", "posta": "bicorno", "hand": "roverso-sottano-b"},
        forced=Seat.B,
        opening_order=(Seat.B, Seat.A),
        to_move=Seat.B,
    )
    assert t.legal() == []  # as built: B has nothing to do; the engine never stops here
    t = _opening(
        scenario, b={"pile": "", "posta": "bicorno", "hand": "roverso-sottano-b"}, forced=Seat.B
    )
    t.do("A pass")
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.A)
    assert t.ctx.final_call
