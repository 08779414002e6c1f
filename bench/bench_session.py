"""Long sessions and saves: memory per New Game, the worst event-loop gap while the computer
plays itself in the real window, and the autosave's time per save.

    python bench/bench_session.py [--games N] [--level normal] [--seed S] [--profile FILE]

Memory: one real ``MainWindow`` (offscreen) deals ``--games`` New Games, a few moves each
against the random computer, first each from the event loop, then all back to back from one
call (as a script or a test does: no deferred deletion runs between them); the resident set
size (``/proc/self/statm``) after the first game, half way and at the end, and how many table
controllers are alive at the end.

Gaps: a QTimer asks to fire every 5 ms on the GUI thread while a computer-vs-computer game
(``ismcts:<level>`` for both, normal animations, Fast pace, autosave on) plays in the window; the
figure is the longest time between two firings, over the whole game and over the time when
no search was running (searches run on a worker thread and should not show). The game is
played twice: the first time the large preview of each card played is drawn on first use,
the second time it is in the cache. ``--profile`` writes a cProfile of the GUI thread during
the second.

Autosave: for the moves of that game, what the GUI thread spends handing a snapshot over
(``SaveSnapshot.of`` and ``submit``), and what the worker spends serialising, checking and
writing it atomically (``Autosave.record``), per save.

Wall-clock figures on a shared machine: compare runs made together.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QElapsedTimer, Qt, QTimer
from PySide6.QtWidgets import QApplication

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.board.controller import TableController, TableSettings
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import GameConfig
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.saves.savefile import SaveSnapshot
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell.main_window import GUI_SWITCH_INTERVAL, MainWindow

PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def rss_mb() -> float:
    """The resident set size of this process, in MB (Linux)."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * PAGE / 2**20


#: The card faces, drawn once for the whole run (the memory part draws them first, so the
#: event-loop figures are those of a warm cache, as every game after the first).
#: Everything the bench writes lives under this folder, removed at the end.
ROOT = Path(tempfile.mkdtemp(prefix="bench-session-"))
FACES = ROOT / "faces"


def _window(app: QApplication, settings: TableSettings, folder: Path) -> MainWindow:
    catalogue = Catalogue(GAMES)
    window = MainWindow(
        catalogue=catalogue,
        cache_dir=FACES,
        settings=settings,
        start_game=False,
        autosave_dir=folder,
    )
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    return window


def _setup(
    window: MainWindow, seed: int, players: tuple[SeatKind, SeatKind], bot: str
) -> MatchSetup:
    """A game on the window's first two decks."""
    decks = (window.game.decks[0].definition, window.game.decks[1].definition)
    return MatchSetup(AUDATIA, GameConfig(decks, seed=seed), players, bot)


def _run(app: QApplication, step: Callable[[], bool], poll_ms: int = 1) -> None:
    """Call ``step`` from the event loop until it returns False."""

    def tick() -> None:
        if step():
            QTimer.singleShot(poll_ms, tick)
        else:
            app.quit()

    QTimer.singleShot(0, tick)
    app.exec()


def _faces_mb(window: MainWindow) -> float:
    """The card faces the window's cache keeps in memory (bounded by its ``memory_bytes``)."""
    return window.cache._memory_used / 2**20


def memory_per_game(app: QApplication, games: int, moves: int, *, in_loop: bool) -> None:
    """RSS over ``games`` New Games in one window: each game started from the event loop
    (``in_loop``), or all of them back to back from one call, as a script or a test drives the
    window, where no deferred deletion runs between games."""
    folder = Path(tempfile.mkdtemp(dir=ROOT))
    settings = TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=True)
    window = _window(app, settings, folder)
    window.play_match(Match(_setup(window, 1, (SeatKind.HUMAN, SeatKind.COMPUTER), "random")))
    played = {"game": -1, "moves": moves}
    figures: dict[str, float] = {}
    rng = random.Random(1)

    def step() -> bool:
        controller = window.controller
        assert controller is not None
        if controller.match.to_move() is not None and played["moves"] < moves:
            if controller.local_to_act:
                controller.request(random_action(controller.match.legal_actions(), rng))
                played["moves"] += 1
            return True
        played["game"] += 1
        played["moves"] = 0
        if played["game"] in (1, 1 + games // 2):  # after a first game, and half way
            gc.collect()
            figures[f"rss{played['game']}"] = rss_mb()
            figures[f"faces{played['game']}"] = _faces_mb(window)
        if played["game"] > games:
            window.flush_autosave()
            gc.collect()
            figures["after"] = rss_mb()
            figures["faces"] = _faces_mb(window)
            figures["alive"] = sum(isinstance(o, TableController) for o in gc.get_objects())
            return False
        window.rematch()
        return True

    if in_loop:
        _run(app, step)
    else:

        def back_to_back() -> bool:
            while step():
                app.processEvents()
            return False

        _run(app, back_to_back)
    first, half, after = figures["rss1"], figures[f"rss{1 + games // 2}"], figures["after"]
    faces = figures["faces"] - figures[f"faces{1 + games // 2}"]
    rest = games - games // 2
    print(
        f"memory, {'from the event loop' if in_loop else 'back to back'}: {games} New Games "
        f"({moves} moves each): RSS after the first {first:.0f} MB, "
        f"half way {half:.0f} MB, at the end {after:.0f} MB; "
        f"{(after - first) / games:+.2f} MB per game over all, "
        f"{(after - half) / rest:+.2f} MB per game over the second half, of which the card "
        f"faces kept in memory (capped at {window.cache.memory_bytes / 2**20:.0f} MB) "
        f"{faces / rest:+.2f} MB; table controllers alive: {int(figures['alive'])}"
    )
    window.close()


def gaps_while_computers_play(
    app: QApplication, level: str, seed: int, profile: Path | None, label: str
) -> list[float]:
    """The worst event-loop gaps while ``ismcts:<level>`` plays itself; the autosave's cost."""
    folder = Path(tempfile.mkdtemp(dir=ROOT))
    # Normal animations, the Fast pace: the computer waits a quarter second before each move.
    settings = TableSettings(ai_delay_ms=250, threaded_ai=True)
    window = _window(app, settings, folder)
    setup = _setup(window, seed, (SeatKind.COMPUTER, SeatKind.COMPUTER), f"ismcts:{level}")

    handing: list[float] = []
    writing: list[float] = []
    writer = window.autosave_writer
    assert writer is not None
    submit = writer.submit
    record = Autosave.record

    def timed_submit(snapshot: SaveSnapshot) -> None:
        start = time.perf_counter()
        submit(snapshot)
        handing.append(time.perf_counter() - start)

    def timed_record(self: Autosave, match: Match | SaveSnapshot) -> None:
        start = time.perf_counter()
        record(self, match)
        writing.append(time.perf_counter() - start)

    writer.submit = timed_submit  # type: ignore[method-assign]
    Autosave.record = timed_record  # type: ignore[method-assign]

    controller = window.play_match(Match(setup))
    clock = QElapsedTimer()
    clock.start()
    # When each search ran: from the ask to the answer's arrival on the GUI thread.
    searches: list[list[int]] = []
    ask = controller.bots.ask

    def timed_ask(*args: object, **kwargs: object) -> None:
        searches.append([clock.elapsed(), -1])
        ask(*args, **kwargs)  # type: ignore[arg-type]

    def answered(*_args: object) -> None:
        if searches and searches[-1][1] < 0:
            searches[-1][1] = clock.elapsed()

    controller.bots.ask = timed_ask  # type: ignore[method-assign]
    # Direct: stamped on the worker the moment its search ends, before the GUI takes the move.
    controller.bots._answers.answered.connect(answered, Qt.ConnectionType.DirectConnection)
    beats: list[tuple[int, int]] = []
    last = {"at": 0}

    def beat() -> None:
        now = clock.elapsed()
        beats.append((int(last["at"]), now))
        last["at"] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(beat)
    timer.start()
    profiler = cProfile.Profile() if profile is not None else None
    if profiler is not None:
        profiler.enable()
    started = time.perf_counter()
    _run(app, lambda: controller.match.to_move() is not None, poll_ms=50)
    elapsed = time.perf_counter() - started
    if profiler is not None:
        profiler.disable()
        profiler.dump_stats(str(profile))
    timer.stop()
    window.flush_autosave()
    moves = len(controller.match.actions)
    gaps = sorted(float(end - start) for start, end in beats)

    def searching(start: int, end: int) -> bool:
        return any(s < end and (e < 0 or e > start) for s, e in searches)

    idle = [float(end - start) for start, end in beats if not searching(start, end)]
    print(
        f"event loop, {label}: ismcts:{level} against itself, {moves} moves in {elapsed:.1f} s, "
        f"a 5 ms timer: worst gap {gaps[-1]:.0f} ms (99th percentile "
        f"{gaps[int(len(gaps) * 0.99)]:.0f} ms); outside the searches: worst "
        f"{max(idle):.0f} ms, 99th percentile {sorted(idle)[int(len(idle) * 0.99)]:.0f} ms"
    )
    if handing and writing:
        print(
            f"autosave: {len(handing)} asked, {len(writing)} written (newer ones replace a "
            f"waiting one); GUI thread per save: mean {1000 * statistics.mean(handing):.2f} ms, "
            f"max {1000 * max(handing):.2f} ms; worker per save: mean "
            f"{1000 * statistics.mean(writing):.1f} ms, max {1000 * max(writing):.1f} ms"
        )
    Autosave.record = record  # type: ignore[method-assign]
    window.close()
    return gaps


def idle_gaps(app: QApplication, seconds: float) -> None:
    """The same 5 ms timer in a window showing a game nobody plays: the machine's own noise."""
    folder = Path(tempfile.mkdtemp(dir=ROOT))
    window = _window(app, TableSettings(threaded_ai=True), folder)
    window.play_match(Match(_setup(window, 1, (SeatKind.HUMAN, SeatKind.HUMAN), "random")))
    clock = QElapsedTimer()
    clock.start()
    gaps: list[int] = []
    last = {"at": 0}

    def beat() -> None:
        now = clock.elapsed()
        gaps.append(now - last["at"])
        last["at"] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(beat)
    timer.start()
    _run(app, lambda: clock.elapsed() < seconds * 1000, poll_ms=50)
    timer.stop()
    gaps.sort()
    print(
        f"event loop, idle window (the machine's noise): worst gap {gaps[-1]} ms, "
        f"99th percentile {gaps[int(len(gaps) * 0.99)]} ms"
    )
    window.close()


def autosave_per_save(seed: int, moves: int) -> None:
    """``Autosave.record`` (serialise, read back, write atomically) at 30 and 60 moves."""
    from audatia_qt.engine.resources import decks_dir
    from audatia_qt.games.audatia.decks.load import load_deck

    decks = (
        load_deck(decks_dir() / "galeazzo-da-mantoa.toml").definition,
        load_deck(decks_dir() / "boucicault.toml").definition,
    )
    folder = Path(tempfile.mkdtemp(dir=ROOT))
    autosave = Autosave(folder, Catalogue(GAMES))
    for target in (30, moves):
        for game_seed in range(seed, seed + 50):
            match = Match(MatchSetup(AUDATIA, GameConfig(decks, seed=game_seed)))
            rng = random.Random(game_seed)
            while match.to_move() is not None and len(match.actions) < target:
                match.play(random_action(match.legal_actions(), rng))
            if len(match.actions) == target and match.to_move() is not None:
                break
        times = []
        for _ in range(20):
            start = time.perf_counter()
            autosave.record(match)
            times.append(time.perf_counter() - start)
        print(
            f"autosave of a {len(match.actions)}-move game, timed alone (the worker's work): "
            f"median {1000 * statistics.median(times):.1f} ms, max {1000 * max(times):.1f} ms"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--moves", type=int, default=6, help="moves per New Game (memory)")
    parser.add_argument("--level", default="normal", help="easy, normal or hard (gaps)")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--profile", type=Path, default=None)
    parser.add_argument(
        "--switch-interval",
        type=float,
        default=None,
        help="sys.setswitchinterval in seconds, to compare (default: the app's, 0.001)",
    )
    parser.add_argument("--skip-memory", action="store_true")
    args = parser.parse_args()
    # As the app sets it (audatia_qt.__main__), unless asked otherwise.
    sys.setswitchinterval(
        GUI_SWITCH_INTERVAL if args.switch_interval is None else args.switch_interval
    )
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    if not args.skip_memory:
        memory_per_game(app, args.games, args.moves, in_loop=True)
        memory_per_game(app, args.games, args.moves, in_loop=False)
    # The first game draws the large preview of each card played (cold); the second, the
    # same game again, finds them drawn (warm), as every later game of a session does.
    idle_gaps(app, 5.0)
    gaps_while_computers_play(app, args.level, args.seed, None, "first game")
    gaps_while_computers_play(app, args.level, args.seed, args.profile, "same game again")
    autosave_per_save(args.seed, 60)
    shutil.rmtree(ROOT, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
