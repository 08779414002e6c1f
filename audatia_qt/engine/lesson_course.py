"""A game's course of lessons: its lesson files read, checked and put in order (issue 17).

Every game's course is gathered the same way: each file read by the game's ``load`` (a
``LessonError`` says its problems), checked by the game's ``check`` (a lesson that does not
check is left out, said why), no two lessons with one id or one place in the order, and one line
for each text a translation leaves in English or translates from an older English text
(docs/i18n.md). What a lesson is and how it is checked stay the game's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from audatia_qt.engine.lesson_files import PROBLEM, LessonError, Translation
from audatia_qt.engine.messages import Message, translate


class CourseLesson(Protocol):
    """What the course reads of a game's lesson."""

    @property
    def id(self) -> str: ...

    @property
    def order(self) -> int: ...

    @property
    def source(self) -> str: ...

    @property
    def translations(self) -> Mapping[str, Translation[Any]]: ...

    def untranslated(self, language: str) -> tuple[str, ...]: ...

    def fingerprint(self) -> str: ...


L = TypeVar("L", bound=CourseLesson)


@dataclass(frozen=True)
class Course(Generic[L]):
    """The lessons that could be read, in course order, and one line for each problem."""

    lessons: tuple[L, ...]
    problems: tuple[Message, ...]
    untranslated: tuple[Message, ...] = ()
    """One line for each text a lesson leaves in English in a language the course is
    translated into (the lesson is played, with those texts in English), and for each
    translation made for an older English text, or not saying which (it is still shown)."""

    def get(self, lesson_id: str) -> L | None:
        """The lesson with this id, if the course has it."""
        return next((lesson for lesson in self.lessons if lesson.id == lesson_id), None)

    def after(self, lesson: L) -> L | None:
        """The next lesson in the course, or None after the last."""
        ids = [each.id for each in self.lessons]
        at = ids.index(lesson.id) + 1 if lesson.id in ids else len(ids)
        return self.lessons[at] if at < len(ids) else None


def gather_course(
    paths: Iterable[Path], load: Callable[[Path], L], check: Callable[[L], Sequence[Message]]
) -> Course[L]:
    """Read and check every lesson file; a lesson with a problem is left out and said why."""
    lessons: list[L] = []
    problems: list[Message] = []
    for path in paths:
        try:
            lesson = load(path)
        except LessonError as error:
            problems.extend(error.problems)
            continue
        found = check(lesson)
        if found:
            problems.extend(found)
            continue
        clash = next((o for o in lessons if o.id == lesson.id or o.order == lesson.order), None)
        if clash is not None:
            what = "id" if clash.id == lesson.id else "order"
            taken = translate("LessonChecks", "{file}: {field} is already taken by {other}")
            problems.append(taken.say(file=lesson.source, field=what, other=clash.source))
            continue
        lessons.append(lesson)
    lessons.sort(key=lambda lesson: lesson.order)
    languages = sorted({language for lesson in lessons for language in lesson.translations})
    untranslated = [line for lesson in lessons for line in missing_translations(lesson, languages)]
    return Course(tuple(lessons), tuple(problems), tuple(untranslated))


def missing_translations(lesson: CourseLesson, languages: Iterable[str]) -> list[Message]:
    """One line for each of ``lesson``'s texts that a language of ``languages`` leaves in
    English (the lesson shows the English there), and one for each of its translations that
    says it translates other English texts than the lesson's now (``fingerprint``), or does not
    say (docs/i18n.md)."""
    untranslated = translate("LessonChecks", "{text} is not translated (English shown)")
    stale = translate(
        "LessonChecks",
        "the translation was made for an older English text "
        '(bring it up to date, then set translates = "{fingerprint}")',
    )
    unstamped = translate(
        "LessonChecks",
        "the translation does not say which English text it translates "
        '(once it matches the English, set translates = "{fingerprint}")',
    )
    now = lesson.fingerprint()
    lines = []
    for language in languages:
        field = f"translations.{language}"
        lines += [
            PROBLEM.say(file=lesson.source, field=field, problem=untranslated.say(text=text))
            for text in lesson.untranslated(language)
        ]
        its = lesson.translations.get(language)
        if its is not None and its.translates != now:
            sentence = unstamped if its.translates is None else stale
            problem = sentence.say(fingerprint=now)
            lines.append(PROBLEM.say(file=lesson.source, field=field, problem=problem))
    return lines
