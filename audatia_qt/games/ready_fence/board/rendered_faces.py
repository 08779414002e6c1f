"""The board's real card faces: Ready...Fence!'s Pillow faces (``render.faces``) as Qt pixmaps,
drawn once per card design, size, language and device pixel ratio and kept for the board's life
(no module-level cache), in the language the app speaks at the moment each is painted.

Two cases draw the board's plain face (``faces.PlainCardFace``) instead:

- a card drawn smaller than ``READABLE_HEIGHT``: the printed face is made for a card in the
  hand, its rules text and cost in millimetre type; shrunk on a small window it is a blur of
  colour, while the plain face's large name, speed and cost are still read at a glance. A
  player scanning the phrase lane or a small hand wants the numbers, not a picture of them;
- the renderer fails (a missing font, a broken installation): the board stays playable with
  the plain faces, and why is said once (``on_problem``, and the log), not at every paint.

The board's highlights (the glow, the dimmed cards, the focus ring) are drawn over whatever
face is painted, so they read the same on either.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPixmap

from audatia_qt.engine.messages import translate
from audatia_qt.games.ready_fence.board.faces import CardFace
from audatia_qt.games.ready_fence.render.faces import FaceRenderer
from audatia_qt.games.ready_fence.rules import View
from audatia_qt.kit.render.ladder import drawn_size
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.qt_images import pil_to_qpixmap

#: Below this height (logical pixels) a card is drawn as the plain face: the printed face's
#: name is about 1/20 of the card's height, so under this it falls below ~7 px.
READABLE_HEIGHT = 150.0
#: A resize leaves every old size behind: past this many pixmaps the cache starts over.
CACHE_LIMIT = 300

_LOG = logging.getLogger(__name__)
_PROBLEM = translate(
    "ReadyFenceBoard", "The card faces cannot be drawn ({reason}): the board shows plain cards."
)

#: (card design, width px, height px, language, device pixel ratio)
_Key = tuple[str, int, int, str, float]


class RenderedCardFace:
    """A ``CardFace`` painting the printed face of each card, the plain one where it cannot
    (too small to read, or the renderer failed)."""

    def __init__(
        self,
        renderer: FaceRenderer,
        language: Callable[[], str],
        dpr: Callable[[], float],
        fallback: CardFace,
        on_problem: Callable[[str], None] | None = None,
    ) -> None:
        self._renderer = renderer
        self._language = language
        self._dpr = dpr
        self._fallback = fallback
        self._on_problem = on_problem
        self._cache: dict[_Key, QPixmap] = {}
        self.problem: str | None = None
        """Why the printed faces could not be drawn (said once); None while they can."""

    def paint(self, painter: QPainter, rect: QRectF, view: View, card: int) -> None:
        pixmap = None
        if rect.height() >= READABLE_HEIGHT and self.problem is None:
            pixmap = self.pixmap(view, card, rect)
        if pixmap is None:
            self._fallback.paint(painter, rect, view, card)
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        painter.restore()

    def pixmap(self, view: View, card: int, rect: QRectF) -> QPixmap | None:
        """Card ``card``'s printed face to fill ``rect`` in the app's language now; None when
        the renderer failed (``problem`` says why)."""
        face = view.config.cards.cards[card]
        dpr = self._dpr()
        # The next rung of the ladder, shrunk to the card (``kit.render.ladder``).
        width, height = drawn_size(rect.width() * dpr, rect.height() * dpr)
        key = (face.id, width, height, self._language(), dpr)
        found = self._cache.get(key)
        if found is not None:
            return found
        try:
            image = self._renderer.render(face, width, height, key[3])
        except (OSError, ValueError, KeyError, RuntimeError) as error:
            self._fail(f"{type(error).__name__}: {error}")
            return None
        if len(self._cache) >= CACHE_LIMIT:
            self._cache.clear()
        found = pil_to_qpixmap(image, dpr)
        self._cache[key] = found
        return found

    @property
    def cached(self) -> int:
        """How many pixmaps are kept now."""
        return len(self._cache)

    def _fail(self, reason: str) -> None:
        self.problem = reason
        message = render(_PROBLEM.say(reason=reason))
        _LOG.warning("card faces not drawn: %s", reason)
        if self._on_problem is not None:
            self._on_problem(message)
