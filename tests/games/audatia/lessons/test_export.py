"""A lesson made from any position of a game (lessons.export): it reads and checks as a course
lesson, starts at that position, asks for the move made there, and says nothing of a card the
learner could not see."""

from __future__ import annotations

import dataclasses
import random
import tomllib
from pathlib import Path

import pytest

from audatia_qt.engine.messages import translate
from audatia_qt.engine.session.match import Match, MatchSetup
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.lessons import (
    LessonError,
    check_lesson,
    export,
    lesson_from_game,
    parse_lesson,
)
from audatia_qt.games.audatia.lessons.course import load_course, read_lesson_file
from audatia_qt.games.audatia.lessons.export import MissingDeck
from audatia_qt.games.audatia.rules import GameConfig
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.selfplay import random_action
from tests.games.audatia.lessons.conftest import Decks


def _game(decks: Decks, seed: int, variant: Variant) -> Match:
    config = GameConfig(tuple(decks.values()), seed=seed, variant=variant)  # type: ignore[arg-type]
    match = Match(MatchSetup(AUDATIA, config))
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
    assert lesson.hints == ("Why this move: a parry stops the attack and opens a bind.",)


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


def test_an_exported_lesson_carries_its_spanish_and_loads_in_both_languages(
    qapp: object, decks: Decks, tmp_path: Path
) -> None:
    """The replay viewer's speakers write every language the app speaks, whichever it speaks
    (none installed here): the course reads both, nothing left untranslated."""
    from audatia_qt.games.audatia.screens.replay_viewer import lesson_speakers

    match = _game(decks, 1, Variant.STANDARD)
    cursor = next(i for i, ply in enumerate(match.plies) if ply.action.kind.value == "parry")
    speakers = lesson_speakers(decks.values())
    exported = lesson_from_game(match.start, match.plies, cursor, decks, speakers)
    path = tmp_path / exported.file_name
    path.write_text(exported.toml, encoding="utf-8")
    course = load_course([path], decks)
    assert course.problems == () and course.untranslated == ()
    (lesson,) = course.lessons
    english, spanish = lesson.texts("en"), lesson.texts("es")
    assert english.hints == ("Why this move: a parry stops the attack and opens a bind.",)
    assert english.goals[0].endswith(": the move made in the game.")
    assert english.text.startswith("A position from a game of ")
    assert f", after {cursor} moves. You fence as " in english.text
    assert spanish.goals[0].endswith(": la jugada hecha en la partida.")
    assert spanish.text.startswith("Una posición de una partida de ")
    assert f", tras {cursor} jugadas. Tiras como " in spanish.text
    assert spanish.hints[0].startswith("Por qué esta jugada: ")
    assert spanish.done.endswith(" en la partida.")
    for field in ("title", "summary", "text", "goals", "hints", "done"):
        assert getattr(spanish, field) != getattr(english, field), field
    # No English sentence of the export is left in the Spanish texts.
    said = "\n".join([spanish.text, *spanish.goals, *spanish.hints, spanish.done])
    for english_words in ("Your decision now", "The last moves", "Why this move", " the "):
        assert english_words not in said, said
    assert tomllib.loads(exported.toml)["translations"]["es"]["title"] == spanish.title


def test_an_exported_lesson_without_speakers_is_english_only(decks: Decks) -> None:
    match = _game(decks, 1, Variant.STANDARD)
    exported = lesson_from_game(match.start, match.plies, 3, decks)
    assert "translations" not in tomllib.loads(exported.toml)


def _sampled(
    decks: Decks, variant: Variant, seeds: range, per_game: int
) -> list[tuple[Match, int]]:
    """``per_game`` positions of each seeded random game of ``variant``, drawn by the seed."""
    found = []
    for seed in seeds:
        match = _game(decks, seed, variant)
        rng = random.Random(seed)
        cursors = rng.sample(range(len(match.plies)), min(per_game, len(match.plies)))
        found += [(match, cursor) for cursor in sorted(cursors)]
    return found


@pytest.mark.parametrize("variant", [Variant.SALLE, Variant.SUDDEN_DEATH])
def test_every_sampled_position_of_a_variant_exports_and_opens_again(
    decks: Decks, variant: Variant, tmp_path: Path
) -> None:
    """Make a Lesson refused 7 of 22 Salle Play positions ("12 cards in hand, more than 11"):
    after a point the hands are refilled to 12 whatever was saluted (R-030.4), and the lesson
    checks held the standard game's limit. Each sampled position is exported, written, opened
    again as Learn > Open Lesson File opens it, and starts where the game was."""
    samples = _sampled(decks, variant, range(5, 9), 6)
    full_after_salute = 0
    for match, cursor in samples:
        state = match.plies[cursor - 1].state if cursor else match.start
        full_after_salute += any(
            len(player.hand) > 12 - player.salute_discards for player in state.players
        )
        exported = lesson_from_game(match.start, match.plies, cursor, decks)
        path = tmp_path / f"{variant.value}-{cursor}.toml"
        path.write_text(exported.toml, encoding="utf-8")
        lesson = read_lesson_file(path, decks)
        assert lesson.start == state and lesson.seat is match.plies[cursor].action.seat
    if variant is Variant.SALLE:
        # The case that was refused is among the samples.
        assert full_after_salute > 0


def test_a_salle_play_mulligan_with_a_cycle_keeps_a_hand_of_twelve(decks: Decks) -> None:
    """Setup 5 draws as many cards as were discarded to the mulligan (R-040); a Cycle played
    at that decision (R-019) had drawn its own card, and counting it again dealt a hand of 13,
    which no lesson could start from (seen in a seeded Salle Play game)."""
    for seed in range(30):
        match = _game(decks, seed, Variant.SALLE)
        for ply in match.plies:
            for player in ply.state.players:
                assert len(player.hand) <= ply.state.config.ruleset.refill_size(player), seed


def test_a_game_whose_deck_is_not_installed_makes_no_lesson(decks: Decks) -> None:
    """A lesson names its decks by id and opens with the installed ones: from a game whose
    deck is not installed, the export said it saved a lesson that then could not be opened."""
    match = _game(decks, 1, Variant.STANDARD)
    installed = {"galeazzo-da-mantoa": decks["galeazzo-da-mantoa"]}
    with pytest.raises(MissingDeck) as error:
        lesson_from_game(match.start, match.plies, 3, installed)
    assert str(error.value) == (
        "this game's deck Boucicault (boucicault) is not in your deck library, and a lesson "
        "opens only with installed decks: import the deck (Decks > Deck Builder > Import "
        "Deck), then make the lesson again"
    )
    assert isinstance(error.value, ValueError)


def test_a_game_whose_deck_changed_since_makes_no_lesson(decks: Decks) -> None:
    match = _game(decks, 1, Variant.STANDARD)
    boucicault = decks["boucicault"]
    changed = dataclasses.replace(boucicault, strikes=boucicault.strikes[1:])
    with pytest.raises(MissingDeck, match="has changed since"):
        lesson_from_game(match.start, match.plies, 3, {**decks, "boucicault": changed})


def test_a_deck_installed_without_its_translations_is_the_same_deck(decks: Decks) -> None:
    """A save may carry a deck's translations older than the library's, or none (older saves):
    translations change nothing of the game, so the lesson is made."""
    match = _game(decks, 1, Variant.STANDARD)
    bare = {deck_id: dataclasses.replace(deck, translations=()) for deck_id, deck in decks.items()}
    exported = lesson_from_game(match.start, match.plies, 3, bare)
    assert parse_lesson(exported.toml, exported.file_name, decks).start == match.plies[2].state
