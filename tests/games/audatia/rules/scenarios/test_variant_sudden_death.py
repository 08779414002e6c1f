"""Guy's Rules: Sudden Death ("Additional Rulesets"), rule by rule (R-032, R-033)."""

from __future__ import annotations

import random
from dataclasses import replace

from audatia_qt.games.audatia.narrator.prompts import prompt
from audatia_qt.games.audatia.rules.actions import ActionKind
from audatia_qt.games.audatia.rules.config import Seat, Variant
from audatia_qt.games.audatia.rules.events import EventKind
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.sampling import sample_world
from audatia_qt.games.audatia.rules.state import Phase, Reason
from audatia_qt.games.audatia.rules.sudden_death import row, seen_row, with_row
from audatia_qt.games.audatia.rules.views import observe, redact

from .conftest import Table


def _sudden(table: Table, rows: dict[Seat, str]) -> Table:
    """The scenario's position under Sudden Death, each seat's cards laid in the given row
    order; the first card of the seat to move is already turned up (R-033.1)."""
    state = table.state
    state = replace(state, config=replace(state.config, variant=Variant.SUDDEN_DEATH))
    for seat in Seat:
        row = tuple(table.id(f"{seat.name}:{name}") for name in rows.get(seat, "").split())
        hand: tuple[int, ...] = ()
        if seat is state.to_move and row:
            hand, row = row[:1], row[1:]
        state = with_row(state.with_player(seat, state.players[seat].with_(hand=hand)), seat, row)
    return Table(state)


def _duel(scenario, a_row: str, b_row: str) -> Table:
    t = scenario.opening(
        a={"posta": "donna-sinestra"}, b={"posta": "corona"}, opening_order=(Seat.A, Seat.B)
    )
    return _sudden(t, {Seat.A: a_row, Seat.B: b_row})


def _to_rows(seed: int, make_config) -> Table:
    """A real Sudden Death game played to its first arrange decision."""
    state = new_game(replace(make_config(seed=seed), variant=Variant.SUDDEN_DEATH))
    while state.phase is not Phase.ARRANGE:
        legal = legal_actions(state)
        keep = [a for a in legal if a.kind in (ActionKind.KEEP_HAND, ActionKind.END_TRADES)]
        state = apply(state, (keep or legal)[0]).state
    return Table(state)


def test_r032_1_setup_has_the_virtue_draft_and_no_salute(make_config):
    state = new_game(replace(make_config(), variant=Variant.SUDDEN_DEATH))
    for text in ("A keep", "B keep", "B virtue prudentia", "A virtue celeritas"):
        state = apply(state, next(a for a in legal_actions(state) if _is(state, a, text))).state
    assert (state.phase, state.to_move) == (Phase.TRADE, Seat.A)


def _is(state, action, text) -> bool:
    from audatia_qt.games.audatia.rules.notation import format_action

    return format_action(state.config, action) == text


def test_r032_3_the_starting_poste_are_revealed_before_the_rows_are_laid(make_config):
    """Sudden Death, Setup 4 ("Select your starting Posta") comes before Action Process 1-2
    (sort the hand, lay the row): both Poste are chosen and revealed, then the rows are laid,
    the Challenger first, and play opens from those Poste (R-032.3)."""
    t = _to_rows(1, make_config)
    for seat in Seat:
        assert t.state.players[seat].posta is not None and t.state.players[seat].in_posta
    assert observe(t.state, Seat.B).opponent.posta == t.a.posta
    assert t.to_move is Seat.A
    hand = list(t.a.hand)
    assert all(text.startswith("A arrange ") for text in t.legal())
    order = list(reversed(hand))
    for card in order:
        t.do(f"A arrange {t.config.cards[card].name}")
    assert row(t.state, Seat.A) == tuple(order) and t.a.hand == ()
    assert t.to_move is Seat.B
    for card in list(t.b.hand):
        t.do(f"B arrange {t.config.cards[card].name}")
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.A)


def test_r032_3_the_row_is_hidden_from_the_opponent(make_config):
    t = _to_rows(2, make_config)
    first = t.a.hand[0]
    t.do(f"A arrange {t.config.cards[first].name}")
    view = observe(t.state, Seat.B)
    assert seen_row(view, Seat.A).cards is None and seen_row(view, Seat.A).count == 1
    assert seen_row(observe(t.state, Seat.A), Seat.A).cards == (first,)
    (event,) = [e for e in redact(t.last, Seat.B) if e.kind is EventKind.ARRANGE]
    assert event.card is None
    rng = random.Random(0)
    for _ in range(5):
        world = sample_world(view, rng)
        assert observe(world, Seat.B) == view


def test_r032_4_skills_have_no_use_and_no_cycle(scenario):
    t = _duel(scenario, "finta mandritto-fendente-b", "roverso-sottano-b")
    # A's turned-up Skill card is ineligible: at the opening A passes and holds it.
    assert t.legal() == ["A pass"]


def test_r033_1_2_the_turned_up_card_must_be_played(scenario):
    t = _duel(scenario, "mandritto-fendente-b", "roverso-sottano-b")
    assert t.legal() == ["A attack mandritto-fendente-b"]
    log = t.do("A attack mandritto-fendente-b")
    assert "row_reveal B B:roverso-sottano-b" in log
    assert t.legal() == ["B parry roverso-sottano-b"]


def test_r033_3_the_defender_discards_ineligible_cards_until_one_answers(scenario):
    t = _duel(scenario, "mandritto-fendente-b", "punta-b mandritto-mezano-b roverso-sottano-b")
    log = t.do("A attack mandritto-fendente-b")
    assert "discard B B:punta-b ineligible" in log
    assert "discard B B:mandritto-mezano-b ineligible" in log
    assert t.legal() == ["B parry roverso-sottano-b"]
    assert row(t.state, Seat.B) == ()


def test_r033_3_a_defender_out_of_cards_loses(scenario):
    t = _duel(scenario, "mandritto-fendente-b", "punta-b mandritto-mezano-b")
    t.do("A attack mandritto-fendente-b")
    assert t.outcome.winner is Seat.A and t.outcome.reason is Reason.UNPARRIED_ATTACK


def test_r033_4_an_ineligible_card_is_held_where_waiting_is_allowed(scenario):
    t = _duel(scenario, "coperta-e-pomo mandritto-fendente-b", "roverso-sottano-b")
    assert t.legal() == ["A pass"]
    t.do("A pass")
    assert t.a.hand == (t.id("A:coperta-e-pomo"),)  # still face up, not discarded


def test_r033_6_both_out_of_cards_is_a_draw(scenario):
    t = _duel(scenario, "mandritto-fendente-b", "roverso-sottano-b")
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b")
    assert t.outcome is not None
    assert t.outcome.winner is None and t.outcome.reason is Reason.OUT_OF_CARDS


def test_r033_6_the_player_with_cards_goes_on_alone(scenario):
    """With the opponent out of cards there is nothing to wait for: ineligible cards go."""
    t = scenario.opening(
        a={"posta": "donna-sinestra"}, b={"posta": "corona"}, opening_order=(Seat.B, Seat.A)
    )
    t = _sudden(t, {Seat.A: "coperta-e-pomo mandritto-fendente-b", Seat.B: ""})
    assert t.legal() == ["B pass"]
    log = t.do("B pass")
    assert "discard A A:coperta-e-pomo ineligible" in log
    assert t.legal() == ["A attack mandritto-fendente-b"]
    t.do("A attack mandritto-fendente-b")
    assert t.outcome.winner is Seat.A


def test_the_arrange_prompt_reads_for_either_seat(make_config):
    """R-032.3: the row's decision is told the same to the person laying it and to the one
    watching the computer lay its own: no "your row" on the opponent's turn."""
    state = _to_rows(3, make_config).state
    legal = tuple(legal_actions(state))
    mine = prompt(state, legal, "Fiore", local=True).english()
    theirs = prompt(state, legal, "Galeazzo", local=False).english()
    assert "your turn" in mine and "row" in mine
    assert "Galeazzo is deciding" in theirs and "row" in theirs and "your" not in theirs
