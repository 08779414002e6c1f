"""The kit's reference put together (kit/reference.py, ``load_reference``): a game's chapter
and rulings in one language, each translation shown only where it translates the English as
it is now. Swordplay's and Ready...Fence!'s references are this; here it is read with a game
of its own, two short files and their Spanish."""

from __future__ import annotations

from pathlib import Path

import pytest

from audatia_qt.engine.messages import Sentence, fingerprint
from audatia_qt.kit.reference import (
    REFERENCE_WORDS,
    Reference,
    ReferenceError,
    Section,
    TranslationWords,
    load_reference,
    parse_sections,
    rulings_translation,
)

WORDS = TranslationWords(
    chapter_unmarked=Sentence("Tests", "{file}: no mark, want {fingerprint}"),
    ruling_unmarked=Sentence("Tests", "{file}: {ruling} has no mark, want {fingerprint}"),
    twice=Sentence("Tests", "{file}: {anchors} twice"),
)
CHAPTER = "# Game {#game}\n\nThis game.\n\n## Moves {#moves}\n\nStep or lunge.\n"
RULINGS = (
    "# Rulings\n\nThe rulings.\n\n## X-1 First\n\n- Ruling: one.\n\n"
    "## X-2 Second\n\n- Ruling: two.\n"
)


def _ruling_anchor(title: str, level: int) -> str | None:
    if level == 1:
        return "rulings"
    number = title.split()[0]
    return number.lower() if number.startswith("X-") else None


def _parse(text: str, source: str, rulings: bool) -> list[Section]:
    return parse_sections(text, source, ruling_anchor=_ruling_anchor if rulings else None)


def _bodies(text: str, rulings: bool) -> list[str]:
    return [section.body for section in _parse(text, "x.md", rulings)]


def _files(tmp_path: Path) -> tuple[Path, Path]:
    """The English files and their Spanish, each Spanish section marked with its English."""
    chapter = tmp_path / "chapter"
    chapter.mkdir()
    (chapter / "en.md").write_text(CHAPTER, "utf-8")
    (chapter / "es.md").write_text(
        f"# Juego {{#game}}\n<!-- en: {fingerprint(CHAPTER)} -->\n\nEste juego.\n\n"
        "## Movimientos {#moves}\n\nPaso o fondo.\n",
        "utf-8",
    )
    rulings = tmp_path / "rulings.md"
    rulings.write_text(RULINGS, "utf-8")
    marks = [fingerprint(body) for body in _bodies(RULINGS, True)]
    rulings_translation(rulings, "es").write_text(
        f"# Resoluciones\n<!-- en: {marks[0]} -->\n\nLas resoluciones.\n\n"
        f"## X-1 Primera\n<!-- en: {marks[1]} -->\n\n- Resolución: una.\n\n"
        f"## X-2 Segunda\n<!-- en: {marks[2]} -->\n\n- Resolución: dos.\n",
        "utf-8",
    )
    return chapter, rulings


def _load(language: str, chapter: Path, rulings: Path) -> Reference:
    return load_reference(language, chapter, rulings, _parse, REFERENCE_WORDS, WORDS)


def test_the_translation_is_shown_where_it_is_up_to_date(tmp_path: Path) -> None:
    chapter, rulings = _files(tmp_path)
    spanish = _load("es", chapter, rulings)
    assert spanish.anchors == ("game", "moves", "rulings", "x-1", "x-2")
    assert [s.title for s in spanish.sections] == [
        "Juego",
        "Movimientos",
        "Resoluciones",
        "X-1 Primera",
        "X-2 Segunda",
    ]
    assert "<!--" not in "".join(s.body for s in spanish.sections)
    assert spanish.untranslated == () and spanish.stale == ()
    english = _load("en", chapter, rulings)
    assert english.section("x-2") is not None and "two" in english.section("x-2").body  # type: ignore[union-attr]


def test_a_language_without_files_is_shown_in_english_and_said(tmp_path: Path) -> None:
    chapter, rulings = _files(tmp_path)
    other = _load("fr", chapter, rulings)
    assert other.anchors == _load("en", chapter, rulings).anchors
    assert other.untranslated == ("fr.md", "X-1", "X-2")
    assert rulings_translation(rulings, "fr").name == "rulings.fr.md"


def test_a_changed_english_ruling_alone_is_shown_in_english(tmp_path: Path) -> None:
    chapter, rulings = _files(tmp_path)
    rulings.write_text(RULINGS.replace("- Ruling: two.", "- Ruling: two, now."), "utf-8")
    spanish = _load("es", chapter, rulings)
    now = fingerprint(_bodies(rulings.read_text("utf-8"), True)[2])
    assert spanish.stale == (f"rulings.es.md X-2 (now {now})",)
    assert [s.title for s in spanish.sections][-2:] == ["X-1 Primera", "X-2 Second"]


def test_a_changed_english_chapter_is_shown_in_english(tmp_path: Path) -> None:
    chapter, rulings = _files(tmp_path)
    (chapter / "en.md").write_text(CHAPTER + "\nMore.\n", "utf-8")
    spanish = _load("es", chapter, rulings)
    assert spanish.stale == (f"es.md (now {fingerprint(CHAPTER + chr(10) + 'More.' + chr(10))})",)
    assert spanish.sections[0].title == "Game"


def test_search_finds_titles_first_in_reading_order(tmp_path: Path) -> None:
    reference = _load("en", *_files(tmp_path))
    assert [s.anchor for s in reference.search("ruling")] == ["rulings", "x-1", "x-2"]
    assert [s.anchor for s in reference.search("LUNGE step")] == ["moves"]
    assert reference.search(" ") == ()


@pytest.mark.parametrize(
    ("which", "change", "said"),
    [
        ("chapter", ("<!-- en: ", "<!-- xx: "), "no mark, want"),
        ("rulings", ("## X-2 Segunda\n<!-- en: ", "## X-2 Segunda\n<!-- xx: "), "X-2 has no mark"),
        ("chapter", ("{#moves}", "{#game}"), "game twice"),
    ],
)
def test_a_broken_file_is_refused_in_one_line_in_the_games_words(
    tmp_path: Path, which: str, change: tuple[str, str], said: str
) -> None:
    chapter, rulings = _files(tmp_path)
    if "twice" in said:
        paths = [chapter / "en.md", chapter / "es.md"]
    elif which == "chapter":
        paths = [chapter / "es.md"]
    else:
        paths = [rulings_translation(rulings, "es")]
    for path in paths:
        path.write_text(path.read_text("utf-8").replace(*change, 1), "utf-8")
    with pytest.raises(ReferenceError) as refused:
        _load("es", chapter, rulings)
    assert said in str(refused.value) and "\n" not in str(refused.value)
