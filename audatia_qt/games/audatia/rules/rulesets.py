"""The rulesets a game may be played under, registered by the ``Variant`` that names them.

A new ruleset is one module with an object implementing ``rules.ruleset.Ruleset``
(most simply a subclass of ``StandardRuleset``), a ``Variant`` member to name it in configs and
files, and one entry here. ``rules`` imports this module, so the registry is full
before any config is made.
"""

from __future__ import annotations

from audatia_qt.games.audatia.rules import salle, standard, sudden_death
from audatia_qt.games.audatia.rules.ruleset import Ruleset, register

#: The rulesets of the rulebook: the standard game and its "Additional Rulesets".
BUILT_IN: tuple[Ruleset, ...] = (standard.RULESET, salle.RULESET, sudden_death.RULESET)

for _ruleset in BUILT_IN:
    register(_ruleset)
