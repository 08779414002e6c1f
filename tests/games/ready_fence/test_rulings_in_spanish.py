"""The Ready...Fence! rulings in Spanish (issue 30, "English and Spanish"): one file beside the
English (docs/ready_fence/rulings.es.md) with exactly the English rulings, in order, each marked
with the fingerprint of the English text it translates, so the two never drift; a Spanish
reader's reference shows them, and every citation in the Spanish reference opens a place that
exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from audatia_qt.engine.messages import fingerprint
from audatia_qt.games.ready_fence.reference import (
    ReferenceError,
    Section,
    load_reference,
    parse_sections,
    rulings_file,
    rulings_translation,
)
from audatia_qt.kit.reference import without_mark

SPANISH = rulings_translation(rulings_file(), "es")
#: A ruling's number as a reader meets it, outside code.
RULING_NUMBER = re.compile(r"\bRF-(\d+)\b")
CODE = re.compile(r"`[^`]*`")
#: Each English label of a ruling and its Spanish.
LABELS = {
    "- Question:": "- Pregunta:",
    "- Ruling:": "- Resolución:",
    "- Why:": "- Por qué:",
    "- Code:": "- Código:",
}


def _sections(path: Path) -> list[Section]:
    return parse_sections(path.read_text(encoding="utf-8"), str(path), rulings=True)


def test_the_spanish_file_lies_beside_the_english() -> None:
    assert rulings_file().with_name("rulings.es.md") == SPANISH
    assert SPANISH.is_file()


def test_the_spanish_rulings_are_the_english_ones_each_marked_with_its_english_text() -> None:
    english, spanish = _sections(rulings_file()), _sections(SPANISH)
    assert len(english) == 33
    assert [s.anchor for s in spanish] == [s.anchor for s in english]
    for theirs, ours in zip(english, spanish, strict=True):
        if theirs.anchor != "rulings":
            assert ours.title.split()[0] == theirs.title.split()[0]
        marked, shown = without_mark(ours)
        assert marked == fingerprint(theirs.body), f"{theirs.anchor}: translates another text"
        assert shown.body.strip() and shown.body != theirs.body
        # The same parts, in the same order, in Spanish.
        said = [line for line in theirs.body.splitlines() if line.split(":")[0] + ":" in LABELS]
        told = [line for line in shown.body.splitlines() if line.startswith("- ")]
        assert [LABELS[line.split(":")[0] + ":"] for line in said] == [
            line.split(":")[0] + ":" for line in told
        ], theirs.anchor
        # The code a ruling names is named alike in Spanish.
        assert CODE.findall(shown.body) == CODE.findall(theirs.body), theirs.anchor


def test_a_spanish_reader_sees_every_ruling_in_spanish() -> None:
    reference = load_reference("es")
    english = load_reference("en")
    assert reference.untranslated == () and reference.stale == ()
    rulings = [s for s in reference.sections if s.anchor.startswith("rf-")]
    assert len(rulings) == len([s for s in english.sections if s.anchor.startswith("rf-")])
    for ruling in rulings:
        assert "- Resolución:" in ruling.body and "- Por qué:" in ruling.body, ruling.anchor
        assert "<!--" not in ruling.body
    assert reference.section("rf-1") != english.section("rf-1")
    first = english.section("rf-1")
    assert first is not None and "- Ruling:" in first.body


def _citations(language: str) -> dict[str, list[str]]:
    """Each section's ruling citations, outside code."""
    return {
        section.anchor: RULING_NUMBER.findall(CODE.sub("", section.body))
        for section in load_reference(language).sections
    }


def test_every_citation_in_the_spanish_reference_opens_an_anchor_that_exists() -> None:
    reference = load_reference("es")
    anchors = set(reference.anchors)
    for section in reference.sections:
        for target in section.links():
            assert target.split(":", 1)[-1] in anchors, f"{section.anchor} links {target}"
    spanish = _citations("es")
    for anchor, numbers in spanish.items():
        for number in numbers:
            assert f"rf-{int(number)}" in anchors, f"{anchor} cites RF-{number}"
    # Each section cites in Spanish the rulings it cites in English.
    english = _citations("en")
    for anchor in anchors:
        assert sorted(spanish[anchor]) == sorted(english[anchor]), anchor
    assert sum(len(numbers) for numbers in spanish.values()) > 30


def _copies(tmp_path: Path) -> tuple[Path, Path]:
    english = tmp_path / "rulings.md"
    english.write_text(rulings_file().read_text(encoding="utf-8"), "utf-8")
    spanish = tmp_path / "rulings.es.md"
    spanish.write_text(SPANISH.read_text(encoding="utf-8"), "utf-8")
    return english, spanish


def test_a_changed_english_ruling_is_shown_in_english_and_said_stale(tmp_path: Path) -> None:
    english, _spanish = _copies(tmp_path)
    text = english.read_text(encoding="utf-8")
    changed = "- Ruling: in any overtime a double touch is not counted, ever."
    english.write_text(
        text.replace("- Ruling: in any overtime a double touch is not counted.", changed, 1),
        "utf-8",
    )
    reference = load_reference("es", rulings=english)
    now = fingerprint(_sections(english)[24].body)
    assert reference.stale == (f"rulings.es.md RF-24 (now {now})",)
    assert changed in reference.section("rf-24").body  # type: ignore[union-attr]
    assert "Resolución" in reference.section("rf-23").body  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (("## RF-32 ", "## RF-33 "), "the anchors differ"),
        (("<!-- en: ", "<!-- xx: "), "does not say which English text"),
        (("## RF-5 ", "## Cinco "), "needs an {#anchor}"),
    ],
)
def test_a_broken_spanish_rulings_file_is_refused_in_one_line(
    tmp_path: Path, change: tuple[str, str], said: str
) -> None:
    english, spanish = _copies(tmp_path)
    text = spanish.read_text(encoding="utf-8")
    at = text.index("## RF-5 ") if change[0].startswith("<!--") else 0
    spanish.write_text(text[:at] + text[at:].replace(*change, 1), "utf-8")
    with pytest.raises(ReferenceError) as refused:
        load_reference("es", rulings=english)
    assert said in str(refused.value) and "\n" not in str(refused.value)
    assert str(spanish) in str(refused.value)
