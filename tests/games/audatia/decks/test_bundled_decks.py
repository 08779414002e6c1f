"""The bundled decks load, pass ``audatia deck check``, and keep every documented card fact.

Each fact test is named after a line of CARDS.md ("Documented facts") and runs on every
bundled deck; the Boucicault skill list is checked on Boucicault's deck only.
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

import pytest

from audatia_qt.engine.resources import bundled_deck_paths, decks_dir
from audatia_qt.games.audatia.decks.check import run_check
from audatia_qt.games.audatia.decks.load import LoadedDeck, load_deck
from audatia_qt.games.audatia.rules.cards import (
    Blow,
    DeckDef,
    GatedBlow,
    IconKind,
    Line,
    StrettoCardDef,
    StrettoSlot,
    StrikeDef,
    SunHalf,
    Timing,
    Virtue,
    VirtueBonus,
    is_perfect_counter,
)
from audatia_qt.games.audatia.rules.effects import AVOID_ATTACK, FEINT, FORCE_FIRST, EffectType

DECK_IDS = ("boucicault", "galeazzo-da-mantoa")
SUMMARY = "12 posta, 18 strike, 6 remedy, 6 counter-remedy, 9 skill, 12 basic"

_LOADED: dict[str, LoadedDeck] = {}


def _load(stem: str) -> DeckDef:
    """The bundled deck with this file stem, loaded once per test session."""
    if stem not in _LOADED:
        _LOADED[stem] = load_deck(decks_dir() / f"{stem}.toml")
    return _LOADED[stem].definition


@pytest.fixture(params=DECK_IDS)
def deck(request: pytest.FixtureRequest) -> DeckDef:
    """Each bundled deck in turn, as the rules' definitions."""
    return _load(request.param)


def _count(cards: Iterable[StrikeDef | StrettoCardDef]) -> int:
    return sum(card.count for card in cards)


def _strikes(deck: DeckDef, *lines: Line) -> list[StrikeDef]:
    return [strike for strike in deck.strikes if strike.blow.line in lines]


def _by_name(cards: Iterable[StrettoCardDef], name: str) -> list[StrettoCardDef]:
    return [card for card in cards if card.name == name]


def _by_id(cards: Iterable[StrettoCardDef], card_id: str) -> StrettoCardDef:
    return next(card for card in cards if card.id == card_id)


# --- the bundled files --------------------------------------------------------------------------


def test_bundled_decks_are_the_two_characters() -> None:
    """resources.bundled_deck_paths() lists both character decks."""
    assert [path.stem for path in bundled_deck_paths()] == list(DECK_IDS)


@pytest.mark.parametrize("path", bundled_deck_paths(), ids=lambda path: path.stem)
def test_every_bundled_deck_loads(path: Path) -> None:
    """Every bundled deck is valid and its [deck] id matches its file name."""
    loaded = load_deck(path)
    assert loaded.definition.id == path.stem
    assert loaded.source == str(path)


def test_deck_check_prints_one_summary_line_per_deck(monkeypatch: pytest.MonkeyPatch) -> None:
    """`audatia deck check decks` prints exactly one summary line per deck and returns 0."""
    monkeypatch.chdir(decks_dir().parent)
    out = io.StringIO()
    assert run_check(["decks"], out) == 0
    assert out.getvalue().splitlines() == [f"{deck_id}: {SUMMARY}" for deck_id in DECK_IDS]


# --- Strikes (CARDS.md, "Documented facts") -----------------------------------------------------


def test_four_mandritto_fendente_two_top_left_two_top_right(deck: DeckDef) -> None:
    """4 Mandritto Fendente: 2 with the half sun top left, 2 top right."""
    fendenti = [s for s in deck.strikes if s.blow is Blow.MANDRITTO_FENDENTE]
    assert _count(fendenti) == 4
    suns = Counter({sun: _count(s for s in fendenti if s.sun is sun) for sun in SunHalf})
    assert suns == Counter({SunHalf.TOP_LEFT: 2, SunHalf.TOP_RIGHT: 2})


def test_mandritto_fendente_parried_by_mandritto_fendente_and_both_sottani_only(
    deck: DeckDef,
) -> None:
    """A Mandritto Fendente is parried by Mandritto Fendente, Mandritto and Roverso Sottano."""
    allowed = {Blow.MANDRITTO_FENDENTE, Blow.MANDRITTO_SOTTANO, Blow.ROVERSO_SOTTANO}
    fendenti = [s for s in deck.strikes if s.blow is Blow.MANDRITTO_FENDENTE]
    assert fendenti
    for strike in fendenti:
        assert strike.parried_by == allowed, strike.id


def test_fendenti_and_mezani_carry_attack(deck: DeckDef) -> None:
    """Fendenti and Mezani carry the Attack icon, free of any virtue."""
    strikes = _strikes(deck, Line.FENDENTE, Line.MEZANO)
    assert {s.blow.line for s in strikes} == {Line.FENDENTE, Line.MEZANO}
    for strike in strikes:
        icon = strike.icon(IconKind.ATTACK)
        assert icon is not None, strike.id
        assert icon.requires is None, strike.id


def test_sottani_attack_only_with_prudentia(deck: DeckDef) -> None:
    """Sottani may attack only for the player with the Prudentia advantage."""
    sottani = _strikes(deck, Line.SOTTANO)
    assert sottani
    for strike in sottani:
        icon = strike.icon(IconKind.ATTACK)
        assert icon is not None, strike.id
        assert icon.requires is Virtue.PRUDENTIA, strike.id


def test_fendenti_and_sottani_parry_mezani_do_not(deck: DeckDef) -> None:
    """Fendenti and Sottani carry the Parry icon; Mezani do not parry."""
    for strike in _strikes(deck, Line.FENDENTE, Line.SOTTANO):
        assert strike.icon(IconKind.PARRY) is not None, strike.id
    mezani = _strikes(deck, Line.MEZANO)
    assert mezani
    for strike in mezani:
        assert strike.icon(IconKind.PARRY) is None, strike.id


def test_every_cut_has_a_sun_the_punta_none(deck: DeckDef) -> None:
    """Every cut has a half sun at the top left or top right; a thrust has none."""
    assert any(not strike.blow.is_cut for strike in deck.strikes)
    for strike in deck.strikes:
        if strike.blow.is_cut:
            assert strike.sun in set(SunHalf), strike.id
        else:
            assert strike.sun is None, strike.id


# --- Stretto cards ------------------------------------------------------------------------------


def test_soprana_tor_di_spada_is_outside_only(deck: DeckDef) -> None:
    """Soprana Tor di Spada is an Outside remedy."""
    (soprana,) = _by_name(deck.remedies, "Soprana Tor di Spada")
    assert soprana.count == 1
    assert soprana.slots == {StrettoSlot.OUTSIDE}


def test_two_ligadura_mezana_inside(deck: DeckDef) -> None:
    """Ligadura Mezana x2, Inside."""
    ligadure = _by_name(deck.remedies, "Ligadura Mezana")
    assert _count(ligadure) == 2
    for card in ligadure:
        assert card.slots == {StrettoSlot.INSIDE}


def test_remedy_sides_as_documented(deck: DeckDef) -> None:
    """Elbow push (Outside), seize the grip (Inside), twist and pommel (Inside or Outside)."""
    assert _by_id(deck.remedies, "gomito-e-pomo").slots == {StrettoSlot.OUTSIDE}
    assert _by_id(deck.remedies, "presa-del-manico").slots == {StrettoSlot.INSIDE}
    assert _by_id(deck.remedies, "volta-e-pomo").slots == set(StrettoSlot)


def test_twist_and_pommel_is_inside_and_outside_and_basic(deck: DeckDef) -> None:
    """ "Twist and pommel strike" works Inside or Outside and is Basic."""
    twist = _by_id(deck.remedies, "volta-e-pomo")
    assert twist.slots == {StrettoSlot.INSIDE, StrettoSlot.OUTSIDE}
    assert twist.basic
    assert twist.count == 1


def test_twist_and_pommel_perfect_counter_is_basic_cover_and_pommel(deck: DeckDef) -> None:
    """ "Cover and pommel strike" (Basic) answers "twist and pommel strike", and only it does."""
    twist = _by_id(deck.remedies, "volta-e-pomo")
    perfect = [c for c in deck.counter_remedies if is_perfect_counter(twist, c)]
    assert [counter.id for counter in perfect] == ["coperta-e-pomo"]
    (cover,) = perfect
    assert cover.basic
    assert cover.count == 1


def test_every_remedy_has_exactly_one_perfect_counter(deck: DeckDef) -> None:
    """Every remedy has exactly one perfect counter in the deck, counting card counts (R-001)."""
    for remedy in deck.remedies:
        perfect = _count(c for c in deck.counter_remedies if is_perfect_counter(remedy, c))
        assert perfect == 1, remedy.id


def test_outside_remedies_exist_to_leave_an_exchange(deck: DeckDef) -> None:
    """Only an Outside remedy leaves an Exchange: some remedies have an Outside half, some not."""
    outside = [r for r in deck.remedies if StrettoSlot.OUTSIDE in r.slots]
    inside_only = [r for r in deck.remedies if StrettoSlot.OUTSIDE not in r.slots]
    assert outside
    assert inside_only


# --- Poste --------------------------------------------------------------------------------------


def test_corona_is_the_first_posta_and_has_exchange(deck: DeckDef) -> None:
    """Frontale ditta Corona is the first Posta of the deck and has the Exchange symbol."""
    corona = deck.poste[0]
    assert corona.name == "Posta Frontale ditta Corona"
    assert corona.exchange


def test_posta_di_donna_la_destra_gives_two_fortitudo(deck: DeckDef) -> None:
    """Posta di Donna (la destra) gives +2 Fortitudo."""
    (donna,) = [p for p in deck.poste if p.name == "Posta di Donna la destra"]
    assert VirtueBonus(Virtue.FORTITUDO, 2) in donna.bonuses


def test_porta_di_ferro_mezana_tutta_porta_di_ferro_and_posta_breve_exist(deck: DeckDef) -> None:
    """Porta di Ferro la Mezana, Tutta Porta di Ferro and Posta Breve are guards in the game."""
    names = {posta.name for posta in deck.poste}
    assert {"Porta di Ferro la Mezana", "Tutta Porta di Ferro", "Posta Breve"} <= names


def test_dente_di_zenghiaro_defends_with_punta_only_with_celeritas(deck: DeckDef) -> None:
    """From Dente di Zenghiaro a player may Defend with a Thrust only with Celeritas."""
    (dente,) = [p for p in deck.poste if p.name == "Dente di Zenghiaro"]
    assert GatedBlow(Blow.PUNTA, Virtue.CELERITAS) in dente.defends
    assert GatedBlow(Blow.PUNTA, None) not in dente.defends


def test_twelve_poste_with_distinct_names(deck: DeckDef) -> None:
    """Twelve Poste, each one of Fiore's twelve guards once."""
    assert len({posta.name for posta in deck.poste}) == 12


# --- Basic cards --------------------------------------------------------------------------------


def test_twelve_basics_are_seven_blows_one_remedy_one_counter_three_skills(deck: DeckDef) -> None:
    """The 12 Basic cards: one of each of the seven blows, 1 remedy, 1 counter, 3 skills."""
    basic_blows = Counter[Blow]()
    for strike in deck.strikes:
        if strike.basic:
            basic_blows[strike.blow] += strike.count
    assert basic_blows == Counter(set(Blow))
    assert _count(r for r in deck.remedies if r.basic) == 1
    assert _count(c for c in deck.counter_remedies if c.basic) == 1
    assert sum(skill.count for skill in deck.skills if skill.basic) == 3


# --- Skills: Boucicault -------------------------------------------------------------------------


def test_boucicault_skill_list() -> None:
    """Taunt x1, Deny x1, Eye of the Lynx x2, Pre-empt x2, Second Thought, Lure, Perfect Measure."""
    counts = {skill.name: 0 for skill in _load("boucicault").skills}
    for skill in _load("boucicault").skills:
        counts[skill.name] += skill.count
    assert counts == {
        "Taunt": 1,
        "Deny": 1,
        "Eye of the Lynx": 2,
        "Pre-empt": 2,
        "Second Thought": 1,
        "Lure": 1,
        "Perfect Measure": 1,
    }


def test_boucicault_taunt_is_basic_audatia_out_of_measure_and_makes_the_opponent_act() -> None:
    """Taunt: Basic, needs Audatia, played Out of Measure, makes the opponent act."""
    (taunt,) = [s for s in _load("boucicault").skills if s.name == "Taunt"]
    assert taunt.basic
    assert taunt.requires is Virtue.AUDATIA
    assert taunt.timing is Timing.OUT_OF_MEASURE
    assert taunt.effect.kind == FORCE_FIRST.kind


def test_boucicault_deny_is_basic_and_needs_no_virtue() -> None:
    """Deny: Basic; needs no virtue."""
    (deny,) = [s for s in _load("boucicault").skills if s.name == "Deny"]
    assert deny.basic
    assert deny.requires is None


def test_boucicault_eye_of_the_lynx_one_of_two_is_basic() -> None:
    """Eye of the Lynx x2, one of them Basic."""
    eyes = [s for s in _load("boucicault").skills if s.name == "Eye of the Lynx"]
    assert sum(s.count for s in eyes) == 2
    assert sum(s.count for s in eyes if s.basic) == 1


def test_boucicault_last_seven_six_prudentia_one_fortitudo() -> None:
    """Of the seven non-Taunt, non-Deny skills, six need Prudentia and one Fortitudo."""
    rest = [s for s in _load("boucicault").skills if s.name not in {"Taunt", "Deny"}]
    needs = Counter[Virtue | None]()
    for skill in rest:
        needs[skill.requires] += skill.count
    assert needs == Counter({Virtue.PRUDENTIA: 6, Virtue.FORTITUDO: 1})


# --- Both decks ---------------------------------------------------------------------------------


def test_poste_strikes_remedies_and_counters_identical_in_both_decks() -> None:
    """Poste, Strikes, Remedies and Counter-Remedies are the same in every Fiore deck."""
    first, second = (_load(stem) for stem in DECK_IDS)
    assert first.poste == second.poste
    assert first.strikes == second.strikes
    assert first.remedies == second.remedies
    assert first.counter_remedies == second.counter_remedies
    assert first.skills != second.skills


def test_every_card_has_a_provenance_reason(deck: DeckDef) -> None:
    """Every card records its provenance with a one-line reason (CARDS.md)."""
    cards = [*deck.poste, *deck.action_cards, *deck.virtues, deck.stretto_side]
    for card in cards:
        assert card.provenance.reason.strip(), card.name
        assert "\n" not in card.provenance.reason, card.name


def test_four_virtue_cards_one_of_each_virtue(deck: DeckDef) -> None:
    """The 4 Virtue cards: one of each virtue."""
    assert sorted(card.virtue.value for card in deck.virtues) == sorted(v.value for v in Virtue)


# --- Reachability by data: every rule of the rulebook can happen in play ------------------------


@pytest.mark.parametrize(
    "kind", [IconKind.COUNTERATTACK, IconKind.BREAK, IconKind.EXCHANGE], ids=lambda k: k.value
)
def test_some_strike_carries_icon(deck: DeckDef, kind: IconKind) -> None:
    """Counterattack, Break and Exchange can happen: some strike carries each icon."""
    assert any(strike.icon(kind) is not None for strike in deck.strikes)


def test_some_posta_is_extended(deck: DeckDef) -> None:
    """Extended Poste can happen: at least one posta is Extended."""
    assert any(posta.extended for posta in deck.poste)


def test_some_posta_has_exchange(deck: DeckDef) -> None:
    """An Exchange of thrusts can start from a posta: at least one has the Exchange symbol."""
    assert any(posta.exchange for posta in deck.poste)


def test_cuts_carry_both_sun_halves(deck: DeckDef) -> None:
    """Stretto and Largo binds both happen: cuts carry both top-left and top-right suns."""
    assert {strike.sun for strike in deck.strikes if strike.blow.is_cut} == set(SunHalf)


@pytest.mark.parametrize("effect", [FEINT, AVOID_ATTACK], ids=lambda e: e.kind)
def test_some_deck_has_skill_effect(effect: EffectType) -> None:
    """The rulebook's Feint skill and the avoid-the-attack card exist in some bundled deck."""
    assert any(
        skill.effect.kind == effect.kind for stem in DECK_IDS for skill in _load(stem).skills
    )
