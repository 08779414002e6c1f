"""The preview faces are drawn in the background when a game starts, so the first hover over a
card reads its face from the disk cache instead of drawing it on the GUI thread (issue 16: every
event-loop gap under 50 ms; a cold preview took 55-70 ms)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PIL import Image
from PySide6.QtWidgets import QApplication

from audatia_qt.games.audatia.board.faces import TableFaces
from audatia_qt.games.audatia.board.widget import PREVIEW_WIDTH
from audatia_qt.games.audatia.render import CardFace, CardRenderer, FaceCache
from audatia_qt.games.audatia.rules import GameConfig


class CountingRenderer(CardRenderer):
    """The real renderer, counting the faces it draws."""

    drawn = 0

    def render_face(self, face: CardFace, width: int, height: int, dpr: float = 1.0) -> Image.Image:
        CountingRenderer.drawn += 1
        return super().render_face(face, width, height, dpr)


def test_a_warmed_preview_is_read_not_drawn(
    qapp: QApplication, tmp_path: Path, make_config: Callable[..., GameConfig]
) -> None:
    config = make_config(seed=3)
    gui = TableFaces(FaceCache(tmp_path, CountingRenderer()), config)
    CountingRenderer.drawn = 0
    gui.large(5, PREVIEW_WIDTH, 1.0)
    assert CountingRenderer.drawn == 1, "a cold preview is drawn on the calling thread"
    gui.warm_previews(PREVIEW_WIDTH, 1.0).join(timeout=120)
    CountingRenderer.drawn = 0
    for card in (0, 13, 40, 70, 100):
        gui.large(card, PREVIEW_WIDTH, 1.0)
    assert CountingRenderer.drawn == 0


def test_warming_stops_when_asked(tmp_path: Path, make_config: Callable[..., GameConfig]) -> None:
    faces = TableFaces(FaceCache(tmp_path, CardRenderer()), make_config(seed=4))
    thread = faces.warm_previews(PREVIEW_WIDTH, 1.0)
    faces.stop_warming()
    thread.join(timeout=30)
    assert not thread.is_alive()
