"""The strip board's words: captions, each fencer's state, the prompt, the buttons and the
screen reader's description of the piece under the keyboard's focus. Everything is read from
the view the board shows (so nothing names a card its reader cannot see), and every move and
event is told by the game's narrator (one place for those words)."""

from __future__ import annotations

from collections.abc import Callable

from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.narration import Mood
from audatia_qt.games.ready_fence.board.places import Lift, Piece
from audatia_qt.games.ready_fence.narrator.log import tell_event
from audatia_qt.games.ready_fence.narrator.names import card_name, guard_name, seat_name
from audatia_qt.games.ready_fence.narrator.plies import describe
from audatia_qt.games.ready_fence.rules import (
    Action,
    ActionKind,
    Card,
    Cardless,
    Colour,
    Event,
    EventKind,
    Guard,
    Phase,
    Reach,
    View,
)
from audatia_qt.games.ready_fence.rules.config import TURN_ACTIONS
from audatia_qt.games.ready_fence.rules.strip import reach_of
from audatia_qt.shell.i18n.render import render

_BOARD = translate("ReadyFenceBoard", "Fencing strip")
_YOU = translate("ReadyFenceBoard", "{fencer} (you)")
_TURN_MARK = translate("ReadyFenceBoard", "▶ {fencer}")
_STAMINA = translate("ReadyFenceBoard", "Stamina {stamina} of {most}")
_HAND = translate("ReadyFenceBoard", "Hand: %n card(s)", None, 0)
_DISCARDS = translate("ReadyFenceBoard", "Your discards: %n", None, 0)
_DISCARD_PLACE = translate("ReadyFenceBoard", "Discard and draw")
_PERIOD = translate("ReadyFenceBoard", "Period {number} of {total}")
_OVERTIME = translate("ReadyFenceBoard", "Overtime")
_TIMER = translate("ReadyFenceBoard", "Timer deck: %n card(s)", None, 0)
_TIMER_TO_COME = translate("ReadyFenceBoard", "Timer deck: laid once both hands are kept")
_PRIORITY = translate("ReadyFenceBoard", "Initiative coin: Priority to {fencer}")
_SCORE = translate("ReadyFenceBoard", "Score {score} of {target}")
_RUN_OFF = translate("ReadyFenceBoard", "Run-off")
_ON_GUARD = translate("ReadyFenceBoard", "On guard")
_DISTANCES = {
    Reach.SHORT: translate("ReadyFenceBoard", "Short distance"),
    Reach.LUNGE: translate("ReadyFenceBoard", "Lunge distance"),
    Reach.LONG: translate("ReadyFenceBoard", "Long distance"),
}
_OUT_OF_DISTANCE = translate("ReadyFenceBoard", "Out of distance")
_PHRASE = translate("ReadyFenceBoard", "Fencing phrase")
_LAST_PHRASE = translate("ReadyFenceBoard", "Last fencing phrase")
_NO_PHRASE = translate("ReadyFenceBoard", "No fencing phrase yet: a Red card opens one.")
_PHRASE_LANE = translate("ReadyFenceBoard", "Play a card into the phrase here")
_DECIDING = translate("ReadyFenceBoard", "{fencer} decides.")
_SPEEDS = translate("ReadyFenceBoard", "Speed now: {first} {one}, {second} {two}")
_NO_SPEED = translate("ReadyFenceBoard", "no card yet")
_SPEED = translate("ReadyFenceBoard", "Speed {speed}")
_PLAY_SPEED = translate("ReadyFenceBoard", "speed {speed}")
_CARDLESS = {
    Cardless.PARRY: translate("ReadyFenceBoard", "Parry without a card"),
    Cardless.DISTANCE: translate("ReadyFenceBoard", "Defend by Distance"),
}
_NO_FURTHER = translate("ReadyFenceBoard", "No further action")
_SPEED_BONUS = translate("ReadyFenceBoard", "Speed +{speed}")
_COST = translate("ReadyFenceBoard", "Stamina {cost}")
#: Each colour family in words, so a card is never told by its colour alone.
_FAMILIES = {
    Colour.RED: translate("ReadyFenceBoard", "Red: attack"),
    Colour.ORANGE: translate("ReadyFenceBoard", "Orange: bonus"),
    Colour.DARK_BLUE: translate("ReadyFenceBoard", "Dark Blue: parry"),
    Colour.LIGHT_BLUE: translate("ReadyFenceBoard", "Light Blue: counter"),
    Colour.RED_LIGHT_BLUE: translate("ReadyFenceBoard", "Red / Light Blue"),
    Colour.DARK_BLUE_RED: translate("ReadyFenceBoard", "Dark Blue / Red"),
    Colour.ORANGE_LIGHT_BLUE: translate("ReadyFenceBoard", "Orange / Light Blue"),
    Colour.GOLD: translate("ReadyFenceBoard", "Gold: Joker"),
}
_WAITING = translate("ReadyFenceBoard", "{fencer} is deciding…")
#: A fencer deciding again in the phrase: the other's answer is what it meets now.
_ANSWERED = translate(
    "ReadyFenceBoard",
    "{fencer} answered: drag a card to the phrase lane to reply (onto an Orange card to add "
    "it), or choose a move at the right.",
)
_OVER = translate("ReadyFenceBoard", "The bout is over.")
_PROMPTS = {
    Phase.MULLIGAN: translate(
        "ReadyFenceBoard", "Your hand is dealt: keep it, or declare your Mulligan (at the right)."
    ),
    Phase.TURN: translate(
        "ReadyFenceBoard",
        "Your turn, action {number} of {total}: drag your fencer to step, your weapon token to "
        "a position, a card to the phrase lane to attack (onto an Orange card to add it), or a "
        "card to your discards to change it.",
    ),
    Phase.PHRASE: translate(
        "ReadyFenceBoard",
        "{fencer} attacked: drag a card to the phrase lane to answer (onto an Orange card to "
        "add it), or choose a move at the right.",
    ),
    Phase.END_OF_TURN: translate(
        "ReadyFenceBoard",
        "End of your turn: drag a card to your discards to change it, or discard nothing.",
    ),
}
#: The moves back two that carry a card: made by dropping that card two sections behind.
_BACK_WITH_CARD = {
    ActionKind.DISTANCE: translate(
        "ReadyFenceBoard",
        "To defend by distance, drag the card you discard onto the section two behind your fencer.",
    ),
    ActionKind.RETREAT: translate(
        "ReadyFenceBoard",
        "To retreat changing a card, drag that card onto the section two behind your fencer.",
    ),
}
_NO_PLAY_THERE = translate("ReadyFenceBoard", "That cannot go there now.")
_NO_PLAY = translate("ReadyFenceBoard", "That has no move now.")
_NOTHING = translate("ReadyFenceBoard", "Nothing to play now.")
_FOCUS = translate("ReadyFenceBoard", "{piece}: {play}.")
_FOCUS_NONE = translate("ReadyFenceBoard", "{piece}: no move now.")
_FENCER_PIECE = translate("ReadyFenceBoard", "your fencer at section {section}")
_WEAPON_PIECE = translate("ReadyFenceBoard", "your weapon position, {guard}")
_FENCER_STATE = translate(
    "ReadyFenceBoard",
    "{fencer}: section {section}, {guard}, stamina {stamina}, score {score}.",
)
_CARD_PIECE = translate("ReadyFenceBoard", "{card}, {family}, speed {speed}, stamina {cost}")


class BoardWords:
    """The board's words in the language the app speaks (``language`` is asked each time)."""

    def __init__(self, language: Callable[[], str]) -> None:
        self._language = language

    def say(self, message: Message) -> str:
        return render(message)

    def board_name(self) -> str:
        return render(_BOARD.say())

    def card_name(self, view: View, card: int) -> str:
        return card_name(view.config, card).said_in(self._language())

    def family(self, card: Card) -> str:
        """The card's colour family in words (never told by colour alone)."""
        return render(_FAMILIES[card.colour].say())

    def speed(self, card: Card, adds: bool) -> str:
        """A card's speed: a bonus card's as what it adds."""
        return render((_SPEED_BONUS if adds else _SPEED).say(speed=card.speed))

    def cost(self, card: Card) -> str:
        return render(_COST.say(cost=card.stamina))

    def fencer_name(self, view: View, seat: int) -> str:
        """A fencer's name alone (the pass-the-device screen calls the person to come)."""
        return render(seat_name(view.config, seat))

    def fencer(self, view: View, seat: int) -> str:
        """A fencer's name, "(you)" after the viewer's own."""
        name = self.fencer_name(view, seat)
        return render(_YOU.say(fencer=name)) if seat == view.viewer else name

    def fencer_title(self, view: View, seat: int, on_move: bool) -> str:
        """A fencer's name at the scoreboard, marked when it is the one to act (not by colour
        alone)."""
        name = self.fencer(view, seat)
        return render(_TURN_MARK.say(fencer=name)) if on_move else name

    def guard(self, guard: Guard) -> str:
        return render(guard_name(guard))

    def stamina(self, stamina: int, most: int) -> str:
        return render(_STAMINA.say(stamina=stamina, most=most))

    def hand_count(self, count: int) -> str:
        return render(_HAND.say(count))

    def discards(self, count: int) -> str:
        return render(_DISCARDS.say(count))

    def discard_place(self) -> str:
        return render(_DISCARD_PLACE.say())

    def period(self, view: View) -> str:
        if view.overtime:
            return render(_OVERTIME.say())
        return render(_PERIOD.say(number=view.period, total=view.config.periods))

    def timer(self, view: View) -> str:
        """The Timer countdown deck: its count once laid (rulebook, "Game Setup": counted out
        after the hands are settled, ruling RF-10)."""
        if view.phase is Phase.MULLIGAN:
            return render(_TIMER_TO_COME.say())
        return render(_TIMER.say(view.timer))

    def priority(self, view: View) -> str:
        """The Initiative coin's Priority, once the coin has given it (else nothing)."""
        if view.priority is None:
            return ""
        return render(_PRIORITY.say(fencer=self.fencer(view, view.priority)))

    def score(self, view: View, seat: int) -> str:
        return render(_SCORE.say(score=view.fencers[seat].score, target=view.config.target))

    def run_off(self) -> str:
        return render(_RUN_OFF.say())

    def on_guard(self) -> str:
        return render(_ON_GUARD.say())

    def distance(self, view: View) -> str:
        """The distance the fencers stand at (rulebook, "Table 1"), read by the rules."""
        reach = reach_of((view.fencers[0].position, view.fencers[1].position))
        return render((_OUT_OF_DISTANCE if reach is None else _DISTANCES[reach]).say())

    def phrase_title(self, over: bool) -> str:
        """The phrase lane's title: the phrase going on, or the last one once it is over."""
        return render((_LAST_PHRASE if over else _PHRASE).say())

    def no_phrase(self) -> str:
        return render(_NO_PHRASE.say())

    def phrase_lane(self) -> str:
        return render(_PHRASE_LANE.say())

    def deciding(self, view: View, seat: int) -> str:
        return render(_DECIDING.say(fencer=self.fencer(view, seat)))

    def speeds(self, view: View, speeds: tuple[int | None, int | None]) -> str:
        none = render(_NO_SPEED.say())
        return render(
            _SPEEDS.say(
                first=self.fencer(view, 0),
                one=none if speeds[0] is None else str(speeds[0]),
                second=self.fencer(view, 1),
                two=none if speeds[1] is None else str(speeds[1]),
            )
        )

    def play_speed(self, event: Event) -> str:
        """The speed a phrase action left its fencer at (an attack or answer), else nothing."""
        if event.kind in (EventKind.ATTACKED, EventKind.ANSWERED):
            return render(_PLAY_SPEED.say(speed=event.amount))
        return ""

    def cardless(self, event: Event) -> str:
        """A phrase action without a card, in a word or two (its lane place)."""
        if event.cardless is not None:
            return render(_CARDLESS[event.cardless].say())
        return render(_NO_FURTHER.say())

    def event(self, view: View, event: Event) -> str:
        """An event told by the game's narrator to the viewer (the phrase lane's lines)."""
        return render(tell_event(view.config, event, (view.viewer,)))

    def move(self, view: View, action: Action) -> str:
        """A move of the viewer's, as the game's narrator words it (a clause: "stall")."""
        return render(describe(view.config, action, (view.viewer,), Mood.DO))

    def button(self, view: View, action: Action) -> str:
        """A button's text: the move in the narrator's words, its first letter capital."""
        words = self.move(view, action)
        return words[:1].upper() + words[1:]

    def prompt(self, view: View, person: int | None, mover: int | None) -> str:
        """What to do now, for the person to move; otherwise who is deciding."""
        if view.result is not None:
            return f"{render(_OVER.say())} {self.outcome(view)}".strip()
        if mover is None:
            # Over with no result in the view: ended at a network table (a resignation, a
            # draw agreed, a claim, the clock), which the seat's window tells.
            return render(_OVER.say())
        if person is None:
            deciding = mover
            return render(_WAITING.say(fencer=self.fencer(view, deciding)))
        found = _PROMPTS.get(view.phase)
        if found is None:
            return ""
        if view.phase is Phase.TURN:
            return render(found.say(number=view.actions_used + 1, total=TURN_ACTIONS))
        if view.phase is Phase.PHRASE and view.phrase is not None:
            phrase = view.phrase
            if phrase.deciding == phrase.attacker:
                # The attacker meets the defender's answer: naming the attacker would tell
                # the person to move that they themselves attacked and must answer.
                return render(_ANSWERED.say(fencer=self.fencer(view, phrase.defender)))
            if len(phrase.plays) > 1 and phrase.plays[-1].seat == phrase.attacker:
                # The defender meets the attacker's second action (a Stop Hit against a
                # riposte, say), not the attack that opened the phrase: seen in a real window.
                return render(_ANSWERED.say(fencer=self.fencer(view, phrase.attacker)))
            return render(found.say(fencer=self.fencer(view, phrase.attacker)))
        return render(found.say())

    def back_with_card(self, legal: tuple[Action, ...]) -> str:
        """How to make the moves back two that carry a card, when the person has one (no
        button makes them: the card is dropped two sections behind the fencer)."""
        kinds = [
            kind
            for kind in _BACK_WITH_CARD
            if any(a.kind is kind and a.card is not None for a in legal)
        ]
        return " ".join(render(_BACK_WITH_CARD[kind].say()) for kind in kinds)

    def outcome(self, view: View) -> str:
        """Who won a finished bout, in the log's own words."""
        if view.result is None:
            return ""
        first, second = view.result
        seat = 0 if first > second else 1 if second > first else -1
        return render(tell_event(view.config, Event(EventKind.WON, seat), ()))

    def no_play_there(self) -> Message:
        return _NO_PLAY_THERE.say()

    def no_play(self) -> Message:
        return _NO_PLAY.say()

    def nothing_to_play(self) -> str:
        return render(_NOTHING.say())

    def piece(self, view: View, lifted: Lift) -> str:
        """A piece the keyboard may choose, for the screen reader."""
        own = view.fencers[view.viewer]
        if lifted is Piece.FENCER:
            return render(_FENCER_PIECE.say(section=own.position))
        if lifted is Piece.WEAPON:
            return render(_WEAPON_PIECE.say(guard=guard_name(own.guard)))
        card = view.config.cards.cards[lifted]
        return render(
            _CARD_PIECE.say(
                card=self.card_name(view, lifted),
                family=_FAMILIES[card.colour].say(),
                speed=card.speed,
                cost=card.stamina,
            )
        )

    def summary(self, view: View) -> str:
        """The strip in words for the screen reader: each fencer's section, weapon position,
        stamina and score, and the distance between them."""
        lines = [
            render(
                _FENCER_STATE.say(
                    fencer=self.fencer(view, seat),
                    section=fencer.position,
                    guard=guard_name(fencer.guard),
                    stamina=fencer.stamina,
                    score=fencer.score,
                )
            )
            for seat, fencer in enumerate(view.fencers)
        ]
        return " ".join([*lines, f"{self.distance(view)}."])

    def focus(self, view: View, lifted: Lift, play: Action | None) -> str:
        """The piece under the keyboard's focus and its move, then the strip in words."""
        piece = self.piece(view, lifted)
        if play is None:
            said = render(_FOCUS_NONE.say(piece=piece))
        else:
            said = render(_FOCUS.say(piece=piece, play=self.move(view, play)))
        return f"{said} {self.summary(view)}"
