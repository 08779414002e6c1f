"""Saves travel between people (issue 16): a save the app could not play on, could not write
back, or could not even open without waiting is refused in one line naming the file and the
problem, and nothing the player had is touched."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from audatia_qt.engine.session.match import Match, MatchSetup
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.policy.factory import BOT_NAMES
from audatia_qt.games.audatia.rules import GameConfig
from audatia_qt.games.audatia.saves.savefile import SaveError, load_file, loads_game, save_file
from tests.conftest import ConfigFactory

CORPUS = Path(__file__).with_name("saves") / "v1-finished-game.audatia"


@pytest.fixture(scope="module")
def good() -> dict[str, Any]:
    """The kept version 1 save, as JSON data to edit."""
    data: dict[str, Any] = json.loads(CORPUS.read_bytes())
    return data


def _refusal(data: bytes | str) -> str:
    """The one-line message of the ``SaveError`` that reading ``data`` raises."""
    with pytest.raises(SaveError) as caught:
        loads_game(data)
    message = str(caught.value)
    assert message and "\n" not in message and len(message) < 400, message
    message.encode("utf-8")  # printable and showable as it is
    return message


# -- the computer player a save names ------------------------------------------------------------


@pytest.mark.parametrize("name", ["ismcts:omniscient", "cheat", "ismcts:", "Random", "heuristic "])
def test_a_save_naming_no_real_computer_player_is_refused(good: dict[str, Any], name: str) -> None:
    """It loaded, and then the computer never moved (``ValueError: unknown bot``)."""
    message = _refusal(json.dumps({**good, "difficulty": name}))
    assert message.startswith(f"difficulty: '{name}' is not a computer player (one of: ")
    assert all(real in message for real in BOT_NAMES)


@pytest.mark.parametrize("name", [*BOT_NAMES, None])
def test_every_computer_player_the_app_has_loads(good: dict[str, Any], name: str | None) -> None:
    assert loads_game(json.dumps({**good, "difficulty": name})).setup.difficulty == name


# -- text that is not Unicode -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("where", "path"),
    [
        (("decks", 0, "name"), r"^decks\[0\]\.name: "),
        (("decks", 1, "strikes", 2, "text"), r"^decks\[1\]\.strikes\[2\]\.text: "),
        (("decks", 0, "stretto_side", "text"), r"^decks\[0\]\.stretto_side\.text: "),
        (("decks", 1, "description"), r"^decks\[1\]\.description: "),
    ],
)
def test_a_lone_surrogate_in_any_text_is_refused(
    good: dict[str, Any], where: tuple[str | int, ...], path: str
) -> None:
    """JSON can spell "\\ud800", which no UTF-8 file holds: once loaded, every autosave of the
    game failed with UnicodeEncodeError."""
    data = json.loads(json.dumps(good))
    node: Any = data
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = "Ga\ud800leazzo"
    text = json.dumps(data)  # ensure_ascii: the file holds the escape "\ud800", valid UTF-8 bytes
    assert "\\ud800" in text
    message = _refusal(text.encode("utf-8"))
    assert message.endswith("character 3 is a lone surrogate (U+D800), not text"), message
    assert re.match(path, message), message


def test_a_surrogate_quoted_in_a_message_is_escaped(good: dict[str, Any]) -> None:
    """A message that quotes the bad text can itself be printed and shown."""
    message = _refusal(json.dumps({**good, "\udcff": 1}))
    assert message == "not a save: unknown field '\\udcff'"
    duplicate = '{"\\ud800": 1, "\\ud800": 2}'
    assert _refusal(duplicate) == "not a save: the key '\\ud800' appears twice in one object"


def test_a_game_holding_a_surrogate_is_not_saved_and_the_old_file_stays(
    make_config: ConfigFactory, tmp_path: Path
) -> None:
    """The writer reads its text back first: a lone surrogate is a ``SaveError``, never a
    ``UnicodeEncodeError`` that the autosave did not catch."""
    config = make_config(seed=5)
    path = tmp_path / "game.audatia"
    save_file(Match(MatchSetup(AUDATIA, config)), path)
    before = path.read_bytes()
    deck = dataclasses.replace(config.decks[0], name="Gal\ud800eazzo")
    odd = Match(MatchSetup(AUDATIA, GameConfig((deck, config.decks[1]), seed=5)))
    with pytest.raises(SaveError, match=r"could not be saved correctly .*lone surrogate"):
        save_file(odd, path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.audatia"]


# -- files that are not files -----------------------------------------------------------------


def _in_a_thread(path: Path) -> tuple[threading.Thread, list[BaseException]]:
    """``load_file(path)`` on a thread of its own (a blocking open must not hang the tests)."""
    raised: list[BaseException] = []

    def load() -> None:
        try:
            load_file(path)
        except BaseException as error:  # handed to the test to check
            raised.append(error)

    thread = threading.Thread(target=load, daemon=True)
    thread.start()
    thread.join(timeout=10)
    return thread, raised


@pytest.mark.skipif(sys.platform == "win32", reason="named pipes in the file system are POSIX")
def test_a_named_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "game.audatia"
    os.mkfifo(fifo)
    thread, raised = _in_a_thread(fifo)
    if thread.is_alive():  # the old reader waits in open() for a writer: give it one to end
        with open(fifo, "wb"):
            pass
        thread.join(timeout=10)
        pytest.fail("loading a named pipe waited for a writer")
    assert len(raised) == 1 and isinstance(raised[0], SaveError), raised
    assert str(raised[0]) == "cannot read game.audatia: it is a named pipe (FIFO)"


def test_a_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "game.audatia"
    folder.mkdir()
    with pytest.raises(SaveError, match=r"^cannot read game\.audatia: "):
        load_file(folder)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_device_is_refused_rather_than_read() -> None:
    with pytest.raises(SaveError, match=r"^cannot read zero: it is a character device$"):
        load_file(Path("/dev/zero"))
