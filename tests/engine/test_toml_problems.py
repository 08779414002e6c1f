"""tomllib's reasons for refusing a deck or lesson file, said in the reader's language (issue
21): every message CPython's tomllib can give is a whole translated sentence with its position,
English unchanged, and a message not known falls back to its English."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from audatia_qt.engine.toml_problems import SENTENCES, toml_reason
from audatia_qt.games.audatia.decks.load import DeckError, parse_deck_text
from audatia_qt.games.audatia.lessons import LessonError, parse_lesson
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render

#: A text tomllib refuses for each of its messages (and int()'s digit limit), by the English
#: start of the message it gives.
REFUSED = {
    "Invalid statement (at line 1, column 1)": "!",
    "Expected newline or end of document after a statement (at line 1, column 7)": "a = 1 b = 2",
    "Expected \"'''\" (at end of document)": "a = '''abc",
    "Found invalid character '\\x01' (at line 1, column 5)": "# c \x01",
    "Cannot declare ('a',) twice (at line 2, column 3)": "[a]\n[a]",
    "Cannot overwrite a value (at end of document)": "a = 1\na = 2",
    "Expected ']' at the end of a table declaration (at end of document)": "[a",
    "Cannot mutate immutable namespace ('a',) (at end of document)": "a = {b=1}\na.c = 2",
    "Expected ']]' at the end of an array declaration (at line 1, column 4)": "[[a]\n",
    "Cannot redefine namespace ('a', 'b', 'c') (at end of document)": "[a.b.c]\n[a]\nb.c.d = 1",
    "Expected '=' after a key in a key/value pair (at line 1, column 3)": "a 1",
    "Invalid initial character for a key part (at line 1, column 3)": "a.= 1",
    "Unclosed array (at line 1, column 8)": "a = [1 2]",
    "Duplicate inline table key 'b' (at line 1, column 14)": "a = {b=1, b=2}",
    "Unclosed inline table (at end of document)": "a = {b=1",
    "Unescaped '\\' in a string (at line 1, column 8)": 'a = "\\q"',
    "Invalid hex value (at line 1, column 8)": 'a = "\\uZZZZ"',
    "Escaped character is not a Unicode scalar value (at line 1, column 12)": 'a = "\\uD800"',
    "Unterminated string (at end of document)": 'a = "abc',
    "Illegal character '\\x01' (at line 1, column 7)": 'a = "a\x01"',
    "Invalid date or datetime (at line 1, column 5)": "a = 2020-02-30",
    "Invalid value (at line 1, column 5)": "a = @",
    "Exceeds the limit (4300 digits) for integer string conversion": "a = " + "9" * 5000,
}


def _deck_refusal(text: str) -> str:
    with pytest.raises(DeckError) as caught:
        parse_deck_text(text, "deck.toml")
    (problem,) = caught.value.messages()
    return render(problem)


def test_every_message_of_tomllib_is_a_sentence_here() -> None:
    """Read from tomllib's own source: a Python whose parser says something new fails here."""
    source = Path(tomllib.__file__).with_name("_parser.py").read_text(encoding="utf-8")
    said = re.findall(r'suffixed_err\(\s*src,\s*\w+,\s*f?"((?:[^"\\]|\\.)*)"', source)
    assert len(said) >= 20
    known = {sentence.source.removesuffix(" ({position})") for sentence in SENTENCES}
    for message in said:
        # tomllib's f-string fields ({expect!r}, {src[pos]!r}, {key}) are our placeholders.
        fields = re.sub(r"\{[^}]*\}", "{}", message.replace("\\\\", "\\"))
        assert fields in {re.sub(r"\{[^}]*\}", "{}", source) for source in known}, message
    assert len(REFUSED) == len(SENTENCES)


@pytest.mark.parametrize(("english", "text"), REFUSED.items(), ids=range(len(REFUSED)))
def test_a_deck_that_is_not_toml_says_why_in_english_as_before(english: str, text: str) -> None:
    assert _deck_refusal(text) == f"deck.toml: not valid TOML: {english}"


@pytest.mark.parametrize(("english", "text"), REFUSED.items(), ids=range(len(REFUSED)))
def test_a_deck_that_is_not_toml_says_why_in_spanish(
    spanish: Language, english: str, text: str
) -> None:
    said = _deck_refusal(text)
    assert said.startswith("deck.toml: no es TOML válido: "), said
    reason = said.removeprefix("deck.toml: no es TOML válido: ")
    english_words = english.split(" (at ")[0].split("(")[0].split("'")[0].strip()
    assert english_words not in reason, said
    if "(at line" in english:
        line, column = re.findall(r"line (\d+), column (\d+)", english)[0]
        assert f"(en la línea {line}, columna {column})" in reason
    elif "(at end" in english:
        assert reason.endswith("(al final del documento)")


def test_a_lesson_that_is_not_toml_says_why_in_spanish(spanish: Language) -> None:
    with pytest.raises(LessonError) as caught:
        parse_lesson("id = [", "small.toml", {})
    (problem,) = caught.value.problems
    assert render(problem) == (
        "small.toml: no es TOML válido: valor no válido (al final del documento)"
    )


def test_a_lesson_that_is_not_toml_says_why_in_english_as_a_deck_does() -> None:
    with pytest.raises(LessonError) as caught:
        parse_lesson("id = [", "small.toml", {})
    assert list(caught.value.lines) == [
        "small.toml: not valid TOML: Invalid value (at end of document)"
    ]


def test_a_message_not_known_stays_english_in_any_language(spanish: Language) -> None:
    """A newer Python's words: quoted as they are, shortened and escaped, position kept."""
    reason = toml_reason("Something new\x1b[2J (at line 4, column 2)")
    assert reason == "Something new\\x1b[2J (at line 4, column 2)"
    assert render(reason) == reason
    # A known sentence with a position in words tomllib never uses is not known either.
    assert toml_reason("Unclosed array (at the far end)") == "Unclosed array (at the far end)"


def test_a_huge_key_is_shortened_inside_its_sentence(spanish: Language) -> None:
    said = _deck_refusal(f"[{'k' * 5000}]\n[{'k' * 5000}]\n")
    assert len(said) < 200 and said.endswith("(en la línea 2, columna 5002)"), said
