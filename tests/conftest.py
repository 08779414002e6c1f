"""Shared test setup: Qt renders offscreen, and the bundled decks and game configs as fixtures."""

import gc
import os
from dataclasses import replace

# Must happen before anything imports PySide6; pytest imports conftest.py before test modules.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.messages import translate
from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.rules import effects
from audatia_qt.games.audatia.rules.cards import DeckDef, Timing
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.effects import (
    AiHints,
    EffectType,
    Param,
    Then,
    effect_types,
    register,
)
from audatia_qt.games.audatia.rules.step import Step
from audatia_qt.games.catalogue import GAMES

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from audatia_qt.shell.i18n.language import Language

ConfigFactory = Callable[..., GameConfig]


@pytest.fixture(autouse=True)
def _garbage_collected_between_tests(request: pytest.FixtureRequest) -> Iterator[None]:
    """No automatic garbage collection while a Qt test runs; a whole one after it.

    qtbot holds a test's windows only weakly, and pytest-qt processes the test's last events
    after the test returns: a collection then could free a window still drawing or playing in
    the middle of its work (a computer's move, a card face warmed on a worker thread), which
    crashed Qt ("Signal source has been deleted", a segmentation fault, once in a few full
    runs). The windows are closed at teardown (pytest-qt), before this collection frees them.
    Tests without Qt are left alone (a collection after each would cost minutes). What
    survives a collection is frozen, so the next one reads only what later tests made: a
    whole collection after each Qt test cost about a minute of the suite.

    pytest-qt closes the test's windows with ``deleteLater``, which only an event loop carries
    out: after a test that ran none, its windows lived on (frozen here, never freed) and every
    later test's switch of language retranslated all of them, a deck builder redrawing its
    card editor each time (a few dozen tests of the builder took a second more each, then
    two...). The deletions are carried out here, as the app's event loop would.
    """
    if "qapp" not in request.fixturenames:
        yield
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    gc.disable()
    try:
        yield
    finally:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.enable()
        gc.collect()
        gc.freeze()


def _run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder of the whole run, shared by every worker process: under pytest-xdist each
    worker's base is a folder of the run's (popen-gw0, ...)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@pytest.fixture(scope="session", autouse=True)
def _user_cache_in_the_run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The user's cache folder (``XDG_CACHE_HOME``, which ``platformdirs`` reads) is a folder
    of the run for every test and every process a test starts: nothing a test runs draws into
    the player's own ~/.cache, even where a window, a builder or a worker thread falls back on
    the default folder (a builder opened without the table's folder once wrote hundreds of
    faces there)."""
    saved = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(_run_folder(tmp_path_factory) / "cache")
    yield
    if saved is None:
        del os.environ["XDG_CACHE_HOME"]
    else:
        os.environ["XDG_CACHE_HOME"] = saved


@pytest.fixture(scope="session")
def shared_faces_dir(_user_cache_in_the_run: None) -> Path:
    """One folder of drawn card faces for the whole run, shared by every test and every
    worker process: the cache names a face by the hash of all that draws it, so no test sees
    another's face as its own, and the files are written atomically, so two workers drawing
    the same face at once leave one whole file. Each fixture and each worker drawing its own
    (the previews alone take 55-70 ms a face) was about a tenth of the suite's time. It is the
    default face folder of the run (``_user_cache_in_the_run``), so a window that falls back
    on the default shares it too."""
    # Imported here: the renderer is not loaded for tests that draw nothing.
    from audatia_qt.games.audatia.render import default_cache_dir

    folder = default_cache_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="session")
def galeazzo() -> DeckDef:
    """Galeazzo da Mantoa's deck."""
    return load_deck(decks_dir() / "galeazzo-da-mantoa.toml").definition


@pytest.fixture(scope="session")
def boucicault() -> DeckDef:
    """Boucicault's deck."""
    return load_deck(decks_dir() / "boucicault.toml").definition


@pytest.fixture(scope="session")
def make_config(galeazzo: DeckDef, boucicault: DeckDef) -> ConfigFactory:
    """``make_config(seed=0, challenger=Seat.A, break_rule=True, swap=False)``.

    Seat A plays Galeazzo and seat B Boucicault, or the other way round with ``swap=True``.
    """

    def make(
        seed: int = 0, challenger: Seat = Seat.A, break_rule: bool = True, swap: bool = False
    ) -> GameConfig:
        decks = (boucicault, galeazzo) if swap else (galeazzo, boucicault)
        return GameConfig(decks, challenger=challenger, seed=seed, break_rule=break_rule)

    return make


def _draw_effect(step: Step, seat: Seat, card: int) -> Then:
    step.draw(seat, step.config.cards.skill(card).effect.amount)
    return Then.MEASURE


#: A kind the bundled decks do not know, with a parameter: draw that many cards Out of Measure.
DRAW = EffectType(
    kind="test_draw",
    # Sentences the catalogs do not hold (tests are not extracted): said in English anywhere.
    name=translate("Effects", "Test draw"),
    summary=translate(
        "Effects",
        "Draw this many cards from your Action deck (a kind registered by the tests only).",
    ),
    timings=frozenset({Timing.OUT_OF_MEASURE}),
    resolve=_draw_effect,
    params=frozenset({Param.AMOUNT}),
    # Kept at the mulligan (DEAD is 0.6) and not worth a cancel (a decline scores 0.2).
    ai=AiHints(in_hand=1.0, cancel=0.1, play=0.4),
)


@pytest.fixture
def draw_effect(monkeypatch: pytest.MonkeyPatch) -> EffectType:
    """``DRAW`` registered in ``rules.effects`` for one test (the registry is left as it was)."""
    assert DRAW.kind not in {effect.kind for effect in effect_types()}
    monkeypatch.setattr(effects, "_REGISTRY", dict(effects._REGISTRY))
    return register(DRAW)


@pytest.fixture
def spanish(qapp: "QApplication") -> "Iterator[Language]":
    """The app speaks Spanish for the test (its real catalogs), and English again after."""
    from audatia_qt.shell.i18n.language import Language

    language = Language(qapp)
    language.switch("es")
    try:
        yield language
    finally:
        language.uninstall()


@pytest.fixture
def catalogue() -> Catalogue:
    """The games the app installs (``audatia_qt.games.catalogue.GAMES``), as its starter hands
    them to the main window and the preferences."""
    return Catalogue(GAMES)


#: Audatia's small search budgets for tests about what a game shows, not how well the computer
#: plays (the trust matrix, whole games against the computer): iterations per level and short
#: playouts, with no clock, so a game replays move for move however busy the machine is (the
#: Hint searches as Hard does). The levels keep their order and their slips, so every level
#: still searches, explains its moves from its own search (visit shares, win rates, a slip's
#: runner-up) and slips like itself, with a hundredth of the thinking. The slow trust matrix
#: plays with the real budgets (``levels.LEVELS``, ``explain.HINT_SECONDS``).
SMALL_ITERATIONS = {"easy": 1, "normal": 2, "hard": 3, "grandmaster": 4}
SMALL_PLAYOUT_DEPTH = 4


@pytest.fixture
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every Audatia level and the Hint search with a few iterations (``SMALL_ITERATIONS``). A
    level missing from it would search with its real budget and clock in every test using it
    (the Grand Master's 3.6 s a move once made the default suite run for an hour), so a new
    level fails here until it is given its few. (Swordplay's and Ready...Fence!'s trust
    matrices have their own ``small_budgets``.)"""
    # Imported here: the policy is not loaded for tests that do not search.
    from audatia_qt.games.audatia.policy import explain, levels

    assert set(SMALL_ITERATIONS) == set(levels.LEVELS), "give every level its small budget"
    for name, iterations in SMALL_ITERATIONS.items():
        level = replace(
            levels.LEVELS[name],
            iterations=iterations,
            seconds=None,
            playout_depth=SMALL_PLAYOUT_DEPTH,
        )
        monkeypatch.setitem(levels.LEVELS, name, level)
    # No clock for the Hint either: ``ISMCTSBot`` takes a None time cap as "the level's".
    monkeypatch.setattr(explain, "HINT_SECONDS", None)
