"""Ready...Fence!'s rules reference (issue 30): the chapter, its sections and anchors, and the
map from the rules' citations to those anchors.

The chapter is Markdown in the project's own words, one file per language:
``assets/reference/ready_fence/<language>.md`` (``en.md`` is the source): the rulebook's rules
for the three levels and the Technical Manual's fencing. Every heading ends with its anchor,
``### Stall {#stall}``, and the English headings are the rulebook's own section names, so a
citation finds its section by name (``anchor_for_citation``). The rules cite a section by its
name, sometimes after the level or the larger section it belongs to: "(Stall)", "(Tutorial,
Playing the game)", "(Moving the Miniature Fencer, Table 1)", "(Defensive Actions without
Cards: Parry)", "(Feint, Option 1)", "(ruling RF-13)"; each name must open a section, and the
last names the place a reader is taken to. A translation has the English chapter's anchors in
the same order and says under its title which English text it translates (``<!-- en:
1a2b3c4d5e6f -->``); a stale one is shown in English and named in ``Reference.stale``.

The rulings chapter is ``docs/ready_fence/rulings.md`` itself: its title is the chapter
``rulings`` and each ``## RF-n`` heading is ``rf-n``; ``rulings.es.md`` beside it holds the
same rulings in Spanish, each marked with the fingerprint of the English ruling it translates.

The files are read and put together by the kit (``kit.reference``), in this game's own words.
Pure: the standard library, the kit and the engine's ``messages`` and ``resources``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Final

from audatia_qt.engine.messages import SOURCE_LANGUAGE, translate
from audatia_qt.engine.resources import docs_dir, reference_dir
from audatia_qt.kit import reference as kit
from audatia_qt.kit.reference import Reference, ReferenceError, ReferenceWords, Section

__all__ = [
    "FOLDER",
    "RULINGS_ANCHOR",
    "RULINGS_FILE",
    "Reference",
    "ReferenceError",
    "Section",
    "anchor_for_citation",
    "anchor_for_name",
    "anchors_for_citation",
    "chapter_dir",
    "load_reference",
    "parse_sections",
    "rulings_file",
    "rulings_translation",
]

#: The chapter's folder inside assets/reference/.
FOLDER: Final = "ready_fence"
#: The rulings, under docs/.
RULINGS_FILE: Final = Path("ready_fence") / "rulings.md"
#: The rulings chapter's anchor; each ruling's is ``rf-`` and its number.
RULINGS_ANCHOR: Final = "rulings"

_ANCHOR = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_RULING_HEADING = re.compile(r"^RF-(?P<number>\d+)\b")
#: A ruling as the rules cite it, in English or in Spanish ("resolución RF-9").
_RULING_CITATION = re.compile(r"^(?:ruling|resolución)\s+RF-(?P<number>\d+)$", re.IGNORECASE)
#: A translated heading: its own words, then the rulebook's English name in parentheses.
_TRANSLATED_TITLE = re.compile(r"^(?P<own>.*?)\s*\((?P<english>[^()]*)\)$")
_PARENTHESISED = re.compile(r"\((?P<inside>[^()]*)\)")
#: What separates the names of one citation: "Tutorial, Playing the game", "Defensive Actions
#: without Cards: Parry", "Stamina Points; ruling RF-26".
_SEPARATORS = re.compile(r"[,:;]")
#: The names the rules cite that are not a heading's own words: the levels by their short
#: names, and the rulebook's longer wording of a heading.
_ALIASES: Final = {
    "tutorial": "Tutorial Mode",
    "basic": "Basic Game Mode",
    "advanced": "Advanced Game Mode",
    "the game can be played at three different levels": "The Game",
    "select the score to be reached": "Select the score",
    "parry and defense by distance": "Defensive actions without cards",
    "the feint": "Feint",
}
#: The same for the names a translation's citations use, by language.
_TRANSLATED_ALIASES: Final = {
    "es": {
        "básico": "Basic Game Mode",
        "avanzado": "Advanced Game Mode",
        "la finta": "Feint",
    },
}

_BAD_HEADING = translate(
    "ReadyFence",
    "{file}:{line}: the heading '{title}' needs an {{#anchor}} of lower-case "
    "letters, digits and dashes, at most four levels deep",
)
_NOT_A_TITLE = translate("ReadyFence", "{file}: the file must start with a title (# Title)")
#: How the kit's reader words its refusals for Ready...Fence! (the game's own catalog context).
_WORDS = ReferenceWords(
    before_heading=translate("ReadyFence", "{file}:{line}: text before the first heading"),
    no_anchor=_BAD_HEADING,
    bad_anchor=_BAD_HEADING,
    too_deep=_BAD_HEADING,
    bad_ruling=_BAD_HEADING,
    no_heading=_NOT_A_TITLE,
    not_a_chapter=_NOT_A_TITLE,
    missing=translate("ReadyFence", "{file}: the file is missing"),
    unreadable=translate("ReadyFence", "{file}: cannot be read ({error})"),
    anchors_differ=translate(
        "ReadyFence",
        "{file}: the anchors differ from the English chapter's "
        "(missing: {missing}; not in English: {extra}; or in another order)",
    ),
    nothing=None,
)
_TRANSLATION = kit.TranslationWords(
    chapter_unmarked=translate(
        "ReadyFence",
        "{file}: the translation does not say which English text it translates: "
        "put <!-- en: {fingerprint} --> on the line under its title",
    ),
    ruling_unmarked=translate(
        "ReadyFence",
        "{file}: the ruling {ruling} does not say which English text it translates: "
        "put <!-- en: {fingerprint} --> on the line under its heading",
    ),
    twice=translate("ReadyFence", "{file}: the anchors {anchors} are used twice"),
)


def anchor_for_citation(text: str, language: str = SOURCE_LANGUAGE) -> str | None:
    """The anchor a citation takes its reader to: the last name of the last parenthesised
    citation in ``text`` ("(Tutorial, Playing the game)" is ``playing-the-game``, "(ruling
    RF-9)" is ``rf-9``). ``text`` may be the citation alone, with or without its parentheses,
    or a sentence of the rules ending with one, in English or in ``language`` (whose sentences
    cite the sections by their translated names: "(Tutorial, Cómo se juega)"). None when it
    cites nothing, or a name that opens no section (so a misspelt citation is caught, never
    sent to the wrong place)."""
    anchors = anchors_for_citation(text, language)
    return anchors[-1] if anchors else None


def anchors_for_citation(text: str, language: str = SOURCE_LANGUAGE) -> tuple[str, ...]:
    """Every anchor the last citation in ``text`` names, in its order; empty when any of its
    names opens no section."""
    names = _section_names(language)
    candidates = [match.group("inside") for match in _PARENTHESISED.finditer(text)]
    for candidate in [*reversed(candidates), text.strip()]:
        parts = [name for name in _SEPARATORS.split(candidate) if name.strip()]
        anchors = [_anchor(name, names, language) for name in parts]
        if anchors and all(anchor is not None for anchor in anchors):
            return tuple(anchor for anchor in anchors if anchor is not None)
    return ()


def anchor_for_name(name: str, language: str = SOURCE_LANGUAGE) -> str | None:
    """The anchor of the section a name cites: a heading of the English chapter in any case
    (quoted or not), a level's short name ("Tutorial"), a ruling ("ruling RF-9"), or a
    heading's name in ``language`` (its words before the English name in parentheses)."""
    return _anchor(name, _section_names(language), language)


def _anchor(name: str, names: dict[str, str], language: str) -> str | None:
    name = name.strip().strip("\"'“”«»").strip()
    ruling = _RULING_CITATION.match(name)
    if ruling is not None:
        return f"rf-{int(ruling.group('number'))}"
    key = _name_key(name)
    aliased = _ALIASES.get(key) or _TRANSLATED_ALIASES.get(language, {}).get(key)
    return names.get(key if aliased is None else _name_key(aliased))


def _name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


def _section_names(language: str = SOURCE_LANGUAGE) -> dict[str, str]:
    """The rulebook's section names (the English chapter's headings) and their anchors, with
    the names ``language``'s chapter gives them (where it has its own file)."""
    names: dict[str, str] = {}
    path = chapter_dir() / f"{SOURCE_LANGUAGE}.md"
    for section in parse_sections(kit.read_text(path, _WORDS), str(path)):
        names.setdefault(_name_key(section.title), section.anchor)
    translated = chapter_dir() / f"{language}.md"
    if language != SOURCE_LANGUAGE and translated.is_file():
        for section in parse_sections(kit.read_text(translated, _WORDS), str(translated)):
            own = _TRANSLATED_TITLE.match(section.title)
            names.setdefault(
                _name_key(section.title if own is None else own["own"]), section.anchor
            )
    return names


def chapter_dir() -> Path:
    """The bundled chapter's folder (in every layout: assets/ travels with the app)."""
    return reference_dir() / FOLDER


def rulings_file() -> Path:
    """docs/ready_fence/rulings.md, bundled as the other games' rulings are."""
    return docs_dir() / RULINGS_FILE


def rulings_translation(rulings: Path, language: str) -> Path:
    """The rulings in ``language``, beside the English: ``rulings.es.md``."""
    return kit.rulings_translation(rulings, language)


def parse_sections(text: str, source: str, *, rulings: bool = False) -> list[Section]:
    """The sections of one Markdown file; ``source`` names it in errors. A chapter's headings
    each end with a ``{#anchor}``; in the rulings file the title is ``rulings`` and each
    ``## RF-n`` heading is ``rf-n``."""
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
    return None if ruling is None else f"rf-{int(ruling.group('number'))}"


def load_reference(
    language: str = SOURCE_LANGUAGE, folder: Path | None = None, rulings: Path | None = None
) -> Reference:
    """The reference in ``language``: the chapter from ``folder/<language>.md`` (default: the
    bundled one) where it is translated and up to date, else the English one; then the rulings
    from ``rulings`` (default: docs/ready_fence/rulings.md), each in its translation beside it
    where that is up to date.

    Raises ``ReferenceError`` (one line naming the file) when a file is missing or unreadable,
    a heading has no anchor, an anchor is used twice, or a translation has other anchors than
    the English or does not say which English text it translates.
    """
    return kit.load_reference(
        language,
        chapter_dir() if folder is None else folder,
        rulings_file() if rulings is None else rulings,
        lambda text, source, ruled: parse_sections(text, source, rulings=ruled),
        _WORDS,
        _TRANSLATION,
    )
