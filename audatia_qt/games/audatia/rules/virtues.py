"""Virtue totals and advantages (rulebook, "Virtues")."""

from __future__ import annotations

from typing import Protocol

from audatia_qt.engine.messages import Message, translate
from audatia_qt.games.audatia.rules.cards import Virtue, VirtueBonus
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.members import (
    SEAT_A,
    SEAT_B,
)
from audatia_qt.games.audatia.rules.state import GameState

#: What leading in each Virtue gives, in words (the rulebook's Setup 6, Cut 2-3 and special
#: case A, Thrust 2.1 and 2.3.1, Out of Measure 4; the Prudentia requirement of the Sottani,
#: CARDS.md). The log, the hints and the scoreboard say it from here.
LEAD_GIVES: dict[Virtue, Message] = {
    Virtue.AUDATIA: translate(
        "Virtues", "the Audatia Entry: a remedy straight after the parry"
    ).say(),
    Virtue.PRUDENTIA: translate(
        "Virtues", "attacks with the Sottani, and the skills that ask for Prudentia"
    ).say(),
    Virtue.CELERITAS: translate(
        "Virtues",
        "counterattacks and Exchanges, the first Out-of-Measure skill, and the lead in a Break",
    ).say(),
    Virtue.FORTITUDO: translate("Virtues", "turning the Stretto Side card in a Stretto bind").say(),
}


class VirtueHolder(Protocol):
    """What a seat's virtue total is read from: a ``PlayerState``, or a seat of a ``PlayerView``
    (so the AI reckons the total from what it sees with this very function)."""

    @property
    def virtues(self) -> frozenset[Virtue]: ...
    @property
    def stack(self) -> tuple[int, ...]: ...
    @property
    def bonus(self) -> tuple[VirtueBonus, ...]: ...
    @property
    def bonus_card(self) -> int | None: ...


def virtue_total(player: VirtueHolder, virtue: Virtue) -> int:
    """+1 for the Virtue card, plus any bonus carried by the strike on top of the Stack.

    A posta, salute or skill bonus "applies as long as that Strike is on top of his Stack".
    """
    # Compared by identity, not looked up: an enum's hash is a Python call (this is hot).
    total = 0
    for held in player.virtues:
        if held is virtue:
            total = 1
            break
    if player.bonus_card is not None and player.stack and player.stack[-1] == player.bonus_card:
        total += sum(bonus.amount for bonus in player.bonus if bonus.virtue is virtue)
    return total


def advantage(state: GameState, virtue: Virtue) -> Seat | None:
    """The seat with strictly more of the virtue ("most"), or None on a tie."""
    a = virtue_total(state.players[SEAT_A], virtue)
    b = virtue_total(state.players[SEAT_B], virtue)
    if a == b:
        return None
    return SEAT_A if a > b else SEAT_B


def has_advantage(state: GameState, seat: Seat, virtue: Virtue | None) -> bool:
    """Whether a virtue requirement is met: no requirement, or this seat has the most."""
    return virtue is None or advantage(state, virtue) is seat
