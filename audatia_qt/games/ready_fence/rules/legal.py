"""What the seat to move may do now, why anything else is refused, and ``apply``, which checks
before it moves (rulebook, "Play the Game", the Basic table of actions, "Fencing Phrase",
"Defensive actions without cards", "Retreat", "Orange Cards").

``legal_actions`` lists the moves; ``why_not`` names the rule that forbids a move (the board's
snap-back and ``RuleBroken``'s reason). The two agree: the tests check that ``why_not`` is None
exactly for the listed moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from audatia_qt.engine.game import IllegalMove
from audatia_qt.engine.messages import Message, translate
from audatia_qt.games.ready_fence.rules.actions import CHANCE_KINDS, Action, ActionKind
from audatia_qt.games.ready_fence.rules.cards import Cardless, Guard, Role
from audatia_qt.games.ready_fence.rules.config import Level
from audatia_qt.games.ready_fence.rules.events import Event
from audatia_qt.games.ready_fence.rules.phrase import (
    BONUS_WITH,
    affordable,
    can_act,
    card_of,
    cardless_allowed,
    guard_allows,
    may_answer,
    opens_at,
    parry_stamina,
)
from audatia_qt.games.ready_fence.rules.play import (
    advance,
    answer_role,
    chance_outcomes,
    kept_technique,
)
from audatia_qt.games.ready_fence.rules.state import Phase, State
from audatia_qt.games.ready_fence.rules.strip import can_step_forward

GAME_OVER = translate("ReadyFence", "The bout is over (End of Game).")
NOT_YOUR_MOVE = translate("ReadyFence", "It is not your move now (Play the Game).")
CHANCE_DECIDES = translate(
    "ReadyFence", "Chance decides this: a card drawn or the coin (ruling RF-9)."
)
NO_CHANCE_NOW = translate("ReadyFence", "Nothing is left to chance now (ruling RF-9).")
SETUP_ONLY = translate(
    "ReadyFence", "A hand is kept or changed before the bout begins (Game Setup)."
)
TURN_ONLY = translate("ReadyFence", "That is one of your turn's game actions (Play the Game).")
PHRASE_ONLY = translate("ReadyFence", "That is an action of a fencing phrase (Fencing Phrase).")
END_OF_TURN_ONLY = translate(
    "ReadyFence",
    "In the Tutorial a card is changed at the end of your turn (Tutorial, Playing the game).",
)
LEVEL_LACKS = translate("ReadyFence", "Your level does not have that action (Play the Game).")
ONE_SECTION = translate(
    "ReadyFence", "The fencer moves one section forward or backward (Moving the Miniature Fencer)."
)
STRIP_BLOCKED = translate(
    "ReadyFence", "Fencers never share or pass a section (Moving the Miniature Fencer)."
)
GUARD_ONCE = translate(
    "ReadyFence",
    "The weapon position can be changed one time per turn only (Changing the position of the "
    "weapon).",
)
GUARD_SAME = translate("ReadyFence", "Your weapon is already in that position.")
EXCHANGE_ONCE = translate(
    "ReadyFence", "Each player can discard and draw only once per turn (Discarding and Drawing)."
)
TIMER_SPENT = translate(
    "ReadyFence", "The Timer countdown deck is spent: no card can be drawn (End of Game)."
)
NOT_IN_HAND = translate("ReadyFence", "That card is not in your hand.")
KEEP_THRUST = translate(
    "ReadyFence",
    "You must always keep a Straight Thrust; it goes only for a faster one (Discarding and "
    "Drawing).",
)
STALL_FIRST = translate("ReadyFence", "Stall counts as both of your turn's actions (Stall).")
STALL_TWICE = translate("ReadyFence", "A player cannot Stall twice in a row (Stall).")
STALL_PRIORITY = translate(
    "ReadyFence", "Once Priority is assigned, the Stall action cannot be used (Priority)."
)
OPEN_WITH_RED = translate(
    "ReadyFence", "A fencing phrase opens with a Red offensive card (Play a Card)."
)
WRONG_DISTANCE = translate(
    "ReadyFence", "That card is not played at this distance (Moving the Miniature Fencer, Table 1)."
)
WRONG_GUARD = translate(
    "ReadyFence",
    "That card needs another weapon position (Changing the position of the weapon).",
)
NO_STAMINA = translate("ReadyFence", "You have not the stamina that card costs (Stamina Points).")
BAD_BONUS = translate(
    "ReadyFence",
    "An Orange card goes along with a Red card, an Orange/Light Blue one with a Red or Light "
    "Blue card (Orange and two-color cards).",
)
WRONG_COLOUR = translate(
    "ReadyFence",
    "That card does not answer the last action: a Light Blue card is opposed by a Dark Blue "
    "card only and vice versa, or the card's text says which (Playing the game).",
)
NO_PHRASE_ACTION = translate(
    "ReadyFence", "You have no fencing action left in this phrase (Fencing Phrase)."
)
NO_CARDLESS = translate(
    "ReadyFence",
    "A defence without cards answers only a first Red card, once a phrase, with the stamina it "
    "needs, and only without a faster card in hand (Defensive actions without cards).",
)
PARRY_AMOUNT = translate(
    "ReadyFence", "A parry spends the fewest stamina points that hold the attack (ruling RF-13)."
)
FEINT_ONLY = translate(
    "ReadyFence",
    "The Feint follows your first Red card, after the opponent has played a defensive card "
    "(Orange Cards).",
)
NOT_OPEN = translate("ReadyFence", "That move is not open now (Play the Game).")


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
    """The state after ``action`` (rulebook, "Play the Game"); ``RuleBroken`` naming the rule
    when it is not legal now."""
    if action not in legal_actions(state):
        raise RuleBroken(why_not(state, action) or NOT_OPEN.say())
    return apply_legal(state, action)


def apply_legal(state: State, action: Action) -> Step:
    """The state after ``action``, already known to be one of ``legal_actions(state)``: ``apply``
    without its check, for the search, which only plays moves the rules listed and would
    otherwise list every move again for each one it tries. An action not from that list gives
    an undefined state: use ``apply`` for anything a person or a file asks."""
    after, events = advance(state, action)
    return Step(after, tuple(events))


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every move the seat to move may make now (rulebook, "Play the Game"); the chance
    outcomes while chance moves; nothing once the bout is over."""
    if state.phase is Phase.OVER:
        return ()
    if state.chance:
        return tuple(action for action, _ in chance_outcomes(state))
    if state.phase is Phase.MULLIGAN:
        seat = state.turn
        return (Action(seat, ActionKind.KEEP_HAND), Action(seat, ActionKind.MULLIGAN))
    if state.phase is Phase.END_OF_TURN:
        seat = state.turn
        hand = state.fencers[seat].hand
        return (Action(seat, ActionKind.PASS),) + tuple(
            Action(seat, ActionKind.EXCHANGE, card=index) for index in hand
        )
    if state.phase is Phase.TURN:
        return _turn_actions(state, state.turn)
    return _phrase_actions(state)


def may_discard(state: State, seat: int, index: int) -> bool:
    """Whether ``seat`` may discard card ``index``: in Basic a Straight Thrust "can be discarded
    only if the player has another STRAIGHT THRUST card with a higher Speed Value" (rulebook,
    "Discarding and Drawing"; Advanced: "the players may discard the Straight Thrust card at any
    time"; ruling RF-16)."""
    kept = kept_technique(state)
    card = card_of(state, index)
    if kept is None or card.technique != kept:
        return True
    return any(
        other != index
        and card_of(state, other).technique == kept
        and card_of(state, other).speed > card.speed
        for other in state.fencers[seat].hand
    )


def _turn_actions(state: State, seat: int) -> tuple[Action, ...]:
    """A turn's game actions (rulebook, "Play the Game" and the Basic table: two exploratory
    actions; one, then Play a Card; Stall alone; or Play a Card alone; rulings RF-21, RF-32)."""
    level = state.config.level
    fencer = state.fencers[seat]
    actions: list[Action] = []
    if can_step_forward(state.positions, seat):
        actions.append(Action(seat, ActionKind.MOVE, step=1))
    actions.append(Action(seat, ActionKind.MOVE, step=-1))
    if not state.guard_changed:
        actions.extend(
            Action(seat, ActionKind.GUARD, guard=guard) for guard in Guard if guard != fencer.guard
        )
    can_exchange = not state.exchanged and state.timer > 0
    discardable = tuple(index for index in fencer.hand if may_discard(state, seat, index))
    if level is not Level.TUTORIAL and can_exchange:
        actions.extend(Action(seat, ActionKind.EXCHANGE, card=index) for index in discardable)
    if level is Level.ADVANCED:
        actions.append(Action(seat, ActionKind.RETREAT))
        if can_exchange:
            actions.extend(Action(seat, ActionKind.RETREAT, card=index) for index in discardable)
    if _may_stall(state, seat):
        actions.append(Action(seat, ActionKind.STALL))
    actions.extend(_openings(state, seat))
    return tuple(actions)


def _may_stall(state: State, seat: int) -> bool:
    """Stall: Basic and Advanced, both actions, "A player cannot Stall twice in a row", "Once
    Priority is assigned to one of the players, the STALL action cannot be used" (rulebook,
    "Stall", "Priority")."""
    return (
        state.config.level is not Level.TUTORIAL
        and state.actions_used == 0
        and not state.fencers[seat].stalled
        and state.priority is None
    )


def _bonuses(state: State, seat: int, index: int) -> tuple[int | None, ...]:
    """No bonus, or each Orange bonus card in hand other than ``index`` (rulebook, "Orange and
    two-color cards")."""
    hand = state.fencers[seat].hand
    return (None,) + tuple(
        other for other in hand if other != index and card_of(state, other).plays(Role.BONUS)
    )


def _openings(state: State, seat: int) -> tuple[Action, ...]:
    """The Red cards that may open a phrase now: at their distance, in their weapon position,
    with the stamina they cost, each alone or with an Orange bonus (rulebook, "Play a Card",
    "Table 1", "Stamina Points", "Orange and two-color cards")."""
    actions: list[Action] = []
    for index in state.fencers[seat].hand:
        card = card_of(state, index)
        if not (
            card.plays(Role.ATTACK) and opens_at(state, card) and guard_allows(state, seat, card)
        ):
            continue
        for bonus in _bonuses(state, seat, index):
            played = (index,) if bonus is None else (index, bonus)
            if affordable(state, seat, played):
                actions.append(Action(seat, ActionKind.ATTACK, card=index, bonus=bonus))
    return tuple(actions)


def _phrase_actions(state: State) -> tuple[Action, ...]:
    """What the deciding fencer may do in the phrase: answer with a card, defend without cards,
    feint, renew, or make no further action (rulebook, "Fencing Phrase", "Defensive actions
    without cards", "Orange Cards"; Technical Manual, "Card Meaning")."""
    phrase = state.phrase
    assert phrase is not None
    seat = phrase.deciding
    actions = [Action(seat, ActionKind.YIELD)]
    if not can_act(state, phrase, seat):
        return tuple(actions)
    hand = state.fencers[seat].hand
    for index in hand:
        actions.extend(_answers_with(state, seat, index))
    actions.extend(_feints(state, seat))
    threat = phrase.threat
    if cardless_allowed(state, phrase, seat, Cardless.PARRY):
        assert threat is not None
        amount = parry_stamina(state, seat, threat.speed)
        actions.append(Action(seat, ActionKind.PARRY, amount=amount))
    if cardless_allowed(state, phrase, seat, Cardless.DISTANCE):
        if state.config.level is Level.TUTORIAL and hand:
            actions.extend(Action(seat, ActionKind.DISTANCE, card=index) for index in hand)
        else:
            actions.append(Action(seat, ActionKind.DISTANCE))
    return tuple(actions)


def _answers_with(state: State, seat: int, index: int) -> tuple[Action, ...]:
    """The answers card ``index`` may make now, alone or with a bonus (rulebook, "Playing the
    game", "Orange and two-color cards"; Technical Manual, "Joker", "Renewed Attack")."""
    phrase = state.phrase
    assert phrase is not None
    role = answer_role(state, seat, index)
    if role is None or not affordable(state, seat, (index,)):
        return ()
    card = card_of(state, index)
    if role in (Role.JOKER, Role.RENEW):
        return (Action(seat, ActionKind.ANSWER, card=index),)
    threat = phrase.threat
    assert threat is not None
    threat_card = card_of(state, threat.card)
    if not (may_answer(threat, threat_card, card, role) and guard_allows(state, seat, card)):
        return ()
    bonuses = _bonuses(state, seat, index) if role in BONUS_WITH else (None,)
    return tuple(
        Action(seat, ActionKind.ANSWER, card=index, bonus=bonus)
        for bonus in bonuses
        if affordable(state, seat, (index,) if bonus is None else (index, bonus))
    )


def _feints(state: State, seat: int) -> tuple[Action, ...]:
    """The Feint: "used by a player who plays a RED offensive card as a first action and only
    after the opponent has played a defensive card", with a new offensive card (Option 1) or
    none (Option 2) (rulebook, Advanced, "Orange Cards")."""
    phrase = state.phrase
    assert phrase is not None
    if seat != phrase.attacker or phrase.actions[seat] != 1 or phrase.threat is None:
        return ()
    hand = state.fencers[seat].hand
    actions: list[Action] = []
    for index in hand:
        if not card_of(state, index).plays(Role.FEINT) or not affordable(state, seat, (index,)):
            continue
        actions.append(Action(seat, ActionKind.FEINT, card=index))
        for other in hand:
            card = card_of(state, other)
            if other == index or not card.plays(Role.ATTACK):
                continue
            if not (opens_at(state, card) and guard_allows(state, seat, card)):
                continue
            if affordable(state, seat, (index, other)):
                actions.append(Action(seat, ActionKind.FEINT, card=index, bonus=other))
    return tuple(actions)


# -- why not -------------------------------------------------------------------------------------

#: The phase each kind of move is made in, and the words when it is made in another.
_PHASES: dict[ActionKind, tuple[frozenset[Phase], Message]] = {
    ActionKind.KEEP_HAND: (frozenset({Phase.MULLIGAN}), SETUP_ONLY.say()),
    ActionKind.MULLIGAN: (frozenset({Phase.MULLIGAN}), SETUP_ONLY.say()),
    ActionKind.MOVE: (frozenset({Phase.TURN}), TURN_ONLY.say()),
    ActionKind.GUARD: (frozenset({Phase.TURN}), TURN_ONLY.say()),
    ActionKind.EXCHANGE: (frozenset({Phase.TURN, Phase.END_OF_TURN}), TURN_ONLY.say()),
    ActionKind.PASS: (frozenset({Phase.END_OF_TURN}), END_OF_TURN_ONLY.say()),
    ActionKind.STALL: (frozenset({Phase.TURN}), TURN_ONLY.say()),
    ActionKind.RETREAT: (frozenset({Phase.TURN}), TURN_ONLY.say()),
    ActionKind.ATTACK: (frozenset({Phase.TURN}), TURN_ONLY.say()),
    ActionKind.ANSWER: (frozenset({Phase.PHRASE}), PHRASE_ONLY.say()),
    ActionKind.PARRY: (frozenset({Phase.PHRASE}), PHRASE_ONLY.say()),
    ActionKind.DISTANCE: (frozenset({Phase.PHRASE}), PHRASE_ONLY.say()),
    ActionKind.FEINT: (frozenset({Phase.PHRASE}), PHRASE_ONLY.say()),
    ActionKind.YIELD: (frozenset({Phase.PHRASE}), PHRASE_ONLY.say()),
}


def why_not(state: State, action: Action) -> Message | None:
    """The rule that forbids ``action`` now, in words for the board's snap-back, or None when it
    is legal (rulebook, the section of each rule named in the words)."""
    if action in legal_actions(state):
        return None
    if state.phase is Phase.OVER:
        return GAME_OVER.say()
    if action.kind in CHANCE_KINDS:
        return NO_CHANCE_NOW.say() if not state.chance else NOT_OPEN.say()
    if state.chance:
        return CHANCE_DECIDES.say()
    decider = state.phrase.deciding if state.phrase is not None else state.turn
    if action.seat != decider:
        return NOT_YOUR_MOVE.say()
    phases, words = _PHASES[action.kind]
    if state.phase not in phases:
        return words
    if state.phase is Phase.PHRASE:
        return _phrase_problem(state, action) or NOT_OPEN.say()
    return _turn_problem(state, action) or NOT_OPEN.say()


def _card_problem(state: State, seat: int, index: int | None) -> Message | None:
    """The named card is not one of ``seat``'s in hand."""
    if index is None or index not in state.fencers[seat].hand:
        return NOT_IN_HAND.say()
    return None


def _turn_problem(state: State, action: Action) -> Message | None:
    """Why a turn's action is refused (rulebook, "Play the Game", the Basic table, "Moving the
    Miniature Fencer", "Changing the position of the weapon", "Discarding and Drawing",
    "Stall", "Retreat", "Play a Card")."""
    seat, kind, level = action.seat, action.kind, state.config.level
    if kind is ActionKind.MOVE:
        if action.step not in (1, -1):
            return ONE_SECTION.say()
        return STRIP_BLOCKED.say()
    if kind is ActionKind.GUARD:
        return GUARD_ONCE.say() if state.guard_changed else GUARD_SAME.say()
    if kind is ActionKind.STALL:
        if level is Level.TUTORIAL:
            return LEVEL_LACKS.say()
        if state.actions_used:
            return STALL_FIRST.say()
        if state.priority is not None:
            return STALL_PRIORITY.say()
        return STALL_TWICE.say()
    if kind is ActionKind.RETREAT and level is not Level.ADVANCED:
        return LEVEL_LACKS.say()
    if kind is ActionKind.EXCHANGE or (kind is ActionKind.RETREAT and action.card is not None):
        if kind is ActionKind.EXCHANGE and level is Level.TUTORIAL and state.phase is Phase.TURN:
            return END_OF_TURN_ONLY.say()
        problem = _card_problem(state, seat, action.card)
        if problem is not None:
            return problem
        if state.exchanged:
            return EXCHANGE_ONCE.say()
        if state.timer <= 0:
            return TIMER_SPENT.say()
        assert action.card is not None
        return None if may_discard(state, seat, action.card) else KEEP_THRUST.say()
    if kind is ActionKind.ATTACK:
        return _opening_problem(state, action)
    return None


def _opening_problem(state: State, action: Action) -> Message | None:
    """Why a card may not open a phrase now (rulebook, "Play a Card", "Table 1", "Changing the
    position of the weapon", "Stamina Points", "Orange and two-color cards")."""
    seat = action.seat
    problem = _card_problem(state, seat, action.card)
    if problem is not None:
        return problem
    assert action.card is not None
    card = card_of(state, action.card)
    if not card.plays(Role.ATTACK):
        return OPEN_WITH_RED.say()
    if not opens_at(state, card):
        return WRONG_DISTANCE.say()
    if not guard_allows(state, seat, card):
        return WRONG_GUARD.say()
    return _bonus_problem(state, action) or NO_STAMINA.say()


def _bonus_problem(state: State, action: Action) -> Message | None:
    """Why the bonus card named may not go along (rulebook, "Orange and two-color cards")."""
    if action.bonus is None:
        return None
    problem = _card_problem(state, action.seat, action.bonus)
    if problem is not None or action.bonus == action.card:
        return problem or BAD_BONUS.say()
    return None if card_of(state, action.bonus).plays(Role.BONUS) else BAD_BONUS.say()


def _phrase_problem(state: State, action: Action) -> Message | None:
    """Why a phrase action is refused (rulebook, "Fencing Phrase", "Playing the game",
    "Defensive actions without cards", "Orange Cards")."""
    phrase = state.phrase
    assert phrase is not None
    seat = action.seat
    if action.kind is ActionKind.YIELD:
        return None
    if not can_act(state, phrase, seat):
        return NO_PHRASE_ACTION.say()
    if action.kind is ActionKind.PARRY:
        if not cardless_allowed(state, phrase, seat, Cardless.PARRY):
            return NO_CARDLESS.say()
        return PARRY_AMOUNT.say()
    if action.kind is ActionKind.DISTANCE:
        if not cardless_allowed(state, phrase, seat, Cardless.DISTANCE):
            return NO_CARDLESS.say()
        return _card_problem(state, seat, action.card)
    problem = _card_problem(state, seat, action.card)
    if problem is not None:
        return problem
    assert action.card is not None
    if action.kind is ActionKind.FEINT:
        return FEINT_ONLY.say()
    card = card_of(state, action.card)
    role = answer_role(state, seat, action.card)
    if role is None:
        return WRONG_COLOUR.say()
    if not affordable(state, seat, (action.card,)):
        return NO_STAMINA.say()
    threat = phrase.threat
    if threat is not None and role not in (Role.JOKER, Role.RENEW):
        if not may_answer(threat, card_of(state, threat.card), card, role):
            return WRONG_COLOUR.say()
        if not guard_allows(state, seat, card):
            return WRONG_GUARD.say()
    if action.bonus is not None and role not in BONUS_WITH:
        return BAD_BONUS.say()
    return _bonus_problem(state, action) or NO_STAMINA.say()
