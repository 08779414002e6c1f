"""Cut Process 1-5 and its special cases: parry, Bind Type, Largo, Stretto, Audatia Entry, Feint."""

from __future__ import annotations

from audatia_qt.games.audatia.rules.cards import StrettoSlot
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.state import Bind, Phase, Reason


def _cut(scenario, a_hand: str, b_hand: str, a_virtues="audatia", b_virtues="", **kwargs):
    """A (Challenger) in Posta di Donna la sinestra, B in Corona: no Posta bonuses."""
    return scenario.opening(
        a={"hand": a_hand, "posta": "donna-sinestra", "virtues": a_virtues},
        b={"hand": b_hand, "posta": "corona", "virtues": b_virtues},
        **kwargs,
    )


# -- Cut 1-2 -------------------------------------------------------------------------------


def test_cut_2_defender_must_parry_with_an_eligible_parry(scenario):
    """Cut 2: the Defender parries with an eligible Strike with the Parry icon."""
    t = _cut(scenario, "mandritto-fendente-b", "roverso-sottano-b mandritto-mezano-b punta-b")
    t.do("A attack mandritto-fendente-b")
    assert (t.phase, t.to_move) == (Phase.REACT, Seat.B)
    assert t.legal() == ["B parry roverso-sottano-b"]
    log = t.do("B parry roverso-sottano-b")
    assert log[0] == "parry B B:roverso-sottano-b"
    assert t.ctx.parry_card == t.id("B:roverso-sottano-b")


def test_cut_2_defender_who_cannot_parry_loses(scenario):
    """Cut 2: "If they cannot, they lose"."""
    t = _cut(scenario, "mandritto-fendente-b", "mandritto-mezano-b roverso-fendente-b")
    log = t.do("A attack mandritto-fendente-b")
    assert log[-1] == "game_over A unparried_attack"
    assert t.outcome.winner is Seat.A
    assert t.outcome.reason is Reason.UNPARRIED_ATTACK


# -- Cut 3: the Bind Type --------------------------------------------------------------------


def test_cut_3_sun_halves_on_opposite_corners_make_a_stretto_bind(scenario):
    """Cut 3 / CARDS.md: attack top-left and parry top-right complete the sun: Stretto."""
    t = _cut(scenario, "mandritto-fendente-b", "roverso-sottano-tr")
    t.do("A attack mandritto-fendente-b")
    log = t.do("B parry roverso-sottano-tr")
    assert "bind B stretto" in log
    assert t.ctx.bind is Bind.STRETTO


def test_cut_3_sun_halves_on_the_same_corner_make_a_largo_bind(scenario):
    """Cut 3: halves that do not complete the sun: Largo."""
    t = _cut(scenario, "mandritto-fendente-b", "roverso-sottano-b")  # both top left
    t.do("A attack mandritto-fendente-b")
    assert "bind B largo" in t.do("B parry roverso-sottano-b")
    t = _cut(scenario, "mandritto-fendente-tr#1", "mandritto-sottano-b")  # both top right
    t.do("A attack mandritto-fendente-tr#1")
    assert "bind B largo" in t.do("B parry mandritto-sottano-b")


def test_cut_3_fortitudo_leader_orients_the_side_card(scenario):
    """Cut 3: in a Stretto bind the player with most Fortitudo orients the Stretto Side card."""
    t = _cut(
        scenario,
        "mandritto-fendente-b",
        "roverso-sottano-tr ligadura-mezana#1 gomito-e-pomo",
        a_virtues="audatia fortitudo",
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-tr")
    assert (t.phase, t.to_move) == (Phase.ORIENT_SIDE, Seat.A)
    assert set(t.legal()) == {"A orient inside", "A orient outside"}
    assert t.do("A orient inside") == ("side_oriented A inside",)
    assert t.ctx.side is StrettoSlot.INSIDE
    # Cut 5: the Defender may play a remedy the Side card allows (Inside here), or wait.
    assert (t.phase, t.to_move) == (Phase.STRETTO, Seat.B)
    assert set(t.legal()) == {"B remedy ligadura-mezana#1", "B wait"}


def test_cut_3_defender_leading_fortitudo_orients(scenario):
    """Cut 3: the orientation belongs to the Fortitudo leader, whoever attacked."""
    t = _cut(
        scenario, "mandritto-fendente-b", "roverso-sottano-tr gomito-e-pomo", b_virtues="fortitudo"
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-tr")
    assert (t.phase, t.to_move) == (Phase.ORIENT_SIDE, Seat.B)
    t.do("B orient outside")
    assert set(t.legal()) == {"B remedy gomito-e-pomo", "B wait"}


def test_cut_3_posta_bonus_on_the_parry_can_decide_fortitudo(scenario):
    """Cut 3 / Virtues: a parry from Posta di Donna carries +2 Fortitudo: it may orient."""
    t = scenario.opening(
        a={
            "hand": "mandritto-fendente-b",
            "posta": "donna-sinestra",
            "virtues": "audatia fortitudo",
        },
        b={"hand": "roverso-sottano-tr", "posta": "donna-destra"},
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-tr")
    assert (t.phase, t.to_move) == (Phase.ORIENT_SIDE, Seat.B)


def test_r015_tied_fortitudo_nobody_turns_the_side_card(scenario):
    """R-015: Fortitudo tied: nobody orients the card and remedies of either side may be played."""
    t = _cut(scenario, "mandritto-fendente-b", "roverso-sottano-tr ligadura-mezana#1 gomito-e-pomo")
    log = t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-tr")
    assert "side_oriented either" in log
    assert t.ctx.side is None
    assert (t.phase, t.to_move) == (Phase.STRETTO, Seat.B)
    assert set(t.legal()) == {"B remedy ligadura-mezana#1", "B remedy gomito-e-pomo", "B wait"}


# -- Cut 4: Largo -------------------------------------------------------------------------------


def test_cut_4_1_defender_may_attack_after_a_largo_bind(scenario):
    """Cut 4.1: in Largo the Defender may attack; he becomes the Attacker."""
    t = _cut(
        scenario,
        "mandritto-fendente-b roverso-sottano-b",
        "roverso-sottano-b mandritto-fendente-tl",
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b")
    assert (t.phase, t.to_move) == (Phase.FOLLOW_UP, Seat.B)
    assert set(t.legal()) == {"B attack mandritto-fendente-tl", "B wait"}
    t.do("B attack mandritto-fendente-tl")
    assert (t.phase, t.to_move, t.ctx.attacker) == (Phase.REACT, Seat.A, Seat.B)


def test_cut_4_2_defender_waits_then_attacker_may_attack(scenario):
    """Cut 4.2: if the Defender waits, the Attacker may attack."""
    t = _cut(scenario, "mandritto-fendente-b roverso-fendente-b", "roverso-sottano-b")
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b")
    assert t.do("B wait") == ("wait B",)
    assert (t.phase, t.to_move) == (Phase.FOLLOW_UP, Seat.A)
    assert set(t.legal()) == {"A attack roverso-fendente-b", "A wait"}


def test_cut_4_2_both_wait_break_off(scenario):
    """Cut 4.2: "If he does not, then both players Break Off. Return to Out of Measure"."""
    t = _cut(scenario, "mandritto-fendente-b", "roverso-sottano-b")
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b", "B wait")
    log = t.do("A wait")
    assert log[:2] == ("wait A", "break_off")
    assert (t.phase, t.to_move) == (Phase.TRADE, Seat.A)
    assert t.ctx.attacker is None


# -- Cut 5: Stretto (R-016) ------------------------------------------------------------------


def test_cut_5_defender_remedy_must_be_countered(scenario):
    """Cut 5 / Stretto: the Defender's remedy; the opponent must counter it or lose."""
    t = _cut(
        scenario,
        "mandritto-fendente-b sciolta-dalla-ligadura",
        "roverso-sottano-tr ligadura-mezana#1",
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-tr")
    assert t.do("B remedy ligadura-mezana#1") == ("remedy B B:ligadura-mezana#1",)
    assert (t.phase, t.to_move) == (Phase.COUNTER, Seat.A)
    assert t.legal() == ["A counter sciolta-dalla-ligadura"]


def test_r016_defender_waits_attacker_may_remedy(scenario):
    """R-016: in Stretto, if the Defender waits the Attacker may play a remedy."""
    t = _cut(
        scenario,
        "mandritto-fendente-b presa-del-manico",
        "roverso-sottano-tr colpo-al-viso",
        a_virtues="",
        b_virtues="audatia",
    )  # no Audatia Entry for A
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-tr", "B wait")
    assert (t.phase, t.to_move) == (Phase.STRETTO, Seat.A)
    assert set(t.legal()) == {"A remedy presa-del-manico", "A wait"}
    t.do("A remedy presa-del-manico")
    assert (t.phase, t.to_move) == (Phase.COUNTER, Seat.B)


def test_r016_both_wait_in_stretto_break_off(scenario):
    """R-016: if both wait in a Stretto bind, Break Off."""
    t = _cut(scenario, "mandritto-fendente-b", "roverso-sottano-tr")
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-tr", "B wait")
    assert "break_off" in t.do("A wait")
    assert t.phase is Phase.TRADE


# -- special case A: the Audatia Entry (R-010) ----------------------------------------------


def test_case_a_audatia_entry_in_a_largo_bind_any_remedy(scenario):
    """Cut case A / R-010: with most Audatia the Attacker may play any remedy after a Largo bind."""
    t = _cut(
        scenario,
        "mandritto-fendente-b ligadura-mezana#1 soprana-tor-di-spada",
        "roverso-sottano-b volta-di-gomito",
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b")
    assert (t.phase, t.to_move) == (Phase.AFTER_PARRY, Seat.A)
    assert set(t.legal()) == {
        "A remedy soprana-tor-di-spada",
        "A remedy ligadura-mezana#1",
        "A pass",
    }
    log = t.do("A remedy soprana-tor-di-spada")
    assert log == (
        "audatia_entry A A:soprana-tor-di-spada",
        "remedy A A:soprana-tor-di-spada",
    )
    assert (t.phase, t.to_move) == (Phase.COUNTER, Seat.B)
    assert t.legal() == ["B counter volta-di-gomito"]


def test_r010_audatia_entry_in_stretto_follows_the_side_card(scenario):
    """R-010: in a Stretto bind the Side card, as the Fortitudo leader turned it, still decides."""
    t = _cut(
        scenario,
        "mandritto-fendente-b ligadura-mezana#1 soprana-tor-di-spada",
        "roverso-sottano-tr",
        b_virtues="fortitudo",
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-tr", "B orient inside")
    assert (t.phase, t.to_move) == (Phase.AFTER_PARRY, Seat.A)
    assert set(t.legal()) == {"A remedy ligadura-mezana#1", "A pass"}


def test_case_a_needs_the_audatia_advantage(scenario):
    """Cut case A / R-013: without most Audatia there is no Entry, and no window is opened."""
    t = _cut(
        scenario, "mandritto-fendente-b ligadura-mezana#1", "roverso-sottano-b", b_virtues="audatia"
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b")
    assert (t.phase, t.to_move) == (Phase.FOLLOW_UP, Seat.B)


def test_case_a_passing_continues_the_cut_process(scenario):
    """Cut case A: the Attacker may decline the Entry; Cut 4 follows."""
    t = _cut(scenario, "mandritto-fendente-b ligadura-mezana#1", "roverso-sottano-b")
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b", "A pass")
    assert (t.phase, t.to_move) == (Phase.FOLLOW_UP, Seat.B)


# -- special case B: the Feint ------------------------------------------------------------------


def test_case_b_feint_after_the_parry_strikes_again(scenario):
    """Cut case B: after the Defender parries, the Attacker plays a Feint and strikes again."""
    t = _cut(
        scenario,
        "mandritto-fendente-b roverso-fendente-b finta",
        "roverso-sottano-b mandritto-sottano-b",
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b")
    assert (t.phase, t.to_move) == (Phase.AFTER_PARRY, Seat.A)
    assert set(t.legal()) == {"A skill finta", "A pass"}
    log = t.do("A skill finta")
    assert log == ("skill A A:finta", "skill_resolved A A:finta", "feint A A:finta")
    assert t.a.discard == (t.id("A:finta"),)
    assert (t.phase, t.to_move) == (Phase.FEINT_STRIKE, Seat.A)
    assert t.legal() == ["A attack roverso-fendente-b"]  # A's Stack was pushed to the left
    t.do("A attack roverso-fendente-b")
    assert (t.phase, t.to_move) == (Phase.REACT, Seat.B)
    assert t.ctx.via_skill
    assert t.legal() == ["B parry mandritto-sottano-b"]


def test_case_b_no_feint_without_an_eligible_strike(scenario):
    """Cut case B / R-013: a Feint needs "another strike": no eligible attack, no Feint window."""
    t = _cut(
        scenario,
        "mandritto-fendente-b mandritto-mezano-b finta",
        "roverso-sottano-b",
        b_virtues="audatia",
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b")
    assert (t.phase, t.to_move) == (Phase.FOLLOW_UP, Seat.B)


def test_r025_no_feint_after_a_stretto_bind(scenario):
    """Cut case B / Stretto / R-025: "When the Bind Type is Stretto, the players can only use an
    appropriate Stretto Remedy card": no Feint window; the Defender may remedy (Cut 5)."""
    t = _cut(
        scenario,
        "mandritto-fendente-b roverso-fendente-b finta",
        "roverso-sottano-tr mandritto-sottano-b ligadura-mezana#1",
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-tr")
    assert t.ctx.bind is Bind.STRETTO and t.ctx.side is None
    assert (t.phase, t.to_move) == (Phase.STRETTO, Seat.B)
    assert set(t.legal()) == {"B remedy ligadura-mezana#1", "B wait"}


def test_r025_the_audatia_entry_stays_after_a_stretto_bind(scenario):
    """Cut case A / R-025: in a Stretto bind the Attacker's window keeps the Entry (a Stretto
    Remedy) but not the Feint."""
    t = _cut(
        scenario,
        "mandritto-fendente-b roverso-fendente-b finta ligadura-mezana#1",
        "roverso-sottano-tr mandritto-sottano-b",
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-tr")
    assert (t.phase, t.to_move) == (Phase.AFTER_PARRY, Seat.A)
    assert set(t.legal()) == {"A remedy ligadura-mezana#1", "A pass"}
    assert t.refuse("A skill finta") == (
        "Finta cannot be played now: in a Stretto bind only a Stretto Remedy may be played, "
        "so no Feint (R-025)."
    )
