"""Audatia at a network table (issue 32): two app windows host and join through the Game menu
and play whole games of each ruleset on Audatia's own table; the Host dialog asks nothing of
who plays; and the words a seat's table says (its prompt, its log, its moves' buttons and tool
tips, why a card may not go somewhere) never depend on a card that seat cannot see.

The games run over loopback on a port the system chooses; each window's moves are chosen at
random among those its table offers (``LegalIndex``) and made through its own ``request``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QAbstractButton, QApplication
from pytestqt.qtbot import QtBot

from audatia_qt.engine.messages import Message
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.board import remote
from audatia_qt.games.audatia.board.index import ZoneId
from audatia_qt.games.audatia.board.layout import ZoneKind
from audatia_qt.games.audatia.board.widget import TableWidget, looking
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.render import CardRenderer, FaceCache
from audatia_qt.games.audatia.rules import (
    GameState,
    PlayerView,
    Seat,
    observe,
    redact,
    sample_world,
)
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.screens.new_game import NewGameFields
from audatia_qt.net.invite import read_invite
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.board_table import Heard, Told
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.network.dialogs import HostDialog, InviteDialog
from audatia_qt.shell.network.window import STATUS_NAME, NetworkGameWindow
from tests.net.tables import audatia_config
from tests.windows_english import english  # noqa: F401

#: How long a whole game may take over loopback, in milliseconds.
GAME_MS = 120_000


def _open_host_dialog(host: MainWindow) -> tuple[HostDialog, NewGameFields]:
    """Game > Host Network Game… (the menu's action), Audatia chosen: the dialog and its page."""
    assert host.network.host_action.isEnabled()
    host.network.host_action.trigger()
    dialog = host.findChild(HostDialog)
    assert isinstance(dialog, HostDialog)
    titles = [offer.title for offer in dialog.offers]
    index = titles.index("Audatia")
    dialog.game_box.setCurrentIndex(index)
    page = dialog.offers[index].page.widget
    assert isinstance(page, NewGameFields)
    return dialog, page


def _host_audatia(
    host: MainWindow, qtbot: QtBot, variant: Variant
) -> tuple[NetworkGameWindow, str]:
    """Host an Audatia table of ``variant`` on this computer only: the host's window and the
    other seat's invite line, as the Invites dialog shows it to copy."""
    dialog, page = _open_host_dialog(host)
    page.variant_box.setCurrentIndex(page.variant_box.findData(variant))
    page.seed_edit.setText("4242")
    dialog.local_button.setChecked(True)
    dialog.accept()
    qtbot.waitUntil(lambda: len(host.network.windows) == 1)
    invites = host.network.invite_dialog
    assert isinstance(invites, InviteDialog)
    (line,) = [edit.text() for edit in invites.line_edits]
    return host.network.windows[0], line


def _table(window: NetworkGameWindow) -> TableWidget:
    board = window.board
    assert isinstance(board, TableWidget)
    return board


def _play_until(
    qtbot: QtBot,
    seats: tuple[NetworkGameWindow, ...],
    rng: random.Random,
    done: Callable[[], bool],
) -> None:
    """Each window makes a random move its table offers whenever it may act, until ``done``."""

    def step() -> bool:
        for window in seats:
            controller = _table(window).seat_controller
            if controller is not None and controller.local_to_act and controller.index.actions:
                assert controller.request(rng.choice(controller.index.actions))
        return done()

    qtbot.waitUntil(step, timeout=GAME_MS)


#: The standard game and Sudden Death (its own rows and arrange move on a network seat's
#: table) in the default suite; Salle's scoring is played through a server by every ruleset in
#: ``tests/net/test_play.py`` and through these windows in the slow suite.
NETWORK_VARIANTS = [
    Variant.STANDARD,
    Variant.SUDDEN_DEATH,
    pytest.param(Variant.SALLE, marks=pytest.mark.slow),
]


@pytest.mark.usefixtures("small_budgets")  # the Hint's answer shows: its size is not checked
@pytest.mark.parametrize("variant", NETWORK_VARIANTS)
def test_two_windows_host_join_and_play_audatia_to_its_end(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot, tmp_path: Path, variant: Variant
) -> None:
    host, guest = windows
    hosted, line = _host_audatia(host, qtbot, variant)
    invite = read_invite(line)
    assert invite.game == "audatia" and invite.address.startswith("ws://127.0.0.1:")
    joined = guest.network.join(invite)
    assert joined is not None
    qtbot.waitUntil(lambda: hosted.table.latest is not None and joined.table.latest is not None)
    assert (hosted.table.seat, joined.table.seat) == (0, 1)
    seats = (hosted, joined)
    for window in seats:
        board = _table(window)
        # A network seat's table: no game of this process, nothing of the local game's.
        assert board.controller is None and board.seat_controller is not None
        assert not board.seat_controller.hot_seat
        assert board.pages.currentWidget() is board.view
    rng = random.Random(7)
    guest_board = _table(joined)
    seat = guest_board.seat_controller
    assert seat is not None
    _play_until(qtbot, seats, rng, lambda: _seq(joined) >= 40 or joined.table.over)
    _play_until(qtbot, (hosted,), rng, lambda: seat.local_to_act or joined.table.over)
    assert not joined.table.over
    # The guest to decide, mid-game: the Hint searches its own view, and its answer shows on
    # the table's bar as at a table on one screen; then its table, as its window shows it.
    assert guest_board.scene is not None and seat.index.actions
    assert seat.can_hint
    with qtbot.waitSignal(seat.hint_ready, timeout=20_000):
        guest_board.request_hint()
    coaching = guest_board.decisions.hint_text()
    assert not seat.hinting and coaching and coaching != looking()
    assert "Drag a glowing card" not in coaching
    joined.resize(1280, 800)
    shot = joined.grab()
    assert (shot.width(), shot.height()) == (1280, 800)
    assert shot.save(str(tmp_path / f"guest-{variant.value}.png"))
    assert seat.request(rng.choice(seat.index.actions))
    assert guest_board.prompt.plain == "Your move was sent; waiting for the table."
    _play_until(qtbot, seats, rng, lambda: all(window.table.over for window in seats))
    host_seen, guest_seen = hosted.table.latest, joined.table.latest
    assert host_seen is not None and guest_seen is not None
    assert host_seen.returns == guest_seen.returns and host_seen.seq == guest_seen.seq
    for window in seats:
        board = _table(window)
        controller = board.seat_controller
        assert controller is not None and controller.outcome() is not None
        # The end is said on the table and in its log; no end-of-game dialog offers a
        # rematch, a new game or a replay of a game that is not this process's.
        assert board.end_dialog is None
        assert len(board.log.lines) > 2
        assert board.pages.currentWidget() is board.view
        status = window.findChild(type(window.status), STATUS_NAME)
        assert status is not None and "over" in status.text()


def _seq(window: NetworkGameWindow) -> int:
    latest = window.table.latest
    return -1 if latest is None else latest.seq


def test_the_host_dialog_asks_nothing_of_who_plays_audatia(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot
) -> None:
    """Every seat of a network table is a person's: Audatia's page in the Host dialog hides
    who plays each seat, the computer's strength and the note on sharing one screen, and
    offers every ruleset; the game it deals has two people."""
    host, _guest = windows
    dialog, page = _open_host_dialog(host)
    dialog.show()
    for box in page.kind_boxes:
        assert not box.isVisible()
    for widget in (page.bot_box, page.bot_label, page.hint):
        assert not widget.isVisible()
    assert page.variant_box.isVisible()
    offered = {page.variant_box.itemData(row) for row in range(page.variant_box.count())}
    assert offered == set(Variant)
    assert not dialog.seats_note.isVisible()
    game = next(game for game in host.network.games if game.entry.id == "audatia")
    players = game.plugin.new_match(dialog.setup()).setup.players
    assert players == (SeatKind.HUMAN, SeatKind.HUMAN)
    dialog.reject()


# -- what a seat's table says depends only on what the seat may see ---------------------------


class SeatOfState(QObject):
    """One seat of a game held in ``state`` (a ``FollowedTable``, as a network seat is): its
    view, its legal moves and the events it was told, nothing else."""

    changed = Signal()
    heard = Signal(object)
    hinted = Signal(object)
    offers_rematch = False
    hot_seat = False
    thinking = False

    def __init__(self, state: GameState, seat: Seat, told: tuple[Any, ...]) -> None:
        super().__init__()
        self._view: PlayerView = observe(state, seat)
        self._seat = seat
        self._told = told
        self.config = self._view.config
        self.played: list[Any] = []

    def to_move(self) -> int | None:
        mover = self._view.to_move
        return None if mover is None else int(mover)

    def viewer(self) -> int:
        return int(self._seat)

    def view_of(self, seat: int) -> PlayerView:
        assert seat == int(self._seat)
        return self._view

    def person_to_move(self) -> int | None:
        return int(self._seat) if self._view.to_move is self._seat else None

    def legal(self) -> tuple[Any, ...]:
        return self._view.legal_actions

    def refusal(self, action: Any) -> Message | None:
        raise AssertionError("the table says its own reasons")

    def history(self) -> tuple[Told, ...]:
        return (Told(self._told, (int(self._seat),)),)

    def events_seen_by(self, seat: int) -> tuple[Any, ...]:
        return self._told

    def play(self, action: Any) -> None:
        """A legal drop sends its move; nothing comes back (the position stays)."""
        self.played.append(action)

    def ask_hint(self, seat: int) -> bool:
        return False

    def start(self) -> None:
        pass

    def close(self) -> None:
        pass


def _words(board: TableWidget, view: PlayerView) -> list[str]:
    """Every word the table says at this position: the prompt, the log, the decision bar's
    buttons and tips, the table's own tips, and why each card of the hand may not be played
    or dropped anywhere it does not go (a legal drop sends its move, said as its notation)."""
    controller = board.seat_controller
    assert controller is not None and board.scene is not None
    said: list[str] = []
    controller.refused.connect(
        lambda _card, reason: said.append(
            render(reason, board.card_words) if isinstance(reason, Message) else reason
        )
    )
    words = [board.prompt.plain, *board.log.lines]
    words += [f"{b.text()}|{b.toolTip()}" for b in board.decisions.findChildren(QAbstractButton)]
    words += sorted(item.toolTip() for item in board.scene.items())
    zones = [
        ZoneId(seat, kind)
        for seat in Seat
        for kind in (ZoneKind.POSTA, ZoneKind.STACK, ZoneKind.DECK, ZoneKind.DISCARD)
    ]
    for card in view.me.hand or ():
        controller.click_card(card)
        words.append(board.prompt.plain)
        controller.cancel_selection()
        for zone in zones:
            controller.drop_card(card, zone)
    table = controller.table if isinstance(controller, remote.RemoteController) else None
    assert isinstance(table, SeatOfState)
    sent = [AUDATIA.game.format_action(view.config, action) for action in table.played]
    return [*words, *said, *sent]


def _positions(count: int) -> Iterator[tuple[Match, int]]:
    """Positions of seeded games of every ruleset where seat A is to decide, the opponent
    holding cards A cannot see: the match and the ply reached."""
    for seed in range(count):
        config = audatia_config(seed)
        match = Match(MatchSetup(AUDATIA, config, (SeatKind.HUMAN, SeatKind.HUMAN)))
        rng = random.Random(seed)
        stop = rng.randrange(4, 40)
        while match.to_move() is not None and (
            len(match.plies) < stop or match.to_move() is not Seat.A
        ):
            match.play(rng.choice(match.legal_actions()))
        if match.to_move() is Seat.A:
            yield match, len(match.plies)


def _board(qtbot: QtBot, cache: FaceCache, table: SeatOfState) -> TableWidget:
    board = TableWidget(cache, BoardSettings(animation_ms=0, threaded_ai=False))
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.follow(table)
    return board


def test_a_seats_words_name_no_card_it_cannot_see(
    qtbot: QtBot, shared_faces_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At positions of seeded games, the opponent's hidden cards are dealt again another way
    (a state the rules make up from seat A's view: the same view, other hidden cards): seat
    A's table says exactly the same words at both, and again when it imagines the cards it
    cannot see another way (``remote.WORLD_SEED``); no card held only in the hidden part of
    the opponent's hand is ever named."""
    cache = FaceCache(shared_faces_dir, CardRenderer())
    compared = 0
    for match, _ply in _positions(9):
        state = match.state
        view = observe(state, Seat.A)
        told = tuple(e for ply in match.plies for e in redact(ply.events, Seat.A))
        other = next(
            (
                world
                for seed in range(50)
                if _dealt(world := sample_world(view, random.Random(seed))) != _dealt(state)
            ),
            None,
        )
        if other is None:
            continue  # nothing is hidden from A that could be dealt otherwise
        assert observe(other, Seat.A) == view
        said = [
            _words(_board(qtbot, cache, SeatOfState(world, Seat.A, told)), view)
            for world in (state, other)
        ]
        monkeypatch.setattr(remote, "WORLD_SEED", 99)
        said.append(_words(_board(qtbot, cache, SeatOfState(state, Seat.A, told)), view))
        monkeypatch.setattr(remote, "WORLD_SEED", 0)
        assert said[0] == said[1] == said[2]
        # The names only the opponent's secret cards carry, in either deal, are never said.
        secret = _secret(state, view) | _secret(other, view)
        cards = state.config.cards.instances
        sayable = {card.definition.name for card in cards if card.id not in secret}
        hidden = {cards[card].definition.name for card in secret} - sayable
        # A name said may hold a hidden one ("Doppia Finta", "Finta"): said names go first.
        text = "\n".join(said[0])
        for name in sorted(sayable, key=len, reverse=True):
            text = text.replace(name, "")
        assert not [name for name in hidden if name in text]
        compared += 1
        QApplication.processEvents()
    assert compared >= 5
    cache.close()


def _dealt(state: GameState) -> tuple[tuple[int, ...], ...]:
    """The opponent's hand, Action deck and face-down cards, in order."""
    opponent = state.players[Seat.B]
    return opponent.hand, opponent.deck, opponent.facedown


def _secret(state: GameState, view: PlayerView) -> set[int]:
    """The opponent's cards seat A cannot see in ``state``: its hand (but those A knows), its
    Action deck, its cards traded face down and its ruleset's face-down cards."""
    opponent = state.players[Seat.B]
    held = {*opponent.hand, *opponent.deck, *opponent.facedown}
    held |= set(state.config.ruleset.face_down(state, Seat.B))
    return held - view.opponent_known_in_hand


def test_a_seat_told_the_game_again_after_a_reconnection_starts_its_log_over(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A reconnection brings the whole game's events again (``Heard.restart``): the log starts
    over from its first line and tells them once, not twice."""
    cache = FaceCache(tmp_path / "faces", CardRenderer())
    match, _ply = next(_positions(1))
    told = tuple(e for ply in match.plies for e in redact(ply.events, Seat.A))
    table = SeatOfState(match.state, Seat.A, told)
    board = _board(qtbot, cache, table)
    first = list(board.log.lines)
    assert first[0].startswith("A network game:") and "Seed" not in first[0]
    table.heard.emit(Heard((Told(told, (0,)),), restart=True))
    table.changed.emit()
    assert board.log.lines == first
    cache.close()
