"""Card faces for the table as Qt pixmaps: every card id, back, Virtue and Side card of a game.

Faces come from the render package's ``FaceCache`` (drawn once, then read from memory or
disk) at a few fixed widths, sized for the device pixel ratio; the table draws them scaled to
the exact card size, so resizing the window never re-renders a deck.
"""

from __future__ import annotations

import math
import threading
from pathlib import Path

from PySide6.QtGui import QPixmap

from audatia_qt.engine.messages import SOURCE_LANGUAGE
from audatia_qt.games.audatia.board.layout import CARD_RATIO
from audatia_qt.games.audatia.render import (
    COMPACT_WIDTH,
    CardFace,
    CardRenderer,
    FaceCache,
    FaceLayout,
    faces_of_deck,
)
from audatia_qt.games.audatia.render import CardKind as FaceKind
from audatia_qt.games.audatia.rules import GameConfig, Seat
from audatia_qt.games.audatia.rules.cards import Virtue
from audatia_qt.games.audatia.rules.config import CardKind
from audatia_qt.shell.qt_images import pil_to_qpixmap

#: Logical widths faces are drawn at on the table; all below the renderer's compact width, so
#: a table card keeps its name and symbols and drops the small text (the preview shows it).
TABLE_WIDTHS = (48, 64, 80, 96, 120, 150, COMPACT_WIDTH - 10)

_FACE_KINDS = {
    CardKind.POSTA: FaceKind.POSTA,
    CardKind.STRIKE: FaceKind.STRIKE,
    CardKind.REMEDY: FaceKind.REMEDY,
    CardKind.COUNTER_REMEDY: FaceKind.COUNTER_REMEDY,
    CardKind.SKILL: FaceKind.SKILL,
}


def table_width(width: float) -> int:
    """The drawn width for a card shown ``width`` logical pixels wide."""
    for candidate in TABLE_WIDTHS:
        if candidate >= width:
            return candidate
    return TABLE_WIDTHS[-1]


def _height(width: int) -> int:
    return math.ceil(width * CARD_RATIO)


class TableFaces:
    """The pixmaps of one game's cards, keyed by card id, drawn width and pixel ratio."""

    def __init__(
        self,
        cache: FaceCache,
        config: GameConfig,
        art_roots: tuple[Path | None, Path | None] = (None, None),
        language: str = SOURCE_LANGUAGE,
    ) -> None:
        self.cache = cache
        self.config = config
        self.art_roots = art_roots
        self._faces: dict[tuple[int, str, str], CardFace] = {}
        self._virtues: dict[tuple[int, Virtue], CardFace] = {}
        self._sides: list[CardFace] = []
        self._pixmaps: dict[tuple[object, ...], QPixmap] = {}
        self._layouts: dict[tuple[int, int], FaceLayout] = {}
        self._stop_warming = threading.Event()
        self.language = ""
        self.set_language(language)

    def set_language(self, language: str) -> None:
        """Draw the faces in ``language`` from now on (the decks' translations, English where
        a card has none); the pixmaps drawn in the old one are dropped."""
        if language == self.language:
            return
        self.language = language
        self._faces.clear()
        self._virtues.clear()
        self._sides.clear()
        self._pixmaps.clear()
        self._layouts.clear()
        for seat, deck in zip(Seat, self.config.decks, strict=True):
            for face in faces_of_deck(deck, self.art_roots[seat], language):
                if face.kind is FaceKind.VIRTUE:
                    self._virtues[(seat, face.definition.virtue)] = face  # type: ignore[union-attr]
                elif face.kind is FaceKind.STRETTO_SIDE:
                    self._sides.append(face)
                else:
                    key = getattr(face.definition, "id", face.name)
                    self._faces[(seat, face.kind.value, key)] = face

    def face(self, card: int) -> CardFace:
        """The face of a card instance."""
        return self._faces[self._face_key(card)]

    def _face_key(self, card: int) -> tuple[int, str, str]:
        """Which face a card instance shows: copies of a card share it (and its pixmaps)."""
        instance = self.config.cards[card]
        return (instance.owner, _FACE_KINDS[instance.kind].value, instance.definition.id)

    def card(self, card: int, width: float, dpr: float) -> QPixmap:
        """The card's face for a card shown ``width`` logical pixels wide."""
        drawn = table_width(width)
        key = self._face_key(card)
        return self._pixmap(("card", key, drawn, dpr), self._faces[key], drawn, dpr)

    def large(self, card: int, width: int, dpr: float) -> QPixmap:
        """The card's face at preview size, with its text."""
        key = self._face_key(card)
        return self._pixmap(("large", key, width, dpr), self._faces[key], width, dpr)

    def hotspots(self, card: int, width: int) -> FaceLayout:
        """Where each symbol lies on the card's face drawn ``width`` logical pixels wide (as
        ``large`` draws it), found without drawing it again."""
        key = (card, width)
        layout = self._layouts.get(key)
        if layout is None:
            layout = self.cache.renderer.layout_face(self.face(card), width, _height(width))
            self._layouts[key] = layout
        return layout

    def virtue(self, seat: Seat, virtue: Virtue, width: float, dpr: float) -> QPixmap:
        """A Virtue card of ``seat``'s deck."""
        drawn = table_width(width)
        face = self._virtues[(seat, virtue)]
        return self._pixmap(("virtue", seat, virtue, drawn, dpr), face, drawn, dpr)

    def side_card(self, width: float, dpr: float) -> QPixmap:
        """The Stretto Side card (the challenger's deck's: a game uses one)."""
        drawn = table_width(width)
        face = self._sides[self.config.challenger]
        return self._pixmap(("side", drawn, dpr), face, drawn, dpr)

    def back(self, seat: Seat, width: float, dpr: float) -> QPixmap:
        """The back of ``seat``'s cards."""
        drawn = table_width(width)
        key = ("back", seat, drawn, dpr)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            name = self.config.decks[seat].name
            image = self.cache.get_back(name, drawn, _height(drawn), dpr)
            pixmap = pil_to_qpixmap(image, dpr)
            self._pixmaps[key] = pixmap
        return pixmap

    def warm_previews(self, width: int, dpr: float) -> threading.Thread:
        """Draw every card's preview face into the disk cache on a background thread, so the
        first hover over a card reads it (about a millisecond) instead of drawing it on the GUI
        thread (55-70 ms, a visible stall: issue 16 keeps every event-loop gap under 50 ms).

        The thread has a cache of its own on the same folder (files are written atomically, so
        the two never see half a file) and stops early once ``stop_warming`` is called.
        """
        self._stop_warming.set()
        stop = self._stop_warming = threading.Event()
        faces = list(dict.fromkeys(self._faces.values()))
        directory, height = self.cache.directory, _height(width)
        # The renderer's words of the same kind as the table's (so the faces drawn here are
        # the files the table reads), but its own: a catalog's translator is not shared
        # between threads.
        words_kind = type(self.cache.renderer.words)

        def warm() -> None:
            cache = FaceCache(directory, CardRenderer(words=words_kind()), memory_bytes=0)
            try:
                for face in faces:
                    if stop.is_set():
                        return
                    if not cache.path_for(cache.key(face, width, height, dpr)).exists():
                        cache.get(face, width, height, dpr)
            except Exception:  # a face that cannot be drawn is drawn (and reported) on hover
                return
            finally:
                cache.close()

        thread = threading.Thread(target=warm, name="preview-warmer", daemon=True)
        thread.start()
        return thread

    def stop_warming(self) -> None:
        """Stop drawing previews in the background (the game is leaving the table)."""
        self._stop_warming.set()

    def _pixmap(self, key: tuple[object, ...], face: CardFace, width: int, dpr: float) -> QPixmap:
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            image = self.cache.get(face, width, _height(width), dpr)
            pixmap = pil_to_qpixmap(image, dpr)
            self._pixmaps[key] = pixmap
        return pixmap
