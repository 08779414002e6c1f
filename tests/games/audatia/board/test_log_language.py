"""The table speaks the language chosen, and changes it at once (issue 21, docs/i18n.md): the
game log keeps the moves as the game said them (``messages.Message``) and renders them again
when the language changes, the decision bar says its moves again, and English is as it was."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtWidgets import QApplication

from audatia_qt.engine.messages import CardName, Message
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.board.widget import PREVIEW_WIDTH, TableWidget
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import GameConfig
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.notation import parse_action
from audatia_qt.games.audatia.rules.position import parse_position
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import EnglishCardWords

VS_COMPUTER = (SeatKind.HUMAN, SeatKind.COMPUTER)


class Bracketed:
    """Cards' names as a deck's translation would give them (here: marked, to be seen)."""

    def card_name(self, card: CardName) -> str:
        return f"[{card.name}]"


def _play(table: TableWidget, moves: int) -> None:
    controller = table.controller
    assert controller is not None
    rng = random.Random(3)
    for _ in range(moves):
        if controller.awaiting_handover is not None:
            controller.confirm_handover()
        legal = controller.match.legal_actions()
        if not legal:
            return
        assert controller.request(rng.choice(legal))


def test_the_log_and_the_buttons_change_language_at_once(
    qapp: QApplication,
    make_table: Callable[..., TableWidget],
    make_config: Callable[..., GameConfig],
) -> None:
    table = make_table(make_config(seed=5))
    _play(table, 8)
    controller = table.controller
    assert controller is not None
    if controller.awaiting_handover is not None:
        controller.confirm_handover()
    log = table.log
    english = log.lines
    assert english[0].startswith("New game: ")
    assert all(isinstance(line, Message) for line, _style in log.entries)
    buttons = table.decisions.labels()
    language = Language(qapp)
    try:
        language.switch("es")
        # Qt posts the LanguageChange to every widget: it arrives with the event loop.
        qapp.processEvents()
        spanish = log.lines
        assert len(spanish) == len(english) and spanish != english
        assert spanish[0].startswith("Nueva partida: ")
        # What the log shows is the new language, not only what it keeps.
        assert log.toPlainText().startswith("Nueva partida: ")
        assert buttons and table.decisions.labels() != buttons
        # The cards' names come from the deck's words the table is given.
        table.card_words = Bracketed()
        assert any("[" in line for line in log.lines)
        assert "[" in log.toPlainText()
    finally:
        language.uninstall()
        qapp.processEvents()
    table.card_words = EnglishCardWords()
    assert log.lines == english
    assert log.toPlainText().startswith("New game: ")
    assert table.decisions.labels() == buttons


def test_the_cards_on_the_table_speak_the_language_too(
    qapp: QApplication,
    make_table: Callable[..., TableWidget],
    make_config: Callable[..., GameConfig],
) -> None:
    """The faces are drawn, and the cards named, from the decks' translations of the language
    the app speaks, at the start of a game and when the language changes during one."""
    taunt = CardName("Taunt", article=True)
    language = Language(qapp)
    try:
        language.switch("es")
        qapp.processEvents()
        table = make_table(make_config(seed=5))
        faces = table.faces
        assert faces is not None and faces.language == "es"
        assert table.card_words.card_name(taunt) == "una Provocación"
        skill = next(
            card
            for card, instance in enumerate(faces.config.cards)
            if instance.definition.name == "Taunt"
        )
        assert faces.face(skill).name == "Provocación"
        language.switch("en")
        qapp.processEvents()
        assert faces.language == "en" and faces.face(skill).name == "Taunt"
        assert table.card_words.card_name(taunt) == "a Taunt"
        language.switch("es")
        qapp.processEvents()
        assert faces.face(skill).name == "Provocación"
    finally:
        language.uninstall()
        qapp.processEvents()


_NEAR_THE_END = "\n".join(
    [
        "audatia-position 1",
        "decks: galeazzo-da-mantoa boucicault",
        "game: challenger=B seed=3",
        "turn: phase=react to-move=A ply=30",
        "A hand: roverso-sottano-b mandritto-sottano-tl mandritto-mezano-b gomito-e-pomo",
        "A posta: tutta-porta-di-ferro in",
        "A virtues: fortitudo celeritas",
        "B hand: punta-b mandritto-sottano-b volta-di-gomito deny",
        "B stack: right mandritto-fendente-b",
        "B posta: corona",
        "B virtues: audatia prudentia",
        "context: attacker=B attack-card=B:mandritto-fendente-b attack-posta=B:corona",
        "",
    ]
)


def test_the_last_words_and_the_preview_change_language_at_once(
    qapp: QApplication,
    start_table: Callable[..., TableWidget],
    galeazzo: DeckDef,
    boucicault: DeckDef,
) -> None:
    """Issue 27: after a language switch the prompt's "... wins: ..." and the card shown large
    are said and drawn again in the new language, at once."""
    state = parse_position(_NEAR_THE_END, {deck.id: deck for deck in (galeazzo, boucicault)})
    table = start_table(Match.from_position(MatchSetup(AUDATIA, state.config, VS_COMPUTER), state))
    controller = table.controller
    assert controller is not None and table.faces is not None
    for move in ("A parry roverso-sottano-b", "A attack mandritto-mezano-b"):
        assert controller.request(parse_action(state.config, move))
    assert controller.match.outcome() is not None
    assert " wins: " in table.prompt.plain
    english_prompt = table.prompt.plain
    taunt = next(
        card
        for card, instance in enumerate(table.faces.config.cards)
        if instance.definition.name == "Taunt"
    )
    table.preview.show_card(taunt, table.faces.large(taunt, PREVIEW_WIDTH, 1.0))
    english_face = table.preview.pixmap().toImage()
    language = Language(qapp)
    try:
        language.switch("es")
        qapp.processEvents()
        assert " gana: " in table.prompt.plain and table.prompt.plain != english_prompt
        assert table.preview.card == taunt
        assert table.preview.pixmap().toImage() != english_face
    finally:
        language.uninstall()
        qapp.processEvents()
    assert table.prompt.plain == english_prompt
    assert table.preview.pixmap().toImage() == english_face
