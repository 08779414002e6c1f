"""Roland's Rules: Salle Play ("Additional Rulesets"), rule by rule (R-030, R-031)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from audatia_qt.games.audatia.rules.actions import ActionKind
from audatia_qt.games.audatia.rules.cards import Virtue
from audatia_qt.games.audatia.rules.config import GameConfig, Seat, Variant
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.notation import parse_action
from audatia_qt.games.audatia.rules.position import PositionError, format_position, parse_position
from audatia_qt.games.audatia.rules.salle import declined_by, points, with_declined, with_points
from audatia_qt.games.audatia.rules.state import HAND_SIZE, GameState, Phase, Reason

from .conftest import Table


def _salle(table: Table) -> Table:
    """The scenario's position, played under Salle Play."""
    state = table.state
    return Table(replace(state, config=replace(state.config, variant=Variant.SALLE)))


def _config(make_config, seed: int = 3) -> GameConfig:
    return replace(make_config(seed=seed), variant=Variant.SALLE)


def test_r030_1_basic_cards_are_shuffled_in_and_12_dealt_at_random(make_config):
    """Salle 1: Basic cards in the Action deck, a random 12-card hand, any card discardable."""
    hands = set()
    for seed in range(6):
        state = new_game(_config(make_config, seed))
        cards = state.config.cards
        for seat in Seat:
            player = state.players[seat]
            assert len(player.hand) == HAND_SIZE
            assert sorted(player.hand + player.deck) == sorted(cards.action_cards[seat])
            assert player.known_in_hand == frozenset()  # nothing the opponent saw go in
        hands.add(state.players[0].hand)
        assert any(not cards.is_basic(card) for card in state.players[0].hand)
        # Setup 5 as usual: any card of the opening hand may be discarded, then drawn again.
        discards = [a.card for a in legal_actions(state) if a.kind is ActionKind.MULLIGAN_DISCARD]
        assert sorted(discards) == sorted(state.players[state.to_move].hand)
    assert len(hands) > 1, "the opening hand depends on the seed"


def test_r030_1_the_opening_discard_draws_as_many(make_config):
    state = new_game(_config(make_config))
    first, second = state.players[0].hand[:2]
    state = apply(state, next(a for a in legal_actions(state) if a.card == first)).state
    state = apply(state, next(a for a in legal_actions(state) if a.card == second)).state
    state = apply(state, parse_action(state.config, "A keep")).state
    player = state.players[0]
    assert len(player.hand) == HAND_SIZE
    assert player.discard == (first, second)


def _hit(scenario) -> Table:
    """A (Challenger) attacks; B cannot parry: a hit for A."""
    t = _salle(
        scenario.opening(
            a={"hand": "mandritto-fendente-b punta-b", "posta": "donna-sinestra"},
            b={"hand": "mandritto-mezano-b roverso-fendente-b", "posta": "corona"},
        )
    )
    t.do("A attack mandritto-fendente-b")
    return t


def test_r030_2_a_hit_scores_a_point_instead_of_ending_the_game(scenario):
    t = _hit(scenario)
    assert t.outcome is None
    assert (points(t.state, Seat.A), points(t.state, Seat.B)) == (1, 0)
    assert "point A unparried_attack" in t.log()
    assert not any(line.startswith("game_over") for line in t.log())


def test_r030_3_roles_swap_and_the_new_challenger_takes_audatia(scenario):
    t = _hit(scenario)
    assert t.config.challenger is Seat.B
    assert t.b.virtues == frozenset({Virtue.AUDATIA})
    assert t.a.virtues == frozenset()
    # The new Respondent (A) chooses first among the three remaining Virtues (Setup 6.2).
    assert (t.phase, t.to_move) == (Phase.VIRTUE_CHOICE, Seat.A)
    assert sorted(t.legal()) == ["A virtue celeritas", "A virtue fortitudo", "A virtue prudentia"]


def test_r030_3_the_bout_is_cleared_and_draws_reset(scenario):
    t = _hit(scenario)
    assert t.a.stack == () and t.b.stack == ()
    assert t.id("A:mandritto-fendente-b") in t.a.discard
    assert t.a.posta is None and t.b.posta is None
    assert t.state.draws == 0


def test_r030_3_4_no_salute_after_a_point_and_hands_refill_to_12(scenario):
    t = _hit(scenario)
    t.do("A virtue celeritas", "B virtue fortitudo")
    assert t.a.virtues == frozenset({Virtue.CELERITAS, Virtue.PRUDENTIA})
    assert t.b.virtues == frozenset({Virtue.AUDATIA, Virtue.FORTITUDO})
    # Straight back to Out of Measure: trades, the new Challenger first.
    assert (t.phase, t.to_move) == (Phase.TRADE, Seat.B)
    assert len(t.a.hand) == HAND_SIZE and len(t.b.hand) == HAND_SIZE


def test_r030_4_break_off_refills_to_12_despite_a_salute(scenario):
    """Salle's refill has no salute exception (the standard game keeps 12 - salute)."""
    t = _salle(
        scenario.opening(
            a={"hand": "mandritto-fendente-b", "posta": "donna-sinestra", "salute_discards": 1},
            b={"hand": "roverso-sottano-b", "posta": "corona", "salute_discards": 1},
        )
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b")
    while t.phase is not Phase.TRADE:
        waits = [text for text in t.legal() if text.endswith("wait") or text.endswith("pass")]
        t.do(waits[0])
    assert "break_off" in t.all_log()
    assert len(t.a.hand) == HAND_SIZE and len(t.b.hand) == HAND_SIZE


def test_r030_discards_stay_discarded(scenario):
    """Discarded cards never come back: the refill draws from the deck only."""
    t = _hit(scenario)
    discarded = set(t.a.discard)
    t.do("A virtue celeritas", "B virtue fortitudo")
    assert discarded <= set(t.a.discard)
    assert not discarded & set(t.a.hand)


def _trades_done(scenario, a_hand: str, b_hand: str, points=(0, 0)) -> Table:
    """Out of Measure 2, the Respondent's last trade: the strike check comes next (R-031)."""
    t = _salle(
        scenario.position(
            a={"hand": a_hand, "deck": ""},
            b={"hand": b_hand, "deck": ""},
            phase=Phase.TRADE,
            to_move=Seat.B,
        )
    )
    state = t.state
    for seat, count in zip(Seat, points, strict=True):
        state = with_points(state, seat, count)
    return Table(state)


def test_r031_a_player_without_strikes_gives_one_more_point_and_the_game_ends(scenario):
    t = _trades_done(scenario, "mandritto-fendente-b", "coperta-e-pomo", points=(1, 1))
    t.do("B done")
    assert (points(t.state, Seat.A), points(t.state, Seat.B)) == (2, 1)
    assert "point A no_strikes" in t.log()
    assert t.outcome is not None
    assert (t.outcome.winner, t.outcome.reason) == (Seat.A, Reason.POINTS)


def test_r031_equal_points_is_a_draw(scenario):
    t = _trades_done(scenario, "mandritto-fendente-b", "coperta-e-pomo", points=(0, 1))
    t.do("B done")
    assert (points(t.state, Seat.A), points(t.state, Seat.B)) == (1, 1)
    assert t.outcome.winner is None and t.outcome.reason is Reason.POINTS
    t = _trades_done(scenario, "coperta-e-pomo", "mandritto-fendente-b", points=(0, 0))
    t.do("B done")
    assert (points(t.state, Seat.A), points(t.state, Seat.B)) == (0, 1)
    assert t.outcome.winner is Seat.B


def test_r031_both_without_strikes_both_score(scenario):
    t = _trades_done(scenario, "coperta-e-pomo", "coperta-e-pomo", points=(2, 1))
    t.do("B done")
    assert (points(t.state, Seat.A), points(t.state, Seat.B)) == (3, 2)
    assert t.outcome.winner is Seat.A


def test_r031_with_strikes_play_goes_on(scenario):
    t = _trades_done(scenario, "mandritto-fendente-b", "punta-b")
    t.do("B done")
    assert t.outcome is None and t.phase is Phase.POSTA_CHOICE


def test_standard_game_still_ends_at_the_first_hit(scenario):
    t = scenario.opening(
        a={"hand": "mandritto-fendente-b", "posta": "donna-sinestra"},
        b={"hand": "mandritto-mezano-b", "posta": "corona"},
    )
    t.do("A attack mandritto-fendente-b")
    assert t.outcome.winner is Seat.A and points(t.state, Seat.A) == 0


def test_salle_state_keeps_its_legal_cache_per_position(make_config):
    """The legal-actions cache belongs to one position, also across a point's role swap."""
    state: GameState = new_game(_config(make_config))
    assert state.legal is None
    legal = legal_actions(state)
    assert state.legal is legal
    after = apply(state, legal[0]).state
    assert after.legal is not None
    # The kept list is what a fresh computation on an equal, uncached position gives.
    twin = replace(after)
    assert twin.legal is None and legal_actions(twin) == after.legal


def _declining(scenario, challenger: Seat, points=(0, 0), declined: Seat | None = None) -> Table:
    """Out of Measure 5, the second draw coming: ``challenger`` in Bicorno, with no eligible
    attack, and the respondent passing next; the last bout lost by ``declined``'s two draws."""
    hands = {"hand": "mandritto-fendente-b", "posta": "donna-destra"}
    stuck = {"hand": "mandritto-fendente-b", "posta": "bicorno"}
    t = _salle(
        scenario.opening(
            challenger=challenger,
            a=stuck if challenger is Seat.A else hands,
            b=stuck if challenger is Seat.B else hands,
            draws=1,
        )
    )
    state = with_declined(t.state, declined)
    for seat, count in zip(Seat, points, strict=True):
        state = with_points(state, seat, count)
    return Table(state)


def test_r041_a_bout_lost_by_two_draws_scores_and_is_remembered(scenario):
    t = _declining(scenario, Seat.A)
    t.do("A pass", "B pass")
    assert t.outcome is None
    assert "point B two_draws" in t.log()
    assert declined_by(t.state) is Seat.A
    assert t.config.challenger is Seat.B  # the roles swap as after any point


def test_r041_the_next_bout_lost_by_two_draws_ends_the_game_on_points(scenario):
    """A declined last bout; B, Challenger now, declines too: A scores and the game ends."""
    t = _declining(scenario, Seat.B, points=(1, 2), declined=Seat.A)
    t.do("B pass", "A pass")
    assert t.log()[-2:] == ("point A two_draws", "game_over both_declined")
    assert (points(t.state, Seat.A), points(t.state, Seat.B)) == (2, 2)
    assert t.outcome.winner is None and t.outcome.reason is Reason.BOTH_DECLINED
    t = _declining(scenario, Seat.B, points=(3, 1), declined=Seat.A)
    t.do("B pass", "A pass")
    assert (t.outcome.winner, t.outcome.reason) == (Seat.A, Reason.BOTH_DECLINED)
    assert t.legal() == []


def test_r041_the_same_fencer_declining_again_is_not_both_declining(scenario):
    """Only a refusal by each fencer in turn ends the game: A declined last bout, and now A
    (Challenger again, set so by hand) declines: play goes on."""
    t = _declining(scenario, Seat.A, points=(1, 1), declined=Seat.A)
    t.do("A pass", "B pass")
    assert t.outcome is None
    assert declined_by(t.state) is Seat.A


def test_r041_any_other_end_of_a_bout_starts_the_count_again(scenario):
    t = _salle(
        scenario.opening(
            a={"hand": "mandritto-fendente-b punta-b", "posta": "donna-sinestra"},
            b={"hand": "mandritto-mezano-b roverso-fendente-b", "posta": "corona"},
        )
    )
    t = Table(with_declined(with_points(t.state, Seat.B, 1), Seat.B))
    t.do("A attack mandritto-fendente-b")
    assert "point A unparried_attack" in t.log()
    assert declined_by(t.state) is None and t.outcome is None


def test_r041_the_refusal_is_written_and_read_in_position_notation(scenario, galeazzo, boucicault):
    decks = {galeazzo.id: galeazzo, boucicault.id: boucicault}
    t = _declining(scenario, Seat.B, points=(0, 1), declined=Seat.A)
    text = format_position(t.state)
    assert "A declined: yes" in text and "B declined" not in text
    assert parse_position(text, decks) == t.state
    both = text.replace("A declined: yes", "A declined: yes\nB declined: yes")
    with pytest.raises(PositionError, match="only one seat lost the last bout"):
        parse_position(both, decks)
    with pytest.raises(PositionError, match="'maybe' is not 'yes' or 'no'"):
        parse_position(text.replace("A declined: yes", "A declined: maybe"), decks)
