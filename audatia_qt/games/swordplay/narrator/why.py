"""Why a move is made: the rule it uses, told to a reader who cannot see the mover's hand
(``engine.narration.Narrator.why``). Every line cites its rulebook section or ruling and
speaks only of the move's own card, which the move lays on the table."""

from __future__ import annotations

from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.games.swordplay.rules import Action, ActionKind, RollPurpose, State
from audatia_qt.games.swordplay.rules.cards import ArmorCard, ShieldCard, WeaponCard

DISCARD = translate(
    "Swordplay",
    "One card may be discarded in the Discard phase; the Draw phase then fills the hand back "
    "to five (1. Discard, 2. Draw).",
)
KEEP = translate("Swordplay", "Discarding is optional (1. Discard).")
DROP = translate(
    "Swordplay",
    "Ready items may be dropped at the beginning of the Ready phase to free hands for new ones "
    "(Dropping Items).",
)
READY_WEAPON = translate(
    "Swordplay",
    "A ready weapon adds its damage to every attack its wielder makes; readying it costs this "
    "turn's attack (Determining Damage, 3. Ready).",
)
READY_ARMOR = translate(
    "Swordplay",
    "Ready armor takes damage before life until it has absorbed its value; a new armor "
    "replaces the old, and readying it costs this turn's attack (Armor, 3. Ready).",
)
READY_SHIELD = translate(
    "Swordplay",
    "A ready shield may counter attacks until its uses are spent; readying it costs this "
    "turn's attack (Shields, 3. Ready).",
)
SKIP_READY = translate(
    "Swordplay", "A hero who readies no item may attack in the Combat phase (3. Ready, 4. Combat)."
)
ATTACK = translate(
    "Swordplay",
    "An attack's damage is the attacker's base damage, plus every ready weapon, plus the "
    "card's bonus (Making An Attack, Determining Damage).",
)
END_AFTER_READY = translate(
    "Swordplay", "A hero who readied an item may not attack in the same turn (3. Ready)."
)
END_TURN = translate(
    "Swordplay", "Attacking is optional: the turn may end without one (4. Combat)."
)
DEFEND = translate(
    "Swordplay",
    "A defence of the attack's location, or a Dodge, counters it: a countered attack does no "
    "damage (Defending).",
)
SHIELD = translate(
    "Swordplay",
    "A ready shield counters an attack and wears one use; it is discarded when its uses are "
    "spent (Shields).",
)
TAKE_HIT = translate(
    "Swordplay",
    "A blow not countered falls on the target's ready armor first, then on its life (Applying "
    "Damage).",
)
DISARM_DROP = translate(
    "Swordplay",
    "A disarming blow makes its target drop one ready weapon of its choice (ruling SP-14).",
)
FIRST_PLAYER = translate(
    "Swordplay",
    "Each player rolls the die; the highest roll goes first and tied players roll again "
    "(Setup, step 2; ruling SP-3).",
)
MONSTER_DEFENCE = translate(
    "Swordplay",
    "A monster defends by rolling its defence number for the attack, or higher, on the die "
    "(Monster Defenses).",
)
MONSTER_TARGET = translate(
    "Swordplay",
    "In cooperative play the monster chooses its target by a die roll (Cooperative "
    "Solitaire; ruling SP-9).",
)

_BY_KIND: dict[ActionKind, Sentence] = {
    ActionKind.DISCARD: DISCARD,
    ActionKind.KEEP: KEEP,
    ActionKind.DROP: DROP,
    ActionKind.SKIP_READY: SKIP_READY,
    ActionKind.ATTACK: ATTACK,
    ActionKind.DEFEND: DEFEND,
    ActionKind.SHIELD: SHIELD,
    ActionKind.TAKE_HIT: TAKE_HIT,
    ActionKind.DISARM_DROP: DISARM_DROP,
}
_ROLLS: dict[RollPurpose, Sentence] = {
    RollPurpose.FIRST_PLAYER: FIRST_PLAYER,
    RollPurpose.MONSTER_DEFENCE: MONSTER_DEFENCE,
    RollPurpose.MONSTER_TARGET: MONSTER_TARGET,
}


def roll_purpose(before: State) -> RollPurpose:
    """What the die rolled in ``before`` decides (rulebook, "Setup" step 2, "Monster
    Defenses", "Cooperative Solitaire")."""
    if before.pending is None:
        return RollPurpose.FIRST_PLAYER
    if before.pending.target is None:
        return RollPurpose.MONSTER_TARGET
    return RollPurpose.MONSTER_DEFENCE


def why(before: State, action: Action) -> Message:
    """The rule ``action`` uses in ``before``; nothing in it depends on the mover's hand."""
    if action.kind is ActionKind.ROLL:
        return _ROLLS[roll_purpose(before)].say()
    if action.kind is ActionKind.READY:
        assert action.card is not None
        item = before.config.cards.combat[action.card]
        if isinstance(item, WeaponCard):
            return READY_WEAPON.say()
        if isinstance(item, ArmorCard):
            return READY_ARMOR.say()
        assert isinstance(item, ShieldCard)
        return READY_SHIELD.say()
    if action.kind is ActionKind.END_TURN:
        return (END_AFTER_READY if before.readied else END_TURN).say()
    return _BY_KIND[action.kind].say()
