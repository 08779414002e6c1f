"""The Swordplay replay of a fight in progress keeps every hand closed when several people
share the screen (docs/trust.md, "Who"; the leak the Swordplay matrix found: the replay showed
the first seat's hand to everyone in hot-seat, free-for-all and co-op with people)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Match, SeatKind
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.swordplay.board.faces import FacePixmaps
from audatia_qt.games.swordplay.board.words import BoardWords
from audatia_qt.games.swordplay.render.faces import FaceRenderer
from audatia_qt.games.swordplay.rules import Mode
from audatia_qt.games.swordplay.screens.replay import SwordplayReplay
from audatia_qt.shell.i18n.faces import CatalogFaceWords
from tests.games.swordplay.sessions import CATALOGUE, config, play, setup

HUMAN, COMPUTER = SeatKind.HUMAN, SeatKind.COMPUTER


def _replay(qtbot: QtBot, match: Match) -> SwordplayReplay:
    entry = CATALOGUE.entry("swordplay")
    assert entry.narrator is not None
    faces = FacePixmaps(FaceRenderer(face_words=CatalogFaceWords()), lambda: "en", lambda: 1.0)
    viewer = SwordplayReplay(
        Replay.of_match(match), faces, BoardWords(lambda: "en", entry.narrator), entry
    )
    qtbot.addWidget(viewer)
    return viewer


@pytest.mark.parametrize(
    ("mode", "heroes", "players"),
    [
        (Mode.VERSUS, 2, (HUMAN, HUMAN)),
        (Mode.VERSUS, 3, (HUMAN, COMPUTER, HUMAN)),
        (Mode.COOP, 2, (HUMAN, HUMAN, COMPUTER)),
    ],
)
def test_a_shared_screen_replay_shows_no_hand_until_the_end(
    qtbot: QtBot, mode: Mode, heroes: int, players: tuple[SeatKind, ...]
) -> None:
    match = Match(setup(config(mode, heroes), players, difficulty=None))
    play(match, 12, random.Random(3))
    assert match.outcome() is None
    viewer = _replay(qtbot, match)
    for cursor in range(viewer.replay.length + 1):
        viewer.show_ply(cursor)
        view = viewer.arena._view
        assert view is not None and view.hand == (), f"a hand is shown at move {cursor}"
        hand = viewer.replay.state.heroes[view.viewer].hand
        assert viewer.arena.focused_card() not in hand, "the screen reader names a held card"
    # The count of cards in the hand is public and still said.
    assert view.heroes[view.viewer].hand_count == len(match.state.heroes[view.viewer].hand)


def test_a_replay_against_the_computer_shows_the_persons_own_hand(qtbot: QtBot) -> None:
    match = Match(setup(config(), (HUMAN, COMPUTER)))
    play(match, 12, random.Random(4))
    viewer = _replay(qtbot, match)
    view = viewer.arena._view
    assert view is not None and view.viewer == 0
    assert view.hand == match.state.heroes[0].hand
    assert isinstance(viewer, QWidget)
