"""Lesson files are checked strictly: every problem is one line naming the file and the field,
all of them at once, never a traceback; and a good file gives the lesson it describes."""

from __future__ import annotations

from pathlib import Path

import pytest

from audatia_qt.games.audatia.lessons import ConditionKind, LessonError, load_lesson, parse_lesson
from audatia_qt.games.audatia.lessons.model import DEFAULT_OPPONENT, WrongMove
from audatia_qt.games.audatia.rules import ActionKind, EventKind, Phase, Reason, Seat, parse_action
from tests.games.audatia.lessons.conftest import SMALL_LESSON, Decks


def problems(text: str, decks: Decks) -> list[str]:
    with pytest.raises(LessonError) as error:
        parse_lesson(text, "small.toml", decks)
    lines = list(error.value.lines)
    assert lines, "a LessonError always says why"
    for line in lines:
        assert line.startswith("small.toml: ") and "\n" not in line, line
    return lines


def test_a_good_file_gives_its_lesson(decks: Decks) -> None:
    lesson = parse_lesson(SMALL_LESSON, "small.toml", decks)
    config = lesson.config
    assert (lesson.id, lesson.order, lesson.seat, lesson.title) == (
        "small",
        1,
        Seat.A,
        "A small lesson",
    )
    assert lesson.solution == (
        parse_action(config, "A parry roverso-sottano-b"),
        parse_action(config, "A attack mandritto-mezano-b"),
    )
    assert lesson.replies == () and lesson.opponent == DEFAULT_OPPONENT
    assert lesson.solution_bot is None and not lesson.table_hints
    assert lesson.wrong_moves == {
        parse_action(config, "A parry mandritto-sottano-tl"): WrongMove("Not that parry.")
    }
    first, second = (goal.condition for goal in lesson.goals)
    assert (first.kind, first.verb, first.card) == (ConditionKind.PLAY, ActionKind.PARRY, None)
    assert second.card == config.cards.by_label["A:mandritto-mezano-b"]
    assert lesson.start.phase is Phase.REACT and lesson.start.to_move is Seat.A


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ('seat = "A"', 'seat = "C"', 'small.toml: seat: must be "A" or "B"'),
        ("order = 1", "order = 0", "small.toml: order: must be a whole number from 1 to 100000"),
        ('id = "small"', 'id = "Small Lesson"', "small.toml: id: 'Small Lesson' must be"),
        ('title = "A small lesson"', 'title = ""', "small.toml: title: must be a non-empty"),
        ('done = "Well parried."', 'colour = "red"', "small.toml: colour: unknown field"),
        ('done = "Well parried."', "", "small.toml: done: is missing"),
        ('when = "play parry"', 'when = "hit parry"', "small.toml: goals[1]: 'hit' is not a"),
        ('when = "play parry"', 'when = "play smash"', "'smash' is not a known play word"),
        ('when = "play parry"', 'when = "play"', "small.toml: goals[1]: 'play' has 0 words"),
        ('when = "play parry"', 'when = "event bind stretto hard"', "has 3 words after"),
        ('when = "play parry"', 'when = "phase sleeping"', "'sleeping' is not a known phase"),
        ('when = "play parry"', 'when = "win lucky"', "'lucky' is not a known win word"),
        (
            'when = "play attack mandritto-mezano-b"',
            'when = "play attack taunt"',
            "small.toml: goals[2]: 'taunt' is not a card of seat A",
        ),
        (
            '"A attack mandritto-mezano-b"]',
            '"A attack punta-x"]',
            "small.toml: solution[2]: 'punta-x' is not a card of seat A",
        ),
        (
            '"A attack mandritto-mezano-b"]',
            '"B attack punta-b"]',
            "small.toml: solution[2]: 'B attack punta-b' is a move of seat B, not A",
        ),
        (
            "solution = [",
            'replies = ["bot:grandmaster"]\nsolution = [',
            "unknown bot 'grandmaster'",
        ),
        (
            "solution = [",
            'replies = ["bot:random", "B wait"]\nsolution = [',
            "small.toml: replies[1]: 'bot:random' must come last",
        ),
        (
            "turn: phase=react",
            "turn: phase=dancing",
            "small.toml: position: in the notation, line 4 (turn): 'dancing' is not a phase",
        ),
        ("B stack: right mandritto-fendente-b", "B stack: up", "'up' is not a side"),
        ('"Not that parry."', '{ message = "Not that.", until = 3 }', "'until' must be the number"),
        ('"Not that parry."', '{ text = "Not that." }', "unknown key 'text'"),
        ('"Not that parry."', '""', "the message must be a non-empty string"),
    ],
)
def test_each_problem_is_one_line_naming_the_file_and_field(
    old: str, new: str, expected: str, decks: Decks
) -> None:
    assert old in SMALL_LESSON
    found = problems(SMALL_LESSON.replace(old, new, 1), decks)
    assert any(expected in line for line in found), found


def test_every_problem_is_told_at_once(decks: Decks) -> None:
    text = SMALL_LESSON.replace('seat = "A"', 'seat = "C"').replace("order = 1", 'order = "one"')
    text = text.replace('when = "play parry"', 'when = "hit parry"')
    found = problems(text, decks)
    assert len(found) == 3


def test_position_or_deal_but_not_both_nor_neither(decks: Decks) -> None:
    both = SMALL_LESSON.replace('seat = "A"', 'seat = "A"\ndeal = { seed = 1 }')
    assert any("either 'position' or 'deal'" in line for line in problems(both, decks))
    start = SMALL_LESSON.index('position = """')
    end = SMALL_LESSON.index('"""\nsolution')
    neither = SMALL_LESSON[:start] + SMALL_LESSON[end + 4 :]
    assert any("either 'position' or 'deal'" in line for line in problems(neither, decks))


def test_a_deal_names_known_decks_and_legal_moves(decks: Decks) -> None:
    start = SMALL_LESSON.index('position = """')
    end = SMALL_LESSON.index('"""\nsolution')
    dealt = (
        SMALL_LESSON[:start]
        + ('deal = { decks = ["galeazzo-da-mantoa", "lichtenauer"], seed = 4 }\n')
        + SMALL_LESSON[end + 4 :]
    )
    assert any("unknown deck lichtenauer" in line for line in problems(dealt, decks))
    dealt = dealt.replace("lichtenauer", "boucicault").replace(
        "seed = 4 }", 'seed = 4 }\nmoves = ["A keep", "A keep"]'
    )
    assert any("moves[2]: 'A keep' is not legal there" in line for line in problems(dealt, decks))


def test_a_deal_starts_from_the_seeded_game(decks: Decks) -> None:
    start = SMALL_LESSON.index('position = """')
    end = SMALL_LESSON.index('"""\nsolution')
    dealt = (
        SMALL_LESSON[:start]
        + (
            'deal = { decks = ["galeazzo-da-mantoa", "boucicault"], seed = 4, challenger = "B" }\n'
            'moves = ["B keep"]\n'
        )
        + SMALL_LESSON[end + 4 :]
    )
    dealt = dealt.replace('"A parry mandritto-sottano-tl"', '"A keep"')
    lesson = parse_lesson(dealt, "small.toml", decks)
    assert lesson.start.phase is Phase.MULLIGAN and lesson.start.to_move is Seat.A
    assert lesson.start.config.seed == 4 and lesson.start.config.challenger is Seat.B


def test_not_toml_and_unreadable_files(tmp_path: Path, decks: Decks) -> None:
    assert problems("id = [", decks)[0].startswith("small.toml: not valid TOML")
    broken = tmp_path / "broken.toml"
    broken.write_bytes(b"id = '\xff'")
    with pytest.raises(LessonError) as error:
        load_lesson(broken, decks)
    assert error.value.lines[0] == "broken.toml: is not UTF-8 text"
    with pytest.raises(LessonError) as error:
        load_lesson(tmp_path / "missing.toml", decks)
    assert error.value.lines[0].startswith("missing.toml: cannot be read")


def test_conditions_are_met_by_what_they_name(decks: Decks) -> None:
    text = SMALL_LESSON.replace('when = "play parry"', 'when = "event bind largo"')
    lesson = parse_lesson(text, "small.toml", decks)
    condition = lesson.goals[0].condition
    assert (condition.kind, condition.event, condition.detail) == (
        ConditionKind.EVENT,
        EventKind.BIND,
        "largo",
    )
    text = SMALL_LESSON.replace('when = "play parry"', 'when = "win unparried_attack"')
    condition = parse_lesson(text, "small.toml", decks).goals[0].condition
    assert (condition.kind, condition.reason) == (ConditionKind.WIN, Reason.UNPARRIED_ATTACK)
