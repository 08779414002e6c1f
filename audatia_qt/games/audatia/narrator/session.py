"""Audatia's words for the engine's session (``engine.narration.Narrator``): the Undo menu's
moves, a replay's captions and its "Why" lines, all said by the narrator's own functions."""

from __future__ import annotations

from collections.abc import Collection

from audatia_qt.engine.messages import Message
from audatia_qt.engine.narration import Mood as SessionMood
from audatia_qt.engine.session.match import MatchSetup, Ply
from audatia_qt.games.audatia.narrator.describe import Mood, fencer_names
from audatia_qt.games.audatia.narrator.plies import describe_ply, public_why
from audatia_qt.games.audatia.rules import GameConfig, GameState, Seat

#: The session's moods are the narrator's, by name.
_MOODS = {mood: Mood[mood.name] for mood in SessionMood}


class AudatiaNarrator:
    """The narrator the session asks (``GameEntry.narrator``); stateless."""

    def describe_ply(
        self,
        setup: MatchSetup,
        before: GameState,
        ply: Ply,
        readers: Collection[int],
        *,
        mood: SessionMood,
    ) -> Message:
        seats = tuple(Seat(reader) for reader in readers)
        return describe_ply(before, ply, seats, mood=_MOODS[mood])

    def seat_name(self, config: GameConfig, seat: int) -> str:
        return fencer_names(config)[seat]

    def why(self, before: GameState, ply: Ply) -> Message | None:
        return public_why(before, ply.action)
