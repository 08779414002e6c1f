"""The rules reference in Spanish (issue 21): every chapter and every ruling translated in
assets/reference/es/ with its English anchors, each translation marked with the fingerprint of
the English it translates so that a changed English text makes it stale; what is not
translated (or stale) read in English, by itself; a translation that would break a citation
is a one-line error."""

from __future__ import annotations

from pathlib import Path

import pytest

from audatia_qt.engine.resources import reference_dir
from audatia_qt.games.audatia.reference import (
    RULINGS_ANCHOR,
    ReferenceError,
    chapter_fingerprint,
    load_reference,
    parse_sections,
    ruling_fingerprint,
)
from audatia_qt.games.audatia.render.symbol_sheet import symbol_keys
from audatia_qt.games.audatia.rules.citations import anchor_of_url


def test_every_bundled_chapter_is_translated_into_spanish_with_its_anchors() -> None:
    english, spanish = load_reference(), load_reference(language="es")
    assert spanish.language == "es"
    assert (spanish.untranslated, spanish.stale) == ((), ()), (
        "translate these, or bring them up to date and set their <!-- en: --> marks to the "
        "fingerprints given (assets/reference/README.md)"
    )
    assert [s.anchor for s in spanish.sections] == [s.anchor for s in english.sections]
    chapters = sorted(path.name for path in reference_dir().glob("[0-9][0-9]-*.md"))
    assert (
        sorted(path.name for path in (reference_dir() / "es").glob("[0-9][0-9]-*.md")) == chapters
    )
    for ours, theirs in zip(spanish.sections, english.sections, strict=True):
        if ours.anchor == RULINGS_ANCHOR or ours.anchor.startswith("r-"):
            continue
        assert ours.source.endswith(f"es/{Path(theirs.source).name}")
        assert ours.body != theirs.body or not theirs.body, ours.anchor
    assert spanish.section("cut-2") is not None
    assert spanish.section("cut-2").title == "Corte 2 · La defensa"  # type: ignore[union-attr]
    assert english.section("cut-2").title == "Cut 2 · The defence"  # type: ignore[union-attr]


def test_every_ruling_reads_in_spanish_without_its_mark() -> None:
    english, spanish = load_reference(), load_reference(language="es")
    rulings = spanish.section(RULINGS_ANCHOR)
    assert rulings is not None and rulings.title == "Resoluciones"
    assert rulings.body.startswith("El reglamento de Audatia (edición de abril de 2014)")
    english_rulings = [s for s in english.sections if s.anchor.startswith("r-")]
    assert len(english_rulings) >= 36
    for theirs in english_rulings:
        ours = spanish.section(theirs.anchor)
        assert ours is not None and ours.title.startswith(theirs.title[:6]), theirs.anchor
        assert ours.body != theirs.body and "<!--" not in ours.body, theirs.anchor
        assert ours.source.endswith("es/rulings.md")


def test_every_link_of_the_spanish_chapters_opens_a_section_or_a_symbol() -> None:
    spanish = load_reference(language="es")
    broken = [
        f"{section.anchor}: {target}"
        for section in spanish.sections
        for target in section.links()
        if anchor_of_url(target) not in spanish.anchors
        and target.removeprefix("symbol:") not in symbol_keys()
    ]
    assert broken == []


def test_spanish_search_finds_the_spanish_words() -> None:
    spanish = load_reference(language="es")
    assert spanish.search("Contrarremedio perfecto")[0].anchor == "perfect-counter"
    assert spanish.search("proceso de fuera de alcance")[0].anchor == "out-of-measure"


def _folder(tmp_path: Path) -> tuple[Path, Path]:
    folder = tmp_path / "reference"
    (folder / "es").mkdir(parents=True)
    (folder / "01-a.md").write_text("# A {#a}\n\n## A 1 {#a-1}\n\nOne.\n", encoding="utf-8")
    (folder / "02-b.md").write_text("# B {#b}\n\nTwo.\n", encoding="utf-8")
    rulings = tmp_path / "rulings.md"
    rulings.write_text(
        "# Rulings\n\nIntro.\n\n## R-001 One\n\nText.\n\n## R-002 Two\n\nMore.\n",
        encoding="utf-8",
    )
    return folder, rulings


def _mark_of_chapter(folder: Path, name: str) -> str:
    return f"<!-- en: {chapter_fingerprint((folder / name).read_text(encoding='utf-8'))} -->"


def _marks_of_rulings(rulings: Path) -> dict[str, str]:
    sections = parse_sections(rulings.read_text(encoding="utf-8"), "r", rulings=True)
    return {s.anchor: f"<!-- en: {ruling_fingerprint(s)} -->" for s in sections}


def test_a_chapter_not_translated_is_read_in_english_by_itself(tmp_path: Path) -> None:
    folder, rulings = _folder(tmp_path)
    be = f"# Be {{#b}}\n{_mark_of_chapter(folder, '02-b.md')}\n\nDos.\n"
    (folder / "es" / "02-b.md").write_text(be, encoding="utf-8")
    spanish = load_reference(folder, rulings, language="es")
    assert [(s.anchor, s.title) for s in spanish.sections] == [
        ("a", "A"),
        ("a-1", "A 1"),
        ("b", "Be"),
        ("rulings", "Rulings"),
        ("r-001", "R-001 One"),
        ("r-002", "R-002 Two"),
    ]
    assert spanish.section("b").body == "Dos."  # type: ignore[union-attr]
    assert spanish.untranslated == ("01-a.md", "rulings", "R-001", "R-002")
    french = load_reference(folder, rulings, language="fr")
    assert french.untranslated[:2] == ("01-a.md", "02-b.md")
    assert load_reference(folder, rulings).untranslated == ()


def test_rulings_are_translated_one_by_one_and_the_rest_read_in_english(
    tmp_path: Path,
) -> None:
    folder, rulings = _folder(tmp_path)
    marks = _marks_of_rulings(rulings)
    (folder / "es" / "rulings.md").write_text(
        f"# Resoluciones {{#rulings}}\n{marks['rulings']}\n\nIntroducción.\n\n"
        f"## R-002 Dos\n{marks['r-002']}\n\nMás.\n",
        encoding="utf-8",
    )
    spanish = load_reference(folder, rulings, language="es")
    assert [(s.title, s.body) for s in spanish.sections[-3:]] == [
        ("Resoluciones", "Introducción."),
        ("R-001 One", "Text."),
        ("R-002 Dos", "Más."),
    ]
    assert spanish.untranslated == ("01-a.md", "02-b.md", "R-001")
    assert spanish.stale == ()


def test_a_changed_english_text_makes_its_translation_stale(tmp_path: Path) -> None:
    folder, rulings = _folder(tmp_path)
    marks = _marks_of_rulings(rulings)
    (folder / "es" / "02-b.md").write_text(
        f"# Be {{#b}}\n{_mark_of_chapter(folder, '02-b.md')}\n\nDos.\n", encoding="utf-8"
    )
    (folder / "es" / "rulings.md").write_text(
        f"# Resoluciones {{#rulings}}\n{marks['rulings']}\n\nIntroducción.\n\n"
        f"## R-001 Uno\n{marks['r-001']}\n\nTexto.\n",
        encoding="utf-8",
    )
    assert load_reference(folder, rulings, language="es").stale == ()
    (folder / "02-b.md").write_text("# B {#b}\n\nTwo, and a third.\n", encoding="utf-8")
    rulings.write_text(
        rulings.read_text(encoding="utf-8").replace("Text.", "Text, changed."), encoding="utf-8"
    )
    spanish = load_reference(folder, rulings, language="es")
    new_chapter = chapter_fingerprint((folder / "02-b.md").read_text(encoding="utf-8"))
    new_ruling = _marks_of_rulings(rulings)["r-001"].split()[2]
    assert spanish.stale == (f"02-b.md (now {new_chapter})", f"R-001 (now {new_ruling})")
    assert spanish.section("b").body == "Two, and a third."  # type: ignore[union-attr]
    assert spanish.section("r-001").body == "Text, changed."  # type: ignore[union-attr]
    assert spanish.section(RULINGS_ANCHOR).title == "Resoluciones"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("01-a.md", "# A {#a}\n", "es/01-a.md: the anchors differ from the English chapter's "),
        ("01-a.md", "# A {#a}\n## X {#x}\n", "(missing: a-1; not in English: x; or in"),
        ("03-c.md", "# C {#c}\n", "es/03-c.md: no English chapter of that name to translate"),
        ("01-a.md", "# A {#a}\n## A 1\n", "es/01-a.md:2: the heading 'A 1' has no {#anchor}"),
        (
            "02-b.md",
            "# Be {#b}\n\nDos.\n",
            "es/02-b.md: 'Be' does not say which English text it translates: put <!-- en: ",
        ),
        ("rulings.md", "# Resoluciones\n\n## R-009 Nueve\n", "no English ruling R-009 to"),
        ("rulings.md", "# R\n## R-001 A\n## R-001 B\n", "rulings.md: R-001 is translated twice"),
        ("rulings.md", "# R\n## R-001 Uno\n\nTexto.\n", "rulings.md: 'R' does not say which"),
        ("rulings.md", "# R\n## Uno\n", "rulings.md:2: a ruling's heading must start with R-"),
    ],
)
def test_a_malformed_translation_is_a_one_line_error(
    tmp_path: Path, name: str, text: str, message: str
) -> None:
    folder, rulings = _folder(tmp_path)
    (folder / "es" / name).write_text(text, encoding="utf-8")
    with pytest.raises(ReferenceError) as raised:
        load_reference(folder, rulings, language="es")
    assert message in str(raised.value) and "\n" not in str(raised.value)
