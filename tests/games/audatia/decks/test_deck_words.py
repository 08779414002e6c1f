"""The deck checker's and loader's words (issue 21): a malformed deck's problems, its warnings
and a file refused whole read in Spanish with the real catalogs, through the builder's
``render`` and `audatia deck check --language es`, and in English exactly as before."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from audatia_qt.__main__ import main
from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.decks.load import DeckError, parse_deck_bytes, validate_deck_data
from audatia_qt.games.audatia.rules.effects import effect_types
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render

SOURCE = "mala.toml"


def _malformed(*, unknown_field: bool) -> dict[str, Any]:
    """Boucicault with a Strike too few, its first Strike a cut without its half sun, and
    (if asked) a field the schema does not know."""
    data = tomllib.loads((decks_dir() / "boucicault.toml").read_text("utf-8"))
    strikes = data["strike"]
    cut = next(card for card in strikes if "sun" in card and card.get("count", 1) == 1)
    del cut["sun"]
    strikes.remove(cut)
    strikes.insert(0, cut)
    del strikes[-1]
    if unknown_field:
        strikes[1]["colour"] = "red"
    return data


ENGLISH = ["mala.toml: strike[1].colour: unknown field (not part of the deck schema)"]


def _error() -> DeckError:
    """The schema's refusal (the rules are judged only once the fields are right)."""
    with pytest.raises(DeckError) as raised:
        validate_deck_data(_malformed(unknown_field=True), SOURCE)
    return raised.value


def _rules_error() -> DeckError:
    with pytest.raises(DeckError) as raised:
        validate_deck_data(_malformed(unknown_field=False), SOURCE)
    return raised.value


def test_a_malformed_deck_reads_the_same_in_english(qapp: object) -> None:
    assert _error().lines() == ENGLISH
    error = _rules_error()
    assert error.lines()[0] == (
        "mala.toml: strike[0].sun: every cut carries a half sun: top_left or top_right"
    )
    assert error.lines()[1].startswith("mala.toml: strike: a deck has 18 cards, found ")
    assert error.first_line().endswith("(and 1 more problem)")
    # Rendered in English (its catalog holds the plural forms), the lines are the same.
    language = Language(qapp)  # type: ignore[arg-type]
    try:
        language.switch("en")
        assert [render(message) for message in error.messages()] == error.lines()
        assert render(error.first_message()) == error.first_line()
    finally:
        language.uninstall()


def test_a_malformed_deck_reads_in_spanish(spanish: Language) -> None:
    assert [render(message) for message in _error().messages()] == [
        "mala.toml: strike[1].colour: campo desconocido (no forma parte del esquema de baraja)"
    ]
    error = _rules_error()
    said = [render(message) for message in error.messages()]
    assert said[0] == "mala.toml: strike[0].sun: todo Corte lleva medio Sol: top_left o top_right"
    assert said[1].startswith("mala.toml: strike: una baraja tiene 18 cartas, y esta tiene ")
    assert render(error.first_message()).endswith("(y 1 problema más)")
    # The English lines the command line and the tests read are unchanged meanwhile.
    assert error.lines()[0].endswith("every cut carries a half sun: top_left or top_right")


@pytest.mark.parametrize(
    ("data", "spanish_words"),
    [
        (b"", "mala.toml: el archivo está vacío"),
        (b"\x00\x01", "mala.toml: es un archivo binario, no un archivo de baraja TOML"),
        (b"[[posta]\nid=", "mala.toml: no es TOML válido: "),
        (b"[deck]\nid = 3\n", "mala.toml: deck.id: debe ser un texto, pero es 3"),
    ],
)
def test_a_file_refused_whole_reads_in_spanish(
    spanish: Language, data: bytes, spanish_words: str
) -> None:
    with pytest.raises(DeckError) as raised:
        parse_deck_bytes(data, SOURCE)
    said = [render(message) for message in raised.value.messages()]
    assert any(line.startswith(spanish_words) for line in said), said


def test_deck_check_speaks_spanish(
    spanish: Language, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "mala.toml"
    bad.write_text("[deck]\nid = 3\n", encoding="utf-8")
    assert main(["--language", "es", "deck", "check", str(bad), str(tmp_path / "nada")]) == 1
    out = capsys.readouterr().out
    assert "deck.id: debe ser un texto, pero es 3" in out
    assert "falta un campo obligatorio" in out
    assert main(["--language", "en", "deck", "check", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "deck.id: Input should be a valid string, got 3" in out
    assert "required field is missing" in out


def test_the_effects_names_and_summaries_read_in_spanish(spanish: Language) -> None:
    said = {effect.kind: render(effect.name.say()) for effect in effect_types()}
    assert said["avoid_attack"] == "Esquivar el Ataque"
    assert said["feint"] == "Finta"
    for effect in effect_types():
        assert render(effect.summary.say()) != effect.summary.source, effect.kind


@pytest.mark.parametrize(
    ("data", "english", "spanish_words"),
    [
        (
            b'[[posta]]\ntranslations.es = { gender = "neuter" }\n',
            "mala.toml: posta[0].translations.es.gender: Input should be 'masculine' or "
            "'feminine', got 'neuter'",
            "mala.toml: posta[0].translations.es.gender: debe ser 'masculine' o 'feminine', "
            "pero es 'neuter'",
        ),
        (
            b"[deck]\nschema_version = 2\n",
            "mala.toml: deck.schema_version: Input should be 1, got 2",
            "mala.toml: deck.schema_version: debe ser 1, pero es 2",
        ),
    ],
)
def test_the_allowed_values_are_said_with_the_readers_or(
    spanish: Language, data: bytes, english: str, spanish_words: str
) -> None:
    with pytest.raises(DeckError) as raised:
        parse_deck_bytes(data, SOURCE)
    assert english in raised.value.lines()
    assert spanish_words in [render(message) for message in raised.value.messages()]


def test_many_allowed_values_are_said_with_the_readers_or(spanish: Language) -> None:
    with pytest.raises(DeckError) as raised:
        parse_deck_bytes(b'[[posta]]\nattacks = ["cut"]\n', SOURCE)
    (english,) = [line for line in raised.value.lines() if ".attacks[0]" in line]
    assert english.endswith(
        "Input should be 'mandritto_fendente', 'roverso_fendente', 'mandritto_mezano', "
        "'roverso_mezano', 'mandritto_sottano', 'roverso_sottano' or 'punta', got 'cut'"
    ), english
    said = [render(message) for message in raised.value.messages()]
    (spanish_line,) = [line for line in said if ".attacks[0]" in line]
    assert spanish_line.endswith("'roverso_sottano' o 'punta', pero es 'cut'")
