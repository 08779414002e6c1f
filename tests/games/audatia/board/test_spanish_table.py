"""The table says the rules' words in Spanish, and again in English when the language changes
(issue 21): the prompt line keeps its message and renders it anew, a refusal and the
computer's Why are Spanish, the preview's notes follow the language."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from audatia_qt.engine.messages import CardName, translate
from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.audatia.board.index import ZoneId
from audatia_qt.games.audatia.board.layout import ZoneKind
from audatia_qt.games.audatia.board.panels import PreviewPanel
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.rules import Action, ActionKind, GameConfig, Seat
from audatia_qt.shell.i18n.language import Language

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


def _wrong_drop(table: TableWidget) -> tuple[int, str]:
    """Drop the first playable card of the opening (a Basic card to discard) on the Stack."""
    controller = table.controller
    assert controller is not None and controller.local_to_act
    card = next(a.card for a in controller.index.actions if a.kind is ActionKind.MULLIGAN_DISCARD)
    assert card is not None
    controller.drop_card(card, ZoneId(controller.viewer, ZoneKind.STACK))
    assert table.prompt.refused
    name = controller.match.state.config.cards[card].definition.name
    return card, name


def test_a_card_dropped_where_it_does_not_go_is_told_where_it_goes_in_english(
    make_table: Callable[..., TableWidget], make_config: Callable[..., GameConfig]
) -> None:
    table = make_table(make_config(seed=2), VS_COMPUTER)
    _card, name = _wrong_drop(table)
    assert table.prompt.plain == (
        f"The {name} does not go on the Stack: drop it on the Discard to discard {name}."
    )


def test_a_card_dropped_where_it_does_not_go_is_told_where_it_goes_in_spanish(
    make_table: Callable[..., TableWidget],
    make_config: Callable[..., GameConfig],
    spanish: Language,
) -> None:
    table = make_table(make_config(seed=2), VS_COMPUTER)
    card, _name = _wrong_drop(table)
    controller = table.controller
    assert controller is not None
    spanish_name = controller.card_words.card_name(
        CardName(controller.match.state.config.cards[card].definition.name)
    )
    assert table.prompt.plain == (
        f"La carta {spanish_name} no va en la Pila: suéltala en la pila de Descarte para "
        f"descartar {spanish_name}."
    )


def test_alternatives_are_said_as_whole_phrases_in_either_language(
    qtbot: QtBot, spanish: Language
) -> None:
    """Two places, two moves: each alternative a whole phrase joined by the language's "or"."""
    from audatia_qt.games.audatia.board.controller import DOES_NOT_GO_ON, DROP_IT_ON
    from audatia_qt.games.audatia.narrator.zone_words import THE, THEIRS
    from audatia_qt.games.audatia.rules.terms import either
    from audatia_qt.shell.i18n.render import render

    moves = [
        translate("Moves", "attack with {card}").say(card=CardName("Punta")),
        translate("Moves", "counterattack with {card}").say(card=CardName("Punta")),
    ]
    where = either(
        [
            DROP_IT_ON.say(place=THE[ZoneKind.STACK].say(), moves=either(moves)),
            DROP_IT_ON.say(
                place=THEIRS[ZoneKind.POSTA].say(fencer="Ana"),
                moves=either(
                    [
                        translate("Moves", "beat the extended Posta aside with {card}").say(
                            card=CardName("Punta")
                        )
                    ]
                ),
            ),
        ]
    )
    said = DOES_NOT_GO_ON.say(card=CardName("Punta"), zone=THE[ZoneKind.VIRTUES].say(), where=where)
    assert said.english() == (
        "The Punta does not go on the Virtues: drop it on the Stack to attack with Punta or "
        "counterattack with Punta or drop it on Ana's Posta to beat the extended Posta aside "
        "with Punta."
    )
    assert render(said) == (
        "La carta Punta no va en las Virtudes: suéltala en la Pila para atacar con Punta o "
        "contraatacar con Punta o suéltala en la Posta de Ana para apartar la Posta Extensa "
        "con Punta."
    )


def test_a_wrong_drop_when_trading_names_the_trade_once_not_once_per_partner(
    make_table: Callable[..., TableWidget],
    make_config: Callable[..., GameConfig],
    qtbot: QtBot,
) -> None:
    """A card that may be traded with any other of the hand: the trade is said once, its
    partner unnamed (eleven trades, one per partner, filled the prompt under Xvfb)."""
    table = make_table(make_config(seed=2), VS_COMPUTER)
    controller = table.controller
    assert controller is not None
    trades: list[Action] = []
    for _ in range(60):
        QApplication.processEvents()
        if not controller.local_to_act:
            continue
        trades = [a for a in controller.index.actions if a.kind is ActionKind.TRADE]
        if trades:
            break
        legal = controller.match.legal_actions()
        keep = [a for a in legal if a.kind is ActionKind.KEEP_HAND]
        controller.request((keep or legal)[0])
    card = trades[0].card
    assert card is not None
    assert sum(1 for a in trades if card in (a.card, a.card2)) > 2
    controller.drop_card(card, ZoneId(controller.viewer, ZoneKind.VIRTUES))
    assert table.prompt.refused
    said = table.prompt.plain
    assert said.count("trade") == 1 and said.endswith(
        "to trade two cards face down for a new card."
    ), said


def test_a_computer_that_fails_is_said_in_the_language_spoken(
    make_table: Callable[..., TableWidget],
    make_config: Callable[..., GameConfig],
    spanish: Language,
) -> None:
    """A defect of the computer (a move the rules refuse, or its search failing) was said in
    English, with the play's code name; it names the kind of play only (the card may be
    hidden from the person)."""
    from audatia_qt.shell.bot_runner import BotAnswer

    table = make_table(make_config(seed=2, challenger=Seat.B), (SeatKind.COMPUTER, SeatKind.HUMAN))
    controller = table.controller
    assert controller is not None
    controller._bot_timer.stop()
    controller._on_bot_answered(
        controller.generation, BotAnswer(Action(Seat.A, ActionKind.CHANGE_POSTA, None), None)
    )
    assert table.prompt.plain == (
        "El ordenador eligió una jugada que las reglas no permiten («cambiar de Posta»)."
    )
    controller._on_bot_failed(controller.generation, "MemoryError: out of memory")
    assert table.prompt.plain == "El ordenador no pudo decidir: MemoryError: out of memory"


def test_the_cards_names_and_spoken_words_follow_a_switch_of_language(
    make_table: Callable[..., TableWidget],
    make_config: Callable[..., GameConfig],
    spanish: Language,
) -> None:
    """The table keeps each card as it dressed it and the words it said of it until something
    they show changes: a switch of language is such a change, for the faces of the hand (their
    printed names) and for what a screen reader hears."""
    table = make_table(make_config(seed=2), VS_COMPUTER)
    scene = table.scene

    def shown() -> dict[str, tuple[int, str]]:
        return {
            key: (item.pixmap.cacheKey() if item.pixmap is not None else 0, item.accessible_name)
            for key, item in scene.items_by_key.items()
            if item.zone_name == "bottom:hand"
        }

    in_spanish = shown()
    spanish.switch("en")
    QApplication.processEvents()
    in_english = shown()
    assert in_english.keys() == in_spanish.keys()
    assert any(in_english[key][0] != in_spanish[key][0] for key in in_english), "faces"
    assert any(in_english[key][1] != in_spanish[key][1] for key in in_english), "spoken names"
    spanish.switch("es")
    QApplication.processEvents()
    again = shown()
    assert {key: words for key, (_face, words) in again.items()} == {
        key: words for key, (_face, words) in in_spanish.items()
    }
    assert all(again[key][0] != in_english[key][0] for key in again), "every face drawn again"
