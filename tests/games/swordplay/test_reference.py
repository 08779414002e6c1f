"""Swordplay's rules reference (issue 29: "a rules reference chapter for the game linked from
every citation"; "Everything in English and Spanish")."""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from audatia_qt.engine.messages import SOURCE_LANGUAGE, Sentence, fingerprint
from audatia_qt.games.swordplay import reference as reference_module
from audatia_qt.games.swordplay import rules as rules_package
from audatia_qt.games.swordplay.reference import (
    ReferenceError,
    anchor_for_citation,
    chapter_dir,
    load_reference,
    rulings_file,
)
from audatia_qt.games.swordplay.rules import legal

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication
    from pytestqt.qtbot import QtBot

    from audatia_qt.shell.i18n.language import Language

RULES = Path(legal.__file__).parent
LANGUAGES = ("en", "es")
#: The rulebook's sections (seed 004), each a section of the chapter.
RULEBOOK_SECTIONS = (
    "Components",
    "Object of the Game",
    "The Cards",
    "Hero Cards",
    "Attack Cards",
    "Defense Cards",
    "Item Cards",
    "Weapons",
    "Armor",
    "Shields",
    "Monster Cards",
    "Setup",
    "Playing The Game",
    "1. Discard",
    "2. Draw",
    "3. Ready",
    "Weapons & Shields",
    "Dropping Items",
    "4. Combat",
    "Making An Attack",
    "Defending",
    "Determining Damage",
    "Applying Damage",
    "Winning The Game",
    "Solo Play",
    "The Monster Card",
    "Monster Defenses",
    "Monster Actions",
    "Cooperative Solitaire",
    "Realistic Parries (Optional)",
)
_CITATION = re.compile(r"\(([^()]*)\)\.?$")


def _legal_sentences() -> list[str]:
    return [value.source for value in vars(legal).values() if isinstance(value, Sentence)]


def _rules_sentences() -> list[str]:
    """Every sentence the rules' modules say, wherever in the package it is kept."""
    found: list[str] = []
    for path in sorted(RULES.glob("*.py")):
        module = importlib.import_module(f"{rules_package.__name__}.{path.stem}")
        found += [v.source for v in vars(module).values() if isinstance(v, Sentence)]
    return found


def _rulings_cited_in_rules() -> set[str]:
    cited: set[str] = set()
    for path in sorted(RULES.glob("*.py")):
        cited |= set(re.findall(r"ruling SP-\d+", path.read_text(encoding="utf-8")))
    return cited


def _ruling_numbers() -> list[str]:
    text = rulings_file().read_text(encoding="utf-8")
    return re.findall(r"^## (SP-\d+)\b", text, re.MULTILINE)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_citation_of_the_rules_sentences_opens_a_section(language: str) -> None:
    reference = load_reference(language)
    sentences = _legal_sentences()
    assert len(sentences) > 20
    for sentence in sentences:
        cited = _CITATION.search(sentence)
        assert cited is not None, f"no citation closes {sentence!r}"
        anchor = anchor_for_citation(sentence)
        assert anchor is not None, sentence
        assert reference.section(anchor) is not None, (language, sentence, anchor)
        assert anchor_for_citation(f"({cited.group(1)})") == anchor


def test_every_citation_closing_any_rules_sentence_resolves() -> None:
    reference = load_reference()
    sentences = _rules_sentences()
    assert set(_legal_sentences()) <= set(sentences)
    for sentence in sentences:
        if _CITATION.search(sentence) is not None:
            anchor = anchor_for_citation(sentence)
            assert anchor is not None and reference.section(anchor) is not None, sentence


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_ruling_the_rules_cite_opens_its_ruling(language: str) -> None:
    reference = load_reference(language)
    cited = _rulings_cited_in_rules()
    assert "ruling SP-9" in cited
    for citation in cited:
        anchor = anchor_for_citation(f"({citation})")
        assert anchor == citation.removeprefix("ruling ").lower()
        assert reference.section(anchor) is not None


@pytest.mark.parametrize("name", RULEBOOK_SECTIONS)
def test_every_rulebook_section_has_its_section(name: str) -> None:
    anchor = anchor_for_citation(name)
    assert anchor is not None
    english, spanish = load_reference("en"), load_reference("es")
    section = english.section(anchor)
    assert section is not None and section.body.strip()
    translated = spanish.section(anchor)
    assert translated is not None and translated.body.strip()
    assert translated.body != section.body


def test_citations_of_the_examples_in_the_brief() -> None:
    assert anchor_for_citation("(1. Discard)") == "discard"
    assert anchor_for_citation("(Weapons & Shields)") == "weapons-and-shields"
    assert anchor_for_citation("(ruling SP-9)") == "sp-9"
    assert anchor_for_citation("Only unarmed (Realistic Parries).") == "realistic-parries"
    # The last citation of a sentence is the one it ends on; nothing known is None.
    assert anchor_for_citation("Drop (Armor) first (3. Ready).") == "ready"
    assert anchor_for_citation("(Twin)") is None
    assert anchor_for_citation("no citation") is None


def test_every_ruling_is_in_the_reference_from_the_rulings_file() -> None:
    numbers = _ruling_numbers()
    assert numbers == [f"SP-{n}" for n in range(1, len(numbers) + 1)]
    assert len(numbers) >= 22
    for language in LANGUAGES:
        reference = load_reference(language)
        rulings = [s for s in reference.sections if s.anchor.startswith("sp-")]
        assert [s.title.split()[0] for s in rulings] == numbers
        assert all(s.body.strip() for s in rulings)
    spanish = load_reference("es")
    # The rulings are shown in Spanish from their own file (test_rulings_in_spanish.py).
    assert spanish.untranslated == () and spanish.stale == ()
    # A language with no rulings file shows them in English, and says so.
    assert load_reference("xx").untranslated[1:] == tuple(numbers)


def test_the_spanish_chapter_has_the_same_anchors_and_is_up_to_date() -> None:
    english, spanish = load_reference("en"), load_reference("es")
    assert spanish.anchors == english.anchors
    assert spanish.stale == ()
    assert english.untranslated == () and english.stale == ()
    assert spanish.sections[0].body.startswith("Este capítulo")
    assert len(set(english.anchors)) == len(english.anchors)


def test_an_unknown_language_reads_english() -> None:
    reference = load_reference("xx")
    assert reference.anchors == load_reference(SOURCE_LANGUAGE).anchors
    assert reference.section("discard") == load_reference().section("discard")
    assert "xx.md" in reference.untranslated


def _copy_chapter(tmp_path: Path) -> Path:
    for language in LANGUAGES:
        source = chapter_dir() / f"{language}.md"
        (tmp_path / source.name).write_text(source.read_text(encoding="utf-8"), "utf-8")
    return tmp_path


def test_a_changed_english_makes_the_translation_stale(tmp_path: Path) -> None:
    folder = _copy_chapter(tmp_path)
    english = folder / "en.md"
    english.write_text(english.read_text(encoding="utf-8") + "\nOne more line.\n", "utf-8")
    reference = load_reference("es", folder=folder)
    now = fingerprint(english.read_text(encoding="utf-8"))
    assert reference.stale == (f"es.md (now {now})",)
    assert reference.sections[0].body.startswith("This chapter")


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (("{#discard}", "{#descarte}"), "the anchors differ"),
        (("<!-- en: ", "<!-- xx: "), "does not say which English text"),
        (("{#draw}", ""), "needs an {#anchor}"),
    ],
)
def test_a_broken_translation_is_refused_in_one_line(
    tmp_path: Path, change: tuple[str, str], said: str
) -> None:
    folder = _copy_chapter(tmp_path)
    spanish = folder / "es.md"
    spanish.write_text(spanish.read_text(encoding="utf-8").replace(*change, 1), "utf-8")
    with pytest.raises(ReferenceError) as refused:
        load_reference("es", folder=folder)
    assert said in str(refused.value)
    assert "\n" not in str(refused.value)
    assert str(spanish) in str(refused.value)


def test_a_missing_rulings_file_is_refused_in_one_line(tmp_path: Path) -> None:
    with pytest.raises(ReferenceError, match="the file is missing"):
        load_reference(rulings=tmp_path / "rulings.md")


def test_search_finds_titles_first() -> None:
    reference = load_reference()
    found = [section.anchor for section in reference.search("shields")]
    assert found[:2] == ["shields", "weapons-and-shields"]
    assert reference.search("   ") == ()
    # In Spanish, the ruling titled with the Dodge first, then the sections that speak of it.
    found = [section.anchor for section in load_reference("es").search("esquiva")]
    assert found[0] == "sp-10" and "defense-cards" in found


def test_the_module_reads_the_bundled_chapter() -> None:
    assert chapter_dir() == reference_module.reference_dir() / "swordplay"
    assert rulings_file().parts[-2:] == ("swordplay", "rulings.md")


# -- the window -----------------------------------------------------------------------------
# This folder's tests are pure and start no Qt (tests/windows_english.py): the window's tests
# import Qt and the window inside themselves, so collecting this file loads neither.


@pytest.fixture
def english_app(qapp: QApplication) -> Iterator[Language]:
    from audatia_qt.shell.i18n.language import Language

    language = Language(qapp)
    language.switch("en")
    try:
        yield language
    finally:
        language.uninstall()


def _shown(qtbot: QtBot, anchor: str) -> object:
    from audatia_qt.games.swordplay.screens.reference import open_swordplay_reference

    window = open_swordplay_reference(None, anchor)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.usefixtures("english_app")
def test_the_window_opens_at_a_citation(qtbot: QtBot) -> None:
    from audatia_qt.games.swordplay.screens.reference import SwordplayReferenceWindow

    anchor = anchor_for_citation(legal.NO_FREE_HANDS.source)
    assert anchor == "weapons-and-shields"
    window = _shown(qtbot, anchor)
    assert isinstance(window, SwordplayReferenceWindow)
    assert window.windowTitle() == "Rules \u2014 Swordplay: Arena"
    assert window.current_anchor() == anchor
    item = window.contents.currentItem()
    assert item is not None and item.text(0) == "Weapons & Shields"
    assert "free hands" in window.text.toPlainText()
    window.grab().save("/tmp/spref/weapons-and-shields.png")


@pytest.mark.usefixtures("english_app")
def test_the_window_shows_a_ruling_and_follows_its_links(qtbot: QtBot) -> None:
    from PySide6.QtCore import QUrl

    from audatia_qt.games.swordplay.screens.reference import SwordplayReferenceWindow

    window = _shown(qtbot, "sp-9")
    assert isinstance(window, SwordplayReferenceWindow)
    assert window.text.toPlainText().startswith("SP-9")
    window.grab().save("/tmp/spref/ruling-sp-9.png")
    window.text.anchorClicked.emit(QUrl("swordplay:sp-1"))
    assert window.current_anchor() == "sp-1"
    window.text.anchorClicked.emit(QUrl("https://example.com/"))
    assert window.current_anchor() == "sp-1"
    assert window.open_at("no-such-section") is False
    assert window.current_anchor() == "sp-1"


@pytest.mark.usefixtures("english_app")
def test_an_unknown_or_empty_anchor_opens_at_the_start(qtbot: QtBot) -> None:
    from audatia_qt.games.swordplay.screens.reference import SwordplayReferenceWindow

    for anchor in ("", "nowhere"):
        window = _shown(qtbot, anchor)
        assert isinstance(window, SwordplayReferenceWindow)
        assert window.current_anchor() == "swordplay"


@pytest.mark.usefixtures("english_app")
def test_search_narrows_the_contents(qtbot: QtBot) -> None:
    from audatia_qt.games.swordplay.screens.reference import SwordplayReferenceWindow

    window = _shown(qtbot, "")
    assert isinstance(window, SwordplayReferenceWindow)
    everything = window.contents_anchors(visible_only=True)
    assert everything == list(window.reference.anchors)
    qtbot.keyClicks(window.search_field, "d10")
    shown = window.contents_anchors(visible_only=True)
    assert "monster-defenses" in shown and "discard" not in shown
    found = len(window.reference.search("d10"))
    assert window.status.text() == f"{found} sections found"
    qtbot.keyClick(window.search_field, "\r")
    assert window.current_anchor() == window.reference.search("d10")[0].anchor
    window.grab().save("/tmp/spref/search-d10.png")
    window.search_field.clear()
    assert window.contents_anchors(visible_only=True) == everything
    assert window.status.text() == ""


def test_the_window_speaks_spanish(qtbot: QtBot, spanish: Language) -> None:
    from audatia_qt.games.swordplay.screens.reference import SwordplayReferenceWindow

    window = _shown(qtbot, "discard")
    assert isinstance(window, SwordplayReferenceWindow)
    assert window.windowTitle() == "Reglas \u2014 Swordplay: Arena"
    assert window.search_label.text() == "&Buscar:"
    assert window.text.toPlainText().startswith("1. Descarte (1. Discard)")
    window.grab().save("/tmp/spref/discard-es.png")
    # A change of language reads the reference again, at the same section.
    spanish.switch("en")
    qtbot.waitUntil(lambda: window.windowTitle() == "Rules \u2014 Swordplay: Arena")
    assert window.current_anchor() == "discard"
    assert window.text.toPlainText().startswith("1. Discard")


@pytest.mark.usefixtures("english_app")
def test_markup_in_a_file_is_shown_as_text(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from audatia_qt.games.swordplay.screens import reference as screen

    folder = _copy_chapter(tmp_path)
    english = folder / "en.md"
    hostile = '<b>bold</b> <img src="file:///etc/passwd"> <a href="https://x.y">go</a>'
    text = english.read_text(encoding="utf-8").replace(
        "If you wish, put one card", f"{hostile} If you wish, put one card", 1
    )
    english.write_text(text, "utf-8")
    monkeypatch.setattr(screen, "load_reference", lambda language: load_reference(language, folder))
    window = _shown(qtbot, "discard")
    assert isinstance(window, screen.SwordplayReferenceWindow)
    shown = window.text.toPlainText()
    assert "<b>bold</b>" in shown and "<img" in shown
    html = window.text.toHtml()
    assert "<img" not in html and 'href="https://x.y"' not in html
