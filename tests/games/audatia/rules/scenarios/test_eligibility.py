"""Eligibility and Stack: Seven Swords of Poste, the Stack's side, parries, virtue-gated icons."""

from __future__ import annotations

from audatia_qt.games.audatia.narrator.explain import explain
from audatia_qt.games.audatia.rules.cards import Side, StrettoSlot, Virtue, VirtueBonus
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.eligibility import side_allows
from audatia_qt.games.audatia.rules.state import Phase
from audatia_qt.games.audatia.rules.virtues import advantage, virtue_total
from tests.english import english

ALL_CUTS = (
    "mandritto-fendente-b roverso-fendente-b mandritto-mezano-b roverso-mezano-b "
    "mandritto-sottano-b roverso-sottano-b punta-b"
)


def _attacks(t, seat: str = "A") -> set[str]:
    return {a.split()[2] for a in t.legal() if a.startswith(f"{seat} attack")}


def _follow_up(scenario, side: Side, hand: str = ALL_CUTS, virtues: str = "audatia"):
    """A out of any Posta, Stack on ``side``, free to attack (Cut 4)."""
    return scenario.position(
        a={"hand": hand, "stack": "mandritto-fendente-tl", "side": side, "virtues": virtues},
        b={"stack": "roverso-sottano-b", "side": Side.RIGHT},
        phase=Phase.FOLLOW_UP,
        to_move=Seat.A,
        attacker=Seat.B,
    )


# -- Poste ----------------------------------------------------------------------------------


def test_posta_upright_seven_swords_limit_the_attacks(scenario):
    """Eligibility: "When in a Posta, the Seven Swords symbol shows all the Attacks"."""
    t = scenario.opening(
        a={"hand": ALL_CUTS, "posta": "coda-longa", "virtues": "audatia prudentia"},
        b={"posta": "donna-destra"},
    )
    assert _attacks(t) == {"mandritto-fendente-b", "mandritto-mezano-b", "mandritto-sottano-b"}
    reason = t.refuse("A attack roverso-fendente-b")
    assert "Coda Longa cannot throw a Roverso Fendente (its Seven Swords)" in reason


def test_posta_di_donna_throws_all_seven_blows(scenario):
    """Eligibility: Posta di Donna's Seven Swords hold every blow (sottani with Prudentia)."""
    t = scenario.opening(
        a={"hand": ALL_CUTS, "posta": "donna-destra", "virtues": "audatia prudentia"},
        b={"posta": "corona"},
    )
    assert _attacks(t) == set(ALL_CUTS.split())


def test_posta_inverted_seven_swords_restrict_who_may_attack_it(scenario):
    """Eligibility: Poste with an inverted Seven Swords cannot be attacked by certain Strikes."""
    t = scenario.opening(
        a={"hand": ALL_CUTS, "posta": "donna-destra", "virtues": "audatia prudentia"},
        b={"posta": "tutta-porta-di-ferro"},
    )
    assert "mandritto-sottano-b" not in _attacks(t)
    assert "roverso-sottano-b" not in _attacks(t)
    assert "mandritto-fendente-b" in _attacks(t)
    reason = t.refuse("A attack mandritto-sottano-b")
    assert "Tutta Porta di Ferro cannot be attacked with a Mandritto Sottano" in reason


# -- the Stack's side (R-005) ---------------------------------------------------------------


def test_r005_stack_on_the_right_throws_mandritti_and_thrusts(scenario):
    """R-005: out of a Posta, the Stack on your right lets you throw Mandritti and the Punta."""
    t = _follow_up(scenario, Side.RIGHT, virtues="audatia prudentia")
    assert _attacks(t) == {
        "mandritto-fendente-b",
        "mandritto-mezano-b",
        "mandritto-sottano-b",
        "punta-b",
    }
    reason = t.refuse("A attack roverso-mezano-b")
    assert "your Stack is on your right" in reason


def test_r005_stack_on_the_left_throws_roversi_and_thrusts(scenario):
    """R-005: a Roverso comes from the left."""
    t = _follow_up(scenario, Side.LEFT, virtues="audatia prudentia")
    assert _attacks(t) == {"roverso-fendente-b", "roverso-mezano-b", "roverso-sottano-b", "punta-b"}


def test_r005_stack_in_the_middle_frees_both_hands(scenario):
    """R-005: after a thrust the Stack is in the middle and every blow may be thrown."""
    t = _follow_up(scenario, Side.MIDDLE, virtues="audatia prudentia")
    assert _attacks(t) == set(ALL_CUTS.split())


def test_r005_side_allows_table():
    """R-005: the side rule as a table: Mandritto right, Roverso left, Punta anywhere."""
    from audatia_qt.games.audatia.rules.cards import Blow

    assert side_allows(Side.RIGHT, Blow.MANDRITTO_FENDENTE)
    assert not side_allows(Side.RIGHT, Blow.ROVERSO_FENDENTE)
    assert side_allows(Side.LEFT, Blow.ROVERSO_SOTTANO)
    assert not side_allows(Side.LEFT, Blow.MANDRITTO_MEZANO)
    assert all(side_allows(side, Blow.PUNTA) for side in Side)
    assert all(side_allows(Side.MIDDLE, blow) for blow in Blow)


def test_r005_parry_comes_from_the_stack_side_once_out_of_posta(scenario):
    """R-005 / R-006: out of a Posta you parry only from the side of your Stack."""
    t = scenario.position(
        a={
            "hand": "mandritto-sottano-b roverso-sottano-b",
            "stack": "roverso-fendente-b",
            "side": Side.LEFT,
        },
        b={"stack": "mandritto-fendente-b", "side": Side.RIGHT, "virtues": "audatia"},
        phase=Phase.REACT,
        to_move=Seat.A,
        attacker=Seat.B,
        attack_card="B:mandritto-fendente-b",
    )
    assert t.legal() == ["A parry roverso-sottano-b"]
    assert "you can only parry from that side" in t.refuse("A parry mandritto-sottano-b")


# -- parries (R-006) ------------------------------------------------------------------------


def test_r006_parry_from_a_posta_ignores_its_seven_swords(scenario):
    """R-006: still in a Posta, any strike on the attack's inverted Seven Swords may parry."""
    t = scenario.opening(
        a={"hand": "mandritto-fendente-b", "posta": "donna-destra"},
        b={
            "hand": "roverso-sottano-b mandritto-sottano-b roverso-fendente-b",
            "posta": "coda-longa",
        },
    )
    t.do("A attack mandritto-fendente-b")
    # Coda Longa throws only mandritti, yet the roverso sottano parries from it.
    assert set(t.legal()) == {"B parry roverso-sottano-b", "B parry mandritto-sottano-b"}


def test_cannot_parry_on_the_attacks_own_line(scenario):
    """Eligibility: "You cannot parry in the same angle as the attack" (inverted Seven Swords)."""
    t = scenario.opening(
        a={"hand": "mandritto-fendente-b", "posta": "donna-destra"},
        b={"hand": "roverso-fendente-b mandritto-sottano-b", "posta": "donna-destra"},
    )
    t.do("A attack mandritto-fendente-b")
    assert t.legal() == ["B parry mandritto-sottano-b"]
    assert "cannot parry a Mandritto Fendente" in t.refuse("B parry roverso-fendente-b")


def test_mezani_never_parry(scenario):
    """CARDS.md: Fendenti and Sottani carry the Parry icon; Mezani do not parry."""
    t = scenario.opening(
        a={"hand": "punta-b", "posta": "donna-destra"},
        b={"hand": "mandritto-mezano-b mandritto-sottano-b", "posta": "donna-destra"},
    )
    t.do("A attack punta-b")
    assert t.legal() == ["B parry mandritto-sottano-b"]
    assert "has no Parry icon" in t.refuse("B parry mandritto-mezano-b")


# -- virtue-gated icons and "most" ----------------------------------------------------------


def test_sottano_attack_needs_the_prudentia_advantage(scenario):
    """CARDS.md / Virtues: a Sottano may attack only for the player with most Prudentia."""
    without = scenario.opening(
        a={"hand": "mandritto-sottano-b", "posta": "donna-destra"},
        b={"posta": "donna-destra", "virtues": "prudentia"},
    )
    assert "A attack mandritto-sottano-b" not in without.legal()
    reason = without.refuse("A attack mandritto-sottano-b")
    assert "only with the Prudentia advantage" in reason
    with_it = scenario.opening(
        a={"hand": "mandritto-sottano-b", "posta": "donna-destra", "virtues": "audatia prudentia"},
        b={"posta": "donna-destra"},
    )
    assert "A attack mandritto-sottano-b" in with_it.legal()


def test_most_means_strictly_more(scenario):
    """CARDS.md: "most" is strictly more; on a tie nobody has the advantage."""
    t = _follow_up(scenario, Side.RIGHT, hand="mandritto-sottano-b", virtues="audatia prudentia")
    state = t.state
    assert advantage(state, Virtue.PRUDENTIA) is Seat.A
    # B's strike on top of the Stack carries +1 Prudentia (a Posta Longa bonus): a tie.
    tied = scenario.position(
        a={
            "hand": "mandritto-sottano-b",
            "stack": "mandritto-fendente-tl",
            "side": Side.RIGHT,
            "virtues": "audatia prudentia",
        },
        b={
            "stack": "roverso-sottano-b",
            "side": Side.RIGHT,
            "bonus": (VirtueBonus(Virtue.PRUDENTIA, 1),),
        },
        phase=Phase.FOLLOW_UP,
        to_move=Seat.A,
        attacker=Seat.B,
    )
    assert virtue_total(tied.b, Virtue.PRUDENTIA) == 1
    assert advantage(tied.state, Virtue.PRUDENTIA) is None
    assert tied.legal() == ["A wait"]


def test_explain_names_the_refused_card_reason(scenario):
    """Eligibility: the explanation of a refused card is the engine's own reason."""
    t = scenario.opening(
        a={"hand": "roverso-fendente-b volta-e-pomo", "posta": "coda-longa"},
        b={"posta": "donna-destra"},
    )
    card = t.id("A:roverso-fendente-b")
    assert (
        explain(t.state, Seat.A, card)
        .english()
        .startswith("Roverso Fendente cannot be played now:")
    )
    assert "Stretto Remedy" in explain(t.state, Seat.A, t.id("A:volta-e-pomo")).english()
    assert explain(t.state, Seat.B, card).english().startswith("It is not your turn")


def test_every_check_wants_a_card_of_its_kind_in_hand(scenario):
    """Eligibility: a play names a card of the right kind that is in the player's hand."""
    from audatia_qt.games.audatia.rules import eligibility as e

    t = scenario.position(
        a={"hand": "finta ligadura-mezana#1 coperta-e-pomo mandritto-fendente-b"},
        b={"stack": "punta-b", "hand": "volta-e-pomo"},
        phase=Phase.REACT,
        to_move=Seat.A,
        attacker=Seat.B,
        attack_card="B:punta-b",
    )
    state, seat = t.state, Seat.A
    attack = t.id("B:punta-b")
    remedy = t.config.cards.stretto(t.id("B:volta-e-pomo"))
    finta, missing = t.id("A:finta"), t.id("A:punta-b")
    strike_checks = (
        lambda card: english(e.attack_problem(state, seat, card)),
        lambda card: english(e.beat_problem(state, seat, card)),
        lambda card: english(e.parry_problem(state, seat, card, attack)),
        lambda card: english(e.counterattack_problem(state, seat, card, attack)),
        lambda card: english(e.exchange_problem(state, seat, card, attack)),
        lambda card: english(e.break_problem(state, seat, card, attack)),
    )
    for check in strike_checks:
        assert check(missing) == "that card is not in your hand"
        assert check(finta) == "only a Strike card can do that"
    slots = frozenset(StrettoSlot)
    assert english(e.remedy_problem(state, seat, missing, slots)) == "that card is not in your hand"
    assert (
        english(e.remedy_problem(state, seat, finta, slots))
        == "only a Stretto Remedy card can do that"
    )
    assert english(e.remedy_problem(state, seat, t.id("A:ligadura-mezana#1"), slots)) is None
    assert (
        english(e.counter_problem(state, seat, missing, remedy)) == "that card is not in your hand"
    )
    assert english(e.counter_problem(state, seat, finta, remedy)) == (
        "only a Stretto Counter-Remedy card can counter a remedy"
    )
    assert english(e.counter_problem(state, seat, t.id("A:coperta-e-pomo"), remedy)) is None
    # Only a thrust is exchanged or broken; a cut attack cannot be.
    cut = t.id("A:mandritto-fendente-b")
    assert english(e.exchange_problem(state, seat, cut, cut)) == "only a thrust can be exchanged"
    assert english(e.break_problem(state, seat, cut, cut)) == "only a thrust can be broken"


def test_explain_a_posta_card(scenario):
    """Out of Measure 3: a Posta is chosen only Out of Measure, and only from the pile."""
    t = scenario.opening(
        a={"hand": "mandritto-fendente-b", "posta": "corona"},
        b={"hand": "roverso-sottano-b", "posta": "corona"},
    )
    held = t.id("A:corona")
    assert (
        explain(t.state, Seat.A, held).english().endswith("that Posta is not in your Posta pile.")
    )
    assert "can be played now (change)" in explain(t.state, Seat.A, t.id("A:bicorno")).english()
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b")
    t.do("B wait")
    assert (
        explain(t.state, Seat.A, t.id("A:bicorno"))
        .english()
        .endswith("a Posta is chosen only Out of Measure.")
    )


def test_card_and_blow_vocabulary(galeazzo):
    """Cards: sides, hands and lines of the Seven Swords; the Action deck is 39 cards."""
    from audatia_qt.games.audatia.rules.cards import Blow, Hand, Line

    assert Side.MIDDLE.opposite is Side.MIDDLE
    assert Side.LEFT.opposite is Side.RIGHT
    assert Blow.PUNTA.hand is Hand.THRUST and not Blow.PUNTA.is_cut
    assert Blow.ROVERSO_MEZANO.line is Line.MEZANO and Blow.PUNTA.line is Line.PUNTA
    assert Blow.MANDRITTO_SOTTANO.title == "Mandritto Sottano"
    assert sum(card.count for card in galeazzo.action_cards) == 39
