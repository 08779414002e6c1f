"""What a hot-seat bout played by hand in a real window showed wrong (issue 30, the playtest):
the prompt told the attacker, facing the defender's answer, that they themselves had attacked;
and the log, grown past its height, stayed scrolled above its newest lines once the board came
back from the pass screen with its move buttons; and a long move's button, in Spanish, was cut
at both ends in a 1280 x 800 window."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.games.ready_fence.board.faces import PlainCardFace
from audatia_qt.games.ready_fence.board.table import ReadyFenceTable
from audatia_qt.games.ready_fence.board.widget import ReadyFenceBoard
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.entry import READY_FENCE
from audatia_qt.games.ready_fence.rules import ActionKind, Config, Level, Phase
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.i18n.language import Language
from tests.games.ready_fence.sessions import use_small_budgets

HOT_SEAT = (SeatKind.HUMAN, SeatKind.HUMAN)


def _hot_seat(seed: int) -> Match:
    config = Config(default_card_set(), Level.BASIC, 5)
    return Match(MatchSetup(READY_FENCE, config, HOT_SEAT, None, seed))


def _board(qtbot: QtBot, match: Match) -> tuple[ReadyFenceBoard, ReadyFenceTable]:
    words = BoardWords(lambda: "en")
    board = ReadyFenceBoard(PlainCardFace(words), words)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    owner = MatchOwner(READY_FENCE.game, match)
    settings = BoardSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
    table = ReadyFenceTable(owner, lambda _name: RandomBot(), settings, "random")
    board.follow(table)
    return board, table


def _to_the_attackers_reply(match: Match, rng: random.Random) -> None:
    """Random moves until the fencer who opened a phrase must answer the other's answer."""
    for _ in range(4000):
        phrase = match.state.phrase
        if (
            match.state.phase is Phase.PHRASE
            and phrase is not None
            and phrase.deciding == phrase.attacker
        ):
            return
        assert not match.over, "the bout ended first"
        legal = match.legal_actions()
        match.play(rng.choice(legal))
    raise AssertionError("no phrase came back to its attacker")


def test_the_attacker_facing_an_answer_is_told_who_answered(qtbot: QtBot) -> None:
    match = _hot_seat(5)
    _to_the_attackers_reply(match, random.Random(5))
    phrase = match.state.phrase
    assert phrase is not None
    board, _table = _board(qtbot, match)
    board.pass_screen.confirmed.emit()
    attacker = f"Fencer {phrase.attacker + 1}"
    defender = f"Fencer {phrase.defender + 1}"
    prompt = board.prompt.text()
    assert prompt.startswith(f"{defender} answered: ")
    assert f"{attacker} (you) attacked" not in prompt


def _defender_meets_a_second_answer(match: Match, rng: random.Random) -> bool:
    """Random moves until the defender meets the attacker's second action in a phrase (True),
    or the bout ends first (False)."""
    while not match.over:
        phrase = match.state.phrase
        if (
            match.state.phase is Phase.PHRASE
            and phrase is not None
            and phrase.deciding == phrase.defender
            and len(phrase.plays) > 1
            and phrase.plays[-1].seat == phrase.attacker
        ):
            return True
        match.play(rng.choice(match.legal_actions()))
    return False


def test_the_defender_facing_the_attackers_answer_is_told_it_answered(qtbot: QtBot) -> None:
    """Seen in a real window: Fencer 1's Parry and Riposte met Fencer 2's Stop Hit, and the
    prompt still said "Fencer 2 attacked", as if the opening attack were still to answer."""
    rng = random.Random(7)
    match = next(
        match
        for match in (_hot_seat(seed) for seed in range(7, 400))
        if _defender_meets_a_second_answer(match, rng)
    )
    phrase = match.state.phrase
    assert phrase is not None and phrase.deciding == phrase.defender
    board, _table = _board(qtbot, match)
    board.pass_screen.confirmed.emit()
    assert board.prompt.text().startswith(f"Fencer {phrase.attacker + 1} answered: ")


def test_the_log_shows_its_newest_line_when_the_next_fencer_takes_the_device(
    qtbot: QtBot,
) -> None:
    match = _hot_seat(11)
    board, table = _board(qtbot, match)
    rng = random.Random(11)
    bar = board.log.verticalScrollBar()
    handed_over = 0
    while not table.match.over and handed_over < 12:
        if board.pages.currentWidget() is board.pass_screen:
            board.pass_screen.confirmed.emit()
            qtbot.wait(1)
            if bar.maximum() > 0:
                # The panel's prompt and buttons are back and the log is shorter: its
                # newest line is still the one in sight.
                handed_over += 1
                assert bar.value() == bar.maximum()
        table.play(rng.choice(table.legal()))
        qtbot.wait(1)
    assert handed_over > 0, "the log never grew past its height"


def _parry_offered() -> Match:
    """A hot-seat bout played at random until a Parry without a card is offered."""
    for seed in range(40):
        match = _hot_seat(seed)
        rng = random.Random(seed)
        while not match.over:
            if any(action.kind is ActionKind.PARRY for action in match.legal_actions()):
                return match
            match.play(rng.choice(match.legal_actions()))
    raise AssertionError("no bout offered a Parry without a card")


def test_a_long_move_button_is_read_whole_in_spanish(qtbot: QtBot, spanish: Language) -> None:
    """ "Parar sin carta con 3 de resistencia" is wider than the side panel of a 1280 x 800
    window: the button breaks it into lines instead of cutting it at both ends."""
    match = _parry_offered()
    words = BoardWords(lambda: "es")
    board = ReadyFenceBoard(PlainCardFace(words), words)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    owner = MatchOwner(READY_FENCE.game, match)
    settings = BoardSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
    board.follow(ReadyFenceTable(owner, lambda _name: RandomBot(), settings, "random"))
    board.pass_screen.confirmed.emit()
    qtbot.wait(1)
    buttons = board.shown_move_buttons()
    parry = next(b for b in buttons if b.text().replace("\n", " ").startswith("Parar"))
    assert "\n" in parry.text()
    for button in board.shown_move_buttons():
        assert button.sizeHint().width() <= button.width(), button.text()


def test_enter_plays_the_focused_move_button(qtbot: QtBot) -> None:
    """Seen in a real window: the Hint named Stall and gave its button the focus, and Enter did
    nothing (only Space played it)."""
    match = _hot_seat(3)
    while match.legal_actions() and match.state.phase is not Phase.MULLIGAN:
        match.play(match.legal_actions()[0])
    board, _table = _board(qtbot, match)
    board.pass_screen.confirmed.emit()
    button = next(button for button in board.move_buttons if button.isVisible())
    button.setFocus()
    plies = len(match.plies)
    QTest.keyClick(button, Qt.Key.Key_Return)
    assert len(match.plies) > plies
    assert match.plies[plies].action.kind in (ActionKind.KEEP_HAND, ActionKind.MULLIGAN)


def test_enter_plays_the_hinted_move(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Hint puts the keys on its move, a piece of the strip or a move button, and Enter
    plays exactly that move (seen in a real window: after a Stall, the Hint's discard was not
    played by Enter, the keys being left on a button). Which move the Hint finds does not
    matter here, so it searches a few iterations, not Hard's 0.85 s each time."""
    use_small_budgets(monkeypatch)
    match = _hot_seat(3)
    while match.state.phase is Phase.MULLIGAN or match.to_move() is None:
        match.play(next(a for a in match.legal_actions() if a.kind is not ActionKind.MULLIGAN))
    board, table = _board(qtbot, match)
    board.pass_screen.confirmed.emit()
    for _ in range(6):
        if match.over:
            break
        board.move_buttons[0].setFocus()  # the keys elsewhere, as after a button's move
        with qtbot.waitSignal(table.hinted, timeout=20000) as blocker:
            board.hint_button.click()
        best = blocker.args[0].candidates[0].action
        plies = len(match.plies)
        focused = board.focusWidget()
        assert focused is not None
        QTest.keyClick(focused, Qt.Key.Key_Return)
        assert match.plies[plies].action == best
        board.pass_screen.confirmed.emit()
