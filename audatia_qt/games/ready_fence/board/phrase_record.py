"""The fencing phrase as the board lays it out: who attacked, each action in order with its
cards and speed, and how it ended (rulebook, "Fencing Phrase").

Read from the bout's events, not the state: the state forgets a phrase the moment it ends, and
the person should still read the last one (who touched and why) until the next begins. The
events read here lie face up on the table (``Event.hidden`` marks the others), and the widget
passes them redacted for the viewer all the same.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from audatia_qt.games.ready_fence.rules import Event, EventKind

#: The events that are actions of the phrase, in the order they are made.
PHRASE_ACTIONS = frozenset(
    {
        EventKind.ATTACKED,
        EventKind.ANSWERED,
        EventKind.FEINTED,
        EventKind.CARDLESS,
        EventKind.YIELDED,
    }
)
#: The events that end a phrase, each told as its outcome.
PHRASE_ENDS = frozenset(
    {
        EventKind.TOUCH,
        EventKind.DOUBLE,
        EventKind.DOUBLE_VOID,
        EventKind.NO_TOUCH,
        EventKind.OFF_STRIP,
    }
)


@dataclass(frozen=True, slots=True)
class PhraseRecord:
    """One phrase: its attacker, its actions in order, and its ending (None while it goes on)."""

    attacker: int
    actions: tuple[Event, ...]
    ending: Event | None

    @property
    def over(self) -> bool:
        return self.ending is not None


def last_phrase(events: Iterable[Event]) -> PhraseRecord | None:
    """The last phrase among ``events`` (the bout's, in order), or None before the first."""
    record: PhraseRecord | None = None
    for event in events:
        if event.kind is EventKind.ATTACKED:
            record = PhraseRecord(event.seat, (event,), None)
        elif record is None or record.over:
            continue
        elif event.kind in PHRASE_ACTIONS:
            record = PhraseRecord(record.attacker, (*record.actions, event), None)
        elif event.kind in PHRASE_ENDS:
            record = PhraseRecord(record.attacker, record.actions, event)
    return record


def speeds_now(record: PhraseRecord) -> tuple[int | None, int | None]:
    """Each fencer's speed at the end of the record (None: it played no card): the speed
    an attack or answer event carries is the fencer's speed with every bonus and penalty."""
    speeds: list[int | None] = [None, None]
    for event in record.actions:
        if event.kind in (EventKind.ATTACKED, EventKind.ANSWERED):
            speeds[event.seat] = event.amount
    return speeds[0], speeds[1]
