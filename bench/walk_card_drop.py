"""The walk of a card drop: the code a dropped card goes through before the rules apply it.

    python bench/walk_card_drop.py [--quiet]

A person drags a card of theirs onto the place it goes, in the app's main window (offscreen,
against the computer); the walk is traced with ``sys.setprofile`` from the scene's drop handler
(``end_drag``) to the first call of the rules' ``apply``. The walk is the way there as a reader
follows it (``Walk``): the functions on the way and the calls they make, a side trip counted
where it is made, not inside. Only audatia_qt's own frames count: a call into Qt or the
standard library is part of its caller's stop.

- a *stop* is a stay in one file of audatia_qt: the walk makes a new stop each time it moves to
  another file, by a call down or by a return up;
- a *climb back up* is a stop entered by a return (the walk went back to a caller's file and
  went on from there);
- a *return to a file already left* is a stop in a file an earlier stop was in.

The figures are given for side trips followed 0, 1, 2 and 3 calls deep and to their end
(``--depth`` chooses the walk listed stop by stop; 1 by default).

The card is lifted (``begin_drag``) and moved before tracing starts: what the scene asks as it
is lifted (the card's plays on each place, which light those places) is the lift's, not the
drop's.

Issue 28 measured 33 stops in 12 files, 8 climbs back up and 21 returns before ``rules.apply``;
its goal is under half the stops and no return to a file already left. The walk is a count, not
a timing: the same on any machine. Since the scene carries the plays from the lift, the walk one
call deep is 5 stops in 5 files (scene, controller, owner, match, the game's adapter), with no
climb back up and no return.

The layout before issue 28 (``ui/table/``, ``rules/``, ``session/``: commit cb81d76) is walked
too when it is the one on the path, for the before-and-after figures of the notes.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import importlib.util
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import FrameType
from typing import Any

#: The modules the walk drives, by layout: the layout of issue 28 first, the one before it next.
LAYOUTS: tuple[dict[str, str], ...] = (
    {
        "main_window": "audatia_qt.shell.main_window",
        "new_game": "audatia_qt.games.audatia.screens.new_game",
        "controller": "audatia_qt.games.audatia.board.controller",
        "index": "audatia_qt.games.audatia.board.index",
        "match": "audatia_qt.engine.session.match",
        "rules_game": "audatia_qt.games.audatia.rules.game",
        "catalogue": "audatia_qt.engine.catalogue",
        "games": "audatia_qt.games.catalogue",
    },
    {
        "main_window": "audatia_qt.ui.main_window",
        "new_game": "audatia_qt.ui.new_game_dialog",
        "controller": "audatia_qt.ui.table.controller",
        "index": "audatia_qt.ui.table.index",
        "match": "audatia_qt.session.match",
        "rules_game": "audatia_qt.rules.game",
    },
)


def layout() -> dict[str, Any]:
    """The modules of the layout on the path, imported."""
    for names in LAYOUTS:
        try:
            found = importlib.util.find_spec(names["controller"])
        except ModuleNotFoundError:  # a parent package of another layout
            found = None
        if found is not None:
            return {role: importlib.import_module(name) for role, name in names.items()}
    raise RuntimeError("neither layout of audatia_qt is on the path")


@dataclass(frozen=True)
class Stop:
    """A stay in one file: where, the function the walk entered it by, and how."""

    file: str
    function: str
    by_return: bool


@dataclass(frozen=True)
class _Call:
    """One call of a function of audatia_qt, traced: its serial, its caller's, where it is."""

    serial: int
    caller: int | None
    file: str
    function: str


@dataclass
class Walk:
    """The walk through audatia_qt from where tracing starts to the first call of ``target``.

    The walk is the way to the target, as a reader follows it: each function on the way (the
    target's callers, up to where tracing began) and each call those functions make on the way,
    a side trip counted whole where it is made (its insides, such as drawing the table's
    words, are not the way to the rules). Frames of Qt and of the standard library are
    transparent: a slot that a signal calls is the emitter's callee.
    """

    package: Path
    """audatia_qt's folder: only frames of files under it are walked."""
    target: Callable[..., object]
    """The function whose first call ends the walk (the rules' ``apply``)."""
    depth: int = 1
    """How far a side trip is followed: 1 counts the calls the functions on the way make, 2
    their calls too, and so on (0 is the way alone)."""
    reached: bool = False
    _calls: list[_Call] = field(default_factory=list)
    _events: list[tuple[str, int]] = field(default_factory=list)
    """("call" or "return", serial) in the order they happened."""
    _stack: list[int] = field(default_factory=list)
    """The serials of audatia_qt's frames now running, outermost first."""
    _frames: dict[int, int] = field(default_factory=dict)
    """id(frame) -> serial, for the frames on the stack."""
    _way: frozenset[int] = frozenset()
    _previous: Any = None
    """The profiler set before tracing began, set back when it ends."""

    def _ours(self, frame: FrameType) -> bool:
        return frame.f_code.co_filename.startswith(str(self.package))

    def _profile(self, frame: FrameType, event: str, _arg: object) -> None:
        if self.reached or event not in ("call", "return") or not self._ours(frame):
            return
        if event == "call" and frame.f_code is getattr(self.target, "__code__", None):
            self.reached = True
            self._way = frozenset(self._stack)
            sys.setprofile(self._previous)
            return
        if event == "call":
            serial = len(self._calls)
            file = Path(frame.f_code.co_filename).relative_to(self.package.parent).as_posix()
            caller = self._stack[-1] if self._stack else None
            self._calls.append(_Call(serial, caller, file, frame.f_code.co_qualname))
            self._stack.append(serial)
            self._frames[id(frame)] = serial
            self._events.append(("call", serial))
        elif self._frames.get(id(frame)) == (self._stack[-1] if self._stack else None):
            serial = self._stack.pop()
            del self._frames[id(frame)]
            self._events.append(("return", serial))

    @contextmanager
    def traced(self) -> Iterator[Walk]:
        """Trace the calls made inside the block (until the target is reached); a profiler
        already set is set back after."""
        self._previous = sys.getprofile()
        sys.setprofile(self._profile)
        try:
            yield self
        finally:
            sys.setprofile(self._previous)

    def _on_the_way(self, call: _Call) -> bool:
        """A function on the way to the target, or a side trip from one of them no deeper than
        ``depth`` calls."""
        hops: int = 0
        serial: int | None = call.serial
        while serial is not None and serial not in self._way:
            hops += 1
            serial = self._calls[serial].caller
        return serial is not None and hops <= self.depth

    @property
    def stops(self) -> list[Stop]:
        """The stays in one file, in order: a new stop each time the walk moves to another file,
        by a call down or by a return up to a caller."""
        stops: list[Stop] = []
        for event, serial in self._events:
            call = self._calls[serial]
            if not self._on_the_way(call):
                continue
            if event == "call":
                here, by_return = call, False
            elif call.caller is None:
                continue
            else:
                here, by_return = self._calls[call.caller], True
            if not stops or stops[-1].file != here.file:
                stops.append(Stop(here.file, here.function, by_return))
        return stops

    @property
    def files(self) -> list[str]:
        """The files walked through, in the order first entered."""
        return list(dict.fromkeys(stop.file for stop in self.stops))

    @property
    def climbs(self) -> int:
        """The stops entered by a return to a caller."""
        return sum(stop.by_return for stop in self.stops)

    @property
    def returns_to_files_left(self) -> list[Stop]:
        """The stops in a file an earlier stop was in."""
        seen: set[str] = set()
        again = []
        for stop in self.stops:
            if stop.file in seen:
                again.append(stop)
            seen.add(stop.file)
        return again

    def report(self, *, verbose: bool = True) -> str:
        stops = self.stops
        lines = []
        if verbose:
            for number, stop in enumerate(stops, 1):
                how = "back up to" if stop.by_return else "into"
                lines.append(f"{number:3} {how:10} {stop.file}  {stop.function}")
        reached = "rules.apply reached" if self.reached else "rules.apply NOT reached"
        lines.append(
            f"{len(stops)} stops in {len(self.files)} files, {self.climbs} climbs back up, "
            f"{len(self.returns_to_files_left)} returns to a file already left ({reached})"
        )
        return "\n".join(lines)


def droppable(table: Any, modules: dict[str, Any]) -> tuple[int, Any]:
    """A card the person may drop now, and the one place it goes with a single play there."""
    controller = table.controller
    target_zone = modules["index"].target_zone
    for action in controller.index.actions:
        zone = target_zone(action)
        if (
            zone is not None
            and action.card is not None
            and action.card2 is None
            and len(controller.index.actions_for(action.card, zone)) == 1
        ):
            return action.card, zone
    raise RuntimeError("the person has no card to drop in this position")


def walk_drop(table: Any, modules: dict[str, Any]) -> Walk:
    """Drop a card on ``table`` as the mouse does (lift, move, let go), tracing the letting go."""
    scene = table.scene
    card, zone = droppable(table, modules)
    item = scene.item_for(card)
    if not scene.begin_drag(item):
        raise RuntimeError(f"card {card} would not lift")
    place = scene.zone_center(zone)
    scene.drag_moved(item, place)
    package = Path(str(importlib.import_module("audatia_qt").__file__)).resolve().parent
    walk = Walk(package, modules["rules_game"].apply)
    before = len(table.controller.match.plies)
    with walk.traced():
        scene.end_drag(item, place)
    if len(table.controller.match.plies) != before + 1:
        raise RuntimeError("the drop was not played")
    return walk


def walk_in_main_window() -> Walk:
    """Open the main window offscreen on a new game against the computer and walk one drop."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    modules = layout()
    match = modules["match"]
    app = QApplication.instance() or QApplication([sys.argv[0]])
    settings = modules["controller"].TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
    # The window of issue 28 is handed the installed games; the one before found its own.
    games = {}
    if "games" in modules:
        games["catalogue"] = modules["catalogue"].Catalogue(modules["games"].GAMES)
    window = modules["main_window"].MainWindow(
        settings=settings, start_game=False, cache_dir=None, **games
    )
    # The window's decks: its own before issue 28, its game's (Audatia's plugin) after.
    decks = getattr(window, "game", window).decks
    base = modules["new_game"].default_choice(decks, 3)
    players = (match.SeatKind.HUMAN, match.SeatKind.COMPUTER)
    setup = dataclasses.replace(base.setup, players=players, difficulty="random")
    window.resize(1280, 800)
    window.show()
    controller = window.start_game(modules["new_game"].NewGameChoice(setup, base.decks))
    while not controller.local_to_act:
        app.processEvents()
    walk = walk_drop(window.table, modules)
    window.close()
    return walk


#: The depths the figures are given for: the way alone, the calls made on it, and deeper side
#: trips; EVERY_CALL follows every side trip to its end.
EVERY_CALL = 10**9
DEPTHS = (0, 1, 2, 3, EVERY_CALL)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quiet", action="store_true", help="the figures only, not each stop")
    parser.add_argument("--depth", type=int, default=1, help="how deep the listed walk goes")
    args = parser.parse_args()
    # The window's settings, autosave and face cache go to a folder of their own.
    # (ignore_cleanup_errors: the face cache may still be writing as the folder goes)
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as home:
        os.environ["AUDATIA_DATA_DIR"] = str(Path(home, "data"))
        os.environ["XDG_CACHE_HOME"] = str(Path(home, "cache"))
        walk = walk_in_main_window()
    if not args.quiet:
        print(replace(walk, depth=args.depth).report())
    for depth in DEPTHS:
        shown = "every call" if depth == EVERY_CALL else f"depth {depth}"
        print(f"{shown:>10}: {replace(walk, depth=depth).report(verbose=False)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
