"""The arena board's words: captions, each seat's state, the pending attack, the prompt and
the screen reader's description of the focused card. Everything here is read from the view
the board shows, so it names no card its reader cannot see."""

from __future__ import annotations

from collections.abc import Callable

from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.narration import Narrator
from audatia_qt.games.swordplay.narrator.log import tell_event
from audatia_qt.games.swordplay.render.faces import card_words
from audatia_qt.games.swordplay.rules import (
    STANDOFF_ROUNDS,
    Action,
    ActionKind,
    Event,
    EventKind,
    Mode,
    Phase,
    View,
    still_turns_left,
    winners,
)
from audatia_qt.games.swordplay.rules.cards import ArmorCard, MonsterGuard, ShieldCard, WeaponCard
from audatia_qt.games.swordplay.rules.config import DIE_FACES
from audatia_qt.shell.i18n.render import render

_BOARD = translate("SwordplayBoard", "Arena board")
_NO_PLAY_THERE = translate("SwordplayBoard", "That card cannot go there now.")
_NO_PLAY = translate("SwordplayBoard", "That card has no play now.")
_NOTHING = translate("SwordplayBoard", "No card to play now.")
_DISCARD = translate("SwordplayBoard", "Discard pile: %n card(s)", None, 0)
_DECK = translate("SwordplayBoard", "Combat deck: %n card(s)", None, 0)
_D10 = translate("SwordplayBoard", "d10")
_YOU = translate("SwordplayBoard", "{hero} (you)")
_DEFENDS = translate("SwordplayBoard", "Defends on a d10 roll of:")
_GUARD = translate("SwordplayBoard", "{guard}: {number} or more")
_GUARD_NEVER = translate("SwordplayBoard", "{guard}: never (the die shows at most 10)")
_GUARDS = {
    MonsterGuard.HIGH: translate("SwordplayBoard", "High"),
    MonsterGuard.LOW: translate("SwordplayBoard", "Low"),
    MonsterGuard.LEFT: translate("SwordplayBoard", "Left"),
    MonsterGuard.RIGHT: translate("SwordplayBoard", "Right"),
    MonsterGuard.DODGE_ONLY: translate("SwordplayBoard", "Dodge only"),
}
_TURN = translate("SwordplayBoard", "▶ {name}: this turn")
_MONSTER = translate("SwordplayBoard", "{monster} (monster)")
_ALLY = translate("SwordplayBoard", "{hero} (ally)")
_HERO_STATUS = translate(
    "SwordplayBoard",
    "Life {life} of {full}. Damage {damage}. Free hands {free} of {hands}. Hand {cards}.",
)
_DEFEATED = translate("SwordplayBoard", "{name} is defeated.")
_MONSTER_STATUS = translate(
    "SwordplayBoard", "Life {life} of {full}. Armor {armor} left. Damage {damage}."
)
_ABSORBED = translate("SwordplayBoard", "absorbed {absorbed} of {value}")
_USES = translate("SwordplayBoard", "{left} of {uses} uses left")
_WIELDED = translate("SwordplayBoard", "+{damage} damage")
_PENDING = translate("SwordplayBoard", "{attacker} attacks {target} with {card}.")
_PENDING_ROLL = translate(
    "SwordplayBoard", "{attacker} attacks with {card}: the die picks the target."
)
_FOCUS = translate("SwordplayBoard", "{card}: {play}.")
_FOCUS_NONE = translate("SwordplayBoard", "{card}: no play now.")
_PLAY_WORDS = {
    ActionKind.DISCARD: translate("SwordplayBoard", "discard it"),
    ActionKind.DROP: translate("SwordplayBoard", "drop it"),
    ActionKind.READY: translate("SwordplayBoard", "ready it"),
    ActionKind.DEFEND: translate("SwordplayBoard", "counter the attack with it"),
    ActionKind.SHIELD: translate("SwordplayBoard", "counter the attack with this shield"),
    ActionKind.DISARM_DROP: translate("SwordplayBoard", "drop this weapon"),
}
_ATTACK = translate("SwordplayBoard", "attack {target} with it")
_PROMPTS = {
    Phase.DISCARD: translate(
        "SwordplayBoard", "Discard: drag one card to the discard pile, or keep your hand."
    ),
    Phase.READY: translate(
        "SwordplayBoard",
        "Ready: drag a ready item to the discard pile to drop it, then drag one item from "
        "your hand onto your hero, or ready nothing.",
    ),
    Phase.COMBAT: translate(
        "SwordplayBoard", "Combat: drag an attack onto a foe, or end your turn without attacking."
    ),
    Phase.DEFEND: translate(
        "SwordplayBoard",
        "You are attacked: drag a defence onto your hero, click a ready shield, or take the hit.",
    ),
    Phase.DISARM: translate("SwordplayBoard", "You are disarmed: click the weapon you drop."),
}
_READIED_NO_ATTACK = translate(
    "SwordplayBoard",
    "Combat: you readied an item this turn, so you may not attack (3. Ready). End your turn.",
)
#: The four phases of a turn, as the rulebook numbers them ("Playing The Game").
_PHASE_NAMES = (
    translate("SwordplayBoard", "1. Discard"),
    translate("SwordplayBoard", "2. Draw"),
    translate("SwordplayBoard", "3. Ready"),
    translate("SwordplayBoard", "4. Combat"),
)
#: Which of the four a step of the rules belongs to (an attack's answer is its Combat phase).
_PHASE_OF = {
    Phase.DISCARD: 0,
    Phase.DRAW: 1,
    Phase.READY: 2,
    Phase.COMBAT: 3,
    Phase.DEFEND: 3,
    Phase.DISARM: 3,
    Phase.MONSTER_DEFENCE: 3,
    Phase.MONSTER_TARGET: 3,
}
_WAITING = translate("SwordplayBoard", "{name} is deciding…")
_OVER = translate("SwordplayBoard", "The fight is over.")
_STANDOFF_NEAR = translate(
    "SwordplayBoard",
    "A standoff is near: if no card is played, discarded or readied in %n more turn(s), the "
    "fight ends in a draw.",
    None,
    0,
)
_PASS = {
    ActionKind.KEEP: translate("SwordplayBoard", "&Keep my hand"),
    ActionKind.SKIP_READY: translate("SwordplayBoard", "Ready &nothing"),
    ActionKind.END_TURN: translate("SwordplayBoard", "&End turn"),
    ActionKind.TAKE_HIT: translate("SwordplayBoard", "&Take the hit"),
}


def ready_items(view: View, seat: int) -> tuple[int, ...]:
    """The ready items in front of ``seat``: its armor, weapons and shields (the monster's
    weapons), all face up (rulebook, "Item Cards")."""
    if view.config.is_hero(seat):
        hero = view.heroes[seat]
        armor = () if hero.armor is None else (hero.armor,)
        return armor + hero.weapons + tuple(shield.card for shield in hero.shields)
    return () if view.monster is None else view.monster.weapons


class BoardWords:
    """The board's words in the language the app speaks (``language`` is asked each time)."""

    def __init__(self, language: Callable[[], str], narrator: Narrator) -> None:
        self._language = language
        self._narrator = narrator

    def _card(self, view: View, card: int) -> str:
        return card_words(view.config.cards.combat[card], self._language())[0]

    def seat_name(self, view: View, seat: int) -> str:
        """Who sits at ``seat``, as the game's narrator names them (one place: two seats with
        the same Hero are told apart there)."""
        name = self._narrator.seat_name(view.config, seat)
        return render(name) if isinstance(name, Message) else name

    def board_name(self) -> str:
        return render(_BOARD.say())

    def no_play_there(self) -> Message:
        return _NO_PLAY_THERE.say()

    def card_has_no_play(self) -> Message:
        return _NO_PLAY.say()

    def nothing_to_play(self) -> str:
        return render(_NOTHING.say())

    def discard_caption(self, count: int) -> str:
        return render(_DISCARD.say(count))

    def deck_caption(self, count: int) -> str:
        return render(_DECK.say(count))

    def d10(self) -> str:
        return render(_D10.say())

    def seat_title(self, view: View, seat: int) -> str:
        name = self.seat_name(view, seat)
        if seat == view.viewer and view.config.is_hero(seat):
            return render(_YOU.say(hero=name))
        if not view.config.is_hero(seat):
            return render(_MONSTER.say(monster=name))
        if view.config.mode is Mode.COOP and view.config.is_hero(view.viewer):
            # Co-op: every other hero fights beside the viewer ("Cooperative Solitaire").
            return render(_ALLY.say(hero=name))
        return name

    def defence_lines(self, view: View) -> list[str]:
        """The monster's defence table as lines: a heading, then each guard and its number."""
        config = view.config
        assert config.monster is not None
        monster = config.cards.monster(config.monster)
        lines = [render(_DEFENDS.say())]
        for guard, number in monster.defence:
            name = render(_GUARDS[guard].say())
            if number > DIE_FACES:  # no face of the d10 reaches it
                lines.append(render(_GUARD_NEVER.say(guard=name)))
            else:
                lines.append(render(_GUARD.say(guard=name, number=number)))
        return lines

    def phase_steps(self, view: View) -> tuple[tuple[str, ...], int | None]:
        """The turn's four phases by name and which one the turn is in (None: no hero's turn
        is under way: the roll for first player, the game over)."""
        names = tuple(render(name.say()) for name in _PHASE_NAMES)
        if view.result is not None:
            return names, None
        return names, _PHASE_OF.get(view.phase)

    def turn_mark(self, title: str) -> str:
        """A seat's title on its turn (the panel's frame marks it too: not by colour alone)."""
        return render(_TURN.say(name=title))

    def life_left(self, view: View, seat: int) -> int:
        if view.config.is_hero(seat):
            return view.heroes[seat].life
        assert view.monster is not None
        return view.monster.life

    def seat_status(self, view: View, seat: int) -> str:
        config = view.config
        combat = config.cards.combat
        if config.is_hero(seat):
            hero = config.cards.hero(config.heroes[seat])
            state = view.heroes[seat]
            if state.life <= 0:
                return render(_DEFEATED.say(name=self.seat_name(view, seat)))
            damage = hero.damage + sum(_damage(combat[card]) for card in state.weapons)
            used = sum(_hands(combat[card]) for card in state.weapons) + sum(
                _hands(combat[shield.card]) for shield in state.shields
            )
            return render(
                _HERO_STATUS.say(
                    life=state.life,
                    full=hero.life,
                    damage=damage,
                    free=hero.hands - used,
                    hands=hero.hands,
                    cards=state.hand_count,
                )
            )
        assert config.monster is not None and view.monster is not None
        monster = config.cards.monster(config.monster)
        if view.monster.life <= 0:
            return render(_DEFEATED.say(name=self.seat_name(view, seat)))
        damage = monster.damage + sum(_damage(combat[card]) for card in view.monster.weapons)
        return render(
            _MONSTER_STATUS.say(
                life=view.monster.life, full=monster.life, armor=view.monster.armor, damage=damage
            )
        )

    def item_wear(self, view: View, seat: int, card: int) -> str:
        """How worn a ready item is: armor's absorbed damage, a shield's uses left."""
        face = view.config.cards.combat[card]
        if isinstance(face, ArmorCard) and view.config.is_hero(seat):
            return render(_ABSORBED.say(absorbed=view.heroes[seat].absorbed, value=face.value))
        if isinstance(face, ShieldCard) and view.config.is_hero(seat):
            spent = next(s.spent for s in view.heroes[seat].shields if s.card == card)
            return render(_USES.say(left=face.uses - spent, uses=face.uses))
        if isinstance(face, WeaponCard):
            return render(_WIELDED.say(damage=face.damage))
        return ""

    def pending_words(self, view: View) -> str:
        pending = view.pending
        assert pending is not None
        attacker = self.seat_name(view, pending.attacker)
        card = self._card(view, pending.card)
        if pending.target is None:
            return render(_PENDING_ROLL.say(attacker=attacker, card=card))
        target = self.seat_name(view, pending.target)
        return render(_PENDING.say(attacker=attacker, target=target, card=card))

    def play_words(self, view: View, action: Action) -> str:
        if action.kind is ActionKind.ATTACK and action.target is not None:
            return render(_ATTACK.say(target=self.seat_name(view, action.target)))
        return render(_PLAY_WORDS[action.kind].say())

    def focus_words(self, view: View, card: int, play: Action | None) -> str:
        name = self._card(view, card)
        if play is None:
            return render(_FOCUS_NONE.say(card=name))
        return render(_FOCUS.say(card=name, play=self.play_words(view, play)))

    def prompt(self, view: View, person: int | None, mover: int | None) -> str:
        """What to do now, for the person to move (``person``); otherwise who is deciding
        (``mover``: a defender decides in another's turn)."""
        if view.result is not None:
            return f"{render(_OVER.say())} {self.outcome(view)}".strip()
        if mover is None:
            # Over with no result in the view: ended at a network table (a resignation, a
            # draw agreed, a claim, the clock), which the seat's window tells.
            return render(_OVER.say())
        if person is None:
            deciding = mover
            return render(_WAITING.say(name=self.seat_name(view, deciding)))
        if view.phase is Phase.COMBAT and view.readied:
            return render(_READIED_NO_ATTACK.say())
        found = _PROMPTS.get(view.phase)
        what = render(found.say()) if found is not None else ""
        return f"{what} {self.standoff_warning(view)}".strip()

    def standoff_warning(self, view: View) -> str:
        """A warning in the last round before a standoff would end the fight (ruling SP-23),
        else nothing: a draw should never come as a surprise."""
        left = still_turns_left(view.still_turns, len(view.standing))
        if view.acted or left > len(view.standing):
            return ""
        return render(_STANDOFF_NEAR.say(n=left))

    def outcome(self, view: View) -> str:
        """Who won a finished fight, in the log's own words (narrator.log: the last hero
        standing, or the heroes together, or the monster; a standoff's draw, ruling SP-23)."""
        if view.result is None:
            return ""
        won = winners(view.result)
        if won:
            ending = Event(EventKind.WON, won[0], seats=won)
        else:
            ending = Event(EventKind.STANDOFF, view.turn, amount=STANDOFF_ROUNDS)
        told = tell_event(view.config, ending, ())
        return "" if told is None else render(told)

    def pass_text(self, kind: ActionKind) -> str:
        return render(_PASS[kind].say())


#: The moves that play no card: the board's pass button.
PASS_KINDS = tuple(_PASS)


def _damage(card: object) -> int:
    return card.damage if isinstance(card, WeaponCard) else 0


def _hands(card: object) -> int:
    return card.hands if isinstance(card, (WeaponCard, ShieldCard)) else 0
