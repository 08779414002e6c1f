"""A lesson goal's condition, as the lesson files of the games on the shared lesson runner write
it (Swordplay's, Ready...Fence!'s): ``play <move> [card]``, ``event <event> [mine|theirs]
[card]``, ``phase <phase>`` or ``win``.

The words after ``play``, ``event`` and ``phase`` are the game's own (its move kinds, events
and phases); what a condition means at the table (``met``) is the game's ``Condition``, which
subclasses the one here. Reading the words, and every problem said of them, is here, once.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from audatia_qt.engine.lesson_files import quoted
from audatia_qt.engine.messages import Message, translate


class ConditionKind(enum.Enum):
    """The words a goal's condition starts with."""

    PLAY = "play"
    EVENT = "event"
    PHASE = "phase"
    WIN = "win"


class Whose(enum.Enum):
    """Whose event a condition asks for: the learner's seat, or another's."""

    MINE = "mine"
    THEIRS = "theirs"


MoveKindT = TypeVar("MoveKindT", bound=enum.Enum)
EventKindT = TypeVar("EventKindT", bound=enum.Enum)
PhaseT = TypeVar("PhaseT", bound=enum.Enum)


@dataclass(frozen=True)
class Condition(Generic[MoveKindT, EventKindT, PhaseT]):
    """When a goal is met; ``text`` is the phrase as the lesson wrote it."""

    kind: ConditionKind
    text: str
    move: MoveKindT | None = None
    card: str | None = None
    event: EventKindT | None = None
    whose: Whose | None = None
    phase: PhaseT | None = None


ConditionT = TypeVar("ConditionT", bound=Condition)  # type: ignore[type-arg]


@dataclass(frozen=True)
class ConditionWords(Generic[ConditionT]):
    """A game's words for conditions: its move kinds, events and phases, its ``Condition``,
    and how a card named by a condition is checked (``card(word, where)``, a problem said of
    a card the deck has not)."""

    condition: type[ConditionT]
    moves: type[enum.Enum]
    events: type[enum.Enum]
    phases: type[enum.Enum]
    card: Callable[[str, str], str]


def read_condition(
    text: str,
    where: str,
    words: ConditionWords[ConditionT],
    problem: Callable[[str, Message], None],
) -> ConditionT | None:
    """The condition ``text`` says (at ``where`` in the file); None, each problem said through
    ``problem``, when it says none."""
    parts = text.split()
    kinds = ", ".join(kind.value for kind in ConditionKind)
    if not parts:
        empty = translate("LessonFile", "'when' is empty (it starts with one of: {kinds})")
        problem(where, empty.say(kinds=kinds))
        return None
    head, *rest = parts
    try:
        kind = ConditionKind(head)
    except ValueError:
        no_condition = translate("LessonFile", "'{word}' is not a condition (one of: {kinds})")
        problem(where, no_condition.say(word=quoted(head), kinds=kinds))
        return None
    limit = {ConditionKind.PLAY: 2, ConditionKind.EVENT: 3, ConditionKind.PHASE: 1}.get(kind, 0)
    needed = 0 if kind is ConditionKind.WIN else 1
    if not needed <= len(rest) <= limit:
        words_after = translate("LessonFile", "'{condition}' has {count} words after '{word}'")
        said = words_after.say(condition=quoted(text), count=len(rest), word=quoted(head))
        problem(where, said)
        return None
    make = words.condition
    try:
        if kind is ConditionKind.PLAY:
            card = words.card(rest[1], where) if len(rest) == 2 else None
            return make(kind, text, move=words.moves(rest[0]), card=card)
        if kind is ConditionKind.EVENT:
            event = words.events(rest[0])
            whose = None
            more = rest[1:]
            if more and more[0] in {each.value for each in Whose}:
                whose = Whose(more.pop(0))
            card = words.card(more[0], where) if more else None
            return make(kind, text, event=event, whose=whose, card=card)
        if kind is ConditionKind.PHASE:
            return make(kind, text, phase=words.phases(rest[0]))
        return make(kind, text)
    except ValueError:
        unknown_word = translate("LessonFile", "'{condition}': '{word}' is not a known {kind} word")
        said = unknown_word.say(condition=quoted(text), word=quoted(rest[0]), kind=kind.value)
        problem(where, said)
        return None
