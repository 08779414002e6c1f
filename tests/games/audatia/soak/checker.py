"""The soak's per-game invariant checker (issue 16, "Invariants the soaks do not check").

``check_game`` plays one random game (the kind-balanced policy of ``rules.selfplay``, its
generator seeded with the game's seed as ``audatia selfplay`` does) through a hot-seat
``Match`` and checks, at every state and after every action:

- the rules' invariants (``rules.invariants.InvariantWatch``): card conservation; both views
  and the redacted events leak nothing; the position and every legal action round-trip through
  their notation;
- every describer has words for the action, and none names a card its reader cannot see:
  ``session.describe.describe_action`` for each seat and for everyone, ``ai.explain.describe``
  and ``decision_note`` from the acting seat's view, and the table's ``Commentator`` over the
  events redacted for each seat and for both (the hot-seat log);
- the replay captions the ply: for the hot-seat players, for a person against the computer in
  either seat, and once the game is over for everyone;
- Undo then Redo (``session.undo``) give back the states before and after the action, equal
  by value; and the action played again after an Undo gives an equal state and the same events.

Commentary is pure Python but lives under ui/, so this checker is a test helper and not part of
``audatia selfplay`` (which runs the rules' invariants alone, ``--check-invariants``).

A broken check raises ``SoakFailure``, which names the seed, the action (its number, notation
and kind) and the check, so a failing describer is named with the action kind it failed on.
"""

from __future__ import annotations

import functools
import random
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from audatia_qt.engine.messages import CardName, Message
from audatia_qt.engine.search.ismcts import MoveStats, SearchResult
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.replay import Replay
from audatia_qt.engine.session.undo import plan_redo, plan_undo, redo, undo
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.narrator.commentary import Commentator, public_events
from audatia_qt.games.audatia.narrator.describe import Mood, describe_action, fencer_names, say
from audatia_qt.games.audatia.policy.explain import decision_note, describe
from audatia_qt.games.audatia.rules import (
    Action,
    ActionKind,
    GameConfig,
    GameState,
    Seat,
    Transition,
    format_action,
    observe,
    redact,
)
from audatia_qt.games.audatia.rules.invariants import InvariantWatch, hidden_from
from audatia_qt.games.audatia.rules.selfplay import MAX_ACTIONS, describe_config, random_action
from tests.english import english

HOT_SEAT = (SeatKind.HUMAN, SeatKind.HUMAN)
#: A person against the computer, in each seat: the replay shows each its own secrets only.
AGAINST_COMPUTER = ((SeatKind.HUMAN, SeatKind.COMPUTER), (SeatKind.COMPUTER, SeatKind.HUMAN))

#: Notation in a text meant for people: a card label ("B:punta-b") or an enum value ("_").
_NOTATION = re.compile(r"(?<![\w])[AB]:\S|_|\bNone\b")


class SoakFailure(AssertionError):
    """A check of the soak failed; ``check`` names it and ``kind`` the action it followed."""

    def __init__(self, message: str, check: str, kind: ActionKind | None) -> None:
        super().__init__(message)
        self.check = check
        self.kind = kind


@dataclass
class GameTally:
    """What one checked game went through."""

    states: int = 0
    kinds: Counter[ActionKind] = field(default_factory=Counter)
    """Each action kind applied, described, captioned and undone, with its count."""
    offered: Counter[ActionKind] = field(default_factory=Counter)
    """Each action kind offered (legal) and described, with its count."""
    failures: list[SoakFailure] = field(default_factory=list)
    """The describers' failures (the game went on after each)."""


@dataclass
class _Game:
    """The game under check and where it is, for the failure messages."""

    config: GameConfig
    match: Match
    tally: GameTally

    def where(self, action: Action | None) -> str:
        number = len(self.match.plies)
        if action is None:
            return f"{describe_config(self.config)}, the deal"
        text = format_action(self.config, action)
        return f"{describe_config(self.config)}, action {number} '{text}' ({action.kind.value})"


@contextmanager
def _checking(
    game: _Game, check: str, action: Action | None, *, fatal: bool = True
) -> Iterator[None]:
    """Turn anything raised inside into a ``SoakFailure`` naming the check and the action.

    A fatal one (the engine, the rules' invariants, Undo and Redo: the game cannot go on
    trusted) is raised; any other (a describer's words) is kept in the tally and the game
    goes on, so one game shows every describer that fails and on which kinds.
    """
    try:
        yield
    except SoakFailure:
        raise
    except Exception as error:
        first = str(error).splitlines()[0] if str(error) else ""
        message = f"{game.where(action)}: {check}: {type(error).__name__}: {first}"
        failure = SoakFailure(message, check, None if action is None else action.kind)
        if fatal:
            raise failure from error
        failure.__cause__ = error
        game.tally.failures.append(failure)


def check_game(config: GameConfig) -> GameTally:
    """Play and check one game; returns what it went through. Raises ``SoakFailure``."""
    rng = random.Random(config.seed)
    game = _Game(config, Match(MatchSetup(AUDATIA, config, players=HOT_SEAT)), GameTally())
    match = game.match
    watch = InvariantWatch(config)
    with _checking(game, "rules invariants", None):
        watch.start(match.state)
    game.tally.states += 1
    hidden = {seat: _hidden(match.state, seat, watch) for seat in Seat}
    commentator = Commentator(config)
    while match.to_move() is not None:
        if len(match.plies) >= MAX_ACTIONS:
            raise SoakFailure(f"{game.where(None)}: not over after {MAX_ACTIONS}", "end", None)
        before = match.state
        legal = match.legal_actions()
        action = random_action(legal, rng)
        with _checking(game, "the engine", action):
            first = match.play(action)
        with _checking(game, "undo and redo", action):
            transition = check_undo_redo(match, before, legal, first)
        with _checking(game, "rules invariants", action):
            watch.after(transition)
        game.tally.states += 1
        after = transition.state
        hidden_before = hidden
        hidden = {seat: _hidden(after, seat, watch) for seat in Seat}
        _check_describers(game, before, legal, transition, hidden_before, hidden, commentator)
        _check_captions(game, action, hidden)
        game.tally.kinds[action.kind] += 1
    final = Replay.of_match(match)
    for index, ply in enumerate(match.plies, start=1):
        with _checking(game, "Replay.caption (game over)", ply.action, fatal=False):
            check_words(config, final.caption(index), [], frozenset())
    return game.tally


def _hidden(state: GameState, seat: Seat, watch: InvariantWatch) -> frozenset[int]:
    """The cards a text for ``seat`` may not name in ``state``: those it may not see
    (``hidden_from``), the opponent's secret Posta, and the Basic cards it knows are in the
    opponent's hand or face down once they lie face down (naming one would tell it was traded
    away or laid in the row)."""
    hidden = hidden_from(state, seat)
    opponent = state.players[seat.other]
    laid = state.config.ruleset.face_down(state, seat.other)
    hidden |= opponent.known_in_hand & set(opponent.facedown + laid)
    if watch.secrets.secret_from(state, seat):
        assert opponent.posta is not None
        hidden |= {opponent.posta}
    return hidden


# -- undo and redo ------------------------------------------------------------------------------


def check_undo_redo(
    match: Match, before: GameState, legal: Sequence[Action], played: Transition
) -> Transition:
    """Undo the ply just played and redo it; then undo it and play its action afresh.

    Undo must give back ``before`` (and its legal actions), Redo the state ``played`` led to
    and its events; the action played again must lead to an equal state with the same events
    (the generator is part of the state, so an Undo never re-rolls a shuffle). Returns the
    transition of the action played afresh, which the match now stands on.
    """
    action = match.plies[-1].action
    plan = plan_undo(match)
    assert plan.allowed and plan.plies == 1, f"Undo is not offered one ply: {plan}"
    label = plan.label.english()
    assert label.startswith("Undo: ") and len(label) > len("Undo: "), label
    taken = undo(match, confirmed=True)
    assert [ply.action for ply in taken] == [action], f"Undo took back {taken}"
    assert match.state == before, "Undo did not give back the state before the action"
    assert match.legal_actions() == tuple(legal), "Undo changed the legal actions"
    again = plan_redo(match)
    assert again.allowed and again.plies == 1, f"Redo is not offered one ply: {again}"
    label = again.label.english()
    assert label.startswith("Redo: ") and len(label) > len("Redo: "), label
    redone = redo(match)
    assert [ply.action for ply in redone] == [action], f"Redo played {redone}"
    assert redone[0].events == played.events, "Redo gave other events"
    assert match.state == played.state, "Redo did not give back the state after the action"
    undo(match, confirmed=True)
    fresh = match.play(action)
    assert fresh.state == played.state, "the action played again after Undo led elsewhere"
    assert fresh.events == played.events, "the action played again after Undo told otherwise"
    return fresh


# -- the describers -----------------------------------------------------------------------------


def _check_describers(
    game: _Game,
    before: GameState,
    legal: Sequence[Action],
    transition: Transition,
    hidden_before: dict[Seat, frozenset[int]],
    hidden: dict[Seat, frozenset[int]],
    commentator: Commentator,
) -> None:
    """Every describer has words for the action, naming nothing hidden from its reader."""
    config = game.config
    action = game.match.plies[-1].action
    actor = action.seat
    view = observe(before, actor)
    # Every action on offer has words (a Redo label or a Hint names one not yet played); the
    # actor may see its own cards, the others' words are checked once the action is made.
    for offered in legal:
        # Not yet played: read by the seat deciding (a button, a Hint, a Redo of its own).
        with _checking(game, "rules.describe.say (offered)", offered, fatal=False):
            text = say(config, before.phase, offered)
            check_words(config, text, _action_cards(offered), hidden_before[actor])
        with _checking(game, "ai.explain.describe (offered)", offered, fatal=False):
            text = describe(view, offered)
            check_words(config, text, _action_cards(offered), hidden_before[actor])
        game.tally.offered[offered.kind] += 1
    cards = _action_cards(action)
    after = transition.state
    for readers in ((Seat.A,), (Seat.B,), tuple(Seat), ()):
        for mood in Mood:
            name = f"rules.describe.describe_action ({mood.value}, readers {_readers(readers)})"
            with _checking(game, name, action, fatal=False):
                text = describe_action(before, action, readers=readers, after=after, mood=mood)
                check_words(config, text, cards, _union(hidden, readers))
    # The bot's words are made before its move, from its own view.
    with _checking(game, "ai.explain.describe", action, fatal=False):
        check_words(config, describe(view, action), cards, hidden_before[actor])
    # The computer's "why" line goes to the log of the person playing against it, the other
    # seat, once the move is made: from a search that chose the move, and from one that
    # preferred another (a "slip": the line then names both).
    other = next((move for move in legal if move != action), action)
    chose = SearchResult((MoveStats(action, 3, 0.6), MoveStats(other, 1, 0.4)), 4, 0.0)
    slip = SearchResult((MoveStats(other, 3, 0.6), MoveStats(action, 1, 0.4)), 4, 0.0)
    for label, result in (("", chose), (" (slip)", slip)):
        with _checking(game, f"ai.explain.decision_note{label}", action, fatal=False):
            note = english(decision_note(view, action, result))
            # No line at all is a right answer where no reason can be told without the hand.
            # A skill's reason quotes its own printed text, whose generic blow names ("Defend
            # with a Punta") name no card: the exact oracle of tests/trust checks it instead.
            if note and action.kind is not ActionKind.PLAY_SKILL:
                check_words(config, note, cards + _action_cards(other), hidden[actor.other])
    events = transition.events
    event_cards = [event.card for event in events if event.card is not None]
    readers: Sequence[tuple[str, Sequence[Seat]]] = (
        *((seat.name, (seat,)) for seat in Seat),
        ("both", tuple(Seat)),
    )
    for label, seen_by in readers:
        name = f"ui.table.commentary.Commentator (events for {label})"
        with _checking(game, name, action, fatal=False):
            shown = redact(events, seen_by[0]) if len(seen_by) == 1 else public_events(events)
            sentences = commentator.sentences(list(shown))
            assert sentences or not events, "no sentence for the events"
            for sentence in sentences:
                check_words(config, sentence, event_cards, _union(hidden, seen_by))
        name = f"ui.table.commentary.Commentator.tell (the move for {label})"
        with _checking(game, name, action, fatal=False):
            told = commentator.tell(before, action, events, after, seen_by)
            assert told.line, "no line for the move"
            for text in filter(None, (told.line, told.ending)):
                check_words(config, text, event_cards + cards, _union(hidden, seen_by))


def _check_captions(game: _Game, action: Action, hidden: dict[Seat, frozenset[int]]) -> None:
    """The replay of the game so far captions the last ply for whoever watches it."""
    match = game.match
    index = len(match.plies)
    cards = _action_cards(action)
    over = match.state.outcome is not None
    for kinds in (HOT_SEAT, *AGAINST_COMPUTER):
        setup = MatchSetup(AUDATIA, game.config, players=kinds)
        # Until the game is over, a caption must not name what the people watching cannot see.
        watchers = () if over else setup.humans
        name = f"Replay.caption ({'hot seat' if len(setup.humans) == 2 else 'vs computer'})"
        with _checking(game, name, action, fatal=False):
            replay = Replay(setup, match.start, match.plies)
            caption = replay.caption(index)
            name = fencer_names(game.config)[action.seat]
            assert caption.english().startswith(f"{index}. {name}: "), caption
            check_words(game.config, caption, cards, _union(hidden, watchers))


def _readers(readers: Sequence[Seat]) -> str:
    return " and ".join(seat.name for seat in readers) or "everyone"


def _union(hidden: dict[Seat, frozenset[int]], readers: Iterable[Seat]) -> frozenset[int]:
    """What at least one of ``readers`` may not see: a text they all read must not name it."""
    found: frozenset[int] = frozenset()
    for seat in readers:
        found |= hidden[seat]
    return found


def _action_cards(action: Action) -> list[int]:
    return [card for card in (action.card, action.card2) if card is not None]


# -- words --------------------------------------------------------------------------------------


def check_words(
    config: GameConfig, text: object, subject: Sequence[int], hidden: frozenset[int]
) -> None:
    """``text`` is words (a non-empty string without notation) that name no hidden card.

    Two ways a hidden card can be named: the text names one of its ``subject`` cards (those of
    the action or the events it tells) that the reader may not see; or it names any hidden
    card whose printed name no card the reader may see shares (a name shared with a visible
    card gives nothing away unless the text is about that very card).
    """
    if isinstance(text, Message):
        # A message (issue 21) names every card it holds, in whatever language it is read.
        for part in text.walk():
            if isinstance(part, CardName):
                held = named_hidden_cards(config, part.name, subject, hidden)
                assert not held, f"{text.english()!r} holds {held}, hidden from its reader"
        text = text.english()
    assert isinstance(text, str), f"not a string: {text!r}"
    assert text.strip(), "empty text"
    notation = _NOTATION.search(text)
    assert notation is None, f"notation {notation.group()!r} in {text!r}"
    leaked = named_hidden_cards(config, text, subject, hidden)
    assert not leaked, f"{text!r} names {leaked}, hidden from its reader"


def named_hidden_cards(
    config: GameConfig, text: str, subject: Sequence[int], hidden: frozenset[int]
) -> list[str]:
    """The printed names of hidden cards that ``text`` gives away (see ``check_words``)."""
    if not hidden:
        return []
    name, unshared, visible = _names_seen(config, hidden)
    seen_subject = {name[card] for card in subject if card not in hidden}
    suspects = ({name[card] for card in subject if card in hidden} - seen_subject) | unshared
    leaked = []
    for suspect in sorted(suspect for suspect in suspects if suspect in text):
        # A longer visible name may contain it ("Punta" in "Punta Exchange"): not a mention.
        scrubbed = text
        for longer in sorted(visible | seen_subject, key=len, reverse=True):
            if suspect in longer and suspect != longer:
                scrubbed = scrubbed.replace(longer, " ")
        if re.search(rf"(?<!\w){re.escape(suspect)}(?!\w)", scrubbed):
            leaked.append(suspect)
    return leaked


@functools.lru_cache(maxsize=512)
def _names_seen(
    config: GameConfig, hidden: frozenset[int]
) -> tuple[tuple[str, ...], frozenset[str], frozenset[str]]:
    """Each card's printed name by id; the names of hidden cards that no visible card shares;
    the names of the visible cards."""
    name = tuple(card.definition.name for card in config.cards.instances)
    visible = frozenset(name[card] for card in range(len(name)) if card not in hidden)
    return name, frozenset(name[card] for card in hidden) - visible, visible
