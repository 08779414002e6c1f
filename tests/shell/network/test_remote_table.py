"""A network table's seat on a board (``shell.network.remote_table``): what the board reads comes
from the seat's snapshots alone, a move goes through the link once, a refusal is the rules' own,
and the Ready...Fence! board follows it as it follows a bout on one screen.

The link is a stand-in fed the snapshots a real table would send (the seat's view, its legal
moves, its redacted events), from a seeded game played here; the real link and server have
their own tests (test_link.py, tests/net/).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.session.match import Match
from audatia_qt.games.catalogue import GAMES
from audatia_qt.games.ready_fence.board.faces import PlainCardFace
from audatia_qt.games.ready_fence.board.table import hint_search
from audatia_qt.games.ready_fence.board.widget import ReadyFenceBoard
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.rules import why_not
from audatia_qt.net.client import Seen
from audatia_qt.shell.board_table import Heard
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.network.remote_table import NOT_NOW, SENT, RemoteTable
from tests.net.tables import random_plies, ready_fence_config

SEAT = 1
FENCE: GameEntry = next(entry for entry in GAMES if entry.id == "ready_fence")


class FakeLink(QObject):
    """The link's face as the remote table reads it, fed by the test."""

    seen = Signal(object)
    refused = Signal(object)
    lost = Signal()
    restored = Signal()
    ended = Signal(object)

    def __init__(self, config: Any) -> None:
        super().__init__()
        self.seat: int | None = SEAT
        self.config = config
        self.latest: Seen | None = None
        self.log: tuple[Any, ...] = ()
        self.connected = True
        self.sent: list[Any] = []
        self.closed = False

    def act(self, action: Any) -> None:
        self.sent.append(action)

    def close(self) -> None:
        self.closed = True

    def feed(self, match: Match, told: int, *, full: bool = False) -> Seen:
        """The snapshot a table sends this seat after ``match``'s last ply: the events since
        ply ``told`` (all of them when ``full``)."""
        game = FENCE.game
        first = 0 if full else told
        events = game.redact([event for ply in match.plies[first:] for event in ply.events], SEAT)
        mover = match.to_move()
        seen = Seen(
            seq=len(match.plies),
            full=full,
            to_move=None if mover is None else int(mover),
            view=game.observe(match.state, SEAT),
            legal=tuple(match.legal_actions()) if mover == SEAT else (),
            events=events,
            returns=match.returns(),
        )
        self.log = events if full else (*self.log, *events)
        self.latest = seen
        self.seen.emit(seen)
        return seen


def _every_legal_action(seed: int = 3) -> set[Any]:
    """Every action legal at some point of a seeded random bout, for either seat."""
    config = ready_fence_config(seed)
    return {
        action for match in random_plies(FENCE, config, seed) for action in match.legal_actions()
    }


def _table(link: FakeLink) -> RemoteTable:
    return RemoteTable(FENCE.game, link, refusal=why_not, hint=hint_search, threaded=False)  # type: ignore[arg-type]


def _until_seat_moves(seed: int = 3) -> tuple[Match, FakeLink, RemoteTable, list[Heard]]:
    """A bout played to the first decision of ``SEAT``, fed to a remote table as one full
    snapshot."""
    config = ready_fence_config(seed)
    link = FakeLink(FENCE.game.observe(_first(config).state, SEAT).config)
    table = _table(link)
    heard: list[Heard] = []
    table.heard.connect(heard.append)
    for match in random_plies(FENCE, config, seed):
        if match.to_move() == SEAT:
            link.feed(match, 0, full=True)
            return match, link, table, heard
    raise AssertionError("the seat never moved")


def _first(config: Any) -> Match:
    return next(random_plies(FENCE, config, 0))


def test_the_board_reads_the_seats_snapshot_only() -> None:
    match, link, table, heard = _until_seat_moves()
    assert table.view_of(SEAT) == FENCE.game.observe(match.state, SEAT)
    with pytest.raises(ValueError, match="not at this screen"):
        table.view_of(1 - SEAT)
    with pytest.raises(ValueError, match="not at this screen"):
        table.events_seen_by(1 - SEAT)
    assert table.viewer() == SEAT
    assert table.person_to_move() == SEAT
    assert set(table.legal()) == set(match.legal_actions())
    assert not table.hot_seat and not table.offers_rematch
    # The first snapshot restarts the log with the whole bout as this seat may read it.
    assert heard[-1].restart and heard[-1].told[0].readers == (SEAT,)
    assert heard[-1].told[0].events == link.log


def test_a_full_snapshot_on_a_live_link_an_undo_starts_the_log_again() -> None:
    """An undo both seats agreed to: the table sends a full snapshot of the game taken back
    on the same connection, and the log starts again from it, as after a reconnection."""
    match, link, table, heard = _until_seat_moves()
    before = match.actions
    action = table.legal()[0]
    table.play(action)
    told = len(match.plies)
    match.play(action)
    link.feed(match, told)
    assert not heard[-1].restart
    taken_back = Match.replayed(match.setup, before)
    link.feed(taken_back, 0, full=True)
    assert heard[-1].restart
    events = [event for ply in taken_back.plies for event in ply.events]
    assert heard[-1].told[0].events == FENCE.game.redact(events, SEAT) == link.log
    assert table.person_to_move() == SEAT and action in table.legal()


def test_a_move_goes_once_and_nothing_more_is_offered_until_the_table_answers() -> None:
    match, link, table, _heard = _until_seat_moves()
    action = table.legal()[0]
    table.play(action)
    table.play(action)  # a second click before the answer sends nothing
    assert link.sent == [action]
    assert table.legal() == () and table.person_to_move() is None
    assert table.refusal(action) == SENT.say()
    told = len(match.plies)
    match.play(action)
    link.feed(match, told)
    assert table.refusal(action) is not None or table.person_to_move() == SEAT


def test_a_refusal_is_the_rules_own_from_a_world_the_view_admits() -> None:
    match, _link, table, _heard = _until_seat_moves()
    legal = set(match.legal_actions())
    # Every action legal somewhere in the bout but not now: the rules' reason, as the true
    # state gives it (a reason for one's own move depends on what one knows).
    other = sorted(_every_legal_action() - legal, key=repr)
    assert other
    for action in other[:20]:
        said = table.refusal(action)
        truth = why_not(match.state, action)
        assert said == (truth if truth is not None else NOT_NOW.say())
    for action in legal:
        assert table.refusal(action) is None


def test_the_strip_board_follows_a_network_seat_to_the_end(qtbot: QtBot) -> None:
    config = ready_fence_config(5)
    link = FakeLink(FENCE.game.observe(_first(config).state, SEAT).config)
    table = _table(link)
    words = BoardWords(current_language)
    board = ReadyFenceBoard(PlainCardFace(words), words)
    board.set_scales(1.0, 1.0)  # as every window gives its board
    qtbot.addWidget(board)
    told = 0
    first = True
    for match in random_plies(FENCE, config, 5):
        link.feed(match, told, full=first)
        if first:
            board.follow(table)
        first = False
        told = len(match.plies)
        if match.to_move() == SEAT:
            # The board offers exactly the table's legal moves to the seat at this screen.
            assert set(table.legal()) == set(match.legal_actions())
    assert table.over
    # Over: the prompt says so, and a network table offers no rematch (a new table would).
    assert not board.rematch_button.isVisibleTo(board)
    assert not board.new_game_button.isVisibleTo(board)
    assert board.log.count() > 0
    assert board.prompt.text()
