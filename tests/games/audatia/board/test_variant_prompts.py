"""The prompt line speaks the rules of the variant in play (issue 15): Salle Play's opening hand
is 12 random cards, any of which may go (R-030.1), not the standard game's Basic cards."""

from __future__ import annotations

from collections.abc import Callable

from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.narrator.explain import what_now
from audatia_qt.games.audatia.rules import GameConfig, Seat, new_game
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import Variant
from tests.english import english

VS_COMPUTER = (SeatKind.HUMAN, SeatKind.COMPUTER)


def _opening_prompt(
    make_table: Callable[..., TableWidget],
    decks: tuple[DeckDef, DeckDef],
    variant: Variant,
) -> str:
    config = GameConfig(decks, challenger=Seat.A, seed=5, variant=variant)
    table = make_table(config, VS_COMPUTER)
    controller = table.controller
    assert controller is not None and controller.local_to_act
    assert table.prompt.plain == english(controller.prompt_text())
    return table.prompt.plain


def test_the_salle_opening_prompt_does_not_speak_of_basic_cards(
    make_table: Callable[..., TableWidget], galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    text = _opening_prompt(make_table, (galeazzo, boucicault), Variant.SALLE)
    assert "Basic" not in text
    assert "R-030" in text and "any cards" in text
    # The words are the rules' own for this state, not a second copy kept by the table.
    config = GameConfig((galeazzo, boucicault), challenger=Seat.A, seed=5, variant=Variant.SALLE)
    assert what_now(new_game(config)).english() in text


def test_the_standard_opening_prompt_still_names_the_basic_cards(
    make_table: Callable[..., TableWidget], galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    text = _opening_prompt(make_table, (galeazzo, boucicault), Variant.STANDARD)
    assert "Basic cards" in text and "Setup 5" in text
