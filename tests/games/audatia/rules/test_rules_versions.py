"""Every change to a ruling is seen by the rules' changelog (rules/versions.py, issue 27 §2).

A save records the rules version it was played by; a save of an older version whose moves
today's rules refuse opens short and names the rulings changed since. That works only if the
version is bumped whenever a ruling changes what is legal, so the fingerprint of every ruling at
the current version is kept in data/rulings-of-rules-version.json: a ruling changed (or added)
in docs/rulings.md fails this test until the changelog has been looked at.
"""

from __future__ import annotations

import json
from pathlib import Path

from audatia_qt.games.audatia.reference import load_reference, ruling_fingerprint
from audatia_qt.games.audatia.rules.versions import CHANGES, RULES_VERSION

RECORD = Path(__file__).with_name("data") / "rulings-of-rules-version.json"


def _rulings_now() -> dict[str, str]:
    reference = load_reference()
    return {
        section.anchor.upper(): ruling_fingerprint(section)
        for section in reference.sections
        if section.anchor.startswith("r-") and section.anchor[2:].isdigit()
    }


def test_every_ruling_is_as_the_current_rules_version_recorded_it() -> None:
    recorded = json.loads(RECORD.read_text(encoding="utf-8"))
    now = _rulings_now()
    changed = sorted(
        number
        for number in recorded["rulings"].keys() | now.keys()
        if recorded["rulings"].get(number) != now.get(number)
    )
    fresh = json.dumps({"rules_version": RULES_VERSION, "rulings": now}, indent=1, sort_keys=True)
    assert recorded["rules_version"] == RULES_VERSION and not changed, (
        f"rulings changed since rules version {recorded['rules_version']}: {changed}. If the "
        "change alters what is legal, add a RulesChange naming them to "
        "audatia_qt/games/audatia/rules/versions.py (a new version). Then write this into "
        f"{RECORD}:\n{fresh}"
    )


def test_every_ruling_a_change_names_exists() -> None:
    now = _rulings_now()
    for change in CHANGES:
        for ruling in change.rulings:
            assert ruling in now, (change.version, ruling)
