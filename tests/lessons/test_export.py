"""A lesson made from any position of a game (lessons.export): it reads and checks as a course
lesson, starts at that position, asks for the move made there, and says nothing of a card the
learner could not see."""

from __future__ import annotations

import random
import tomllib

import pytest

from audatia_qt.lessons import LessonError, check_lesson, export, lesson_from_game, parse_lesson
from audatia_qt.messages import translate
from audatia_qt.rules import GameConfig
from audatia_qt.rules.config import Variant
from audatia_qt.rules.selfplay import random_action
from audatia_qt.session.match import Match, MatchSetup
from tests.lessons.conftest import Decks


def _game(decks: Decks, seed: int, variant: Variant) -> Match:
    config = GameConfig(tuple(decks.values()), seed=seed, variant=variant)  # type: ignore[arg-type]
    match = Match(MatchSetup(config))
    rng = random.Random(seed)
    while match.to_move() is not None:
        match.play(random_action(match.legal_actions(), rng))
    return match


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("seed", [1, 2])
def test_every_position_exported_is_a_lesson_that_checks(
    decks: Decks, seed: int, variant: Variant
) -> None:
    match = _game(decks, seed, variant)
    plies = match.plies
    rng = random.Random(seed)
    for cursor in sorted(rng.sample(range(len(plies)), min(6, len(plies)))):
        exported = lesson_from_game(match.start, plies, cursor, decks)
        lesson = parse_lesson(exported.toml, exported.file_name, decks)
        assert check_lesson(lesson) == []
        move = plies[cursor].action
        assert lesson.start == (plies[cursor - 1].state if cursor else match.start)
        assert lesson.seat is move.seat
        goal = lesson.goals[0].condition
        assert goal.verb is move.kind and goal.card == move.card
        assert goal.met(move.seat, move, plies[cursor].events, plies[cursor].state)
        outcome = match.outcome()
        assert outcome is not None
        won = outcome.winner is move.seat
        if len(lesson.goals) == 2:
            assert won and lesson.goals[1].condition.text == "win"
        data = tomllib.loads(exported.toml)
        assert data["id"] == exported.id and exported.file_name == f"{exported.id}.toml"


def test_the_hint_is_the_rule_of_the_move(decks: Decks) -> None:
    match = _game(decks, 1, Variant.STANDARD)
    cursor = next(i for i, ply in enumerate(match.plies) if ply.action.kind.value == "parry")
    lesson = parse_lesson(
        lesson_from_game(match.start, match.plies, cursor, decks).toml, "x.toml", decks
    )
    assert lesson.hints == (
        "Why this move: a parry with the same blow stops the attack and opens the bind.",
    )


def test_no_lesson_where_no_move_is_left(decks: Decks) -> None:
    match = _game(decks, 1, Variant.STANDARD)
    with pytest.raises(ValueError, match="no next move"):
        lesson_from_game(match.start, match.plies, len(match.plies), decks)


def test_a_lesson_that_would_not_check_is_not_made(
    decks: Decks, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = _game(decks, 1, Variant.STANDARD)
    planted = translate("Test", "x.toml: planted problem").say()
    monkeypatch.setattr(export, "check_lesson", lambda _lesson: [planted])
    with pytest.raises(LessonError, match="planted problem"):
        lesson_from_game(match.start, match.plies, 3, decks)
