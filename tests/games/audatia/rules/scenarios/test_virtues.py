"""Virtues: Virtue cards, Posta bonuses on the first strike, the salute's +4, skill bonuses."""

from __future__ import annotations

from audatia_qt.games.audatia.rules.cards import Side, Virtue, VirtueBonus
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.state import Bind, Phase
from audatia_qt.games.audatia.rules.virtues import advantage, has_advantage, virtue_total

F, C, A_ = Virtue.FORTITUDO, Virtue.CELERITAS, Virtue.AUDATIA


def test_virtue_card_gives_one(scenario):
    """Virtues: "Virtue Cards, which give +1 Virtue"; the default is 0."""
    t = scenario.opening(a={"virtues": "audatia fortitudo"}, b={"virtues": "celeritas"})
    assert virtue_total(t.a, F) == 1 and virtue_total(t.a, A_) == 1
    assert virtue_total(t.a, C) == 0 and virtue_total(t.b, C) == 1
    assert advantage(t.state, F) is Seat.A and advantage(t.state, C) is Seat.B
    assert advantage(t.state, Virtue.PRUDENTIA) is None
    assert has_advantage(t.state, Seat.B, None)


def test_posta_bonus_rides_on_the_first_strike_from_it(scenario):
    """Virtues: a Posta may "give additional Virtue to the first Strike played from that posta"."""
    t = scenario.opening(
        a={"hand": "mandritto-fendente-b", "posta": "donna-destra"},
        b={"hand": "roverso-sottano-b mandritto-sottano-b", "posta": "corona"},
    )
    assert virtue_total(t.a, F) == 0  # standing in the Posta gives nothing yet
    t.do("A attack mandritto-fendente-b")
    assert t.a.bonus == (VirtueBonus(F, 2),)
    assert t.a.bonus_card == t.id("A:mandritto-fendente-b")
    assert virtue_total(t.a, F) == 2
    assert advantage(t.state, F) is Seat.A


def test_posta_bonus_lasts_while_the_strike_tops_the_stack(scenario):
    """Virtues: the bonus "applies as long as that Strike is on top of his Stack"."""
    t = scenario.position(
        a={
            "hand": "ligadura-mezana#1",
            "stack": "mandritto-fendente-b",
            "side": Side.RIGHT,
            "bonus": (VirtueBonus(F, 2),),
        },
        b={"hand": "sciolta-dalla-ligadura", "stack": "roverso-sottano-tr", "side": Side.RIGHT},
        phase=Phase.STRETTO,
        to_move=Seat.A,
        attacker=Seat.A,
        bind=Bind.STRETTO,
    )
    assert virtue_total(t.a, F) == 2
    t.do("A remedy ligadura-mezana#1")
    assert virtue_total(t.a, F) == 0  # the remedy now tops the Stack


def test_only_the_first_strike_from_a_posta_gets_its_bonus(scenario):
    """Virtues: the second strike (out of the Posta) carries no Posta bonus."""
    t = scenario.opening(
        a={"hand": "mandritto-fendente-b roverso-fendente-b", "posta": "donna-destra"},
        b={"hand": "roverso-sottano-b mandritto-sottano-b", "posta": "corona"},
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b", "B wait")
    t.do("A attack roverso-fendente-b")
    assert t.a.bonus == () and virtue_total(t.a, F) == 0


def test_parry_is_a_first_strike_too(scenario):
    """Virtues: a parry from a Posta is the first Strike played from it and carries its bonus."""
    t = scenario.opening(
        a={"hand": "mandritto-fendente-b", "posta": "corona"},
        b={"hand": "roverso-sottano-b", "posta": "porta-di-ferro-mezana", "virtues": "audatia"},
    )
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-b")
    assert virtue_total(t.b, C) == 1
    assert advantage(t.state, C) is Seat.B


def test_salute_bonus_four_audatia_on_the_respondents_first_strike(scenario):
    """Setup 7 / Virtues: the unreturned salute: +4 Audatia "for the first Strike"."""
    t = scenario.opening(
        a={"hand": "roverso-sottano-b", "posta": "corona"},
        b={
            "hand": "mandritto-fendente-b roverso-fendente-b ligadura-mezana#1",
            "posta": "donna-sinestra",
            "pending_bonus": (VirtueBonus(A_, 4),),
        },
    )
    assert advantage(t.state, A_) is Seat.A  # the Audatia card; the +4 is not on a strike yet
    t.do("A pass", "B attack mandritto-fendente-b")
    assert virtue_total(t.b, A_) == 4
    assert t.b.pending_bonus == ()
    t.do("A parry roverso-sottano-b")
    # With most Audatia the Respondent may make the Audatia Entry (Cut case A).
    assert (t.phase, t.to_move) == (Phase.AFTER_PARRY, Seat.B)
    assert "B remedy ligadura-mezana#1" in t.legal()


def test_skill_bonus_and_posta_bonus_both_ride_the_first_strike(scenario):
    """Virtues: skills and Poste both raise the first strike's virtue; they add up."""
    t = scenario.opening(
        a={
            "hand": "mandritto-fendente-b",
            "posta": "donna-destra",
            "pending_bonus": (VirtueBonus(F, 2),),
        },
        b={"hand": "roverso-sottano-b", "posta": "corona"},
    )
    t.do("A attack mandritto-fendente-b")
    assert virtue_total(t.a, F) == 4


def test_skill_bonus_waits_for_the_next_strike(scenario):
    """Virtues / Forza dell'Elefante: "+2 Fortitudo for your first strike"."""
    t = scenario.opening(
        a={
            "hand": "forza-dell-elefante mandritto-fendente-b",
            "posta": "corona",
            "virtues": "audatia celeritas",
        },
        b={"hand": "roverso-sottano-tr", "posta": "corona", "virtues": "fortitudo"},
        phase=Phase.MEASURE_SKILLS,
    )
    log = t.do("A skill forza-dell-elefante")
    assert log == ("skill A A:forza-dell-elefante", "skill_resolved A A:forza-dell-elefante")
    assert t.a.pending_bonus == (VirtueBonus(F, 2),)
    assert advantage(t.state, F) is Seat.B
    assert (t.phase, t.to_move) == (Phase.OPENING, Seat.A)
    t.do("A attack mandritto-fendente-b", "B parry roverso-sottano-tr")
    # Stretto: A's strike carries +2 Fortitudo (2 > 1): A orients the Side card.
    assert (t.phase, t.to_move) == (Phase.ORIENT_SIDE, Seat.A)


def test_break_off_clears_strike_bonuses_not_promised_ones(scenario):
    """R-003 / Virtues: a Break Off clears the Stacks and with them the strikes' bonuses."""
    t = scenario.position(
        a={
            "stack": "mandritto-fendente-b",
            "side": Side.RIGHT,
            "bonus": (VirtueBonus(F, 2),),
            "pending_bonus": (VirtueBonus(A_, 4),),
        },
        b={"stack": "roverso-sottano-b", "side": Side.RIGHT},
        phase=Phase.FOLLOW_UP,
        to_move=Seat.A,
        attacker=Seat.A,
        waited=frozenset({Seat.B}),
    )
    t.do("A wait")
    assert t.a.bonus == () and t.a.bonus_card is None
    assert virtue_total(t.a, F) == 0
    assert t.a.pending_bonus == (VirtueBonus(A_, 4),)  # still promised to the first strike
