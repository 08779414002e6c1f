"""The phrase lane's record (rulebook, "Fencing Phrase"): the last phrase's actions in order and
its ending, read from the bout's events, kept until the next phrase opens."""

from __future__ import annotations

from audatia_qt.games.ready_fence.board.phrase_record import last_phrase, speeds_now
from audatia_qt.games.ready_fence.rules import Cardless, Event, EventKind


def test_the_last_phrase_is_kept_until_the_next_opens() -> None:
    first = Event(EventKind.ATTACKED, 0, card=3, amount=5)
    answer = Event(EventKind.ANSWERED, 1, card=7, bonus=8, amount=6)
    touch = Event(EventKind.TOUCH, 1)
    later = [Event(EventKind.TURN, 0), Event(EventKind.MOVED, 0, amount=1, to=4)]
    record = last_phrase([Event(EventKind.TURN, 0), first, answer, touch, *later])
    assert record is not None and record.over
    assert record.attacker == 0 and record.actions == (first, answer) and record.ending == touch
    assert speeds_now(record) == (5, 6)
    opened = Event(EventKind.ATTACKED, 1, card=9, amount=4)
    record = last_phrase([first, answer, touch, *later, opened])
    assert record is not None and not record.over
    assert record.attacker == 1 and record.actions == (opened,)
    assert speeds_now(record) == (None, 4)


def test_a_defence_without_a_card_is_an_action_and_no_phrase_before_the_first() -> None:
    assert last_phrase([Event(EventKind.TURN, 0)]) is None
    parry = Event(EventKind.CARDLESS, 1, cardless=Cardless.PARRY, amount=2)
    record = last_phrase(
        [Event(EventKind.ATTACKED, 0, card=1, amount=6), parry, Event(EventKind.NO_TOUCH, 0)]
    )
    assert record is not None and record.actions[-1] == parry and record.over
