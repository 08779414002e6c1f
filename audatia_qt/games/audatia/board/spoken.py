"""What a screen reader hears of the table (issue 20): the names and descriptions of every
card and zone (``card_words``, ``zone_words``: a card's name, kind, where it lies and what it can
do now; a zone's owner, name and count) and spoken announcements (``announce``).

The scene writes these words on its items after every change; the accessible interface
(``accessible.TableAccessible``) hands them to the screen reader.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from audatia_qt.engine.messages import CardName, translate
from audatia_qt.games.audatia.board.index import LegalIndex, ZoneId
from audatia_qt.games.audatia.board.layout import ZoneKind
from audatia_qt.games.audatia.narrator.describe import say
from audatia_qt.games.audatia.narrator.zone_words import zone_phrase
from audatia_qt.games.audatia.rules import PlayerView
from audatia_qt.games.audatia.rules.config import CardKind
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.i18n.render import CardWords, render

if TYPE_CHECKING:
    from audatia_qt.games.audatia.board.card_item import CardItem

#: How a card's kind is said (translated where it is said, context "Accessible").
KIND_WORDS = {
    CardKind.POSTA: QT_TRANSLATE_NOOP("Accessible", "Posta"),
    CardKind.STRIKE: QT_TRANSLATE_NOOP("Accessible", "Strike"),
    CardKind.REMEDY: QT_TRANSLATE_NOOP("Accessible", "Remedy"),
    CardKind.COUNTER_REMEDY: QT_TRANSLATE_NOOP("Accessible", "Counter-remedy"),
    CardKind.SKILL: QT_TRANSLATE_NOOP("Accessible", "Skill"),
}


#: Where a card lies: "in your Stack", "in Ana's Discard" (the place a whole phrase).
IN = translate("Accessible", "in {zone}")
#: A zone's count of cards (counted: a Sentence, rendered with its plural form).
CARDS = translate("Accessible", "%n card(s)", None, 0)


def translated(source: str) -> str:
    """``source`` in the language the app speaks, in the context of the table's spoken words."""
    return QCoreApplication.translate("Accessible", source)


def zone_words(
    zone: ZoneId, count: int, view: PlayerView, names: tuple[str, str], target: bool
) -> tuple[str, str]:
    """A zone's accessible name ("Your Stack") and description ("2 cards; a place for the
    card picked up")."""
    name = _capital(render(zone_phrase(zone.kind.value, zone.seat, view.viewer, names, own="your")))
    if count == 0:
        description = QCoreApplication.translate("Accessible", "empty")
    else:
        description = render(CARDS.say(count))
    if target:
        description = QCoreApplication.translate(
            "Accessible",
            "{cards}; a place for the card picked up: press its number to play it here",
        ).format(cards=description)
    return name, description


def card_words(
    item: CardItem,
    view: PlayerView,
    names: tuple[str, str],
    index: LegalIndex,
    acting: bool,
    cards: CardWords,
) -> tuple[str, str]:
    """A card's accessible name ("Posta Breve, Posta") and description (where it lies and
    what it can do now), saying nothing of a card the viewer may not see."""
    zone = item.zone
    where = ""
    if zone is not None:
        place = zone_phrase(zone.kind.value, zone.seat, view.viewer, names, own="your")
        where = render(IN.say(zone=place))
    if item.card is None or not item.face_up:
        return QCoreApplication.translate("Accessible", "Card, face down"), where
    card = view.config.cards[item.card]
    name = QCoreApplication.translate("Accessible", "{card}, {kind}").format(
        card=cards.card_name(CardName(card.definition.name)), kind=translated(KIND_WORDS[card.kind])
    )
    if item.badge:
        name += f" ({item.badge})"
    plays = index.actions_for(item.card) if acting else []
    if plays:
        words = "; ".join(
            _capital(render(say(view.config, view.phase, action), cards)) for action in plays
        )
        return name, QCoreApplication.translate(
            "Accessible", "{where}. Can be played now: {plays}"
        ).format(where=where, plays=words)
    if acting and zone is not None and zone.seat is view.viewer and zone.kind is ZoneKind.HAND:
        return name, QCoreApplication.translate(
            "Accessible", "{where}. Cannot be played now"
        ).format(where=where)
    return name, where


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def announce(widget: QObject, text: str, *, assertive: bool = False) -> None:
    """Have a screen reader say ``text`` (a live region's update), for ``widget``."""
    if not text:
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    politeness = (
        QAccessible.AnnouncementPoliteness.Assertive
        if assertive
        else QAccessible.AnnouncementPoliteness.Polite
    )
    event.setPoliteness(politeness)
    QAccessible.updateAccessibility(event)
