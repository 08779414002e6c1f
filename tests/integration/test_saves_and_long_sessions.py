"""Saves and Sudden Death, and long sessions, through the real window (issue 16).

Every move of every kind is autosaved (the Sudden Death arrange too), off the GUI thread and
flushed on quit; a failing autosave is said to the player; nothing an autosave holds can stop
the app starting (it is set aside and said in one line); a finished save of every variant opens
in the replay viewer; and a window dealing game after game keeps only the game it shows.
"""

from __future__ import annotations

import gc
import json
import random
import threading
import weakref
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session import atomic, autosave
from audatia_qt.engine.session.atomic import atomic_write_text
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.strict import SaveError
from audatia_qt.games.audatia import plugin as audatia_plugin
from audatia_qt.games.audatia.board.controller import TableController
from audatia_qt.games.audatia.board.end_dialog import EndOfGameDialog
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import ActionKind, GameConfig, Seat
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.saves.savefile import SaveSnapshot, dumps_match, load_file, save_file
from audatia_qt.games.audatia.screens import resume
from audatia_qt.games.audatia.screens.replay_viewer import ReplayViewer
from audatia_qt.games.audatia.screens.resume import ResumePrompt
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell.bot_runner import _Task
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.new_game_frame import NewGameFrame
from tests.games.audatia.board.conftest import play_by_gesture
from tests.integration.conftest import WindowFactory
from tests.integration.helpers import controller_of, play_person, wait_for_person
from tests.integration.test_files_and_replays import Dialogs

PERSON_VS_COMPUTER = (SeatKind.HUMAN, SeatKind.COMPUTER)


def _setup(
    window: MainWindow, variant: Variant, seed: int, players: tuple[SeatKind, SeatKind]
) -> MatchSetup:
    """A game of ``variant`` on the window's first two decks, the random computer."""
    decks = (window.game.decks[0].definition, window.game.decks[1].definition)
    return MatchSetup(AUDATIA, GameConfig(decks, seed=seed, variant=variant), players, "random")


def _played(setup: MatchSetup, seed: int, moves: int | None = None) -> Match:
    """``setup``'s game after ``moves`` random moves (to the end when None)."""
    match = Match(setup)
    rng = random.Random(seed)
    while match.to_move() is not None and (moves is None or len(match.actions) < moves):
        match.play(random_action(match.legal_actions(), rng))
    return match


def _one_line(text: str) -> None:
    assert text and "\n" not in text and len(text) < 400, text
    assert "Traceback" not in text


# -- every move is autosaved --------------------------------------------------------------------


def test_each_sudden_death_arrange_laid_by_dragging_is_autosaved(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path
) -> None:
    """A person's own arrange (a card dragged onto the row) skipped the autosave: the menus'
    words for the move raised before the save was made. Each one is on disk after it."""
    window = make_window(start_game=False)
    setup = _setup(window, Variant.SUDDEN_DEATH, 4, (SeatKind.HUMAN, SeatKind.HUMAN))
    window.play_match(Match(setup))
    table = window.table
    assert table is not None
    rng = random.Random(4)
    autosave = Autosave(data_dir, Catalogue(GAMES))
    arranged = {Seat.A: 0, Seat.B: 0}
    controller = controller_of(window)
    while controller.match.to_move() is not None:
        wait_for_person(qtbot, window)
        legal = controller.match.legal_actions()
        arranges = [action for action in legal if action.kind is ActionKind.ARRANGE]
        if not arranges and all(arranged.values()):
            break  # the rows are laid
        action = arranges[-1] if arranges else random_action(legal, rng)
        play_by_gesture(table, action)
        assert window.flush_autosave()
        assert load_file(autosave.path).actions == controller.match.actions, action
        if action.kind is ActionKind.ARRANGE:
            arranged[action.seat] += 1
    assert arranged[Seat.A] >= 3 and arranged[Seat.B] >= 3, arranged


def test_the_autosave_is_written_off_the_gui_thread_and_said_once_it_landed(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    writers: list[str] = []
    record = Autosave.record

    def watched(self: Autosave, match: Match | SaveSnapshot) -> None:
        writers.append(threading.current_thread().name)
        record(self, match)

    monkeypatch.setattr(Autosave, "record", watched)
    window = make_window()
    autosave = Autosave(data_dir, Catalogue(GAMES))
    on_disk: list[tuple[int, int]] = []
    window.autosaved.connect(
        lambda count: on_disk.append((count, len(load_file(autosave.path).actions)))
    )
    play_person(qtbot, window, random.Random(5), count=4)
    wait_for_person(qtbot, window)
    assert window.flush_autosave()
    assert writers and threading.current_thread().name not in writers
    # Said once landed: the file holds that much by then (or more, written since).
    assert on_disk and all(count <= held for count, held in on_disk), on_disk
    assert on_disk[-1][0] == len(controller_of(window).match.actions)


def test_quitting_waits_for_the_last_autosave(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = Autosave.record
    release = threading.Event()

    def slow(self: Autosave, match: Match | SaveSnapshot) -> None:
        release.wait(timeout=0.5)  # a slow disk
        record(self, match)

    monkeypatch.setattr(Autosave, "record", slow)
    window = make_window()
    played = play_person(qtbot, window, random.Random(6), count=1)
    actions = controller_of(window).match.actions
    assert played and actions
    window.close()
    assert load_file(Autosave(data_dir, Catalogue(GAMES)).path).actions == actions


def test_a_failing_autosave_is_said_until_one_lands_and_the_game_goes_on(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game whose text could not be encoded went on with no autosave and no word."""
    window = make_window()
    writes = atomic_write_text

    def not_unicode(path: Path, text: str) -> None:
        "\ud800".encode()

    monkeypatch.setattr(atomic, "atomic_write_text", not_unicode)
    play_person(qtbot, window, random.Random(7), count=1)
    assert window.flush_autosave()
    warning = window.autosave_warning
    assert warning.isVisible()
    assert warning.text().startswith("Autosave failed: UnicodeEncodeError: ")
    _one_line(warning.text())
    assert not Autosave(data_dir, Catalogue(GAMES)).exists()

    monkeypatch.setattr(atomic, "atomic_write_text", writes)
    play_person(qtbot, window, random.Random(8), count=1)
    wait_for_person(qtbot, window)
    assert window.flush_autosave()
    assert not warning.isVisible()
    assert (
        load_file(Autosave(data_dir, Catalogue(GAMES)).path).actions
        == controller_of(window).match.actions
    )


# -- whatever the autosave holds, the app starts -------------------------------------------------


def _answer(shown: list[str]) -> Callable[[QMessageBox], None]:
    """Answers the one box the start shows (never the resume question), keeping its text."""

    def run(box: QMessageBox) -> None:
        assert not isinstance(box, ResumePrompt), "nothing to resume"
        shown.append(box.informativeText())
        box.accept()

    return run


def test_an_autosave_that_cannot_be_described_is_set_aside_and_a_game_starts(
    make_window: WindowFactory, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Sudden Death autosave ending in an arrange crashed the app at every start: the
    describer raised KeyError. Whatever fails there, the app starts and says one line."""
    window = make_window(start_game=False)
    setup = _setup(window, Variant.SUDDEN_DEATH, 9, PERSON_VS_COMPUTER)
    autosave = Autosave(data_dir, Catalogue(GAMES))
    autosave.record(_played(setup, 9, 25))

    def broken(_game: object, _cards: object = None) -> str:
        raise KeyError(ActionKind.ARRANGE)

    monkeypatch.setattr(resume, "describe_game", broken)
    shown: list[str] = []
    controller = window.resume_or_start(run=_answer(shown))
    assert controller is not None and controller.match.actions == ()
    assert len(shown) == 1
    _one_line(shown[0])
    assert shown[0].startswith("autosave.audatia could not be shown (KeyError). It was kept as ")
    assert not autosave.exists()
    (kept,) = data_dir.glob("autosave-unreadable-*.audatia")
    assert kept.name in shown[0]
    assert load_file(kept).actions, "kept whole for a bug report"

    monkeypatch.undo()
    again = make_window(start_game=False)
    assert again.resume_or_start(run=_answer([])) is not None, "the next start asks nothing"


def test_a_sudden_death_autosave_ending_in_an_arrange_is_offered(
    make_window: WindowFactory, data_dir: Path
) -> None:
    window = make_window(start_game=False)
    setup = _setup(window, Variant.SUDDEN_DEATH, 9, PERSON_VS_COMPUTER)
    match = Match(setup)
    rng = random.Random(9)
    while not match.actions or match.actions[-1].kind is not ActionKind.ARRANGE:
        match.play(random_action(match.legal_actions(), rng))
    Autosave(data_dir, Catalogue(GAMES)).record(match)
    texts: list[str] = []

    def resume_it(box: QMessageBox) -> None:
        assert isinstance(box, ResumePrompt), box.informativeText()
        texts.append(box.informativeText())
        box.resume_button.click()

    controller = window.resume_or_start(run=resume_it)
    assert controller is not None and controller.match.actions == match.actions
    assert "Last move:" in texts[0]


@pytest.mark.parametrize("bot", ["ismcts:omniscient", "cheat"])
def test_an_autosave_naming_no_real_computer_is_refused_at_start(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path, bot: str
) -> None:
    """It was resumed, and then the computer never moved."""
    window = make_window(start_game=False)
    match = _played(_setup(window, Variant.STANDARD, 10, PERSON_VS_COMPUTER), 10, 12)
    data = json.loads(dumps_match(match))
    data["difficulty"] = bot
    data_dir.mkdir(parents=True)
    (data_dir / "autosave.audatia").write_text(json.dumps(data), encoding="utf-8")
    shown: list[str] = []
    controller = window.resume_or_start(run=_answer(shown))
    assert controller is not None and controller.match.actions == ()
    assert len(shown) == 1
    _one_line(shown[0])
    assert shown[0].startswith(f"difficulty: '{bot}' is not a computer player")
    assert list(data_dir.glob("autosave-unreadable-*.audatia"))


def test_loading_a_save_naming_no_real_computer_says_one_line(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialogs = Dialogs(monkeypatch)
    window = make_window()
    playing = window.controller
    match = _played(_setup(window, Variant.STANDARD, 11, PERSON_VS_COMPUTER), 11, 12)
    data = json.loads(dumps_match(match))
    data["difficulty"] = "cheat"
    path = tmp_path / "shared.audatia"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    dialogs.open_from = str(path)
    window.session.load.trigger()
    assert window.controller is playing, "the game on the table goes on"
    ((title, text),) = dialogs.warnings
    assert title == "Cannot load shared.audatia"
    _one_line(text)
    assert "'cheat' is not a computer player" in text
    assert path.read_bytes() == before


# -- replays -------------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", list(Variant), ids=lambda variant: variant.value)
def test_every_variants_finished_save_opens_in_the_replay_viewer(
    qtbot: QtBot,
    make_window: WindowFactory,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    variant: Variant,
) -> None:
    """A finished Sudden Death save loaded, and Open Replay raised in the captions."""
    dialogs = Dialogs(monkeypatch)
    window = make_window()
    match = _played(_setup(window, variant, 12, PERSON_VS_COMPUTER), 12)
    assert match.outcome() is not None
    path = tmp_path / f"{variant.value}.audatia"
    save_file(match, path)
    dialogs.open_from = str(path)
    window.session.open_replay.trigger()
    assert dialogs.warnings == []
    viewer = window.replay_viewer
    assert isinstance(viewer, ReplayViewer)
    assert viewer.replay.length == len(match.actions) and viewer.replay.finished
    assert viewer.moves.count() == 1 + len(match.actions), "the deal, then every move"
    for cursor in range(viewer.replay.length + 1):
        viewer.go_to(cursor)
        assert viewer.caption.text()
    assert "wins" in viewer.caption.text() or "drawn" in viewer.caption.text()


def test_a_replay_that_cannot_be_shown_says_one_line(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Whatever fails in showing a save's replay (its captions raised KeyError), the person
    reads one line and the game on the table goes on."""
    dialogs = Dialogs(monkeypatch)
    window = make_window()
    playing = window.controller
    match = _played(_setup(window, Variant.SUDDEN_DEATH, 14, PERSON_VS_COMPUTER), 14)
    path = tmp_path / "finished.audatia"
    save_file(match, path)

    def broken(*_args: object, **_kwargs: object) -> ReplayViewer:
        raise KeyError(ActionKind.ARRANGE)

    monkeypatch.setattr(audatia_plugin, "ReplayViewer", broken)
    dialogs.open_from = str(path)
    window.session.open_replay.trigger()
    assert dialogs.warnings == [
        ("Cannot open the replay", "The replay could not be shown (KeyError).")
    ]
    assert window.replay_viewer is None and window.controller is playing


# -- long sessions -------------------------------------------------------------------------------


def _alive(kind: type) -> int:
    return sum(1 for thing in gc.get_objects() if isinstance(thing, kind))


@pytest.mark.parametrize("games", [10, pytest.param(30, marks=pytest.mark.slow)])
def test_new_games_keep_only_the_game_on_the_table(
    qtbot: QtBot, make_window: WindowFactory, games: int
) -> None:
    """Each New Game kept the last one's controller and its whole game (~9 MB a game): freed
    now as soon as the next is dealt, with its computer's worker and its decisions; the
    dialogs go too. Ten games hold every kind of game (a few moves, one to its end, two with
    the computer on its worker thread, both ways of dealing the next) and the count after
    them; the slow suite deals thirty, counting after every ten."""
    window = make_window(start_game=False)
    # The random computer: the searching ones would spend the test's time on their moves.
    window.play_match(Match(_setup(window, Variant.STANDARD, 13, PERSON_VS_COMPUTER)))
    rng = random.Random(13)
    controllers: list[weakref.ref[TableController]] = []
    matches: list[weakref.ref[Match]] = []
    for game in range(games):
        controller = controller_of(window)
        controllers.append(weakref.ref(controller))
        matches.append(weakref.ref(controller.match))
        del controller
        # A few moves each; one game to its end (the end-of-game dialog shown) and two with
        # the computer on its worker thread.
        window.settings.threaded_ai = game in (7, 8)
        play_person(qtbot, window, rng, count=200 if game == 8 else 2)
        if game == 8:
            wait_for_person(qtbot, window)
            assert window.table is not None and window.table.end_dialog is not None
        if game % 2:
            dialog = window.show_new_game_dialog()
            assert dialog is not None
            dialog.accept()
        else:
            window.rematch()
        if window.replace_question is not None:  # an unfinished game: the player discards it
            window.replace_question.discard_button.click()
        assert controller_of(window).match.setup.difficulty == "random"
        if game % 10 == 9:
            # No event loop has run the deferred deletions: the old games must be gone anyway.
            QCoreApplication.processEvents()
            gc.collect()
            assert sum(ref() is not None for ref in controllers) <= 1, f"after {game + 1} games"
            assert sum(ref() is not None for ref in matches) <= 1, f"after {game + 1} games"
            # Nor the computer's finished decisions (PySide kept some of its runnables).
            assert _alive(_Task) == 0, f"after {game + 1} games"
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert _alive(TableController) == 1
    assert _alive(EndOfGameDialog) <= 1
    assert _alive(NewGameFrame) <= 1


def test_a_failing_autosave_is_said_in_the_language_spoken(
    qtbot: QtBot,
    make_window: WindowFactory,
    monkeypatch: pytest.MonkeyPatch,
    spanish: Language,
) -> None:
    """The status bar said why an autosave failed in English whatever the language."""

    def no_folder(self: Autosave, match: Match | SaveSnapshot) -> None:
        raise SaveError(autosave._NO_FOLDER.say(problem="Permission denied"))

    monkeypatch.setattr(Autosave, "record", no_folder)
    window = make_window()
    play_person(qtbot, window, random.Random(7), count=1)
    assert window.flush_autosave()
    warning = window.autosave_warning
    assert warning.text() == (
        "Falló el guardado automático: no se puede crear la carpeta del guardado automático: "
        "Permission denied"
    )
    spanish.switch("en")  # said again in the language the player switches to
    QCoreApplication.sendPostedEvents()
    assert warning.text() == (
        "Autosave failed: cannot create the autosave folder: Permission denied"
    )
