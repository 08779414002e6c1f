"""The game catalog in use (issue 21): what the pure game says (moves, the log, Undo and Redo,
save errors) reads in Spanish with the real catalogs, and in English as before."""

from __future__ import annotations

import pytest

from audatia_qt.engine.messages import CardName
from audatia_qt.engine.session.match import Match, MatchSetup
from audatia_qt.engine.session.undo import plan_undo
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.narrator.describe import Mood, fencer_names, say
from audatia_qt.games.audatia.rules import Action, ActionKind, Phase, Seat
from audatia_qt.games.audatia.saves.savefile import SaveError, loads_game
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render
from tests.conftest import ConfigFactory


class Spanish:
    """Cards' names as a Spanish deck would give them: an article by gender."""

    def card_name(self, card: CardName) -> str:
        return f"un {card.name}" if card.article else card.name


def test_a_move_reads_in_spanish_in_its_own_order(
    spanish: Language, make_config: ConfigFactory
) -> None:
    config = make_config()
    card = config.cards.action_cards[Seat.A][0]
    name = config.cards[card].definition.name
    fencer = fencer_names(config)[Seat.A]
    parry = Action(Seat.A, ActionKind.PARRY, card)
    assert render(say(config, Phase.REACT, parry), Spanish()) == f"parar con {name}"
    logged = say(config, Phase.REACT, parry, mood=Mood.DOES)
    assert render(logged, Spanish()) == f"{fencer} para con un {name}."
    # A hidden card is "una carta"; a slot of the Side card is said in Spanish.
    hidden = say(config, Phase.REACT, parry, hidden={card})
    assert render(hidden) == "parar con una carta"
    orient = Action(Seat.A, ActionKind.ORIENT, choice="inside")
    assert render(say(config, Phase.ORIENT_SIDE, orient)) == (
        "girar la carta de Lado Stretto a Interno"
    )


def test_the_undo_item_and_a_save_error_read_in_spanish_and_english(
    qapp: object, make_config: ConfigFactory
) -> None:
    match = Match(MatchSetup(AUDATIA, make_config(seed=2)))
    discard = next(a for a in match.legal_actions() if a.kind is ActionKind.MULLIGAN_DISCARD)
    match.play(discard)
    name = match.setup.config.cards[discard.card or 0].definition.name
    label = plan_undo(match).label
    with pytest.raises(SaveError) as raised:
        loads_game('{"format": "audatia-save", "version": 1}')
    error = raised.value
    assert str(error) == "not a save: missing field 'actions'"
    assert render(label) == f"Undo: discard {name}"
    language = Language(qapp)  # type: ignore[arg-type]
    try:
        language.switch("es")
        assert render(label) == f"Deshacer: descartar {name}"
        assert render(error.message) == "no es una partida guardada: falta el campo 'actions'"
    finally:
        language.uninstall()
    assert render(error.message) == str(error)
