"""The replay's win-chance graph (issue 31, part 5, Coaching aids): drawn from each mover's own
view, clicking it moves the replay, focusable and said, hidden by the switch; screenshots."""

from __future__ import annotations

import os
import random
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.render import FaceCache
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.screens.replay_viewer import ReplayViewer
from tests.conftest import ConfigFactory


def _finished(make_config: ConfigFactory, seed: int = 3) -> Match:
    match = Match(MatchSetup(AUDATIA, make_config(seed=seed), (SeatKind.HUMAN, SeatKind.COMPUTER)))
    rng = random.Random(seed)
    while match.to_move() is not None:
        match.play(random_action(match.legal_actions(), rng))
    return match


def _viewer(
    qtbot: QtBot,
    face_cache: FaceCache,
    match: Match,
    size: tuple[int, int] = (1280, 800),
    **kw: object,
) -> ReplayViewer:
    decks = {deck.id: deck for deck in match.setup.config.decks}
    viewer = ReplayViewer(Replay.of_match(match), face_cache, lesson_decks=decks, **kw)  # type: ignore[arg-type]
    qtbot.addWidget(viewer)
    viewer.resize(*size)
    viewer.show()
    qtbot.waitExposed(viewer)
    return viewer


def test_clicking_the_graph_moves_the_replay(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory
) -> None:
    viewer = _viewer(qtbot, face_cache, _finished(make_config))
    graph = viewer.graph
    assert graph.isVisible() and graph.points
    assert graph.accessibleName() == "Win chances graph"
    assert graph.focusPolicy() == Qt.FocusPolicy.StrongFocus
    plot = graph._plot()
    x = round(plot.left() + plot.width() / 2)
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=QPoint(x, graph.height() // 2))
    assert viewer.replay.cursor == graph.cursor_at(x) > 0
    assert graph.shown_move == viewer.replay.cursor
    assert f"Move {graph.point_at_cursor().index}:" in graph.accessibleDescription()  # type: ignore[union-attr]
    # Right on the focused graph steps the replay as everywhere in it.
    graph.setFocus()
    before = viewer.replay.cursor
    qtbot.keyClick(graph, Qt.Key.Key_Right)
    assert viewer.replay.cursor == before + 1
    assert graph.turning is not None
    assert "The turning point: move" in graph.accessibleDescription()


def test_the_switch_hides_and_shows_the_graph(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory
) -> None:
    viewer = _viewer(qtbot, face_cache, _finished(make_config), coaching=False)
    assert not viewer.graph.isVisible() and not viewer.graph.points  # not even worked out
    viewer.show_coaching(True)
    assert viewer.graph.isVisible() and viewer.graph.points
    viewer.show_coaching(False)
    assert not viewer.graph.isVisible()


def test_screenshots(qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory) -> None:
    folder = Path(os.environ.get("COACH_SHOTS", "")) if os.environ.get("COACH_SHOTS") else None
    for size in ((1280, 800), (2560, 1440)):
        scale = 2.0 if size[0] > 2000 else 1.0
        viewer = _viewer(qtbot, face_cache, _finished(make_config), size, text_scale=scale)
        viewer.go_to(viewer.graph.turning.index if viewer.graph.turning else 5)  # type: ignore[union-attr]
        image = viewer.grab()
        assert image.width() >= size[0]
        if folder is not None:
            image.save(str(folder / f"replay_graph_{size[0]}x{size[1]}.png"))
        viewer.close()
