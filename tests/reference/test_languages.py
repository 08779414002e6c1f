"""The rules reference in Spanish (issue 21): every chapter translated in
assets/reference/es/ with its English anchors, the rulings with a Spanish note on top, and a
chapter not translated read in English, by itself; a translation that would break a citation
is a one-line error."""

from __future__ import annotations

from pathlib import Path

import pytest

from audatia_qt.reference import RULINGS_ANCHOR, ReferenceError, load_reference
from audatia_qt.render.symbol_sheet import symbol_keys
from audatia_qt.resources import reference_dir
from audatia_qt.rules.citations import anchor_of_url


def test_every_bundled_chapter_is_translated_into_spanish_with_its_anchors() -> None:
    english, spanish = load_reference(), load_reference(language="es")
    assert spanish.language == "es" and spanish.untranslated == ()
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


def test_the_spanish_rulings_say_at_their_top_that_they_stay_english() -> None:
    spanish = load_reference(language="es")
    rulings = spanish.section(RULINGS_ANCHOR)
    assert rulings is not None and rulings.title == "Resoluciones"
    assert rulings.body.startswith("**Las resoluciones están en inglés.**")
    english = load_reference().section(RULINGS_ANCHOR)
    assert english is not None and english.body in rulings.body
    assert spanish.section("r-018") == load_reference().section("r-018")


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
    rulings.write_text("# Rulings\n\nIntro.\n\n## R-001 One\n\nText.\n", encoding="utf-8")
    return folder, rulings


def test_a_chapter_not_translated_is_read_in_english_by_itself(tmp_path: Path) -> None:
    folder, rulings = _folder(tmp_path)
    (folder / "es" / "02-b.md").write_text("# Be {#b}\n\nDos.\n", encoding="utf-8")
    spanish = load_reference(folder, rulings, language="es")
    assert [(s.anchor, s.title) for s in spanish.sections] == [
        ("a", "A"),
        ("a-1", "A 1"),
        ("b", "Be"),
        ("rulings", "Rulings"),
        ("r-001", "R-001 One"),
    ]
    assert spanish.untranslated == ("01-a.md",)
    assert load_reference(folder, rulings, language="fr").untranslated == ("01-a.md", "02-b.md")
    assert load_reference(folder, rulings).untranslated == ()


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("01-a.md", "# A {#a}\n", "es/01-a.md: the anchors differ from the English chapter's "),
        ("01-a.md", "# A {#a}\n## X {#x}\n", "(missing: a-1; not in English: x; or in"),
        ("03-c.md", "# C {#c}\n", "es/03-c.md: no English chapter of that name to translate"),
        ("01-a.md", "# A {#a}\n## A 1\n", "es/01-a.md:2: the heading 'A 1' has no {#anchor}"),
        ("rulings-intro.md", "# Resoluciones {#r}\n", "rulings-intro.md: must be one heading"),
    ],
)
def test_a_translation_that_breaks_the_anchors_is_a_one_line_error(
    tmp_path: Path, name: str, text: str, message: str
) -> None:
    folder, rulings = _folder(tmp_path)
    (folder / "es" / name).write_text(text, encoding="utf-8")
    with pytest.raises(ReferenceError) as raised:
        load_reference(folder, rulings, language="es")
    assert message in str(raised.value) and "\n" not in str(raised.value)
