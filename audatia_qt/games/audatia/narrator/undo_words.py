"""The events Undo may not go back past against the computer, and their words (R-026).

The engine's undo policy asks the game (``AudatiaGame.undo_boundary``); this table is its
answer for Audatia.
"""

from __future__ import annotations

from audatia_qt.engine.messages import Sentence, translate
from audatia_qt.games.audatia.rules import EventKind

#: Events after which Undo may not go back against the computer, with the words for the
#: refusal (R-026). There is no shuffle event: the only shuffle is the deal, before the first
#: decision, and discards are never shuffled back (R-003); a shuffle event added to the rules
#: must be added here too (tests/engine/session/test_undo_policy.py checks the event kinds).
BOUNDARIES: dict[EventKind, Sentence] = {
    EventKind.REVEAL: translate("Undo", "the reveal of the Poste"),
    EventKind.POSTA_SHOWN: translate("Undo", "a Posta shown by a skill"),
    EventKind.DEAL: translate("Undo", "a card drawn from a deck"),
    EventKind.ROW_REVEAL: translate("Undo", "a Sudden Death row card turned up"),
}
