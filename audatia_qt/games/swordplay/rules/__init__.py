"""The rules of Swordplay: Arena (seed 004), pure: no Qt, Pillow or pydantic. Every function
cites the rulebook section it implements; what the rulebook leaves open is decided in
docs/swordplay/rulings.md (cited as "ruling SP-n").

The public names are gathered here; each lives in the module that owns it.
"""

from audatia_qt.games.swordplay.rules.actions import Action, ActionKind
from audatia_qt.games.swordplay.rules.boundaries import undo_boundary
from audatia_qt.games.swordplay.rules.config import HAND_SIZE, Config, Mode
from audatia_qt.games.swordplay.rules.events import Event, EventKind, RollPurpose
from audatia_qt.games.swordplay.rules.legal import (
    RuleBroken,
    Step,
    apply,
    chance_outcomes,
    legal_actions,
    targets,
    why_not,
)
from audatia_qt.games.swordplay.rules.notation import format_action, parse_action
from audatia_qt.games.swordplay.rules.play import (
    STANDOFF_ROUNDS,
    new_game,
    outcome,
    still_turns_left,
    to_move,
    winners,
)
from audatia_qt.games.swordplay.rules.state import (
    HeroState,
    MonsterState,
    PendingAttack,
    Phase,
    ReadyShield,
    State,
)
from audatia_qt.games.swordplay.rules.views import (
    HeroView,
    View,
    observe,
    redact,
    sample_world,
)

__all__ = [
    "HAND_SIZE",
    "STANDOFF_ROUNDS",
    "Action",
    "ActionKind",
    "Config",
    "Event",
    "EventKind",
    "HeroState",
    "HeroView",
    "Mode",
    "MonsterState",
    "PendingAttack",
    "Phase",
    "ReadyShield",
    "RollPurpose",
    "RuleBroken",
    "State",
    "Step",
    "View",
    "apply",
    "chance_outcomes",
    "format_action",
    "legal_actions",
    "new_game",
    "observe",
    "outcome",
    "parse_action",
    "redact",
    "sample_world",
    "still_turns_left",
    "targets",
    "to_move",
    "undo_boundary",
    "why_not",
    "winners",
]
