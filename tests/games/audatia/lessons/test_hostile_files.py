"""A hostile lesson file never hurts the app: every one is refused with clean lines.

Lesson files travel between people (Learn > Open Lesson File, "Make a Lesson" exports), so the
reader meets what a careless or hostile writer makes: nesting that overflows tomllib's
recursion, integers of thousands of digits, control characters that drive a terminal, texts of
hundreds of thousands of characters, every field of the wrong type, binary, an empty file, a
pipe. Each case goes through the Open Lesson File path (``read_lesson_file``) and must end in a
``LessonError`` whose every line is one short printable line naming the file, with no Python
internals in it: never a traceback, never a frozen window. (How long each case takes is
printed by ``bench/bench_lesson_files.py``, not asserted here.)
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from audatia_qt.engine.resources import bundled_lesson_paths
from audatia_qt.engine.toml_problems import MAX_TOML_DEPTH
from audatia_qt.games.audatia.lessons import Course, LessonError, parse_lesson, read_lesson_file
from audatia_qt.games.audatia.lessons.model import MAX_LESSON_BYTES, TEXT_LIMITS
from tests.games.audatia.lessons.conftest import SMALL_LESSON, Decks

#: The longest a problem line may be: a file name (80), a field (120) and a sentence quoting a
#: value or two fit inside.
LINE_LIMIT = 500
ESC, BEL = "\x1b", "\x07"
#: What Python's own representations look like: a message must say a move in notation.
INTERNALS = ("Traceback", "Action(", "<Seat.", "<ActionKind.", "Error(")


def _with(old: str, new: str) -> str:
    assert old in SMALL_LESSON
    return SMALL_LESSON.replace(old, new, 1)


def _junk(length: int) -> str:
    """Text that is everything a message must not carry: ESC sequences, BEL, newlines."""
    piece = f"{ESC}[2J{ESC}]0;owned{BEL}\nline\r"
    return (piece * (length // len(piece) + 1))[:length]


def _toml_basic(text: str) -> str:
    """``text`` as a TOML basic string, its control characters written as escapes."""
    escaped = "".join(
        f"\\u{ord(c):04x}" if (ord(c) < 0x20 or ord(c) == 0x7F) else c
        for c in text.replace("\\", "\\\\").replace('"', '\\"')
    )
    return f'"{escaped}"'


CORPUS: dict[str, str | bytes] = {
    # Nesting: tomllib recurses on arrays and inline tables, and dotted keys are quadratic.
    "deep-arrays": "hints = " + "[" * 600 + "]" * 600 + "\n",
    "deep-inline-tables": "deal = " + "{ a = " * 600 + "1" + " }" * 600 + "\n",
    "deep-table-header": "[" + ".".join(["t"] * 200) + "]\n",
    "deep-array-of-tables": "[[" + ".".join(["goals"] * 200) + "]]\n",
    "long-dotted-key": "a" + ".a" * 100_000 + " = 1\n",
    "deep-translations": _with(
        "[wrong_moves]", "[translations.es" + ".x" * (MAX_TOML_DEPTH + 5) + "]\n[wrong_moves]"
    ),
    # Huge numbers: int() refuses more than 4300 digits with a plain ValueError.
    "integer-10^4000": _with("order = 1", "order = 1" + "0" * 4000),
    "integer-10^5000-in-deal": "[deal]\nseed = 1" + "0" * 5000 + "\n",
    "integer-hex-huge": _with("order = 1", "order = 0x" + "f" * 4000),
    "float-infinite": _with("order = 1", "order = 1e400"),
    "order-huge-but-readable": _with("order = 1", "order = " + "9" * 4000),
    "seed-huge-in-position": _with("seed=3", "seed=1" + "0" * 4000),
    "ply-huge-in-position": _with("ply=30", "ply=1" + "0" * 5000),
    "bonus-huge-in-position": _with(
        "A virtues: fortitudo celeritas",
        "A virtues: fortitudo celeritas\nA pending: audatia+" + "9" * 5000,
    ),
    # Control characters, in texts and in the file's own keys and values quoted back.
    "title-escape-bell": _with('"A small lesson"', _toml_basic(f"{ESC}[31mRed{BEL}")),
    "summary-newline": _with('"Parry once."', _toml_basic("two\nlines")),
    "key-escape": _with("order = 1", "order = 1\n" + _toml_basic(f"{ESC}]0;x{BEL}") + " = 1"),
    "key-10k-junk": _with("order = 1", "order = 1\n" + _toml_basic(_junk(10_000)) + " = 1"),
    "id-junk": _with('id = "small"', "id = " + _toml_basic(_junk(10_000))),
    "solution-junk": _with(
        '"A parry roverso-sottano-b", "A attack', _toml_basic(_junk(10_000)) + ', "A attack'
    ),
    "wrong-move-key-junk": _with(
        '"A parry mandritto-sottano-tl" =', _toml_basic(f"A parry {_junk(10_000)}") + " ="
    ),
    "goal-condition-junk": _with('when = "play parry"', "when = " + _toml_basic(_junk(10_000))),
    "goal-card-junk": _with('when = "play parry"', 'when = "play parry ' + "x" * 10_000 + '"'),
    "bot-junk": _with('solution = ["A', 'solution = ["bot:' + "\\u001b" * 2000 + '", "A'),
    "language-junk": SMALL_LESSON + "\n[translations." + _toml_basic(_junk(5000)) + "]\n",
    "deal-deck-junk": "[deal]\ndecks = [" + _toml_basic(_junk(10_000)) + ', "x"]\n',
    "position-junk": _with(
        "decks: galeazzo-da-mantoa boucicault", "decks: " + _junk(10_000).replace('"', "")
    ),
    "toml-error-junk-key": _toml_basic(_junk(10_000)) + " = 1\n" + _toml_basic(_junk(10_000)),
    # Huge texts: a label lays a text out whole (a 200,000-character title froze the window).
    "title-200k": _with('"A small lesson"', '"' + "W" * 200_000 + '"'),
    "text-200k": _with('"Parry the attack."', '"' + "word " * 40_000 + '"'),
    "title-50k": _with('"A small lesson"', '"' + "W" * 50_000 + '"'),
    "text-50k": _with('"Parry the attack."', '"' + "word " * 10_000 + '"'),
    "goals-1000": SMALL_LESSON + '[[goals]]\ntext = "g"\nwhen = "play parry"\n' * 1000,
    "hints-5000": _with(
        'hints = ["Parry with the Roverso Sottano."]', "hints = [" + '"h",' * 5000 + "]"
    ),
    "hint-100k": _with('"Parry with the Roverso Sottano."', '"' + "h" * 100_000 + '"'),
    "wrong-message-100k": _with('"Not that parry."', '"' + "n" * 100_000 + '"'),
    "goal-text-100k": _with('text = "Parry."', 'text = "' + "g" * 100_000 + '"'),
    "position-200k": _with("B posta: corona", "B posta: corona\n" + "# x\n" * 50_000),
    "ten-thousand-goals": SMALL_LESSON + '[[goals]]\ntext = "g"\nwhen = "play parry"\n' * 5000,
    "many-hints": _with(
        'hints = ["Parry with the Roverso Sottano."]', "hints = [" + '"h",' * 20_000 + "]"
    ),
    "too-large": "# " + "x" * (MAX_LESSON_BYTES + 10) + "\n",
    # Wrong types, one field at a time.
    "title-number": _with('title = "A small lesson"', "title = 5"),
    "title-table": _with('title = "A small lesson"', "title = { a = 1 }"),
    "order-string": _with("order = 1", 'order = "1"'),
    "order-bool": _with("order = 1", "order = true"),
    "seat-list": _with('seat = "A"', "seat = []"),
    "position-number": _with('position = """', 'position = 3\nold = """'),
    "goals-string": _with("[[goals]]", 'goals = "x"\n[[other]]'),
    "goals-numbers": "goals = [1, 2]\n",
    "goal-text-number": _with('text = "Parry."', "text = 1"),
    "hints-numbers": _with('hints = ["Parry with the Roverso Sottano."]', "hints = [1, 2]"),
    "solution-table": _with(
        'solution = ["A parry roverso-sottano-b", "A attack mandritto-mezano-b"]',
        "solution = { a = 1 }",
    ),
    "wrong-moves-list": _with("[wrong_moves]\n", "wrong_moves = []\n[other]\n"),
    "translations-number": SMALL_LESSON.replace("[wrong_moves]", "translations = 1\n[wrong_moves]"),
    "deal-number": "deal = 1\n",
    "dates": _with("order = 1", "order = 1979-05-27T07:32:00Z"),
    # Not text at all.
    "empty": "",
    "whitespace": " \n\t\n",
    "binary": bytes(random.Random(7).randrange(256) for _ in range(4096)),
    "nul-bytes": b'id = "a\x00b"\n',
    "utf-16": SMALL_LESSON.encode("utf-16"),
    "bom-and-junk": b"\xef\xbb\xbf" + _junk(500).encode(),
}


def _refusal(path: Path, content: str | bytes | None, decks: Decks) -> tuple[str, ...]:
    """The lines Learn > Open Lesson File refuses the file at ``path`` with, once ``content``
    is written there (None: the path is made already)."""
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    elif content is not None:
        path.write_bytes(content)
    with pytest.raises(LessonError) as error:
        read_lesson_file(path, decks)
    # The lines a window shows are the messages themselves, said in English here.
    assert [problem.english() for problem in error.value.problems] == list(error.value.lines)
    return error.value.lines


def _clean(line: str) -> None:
    assert line.isprintable(), repr(line[:200])
    assert len(line) <= LINE_LIMIT, f"{len(line)} characters: {line[:200]!r}"
    for internal in INTERNALS:
        assert internal not in line, line


@pytest.mark.parametrize("name", list(CORPUS))
def test_each_hostile_file_is_refused_in_clean_lines(
    name: str, tmp_path: Path, decks: Decks
) -> None:
    lines = _refusal(tmp_path / f"{name}.toml", CORPUS[name], decks)
    assert lines
    for line in lines:
        _clean(line)
        assert line.startswith(f"{name}.toml: "), line


def test_the_caps_leave_room_for_every_bundled_lesson(course: Course) -> None:
    """The bundled course reads whole under the caps, each text at most half its cap."""
    assert course.problems == ()
    assert len(course.lessons) == len(bundled_lesson_paths())
    for lesson in course.lessons:
        for language in ("en", *lesson.translations):
            texts = lesson.texts(language)
            for kind, text in (
                ("title", texts.title),
                ("summary", texts.summary),
                ("text", texts.text),
                ("done", texts.done),
                *(("goals", goal) for goal in texts.goals),
                *(("hints", hint) for hint in texts.hints),
                *(("wrong_moves", message) for message in texts.wrong_moves.values()),
            ):
                assert len(text) <= TEXT_LIMITS[kind] // 2, (lesson.id, kind)


def test_a_text_over_its_cap_is_named_with_its_length(decks: Decks, tmp_path: Path) -> None:
    path = tmp_path / "long.toml"
    assert _refusal(path, _with('"A small lesson"', '"' + "W" * 50_000 + '"'), decks) == (
        f"long.toml: title: is 50000 characters long, more than {TEXT_LIMITS['title']}",
    )


def test_a_file_over_the_cap_is_refused_before_it_is_parsed(decks: Decks, tmp_path: Path) -> None:
    """A 200,000-character title froze the window for 15 s: such a file is not even parsed."""
    path = tmp_path / "huge.toml"
    assert _refusal(path, _with('"A small lesson"', '"' + "W" * 200_000 + '"'), decks) == (
        f"huge.toml: cannot be read (too large (more than {MAX_LESSON_BYTES} bytes))",
    )
    with pytest.raises(LessonError) as error:
        parse_lesson(path.read_text(encoding="utf-8"), "huge.toml", decks)
    assert error.value.lines == (f"huge.toml: too large (more than {MAX_LESSON_BYTES} bytes)",)


def test_control_characters_are_named_escaped(decks: Decks, tmp_path: Path) -> None:
    path = tmp_path / "bell.toml"
    assert _refusal(path, _with('"A small lesson"', _toml_basic(f"Red{BEL}")), decks) == (
        "bell.toml: title: holds the control character \\x07: write text only",
    )


def test_a_value_quoted_back_is_cut_with_an_ellipsis(decks: Decks, tmp_path: Path) -> None:
    content = _with("order = 1", "order = 1\n" + "k" * 10_000 + " = 1")
    (line,) = _refusal(tmp_path / "key.toml", content, decks)
    assert line.startswith("key.toml: kkkk") and "…: unknown field" in line, line


def test_nesting_is_refused_with_its_line(decks: Decks, tmp_path: Path) -> None:
    content = "id = 'x'\nhints = " + "[" * 600 + "]" * 600 + "\n"
    assert _refusal(tmp_path / "deep.toml", content, decks) == (
        f"deep.toml: tables, arrays or dotted keys nest more than {MAX_TOML_DEPTH} levels "
        "deep (line 2)",
    )


def test_a_huge_integer_is_refused_in_one_line(decks: Decks, tmp_path: Path) -> None:
    path = tmp_path / "huge.toml"
    assert _refusal(path, "order = 1" + "0" * 5000 + "\n", decks) == (
        "huge.toml: not valid TOML: Exceeds the limit (4300 digits) for integer string conversion",
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_and_an_endless_device_are_not_read(decks: Decks, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    assert _refusal(fifo, None, decks) == ("pipe.toml: cannot be read (is a named pipe (FIFO))",)
    zero = tmp_path / "zero.toml"
    zero.symlink_to("/dev/zero")
    assert _refusal(zero, None, decks) == ("zero.toml: cannot be read (is a character device)",)


def test_a_file_name_with_control_characters_is_shown_escaped(decks: Decks, tmp_path: Path) -> None:
    for line in _refusal(tmp_path / f"a{ESC}[2Jb\n.toml", "", decks):
        _clean(line)
        assert line.startswith("a\\x1b[2Jb\\n.toml: ")
