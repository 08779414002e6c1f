"""Two app windows on one machine play Swordplay: Arena at a network table to its end (issue
32): one hosts through Game > Host Network Game… (the arena's page offers only the tables of
people at screens of their own: free-for-all, and co-op against a monster the rules play), the
other joins with the copied invite line, and each plays its hero on its own arena board, which
follows the table from its snapshots alone: the seat's view, its legal moves and its redacted
events (the die's words among them).

Everything runs over loopback on a port the system chooses; the moves are chosen at random
among the legal ones each board offers (an attack when there is one, so the fight ends).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QListWidget, QMessageBox
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.swordplay.board.widget import SwordplayBoard
from audatia_qt.games.swordplay.board.words import PASS_KINDS
from audatia_qt.games.swordplay.entry import SWORDPLAY as SWORDPLAY_ENTRY
from audatia_qt.games.swordplay.rules import Action, ActionKind, EventKind, Mode, View
from audatia_qt.games.swordplay.screens.new_game import NETWORK_TABLES, SwordplayNewGamePage
from audatia_qt.net.invite import read_invite
from audatia_qt.net.messages import Settlement
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.network.dialogs import HostDialog, InviteDialog
from audatia_qt.shell.network.news import seat_name
from audatia_qt.shell.network.window import STATUS_NAME, NetworkGameWindow
from tests.shell.network.two_windows import seat_guest
from tests.windows_english import english  # noqa: F401

#: How long a whole fight may take over loopback, in milliseconds (it takes some seconds).
GAME_MS = 180_000
#: The Host dialog's name of the game.
SWORDPLAY = "Swordplay: Arena"
#: The guest's window is photographed once this many plies were played.
SHOT_AT = 12


@pytest.fixture
def guest_settings() -> BoardSettings:
    """The guest's arena shows each move happening (its motion made from the events the seat
    was sent), so a network seat's animation is played too."""
    return BoardSettings(animation_ms=20, threaded_ai=False)


def _host_dialog(host: MainWindow) -> tuple[HostDialog, SwordplayNewGamePage]:
    dialog = host.network.show_host_dialog()
    assert isinstance(dialog, HostDialog)
    titles = [offer.title for offer in dialog.offers]
    assert SWORDPLAY in titles
    dialog.game_box.setCurrentIndex(titles.index(SWORDPLAY))
    page = dialog.offers[titles.index(SWORDPLAY)].page.widget
    assert isinstance(page, SwordplayNewGamePage)
    return dialog, page


def _host_swordplay(
    host: MainWindow, qtbot: QtBot, table: str = "two-people"
) -> tuple[NetworkGameWindow, str]:
    """Game > Host Network Game…: Swordplay, two heroes (one against the other, or ``table``
    "coop-people": together against a monster), this computer only; the host's window and
    the other hero's invite line, as its Copy button puts it on the clipboard (the only one:
    the monster's seat, the rules', has none)."""
    assert host.network.host_action.isEnabled()
    dialog, page = _host_dialog(host)
    page.table_box.setCurrentIndex(page.table_box.findData(table))
    dialog.local_button.setChecked(True)
    dialog.accept()
    qtbot.waitUntil(lambda: len(host.network.windows) == 1)
    invites = host.network.invite_dialog
    assert isinstance(invites, InviteDialog)
    assert len(invites.seats) == 1 and "Seat 2" in invites.seats[0].name
    invites.copy_buttons[0].click()
    return host.network.windows[0], invites.line_edits[0].text()


def _board(window: NetworkGameWindow) -> SwordplayBoard:
    board = window.board
    assert isinstance(board, SwordplayBoard)
    return board


def _choose(legal: tuple[Action, ...], rng: random.Random) -> Action:
    """An attack when there is one (most of the time), else any move: a fight of random
    moves would mostly end in a standoff."""
    attacks = [action for action in legal if action.kind is ActionKind.ATTACK]
    if attacks and rng.random() < 0.9:
        return rng.choice(attacks)
    return rng.choice(legal)


def _play_on_board(window: NetworkGameWindow, rng: random.Random) -> None:
    """A move through the window's arena board: its pass button for a move that plays no
    card (the one it offers), the arena's drop of a card otherwise."""
    board = _board(window)
    legal = tuple(action for action in window.table.legal() if isinstance(action, Action))
    if not legal:
        return
    action = _choose(legal, rng)
    if action.kind in PASS_KINDS:
        assert board.pass_button.isVisibleTo(board)
        board.pass_button.click()
    else:
        board.arena.move_chosen.emit(action)


def _seq(window: NetworkGameWindow) -> int:
    latest = window.table.latest
    return -1 if latest is None else latest.seq


def _log(window: NetworkGameWindow) -> list[str]:
    log = _board(window).log
    assert isinstance(log, QListWidget)
    return [log.item(row).text() for row in range(log.count())]


def test_the_host_dialog_offers_swordplay_tables_of_people_only(
    windows: tuple[MainWindow, MainWindow],
) -> None:
    """Every hero of a network table is a person's: the arena's page offers the free-for-all
    tables and the co-op ones of two and three heroes (no computer hero, no hot-seat, no solo:
    one person alone plays on their own screen) and hides who plays each hero and the
    computer's strength; the game it deals has a person at every hero's seat, and at a co-op
    table the monster's seat is the rules' (ruling SP-1)."""
    host, _guest = windows
    dialog, page = _host_dialog(host)
    dialog.show()
    offered = [page.table_box.itemText(index) for index in range(page.table_box.count())]
    assert offered == [table.label.say().english() for table in NETWORK_TABLES]
    assert not any("computer" in text or "Solo" in text for text in offered)
    assert [(table.mode, table.heroes) for table in NETWORK_TABLES if table.mode is Mode.COOP] == [
        (Mode.COOP, 2),
        (Mode.COOP, 3),
    ]
    for box in (*page.player_boxes, page.strength_box):
        assert not box.isVisible()
    assert not dialog.seats_note.isVisible()
    for index, table in enumerate(NETWORK_TABLES):
        page.table_box.setCurrentIndex(index)
        assert sum(box.isVisible() for box in page.hero_boxes) == table.heroes
        coop = table.mode is Mode.COOP
        assert page.monster_box.isVisible() == coop
        setup = dialog.setup().setup
        config = setup.config
        assert len(config.heroes) == table.heroes and config.mode is table.mode
        assert setup.players[: table.heroes] == (SeatKind.HUMAN,) * table.heroes
        assert (config.monster is not None) == coop
        ruled = setup.game.ruled_seats(config)
        assert ruled == (frozenset({table.heroes}) if coop else frozenset())
    dialog.reject()


def test_two_windows_host_join_and_fight_to_the_end_on_their_arena_boards(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot, tmp_path: Path
) -> None:
    host, guest = windows
    hosted, line = _host_swordplay(host, qtbot)
    invite = read_invite(line)
    assert invite.game == "swordplay" and invite.address.startswith("ws://127.0.0.1:")
    joined = guest.network.join(invite)
    assert joined is not None
    qtbot.waitUntil(lambda: hosted.table.latest is not None and joined.table.latest is not None)
    assert (hosted.table.seat, joined.table.seat) == (0, 1)
    rng = random.Random(5)
    shot = tmp_path / "guest.png"
    motions: list[int] = []
    _board(joined).arena.motion.moved.connect(
        lambda: motions.append(len(_board(joined).arena.motion.steps))
    )
    early: dict[int, list[str]] = {}
    """Each seat's log mid-game (a long fight's first lines scroll out of the log)."""

    def step() -> bool:
        for window in (hosted, joined):
            _play_on_board(window, rng)
        if not shot.exists() and _seq(joined) >= SHOT_AT:
            joined.resize(1280, 800)
            assert joined.grab().save(str(shot))
            early.update({0: _log(hosted), 1: _log(joined)})
        return all(window.table.over for window in (hosted, joined))

    qtbot.waitUntil(step, timeout=GAME_MS)
    host_seen, guest_seen = hosted.table.latest, joined.table.latest
    assert host_seen is not None and guest_seen is not None
    assert host_seen.returns == guest_seen.returns and host_seen.seq == guest_seen.seq
    assert shot.exists() and shot.stat().st_size > 10_000
    assert any(motions), "the guest's arena showed the moves happening"
    for seat, window in enumerate((hosted, joined)):
        board = _board(window)
        # The roll for first player told from the events the seat was sent, the other hero's
        # draws as "a card", and the end said; no rematch of a network game.
        assert any(" rolls for first player: " in text for text in early[seat])
        assert any(text.endswith("draws a card.") for text in early[seat] + _log(window))
        view = window.table.view_of(window.table.viewer())
        assert isinstance(view, View) and view.result is not None
        assert "over" in board.prompt.text()
        assert not board.rematch_button.isVisibleTo(board)
        assert not board.new_game_button.isVisibleTo(board)
        status = window.findChild(type(window.status), STATUS_NAME)
        assert status is not None and "over" in status.text()
    # Each seat's log is its own: the guest's names the cards the guest drew, never the
    # host's, and the other way round.
    events = joined.table.events_seen_by(1)
    drawn_by_host = [e for e in events if e.kind is EventKind.DREW and e.seat == 0]
    assert drawn_by_host and all(event.card is None for event in drawn_by_host)


def test_two_heroes_host_a_coop_table_and_fight_the_monster_to_the_end(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot
) -> None:
    """A co-op table of two heroes: one invite (the monster's seat is the rules'), the table
    waits for the partner alone, the monster plays by the rules between the heroes' turns, and
    the two share the result (ruling SP-17); nobody may claim (ruling SP-24)."""
    host, guest = windows
    hosted, line = _host_swordplay(host, qtbot, "coop-people")
    joined = seat_guest(guest, hosted, line, qtbot)
    assert (hosted.table.seat, joined.table.seat) == (0, 1)
    config = hosted.table.link.config
    assert config is not None and config.monster is not None
    for window in (hosted, joined):
        assert not window.claim_action.isVisible()
        assert "waiting" not in window.status.text().lower()
    rng = random.Random(3)

    def step() -> bool:
        for window in (hosted, joined):
            _play_on_board(window, rng)
        return all(window.table.over for window in (hosted, joined))

    qtbot.waitUntil(step, timeout=GAME_MS)
    host_seen, guest_seen = hosted.table.latest, joined.table.latest
    assert host_seen is not None and guest_seen is not None
    assert host_seen.returns == guest_seen.returns and host_seen.returns is not None
    heroes, monster = host_seen.returns[:2], host_seen.returns[2]
    assert heroes[0] == heroes[1] and heroes[0] + monster == 1.0
    for window in (hosted, joined):
        assert "over" in _board(window).prompt.text()
        assert not window.claim_action.isVisible()
    # The monster took its turns at the table, played by the rules: the guest saw it act.
    assert any(event.seat == 2 for event in joined.table.events_seen_by(1))


def test_a_hero_who_resigns_a_coop_fight_loses_it_for_both_heroes(
    windows: tuple[MainWindow, MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ruling SP-24: the guest resigns; both heroes lose, the monster wins, and each window
    says so with the monster's name ("You resigned: <monster> wins.")."""
    host, guest = windows
    hosted, line = _host_swordplay(host, qtbot, "coop-people")
    joined = seat_guest(guest, hosted, line, qtbot)
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        return int(QMessageBox.StandardButton.Yes)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    monster = seat_name(SWORDPLAY_ENTRY, joined.table.link.config, 2)
    joined.resign_action.trigger()
    assert asked == [f"If you resign, {monster} wins. This cannot be undone."]
    qtbot.waitUntil(lambda: hosted.table.over and joined.table.over)
    for window in (hosted, joined):
        settled = window.table.link.settlement
        assert settled is not None and settled.how is Settlement.RESIGNED and settled.seat == 1
        latest = window.table.latest
        assert latest is not None and latest.returns == (0.0, 0.0, 1.0)
        assert not window.claim_action.isVisible()
    assert joined.status.text() == f"You resigned: {monster} wins."
    assert hosted.status.text().endswith(f" resigned: {monster} wins.")
    assert "you win" not in hosted.status.text()
