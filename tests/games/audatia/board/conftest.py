"""Fixtures for the table's tests: one face cache for the session, and tables with animations
off and the computer answering at once."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.board.bot_runner import default_bot_factory
from audatia_qt.games.audatia.board.controller import TableSettings
from audatia_qt.games.audatia.board.index import target_zone
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.render import CardRenderer, FaceCache
from audatia_qt.games.audatia.rules import Action, GameConfig

# The windows' tests speak English (tests/windows_english.py): imported here, its fixtures
# apply to this folder.
from tests.windows_english import english  # noqa: F401

HOT_SEAT = (SeatKind.HUMAN, SeatKind.HUMAN)


@pytest.fixture(scope="session")
def face_cache(shared_faces_dir: Path) -> Iterator[FaceCache]:
    """Faces drawn once for all the table's tests, in the run's temporary folder."""
    cache = FaceCache(shared_faces_dir, CardRenderer())
    yield cache
    cache.close()


TableFactory = Callable[..., TableWidget]


@pytest.fixture
def start_table(qtbot: QtBot, face_cache: FaceCache) -> Iterator[TableFactory]:
    """``start_table(match, bot=None, size=(1280, 800), **settings)``: a shown table playing
    ``match`` (``bot``: the computer's name, None for the default), animations off, the
    computer answering at once on this thread, the pass screen's reveal awake at once; any
    ``TableSettings`` field may be given.

    The test holds each table until it ends, and then the table is stopped. qtbot holds its
    widgets only weakly: a table whose computer was still to move played on while pytest-qt
    processed the test's last events, and the garbage collector could free the table in the
    middle of that move ("Signal source has been deleted", once in a few full runs).
    """
    made: list[TableWidget] = []

    def start(
        match: Match,
        bot: str | None = None,
        size: tuple[int, int] = (1280, 800),
        **settings: object,
    ) -> TableWidget:
        options: dict[str, object] = {
            "animation_ms": 0,
            "ai_delay_ms": 0,
            "threaded_ai": False,
            **settings,
        }
        table = TableWidget(face_cache, TableSettings(**options))  # type: ignore[arg-type]
        # Whole games pass the device hundreds of times: the reveal wakes at once here, and
        # its delay has tests of its own (test_pass_screen.py).
        table.pass_screen.reveal_delay_ms = 0
        qtbot.addWidget(table)
        table.resize(*size)
        table.show()
        qtbot.waitExposed(table)
        table.start(match, default_bot_factory() if bot is None else default_bot_factory(bot))
        made.append(table)
        return table

    yield start
    for table in made:
        table.dispose()


@pytest.fixture
def make_table(start_table: TableFactory) -> TableFactory:
    """``make_table(config, players=HOT_SEAT, size=(1280, 800), threaded=False)``: a shown
    table playing a new match of ``config`` (``start_table``)."""

    def make(
        config: GameConfig,
        players: tuple[SeatKind, SeatKind] = HOT_SEAT,
        size: tuple[int, int] = (1280, 800),
        threaded: bool = False,
    ) -> TableWidget:
        return start_table(
            Match(MatchSetup(AUDATIA, config, players)), size=size, threaded_ai=threaded
        )

    return make


def play_by_gesture(table: TableWidget, action: Action) -> None:
    """Make ``action`` the way a person would: drag its card(s) to where they go (choosing
    between plays of a card on the decision bar when asked), or press its button."""
    controller = table.controller
    scene = table.scene
    assert controller is not None and scene is not None
    before = len(controller.match.plies)
    zone = target_zone(action)
    if zone is None:
        button = table.decisions.button_for(action)
        assert button is not None, f"no button for {action} among {table.decisions.labels()}"
        button.click()
    else:
        assert action.card is not None
        assert scene.drag_card(action.card, zone), f"card {action.card} would not lift"
        if action.card2 is not None:
            assert controller.pending == action.card
            assert scene.drag_card(action.card2, zone), f"card {action.card2} would not lift"
        elif len(controller.match.plies) == before:
            # One card, several plays on that zone (parry or counterattack...): a button each.
            button = table.decisions.button_for(action)
            assert button is not None, f"no choice for {action} among {table.decisions.labels()}"
            button.click()
    assert len(controller.match.plies) == before + 1, f"{action} was not played"
    assert controller.match.plies[-1].action == action


@pytest.fixture
def gestures() -> Callable[[TableWidget, Action], None]:
    """``gestures(table, action)``: play an action through the table's gesture API."""
    return play_by_gesture
