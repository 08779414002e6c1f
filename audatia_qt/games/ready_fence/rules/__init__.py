"""The rules of Ready...Fence! (seed 002), pure: no Qt, Pillow or pydantic. Every function
cites the rulebook section it implements; what the rulebook leaves open or contradicts is
decided in docs/ready_fence/rulings.md (cited as "ruling RF-n").

The public names are gathered here; each lives in the module that owns it.
"""

from audatia_qt.games.ready_fence.rules.actions import Action, ActionKind
from audatia_qt.games.ready_fence.rules.boundaries import undo_boundary
from audatia_qt.games.ready_fence.rules.cards import (
    Card,
    Cardless,
    CardSet,
    Colour,
    Effect,
    Guard,
    Mark,
    Provenance,
    ProvenanceStatus,
    Reach,
    Role,
)
from audatia_qt.games.ready_fence.rules.config import HAND_SIZE, Config, Level
from audatia_qt.games.ready_fence.rules.events import Event, EventKind
from audatia_qt.games.ready_fence.rules.legal import (
    RuleBroken,
    Step,
    apply,
    apply_legal,
    legal_actions,
    why_not,
)
from audatia_qt.games.ready_fence.rules.notation import format_action, parse_action
from audatia_qt.games.ready_fence.rules.play import chance_outcomes, new_game, to_move
from audatia_qt.games.ready_fence.rules.state import Fencer, Phase, Phrase, Play, State
from audatia_qt.games.ready_fence.rules.views import FencerView, View, observe, redact, sample_world

__all__ = [
    "HAND_SIZE",
    "Action",
    "ActionKind",
    "Card",
    "CardSet",
    "Cardless",
    "Colour",
    "Config",
    "Effect",
    "Event",
    "EventKind",
    "Fencer",
    "FencerView",
    "Guard",
    "Level",
    "Mark",
    "Phase",
    "Phrase",
    "Play",
    "Provenance",
    "ProvenanceStatus",
    "Reach",
    "Role",
    "RuleBroken",
    "State",
    "Step",
    "View",
    "apply",
    "apply_legal",
    "chance_outcomes",
    "format_action",
    "legal_actions",
    "new_game",
    "observe",
    "parse_action",
    "redact",
    "sample_world",
    "to_move",
    "undo_boundary",
    "why_not",
]
