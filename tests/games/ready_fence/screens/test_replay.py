"""Ready...Fence!'s replay on the strip (issue 30, "At the table": replays on the strip): it
steps through a whole bout, shows each step as whoever watches may see it (never a hidden
hand: an unfinished hot-seat bout keeps the hand closed, as Swordplay's does), lays out the
phrase, tells each move as the log did, and "Continue from here" hands over the match at the
shown step."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Match, SeatKind
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.ready_fence.board.faces import PlainCardFace
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.entry import READY_FENCE
from audatia_qt.games.ready_fence.narrator.log import tell_events
from audatia_qt.games.ready_fence.rules import Event, EventKind, Level, View
from audatia_qt.games.ready_fence.screens.replay import ReadyFenceReplay
from audatia_qt.shell.i18n.render import render
from tests.games.ready_fence.sessions import config, play, setup

HUMAN, COMPUTER = SeatKind.HUMAN, SeatKind.COMPUTER


class WatchedFace(PlainCardFace):
    """The plain face, keeping every card it is asked to paint and the view it is painted
    from."""

    def __init__(self, words: BoardWords) -> None:
        super().__init__(words)
        self.painted: list[tuple[View, int]] = []

    def paint(self, painter: QPainter, rect: QRectF, view: View, card: int) -> None:
        self.painted.append((view, card))
        super().paint(painter, rect, view, card)


def _bout(players: tuple[SeatKind, SeatKind], moves: int, seed: int = 4, target: int = 5) -> Match:
    """A seeded bout of ``moves`` random decisions (fewer if it ends) to ``target``."""
    match = Match(setup(config(Level.BASIC, target), players, chance_seed=seed, difficulty=None))
    play(match, moves, random.Random(seed))
    return match


def _replay(qtbot: QtBot, match: Match) -> tuple[ReadyFenceReplay, WatchedFace]:
    words = BoardWords(lambda: "en")
    face = WatchedFace(words)
    viewer = ReadyFenceReplay(Replay.of_match(match), face, words, READY_FENCE)
    viewer.set_animation_ms(0)
    qtbot.addWidget(viewer)
    viewer.resize(1280, 800)
    viewer.show()
    return viewer, face


def _face_up(events: tuple[Event, ...]) -> set[int]:
    """The cards ``events`` show face up: played into a phrase or discarded face up."""
    return {e.card for e in events if e.card is not None and not e.hidden}


def test_the_replay_steps_through_a_whole_bout(qtbot: QtBot) -> None:
    match = _bout((HUMAN, COMPUTER), 5000)
    assert match.over, "the seeded bout was played to its end"
    viewer, face = _replay(qtbot, match)
    viewer.go_to(0)
    steps = 0
    while viewer.step():
        steps += 1
        viewer.strip.grab()
        cursor = viewer.replay.cursor
        state = viewer.replay.state
        assert state is match.plies[cursor - 1].state
        shown = viewer.shown_view()
        # The fencers stand where the bout had them at that step, from the person's seat.
        assert shown.viewer == 0
        assert [f.position for f in shown.fencers] == [f.position for f in state.fencers]
        assert viewer.caption.text().startswith(f"{cursor}. ")
    assert steps == len(match.plies) == viewer.replay.length
    assert not viewer.forward_button.isEnabled()
    assert face.painted, "the strip drew the cards"


def test_a_move_is_told_as_the_log_told_it(qtbot: QtBot) -> None:
    match = _bout((HUMAN, COMPUTER), 5000)
    viewer, _face = _replay(qtbot, match)
    for index, ply in enumerate(match.plies, start=1):
        events = tuple(e for e in ply.events if isinstance(e, Event))
        lines = tell_events(match.setup.config, events, viewer.replay.readers)
        if lines:
            assert viewer.move_line(index) == " ".join(render(line) for line in lines)


def test_the_phrase_is_laid_out_at_the_step_that_played_it(qtbot: QtBot) -> None:
    match = _bout((HUMAN, COMPUTER), 5000)
    viewer, face = _replay(qtbot, match)
    attack = next(
        index
        for index, ply in enumerate(match.plies, start=1)
        if any(isinstance(e, Event) and e.kind is EventKind.ATTACKED for e in ply.events)
    )
    viewer.go_to(attack)
    face.painted.clear()
    viewer.strip.grab()
    attacked = next(
        e
        for e in match.plies[attack - 1].events
        if isinstance(e, Event) and e.kind is EventKind.ATTACKED
    )
    assert attacked.card is not None
    assert attacked.card in {card for _view, card in face.painted}


def test_an_unfinished_hot_seat_replay_never_shows_a_hidden_card(qtbot: QtBot) -> None:
    match = _bout((HUMAN, HUMAN), 30, target=10)
    assert not match.over
    viewer, face = _replay(qtbot, match)
    for cursor in range(viewer.replay.length + 1):
        viewer.go_to(cursor)
        face.painted.clear()
        viewer.strip.grab()
        shown = viewer.shown_view()
        assert shown.fencers[0].hand is None and shown.fencers[1].hand is None, cursor
        assert shown.fencers[0].discards is None and shown.fencers[1].discards is None
        # The counts are public and still drawn.
        assert shown.fencers[0].hand_count == len(viewer.replay.state.fencers[0].hand)
        public = _face_up(viewer.shown_events())
        for view, card in face.painted:
            assert view.fencers[0].hand is None and view.fencers[1].hand is None
            assert card in public, f"card {card} painted at step {cursor} was never face up"
        assert all(e.card is None for e in viewer.shown_events() if e.hidden), cursor


def test_against_the_computer_only_the_persons_hand_is_shown(qtbot: QtBot) -> None:
    match = _bout((HUMAN, COMPUTER), 30, target=10)
    assert not match.over
    viewer, face = _replay(qtbot, match)
    for cursor in range(viewer.replay.length + 1):
        viewer.go_to(cursor)
        face.painted.clear()
        viewer.strip.grab()
        state = viewer.replay.state
        own = set(state.fencers[0].hand)
        public = _face_up(viewer.shown_events())
        for view, card in face.painted:
            assert view.fencers[1].hand is None
            assert card in own or card in public, (cursor, card)
        assert all(e.card is None for e in viewer.shown_events() if e.hidden and e.seat == 1), (
            cursor
        )


def test_continue_hands_over_the_match_at_the_shown_step(qtbot: QtBot) -> None:
    match = _bout((HUMAN, COMPUTER), 30, target=10)
    viewer, _face = _replay(qtbot, match)
    viewer.go_to(25)
    with qtbot.waitSignal(viewer.continue_requested) as caught:
        viewer.continue_button.click()
    continued = caught.args[0]
    assert isinstance(continued, Match)
    assert continued.state == match.plies[24].state
    assert continued.setup.players == match.setup.players


def test_a_step_forward_slides_the_fencers_and_a_jump_does_not(qtbot: QtBot) -> None:
    match = _bout((HUMAN, COMPUTER), 5000)
    viewer, _face = _replay(qtbot, match)
    viewer.set_animation_ms(200)
    moved = next(
        index
        for index in range(1, len(match.plies))
        if match.plies[index - 1].state.fencers[0].position
        != match.plies[index].state.fencers[0].position
    )
    viewer.go_to(moved)
    assert not viewer.strip.motion.running
    assert viewer.step()
    assert viewer.strip.motion.running, "the fencer steps to its new section"
    viewer.go_to(0)
    assert not viewer.strip.motion.running
