"""One writer of the match, one notice per change: a card played on the table, an Undo from
the menu, a computer move and a load each reach the autosave once and the menus once, through
the window's match owner."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Match, MatchSetup
from audatia_qt.engine.session.owner import Change, ChangeKind
from audatia_qt.games.audatia.board.index import target_zone
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import ActionKind
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.saves.savefile import save_file
from audatia_qt.shell.main_window import MainWindow
from tests.integration.conftest import WindowFactory
from tests.integration.helpers import controller_of, wait_for_person


class Calls:
    """What the window's listeners did, in order: an autosave, a menu update, and (heard last,
    after the table) the owner's notice itself."""

    def __init__(self, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
        self.log: list[object] = []
        autosave, refresh = window._autosave, window.session.refresh

        def counted_autosave() -> None:
            self.log.append("autosave")
            autosave()

        def counted_refresh() -> None:
            self.log.append("menus")
            refresh()

        monkeypatch.setattr(window, "_autosave", counted_autosave)
        monkeypatch.setattr(window.session, "refresh", counted_refresh)
        self.window = window
        self.listen()

    def listen(self) -> None:
        """Hear the notices after every other listener (again after a new match: the new
        table's controller listens after this)."""
        self.window.owner.subscribe(self._heard)

    def _heard(self, change: Change) -> None:
        self.log.append(change.kind)

    def take(self) -> list[object]:
        log, self.log = self.log, []
        return log


def _drop_a_discard(window: MainWindow) -> None:
    """The person drags a card of the opening hand to the discard, as the mouse would."""
    controller = controller_of(window)
    scene = window.table.scene if window.table is not None else None
    assert scene is not None
    action = next(a for a in controller.index.actions if a.kind is ActionKind.MULLIGAN_DISCARD)
    zone = target_zone(action)
    assert zone is not None and action.card is not None
    assert scene.drag_card(action.card, zone)


def test_each_change_autosaves_once_and_updates_the_menus_once(
    qtbot: QtBot,
    make_window: WindowFactory,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    window = make_window()
    wait_for_person(qtbot, window)
    calls = Calls(window, monkeypatch)
    match = controller_of(window).match
    before = len(match.plies)

    # A card played on the table.
    _drop_a_discard(window)
    assert len(match.plies) == before + 1
    assert calls.take() == ["autosave", "menus", ChangeKind.PLAYED]

    # An Undo from the Game menu.
    assert window.session.undo.isEnabled()
    window.session.undo.trigger()
    assert len(match.plies) == before
    assert calls.take() == ["autosave", "menus", ChangeKind.UNDONE]

    # The computer's moves: each one a notice, an autosave and a menu update.
    person = controller_of(window).viewer
    keep = next(a for a in match.legal_actions() if a.kind is ActionKind.KEEP_HAND)
    assert controller_of(window).request(keep)
    assert calls.take() == ["autosave", "menus", ChangeKind.PLAYED]
    qtbot.waitUntil(lambda: any(ply.action.seat is not person for ply in match.plies[before:]))
    wait_for_person(qtbot, window)
    computer = [ply for ply in match.plies[before + 1 :] if ply.action.seat is not person]
    assert computer
    assert calls.take() == ["autosave", "menus", ChangeKind.PLAYED] * len(computer)

    # A save loaded from Game > Load…: the new table's listener comes after this test's.
    saved = Match(MatchSetup(AUDATIA, match.setup.config, match.setup.players))
    rng = random.Random(3)
    for _ in range(4):
        saved.play(random_action(saved.legal_actions(), rng))
    path = tmp_path / "saved.audatia"
    save_file(saved, path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(path), ""))
    window.session.load.trigger()
    assert controller_of(window).match.actions == saved.actions
    assert calls.take() == ["autosave", "menus", ChangeKind.REPLACED]
