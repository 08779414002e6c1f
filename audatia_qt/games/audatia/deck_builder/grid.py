"""The deck as a grid of card thumbnails, grouped by kind, with a selection."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.messages import SOURCE_LANGUAGE
from audatia_qt.games.audatia.deck_builder.document import SECTIONS, CardRef, DeckDocument
from audatia_qt.shell.deck_builder.tiles import THUMB_SIZE, CardTile, FlowLayout


class CardGrid(QScrollArea):
    """Every card of the deck, section by section; ``card_clicked(CardRef)`` on a click."""

    card_clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardGrid")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tiles: dict[CardRef, CardTile] = {}
        self.headers: dict[str, QLabel] = {}
        self._selected: CardRef | None = None
        #: The language the captions name the cards in (the builder's card language).
        self.language = SOURCE_LANGUAGE

    def rebuild(self, document: DeckDocument) -> None:
        """Lay out a tile for every card of the document (their faces come later)."""
        body = QWidget()
        body.setObjectName("gridBody")
        column = QVBoxLayout(body)
        column.setContentsMargins(14, 8, 8, 14)
        column.setSpacing(8)
        self.tiles, self.headers = {}, {}
        for section, heading, _kind, _model in SECTIONS:
            cards = document.cards(section)
            header = QLabel(self.tr(heading))
            header.setObjectName("sectionHeader")
            self.headers[section] = header
            column.addWidget(header)
            holder = QWidget()
            flow = FlowLayout(holder)
            for index in range(len(cards)):
                ref = CardRef(section, index)
                tile = CardTile(ref)
                tile.clicked.connect(self.card_clicked)
                flow.addWidget(tile)
                self.tiles[ref] = tile
            holder.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
            column.addWidget(holder)
        column.addStretch(1)
        self.setWidget(body)
        self.refresh(document)

    def refresh(self, document: DeckDocument) -> None:
        """Update captions, copies, problem marks and section counts."""
        for ref, tile in self.tiles.items():
            card = document.card(ref)
            messages = [m for ms in document.problems_of(ref).values() for m in ms]
            count = card.get("count", 1)
            tile.set_card(
                _caption(card, self.language),
                count if isinstance(count, int) else 1,
                messages,
            )
        counts = document.composition()
        for section, heading, _kind, _model in SECTIONS:
            cards = len(document.cards(section))
            total = counts.get(section, cards)
            label = (
                self.tr("{heading}  \u00b7  %n card(s)", "", cards)
                if total == cards
                else self.tr("{heading}  \u00b7  %n card(s), {total} with copies", "", cards)
            )
            self.headers[section].setText(label.format(heading=self.tr(heading), total=total))

    def set_selected(self, ref: CardRef | None) -> None:
        """Ring one tile and scroll it into view."""
        if self._selected in self.tiles:
            self.tiles[self._selected].set_selected(False)
        self._selected = ref
        tile = self.tiles.get(ref) if ref is not None else None
        if tile is not None:
            tile.set_selected(True)
            self.ensureWidgetVisible(tile, 10, 10)


def _caption(card: dict[str, object], language: str) -> str:
    """A card's name as its tile says it: its translation's, else the name written."""
    translations = card.get("translations")
    found = translations.get(language) if isinstance(translations, dict) else None
    name = found.get("name") if isinstance(found, dict) else None
    if isinstance(name, str) and name.strip():
        return name
    return str(card.get("name", "") or card.get("id", "?"))


__all__ = ["THUMB_SIZE", "CardGrid", "CardTile", "FlowLayout"]
