"""Where each symbol lies on a card face: pure data, the renderer's own placement of them.

``CardRenderer.layout_face(face, width, height)`` places the symbols as ``render_face`` draws
them, without drawing: every symbol drawn is one ``Hotspot``, its ``Mark`` (the kind of symbol,
``narrator.symbols``) and its rectangle in the face's own logical pixels (the face drawn at
``width`` x ``height``; scale with it). The table's preview finds the symbol under the pointer
with ``FaceLayout.at`` and explains it (issue 17, "Symbols that explain themselves").
"""

from __future__ import annotations

from dataclasses import dataclass

from audatia_qt.games.audatia.narrator.symbols import Mark

#: A rectangle: left, top, right, bottom.
Box = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class Hotspot:
    """One symbol drawn on a face, and the rectangle it covers."""

    mark: Mark
    box: Box

    def contains(self, x: float, y: float) -> bool:
        left, top, right, bottom = self.box
        return left <= x <= right and top <= y <= bottom

    def scaled(self, factor: float) -> Hotspot:
        """The same symbol on the face drawn ``factor`` times larger."""
        left, top, right, bottom = self.box
        return Hotspot(self.mark, (left * factor, top * factor, right * factor, bottom * factor))


@dataclass(frozen=True, slots=True)
class FaceLayout:
    """The symbols of one face at one logical size, in the order they are drawn."""

    width: int
    height: int
    hotspots: tuple[Hotspot, ...]

    def index_at(self, x: float, y: float) -> int | None:
        """The index of the symbol under a point of the face, or None. Where two overlap (a
        Virtue coin on its icon's badge) the one drawn last, on top, is the one seen."""
        for index in range(len(self.hotspots) - 1, -1, -1):
            if self.hotspots[index].contains(x, y):
                return index
        return None

    def at(self, x: float, y: float) -> Hotspot | None:
        """The symbol under a point of the face, or None (``index_at``)."""
        index = self.index_at(x, y)
        return None if index is None else self.hotspots[index]

    def marks(self) -> tuple[Mark, ...]:
        """Every symbol of the face, in drawing order."""
        return tuple(hotspot.mark for hotspot in self.hotspots)
