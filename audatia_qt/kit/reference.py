"""A rules reference read from Markdown chapters: sections, anchors, translation marks.

Every game's rules reference is Markdown in the project's own words: chapters whose headings
each end with an anchor (``## Cut 2 · The defence {#cut-2}``), a rulings file whose headings get
their anchors from the rulings' numbers, and translations that keep the English anchors in the
same order and say under their title which English text they translate (``<!-- en:
1a2b3c4d5e6f -->``, its fingerprint), so a stale translation is found. This module reads those
files into :class:`Section` objects and refuses a malformed one with one line naming the file
(:class:`ReferenceError`), and puts a game's chapter and rulings together in one language
(:func:`load_reference`: the translation where it is up to date, the English where it is
missing or stale, said in :class:`Reference`). What a game's reference is made of (which
files, its anchors, its citations) stays the game's ``reference.py``.

A game words the refusals in its own catalog context with its own :class:`ReferenceWords`;
``REFERENCE_WORDS`` are the reference's own. Pure: the standard library and the engine.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Final

from audatia_qt.engine.messages import SOURCE_LANGUAGE, Message, Sentence, fingerprint, translate
from audatia_qt.kit.words import say_named

HEADING: Final = re.compile(
    r"^(?P<hashes>#{1,6})\s+(?P<title>.*?)\s*(?:\{#(?P<anchor>[^}\s]*)\})?\s*$"
)
#: An anchor: lower-case letters, digits, dots and dashes (a game may allow fewer).
ANCHOR: Final = re.compile(r"^[a-z0-9][a-z0-9.-]*$")
#: The deepest heading a reference has.
MAX_LEVEL: Final = 4
#: The mark of a translation: the fingerprint of the English text it translates.
TRANSLATES: Final = re.compile(r"^<!--\s*en:\s*(?P<fingerprint>[0-9a-f]{12})\s*-->$")
#: Markdown links and images: their targets, for the checks and for plain text.
LINK: Final = re.compile(r"(?P<image>!?)\[(?P<words>[^\]]*)\]\((?P<target>[^)]*)\)")
_MARKUP: Final = re.compile(r"[*_`|]+|^\s*(?:[-+]|\d+\.)\s+|^-{3,}\s*$", re.MULTILINE)


class ReferenceError(ValueError):
    """The reference's files are missing or malformed; the message is one line naming the
    file and what is wrong (``message``; the exception's text is its English)."""

    def __init__(self, message: Message) -> None:
        self.message = message
        super().__init__(message.english())


@dataclass(frozen=True)
class Section:
    """One heading of the reference and the Markdown under it, up to the next heading."""

    anchor: str
    title: str
    level: int
    """1 for a chapter, 2 for a step or topic inside it, 3 and 4 deeper."""
    body: str
    source: str = ""
    """The file it was read from, for messages."""

    @cached_property
    def plain_text(self) -> str:
        """The title and the text as a reader sees them, without Markdown marks, in one case
        and with single spaces (for search; computed once)."""
        body = _MARKUP.sub(" ", LINK.sub(lambda link: link.group("words"), self.body))
        return " ".join(f"{self.title}\n{body}".split()).casefold()

    def links(self) -> tuple[str, ...]:
        """The targets of the links written in the body (``rules:stretto``, ``symbol:sun``)."""
        return tuple(link.group("target") for link in LINK.finditer(self.body))


@dataclass(frozen=True)
class ReferenceWords:
    """What reading a reference says when it refuses a file, in a game's catalog context. Each
    sentence is filled with the values it names of those offered (``kit.words``)."""

    before_heading: Sentence
    """Offers ``{file}``, ``{line}``."""
    no_anchor: Sentence
    """Offers ``{file}``, ``{line}``, ``{title}``."""
    bad_anchor: Sentence
    """Offers ``{file}``, ``{line}``, ``{title}``, ``{anchor}``."""
    too_deep: Sentence
    """Offers ``{file}``, ``{line}``, ``{title}``."""
    bad_ruling: Sentence
    """A rulings file's heading without a ruling's number; offers ``{file}``, ``{line}``,
    ``{title}``."""
    no_heading: Sentence
    """Offers ``{file}``."""
    not_a_chapter: Sentence
    """The first heading is not a title (``# Title``); offers ``{file}``."""
    missing: Sentence
    """Offers ``{file}``."""
    unreadable: Sentence
    """Offers ``{file}``, ``{error}``."""
    anchors_differ: Sentence
    """Offers ``{file}``, ``{missing}``, ``{extra}``."""
    nothing: Sentence | None
    """What ``anchors_differ`` says for no anchor at all; None for a dash."""


REFERENCE_WORDS: Final = ReferenceWords(
    before_heading=translate("Reference", "{file}:{line}: text before the first heading"),
    no_anchor=translate("Reference", "{file}:{line}: the heading '{title}' has no {{#anchor}}"),
    bad_anchor=translate(
        "Reference",
        "{file}:{line}: the anchor '{anchor}' is not lower-case letters, digits, dots and dashes",
    ),
    too_deep=translate("Reference", "{file}:{line}: headings go four levels deep at most"),
    bad_ruling=translate("Reference", "{file}:{line}: a ruling's heading must start with R-###"),
    no_heading=translate("Reference", "{file}: no heading in the file"),
    not_a_chapter=translate(
        "Reference", "{file}: the file must start with a chapter heading (# Title)"
    ),
    missing=translate("Reference", "{file}: the file is missing"),
    unreadable=translate("Reference", "{file}: cannot be read ({error})"),
    anchors_differ=translate(
        "Reference",
        "{file}: the anchors differ from the English chapter's "
        "(missing: {missing}; not in English: {extra}; or in another order)",
    ),
    nothing=translate("Reference", "none"),
)

#: A rulings file's anchor for a heading: its title and level to the anchor, None when the
#: heading is not a ruling's.
RulingAnchor = Callable[[str, int], str | None]


def parse_sections(
    text: str,
    source: str,
    words: ReferenceWords = REFERENCE_WORDS,
    *,
    anchor_pattern: re.Pattern[str] = ANCHOR,
    ruling_anchor: RulingAnchor | None = None,
) -> list[Section]:
    """The sections of one Markdown file; ``source`` names it in errors.

    A chapter's headings must each end with a ``{#anchor}``; in a rulings file (with
    ``ruling_anchor``) each heading's anchor is the one ``ruling_anchor`` gives it. Fenced
    code is never a heading.
    """
    sections: list[Section] = []
    heading: tuple[int, str, str] | None = None
    body: list[str] = []
    fenced = False

    def close() -> None:
        if heading is not None:
            level, title, anchor = heading
            sections.append(Section(anchor, title, level, "\n".join(body).strip("\n"), source))

    for number, line in enumerate(text.splitlines(), start=1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
        match = None if fenced else HEADING.match(line)
        if match is None:
            if heading is None and line.strip():
                raise ReferenceError(say_named(words.before_heading, file=source, line=number))
            body.append(line)
            continue
        close()
        body = []
        level, title = len(match.group("hashes")), match.group("title")
        where = {"file": source, "line": number, "title": title}
        anchor = match.group("anchor")
        if ruling_anchor is not None:
            anchor = ruling_anchor(title, level)
            if anchor is None:
                raise ReferenceError(say_named(words.bad_ruling, **where))
        if not anchor:
            raise ReferenceError(say_named(words.no_anchor, **where))
        if not anchor_pattern.match(anchor):
            raise ReferenceError(say_named(words.bad_anchor, anchor=anchor, **where))
        if level > MAX_LEVEL:
            raise ReferenceError(say_named(words.too_deep, **where))
        heading = (level, title, anchor)
    close()
    if not sections:
        raise ReferenceError(say_named(words.no_heading, file=source))
    if sections[0].level != 1:
        raise ReferenceError(say_named(words.not_a_chapter, file=source))
    return sections


def without_mark(section: Section) -> tuple[str | None, Section]:
    """The fingerprint marked on the first line of a translated section (None if it has no
    mark) and the section without the mark."""
    first, _, rest = section.body.partition("\n")
    mark = TRANSLATES.match(first.strip())
    if mark is None:
        return None, section
    body = rest.strip("\n")
    return mark.group("fingerprint"), Section(
        section.anchor, section.title, section.level, body, section.source
    )


def same_anchors(
    translated: list[Section],
    english: list[Section],
    path: Path,
    words: ReferenceWords = REFERENCE_WORDS,
) -> None:
    """A translation has its English chapter's anchors, in the same order, so that a citation
    opens the same place in every language."""
    ours, theirs = [s.anchor for s in translated], [s.anchor for s in english]
    if ours != theirs:
        nothing: Message | str = "-" if words.nothing is None else words.nothing.say()
        missing = ", ".join(a for a in theirs if a not in ours) or nothing
        extra = ", ".join(a for a in ours if a not in theirs) or nothing
        raise ReferenceError(
            say_named(words.anchors_differ, file=str(path), missing=missing, extra=extra)
        )


def read_text(path: Path, words: ReferenceWords = REFERENCE_WORDS) -> str:
    """A reference file's text; ``ReferenceError`` when it is missing or unreadable."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ReferenceError(say_named(words.missing, file=str(path))) from None
    except (OSError, UnicodeDecodeError) as error:
        raise ReferenceError(
            say_named(words.unreadable, file=str(path), error=str(error))
        ) from None


@dataclass(frozen=True)
class Reference:
    """A game's whole reference in one language: the chapter's sections, then the rulings."""

    sections: tuple[Section, ...]
    language: str = SOURCE_LANGUAGE
    untranslated: tuple[str, ...] = ()
    """What is shown in English for want of a translation: the chapter's file, or a ruling's
    number (``SP-9``)."""
    stale: tuple[str, ...] = ()
    """A translation shown in English because it translates an older English text, with the
    English text's fingerprint now (``es.md (now 1a2b3c4d5e6f)``), for the translator."""

    @property
    def anchors(self) -> tuple[str, ...]:
        """Every anchor, in reading order."""
        return tuple(section.anchor for section in self.sections)

    def section(self, anchor: str) -> Section | None:
        """The section with this anchor, if there is one."""
        return next((each for each in self.sections if each.anchor == anchor), None)

    def search(self, query: str) -> tuple[Section, ...]:
        """The sections holding every word of ``query`` (any case): those whose title holds
        the whole query first, then the others, each group in reading order. An empty query
        finds nothing."""
        phrase = " ".join(query.split()).casefold()
        if not phrase:
            return ()
        words = phrase.split()
        found = [each for each in self.sections if all(w in each.plain_text for w in words)]
        titled = [each for each in found if phrase in each.title.casefold()]
        return tuple(titled + [each for each in found if each not in titled])


#: A game's reader of one of its files: text, the file's name for errors, and whether it is a
#: rulings file, to its sections.
ParseSections = Callable[[str, str, bool], list[Section]]


@dataclass(frozen=True)
class TranslationWords:
    """What putting a reference together says of its translations, in a game's context."""

    chapter_unmarked: Sentence
    """A translated chapter without its mark; names ``{file}`` and ``{fingerprint}``."""
    ruling_unmarked: Sentence
    """A translated ruling without its mark; names ``{file}``, ``{ruling}`` and
    ``{fingerprint}``."""
    twice: Sentence
    """An anchor used twice; names ``{file}`` and ``{anchors}``."""


def rulings_translation(rulings: Path, language: str) -> Path:
    """The file of the rulings in ``language``, beside the English: ``rulings.es.md``."""
    return rulings.with_name(f"{rulings.stem}.{language}{rulings.suffix}")


def load_reference(
    language: str,
    chapter: Path,
    rulings: Path,
    parse: ParseSections,
    words: ReferenceWords,
    translation: TranslationWords,
) -> Reference:
    """A game's reference in ``language``: the chapter in ``chapter`` (its folder, holding
    ``<language>.md``; ``en.md`` is the source) where it is translated and up to date, else
    the English one; then the rulings in ``rulings``, each in its translation beside it
    (:func:`rulings_translation`) where that translates the English ruling as it is now.

    Raises ``ReferenceError`` (one line naming the file) when a file is missing or unreadable,
    a heading has no anchor, an anchor is used twice, or a translation has other anchors than
    the English or does not say which English text it translates.
    """
    source = chapter / f"{SOURCE_LANGUAGE}.md"
    english_text = read_text(source, words)
    sections = parse(english_text, str(source), False)
    untranslated: list[str] = []
    stale: list[str] = []
    other = chapter / f"{language}.md"
    if language != SOURCE_LANGUAGE and not other.is_file():
        untranslated.append(other.name)
    elif language != SOURCE_LANGUAGE:
        translated = parse(read_text(other, words), str(other), False)
        same_anchors(translated, sections, other, words)
        marked, translated[0] = without_mark(translated[0])
        now = fingerprint(english_text)
        if marked is None:
            raise ReferenceError(
                say_named(translation.chapter_unmarked, file=str(other), fingerprint=now)
            )
        if marked == now:
            sections = translated
        else:
            stale.append(f"{other.name} (now {now})")
    ruled = parse(read_text(rulings, words), str(rulings), True)
    if language != SOURCE_LANGUAGE:
        ruled = _translated_rulings(
            ruled,
            rulings_translation(rulings, language),
            (parse, words, translation),
            untranslated,
            stale,
        )
    everything = (*sections, *ruled)
    anchors = [each.anchor for each in everything]
    twice = sorted({anchor for anchor in anchors if anchors.count(anchor) > 1})
    if twice:
        raise ReferenceError(
            say_named(translation.twice, file=str(source), anchors=", ".join(twice))
        )
    return Reference(everything, language, tuple(untranslated), tuple(stale))


def _translated_rulings(
    english: list[Section],
    path: Path,
    reading: tuple[ParseSections, ReferenceWords, TranslationWords],
    untranslated: list[str],
    stale: list[str],
) -> list[Section]:
    """The rulings in the translation at ``path``, each where it translates the English
    ruling as it is now; the English one otherwise (the file missing: every ruling is added to
    ``untranslated``; a ruling of an older English text: named in ``stale``).

    The translation has the English file's anchors in the same order (the same numbered
    rulings), and each section says under its heading which English text it translates
    (``<!-- en: 1a2b3c4d5e6f -->``, the fingerprint of the English section's text), so a
    ruling changed in English is never shown in an old translation.
    """
    parse, words, translation = reading
    if not path.is_file():
        untranslated += [each.anchor.upper() for each in english[1:]]
        return english
    translated = parse(read_text(path, words), str(path), True)
    same_anchors(translated, english, path, words)
    shown: list[Section] = []
    for theirs, ours in zip(english, translated, strict=True):
        marked, section = without_mark(ours)
        now = fingerprint(theirs.body)
        if marked is None:
            raise ReferenceError(
                say_named(
                    translation.ruling_unmarked,
                    file=str(path),
                    ruling=theirs.anchor.upper(),
                    fingerprint=now,
                )
            )
        if marked == now:
            shown.append(section)
        else:
            stale.append(f"{path.name} {theirs.anchor.upper()} (now {now})")
            shown.append(theirs)
    return shown
