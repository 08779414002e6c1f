"""The fencing phrase's arithmetic and its answers: speeds with the weapon positions' and the
Orange cards' bonuses, which card may answer which, and the card-less defences (rulebook,
"Fencing Phrase", "Changing the position of the weapon", "Orange and two-color cards",
"Defensive actions without cards"; Technical Manual, "Card Meaning").

Everything here asks the cards' data (cards.py): "the card always trumps the rule".
"""

from __future__ import annotations

from audatia_qt.games.ready_fence.rules.cards import (
    Card,
    Cardless,
    Effect,
    Guard,
    Reach,
    Role,
)
from audatia_qt.games.ready_fence.rules.config import (
    DISTANCE_SPEED_LIMIT,
    PARRY_SPEED_PER_STAMINA,
    PHRASE_ACTIONS,
    Level,
)
from audatia_qt.games.ready_fence.rules.state import Phrase, Play, State
from audatia_qt.games.ready_fence.rules.strip import reach_of

#: The roles that answer each role played before them: "A Light Blue card can be opposed by a
#: Dark Blue card only and vice versa" (rulebook, "Playing the game"); an attack (a phrase's
#: first Red, a riposte, a Renewed Attack, a Feint's new attack) by either ("The Riposte ...
#: one can respond both with Dark-Blue cards and Light Blue cards").
ANSWERS_TO: dict[Role, tuple[Role, ...]] = {
    Role.ATTACK: (Role.PARRY, Role.COUNTER),
    Role.RENEW: (Role.PARRY, Role.COUNTER),
    Role.PARRY: (Role.COUNTER,),
    Role.COUNTER: (Role.PARRY,),
}

#: The roles an Orange bonus card may be played along with: "ORANGE Cards: these cards can be
#: played along with a RED card"; "ORANGE/LIGHT BLUE Cards: these can be played along with a
#: RED or LIGHT BLUE defensive card" (rulebook, "Orange and two-color cards").
BONUS_WITH: frozenset[Role] = frozenset({Role.ATTACK, Role.COUNTER})


def card_of(state: State, index: int) -> Card:
    """The design of card ``index``."""
    return state.config.cards.cards[index]


def pays_stamina(state: State) -> bool:
    """Whether cards cost their stamina: "in the Tutorial game level, these values cannot be
    considered" (rulebook, Tutorial, "Defensive actions without cards", Note)."""
    return state.config.level is not Level.TUTORIAL


def cost(state: State, cards: tuple[int, ...]) -> int:
    """The stamina ``cards`` cost together (rulebook, "Stamina Points"); 0 in Tutorial."""
    if not pays_stamina(state):
        return 0
    return sum(card_of(state, index).stamina for index in cards)


def affordable(state: State, seat: int, cards: tuple[int, ...]) -> bool:
    """ "the cards with Stamina points can only be used if the amount of Stamina Points listed
    on the card is matched by at least an equal amount of Stamina Points that the Player holds"
    (rulebook, "Stamina Points")."""
    return cost(state, cards) <= state.fencers[seat].stamina


def guard_allows(state: State, seat: int, card: Card) -> bool:
    """ "Some cards can be played only with specific weapon positions" (rulebook, "Changing the
    position of the weapon")."""
    return not card.own_guard or state.fencers[seat].guard in card.own_guard


def attack_speed(state: State, seat: int, card: Card, bonus: Card | None) -> int:
    """An attack's speed: the card's, plus an Orange bonus, less 1 when the opponent is in
    Engagement ("the speed of the attack card played is lowered by 1 point"), unless the card's
    text frees it (rulebook, "Engagement"; ruling RF-5)."""
    speed = card.speed + (0 if bonus is None else bonus.speed)
    engaged = state.fencers[1 - seat].guard is Guard.ENGAGEMENT
    if engaged and not card.has(Effect.IGNORES_ENGAGEMENT):
        speed -= 1
    return speed


def defence_speed(state: State, seat: int, card: Card, bonus: Card | None) -> int:
    """A defence's or counterattack's speed: the card's, plus an Orange/Light Blue bonus, plus 1
    from Invitation ("This position in the game earns a +1 bonus on all defensive actions")
    (rulebook, "Invitation", "Orange and two-color cards")."""
    speed = card.speed + (0 if bonus is None else bonus.speed)
    if state.fencers[seat].guard is Guard.INVITATION:
        speed += 1
    return speed


def action_limit(state: State, phrase: Phrase, seat: int) -> int:
    """How many fencing actions ``seat`` may make in the phrase: "Each player can play up to 2
    cards per fencing phrase"; after a Flèche the defender one and the attacker none after its
    attack ("Only one card or defensive action can be played by the Defender ... the attacker
    will be unable to respond") (rulebook, "Fencing Phrase"; Technical Manual, "Flèche")."""
    if is_fleche(state, phrase):
        return 1
    return PHRASE_ACTIONS


def is_fleche(state: State, phrase: Phrase) -> bool:
    """Whether the phrase was opened by a Flèche (Technical Manual, "Flèche")."""
    return card_of(state, phrase.plays[0].card).has(Effect.FLECHE)


def can_act(state: State, phrase: Phrase, seat: int) -> bool:
    """Whether ``seat`` has a fencing action left in the phrase (rulebook, "Fencing Phrase")."""
    return phrase.actions[seat] < action_limit(state, phrase, seat)


def opens_at(state: State, card: Card) -> bool:
    """Whether ``card`` may open a phrase at the distance the fencers stand at (rulebook, Basic,
    "Table 1"; Tutorial: "a fencing phrase may start only if the two fencers are separated by an
    empty space"; ruling RF-11)."""
    reach = reach_of(state.positions)
    if state.config.level is Level.TUTORIAL and reach is not Reach.LUNGE:
        return False
    return card.reach is reach


def may_answer(threat: Play, threat_card: Card, card: Card, role: Role) -> bool:
    """Whether ``card`` played as ``role`` may answer the ``threat`` (rulebook, "Playing the
    game": the colours; the card texts: "cannot be parried but only dodged or STOP HIT", "can be
    countered by an identical card, a Parry and Riposte card", "executed on an opponent's Glide
    attack", "neutralize a Counter-time action")."""
    if role not in ANSWERS_TO.get(threat.role, ()):
        return False
    if threat_card.answered_by and card.technique not in threat_card.answered_by:
        return False
    return not card.answers or threat_card.technique in card.answers


def answer_speed(state: State, seat: int, card: Card, bonus: Card | None) -> int:
    """The speed an answering card stands at (rulebook, "Engagement", "Invitation"; ruling
    RF-12: a two-colour parry-riposte is a defence, its riposte answered at the same speed)."""
    return defence_speed(state, seat, card, bonus)


def parry_stamina(state: State, seat: int, speed: int) -> int:
    """The fewest stamina points whose Parry holds an attack of ``speed``: "one stamina point
    will be equivalent to 2 speed points", +1 from Invitation (rulebook, "Parry"; ruling RF-13:
    the parry holds at the attack's speed or above, and spends no more than it needs)."""
    bonus = 1 if state.fencers[seat].guard is Guard.INVITATION else 0
    points = 1
    while PARRY_SPEED_PER_STAMINA * points + bonus < speed:
        points += 1
    return points


def cardless_allowed(state: State, phrase: Phrase, seat: int, kind: Cardless) -> bool:
    """Whether ``seat`` may answer the threat with the card-less defence ``kind`` (rulebook,
    "Defensive actions without cards": "only in response to a RED offensive cards played as a
    first fencing action"; "only once"; "Defend by Distance": "not ... higher than 5"; stamina
    at zero: "will not be able to use"; Tutorial: "restricted only to the Defense by Distance";
    the card texts that allow more: two-colour ripostes, the Renewed Attack; rulings RF-6,
    RF-12, RF-30)."""
    threat = phrase.threat
    if threat is None or threat.seat == seat or threat.role not in (Role.ATTACK, Role.RENEW):
        return False
    if state.config.level is Level.TUTORIAL and kind is not Cardless.DISTANCE:
        return False
    threat_card = card_of(state, threat.card)
    renewed = threat.role is Role.RENEW
    allowed = frozenset({Cardless.PARRY}) if renewed else threat_card.cardless
    if kind not in allowed:
        return False
    if phrase.cardless_used[seat] and not renewed:
        return False
    fencer = state.fencers[seat]
    if kind is Cardless.DISTANCE:
        if threat.speed > DISTANCE_SPEED_LIMIT or fencer.stamina < 1:
            return False
    elif parry_stamina(state, seat, threat.speed) > fencer.stamina:
        return False
    return not _holds_faster_answer(state, phrase, seat)


def _holds_faster_answer(state: State, phrase: Phrase, seat: int) -> bool:
    """Whether ``seat`` holds a Light or Dark Blue card that may answer the threat faster than
    it: only a player who "does not have a Light-Blue or a Dark-Blue card, or has one but with
    a speed number lower" may defend without cards (rulebook, "Defensive actions without
    cards"; ruling RF-14)."""
    threat = phrase.threat
    assert threat is not None
    threat_card = card_of(state, threat.card)
    for index in state.fencers[seat].hand:
        card = card_of(state, index)
        for role in (Role.PARRY, Role.COUNTER):
            if not (card.plays(role) and may_answer(threat, threat_card, card, role)):
                continue
            if not (guard_allows(state, seat, card) and affordable(state, seat, (index,))):
                continue
            if answer_speed(state, seat, card, None) > threat.speed:
                return True
    return False
