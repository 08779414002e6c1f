"""Malformed deck files: every fault becomes a DeckError naming the field, never a traceback.

Each case mutates the bundled Galeazzo deck (its parsed TOML, its text or its bytes) and names
the field path (or, for faults of the whole file, words of the message) that must be reported.
"""

from __future__ import annotations

import copy
import io
import os
import subprocess
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.decks.check import run_check
from audatia_qt.games.audatia.decks.load import (
    MAX_DECK_BYTES,
    DeckError,
    load_deck,
    parse_deck_bytes,
    parse_deck_text,
    validate_deck_data,
)

REPO_ROOT = decks_dir().parent
GALEAZZO_PATH = decks_dir() / "galeazzo-da-mantoa.toml"
GALEAZZO_BYTES = GALEAZZO_PATH.read_bytes()
GALEAZZO_TEXT = GALEAZZO_BYTES.decode("utf-8")
SOURCE = "galeazzo-da-mantoa.toml"
_RAW: dict[str, Any] = tomllib.loads(GALEAZZO_TEXT)

Deck = dict[str, Any]


def _at(kind: str, card_id: str) -> str:
    """The field path of a Galeazzo card by id, e.g. ``strike[3]``."""
    return f"{kind}[{[card.get('id') for card in _RAW[kind]].index(card_id)}]"


def _card(deck: Deck, kind: str, card_id: str) -> dict[str, Any]:
    """The mutable table of a Galeazzo card by id."""
    return next(card for card in deck[kind] if card.get("id") == card_id)


def _virtue_card(deck: Deck, virtue: str) -> dict[str, Any]:
    return next(card for card in deck["virtue"] if card["virtue"] == virtue)


def assert_reported(error: DeckError, source: str) -> None:
    """Every line is one line, names the source file and carries no traceback."""
    lines = error.lines()
    assert lines
    assert len(lines) == len(error.problems)
    for line in lines:
        assert "\n" not in line and "\r" not in line, line
        assert line.startswith(f"{source}: "), line
        assert "Traceback" not in line, line


# --- faults in the parsed deck (validate_deck_data) ----------------------------------------------


def _set(kind: str, card_id: str, field: str, value: object) -> Callable[[Deck], None]:
    def mutate(deck: Deck) -> None:
        _card(deck, kind, card_id)[field] = value

    return mutate


def _drop(kind: str, card_id: str, field: str) -> Callable[[Deck], None]:
    def mutate(deck: Deck) -> None:
        del _card(deck, kind, card_id)[field]

    return mutate


def _remove_card(kind: str, card_id: str) -> Callable[[Deck], None]:
    def mutate(deck: Deck) -> None:
        deck[kind].remove(_card(deck, kind, card_id))

    return mutate


def _duplicate_posta_with_new_id(deck: Deck) -> None:
    copied = copy.deepcopy(_card(deck, "posta", "posta-longa"))
    copied["id"] = "posta-longa-2"
    deck["posta"].append(copied)


def _give_strike_id_of_another(deck: Deck) -> None:
    _card(deck, "strike", "mandritto-fendente-tl")["id"] = "mandritto-fendente-b"


def _add_icon(card_id: str, kind: str) -> Callable[[Deck], None]:
    def mutate(deck: Deck) -> None:
        _card(deck, "strike", card_id)["icons"].append({"kind": kind})

    return mutate


def _remove_virtue(deck: Deck) -> None:
    deck["virtue"].remove(_virtue_card(deck, "celeritas"))


def _duplicate_virtue(deck: Deck) -> None:
    _virtue_card(deck, "prudentia")["virtue"] = "audatia"


def _misspell_virtue(deck: Deck) -> None:
    _virtue_card(deck, "fortitudo")["virtue"] = "courage"


def _drop_deck_table(deck: Deck) -> None:
    del deck["deck"]


def _add_top_level_table(deck: Deck) -> None:
    deck["notes"] = {"author": "me"}


def _set_deck(field: str, value: object) -> Callable[[Deck], None]:
    def mutate(deck: Deck) -> None:
        deck["deck"][field] = value

    return mutate


def _drop_defend_blows(deck: Deck) -> None:
    del _card(deck, "skill", "tempo")["effect"]["blows"]


def _strike_is_not_a_table(deck: Deck) -> None:
    deck["strike"][0] = "mandritto-fendente"


DATA_CASES = [
    # wrong types
    pytest.param(
        _set("strike", "mandritto-fendente-tr", "count", "two"),
        f"{_at('strike', 'mandritto-fendente-tr')}.count",
        id="count-is-a-word",
    ),
    pytest.param(
        _set("strike", "mandritto-fendente-tr", "count", "2"),
        f"{_at('strike', 'mandritto-fendente-tr')}.count",
        id="count-is-a-string",
    ),
    pytest.param(
        _set("strike", "mandritto-fendente-tr", "count", True),
        f"{_at('strike', 'mandritto-fendente-tr')}.count",
        id="count-is-a-boolean",
    ),
    pytest.param(
        _set("posta", "corona", "exchange", "yes"),
        f"{_at('posta', 'corona')}.exchange",
        id="exchange-is-yes",
    ),
    pytest.param(
        _set("strike", "punta-b", "basic", 1),
        f"{_at('strike', 'punta-b')}.basic",
        id="basic-is-a-number",
    ),
    pytest.param(_strike_is_not_a_table, "strike[0]", id="strike-is-a-string"),
    # unknown fields
    pytest.param(
        _set("strike", "punta-b", "colour", "red"),
        f"{_at('strike', 'punta-b')}.colour",
        id="unknown-card-field",
    ),
    pytest.param(_add_top_level_table, "notes", id="unknown-top-level-table"),
    # missing required fields
    pytest.param(
        _drop("strike", "roverso-mezano-b", "blow"),
        f"{_at('strike', 'roverso-mezano-b')}.blow",
        id="strike-without-blow",
    ),
    pytest.param(_drop_deck_table, "deck", id="missing-deck-table"),
    pytest.param(
        _drop("posta", "posta-breve", "provenance"),
        f"{_at('posta', 'posta-breve')}.provenance",
        id="missing-provenance",
    ),
    # bad enum values
    pytest.param(
        _set("strike", "mandritto-fendente-b", "blow", "mandritto_fendent"),
        f"{_at('strike', 'mandritto-fendente-b')}.blow",
        id="blow-misspelt",
    ),
    pytest.param(
        _set("strike", "roverso-fendente-b", "sun", "middle"),
        f"{_at('strike', 'roverso-fendente-b')}.sun",
        id="sun-middle",
    ),
    pytest.param(
        _misspell_virtue,
        f"virtue[{[card['virtue'] for card in _RAW['virtue']].index('fortitudo')}].virtue",
        id="virtue-courage",
    ),
    pytest.param(
        _set("skill", "schivare", "requires", "courage"),
        f"{_at('skill', 'schivare')}.requires",
        id="requires-courage",
    ),
    # bad ids
    pytest.param(
        _set("strike", "punta-b", "id", "Punta-B"),
        f"{_at('strike', 'punta-b')}.id",
        id="id-uppercase",
    ),
    pytest.param(
        _set("posta", "corona", "id", "posta corona"),
        f"{_at('posta', 'corona')}.id",
        id="id-with-spaces",
    ),
    # composition
    pytest.param(_remove_card("strike", "mandritto-fendente-tl"), "strike", id="17-strikes"),
    pytest.param(_duplicate_posta_with_new_id, "posta", id="13-poste"),
    pytest.param(_set("strike", "punta-b", "basic", False), "basic", id="11-basic"),
    pytest.param(
        _give_strike_id_of_another,
        f"{_at('strike', 'mandritto-fendente-tl')}.id",
        id="duplicate-id",
    ),
    pytest.param(
        _set("strike", "punta-b", "end_posta", "posta-lunga"),
        f"{_at('strike', 'punta-b')}.end_posta",
        id="dangling-end-posta",
    ),
    # art paths
    pytest.param(
        _set("posta", "corona", "art", "../x.png"),
        f"{_at('posta', 'corona')}.art",
        id="art-escapes-folder",
    ),
    pytest.param(
        _set("posta", "corona", "art", "/x.png"),
        f"{_at('posta', 'corona')}.art",
        id="art-absolute",
    ),
    # skills
    pytest.param(
        _set("skill", "finta", "timing", "out_of_measure"),
        f"{_at('skill', 'finta')}.timing",
        id="feint-out-of-measure",
    ),
    pytest.param(
        _drop_defend_blows,
        f"{_at('skill', 'tempo')}.effect.blows",
        id="defend-without-blows",
    ),
    pytest.param(
        _set("skill", "finta", "effect", {"kind": "fient"}),
        f"{_at('skill', 'finta')}.effect",
        id="effect-kind-unknown",
    ),
    # Stretto cards
    pytest.param(
        _drop("remedy", "gomito-e-pomo", "outside"),
        _at("remedy", "gomito-e-pomo"),
        id="remedy-without-halves",
    ),
    pytest.param(
        _set("counter_remedy", "coperta-e-pomo", "count", 2),
        _at("remedy", "volta-e-pomo"),
        id="remedy-with-two-perfect-counters",
    ),
    pytest.param(
        _set("counter_remedy", "volta-di-gomito", "inside", "night"),
        _at("remedy", "soprana-tor-di-spada"),
        id="remedy-with-no-perfect-counter",
    ),
    # strikes
    pytest.param(
        _drop("strike", "mandritto-mezano-b", "sun"),
        f"{_at('strike', 'mandritto-mezano-b')}.sun",
        id="cut-without-sun",
    ),
    pytest.param(
        _set("strike", "punta-b", "sun", "top_left"),
        f"{_at('strike', 'punta-b')}.sun",
        id="punta-with-sun",
    ),
    pytest.param(
        _add_icon("mandritto-fendente-b", "exchange"),
        f"{_at('strike', 'mandritto-fendente-b')}.icons",
        id="exchange-icon-on-cut",
    ),
    pytest.param(
        _add_icon("punta-b", "cycle"),
        f"{_at('strike', 'punta-b')}.icons",
        id="cycle-icon-on-strike",
    ),
    pytest.param(
        _add_icon("punta-b", "attack"),
        f"{_at('strike', 'punta-b')}.icons",
        id="icon-listed-twice",
    ),
    pytest.param(
        _set("strike", "punta-b", "parried_by", ["roverso_sottano", "roverso_sottano"]),
        f"{_at('strike', 'punta-b')}.parried_by",
        id="parried-by-listed-twice",
    ),
    pytest.param(
        _set("posta", "tutta-porta-di-ferro", "attackable_by", []),
        f"{_at('posta', 'tutta-porta-di-ferro')}.attackable_by",
        id="attackable-by-empty",
    ),
    # virtue cards
    pytest.param(_remove_virtue, "virtue", id="virtue-missing"),
    pytest.param(_duplicate_virtue, "virtue", id="virtue-duplicated"),
    # deck identity
    pytest.param(_set_deck("schema_version", 2), "deck.schema_version", id="schema-version-2"),
    pytest.param(
        _set_deck("schema_version", True), "deck.schema_version", id="schema-version-true"
    ),
    pytest.param(_set_deck("name", "Galeazzo\nda Mantoa"), "deck.name", id="multi-line-name"),
    pytest.param(
        _set("posta", "corona", "name", "   "), f"{_at('posta', 'corona')}.name", id="blank-name"
    ),
]


@pytest.mark.parametrize(("mutate", "path"), DATA_CASES)
def test_malformed_deck_data_names_the_field(mutate: Callable[[Deck], None], path: str) -> None:
    """A fault in one field raises DeckError with a problem at that field's path."""
    deck = copy.deepcopy(_RAW)
    mutate(deck)
    with pytest.raises(DeckError) as caught:
        validate_deck_data(deck, SOURCE)
    paths = [problem.path for problem in caught.value.problems]
    assert path in paths
    assert_reported(caught.value, SOURCE)


def test_unmutated_galeazzo_data_is_valid() -> None:
    """The baseline every malformed case starts from is itself valid."""
    assert validate_deck_data(copy.deepcopy(_RAW), SOURCE).definition.id == "galeazzo-da-mantoa"


def test_deck_that_is_not_a_table_is_reported() -> None:
    """A document that is not a table at all is one whole-file problem."""
    with pytest.raises(DeckError) as caught:
        validate_deck_data(["not", "a", "deck"], SOURCE)
    assert [problem.path for problem in caught.value.problems] == [""]
    assert_reported(caught.value, SOURCE)


# --- faults in the text or the bytes ---------------------------------------------------------


def _replace_once(old: str, new: str) -> str:
    assert old in GALEAZZO_TEXT
    return GALEAZZO_TEXT.replace(old, new, 1)


TEXT_CASES = [
    pytest.param(
        _replace_once('name = "Galeazzo da Mantoa"', 'name = """Galeazzo\nda Mantoa"""'),
        "deck.name",
        id="multi-line-name-in-toml",
    ),
    pytest.param(
        _replace_once('blow = "mandritto_fendente"', 'blow = "mandritto_fendent"'),
        "strike[0].blow",
        id="blow-misspelt-in-toml",
    ),
    pytest.param(
        _replace_once("schema_version = 1", "schema_version = 2"),
        "deck.schema_version",
        id="schema-version-2-in-toml",
    ),
]


@pytest.mark.parametrize(("text", "path"), TEXT_CASES)
def test_malformed_deck_text_names_the_field(text: str, path: str) -> None:
    """Faults written in TOML text are reported at their field path."""
    with pytest.raises(DeckError) as caught:
        parse_deck_text(text, SOURCE)
    assert path in [problem.path for problem in caught.value.problems]
    assert_reported(caught.value, SOURCE)


BYTES_CASES = [
    pytest.param(b"[[posta]\nid=", "not valid TOML", id="not-toml"),
    pytest.param(b'[deck]\nid = "a"\nid = "b"\n', "not valid TOML", id="toml-duplicate-key"),
    pytest.param(b"", "empty", id="empty-file"),
    pytest.param(b"  \n\t\r\n  ", "empty", id="whitespace-only"),
    pytest.param(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary", id="binary-file"),
    pytest.param(b'[deck]\nname = "caf\xe9"\n', "UTF-8", id="invalid-utf8"),
    pytest.param(GALEAZZO_BYTES[: len(GALEAZZO_BYTES) // 2], "", id="truncated-file"),
]


@pytest.mark.parametrize(("data", "words"), BYTES_CASES)
def test_malformed_bytes_are_one_clear_problem(data: bytes, words: str) -> None:
    """Whole-file faults (not TOML, empty, binary, not UTF-8) are reported without a traceback."""
    with pytest.raises(DeckError) as caught:
        parse_deck_bytes(data, SOURCE)
    assert any(words in problem.english() for problem in caught.value.problems)
    assert_reported(caught.value, SOURCE)


# --- faults of the path (load_deck) ----------------------------------------------------------


def test_load_deck_of_a_folder(tmp_path: Path) -> None:
    """A folder passed as a deck file is one problem, not an IsADirectoryError."""
    with pytest.raises(DeckError) as caught:
        load_deck(tmp_path)
    assert [problem.path for problem in caught.value.problems] == [""]
    assert "folder" in caught.value.problems[0].english()
    assert_reported(caught.value, str(tmp_path))


def test_load_deck_of_a_missing_file(tmp_path: Path) -> None:
    """A missing file is one problem, not a FileNotFoundError."""
    missing = tmp_path / "nope.toml"
    with pytest.raises(DeckError) as caught:
        load_deck(missing)
    assert "no such file" in caught.value.problems[0].english()
    assert_reported(caught.value, str(missing))


def test_load_deck_of_a_huge_file(tmp_path: Path) -> None:
    """A file far larger than any deck is refused before it is read."""
    huge = tmp_path / "huge.toml"
    huge.write_bytes(b"#" * (MAX_DECK_BYTES + 1))
    with pytest.raises(DeckError) as caught:
        load_deck(huge)
    assert "too large" in caught.value.problems[0].english()
    assert_reported(caught.value, str(huge))


def test_load_deck_reads_a_copied_deck(tmp_path: Path) -> None:
    """load_deck reads a valid file anywhere and names it by its path."""
    copied = tmp_path / "mine.toml"
    copied.write_bytes(GALEAZZO_BYTES)
    assert load_deck(copied).source == str(copied)


# --- the command line ------------------------------------------------------------------------

_BAD_TEXT = _replace_once('blow = "mandritto_fendente"', 'blow = "mandritto_fendent"')


def test_check_folder_with_a_valid_and_an_invalid_deck(tmp_path: Path) -> None:
    """A summary line for the valid deck, problem lines for the invalid one, exit 1."""
    (tmp_path / "a-good.toml").write_bytes(GALEAZZO_BYTES)
    bad = tmp_path / "b-bad.toml"
    bad.write_text(_BAD_TEXT, encoding="utf-8")
    out = io.StringIO()
    assert run_check([str(tmp_path)], out) == 1
    lines = out.getvalue().splitlines()
    assert lines[0] == (
        "galeazzo-da-mantoa: 12 posta, 18 strike, 6 remedy, 6 counter-remedy, 9 skill, 12 basic"
    )
    assert lines[1:]
    for line in lines[1:]:
        assert line.startswith(f"{bad}: "), line
    assert f"{bad}: strike[0].blow: " in out.getvalue()
    assert "Traceback" not in out.getvalue()


def test_check_missing_path(tmp_path: Path) -> None:
    """A path that does not exist: one line naming it, exit 1."""
    missing = tmp_path / "missing.toml"
    out = io.StringIO()
    assert run_check([str(missing)], out) == 1
    lines = out.getvalue().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"{missing}: ")


def test_check_empty_folder(tmp_path: Path) -> None:
    """A folder without deck files: one line naming it, exit 1."""
    out = io.StringIO()
    assert run_check([str(tmp_path)], out) == 1
    lines = out.getvalue().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"{tmp_path}: ")


def test_cli_deck_check_bad_file_exits_1_without_traceback(tmp_path: Path) -> None:
    """`python -m audatia_qt deck check BAD` exits 1 and prints problems, not a traceback."""
    bad = tmp_path / "bad.toml"
    bad.write_text(_BAD_TEXT, encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "audatia_qt", "deck", "check", str(bad)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=False,
    )
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    assert "Traceback" not in result.stdout
    assert f"{bad}: strike[0].blow: " in result.stdout


def test_a_byte_order_mark_is_accepted() -> None:
    """Editors on Windows may save UTF-8 with a byte-order mark; the deck still loads."""
    loaded = parse_deck_bytes(b"\xef\xbb\xbf" + GALEAZZO_TEXT.encode("utf-8"), "bom.toml")
    assert loaded.file.deck.id == "galeazzo-da-mantoa"


def test_messages_speak_toml_not_python_class_names() -> None:
    """A card that is not a table is reported as such, without pydantic's model names."""
    deck = copy.deepcopy(_RAW)
    deck["strike"][0] = "mandritto"
    with pytest.raises(DeckError) as caught:
        validate_deck_data(deck, "odd.toml")
    lines = caught.value.lines()
    assert "odd.toml: strike[0]: must be a table of fields" in lines
    assert not any("Model" in line for line in lines)
