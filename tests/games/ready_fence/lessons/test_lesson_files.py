"""Ready...Fence!'s lessons, pure: every bundled file loads and checks, each is completed by its
scripted line through the real rules, a wrong move is refused with its words (and the rule)
before it is played, the translations are complete, and no text names a card the learner
cannot see (issue 30, "The game's three levels are a course")."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from audatia_qt.engine.lesson_files import LessonError
from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.lessons.course import (
    bundled_lesson_paths,
    check_lesson,
    citation_anchors,
    hidden_names,
    load_course,
)
from audatia_qt.games.ready_fence.lessons.model import load_lesson, parse_lesson
from audatia_qt.games.ready_fence.lessons.moves import MoveError, parse_move
from audatia_qt.games.ready_fence.lessons.position import PositionError, TableSpec, build_position
from audatia_qt.games.ready_fence.lessons.runner import (
    LessonRun,
    Status,
    lesson_match,
    opponent_for,
    play_line,
)
from audatia_qt.games.ready_fence.rules import (
    ActionKind,
    Level,
    Phase,
    legal_actions,
    observe,
    why_not,
)
from audatia_qt.games.ready_fence.rules.actions import Action

PATHS = bundled_lesson_paths()
#: What the issue asks the course to teach, in order, each lesson by the first section it cites.
TAUGHT = [
    "Table 1",
    "Changing the position of the weapon",
    "Fencing Phrase",
    "Stamina Points",
    "Defensive actions without cards",
    "Tutorial Mode",
    "Basic Game Mode",
    "Advanced Game Mode",
]


def test_the_course_has_the_lessons_the_issue_asks_for() -> None:
    course = load_course(PATHS, default_card_set())
    assert course.problems == ()
    assert [lesson.order for lesson in course.lessons] == list(range(1, 9))
    assert [lesson.cites[0] for lesson in course.lessons] == TAUGHT
    assert all(all(citation_anchors(lesson)) for lesson in course.lessons)
    levels = [lesson.config.level for lesson in course.lessons[5:]]
    assert levels == [Level.TUTORIAL, Level.BASIC, Level.ADVANCED]
    # The bout lessons end with the bout won, and the computer fences on if the learner strays.
    assert all(lesson.goals[-1].condition.text == "win" for lesson in course.lessons[5:])
    assert all(lesson.opponent.startswith("ismcts:") for lesson in course.lessons[5:])


def test_every_lesson_is_translated_into_spanish_and_up_to_date() -> None:
    course = load_course(PATHS, default_card_set())
    assert course.untranslated == ()
    assert all("es" in lesson.translations for lesson in course.lessons)


@pytest.mark.parametrize("path", PATHS, ids=lambda path: path.stem)
def test_each_lesson_checks_and_its_line_completes_it(path: Path) -> None:
    lesson = load_lesson(path, default_card_set())
    assert check_lesson(lesson) == []
    line = play_line(lesson)
    assert line.run.status is Status.DONE and all(line.run.met)
    assert line.problems == []


def test_the_draws_are_seeded_so_a_lesson_always_plays_the_same() -> None:
    lesson = load_lesson(PATHS[4], default_card_set())  # Defend by Distance draws a card
    first = play_line(lesson)
    again = play_line(lesson)
    assert first.state == again.state
    assert lesson_match(lesson).state == lesson.start


def test_a_wrong_move_is_refused_with_the_lessons_words_in_either_language() -> None:
    lesson = load_lesson(PATHS[0], default_card_set())
    match = lesson_match(lesson)
    legal = match.legal_actions()
    back = Action(0, ActionKind.MOVE, step=-1)
    assert back in legal  # the rules allow it: the lesson refuses it, and says why
    english = LessonRun(lesson).refusal(back, legal)
    assert isinstance(english, str) and "at long distance no card of yours reaches" in english
    spanish = LessonRun(lesson, "es").refusal(back, legal)
    assert isinstance(spanish, str) and "a distancia larga ninguna carta tuya llega" in spanish
    assert match.state.phase is Phase.TURN and not match.plies  # refused before it is played
    assert LessonRun(lesson).refusal(Action(0, ActionKind.MOVE, step=1), legal) is None


def test_a_move_the_rules_forbid_is_refused_with_the_rule() -> None:
    # At long distance no Straight Thrust opens a phrase: the board's refusal is the rule's.
    lesson = load_lesson(PATHS[0], default_card_set())
    thrust = parse_move(lesson.config, "0 attack straight-thrust-4")
    card = next(
        index
        for index in lesson.start.fencers[0].hand
        if lesson.config.cards.cards[index].id == thrust.card
    )
    why = why_not(lesson.start, Action(0, ActionKind.ATTACK, card=card))
    assert why is not None and "(Moving the Miniature Fencer, Table 1)" in why.english()


def test_a_wrong_move_refused_until_a_goal_is_met_is_played_after_it() -> None:
    lesson = load_lesson(PATHS[4], default_card_set())  # Parry first, then Defend by Distance
    line = play_line(lesson)
    first, second = [(state, met) for state, met in line.decisions if state.phase is Phase.PHRASE]
    distance = Action(0, ActionKind.DISTANCE)
    for (state, met), refused in ((first, True), (second, False)):
        legal = legal_actions(state)
        assert distance in legal
        run = LessonRun(lesson)
        run.met = list(met)
        said = run.refusal(distance, legal)
        assert (isinstance(said, str) and "this time Parry" in said) is refused
        assert refused or said is None


def test_a_text_naming_a_card_the_learner_cannot_see_is_refused() -> None:
    lesson = load_lesson(PATHS[2], default_card_set())  # a phrase: the opponent's cards hidden
    found = hidden_names(lesson, "text", "Your opponent holds a Counter-Time.", lesson.start, "en")
    assert [problem.english() for problem in found] == [
        "03-a-phrase.toml: text: names Counter-Time, which the learner cannot see then"
    ]
    spanish = hidden_names(lesson, "text", "Tu rival tiene un Contratiempo.", lesson.start, "es")
    assert len(spanish) == 1
    assert hidden_names(lesson, "text", "Your Parry and Riposte.", lesson.start, "en") == []


def test_a_lesson_whose_text_names_a_hidden_card_is_left_out_of_the_course(
    tmp_path: Path,
) -> None:
    text = (
        PATHS[2]
        .read_text(encoding="utf-8")
        .replace('title = "A fencing phrase"', 'title = "A phrase against a Counter-Time"', 1)
    )
    bad = tmp_path / "03-bad.toml"
    bad.write_text(text, encoding="utf-8")
    course = load_course([bad], default_card_set())
    assert course.lessons == ()
    assert any("names Counter-Time" in problem.english() for problem in course.problems)


def test_a_lesson_citing_no_section_of_the_rulebook_is_left_out(tmp_path: Path) -> None:
    text = PATHS[0].read_text(encoding="utf-8").replace('"Table 1"', '"Table 9"', 1)
    bad = tmp_path / "01-bad.toml"
    bad.write_text(text, encoding="utf-8")
    course = load_course([bad], default_card_set())
    assert course.lessons == ()
    assert [problem.english() for problem in course.problems] == [
        "01-bad.toml: cites[1]: 'Table 9' is no section of the rulebook"
    ]


def test_a_hostile_lesson_file_is_refused_in_one_line_per_problem() -> None:
    cards = default_card_set()
    with pytest.raises(LessonError) as refused:
        parse_lesson('id = "X Y"\norder = 0\n[table]\nlevel = "expert"\n', "x.toml", cards)
    assert all("\n" not in line for line in refused.value.lines)
    assert any("title" in line for line in refused.value.lines)
    assert any("table.level" in line for line in refused.value.lines)
    with pytest.raises(LessonError):
        parse_lesson("not toml [", "x.toml", cards)


def test_a_position_the_rules_could_not_reach_is_refused() -> None:
    cards = default_card_set()
    with pytest.raises(PositionError, match="no such card"):
        build_position(cards, TableSpec(hands=(("nothing",), ())))
    with pytest.raises(PositionError, match="fencers at"):
        build_position(cards, TableSpec(positions=(6, 3)))
    with pytest.raises(PositionError, match="basic bout is played to 5, 10"):
        build_position(cards, TableSpec(level=Level.BASIC, target=7))
    basic = build_position(cards, TableSpec(level=Level.BASIC, hands=(("fleche",), ())))
    # A Basic hand holds its kept Straight Thrust besides the cards the lesson names.
    assert [cards.cards[index].id for index in basic.fencers[0].hand] == [
        "straight-thrust-3",
        "fleche",
    ]


def test_a_move_is_written_by_the_cards_designs() -> None:
    config = load_lesson(PATHS[3], default_card_set()).config
    move = parse_move(config, "0 attack toe-touch bonus=angulations")
    assert move.written() == "0 attack toe-touch bonus=angulations"
    for wrong in ("0 attack nothing", "2 stall", "0 draw", "0 guard guard=high", "0 move step=x"):
        with pytest.raises(MoveError):
            parse_move(config, wrong)


def test_a_bout_lesson_left_by_the_learner_is_fenced_on_by_the_computer() -> None:
    lesson = load_lesson(PATHS[5], default_card_set())  # the Tutorial bout
    match = lesson_match(lesson)
    opponent = opponent_for(lesson)
    assert opponent.name == "lesson script, then ismcts:easy"
    # The learner steps back instead of the line's attack: the script's first reply (an answer
    # to that attack) is no move now, so the computer fences from here.
    match.play(Action(0, ActionKind.MOVE, step=-1))
    match.play(Action(0, ActionKind.MOVE, step=1))
    while match.to_move() == 0:
        match.play(next(iter(match.legal_actions())))
    seat = int(match.to_move())
    legal = match.legal_actions()
    chosen = opponent.choose(observe(match.state, seat), legal, random.Random(0))
    assert opponent.off_script and chosen in legal
