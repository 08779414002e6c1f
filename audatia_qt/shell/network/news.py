"""What a network table tells one seat, in that seat's words (issue 32): the seats' names, how
a game was settled at the table, offers and their answers, and why the table refused a request.

The table speaks in codes (``net.messages``: ``Settlement``, ``OfferKind``, ``RefusalCode``) and
English lines for its logs; a person reads these instead, translated, and told from where they
sit ("you", "your opponent", or the other seat's name at a table of three or four). At a table
with a seat the rules play (Swordplay's co-op monster) the people win or lose together: a
resignation or a time-out is the rules' seat's win (ruling SP-24), and nobody claims. Nothing
here names a card: the table's news holds none.
"""

from __future__ import annotations

from typing import Any, Final

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.net.messages import OfferKind, RefusalCode, Settled, Settlement
from audatia_qt.net.table import may_claim
from audatia_qt.shell.i18n.render import render

_SEAT_NUMBER: Final = translate("Network", "Seat {number}")

#: How the game ended at the table, told to the seat that did it, and to the others.
_SETTLED_BY_YOU: Final[dict[Settlement, Sentence]] = {
    Settlement.RESIGNED: translate("Network", "You resigned: {winner} wins."),
    Settlement.CLAIMED: translate(
        "Network", "You claimed the game: your opponent was away too long. You win."
    ),
    Settlement.DRAWN: translate("Network", "You accepted the draw: the game is drawn."),
    Settlement.TIME: translate("Network", "Your time for the move ran out: {winner} wins."),
}
_SETTLED_BY_OTHER: Final[dict[Settlement, Sentence]] = {
    Settlement.RESIGNED: translate("Network", "{name} resigned: {winner} wins."),
    Settlement.CLAIMED: translate(
        "Network", "{name} claimed the game: you were away too long. {name} wins."
    ),
    Settlement.DRAWN: translate("Network", "{name} accepted the draw: the game is drawn."),
    Settlement.TIME: translate("Network", "{name}'s time for the move ran out: {winner} wins."),
}
#: Another seat gave the game up and this one wins (a table of two).
_SETTLED_FOR_YOU: Final[dict[Settlement, Sentence]] = {
    Settlement.RESIGNED: translate("Network", "{name} resigned: you win."),
    Settlement.TIME: translate("Network", "{name}'s time for the move ran out: you win."),
}
_EVERYONE_ELSE: Final = translate("Network", "everyone else")

_OFFERED: Final[dict[OfferKind, Sentence]] = {
    OfferKind.DRAW: translate("Network", "{name} offers a draw."),
    OfferKind.UNDO: translate("Network", "{name} asks to take back their last move."),
}
_YOU_OFFERED: Final[dict[OfferKind, Sentence]] = {
    OfferKind.DRAW: translate("Network", "You offered a draw; waiting for the answer."),
    OfferKind.UNDO: translate(
        "Network", "You asked to take back your last move; waiting for the answer."
    ),
}
_ACCEPTED: Final[dict[OfferKind, Sentence]] = {
    OfferKind.DRAW: translate("Network", "{name} accepted the draw."),
    OfferKind.UNDO: translate("Network", "{name} agreed: the last move was taken back."),
}
_DECLINED: Final[dict[OfferKind, Sentence]] = {
    OfferKind.DRAW: translate("Network", "{name} declined the draw."),
    OfferKind.UNDO: translate("Network", "{name} declined to take the move back."),
}
_YOU_ACCEPTED: Final[dict[OfferKind, Sentence]] = {
    OfferKind.DRAW: translate("Network", "You accepted the draw."),
    OfferKind.UNDO: translate("Network", "You agreed: the last move was taken back."),
}
_YOU_DECLINED: Final = translate("Network", "You declined.")

#: Why the table refused a request of this seat's (not a move: those say ``NOT_NOW``).
_REFUSED: Final[dict[RefusalCode, Sentence]] = {
    RefusalCode.OVER: translate("Network", "The game is over."),
    RefusalCode.OFFER_PENDING: translate("Network", "An offer is already waiting for an answer."),
    RefusalCode.NO_DRAWS: translate("Network", "This game cannot end in a draw."),
    RefusalCode.NO_UNDO: translate("Network", "You have no move to take back."),
    RefusalCode.NO_OFFER: translate(
        "Network", "That offer has already been answered or withdrawn."
    ),
    RefusalCode.OWN_OFFER: translate("Network", "Your opponent answers your offer, not you."),
    RefusalCode.CLAIM: translate(
        "Network",
        "The game cannot be claimed now: only at a table of two, from an opponent away for "
        "{seconds} seconds or more.",
    ),
    RefusalCode.CHAT: translate("Network", "That line cannot be sent to the table."),
    RefusalCode.RATE: translate("Network", "Too many messages at once: the table closed the link."),
}


def seat_name(entry: GameEntry, config: Any, seat: int) -> str:
    """``seat``'s name as its game says it (a hero's or a fencer's), or its number."""
    narrator = entry.narrator
    if narrator is None or config is None:
        return render(_SEAT_NUMBER.say(number=seat + 1))
    said = narrator.seat_name(config, seat)
    return render(said) if isinstance(said, Message) else said


class TableNews:
    """The table's news told to the person at ``seat`` of a table of ``seats``: "you" for
    their own seat, the others by name."""

    def __init__(self, entry: GameEntry, config: Any, seat: int, seats: int) -> None:
        self._entry = entry
        self._config = config
        self._seat = seat
        self._seats = seats
        self._ruled = frozenset() if config is None else entry.ruled_seats(config)

    @property
    def may_claim(self) -> bool:
        """Whether a claim is ever possible here (the table's rule: two people against each
        other, no seat the rules play)."""
        return may_claim(self._seats, self._ruled)

    def name(self, seat: int) -> str:
        return seat_name(self._entry, self._config, seat)

    def settled(self, settled: Settled) -> Message:
        """How the game ended at the table ("Boucicault resigned: you win.")."""
        name = self.name(settled.seat)
        if settled.how not in (Settlement.RESIGNED, Settlement.TIME):
            # A claim and a draw say who wins themselves.
            if settled.seat == self._seat:
                return _SETTLED_BY_YOU[settled.how].say()
            return _SETTLED_BY_OTHER[settled.how].say(name=name)
        # A resignation and a time-out: the seat that gave the game up loses; the other seat
        # of a table of two wins, every other seat of a larger one, the seats the rules play
        # where there are any (the table's rule, ruling SP-24).
        if settled.seat == self._seat:
            return _SETTLED_BY_YOU[settled.how].say(winner=self.winner(settled.seat))
        if self._seats == 2 and not self._ruled:
            return _SETTLED_FOR_YOU[settled.how].say(name=name)
        return _SETTLED_BY_OTHER[settled.how].say(name=name, winner=self.winner(settled.seat))

    def winner(self, loser: int) -> str:
        """Who wins when ``loser`` gives the game up, in a sentence's words: the seats the rules
        play where there are any (the monster: the people lose together, ruling SP-24); the
        other seat's name at a table of two (never this screen's: it is not asked then),
        everyone else at a larger one."""
        if self._ruled:
            return ", ".join(self.name(seat) for seat in sorted(self._ruled))
        if self._seats == 2:
            return self.name(1 - loser)
        return render(_EVERYONE_ELSE.say())

    def offered(self, kind: OfferKind, seat: int) -> Message:
        if seat == self._seat:
            return _YOU_OFFERED[kind].say()
        return _OFFERED[kind].say(name=self.name(seat))

    def answered(self, kind: OfferKind, seat: int, accept: bool) -> Message:
        """An answer to an offer, told to every seat (the offerer hears it by name)."""
        if seat == self._seat:
            return _YOU_ACCEPTED[kind].say() if accept else _YOU_DECLINED.say()
        table = _ACCEPTED if accept else _DECLINED
        return table[kind].say(name=self.name(seat))

    @staticmethod
    def refused(code: RefusalCode, away_seconds: float) -> Message | None:
        """Why the table refused a request, or None for a code that is not a request's (a
        move's refusals are the board's)."""
        sentence = _REFUSED.get(code)
        if sentence is None:
            return None
        if code is RefusalCode.CLAIM:
            return sentence.say(seconds=round(away_seconds))
        return sentence.say()
