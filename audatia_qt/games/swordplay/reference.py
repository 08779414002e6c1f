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

The files are read and put together by the kit (``kit.reference``), in Swordplay's own words. Pure
(standard library, the kit and the engine's ``messages`` and ``resources``): the window is
``screens/reference.py``.
"""

from __future__ import annotations

import re
from pathlib import Path

from audatia_qt.engine.messages import SOURCE_LANGUAGE, translate
from audatia_qt.engine.resources import docs_dir, reference_dir
from audatia_qt.kit import reference as kit
from audatia_qt.kit.reference import ReferenceError, ReferenceWords, Section, rulings_translation

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
    "rulings_translation",
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


#: The whole reference in one language (the kit's): the rules' sections, then the rulings.
SwordplayReference = kit.Reference

_TRANSLATION = kit.TranslationWords(
    chapter_unmarked=translate(
        "Swordplay",
        "{file}: the translation does not say which English text it translates: "
        "put <!-- en: {fingerprint} --> on the line under its title",
    ),
    ruling_unmarked=translate(
        "Swordplay",
        "{file}: the ruling {ruling} does not say which English text it translates: "
        "put <!-- en: {fingerprint} --> on the line under its heading",
    ),
    twice=translate("Swordplay", "{file}: the anchors {anchors} are used twice"),
)


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
    from ``rulings`` (default: docs/swordplay/rulings.md), each in its translation beside it
    (``rulings.es.md``) where that is up to date (``kit.load_reference``).

    Raises ``ReferenceError`` (one line naming the file) when a file is missing or unreadable,
    a heading has no anchor, an anchor is used twice, or a translation has other anchors than
    the English chapter or does not say which English text it translates.
    """
    return kit.load_reference(
        language,
        chapter_dir() if folder is None else folder,
        rulings_file() if rulings is None else rulings,
        lambda text, source, ruled: parse_sections(text, source, rulings=ruled),
        _WORDS,
        _TRANSLATION,
    )


def _read_text(path: Path) -> str:
    return kit.read_text(path, _WORDS)
