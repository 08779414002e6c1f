"""The board's card pictures: Swordplay's Pillow faces (``render.faces``) as Qt pixmaps, drawn
once per card, rung of the size ladder (``kit.render.ladder``) and language and kept for the
board's life (no module-level cache)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPixmap

from audatia_qt.games.swordplay.render.faces import FaceRenderer, SwordplayCard
from audatia_qt.games.swordplay.rules import View
from audatia_qt.kit.render.ladder import drawn_size
from audatia_qt.shell.qt_images import pil_to_qpixmap


class FacePixmaps:
    """Pixmaps of faces and the back, by card and size, in the language the app speaks."""

    def __init__(
        self, renderer: FaceRenderer, language: Callable[[], str], dpr: Callable[[], float]
    ) -> None:
        self._renderer = renderer
        self._language = language
        self._dpr = dpr
        self._cache: dict[tuple[str, int, int, str], QPixmap] = {}

    def _pixmap(self, key: str, face: SwordplayCard | None, rect: QRectF) -> QPixmap:
        dpr = self._dpr()
        # Drawn at the next rung of the ladder and shrunk to the card as it is painted: a hand
        # or a lane laid out again drew every face anew at each new pixel size.
        width, height = drawn_size(rect.width() * dpr, rect.height() * dpr)
        language = self._language()
        found = self._cache.get((key, width, height, language))
        if found is None:
            if len(self._cache) > 400:  # a resize leaves every old size behind
                self._cache.clear()
            image = (
                self._renderer.render_back(width, height)
                if face is None
                else self._renderer.render(face, width, height, language)
            )
            found = pil_to_qpixmap(image, dpr)
            self._cache[(key, width, height, language)] = found
        return found

    def card(self, view: View, card: int, rect: QRectF) -> QPixmap:
        """Combat card ``card``'s face, to fill ``rect``."""
        face = view.config.cards.combat[card]
        return self._pixmap(f"combat:{face.id}", face, rect)

    def seat_portrait(self, view: View, seat: int, rect: QRectF) -> QPixmap:
        """The Hero card of ``seat``, or the Monster card of the monster's seat."""
        config = view.config
        if config.is_hero(seat):
            hero = config.cards.hero(config.heroes[seat])
            return self._pixmap(f"hero:{hero.id}", hero, rect)
        assert config.monster is not None
        monster = config.cards.monster(config.monster)
        return self._pixmap(f"monster:{monster.id}", monster, rect)

    def back(self, rect: QRectF) -> QPixmap:
        """The common back of the combat deck."""
        return self._pixmap("back", None, rect)
