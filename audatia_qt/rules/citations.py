"""Rule citations in a text, and the section of the rules reference each one opens (issue 17).

The table cites the rulebook by process and step ("choose a Posta (Out of Measure 3)", "Cut 2",
"Thrust 2.3.2", "Cut special case A"), by section title in quotes ("Counterattacking") and the
project's rulings by number ("R-018"). ``find_citations`` is the one reader of those forms;
every citation it finds maps to an anchor of the reference (``assets/reference``), and a test
walks every string of the package and docs/rulings.md to check that each anchor exists.

Anchors are plain ids: ``setup-6.2``, ``out-of-measure-3``, ``cut-2``, ``cut-a``,
``thrust-2.3.2``, ``sudden-death-action-3``, ``r-018``, ``counterattacking``. A range
("Out of Measure 5-7", "R-030.2-4") opens at its first step.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

#: The URL scheme of a link into the reference: ``rules:cut-2``.
SCHEME = "rules"

#: The rulebook's processes as the code names them, and the anchor prefix of their steps.
_PROCESSES: dict[str, str] = {
    "setup": "setup",
    "out of measure": "out-of-measure",
    "cut": "cut",
    "thrust": "thrust",
}

#: Sudden Death numbers its own Setup and Action processes ("Guy's Rules: Sudden Death").
_SUDDEN_DEATH_PROCESSES: dict[str, str] = {
    "setup": "sudden-death-setup",
    "action": "sudden-death-action",
}

#: Section titles of the rulebook (and the card terms) that the code quotes, e.g.
#: ``("Counterattacking"; R-007)``, and the reference section that covers each.
SECTION_TITLES: dict[str, str] = {
    "How to Play": "how-a-game-goes",
    "Deck Contents": "the-cards",
    "Types of Card": "the-cards",
    "Virtue Cards": "card-virtue",
    "Posta Cards": "card-posta",
    "Strikes": "card-strike",
    "Stretto Remedies": "card-remedy",
    "Stretto Side Card": "card-side",
    "Stretto Counter-Remedies": "card-counter-remedy",
    "Skill Cards": "card-skill",
    "Winning Conditions": "winning",
    "Setup Process": "setup",
    "Out of Measure": "out-of-measure",
    "Out of Measure Process": "out-of-measure",
    "Cut Process": "cut",
    "Thrust Process": "thrust",
    "Eligibility and Stack": "eligibility",
    "Playing Area": "playing-area",
    "Stretto": "stretto",
    "Extended Poste": "extended-poste",
    "Exchange": "exchange",
    "Virtues": "virtues",
    "Counterattacking": "counterattacking",
    "Symbols": "symbols",
    "Terminology on Cards": "terminology",
    "Defend X": "term-defend",
    "Feint X, Strike Y": "term-feint",
    "End Posta": "term-end-posta",
    "Glossary": "glossary",
    "Additional Rulesets": "variants",
    "Roland's Rules: Salle Play": "salle-play",
    "Guy's Rules: Sudden Death": "sudden-death",
}

_STEP = r"\d+(?:\.\d+)*"
#: "step 3", "Process 2.3", "6.2-6.4", "2 to 3": what may follow a process name.
_NUMBER = (
    rf"(?:\s+Process)?(?:,?\s+step)?\s+(?P<{{name}}>{_STEP})"
    rf"(?:\s*(?:-|\u2013|to)\s*{_STEP})?"
)
_QUOTE = '"\u201c\u201d'
_CITATION = re.compile(
    # Cut Process special cases: "Cut special case A", "Cut Process case B",
    # '"Cut Process", special case B', "Cut special cases A and B"; the rulebook has no other
    # special cases, so "case B" alone is the Feint too.
    rf"(?P<case>(?:[{_QUOTE}]?Cut(?:\s+Process)?[{_QUOTE}]?,?\s+)?(?:special\s+)?"
    r"\bcases?\s+(?P<letter>[AB])(?P<both>\s+and\s+[AB])?\b)"
    # Sudden Death's own Setup and Action processes: "Sudden Death Setup 4",
    # '"Guy's Rules: Sudden Death", Setup Process 1-4', "Action Process 3-4".
    rf"|(?P<sudden>(?:[{_QUOTE}]?(?:Guy[\u2019']s\s+Rules:\s+)?Sudden\s+Death[{_QUOTE}]?,?\s+"
    r"(?P<sudden_process>Setup|Action)|(?P<action>Action)(?=\s+Process))"
    + _NUMBER.format(name="sudden_number")
    + r")"
    # A numbered step of the standard game: "Out of Measure step 3", "Thrust 2.3.3.1-2".
    r"|(?P<step>(?P<process>Setup|Out[ -]of[ -]Measure|Cut|Thrust)"
    + _NUMBER.format(name="number")
    + r")"
    # A ruling, perhaps one of its numbered items: "R-018", "R-030.2".
    r"|(?P<ruling>\bR-(?P<ruling_number>\d{3})(?:\.\d+(?:-\d+)?)?\b)"
    # A section title in quotes: '"Counterattacking"', '"Extended Poste"'.
    rf"|(?P<title>[{_QUOTE}](?P<title_text>[A-Z][A-Za-z ,:\u2019'/-]*?)[{_QUOTE}])"
)


@dataclass(frozen=True)
class Citation:
    """One citation in a text: where it is, its words, and the reference anchor it opens."""

    start: int
    end: int
    text: str
    anchor: str

    @property
    def url(self) -> str:
        """The link that opens the reference at this citation: ``rules:cut-2``."""
        return f"{SCHEME}:{self.anchor}"


def _anchor(match: re.Match[str]) -> str | None:
    """The reference anchor of one match of ``_CITATION``, or None for a quote of no title."""
    if match.group("case"):
        return "cut-special" if match.group("both") else f"cut-{match.group('letter').lower()}"
    if match.group("sudden"):
        process = (match.group("sudden_process") or match.group("action")).lower()
        return f"{_SUDDEN_DEATH_PROCESSES[process]}-{match.group('sudden_number')}"
    if match.group("step"):
        process = " ".join(match.group("process").replace("-", " ").split()).lower()
        return f"{_PROCESSES[process]}-{match.group('number')}"
    if match.group("ruling"):
        return f"r-{match.group('ruling_number')}"
    title = match.group("title_text").replace("\u2019", "'")
    return SECTION_TITLES.get(title)


def find_citations(text: str) -> tuple[Citation, ...]:
    """Every rule citation in ``text``, in order, each with the reference anchor it opens."""
    found = []
    for match in _CITATION.finditer(text):
        anchor = _anchor(match)
        if anchor is not None:
            found.append(Citation(match.start(), match.end(), match.group(0), anchor))
    return tuple(found)


def anchor_of_url(url: str) -> str | None:
    """The anchor a ``rules:`` link opens (``rules:cut-2`` -> ``cut-2``), or None."""
    scheme, colon, anchor = url.partition(":")
    if not colon or scheme != SCHEME or not anchor:
        return None
    return anchor


def linkify(text: str) -> str:
    """``text`` as HTML (escaped) with every citation a ``rules:`` link, for a rich-text label.

    "choose a Posta (Out of Measure 3)" becomes
    ``choose a Posta (<a href="rules:out-of-measure-3">Out of Measure 3</a>)``.
    """
    parts: list[str] = []
    done = 0
    for citation in find_citations(text):
        parts.append(html.escape(text[done : citation.start], quote=False))
        words = html.escape(citation.text, quote=False)
        parts.append(f'<a href="{html.escape(citation.url)}">{words}</a>')
        done = citation.end
    parts.append(html.escape(text[done:], quote=False))
    return "".join(parts)
