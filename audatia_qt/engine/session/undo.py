"""The Undo and Redo policy: what the next Undo or Redo does, and whether it may (R-026..R-028).

``Match`` can step back over any ply; this module decides which steps a player is offered:

- against the computer, Undo returns to the human's previous decision and takes the computer's
  replies with it, but never takes back a ply that revealed hidden cards or drew from a deck
  (R-026);
- in hot-seat, Undo takes back one decision (with the rolls the rules made after it); it needs
  both players' agreement when it is the other player's decision or crosses a reveal (R-027);
- with no person at the table there is nothing to offer (R-028).

``plan_undo`` and ``plan_redo`` answer without changing the match (the menus call them after
every transition); ``undo`` and ``redo`` carry the plan out. What may not be crossed is the
game's answer (``Game.undo_boundary``), and the menus' words for a move are its narrator's
(``GameEntry.narrator``); the seats are the game's ints.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.narration import Mood, Narrator, table_readers
from audatia_qt.engine.session.match import Match, Ply

UNDO = translate("Undo", "Undo")
REDO = translate("Undo", "Redo")
#: The menu items, with the move they take back or play again (the game's narrator's words).
UNDO_MOVE = translate("Undo", "Undo: {move}")
REDO_MOVE = translate("Undo", "Redo: {move}")
_NOBODY = translate("Undo", "Nobody plays at this table")
_NOTHING_TO_UNDO = translate("Undo", "Nothing to undo")
_NOTHING_TO_REDO = translate("Undo", "Nothing to redo")
_NOT_PAST = translate("Undo", "Undo cannot go back past {boundary}")
_AGREE_BOUNDARY = translate("Undo", "It takes back {boundary}: both players must agree")
_AGREE_OTHER = translate("Undo", "It takes back a decision of {fencer}: both players must agree")
_TAKEN_BACK = translate("Undo", "Taken back: {move}")
_PLAYED_AGAIN = translate("Undo", "Played again: {move}")
#: Hot-seat: the question both players answer before an Undo (R-027).
CONFIRM_UNDO = translate("Undo", "{reason}.\n\n{label}?")


class Verdict(enum.Enum):
    """Whether the offered step may be taken."""

    NOTHING = "nothing"
    """There is nothing to undo (or redo)."""
    ALLOWED = "allowed"
    NEEDS_CONFIRMATION = "needs_confirmation"
    """Hot-seat: both players must agree first (R-027)."""
    REFUSED = "refused"
    """Against the computer, the step would cross a reveal or a draw (R-026)."""


@dataclass(frozen=True, slots=True)
class StepPlan:
    """What the next Undo or Redo would do: how many plies, a menu label, and the verdict."""

    verdict: Verdict
    plies: int
    """How many plies the step takes back (Undo) or plays again (Redo)."""
    label: Message
    """The menu text, e.g. "Undo: parry with Roverso Sottano", or "Undo" when there is none."""
    reason: Message | None = None
    """Why it is refused, or what both players are asked to agree to; None when allowed."""
    done: Message | None = None
    """What the step does, for the game log once it is done ("Taken back: parry with
    Roverso Sottano."); None when there is nothing to do."""

    @property
    def allowed(self) -> bool:
        """The step may be taken (perhaps after a confirmation)."""
        return self.verdict in (Verdict.ALLOWED, Verdict.NEEDS_CONFIRMATION)

    @property
    def needs_confirmation(self) -> bool:
        """Both players must agree before the step is taken (hot-seat, R-027)."""
        return self.verdict is Verdict.NEEDS_CONFIRMATION


class UndoRefusedError(ValueError):
    """An Undo or Redo that the policy does not allow now; ``reason`` says why (in English
    as the exception's text, in the reader's language rendered by the UI)."""

    def __init__(self, reason: Message | None) -> None:
        self.reason = reason
        super().__init__("" if reason is None else reason.english())


def crossed_boundary(match: Match, plies: Iterable[Ply]) -> Message | None:
    """The game's words for the first event among ``plies`` that Undo against the computer may
    not go back past (a reveal, a draw, a roll), or None (R-026)."""
    game = match.setup.rules
    for ply in plies:
        for event in ply.events:
            words = game.undo_boundary(event)
            if words is not None:
                return words
    return None


def _narrator(match: Match) -> Narrator:
    entry = match.setup.entry
    if entry is None or entry.narrator is None:
        raise ValueError("the match's game has no narrator to name its moves")
    return entry.narrator


def plan_undo(match: Match) -> StepPlan:
    """What Undo would take back now, and whether it may (R-026..R-028)."""
    humans = match.setup.humans
    if not humans:
        return StepPlan(Verdict.NOTHING, 0, UNDO.say(), _NOBODY.say())
    if len(humans) == 1:
        return _plan_undo_against_computer(match, humans[0])
    return _plan_undo_hot_seat(match)


def _plan_undo_against_computer(match: Match, human: int) -> StepPlan:
    """R-026: back to the human's last decision, with the computer's replies and the rolls."""
    plies = match.plies
    floor = match.floor
    last = next((i for i in reversed(range(floor, len(plies))) if plies[i].seat == human), None)
    if last is None:
        return StepPlan(Verdict.NOTHING, 0, UNDO.say(), _NOTHING_TO_UNDO.say())
    taken = plies[last:]
    before = plies[last - 1].state if last else match.start
    readers = table_readers(match.setup, match.state)
    move = _narrator(match).describe_ply(match.setup, before, taken[0], readers, mood=Mood.DO)
    label = UNDO_MOVE.say(move=move)
    boundary = crossed_boundary(match, taken)
    if boundary is not None:
        return StepPlan(Verdict.REFUSED, len(taken), label, _NOT_PAST.say(boundary=boundary))
    return StepPlan(Verdict.ALLOWED, len(taken), label, done=_TAKEN_BACK.say(move=move))


def _plan_undo_hot_seat(match: Match) -> StepPlan:
    """R-027: one decision; all agree unless it is the undoer's own and crosses nothing."""
    plies = match.plies
    floor = match.floor
    # The last decision, with the rolls the rules made after it: a roll alone is no step back.
    last = next((i for i in reversed(range(floor, len(plies))) if not plies[i].rolled), None)
    if last is None:
        return StepPlan(Verdict.NOTHING, 0, UNDO.say(), _NOTHING_TO_UNDO.say())
    taken = plies[last:]
    ply = taken[0]
    now = match.to_move()
    # Everyone at the screen reads the menu: it names only what all may see.
    before = plies[last - 1].state if last else match.start
    readers = table_readers(match.setup, match.state)
    narrator = _narrator(match)
    phrase = narrator.describe_ply(match.setup, before, ply, readers, mood=Mood.DOES)
    label = UNDO_MOVE.say(move=phrase)
    done = _TAKEN_BACK.say(move=phrase)
    boundary = crossed_boundary(match, taken)
    if boundary is not None:
        reason = _AGREE_BOUNDARY.say(boundary=boundary)
        return StepPlan(Verdict.NEEDS_CONFIRMATION, len(taken), label, reason, done)
    if now != ply.seat:
        fencer = narrator.seat_name(match.setup.config, ply.seat)
        reason = _AGREE_OTHER.say(fencer=fencer)
        return StepPlan(Verdict.NEEDS_CONFIRMATION, len(taken), label, reason, done)
    return StepPlan(Verdict.ALLOWED, len(taken), label, done=done)


def plan_redo(match: Match) -> StepPlan:
    """What Redo would play again now (R-026.5, R-027.4): never refused, never confirmed."""
    undone = match.undone
    humans = match.setup.humans
    if not humans or not undone:
        return StepPlan(Verdict.NOTHING, 0, REDO.say(), _NOTHING_TO_REDO.say())
    readers = table_readers(match.setup, match.state)
    first = undone[0]
    if len(humans) == 1:
        human = humans[0]
        # The human's undone decision, then the replies and rolls up to the human's next one.
        count = 1 + next(
            (i for i, ply in enumerate(undone[1:]) if ply.seat == human), len(undone) - 1
        )
        mood = Mood.DO
    else:
        # One decision, with the rolls that followed it.
        count = 1 + next((i for i, ply in enumerate(undone[1:]) if not ply.rolled), len(undone) - 1)
        mood = Mood.DOES
    phrase = _narrator(match).describe_ply(match.setup, match.state, first, readers, mood=mood)
    return StepPlan(
        Verdict.ALLOWED, count, REDO_MOVE.say(move=phrase), done=_PLAYED_AGAIN.say(move=phrase)
    )


def undo(match: Match, *, confirmed: bool = False) -> tuple[Ply, ...]:
    """Carry out ``plan_undo``; returns the plies taken back, newest first.

    Raises ``UndoRefusedError`` when the plan is refused or empty, or needs a confirmation
    that ``confirmed`` does not give.
    """
    plan = plan_undo(match)
    if not plan.allowed:
        raise UndoRefusedError(plan.reason)
    if plan.needs_confirmation and not confirmed:
        raise UndoRefusedError(plan.reason)
    return tuple(match.undo() for _ in range(plan.plies))


def redo(match: Match) -> tuple[Ply, ...]:
    """Carry out ``plan_redo``; returns the plies played again, oldest first."""
    plan = plan_redo(match)
    if not plan.allowed:
        raise UndoRefusedError(plan.reason)
    return tuple(match.redo() for _ in range(plan.plies))
