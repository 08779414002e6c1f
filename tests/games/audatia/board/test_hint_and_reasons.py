"""The Hint button (the search's suggestion for the person, from their own view) and the game
log's line saying why the computer made each move (issue 6, "In the app")."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.board.bot_runner import BotRunner
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import GameConfig, legal_actions, new_game, observe
from audatia_qt.shell.bot_runner import BotAnswer
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render
from tests.games.audatia.board.conftest import TableFactory

VS_COMPUTER = (SeatKind.HUMAN, SeatKind.COMPUTER)


def _table(
    start_table: TableFactory, config: GameConfig, bot: str, **settings: object
) -> TableWidget:
    return start_table(Match(MatchSetup(AUDATIA, config, VS_COMPUTER, bot)), bot, **settings)


def _play_until_a_choice_with_cards(table: TableWidget) -> None:
    """Keep the person's hand and decline until a decision offers several card plays."""
    controller = table.controller
    assert controller is not None
    for _ in range(60):
        legal = controller.match.legal_actions()
        if sum(action.card is not None for action in legal) > 1 and controller.local_to_act:
            return
        controller.request(legal[0])
    raise AssertionError("no decision with several card plays")


def test_hint_suggests_a_legal_move_and_picks_up_its_card(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    table = _table(start_table, make_config(seed=21), "heuristic")
    controller = table.controller
    assert controller is not None
    _play_until_a_choice_with_cards(table)
    assert table.decisions.hint_button.isVisible() and table.decisions.hint_button.isEnabled()
    legal = controller.match.legal_actions()
    with qtbot.waitSignal(controller.hint_ready, timeout=20000) as blocker:
        table.decisions.hint_button.click()
    explanation = blocker.args[0]
    assert explanation.best in legal
    assert table.decisions.hint_text().startswith("Hint: ")
    if explanation.best.card is not None:
        assert controller.selected == explanation.best.card
    # A hint changes nothing in the game: the same decision is still to be made.
    assert controller.match.legal_actions() == legal


def test_no_hint_button_with_hints_off(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    table = _table(start_table, make_config(seed=21), "heuristic", hints=False)
    _play_until_a_choice_with_cards(table)
    assert not table.decisions.hint_button.isVisible()
    controller = table.controller
    assert controller is not None and not controller.request_hint()


def _play_along(table: TableWidget, qtbot: QtBot, moves: int) -> None:
    """The person plays ``moves`` decisions (the last legal action each time) while the
    computer answers, or until the game ends."""
    controller = table.controller
    assert controller is not None
    for _ in range(moves):
        qtbot.waitUntil(
            lambda: controller.local_to_act or controller.match.to_move() is None, timeout=20000
        )
        if controller.match.to_move() is None:
            return
        controller.request(controller.match.legal_actions()[-1])


def _reasons(table: TableWidget) -> list[str]:
    return [line for line in table.log.lines if line.startswith("Why: ")]


def test_the_log_says_why_the_computer_moved(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    table = _table(start_table, make_config(seed=22), "ismcts:easy")
    _play_along(table, qtbot, 40)
    assert _reasons(table), table.log.lines
    assert all(len(line.splitlines()) == 1 for line in _reasons(table))
    # Read by the computer's opponent: no figure weighed from the computer's hidden hand.
    assert not any("%" in line for line in _reasons(table))
    # Each Why follows the line of the move it explains, the computer's own.
    lines = table.log.lines
    computer = table.controller.names[1] if table.controller else ""
    for at, line in enumerate(lines):
        if line.startswith("Why: "):
            assert lines[at - 1].startswith(computer), lines[at - 1 : at + 1]


def test_the_reasons_can_be_switched_off(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    table = _table(start_table, make_config(seed=22), "ismcts:easy", explain_moves=False)
    _play_along(table, qtbot, 40)
    assert any("Galeazzo" in line or "Boucicault" in line for line in table.log.lines[1:])
    assert not _reasons(table)


def test_a_forced_move_comes_without_a_reason(
    qtbot: QtBot, make_config: Callable[..., GameConfig]
) -> None:
    answers: list[BotAnswer] = []
    runner = BotRunner(lambda _seat: RandomBot(), threaded=False)
    runner.answered.connect(lambda _generation, answer: answers.append(answer))
    state = new_game(make_config(seed=3))
    seat, legal = state.to_move, legal_actions(state)
    assert seat is not None and len(legal) > 1
    runner.ask(1, seat, observe(state, seat), legal[:1], seed=0)
    runner.ask(2, seat, observe(state, seat), legal, seed=0)
    forced, chosen = answers
    assert forced.note is None
    assert chosen.note is not None and chosen.note.english().endswith(".")


def test_the_hints_move_is_said_in_spanish_with_the_decks_card_names(
    qtbot: QtBot,
    start_table: TableFactory,
    make_config: Callable[..., GameConfig],
    spanish: Language,
) -> None:
    """The Hint's move was its English words ("Pista: Discard Eye of the Lynx: ...")."""
    table = _table(start_table, make_config(seed=21), "heuristic")
    controller = table.controller
    assert controller is not None
    _play_until_a_choice_with_cards(table)
    with qtbot.waitSignal(controller.hint_ready, timeout=20000) as blocker:
        table.decisions.hint_button.click()
    explanation = blocker.args[0]
    move = render(explanation.candidates[0].text, controller.card_words)
    assert table.decisions.hint_text().startswith(f"Pista: {move}: ")
    assert explanation.candidates[0].text.english() not in table.decisions.hint_text()
