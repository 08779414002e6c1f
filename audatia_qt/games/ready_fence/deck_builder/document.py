"""The Ready...Fence! deck being edited: the shell's ``TomlDeckDocument`` (its text, its edits,
undo, the atomic save) judged by Ready...Fence!'s models and checks.

A file is opened through the deck loader's own reading (``kit.decks.reading``: a regular file of
sensible size, UTF-8, depth-checked TOML) and must fit the schema (``ReadyFenceDeckFile``): a
file with a field of the wrong type is refused in one line, never half-shown. A deck that breaks
the deck rules (``decks.checks``: the box's counts, ids, translations, and that each level's
bout can still be dealt) opens with its problems listed: mending it is what the builder is for.
Every edit revalidates the whole deck as the game's loader does, and a deck with a problem is
never saved. Ready...Fence! decks name no images, so there is no picture to refuse.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from pydantic import ValidationError

from audatia_qt.engine.messages import translate
from audatia_qt.games.ready_fence.decks.checks import deck_problems, level_problems
from audatia_qt.games.ready_fence.decks.load import (
    MAX_DECK_BYTES,
    CardSetError,
    LoadedCardSet,
    card_of,
    card_set_of,
)
from audatia_qt.games.ready_fence.decks.models import CardModel, ReadyFenceDeckFile
from audatia_qt.games.ready_fence.rules.cards import Card
from audatia_qt.kit.decks import reading
from audatia_qt.kit.decks.fields import TRANSLATION_LANGUAGES
from audatia_qt.kit.decks.problems import Problem
from audatia_qt.kit.decks.validation import validation_problems
from audatia_qt.shell.deck_builder.document import (
    DECK,
    CardRef,
    DeckRefused,
    TomlDeckDocument,
)

#: The one card table of a Ready...Fence! deck file (``[[card]]``).
CARD: Final = "card"
_NEW_NAME = "New card"
_NEW_REASON = "The deck builder's new design, the project's own."
_NOT_A_DECK = translate("ReadyFenceDeckBuilder", "the file is not a Ready...Fence! deck: {problem}")


def read_deck_text(path: Path) -> str:
    """A deck file's text through the loader's own reading; ``CardSetError`` when refused."""
    data = reading.read_deck_bytes(path, MAX_DECK_BYTES, CardSetError)
    return reading.decode_deck_bytes(data, str(path), CardSetError)


class ReadyFenceDeckDocument(TomlDeckDocument):
    """A Ready...Fence! deck open in the builder."""

    TABLES = (CARD,)
    #: The deck as the game reads it, when it has no problem (set by ``_judge``).
    _loaded: LoadedCardSet | None = None

    # -- opening ---------------------------------------------------------------------------

    @classmethod
    def open(cls, path: Path, *, template: bool = False) -> ReadyFenceDeckDocument:
        """The deck file at ``path``; ``DeckRefused`` (one line) when it is no Ready...Fence!
        deck (not a regular file, too large, binary, not TOML, too deep, wrong types)."""
        try:
            text = read_deck_text(Path(path))
        except CardSetError as error:
            raise DeckRefused(_NOT_A_DECK.say(problem=error.messages()[0])) from None
        return cls.from_text(text, Path(path), template=template)

    @classmethod
    def from_text(
        cls, text: str, path: Path | None, *, template: bool = False
    ) -> ReadyFenceDeckDocument:
        """A deck from its text; refused as ``open`` says."""
        source = str(path) if path is not None else "deck"
        try:
            raw = reading.parse_toml(text, source, CardSetError)
            try:
                ReadyFenceDeckFile.model_validate(raw)
            except ValidationError as error:
                raise CardSetError(source, validation_problems(error)) from None
        except CardSetError as error:
            raise DeckRefused(_NOT_A_DECK.say(problem=error.messages()[0])) from None
        return cls(text, path, template=template)

    # -- reading ---------------------------------------------------------------------------

    def loaded(self) -> LoadedCardSet | None:
        """The deck as the game reads it, when it has no problem."""
        return self._loaded

    def design(self, ref: CardRef) -> Card | None:
        """The rules' card of one design, when its own fields are valid (for its face)."""
        try:
            return card_of(CardModel.model_validate(self.card(ref)))
        except (ValidationError, IndexError):
            return None

    # -- judging ---------------------------------------------------------------------------

    def _new_card(self, table: str) -> dict[str, Any]:
        # The file's names are its English (the translations beside them): the builder's
        # first name is English too, the Spanish one to be written by the deck's maker.
        card_id = self.unique_id("new-card")
        return {
            "id": card_id,
            "technique": card_id,
            "name": _NEW_NAME,
            "colour": "red",
            "speed": 3,
            "stamina": 0,
            "marks": [],
            "roles": ["attack"],
            "count": 1,
            "text": "",
            "translations": {
                code: {"name": _NEW_NAME, "text": ""} for code in TRANSLATION_LANGUAGES
            },
            "provenance": {"status": "reconstructed", "reason": _NEW_REASON},
        }

    def _judge(self) -> None:
        """The loader's judgement: the schema, the deck rules, then each level's bout."""
        raw = self.plain()
        source = str(self.path) if self.path is not None else "deck"
        self._loaded = None
        try:
            deck = ReadyFenceDeckFile.model_validate(raw)
        except ValidationError as error:
            self._problems = validation_problems(error)
            return
        problems: list[Problem] = deck_problems(deck)
        cards = card_set_of(deck)
        if not problems:
            problems = level_problems(cards)
        self._problems = problems
        if not problems:
            self._loaded = LoadedCardSet(source, deck, cards)


__all__ = [
    "CARD",
    "DECK",
    "CardRef",
    "DeckRefused",
    "ReadyFenceDeckDocument",
    "read_deck_text",
]
