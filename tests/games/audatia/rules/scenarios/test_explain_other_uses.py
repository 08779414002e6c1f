"""A refused play of a card that has another legal use now names the rule and the other use
(``why_illegal`` for ``apply``; ``explain`` given the play the table tried)."""

from __future__ import annotations

from audatia_qt.games.audatia.narrator.explain import explain
from audatia_qt.games.audatia.rules.actions import ActionKind
from audatia_qt.games.audatia.rules.config import Seat


def _attacked(scenario, a_hand: str):
    """B (Challenger) has attacked A with a Mandritto Fendente from Posta di Donna."""
    t = scenario.opening(
        challenger=Seat.B,
        a={"hand": a_hand, "posta": "corona"},
        b={"hand": "mandritto-fendente-b", "posta": "donna-destra", "virtues": "audatia"},
    )
    t.do("B attack mandritto-fendente-b")
    return t


def test_a_refused_counterattack_names_the_rule_and_the_parry(scenario):
    """Counterattacking / R-007: the card lacks the icon, but it can parry now."""
    t = _attacked(scenario, "roverso-sottano-b")
    assert t.legal() == ["A parry roverso-sottano-b"]
    assert t.refuse("A counterattack roverso-sottano-b") == (
        "Roverso Sottano cannot be played as 'counterattack' now: Roverso Sottano has no "
        "Counterattack icon (R-007); it can be played now as 'parry'"
    )


def test_a_refused_break_of_a_cut_names_the_rule_and_the_parry(scenario):
    """Thrust 2.3: only a thrust can be broken; the card can still parry the cut."""
    t = _attacked(scenario, "roverso-sottano-b")
    assert t.refuse("A break roverso-sottano-b") == (
        "Roverso Sottano cannot be played as 'break' now: only a thrust can be broken; "
        "it can be played now as 'parry'"
    )


def test_a_play_not_on_offer_says_what_to_do_and_the_other_use(scenario):
    """Cut 2: attacking is not an answer to an attack; the card's parry is named."""
    t = _attacked(scenario, "roverso-sottano-b")
    assert t.refuse("A attack roverso-sottano-b") == (
        "Roverso Sottano cannot be played as 'attack' now: the player must answer the attack: "
        "parry, counterattack, exchange, break or avoid; it can be played now as 'parry'"
    )


def test_a_skill_out_of_its_window_can_still_cycle(scenario):
    """R-019: an Out-of-Measure skill cannot be played when attacked, but it can Cycle."""
    t = _attacked(scenario, "forza-dell-elefante roverso-sottano-b")
    message = t.refuse("A skill forza-dell-elefante")
    assert message.startswith("Forza dell'Elefante cannot be played as 'skill' now: ")
    assert message.endswith("; it can be played now as 'cycle'")
    assert "\n" not in message


def test_explain_with_the_tried_play(scenario):
    """The table passes the play it tried: the refusal and the other use, as a sentence."""
    t = _attacked(scenario, "roverso-sottano-b")
    card = t.id("A:roverso-sottano-b")
    assert explain(t.state, Seat.A, card, ActionKind.COUNTERATTACK).english() == (
        "Roverso Sottano cannot be played as 'counterattack' now: Roverso Sottano has no "
        "Counterattack icon (R-007); it can be played now as 'parry'."
    )
    assert explain(t.state, Seat.A, card, ActionKind.PARRY).english() == (
        "Roverso Sottano can be played now (parry)."
    )
    assert explain(t.state, Seat.A, card).english() == "Roverso Sottano can be played now (parry)."


def test_a_card_with_no_use_keeps_its_own_reason(scenario):
    """Unchanged: a card with no legal use now is explained by its own rule alone."""
    t = _attacked(scenario, "roverso-sottano-b presa-del-manico")
    message = t.refuse("A remedy presa-del-manico")
    assert message.startswith("Presa del Manico e Colpo cannot be played now: ")
    assert "it can be played now as" not in message
