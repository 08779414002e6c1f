"""Skill cards of both decks, by effect kind; timing windows, virtue requirements and Cycle."""

from __future__ import annotations

from audatia_qt.games.audatia.narrator.explain import explain
from audatia_qt.games.audatia.rules.cards import Side, Virtue, VirtueBonus
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.state import Phase, Reason


def _measure(
    scenario, a_hand: str, b_hand: str, a_virtues="audatia", b_virtues="", to_move=Seat.A, **kw
):
    """Out of Measure 4 with both seats revealed in Corona."""
    return scenario.opening(
        a={"hand": a_hand, "posta": "corona", "virtues": a_virtues},
        b={"hand": b_hand, "posta": "corona", "virtues": b_virtues},
        phase=Phase.MEASURE_SKILLS,
        to_move=to_move,
        **kw,
    )


def _attacked(
    scenario,
    a_hand: str,
    b_hand: str = "mandritto-fendente-b",
    *,
    a_virtues="",
    b_virtues="audatia",
    a_posta="corona",
    b_posta="donna-destra",
):
    """B (Challenger) has attacked A with a Mandritto Fendente from Posta di Donna."""
    t = scenario.opening(
        challenger=Seat.B,
        a={"hand": a_hand, "posta": a_posta, "virtues": a_virtues},
        b={"hand": b_hand, "posta": b_posta, "virtues": b_virtues},
    )
    t.do("B attack mandritto-fendente-b")
    assert (t.phase, t.to_move) == (Phase.REACT, Seat.A)
    return t


# -- virtue_bonus -----------------------------------------------------------------------------


def test_virtue_bonus_forza_dell_elefante(scenario):
    """Forza dell'Elefante (virtue_bonus): Out of Measure, +2 Fortitudo for the first strike."""
    t = _measure(scenario, "forza-dell-elefante", "")
    t.do("A skill forza-dell-elefante")
    assert t.a.pending_bonus == (VirtueBonus(Virtue.FORTITUDO, 2),)
    assert t.a.discard == (t.id("A:forza-dell-elefante"),)


def test_virtue_bonus_perfect_measure_needs_fortitudo(scenario):
    """Perfect Measure (virtue_bonus): "With the Fortitudo advantage"; +2 Celeritas."""
    without = _measure(scenario, "", "perfect-measure", to_move=Seat.B)
    assert without.legal() == ["B pass"]
    t = _measure(scenario, "", "perfect-measure", b_virtues="fortitudo", to_move=Seat.B)
    assert t.legal() == ["B skill perfect-measure", "B pass"]
    t.do("B skill perfect-measure")
    assert t.b.pending_bonus == (VirtueBonus(Virtue.CELERITAS, 2),)
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.A)


# -- change_posta -------------------------------------------------------------------------------


def test_change_posta_mutare_di_posta(scenario):
    """Mutare di Posta (change_posta): after the reveal take another Posta from the pile."""
    t = _measure(scenario, "mutare-posta", "", a_virtues="audatia prudentia")
    t.do("A skill mutare-posta")
    assert (t.phase, t.to_move) == (Phase.CHANGE_POSTA, Seat.A)
    assert len(t.legal()) == 11  # any Posta of the pile
    log = t.do("A posta posta-breve")
    assert log == ("posta_changed A A:posta-breve",)
    assert t.a.posta == t.id("A:posta-breve") and t.a.in_posta
    assert t.id("A:corona") in t.a.posta_pile
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.A)  # B had nothing to answer with


def test_change_posta_second_thought_needs_prudentia(scenario):
    """Second Thought (change_posta): "With the Prudentia advantage"."""
    t = _measure(scenario, "", "second-thought", to_move=Seat.B)
    assert "B skill second-thought" not in t.legal()
    t = _measure(scenario, "", "second-thought", b_virtues="prudentia", to_move=Seat.B)
    t.do("B skill second-thought", "B posta bicorno")
    assert t.b.posta == t.id("B:bicorno")
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.A)


def test_change_posta_needs_a_posta_in_the_pile(scenario):
    """change_posta: with no Posta left in the pile the skill cannot be played."""
    t = _measure(scenario, "mutare-posta finta", "", a_virtues="audatia prudentia")
    t.state = t.state.with_player(Seat.A, t.a.with_(posta_pile=()))
    assert "A skill mutare-posta" not in t.legal()


# -- see_posta --------------------------------------------------------------------------------


def _choice(scenario, a_hand: str, b_hand: str, a_virtues="audatia", b_virtues=""):
    return scenario.position(
        a={"hand": a_hand, "virtues": a_virtues},
        b={"hand": b_hand, "virtues": b_virtues},
        phase=Phase.POSTA_CHOICE,
        to_move=Seat.A,
    )


def test_see_posta_opponent_chooses_first_and_shows_it(scenario):
    """Misurare la Posta (see_posta): the opponent must choose first and show you the guard."""
    t = _choice(scenario, "misurare-la-posta", "eye-of-the-lynx", a_virtues="audatia prudentia")
    assert "A skill misurare-la-posta" in t.legal()
    t.do("A skill misurare-la-posta")
    assert (t.phase, t.to_move) == (Phase.POSTA_CHOICE, Seat.B)
    assert not any("skill" in a for a in t.legal())  # no second see_posta
    log = t.do("B posta bicorno")
    assert log == ("posta_chosen B B:bicorno", "posta_shown A B:bicorno")
    assert (t.phase, t.to_move) == (Phase.POSTA_CHOICE, Seat.A)
    log = t.do("A posta corona")
    assert "reveal A A:corona" in log and "reveal B B:bicorno" in log


def test_see_posta_after_the_opponent_chose(scenario):
    """Eye of the Lynx (see_posta): played second, the chosen Posta is shown at once."""
    t = _choice(scenario, "", "eye-of-the-lynx-b", b_virtues="prudentia")
    t.do("A posta corona")
    assert "B skill eye-of-the-lynx-b" in t.legal()
    log = t.do("B skill eye-of-the-lynx-b")
    assert log[-1] == "posta_shown B A:corona"
    assert (t.phase, t.to_move) == (Phase.POSTA_CHOICE, Seat.B)
    assert not any("skill" in a for a in t.legal())


def test_see_posta_needs_prudentia(scenario):
    """Eye of the Lynx: "With the Prudentia advantage"."""
    t = _choice(scenario, "", "eye-of-the-lynx eye-of-the-lynx-b")
    t.do("A posta corona")
    assert not any("skill" in a for a in t.legal())


# -- avoid_attack (R-020) ---------------------------------------------------------------------


def test_r020_avoid_the_attacker_ends_in_the_end_posta(scenario):
    """Schivare (avoid_attack) / R-020: the attacker now stands in the strike's End Posta."""
    t = _attacked(scenario, "schivare mandritto-fendente-tr#1", a_virtues="celeritas")
    assert "A skill schivare" in t.legal()
    log = t.do("A skill schivare")
    assert log[-1] == "avoid A A:schivare Dente di Zenghiaro"
    assert t.b.posta == t.id("B:dente-di-zenghiaro") and t.b.in_posta
    assert t.id("B:donna-destra") in t.b.posta_pile
    assert t.b.stack == (t.id("B:mandritto-fendente-b"),)
    # The avoider may attack; Dente di Zenghiaro's inverted Seven Swords now apply.
    assert (t.phase, t.to_move) == (Phase.FOLLOW_UP, Seat.A)
    assert set(t.legal()) == {"A attack mandritto-fendente-tr#1", "A wait"}


def test_r020_after_an_avoid_the_attacker_may_strike_from_the_end_posta(scenario):
    """R-020: if the avoider does not attack, the attacker may (from the End Posta)."""
    t = _attacked(
        scenario, "schivare", "mandritto-fendente-b punta-b roverso-mezano-b", a_virtues="celeritas"
    )
    t.do("A skill schivare", "A wait")
    assert (t.phase, t.to_move) == (Phase.FOLLOW_UP, Seat.B)
    assert set(t.legal()) == {"B attack punta-b", "B wait"}  # Dente: punta and sottani
    assert "break_off" in t.do("B wait")


def test_r020_end_posta_no_longer_available(scenario):
    """R-020: a discarded End Posta cannot be taken: the attacker fights from his Stack's side."""
    t = scenario.opening(
        challenger=Seat.B,
        swap=True,
        a={"hand": "lure", "posta": "corona", "virtues": "prudentia"},
        b={
            "hand": "mandritto-fendente-b roverso-mezano-b",
            "posta": "donna-destra",
            "virtues": "audatia",
            "discard": "dente-di-zenghiaro",
        },
    )
    t.do("B attack mandritto-fendente-b")
    assert "A skill lure" in t.legal()  # Lure: Boucicault's avoid, with Prudentia
    t.do("A skill lure", "A wait")
    assert t.b.posta == t.id("B:donna-destra") and not t.b.in_posta
    assert t.legal() == ["B wait"]  # Stack on the right: no roverso


def test_avoid_needs_its_virtue(scenario):
    """Schivare: "With the Celeritas advantage"; Lure: with Prudentia."""
    t = _attacked(scenario, "schivare mandritto-fendente-tr#1")
    assert t.legal() == ["A parry mandritto-fendente-tr#1"]


# -- feint ------------------------------------------------------------------------------------


def test_feint_doppia_finta_needs_audatia(scenario):
    """Doppia Finta (feint): "With the Audatia advantage"."""

    def parried(a_virtues):
        t = scenario.opening(
            a={
                "hand": "mandritto-fendente-b roverso-fendente-b doppia-finta",
                "posta": "donna-sinestra",
                "virtues": a_virtues,
            },
            b={
                "hand": "roverso-sottano-b",
                "posta": "corona",
                "virtues": "" if "audatia" in a_virtues else "audatia",
            },
        )
        t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b")
        return t

    assert parried("audatia").legal() == ["A skill doppia-finta", "A pass"]
    assert parried("").phase is Phase.FOLLOW_UP


def test_feint_timing_only_after_a_parry(scenario):
    """Finta: played "when your attack is parried", not at other times."""
    t = _measure(scenario, "finta", "")
    assert "A skill finta" not in t.legal()
    assert "it is played at after parried" in explain(t.state, Seat.A, t.id("A:finta")).english()


# -- cancel_skill -----------------------------------------------------------------------------


def test_cancel_skill_deny_cancels_a_measure_skill(scenario):
    """Deny (cancel_skill): the skill has no effect and goes to its owner's discard pile."""
    t = _measure(scenario, "forza-dell-elefante", "deny")
    t.do("A skill forza-dell-elefante")
    assert (t.phase, t.to_move) == (Phase.SKILL_RESPONSE, Seat.B)
    assert t.legal() == ["B decline", "B skill deny"]
    log = t.do("B skill deny")
    assert log == ("skill B B:deny", "skill_cancelled A A:forza-dell-elefante")
    assert t.a.pending_bonus == ()
    assert t.a.discard == (t.id("A:forza-dell-elefante"),)
    assert t.b.discard == (t.id("B:deny"),)
    assert t.phase is Phase.OPENING


def test_cancel_skill_declined_lets_it_stand(scenario):
    """cancel_skill: the opponent may let the skill stand."""
    t = _measure(scenario, "forza-dell-elefante", "deny")
    t.do("A skill forza-dell-elefante")
    assert t.do("B decline")[0] == "skill_resolved A A:forza-dell-elefante"
    assert t.a.pending_bonus == (VirtueBonus(Virtue.FORTITUDO, 2),)


def test_cancel_skill_chain_a_cancel_of_the_cancel(scenario):
    """cancel_skill chains: Contrario cancels Deny, so the first skill stands."""
    t = _measure(scenario, "forza-dell-elefante contrario", "deny")
    t.do("A skill forza-dell-elefante", "B skill deny")
    assert (t.phase, t.to_move) == (Phase.SKILL_RESPONSE, Seat.A)
    log = t.do("A skill contrario")
    assert log == ("skill A A:contrario", "skill_resolved A A:forza-dell-elefante")
    assert t.a.pending_bonus == (VirtueBonus(Virtue.FORTITUDO, 2),)


def test_cancel_skill_chain_started_by_the_respondent(scenario):
    """cancel_skill chains: Contrario cancels Perfect Measure; Deny cancels Contrario."""
    t = _measure(
        scenario, "contrario", "perfect-measure deny", b_virtues="fortitudo", to_move=Seat.B
    )
    t.do("B skill perfect-measure")
    assert t.legal() == ["A decline", "A skill contrario"]
    t.do("A skill contrario")
    assert t.legal() == ["B decline", "B skill deny"]
    log = t.do("B skill deny")
    assert log[:2] == ("skill B B:deny", "skill_resolved B B:perfect-measure")
    assert t.b.pending_bonus == (VirtueBonus(Virtue.CELERITAS, 2),)
    assert t.a.discard == (t.id("A:contrario"),)


def test_cancel_a_feint_goes_back_to_the_bind(scenario):
    """cancel_skill: a cancelled Feint costs the card; the Cut Process goes on (Cut 4)."""
    t = scenario.opening(
        a={
            "hand": "mandritto-fendente-b roverso-fendente-b finta",
            "posta": "donna-sinestra",
            "virtues": "audatia",
        },
        b={"hand": "roverso-sottano-b deny", "posta": "corona"},
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b", "A skill finta")
    t.do("B skill deny")
    assert (t.phase, t.to_move) == (Phase.FOLLOW_UP, Seat.B)


def test_cancel_an_avoid_the_defender_must_still_answer(scenario):
    """cancel_skill: a cancelled avoid leaves the attack in play; no answer loses."""
    t = scenario.opening(
        challenger=Seat.B,
        a={"hand": "schivare", "posta": "corona", "virtues": "celeritas"},
        b={"hand": "mandritto-fendente-b deny", "posta": "donna-destra", "virtues": "audatia"},
    )
    t.do("B attack mandritto-fendente-b", "A skill schivare")
    log = t.do("B skill deny")
    assert log[:2] == ("skill B B:deny", "skill_cancelled A A:schivare")
    assert t.outcome.winner is Seat.B and t.outcome.reason is Reason.UNPARRIED_ATTACK


def test_cancel_see_posta_back_to_the_choice(scenario):
    """cancel_skill: a cancelled see_posta leaves its player to choose as before."""
    t = _choice(scenario, "misurare-la-posta", "deny", a_virtues="audatia prudentia")
    t.do("A skill misurare-la-posta", "B skill deny")
    assert (t.phase, t.to_move) == (Phase.POSTA_CHOICE, Seat.A)
    assert t.ctx.seen_posta == frozenset()


# -- force_first (R-012) ----------------------------------------------------------------------


def test_r012_taunt_makes_the_opponent_act_first_and_forbids_passing(scenario):
    """Taunt (force_first) / R-012: the opponent must attack or change Posta before you act."""
    t = _measure(
        scenario,
        "mandritto-fendente-b",
        "taunt mandritto-fendente-b",
        a_virtues="",
        b_virtues="audatia",
        challenger=Seat.B,
        to_move=Seat.B,
    )
    t.do("B skill taunt")
    assert t.ctx.forced is Seat.A and t.ctx.opening_order == (Seat.A, Seat.B)
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.A)
    assert "A pass" not in t.legal()
    assert "A attack mandritto-fendente-b" in t.legal()
    t.do("A change donna-destra")
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.B)
    assert "B pass" in t.legal()
    t.do("B pass")
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.B) and t.ctx.final_call
    assert t.legal() == ["B attack mandritto-fendente-b"]


def test_r012_taunt_needs_audatia_and_is_played_once(scenario):
    """Taunt: "With the Audatia advantage"; a second force-first has nothing left to force."""
    t = _measure(scenario, "", "taunt", to_move=Seat.B)
    assert t.legal() == ["B pass"]
    t = _measure(
        scenario, "", "taunt", a_virtues="", b_virtues="audatia", to_move=Seat.B, forced=Seat.A
    )
    assert t.legal() == ["B pass"]


def test_r012_taunt_by_the_respondent(scenario):
    """R-012: taunted, the Challenger keeps his step 5 but may not let it pass."""
    t = _measure(
        scenario, "mandritto-fendente-b", "taunt", a_virtues="", b_virtues="audatia", to_move=Seat.B
    )
    t.do("B skill taunt")
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.A)
    assert "A pass" not in t.legal()


# -- defend (R-022) ---------------------------------------------------------------------------


def test_r022_defend_stare_in_tempo(scenario):
    """Stare in Tempo (defend) / R-022: answer with a Punta or Mezano as an attack of your own."""
    t = _attacked(
        scenario,
        "tempo#1 punta-b mandritto-mezano-b roverso-fendente-b",
        "mandritto-fendente-b mandritto-sottano-b",
        a_virtues="celeritas",
    )
    assert "A skill tempo#1" in t.legal()
    t.do("A skill tempo#1")
    assert (t.phase, t.to_move) == (Phase.DEFEND_STRIKE, Seat.A)
    assert t.legal() == ["A defend punta-b"]  # Corona throws no Mezano
    log = t.do("A defend punta-b")
    assert log == ("defend A A:punta-b",)
    assert t.ctx.attacker is Seat.A and t.ctx.via_skill
    assert t.b.stack == (t.id("B:mandritto-fendente-b"),)  # the original attack stays
    assert (t.phase, t.to_move) == (Phase.REACT, Seat.B)


def test_r022_defend_needs_an_eligible_blow(scenario):
    """R-022: the X must be a blow the defender could throw, with its Attack icon."""
    t = _attacked(scenario, "tempo#1 roverso-fendente-b mandritto-sottano-b", a_virtues="celeritas")
    assert "A skill tempo#1" not in t.legal()


def test_r022_pre_empt_with_prudentia(scenario):
    """Pre-empt (defend): "With the Prudentia advantage. Defend with a Fendente or a Punta"."""
    t = scenario.opening(
        swap=True,
        challenger=Seat.B,
        a={"hand": "pre-empt#1 roverso-fendente-b", "posta": "corona", "virtues": "prudentia"},
        b={
            "hand": "mandritto-fendente-b mandritto-sottano-b",
            "posta": "donna-destra",
            "virtues": "audatia",
        },
    )
    t.do("B attack mandritto-fendente-b", "A skill pre-empt#1")
    assert t.legal() == ["A defend roverso-fendente-b"]
    t.do("A defend roverso-fendente-b")
    assert t.legal() == ["B parry mandritto-sottano-b"]


def test_r022_posta_defend_dente_di_zenghiaro(scenario):
    """Virtues / R-022: from Dente di Zenghiaro, Defend with a Thrust with most Celeritas."""
    with_it = _attacked(
        scenario,
        "punta-b",
        "mandritto-fendente-b mandritto-sottano-b",
        a_virtues="celeritas",
        a_posta="dente-di-zenghiaro",
    )
    assert with_it.legal() == ["A defend punta-b"]
    with_it.do("A defend punta-b")
    assert (with_it.phase, with_it.to_move) == (Phase.REACT, Seat.B)
    assert not with_it.ctx.via_skill  # a Posta, not a Skill card
    without = _attacked(scenario, "punta-b roverso-sottano-b", a_posta="dente-di-zenghiaro")
    assert without.legal() == ["A parry roverso-sottano-b"]


def test_r022_posta_defend_only_while_standing_in_it(scenario):
    """R-022: "A Posta with Defend X allows it only while its owner still stands in it"."""
    t = scenario.position(
        a={
            "hand": "punta-b roverso-sottano-b",
            "posta": "dente-di-zenghiaro",
            "in_posta": False,
            "stack": "roverso-fendente-b",
            "side": Side.LEFT,
            "virtues": "celeritas",
        },
        b={
            "hand": "mandritto-fendente-b",
            "stack": "mandritto-sottano-b",
            "side": Side.RIGHT,
            "virtues": "audatia",
        },
        phase=Phase.FOLLOW_UP,
        to_move=Seat.B,
        attacker=Seat.A,
    )
    t.do("B attack mandritto-fendente-b")
    assert t.legal() == ["A parry roverso-sottano-b"]


# -- Cycle (R-019) ----------------------------------------------------------------------------


def test_r019_cycle_at_any_decision_then_decide(scenario):
    """Cycle / R-019: discard the card face up, draw one, and still make the same decision."""
    t = _attacked(scenario, "forza-dell-elefante roverso-sottano-b")
    assert "A cycle forza-dell-elefante" in t.legal()
    top = t.a.deck[0]
    log = t.do("A cycle forza-dell-elefante")
    assert log == ("discard A A:forza-dell-elefante", f"deal A {t.label(top)}")
    assert (t.phase, t.to_move) == (Phase.REACT, Seat.A)
    assert top in t.a.hand and t.a.discard == (t.id("A:forza-dell-elefante"),)
    assert "A parry roverso-sottano-b" in t.legal()


def test_r019_only_cards_with_the_cycle_symbol(scenario):
    """Cycle: only "Cards with the Cycle symbol" (not Finta, not Schivare)."""
    t = _attacked(scenario, "finta schivare mutare-posta roverso-sottano-b")
    cycles = [a for a in t.legal() if " cycle " in a]
    assert cycles == ["A cycle mutare-posta"]


def test_r019_no_cycle_with_an_empty_deck(scenario):
    """R-019: "You cannot cycle with an empty Action deck"."""
    t = scenario.opening(
        challenger=Seat.B,
        a={"hand": "forza-dell-elefante roverso-sottano-b", "posta": "corona", "deck": ""},
        b={"hand": "mandritto-fendente-b", "posta": "donna-destra", "virtues": "audatia"},
    )
    t.do("B attack mandritto-fendente-b")
    assert t.legal() == ["A parry roverso-sottano-b"]


def test_r019_second_thought_cycles_too(scenario):
    """Cycle: Boucicault's Second Thought carries the Cycle symbol."""
    t = _measure(scenario, "", "second-thought", to_move=Seat.B)
    assert t.legal() == ["B pass", "B cycle second-thought"]
