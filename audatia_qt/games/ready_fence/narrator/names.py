"""The names the narrator says: the fencers', the Initiative coin's and the cards', each in the
reader's language (a card's name from the deck file's own translations)."""

from __future__ import annotations

from audatia_qt.engine.game import CHANCE
from audatia_qt.engine.messages import Message, OwnWords, translate
from audatia_qt.games.ready_fence.rules import Config, Guard, Level

#: A fencer by seat: seat 0 fences from the strip's low end (ruling RF-7).
FENCER = translate("ReadyFence", "Fencer {number}")
#: Chance's seat: the Timer countdown deck's draws, a card drawn from a hand, the coin.
CHANCE_NAME = translate("ReadyFence", "chance")

GUARDS = {
    Guard.LINE: translate("ReadyFence", "Point-in-Line"),
    Guard.INVITATION: translate("ReadyFence", "Invitation"),
    Guard.ENGAGEMENT: translate("ReadyFence", "Engagement"),
}

#: The three levels by name (rulebook, "The game can be played at three different levels").
LEVELS = {
    Level.TUTORIAL: translate("ReadyFence", "Tutorial"),
    Level.BASIC: translate("ReadyFence", "Basic"),
    Level.ADVANCED: translate("ReadyFence", "Advanced"),
}


def card_name(config: Config, index: int) -> OwnWords:
    """Card ``index``'s printed name, with the deck file's translations."""
    found = config.cards.cards[index]
    return OwnWords(found.name, tuple((language, said) for language, said, _ in found.translations))


def seat_name(config: Config, seat: int) -> Message:
    """Who sits at ``seat``: "Fencer 1" or "Fencer 2", or chance for ``CHANCE``."""
    if seat == CHANCE:
        return CHANCE_NAME.say()
    return FENCER.say(number=seat + 1)


def guard_name(guard: Guard) -> Message:
    """A weapon position's name (rulebook, "Changing the position of the weapon")."""
    return GUARDS[guard].say()


def level_name(level: Level) -> Message:
    """A level's name (rulebook, "The game can be played at three different levels")."""
    return LEVELS[level].say()
