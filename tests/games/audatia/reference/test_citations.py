"""Every rule citation the app can show opens a section of the rules reference (issue 17).

The walk reads every string literal of the package with ``ast`` (messages, prompts, the
explanations, and docstrings too) and the whole of docs/rulings.md, finds each citation with
the one reader (``rules.citations.find_citations``) and checks that its anchor is a section of
the reference. A second, looser pattern catches anything that looks like a citation, so a new
form of citation that the reader does not know fails here instead of showing as plain text.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from audatia_qt.engine.resources import rulings_path
from audatia_qt.games.audatia.reference import Reference, load_reference
from audatia_qt.games.audatia.rules.citations import (
    SECTION_TITLES,
    anchor_of_url,
    find_citations,
    linkify,
)
from audatia_qt.games.audatia.rules.game import PHASES

PACKAGE = Path(__file__).resolve().parents[4] / "audatia_qt"

#: Anything that looks like a rule citation: a process name or "R-" before a number, or a
#: special case of the Cut Process. Every such place must be part of a citation the reader
#: finds. (Case-sensitive, as the rulebook capitalises its processes.)
_LOOKS_LIKE = re.compile(
    r"\b(?:Setup|Out[ -]of[ -]Measure|Cut|Thrust|Action)(?:\s+Process)?(?:,?\s+step)?\s+\d"
    r"|\bR-\d"
    r"|\bcases?\s+[AB]\b"
)


@pytest.fixture(scope="module")
def reference() -> Reference:
    return load_reference()


def _string_literals() -> Iterator[tuple[str, int, str]]:
    """(file, line, text) of every string constant in the package, f-string parts included."""
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                yield str(path.relative_to(PACKAGE.parent)), node.lineno, node.value


def _texts() -> list[tuple[str, str]]:
    texts = [(f"{file}:{line}", text) for file, line, text in _string_literals()]
    rulings = rulings_path()
    texts.append((str(rulings), rulings.read_text(encoding="utf-8")))
    return texts


def test_every_citation_in_the_code_and_the_rulings_opens_a_section(
    reference: Reference,
) -> None:
    anchors = reference.anchors
    unknown = []
    walked = set()
    for where, text in _texts():
        for citation in find_citations(text):
            walked.add(citation.anchor)
            if citation.anchor not in anchors:
                unknown.append(f"{where}: {citation.text!r} -> {citation.anchor}")
    assert unknown == []
    # The walk saw the citations the table shows, so it cannot pass by finding nothing.
    assert {"out-of-measure-3", "setup-7", "cut-2", "thrust-2.3.2", "r-007", "r-018"} <= walked
    assert len(walked) > 60


def test_nothing_that_looks_like_a_citation_escapes_the_reader() -> None:
    missed = []
    for where, text in _texts():
        spans = [(c.start, c.end) for c in find_citations(text)]
        for match in _LOOKS_LIKE.finditer(text):
            if not any(start <= match.start() < end for start, end in spans):
                line = text[max(0, match.start() - 30) : match.end() + 10].replace("\n", " ")
                missed.append(f"{where}: ...{line}...")
    assert missed == []


def test_every_prompt_of_the_table_has_a_citation_that_opens() -> None:
    """The prompts that cite a step ("choose a Posta (Out of Measure 3)") link to it."""
    cited = {phase: find_citations(record.what_now.english()) for phase, record in PHASES.items()}
    assert [c.anchor for c in cited[next(p for p in PHASES if p.value == "posta_choice")]] == [
        "out-of-measure-3"
    ]
    assert sum(1 for found in cited.values() if found) >= 8


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("choose a Posta (Out of Measure 3)", [("Out of Measure 3", "out-of-measure-3")]),
        ("(Out of Measure step 4)", [("Out of Measure step 4", "out-of-measure-4")]),
        ("Out of Measure 5-7", [("Out of Measure 5-7", "out-of-measure-5")]),
        ("Out of Measure 2 to\n  3", [("Out of Measure 2 to\n  3", "out-of-measure-2")]),
        ("Cut 2 / Thrust 2: parry", [("Cut 2", "cut-2"), ("Thrust 2", "thrust-2")]),
        ("(Cut Process 3)", [("Cut Process 3", "cut-3")]),
        ("Setup 6.2-6.4: the draft", [("Setup 6.2-6.4", "setup-6.2")]),
        ("Thrust 2.3.3.1-2: a remedy", [("Thrust 2.3.3.1-2", "thrust-2.3.3.1")]),
        ("the end of Cut 2.", [("Cut 2", "cut-2")]),
        ("Cut special case A", [("Cut special case A", "cut-a")]),
        ('("Cut Process", special case B)', [('"Cut Process", special case B', "cut-b")]),
        ("Cut Process case B, Finta", [("Cut Process case B", "cut-b")]),
        ("Cut special cases A and B", [("Cut special cases A and B", "cut-special")]),
        ("(case A names the Bind Type", [("case A", "cut-a")]),
        ("R-018", [("R-018", "r-018")]),
        (
            "(R-030.2-4, R-026..R-028)",
            [("R-030.2-4", "r-030"), ("R-026", "r-026"), ("R-028", "r-028")],
        ),
        (
            '("Counterattacking"; R-007)',
            [('"Counterattacking"', "counterattacking"), ("R-007", "r-007")],
        ),
        ("\u201cExtended Poste\u201d", [("\u201cExtended Poste\u201d", "extended-poste")]),
        ('"Wait", then "Undo"', []),
        (
            '"Guy\'s Rules: Sudden Death", Setup Process 1-4 and Action Process 1-2.',
            [
                ('"Guy\'s Rules: Sudden Death", Setup Process 1-4', "sudden-death-setup-1"),
                ("Action Process 1-2", "sudden-death-action-1"),
            ],
        ),
        ("the cut 2 inches deep; R-1; Cutting 3", []),
        # The Spanish rulebook's names (seeds/003), in the Spanish texts (issue 21).
        ("elegir una Posta (Fuera de Alcance 3)", [("Fuera de Alcance 3", "out-of-measure-3")]),
        ("(Preparación 5)", [("Preparación 5", "setup-5")]),
        ("Proceso de Corte 2", [("Proceso de Corte 2", "cut-2")]),
        (
            "(Proceso de Estocada 2.1; R-007)",
            [("Proceso de Estocada 2.1", "thrust-2.1"), ("R-007", "r-007")],
        ),
        ("(ver Proceso de Preparación, paso 6)", [("Proceso de Preparación, paso 6", "setup-6")]),
        ("Proceso de Corte, caso especial A", [("Proceso de Corte, caso especial A", "cut-a")]),
        ("casos especiales A y B", [("casos especiales A y B", "cut-special")]),
        (
            "Muerte Súbita, Preparación 4",
            [("Muerte Súbita, Preparación 4", "sudden-death-setup-4")],
        ),
        ("Proceso de Acción 1-2", [("Proceso de Acción 1-2", "sudden-death-action-1")]),
        (
            '("Factibilidad y Pila de cartas"; R-006)',
            [('"Factibilidad y Pila de cartas"', "eligibility"), ("R-006", "r-006")],
        ),
        ('"Reglas de Guy: Muerte Súbita"', [('"Reglas de Guy: Muerte Súbita"', "sudden-death")]),
        ("un Corte, la Posta sólo se elige en Fuera de Alcance", []),
    ],
)
def test_the_reader_knows_each_form(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(c.text, c.anchor) for c in find_citations(text)] == expected


def test_every_quoted_section_title_has_a_section(reference: Reference) -> None:
    assert set(SECTION_TITLES.values()) <= reference.anchors


def test_linkify_makes_each_citation_a_rules_link_and_escapes_the_rest() -> None:
    html = linkify("a <b> & (Out of Measure 3), R-018")
    assert html == (
        'a &lt;b&gt; &amp; (<a href="rules:out-of-measure-3">Out of Measure 3</a>), '
        '<a href="rules:r-018">R-018</a>'
    )
    assert linkify("no rule here") == "no rule here"


def test_a_rules_link_gives_back_its_anchor() -> None:
    assert anchor_of_url("rules:thrust-2.3.2") == "thrust-2.3.2"
    assert anchor_of_url("https://example.org/") is None
    assert anchor_of_url("rules:") is None
    assert anchor_of_url("cut-2") is None
