"""Stretto: the Side card, counters that line up, perfect and imperfect counters (R-001)."""

from __future__ import annotations

import pytest

from audatia_qt.games.audatia.rules.cards import Side, StrettoSlot, is_perfect_counter, lines_up
from audatia_qt.games.audatia.rules.config import CardKind, Seat
from audatia_qt.games.audatia.rules.options import remedy_side
from audatia_qt.games.audatia.rules.state import Bind, Phase, Reason

REMEDIES = "soprana-tor-di-spada gomito-e-pomo ligadura-mezana#1 presa-del-manico volta-e-pomo"
COUNTERS = (
    "coperta-e-pomo volta-di-gomito presa-al-braccio sciolta-dalla-ligadura colpo-al-viso "
    "copertura-di-mezza-spada"
)


def _stretto(scenario, side: StrettoSlot | None, a_hand: str = REMEDIES, b_hand: str = COUNTERS):
    """A Stretto bind: B attacked, A parried; A (the Defender) may now remedy (Cut 5)."""
    return scenario.position(
        a={"hand": a_hand, "stack": "roverso-sottano-tr", "side": Side.RIGHT, "virtues": "audatia"},
        b={"hand": b_hand, "stack": "mandritto-fendente-b", "side": Side.LEFT},
        phase=Phase.STRETTO,
        to_move=Seat.A,
        attacker=Seat.B,
        attack_card="B:mandritto-fendente-b",
        parry_card="A:roverso-sottano-tr",
        bind=Bind.STRETTO,
        side=side,
    )


def _remedies(t) -> set[str]:
    return {a.split()[2] for a in t.legal() if " remedy " in a}


def test_side_card_inside_allows_only_inside_remedies(scenario):
    """Stretto: Moon and Night on the right: "only Inside Remedies" (both-sided cards too)."""
    t = _stretto(scenario, StrettoSlot.INSIDE)
    assert _remedies(t) == {"ligadura-mezana#1", "presa-del-manico", "volta-e-pomo"}


def test_side_card_outside_allows_only_outside_remedies(scenario):
    """Stretto: Moon and Night on the left: Outside remedies."""
    t = _stretto(scenario, StrettoSlot.OUTSIDE)
    assert _remedies(t) == {"soprana-tor-di-spada", "gomito-e-pomo", "volta-e-pomo"}
    assert "does not work on the Outside" in t.refuse("A remedy ligadura-mezana#1")


def test_only_stretto_cards_in_a_stretto_bind(scenario):
    """Stretto: "the players can only use an appropriate Stretto Remedy card" (or wait, R-016)."""
    t = _stretto(scenario, None, a_hand="mandritto-fendente-b finta " + REMEDIES)
    assert all(" remedy " in a or a == "A wait" for a in t.legal())


def test_counter_must_line_up(scenario):
    """Stretto: "the opponent must play a Counter-Remedy with a symbol that lines up"."""
    t = _stretto(scenario, StrettoSlot.INSIDE)
    t.do("A remedy ligadura-mezana#1")
    assert (t.phase, t.to_move) == (Phase.COUNTER, Seat.B)
    counters = {a.split()[2] for a in t.legal()}
    assert counters == {
        "coperta-e-pomo",
        "sciolta-dalla-ligadura",
        "colpo-al-viso",
        "copertura-di-mezza-spada",
    }
    assert "does not line up with Ligadura Mezana" in t.refuse("B counter volta-di-gomito")


def test_no_counter_that_lines_up_loses(scenario):
    """Stretto: "... or lose the game"."""
    t = _stretto(scenario, StrettoSlot.INSIDE, b_hand="volta-di-gomito presa-al-braccio")
    log = t.do("A remedy ligadura-mezana#1")
    assert log[-1] == "game_over A uncountered_remedy"
    assert t.outcome.winner is Seat.A
    assert t.outcome.reason is Reason.UNCOUNTERED_REMEDY


def test_perfect_counter_the_remedy_player_loses(scenario):
    """Stretto / R-001: a complete Moon-and-Night symbol: "the Remedy player loses the game"."""
    t = _stretto(scenario, StrettoSlot.INSIDE)
    t.do("A remedy ligadura-mezana#1")
    log = t.do("B counter sciolta-dalla-ligadura")
    assert log == (
        "counter B B:sciolta-dalla-ligadura perfect",
        "game_over B perfect_counter",
    )
    assert t.b.stack[-1] == t.id("B:sciolta-dalla-ligadura")
    assert t.outcome.winner is Seat.B and t.outcome.reason is Reason.PERFECT_COUNTER


def test_imperfect_counter_breaks_off(scenario):
    """Stretto: "If the symbols do not create a complete symbol, but do align, then Break Off"."""
    t = _stretto(scenario, StrettoSlot.INSIDE)
    t.do("A remedy ligadura-mezana#1")
    log = t.do("B counter copertura-di-mezza-spada")
    assert log[:2] == ("counter B B:copertura-di-mezza-spada lined_up", "break_off")
    assert t.outcome is None
    assert t.phase is Phase.TRADE
    assert t.id("A:ligadura-mezana#1") in t.a.discard  # the Stacks went to the discard piles


def test_r001_a_lone_half_leaves_the_symbol_incomplete(scenario):
    """R-001: the coperta completes the Ligadura's inside half, but its outside half is alone."""
    t = _stretto(scenario, StrettoSlot.INSIDE)
    t.do("A remedy ligadura-mezana#1")
    assert "counter B B:coperta-e-pomo lined_up" in t.do("B counter coperta-e-pomo")
    assert t.outcome is None


def test_r001_two_slot_remedy_needs_both_slots_completed(scenario):
    """R-001: against the twist and pommel strike only the two-slot cover is perfect."""
    t = _stretto(scenario, None)
    t.do("A remedy volta-e-pomo")
    assert set(t.legal()) == {f"B counter {name}" for name in COUNTERS.split()}
    assert "counter B B:volta-di-gomito lined_up" in t.do("B counter volta-di-gomito")
    t = _stretto(scenario, None)
    t.do("A remedy volta-e-pomo")
    assert "game_over B perfect_counter" in t.do("B counter coperta-e-pomo")


def test_r001_r036_the_inside_symbol_completed_is_a_perfect_counter(scenario):
    """Stretto / R-001 / R-036: in an Inside Stretto the twist and pommel strike (Inside moon,
    Outside night) is played on the Inside; the Sciolta's Inside night completes it: "a
    complete Moon-Night symbol ... the card is a perfect counter, and the Remedy player loses".
    The remedy's Outside half is on a side it was not played on, so it is not left alone."""
    t = _stretto(scenario, StrettoSlot.INSIDE)
    t.do("A remedy volta-e-pomo")
    log = t.do("B counter sciolta-dalla-ligadura")
    assert log == ("counter B B:sciolta-dalla-ligadura perfect", "game_over B perfect_counter")
    assert t.outcome.winner is Seat.B


def test_r001_r036_the_outside_symbol_completed_is_a_perfect_counter(scenario):
    """R-001 / R-036: the same remedy played Outside is completed by the Outside moon."""
    t = _stretto(scenario, StrettoSlot.OUTSIDE)
    t.do("A remedy volta-e-pomo")
    assert "game_over B perfect_counter" in t.do("B counter presa-al-braccio")


def test_r001_r036_a_counter_half_on_the_closed_side_is_alone(scenario):
    """R-001 / R-036: the cover and pommel strike completes the Inside, but its Outside moon
    meets no half of a remedy played Inside: it answers a move that was not made, the symbol
    is not complete, and the counter only lines up (Break Off)."""
    t = _stretto(scenario, StrettoSlot.INSIDE)
    t.do("A remedy volta-e-pomo")
    log = t.do("B counter coperta-e-pomo")
    assert log[:2] == ("counter B B:coperta-e-pomo lined_up", "break_off")
    assert t.outcome is None


@pytest.mark.parametrize("deck", ["galeazzo", "boucicault"])
def test_r001_each_remedy_has_exactly_one_perfect_counter(request, deck):
    """R-001 / R-036 / CARDS.md: every remedy has exactly one perfect counter in the deck, on
    every side it can be played (a two-sided remedy on both, and on each alone)."""
    definition = request.getfixturevalue(deck)
    cover = next(c for c in definition.counter_remedies if c.id == "copertura-di-mezza-spada")
    for remedy in definition.remedies:
        sides = [None, *remedy.slots] if len(remedy.slots) > 1 else [None]
        for side in sides:
            perfect = [
                c.id for c in definition.counter_remedies if is_perfect_counter(remedy, c, side)
            ]
            assert len(perfect) == 1, (remedy.id, side)
            # The cover at the half sword lines up with everything and completes nothing.
            assert lines_up(remedy, cover, side)
            assert not is_perfect_counter(remedy, cover, side)


def test_r001_counters_that_share_no_slot_do_not_line_up(galeazzo):
    """R-001: a counter lines up only when it shares a slot with the remedy."""
    by_id = {card.id: card for card in (*galeazzo.remedies, *galeazzo.counter_remedies)}
    assert not lines_up(by_id["ligadura-mezana"], by_id["volta-di-gomito"])
    assert not is_perfect_counter(by_id["ligadura-mezana"], by_id["volta-di-gomito"])
    assert lines_up(by_id["soprana-tor-di-spada"], by_id["presa-al-braccio"])
    assert not is_perfect_counter(by_id["soprana-tor-di-spada"], by_id["presa-al-braccio"])


def test_counter_cards_are_counter_remedies(scenario):
    """Stretto: a remedy cannot be played as a counter."""
    t = _stretto(scenario, StrettoSlot.INSIDE, b_hand="ligadura-mezana#1 sciolta-dalla-ligadura")
    t.do("A remedy ligadura-mezana#1")
    assert t.legal() == ["B counter sciolta-dalla-ligadura"]
    assert t.config.cards.kind(t.id("B:ligadura-mezana#1")) is CardKind.REMEDY


# -- the Side card is read for both players; R-036: the counter lines up on that side --


def test_r035_the_side_card_turned_by_one_player_rules_both(scenario):
    """Cut 3 / R-035: the Fortitudo leader turns the card, and the side it names is the same
    for both players: here the Defender turns it Inside, waits, and the Attacker too may play
    only Inside remedies (not the Outside ones, as the card would read from across the table)."""
    t = scenario.opening(
        a={"hand": "mandritto-fendente-b " + REMEDIES, "posta": "donna-sinestra"},
        b={"hand": "roverso-sottano-tr " + REMEDIES, "posta": "corona", "virtues": "fortitudo"},
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-tr")
    assert (t.phase, t.to_move) == (Phase.ORIENT_SIDE, Seat.B)
    t.do("B orient inside")
    assert (t.phase, t.to_move) == (Phase.AFTER_PARRY, Seat.A)  # A leads in Audatia: the Entry
    assert _remedies(t) == {"ligadura-mezana#1", "presa-del-manico", "volta-e-pomo"}
    t.do("A pass")
    assert (t.phase, t.to_move) == (Phase.STRETTO, Seat.B)
    assert _remedies(t) == {"ligadura-mezana#1", "presa-del-manico", "volta-e-pomo"}
    t.do("B wait")
    assert (t.phase, t.to_move) == (Phase.STRETTO, Seat.A)
    assert _remedies(t) == {"ligadura-mezana#1", "presa-del-manico", "volta-e-pomo"}


def test_r036_a_two_sided_remedy_played_inside_is_countered_inside(scenario):
    """R-036: in an Inside Stretto the two-sided twist and pommel strike works on the Inside, so
    a counter lines up only with a half in the Inside slot; an Outside-only counter does not."""
    t = _stretto(scenario, StrettoSlot.INSIDE)
    t.do("A remedy volta-e-pomo")
    assert remedy_side(t.state) is StrettoSlot.INSIDE
    counters = {a.split()[2] for a in t.legal()}
    assert counters == {
        "coperta-e-pomo",
        "sciolta-dalla-ligadura",
        "colpo-al-viso",
        "copertura-di-mezza-spada",
    }
    assert t.refuse("B counter volta-di-gomito").endswith(
        "Volta di Gomito does not line up with Volta di Spada e Colpo di Pomo on the Inside, "
        "the side it was played on (R-036)."
    )


def test_r036_an_outside_only_counter_is_no_answer_in_an_inside_stretto(scenario):
    """R-036: holding only Outside counters against a two-sided remedy played Inside, the
    Defender cannot counter and loses."""
    t = _stretto(scenario, StrettoSlot.INSIDE, b_hand="volta-di-gomito presa-al-braccio")
    log = t.do("A remedy volta-e-pomo")
    assert log[-1] == "game_over A uncountered_remedy"


def test_r036_with_the_side_card_unturned_any_shared_slot_lines_up(scenario):
    """R-015 / R-036: nobody turned the card, the remedy works on both its slots, and a counter
    sharing either lines up."""
    t = _stretto(scenario, None)
    t.do("A remedy volta-e-pomo")
    assert remedy_side(t.state) is None
    assert "B counter volta-di-gomito" in t.legal()
    assert "B counter sciolta-dalla-ligadura" in t.legal()
