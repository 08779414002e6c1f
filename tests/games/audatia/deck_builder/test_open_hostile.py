"""The deck builder opens files as the deck checker reads them: hostile ones are one clean line.

Before, it read the path itself: a FIFO blocked it, a link to /dev/zero filled memory, TOML 600
deep raised RecursionError. It now shares the checker's reader (games/audatia/decks/load.py).
"""

from __future__ import annotations

import os
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest

from audatia_qt.games.audatia.deck_builder.document import DeckDocument
from audatia_qt.games.audatia.decks.load import DeckError


@contextmanager
def fifo_unblocked(fifo: Path, after: float = 3.0) -> Iterator[None]:
    """Should a reader block in ``open(fifo)``, a writer comes and goes: end-of-file, no hang."""

    def knock() -> None:
        with suppress(OSError):
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))

    timer = threading.Timer(after, knock)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()


def _refused(path: Path, words: str) -> None:
    with pytest.raises(DeckError) as caught:
        DeckDocument.open(path)
    (line,) = caught.value.lines()
    assert line.startswith(f"{path}: ")
    assert words in line.removeprefix(f"{path}: ")  # not in the test's own folder name
    assert line.isprintable() and len(line) <= 300


def test_toml_600_deep_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text("a = " + "[" * 600 + "]" * 600 + "\n", encoding="utf-8")
    _refused(path, "deep")


def test_a_fifo_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deck.toml"
    os.mkfifo(path)
    with fifo_unblocked(path):
        _refused(path, "named pipe")


def test_a_socket_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deck.toml"
    with socket.socket(socket.AF_UNIX) as listener:
        listener.bind(str(path))
        _refused(path, "socket")


def test_a_link_to_dev_zero_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deck.toml"
    path.symlink_to("/dev/zero")
    _refused(path, "character device")


def test_a_bad_toml_message_is_escaped(tmp_path: Path) -> None:
    path = tmp_path / "deck.toml"
    key = "\\u001b[2J" + "k" * 10_000
    path.write_text(f'["{key}"]\n["{key}"]\n', encoding="utf-8")
    _refused(path, "not valid TOML")
