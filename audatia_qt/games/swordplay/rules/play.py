"""How a game of Swordplay: Arena moves on: setup, the four phases of a turn, attacks and
their answers, damage, defeat and the end (rulebook, "Setup", "Playing The Game", "Winning
The Game", "Solo Play", "Cooperative Solitaire").

``advance(state, action)`` applies an action already known to be legal (``legal.apply``
checks first); everything the rules do on their own (the draw, the monster's turn, the end of
a turn after its attack) happens inside it, each with its event (ruling SP-1, SP-5).
"""

from __future__ import annotations

from audatia_qt.engine.game import CHANCE
from audatia_qt.games.swordplay.rules.actions import Action, ActionKind
from audatia_qt.games.swordplay.rules.cards import (
    ArmorCard,
    AttackCard,
    AttackEffect,
    DefenseCard,
    ShieldCard,
    WeaponCard,
)
from audatia_qt.games.swordplay.rules.combat import (
    armor_split,
    armor_value,
    attack_card,
    attack_damage,
    card,
    free_hands,
    monster_guard,
    pierces,
    weapon,
    weapons_of,
)
from audatia_qt.games.swordplay.rules.config import DIE_FACES, HAND_SIZE, Config, Mode
from audatia_qt.games.swordplay.rules.deck import draw_one, shuffled_deck
from audatia_qt.games.swordplay.rules.events import Event, EventKind, RollPurpose
from audatia_qt.games.swordplay.rules.state import (
    HeroState,
    MonsterState,
    PendingAttack,
    Phase,
    ReadyShield,
    State,
    evolve,
)

#: The phases in which the die, not a seat, decides (ruling SP-1).
CHANCE_PHASES = frozenset({Phase.ROLL_OFF, Phase.MONSTER_DEFENCE, Phase.MONSTER_TARGET})

#: The moves that put a card in motion: a turn with one of them is not a still turn (ruling
#: SP-23).
_ACTING_KINDS = frozenset(
    {ActionKind.DISCARD, ActionKind.DROP, ActionKind.READY, ActionKind.ATTACK}
)

#: Rounds in a row with no card moved after which the fight is a standoff (ruling SP-23).
STANDOFF_ROUNDS = 3

Events = list[Event]


# -- setup ---------------------------------------------------------------------------------------


def new_game(config: Config) -> State:
    """The table after "Setup": heroes chosen (the config's), the combat deck shuffled by the
    seed, five cards dealt to each hero one at a time in seat order, and the first roll for
    who goes first waiting (rulebook, "Setup" steps 1-4; rulings SP-3, SP-4)."""
    cards = config.cards
    deck = list(shuffled_deck(len(cards.combat), config.seed))
    hands: list[list[int]] = [[] for _ in config.heroes]
    for _ in range(HAND_SIZE):
        for hand in hands:
            if deck:
                hand.append(deck.pop(0))
    heroes = tuple(
        HeroState(life=cards.hero(hero_id).life, hand=tuple(hand))
        for hero_id, hand in zip(config.heroes, hands, strict=True)
    )
    monster = None
    if config.monster is not None:
        found = cards.monster(config.monster)
        monster = MonsterState(life=found.life, armor=found.armor)
    seats = tuple(range(config.seat_count))
    return State(
        config=config,
        heroes=heroes,
        monster=monster,
        deck=tuple(deck),
        discard=(),
        turn=seats[0],
        phase=Phase.ROLL_OFF,
        rolling=seats,
        shuffle_key=config.seed,
    )


# -- who moves -----------------------------------------------------------------------------------


def to_move(state: State) -> int | None:
    """The seat that decides now: the hero whose turn it is, the target of a pending attack
    (rulebook, "Defending"), ``CHANCE`` for a d10 roll, None when the game is over; never the
    monster's seat (ruling SP-1)."""
    if state.phase is Phase.OVER:
        return None
    if state.phase in CHANCE_PHASES:
        return CHANCE
    if state.phase in (Phase.DEFEND, Phase.DISARM):
        assert state.pending is not None and state.pending.target is not None
        return state.pending.target
    return state.turn


def roller(state: State) -> int:
    """The seat whose d10 is rolled now: the seat rolling for first player (rulebook, "Setup"
    step 2), or the monster (rulebook, "Monster Defenses"; ruling SP-9)."""
    if state.phase is Phase.ROLL_OFF:
        return state.turn
    seat = state.config.monster_seat
    assert seat is not None
    return seat


def target_for_face(living: tuple[int, ...], face: int) -> int | None:
    """The hero the co-op monster's d10 picks, or None for a face that is rolled again
    (rulebook, "Cooperative Solitaire": "the monster will randomly choose their target each
    turn using a die roll"; ruling SP-9: the faces are split evenly among the living heroes in
    seat order, the few left over rolled again)."""
    span = DIE_FACES // len(living)
    index = (face - 1) // span
    return living[index] if index < len(living) else None


# -- applying an action --------------------------------------------------------------------------


def advance(state: State, action: Action) -> tuple[State, Events]:
    """The state after the legal ``action`` and what happened (rulebook, "Playing The
    Game")."""
    events: Events = []
    kind = action.kind
    if kind in _ACTING_KINDS:
        state = evolve(state, acted=True)
    if kind is ActionKind.ROLL:
        assert action.face is not None
        state = _roll(state, action.face, events)
    elif kind is ActionKind.DISCARD:
        assert action.card is not None
        state = _discard(state, action.seat, action.card, events)
    elif kind is ActionKind.KEEP:
        events.append(Event(EventKind.KEPT, action.seat))
        state = _draw_phase(state, action.seat, events)
    elif kind is ActionKind.DROP:
        assert action.card is not None
        state = _drop(state, action.seat, action.card, events)
    elif kind is ActionKind.READY:
        assert action.card is not None
        state = _ready(state, action.seat, action.card, events)
    elif kind is ActionKind.SKIP_READY:
        state = evolve(state, phase=Phase.COMBAT)
    elif kind is ActionKind.ATTACK:
        assert action.card is not None and action.target is not None
        state = _attack(state, action.seat, action.card, action.target, events)
    elif kind is ActionKind.END_TURN:
        state = _end_turn(state, events)
    elif kind is ActionKind.DEFEND:
        assert action.card is not None
        state = _defend_with_card(state, action.seat, action.card, events)
    elif kind is ActionKind.SHIELD:
        assert action.card is not None
        state = _defend_with_shield(state, action.seat, action.card, events)
    elif kind is ActionKind.TAKE_HIT:
        state = _hit(state, events)
    elif kind is ActionKind.DISARM_DROP:
        assert action.card is not None
        state = _drop(state, action.seat, action.card, events)
        state = _finish_attack(state, events)
    return state, events


# -- the die -------------------------------------------------------------------------------------


def _roll(state: State, face: int, events: Events) -> State:
    """A face of the d10, for whatever the rules rolled it for (rulebook, "Setup" step 2,
    "Monster Defenses", "Cooperative Solitaire")."""
    if state.phase is Phase.ROLL_OFF:
        return _first_player_roll(state, face, events)
    monster_seat = roller(state)
    if state.phase is Phase.MONSTER_DEFENCE:
        pending = state.pending
        assert pending is not None
        # The attack card rolled against (face up on the table): the roll is told from its
        # events alone, at a network table too, where no state before it is known.
        events.append(
            Event(
                EventKind.ROLLED,
                monster_seat,
                card=pending.card,
                amount=face,
                purpose=RollPurpose.MONSTER_DEFENCE,
            )
        )
        return _monster_defends(state, face, events)
    events.append(
        Event(EventKind.ROLLED, monster_seat, amount=face, purpose=RollPurpose.MONSTER_TARGET)
    )
    pending = state.pending
    assert pending is not None
    target = target_for_face(state.living_heroes(), face)
    if target is None:
        events.append(Event(EventKind.ROLL_AGAIN, monster_seat, amount=face))
        return state
    return _declare_attack(
        evolve(state, pending=evolve(pending, target=target)), monster_seat, events
    )


def _first_player_roll(state: State, face: int, events: Events) -> State:
    """ "Each player rolls a Die. The player who rolls highest goes first" (rulebook, "Setup"
    step 2); the seats tied highest roll again, as a new round among themselves (ruling
    SP-3)."""
    seat = state.turn
    events.append(Event(EventKind.ROLLED, seat, amount=face, purpose=RollPurpose.FIRST_PLAYER))
    rolls = (*state.rolls, (seat, face))
    position = state.rolling.index(seat)
    if position + 1 < len(state.rolling):
        return evolve(state, rolls=rolls, turn=state.rolling[position + 1])
    this_round = rolls[len(rolls) - len(state.rolling) :]
    best = max(rolled for _, rolled in this_round)
    tied = tuple(who for who, rolled in this_round if rolled == best)
    state = evolve(state, rolls=rolls)
    if len(tied) > 1:
        events.append(Event(EventKind.TIED, tied[0], amount=best, seats=tied))
        return evolve(state, rolling=tied, turn=tied[0])
    events.append(Event(EventKind.FIRST, tied[0], amount=best))
    return _start_turn(evolve(state, rolling=()), tied[0], events)


# -- a hero's turn -------------------------------------------------------------------------------


def _start_turn(state: State, seat: int, events: Events) -> State:
    """``seat``'s turn begins with its Discard phase (rulebook, "Playing The Game"); the
    monster's turn is played by the rules (rulebook, "Monster Actions"; ruling SP-1)."""
    events.append(Event(EventKind.TURN, seat))
    state = evolve(state, turn=seat, phase=Phase.DISCARD, readied=False, pending=None, acted=False)
    if state.is_monster(seat):
        return _monster_turn(state, seat, events)
    return state


def _discard(state: State, seat: int, index: int, events: Events) -> State:
    """ "During this phase, you may discard one card from your hand" (rulebook, "1.
    Discard")."""
    hero = state.heroes[seat]
    hand = list(hero.hand)
    hand.remove(index)
    state = evolve(
        state.with_hero(seat, evolve(hero, hand=tuple(hand))),
        discard=(*state.discard, index),
    )
    events.append(Event(EventKind.DISCARDED, seat, card=index))
    return _draw_phase(state, seat, events)


def _draw_phase(state: State, seat: int, events: Events) -> State:
    """ "if you have less than five cards in your hand you must draw cards from the combat deck
    until you have five cards. If the combat deck runs out of cards simply reshuffle the
    discard pile to form a new combat deck" (rulebook, "2. Draw"; rulings SP-5, SP-7). Then
    the Ready phase."""
    state = evolve(state, phase=Phase.DRAW)
    while len(state.heroes[seat].hand) < HAND_SIZE:
        state, drawn, drew = draw_one(state, seat, public=False)
        events.extend(drew)
        if drawn is None:
            break
        hero = state.heroes[seat]
        state = state.with_hero(seat, evolve(hero, hand=(*hero.hand, drawn)))
    return evolve(state, phase=Phase.READY)


def _drop(state: State, seat: int, index: int, events: Events) -> State:
    """A ready item to the discard pile: "Ready Armor, Weapon and Shield cards may be dropped
    at the beginning of the ready phase ... Dropped Items are placed in the discard pile"
    (rulebook, "Dropping Items"), or a weapon a disarming attack knocks away (ruling SP-14)."""
    events.append(Event(EventKind.DROPPED, seat, card=index))
    discard = (*state.discard, index)
    if state.is_monster(seat):
        assert state.monster is not None
        weapons = tuple(each for each in state.monster.weapons if each != index)
        return evolve(state, monster=evolve(state.monster, weapons=weapons), discard=discard)
    hero = state.heroes[seat]
    if hero.armor == index:
        hero = evolve(hero, armor=None, absorbed=0)
    else:
        hero = evolve(
            hero,
            weapons=tuple(each for each in hero.weapons if each != index),
            shields=tuple(each for each in hero.shields if each.card != index),
        )
    return evolve(state.with_hero(seat, hero), discard=discard)


def _ready(state: State, seat: int, index: int, events: Events) -> State:
    """ "you may play a single Armor, Weapon or Shield Item card" (rulebook, "3. Ready"); a new
    armor discards the old one ("Armor"); the turn goes on to Combat, where it may not attack
    ("Heroes may not make an attack on any turn in which they ready an Item")."""
    hero = state.heroes[seat]
    hand = list(hero.hand)
    hand.remove(index)
    hero = evolve(hero, hand=tuple(hand))
    item = card(state, index)
    discard = state.discard
    if isinstance(item, ArmorCard):
        if hero.armor is not None:
            events.append(Event(EventKind.ARMOR_REPLACED, seat, card=hero.armor))
            discard = (*discard, hero.armor)
        hero = evolve(hero, armor=index, absorbed=0)
    elif isinstance(item, WeaponCard):
        hero = evolve(hero, weapons=(*hero.weapons, index))
    else:
        hero = evolve(hero, shields=(*hero.shields, ReadyShield(index)))
    events.append(Event(EventKind.READIED, seat, card=index))
    return evolve(state.with_hero(seat, hero), discard=discard, phase=Phase.COMBAT, readied=True)


def _attack(state: State, seat: int, index: int, target: int, events: Events) -> State:
    """ "An attack is made by playing an Attack card and declaring the target of your attack"
    (rulebook, "Making An Attack")."""
    hero = state.heroes[seat]
    hand = list(hero.hand)
    hand.remove(index)
    state = state.with_hero(seat, evolve(hero, hand=tuple(hand)))
    state = evolve(state, pending=PendingAttack(seat, target, index))
    return _declare_attack(state, seat, events)


def _declare_attack(state: State, seat: int, events: Events) -> State:
    """The attack, its target known, goes to its answer: the target hero's defence (rulebook,
    "Defending") or the monster's roll ("Monster Defenses")."""
    pending = state.pending
    assert pending is not None and pending.target is not None
    events.append(Event(EventKind.ATTACKED, seat, card=pending.card, target=pending.target))
    if state.is_monster(pending.target):
        return evolve(state, phase=Phase.MONSTER_DEFENCE)
    return evolve(state, phase=Phase.DEFEND)


def _end_turn(state: State, events: Events) -> State:
    """ "After you have completed all four phases, declare that your turn is over and the player
    to your left now takes their turn. Play passes clockwise" (rulebook, "Playing The Game");
    defeated heroes are passed over (ruling SP-16). A turn that moved no card counts towards a
    standoff, which ends the fight (ruling SP-23)."""
    seat = state.turn
    events.append(Event(EventKind.TURN_ENDED, seat))
    state = evolve(state, still_turns=0 if state.acted else state.still_turns + 1)
    state = _check_over(state, events)
    if state.phase is Phase.OVER:
        return state
    seats = state.config.seat_count
    following = (seat + 1) % seats
    while not state.alive(following):
        following = (following + 1) % seats
    return _start_turn(state, following, events)


# -- answering an attack -------------------------------------------------------------------------


def _defend_with_card(state: State, seat: int, index: int, events: Events) -> State:
    """ "The Target of an attack may play any appropriate defense card ... Attacks which are
    countered score no damage on the target" (rulebook, "Defending")."""
    hero = state.heroes[seat]
    hand = list(hero.hand)
    hand.remove(index)
    state = evolve(
        state.with_hero(seat, evolve(hero, hand=tuple(hand))),
        discard=(*state.discard, index),
    )
    pending = state.pending
    assert pending is not None
    events.append(Event(EventKind.COUNTERED, pending.attacker, card=index, target=seat))
    return _finish_attack(state, events)


def _defend_with_shield(state: State, seat: int, index: int, events: Events) -> State:
    """ "Ready shields may be used at their wielders discretion to counter attacks ... Shields
    are damaged by each attack they counter and must be discarded after countering the number
    of attacks listed on the card" (rulebook, "Shields"); a shield-breaking attack destroys
    it at once (ruling SP-18)."""
    pending = state.pending
    assert pending is not None
    events.append(Event(EventKind.COUNTERED, pending.attacker, card=index, target=seat))
    hero = state.heroes[seat]
    breaking = AttackEffect.SHIELD_BREAKING in attack_card(state, pending.card).effects
    shields: list[ReadyShield] = []
    discard = state.discard
    for shield in hero.shields:
        if shield.card != index:
            shields.append(shield)
            continue
        found = card(state, index)
        assert isinstance(found, ShieldCard)
        spent = shield.spent + 1
        if breaking or spent >= found.uses:
            events.append(Event(EventKind.SHIELD_BROKEN, seat, card=index))
            discard = (*discard, index)
        else:
            shields.append(evolve(shield, spent=spent))
    state = evolve(state.with_hero(seat, evolve(hero, shields=tuple(shields))), discard=discard)
    return _finish_attack(state, events)


def _hit(state: State, events: Events) -> State:
    """The attack is not countered: its damage (rulebook, "Determining Damage") falls on the
    target's armor, then its life ("Applying Damage"); a disarming attack then knocks a weapon
    away (ruling SP-14)."""
    pending = state.pending
    assert pending is not None and pending.target is not None
    target = pending.target
    damage = attack_damage(state, pending.attacker, pending.card)
    piercing = pierces(state, pending.attacker, pending.card)
    if state.is_monster(target):
        state = _damage_monster(state, target, damage, piercing, events)
    else:
        state = _damage_hero(state, target, damage, piercing, events)
    if state.phase is Phase.OVER or not state.alive(target):
        return _finish_attack(state, events)
    if AttackEffect.DISARMING not in attack_card(state, pending.card).effects:
        return _finish_attack(state, events)
    if state.is_monster(target):
        assert state.monster is not None
        if state.monster.weapons:
            weakest = min(state.monster.weapons, key=lambda each: weapon(state, each).damage)
            state = _drop(state, target, weakest, events)
        return _finish_attack(state, events)
    weapons = state.heroes[target].weapons
    if len(weapons) == 1:
        state = _drop(state, target, weapons[0], events)
    if len(weapons) > 1:
        return evolve(state, phase=Phase.DISARM)
    return _finish_attack(state, events)


def _damage_hero(state: State, seat: int, damage: int, piercing: bool, events: Events) -> State:
    """ "damage is first applied to the targets ready armor with any remaining damage applied
    against the targets life" (rulebook, "Applying Damage"); "Once Armor has taken damage equal
    to its listed damage value its discarded" ("Armor")."""
    hero = state.heroes[seat]
    armor_left = 0 if hero.armor is None else armor_value(state, hero.armor) - hero.absorbed
    absorbed, to_life = armor_split(damage, armor_left, piercing)
    events.append(Event(EventKind.HIT, seat, target=seat, amount=damage, absorbed=absorbed))
    hero = evolve(hero, life=hero.life - to_life, absorbed=hero.absorbed + absorbed)
    discard = state.discard
    if hero.armor is not None and hero.absorbed >= armor_value(state, hero.armor):
        events.append(Event(EventKind.ARMOR_DESTROYED, seat, card=hero.armor))
        discard = (*discard, hero.armor)
        hero = evolve(hero, armor=None, absorbed=0)
    state = evolve(state.with_hero(seat, hero), discard=discard)
    if hero.defeated:
        state = _defeat_hero(state, seat, events)
    return state


def _defeat_hero(state: State, seat: int, events: Events) -> State:
    """ "If a heroes life reaches zero or less they have been defeated" (rulebook, "Applying
    Damage"): its hand and ready items go to the discard pile and it leaves the turn order
    (ruling SP-16); the game may be over ("Winning The Game", "Solo Play")."""
    events.append(Event(EventKind.DEFEATED, seat))
    hero = state.heroes[seat]
    discard = state.discard + hero.hand + hero.ready_cards()
    hero = evolve(hero, hand=(), armor=None, absorbed=0, weapons=(), shields=())
    state = evolve(state.with_hero(seat, hero), discard=discard)
    return _check_over(state, events)


def _damage_monster(state: State, seat: int, damage: int, piercing: bool, events: Events) -> State:
    """Damage on the monster: its armor pool first, then its life (rulebook, "The Monster
    Card", "Applying Damage"; ruling SP-11)."""
    monster = state.monster
    assert monster is not None
    absorbed, to_life = armor_split(damage, monster.armor, piercing)
    events.append(Event(EventKind.HIT, seat, target=seat, amount=damage, absorbed=absorbed))
    monster = evolve(monster, life=monster.life - to_life, armor=monster.armor - absorbed)
    state = evolve(state, monster=monster)
    if monster.defeated:
        events.append(Event(EventKind.DEFEATED, seat))
        state = _check_over(state, events)
    return state


def _finish_attack(state: State, events: Events) -> State:
    """The attack card goes to the discard pile and, the Combat phase being the turn's last,
    the attacker's turn ends (rulebook, "Playing The Game"; ruling SP-8)."""
    pending = state.pending
    assert pending is not None
    state = evolve(state, pending=None, discard=(*state.discard, pending.card))
    if state.phase is Phase.OVER:
        return state
    state = evolve(state, turn=pending.attacker)
    return _end_turn(state, events)


def _check_over(state: State, events: Events) -> State:
    """Whether the game has ended, and who won: "The last hero standing wins" (rulebook,
    "Winning The Game"); in solo and co-op play the heroes win together when the monster is
    defeated and lose when every hero is (ruling SP-17); a standoff is a draw between the
    seats still standing (ruling SP-23)."""
    result = outcome(state)
    if result is None:
        return state
    won = winners(result)
    if won:
        events.append(Event(EventKind.WON, won[0], seats=won))
    else:
        standing = state.standing()
        events.append(
            Event(EventKind.STANDOFF, standing[0], amount=STANDOFF_ROUNDS, seats=standing)
        )
    return evolve(state, phase=Phase.OVER, result=result)


def winners(result: tuple[float, ...]) -> tuple[int, ...]:
    """The seats that won a finished game: those scoring a whole 1; none after a standoff
    (rulings SP-17, SP-23)."""
    return tuple(seat for seat, value in enumerate(result) if value == 1.0)


def still_turns_left(still_turns: int, standing: int) -> int:
    """How many more turns with no card moved make a standoff, after ``still_turns`` of them
    with ``standing`` seats in the fight (ruling SP-23)."""
    return max(0, STANDOFF_ROUNDS * standing - still_turns)


def _standoff(state: State) -> tuple[float, ...] | None:
    """The draw of a fight in which no card has moved for ``STANDOFF_ROUNDS`` rounds, or None
    (ruling SP-23): in versus play the heroes standing share the point; against a monster
    every hero and the monster score a half (the heroes share one result, ruling SP-17)."""
    standing = state.standing()
    if still_turns_left(state.still_turns, len(standing)) > 0:
        return None
    config = state.config
    if config.mode is Mode.VERSUS:
        share = 1.0 / len(standing)
        return tuple(share if seat in standing else 0.0 for seat in range(config.seat_count))
    return (0.5,) * config.seat_count


def outcome(state: State) -> tuple[float, ...] | None:
    """Each seat's result if the game is over, else None (rulebook, "Winning The Game", "Solo
    Play"; rulings SP-17, SP-23): 1 a win, 0 a loss, a share of the point in a standoff; in
    solo and co-op play the heroes share one result."""
    config = state.config
    living = state.living_heroes()
    if config.mode is Mode.VERSUS:
        if len(living) > 1:
            return _standoff(state)
        return tuple(1.0 if seat in living else 0.0 for seat in range(config.seat_count))
    assert state.monster is not None
    if state.monster.defeated:
        return (1.0,) * len(config.heroes) + (0.0,)
    if not living:
        return (0.0,) * len(config.heroes) + (1.0,)
    return _standoff(state)


# -- the monster ---------------------------------------------------------------------------------


def _monster_turn(state: State, seat: int, events: Events) -> State:
    """ "Monsters draw a card from the combat deck each turn to determine what action they will
    take. Armor and Defense cards are discarded, Attack cards are played as an attack, Weapon
    cards are readied if the monster has hands to wield them and the weapon would improve the
    monsters abilities otherwise they are discarded" (rulebook, "Monster Actions"; rulings
    SP-1, SP-7, SP-12, SP-13)."""
    state, drawn, drew = draw_one(state, seat, public=True)
    events.extend(drew)
    if drawn is None:
        return _end_turn(state, events)
    state = evolve(state, acted=True)
    found = card(state, drawn)
    if isinstance(found, AttackCard):
        return _monster_attacks(state, seat, drawn, events)
    if isinstance(found, WeaponCard) and _improves(state, seat, found):
        assert state.monster is not None
        monster = evolve(state.monster, weapons=(*state.monster.weapons, drawn))
        events.append(Event(EventKind.READIED, seat, card=drawn))
        return _end_turn(evolve(state, monster=monster), events)
    assert isinstance(found, ArmorCard | DefenseCard | ShieldCard | WeaponCard)
    events.append(Event(EventKind.DISCARDED, seat, card=drawn))
    return _end_turn(evolve(state, discard=(*state.discard, drawn)), events)


def _improves(state: State, seat: int, found: WeaponCard) -> bool:
    """Whether the monster readies ``found``: it "has hands to wield" it (free hands, ruling
    SP-12) and it "would improve the monsters abilities": it adds damage, or makes its attacks
    pierce when none did (rulebook, "Monster Actions"; ruling SP-12)."""
    if free_hands(state, seat) < found.hands:
        return False
    already_piercing = any(weapon(state, each).piercing for each in weapons_of(state, seat))
    return found.damage > 0 or (found.piercing and not already_piercing)


def _monster_attacks(state: State, seat: int, index: int, events: Events) -> State:
    """ "Attack cards are played as an attack" (rulebook, "Monster Actions"): at the solo hero,
    or at the hero the co-op monster's die picks ("Cooperative Solitaire"; ruling SP-9), with
    no roll when one hero is left."""
    living = state.living_heroes()
    if len(living) == 1:
        state = evolve(state, pending=PendingAttack(seat, living[0], index))
        return _declare_attack(state, seat, events)
    return evolve(state, pending=PendingAttack(seat, None, index), phase=Phase.MONSTER_TARGET)


def _monster_defends(state: State, face: int, events: Events) -> State:
    """ "Monsters defend against attacks by rolling a d10 and comparing the result to the
    appropriate defense number on the card. Rolling the defense number or higher results in a
    successful defense" (rulebook, "Monster Defenses"; ruling SP-10 for "Dodge Only")."""
    pending = state.pending
    assert pending is not None and state.config.monster is not None
    monster = state.config.cards.monster(state.config.monster)
    needed = monster.defence_for(monster_guard(attack_card(state, pending.card)))
    if face >= needed:
        events.append(Event(EventKind.COUNTERED, pending.attacker, target=pending.target))
        return _finish_attack(state, events)
    return _hit(state, events)


def chance_faces() -> tuple[int, ...]:
    """The faces of the d10, each as likely (rulebook, "Components")."""
    return tuple(range(1, DIE_FACES + 1))
