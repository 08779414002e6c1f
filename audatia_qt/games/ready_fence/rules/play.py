"""How a bout moves on: the setup, each move's consequences, the end of a phrase, of a period
and of the bout (rulebook, "Game Setup", "Play the Game", "Fencing Phrase", "Double Touch",
"Penalty for going off the fencing strip", "End of Game", "Priority").

``advance`` plays one legal action (legal.py checks it first) and returns the new state with
the events it caused; every function names the rulebook section it carries out.
"""

from __future__ import annotations

import enum
from collections import Counter

from audatia_qt.engine.game import CHANCE
from audatia_qt.games.ready_fence.rules.actions import Action, ActionKind
from audatia_qt.games.ready_fence.rules.cards import Cardless, Effect, Guard, Role
from audatia_qt.games.ready_fence.rules.config import (
    HAND_SIZE,
    MAX_STAMINA,
    OVERTIME_CARDS,
    PERIOD_STAMINA,
    RECOVERY,
    STALL_STAMINA,
    TIMER_CARDS,
    TURN_ACTIONS,
    Config,
    Level,
)
from audatia_qt.games.ready_fence.rules.events import Event, EventKind
from audatia_qt.games.ready_fence.rules.phrase import (
    ANSWERS_TO,
    answer_speed,
    attack_speed,
    can_act,
    card_of,
    cost,
    is_fleche,
)
from audatia_qt.games.ready_fence.rules.state import (
    Chance,
    ChanceKind,
    Fencer,
    Phase,
    Phrase,
    Play,
    State,
    evolve,
)
from audatia_qt.games.ready_fence.rules.strip import (
    ON_GUARD,
    can_step_forward,
    moved,
    off_strip,
)

Events = list[Event]


# -- setup -------------------------------------------------------------------------------------


def kept_cards(config: Config) -> tuple[int, ...]:
    """The two Straight Thrusts with the yellow speed each Basic player is given and keeps
    (rulebook, Basic, "Game Setup": "Each player shall be given one of these two cards")."""
    return config.kept


def new_game(config: Config) -> State:
    """The bout before the first decision: fencers on guard, stamina 6, Point-in-Line, hands
    dealt by chance (rulebook, each level's "Game Setup"; Basic: "deal 5 cards to each player,
    in addition to the Straight Thrust card"; Advanced: "each player is dealt 6 cards")."""
    kept = kept_cards(config)
    fencers = tuple(
        Fencer(hand=(kept[seat],) if kept else (), position=ON_GUARD[seat]) for seat in (0, 1)
    )
    stock = tuple(index for index in config.level_cards if index not in kept)
    deals = tuple(
        Chance(ChanceKind.DRAW, seat, timed=False)
        for seat in (0, 1)
        for _ in range(HAND_SIZE - len(fencers[seat].hand))
    )
    return State(config, (fencers[0], fencers[1]), stock, 0, Phase.MULLIGAN, 0, deals)


def to_move(state: State) -> int | None:
    """The seat that decides now, ``CHANCE`` for a draw or the coin, None once the bout is
    over (rulebook, "Play the Game"; ruling RF-9)."""
    if state.phase is Phase.OVER:
        return None
    if state.chance:
        return CHANCE
    if state.phase is Phase.PHRASE:
        assert state.phrase is not None
        return state.phrase.deciding
    return state.turn


def chance_outcomes(state: State) -> tuple[tuple[Action, float], ...]:
    """The outcomes of the chance step waiting, with their odds (ruling RF-9): a draw takes
    each face-down design by its share of the stock (its lowest index stands for its copies);
    a card drawn from a hand is each card alike; the coin falls either way."""
    if not state.chance or state.phase is Phase.OVER:
        return ()
    step = state.chance[0]
    if step.kind is ChanceKind.DRAW:
        cards = state.config.cards.cards
        counts: Counter[str] = Counter(cards[index].id for index in state.stock)
        first: dict[str, int] = {}
        for index in state.stock:
            first.setdefault(cards[index].id, index)
        total = len(state.stock)
        return tuple(
            (Action(step.seat, ActionKind.DRAW, card=index), counts[design] / total)
            for design, index in first.items()
        )
    if step.kind is ChanceKind.PICK:
        pool = pick_pool(state, step.seat)
        return tuple(
            (Action(step.seat, ActionKind.PICK, card=index), 1 / len(pool)) for index in pool
        )
    return tuple((Action(seat, ActionKind.COIN), 0.5) for seat in (0, 1))


def pick_pool(state: State, seat: int) -> tuple[int, ...]:
    """The cards the opponent may draw from ``seat``'s hand: all but one Straight Thrust kept
    back in Basic ("Remove the Straight Thrust card from his hand and let the opponent draw a
    random card from his hidden hand", rulebook, "Defend by Distance"; ruling RF-16)."""
    hand = state.fencers[seat].hand
    kept = kept_technique(state)
    if kept is None:
        return hand
    thrusts = [index for index in hand if card_of(state, index).technique == kept]
    if not thrusts:
        return hand
    slowest = min(thrusts, key=lambda index: (card_of(state, index).speed, index))
    return tuple(index for index in hand if index != slowest)


def kept_technique(state: State) -> str | None:
    """The technique a Basic player must always hold, None in the other levels ("The player
    must always keep the STRAIGHT THRUST card in his hand"; Advanced: "The STRAIGHT THRUST RULE
    does not apply")."""
    kept = kept_cards(state.config)
    return card_of(state, kept[0]).technique if kept else None


# -- one move ----------------------------------------------------------------------------------


def advance(state: State, action: Action) -> tuple[State, Events]:
    """The state after the legal ``action`` and what happened (rulebook, "Play the Game")."""
    events: Events = []
    handler = _HANDLERS[action.kind]
    state = handler(state, action, events)
    return settle(state, events), events


def _draw(state: State, action: Action, events: Events) -> State:
    """A card from the stock into ``seat``'s hand, one of the Timer countdown deck's when the
    draw is timed ("Cards drawn from the deck represent the time elapsed")."""
    step = state.chance[0]
    index = action.card
    assert index is not None
    stock = list(state.stock)
    stock.remove(index)
    fencer = state.fencers[action.seat]
    state = evolve(
        state,
        stock=tuple(stock),
        chance=state.chance[1:],
        timer=state.timer - 1 if step.timed else state.timer,
    )
    # The setup's draws, the deal's and a Mulligan's, are the untimed ones (ruling RF-10).
    dealt = not step.timed
    events.append(Event(EventKind.DREW, action.seat, card=index, hidden=True, dealt=dealt))
    return state.with_fencer(action.seat, evolve(fencer, hand=(*fencer.hand, index)))


def _pick(state: State, action: Action, events: Events) -> State:
    """The card the opponent drew from ``seat``'s hand goes to the discard pile face up
    (rulebook, "Defend by Distance"; ruling RF-16)."""
    index = action.card
    assert index is not None
    fencer = state.fencers[action.seat]
    hand = tuple(card for card in fencer.hand if card != index)
    state = evolve(state, chance=state.chance[1:], public_discard=(*state.public_discard, index))
    events.append(Event(EventKind.PICKED, action.seat, card=index))
    return state.with_fencer(action.seat, evolve(fencer, hand=hand))


def _coin(state: State, action: Action, events: Events) -> State:
    """The Initiative coin: the starting player ("Toss the Initiative coin to select the
    starting player"), or the Priority of the overtime (rulebook, "Priority")."""
    step = state.chance[0]
    state = evolve(state, chance=state.chance[1:])
    if step.kind is ChanceKind.COIN_PRIORITY:
        events.append(Event(EventKind.COIN, action.seat, priority=True))
        return evolve(state, priority=action.seat)
    events.append(Event(EventKind.COIN, action.seat))
    return evolve(state, turn=action.seat, turn_told=False)


def _keep_hand(state: State, action: Action, events: Events) -> State:
    """The seat keeps the hand dealt (rulebook, "Game Setup")."""
    events.append(Event(EventKind.KEPT_HAND, action.seat))
    return _after_mulligan(state, action.seat, events)


def _mulligan(state: State, action: Action, events: Events) -> State:
    """ "The discarded cards are put back in the deck and reshuffled and then the player draws 6
    new ones" (Basic: 5, "while keeping the Straight Thrust card") (rulebook, "Game Setup")."""
    seat = action.seat
    fencer = state.fencers[seat]
    kept = set(kept_cards(state.config))
    back = tuple(index for index in fencer.hand if index not in kept)
    stays = tuple(index for index in fencer.hand if index in kept)
    state = evolve(
        state,
        stock=tuple(sorted(state.stock + back)),
        chance=state.chance + tuple(Chance(ChanceKind.DRAW, seat, False) for _ in back),
    )
    events.append(Event(EventKind.MULLIGAN, seat, amount=len(back)))
    state = state.with_fencer(seat, evolve(fencer, hand=stays, mulliganed=True))
    return _after_mulligan(state, seat, events)


def _after_mulligan(state: State, seat: int, events: Events) -> State:
    """The next seat's choice, or, both hands settled, the Timer countdown deck counted out and
    the Initiative coin tossed (rulebook, "Game Setup"; ruling RF-10)."""
    if seat == 0:
        return evolve(state, turn=1)
    pending = sum(1 for step in state.chance if step.kind is ChanceKind.DRAW)
    left = len(state.stock) - pending
    timer = left if state.config.level is Level.TUTORIAL else min(TIMER_CARDS, left)
    events.append(Event(EventKind.TIMER_SET, seat, amount=timer))
    return evolve(
        state,
        timer=timer,
        phase=Phase.TURN,
        chance=(*state.chance, Chance(ChanceKind.COIN_FIRST, 0)),
    )


def _move(state: State, action: Action, events: Events) -> State:
    """ "The fencer can be moved 1 space forward or backward on the fencing strip. Making this
    move counts as one action" (rulebook, "Moving the Miniature Fencer")."""
    step = action.step
    assert step is not None
    return _step_fencer(state, action.seat, step, events)


def _step_fencer(state: State, seat: int, sections: int, events: Events) -> State:
    """``seat``'s fencer moves ``sections``; onto its own run-off the opponent gains a point
    (rulebook, "Penalty for going off the fencing strip"), else the action is used."""
    positions = moved(state.positions, seat, sections)
    fencer = state.fencers[seat]
    state = state.with_fencer(seat, evolve(fencer, position=positions[seat]))
    events.append(Event(EventKind.MOVED, seat, amount=sections, to=positions[seat]))
    if off_strip(seat, positions[seat]):
        return _off_strip_in_turn(state, seat, events)
    return _use_action(state, events)


def _guard(state: State, action: Action, events: Events) -> State:
    """The weapon position changes to either other position, "one time per turn only"
    (rulebook, "Changing the position of the weapon"; ruling RF-5)."""
    guard = action.guard
    assert guard is not None
    fencer = state.fencers[action.seat]
    state = evolve(state.with_fencer(action.seat, evolve(fencer, guard=guard)), guard_changed=True)
    events.append(Event(EventKind.GUARD, action.seat, guard=guard))
    return _use_action(state, events)


def _discard_and_draw(state: State, seat: int, index: int, events: Events) -> State:
    """ "A player can discard one card from his hand (keeping it covered) and draw a new one from
    the Timer countdown deck" (rulebook, "Discarding and Drawing")."""
    fencer = state.fencers[seat]
    hand = tuple(card for card in fencer.hand if card != index)
    state = state.with_fencer(seat, evolve(fencer, hand=hand, discards=(*fencer.discards, index)))
    events.append(Event(EventKind.DISCARDED, seat, card=index, hidden=True))
    return evolve(state, exchanged=True, chance=(*state.chance, Chance(ChanceKind.DRAW, seat)))


def _exchange(state: State, action: Action, events: Events) -> State:
    """Discard and draw: an exploratory action once per turn (Basic, Advanced), or the
    Tutorial's choice at the end of a turn (rulebook, "Discarding and Drawing"; Tutorial: "At the
    end of one's game turn, a player can choose to discard one card")."""
    assert action.card is not None
    state = _discard_and_draw(state, action.seat, action.card, events)
    if state.phase is Phase.END_OF_TURN:
        return _end_turn(state, events)
    return _use_action(state, events)


def _pass(state: State, action: Action, events: Events) -> State:
    """Tutorial: the turn ends with no card changed (rulebook, Tutorial, "Playing the game")."""
    return _end_turn(state, events)


def _stall(state: State, action: Action, events: Events) -> State:
    """ "This counts as 2 actions ... the player regains 2SP (Stamina Points) and skips his turn
    and can discard 1 card from the Timer countdown deck" (rulebook, "Stall"; ruling RF-18)."""
    seat = action.seat
    fencer = state.fencers[seat]
    stamina = min(MAX_STAMINA, fencer.stamina + STALL_STAMINA)
    state = state.with_fencer(seat, evolve(fencer, stamina=stamina))
    events.append(Event(EventKind.STALLED, seat, amount=stamina))
    if state.timer > 0:
        state = evolve(state, timer=state.timer - 1)
        events.append(Event(EventKind.TIMER_BURNED, seat, amount=state.timer))
    return _end_turn(evolve(state, stalling=True), events)


def _retreat(state: State, action: Action, events: Events) -> State:
    """ "move the miniature fencer back 2 squares on the strip and have it count as 1 action
    only. In addition, the player can choose to discard one card ... and draw a new card"
    (rulebook, Advanced, "Retreat")."""
    seat = action.seat
    positions = moved(state.positions, seat, -2)
    fencer = state.fencers[seat]
    state = state.with_fencer(seat, evolve(fencer, position=positions[seat]))
    events.append(Event(EventKind.MOVED, seat, amount=-2, to=positions[seat]))
    if off_strip(seat, positions[seat]):
        return _off_strip_in_turn(state, seat, events)
    if action.card is not None:
        state = _discard_and_draw(state, seat, action.card, events)
    return _use_action(state, events)


def _use_action(state: State, events: Events) -> State:
    """One of the turn's two actions is spent; after the second the turn ends, in Tutorial with
    the choice to discard and draw (rulebook, "Play the Game"; Tutorial, "Playing the game";
    rulings RF-22, RF-32)."""
    used = state.actions_used + 1
    state = evolve(state, actions_used=used)
    if used < TURN_ACTIONS:
        return state
    fencer = state.fencers[state.turn]
    if state.config.level is Level.TUTORIAL and state.timer > 0 and fencer.hand:
        return evolve(state, phase=Phase.END_OF_TURN)
    return _end_turn(state, events)


def _end_turn(state: State, events: Events) -> State:
    """The turn passes to the opponent: "From now the turn will be maintained" (rulebook, "Game
    Setup"); a Stall is remembered ("A player cannot Stall twice in a row")."""
    seat = state.turn
    fencer = state.fencers[seat]
    state = state.with_fencer(seat, evolve(fencer, stalled=state.stalling))
    return _start_turn(state, 1 - seat, events)


def _start_turn(state: State, seat: int, events: Events) -> State:
    """``seat``'s turn begins with two actions (rulebook, "Play the Game"); ``settle`` tells it
    once the draws before it are made."""
    return evolve(
        state,
        turn=seat,
        turn_told=False,
        phase=Phase.TURN,
        actions_used=0,
        guard_changed=False,
        exchanged=False,
        stalling=False,
        phrase=None,
    )


# -- the phrase --------------------------------------------------------------------------------


def _attack(state: State, action: Action, events: Events) -> State:
    """ "The player who starts the game with a PLAY 1 CARD action, takes a red-colored card from
    his hand (offensive card) and plays it. By doing so, that player becomes the Attacker"
    (rulebook, "Playing the game")."""
    seat = action.seat
    index = action.card
    assert index is not None
    bonus = action.bonus
    card = card_of(state, index)
    speed = attack_speed(state, seat, card, None if bonus is None else card_of(state, bonus))
    played = (index,) if bonus is None else (index, bonus)
    events.append(Event(EventKind.ATTACKED, seat, card=index, bonus=bonus, amount=speed))
    state, spent = _pay(state, seat, played, events)
    # The card ends the attacker's turn, a turn that was no Stall ("A player cannot Stall twice
    # in a row", rulebook, "Stall"; ruling RF-21).
    state = state.with_fencer(seat, evolve(state.fencers[seat], stalled=False))
    play = Play(seat, index, Role.ATTACK, speed, bonus)
    spent_pair = (spent, False) if seat == 0 else (False, spent)
    speeds: tuple[int | None, int | None] = (speed, None) if seat == 0 else (None, speed)
    actions = (1, 0) if seat == 0 else (0, 1)
    phrase = Phrase(seat, 1 - seat, (play,), speeds, actions, play, spent=spent_pair)
    return evolve(state, phase=Phase.PHRASE, phrase=phrase)


def _pay(state: State, seat: int, played: tuple[int, ...], events: Events) -> tuple[State, bool]:
    """The played cards leave the hand and their stamina is spent (rulebook, "Stamina Points":
    "the cost in Stamina points (SP) to use the card")."""
    fencer = state.fencers[seat]
    hand = tuple(index for index in fencer.hand if index not in played)
    price = cost(state, played)
    fencer = evolve(fencer, hand=hand, stamina=fencer.stamina - price)
    if price:
        events.append(Event(EventKind.STAMINA, seat, amount=fencer.stamina))
    return state.with_fencer(seat, fencer), price > 0


def answer_role(state: State, seat: int, index: int) -> Role | None:
    """The role card ``index`` takes when ``seat`` plays it in the phrase now, None when it may
    take none: the Joker's, the Renewed Attack's, or the colour that answers the threat
    (rulebook, "Playing the game"; Technical Manual, "Joker", "Renewed Attack")."""
    phrase = state.phrase
    assert phrase is not None
    card = card_of(state, index)
    if card.plays(Role.JOKER) and phrase.threat is not None:
        return Role.JOKER
    if card.plays(Role.RENEW):
        return Role.RENEW if seat == phrase.attacker else None
    if phrase.threat is None:
        return None
    for role in ANSWERS_TO.get(phrase.threat.role, ()):
        if card.plays(role):
            return role
    return None


def _answer(state: State, action: Action, events: Events) -> State:
    """A card played in answer (rulebook, "Playing the game": "If the Defender's speed number is
    higher than that of the Attacker, the latter can play a Defensive card"; "Orange and
    two-color cards"; Technical Manual, "Joker", "Renewed Attack", "Infighting")."""
    seat = action.seat
    index = action.card
    assert index is not None and state.phrase is not None
    role = answer_role(state, seat, index)
    assert role is not None
    card = card_of(state, index)
    bonus = None if action.bonus is None else card_of(state, action.bonus)
    played = (index,) if action.bonus is None else (index, action.bonus)
    phrase = state.phrase
    if role is Role.RENEW:
        before = phrase.speeds[seat]
        assert before is not None
        speed = before + card.speed
    elif role is Role.JOKER:
        speed = 0
    else:
        speed = answer_speed(state, seat, card, bonus)
    events.append(Event(EventKind.ANSWERED, seat, card=index, bonus=action.bonus, amount=speed))
    state, spent = _pay(state, seat, played, events)
    play = Play(seat, index, role, speed, action.bonus)
    phrase = evolve(
        phrase,
        plays=(*phrase.plays, play),
        actions=_bump(phrase.actions, seat),
        spent=_mark(phrase.spent, seat, spent),
    )
    if role is Role.JOKER:
        return _end_phrase(evolve(state, phrase=phrase), _Outcome.TOUCH, seat, events)
    if role is Role.PARRY and card.has(Effect.STEP_IN) and can_step_forward(state.positions, seat):
        positions = moved(state.positions, seat, 1)
        fencer = state.fencers[seat]
        state = state.with_fencer(seat, evolve(fencer, position=positions[seat]))
        events.append(Event(EventKind.MOVED, seat, amount=1, to=positions[seat]))
    threat = play
    if role is Role.PARRY and card.has(Effect.RIPOSTE):
        threat = Play(seat, index, Role.ATTACK, speed, action.bonus)
    speeds = _set(phrase.speeds, seat, speed)
    phrase = evolve(phrase, speeds=speeds, threat=threat, defended=False)
    return _after_card(evolve(state, phrase=phrase), seat, events)


def _after_card(state: State, seat: int, events: Events) -> State:
    """After a card, the speeds are compared: the faster may be answered while the slower has a
    fencing action left, else "the player with the highest speed value will be deemed to have
    scored a valid touch"; "If the speed value of both players is the same, a point will be
    assigned to each player" (rulebook, "Playing the game", "Double Touch")."""
    phrase = state.phrase
    assert phrase is not None
    other = 1 - seat
    mine, theirs = phrase.speeds[seat], phrase.speeds[other]
    assert mine is not None
    if theirs is None or mine > theirs:
        if can_act(state, phrase, other):
            return evolve(state, phrase=evolve(phrase, deciding=other))
        return _end_phrase(state, _Outcome.TOUCH, seat, events)
    if mine == theirs:
        return _end_phrase(state, _Outcome.DOUBLE, seat, events)
    return _end_phrase(state, _Outcome.TOUCH, other, events)


def _parry(state: State, action: Action, events: Events) -> State:
    """A Parry without cards: "one stamina point will be equivalent to 2 speed points of the
    opponent"; "By choosing to Parry, the fencing phrase is over without points scored"
    (rulebook, "Parry"; Technical Manual, "Renewed Attack": the attacker may still renew)."""
    amount = action.amount
    assert amount is not None
    return _cardless(state, action.seat, Cardless.PARRY, amount, events)


def _distance(state: State, action: Action, events: Events) -> State:
    """Defend by Distance: "Lose a Stamina Point (SP); Move the miniature fencer back two
    spaces; Discard one card from the hand (Basic: the opponent draws a random card from his
    hidden hand, the Straight Thrust kept back); Draw a card from the Timer countdown deck"
    (rulebook, Tutorial and Basic, "Defend by Distance")."""
    seat = action.seat
    if action.card is not None:
        fencer = state.fencers[seat]
        hand = tuple(index for index in fencer.hand if index != action.card)
        state = state.with_fencer(
            seat, evolve(fencer, hand=hand, discards=(*fencer.discards, action.card))
        )
        events.append(Event(EventKind.DISCARDED, seat, card=action.card, hidden=True))
    elif state.config.level is not Level.TUTORIAL and pick_pool(state, seat):
        state = evolve(state, chance=(*state.chance, Chance(ChanceKind.PICK, seat)))
    state = evolve(state, chance=(*state.chance, Chance(ChanceKind.DRAW, seat)))
    return _cardless(state, seat, Cardless.DISTANCE, 1, events)


def _cardless(state: State, seat: int, kind: Cardless, stamina: int, events: Events) -> State:
    """A defensive action without cards: stamina spent, "the fencing phrase ends without points
    scored and the miniature fencers must remain in their respective positions" (Defend by
    Distance: two sections back first), unless the attacker renews (rulebook, "Defensive
    actions without cards"; ruling RF-31: it is one of the fencer's fencing actions)."""
    phrase = state.phrase
    assert phrase is not None
    fencer = state.fencers[seat]
    fencer = evolve(fencer, stamina=fencer.stamina - stamina)
    state = state.with_fencer(seat, fencer)
    events.append(Event(EventKind.CARDLESS, seat, cardless=kind, amount=stamina))
    events.append(Event(EventKind.STAMINA, seat, amount=fencer.stamina))
    phrase = evolve(
        phrase,
        actions=_bump(phrase.actions, seat),
        spent=_mark(phrase.spent, seat, True),
        cardless_used=_mark(phrase.cardless_used, seat, True),
        speeds=_set(phrase.speeds, seat, None),
        threat=None,
        defended=True,
    )
    state = evolve(state, phrase=phrase)
    if kind is Cardless.DISTANCE:
        positions = moved(state.positions, seat, -2)
        state = state.with_fencer(seat, evolve(fencer, position=positions[seat]))
        events.append(Event(EventKind.MOVED, seat, amount=-2, to=positions[seat]))
        if off_strip(seat, positions[seat]):
            return _end_phrase(state, _Outcome.OFF_STRIP, seat, events)
    attacker = phrase.attacker
    if can_act(state, phrase, attacker) and _renewal_possible(state):
        return evolve(state, phrase=evolve(phrase, deciding=attacker))
    return _end_phrase(state, _Outcome.NONE, seat, events)


def _renewal_possible(state: State) -> bool:
    """Whether the level's cards hold a Renewed Attack, the one card that goes on after a
    card-less defence (Technical Manual, "Renewed Attack": "can be used also following a
    measure defense action"): only then does the attacker get the choice (ruling RF-6)."""
    return state.config.renewable


def _feint(state: State, action: Action, events: Events) -> State:
    """The Feint: "Option 1: Replace the Offensive card played with a new offensive card ...
    same Speed ... Double-Touch; higher ... Touch. In either case, the fencing phrase comes to an
    end. Option 2: Bring the Fencing Phrase to an end without any touches scored" (rulebook,
    Advanced, "Orange Cards"; ruling RF-19 for a slower new attack)."""
    seat = action.seat
    index = action.card
    assert index is not None
    played = (index,) if action.bonus is None else (index, action.bonus)
    state, spent = _pay(state, seat, played, events)
    phrase = state.phrase
    assert phrase is not None
    plays = [*phrase.plays, Play(seat, index, Role.FEINT, 0)]
    events.append(Event(EventKind.FEINTED, seat, card=index, bonus=action.bonus))
    phrase = evolve(
        phrase, actions=_bump(phrase.actions, seat), spent=_mark(phrase.spent, seat, spent)
    )
    if action.bonus is None:
        state = evolve(state, phrase=evolve(phrase, plays=tuple(plays)))
        return _end_phrase(state, _Outcome.NONE, seat, events)
    speed = attack_speed(state, seat, card_of(state, action.bonus), None)
    plays.append(Play(seat, action.bonus, Role.ATTACK, speed))
    events.append(Event(EventKind.ANSWERED, seat, card=action.bonus, amount=speed))
    speeds = _set(phrase.speeds, seat, speed)
    state = evolve(state, phrase=evolve(phrase, plays=tuple(plays), speeds=speeds))
    theirs = phrase.speeds[1 - seat]
    assert theirs is not None
    if speed == theirs:
        return _end_phrase(state, _Outcome.DOUBLE, seat, events)
    winner = seat if speed > theirs else 1 - seat
    return _end_phrase(state, _Outcome.TOUCH, winner, events)


def _yield(state: State, action: Action, events: Events) -> State:
    """The deciding fencer makes no (further) action: the phrase ends as the speeds stand, the
    faster touching; after a card-less defence, without a point (rulebook, "Playing the game":
    "If A does not have any DARK BLUE cards to continue the fencing action, B scores a touch";
    ruling RF-20)."""
    phrase = state.phrase
    assert phrase is not None
    events.append(Event(EventKind.YIELDED, action.seat))
    if phrase.threat is None:
        return _end_phrase(state, _Outcome.NONE, action.seat, events)
    return _end_phrase(state, _Outcome.TOUCH, phrase.threat.seat, events)


class _Outcome(enum.Enum):
    """How a phrase ends."""

    TOUCH = "touch"
    DOUBLE = "double"
    NONE = "none"
    OFF_STRIP = "off-strip"


def _end_phrase(state: State, outcome: _Outcome, seat: int, events: Events) -> State:
    """The phrase's end: the point(s), the cards played (Tutorial: "The cards played in the
    fencing action are discarded"; Basic: "at the end of the fencing phrase the players take
    back in hand the cards played"), stamina recovered, the fencers on guard after a point,
    hands replenished ("The player who scores the point will draw first"), and the turn to the
    attacker's opponent (rulebook, "Fencing Phrase", "Stamina Points", "Double Touch"; rulings
    RF-21, RF-22). ``seat`` is the one who touched (or went off the strip)."""
    phrase = state.phrase
    assert phrase is not None
    scorers: tuple[int, ...] = ()
    if outcome is _Outcome.TOUCH:
        events.append(Event(EventKind.TOUCH, seat))
        scorers = (seat,)
    elif outcome is _Outcome.OFF_STRIP:
        events.append(Event(EventKind.OFF_STRIP, seat))
        scorers = (1 - seat,)
    elif outcome is _Outcome.DOUBLE:
        if _double_void(state):
            events.append(Event(EventKind.DOUBLE_VOID, seat))
        else:
            events.append(Event(EventKind.DOUBLE, seat))
            scorers = (0, 1)
    else:
        events.append(Event(EventKind.NO_TOUCH, seat))
    state = _return_cards(state, phrase)
    if scorers:
        state = _score(state, scorers, events)
        state = _recover(state, phrase.spent, events)
        state = _decide(_on_guard(state, events), scorers, events)
    elif outcome is _Outcome.NONE and is_fleche(state, phrase):
        state = _after_fleche(state, phrase, events)
    state = evolve(state, phrase=None)
    if state.phase is Phase.OVER:
        return state
    if state.config.level is Level.TUTORIAL:
        first = scorers[0] if len(scorers) == 1 else phrase.attacker
        state = _refill(state, (first, 1 - first))
    return _start_turn(state, phrase.defender, events)


def _double_void(state: State) -> bool:
    """ "If the score between the players ties at 4, 9, or at 14, a double touch is not counted
    and the two fencers maintain their positions" (rulebook, "Double Touch"; ruling RF-23: one
    touch short of the bout's score); in an overtime only a single touch decides (ruling
    RF-24)."""
    if state.overtime:
        return True
    first, second = (fencer.score for fencer in state.fencers)
    return first == second == state.config.target - 1


def _return_cards(state: State, phrase: Phrase) -> State:
    """The table cleared: discarded face up in Tutorial, back to their players' hands in Basic
    and Advanced (rulebook, Tutorial and Basic, "Fencing Phrase")."""
    if state.config.level is Level.TUTORIAL:
        return evolve(state, public_discard=state.public_discard + phrase.table())
    for seat in (0, 1):
        mine: list[int] = []
        for play in phrase.plays:
            if play.seat == seat:
                mine.append(play.card)
                if play.bonus is not None:
                    mine.append(play.bonus)
        if mine:
            fencer = state.fencers[seat]
            state = state.with_fencer(seat, evolve(fencer, hand=fencer.hand + tuple(mine)))
    return state


def _score(state: State, seats: tuple[int, ...], events: Events) -> State:
    """Each of ``seats`` gains a point (rulebook, "Playing the game": "1 point can be assigned
    to just one of the players or to both players")."""
    for seat in seats:
        fencer = state.fencers[seat]
        state = state.with_fencer(seat, evolve(fencer, score=fencer.score + 1))
        events.append(Event(EventKind.SCORE, seat, amount=fencer.score + 1))
    return state


def _decide(state: State, seats: tuple[int, ...], events: Events) -> State:
    """The bout ends when the score is reached ("The game ends when one of the players scores
    the last touch") or, in an overtime, at the first point ("The match is won by the first
    player to score a point") (rulebook, "End of Game", "Priority")."""
    if state.overtime and len(seats) == 1:
        return _win(state, seats[0], events)
    leaders = [seat for seat in (0, 1) if state.fencers[seat].score >= state.config.target]
    if leaders:
        return _win(state, leaders[0], events)
    return state


def _win(state: State, seat: int | None, events: Events) -> State:
    """The bout is over: ``seat`` won, or a draw for None (ruling RF-25)."""
    result = (0.5, 0.5) if seat is None else ((1.0, 0.0) if seat == 0 else (0.0, 1.0))
    events.append(Event(EventKind.WON, -1 if seat is None else seat))
    return evolve(state, phase=Phase.OVER, result=result, chance=(), phrase=None)


def _recover(state: State, spent: tuple[bool, bool], events: Events) -> State:
    """ "After a point is scored, both players regain 1 Stamina point (However, if ... a player
    utilizes Stamina Point(s) defending or attacking, that player does not regain 1 stamina
    point" (rulebook, "Stamina Points"; not in Tutorial, ruling RF-26)."""
    if state.config.level is Level.TUTORIAL:
        return state
    for seat in (0, 1):
        fencer = state.fencers[seat]
        if spent[seat] or fencer.stamina >= MAX_STAMINA:
            continue
        stamina = min(MAX_STAMINA, fencer.stamina + RECOVERY)
        state = state.with_fencer(seat, evolve(fencer, stamina=stamina))
        events.append(Event(EventKind.STAMINA, seat, amount=stamina))
    return state


def _on_guard(state: State, events: Events) -> State:
    """ "After a touch is scored, the fencers must return to the starting On guard position"
    (rulebook, "Playing the game")."""
    for seat in (0, 1):
        state = state.with_fencer(seat, evolve(state.fencers[seat], position=ON_GUARD[seat]))
    events.append(Event(EventKind.ON_GUARD, 0))
    return state


def _after_fleche(state: State, phrase: Phrase, events: Events) -> State:
    """ "In the event that a touch has not been scored on the target the defender's miniature
    will advance 1 square and the attacker's miniature will be positioned two squares away
    (long distance)" (Technical Manual, "Flèche"; ruling RF-27)."""
    defender, attacker = phrase.defender, phrase.attacker
    positions = state.positions
    if can_step_forward(positions, defender):
        positions = moved(positions, defender, 1)
    places = list(positions)
    places[attacker] = places[defender] - 3 * (1 if attacker == 0 else -1)
    if off_strip(attacker, places[attacker]):
        shift = (1 if attacker == 0 else -1) * (
            abs(places[attacker] - (0 if attacker == 0 else 9)) + 1
        )
        places = [place + shift for place in places]
    for seat in (0, 1):
        state = state.with_fencer(seat, evolve(state.fencers[seat], position=places[seat]))
        events.append(Event(EventKind.MOVED, seat, amount=0, to=places[seat]))
    return state


def _refill(state: State, order: tuple[int, int]) -> State:
    """Tutorial: "new cards are drawn from the Timer countdown deck to replenish each player's
    hand (up to 6 cards). The player who scores the point will draw first" (rulebook, Tutorial,
    "Playing the game")."""
    waiting = Counter(step.seat for step in state.chance if step.kind is ChanceKind.DRAW)
    draws = tuple(
        Chance(ChanceKind.DRAW, seat)
        for seat in order
        for _ in range(HAND_SIZE - len(state.fencers[seat].hand) - waiting[seat])
    )
    return evolve(state, chance=state.chance + draws)


def _off_strip_in_turn(state: State, seat: int, events: Events) -> State:
    """A fencer stepped onto its own run-off: "the opponent will gain one point"; the fencers
    go back on guard and the turn passes (rulebook, "Penalty for going off the fencing strip";
    ruling RF-28)."""
    events.append(Event(EventKind.OFF_STRIP, seat))
    state = _score(state, (1 - seat,), events)
    state = _recover(state, (False, False), events)
    state = _decide(_on_guard(state, events), (1 - seat,), events)
    if state.phase is Phase.OVER:
        return state
    return _end_turn(state, events)


# -- time --------------------------------------------------------------------------------------


def settle(state: State, events: Events) -> State:
    """What follows on its own once a move is played: draws the spent timer cannot give are
    dropped, the period ends when the Timer countdown deck is depleted (between phrases, ruling
    RF-29), an overtime is decided (rulebook, "End of Game", "Priority"; rulings RF-15, RF-17,
    RF-25); then a turn begun and waiting on nothing more is told."""
    state = _settle_time(state, events)
    if state.phase is Phase.TURN and not state.chance and not state.turn_told:
        events.append(Event(EventKind.TURN, state.turn))
        state = evolve(state, turn_told=True)
    return state


def _settle_time(state: State, events: Events) -> State:
    """``settle``'s draws, periods and overtime."""
    while state.phase is not Phase.OVER:
        if state.chance:
            step = state.chance[0]
            if step.kind is ChanceKind.DRAW and (
                not state.stock or (step.timed and state.timer <= 0)
            ):
                events.append(Event(EventKind.DREW_NOTHING, step.seat))
                state = evolve(state, chance=state.chance[1:])
                continue
            if step.kind is ChanceKind.PICK and not pick_pool(state, step.seat):
                state = evolve(state, chance=state.chance[1:])
                continue
            return state
        if state.phase not in (Phase.TURN, Phase.END_OF_TURN):
            return state
        if state.overtime:
            return _overtime_check(state, events)
        if state.timer > 0:
            return state
        state = _end_period(state, events)
    return state


def _overtime_check(state: State, events: Events) -> State:
    """In the overtime: "If both players fail to score a point before the Timer countdown deck is
    depleted of cards, the player who was assigned the Priority wins"; Tutorial: "the one who is
    left without cards loses" (rulebook, "Priority"; Tutorial, "End of Game")."""
    if state.config.level is Level.TUTORIAL:
        empty = [seat for seat in (0, 1) if not state.fencers[seat].hand]
        if len(empty) == 2:
            return _win(state, None, events)
        if empty:
            return _win(state, 1 - empty[0], events)
        return state
    if state.timer <= 0 and state.priority is not None:
        return _win(state, state.priority, events)
    return state


def _end_period(state: State, events: Events) -> State:
    """The Timer countdown deck is depleted: the next period ("all the cards ... (except those
    still in players' hands) are collected and shuffled again to form a new Timer countdown
    deck", stamina refilled), or the bout's end: the higher score wins, a tie goes to the
    overtime (rulebook, Basic and Advanced, "End of Game", "Priority"; Tutorial, "End of Game";
    rulings RF-15, RF-17)."""
    config = state.config
    seat = state.turn if state.actions_used == 0 else 1 - state.turn
    if state.period < config.periods:
        return _new_period(state, seat, events)
    first, second = (fencer.score for fencer in state.fencers)
    if first != second:
        return _win(state, 0 if first > second else 1, events)
    events.append(Event(EventKind.OVERTIME, seat))
    if config.level is Level.TUTORIAL:
        return _start_turn(evolve(state, overtime=True), seat, events)
    pile = state.public_discard + state.fencers[0].discards + state.fencers[1].discards
    if len(pile) >= OVERTIME_CARDS:
        stock, box = tuple(sorted(pile)), state.box + state.stock
    else:
        stock, box = tuple(sorted(state.stock + pile)), state.box
    timer = min(OVERTIME_CARDS, len(stock))
    events.append(Event(EventKind.TIMER_SET, seat, amount=timer))
    state = _clear_discards(evolve(state, stock=stock, box=box, timer=timer, overtime=True))
    state = evolve(state, chance=(Chance(ChanceKind.COIN_PRIORITY, seat),))
    return _start_turn(state, seat, events)


def _clear_discards(state: State) -> State:
    """Every discard pile emptied (their cards gathered by the caller)."""
    fencers = tuple(evolve(fencer, discards=()) for fencer in state.fencers)
    return evolve(state, public_discard=(), fencers=(fencers[0], fencers[1]))


def _new_period(state: State, seat: int, events: Events) -> State:
    """The next bout period: the cards gathered into a new timer, stamina refilled to the
    period's (6; Advanced 5 then 4), the fencers on guard in Point-in-Line (rulebook, Basic,
    "End of Game"; Advanced, "Advanced Game Mode"; ruling RF-15)."""
    period = state.period + 1
    pile = state.public_discard + state.fencers[0].discards + state.fencers[1].discards
    stock = tuple(sorted(state.stock + pile))
    timer = min(TIMER_CARDS, len(stock))
    stamina = PERIOD_STAMINA[state.config.level][period - 1]
    state = _clear_discards(evolve(state, stock=stock, timer=timer, period=period))
    events.append(Event(EventKind.PERIOD, seat, amount=period))
    events.append(Event(EventKind.TIMER_SET, seat, amount=timer))
    for each in (0, 1):
        fencer = evolve(
            state.fencers[each],
            stamina=stamina,
            position=ON_GUARD[each],
            guard=Guard.LINE,
            stalled=False,
        )
        state = state.with_fencer(each, fencer)
        events.append(Event(EventKind.STAMINA, each, amount=stamina))
    events.append(Event(EventKind.ON_GUARD, seat))
    return _start_turn(state, seat, events)


# -- small tuple helpers -----------------------------------------------------------------------


def _bump(pair: tuple[int, int], seat: int) -> tuple[int, int]:
    """``pair`` with ``seat``'s count one higher."""
    return (pair[0] + 1, pair[1]) if seat == 0 else (pair[0], pair[1] + 1)


def _mark(pair: tuple[bool, bool], seat: int, value: bool) -> tuple[bool, bool]:
    """``pair`` with ``seat``'s flag set when ``value``."""
    if not value:
        return pair
    return (True, pair[1]) if seat == 0 else (pair[0], True)


def _set(
    pair: tuple[int | None, int | None], seat: int, value: int | None
) -> tuple[int | None, int | None]:
    """``pair`` with ``seat``'s entry ``value``."""
    return (value, pair[1]) if seat == 0 else (pair[0], value)


_HANDLERS = {
    ActionKind.DRAW: _draw,
    ActionKind.PICK: _pick,
    ActionKind.COIN: _coin,
    ActionKind.KEEP_HAND: _keep_hand,
    ActionKind.MULLIGAN: _mulligan,
    ActionKind.MOVE: _move,
    ActionKind.GUARD: _guard,
    ActionKind.EXCHANGE: _exchange,
    ActionKind.PASS: _pass,
    ActionKind.STALL: _stall,
    ActionKind.RETREAT: _retreat,
    ActionKind.ATTACK: _attack,
    ActionKind.ANSWER: _answer,
    ActionKind.PARRY: _parry,
    ActionKind.DISTANCE: _distance,
    ActionKind.FEINT: _feint,
    ActionKind.YIELD: _yield,
}
