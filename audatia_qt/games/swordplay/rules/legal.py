"""What the seat to move may do now, why anything else is refused, and ``apply``, which
checks before it moves (rulebook, "Playing The Game", "Defending", "Realistic Parries
(Optional)", "Cooperative Solitaire").

``legal_actions`` lists the moves; ``why_not`` names the rule that forbids a move (the board's
snap-back and ``RuleBroken``'s reason). The two must agree: tests/games/swordplay check that
``why_not`` is None exactly for the listed moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from audatia_qt.engine.game import IllegalMove
from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.games.swordplay.rules.actions import Action, ActionKind
from audatia_qt.games.swordplay.rules.cards import (
    ArmorCard,
    AttackCard,
    DefenseCard,
    ShieldCard,
    WeaponCard,
)
from audatia_qt.games.swordplay.rules.combat import (
    card,
    covers,
    free_hands,
    parry_barred,
    shield_covers,
)
from audatia_qt.games.swordplay.rules.config import Mode
from audatia_qt.games.swordplay.rules.events import Event
from audatia_qt.games.swordplay.rules.play import (
    CHANCE_PHASES,
    advance,
    chance_faces,
    roller,
    to_move,
)
from audatia_qt.games.swordplay.rules.state import Phase, State

GAME_OVER = translate("Swordplay", "The game is over (Winning The Game).")
NOT_YOUR_MOVE = translate("Swordplay", "It is not your move now (Playing The Game).")
DIE_DECIDES = translate("Swordplay", "The die decides this, not a player (ruling SP-1).")
NO_ROLL_NOW = translate("Swordplay", "No die is being rolled now (ruling SP-1).")
NOT_A_FACE = translate("Swordplay", "A d10 shows 1 to 10 (Components).")
DISCARD_PHASE = translate("Swordplay", "Cards are discarded in your Discard phase (1. Discard).")
DISCARD_FROM_HAND = translate(
    "Swordplay", "You may discard only a card from your hand (1. Discard)."
)
DROP_PHASE = translate(
    "Swordplay", "Items are dropped at the beginning of your Ready phase (Dropping Items)."
)
DROP_READY_ONLY = translate(
    "Swordplay", "You may drop only one of your ready items (Dropping Items)."
)
READY_PHASE = translate("Swordplay", "Items are readied in your Ready phase (3. Ready).")
READY_FROM_HAND = translate("Swordplay", "You may ready only an item from your hand (3. Ready).")
READY_ITEMS_ONLY = translate(
    "Swordplay", "Only an Armor, Weapon or Shield card may be readied (3. Ready)."
)
NO_FREE_HANDS = translate(
    "Swordplay",
    "Hands that item needs: {needed}; hands free: {free} (Weapons & Shields).",
)
COMBAT_PHASE = translate("Swordplay", "Attacks are made in your Combat phase (4. Combat).")
READIED_NO_ATTACK = translate(
    "Swordplay", "You may not attack in a turn in which you readied an item (3. Ready)."
)
ATTACK_FROM_HAND = translate(
    "Swordplay", "Attack by playing an Attack card from your hand (Making An Attack)."
)
NOT_A_TARGET = translate(
    "Swordplay", "The target must be an opponent still in the fight (Making An Attack)."
)
COOP_NO_FRIENDLY = translate(
    "Swordplay", "Heroes may not attack one another in cooperative play (Cooperative Solitaire)."
)
END_TURN_PHASE = translate(
    "Swordplay", "Your turn ends after your Ready phase, in Combat (Playing The Game)."
)
NO_ATTACK_TO_ANSWER = translate(
    "Swordplay", "Defences answer an attack made against you (Defending)."
)
DEFEND_FROM_HAND = translate(
    "Swordplay", "Defend by playing a Defense card from your hand (Defending)."
)
WRONG_LOCATION = translate(
    "Swordplay", "That defence does not cover the attack's location (Defense Cards)."
)
DODGE_ONLY = translate(
    "Swordplay", "Only a Dodge counters an attack that names no location (ruling SP-10)."
)
REALISTIC_PARRIES = translate(
    "Swordplay",
    "Unarmed, you may parry only the attacks of unarmed opponents (Realistic Parries).",
)
SHIELD_READY_ONLY = translate("Swordplay", "Counter with one of your ready shields (Shields).")
DISARM_ONLY = translate("Swordplay", "Disarmed, you drop one of your ready weapons (ruling SP-14).")
NOT_OPEN = translate("Swordplay", "That move is not open now (Playing The Game).")


class RuleBroken(IllegalMove):
    """An action the rules do not allow now; ``why`` names the rule, in words for people."""

    def __init__(self, why: Message) -> None:
        """The refusal, its one line the English of ``why`` (the rule's section named)."""
        super().__init__(why.english())
        self.why = why


@dataclass(frozen=True, slots=True)
class Step:
    """What ``apply`` returns: the new state and the events, in order."""

    state: State
    events: tuple[Event, ...]


def apply(state: State, action: Action) -> Step:
    """The state after ``action`` (rulebook, "Playing The Game"); ``RuleBroken`` naming the
    rule when it is not legal now."""
    if action not in legal_actions(state):
        raise RuleBroken(why_not(state, action) or NOT_OPEN.say())
    after, events = advance(state, action)
    return Step(after, tuple(events))


def chance_outcomes(state: State) -> tuple[tuple[Action, float], ...]:
    """At a roll, the ten faces of the d10 at one in ten each (rulebook, "Components",
    "Setup" step 2, "Monster Defenses", "Cooperative Solitaire"); else nothing."""
    if state.phase not in CHANCE_PHASES:
        return ()
    seat = roller(state)
    faces = chance_faces()
    return tuple((Action(seat, ActionKind.ROLL, face=face), 1 / len(faces)) for face in faces)


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every move the seat to move may make now (rulebook, "Playing The Game"); the faces of
    the die at a roll; nothing once the game is over."""
    phase = state.phase
    if phase is Phase.OVER:
        return ()
    if phase in CHANCE_PHASES:
        return tuple(action for action, _ in chance_outcomes(state))
    seat = to_move(state)
    assert seat is not None
    if phase is Phase.DISCARD:
        hand = state.heroes[seat].hand
        return (Action(seat, ActionKind.KEEP),) + tuple(
            Action(seat, ActionKind.DISCARD, card=index) for index in hand
        )
    if phase is Phase.READY:
        return _ready_actions(state, seat)
    if phase is Phase.COMBAT:
        return _combat_actions(state, seat)
    if phase is Phase.DEFEND:
        return _defend_actions(state, seat)
    if phase is Phase.DISARM:
        weapons = state.heroes[seat].weapons
        return tuple(Action(seat, ActionKind.DISARM_DROP, card=index) for index in weapons)
    raise AssertionError(f"no decision in phase {phase.value}")


def _ready_actions(state: State, seat: int) -> tuple[Action, ...]:
    """ "Ready Armor, Weapon and Shield cards may be dropped at the beginning of the ready
    phase"; then "you may play a single Armor, Weapon or Shield Item card", a weapon or shield
    only into free hands (rulebook, "3. Ready", "Dropping Items", "Weapons & Shields"; ruling
    SP-20)."""
    hero = state.heroes[seat]
    actions = [Action(seat, ActionKind.SKIP_READY)]
    actions.extend(Action(seat, ActionKind.DROP, card=index) for index in hero.ready_cards())
    actions.extend(
        Action(seat, ActionKind.READY, card=index)
        for index in hero.hand
        if _can_ready(state, seat, index)
    )
    return tuple(actions)


def _can_ready(state: State, seat: int, index: int) -> bool:
    """``_ready_problem`` is None, asked without its words, as the listing asks it often
    (rulebook, "3. Ready", "Weapons & Shields")."""
    found = card(state, index)
    if isinstance(found, ArmorCard):
        return True
    return isinstance(found, WeaponCard | ShieldCard) and found.hands <= free_hands(state, seat)


def _ready_problem(state: State, seat: int, index: int) -> Message | None:
    """Why ``seat`` may not ready card ``index`` from its hand (rulebook, "3. Ready", "Armor",
    "Weapons & Shields")."""
    found = card(state, index)
    if isinstance(found, ArmorCard):
        return None
    if not isinstance(found, WeaponCard | ShieldCard):
        return READY_ITEMS_ONLY.say()
    free = free_hands(state, seat)
    if found.hands > free:
        return NO_FREE_HANDS.say(needed=found.hands, free=free)
    return None


def targets(state: State, seat: int) -> tuple[int, ...]:
    """Whom ``seat`` may attack: every living opponent; in solo and co-op play only the
    monster (rulebook, "Making An Attack", "Cooperative Solitaire"; ruling SP-21)."""
    if state.config.mode is not Mode.VERSUS:
        monster = state.config.monster_seat
        assert monster is not None
        return (monster,)
    return tuple(other for other in state.living_heroes() if other != seat)


def _combat_actions(state: State, seat: int) -> tuple[Action, ...]:
    """ "Players which did not play an Item card in their Ready phase may play a single Attack
    card during this phase to make an attack" (rulebook, "4. Combat"), or end the turn."""
    actions = [Action(seat, ActionKind.END_TURN)]
    if state.readied:
        return tuple(actions)
    for index in state.heroes[seat].hand:
        if isinstance(card(state, index), AttackCard):
            actions.extend(
                Action(seat, ActionKind.ATTACK, card=index, target=target)
                for target in targets(state, seat)
            )
    return tuple(actions)


def _defend_actions(state: State, seat: int) -> tuple[Action, ...]:
    """ "The Target of an attack may play any appropriate defense card or use a ready shield to
    counter an attack made against them" (rulebook, "Defending"), or take the hit."""
    hero = state.heroes[seat]
    pending = state.pending
    assert pending is not None
    attack = card(state, pending.card)
    assert isinstance(attack, AttackCard)
    actions = [Action(seat, ActionKind.TAKE_HIT)]
    for index in hero.hand:
        found = card(state, index)
        if (
            isinstance(found, DefenseCard)
            and covers(attack, found)
            and not parry_barred(state, seat, pending.attacker, found)
        ):
            actions.append(Action(seat, ActionKind.DEFEND, card=index))
    if shield_covers(attack):
        actions.extend(Action(seat, ActionKind.SHIELD, card=each.card) for each in hero.shields)
    return tuple(actions)


def _defence_problem(state: State, seat: int, index: int) -> Message | None:
    """Why ``seat`` may not counter the pending attack with card ``index`` from its hand
    (rulebook, "Defense Cards", "Defending", "Realistic Parries (Optional)"; ruling SP-10)."""
    pending = state.pending
    assert pending is not None
    found = card(state, index)
    if not isinstance(found, DefenseCard):
        return DEFEND_FROM_HAND.say()
    attack = card(state, pending.card)
    assert isinstance(attack, AttackCard)
    if not covers(attack, found):
        return DODGE_ONLY.say() if attack.location is None else WRONG_LOCATION.say()
    if parry_barred(state, seat, pending.attacker, found):
        return REALISTIC_PARRIES.say()
    return None


def _shield_problem(state: State, seat: int, index: int) -> Message | None:
    """Why ``seat``'s ready shield ``index`` may not counter the pending attack (rulebook,
    "Shields"; ruling SP-10)."""
    pending = state.pending
    assert pending is not None
    if all(shield.card != index for shield in state.heroes[seat].shields):
        return SHIELD_READY_ONLY.say()
    attack = card(state, pending.card)
    assert isinstance(attack, AttackCard)
    return None if shield_covers(attack) else DODGE_ONLY.say()


# -- why not -------------------------------------------------------------------------------------


def why_not(state: State, action: Action) -> Message | None:
    """The rule that forbids ``action`` now, in words for the board's snap-back, or None when it
    is legal (rulebook, the section of each rule named in the words)."""
    if action in legal_actions(state):
        return None
    if state.phase is Phase.OVER:
        return GAME_OVER.say()
    if action.kind is ActionKind.ROLL:
        if state.phase not in CHANCE_PHASES:
            return NO_ROLL_NOW.say()
        if action.face not in chance_faces():
            return NOT_A_FACE.say()
        return NOT_YOUR_MOVE.say()
    if state.phase in CHANCE_PHASES:
        return DIE_DECIDES.say()
    if action.seat != to_move(state):
        return NOT_YOUR_MOVE.say()
    return _phase_problem(state, action) or _card_problem(state, action) or NOT_OPEN.say()


#: The phase each kind of move is made in, and the words when it is made in another.
_PHASE_OF: dict[ActionKind, tuple[Phase, Sentence]] = {
    ActionKind.DISCARD: (Phase.DISCARD, DISCARD_PHASE),
    ActionKind.KEEP: (Phase.DISCARD, DISCARD_PHASE),
    ActionKind.DROP: (Phase.READY, DROP_PHASE),
    ActionKind.READY: (Phase.READY, READY_PHASE),
    ActionKind.SKIP_READY: (Phase.READY, READY_PHASE),
    ActionKind.ATTACK: (Phase.COMBAT, COMBAT_PHASE),
    ActionKind.END_TURN: (Phase.COMBAT, END_TURN_PHASE),
    ActionKind.DEFEND: (Phase.DEFEND, NO_ATTACK_TO_ANSWER),
    ActionKind.SHIELD: (Phase.DEFEND, NO_ATTACK_TO_ANSWER),
    ActionKind.TAKE_HIT: (Phase.DEFEND, NO_ATTACK_TO_ANSWER),
    ActionKind.DISARM_DROP: (Phase.DISARM, DISARM_ONLY),
}


def _phase_problem(state: State, action: Action) -> Message | None:
    """The move is made outside its phase (rulebook, "Playing The Game")."""
    phase, words = _PHASE_OF[action.kind]
    return None if state.phase is phase else words.say()


def _card_problem(state: State, action: Action) -> Message | None:
    """The move's card or target is not one the rules allow (rulebook: "1. Discard", "Dropping
    Items", "3. Ready", "Making An Attack", "Defending"; ruling SP-14)."""
    seat, index, kind = action.seat, action.card, action.kind
    if index is not None and not 0 <= index < len(state.config.cards.combat):
        return NOT_OPEN.say()
    hero = state.heroes[seat]
    if kind is ActionKind.DISCARD:
        return None if index in hero.hand else DISCARD_FROM_HAND.say()
    if kind is ActionKind.DROP:
        return None if index in hero.ready_cards() else DROP_READY_ONLY.say()
    if kind is ActionKind.READY:
        if index is None or index not in hero.hand:
            return READY_FROM_HAND.say()
        return _ready_problem(state, seat, index)
    if kind is ActionKind.ATTACK:
        return _attack_problem(state, action)
    if kind is ActionKind.DEFEND:
        if index is None or index not in hero.hand:
            return DEFEND_FROM_HAND.say()
        return _defence_problem(state, seat, index)
    if kind is ActionKind.SHIELD:
        return SHIELD_READY_ONLY.say() if index is None else _shield_problem(state, seat, index)
    if kind is ActionKind.DISARM_DROP:
        return DISARM_ONLY.say()
    return None


def _attack_problem(state: State, action: Action) -> Message | None:
    """Why the attack may not be made (rulebook, "3. Ready", "Making An Attack", "Cooperative
    Solitaire")."""
    if state.readied:
        return READIED_NO_ATTACK.say()
    index = action.card
    if index is None or index not in state.heroes[action.seat].hand:
        return ATTACK_FROM_HAND.say()
    if not isinstance(card(state, index), AttackCard):
        return ATTACK_FROM_HAND.say()
    target = action.target
    if (
        state.config.mode is Mode.COOP
        and target is not None
        and state.config.is_hero(target)
        and target != action.seat
    ):
        return COOP_NO_FRIENDLY.say()
    if target not in targets(state, action.seat):
        return NOT_A_TARGET.say()
    return None
