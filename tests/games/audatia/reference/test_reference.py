"""The rules reference's content: its sections, anchors, search, and the rulings from their
one source (issue 17, "A rules reference one click away")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from audatia_qt.engine import resources
from audatia_qt.engine.resources import rulings_path
from audatia_qt.games.audatia.reference import (
    RULINGS_ANCHOR,
    Reference,
    ReferenceError,
    link_citations,
    load_reference,
    parse_sections,
)
from audatia_qt.games.audatia.render.symbol_sheet import symbol_keys
from audatia_qt.games.audatia.rules.citations import anchor_of_url

#: The steps of the rulebook's processes, as the brief of issue 17 lists them.
STEPS = (
    [f"setup-{n}" for n in range(1, 9)]
    + [f"setup-6.{n}" for n in range(1, 5)]
    + [f"out-of-measure-{n}" for n in range(1, 8)]
    + [f"cut-{n}" for n in range(1, 6)]
    + ["cut-4.1", "cut-4.2", "cut-a", "cut-b"]
    + ["thrust-1", "thrust-2", "thrust-2.1", "thrust-2.2", "thrust-2.3", "thrust-2.3.1"]
    + ["thrust-2.3.2", "thrust-2.3.3"]
    + [f"thrust-2.3.3.{n}" for n in range(1, 5)]
    + [f"sudden-death-setup-{n}" for n in range(1, 5)]
    + [f"sudden-death-action-{n}" for n in range(1, 5)]
)
CHAPTERS = [
    "how-a-game-goes",
    "setup",
    "out-of-measure",
    "cut",
    "thrust",
    "eligibility",
    "playing-area",
    "stretto",
    "extended-poste",
    "exchange",
    "virtues",
    "counterattacking",
    "winning",
    "terminology",
    "glossary",
    "symbols",
    "variants",
    RULINGS_ANCHOR,
]


@pytest.fixture(scope="module")
def reference() -> Reference:
    return load_reference()


def test_the_chapters_come_in_the_order_of_the_brief(reference: Reference) -> None:
    assert [s.anchor for s in reference.sections if s.level == 1] == CHAPTERS


def test_every_step_of_every_process_has_its_own_section(reference: Reference) -> None:
    assert set(STEPS) <= reference.anchors
    assert reference.chapter_of("thrust-2.3.3.4") == reference.section("thrust")
    assert [s.anchor for s in reference.children("cut-special")] == ["cut-a", "cut-b"]


def test_the_stretto_chapter_covers_the_side_card_remedies_and_the_perfect_counter(
    reference: Reference,
) -> None:
    assert [s.anchor for s in reference.children("stretto")] == [
        "stretto-side",
        "stretto-remedies",
        "stretto-counter-remedies",
        "perfect-counter",
    ]


def test_the_glossary_explains_the_italian_terms(reference: Reference) -> None:
    italian = reference.section("glossary-italian")
    assert italian is not None
    for term in ("Mandritto", "Roverso", "Fendente", "Mezano", "Sottano", "Punta", "Posta"):
        assert f"| **{term}** |" in italian.body
    for term in ("Stretto", "Largo", "Audatia", "Prudentia", "Celeritas", "Fortitudo"):
        assert f"| **{term}** |" in italian.body


def test_every_ruling_is_a_section_read_from_docs_rulings_md(reference: Reference) -> None:
    """One source: every R-### heading of docs/rulings.md is a section, with its text."""
    text = rulings_path().read_text(encoding="utf-8")
    numbers = re.findall(r"^## R-(\d{3})\b", text, flags=re.MULTILINE)
    assert len(numbers) >= 34
    assert [s.anchor for s in reference.children(RULINGS_ANCHOR)] == [f"r-{n}" for n in numbers]
    r018 = reference.section("r-018")
    assert r018 is not None and r018.source == str(rulings_path())
    assert r018.body in text


def test_no_chapter_copies_the_rulings(reference: Reference) -> None:
    for path in resources.reference_dir().glob("*.md"):
        assert not re.search(r"^#+ R-\d{3}", path.read_text(encoding="utf-8"), re.MULTILINE), path


def test_every_link_written_in_the_chapters_opens_a_section_or_a_symbol(
    reference: Reference,
) -> None:
    broken = []
    for section in reference.sections:
        for target in section.links():
            anchor = anchor_of_url(target)
            symbol = target.removeprefix("symbol:") if target.startswith("symbol:") else None
            if anchor is not None and anchor in reference.anchors:
                continue
            if symbol is not None and symbol in symbol_keys():
                continue
            broken.append(f"{section.source}: {section.anchor}: {target}")
    assert broken == []


def test_search_finds_stretto_and_the_perfect_counter(reference: Reference) -> None:
    stretto = reference.search("Stretto")
    assert stretto[0].anchor == "stretto"
    assert {"stretto-side", "cut-5", "r-015"} <= {s.anchor for s in stretto}
    perfect = reference.search("perfect  COUNTER")
    assert perfect[0].anchor == "perfect-counter"
    assert {"r-001", "thrust-2.3.3.3"} <= {s.anchor for s in perfect}
    assert reference.search("") == ()
    assert reference.search("zzz no such word") == ()


def test_citations_in_the_text_become_links_but_code_links_and_headings_do_not() -> None:
    text = "See Cut 2 and `Cut 3`, [Cut 4](rules:cut-4) or ![x](symbol:sun) (R-018)."
    assert link_citations(text) == (
        "See [Cut 2](rules:cut-2) and `Cut 3`, [Cut 4](rules:cut-4) or ![x](symbol:sun) "
        "([R-018](rules:r-018))."
    )
    markdown = load_reference().markdown()
    assert "## Cut 2 · The defence {#cut-2}\n" in markdown
    assert "[Thrust 2.3.3.3](rules:thrust-2.3.3.3)" in markdown


def _chapter(folder: Path, name: str, text: str) -> None:
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")


def _rulings(tmp_path: Path) -> Path:
    path = tmp_path / "rulings.md"
    path.write_text("# Rulings\n\nIntro.\n\n## R-001 One\n\nText.\n", encoding="utf-8")
    return path


def test_a_small_reference_loads_in_file_name_order(tmp_path: Path) -> None:
    folder = tmp_path / "reference"
    _chapter(folder, "02-b.md", "# B {#b}\n\nSee Cut 2.\n")
    _chapter(folder, "01-a.md", "# A {#a}\n\n## A 1 {#a-1}\n\nText.\n")
    _chapter(folder, "README.md", "no heading: not a chapter\n")
    loaded = load_reference(folder, _rulings(tmp_path))
    assert [s.anchor for s in loaded.sections] == ["a", "a-1", "b", "rulings", "r-001"]


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("01-a.md", "# A\n", "01-a.md:1: the heading 'A' has no {#anchor}"),
        ("01-a.md", "Words first.\n# A {#a}\n", "01-a.md:1: text before the first heading"),
        ("01-a.md", "# A {#Cut 2}\n", "01-a.md:1: the heading 'A {#Cut 2}' has no {#anchor}"),
        ("01-a.md", "# A {#a}\n## B {#a}\n", "the anchor 'a' is used twice"),
        ("01-a.md", "# A {#Cut}\n", "01-a.md:1: the anchor 'Cut' is not lower-case letters"),
        ("01-a.md", "## A {#a}\n", "01-a.md: the file must start with a chapter heading"),
    ],
)
def test_a_malformed_chapter_is_a_one_line_error_naming_the_file(
    tmp_path: Path, name: str, text: str, message: str
) -> None:
    folder = tmp_path / "reference"
    _chapter(folder, name, text)
    with pytest.raises(ReferenceError) as raised:
        load_reference(folder, _rulings(tmp_path))
    assert message in str(raised.value)
    assert "\n" not in str(raised.value)


def test_missing_files_are_named(tmp_path: Path) -> None:
    with pytest.raises(ReferenceError, match="no chapter of the rules reference"):
        load_reference(tmp_path / "nowhere", _rulings(tmp_path))
    folder = tmp_path / "reference"
    _chapter(folder, "01-a.md", "# A {#a}\n")
    with pytest.raises(ReferenceError, match=r"gone\.md: the file is missing"):
        load_reference(folder, tmp_path / "gone.md")


def test_a_ruling_heading_without_its_number_is_an_error() -> None:
    with pytest.raises(ReferenceError, match=r"rulings\.md:3: a ruling's heading must start"):
        parse_sections("# Rulings\n\n## One\n", "rulings.md", rulings=True)


def test_the_rulings_ship_where_the_installed_layout_finds_them(tmp_path: Path) -> None:
    layout = resources.Layout(resources.LayoutKind.INSTALLED, tmp_path / "_data")
    assert layout.rulings == tmp_path / "_data" / "docs" / "rulings.md"
    assert rulings_path().is_file()
    assert resources.reference_dir() == resources.assets_dir() / "reference"


def test_the_self_test_fails_an_install_without_the_rulings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The wheel and the frozen app must carry docs/rulings.md: the self-test says so."""
    from audatia_qt.self_test import check_resources, run_checks

    real_rulings = rulings_path()
    package = tmp_path / "site-packages" / "audatia_qt"
    data = package / resources.DATA_FOLDER
    data.mkdir(parents=True)
    (data / resources.ASSETS).symlink_to(resources.assets_dir())
    (data / resources.DECKS).symlink_to(resources.decks_dir())
    monkeypatch.setattr(resources, "package_dir", lambda: package)
    [result] = run_checks([("resources", check_resources)])
    assert not result.passed
    assert result.line() == f"FAIL resources: {data / 'docs' / 'rulings.md'}: the file is missing"
    (data / resources.DOCS).mkdir()
    (data / resources.DOCS / resources.RULINGS).symlink_to(real_rulings)
    [result] = run_checks([("resources", check_resources)])
    assert result.passed, result.line()
    assert "the rules reference" in result.line()
