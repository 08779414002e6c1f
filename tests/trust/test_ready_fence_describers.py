"""Every Ready...Fence! move of every kind has words in every describer, and every event in the
log (issue 30; docs/trust.md, "Every kind has words"): no move reaches a describer, the Hint or
a button that does not know it, and a card put face down or drawn is named to its own fencer
alone (or once the bout is over, when nothing is hidden).

The tests enumerate ``ActionKind`` and ``EventKind`` themselves, with a real legal move or a
real event of each kind found by random bouts over every level (the Feint, offered seldom, is
taken where it is first offered), so a kind added to the rules fails here, naming the describer
that lacks it.

The describers: the narrator's ``plies.describe`` in both moods (the Undo menu, the session's
``describe_ply``), its ``why``, the board's move buttons and phrase lane
(``board.words.BoardWords``), the Hint's explanation of a single move, and the log's
``tell_event``, each for every reader.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from audatia_qt.engine.game import CHANCE
from audatia_qt.engine.messages import Message
from audatia_qt.engine.narration import Mood
from audatia_qt.engine.session.match import Match, Ply
from audatia_qt.games.ready_fence.board.places import Piece
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.narrator.log import tell_event
from audatia_qt.games.ready_fence.narrator.names import card_name
from audatia_qt.games.ready_fence.narrator.plies import HIDDEN_CARD, describe
from audatia_qt.games.ready_fence.narrator.session import ReadyFenceNarrator
from audatia_qt.games.ready_fence.policy.explain import explain_choice
from audatia_qt.games.ready_fence.rules import (
    Action,
    ActionKind,
    Event,
    EventKind,
    Level,
    State,
    apply,
    legal_actions,
    observe,
)
from audatia_qt.games.ready_fence.rules.actions import CHANCE_KINDS
from tests.english import english
from tests.games.ready_fence.sessions import HUMAN, config, setup

#: Every reading of a text: each fencer alone, both (hot-seat), nobody (the bout is over).
READERS: tuple[tuple[int, ...], ...] = ((0,), (1,), (0, 1), ())
#: The bouts searched: each level at its longest score, so every bout period begins.
BOUTS = ((Level.TUTORIAL, 5), (Level.BASIC, 10), (Level.ADVANCED, 15))
SEEDS = 80


@dataclass
class Examples:
    """One real move of each kind (with the state it is made in) and one real event of each
    kind (with the state after it)."""

    moves: dict[ActionKind, tuple[State, Action]] = field(default_factory=dict)
    events: dict[EventKind, tuple[State, Event]] = field(default_factory=dict)

    def note(self, before: State, ply: Ply) -> None:
        self.moves.setdefault(ply.action.kind, (before, ply.action))
        for event in ply.events:
            if isinstance(event, Event):
                self.events.setdefault(event.kind, (ply.state, event))


def _examples() -> Examples:
    found = Examples()
    for seed in range(SEEDS):
        for level, target in BOUTS:
            match = Match(setup(config(level, target), (HUMAN, HUMAN), seed, None))
            rng = random.Random(seed)
            while match.to_move() is not None:
                state: State = match.state
                for action in legal_actions(state):
                    if action.kind not in found.moves:
                        step = apply(state, action)
                        found.moves[action.kind] = (state, action)
                        for event in step.events:
                            found.events.setdefault(event.kind, (step.state, event))
                legal = match.legal_actions()
                match.play(legal[rng.randrange(len(legal))])
            before = match.start
            for ply in match.plies:
                found.note(before, ply)
                before = ply.state
            if len(found.moves) == len(ActionKind) and len(found.events) == len(EventKind):
                return found
    return found


@pytest.fixture(scope="module")
def found() -> Examples:
    return _examples()


def _said(message: Message | str) -> str:
    text = english(message)
    assert text and "{" not in text, f"unfilled words: {text!r}"
    return text


@pytest.mark.parametrize("kind", list(ActionKind), ids=lambda kind: kind.value)
def test_every_move_has_words_for_every_reader(found: Examples, kind: ActionKind) -> None:
    assert kind in found.moves, f"random bouts over every level never offered a {kind.value}"
    state, action = found.moves[kind]
    config = state.config
    for readers in READERS:
        for mood in Mood:
            text = _said(describe(config, action, readers, mood))
            if action.card is None or kind not in HIDDEN_CARD:
                continue
            name = english(card_name(config, action.card))
            mine = all(reader == action.seat for reader in readers)
            assert (name in text) is mine, f"{kind.value} for {readers}: {text!r}"
    narrator = ReadyFenceNarrator()
    step = apply(state, action)
    mover = CHANCE if kind in CHANCE_KINDS else action.seat
    ply = Ply(action, step.events, step.state, mover)
    match_setup = setup(config, (HUMAN, HUMAN), 0, None)
    for readers in READERS:
        _said(narrator.describe_ply(match_setup, state, ply, readers, mood=Mood.DOES))
    reason = narrator.why(state, ply)
    assert (reason is None) is (kind in CHANCE_KINDS), f"{kind.value}: why {reason}"


@pytest.mark.parametrize(
    "kind", [kind for kind in ActionKind if kind not in CHANCE_KINDS], ids=lambda kind: kind.value
)
def test_every_fencers_move_has_a_button_and_a_hint(found: Examples, kind: ActionKind) -> None:
    state, action = found.moves[kind]
    view = observe(state, action.seat)
    words = BoardWords(lambda: "en")
    assert words.button(view, action)[:1].isupper()
    # The screen reader's words for the move under the keyboard's focus, on its piece.
    piece = action.card if action.card is not None else Piece.FENCER
    assert words.focus(view, piece, action)
    # A single legal move is explained without a search: its words and its rule.
    explanation = explain_choice(view, [action], rng=random.Random(0))
    assert explanation.candidates[0].action == action
    _said(explanation.candidates[0].text)
    _said(explanation.reason)


@pytest.mark.parametrize("kind", list(EventKind), ids=lambda kind: kind.value)
def test_every_event_has_a_log_line_for_every_reader(found: Examples, kind: EventKind) -> None:
    assert kind in found.events, f"random bouts over every level never told a {kind.value}"
    state, event = found.events[kind]
    config = state.config
    for readers in READERS:
        text = _said(tell_event(config, event, readers))
        if event.card is None:
            continue
        name = english(card_name(config, event.card))
        shown = not event.hidden or all(reader == event.seat for reader in readers)
        assert (name in text) is shown, f"{kind.value} for {readers}: {text!r}"
    # The phrase lane tells its events to the seat at the board.
    words = BoardWords(lambda: "en")
    for seat in (0, 1):
        assert words.event(observe(state, seat), event)
