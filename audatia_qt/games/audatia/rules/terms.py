"""The names a game state is written in: the decision the game waits on (``Phase``), the
Bind Type, and why a game ended (``Reason``); and the words the rules' sentences put in their
placeholders for sides, slots and Bind Types (each a ``Message`` of its own, issue 21).

They stand below ``rules.state`` so that position notation's writer (``rules.position_words``),
which ``GameState.__repr__`` calls, can name them without importing the state (issue 18, section
2); ``rules.state`` re-exports them, and callers import them from there.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from functools import cached_property

from audatia_qt.engine.messages import Message, Param, Sentence, translate
from audatia_qt.games.audatia.rules.cards import Side, StrettoSlot


class Phase(enum.Enum):
    """Every kind of decision the game can wait on, named after the rulebook's steps."""

    MULLIGAN = "mulligan"
    """Setup 5: discard Basic cards from the opening hand, then draw as many."""
    VIRTUE_CHOICE = "virtue_choice"
    """Setup 6.2 / 6.3: the respondent, then the challenger, picks a Virtue."""
    SALUTE = "salute"
    """Setup 7: the respondent may salute by discarding a card."""
    SALUTE_REPLY = "salute_reply"
    """Setup 7: the challenger may return the salute by discarding a card."""
    TRADE = "trade"
    """Out of Measure 2: trade two cards face down for one from the Action deck."""
    POSTA_CHOICE = "posta_choice"
    """Out of Measure 3: choose a Posta in secret."""
    MEASURE_SKILLS = "measure_skills"
    """Out of Measure 4: play Out-of-Measure skills, Celeritas leader first."""
    CHANGE_POSTA = "change_posta"
    """A change-posta skill: pick the new Posta."""
    OPENING = "opening"
    """Out of Measure 5-7: attack, change Posta, or (when allowed) let the moment pass."""
    REACT = "react"
    """Cut 2 / Thrust 2: parry, counterattack, exchange, break, defend or avoid the attack."""
    PARRY_COUNTERATTACK = "parry_counterattack"
    """Counterattacking: the attacker must parry the counterattack, with a cut if it is a cut
    (R-037)."""
    ORIENT_SIDE = "orient_side"
    """Cut 3: the Fortitudo leader orients the Stretto Side card."""
    AFTER_PARRY = "after_parry"
    """Cut special cases A and B: the attacker's Audatia Entry or Feint."""
    FEINT_STRIKE = "feint_strike"
    """Cut special case B: the feinting attacker strikes again."""
    DEFEND_STRIKE = "defend_strike"
    """"Defend X" skill: the defender names the blow to answer with."""
    FOLLOW_UP = "follow_up"
    """Cut 4 (Largo), after an avoid or an Extended beat: attack or wait."""
    STRETTO = "stretto"
    """Cut 5: play a Stretto Remedy allowed by the Side card, or wait."""
    COUNTER = "counter"
    """Stretto: answer the remedy with a counter-remedy that lines up, or lose."""
    EXCHANGED = "exchanged"
    """Exchange: the exchanged thruster must play an Outside remedy, or lose."""
    BREAK_ATTACKER = "break_attacker"
    """Thrust 2.3.2: the thruster may play a remedy on the broken side, or wait."""
    BREAK_DEFENDER = "break_defender"
    """Thrust 2.3.3: the breaker may strike a Mezano, or wait."""
    MEZANO_ANSWER = "mezano_answer"
    """Thrust 2.3.3.1-2: the thruster answers the Mezano with a remedy or counterattack."""
    BREAK_COUNTER = "break_counter"
    """Thrust 2.3.3.3: the breaker counters the remedy, or plays Soprana Tor di Spada."""
    SKILL_RESPONSE = "skill_response"
    """A Skill card was played: its target may cancel it with a skill of their own."""
    ARRANGE = "arrange"
    """Sudden Death, Action Process 1-2: lay the hand face down in a row, left to right."""
    GAME_OVER = "game_over"

    @cached_property
    def index(self) -> int:
        """The phase's place in declaration order: where a ruleset's ``records`` keep it."""
        # Cached on the member: the engine reads a phase's record several times per action,
        # and a Mapping keyed by the enum would call Enum.__hash__, a Python function.
        return list(Phase).index(self)


class Bind(enum.Enum):
    """The Bind Type after a parry (Cut Process 3)."""

    LARGO = "largo"
    STRETTO = "stretto"


class Reason(enum.Enum):
    """Why a game ended ("Winning Conditions")."""

    UNPARRIED_ATTACK = "unparried_attack"
    UNPARRIED_COUNTERATTACK = "unparried_counterattack"
    UNCOUNTERED_REMEDY = "uncountered_remedy"
    PERFECT_COUNTER = "perfect_counter"
    EXCHANGE_UNANSWERED = "exchange_unanswered"
    SKILL = "skill"
    TWO_DRAWS = "two_draws"
    POINTS = "points"
    """Salle Play: the game ended when a player ran out of strikes; most points wins."""
    BOTH_DECLINED = "both_declined"
    """Salle Play: both fencers in turn declined to attack (R-041); most points wins."""
    OUT_OF_CARDS = "out_of_cards"
    """Sudden Death: both players ran out of cards with nothing succeeding (a draw)."""

    @property
    def description(self) -> Message:
        """The reason in a sentence fragment: "<winner> wins: <description>"."""
        return _REASON_WORDS[self]


#: Why a game ended, said after "<winner> wins:" or "The game is drawn:".
_REASON_WORDS: dict[Reason, Message] = {
    Reason.UNPARRIED_ATTACK: translate(
        "Terms", "an attack the opponent could not parry or avoid"
    ).say(),
    Reason.UNPARRIED_COUNTERATTACK: translate(
        "Terms", "a counterattack the opponent could not parry"
    ).say(),
    Reason.UNCOUNTERED_REMEDY: translate(
        "Terms", "a Stretto Remedy the opponent could not counter"
    ).say(),
    Reason.PERFECT_COUNTER: translate(
        "Terms", "a perfect counter to the opponent's Stretto Remedy"
    ).say(),
    Reason.EXCHANGE_UNANSWERED: translate(
        "Terms", "an exchanged thrust the opponent could not remedy"
    ).say(),
    Reason.SKILL: translate(
        "Terms", "a blow set up by a Skill card that the opponent could not answer"
    ).say(),
    Reason.TWO_DRAWS: translate(
        "Terms", "the challenger could not attack twice, so the challenge failed"
    ).say(),
    Reason.POINTS: translate("Terms", "more points when a player had no strike left").say(),
    Reason.BOTH_DECLINED: translate(
        "Terms", "more points when both fencers in turn declined to attack"
    ).say(),
    Reason.OUT_OF_CARDS: translate("Terms", "both players ran out of cards").say(),
}

#: The side a player's Stack (and so the sword) is on, said after "on your ...".
_SIDE_WORDS: dict[Side, Message] = {
    Side.LEFT: translate("Terms", "left").say(),
    Side.MIDDLE: translate("Terms", "middle").say(),
    Side.RIGHT: translate("Terms", "right").say(),
}

#: The Stretto slots, as the Stretto Side card and the remedies name them ("Stretto").
_SLOT_WORDS: dict[StrettoSlot, Message] = {
    StrettoSlot.INSIDE: translate("Terms", "Inside").say(),
    StrettoSlot.OUTSIDE: translate("Terms", "Outside").say(),
}
_BOTH_SLOTS = translate("Terms", "Inside or Outside").say()
_SLOTS_AND = translate("Terms", "Inside and Outside").say()

#: The Bind Types (Cut Process 3).
_BIND_WORDS: dict[Bind, Message] = {
    Bind.LARGO: translate("Terms", "Largo").say(),
    Bind.STRETTO: translate("Terms", "Stretto").say(),
}


def blow_side_word(side: Side) -> Message:
    """A Stack's side in words ("left")."""
    return _SIDE_WORDS[side]


def slot_word(slot: StrettoSlot) -> Message:
    """A Stretto slot in words ("Inside")."""
    return _SLOT_WORDS[slot]


def slots_word(slots: Iterable[StrettoSlot], *, both: bool = False) -> Message:
    """Some Stretto slots in words: one slot's word, or both ("Inside or Outside"; with
    ``both``, "Inside and Outside")."""
    chosen = [slot for slot in StrettoSlot if slot in set(slots)]
    if len(chosen) == 1:
        return _SLOT_WORDS[chosen[0]]
    return _SLOTS_AND if both else _BOTH_SLOTS


def bind_word(bind: Bind) -> Message:
    """A Bind Type in words ("Stretto")."""
    return _BIND_WORDS[bind]


_OR_TWO = translate("Terms", "{first} or {second}")
_AND_TWO = translate("Terms", "{first} and {second}")
_COMMA = translate("Terms", "{first}, {rest}")


def or_list(items: Sequence[Param]) -> Param:
    """Items as a list of choices: "a", "a or b", "a, b or c" (one item: the item)."""
    return _listed(items, _OR_TWO)


def and_list(items: Sequence[Param]) -> Param:
    """Items as a list: "a", "a and b", "a, b and c" (one item: the item)."""
    return _listed(items, _AND_TWO)


def either(items: Sequence[Param]) -> Param:
    """Whole phrases as choices, each after an "or": "a or b or c" (one item: the item). For
    phrases long enough that a comma between them would read as part of one ("drop it on the
    Stack to attack with Punta or drop it on the Discard to discard Punta")."""
    if len(items) <= 1:
        return items[0] if items else ""
    said = items[0]
    for item in items[1:]:
        said = _OR_TWO.say(first=said, second=item)
    return said


def comma_list(items: Sequence[Param]) -> Param:
    """Items separated by commas only: "a, b, c" (one item: the item)."""
    if len(items) <= 1:
        return items[0] if items else ""
    return _COMMA.say(first=items[0], rest=comma_list(items[1:]))


def _listed(items: Sequence[Param], last: Sentence) -> Param:
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return last.say(first=items[0], second=items[1])
    return _COMMA.say(first=items[0], rest=_listed(items[1:], last))
