"""The game list: the installed games by id, and a game added by a list of one's own."""

from __future__ import annotations

import pytest

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.games.catalogue import GAMES
from tests.engine.twenty_one.entry import TWENTY_ONE


def test_audatia_is_installed() -> None:
    catalogue = Catalogue(GAMES)
    assert "audatia" in catalogue
    assert catalogue.entry("audatia").game.id == "audatia"


def test_a_game_joins_through_the_list_alone() -> None:
    catalogue = Catalogue((*GAMES, TWENTY_ONE))
    assert [entry.id for entry in catalogue] == [*(entry.id for entry in GAMES), "twenty-one"]
    assert catalogue.entry("twenty-one").make_bot("random").name == "random"


def test_an_unknown_or_doubled_game_is_refused_by_name() -> None:
    with pytest.raises(KeyError, match="no game 'chess' is installed"):
        Catalogue(GAMES).entry("chess")
    with pytest.raises(ValueError, match="two games share the id 'audatia'"):
        Catalogue((*GAMES, *GAMES))
