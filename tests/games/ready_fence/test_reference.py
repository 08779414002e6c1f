"""Ready...Fence!'s rules reference (issue 30: "the technical manual's fencing explanations (in
the project's words) as this game's rules reference, every citation linked"; "English and
Spanish")."""

from __future__ import annotations

import importlib
import pkgutil
import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from xml.etree import ElementTree

import pytest

from audatia_qt.engine.messages import SOURCE_LANGUAGE, Sentence, fingerprint
from audatia_qt.games import ready_fence
from audatia_qt.games.ready_fence import reference as reference_module
from audatia_qt.games.ready_fence.reference import (
    ReferenceError,
    anchor_for_citation,
    anchor_for_name,
    anchors_for_citation,
    chapter_dir,
    load_reference,
    rulings_file,
)

PACKAGE = Path(ready_fence.__file__).parent
#: The game's catalog in Spanish (assets/i18n/, docs/i18n.md).
CATALOG = PACKAGE.parents[2] / "assets" / "i18n" / "ready_fence_es.ts"
LANGUAGES = ("en", "es")
#: The parts of the game whose words cite the rulebook to a reader or in their docstrings.
CITING = ("rules", "narrator", "policy")
#: A shown sentence's citation: the parentheses it ends on, before its full stop (a name
#: such as "Novice (fences at random)" is not a sentence and cites nothing).
_CITATION = re.compile(r"\(([^()]*)\)\.$")
#: A citation in the code's docstrings and comments: "(rulebook, "Stall"; ruling RF-18)",
#: "(Technical Manual, "Flèche")"; it may run over lines.
_CODE_CITATION = re.compile(r"\((?:rulebook|Technical Manual)\b[^()]*\)")
_QUOTED = re.compile(r'"([^"]+)"')
#: The rulebook's sections and the Technical Manual's, as the rulebook names them: each is a
#: section of the chapter, in both languages.
#: The sections the Spanish catalog names alike ("Cómo se juega").
_HOW_TO_PLAY = ("how-to-play", "play-the-game", "playing-the-game")
RULEBOOK_SECTIONS = (
    "The Game",
    "Tutorial Mode",
    "Basic Game Mode",
    "Advanced Game Mode",
    "Game Components",
    "The Cards",
    "The Game Board",
    "Scoreboard",
    "Bout Periods",
    "How to Play",
    "Game Setup",
    "Play the Game",
    "Moving the Miniature Fencer",
    "Table 1",
    "Changing the position of the weapon",
    "Point in Line",
    "Invitation",
    "Engagement",
    "Discarding and Drawing",
    "Stall",
    "Retreat",
    "Play a Card",
    "Fencing Phrase",
    "Playing the game",
    "Stamina Points",
    "Defensive actions without cards",
    "Parry",
    "Defend by Distance",
    "Orange and two-color cards",
    "Orange Cards",
    "Penalty for going off the fencing strip",
    "Double Touch",
    "End of Game",
    "Priority",
    "Technical Manual",
    "A Little Bit of Fencing",
    "The Épée",
    "Card Meaning",
    "Straight Thrust",
    "Beat Thrust",
    "Disengage",
    "Toe-Touch",
    "Glide Attack",
    "Flick",
    "Flanconade",
    "Flèche",
    "Parry and Riposte",
    "Ceding Parry",
    "Infighting",
    "Stop Hit",
    "Counter-Time",
    "Feint in Time",
    "Joker",
    "Angulations",
    "Renewed Attack",
    "Feint",
)


def _modules(part: str) -> list[object]:
    package = importlib.import_module(f"{ready_fence.__name__}.{part}")
    found: list[object] = [package]
    for each in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
        found.append(importlib.import_module(each.name))
    return found


def _sentences(value: object) -> list[Sentence]:
    """The sentences in a module's value: a sentence, or those kept in a table of them."""
    if isinstance(value, Sentence):
        return [value]
    if isinstance(value, Mapping):
        return [s for each in value.values() for s in _sentences(each)]
    if isinstance(value, (tuple, list, frozenset, set)):
        return [s for each in value for s in _sentences(each)]
    return []


def _cited_sentences() -> list[str]:
    """Every sentence the rules, the narrator and the policy say that ends on a citation,
    whether kept alone or in a table (the narrator's Why lines are a table by action)."""
    said: list[str] = []
    for part in CITING:
        for module in _modules(part):
            for value in vars(module).values():
                said += [s.source for s in _sentences(value) if _CITATION.search(s.source)]
    return sorted(set(said))


def _spanish_sentences() -> dict[str, str]:
    """The game's catalog in Spanish: each English sentence and its translation."""
    tree = ElementTree.parse(CATALOG)
    return {
        message.findtext("source", ""): message.findtext("translation", "")
        for message in tree.iter("message")
    }


def _code_texts() -> dict[str, str]:
    return {
        str(path.relative_to(PACKAGE)): path.read_text(encoding="utf-8")
        for part in CITING
        for path in sorted((PACKAGE / part).rglob("*.py"))
    }


def _names_in_code_citation(citation: str) -> list[str]:
    """The section names a citation in the code gives: in each of its ``;`` parts, the quoted
    words before the part's first colon outside quotes, that begin with a capital and elide
    nothing ("Game Setup", "Tutorial Mode: Game Setup"); a quoted lower-case or elided phrase
    ("kept hidden from the opponent", "Each player draws 6 cards ... kept hidden") and a quote
    after a colon are the rulebook's words, quoted, not a name."""
    names: list[str] = []
    for part in citation[1:-1].split(";"):
        head = re.split(r':(?=(?:[^"]*"[^"]*")*[^"]*$)', part, maxsplit=1)[0]
        for quoted in _QUOTED.findall(head):
            words = " ".join(quoted.split())
            if words[:1].isupper() and "..." not in words:
                names.append(words)
    return names


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_citation_the_rules_narrator_and_policy_say_opens_a_section(language: str) -> None:
    reference = load_reference(language)
    sentences = _cited_sentences()
    assert len(sentences) > 50
    for sentence in sentences:
        anchors = anchors_for_citation(sentence)
        assert anchors, f"a name of the citation closing {sentence!r} opens no section"
        for anchor in anchors:
            assert reference.section(anchor) is not None, (language, sentence, anchor)
        assert anchor_for_citation(sentence) == anchors[-1]


def test_every_citation_of_the_spanish_sentences_opens_the_same_section() -> None:
    """A Spanish reader's sentences cite the sections by their Spanish names ("(Tutorial, Cómo
    se juega)"): each opens a section of the Spanish reference; where the catalog gives each
    English name a name of its own, the same section as the English."""
    reference = load_reference("es")
    spanish = _spanish_sentences()
    checked = 0
    for sentence in _cited_sentences():
        translated = spanish.get(sentence)
        assert translated, f"no Spanish for {sentence!r}"
        anchors = anchors_for_citation(translated, "es")
        assert anchors, f"a name of the citation closing {translated!r} opens no section"
        assert all(reference.section(anchor) is not None for anchor in anchors)
        english = anchors_for_citation(sentence)
        # "Cómo se juega" translates both "Play the Game" and "Playing the game" (and names
        # "How to Play", their chapter): it opens the chapter that holds them both.
        assert [a if a not in _HOW_TO_PLAY else "how-to-play" for a in english] == [
            a if a not in _HOW_TO_PLAY else "how-to-play" for a in anchors
        ], (sentence, translated)
        checked += 1
    assert checked > 50
    assert anchor_for_citation("(resolución RF-13)", "es") == "rf-13"
    assert anchor_for_citation("(Finta, opción 2)", "es") == "feint-option-2"
    assert anchor_for_citation("(Cómo se juega)") is None


def test_every_section_the_code_cites_by_name_exists() -> None:
    reference = load_reference()
    checked = 0
    for name, text in _code_texts().items():
        for citation in _CODE_CITATION.finditer(text):
            for cited in _names_in_code_citation(citation.group(0)):
                anchors = anchors_for_citation(cited)
                assert anchors, f"{name}: {cited!r} names no section ({citation.group(0)})"
                assert all(reference.section(a) is not None for a in anchors)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_ruling_the_rules_narrator_and_policy_cite_opens_its_ruling(language: str) -> None:
    reference = load_reference(language)
    cited = {number for text in _code_texts().values() for number in re.findall(r"RF-(\d+)", text)}
    assert {"7", "9", "13", "27"} <= cited
    for number in cited:
        anchor = anchor_for_citation(f"(ruling RF-{number})")
        assert anchor == f"rf-{int(number)}"
        assert reference.section(anchor) is not None, f"RF-{number}"


@pytest.mark.parametrize("name", RULEBOOK_SECTIONS)
def test_every_rulebook_section_has_its_section_in_both_languages(name: str) -> None:
    anchor = anchor_for_name(name)
    assert anchor is not None, name
    english, spanish = load_reference("en"), load_reference("es")
    section = english.section(anchor)
    assert section is not None and section.body.strip()
    assert section.title.casefold() == name.casefold()
    translated = spanish.section(anchor)
    assert translated is not None and translated.body.strip()
    assert translated.body != section.body
    # A Spanish heading keeps the rulebook's English name in parentheses, as the rules cite it.
    assert f"({section.title})" in translated.title


def test_every_technique_of_the_deck_opens_its_section_under_its_spanish_name() -> None:
    """A card's technique is its section's anchor, and the Spanish chapter names it as the
    card does (docs/glossary-es.md: a card's Spanish name is the card's, everywhere; a Stop Hit
    card adds its target to the name: "Parada en Tiempo al Cuerpo")."""
    deck = tomllib.loads(
        (PACKAGE.parents[2] / "decks" / "ready_fence" / "standard.toml").read_text(encoding="utf-8")
    )
    names = {card["technique"]: card["translations"]["es"]["name"] for card in deck["card"]}
    assert len(names) == 18
    english, spanish = load_reference("en"), load_reference("es")
    technical = english.anchors.index("technical-manual")
    for technique, spanish_name in names.items():
        section = english.section(technique)
        assert section is not None, technique
        assert english.anchors.index(technique) > technical, technique
        translated = spanish.section(technique)
        assert translated is not None
        own = translated.title.rsplit(" (", 1)[0]
        assert spanish_name.startswith(own), (technique, spanish_name, own)


def test_citations_as_the_rules_write_them() -> None:
    assert anchor_for_citation("(Stall)") == "stall"
    assert anchor_for_citation("You may not stall twice in a row (Stall).") == "stall"
    assert anchors_for_citation("(Tutorial, Playing the game)") == (
        "tutorial-mode",
        "playing-the-game",
    )
    assert anchor_for_citation("(Moving the Miniature Fencer, Table 1)") == "table-1"
    assert anchor_for_citation("(Defensive Actions without Cards: Parry)") == "parry"
    assert anchor_for_citation("(Feint, Option 2)") == "feint-option-2"
    assert anchor_for_citation("(ruling RF-13)") == "rf-13"
    assert anchor_for_citation("(Technical Manual, Flèche)") == "fleche"
    assert anchor_for_name('"Select the score to be reached"') == "select-the-score"
    # The last citation of a sentence is the one it ends on.
    assert anchor_for_citation("Back (Retreat) and on guard (Game Setup).") == "game-setup"
    # A name that opens no section makes the whole citation open none, never a wrong place.
    assert anchor_for_citation("(Tutorial, Lunging)") is None
    assert anchors_for_citation("(ruling RF-9, Nowhere)") == ()
    assert anchor_for_citation("no citation") is None
    assert anchor_for_name("Parry") != anchor_for_name("Parry and Riposte")


def test_every_ruling_is_in_the_reference_from_the_rulings_file() -> None:
    text = rulings_file().read_text(encoding="utf-8")
    numbers = re.findall(r"^## (RF-\d+)\b", text, re.MULTILINE)
    assert numbers == [f"RF-{n}" for n in range(1, len(numbers) + 1)]
    assert len(numbers) >= 32
    for language in LANGUAGES:
        reference = load_reference(language)
        rulings = [s for s in reference.sections if s.anchor.startswith("rf-")]
        assert [s.title.split()[0] for s in rulings] == numbers
        assert all(s.body.strip() for s in rulings)
        assert reference.sections[-len(numbers) - 1].anchor == "rulings"
    # A language with no rulings file shows them in English, and says so.
    assert load_reference("xx").untranslated == ("xx.md", *numbers)


def test_the_spanish_chapter_has_the_same_anchors_and_is_up_to_date() -> None:
    english, spanish = load_reference("en"), load_reference("es")
    assert spanish.anchors == english.anchors
    assert english.untranslated == () and english.stale == ()
    assert spanish.untranslated == () and spanish.stale == ()
    assert english.sections[0].body.startswith("This chapter")
    assert spanish.sections[0].body.startswith("Este capítulo")
    assert len(set(english.anchors)) == len(english.anchors)


def test_the_chapter_cites_only_rulings_that_exist() -> None:
    for language in LANGUAGES:
        reference = load_reference(language)
        chapter = [s for s in reference.sections if not s.anchor.startswith("rf-")]
        cited = {n for s in chapter for n in re.findall(r"\bRF-(\d+)\b", s.body)}
        assert len(cited) > 20
        assert all(reference.section(f"rf-{int(n)}") is not None for n in cited), language


def test_the_chapter_is_in_the_projects_own_words() -> None:
    """No run of twelve words of the rulebook (seed 002) is pasted into the chapter: it quotes
    short phrases only."""
    seeds = (found for up in Path(__file__).parents for found in up.glob("shared/seeds/002_*"))
    seed = next(seeds, None)
    if seed is None:
        pytest.skip("the seed documents are not beside this checkout")
    rulebook = " ".join(re.findall(r"[a-z0-9]+", seed.read_text(encoding="utf-8").casefold()))
    text = (chapter_dir() / "en.md").read_text(encoding="utf-8").casefold()
    words = re.findall(r"[a-z0-9]+", text)
    runs = [" ".join(words[at : at + 12]) for at in range(len(words) - 11)]
    pasted = [run for run in runs if run in rulebook]
    assert pasted == []


def test_an_unknown_language_reads_english() -> None:
    reference = load_reference("xx")
    assert reference.anchors == load_reference(SOURCE_LANGUAGE).anchors
    assert reference.section("stall") == load_reference().section("stall")


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
        (("{#stall}", "{#pausa}"), "the anchors differ"),
        (("<!-- en: ", "<!-- xx: "), "does not say which English text"),
        (("{#retreat}", ""), "needs an {#anchor}"),
        (("{#retreat}", "{#Retirada}"), "needs an {#anchor}"),
        (("{#flick}", "{#stall}"), "are used twice"),
    ],
)
def test_a_broken_translation_is_refused_in_one_line(
    tmp_path: Path, change: tuple[str, str], said: str
) -> None:
    folder = _copy_chapter(tmp_path)
    broken = "en.md" if said == "are used twice" else "es.md"
    for name in ("en.md", "es.md") if broken == "en.md" else ("es.md",):
        path = folder / name
        path.write_text(path.read_text(encoding="utf-8").replace(*change, 1), "utf-8")
    with pytest.raises(ReferenceError) as refused:
        load_reference("es", folder=folder)
    assert said in str(refused.value)
    assert "\n" not in str(refused.value)
    assert str(folder / broken) in str(refused.value)


def test_a_missing_rulings_file_is_refused_in_one_line(tmp_path: Path) -> None:
    with pytest.raises(ReferenceError, match="the file is missing"):
        load_reference(rulings=tmp_path / "rulings.md")


def test_search_finds_titles_first() -> None:
    reference = load_reference()
    found = [section.anchor for section in reference.search("parry")]
    assert found[:3] == ["parry", "parry-riposte", "ceding-parry"]
    assert "rf-13" in found
    assert reference.search("   ") == ()
    found = [section.anchor for section in load_reference("es").search("flecha")]
    assert found[0] == "fleche" and "table-1" in found


def test_the_module_reads_the_bundled_chapter() -> None:
    assert chapter_dir() == reference_module.reference_dir() / "ready_fence"
    assert rulings_file().parts[-2:] == ("ready_fence", "rulings.md")
