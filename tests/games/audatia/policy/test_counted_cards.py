"""A number of cards is said with the number's own form (issue 27): one card is "that card",
never "those cards", in both languages."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from audatia_qt.games.audatia.policy.explain import _LITTLE_TO_DO, Why
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render


def test_the_cards_given_up_are_counted(qapp: QApplication) -> None:
    said = {
        "en": (
            "That card has little to do in this hand.",
            "Those 2 cards have little to do in this hand.",
        ),
        "es": (
            "Esa carta tiene poco que hacer en esta mano.",
            "Esas 2 cartas tienen poco que hacer en esta mano.",
        ),
    }
    language = Language(qapp)
    try:
        for code, (one, two) in said.items():
            language.switch(code)
            assert render(Why(_LITTLE_TO_DO, (), 1).as_note()) == one
            assert render(Why(_LITTLE_TO_DO, (), 2).as_note()) == two
            assert render(Why(_LITTLE_TO_DO, (), 1).as_clause()) == one[0].lower() + one[1:-1]
    finally:
        language.uninstall()
