"""The rules reference (Help > Rules, issue 17): its sections, their anchors, and search.

The reference is Markdown: the chapters in ``assets/reference/NN-name.md``, read in file-name
order, and then the rulings, read from ``docs/rulings.md`` itself so that they have one source.
Every heading of a chapter ends with its anchor, ``## Cut 2 · The defence {#cut-2}``; the
rulings' headings get theirs from their numbers (``## R-018 ...`` is ``r-018``). The anchors
are the ones ``rules.citations`` maps every citation of the app to.

The reference speaks the app's languages (issue 21): a chapter translated into a language is
the file of the same name in ``assets/reference/<language>/`` (``es/04-cut.md``), with the
same anchors as the English one, so that every citation opens the same place. A chapter not
translated yet is read in English (``Reference.untranslated`` names it). The rulings are
translated one by one in ``<language>/rulings.md``: its title and note, then each ruling under
its own ``## R-###`` heading.

A translation says which English text it translates: under a translated chapter's title, and
under each translated ruling's heading, a mark ``<!-- en: 1a2b3c4d5e6f -->`` gives the English
text's fingerprint (``chapter_fingerprint``, ``ruling_fingerprint``). When the English is
changed its translation is stale: the English is shown in its place until the translation is
brought up to date, and ``Reference.stale`` names it (the tests fail on it; issue 21).

The files are read by the kit's reader (``kit.reference``: sections, anchors, translation
marks, one-line refusals), shared with every game; what is Audatia's here is which files make
its reference, its rulings' numbers, its citations and its search.

This module is pure (standard library, ``resources``, the kit and ``rules.citations``): the Qt
viewer is ``screens/rules_reference.py``. ``Reference.markdown()`` is the whole document with
every citation in its text made a ``rules:`` link; the viewer turns each ``{#anchor}`` into a
real anchor.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from audatia_qt.engine.messages import fingerprint, translate
from audatia_qt.engine.resources import reference_dir, rulings_path
from audatia_qt.games.audatia.rules.citations import find_citations
from audatia_qt.kit import reference as kit
from audatia_qt.kit.reference import ReferenceError, Section

__all__ = [
    "CHAPTER_PATTERN",
    "RULINGS_ANCHOR",
    "RULINGS_FILE",
    "SOURCE_LANGUAGE",
    "Reference",
    "ReferenceError",
    "Section",
    "chapter_fingerprint",
    "link_citations",
    "load_reference",
    "parse_sections",
    "ruling_fingerprint",
]

#: The chapters' file names: two digits, a dash, a name (README.md and the like are not read).
CHAPTER_PATTERN = "[0-9][0-9]-*.md"
#: The anchor of the rulings chapter; each ruling's is ``r-`` and its number.
RULINGS_ANCHOR = "rulings"
#: The language the chapters in ``assets/reference`` itself are written in.
SOURCE_LANGUAGE = "en"
#: In a language's folder, the rulings' translation (its title, its note, each ruling).
RULINGS_FILE = "rulings.md"

_RULING = re.compile(r"^R-(?P<number>\d{3})\b")
#: Markdown a citation must not be linked inside: code, links and images, anchors, raw URLs.
_PROTECTED = re.compile(r"`[^`]*`|!?\[[^\]]*\]\([^)]*\)|\{#[^}]*\}|<[^>]*>")


@dataclass(frozen=True)
class Reference:
    """The whole rules reference: its sections in reading order."""

    sections: tuple[Section, ...]
    language: str = SOURCE_LANGUAGE
    untranslated: tuple[str, ...] = ()
    """What is read in English for want of a translation: a chapter's file name, or a ruling's
    number (``R-012``)."""
    stale: tuple[str, ...] = ()
    """What is read in English because its translation translates an older English text: a
    chapter's file name or a ruling's number, each with the fingerprint of the English now
    (``04-cut.md (now 1a2b3c4d5e6f)``), for the translator."""

    @property
    def anchors(self) -> frozenset[str]:
        """Every anchor a link or a citation may open."""
        return frozenset(section.anchor for section in self.sections)

    def section(self, anchor: str) -> Section | None:
        """The section with this anchor, if there is one."""
        for section in self.sections:
            if section.anchor == anchor:
                return section
        return None

    def chapter_of(self, anchor: str) -> Section | None:
        """The chapter (level 1) that holds the section ``anchor``."""
        chapter = None
        for section in self.sections:
            if section.level == 1:
                chapter = section
            if section.anchor == anchor:
                return chapter
        return None

    def children(self, anchor: str) -> tuple[Section, ...]:
        """The sections directly under ``anchor`` (one level deeper, before the next sibling)."""
        found: list[Section] = []
        parent: Section | None = None
        for section in self.sections:
            if parent is None:
                if section.anchor == anchor:
                    parent = section
                continue
            if section.level <= parent.level:
                break
            if section.level == parent.level + 1:
                found.append(section)
        return tuple(found)

    def search(self, query: str) -> tuple[Section, ...]:
        """The sections whose text holds every word of ``query`` (any case), best first.

        First the sections titled exactly the query, then those whose title holds it as a
        phrase, then those that hold the phrase anywhere, then those that hold all the words
        apart; each group in reading order. An empty query finds nothing.
        """
        phrase = " ".join(query.split()).casefold()
        if not phrase:
            return ()
        words = phrase.split()
        ranked: list[tuple[int, int, Section]] = []
        for index, section in enumerate(self.sections):
            text = section.plain_text
            if not all(word in text for word in words):
                continue
            title = " ".join(section.title.split()).casefold()
            if phrase == title:
                rank = 0
            elif phrase in title:
                rank = 1
            elif phrase in text:
                rank = 2
            else:
                rank = 3
            ranked.append((rank, index, section))
        return tuple(section for _rank, _index, section in sorted(ranked, key=_first_two))

    def markdown(self) -> str:
        """The whole reference as one Markdown document: each heading keeps its ``{#anchor}``
        and every citation in the text is a ``rules:`` link."""
        parts = []
        for section in self.sections:
            heading = f"{'#' * section.level} {section.title} {{#{section.anchor}}}"
            parts.append(f"{heading}\n\n{link_citations(section.body)}".rstrip())
        return "\n\n".join(parts) + "\n"


def _first_two(item: tuple[int, int, Section]) -> tuple[int, int]:
    return item[0], item[1]


def link_citations(markdown: str) -> str:
    """``markdown`` with every citation in its text a link, ``[Cut 2](rules:cut-2)``.

    Text inside code, links, images, anchors and tags is left alone. A citation may run over
    a line break, as in the wrapped lines of the rulings.
    """
    pieces = []
    done = 0
    for protected in _PROTECTED.finditer(markdown):
        pieces.append(_link_plain(markdown[done : protected.start()]))
        pieces.append(protected.group(0))
        done = protected.end()
    pieces.append(_link_plain(markdown[done:]))
    return "".join(pieces)


def _link_plain(text: str) -> str:
    pieces = []
    done = 0
    for citation in find_citations(text):
        pieces.append(text[done : citation.start])
        pieces.append(f"[{citation.text}]({citation.url})")
        done = citation.end
    pieces.append(text[done:])
    return "".join(pieces)


def parse_sections(text: str, source: str, *, rulings: bool = False) -> list[Section]:
    """The sections of one Markdown file; ``source`` names it in errors.

    A chapter's headings must each end with a ``{#anchor}``. In the rulings file the title
    (``# Rulings``) is the chapter ``rulings`` and each ``## R-###`` heading is ``r-###``.
    """
    return kit.parse_sections(text, source, ruling_anchor=_ruling_anchor if rulings else None)


def ruling_fingerprint(ruling: Section) -> str:
    """A short hash of an English ruling's heading and text, which its translation keeps under
    its own heading (``<!-- en: 1a2b3c4d5e6f -->``): when the ruling is changed, its translation
    no longer carries the ruling's fingerprint and is stale (issue 21)."""
    return fingerprint(f"{ruling.title}\n{ruling.body}")


def chapter_fingerprint(text: str) -> str:
    """A short hash of an English chapter file's whole text, which its translation keeps under
    its title, as a ruling's translation does (``ruling_fingerprint``)."""
    return fingerprint(text)


def _ruling_anchor(title: str, level: int) -> str | None:
    if level == 1:
        return RULINGS_ANCHOR
    ruling = _RULING.match(title)
    return None if ruling is None else f"r-{ruling.group('number')}"


def load_reference(
    folder: Path | None = None, rulings: Path | None = None, language: str = SOURCE_LANGUAGE
) -> Reference:
    """Read the reference in ``language``: the chapters in ``folder`` (default: the bundled
    ``assets/reference``), each from ``folder/<language>/`` where it is translated there, and
    the rulings chapter from ``rulings`` (default: docs/rulings.md).

    Raises ``ReferenceError`` with one line naming the file when a file is missing or
    unreadable, a heading has no anchor, two sections share an anchor, or a translated chapter
    has other anchors than its English one.
    """
    folder = reference_dir() if folder is None else folder
    rulings = rulings_path() if rulings is None else rulings
    chapters = sorted(folder.glob(CHAPTER_PATTERN)) if folder.is_dir() else []
    if not chapters:
        none = translate("Reference", "{folder}: no chapter of the rules reference ({pattern})")
        raise ReferenceError(none.say(folder=str(folder), pattern=CHAPTER_PATTERN))
    translated = folder / language
    if language != SOURCE_LANGUAGE:
        for path in sorted(translated.glob(CHAPTER_PATTERN)):
            if not (folder / path.name).is_file():
                alone = translate(
                    "Reference", "{file}: no English chapter of that name to translate"
                )
                raise ReferenceError(alone.say(file=str(path)))
    sections: list[Section] = []
    untranslated: list[str] = []
    stale: list[str] = []
    for path in chapters:
        text = kit.read_text(path)
        english = parse_sections(text, str(path))
        other = translated / path.name
        if language == SOURCE_LANGUAGE or not other.is_file():
            untranslated += [] if language == SOURCE_LANGUAGE else [path.name]
            sections += english
            continue
        chapter = parse_sections(kit.read_text(other), str(other))
        kit.same_anchors(chapter, english, other)
        marked, chapter[0] = kit.without_mark(chapter[0])
        now = chapter_fingerprint(text)
        _require_mark(marked, other, chapter[0].title, now)
        if marked != now:
            stale.append(f"{path.name} (now {now})")
            sections += english
            continue
        sections += chapter
    ruled = parse_sections(kit.read_text(rulings), str(rulings), rulings=True)
    if language != SOURCE_LANGUAGE:
        ruled = _translate_rulings(ruled, translated / RULINGS_FILE, untranslated, stale)
    sections += ruled
    seen: dict[str, str] = {}
    for section in sections:
        if section.anchor in seen:
            twice = translate(
                "Reference", "{file}: the anchor '{anchor}' is used twice (also in {other})"
            )
            raise ReferenceError(
                twice.say(file=section.source, anchor=section.anchor, other=seen[section.anchor])
            )
        seen[section.anchor] = section.source
    return Reference(tuple(sections), language, tuple(untranslated), tuple(stale))


def _translate_rulings(
    rulings: list[Section], path: Path, untranslated: list[str], stale: list[str]
) -> list[Section]:
    """The rulings chapter with each section (the title and note, then every ruling) taken from
    its translation in ``path`` where that translates the English as it is now; the others
    stay English and are named in ``untranslated`` or ``stale``."""
    numbers = [_ruling_number(section) for section in rulings]
    if not path.is_file():
        untranslated += numbers
        return rulings
    english = {section.anchor: section for section in rulings}
    translations: dict[str, tuple[str | None, Section]] = {}
    for section in parse_sections(kit.read_text(path), str(path), rulings=True):
        if section.anchor not in english:
            alone = translate("Reference", "{file}: no English ruling {ruling} to translate")
            raise ReferenceError(alone.say(file=str(path), ruling=_ruling_number(section)))
        if section.anchor in translations:
            twice = translate("Reference", "{file}: {ruling} is translated twice")
            raise ReferenceError(twice.say(file=str(path), ruling=_ruling_number(section)))
        translations[section.anchor] = kit.without_mark(section)
    chosen: list[Section] = []
    for section, number in zip(rulings, numbers, strict=True):
        now = ruling_fingerprint(section)
        if section.anchor not in translations:
            untranslated.append(number)
            chosen.append(section)
            continue
        marked, translation = translations[section.anchor]
        _require_mark(marked, path, translation.title, now)
        if marked != now:
            stale.append(f"{number} (now {now})")
            chosen.append(section)
            continue
        chosen.append(translation)
    return chosen


def _ruling_number(section: Section) -> str:
    """``R-018`` for the ruling ``r-018``; the chapter itself is named by its anchor."""
    return section.anchor.upper() if section.anchor.startswith("r-") else section.anchor


def _require_mark(marked: str | None, path: Path, title: str, now: str) -> None:
    """A translation must say which English text it translates (it could not be found stale
    otherwise)."""
    if marked is None:
        unmarked = translate(
            "Reference",
            "{file}: '{title}' does not say which English text it translates: "
            "put <!-- en: {fingerprint} --> on the line under its heading",
        )
        raise ReferenceError(unmarked.say(file=str(path), title=title, fingerprint=now))
