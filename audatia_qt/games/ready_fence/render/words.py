"""The renderer's own words on a Ready...Fence! face (the colours, the card groups, the labels),
in the face's language.

The cards' names and texts come from the deck file and its translations; the words the renderer
adds around them are program text, marked here with ``translate`` (context "ReadyFence", the
builder catalog, which ``shell.i18n.faces.CatalogFaceWords`` reads). The renderer never imports
Qt: it is handed a ``FaceWords`` (``kit.render.face_words``).
"""

from __future__ import annotations

from typing import Final

from audatia_qt.engine.messages import Sentence, translate
from audatia_qt.games.ready_fence.rules.cards import Colour, ProvenanceStatus

#: The colours a card is printed in (rulebook, "Game cards are identified by color").
RED: Final = translate("ReadyFence", "Red")
ORANGE: Final = translate("ReadyFence", "Orange")
DARK_BLUE: Final = translate("ReadyFence", "Dark Blue")
LIGHT_BLUE: Final = translate("ReadyFence", "Light Blue")
GOLD: Final = translate("ReadyFence", "Gold")

#: The group each colour stands for (rulebook, "The Cards" table; Technical Manual, "Card
#: Meaning": Red offensive, Orange special attack, Dark Blue defensive, Light Blue
#: counter-offensive, the gold Joker); a two-colour card's group says what its two colours
#: make of it (its colours are named beside it).
GROUPS: Final[dict[Colour, Sentence]] = {
    Colour.RED: translate("ReadyFence", "Offence"),
    Colour.ORANGE: translate("ReadyFence", "Special attack"),
    Colour.DARK_BLUE: translate("ReadyFence", "Defence"),
    Colour.LIGHT_BLUE: translate("ReadyFence", "Counter-offence"),
    Colour.RED_LIGHT_BLUE: translate("ReadyFence", "Offence or counter-offence"),
    Colour.DARK_BLUE_RED: translate("ReadyFence", "Defence and offence"),
    Colour.ORANGE_LIGHT_BLUE: translate("ReadyFence", "Speed bonus"),
    Colour.GOLD: translate("ReadyFence", "Joker"),
}

SPEED: Final = translate("ReadyFence", "Speed")
STAMINA: Final = translate("ReadyFence", "Stamina")

PROVENANCE: Final[dict[ProvenanceStatus, Sentence]] = {
    ProvenanceStatus.DOCUMENTED: translate("ReadyFence", "documented"),
    ProvenanceStatus.RECONSTRUCTED: translate("ReadyFence", "reconstructed"),
}
