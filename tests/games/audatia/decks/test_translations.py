"""Card translations in deck files (issue 21, docs/i18n.md): the schema, the checker's warnings
and errors, the writer's round trip, the saves, and the card names said in a language."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path
from typing import Any

import pytest

from audatia_qt.engine.messages import CardName, fingerprint
from audatia_qt.engine.resources import decks_dir
from audatia_qt.engine.session.strict import Field, SaveError
from audatia_qt.games.audatia.decks.checks import card_fingerprint, deck_fingerprint
from audatia_qt.games.audatia.decks.load import (
    DeckError,
    load_deck,
    parse_deck_text,
    validate_deck_data,
)
from audatia_qt.games.audatia.decks.save import dump_deck, read_layout
from audatia_qt.games.audatia.decks.words import DeckWords, card_words
from audatia_qt.games.audatia.rules.cards import Gender, Translation
from audatia_qt.games.audatia.saves.deckjson import deck_from_json, deck_to_json

BOUCICAULT = decks_dir() / "boucicault.toml"


def _data() -> dict[str, Any]:
    return tomllib.loads(BOUCICAULT.read_text(encoding="utf-8"))


def test_the_bundled_decks_are_wholly_in_spanish() -> None:
    # No warning: no translation is left out, and each says it translates the English as it
    # is now (none stale or unstamped).
    for path in sorted(decks_dir().glob("*.toml")):
        deck = load_deck(path)
        assert deck.warnings == (), [str(w) for w in deck.warnings]
        strike = deck.definition.strikes[0]
        name, text = card_words(strike, "es").name, card_words(strike, "es").text
        assert name == strike.name  # Mandritto Fendente stays Italian
        assert text != strike.text and text.startswith("Un golpe descendente")


def test_a_translation_round_trips_through_the_writer_byte_for_byte() -> None:
    text = BOUCICAULT.read_text(encoding="utf-8")
    assert dump_deck(tomllib.loads(text), read_layout(text)) == text


def test_an_edited_translation_is_written_on_its_own_dotted_line() -> None:
    text = BOUCICAULT.read_text(encoding="utf-8")
    data = tomllib.loads(text)
    data["skill"][0]["translations"]["es"]["name"] = "Burla"
    written = dump_deck(data, read_layout(text))
    assert 'translations.es = { name = "Burla", gender = "feminine"' in written
    changed = [a for a, b in zip(text.splitlines(), written.splitlines(), strict=True) if a != b]
    assert len(changed) == 1
    deck = parse_deck_text(written, "edited")
    assert card_words(deck.definition.skills[0], "es").name == "Burla"


def test_a_missing_translation_is_a_warning_naming_the_card_and_the_language() -> None:
    data = _data()
    del data["skill"][1]["translations"]
    del data["strike"][0]["translations"]["es"]["text"]
    del data["posta"][2]["translations"]["es"]["gender"]
    deck = validate_deck_data(data, "deck")  # warnings never refuse a deck
    lines = [str(w) for w in deck.warnings]
    assert lines == [
        "posta[2].translations.es: Posta di Donna la sinestra: its translation into Español (es)"
        " gives no gender, so its article is a guess.",
        "strike[0].translations.es: Mandritto Fendente: its translation into Español (es) has"
        " no text; English is shown.",
        "skill[1]: Deny: no translation into Español (es); English is shown.",
    ]


def test_a_deck_without_any_spanish_gets_one_warning() -> None:
    data = _data()
    for table in data.values():
        for card in table if isinstance(table, list) else [table]:
            card.pop("translations", None)
    deck = validate_deck_data(data, "deck")
    assert [str(w) for w in deck.warnings] == [
        "The deck has no translation into Español (es): English is shown."
    ]


@pytest.mark.parametrize(
    ("where", "value", "expected"),
    [
        ("xx", {"text": "hola"}, "xx: unknown language code (translations are for es), got 'xx'"),
        ("en", {"text": "hi"}, "en: unknown language code (translations are for es), got 'en'"),
        ("x" * 5000, {"text": "hola"}, "must be at most 12 characters long"),
        ("es", {"text": 7}, "Input should be a valid string"),
        ("es", {"text": "x" * 100_000}, "must be at most 400 characters long"),
        ("es", {"name": "a\nb"}, "must be one line of text"),
        ("es", {"gender": "neuter"}, "Input should be 'masculine' or 'feminine'"),
        ("es", {"article": "un"}, "unknown field"),
        ("es", {}, "an empty translation: give a name, a text or a gender"),
        ("es", {"translates": "0123456789ab"}, "an empty translation: give a name, a text"),
        ("es", {"text": "hola", "translates": "ABC"}, "must be the English text's fingerprint"),
        ("es", {"text": "hola", "translates": "0" * 13}, "must be at most 12 characters long"),
        ("es", "hola", "must be a table of fields"),
    ],
)
def test_a_malformed_translation_is_refused_in_one_line(
    where: str, value: object, expected: str
) -> None:
    data = _data()
    data["strike"][3]["translations"] = {where: value}
    with pytest.raises(DeckError) as caught:
        validate_deck_data(data, "hostile.toml")
    line = caught.value.first_line()
    assert "\n" not in line and len(line) <= 300
    assert line.startswith("hostile.toml: strike[3].translations")
    assert expected in line


def test_translations_that_are_not_a_table_are_refused() -> None:
    data = _data()
    data["deck"]["translations"] = ["es"]
    with pytest.raises(DeckError) as caught:
        validate_deck_data(data, "hostile.toml")
    assert "deck.translations: must be a table of fields" in caught.value.first_line()


def test_a_save_carries_the_translations_and_refuses_bad_ones() -> None:
    deck = load_deck(BOUCICAULT).definition
    data = deck_to_json(deck)
    assert deck_from_json(Field(data, "deck")) == deck
    older = copy.deepcopy(data)  # a save from before translations
    for card in older["skills"]:
        card.pop("translations")
    assert deck_from_json(Field(older, "deck")).skills[0].translations == ()
    data["skills"][0]["translations"] = {"xx": {"name": None, "text": "t", "gender": None}}
    with pytest.raises(SaveError, match="unknown field 'xx'"):
        deck_from_json(Field(data, "deck"))


def test_card_names_take_the_spanish_article_of_their_gender() -> None:
    decks = [load_deck(path).definition for path in sorted(decks_dir().glob("*.toml"))]
    spanish = DeckWords(decks, "es")
    assert spanish.card_name(CardName("Roverso Sottano", article=True)) == "un Roverso Sottano"
    assert spanish.card_name(CardName("Posta Longa", article=True)) == "una Posta Longa"
    assert spanish.card_name(CardName("Punta", article=True)) == "una Punta"
    assert spanish.card_name(CardName("Taunt", article=True)) == "una Provocación"
    assert spanish.card_name(CardName("Eye of the Lynx")) == "Ojo de Lince"
    assert spanish.card_name(CardName("Stretto Side", article=True)) == "un Lado Stretto"
    english = DeckWords(decks, "en")
    assert english.card_name(CardName("Eye of the Lynx", article=True)) == "an Eye of the Lynx"
    assert english.card_name(CardName("Taunt")) == "Taunt"


def test_a_name_no_deck_gives_is_said_as_it_is() -> None:
    words = DeckWords([], "es")
    assert words.card_name(CardName("Tramazzone", article=True)) == "un Tramazzone"
    assert words.card_text("Tramazzone") is None


def test_a_translation_without_gender_takes_the_masculine_article() -> None:
    deck = load_deck(BOUCICAULT).definition
    posta = deck.poste[0]
    bare = type(posta)(**{**posta.__dict__, "translations": (("es", Translation(text="t")),)})
    assert card_words(bare, "es").with_article() == f"un {posta.name}"
    assert Gender("feminine") is Gender.FEMININE


def test_the_unknown_language_check_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "deck.toml"
    path.write_text(
        BOUCICAULT.read_text(encoding="utf-8").replace("\ntranslations.es", "\ntranslations.sp", 1),
        encoding="utf-8",
    )
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    assert "translations.sp: unknown language code" in caught.value.first_line()


def test_a_changed_english_text_makes_its_translation_stale_but_still_shown() -> None:
    data = _data()
    assert validate_deck_data(data, "deck").warnings == ()
    data["strike"][0]["text"] += " It cuts."
    data["skill"][0]["name"] = "Jeer"
    data["deck"]["description"] = "A marshal of France."
    deck = validate_deck_data(data, "deck")
    strike = card_fingerprint(data["strike"][0]["name"], data["strike"][0]["text"])
    taunt = card_fingerprint("Jeer", data["skill"][0]["text"])
    own = deck_fingerprint("Boucicault", data["deck"]["character"], "A marshal of France.")

    def stale(path: str, card: str, now: str) -> str:
        return (
            f"{path}.translations.es: {card}: the English text changed after the Español "
            "translation was written. Compare them in the card's Translations and edit the "
            "Español text: once edited, it counts as up to date. (in the deck file, once it "
            f'matches the English: translates = "{now}")'
        )

    assert [str(w) for w in deck.warnings] == [
        "deck.translations.es: The deck's name, character or description changed after their "
        "Español translation was written. Compare them in Deck details, under Translations, "
        "and edit the Español text: once edited, it counts as up to date. (in the deck file, "
        f'once it matches the English: translates = "{own}")',
        stale("strike[0]", "Mandritto Fendente", strike),
        stale("skill[0]", "Jeer", taunt),
    ]
    # The author's own line names no file field: that is the detail's.
    assert not any("translates" in w.message.english() for w in deck.warnings)
    # A stale translation is usually almost right: the faces still show it.
    skill = deck.definition.skills[0]
    assert card_words(skill, "es").name == "Provocación"
    # Brought up to date: the warning goes.
    data["skill"][0]["translations"]["es"]["translates"] = taunt
    lines = [str(w) for w in validate_deck_data(data, "deck").warnings]
    assert len(lines) == 2 and not any(line.startswith("skill[0]") for line in lines)


def test_a_translation_not_saying_what_it_translates_is_a_warning_giving_the_fingerprint() -> None:
    data = _data()
    del data["posta"][0]["translations"]["es"]["translates"]
    del data["deck"]["translations"]["es"]["translates"]
    now = card_fingerprint(data["posta"][0]["name"], data["posta"][0]["text"])
    info = data["deck"]
    own = deck_fingerprint(info["name"], info["character"], info["description"])
    assert [str(w) for w in validate_deck_data(data, "deck").warnings] == [
        "deck.translations.es: The Español translation of the deck's name, character and "
        "description is not marked as matching the English, so a later change to the English "
        "would go unnoticed. Check it in Deck details, under Translations, and edit it: once "
        "edited, it counts as up to date. (in the deck file, once it matches the English: "
        f'translates = "{own}")',
        "posta[0].translations.es: Posta Frontale ditta Corona: the Español translation is not "
        "marked as matching the English text, so a later change to the English would go "
        "unnoticed. Check it in the card's Translations and edit it: once edited, it counts as "
        f'up to date. (in the deck file, once it matches the English: translates = "{now}")',
    ]


def test_the_fingerprint_is_of_the_english_name_and_text_only() -> None:
    assert card_fingerprint("Taunt", "A text.") == fingerprint("Taunt\nA text.")
    assert card_fingerprint("Taunt", "A text.") == card_fingerprint("Taunt", "A text.  \n")
    assert card_fingerprint("Taunt", "A text.") != card_fingerprint("Taunt", "A text!")
    assert card_fingerprint("Taunt", "A text.") != card_fingerprint("Jeer", "A text.")
    assert deck_fingerprint("B", "C", "D") != deck_fingerprint("B", "C", "E")


def test_a_stamped_translation_round_trips_through_the_writer() -> None:
    text = BOUCICAULT.read_text(encoding="utf-8")
    data = tomllib.loads(text)
    assert data["strike"][0]["translations"]["es"]["translates"]
    data["strike"][0]["translations"]["es"]["translates"] = "0123456789ab"
    written = dump_deck(data, read_layout(text))
    assert tomllib.loads(written)["strike"][0]["translations"]["es"]["translates"] == (
        "0123456789ab"
    )
