"""Hostile deck files: refused in one clean line naming the file, quickly, writing nothing.

Deck files travel between people, so each case here is a file built to hurt the reader: TOML
nested past Python's recursion limit, a dotted key deep enough to make tomllib quadratic, a link
to an endless device, a FIFO that blocks ``open()``, a name of 900,000 characters, keys that
forge output lines or write terminal escapes. Whatever could hang or exhaust memory before the
fix runs in a subprocess with a timeout and an address-space limit, so a regression fails the
test instead of taking the machine down.
"""

from __future__ import annotations

import copy
import os
import resource
import socket
import subprocess
import sys
import threading
import tomllib
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import pytest

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.decks.load import (
    MAX_DECK_BYTES,
    DeckError,
    load_deck,
    validate_deck_data,
)
from audatia_qt.games.audatia.decks.models import DeckFile
from audatia_qt.games.audatia.decks.schema import schema_text

REPO_ROOT = decks_dir().parent
GALEAZZO_TEXT = (decks_dir() / "galeazzo-da-mantoa.toml").read_text(encoding="utf-8")
_RAW: dict[str, Any] = tomllib.loads(GALEAZZO_TEXT)
#: What a reader may print for one problem.
MAX_LINE = 300
#: The summary line the forged key imitates.
FORGED = "galeazzo-da-mantoa: 12 posta, 18 strike, 6 remedy, 6 counter-remedy, 9 skill, 12 basic"


def _snapshot(folder: Path) -> dict[str, tuple[int, int, int]]:
    """Every entry under folder with its type, size and modification time (lstat: never opened)."""
    found = {}
    for dirpath, dirnames, filenames in os.walk(folder):
        for name in [*dirnames, *filenames]:
            info = os.lstat(os.path.join(dirpath, name))
            found[os.path.join(dirpath, name)] = (info.st_mode, info.st_size, info.st_mtime_ns)
    return found


def _clean(line: str, source: str) -> None:
    """One printable line, short, naming the file, no traceback."""
    assert line.startswith(f"{source}: "), line[:MAX_LINE]
    assert len(line) <= MAX_LINE, len(line)
    assert line.isprintable(), repr(line[:MAX_LINE])
    assert "Traceback" not in line


def assert_refused(error: DeckError, source: str, lines: int | None = 1) -> list[str]:
    """Every line of the error is clean; ``lines`` of them when given. Returns the messages.

    A message is its line without the leading ``<file>: ``, so that words looked for in it are
    never found in the file's own name.
    """
    printed = error.lines()
    assert printed
    if lines is not None:
        assert len(printed) == lines, printed
    for line in printed:
        _clean(line, source)
    return [line.removeprefix(f"{source}: ") for line in printed]


def _limit_memory() -> None:
    """Runs in the child: a reader that balloons fails at 768 MiB instead of eating the box."""
    limit = 768 * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def run_check(*paths: Path) -> subprocess.CompletedProcess[str]:
    """``python -m audatia_qt deck check PATH...``; a hang or a blow-up fails, never stalls."""
    return subprocess.run(
        [sys.executable, "-m", "audatia_qt", "deck", "check", *map(str, paths)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        preexec_fn=_limit_memory,
        check=False,
    )


def assert_cli_refuses(path: Path, words: str, lines: int | None = 1) -> list[str]:
    """The checker exits non-zero, prints only clean lines naming path, one per problem.

    Returns the messages (lines without the file's name); one of them holds ``words``.
    """
    before = _snapshot(path.parent)
    result = run_check(path)
    assert result.returncode != 0
    assert result.stderr == ""
    printed = result.stdout.splitlines()
    assert result.stdout.endswith("\n")
    if lines is not None:
        assert len(printed) == lines, printed
    for line in printed:
        _clean(line, str(path))
    messages = [line.removeprefix(f"{path}: ") for line in printed]
    assert any(words in message for message in messages), messages
    assert _snapshot(path.parent) == before
    return messages


@contextmanager
def fifo_unblocked(fifo: Path, after: float = 3.0) -> Iterator[None]:
    """Should a reader block in ``open(fifo)``, a writer comes and goes after a while.

    The writer opens without blocking (it fails if no reader waits), so the fixed reader, which
    never waits, leaves nothing behind; an old blocking reader gets end-of-file instead of
    hanging the test run.
    """

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


# --- nesting and dotted keys -------------------------------------------------------------------


def _nested_arrays(depth: int) -> str:
    return "a = " + "[" * depth + "]" * depth + "\n"


def _nested_tables(depth: int) -> str:
    return "a = " + "{ b = " * depth + "1" + " }" * depth + "\n"


def _dotted_key(depth: int) -> str:
    return ".".join(["a"] * depth) + " = 1\n"


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(_nested_arrays(600), id="arrays-600-deep"),
        pytest.param(_nested_tables(600), id="inline-tables-600-deep"),
        pytest.param(_dotted_key(100), id="dotted-key-100-deep"),
        pytest.param("[" + ".".join(["t"] * 100) + "]\nx = 1\n", id="table-header-100-deep"),
    ],
)
def test_deep_toml_is_refused_before_parsing(tmp_path: Path, text: str) -> None:
    """Nesting past the limit is one line saying so, not a RecursionError."""
    path = tmp_path / "deep.toml"
    path.write_text(text, encoding="utf-8")
    before = _snapshot(tmp_path)
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    (message,) = assert_refused(caught.value, str(path))
    assert "deep" in message
    assert _snapshot(tmp_path) == before


@pytest.mark.parametrize("depth", [150_000, 20_000])
def test_cli_refuses_a_dotted_key_thousands_deep(tmp_path: Path, depth: int) -> None:
    """tomllib is quadratic in key depth: 150,000 parts hung the checker, 20,000 took 2.3 GB."""
    path = tmp_path / "dotted.toml"
    path.write_text(_dotted_key(depth), encoding="utf-8")
    assert_cli_refuses(path, "deep")


def test_cli_refuses_arrays_600_deep(tmp_path: Path) -> None:
    path = tmp_path / "nested.toml"
    path.write_text(_nested_arrays(600), encoding="utf-8")
    assert_cli_refuses(path, "deep")


@pytest.mark.parametrize(
    "text",
    [
        pytest.param('a = "' + "[" * 600 + '"\n', id="basic-string"),
        pytest.param("a = '" + "{" * 600 + "'\n", id="literal-string"),
        pytest.param('a = """\n' + "[" * 600 + '\n"""\n', id="multi-line-string"),
        pytest.param("a = '''" + "." * 600 + "'''\n", id="multi-line-literal"),
        pytest.param('a = "\\"' + "[" * 600 + '"\n', id="escaped-quote"),
        pytest.param("# " + "[" * 600 + "\na = 1\n", id="comment"),
        pytest.param('"' + "." * 600 + '" = 1\n', id="quoted-key"),
        pytest.param("".join(f"a{i} = 1.5\nb{i} = [1.5, 2.5]\n" for i in range(200)), id="floats"),
    ],
)
def test_brackets_and_dots_in_strings_and_comments_do_not_count(text: str) -> None:
    """The scan reads TOML as tomllib does: quoted and commented text is not structure."""
    from audatia_qt.games.audatia.decks.safe_read import toml_depth_problem

    tomllib.loads(text)  # each case is valid TOML
    assert toml_depth_problem(text) is None


@pytest.mark.parametrize(
    "text",
    [
        # tomllib ends a multi-line string at its first closing quotes and keeps up to two more
        # quotes as content: a scanner that stopped early would open a string here and hide the
        # brackets that follow from its count.
        pytest.param('a = ["""x""""' + ", " + "[" * 600 + "]" * 600 + "]\n", id="four-quotes"),
        pytest.param("a = ['''x'''''" + ", " + "[" * 600 + "]" * 600 + "]\n", id="five-apos"),
        pytest.param('a = "x\\\\"' + "\nb = " + "[" * 600 + "]" * 600 + "\n", id="escaped-slash"),
        pytest.param("[[" + ".".join(["t"] * 40) + "]]\n", id="array-of-tables-header"),
        pytest.param(
            "[a]\n"
            + "b = { "
            + ", ".join(f"k{i}.x = 1" for i in range(3))
            + " }\n"
            + "c." * 40
            + "d = 1\n",
            id="after-inline-table",
        ),
    ],
)
def test_the_scan_is_not_fooled_by_string_ends(text: str) -> None:
    """Structure hidden behind an unusual string end is still counted."""
    from audatia_qt.games.audatia.decks.safe_read import toml_depth_problem

    problem = toml_depth_problem(text)
    assert problem is not None and "deep" in problem


def test_the_bundled_decks_are_well_within_the_depth_limit() -> None:
    """The limit leaves real decks room: they nest a few levels, the limit is far above."""
    from audatia_qt.games.audatia.decks.safe_read import MAX_TOML_DEPTH, toml_depth_problem

    for path in sorted(decks_dir().glob("*.toml")):
        text = path.read_text(encoding="utf-8")
        assert toml_depth_problem(text) is None
        assert toml_depth_problem(text, limit=8) is None, path
    assert MAX_TOML_DEPTH >= 16


# --- files that are not regular files ---------------------------------------------------------


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_cli_refuses_a_link_to_an_endless_device(tmp_path: Path, device: str) -> None:
    """A link to /dev/zero read forever into memory; now it is refused as a device."""
    path = tmp_path / "deck.toml"
    path.symlink_to(device)
    assert_cli_refuses(path, "device")


def test_cli_refuses_a_fifo(tmp_path: Path) -> None:
    """A FIFO blocked the checker in open(); now it is refused as a named pipe."""
    path = tmp_path / "deck.toml"
    os.mkfifo(path)
    assert_cli_refuses(path, "named pipe")


def test_cli_refuses_a_fifo_in_a_folder_of_decks(tmp_path: Path) -> None:
    """``deck check FOLDER`` meets the FIFO by its *.toml name and refuses it too."""
    os.mkfifo(tmp_path / "deck.toml")
    result = run_check(tmp_path)
    assert result.returncode == 1
    assert result.stdout == f"{tmp_path / 'deck.toml'}: is a named pipe (FIFO), not a deck file\n"


def test_load_deck_refuses_a_fifo(tmp_path: Path) -> None:
    path = tmp_path / "deck.toml"
    os.mkfifo(path)
    with fifo_unblocked(path), pytest.raises(DeckError) as caught:
        load_deck(path)
    (message,) = assert_refused(caught.value, str(path))
    assert "named pipe" in message


def test_load_deck_refuses_a_socket(tmp_path: Path) -> None:
    path = tmp_path / "deck.toml"
    with socket.socket(socket.AF_UNIX) as listener:
        listener.bind(str(path))
        with pytest.raises(DeckError) as caught:
            load_deck(path)
    (message,) = assert_refused(caught.value, str(path))
    assert "socket" in message


def test_load_deck_reads_through_a_link_to_a_regular_file(tmp_path: Path) -> None:
    """Links are fine when they lead to a regular file: only the target's kind matters."""
    path = tmp_path / "deck.toml"
    path.symlink_to(decks_dir() / "galeazzo-da-mantoa.toml")
    assert load_deck(path).file.deck.id == "galeazzo-da-mantoa"


def test_a_file_one_byte_over_the_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.toml"
    path.write_bytes(b"#" * (MAX_DECK_BYTES + 1))
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    (message,) = assert_refused(caught.value, str(path))
    assert "too large" in message


# --- values and keys that are too long or not printable ---------------------------------------


def _first(deck: dict[str, Any], kind: str) -> dict[str, Any]:
    card: dict[str, Any] = deck[kind][0]
    return card


def _galeazzo(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    deck = copy.deepcopy(_RAW)
    change(deck)
    return deck


def test_a_name_of_900000_characters_is_refused() -> None:
    """It passed the checker and then took over 25 s a card to draw."""
    deck = _galeazzo(lambda deck: _first(deck, "posta").update(name="N" * 900_000))
    with pytest.raises(DeckError) as caught:
        validate_deck_data(deck, "long.toml")
    (message,) = assert_refused(caught.value, "long.toml")
    assert message.startswith("posta[0].name: ")
    assert "at most" in message


def test_cli_refuses_a_name_of_900000_characters(tmp_path: Path) -> None:
    path = tmp_path / "long.toml"
    path.write_text(
        GALEAZZO_TEXT.replace('name = "Galeazzo da Mantoa"', f'name = "{"N" * 900_000}"', 1),
        encoding="utf-8",
    )
    (message,) = assert_cli_refuses(path, "deck.name")
    assert "NNN" in message and "…" in message


def _string_fields(schema: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    for model, definition in schema["$defs"].items():
        for name, field in definition.get("properties", {}).items():
            for option in field.get("anyOf", [field]):
                if option.get("type") == "string" and not {"enum", "const"} & set(option):
                    yield f"{model}.{name}", option


def test_every_text_field_of_the_schema_has_a_maximum_length() -> None:
    """A free-text field without a cap is a way to hang the renderer."""
    import json

    fields = dict(_string_fields(json.loads(schema_text())))
    assert "PostaModel.name" in fields and "DeckInfo.description" in fields
    unbounded = [name for name, field in fields.items() if "maxLength" not in field]
    assert unbounded == []


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda deck: _first(deck, "strike").update(blow="x" * 12_000), "strike[0].blow"),
        (lambda deck: _first(deck, "skill")["effect"].update(kind="k" * 12_000), "skill[0].effect"),
        (lambda deck: _first(deck, "posta").update(id="Q" * 12_000), "posta[0].id"),
        (lambda deck: _first(deck, "posta").update({"k" * 12_000: 1}), "posta[0].kkkk"),
        (lambda deck: _first(deck, "posta").update(art=["a" * 12_000] * 50), "posta[0].art"),
    ],
    ids=["blow", "effect-kind", "id", "unknown-key", "art-list"],
)
def test_bad_values_are_quoted_shortened(
    change: Callable[[dict[str, Any]], None], where: str
) -> None:
    """Error lines echoed a bad value whole, 12,000 to 900,000 characters of it."""
    with pytest.raises(DeckError) as caught:
        validate_deck_data(_galeazzo(change), "bad.toml")
    messages = assert_refused(caught.value, "bad.toml", lines=None)
    assert any(message.startswith(where) for message in messages), messages


def test_an_id_pattern_is_explained_in_words() -> None:
    deck = _galeazzo(lambda deck: _first(deck, "strike").update(id="Mandritto Fendente"))
    with pytest.raises(DeckError) as caught:
        validate_deck_data(deck, "bad.toml")
    (message,) = assert_refused(caught.value, "bad.toml")
    assert message == (
        "strike[0].id: must be lowercase letters and digits joined by single hyphens, "
        "e.g. 'mandritto-fendente', got 'Mandritto Fendente'"
    )
    assert "pattern" not in message


def test_a_name_on_two_lines_is_explained_in_words() -> None:
    deck = _galeazzo(lambda deck: deck["deck"].update(name="Galeazzo\nda Mantoa"))
    with pytest.raises(DeckError) as caught:
        validate_deck_data(deck, "bad.toml")
    (message,) = assert_refused(caught.value, "bad.toml")
    assert message == "deck.name: must be one line of text, got 'Galeazzo\\nda Mantoa'"


def test_cli_a_key_with_a_newline_forges_no_line(tmp_path: Path) -> None:
    """A key holding a newline and a summary once printed a second, fake summary line."""
    path = tmp_path / "forged.toml"
    path.write_text(
        GALEAZZO_TEXT.replace("[deck]\n", f'[deck]\n"x\\n{FORGED}" = 1\n', 1), encoding="utf-8"
    )
    (message,) = assert_cli_refuses(path, "unknown field")
    assert "\\n" in message
    assert message.startswith("deck.")


@pytest.mark.parametrize(
    ("replace", "by"),
    [
        ("[deck]\n", '[deck]\n"\\u001b[31mred\\u001b[2J" = 1\n'),
        ('character = "', 'character = "\\u001b]0;owned\\u0007\\u001b[2J'),
    ],
    ids=["ansi-in-key", "ansi-in-value"],
)
def test_cli_terminal_escapes_are_shown_escaped(tmp_path: Path, replace: str, by: str) -> None:
    """A key or value with ANSI escapes wrote raw escapes to the terminal."""
    path = tmp_path / "ansi.toml"
    assert replace in GALEAZZO_TEXT
    path.write_text(GALEAZZO_TEXT.replace(replace, by, 1), encoding="utf-8")
    messages = assert_cli_refuses(path, "deck.", lines=None)
    assert "\x1b" not in "".join(messages)
    assert any("\\x1b" in message for message in messages), messages


def test_cli_a_file_name_with_escapes_is_shown_escaped(tmp_path: Path) -> None:
    path = tmp_path / "evil\n\x1b[2Jname.toml"
    path.write_text("[[", encoding="utf-8")
    result = run_check(path)
    assert result.returncode == 1
    assert result.stdout.count("\n") == 1
    assert "\x1b" not in result.stdout
    assert result.stdout.startswith(f"{tmp_path}/evil\\n\\x1b[2Jname.toml: not valid TOML")


def test_an_integer_too_long_to_read_is_one_line(tmp_path: Path) -> None:
    """tomllib raises a bare ValueError past Python's 4300-digit limit for int()."""
    path = tmp_path / "digits.toml"
    path.write_text("a = " + "9" * 5000 + "\n", encoding="utf-8")
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    (message,) = assert_refused(caught.value, str(path))
    assert "not valid TOML" in message


def test_a_long_duplicate_key_in_a_toml_error_is_shortened(tmp_path: Path) -> None:
    """tomllib's own messages quote keys; the position at their end survives shortening."""
    path = tmp_path / "twice.toml"
    key = "k" * 50_000
    path.write_text(f"[{key}]\n[{key}]\n", encoding="utf-8")
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    (message,) = assert_refused(caught.value, str(path))
    assert "not valid TOML" in message and message.endswith("(at line 2, column 50002)")


def test_the_models_limits_keep_the_bundled_decks_valid() -> None:
    """The limits were chosen from the real cards; every bundled deck still passes."""
    for path in sorted(decks_dir().glob("*.toml")):
        DeckFile.model_validate(tomllib.loads(path.read_text(encoding="utf-8")))
