"""Thrust Process 1-2.3.3.4: Exchange, parrying a thrust as a cut, and the optional Break."""

from __future__ import annotations

from audatia_qt.games.audatia.narrator.symbols import Mark, SymbolKind, symbol_notes
from audatia_qt.games.audatia.rules.cards import Side, StrettoSlot
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.eligibility import exchange_problem
from audatia_qt.games.audatia.rules.options import remedy_side
from audatia_qt.games.audatia.rules.state import Bind, Phase, Reason
from audatia_qt.games.audatia.rules.views import observe
from tests.english import english

REMEDIES = "soprana-tor-di-spada gomito-e-pomo ligadura-mezana#1 presa-del-manico volta-e-pomo"


def _thrust(
    scenario,
    a_hand: str,
    b_hand: str,
    *,
    a_posta="corona",
    b_posta="corona",
    a_virtues="audatia",
    b_virtues="",
    **kw,
):
    """A (Challenger) thrusts from ``a_posta`` at B in ``b_posta``."""
    t = scenario.opening(
        a={"hand": "punta-b " + a_hand, "posta": a_posta, "virtues": a_virtues},
        b={"hand": b_hand, "posta": b_posta, "virtues": b_virtues},
        **kw,
    )
    t.do("A attack punta-b")
    return t


# -- 2.1 Exchange -------------------------------------------------------------------------------


def test_2_1_exchange_from_poste_needs_the_symbol_and_celeritas(scenario):
    """Thrust 2.1 / Exchange "From a posta" / R-007: both Poste carry the Exchange symbol and
    the Defender has most Celeritas: exchange with a Punta that has the icon."""
    t = _thrust(
        scenario,
        "gomito-e-pomo",
        "punta-exchange#1 punta-b mandritto-fendente-b",
        b_posta="finestra-destra",
        b_virtues="celeritas",
    )
    assert "B exchange punta-exchange#1" in t.legal()
    assert "B exchange punta-b" not in t.legal()  # the Punta needs the Exchange icon
    log = t.do("B exchange punta-exchange#1")
    assert log == ("exchange B B:punta-exchange#1",)
    assert (t.phase, t.to_move) == (Phase.EXCHANGED, Seat.A)


def test_r007_no_exchange_from_poste_with_celeritas_tied(scenario):
    """Thrust 2.1 / R-007: "If the Defender has the most Celeritas, he may Exchange": the
    Exchange symbol on both Poste is not enough with Celeritas tied."""
    t = _thrust(
        scenario,
        "gomito-e-pomo",
        "punta-exchange#1 mandritto-fendente-b",
        b_posta="finestra-destra",
    )
    assert t.legal() == ["B parry mandritto-fendente-b"]
    problem = english(
        exchange_problem(t.state, Seat.B, t.id("B:punta-exchange#1"), t.id("A:punta-b"))
    )
    assert problem == "exchanging needs the Celeritas advantage (Thrust 2.1; R-007)"


def test_r007_no_exchange_from_a_posta_without_the_symbol(scenario):
    """Exchange "From a posta" / R-007: with most Celeritas, the thrust out of a Posta is still
    exchanged only when the thruster's Posta and the Defender's both carry the symbol."""
    for a_posta, b_posta in (("corona", "donna-destra"), ("donna-destra", "finestra-destra")):
        t = _thrust(
            scenario,
            "",
            "punta-exchange#1 mandritto-fendente-b",
            a_posta=a_posta,
            b_posta=b_posta,
            b_virtues="celeritas",
        )
        assert t.legal() == ["B parry mandritto-fendente-b"]
        problem = english(
            exchange_problem(t.state, Seat.B, t.id("B:punta-exchange#1"), t.id("A:punta-b"))
        )
        assert problem is not None and "both Poste carry the Exchange symbol" in problem


def test_exchange_after_the_first_strike_needs_celeritas(scenario):
    """Exchange "After the first strike": exchange a Punta if you have most Celeritas."""

    def follow_up(b_virtues):
        t = scenario.position(
            a={
                "hand": "punta-b",
                "stack": "mandritto-fendente-b",
                "side": Side.RIGHT,
                "virtues": "audatia",
            },
            b={
                "hand": "punta-exchange#1 mandritto-fendente-b",
                "stack": "roverso-sottano-b",
                "side": Side.RIGHT,
                "virtues": b_virtues,
            },
            phase=Phase.FOLLOW_UP,
            to_move=Seat.A,
            attacker=Seat.A,
        )
        t.do("A attack punta-b")
        return t

    assert "B exchange punta-exchange#1" in follow_up("celeritas").legal()
    assert "B exchange punta-exchange#1" not in follow_up("").legal()


def test_exchanged_thruster_must_play_an_outside_remedy(scenario):
    """Exchange: "you must play an Outside Stretto Remedy card ... If you don't, you lose"."""
    t = _thrust(
        scenario,
        REMEDIES,
        "punta-exchange#1 volta-di-gomito",
        b_posta="finestra-destra",
        b_virtues="celeritas",
    )
    t.do("B exchange punta-exchange#1")
    assert set(t.legal()) == {
        "A remedy soprana-tor-di-spada",
        "A remedy gomito-e-pomo",
        "A remedy volta-e-pomo",
    }
    assert "does not work on the Outside" in t.refuse("A remedy ligadura-mezana#1")
    t.do("A remedy soprana-tor-di-spada")
    assert (t.phase, t.to_move) == (Phase.COUNTER, Seat.B)
    log = t.do("B counter volta-di-gomito")
    assert log[:1] == ("counter B B:volta-di-gomito perfect",)
    assert t.outcome.winner is Seat.B and t.outcome.reason is Reason.PERFECT_COUNTER


def test_exchanged_thruster_without_outside_remedy_loses(scenario):
    """Exchange: an exchanged thruster with only Inside remedies loses."""
    t = _thrust(
        scenario,
        "ligadura-mezana#1 presa-del-manico",
        "punta-exchange#1",
        b_posta="finestra-destra",
        b_virtues="celeritas",
    )
    log = t.do("B exchange punta-exchange#1")
    assert log[-1] == "game_over B exchange_unanswered"
    assert t.outcome.reason is Reason.EXCHANGE_UNANSWERED


# -- 2.2 treat the thrust as a cut ----------------------------------------------------------


def test_2_2_parried_thrust_is_always_largo(scenario):
    """Thrust 2.2: "When parrying a Thrust the Bind is always Largo", whatever the parry's sun."""
    for parry in ("mandritto-fendente-b", "mandritto-fendente-tr#1", "roverso-sottano-tr"):
        t = _thrust(scenario, "", parry, b_virtues="audatia")
        log = t.do(f"B parry {parry}")
        assert "bind B largo" in log
        assert t.ctx.bind is Bind.LARGO
        assert (t.phase, t.to_move) == (Phase.FOLLOW_UP, Seat.B)


# -- 2.3 the Break (optional rule) ----------------------------------------------------------


def _broken(
    scenario,
    a_hand: str,
    b_hand: str,
    breaker: str = "mandritto-fendente-tr#1",
    a_virtues="audatia",
    b_virtues="",
    **kw,
):
    t = _thrust(
        scenario, a_hand, breaker + " " + b_hand, a_virtues=a_virtues, b_virtues=b_virtues, **kw
    )
    assert f"B break {breaker}" in t.legal()
    t.do(f"B break {breaker}")
    return t


def test_2_3_break_needs_the_break_icon_and_an_eligible_parry(scenario):
    """Thrust 2.3 / R-008: a Break needs the Break icon and is eligible as a parry."""
    t = _thrust(scenario, "", "mandritto-fendente-tr#1 mandritto-fendente-b")
    assert set(t.legal()) == {
        "B parry mandritto-fendente-tr#1",
        "B parry mandritto-fendente-b",
        "B break mandritto-fendente-tr#1",
    }


def test_2_3_break_moves_the_stacks_like_a_parry(scenario):
    """R-008: the Break moves the Stacks as a parry does."""
    t = _thrust(scenario, "", "mandritto-fendente-tr#1 mandritto-fendente-b")
    log = t.do("B break mandritto-fendente-tr#1")
    assert log[:2] == ("break B B:mandritto-fendente-tr#1", "stacks_moved B left")
    assert t.sides() == (Side.RIGHT, Side.LEFT)
    assert t.ctx.break_card == t.id("B:mandritto-fendente-tr#1")


def test_no_break_config_switches_the_optional_rule_off(scenario):
    """Thrust 2.3 [Optional Rule]: with the Break rule off, the Break symbol does nothing."""
    t = _thrust(scenario, "", "mandritto-fendente-tr#1", break_rule=False)
    assert t.legal() == ["B parry mandritto-fendente-tr#1"]
    reason = t.refuse("B break mandritto-fendente-tr#1")
    assert reason == (
        "Mandritto Fendente cannot be played as 'break' now: the optional Break rule is "
        "switched off for this game; it can be played now as 'parry'"
    )
    from audatia_qt.games.audatia.rules.eligibility import break_problem

    problem = english(
        break_problem(t.state, Seat.B, t.id("B:mandritto-fendente-tr#1"), t.id("A:punta-b"))
    )
    assert problem == "the optional Break rule is switched off for this game"


def test_2_3_2_attacker_with_most_celeritas_remedies_outside_against_a_mandritto(scenario):
    """Thrust 2.3.1-2.3.2: the Attacker leads Celeritas: Outside remedy against a mandritto."""
    t = _broken(scenario, REMEDIES, "", a_virtues="audatia celeritas")
    assert (t.phase, t.to_move) == (Phase.BREAK_ATTACKER, Seat.A)
    assert set(t.legal()) == {
        "A remedy soprana-tor-di-spada",
        "A remedy gomito-e-pomo",
        "A remedy volta-e-pomo",
        "A wait",
    }


def test_2_3_2_inside_remedy_against_a_roverso_break(scenario):
    """Thrust 2.3.2: "If Defender's Break was a roverso, play an Inside Stretto Remedy"."""
    t = _broken(
        scenario,
        REMEDIES,
        "sciolta-dalla-ligadura",
        breaker="roverso-fendente-tr",
        a_virtues="audatia celeritas",
    )
    assert set(t.legal()) == {
        "A remedy ligadura-mezana#1",
        "A remedy presa-del-manico",
        "A remedy volta-e-pomo",
        "A wait",
    }
    t.do("A remedy ligadura-mezana#1")
    assert (t.phase, t.to_move) == (Phase.BREAK_COUNTER, Seat.B)


def test_r014_tied_celeritas_the_thruster_acts_first(scenario):
    """R-014: when nobody leads in Celeritas, the thruster acts first (2.3.2)."""
    t = _broken(scenario, REMEDIES, "")
    assert (t.phase, t.to_move) == (Phase.BREAK_ATTACKER, Seat.A)


def test_2_3_2_attacker_waits_then_defender_may_strike_a_mezano(scenario):
    """Thrust 2.3.2: "If he waits, the Defender can act (see 2.3.3)"."""
    t = _broken(scenario, "", "roverso-mezano-b mandritto-mezano-b")
    t.do("A wait")
    assert (t.phase, t.to_move) == (Phase.BREAK_DEFENDER, Seat.B)
    # The mandritto Break left B's Stack on his left: only the Roverso Mezano can be thrown.
    assert set(t.legal()) == {"B attack roverso-mezano-b", "B wait"}


def test_2_3_3_defender_with_most_celeritas_acts_first(scenario):
    """Thrust 2.3.3: the Defender leads Celeritas: an eligible Mezano, or wait."""
    t = _broken(scenario, "", "roverso-mezano-b", b_virtues="celeritas")
    assert (t.phase, t.to_move) == (Phase.BREAK_DEFENDER, Seat.B)
    t.do("B wait")
    assert (t.phase, t.to_move) == (Phase.BREAK_ATTACKER, Seat.A)


def test_2_3_3_break_posta_bonus_counts_for_celeritas(scenario):
    """Thrust 2.3.1 / Virtues: the Break from Porta di Ferro la Mezana carries +1 Celeritas."""
    t = _broken(
        scenario,
        "",
        "roverso-mezano-b",
        breaker="mandritto-sottano-tl",
        b_posta="porta-di-ferro-mezana",
    )
    assert (t.phase, t.to_move) == (Phase.BREAK_DEFENDER, Seat.B)


def test_2_3_3_4_both_wait_break_off(scenario):
    """Thrust 2.3.3.4: "If both wait, Break Off and return to Out of Measure"."""
    t = _broken(scenario, REMEDIES, "roverso-mezano-b")
    t.do("A wait")
    log = t.do("B wait")
    assert log[:2] == ("wait B", "break_off")
    assert t.phase is Phase.TRADE


def test_2_3_3_1_remedy_against_the_mezano(scenario):
    """Thrust 2.3.3.1: Outside remedy against a Roverso Mezano, Inside against a Mandritto."""
    t = _broken(scenario, REMEDIES, "roverso-mezano-b", b_virtues="celeritas")
    t.do("B attack roverso-mezano-b")
    assert (t.phase, t.to_move) == (Phase.MEZANO_ANSWER, Seat.A)
    assert set(t.legal()) == {
        "A remedy soprana-tor-di-spada",
        "A remedy gomito-e-pomo",
        "A remedy volta-e-pomo",
    }
    t = _broken(
        scenario,
        REMEDIES,
        "mandritto-mezano-b",
        breaker="roverso-fendente-tr",
        b_virtues="celeritas",
    )
    t.do("B attack mandritto-mezano-b")
    assert set(t.legal()) == {
        "A remedy ligadura-mezana#1",
        "A remedy presa-del-manico",
        "A remedy volta-e-pomo",
    }


def test_2_3_3_1_mezano_unanswered_wins(scenario):
    """Thrust 2.3.3.1: a Mezano the thruster cannot answer is an attack he could not parry."""
    t = _broken(scenario, "ligadura-mezana#1", "roverso-mezano-b", b_virtues="celeritas")
    log = t.do("B attack roverso-mezano-b")
    assert log[-1] == "game_over B unparried_attack"


def test_r017_mandritto_mezano_counterattack_against_a_roverso_mezano(scenario):
    """Thrust 2.3.3.2 / R-017: a Mandritto Mezano counterattack, no icon or Celeritas needed."""
    t = _broken(
        scenario,
        "mandritto-mezano-b gomito-e-pomo",
        "roverso-mezano-b mandritto-sottano-b",
        b_virtues="celeritas",
    )
    t.do("B attack roverso-mezano-b")
    assert set(t.legal()) == {"A remedy gomito-e-pomo", "A counterattack mandritto-mezano-b"}
    log = t.do("A counterattack mandritto-mezano-b")
    # The breaker must parry it with a cut from the side of his Stack: his Stack is
    # on his left after the Roverso Mezano, so the Mandritto Sottano cannot, and he loses.
    assert log[-1] == "game_over A unparried_counterattack"


def test_r037_the_mandritto_mezano_counterattack_of_the_break_can_be_parried(scenario):
    """Thrust 2.3.3.2 / R-037: the breaker parries the Mandritto Mezano counterattack with a
    cut it allows, from the side of his Stack, and play goes on as after a parry."""
    t = _broken(
        scenario,
        "mandritto-mezano-b gomito-e-pomo",
        "roverso-mezano-b roverso-sottano-b",
        b_virtues="celeritas",
    )
    t.do("B attack roverso-mezano-b", "A counterattack mandritto-mezano-b")
    assert (t.phase, t.to_move) == (Phase.PARRY_COUNTERATTACK, Seat.B)
    assert t.legal() == ["B parry roverso-sottano-b"]
    t.do("B parry roverso-sottano-b")
    assert t.outcome is None and t.ctx.attacker is Seat.A


def test_r017_no_counterattack_against_a_mandritto_mezano(scenario):
    """Thrust 2.3.3.2: only a Roverso Mezano may be counterattacked this way."""
    t = _broken(
        scenario,
        "mandritto-mezano-b ligadura-mezana#1",
        "mandritto-mezano-tr",
        breaker="roverso-fendente-tr",
        b_virtues="celeritas",
    )
    t.do("B attack mandritto-mezano-tr")
    assert t.legal() == ["A remedy ligadura-mezana#1"]


def _mezano_remedy(scenario, a_hand: str, b_hand: str):
    t = _broken(scenario, a_hand, "roverso-mezano-b " + b_hand, b_virtues="celeritas")
    t.do("B attack roverso-mezano-b", "A remedy gomito-e-pomo")
    assert (t.phase, t.to_move) == (Phase.BREAK_COUNTER, Seat.B)
    return t


def test_r018_breaker_counter_that_completes_the_symbol_wins(scenario):
    """Winning Conditions, "Counter an opponent's Stretto Remedy perfectly" / R-018: in the
    Break too, a counter that completes the Moon-and-Night symbol is a perfect counter and
    "the Remedy player loses the game"."""
    t = _mezano_remedy(scenario, "gomito-e-pomo", "presa-al-braccio")
    log = t.do("B counter presa-al-braccio")
    assert log[0] == "counter B B:presa-al-braccio perfect"
    assert t.outcome.winner is Seat.B and t.outcome.reason is Reason.PERFECT_COUNTER


def test_r018_breaker_counter_that_lines_up_breaks_off(scenario):
    """Thrust 2.3.3.3: "play a Stretto Counter-Remedy on the Eligible side, to Break Off"."""
    t = _mezano_remedy(scenario, "gomito-e-pomo", "copertura-di-mezza-spada")
    log = t.do("B counter copertura-di-mezza-spada")
    assert log[:2] == ("counter B B:copertura-di-mezza-spada lined_up", "break_off")
    assert t.outcome is None and t.phase is Phase.TRADE


def test_r018_soprana_tor_di_spada_answers_the_remedy(scenario):
    """Thrust 2.3.3.3 / R-018: or play Soprana Tor di Spada; the Attacker may counter it."""
    t = _mezano_remedy(
        scenario,
        "gomito-e-pomo volta-di-gomito copertura-di-mezza-spada",
        "soprana-tor-di-spada gomito-e-pomo ligadura-mezana#1",
    )
    assert t.legal() == ["B remedy soprana-tor-di-spada"]  # no other remedy, no counter here
    t.do("B remedy soprana-tor-di-spada")
    assert (t.phase, t.to_move) == (Phase.COUNTER, Seat.A)
    assert set(t.legal()) == {"A counter volta-di-gomito", "A counter copertura-di-mezza-spada"}
    log = t.do("A counter volta-di-gomito")
    assert log[0] == "counter A A:volta-di-gomito perfect"
    assert t.outcome.winner is Seat.A


def test_r018_soprana_not_countered_wins_for_the_breaker(scenario):
    """R-018: "the thruster must then counter it or lose"."""
    t = _mezano_remedy(scenario, "gomito-e-pomo sciolta-dalla-ligadura", "soprana-tor-di-spada")
    log = t.do("B remedy soprana-tor-di-spada")
    assert log[-1] == "game_over B uncountered_remedy"


def test_r018_breaker_without_counter_or_soprana_loses(scenario):
    """R-018: "With neither, the defender loses"."""
    t = _broken(
        scenario,
        "gomito-e-pomo",
        "roverso-mezano-b ligadura-mezana#1 colpo-al-viso",
        b_virtues="celeritas",
    )
    t.do("B attack roverso-mezano-b")
    log = t.do("A remedy gomito-e-pomo")
    assert log[-1] == "game_over A uncountered_remedy"


def test_r024_soprana_also_answers_the_thrusters_remedy_at_2_3_2(scenario):
    """R-024: the breaker may answer the thruster's 2.3.2 remedy with Soprana Tor di Spada too."""
    t = _broken(scenario, "gomito-e-pomo presa-al-braccio", "soprana-tor-di-spada presa-al-braccio")
    t.do("A remedy gomito-e-pomo")
    assert (t.phase, t.to_move) == (Phase.BREAK_COUNTER, Seat.B)
    assert set(t.legal()) == {"B counter presa-al-braccio", "B remedy soprana-tor-di-spada"}
    t.do("B remedy soprana-tor-di-spada")
    assert (t.phase, t.to_move) == (Phase.COUNTER, Seat.A)
    assert t.legal() == ["A counter presa-al-braccio"]  # lines up (Outside), not perfect
    assert "break_off" in t.do("A counter presa-al-braccio")


def test_r018_the_counters_note_in_the_break_says_it_is_perfect(scenario):
    """R-018: the Moon-and-Night note of a counter that completes the remedy's symbol in the
    Break calls it a perfect counter, and the remedy's note lists it as one."""
    t = _mezano_remedy(scenario, "gomito-e-pomo", "presa-al-braccio")
    view = observe(t.state, Seat.B)
    cards = t.config.cards
    counter, remedy = t.id("B:presa-al-braccio"), t.id("A:gomito-e-pomo")
    mark = Mark(SymbolKind.MOON_NIGHT, slot=StrettoSlot.OUTSIDE)
    (note,) = symbol_notes(cards.stretto(counter), [mark], view, counter)
    assert "a perfect counter (R-001)" in english(note.now)
    (note,) = symbol_notes(cards.stretto(remedy), [mark], view, remedy)
    assert english(note.now) == (
        "Your Counter-Remedies that line up: Presa al Braccio (a perfect counter)."
    )


def test_r036_the_remedy_against_an_exchange_is_countered_outside(scenario):
    """Exchange / R-036: the exchanged thruster's two-sided remedy works on the Outside, so an
    Inside-only counter does not line up with it."""
    t = _thrust(
        scenario,
        "volta-e-pomo",
        "punta-exchange#1 sciolta-dalla-ligadura volta-di-gomito",
        b_posta="finestra-destra",
        b_virtues="celeritas",
    )
    t.do("B exchange punta-exchange#1", "A remedy volta-e-pomo")
    assert remedy_side(t.state) is StrettoSlot.OUTSIDE
    assert t.legal() == ["B counter volta-di-gomito"]


def test_r036_the_remedy_after_a_break_is_countered_on_the_breaks_side(scenario):
    """Thrust 2.3.2-2.3.3.3 / R-036: after a Mandritto Break the thruster's two-sided remedy
    works Outside; the breaker's counter must line up "on the Eligible side"."""
    t = _broken(scenario, "volta-e-pomo", "sciolta-dalla-ligadura volta-di-gomito")
    t.do("A remedy volta-e-pomo")
    assert (t.phase, remedy_side(t.state)) == (Phase.BREAK_COUNTER, StrettoSlot.OUTSIDE)
    assert t.legal() == ["B counter volta-di-gomito"]
