"""Twenty-One's words for the session: its moves, told so that a face-down card is named only to
a reader who may see it."""

from __future__ import annotations

from collections.abc import Collection

from audatia_qt.engine.game import CHANCE
from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.narration import Mood
from audatia_qt.engine.session.match import MatchSetup, Ply
from tests.engine.twenty_one.rules import Config, Event, State

_WORDS = {
    ("draw", Mood.DO): translate("TwentyOne", "draw a card"),
    ("draw", Mood.DOES): translate("TwentyOne", "{player} draws a card."),
    ("stand", Mood.DO): translate("TwentyOne", "stand"),
    ("stand", Mood.DOES): translate("TwentyOne", "{player} stands."),
}
_DEALT = {
    Mood.DO: translate("TwentyOne", "deal {player} a card: {value}"),
    Mood.DOES: translate("TwentyOne", "{player} is dealt a card: {value}."),
}
_DEALT_FACE_DOWN = {
    Mood.DO: translate("TwentyOne", "deal {player} a card face down"),
    Mood.DOES: translate("TwentyOne", "{player} is dealt a card face down."),
}
_PLAYER = translate("TwentyOne", "Player {number}")
_DEALER = translate("TwentyOne", "the dealer")


class TwentyOneNarrator:
    """The toy game's ``Narrator``."""

    def describe_ply(
        self,
        setup: MatchSetup,
        before: State,
        ply: Ply,
        readers: Collection[int],
        *,
        mood: Mood,
    ) -> Message:
        event: Event = ply.events[0]
        player = self.seat_name(setup.config, event.seat)
        if event.kind != "card":
            words = _WORDS[event.kind, mood]
            return words.say(player=player) if mood is Mood.DOES else words.say()
        # A face-down card is named only when every reader is its owner.
        if event.hidden and any(reader != event.seat for reader in readers):
            return _DEALT_FACE_DOWN[mood].say(player=player)
        return _DEALT[mood].say(player=player, value=event.value)

    def seat_name(self, config: Config, seat: int) -> Message:
        return _DEALER.say() if seat == CHANCE else _PLAYER.say(number=seat + 1)

    def why(self, before: State, ply: Ply) -> Message | None:
        # Whether to draw depends on the face-down card, which a replay's reader may not see.
        return None
