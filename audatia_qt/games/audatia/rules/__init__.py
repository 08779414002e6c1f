"""The rules of Audatia as a pure library: card definitions, states, actions, legality."""

# Registers the built-in rulesets: a GameConfig looks its own up as it is made.
from audatia_qt.games.audatia.rules import rulesets as rulesets
from audatia_qt.games.audatia.rules.actions import Action, ActionKind, IllegalActionError
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.events import Event, EventKind
from audatia_qt.games.audatia.rules.game import (
    Transition,
    apply,
    legal_actions,
    new_game,
    outcome,
    to_move,
)
from audatia_qt.games.audatia.rules.notation import format_action, format_event, parse_action
from audatia_qt.games.audatia.rules.sampling import sample_world
from audatia_qt.games.audatia.rules.state import GameState, Outcome, Phase, Reason
from audatia_qt.games.audatia.rules.views import PlayerView, observe, redact

__all__ = [
    "Action",
    "ActionKind",
    "Event",
    "EventKind",
    "GameConfig",
    "GameState",
    "IllegalActionError",
    "Outcome",
    "Phase",
    "PlayerView",
    "Reason",
    "Seat",
    "Transition",
    "apply",
    "format_action",
    "format_event",
    "legal_actions",
    "new_game",
    "observe",
    "outcome",
    "parse_action",
    "redact",
    "sample_world",
    "to_move",
]
