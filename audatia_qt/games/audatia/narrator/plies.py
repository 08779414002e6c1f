"""Who reads what the table shows of a match, and its moves in words for those readers.

The words themselves live in ``narrator.describe`` (one table for every text); this module adds
what only a match knows: who is looking at the screen (docs/trust.md, R-028, R-034). Against
the computer that is the one person; in hot-seat both people read the log and the menus, so a
persistent text names only what both may see; with two computers the spectator follows seat A's
side, as the table shows it. Once the game is over both hands are open and every card may be
named.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.narration import table_readers as session_readers
from audatia_qt.engine.session.match import MatchSetup, Ply
from audatia_qt.games.audatia.narrator.describe import Mood, describe_action
from audatia_qt.games.audatia.policy.explain import Explanation, decision_note
from audatia_qt.games.audatia.rules import Action, GameState, Seat, observe

#: The resume question's line on the last move of the unfinished game.
LAST_MOVE = translate("Moves", "Last move: {move}")
#: The decision bar's button for the Hint's move (the move in ``narrator.describe``'s words).
PLAY_HINT = translate("Moves", "Play hint: {move}")
_HINT = translate("Hint", "Hint: {reason}")
_HINT_WEIGHED = translate("Hint", "Hint: {reason} Also weighed: {others}.")
_WEIGHED = translate("Hint", "{move} ({share}%)")
#: One more of a list, after those before it ("attack with X (20%); wait (5%)").
_AND_THEN = translate("Hint", "{first}; {then}")
#: Coaching aids: the learned evaluation's odds for the player, from their own view.
_CHANCE = translate("Hint", "{line} Your chance of winning from here: about {chance}% for you.")
#: Coaching aids: the search's two most visited moves and how often each won in it. Said as
#: the search's own figure ("of the imagined bouts", the words the levels use for a search's
#: games), so it is not read as the chance above, which the evaluation judges differently.
_BEST_TWO = translate(
    "Hint",
    "{line} Best two moves: {first} (won about {first_chance}% of the imagined bouts), "
    "{second} (about {second_chance}%).",
)


def table_readers(setup: MatchSetup, state: GameState) -> tuple[Seat, ...]:
    """The seats whose eyes are on the shared texts of the table now (R-034); none once the
    game is over, when nothing is hidden any more (the session's answer,
    ``engine.narration.table_readers``, as Audatia's seats)."""
    return tuple(Seat(seat) for seat in session_readers(setup, state))


def state_before(start: GameState, plies: Sequence[Ply], index: int) -> GameState:
    """The state ply ``index`` (0-based) was played in."""
    return plies[index - 1].state if index > 0 else start


def describe_ply(
    before: GameState,
    ply: Ply,
    readers: Collection[Seat],
    *,
    mood: Mood = Mood.DO,
) -> Message:
    """Ply ``ply``, played in ``before``, as ``readers`` may know it."""
    return describe_action(before, ply.action, readers=readers, after=ply.state, mood=mood)


def public_why(before: GameState, action: Action) -> Message | None:
    """Why such a move is made, as the log's "Why:" line tells it to a reader who cannot see
    the mover's hand: the rule it uses, or None when none can be told without the hand
    (``ai.explain.decision_note``; docs/trust.md). For a move already made, without its
    search: a replay's moves, a loaded game's log."""
    return decision_note(observe(before, action.seat), action)


def describe_next(
    state: GameState, action: Action, readers: Collection[Seat], *, mood: Mood = Mood.DO
) -> Message:
    """An action not yet played in ``state`` (a Redo), as ``readers`` would know it once made."""
    return describe_action(state, action, readers=readers, mood=mood)


def hint_line(explanation: Explanation, *, coaching: bool = False) -> Message:
    """The Hint's coaching line: why its move, and the runners-up with their share of the
    search; with ``coaching`` (the Coaching aids setting), instead of the runners-up, the
    player's chance of winning from here (when the learned evaluation gave one) and the two best
    moves with their chances."""
    if coaching:
        return _coached_line(explanation)
    others: Message | None = None
    for candidate in explanation.candidates[1:]:
        weighed = _WEIGHED.say(move=candidate.text, share=round(100 * candidate.visit_share))
        others = weighed if others is None else _AND_THEN.say(first=others, then=weighed)
    if others is None:
        return _HINT.say(reason=explanation.reason)
    return _HINT_WEIGHED.say(reason=explanation.reason, others=others)


def _coached_line(explanation: Explanation) -> Message:
    # The two best moves' chances are the search's own root figures (how often each won in the
    # search's games), not the evaluation after each: they are what ranked the moves, cost
    # nothing more, and the position after a move is not the player's to see: a PlayerView
    # cannot play a move on without guessing the cards it hides.
    line = _HINT.say(reason=explanation.reason)
    if explanation.win_chance is not None:
        line = _CHANCE.say(line=line, chance=round(100 * explanation.win_chance))
    if len(explanation.candidates) >= 2:
        first, second = explanation.candidates[:2]
        line = _BEST_TWO.say(
            line=line,
            first=first.text,
            first_chance=round(100 * first.win_rate),
            second=second.text,
            second_chance=round(100 * second.win_rate),
        )
    return line
