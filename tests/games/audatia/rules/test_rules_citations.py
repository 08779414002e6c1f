"""The Spanish of the rules catalog cites the rulebook as its English does (issue 21): every
translation holds citations that open the very sections its source's open, in the Spanish
rulebook's own names ("Proceso de Corte 2", "Fuera de Alcance 3"), so the prompt line and the
log link them to the rules reference in either language."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

from audatia_qt.games.audatia.rules.citations import find_citations
from audatia_qt.shell.i18n.catalogs import CATALOGS, ts_path

RULES = next(catalog for catalog in CATALOGS if catalog.name == "rules")


def test_every_spanish_rules_text_cites_the_sections_its_source_cites() -> None:
    root = ElementTree.parse(ts_path(RULES, "es")).getroot()
    problems = []
    cited = 0
    for message in root.iter("message"):
        source = message.findtext("source", "")
        translation = message.findtext("translation", "")
        wanted = [citation.anchor for citation in find_citations(source)]
        found = [citation.anchor for citation in find_citations(translation)]
        cited += bool(wanted)
        if found != wanted:
            problems.append(f"{source!r}: {wanted} but {translation!r}: {found}")
    assert not problems, "\n".join(problems)
    assert cited > 40  # the refusals, the prompts and the symbols cite the rulebook
