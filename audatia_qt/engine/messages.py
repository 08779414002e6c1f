"""Sentences a person reads, kept apart from the language they are read in (issue 21).

The pure packages (rules, ai, session, lessons, decks, reference) never choose a language and
never import Qt. They say what they have to say as a ``Message``: an English source sentence
with named placeholders, and the values to put in them. The UI renders a message in the
language the player chose (``audatia_qt.shell.i18n.render``), through Qt's translation catalogs
(assets/i18n/*.ts, made by ``make catalogs``). See docs/i18n.md.

A sentence is marked with ``translate(context, source)``, spelled exactly so because that is
the call pyside6-lupdate finds in Python source; it must be called with literal strings only,
and nothing but a literal count as its fourth argument (lupdate skips any other call). The
result is a ``Sentence``; ``Sentence.say(**params)`` binds it into a ``Message``::

    WAITS = translate("Log", "{fencer} waits.")
    WAITS.say(fencer=name)

A sentence said of a number is marked by a literal count, by convention ``0``, in the fourth
argument, and holds ``%n`` where the number goes; its forms ("1 card", "2 cards") live in the
catalogs, the English ones included::

    LEFT = translate("Log", "%n card(s) left", None, 0)
    LEFT.say(n=3)

Whole sentences only: a message is never glued from fragments, so that each language can put
the words in its own order. Parts that are words of their own (a side, a term) are messages
themselves, put in a placeholder; a card's name is a ``CardName``, rendered from the deck's own
translations (card texts are translated with the decks, not in the program's catalogs).
"""

from __future__ import annotations

import hashlib
import re
import string
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Union

#: The language every source text (and every deck's own card text) is written in.
SOURCE_LANGUAGE = "en"
#: The languages the app speaks, by code, each named in its own language (the settings list).
#: Here, not in the Qt-side i18n package, because the deck files' translations (decks/) are
#: keyed by these codes too.
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español"}

#: Placeholders are Python format fields with a name and nothing else ("{fencer}").
_FORMATTER = string.Formatter()
_COUNT = re.compile(r"%L?n")


@dataclass(frozen=True, slots=True)
class CardName:
    """A card's printed name, said in the reader's language by the deck's translations.

    ``name`` is the card's name as the deck file gives it first (its English, or Italian,
    name); ``article`` asks for the name with its indefinite article ("a Roverso Sottano",
    "un Roverso Sottano"), whose form depends on the language and, in Spanish, on the gender
    the deck gives the card.
    """

    name: str
    article: bool = False

    def english(self) -> str:
        if not self.article:
            return self.name
        return f"{'an' if self.name[:1].upper() in 'AEIOU' else 'a'} {self.name}"


@dataclass(frozen=True, slots=True)
class OwnWords:
    """A text a file gives in its own languages (a lesson's goal and its ``[translations.es]``):
    not program text, so not in the catalogs; said in the reader's language where the file
    translates it, else in its English."""

    text: str
    translations: tuple[tuple[str, str], ...] = ()
    """The text in other languages, by language code."""

    def english(self) -> str:
        return self.text

    def said_in(self, language: str) -> str:
        """The text in ``language``, or its English where the file gives none."""
        return dict(self.translations).get(language, self.text)


@dataclass(frozen=True, slots=True)
class Number:
    """A measured figure (a time, a rate, a percentage) with ``decimals`` digits after the
    point: said with the reader's decimal sign and digit grouping ("1234,5", "12.345,0" in
    Spanish); in English as Python writes it fixed-point ("1234.5", no grouping), as the
    command line's reports always said it."""

    value: float
    decimals: int = 0

    def english(self) -> str:
        return f"{self.value:.{self.decimals}f}"


Param = Union[str, int, "Message", CardName, OwnWords, Number]
"""What a placeholder may hold: a name said as it is (a fencer's name from a deck file), a
whole number, a measured figure, another message, a card's name, or a text a file translates
itself."""


@dataclass(frozen=True, slots=True)
class Sentence:
    """A sentence marked for translation, not yet said: see the module docstring."""

    context: str
    source: str
    counted: bool = False

    def placeholders(self) -> frozenset[str]:
        """The names of the sentence's ``{placeholders}``."""
        return placeholders(self.source)

    def say(self, n: int | None = None, **params: Param) -> Message:
        """This sentence with its placeholders filled (and its count, if it is counted).

        Raises ``ValueError`` for a missing or unknown placeholder, or a count given to a
        sentence not marked counted (or none to one that is): a programming error, caught
        by the first test that says the sentence.
        """
        if (n is not None) != self.counted:
            raise ValueError(f"{self.source!r}: count {'missing' if self.counted else 'given'}")
        names = self.placeholders()
        if names != set(params):
            raise ValueError(f"{self.source!r}: placeholders {sorted(names)}, got {sorted(params)}")
        return Message(self, -1 if n is None else n, tuple(sorted(params.items())))


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence said, with its values: rendered in a language only by the UI."""

    sentence: Sentence
    n: int = -1
    params: tuple[tuple[str, Param], ...] = ()

    @property
    def context(self) -> str:
        return self.sentence.context

    @property
    def source(self) -> str:
        return self.sentence.source

    def values(self) -> Mapping[str, Param]:
        return dict(self.params)

    def english(self) -> str:
        """The message in English without the catalogs: for tests, logs on disk and the
        command line's fallback. Counted sentences keep their source's "(s)" forms here; the
        UI's English comes from the English catalog, which has the proper plural forms."""
        return fill(self.source, self.n, {k: english(v) for k, v in self.params})

    def walk(self) -> Iterator[Message | CardName]:
        """This message and everything said inside it, depth first (for the trust checks,
        which must see every card a text names)."""
        yield self
        for _, value in self.params:
            if isinstance(value, Message):
                yield from value.walk()
            elif isinstance(value, CardName):
                yield value


def translate(
    context: str, source: str, disambiguation: str | None = None, n: int = -1
) -> Sentence:
    """Mark ``source`` for translation in ``context`` (see the module docstring for the one
    way to call it). ``disambiguation`` must be None: one source, one meaning per context."""
    if disambiguation is not None:
        raise ValueError("disambiguation is not used: give the sentence its own context")
    return Sentence(context, source, counted=n >= 0)


def fingerprint(english_text: str) -> str:
    """A short hash (12 hexadecimal digits) of an English text that a translation translates.

    Every translation kept beside its English (a deck's card, a lesson, a chapter or a ruling
    of the rules reference) carries the fingerprint of the English it was made from, so that
    a changed English text makes it stale, and the checks say so (docs/i18n.md). Trailing
    spaces and blank lines at either end do not count: they change nothing a reader sees.
    """
    lines = [line.rstrip() for line in english_text.strip().splitlines()]
    return hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()[:12]


def placeholders(text: str) -> frozenset[str]:
    """The ``{names}`` of a source or translated text."""
    return frozenset(field for _, field, _, _ in _FORMATTER.parse(text) if field is not None)


def fill(text: str, n: int, values: Mapping[str, str]) -> str:
    """``text`` with its count and placeholders put in (the translation already chosen)."""
    if n >= 0:
        text = _COUNT.sub(str(n), text)
    return text.format_map(values)


def english(value: Param) -> str:
    """One placeholder's value in English."""
    if isinstance(value, (Message, CardName, OwnWords, Number)):
        return value.english()
    return str(value)
