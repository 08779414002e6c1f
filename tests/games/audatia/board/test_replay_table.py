"""The replay on the table (issue 17, "Replays that teach"): the table's own scene draws each
position, the cards move from one to the next, the move and its Why are told, the replay plays
by itself at a pace, "Continue from here" starts a new game there, and any position can be
written as a lesson that the course reads and checks."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.audatia.board.layout import hand_least
from audatia_qt.games.audatia.board.scene import TableScene
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.lessons import read_lesson_file
from audatia_qt.games.audatia.render import FaceCache
from audatia_qt.games.audatia.rules import ActionKind, Seat
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.screens import replay_viewer
from audatia_qt.games.audatia.screens.replay_viewer import ReplayViewer
from audatia_qt.shell import plain
from audatia_qt.shell.i18n.language import Language
from tests.conftest import ConfigFactory

PERSON_VS_COMPUTER = (SeatKind.HUMAN, SeatKind.COMPUTER)


def _play(match: Match, count: int, seed: int) -> Match:
    rng = random.Random(seed)
    for _ in range(count):
        if match.to_move() is None:
            break
        match.play(random_action(match.legal_actions(), rng))
    return match


def _finished(make_config: ConfigFactory, seed: int = 3) -> Match:
    match = _play(
        Match(MatchSetup(AUDATIA, make_config(seed=seed), PERSON_VS_COMPUTER)), 10_000, seed
    )
    assert match.outcome() is not None
    return match


def _viewer(qtbot: QtBot, face_cache: FaceCache, match: Match, **kwargs: object) -> ReplayViewer:
    """The replay of ``match``; its lessons are read with the game's decks, installed, unless
    ``lesson_decks`` says which are."""
    kwargs.setdefault("lesson_decks", {deck.id: deck for deck in match.setup.config.decks})
    viewer = ReplayViewer(Replay.of_match(match), face_cache, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(viewer)
    viewer.resize(1280, 800)
    viewer.show()
    qtbot.waitExposed(viewer)
    return viewer


def _face_up(scene: TableScene) -> set[int]:
    return set(scene.shown_face_up())


def test_the_replay_is_drawn_by_the_tables_scene_and_follows_the_cursor(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory
) -> None:
    match = _finished(make_config)
    viewer = _viewer(qtbot, face_cache, match)
    assert isinstance(viewer.scene, TableScene) and viewer.view.scene() is viewer.scene
    assert viewer.caption.text().startswith("The deal")
    assert not viewer.back_button.isEnabled()
    viewer.forward_button.click()
    viewer.forward_button.click()
    assert viewer.replay.cursor == 2 and viewer.slider.value() == 2
    assert viewer.moves.currentRow() == 2
    viewer.slider.setValue(10)
    assert viewer.replay.cursor == 10
    assert viewer.scene.view is not None and viewer.scene.view.ply == match.plies[9].state.ply
    viewer.back_button.click()
    assert viewer.replay.cursor == 9
    viewer.moves.setCurrentRow(4)
    assert viewer.replay.cursor == 4
    viewer.end_button.click()
    assert viewer.replay.at_end and not viewer.forward_button.isEnabled()
    assert " wins: " in viewer.caption.text()
    assert not viewer.continue_button.isEnabled()
    assert not viewer.lesson_button.isEnabled(), "no move is left to learn at the end"
    viewer.start_button.click()
    assert viewer.replay.at_start


def test_a_finished_game_shows_both_hands_face_up_on_the_table(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory
) -> None:
    match = _finished(make_config)
    viewer = _viewer(qtbot, face_cache, match)
    viewer.go_to(12)
    state = match.plies[11].state
    shown = _face_up(viewer.scene)
    for seat in Seat:
        hand = set(state.players[seat].hand)
        assert hand and hand <= shown, f"seat {seat.name}'s hand is open at the end"


def test_an_unfinished_game_keeps_the_computers_hand_face_down(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory
) -> None:
    match = _play(Match(MatchSetup(AUDATIA, make_config(seed=3), PERSON_VS_COMPUTER)), 15, seed=3)
    assert match.outcome() is None
    viewer = _viewer(qtbot, face_cache, match)
    for cursor in range(viewer.replay.length + 1):
        viewer.go_to(cursor)
        state = viewer.replay.state
        shown = _face_up(viewer.scene)
        hidden = set(state.players[Seat.B].hand) - state.players[Seat.B].known_in_hand
        assert not hidden & shown, f"the computer's unseen hand shows at move {cursor}"
        assert set(state.players[Seat.A].hand) <= shown, "the person's own hand is open"


def test_each_move_is_told_with_its_why(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory
) -> None:
    match = _finished(make_config)
    viewer = _viewer(qtbot, face_cache, match)
    replay = viewer.replay
    parries = [i for i, ply in enumerate(match.plies, 1) if ply.action.kind is ActionKind.PARRY]
    assert parries, "the game has a parry to explain"
    names = viewer.commentator.names
    for index in range(1, replay.length + 1):
        viewer.go_to(index)
        mover = names[match.plies[index - 1].action.seat]
        assert viewer.caption.text().startswith(f"{index}. ")
        assert mover in viewer.caption.text() or index == replay.length
        why = replay.why(index)
        assert viewer.why.text() == (f"Why: {why.english()}" if why is not None else "")
        assert viewer.moves.item(index).text().startswith(f"{index}. {viewer.line(index)}")
    viewer.go_to(parries[0])
    # The parry's reason is true of every parry (issue 27: not "the same blow" for all).
    assert viewer.why.text() == "Why: A parry stops the attack and opens a bind."


def test_a_step_moves_the_cards_and_play_runs_to_the_end_at_its_pace(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory
) -> None:
    match = _finished(make_config)
    viewer = _viewer(qtbot, face_cache, match, animation_ms=200)
    viewer.go_to(6)
    assert viewer.step()
    assert viewer.scene.animating(), "the cards travel to the next position"
    qtbot.waitUntil(lambda: not viewer.scene.animating(), timeout=3000)
    # The cards' travel was seen above; playing on, the test waits neither a whole pace nor
    # an animation a move (a whole game of 200 ms moves outlasts the wait on a busy machine).
    viewer.animation_ms = 0
    viewer.play_button.click()
    assert viewer.playing and viewer.play_button.text() == "Pause"
    viewer.timer.setInterval(5)
    qtbot.waitUntil(lambda: viewer.replay.at_end, timeout=20_000)
    qtbot.waitUntil(lambda: not viewer.playing, timeout=1000)
    assert viewer.play_button.text() == "Play" and not viewer.play_button.isChecked()


def test_the_pace_sets_the_time_a_move_and_keys_drive_the_replay(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory
) -> None:
    match = _finished(make_config)
    viewer = _viewer(qtbot, face_cache, match)
    viewer.pace.setCurrentIndex(0)
    viewer.play()
    assert viewer.timer.interval() == 4000
    viewer.pace.setCurrentIndex(2)
    assert viewer.timer.interval() == 1000, "a new pace applies while playing"
    qtbot.keyPress(viewer, Qt.Key.Key_Space)
    assert not viewer.playing
    qtbot.keyPress(viewer, Qt.Key.Key_Right)
    assert viewer.replay.cursor == 1
    qtbot.keyPress(viewer, Qt.Key.Key_End)
    assert viewer.replay.at_end
    qtbot.keyPress(viewer, Qt.Key.Key_Left)
    assert viewer.replay.cursor == viewer.replay.length - 1
    qtbot.keyPress(viewer, Qt.Key.Key_Home)
    assert viewer.replay.at_start


def test_continue_from_here_emits_a_new_match(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory
) -> None:
    match = _finished(make_config)
    viewer = _viewer(qtbot, face_cache, match)
    viewer.go_to(8)
    with qtbot.waitSignal(viewer.continue_requested) as blocker:
        viewer.continue_button.click()
    new = blocker.args[0]
    assert isinstance(new, Match)
    assert new.state == match.plies[7].state and not new.can_undo


def test_a_position_becomes_a_lesson_the_course_reads(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory, tmp_path: Path
) -> None:
    match = _finished(make_config)
    viewer = _viewer(qtbot, face_cache, match)
    cursor = next(i for i, ply in enumerate(match.plies) if ply.action.kind is ActionKind.PARRY)
    viewer.go_to(cursor)
    path = tmp_path / "parry.toml"
    exported = viewer.export_lesson(path)
    decks = {deck.id: deck for deck in match.setup.config.decks}
    lesson = read_lesson_file(path, decks)  # read back and checked as the course checks
    move = match.plies[cursor].action
    assert lesson.id == exported.id and lesson.seat is move.seat
    assert lesson.start == match.plies[cursor - 1].state
    first = lesson.goals[0].condition
    assert first.verb is ActionKind.PARRY and first.card == move.card
    winner = match.outcome()
    assert winner is not None
    assert (len(lesson.goals) == 2) is (winner.winner is move.seat)


def test_no_lesson_at_the_end_and_a_file_is_never_half_written(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory, tmp_path: Path
) -> None:
    match = _finished(make_config)
    viewer = _viewer(qtbot, face_cache, match)
    viewer.go_to(viewer.replay.length)
    path = tmp_path / "kept.toml"
    path.write_text("what the person had\n", encoding="utf-8")
    with pytest.raises(ValueError, match="no next move"):
        viewer.export_lesson(path)
    assert path.read_text(encoding="utf-8") == "what the person had\n"


def test_no_lesson_is_made_of_a_game_in_progress(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory, tmp_path: Path
) -> None:
    """A lesson file holds both hands and the decks in order: made of a game in progress it
    would tell the person the computer's cards (seen under Xvfb: the learner's seat offered
    was the computer's)."""
    match = _play(Match(MatchSetup(AUDATIA, make_config(seed=3), PERSON_VS_COMPUTER)), 15, seed=3)
    assert match.outcome() is None
    viewer = _viewer(qtbot, face_cache, match)
    viewer.go_to(5)
    assert not viewer.lesson_button.isEnabled()
    assert "once the game is over" in viewer.lesson_button.toolTip()
    with pytest.raises(ValueError, match="once the game is over"):
        viewer.export_lesson(tmp_path / "leak.toml")
    assert not (tmp_path / "leak.toml").exists()


def test_the_replay_takes_the_card_and_text_sizes_of_the_settings(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory
) -> None:
    """Settings > Card size and Text size (issue 20) hold in the replay as on the table."""
    match = _finished(make_config)
    plain = _viewer(qtbot, face_cache, match)
    large = _viewer(qtbot, face_cache, match, card_scale=2.0, text_scale=1.5)
    # The hand as the table holds it: the card size times the table's cards, never narrower than
    # its names need (issue 27, hand_least), a large hand giving room back to the table's cards.
    big, normal = large.scene.layout, plain.scene.layout
    assert normal.hand_card_w == pytest.approx(max(normal.card_w, hand_least()))
    assert max(2.0 * big.card_w, hand_least()) >= big.hand_card_w >= 1.6 * big.card_w
    assert big.hand_card_w > 1.3 * normal.hand_card_w
    assert large.caption.font().pixelSize() >= round(1.4 * plain.caption.font().pixelSize())


def test_no_lesson_is_said_in_the_language_spoken(
    qtbot: QtBot,
    face_cache: FaceCache,
    make_config: ConfigFactory,
    monkeypatch: pytest.MonkeyPatch,
    spanish: Language,
) -> None:
    """Make a Lesson said why no lesson could be made in English whatever the language."""
    said: list[str] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        said.append(box.text())
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(plain, "run_box", answer)
    viewer = _viewer(qtbot, face_cache, _finished(make_config))
    viewer.go_to(viewer.replay.length)
    viewer._on_lesson_clicked()
    assert said == [
        "Aquí no se puede hacer una lección: no hay ninguna jugada siguiente en la partida "
        "con la que hacer una lección"
    ]


def _save_to(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Make a Lesson's save dialog answers ``path``."""
    monkeypatch.setattr(
        replay_viewer.QFileDialog, "getSaveFileName", lambda *_args: (str(path), "")
    )


def test_a_game_whose_deck_is_not_installed_says_so_and_saves_nothing(
    qtbot: QtBot,
    face_cache: FaceCache,
    make_config: ConfigFactory,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Make a Lesson from a game whose deck is not installed (a friend's save) said it saved,
    then Learn > Open Lesson File could not open the lesson: now it says which deck is missing
    and what to do, before asking where to save."""
    said: list[str] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        warned = box.icon() is QMessageBox.Icon.Warning
        said.append(box.text() if warned else "saved")
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(plain, "run_box", answer)
    _save_to(monkeypatch, tmp_path / "lesson.toml")
    match = _finished(make_config)
    galeazzo = match.setup.config.decks[0]
    viewer = _viewer(qtbot, face_cache, match, lesson_decks={galeazzo.id: galeazzo})
    viewer.go_to(3)
    viewer._on_lesson_clicked()
    missing = match.setup.config.decks[1]
    assert said == [
        f"No lesson can be made here: this game's deck {missing.name} ({missing.id}) is not in "
        "your deck library, and a lesson opens only with installed decks: import the deck "
        "(Decks > Deck Builder > Import Deck), then make the lesson again"
    ]
    assert list(tmp_path.iterdir()) == []


def test_a_lesson_is_said_saved_only_once_it_opens(
    qtbot: QtBot,
    face_cache: FaceCache,
    make_config: ConfigFactory,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """The written file is opened as Learn > Open Lesson File opens it before "Lesson saved"."""
    said: list[str] = []
    opened: list[Path] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        said.append(box.windowTitle())
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(plain, "run_box", answer)
    _save_to(monkeypatch, tmp_path / "lesson.toml")
    real = replay_viewer.read_lesson_file

    def reading(path: Path, decks: object) -> object:
        opened.append(path)
        return real(path, decks)  # type: ignore[arg-type]

    monkeypatch.setattr(replay_viewer, "read_lesson_file", reading)
    viewer = _viewer(qtbot, face_cache, _finished(make_config))
    viewer.go_to(3)
    viewer._on_lesson_clicked()
    assert opened == [tmp_path / "lesson.toml"] and said == ["Lesson saved"]


def test_close_and_escape_close_the_replay(
    qtbot: QtBot, face_cache: FaceCache, make_config: ConfigFactory
) -> None:
    """Issue 27: the replay window had no Close, and Escape did not close it."""
    match = _finished(make_config)
    viewer = _viewer(qtbot, face_cache, match)
    assert viewer.close_button.text() == "Close" and viewer.close_button.isVisible()
    viewer.close_button.click()
    assert not viewer.isVisible()
    viewer = _viewer(qtbot, face_cache, match)
    viewer.moves.setFocus()  # from a child too, not only the window itself
    qtbot.keyClick(viewer.moves, Qt.Key.Key_Escape)
    assert not viewer.isVisible()
