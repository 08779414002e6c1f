"""Fixtures for the table's tests: one face cache for the session, and tables with animations
off and the computer answering at once."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.render import CardRenderer, FaceCache
from audatia_qt.rules import Action, GameConfig
from audatia_qt.session.match import Match, MatchSetup, SeatKind
from audatia_qt.ui.table.bot_runner import default_bot_factory
from audatia_qt.ui.table.controller import TableSettings
from audatia_qt.ui.table.index import target_zone
from audatia_qt.ui.table.widget import TableWidget

HOT_SEAT = (SeatKind.HUMAN, SeatKind.HUMAN)


@pytest.fixture(scope="session")
def face_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FaceCache]:
    """Faces drawn once for all the table's tests, in a temporary folder."""
    cache = FaceCache(Path(tmp_path_factory.mktemp("faces")), CardRenderer())
    yield cache
    cache.close()


TableFactory = Callable[..., TableWidget]


@pytest.fixture
def make_table(qtbot: QtBot, face_cache: FaceCache) -> TableFactory:
    """``make_table(config, players=HOT_SEAT, size=(1280, 800), threaded=False)``: a shown
    table playing a new match, animations off, the pass screen's reveal awake at once."""

    def make(
        config: GameConfig,
        players: tuple[SeatKind, SeatKind] = HOT_SEAT,
        size: tuple[int, int] = (1280, 800),
        threaded: bool = False,
    ) -> TableWidget:
        settings = TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=threaded)
        table = TableWidget(face_cache, settings)
        # Whole games pass the device hundreds of times: the reveal wakes at once here, and
        # its delay has tests of its own (test_pass_screen.py).
        table.pass_screen.reveal_delay_ms = 0
        qtbot.addWidget(table)
        table.resize(*size)
        table.show()
        qtbot.waitExposed(table)
        table.start(Match(MatchSetup(config, players)), default_bot_factory())
        return table

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
