"""Rule citations in a text, and the section of the rules reference each one opens (issue 17).

The table cites the rulebook by process and step ("choose a Posta (Out of Measure 3)", "Cut 2",
"Thrust 2.3.2", "Cut special case A"), by section title in quotes ("Counterattacking") and the
project's rulings by number ("R-018"). ``find_citations`` is the one reader of those forms;
every citation it finds maps to an anchor of the reference (``assets/reference``), and a test
walks every string of the package and docs/rulings.md to check that each anchor exists.

Anchors are plain ids: ``setup-6.2``, ``out-of-measure-3``, ``cut-2``, ``cut-a``,
``thrust-2.3.2``, ``sudden-death-action-3``, ``r-018``, ``counterattacking``. A range
("Out of Measure 5-7", "R-030.2-4") opens at its first step.

The Spanish texts (issue 21) cite the players' translation of the rulebook (seeds/003), which
numbers its sections as the English one does: "Preparación 5", "Fuera de Alcance 3", "Proceso
de Corte 2", "Proceso de Estocada 2.1", "Proceso de Corte, caso especial A", "Muerte Súbita,
Preparación 4", "Proceso de Acción 3", and its section titles in quotes ("Contraataque"). The
same reader finds them, and they open the same anchors.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

#: The URL scheme of a link into the reference: ``rules:cut-2``.
SCHEME = "rules"

#: The rulebook's processes as the code names them (in English and in the Spanish
#: translation, without "Proceso de"), and the anchor prefix of their steps.
_PROCESSES: dict[str, str] = {
    "setup": "setup",
    "out of measure": "out-of-measure",
    "cut": "cut",
    "thrust": "thrust",
    "preparación": "setup",
    "fuera de alcance": "out-of-measure",
    "corte": "cut",
    "estocada": "thrust",
}

#: Sudden Death numbers its own Setup and Action processes ("Guy's Rules: Sudden Death").
_SUDDEN_DEATH_PROCESSES: dict[str, str] = {
    "setup": "sudden-death-setup",
    "action": "sudden-death-action",
    "preparación": "sudden-death-setup",
    "acción": "sudden-death-action",
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
    # The Spanish rulebook's titles (seeds/003), for the Spanish texts.
    "Cómo se juega": "how-a-game-goes",
    "Contenido de la baraja": "the-cards",
    "Tipos de carta": "the-cards",
    "Cartas de Virtud": "card-virtue",
    "Cartas de Posta": "card-posta",
    "Golpes": "card-strike",
    "Remedios Stretto": "card-remedy",
    "Carta de Lado Stretto": "card-side",
    "Contrarremedios Stretto": "card-counter-remedy",
    "Cartas de Habilidad": "card-skill",
    "Condiciones de Victoria": "winning",
    "Preparación": "setup",
    "Fuera de Alcance": "out-of-measure",
    "Proceso de Fuera de Alcance": "out-of-measure",
    "Proceso de Corte": "cut",
    "Proceso de Estocada": "thrust",
    "Factibilidad y Pila de cartas": "eligibility",
    "Área de juego": "playing-area",
    "Poste Extensas": "extended-poste",
    "Intercambio": "exchange",
    "Virtudes": "virtues",
    "Contraataque": "counterattacking",
    "Símbolos": "symbols",
    "Terminología de las cartas": "terminology",
    "Defender con X": "term-defend",
    "Fintar X, Golpear Y": "term-feint",
    "Posta Final": "term-end-posta",
    "Glosario": "glossary",
    "Reglas adicionales": "variants",
    "Reglas de Roland: Asalto en Sala": "salle-play",
    "Reglas de Guy: Muerte Súbita": "sudden-death",
}

_STEP = r"\d+(?:\.\d+)*"
#: "step 3", "Process 2.3", "6.2-6.4", "2 to 3" ("paso 6", "2 a 3"): what may follow a
#: process name.
_NUMBER = (
    rf"(?:\s+Process)?(?:,?\s+(?:step|paso))?\s+(?P<{{name}}>{_STEP})"
    rf"(?:\s*(?:-|\u2013|to|a)\s*{_STEP})?"
)
#: "Proceso de": the Spanish names a process before its name ("Proceso de Corte").
_PROCESO = r"(?:Proceso\s+de\s+)?"
_QUOTE = '"\u201c\u201d'
#: The letters of a section title, the Spanish ones too.
_CAPITAL = "A-Z\u00c1\u00c9\u00cd\u00d3\u00da"
_LETTER = "A-Za-z\u00e1\u00e9\u00ed\u00f3\u00fa\u00fc\u00f1\u00c1\u00c9\u00cd\u00d3\u00da\u00d1"
_CITATION = re.compile(
    # Cut Process special cases: "Cut special case A", "Cut Process case B",
    # '"Cut Process", special case B', "Cut special cases A and B"; the rulebook has no other
    # special cases, so "case B" alone is the Feint too.
    rf"(?P<case>(?:[{_QUOTE}]?Cut(?:\s+Process)?[{_QUOTE}]?,?\s+)?(?:special\s+)?"
    r"\bcases?\s+(?P<letter>[AB])(?P<both>\s+and\s+[AB])?\b"
    # ... and in Spanish: "Proceso de Corte, caso especial A", "casos especiales A y B".
    rf"|(?:[{_QUOTE}]?{_PROCESO}Corte[{_QUOTE}]?,?\s+)?"
    r"\bcasos?\s+(?:especial(?:es)?\s+)?(?P<letra>[AB])(?P<ambos>\s+y\s+[AB])?\b)"
    # Sudden Death's own Setup and Action processes: "Sudden Death Setup 4",
    # '"Guy's Rules: Sudden Death", Setup Process 1-4', "Action Process 3-4".
    rf"|(?P<sudden>(?:[{_QUOTE}]?(?:Guy[\u2019']s\s+Rules:\s+)?Sudden\s+Death[{_QUOTE}]?,?\s+"
    r"(?P<sudden_process>Setup|Action)|(?P<action>Action)(?=\s+Process)"
    # "Muerte Súbita, Preparación 4", "Proceso de Acción 3".
    rf"|[{_QUOTE}]?(?:Reglas\s+de\s+Guy:\s+)?Muerte\s+S[úu]bita[{_QUOTE}]?,?\s+"
    r"(?:Proceso\s+de\s+)?(?P<muerte>Preparación|Acción)|Proceso\s+de\s+(?P<accion>Acción))"
    + _NUMBER.format(name="sudden_number")
    + r")"
    # A numbered step of the standard game: "Out of Measure step 3", "Thrust 2.3.3.1-2".
    r"|(?P<step>(?P<process>Setup|Out[ -]of[ -]Measure|Cut|Thrust"
    rf"|{_PROCESO}(?:Preparación|Fuera[ -]de[ -]Alcance|Corte|Estocada))"
    + _NUMBER.format(name="number")
    + r")"
    # A ruling, perhaps one of its numbered items: "R-018", "R-030.2".
    r"|(?P<ruling>\bR-(?P<ruling_number>\d{3})(?:\.\d+(?:-\d+)?)?\b)"
    # A section title in quotes: '"Counterattacking"', '"Extended Poste"'.
    rf"|(?P<title>[{_QUOTE}](?P<title_text>[{_CAPITAL}][{_LETTER} ,:\u2019'/-]*?)[{_QUOTE}])"
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
        if match.group("both") or match.group("ambos"):
            return "cut-special"
        return f"cut-{(match.group('letter') or match.group('letra')).lower()}"
    if match.group("sudden"):
        process = next(
            match.group(group)
            for group in ("sudden_process", "action", "muerte", "accion")
            if match.group(group)
        ).lower()
        return f"{_SUDDEN_DEATH_PROCESSES[process]}-{match.group('sudden_number')}"
    if match.group("step"):
        words = match.group("process").replace("-", " ").split()
        process = " ".join(words[2:] if words[0] == "Proceso" else words).lower()
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
