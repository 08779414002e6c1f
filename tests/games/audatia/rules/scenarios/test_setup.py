"""Setup Process 1-8: decks, Basic hands, Setup discards, the Virtue draft and the salute."""

from __future__ import annotations

from audatia_qt.games.audatia.rules.cards import Virtue, VirtueBonus
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.state import HAND_SIZE, Phase


def _through_virtues(t, respondent_pick: str = "prudentia", challenger_pick: str = "celeritas"):
    """Both keep their hands and the virtues are drafted (challenger A)."""
    t.do("A keep", "B keep", f"B virtue {respondent_pick}", f"A virtue {challenger_pick}")
    return t


def test_setup_1_to_4_poste_apart_basic_hand_rest_shuffled(scenario):
    """Setup 3-4: 12 Poste in a pile, the 12 Basic cards in hand, the rest shuffled face down."""
    t = scenario.new()
    config = t.config
    for seat in Seat:
        player = t.state.players[seat]
        assert player.posta_pile == config.cards.poste[seat]
        assert len(player.posta_pile) == 12
        assert len(player.hand) == 12
        assert all(config.cards.is_basic(card) for card in player.hand)
        assert len(player.deck) == 39 - 12
        assert not any(config.cards.is_basic(card) for card in player.deck)
        assert sorted(player.hand + player.deck) == sorted(config.cards.action_cards[seat])
    same = scenario.new(seed=0).state.players[Seat.A].deck
    other = scenario.new(seed=1).state.players[Seat.A].deck
    assert t.a.deck == same
    assert t.a.deck != other


def test_setup_6_1_challenger_receives_audatia_at_once(scenario):
    """Setup 6.1: the Challenger receives Audatia before any choice; the respondent has none."""
    t = scenario.new()
    assert t.a.virtues == {Virtue.AUDATIA}
    assert t.b.virtues == frozenset()
    t = scenario.new(challenger=Seat.B)
    assert t.b.virtues == {Virtue.AUDATIA}
    assert t.a.virtues == frozenset()


def test_setup_5_challenger_discards_first_then_respondent(scenario):
    """Setup 5 / R-011: the Challenger discards Basic cards first, then the Respondent."""
    t = scenario.new()
    assert (t.phase, t.to_move) == (Phase.MULLIGAN, Seat.A)
    assert t.refuse("B keep").startswith("it is not B's turn")
    t.do("A keep")
    assert (t.phase, t.to_move) == (Phase.MULLIGAN, Seat.B)


def test_setup_5_discard_basic_cards_and_draw_as_many(scenario):
    """Setup 5 / R-023: discarded Basic cards go face up; keeping draws as many from the top."""
    t = scenario.new()
    top_two = t.a.deck[:2]
    log = t.do("A discard finta")
    assert log == ("discard A A:finta",)
    assert t.a.discard == (t.id("A:finta"),)
    assert len(t.a.hand) == 11
    t.do("A discard punta-b", "A keep")
    assert len(t.a.hand) == HAND_SIZE
    assert set(top_two) <= set(t.a.hand)
    assert t.a.deck == scenario.new().a.deck[2:]
    assert [e.split()[0] for e in t.log()] == ["deal", "deal"]
    assert t.a.discard == (t.id("A:finta"), t.id("A:punta-b"))


def test_setup_5_keeping_the_whole_hand_draws_nothing(scenario):
    """Setup 5: discarding nothing is allowed, and nothing is drawn."""
    t = scenario.new()
    assert t.can("A keep")
    assert t.do("A keep") == ()
    assert len(t.a.hand) == HAND_SIZE
    assert len(t.a.deck) == 27


def test_setup_6_virtue_draft_order(scenario):
    """Setup 6.2-6.4: Respondent picks of three, Challenger of two, Respondent gets the last."""
    t = scenario.new()
    t.do("A keep", "B keep")
    assert (t.phase, t.to_move) == (Phase.VIRTUE_CHOICE, Seat.B)
    assert sorted(t.legal()) == ["B virtue celeritas", "B virtue fortitudo", "B virtue prudentia"]
    t.do("B virtue celeritas")
    assert (t.phase, t.to_move) == (Phase.VIRTUE_CHOICE, Seat.A)
    assert sorted(t.legal()) == ["A virtue fortitudo", "A virtue prudentia"]
    log = t.do("A virtue fortitudo")
    assert log == ("virtue A fortitudo", "virtue B prudentia")
    assert t.a.virtues == {Virtue.AUDATIA, Virtue.FORTITUDO}
    assert t.b.virtues == {Virtue.CELERITAS, Virtue.PRUDENTIA}
    assert (t.phase, t.to_move) == (Phase.SALUTE, Seat.B)


def test_setup_6_draft_with_seat_b_challenging(scenario):
    """Setup 1 and 6: roles, not seats, decide the order when B is the Challenger."""
    t = scenario.new(challenger=Seat.B)
    assert t.to_move is Seat.B
    t.do("B keep", "A keep")
    assert (t.phase, t.to_move) == (Phase.VIRTUE_CHOICE, Seat.A)
    t.do("A virtue prudentia", "B virtue fortitudo")
    assert t.a.virtues == {Virtue.PRUDENTIA, Virtue.CELERITAS}
    assert t.b.virtues == {Virtue.AUDATIA, Virtue.FORTITUDO}
    assert (t.phase, t.to_move) == (Phase.SALUTE, Seat.A)


def test_setup_7_salute_not_returned_gives_four_audatia(scenario):
    """Setup 7: the Respondent salutes; unreturned, he gains +4 Audatia for the first Strike."""
    t = _through_virtues(scenario.new())
    assert "B decline" in t.legal()
    assert len([a for a in t.legal() if a.startswith("B salute")]) == 12
    assert t.do("B salute deny") == ("discard B B:deny", "salute B B:deny")
    assert (t.phase, t.to_move) == (Phase.SALUTE_REPLY, Seat.A)
    assert t.do("A decline") == ("salute_bonus B audatia+4",)
    assert t.b.pending_bonus == (VirtueBonus(Virtue.AUDATIA, 4),)
    assert t.a.pending_bonus == ()
    assert t.b.salute_discards == 1
    assert t.a.salute_discards == 0


def test_setup_7_returned_salute_gives_no_bonus(scenario):
    """Setup 7: if the Challenger discards a card too, the Respondent gains nothing."""
    t = _through_virtues(scenario.new())
    t.do("B salute deny")
    log = t.do("A salute finta")
    assert log == ("discard A A:finta", "salute A A:finta")
    assert t.b.pending_bonus == ()
    assert (t.a.salute_discards, t.b.salute_discards) == (1, 1)
    assert t.a.discard == (t.id("A:finta"),)


def test_setup_7_salute_is_optional(scenario):
    """Setup 7: the Respondent "may" salute; declining skips the Challenger's reply."""
    t = _through_virtues(scenario.new())
    assert t.do("B decline") == ()
    assert t.phase is Phase.TRADE
    assert t.b.pending_bonus == ()
    assert t.b.salute_discards == 0


def test_setup_8_goes_out_of_measure_without_refill(scenario):
    """Setup 8 / R-002: Out of Measure starts at the trades; the salute card is not replaced."""
    t = _through_virtues(scenario.new())
    t.do("B salute deny", "A decline")
    assert (t.phase, t.to_move) == (Phase.TRADE, Seat.A)
    assert len(t.b.hand) == HAND_SIZE - 1
    assert len(t.a.hand) == HAND_SIZE
    assert not any(e.startswith("deal") for e in t.log())


def test_r002_refill_after_break_off_leaves_salute_cards_out(scenario):
    """R-002: after a Break Off each hand refills to 12 less its owner's salute discards."""
    t = scenario.position(
        a={"hand": "punta-b", "stack": "mandritto-fendente-b", "salute_discards": 1},
        b={
            "hand": "deny roverso-sottano-b",
            "stack": "roverso-sottano-tr",
            "salute_discards": 1,
            "virtues": "prudentia",
        },
        phase=Phase.FOLLOW_UP,
        to_move=Seat.A,
        attacker=Seat.A,
        attack_card="A:mandritto-fendente-b",
        waited=frozenset({Seat.B}),
    )
    t.do("A wait")
    assert "break_off" in t.log()
    assert len(t.a.hand) == HAND_SIZE - 1
    assert len(t.b.hand) == HAND_SIZE - 1
    assert (t.phase, t.to_move) == (Phase.TRADE, Seat.A)


def test_r023_setup_discards_are_public_events(scenario):
    """R-023: Setup discards and the salute are face up (on the discard pile, not face down)."""
    t = scenario.new()
    t.do("A discard finta", "A keep", "B keep", "B virtue prudentia", "A virtue celeritas")
    t.do("B salute deny", "A decline")
    assert t.a.facedown == () and t.b.facedown == ()
    assert t.b.discard == (t.id("B:deny"),)
    discards = [e for e in t.events if e.kind.value == "discard"]
    assert [e.card for e in discards] == [t.id("A:finta"), t.id("B:deny")]
