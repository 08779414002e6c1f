"""Why a move is made, and why one is refused.

``why``: the rule a move uses, told to a reader who cannot see the mover's hand
(``engine.narration.Narrator.why``); each line cites its rulebook section and speaks of no card.
``refusal``: the rule that forbids a move now, the rules' own words (``rules.why_not``), for the
board's snap-back; one fact, one place: the reasons live in the rules.
"""

from __future__ import annotations

from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.games.ready_fence.rules import Action, ActionKind, State, why_not

#: The rule each kind of move uses; chance's moves have none of their own.
REASONS: dict[ActionKind, Sentence] = {
    ActionKind.KEEP_HAND: translate(
        "ReadyFence", "Each player may replace the hand dealt once, with a Mulligan (Game Setup)."
    ),
    ActionKind.MULLIGAN: translate(
        "ReadyFence",
        "A Mulligan returns the hand dealt to the deck for a new one, once a bout (Game Setup).",
    ),
    ActionKind.MOVE: translate(
        "ReadyFence",
        "A fencer moves one section forward or back as one action; the distance decides which "
        "cards may be played (Moving the Miniature Fencer, Table 1).",
    ),
    ActionKind.GUARD: translate(
        "ReadyFence",
        "Point-in-Line wins over Invitation, Invitation over Engagement, Engagement over "
        "Point-in-Line; the position changes once a turn (Changing the Position of the Weapon).",
    ),
    ActionKind.EXCHANGE: translate(
        "ReadyFence",
        "A card may be discarded face down and a new one drawn, once a turn (Discarding and "
        "Drawing).",
    ),
    ActionKind.PASS: translate(
        "ReadyFence", "Discarding at the end of the turn is optional (Discarding and Drawing)."
    ),
    ActionKind.STALL: translate(
        "ReadyFence",
        "Stalling takes both actions and gives back 2 stamina, never twice in a row (Stall).",
    ),
    ActionKind.RETREAT: translate(
        "ReadyFence",
        "A Retreat moves the fencer back two sections as one action, with a card change if "
        "none was made this turn (Retreat).",
    ),
    ActionKind.ATTACK: translate(
        "ReadyFence",
        "A Red card opens the fencing phrase; the higher speed touches (Play a Card, Playing "
        "the Game).",
    ),
    ActionKind.ANSWER: translate(
        "ReadyFence",
        "A Light Blue card is answered only by a Dark Blue one and the reverse; the higher "
        "speed touches (Playing the Game).",
    ),
    ActionKind.PARRY: translate(
        "ReadyFence",
        "A Parry without a card spends stamina at two speed points each, one more from "
        "Invitation, and ends the phrase without a touch (Parry).",
    ),
    ActionKind.DISTANCE: translate(
        "ReadyFence",
        "Defend by Distance costs a stamina point and two sections back, and ends the phrase "
        "without a touch; never against a speed above 5 (Defend by Distance).",
    ),
    ActionKind.FEINT: translate(
        "ReadyFence",
        "After a defence, the Feint replaces the attack with a new one or ends the phrase "
        "(Orange Cards: the Feint).",
    ),
    ActionKind.YIELD: translate(
        "ReadyFence",
        "Each fencer plays up to two cards a phrase; with no further action the speeds decide "
        "(Fencing Phrase).",
    ),
}


def why(before: State, action: Action) -> Message | None:
    """The rule ``action`` (played in ``before``) uses, or None for chance's moves."""
    words = REASONS.get(action.kind)
    return None if words is None else words.say()


def refusal(state: State, action: Action) -> Message | None:
    """Why ``action`` is refused in ``state``, in the rules' words, or None when it is legal."""
    return why_not(state, action)
