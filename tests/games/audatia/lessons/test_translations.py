"""A lesson's texts in Spanish beside the English (issue 21): the ``[translations.es]`` table
of every bundled lesson is complete, a text left out falls back to English and is reported by
the course, a malformed table is one line naming the file and field, and a run in Spanish
refuses a wrong move with the Spanish message."""

from __future__ import annotations

from pathlib import Path

import pytest

from audatia_qt.engine.resources import bundled_lesson_paths
from audatia_qt.games.audatia.lessons import (
    Course,
    LessonError,
    LessonRun,
    check_lesson,
    load_course,
    parse_lesson,
)
from audatia_qt.games.audatia.rules import parse_action
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render
from tests.games.audatia.lessons.conftest import SMALL_LESSON, Decks

SPANISH = """
[translations.es]
title = "Una lección pequeña"
summary = "Para una vez."
text = "Para el Ataque."
goals = ["Para.", "Responde."]
hints = ["Para con el Roverso Sottano."]
done = "Bien parado."

[translations.es.wrong_moves]
"A parry mandritto-sottano-tl" = "Esa Parada no."
"""


def problems(text: str, decks: Decks) -> list[str]:
    with pytest.raises(LessonError) as error:
        parse_lesson(text, "small.toml", decks)
    for line in error.value.lines:
        assert line.startswith("small.toml: translations") and "\n" not in line, line
    return list(error.value.lines)


@pytest.mark.parametrize("path", bundled_lesson_paths(), ids=lambda path: path.stem)
def test_every_bundled_lesson_is_translated_into_spanish_whole(path: Path, course: Course) -> None:
    lesson = next(each for each in course.lessons if each.source == path.name)
    assert "es" in lesson.translations, f"{path.name} has no [translations.es]"
    assert lesson.untranslated("es") == ()
    spanish, english = lesson.texts("es"), lesson.texts()
    # Each text is Spanish, not the English copied (a card's name alone may be the same).
    assert spanish.title != english.title and spanish.text != english.text
    assert spanish.done != english.done
    assert all(s != e for s, e in zip(spanish.goals, english.goals, strict=True))
    assert all(s != e for s, e in zip(spanish.hints, english.hints, strict=True))
    assert all(spanish.wrong_moves[a] != english.wrong_moves[a] for a in lesson.wrong_moves)


def test_the_course_reports_no_untranslated_or_stale_text(course: Course) -> None:
    # Every bundled translation is whole, and says it translates the English as it is now.
    assert [line.english() for line in course.untranslated] == []
    for lesson in course.lessons:
        assert lesson.translations["es"].translates == lesson.fingerprint(), lesson.source


def test_a_changed_english_text_makes_its_translation_reported_as_stale(
    decks: Decks, tmp_path: Path
) -> None:
    bundled = bundled_lesson_paths()[2]
    text = bundled.read_text(encoding="utf-8")
    english = parse_lesson(text, bundled.name, decks)
    stamp = english.translations["es"].translates
    assert stamp == english.fingerprint()
    changed = tmp_path / bundled.name
    title = f'title = "{english.title}"\n'
    assert text.startswith(f'id = "{english.id}"\norder = {english.order}\n{title}')
    changed.write_text(text.replace(title, 'title = "A new title"\n', 1), encoding="utf-8")
    course = load_course([changed], decks)
    lesson = course.lessons[0]
    now = lesson.fingerprint()
    assert now != stamp
    assert [line.english() for line in course.untranslated] == [
        f"{bundled.name}: translations.es: the translation was made for an older English text "
        f'(bring it up to date, then set translates = "{now}")'
    ]
    # Still shown: a stale translation is usually almost right.
    assert lesson.texts("es").title == english.texts("es").title != lesson.title


def test_a_translation_not_saying_what_it_translates_is_reported(
    decks: Decks, tmp_path: Path
) -> None:
    path = tmp_path / "small.toml"
    path.write_text(SMALL_LESSON + SPANISH, encoding="utf-8")
    course = load_course([path], decks)
    now = course.lessons[0].fingerprint()
    assert [line.english() for line in course.untranslated] == [
        "small.toml: translations.es: the translation does not say which English text it "
        f'translates (once it matches the English, set translates = "{now}")'
    ]
    stamped = SPANISH.replace("[translations.es]\n", f'[translations.es]\ntranslates = "{now}"\n')
    path.write_text(SMALL_LESSON + stamped, encoding="utf-8")
    assert load_course([path], decks).untranslated == ()


def test_the_fingerprint_covers_every_english_text_a_translation_translates(
    decks: Decks,
) -> None:
    lesson = parse_lesson(SMALL_LESSON, "small.toml", decks)
    for old, new in [
        ('title = "A small lesson"', 'title = "A smaller lesson"'),
        ('done = "Well parried."', 'done = "Well parried!"'),
        ('"Not that parry."', '"Not that one."'),
    ]:
        assert old in SMALL_LESSON
        other = parse_lesson(SMALL_LESSON.replace(old, new, 1), "small.toml", decks)
        assert other.fingerprint() != lesson.fingerprint(), old


def test_a_translated_lesson_reads_in_either_language(decks: Decks) -> None:
    lesson = parse_lesson(SMALL_LESSON + SPANISH, "small.toml", decks)
    wrong = parse_action(lesson.config, "A parry mandritto-sottano-tl")
    spanish = lesson.texts("es")
    assert (spanish.title, spanish.goals, spanish.done) == (
        "Una lección pequeña",
        ("Para.", "Responde."),
        "Bien parado.",
    )
    assert spanish.wrong_moves == {wrong: "Esa Parada no."}
    assert lesson.texts().title == lesson.texts("fr").title == "A small lesson"
    assert lesson.untranslated("es") == () and check_lesson(lesson) == []
    assert LessonRun(lesson, "es").refusal(wrong) == "Esa Parada no."
    assert LessonRun(lesson).refusal(wrong) == "Not that parry."


def test_a_text_left_out_falls_back_to_english_and_is_reported(
    decks: Decks, tmp_path: Path
) -> None:
    partial = SPANISH.replace('done = "Bien parado."\n', "").replace(
        '"A parry mandritto-sottano-tl" = "Esa Parada no."', ""
    )
    lesson = parse_lesson(SMALL_LESSON + partial, "small.toml", decks)
    assert lesson.texts("es").done == "Well parried."
    wrong = parse_action(lesson.config, "A parry mandritto-sottano-tl")
    assert lesson.texts("es").wrong_moves[wrong] == "Not that parry."
    assert lesson.untranslated("es") == ("done", "wrong_moves.'A parry mandritto-sottano-tl'")
    # The course plays the lesson and names each text left in English.
    path = tmp_path / "small.toml"
    path.write_text(SMALL_LESSON + partial, encoding="utf-8")
    untranslated = tmp_path / "plain.toml"
    untranslated.write_text(
        SMALL_LESSON.replace('id = "small"', 'id = "plain"').replace("order = 1", "order = 2"),
        encoding="utf-8",
    )
    course = load_course([path, untranslated], decks)
    assert [lesson.id for lesson in course.lessons] == ["small", "plain"]
    assert course.problems == ()
    untranslated = tuple(line.english() for line in course.untranslated)
    assert untranslated[:2] == (
        "small.toml: translations.es: done is not translated (English shown)",
        "small.toml: translations.es: wrong_moves.'A parry mandritto-sottano-tl' is not "
        "translated (English shown)",
    )
    assert "plain.toml: translations.es: title is not translated (English shown)" in (untranslated)


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("[translations.es]", "[translations.english]", "'english' is not a language code"),
        ("[translations.es]", "[translations.en]", "'en' is not a language code"),
        ('title = "Una lección pequeña"', "title = 3", "translations.es.title: must be a non"),
        ('title = "Una lección pequeña"', 'colour = "rojo"', "unknown key 'colour'"),
        (
            "[translations.es]\n",
            '[translations.es]\ntranslates = "1A2B"\n',
            "translations.es.translates: must be the English texts' fingerprint",
        ),
        ('goals = ["Para.", "Responde."]', 'goals = ["Para."]', "has 1 texts for 2: one per goal"),
        ('hints = ["Para con', 'hints = [3, "Para con', "hints: must be a list of non-empty"),
        (
            '"A parry mandritto-sottano-tl" = "Esa',
            '"A parry roverso-sottano-b" = "Esa',
            "wrong_moves.'A parry roverso-sottano-b': is not one of the lesson's wrong_moves",
        ),
        ('"Esa Parada no."', '""', "the message must be a non-empty string"),
        (
            '"A parry mandritto-sottano-tl" =',
            '"A smash" =',
            "translations.es.wrong_moves.'A smash'",
        ),
    ],
)
def test_a_malformed_translation_is_one_line_naming_the_field(
    old: str, new: str, expected: str, decks: Decks
) -> None:
    assert old in SPANISH
    found = problems(SMALL_LESSON + SPANISH.replace(old, new, 1), decks)
    assert any(expected in line for line in found), found


def test_translations_must_be_tables(decks: Decks) -> None:
    text = SMALL_LESSON.replace(
        'done = "Well parried."', 'done = "Well parried."\ntranslations = 3'
    )
    assert problems(text, decks) == [
        "small.toml: translations: must be tables [translations.<language>], e.g. es"
    ]


def test_a_translation_naming_a_hidden_card_is_refused(decks: Decks) -> None:
    # Boucicault's Volta di Gomito is in his hand, out of the learner's sight.
    text = SMALL_LESSON + SPANISH.replace("Para con el Roverso", "Cuidado con su Volta di Gomito")
    lesson = parse_lesson(text, "small.toml", decks)
    assert [problem.english() for problem in check_lesson(lesson)] == [
        "small.toml: translations.es.hints[1]: names Volta di Gomito, which the learner cannot "
        "see then (R-034)"
    ]


def test_a_stale_translation_is_reported_in_spanish(
    spanish: Language, decks: Decks, tmp_path: Path
) -> None:
    path = tmp_path / "small.toml"
    path.write_text(
        SMALL_LESSON
        + SPANISH.replace(
            "[translations.es]\n", '[translations.es]\ntranslates = "0123456789ab"\n'
        ),
        encoding="utf-8",
    )
    course = load_course([path], decks)
    now = course.lessons[0].fingerprint()
    assert [render(line) for line in course.untranslated] == [
        "small.toml: translations.es: la traducción se hizo para un texto inglés anterior "
        f'(actualízala y luego pon translates = "{now}")'
    ]
