"""Symbols that explain themselves (issue 17): the notes over the symbols of the card the
preview shows, as tool tips and as the caption under it.

Where each symbol lies comes from the renderer (``TableFaces.hotspots``, the layout of the face
without drawing it); what it means and what it allows now from ``narrator.symbols``, over the
reader's own ``PlayerView`` (docs/trust.md). The notes are made when asked, so "now" is the
position on the table when the pointer rests on a symbol, not when the card was first shown.
"""

from __future__ import annotations

import html
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from audatia_qt.engine.messages import CardName, Message, Param
from audatia_qt.games.audatia.narrator.symbols import SymbolNote, symbol_notes
from audatia_qt.games.audatia.render import FaceLayout
from audatia_qt.games.audatia.rules import PlayerView
from audatia_qt.games.audatia.rules.citations import linkify
from audatia_qt.shell.i18n.render import CardWords, EnglishCardWords, render

if TYPE_CHECKING:
    from audatia_qt.games.audatia.board.controller import SeatController
    from audatia_qt.games.audatia.board.faces import TableFaces


@dataclass(frozen=True)
class FaceNotes:
    """A card's symbols: where each lies on its face (``layout``) and what each says."""

    layout: FaceLayout
    notes: tuple[SymbolNote, ...]
    """One per hotspot of ``layout``, in the same order."""
    cards: CardWords = field(default_factory=EnglishCardWords)
    """The cards' names in the language the notes are rendered in."""

    def at(self, x: float, y: float) -> SymbolNote | None:
        """The note of the symbol under a point of the face (in ``layout``'s pixels)."""
        index = self.layout.index_at(x, y)
        return None if index is None else self.notes[index]


#: The width of a symbol's tool tip, in pixels.
TIP_WIDTH = 340

#: What the preview asks for a card: its notes now.
NotesSource = Callable[[int], FaceNotes]


class PreviewNotes:
    """The notes of a card as the preview draws it, for the person at the table now.

    It holds its game weakly: a game that leaves the table is freed at once (the preview
    keeps no old match alive), and its cards then have no notes.
    """

    def __init__(self, faces: TableFaces, controller: SeatController, width: int) -> None:
        self._faces = weakref.ref(faces)
        self._controller = weakref.ref(controller)
        self.width = width

    def view(self) -> PlayerView | None:
        """The reader's view; none while the device changes hands (nothing is shown then)."""
        controller = self._controller()
        if controller is None or controller.awaiting_handover is not None:
            return None
        return controller.view()

    def __call__(self, card: int) -> FaceNotes:
        faces = self._faces()
        if faces is None:
            return FaceNotes(FaceLayout(0, 0, ()), ())
        layout = faces.hotspots(card, self.width)
        definition = faces.config.cards[card].definition
        notes = symbol_notes(definition, layout.marks(), self.view(), card)
        return FaceNotes(layout, tuple(notes), card_words(self._controller()))


def card_words(controller: object | None) -> CardWords:
    """The cards' names as the table says them: its controller's ``card_words`` (the decks'
    translations), or the decks' own names where it has none."""
    words = getattr(controller, "card_words", None)
    return words if words is not None else EnglishCardWords()


def said(text: Param, cards: CardWords) -> str:
    """A text of the rules in the language the app speaks now (see ``i18n.render``)."""
    if isinstance(text, (Message, str)):
        return render(text, cards)
    if isinstance(text, CardName):
        return cards.card_name(text)
    return str(text)


def tip_block(body: str) -> str:
    """Rich text for a tool tip of ``TIP_WIDTH``: Qt wraps it instead of drawing one line
    across the screen. ``body`` is HTML."""
    return f'<table width="{TIP_WIDTH}"><tr><td>{body}</td></tr></table>'


def tip_text(text: Message, cards: CardWords) -> str:
    """A plain sentence as a wrapped tool tip (the scoreboard's, the Side card's), in the
    language the app speaks now."""
    return tip_block(html.escape(render(text, cards)))


def _head(note: SymbolNote, cards: CardWords) -> str:
    """The note's name in bold and what this card's symbol reads."""
    head = f"<b>{html.escape(render(note.title, cards))}</b>"
    if note.reads:
        head += f": {html.escape(said(note.reads, cards).rstrip('.'))}"
    return head


def tip_html(note: SymbolNote, cards: CardWords) -> str:
    """A symbol's tool tip: its name and reading in bold, the meaning, and "now" in italics."""
    parts = [_head(note, cards), html.escape(render(note.meaning, cards))]
    if note.now:
        parts.append(f"<i>{html.escape(said(note.now, cards))}</i>")
    return tip_block("<br>".join(parts))


def caption_html(notes: FaceNotes) -> str:
    """Every symbol of the card, one paragraph each, its rule citations linked to the rules
    reference: the preview's caption, which a keyboard user reads in place of the tips."""
    cards = notes.cards
    paragraphs = []
    shown: set[str] = set()
    for note in notes.notes:
        # Symbols that allow the same play (a card's two slots) say it once.
        words = said(note.now, cards) if note.now else ""
        now = f"<br><i>{linkify(words)}</i>" if words and words not in shown else ""
        shown.add(words)
        meaning = linkify(render(note.meaning, cards))
        paragraphs.append(f"<p>{_head(note, cards)}. {meaning}{now}</p>")
    return "".join(paragraphs)


def caption_text(notes: FaceNotes) -> str:
    """The caption as plain text (the preview's accessible description)."""
    cards = notes.cards
    return "\n".join("\n".join(said(line, cards) for line in note.lines()) for note in notes.notes)
