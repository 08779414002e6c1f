"""The table says the rules' words in Spanish, and again in English when the language changes
(issue 21): the prompt line keeps its message and renders it anew, a refusal and the
computer's Why are Spanish, the preview's notes follow the language."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from audatia_qt.i18n.language import Language
from audatia_qt.rules import Action, ActionKind, GameConfig, Seat
from audatia_qt.session.match import SeatKind
from audatia_qt.ui.table.panels import PreviewPanel
from audatia_qt.ui.table.widget import TableWidget

VS_COMPUTER = (SeatKind.HUMAN, SeatKind.COMPUTER)


def test_the_prompt_and_a_refusal_speak_spanish_and_follow_a_switch_to_english(
    make_table: Callable[..., TableWidget],
    make_config: Callable[..., GameConfig],
    spanish: Language,
) -> None:
    table = make_table(make_config(seed=2), VS_COMPUTER)
    controller = table.controller
    assert controller is not None and controller.local_to_act
    assert table.prompt.plain.endswith(
        ", es tu turno: descartar cartas Básicas de la mano inicial y sacar otras tantas, "
        "o quedarte la mano (Preparación 5)."
    )
    assert 'href="rules:setup-5"' in table.prompt.text()

    spanish.switch("en")
    QApplication.processEvents()
    assert table.prompt.plain.endswith(
        ", your turn: discard Basic cards from the opening hand and draw as many, or keep it "
        "(Setup 5)."
    )
    spanish.switch("es")
    QApplication.processEvents()
    assert "(Preparación 5)" in table.prompt.plain

    # A play the rules refuse now: the reason in Spanish, with a capital letter.
    assert not controller.request(Action(Seat.A, ActionKind.CHANGE_POSTA, None))
    assert table.prompt.refused
    assert table.prompt.plain.startswith("«cambiar de Posta» no es una acción válida ahora")
    spanish.switch("en")
    QApplication.processEvents()
    assert table.prompt.plain.startswith("'change' is not a legal action now")


def test_the_computers_why_is_spanish_in_the_log(
    make_table: Callable[..., TableWidget],
    make_config: Callable[..., GameConfig],
    spanish: Language,
) -> None:
    table = make_table(make_config(seed=2, challenger=Seat.B), VS_COMPUTER)
    controller = table.controller
    assert controller is not None
    for _ in range(40):
        if any(line.startswith("Por qué: ") for line in table.log.lines):
            break
        if controller.local_to_act:
            controller.request(controller.match.legal_actions()[0])
        QApplication.processEvents()
    whys = [line for line in table.log.lines if line.startswith("Por qué: ")]
    assert whys and not any(line.startswith("Why: ") for line in table.log.lines)


def test_the_preview_made_in_spanish_says_its_hint_in_spanish(
    qtbot: QtBot, spanish: Language
) -> None:
    """The window built after the language was chosen showed the preview's hint in English
    (seen on the empty table at start, before any card was shown)."""
    preview = PreviewPanel()
    qtbot.addWidget(preview)
    assert preview.text() == (
        "Pasa el puntero sobre una carta para verla aquí.\nHaz clic aquí para fijarla."
    )
