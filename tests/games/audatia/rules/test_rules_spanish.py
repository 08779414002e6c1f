"""What the rules explain, in Spanish (issue 21): in each ruleset, a refusal of a card, the
computer's Why, what to do now, a symbol's tool tip and a rulebook citation, rendered through
the real catalogs with the ``spanish`` fixture; and the same messages still read in English."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest

from audatia_qt.games.audatia.board.symbol_tips import tip_html
from audatia_qt.games.audatia.narrator.commentary import WHY
from audatia_qt.games.audatia.narrator.explain import explain, what_now, why_illegal
from audatia_qt.games.audatia.narrator.symbols import Mark, SymbolKind, symbol_notes
from audatia_qt.games.audatia.policy.explain import decision_note
from audatia_qt.games.audatia.rules import (
    GameConfig,
    GameState,
    Phase,
    Seat,
    apply,
    legal_actions,
    new_game,
    observe,
)
from audatia_qt.games.audatia.rules.actions import Action, ActionKind
from audatia_qt.games.audatia.rules.citations import linkify
from audatia_qt.games.audatia.rules.config import CardKind, Variant
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import EnglishCardWords, render

VARIANTS = [Variant.STANDARD, Variant.SALLE, Variant.SUDDEN_DEATH]
CARDS = EnglishCardWords()


def _attacked(config: GameConfig) -> GameState:
    """A state in which the seat to move must answer an attack (Cut 2 / Thrust 2) and holds
    a Strike."""
    for seed in range(50):
        rng = random.Random(seed)
        state = new_game(dataclasses.replace(config, seed=seed))
        while state.outcome is None and state.phase is not Phase.REACT:
            state = apply(state, rng.choice(legal_actions(state))).state
        if state.outcome is None and _strike(state, state.to_move) is not None:
            return state
    raise AssertionError("no attack in 50 games")


def _strike(state: GameState, seat: Seat | None) -> int | None:
    cards = state.config.cards
    assert seat is not None
    strikes = (c for c in state.players[seat].hand if cards.kind(c) is CardKind.STRIKE)
    return next(strikes, None)


@pytest.mark.parametrize("variant", VARIANTS, ids=[v.value for v in VARIANTS])
def test_the_rules_explain_themselves_in_spanish(
    variant: Variant,
    make_config: Callable[..., GameConfig],
    spanish: Language,
) -> None:
    config = dataclasses.replace(make_config(), variant=variant)
    state = _attacked(config)
    seat = state.to_move
    assert seat is not None

    # What to do now: the prompt's words, with the Spanish rulebook's terms.
    now = render(what_now(state), CARDS)
    assert now != what_now(state).english()
    assert any(
        word in now for word in ("responder al Ataque", "jugar la carta mostrada", "esperar")
    )

    # A refusal: the opponent's card, then a play that is not legal now, and the rules' reason.
    cards = state.config.cards
    theirs = next(c for c in range(len(cards.instances)) if cards[c].owner is seat.other)
    assert render(explain(state, seat, theirs), CARDS) == "Esa carta es de tu oponente."
    refusal = render(why_illegal(state, Action(seat, ActionKind.CHANGE_POSTA, None)), CARDS)
    assert refusal.startswith("«cambiar de Posta» no es una acción válida ahora: el jugador debe ")
    assert "cannot" not in refusal and "must" not in refusal

    # The computer's Why (as its opponent reads it: the rule, never the hand, R-034).
    answer = next(a for a in legal_actions(state) if a.kind is not ActionKind.CYCLE)
    note = decision_note(observe(state, seat), answer)
    if note is not None:
        line = render(WHY.say(why=note), CARDS)
        assert line.startswith("Por qué: ") and line != WHY.say(why=note).english()

    # A symbol's tool tip: the Parry icon of a strike in hand, and what it allows now.
    mine = _strike(state, seat)
    assert mine is not None
    definition = state.config.cards[mine].definition
    (parry,) = symbol_notes(definition, [Mark(SymbolKind.PARRY)], observe(state, seat), mine)
    tip = tip_html(parry, CARDS)
    assert "<b>Parada</b>" in tip and "Proceso de Corte 2" in tip and "Ahora" in tip

    # A rulebook citation, in the Spanish rulebook's own words, links the reference.
    assert '<a href="rules:cut-2">Proceso de Corte 2</a>' in linkify(tip)


def test_a_standard_opening_cites_the_spanish_setup(
    make_config: Callable[..., GameConfig], spanish: Language
) -> None:
    state = new_game(make_config())
    words = render(what_now(state), CARDS)
    assert words == (
        "descartar cartas Básicas de la mano inicial y sacar otras tantas, o quedarte la mano "
        "(Preparación 5)"
    )
    assert '<a href="rules:setup-5">Preparación 5</a>' in linkify(words)
    salle = new_game(dataclasses.replace(make_config(), variant=Variant.SALLE))
    assert "(Asalto en Sala, R-030.1)" in render(what_now(salle), CARDS)


def test_english_is_unchanged_when_no_language_is_installed(
    make_config: Callable[..., GameConfig], qapp: object
) -> None:
    state = new_game(make_config())
    message = what_now(state)
    assert (
        render(message, CARDS)
        == message.english()
        == ("discard Basic cards from the opening hand and draw as many, or keep it (Setup 5)")
    )


def test_the_computers_why_quotes_its_skill_card_in_the_readers_language(
    spanish: Language, make_config: Callable[..., GameConfig]
) -> None:
    """ "Su carta dice: “…”" quotes the card's Spanish text, from the deck's translations (it
    quoted the English, seen under Xvfb); in English it quotes the card's own text."""
    for seed in range(40):
        state = new_game(make_config(seed=seed))
        rng = random.Random(seed)
        while state.to_move is not None:
            legal = legal_actions(state)
            skills = [action for action in legal if action.kind is ActionKind.PLAY_SKILL]
            if skills:
                break
            state = apply(state, rng.choice(legal)).state
        if state.to_move is not None and skills:
            break
    else:
        raise AssertionError("no position with a skill to play")
    skill = skills[0]
    assert skill.card is not None
    card = state.config.cards[skill.card].definition
    spanish_text = dict(card.translations)["es"].text
    assert spanish_text and spanish_text != card.text
    note = decision_note(observe(state, state.to_move), skill)
    assert note is not None
    said = render(note, CARDS)
    assert said.startswith("Su carta dice: \u201c") and spanish_text.rstrip(".") in said
    assert card.text.rstrip(".") not in said
    assert card.text.rstrip(".") in note.english()
