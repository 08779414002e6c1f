"""The names the narrator says: the heroes', the monster's, the die's and the cards', each in
the reader's language (a card's and a hero's name from the deck file's own translations)."""

from __future__ import annotations

from audatia_qt.engine.game import CHANCE
from audatia_qt.engine.messages import Message, OwnWords, translate
from audatia_qt.games.swordplay.rules import Config
from audatia_qt.games.swordplay.rules.cards import Translations

#: A name the deck file gives, said as it is in the reader's language.
NAMED = translate("Swordplay", "{name}")
#: Two seats playing the same Hero card are told apart by their seat.
NAMED_AT_SEAT = translate("Swordplay", "{name} (seat {number})")
THE_DIE = translate("Swordplay", "the die")


def own_words(name: str, translations: Translations) -> OwnWords:
    """A name from the deck file, with its translations (language, name, text)."""
    return OwnWords(name, tuple((language, said) for language, said, _ in translations))


def card_name(config: Config, index: int) -> OwnWords:
    """Combat card ``index``'s printed name."""
    found = config.cards.combat[index]
    return own_words(found.name, found.translations)


def seat_name(config: Config, seat: int) -> Message:
    """Who sits at ``seat``: the hero's name (with the seat when two play the same Hero), the
    monster's, or the die for ``CHANCE``."""
    if seat == CHANCE:
        return THE_DIE.say()
    if seat == config.monster_seat and config.monster is not None:
        monster = config.cards.monster(config.monster)
        return NAMED.say(name=own_words(monster.name, monster.translations))
    hero = config.cards.hero(config.heroes[seat])
    name = own_words(hero.name, hero.translations)
    if config.heroes.count(config.heroes[seat]) > 1:
        return NAMED_AT_SEAT.say(name=name, number=seat + 1)
    return NAMED.say(name=name)
