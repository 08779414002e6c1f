"""Whole games played in Spanish through the real window, with the trust matrix's checks
(issue 21, "Done when"; docs/trust.md, docs/i18n.md).

The matrix's harness plays each game the way people play it (``harness.TrustGame``), checking
every string shown, and every card each game-log message holds, against the cards hidden from
its reader. Here the app speaks Spanish (the ``spanish`` fixture, the real catalogs), and at
every check the words the game itself says are read in Spanish too: every line of the game
log, every decision button, the Hint's button and the Undo and Redo items. Each is a
``Message``; each sentence it holds, however deep, must be translated by the installed
catalogs, and no English word may be left in its Spanish. The cards' names come from the
decks (``messages.CardName``), so they are left out of the reading, as are the fencers' names.

The computer's Why and the reason a game ended are said by the rules catalog's modules
(``ai.explain``, ``rules.terms``); where they are still plain English strings they are left to
that catalog's own tests, and read here as soon as they are Messages.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from audatia_qt.engine.messages import CardName, Message, fill, translate
from audatia_qt.engine.session.match import SeatKind
from audatia_qt.engine.session.undo import plan_redo, plan_undo
from audatia_qt.games.audatia.board.index import action_label, label_text
from audatia_qt.games.audatia.narrator.plies import PLAY_HINT
from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render
from tests.trust.conftest import TrustWindow
from tests.trust.harness import Cell, Seating, TrustGame

HUMAN, COMPUTER = SeatKind.HUMAN, SeatKind.COMPUTER

#: Words of English that Spanish never uses ("a" and "de" are Spanish too, so not here).
ENGLISH = re.compile(
    r"\b(the|with|and|of|to|an|for|from|is|in|on|your|discards?|parr(?:y|ies)|attacks?|"
    r"waits?|passes|chooses|takes?|trades?|draws?|plays?|salutes?|cards?|bind|hand|keeps?)\b",
    re.IGNORECASE,
)
#: Sentences Spanish says as English does, by context: the Bind Types keep their Italian
#: names, as in the players' Spanish rulebook ("el Ligamento es Stretto ... En caso contrario,
#: el Ligamento es Largo", ../shared/seeds/003; docs/glossary-es.md), so their catalog
#: translates them as themselves ("rules.terms.bind_word").
SAME_IN_SPANISH = frozenset({("Terms", "Largo"), ("Terms", "Stretto")})
#: Placeholders said by another catalog's modules, read here once they are Messages.
ELSEWHERE = frozenset({"why", "reason"})

CELLS = [
    Cell(Variant.STANDARD, True, Seating("human-vs-normal", (HUMAN, COMPUTER), "ismcts:normal"), 3),
    Cell(Variant.STANDARD, True, Seating("hot-seat", (HUMAN, HUMAN), None), 4),
    Cell(Variant.SALLE, True, Seating("human-vs-easy", (HUMAN, COMPUTER), "ismcts:easy"), 5),
    Cell(
        Variant.SUDDEN_DEATH,
        True,
        Seating("normal-vs-human", (COMPUTER, HUMAN), "ismcts:normal"),
        6,
    ),
]


def spanish_words(message: Message, read: list[str]) -> str:
    """``message`` as the catalogs say it now, with the cards' and fencers' names left out
    ("«»"); each sentence it holds that the catalogs do not translate is added to ``read``."""
    text = QCoreApplication.translate(message.context, message.source, None, message.n)
    words_in_source = re.sub(r"\{\w+\}|%n", "", message.source)
    same = (message.context, message.source) in SAME_IN_SPANISH
    if text == message.source and re.search(r"[A-Za-z]", words_in_source) and not same:
        read.append(f"not translated: {message.source!r}")
    values: dict[str, str] = {}
    for name, value in message.params:
        # A card's or a fencer's name, a number, a Virtue's Latin; or
        # (``ELSEWHERE``) another catalog's words, still English until they are a Message.
        values[name] = spanish_words(value, read) if isinstance(value, Message) else "«»"
    return fill(text, -1, values)


class SpanishGame(TrustGame):
    """The matrix's game, reading the game's own words in Spanish at every check."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)  # type: ignore[arg-type]
        self.english: list[str] = []
        self.read = 0
        self._spanish_seen = 0

    def spanish(self, where: str, what: str, message: Message) -> None:
        self.read += 1
        problems: list[str] = []
        text = spanish_words(message, problems)
        left = ENGLISH.findall(text)
        if left:
            problems.append(f"English words {left} in {text!r}")
        self.english += [f"{where}: {what}: {problem}" for problem in problems]

    def check(self, moment: str) -> None:
        super().check(moment)
        where = self.where(moment)
        table, match = self.table, self.controller.match
        log = table.log
        for line, _style in log.entries[self._spanish_seen :]:
            self.spanish(where, "game log", line if isinstance(line, Message) else _plain(line))
        self._spanish_seen = len(log.entries)
        state = match.state
        labels = table.decisions.labels()
        for action in table.decisions.offered_actions():
            said = action_label(state, action)
            self.spanish(where, "button", said)
            shown = label_text(said, table.card_words)
            if not any(label.endswith(shown) for label in labels):
                # The Hint's move is button 1 instead, labelled "Play hint: ...".
                hint = table._hint
                assert hint is not None and hint.best == action, (where, shown, labels)
        hint = table._hint
        if hint is not None:
            self.spanish(where, "hint button", PLAY_HINT.say(move=hint.candidates[0].text))
        for plan in (plan_undo(match), plan_redo(match)):
            for said in (plan.label, plan.reason, plan.done):
                if said is not None:
                    self.spanish(where, "Undo/Redo", said)


def test_the_reading_finds_what_is_not_spanish(spanish: Language) -> None:
    read: list[str] = []
    untranslated = translate("Test", "{fencer} parries with {card}.")
    said = translate("Undo", "Undo: {move}")
    text = spanish_words(
        said.say(move=untranslated.say(fencer="Galeazzo", card=CardName("Roverso"))), read
    )
    assert read == ["not translated: '{fencer} parries with {card}.'"]
    assert ENGLISH.findall(text) == ["parries", "with"]
    read.clear()
    parry = translate("Moves", "{fencer} parries with {card}.")
    assert spanish_words(parry.say(fencer="Galeazzo", card=CardName("Roverso")), read) == (
        "«» para con «»."
    )
    assert not read


def _plain(line: str) -> Message:
    raise AssertionError(f"a line of the game log is not a Message: {line!r}")


@pytest.mark.usefixtures("small_budgets")
@pytest.mark.parametrize("cell", CELLS, ids=lambda cell: cell.id)
def test_a_whole_game_in_spanish_says_no_english_and_shows_nothing_hidden(
    cell: Cell,
    qtbot: QtBot,
    trust_window: TrustWindow,
    data_dir: Path,
    spanish: Language,
) -> None:
    window = trust_window()
    assert window.table is not None
    window.table.pass_screen.reveal_delay_ms = 1
    game = SpanishGame(qtbot, window, cell, data_dir)
    game.start((cell.seed % 2, 1 - cell.seed % 2), Seat(cell.seed % 2))
    game.play()
    assert game.finding.clean, f"{cell.id}: shown to a person who may not see it:\n" + (
        game.finding.report()
    )
    assert not game.english, "\n".join(game.english[:25])
    assert game.read > 100
    # The log reads in Spanish as the person sees it, with the cards' own names.
    shown = window.table.log.lines
    assert shown[0].startswith("Nueva partida: ")
    assert any(" gana: " in line or "empate" in line for line in shown), shown[-3:]
    assert render(window.table.log.entries[0][0]) == shown[0]
