"""Swordplay's rules reference (issue 29): the chapter, its sections and anchors, and the map
from the rules' citations to those anchors.

The chapter is Markdown in the project's own words, one file per language:
``assets/reference/swordplay/<language>.md`` (``en.md`` is the source). Every heading ends with
its anchor, ``### 1. Discard {#discard}``, and the English headings are the rulebook's own
section names, so a citation such as "(1. Discard)" finds its section by name
(``anchor_for_citation``). A translation has the English chapter's anchors in the same order,
so every citation opens the same place in every language, and says under its title which
English text it translates (``<!-- en: 1a2b3c4d5e6f -->``, the English file's fingerprint): a
translation of an older English text is stale, and the English is shown instead
(``SwordplayReference.stale`` says so, and the tests fail on it).

The rulings chapter is read from ``docs/swordplay/rulings.md`` itself, so the rulings have one
source: its title is the chapter ``rulings`` and each ``## SP-n`` heading is ``sp-n``. Their
translations lie beside it (``docs/swordplay/rulings.es.md``), with the same numbered rulings
in the same order, each marked with the fingerprint of the English ruling it translates: a
reader sees the rulings in their language, and a ruling whose English has changed since is
shown in English (``stale``); a language with no such file shows them all in English
(``untranslated``).

The files are read by the kit's reader (``kit.reference``), in Swordplay's own words. Pure
(standard library, the kit and the engine's ``messages`` and ``resources``): the window is
``screens/reference.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from audatia_qt.engine.messages import SOURCE_LANGUAGE, fingerprint, translate
from audatia_qt.engine.resources import docs_dir, reference_dir
from audatia_qt.kit import reference as kit
from audatia_qt.kit.reference import ReferenceError, ReferenceWords, Section

__all__ = [
    "FOLDER",
    "RULINGS_ANCHOR",
    "RULINGS_FILE",
    "ReferenceError",
    "Section",
    "SwordplayReference",
    "anchor_for_citation",
    "chapter_dir",
    "load_reference",
    "parse_sections",
    "reference_dir",
    "rulings_file",
]

#: The chapter's folder inside assets/reference/.
FOLDER = "swordplay"
#: The rulings, under docs/.
RULINGS_FILE = Path("swordplay") / "rulings.md"
#: The rulings chapter's anchor; each ruling's is ``sp-`` and its number.
RULINGS_ANCHOR = "rulings"

_ANCHOR = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_RULING_HEADING = re.compile(r"^SP-(?P<number>\d+)\b")
#: A citation in a rule's sentence: the words inside parentheses, which may hold one level of
#: parentheses of their own ("(Realistic Parries (Optional))").
_PARENTHESISED = re.compile(r"\((?P<inside>(?:[^()]|\([^()]*\))*)\)")
_RULING_CITATION = re.compile(r"^ruling\s+SP-(?P<number>\d+)$", re.IGNORECASE)
#: Words a citation may add to or leave off a section's name: they do not tell sections apart.
_OPTIONAL = re.compile(r"\(\s*optional\s*\)", re.IGNORECASE)


_BAD_HEADING = translate(
    "Swordplay",
    "{file}:{line}: the heading '{title}' needs an {{#anchor}} of lower-case "
    "letters, digits and dashes, at most four levels deep",
)
_NOT_A_TITLE = translate("Swordplay", "{file}: the file must start with a title (# Title)")
#: How the reference's reader words its refusals for Swordplay (its own catalog context): a
#: heading's faults are one sentence, and an empty list of anchors is a dash.
_WORDS = ReferenceWords(
    before_heading=translate("Swordplay", "{file}:{line}: text before the first heading"),
    no_anchor=_BAD_HEADING,
    bad_anchor=_BAD_HEADING,
    too_deep=_BAD_HEADING,
    bad_ruling=_BAD_HEADING,
    no_heading=_NOT_A_TITLE,
    not_a_chapter=_NOT_A_TITLE,
    missing=translate("Swordplay", "{file}: the file is missing"),
    unreadable=translate("Swordplay", "{file}: cannot be read ({error})"),
    anchors_differ=translate(
        "Swordplay",
        "{file}: the anchors differ from the English chapter's "
        "(missing: {missing}; not in English: {extra}; or in another order)",
    ),
    nothing=None,
)


@dataclass(frozen=True)
class SwordplayReference:
    """The whole reference in one language: the rules' sections, then the rulings."""

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


def anchor_for_citation(text: str) -> str | None:
    """The anchor a citation opens: ``"(1. Discard)"`` is ``discard``, ``"(ruling SP-9)"`` is
    ``sp-9``. ``text`` may be the citation alone, with or without its parentheses, or a whole
    sentence of the rules ending with one ("... in your Discard phase (1. Discard)."): the
    last parenthesised citation in it is taken. None when it cites nothing known.

    Sections are found by their rulebook names, the English chapter's headings; the rules'
    sentences cite them in English in every language (the Spanish ones too).
    """
    candidates = [match.group("inside") for match in _PARENTHESISED.finditer(text)]
    for candidate in [*reversed(candidates), text.strip()]:
        anchor = _citation_anchor(candidate)
        if anchor is not None:
            return anchor
    return None


def _citation_anchor(citation: str) -> str | None:
    ruling = _RULING_CITATION.match(citation.strip())
    if ruling is not None:
        return f"sp-{int(ruling.group('number'))}"
    return _section_names().get(_name_key(citation))


def _name_key(name: str) -> str:
    """A section's name as citations may spell it: any case, "(Optional)" or not."""
    return " ".join(_OPTIONAL.sub(" ", name).split()).casefold()


def _section_names() -> dict[str, str]:
    """The rulebook's section names (the English chapter's headings) and their anchors; where
    two sections share a name ("Armor" under The Cards and under 3. Ready), the first in
    reading order is the one cited."""
    names: dict[str, str] = {}
    path = chapter_dir() / f"{SOURCE_LANGUAGE}.md"
    for section in parse_sections(_read_text(path), str(path)):
        names.setdefault(_name_key(section.title), section.anchor)
    return names


def chapter_dir() -> Path:
    """The bundled chapter's folder (in every layout: assets/ travels with the app)."""
    return reference_dir() / FOLDER


def rulings_file() -> Path:
    """docs/swordplay/rulings.md, bundled as Audatia's docs/rulings.md is."""
    return docs_dir() / RULINGS_FILE


def parse_sections(text: str, source: str, *, rulings: bool = False) -> list[Section]:
    """The sections of one Markdown file; ``source`` names it in errors. A chapter's headings
    each end with a ``{#anchor}``; in the rulings file the title is ``rulings`` and each
    ``## SP-n`` heading is ``sp-n``."""
    return kit.parse_sections(
        text,
        source,
        _WORDS,
        anchor_pattern=_ANCHOR,
        ruling_anchor=_ruling_anchor if rulings else None,
    )


def _ruling_anchor(title: str, level: int) -> str | None:
    if level == 1:
        return RULINGS_ANCHOR
    ruling = _RULING_HEADING.match(title)
    return None if ruling is None else f"sp-{int(ruling.group('number'))}"


def load_reference(
    language: str = SOURCE_LANGUAGE, folder: Path | None = None, rulings: Path | None = None
) -> SwordplayReference:
    """The reference in ``language``: the chapter from ``folder/<language>.md`` (default: the
    bundled one) where it is translated and up to date, else the English one; then the rulings
    from ``rulings`` (default: docs/swordplay/rulings.md).

    Raises ``ReferenceError`` (one line naming the file) when a file is missing or unreadable,
    a heading has no anchor, an anchor is used twice, or a translation has other anchors than
    the English chapter or does not say which English text it translates.
    """
    folder = chapter_dir() if folder is None else folder
    rulings = rulings_file() if rulings is None else rulings
    source = folder / f"{SOURCE_LANGUAGE}.md"
    english_text = _read_text(source)
    sections = parse_sections(english_text, str(source))
    untranslated: list[str] = []
    stale: list[str] = []
    other = folder / f"{language}.md"
    if language != SOURCE_LANGUAGE and not other.is_file():
        untranslated.append(other.name)
    elif language != SOURCE_LANGUAGE:
        translated = parse_sections(_read_text(other), str(other))
        kit.same_anchors(translated, sections, other, _WORDS)
        marked, translated[0] = kit.without_mark(translated[0])
        now = fingerprint(english_text)
        if marked is None:
            unmarked = translate(
                "Swordplay",
                "{file}: the translation does not say which English text it translates: "
                "put <!-- en: {fingerprint} --> on the line under its title",
            )
            raise ReferenceError(unmarked.say(file=str(other), fingerprint=now))
        if marked == now:
            sections = translated
        else:
            stale.append(f"{other.name} (now {now})")
    ruled = parse_sections(_read_text(rulings), str(rulings), rulings=True)
    if language != SOURCE_LANGUAGE:
        ruled = _translated_rulings(
            ruled, rulings_translation(rulings, language), untranslated, stale
        )
    everything = (*sections, *ruled)
    anchors = [each.anchor for each in everything]
    twice = sorted({anchor for anchor in anchors if anchors.count(anchor) > 1})
    if twice:
        again = translate("Swordplay", "{file}: the anchors {anchors} are used twice")
        raise ReferenceError(again.say(file=str(source), anchors=", ".join(twice)))
    return SwordplayReference(everything, language, tuple(untranslated), tuple(stale))


def rulings_translation(rulings: Path, language: str) -> Path:
    """The file of the rulings in ``language``, beside the English: ``rulings.es.md``."""
    return rulings.with_name(f"{rulings.stem}.{language}{rulings.suffix}")


def _translated_rulings(
    english: list[Section], path: Path, untranslated: list[str], stale: list[str]
) -> list[Section]:
    """The rulings in the translation at ``path``, each where it translates the English
    ruling as it is now; the English one otherwise (the file missing: every ruling is added to
    ``untranslated``; a ruling of an older English text: named in ``stale``).

    The translation has the English file's anchors in the same order (the same numbered
    rulings), and each section says under its heading which English text it translates
    (``<!-- en: 1a2b3c4d5e6f -->``, the fingerprint of the English section's text), so a
    ruling changed in English is never shown in an old translation.
    """
    if not path.is_file():
        untranslated += [each.anchor.upper() for each in english[1:]]
        return english
    translated = parse_sections(_read_text(path), str(path), rulings=True)
    kit.same_anchors(translated, english, path, _WORDS)
    shown: list[Section] = []
    for theirs, ours in zip(english, translated, strict=True):
        marked, section = kit.without_mark(ours)
        now = fingerprint(theirs.body)
        if marked is None:
            unmarked = translate(
                "Swordplay",
                "{file}: the ruling {ruling} does not say which English text it translates: "
                "put <!-- en: {fingerprint} --> on the line under its heading",
            )
            raise ReferenceError(
                unmarked.say(file=str(path), ruling=theirs.anchor.upper(), fingerprint=now)
            )
        if marked == now:
            shown.append(section)
        else:
            stale.append(f"{path.name} {theirs.anchor.upper()} (now {now})")
            shown.append(theirs)
    return shown


def _read_text(path: Path) -> str:
    return kit.read_text(path, _WORDS)
