"""Every move of every kind has words in every describer, and every event in the game log's
commentary (issue 15; docs/trust.md, "Every kind has words").

The tests enumerate ``ActionKind`` and ``EventKind`` themselves, with a real legal move or a
real event of each kind found by random play over every ruleset (``examples``), so a kind
added to the rules fails here, naming the describer that lacks it, instead of raising a
KeyError in the app (as Sudden Death's ``arrange`` once did in the computer's "Why:" line).

The describers: the menus' and replays' ``session.describe.describe_action`` for every reader;
the AI's ``ai.explain.describe``, ``reason_for`` and ``decision_note`` (with and without a
search behind the move, and for a slip); the replay's captions (``session.replay.Replay``) in
every seating; the decision bar's ``ui.table.index.action_label`` and the gesture's
``target_zone``; and the log's ``ui.table.commentary.Commentator`` for every event as each
seat and as both together see it.
"""

from __future__ import annotations

import random

import pytest

from audatia_qt.engine.messages import Message
from audatia_qt.engine.search.ismcts import MoveStats, SearchResult
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.audatia.board.index import action_label, target_zone
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.narrator.commentary import NOTATION, Commentator, public_events
from audatia_qt.games.audatia.narrator.describe import Mood, describe_action, fencer_names
from audatia_qt.games.audatia.policy.explain import decision_note, describe, reason_for
from audatia_qt.games.audatia.policy.knowledge import FactsCache, from_view
from audatia_qt.games.audatia.policy.search_policy import search_bot
from audatia_qt.games.audatia.rules import (
    Action,
    ActionKind,
    EventKind,
    Seat,
    apply,
    format_action,
    format_event,
    observe,
    redact,
)
from audatia_qt.games.audatia.rules.cards import DeckDef
from tests.english import english
from tests.trust.examples import Examples, Step, examples

HUMAN, COMPUTER = SeatKind.HUMAN, SeatKind.COMPUTER
SEATINGS = ((HUMAN, COMPUTER), (COMPUTER, HUMAN), (HUMAN, HUMAN), (COMPUTER, COMPUTER))


@pytest.fixture(scope="module")
def found(tagged_decks: tuple[DeckDef, DeckDef]) -> Examples:
    return examples(tagged_decks)


def _move(found: Examples, kind: ActionKind) -> tuple[Step, Action]:
    assert kind in found.moves, (
        f"random play over every ruleset never offered a '{kind.value}' move: give "
        "tests/trust/examples.py a way to reach one, so its words are tested"
    )
    return found.moves[kind]


def _words(text: object) -> str:
    """A phrase that is words: a non-empty string on one line. A message (issue 21) is words
    when its English is, with every placeholder filled and no event left in notation (the
    commentary's last resort), since its sentences are what every language translates."""
    if isinstance(text, Message):
        for part in text.walk():
            if isinstance(part, Message):
                assert part.sentence is not NOTATION, f"an event in notation: {text.english()!r}"
        text = text.english()
        assert "{" not in text, f"a placeholder left: {text!r}"
    assert isinstance(text, str) and text.strip(), f"no words: {text!r}"
    assert "\n" not in text, f"more than one line: {text!r}"
    return text


def test_random_play_reaches_every_kind(found: Examples) -> None:
    assert set(found.moves) == set(ActionKind)
    assert set(found.events) == set(EventKind)


@pytest.mark.parametrize("kind", list(ActionKind), ids=lambda kind: kind.value)
def test_every_kind_of_move_has_words_for_every_reader(found: Examples, kind: ActionKind) -> None:
    step, action = _move(found, kind)
    for readers in ((), (Seat.A,), (Seat.B,), tuple(Seat)):
        for mood in Mood:
            text = _words(describe_action(step.state, action, readers=readers, mood=mood))
            assert text != format_action(step.config, action)
    _words(describe(observe(step.state, action.seat), action))
    _words(action_label(step.state, action))
    # The log's one line for the move, for every reader.
    after = apply(step.state, action)
    commentator = Commentator(step.config)
    for readers in ((Seat.A,), (Seat.B,), tuple(Seat)):
        _words(commentator.tell(step.state, action, after.events, after.state, readers).line)
    # Every move a person can make has a gesture: a place to drop its card, or a button.
    target_zone(action)


@pytest.mark.parametrize("kind", list(ActionKind), ids=lambda kind: kind.value)
def test_every_kind_of_move_has_a_reason(found: Examples, kind: ActionKind) -> None:
    step, action = _move(found, kind)
    view = observe(step.state, action.seat)
    situation = from_view(view, FactsCache())
    for searched in (True, False):
        _words(reason_for(situation, action, searched=searched).english())
    _words(english(decision_note(view, action)))
    others = [move for move in step.legal if move != action]
    if not others:
        return
    # The note after a real search, then as a slip (the search preferred another move).
    bot = search_bot("easy", iterations=4, seconds=None)
    result = bot.search(view, step.legal, random.Random(0))
    chosen = MoveStats(action, 3, 0.5)
    best = MoveStats(others[0], 5, 0.6)
    for stats in (
        result,
        SearchResult((chosen, best), 8, 0.0),
        SearchResult((best, chosen), 8, 0.0),
    ):
        _words(english(decision_note(view, action, stats)))


@pytest.mark.parametrize("kind", list(ActionKind), ids=lambda kind: kind.value)
@pytest.mark.parametrize("players", SEATINGS, ids=lambda seats: "-".join(s.value for s in seats))
def test_every_kind_of_move_has_a_replay_caption(
    found: Examples, kind: ActionKind, players: tuple[SeatKind, SeatKind]
) -> None:
    step, action = _move(found, kind)
    match = Match.replayed(MatchSetup(AUDATIA, step.config, players), step.history)
    match.play(action)
    replay = Replay.of_match(match)
    caption = _words(replay.caption(replay.length))
    name = fencer_names(step.config)[action.seat]
    assert caption.startswith(f"{replay.length}. {name}: ")


@pytest.mark.parametrize("kind", list(EventKind), ids=lambda kind: kind.value)
def test_every_kind_of_event_is_told_in_words(found: Examples, kind: EventKind) -> None:
    assert kind in found.events, f"random play never made a '{kind.value}' event"
    step, event = found.events[kind]
    commentator = Commentator(step.config)
    for events in (redact(step.events, Seat.A), redact(step.events, Seat.B)):
        for line in commentator.sentences(list(events)):
            _words(line)
    public = public_events(step.events)
    for line in commentator.sentences(list(public)):
        _words(line)
    # The event's own sentence (the log tells some together with the next: each alone too).
    _words(commentator.sentence(redact((event,), Seat.A)[0]))
    # The event alone, as each reader sees it: told in a sentence, not in the notation.
    for seen in {*redact((event,), Seat.A), *redact((event,), Seat.B)}:
        lines = commentator.sentences([seen])
        assert lines, f"the '{kind.value}' event is told nowhere"
        notation = format_event(step.config, seen)
        assert all(line != notation for line in lines), f"told in notation: {lines}"
