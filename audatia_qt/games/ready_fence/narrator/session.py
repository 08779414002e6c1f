"""Ready...Fence!'s words for the engine's session (``engine.narration.Narrator``): the Undo
menu's moves, a replay's captions and its Why lines."""

from __future__ import annotations

from collections.abc import Collection

from audatia_qt.engine.messages import Message
from audatia_qt.engine.narration import Mood
from audatia_qt.engine.session.match import MatchSetup, Ply
from audatia_qt.games.ready_fence.narrator import names, plies
from audatia_qt.games.ready_fence.narrator.why import why
from audatia_qt.games.ready_fence.rules import Config, State


class ReadyFenceNarrator:
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
        # A face-down card is named only to its own fencer (narrator.plies).
        return plies.describe(before.config, ply.action, readers, mood)

    def seat_name(self, config: Config, seat: int) -> Message:
        return names.seat_name(config, seat)

    def why(self, before: State, ply: Ply) -> Message | None:
        return why(before, ply.action)
