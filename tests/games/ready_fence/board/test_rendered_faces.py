"""The strip board's real card faces (issue 30, "The cards": faces rendered from data, on the
board): the printed face is painted, cached by card, size, language and pixel ratio, the plain
face is drawn where the printed one is too small to read or cannot be drawn (and why is said
once), and the board's highlights still read over it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Match
from audatia_qt.games.ready_fence.board.faces import CardFace, PlainCardFace
from audatia_qt.games.ready_fence.board.rendered_faces import READABLE_HEIGHT, RenderedCardFace
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.render.faces import FaceRenderer
from audatia_qt.games.ready_fence.rules import Card, View, observe
from audatia_qt.kit.render.fonts import FONT_FILE_NAMES, Fonts
from audatia_qt.kit.render.ladder import STEP, drawn_height
from tests.games.ready_fence.sessions import setup

#: A card as large as the hand's at 1280 x 800, and one below the readable height.
LARGE = QRectF(4, 4, 140, 196)
SMALL = QRectF(4, 4, 70, 98)


class CountingRenderer(FaceRenderer):
    """The real renderer, counting the faces it draws and the languages it draws them in."""

    def __init__(self) -> None:
        super().__init__()
        self.drawn: list[tuple[str, int, int, str]] = []

    def render(self, card: Card, width: int, height: int, language: str = "en") -> Image.Image:
        self.drawn.append((card.id, width, height, language))
        return super().render(card, width, height, language)


class BrokenRenderer(FaceRenderer):
    """A renderer whose fonts are gone (a damaged installation)."""

    def render(self, card: Card, width: int, height: int, language: str = "en") -> Image.Image:
        raise OSError("cannot open resource")


@pytest.fixture(scope="module")
def view() -> View:
    # The deal is chance's, which the match plays: the person then holds a hand.
    return observe(Match(setup()).state, 0)


def _card(view: View) -> int:
    hand = view.fencers[0].hand
    assert hand
    return hand[0]


def _painted(face: CardFace, view: View, card: int, rect: QRectF = LARGE) -> QImage:
    image = QImage(150, 210, QImage.Format.Format_ARGB32)
    image.fill(QColor(240, 240, 240))
    painter = QPainter(image)
    face.paint(painter, rect, view, card)
    painter.end()
    return image


def _words() -> BoardWords:
    return BoardWords(lambda: "en")


def test_the_board_paints_the_printed_face_not_the_plain_one(qtbot: QtBot, view: View) -> None:
    plain = PlainCardFace(_words())
    face = RenderedCardFace(CountingRenderer(), lambda: "en", lambda: 1.0, plain)
    card = _card(view)
    painted = _painted(face, view, card)
    assert painted != _painted(plain, view, card)
    # What is painted is the renderer's face, drawn into the card's place.
    pixmap = face.pixmap(view, card, LARGE)
    assert pixmap is not None
    direct = QImage(150, 210, QImage.Format.Format_ARGB32)
    direct.fill(QColor(240, 240, 240))
    painter = QPainter(direct)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(LARGE, pixmap, QRectF(pixmap.rect()))
    painter.end()
    assert painted == direct
    assert face.problem is None


def test_a_card_too_small_to_read_is_the_plain_face(qtbot: QtBot, view: View) -> None:
    assert SMALL.height() < READABLE_HEIGHT <= LARGE.height()
    plain = PlainCardFace(_words())
    renderer = CountingRenderer()
    face = RenderedCardFace(renderer, lambda: "en", lambda: 1.0, plain)
    card = _card(view)
    assert _painted(face, view, card, SMALL) == _painted(plain, view, card, SMALL)
    assert renderer.drawn == [], "no printed face is drawn only to be shrunk to a blur"


def test_a_failing_renderer_falls_back_to_the_plain_face_and_says_why_once(
    qtbot: QtBot, view: View
) -> None:
    plain = PlainCardFace(_words())
    said: list[str] = []
    face = RenderedCardFace(BrokenRenderer(), lambda: "en", lambda: 1.0, plain, said.append)
    card = _card(view)
    hand = view.fencers[0].hand
    assert hand
    for other in hand:
        assert _painted(face, view, other) == _painted(plain, view, other)
    assert _painted(face, view, card) == _painted(plain, view, card)
    assert face.problem is not None and "cannot open resource" in face.problem
    assert len(said) == 1, said
    assert "cannot open resource" in said[0] and "\n" not in said[0]


def test_faces_are_drawn_once_per_card_size_language_and_pixel_ratio(
    qtbot: QtBot, view: View
) -> None:
    renderer = CountingRenderer()
    language, ratio = ["en"], [1.0]
    face = RenderedCardFace(
        renderer, lambda: language[0], lambda: ratio[0], PlainCardFace(_words())
    )
    card = _card(view)
    design = view.config.cards.cards[card].id
    for _ in range(3):
        _painted(face, view, card)
    assert len(renderer.drawn) == 1
    drawn_id, width, height, drawn_language = renderer.drawn[0]
    # Drawn a little larger than the card (the next rung) and shrunk: the type stays sharp.
    assert (drawn_id, drawn_language) == (design, "en")
    assert 196 <= height < 196 * STEP and height == drawn_height(196)
    assert width / height == pytest.approx(140 / 196, abs=0.01)
    # A window resized by a pixel draws nothing anew.
    _painted(face, view, card, QRectF(4, 4, 141, 197))
    assert len(renderer.drawn) == 1
    language[0] = "es"  # the app now speaks Spanish: the face follows
    spanish = _painted(face, view, card)
    assert renderer.drawn[-1] == (design, width, height, "es")
    language[0] = "en"
    assert _painted(face, view, card) != spanish
    assert len(renderer.drawn) == 2, "the English face was kept"
    ratio[0] = 2.0  # a high-density screen: twice the pixels for the same card
    _painted(face, view, card)
    assert renderer.drawn[-1][2] == drawn_height(392)
    assert face.cached == 3


def test_missing_font_files_leave_the_board_its_plain_faces(
    qtbot: QtBot, view: View, tmp_path: Path
) -> None:
    fonts = Fonts({role: tmp_path / f"{role}.ttf" for role in FONT_FILE_NAMES})
    plain = PlainCardFace(_words())
    said: list[str] = []
    face = RenderedCardFace(
        FaceRenderer(fonts=fonts), lambda: "en", lambda: 1.0, plain, said.append
    )
    card = _card(view)
    assert _painted(face, view, card) == _painted(plain, view, card)
    assert len(said) == 1 and "FontError" in said[0]
