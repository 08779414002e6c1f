"""The rules' versions: a number for what the rules allow, and what changed at each number.

A save records the rules version it was played by (``RULES_VERSION`` when it was written). When
a ruling or a rule changes what is legal, the version is bumped here, with a new ``RulesChange``
naming the rulings that changed; nothing else changes. A save of an older version whose moves
today's rules refuse is then opened up to its last legal move, and ``changes_since`` names the
rulings that changed in between (``session.savefile``).

A test (tests/games/audatia/rules/test_rules_versions.py) keeps the fingerprint of every ruling at
the current version: a ruling changed in docs/rulings.md without a new version here fails it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RulesChange:
    """One rules version and the rulings whose change made it (what they changed is said in
    docs/rulings.md, which the player reads under Help > Rules)."""

    version: int
    rulings: tuple[str, ...]
    """The rulings (``R-036``) changed or added at this version, as docs/rulings.md numbers
    them; empty for the first version."""


#: Every rules version, oldest first; the last one is the rules the app plays by.
CHANGES: tuple[RulesChange, ...] = (
    # The rules of the first saves (commit 547ac24) up to commit 4d398cb.
    RulesChange(1, ()),
    # Commit 024bfa4 (the fidelity pass): every Exchange needs the Celeritas lead; the
    # breaker's counter Breaks Off; no Feint after a Stretto bind; the Side card
    # names one side for both; a counter lines up on the remedy's side.
    RulesChange(2, ("R-007", "R-018", "R-025", "R-035", "R-036")),
    # Issue 27's fidelity pass: the remedy's half on a closed side counts for nothing, so the
    # twist and pommel strike played on one side has its own perfect counter; a
    # perfect counter wins in the Break too; a counterattack is parried with a Strike
    # of the same type, a cut for a cut (R-037, with reworded to agree);
    # Sudden Death reveals the Poste before the rows are laid; the opening discard
    # draws for its own discards, not for a Cycle.
    RulesChange(3, ("R-001", "R-007", "R-017", "R-018", "R-032", "R-036", "R-037", "R-040")),
    # Issue 31's Salle Play arena runs: two bouts in a row lost by two draws end a Salle Play
    # game on points, where before the points went on alternating for ever.
    RulesChange(4, ("R-041",)),
)

#: The rules version the app plays by, and writes in every save.
RULES_VERSION = CHANGES[-1].version
#: The oldest version: saves written before versions were recorded may be as old as this.
FIRST_RULES_VERSION = CHANGES[0].version


def changes_since(version: int) -> tuple[RulesChange, ...]:
    """The changes made after rules ``version`` up to today's, oldest first (none for today's
    version or a newer one)."""
    return tuple(change for change in CHANGES if change.version > version)


def changed_rulings(version: int) -> tuple[str, ...]:
    """The rulings changed since rules ``version``, each once, in number order."""
    return tuple(sorted({ruling for change in changes_since(version) for ruling in change.rulings}))
