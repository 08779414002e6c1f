"""The game log (issue 15): one line per move saying what happened, then its Why; the
computer's hidden choices never named; a loaded game shows its whole log."""

from __future__ import annotations

import random
from collections.abc import Callable

from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import ActionKind, GameConfig, Phase, Seat
from audatia_qt.games.audatia.rules.views import hidden_cards
from tests.english import english
from tests.games.audatia.board.conftest import TableFactory

VS_COMPUTER = (SeatKind.HUMAN, SeatKind.COMPUTER)


def _table(start_table: TableFactory, match: Match, bot: str) -> TableWidget:
    return start_table(match, bot)


def _wait_for_the_person(qtbot: QtBot, table: TableWidget) -> None:
    controller = table.controller
    assert controller is not None
    qtbot.waitUntil(
        lambda: controller.local_to_act or controller.match.to_move() is None, timeout=20000
    )


def _unique_names(config: GameConfig) -> dict[int, str]:
    """Card id -> printed name, for the names no other card of the game shares."""
    names: dict[str, list[int]] = {}
    for seat in Seat:
        for card in config.cards.poste[seat] + config.cards.action_cards[seat]:
            names.setdefault(config.cards[card].definition.name, []).append(card)
    return {cards[0]: name for name, cards in names.items() if len(cards) == 1}


def test_the_computers_secret_posta_and_trades_are_never_named(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    """With Explain Computer Moves on, the log names no card hidden from the person, at any
    moment (the defect: "Why: Stand in Posta di Donna la sinistra" before the person chose)."""
    for seed in (1, 4, 9):
        config = make_config(seed=seed, challenger=Seat.B)
        match = Match(MatchSetup(AUDATIA, config, VS_COMPUTER, "ismcts:easy"))
        table = _table(start_table, match, "ismcts:easy")
        controller = table.controller
        assert controller is not None
        unique = _unique_names(config)
        rng = random.Random(seed)
        shown = 0
        for _ in range(30):
            _wait_for_the_person(qtbot, table)
            hidden = hidden_cards(match.state, Seat.A)
            for line in table.log.lines[shown:]:
                for card in hidden:
                    if card in unique:
                        assert unique[card] not in line, (line, match.state.phase)
            shown = len(table.log.lines)
            if match.to_move() is None or match.state.phase is Phase.OPENING:
                break
            controller.request(rng.choice(match.legal_actions()))
        kinds = {ply.action.kind for ply in match.plies if ply.action.seat is Seat.B}
        assert ActionKind.CHOOSE_POSTA in kinds
        assert any("chooses a Posta in secret" in line for line in table.log.lines)
        table.dispose()


def test_every_move_gives_one_line_and_a_why_follows_its_move(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    config = make_config(seed=5)
    match = Match(MatchSetup(AUDATIA, config, VS_COMPUTER, "ismcts:easy"))
    table = _table(start_table, match, "ismcts:easy")
    controller = table.controller
    assert controller is not None
    before = len(table.log.lines)
    keep = next(a for a in match.legal_actions() if a.kind is ActionKind.KEEP_HAND)
    controller.request(keep)
    # The person's own "keep the hand" is logged, as one line.
    assert table.log.lines[before].startswith(f"{controller.names[Seat.A]} keeps the hand")
    rng = random.Random(5)
    while match.to_move() is not None and len(match.plies) < 80:
        qtbot.waitUntil(lambda: controller.local_to_act or match.to_move() is None, timeout=20000)
        if match.to_move() is None:
            break
        controller.request(rng.choice(match.legal_actions()))
    moves = [line for line in table.log.lines[1:] if not line.startswith("Why: ")]
    ending = 1 if match.outcome() is not None else 0
    assert len(moves) == len(match.plies) + ending, "one line per move (and the end)"
    names = controller.names
    lines = table.log.lines
    for at, line in enumerate(lines):
        if line.startswith("Why: "):
            assert lines[at - 1].startswith(names[Seat.B]), lines[at - 1 : at + 1]
    assert not any("feints and strikes again" in line for line in lines)


def test_a_loaded_game_shows_its_whole_log(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    config = make_config(seed=7)
    played = Match(MatchSetup(AUDATIA, config, VS_COMPUTER, "random"))
    rng = random.Random(7)
    for _ in range(25):
        played.play(rng.choice(played.legal_actions()))
    loaded = Match.continued(played.setup, played.actions)
    table = _table(start_table, loaded, "random")
    lines = table.log.lines
    assert len(lines) >= 1 + len(played.plies), lines
    assert any("keeps the hand" in line or "discards" in line for line in lines)


def test_a_loaded_game_tells_the_computers_moves_with_their_why(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    """A resumed game's log is the log it had: each computer move followed by its Why (the
    rule it uses, as the opponent reads it), none after the person's own moves."""
    from audatia_qt.games.audatia.narrator.plies import public_why, state_before

    config = make_config(seed=7)
    played = Match(MatchSetup(AUDATIA, config, VS_COMPUTER, "random"))
    rng = random.Random(7)
    for _ in range(30):
        played.play(rng.choice(played.legal_actions()))
    loaded = Match.continued(played.setup, played.actions)
    table = _table(start_table, loaded, "random")
    whys = [line for line in table.log.lines if line.startswith("Why: ")]
    expected = {
        english(public_why(state_before(played.start, played.plies, i), ply.action))
        for i, ply in enumerate(played.plies)
        if ply.action.seat is Seat.B
    } - {None}
    assert whys and {line.removeprefix("Why: ") for line in whys} <= expected
    people = {
        english(public_why(state_before(played.start, played.plies, i), ply.action))
        for i, ply in enumerate(played.plies)
        if ply.action.seat is Seat.A
    } - expected
    assert not any(line.removeprefix("Why: ") in people for line in whys)
