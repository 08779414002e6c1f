"""What the symbols mean and what they allow now (``narrator.symbols``, issue 17): every kind has
a meaning citing the rules reference; "now" is the rules' own answer for the viewer and names
no card the viewer cannot see (docs/trust.md, R-034)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

from audatia_qt.games.audatia.narrator.symbols import (
    ICON_SYMBOLS,
    MEANINGS,
    Mark,
    SymbolKind,
    side_card_note,
    symbol_notes,
    virtue_note,
)
from audatia_qt.games.audatia.reference import load_reference
from audatia_qt.games.audatia.rules.actions import Action, ActionKind
from audatia_qt.games.audatia.rules.cards import (
    DeckDef,
    IconKind,
    StrettoSlot,
    StrikeDef,
    Virtue,
    is_perfect_counter,
    lines_up,
    makes_stretto,
)
from audatia_qt.games.audatia.rules.citations import find_citations
from audatia_qt.games.audatia.rules.config import CardKind, GameConfig, Seat
from audatia_qt.games.audatia.rules.eligibility import parry_problem
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.options import cycle_problem, stretto_slots
from audatia_qt.games.audatia.rules.state import Bind, GameState, Phase
from audatia_qt.games.audatia.rules.views import PlayerView, hidden_cards, observe
from audatia_qt.games.audatia.rules.virtues import LEAD_GIVES, advantage
from tests.english import english

ConfigFactory = Callable[..., GameConfig]


def _tagged(deck: DeckDef, tag: str) -> DeckDef:
    """The deck with every card's printed name made unique ("Punta [B7]"), so that a name in
    a text tells exactly which card definition it is (the rules key on ids, not names)."""
    counter = iter(range(1000))

    def tag_all(cards: tuple) -> tuple:  # type: ignore[type-arg]
        return tuple(replace(card, name=f"{card.name} [{tag}{next(counter)}]") for card in cards)

    return replace(
        deck,
        poste=tag_all(deck.poste),
        strikes=tag_all(deck.strikes),
        remedies=tag_all(deck.remedies),
        counter_remedies=tag_all(deck.counter_remedies),
        skills=tag_all(deck.skills),
    )


@pytest.fixture(scope="module")
def tagged(galeazzo: DeckDef, boucicault: DeckDef) -> Callable[[int], GameConfig]:
    decks = (_tagged(galeazzo, "A"), _tagged(boucicault, "B"))
    return lambda seed: GameConfig(decks, challenger=Seat.A, seed=seed)


def _played(config: GameConfig, seed: int) -> Iterator[GameState]:
    """Every state of a random game."""
    rng = random.Random(seed)
    state = new_game(config)
    while state.outcome is None:
        yield state
        state = apply(state, rng.choice(legal_actions(state))).state
    yield state


def _marks(definition: object) -> list[Mark]:
    """The symbols the card's data prints (as the renderer marks them), for the rules' side."""
    marks: list[Mark] = []
    if isinstance(definition, StrikeDef):
        for icon in definition.icons:
            marks.append(Mark(ICON_SYMBOLS[icon.kind]))
            if icon.requires is not None:
                marks.append(Mark(SymbolKind.VIRTUE_REQUIREMENT, icon.requires))
        marks += [Mark(SymbolKind.SEVEN_SWORDS_INVERTED), Mark(SymbolKind.SEVEN_SWORDS)]
        marks += [Mark(SymbolKind.END_POSTA), Mark(SymbolKind.SUN_HALF)]
    else:
        marks += [Mark(SymbolKind.MOON_NIGHT, slot=slot) for slot in StrettoSlot]
        marks += [Mark(SymbolKind.POSTA_ATTACKS), Mark(SymbolKind.CYCLE)]
    return [*marks, Mark(SymbolKind.BASIC), Mark(SymbolKind.PROVENANCE)]


def _visible(view: PlayerView) -> set[int]:
    """The cards the viewer sees: their own hand and everything face up on the table."""
    seen: set[int] = set(view.hand)
    for seat in Seat:
        zones = view.seat(seat)
        seen |= {*zones.discard, *zones.stack, *zones.posta_pile, *(zones.hand or ())}
        if zones.posta is not None:
            seen.add(zones.posta)
    context = view.context
    seen |= {c for c in (context.attack_card, context.remedy_card, context.parry_card) if c}
    return seen


def _notes_text(view: PlayerView, card: int) -> str:
    definition = view.config.cards[card].definition
    return "\n".join(note.text for note in symbol_notes(definition, _marks(definition), view, card))


def test_every_kind_means_something_and_cites_the_reference() -> None:
    reference = load_reference()
    assert set(MEANINGS) == set(SymbolKind)
    for kind, meaning in MEANINGS.items():
        assert english(meaning.name) and english(meaning.text).endswith("."), kind
        assert meaning.anchor in reference.anchors, (kind, meaning.anchor)
        for citation in find_citations(english(meaning.text)):
            assert citation.anchor in reference.anchors, (kind, citation.text)
    assert set(ICON_SYMBOLS) == set(IconKind)


def test_without_a_view_a_note_is_the_meaning_alone(galeazzo: DeckDef) -> None:
    strike = galeazzo.strikes[0]
    notes = symbol_notes(strike, [Mark(SymbolKind.SEVEN_SWORDS_INVERTED)])
    assert english(notes[0].now) == ""
    assert english(notes[0].meaning) == MEANINGS[SymbolKind.SEVEN_SWORDS_INVERTED].text.english()
    assert english(notes[0].reads).startswith("parried by ")
    assert all(blow.title in english(notes[0].reads) for blow in strike.parried_by)


def test_a_parry_icon_at_a_react_decision_names_the_attack_and_says_why_not(
    tagged: Callable[[int], GameConfig],
) -> None:
    """Your strike's Parry icon, attacked: "Now you may parry with X against the <attack>",
    or "Not now:" and the eligibility rule's own reason (``parry_problem``)."""
    allowed = refused = 0
    for seed in range(30):
        config = tagged(seed)
        for state in _played(config, seed):
            if state.phase is not Phase.REACT or state.to_move is None:
                continue
            seat = state.to_move
            view = observe(state, seat)
            attack = state.context.attack_card
            assert attack is not None
            attack_name = config.cards[attack].definition.name
            for card in view.hand:
                definition = config.cards[card].definition
                if not isinstance(definition, StrikeDef) or definition.icon(IconKind.PARRY) is None:
                    continue
                (note,) = symbol_notes(definition, [Mark(SymbolKind.PARRY)], view, card)
                if Action(seat, ActionKind.PARRY, card) in view.legal_actions:
                    allowed += 1
                    assert english(note.now) == (
                        f"Now you may parry with {definition.name} against the {attack_name}."
                    )
                else:
                    refused += 1
                    reason = english(parry_problem(state, seat, card, attack))
                    assert reason is not None
                    assert english(note.now) == f"Not now: {reason}.", english(note.now)
        if allowed and refused:
            break
    assert allowed and refused


def test_notes_name_no_card_hidden_from_their_reader(tagged: Callable[[int], GameConfig]) -> None:
    """Over whole games, the notes of every card a seat can see name no card hidden from it:
    with every card's name unique, no name of a card only the other seat knows appears."""
    checked = secrets = 0
    for seed in range(4):
        config = tagged(seed)
        for ply, state in enumerate(_played(config, seed)):
            if ply % 3:
                continue  # every third decision keeps the test fast
            for viewer in Seat:
                view = observe(state, viewer)
                seen = _visible(view)
                own_or_seen = {
                    config.cards[c].definition.name
                    for c in range(len(config.cards.instances))
                    if c in seen or config.cards[c].owner is viewer
                }
                secret = {
                    config.cards[c].definition.name for c in hidden_cards(state, viewer)
                } - own_or_seen
                secrets += len(secret)
                for card in seen:
                    text = _notes_text(view, card)
                    checked += 1
                    leaked = [name for name in secret if name in text]
                    assert not leaked, (seed, ply, state.phase, viewer, leaked, text)
    assert checked > 500 and secrets > 500


def test_the_half_sun_says_which_bind_a_parry_would_make(
    tagged: Callable[[int], GameConfig],
) -> None:
    seen = set()
    for seed in range(20):
        config = tagged(seed)
        for state in _played(config, seed):
            if state.phase is not Phase.REACT or state.to_move is None:
                continue
            view = observe(state, state.to_move)
            assert state.context.attack_card is not None
            attacking = config.cards.strike(state.context.attack_card)
            for card in view.hand:
                strike = config.cards[card].definition
                if not isinstance(strike, StrikeDef) or strike.sun is None:
                    continue
                (note,) = symbol_notes(strike, [Mark(SymbolKind.SUN_HALF)], view, card)
                bind = "Stretto" if makes_stretto(attacking, strike) else "Largo"
                assert (
                    english(note.now)
                    == f"If it parried the {attacking.name}, the bind would be {bind}."
                )
                seen.add(bind)
        if len(seen) == 2:
            return
    pytest.fail(f"only {seen} binds met")


def test_a_counter_remedy_says_how_it_meets_the_remedy_in_play(
    tagged: Callable[[int], GameConfig],
) -> None:
    met = set()
    for seed in range(80):
        config = tagged(seed)
        for state in _played(config, seed):
            if state.phase is not Phase.COUNTER or state.to_move is None:
                continue
            view = observe(state, state.to_move)
            remedy_card = state.context.remedy_card
            assert remedy_card is not None
            remedy = config.cards.stretto(remedy_card)
            for card in view.hand:
                if config.cards.kind(card) is not CardKind.COUNTER_REMEDY:
                    continue
                counter = config.cards.stretto(card)
                mark = Mark(SymbolKind.MOON_NIGHT, slot=StrettoSlot.INSIDE)
                (note,) = symbol_notes(counter, [mark], view, card)
                if is_perfect_counter(remedy, counter):
                    met.add("perfect")
                    assert "a perfect counter (R-001)" in english(note.now)
                elif lines_up(remedy, counter):
                    met.add("lines up")
                    assert f"It lines up with the {remedy.name}, but is not" in english(note.now)
                else:
                    met.add("apart")
                    assert english(note.now).startswith(
                        f"It does not line up with the {remedy.name}."
                    )
                legal = Action(state.to_move, ActionKind.COUNTER_REMEDY, card) in view.legal_actions
                assert (f"Now you may counter with {counter.name}" in english(note.now)) == legal
        if len(met) == 3:
            return
    pytest.fail(f"only met counters that are: {met}")


def test_cycle_says_whether_the_card_can_be_swapped_now(
    tagged: Callable[[int], GameConfig],
) -> None:
    said = set()
    for seed in range(20):
        config = tagged(seed)
        for state in _played(config, seed):
            for viewer in Seat:
                view = observe(state, viewer)
                for card in view.hand:
                    if not config.cards.cycle[card]:
                        continue
                    skill = config.cards[card].definition
                    (note,) = symbol_notes(skill, [Mark(SymbolKind.CYCLE)], view, card)
                    if Action(viewer, ActionKind.CYCLE, card) in view.legal_actions:
                        assert (
                            english(note.now) == f"Now you may cycle {skill.name} for a new card."
                        )
                        said.add("now")
                    elif state.to_move is viewer.other:
                        assert english(note.now).startswith("Not now: your opponent must ")
                        said.add("theirs")
        if len(said) == 2:
            return
    pytest.fail(f"only {said}")


def test_cycle_problem_names_each_reason(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=1))
    seat = state.to_move
    assert seat is not None
    cards = state.config.cards
    cycle = next(c for c in cards.action_cards[seat] if cards.cycle[c])
    other = next(c for c in state.players[seat].hand if not cards.cycle[c])
    assert english(cycle_problem(state, seat, other)) == "it has no Cycle symbol"
    player = state.players[seat]
    in_hand = state.with_player(seat, player.with_(hand=(*player.hand, cycle)))
    assert english(cycle_problem(in_hand, seat, cycle)) is None
    assert "not yours" in (
        english(cycle_problem(in_hand.with_turn(state.phase, seat.other), seat, cycle)) or ""
    )
    emptied = in_hand.with_player(seat, in_hand.players[seat].with_(deck=()))
    assert "Action deck is empty" in (english(cycle_problem(emptied, seat, cycle)) or "")
    if cycle not in player.hand:
        assert (
            english(cycle_problem(state, seat, cycle)) == "only a card in your hand can be cycled"
        )


def test_virtue_notes_say_what_leading_gives_and_who_leads(
    tagged: Callable[[int], GameConfig],
) -> None:
    config = tagged(3)
    names = [deck.name for deck in config.decks]
    for ply, state in enumerate(_played(config, 3)):
        if ply % 5:
            continue
        view = observe(state, Seat.A)
        for virtue in Virtue:
            text = virtue_note(view, virtue).english()
            assert text.startswith(
                f"{virtue.title}: leading in it gives {LEAD_GIVES[virtue].english()}."
            )
            leader = advantage(state, virtue)
            if leader is None:
                assert "Nobody leads" in text
            else:
                assert f"{names[leader]} leads in {virtue.title} now" in text
    assert (
        virtue_note(None, Virtue.AUDATIA)
        .english()
        .endswith(f"{LEAD_GIVES[Virtue.AUDATIA].english()}.")
    )


def test_the_side_card_says_which_remedies_it_allows_and_why(
    tagged: Callable[[int], GameConfig],
) -> None:
    for seed in range(40):
        config = tagged(seed)
        for state in _played(config, seed):
            context = state.context
            if state.phase is not Phase.STRETTO or context.side is None:
                continue
            assert context.bind is Bind.STRETTO and state.to_move is not None
            view = observe(state, state.to_move)
            text = side_card_note(view).english()
            side = context.side.value.capitalize()
            assert text.startswith(f"Turned {side} by the Fortitudo leader (Cut 3)")
            assert f"it allows {side} remedies only" in text and "R-016" in text
            remedies = [a for a in view.legal_actions if a.kind is ActionKind.REMEDY]
            assert ("None of your remedies fits it" in text) == (not remedies)
            # Nobody led in Fortitudo when the bind turned Stretto: the card was not turned.
            untouched = state.with_context(context.with_(side=None))
            assert stretto_slots(untouched) == frozenset(StrettoSlot)
            text = side_card_note(observe(untouched, state.to_move)).english()
            assert "(R-015): it allows Inside and Outside remedies." in text
            return
    pytest.fail("no Stretto bind with the Side card turned")


def test_the_seven_swords_of_your_posta_say_which_attacks_it_opens_now(
    tagged: Callable[[int], GameConfig],
) -> None:
    """Standing in your Posta at the opening: its Seven Swords name your strikes that can
    attack now (the legal attacks), or none."""
    said = set()
    for seed in range(20):
        config = tagged(seed)
        for state in _played(config, seed):
            seat = state.to_move
            if state.phase is not Phase.OPENING or seat is None:
                continue
            player = state.players[seat]
            if not player.in_posta or player.posta is None:
                continue
            view = observe(state, seat)
            posta = config.cards[player.posta].definition
            (note,) = symbol_notes(posta, [Mark(SymbolKind.POSTA_ATTACKS)], view, player.posta)
            attacks = [
                config.cards[a.card].definition.name
                for a in view.legal_actions
                if a.kind in (ActionKind.ATTACK, ActionKind.BEAT) and a.card is not None
            ]
            listed = ", ".join(dict.fromkeys(attacks)) or "none"
            assert english(note.now) == f"Your strikes that can attack now: {listed}."
            said.add(bool(attacks))
        if len(said) == 2:
            return
    pytest.fail(f"only {said}")
