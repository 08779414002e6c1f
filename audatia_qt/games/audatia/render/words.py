"""The renderer's own words on a face (captions, labels, the play timing), in the face's language.

The cards' names and texts are the decks' (``CardFace.name`` and ``text``, from the deck's
translations); the words the renderer adds around them ("Strike · Cut", "End Posta", "Out of
Measure") are program text, marked here with ``messages.translate`` for the builder catalog
(docs/i18n.md). The renderer never imports Qt: it is handed a ``FaceWords``
(``kit.render.face_words``) that says a message in a language. ``SourceWords`` says them as
written (English); the UI hands it ``i18n.faces.CatalogFaceWords``, which reads the compiled
catalogs.
"""

from __future__ import annotations

from typing import Final

from audatia_qt.engine.messages import Sentence, translate
from audatia_qt.games.audatia.rules.cards import IconKind, ProvenanceStatus, StrettoSlot, Timing

ICON_LABELS: Final[dict[IconKind, Sentence]] = {
    IconKind.ATTACK: translate("CardFace", "Attack"),
    IconKind.PARRY: translate("CardFace", "Parry"),
    IconKind.COUNTERATTACK: translate("CardFace", "Counter"),
    IconKind.BREAK: translate("CardFace", "Break"),
    IconKind.EXCHANGE: translate("CardFace", "Exchange"),
    IconKind.CYCLE: translate("CardFace", "Cycle"),
}

TIMING_LABELS: Final[dict[Timing, Sentence]] = {
    Timing.POSTA_CHOICE: translate("CardFace", "While the Poste are chosen"),
    Timing.OUT_OF_MEASURE: translate("CardFace", "Out of Measure"),
    Timing.ON_ATTACKED: translate("CardFace", "When you are attacked"),
    Timing.AFTER_PARRIED: translate("CardFace", "When your attack is parried"),
    Timing.ON_OPPONENT_SKILL: translate("CardFace", "When the opponent plays a Skill"),
}

PROVENANCE: Final[dict[ProvenanceStatus, Sentence]] = {
    ProvenanceStatus.DOCUMENTED: translate("CardFace", "documented"),
    ProvenanceStatus.RECONSTRUCTED: translate("CardFace", "reconstructed"),
}

SLOTS: Final[dict[StrettoSlot, Sentence]] = {
    StrettoSlot.INSIDE: translate("CardFace", "Inside"),
    StrettoSlot.OUTSIDE: translate("CardFace", "Outside"),
}

#: The Stretto Side card's two halves: the rule each says (a whole sentence each).
SIDE_RULES: Final[dict[StrettoSlot, Sentence]] = {
    StrettoSlot.INSIDE: translate(
        "CardFace", "Moon and Night on the right: only Inside remedies may be played."
    ),
    StrettoSlot.OUTSIDE: translate(
        "CardFace", "Moon and Night on the left: only Outside remedies may be played."
    ),
}

STRIKE_CUT: Final = translate("CardFace", "Strike \u00b7 Cut")
STRIKE_THRUST: Final = translate("CardFace", "Strike \u00b7 Thrust")
SKILL_OF: Final = translate("CardFace", "Skill of {deck}")
POSTA_EXTENDED: Final = translate("CardFace", "Posta \u00b7 Extended")
EXTENDED: Final = translate("CardFace", "Extended")
DEFEND: Final = translate("CardFace", "Defend")
DEFEND_BLOW: Final = translate("CardFace", "Defend {blow}")
WITH_VIRTUE: Final = translate("CardFace", "With {virtue}")
ANSWERS_BREAK: Final = translate("CardFace", "Answers a Break")
END_POSTA: Final = translate("CardFace", "End Posta")
SEVEN_SWORDS: Final = translate("CardFace", "Seven Swords")
PLAY: Final = translate("CardFace", "Play")
ATTACKS: Final = translate("CardFace", "attacks \u2192")
ATTACKED_BY: Final = translate("CardFace", "\u2190 attacked by \u00b7 attacks \u2192")
