"""Swordplay: Arena's words for the engine's session (``engine.narration.Narrator``): the
Undo menu's moves, a replay's captions and its Why lines."""

from __future__ import annotations

from collections.abc import Collection

from audatia_qt.engine.messages import Message
from audatia_qt.engine.narration import Mood
from audatia_qt.engine.session.match import MatchSetup, Ply
from audatia_qt.games.swordplay.narrator import names, plies
from audatia_qt.games.swordplay.narrator.why import why
from audatia_qt.games.swordplay.rules import Config, State


class SwordplayNarrator:
    """The narrator the session asks (``GameEntry.narrator``); stateless."""

    def describe_ply(
        self,
        setup: MatchSetup,
        before: State,
        ply: Ply,
        readers: Collection[int],
        *,
        mood: Mood,
    ) -> Message:
        # A ply's own words name only cards on the table (narrator.plies), so they are the
        # same for every reader; the draws it causes are the log's (narrator.log).
        return plies.describe(before, ply.action, ply.events, mood)

    def seat_name(self, config: Config, seat: int) -> Message:
        return names.seat_name(config, seat)

    def why(self, before: State, ply: Ply) -> Message | None:
        return why(before, ply.action)
