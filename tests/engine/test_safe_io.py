"""engine.safe_io: regular files only, capped, never waiting; text shown short and escaped."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest

from audatia_qt.engine.safe_io import (
    QUOTE_LIMIT,
    FileRefusedError,
    printable,
    quoted,
    read_regular_file,
)


def test_a_regular_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "a.bin"
    path.write_bytes(b"x" * 3000)
    assert read_regular_file(path, 3000) == b"x" * 3000


def test_one_byte_over_the_cap_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "a.bin"
    path.write_bytes(b"x" * 3001)
    with pytest.raises(FileRefusedError) as caught:
        read_regular_file(path, 3000)
    assert caught.value.reason == "too large (more than 3000 bytes)"
    assert caught.value.kind is None


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_link_to_a_device_is_refused_unread(tmp_path: Path, device: str) -> None:
    link = tmp_path / "link"
    link.symlink_to(device)
    with pytest.raises(FileRefusedError) as caught:
        read_regular_file(link, 10)
    assert caught.value.kind == "a character device"


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(FileRefusedError) as caught:
        read_regular_file(fifo, 10)
    assert caught.value.kind == "a named pipe (FIFO)"


def test_a_socket_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "sock"
    with socket.socket(socket.AF_UNIX) as listener:
        listener.bind(str(path))
        with pytest.raises(FileRefusedError) as caught:
            read_regular_file(path, 10)
    assert caught.value.kind == "a socket"


def test_a_folder_and_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(FileRefusedError) as caught:
        read_regular_file(tmp_path, 10)
    assert caught.value.kind == "a folder"
    with pytest.raises(FileRefusedError) as caught:
        read_regular_file(tmp_path / "missing", 10)
    assert (caught.value.reason, caught.value.kind) == ("no such file", None)


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("plain words", "plain words"),
        ("two\nlines", "two\\nlines"),
        ("\x1b[2Jclear", "\\x1b[2Jclear"),
        ("bell\x07", "bell\\x07"),
        ("right\u202eleft", "right\\u202eleft"),
        ("line\u2028sep", "line\\u2028sep"),
        ("caf\u00e9 \u5251", "caf\u00e9 \u5251"),  # printable letters of any script stay
    ],
)
def test_printable_escapes_what_is_not_printable(text: str, shown: str) -> None:
    assert printable(text, 100) == shown


def test_printable_cuts_to_the_limit_with_an_ellipsis() -> None:
    assert printable("abcdef", 6) == "abcdef"
    assert printable("abcdefg", 6) == "abcde…"
    assert printable("ab\ncd", 4) == "ab…"  # an escape is never cut in half
    for limit in range(1, 12):
        assert len(printable("\x1b" * 50, limit)) <= limit


def test_printable_of_a_huge_value_looks_at_its_start_only() -> None:
    huge = "\n" * 50_000_000
    assert printable(huge, 10) == "\\n\\n\\n\\n…"


def test_quoted_strings_and_other_values() -> None:
    assert quoted("it's") == "'it\\'s'"
    assert quoted("a\\b") == "'a\\\\b'"
    assert quoted("x" * 1000) == "'" + "x" * (QUOTE_LIMIT - 1) + "…'"
    assert quoted(12) == "12"
    assert quoted(None) == "None"
    long_list = quoted([["k" * 1000] * 1000] * 1000)
    assert len(long_list) <= QUOTE_LIMIT and long_list.isprintable()
    deep: object = "end"
    for _ in range(5000):
        deep = {"k": deep}
    assert quoted(deep) == "{'k': {'k': {...}}}"
