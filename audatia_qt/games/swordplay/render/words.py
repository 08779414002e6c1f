"""The renderer's own words on a Swordplay face (kinds, locations, stat labels), in the face's
language.

The cards' names and texts come from the deck file and its translations; the words the renderer
adds around them are program text, marked here with ``translate`` (context "Swordplay", builder
catalog). The renderer never imports Qt: it is handed a ``FaceWords``
(``kit.render.face_words``) that says a message in a language; ``SourceWords`` says them as
written (English), and the UI hands the catalog's (``shell.i18n.faces.CatalogFaceWords`` fits
this protocol).
"""

from __future__ import annotations

from typing import Final

from audatia_qt.engine.messages import Sentence, translate
from audatia_qt.games.swordplay.rules.cards import (
    AttackEffect,
    Location,
    MonsterGuard,
    ProvenanceStatus,
)

ATTACK: Final = translate("Swordplay", "Attack")
DEFENSE: Final = translate("Swordplay", "Defense")
WEAPON: Final = translate("Swordplay", "Weapon")
ARMOR: Final = translate("Swordplay", "Armor")
SHIELD: Final = translate("Swordplay", "Shield")
HERO: Final = translate("Swordplay", "Hero")
MONSTER: Final = translate("Swordplay", "Monster")

LOCATIONS: Final[dict[Location, Sentence]] = {
    Location.HIGH: translate("Swordplay", "High"),
    Location.LOW: translate("Swordplay", "Low"),
    Location.LEFT: translate("Swordplay", "Left"),
    Location.RIGHT: translate("Swordplay", "Right"),
}
DODGE_ONLY: Final = translate("Swordplay", "Dodge only")
GUARDS: Final[dict[MonsterGuard, Sentence]] = {
    MonsterGuard.HIGH: LOCATIONS[Location.HIGH],
    MonsterGuard.LOW: LOCATIONS[Location.LOW],
    MonsterGuard.LEFT: LOCATIONS[Location.LEFT],
    MonsterGuard.RIGHT: LOCATIONS[Location.RIGHT],
    MonsterGuard.DODGE_ONLY: DODGE_ONLY,
}
EFFECTS: Final[dict[AttackEffect, Sentence]] = {
    AttackEffect.PIERCING: translate("Swordplay", "Piercing"),
    AttackEffect.DISARMING: translate("Swordplay", "Disarming"),
    AttackEffect.SHIELD_BREAKING: translate("Swordplay", "Shield-breaking"),
}
PROVENANCE: Final[dict[ProvenanceStatus, Sentence]] = {
    ProvenanceStatus.DOCUMENTED: translate("Swordplay", "documented"),
    ProvenanceStatus.RECONSTRUCTED: translate("Swordplay", "reconstructed"),
    ProvenanceStatus.ORIGINAL: translate("Swordplay", "original"),
}

NO_LOCATION: Final = translate("Swordplay", "No location: only a Dodge counters it")
ANY_ATTACK: Final = translate("Swordplay", "Counters any attack")
PARRY: Final = translate("Swordplay", "Parry")
LIFE: Final = translate("Swordplay", "Life")
DAMAGE: Final = translate("Swordplay", "Damage")
HANDS: Final = translate("Swordplay", "Hands")
USES: Final = translate("Swordplay", "Uses")
ABSORBS: Final = translate("Swordplay", "Absorbs")
BONUS: Final = translate("Swordplay", "Bonus")
DEFENDS_ON: Final = translate("Swordplay", "Defends on a d10 roll of")
AT_LEAST: Final = translate("Swordplay", "{number}+")
NEVER: Final = translate("Swordplay", "never")
