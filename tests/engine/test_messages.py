"""audatia_qt.engine.messages: sentences said with their values, in English without the catalogs."""

from __future__ import annotations

import pytest

from audatia_qt.engine.messages import (
    CardName,
    Message,
    placeholders,
    translate,
)
from audatia_qt.games.audatia.rules.terms import comma_list, or_list

WAITS = translate("Test", "{fencer} waits.")
LEFT = translate("Test", "{fencer} has %n card(s) left.", None, 0)


def test_a_sentence_said_fills_its_placeholders() -> None:
    assert WAITS.say(fencer="Galeazzo").english() == "Galeazzo waits."


def test_a_counted_sentence_takes_its_count() -> None:
    message = LEFT.say(3, fencer="Galeazzo")
    assert message.english() == "Galeazzo has 3 card(s) left."
    assert LEFT.counted and not WAITS.counted


def test_messages_nest_and_card_names_take_their_article() -> None:
    side = translate("Test", "the left side").say()
    plays = translate("Test", "{fencer} plays {card} on {side}.")
    said = plays.say(fencer="Boucicault", card=CardName("Abrazare", article=True), side=side)
    assert said.english() == "Boucicault plays an Abrazare on the left side."
    assert CardName("Roverso Sottano", article=True).english() == "a Roverso Sottano"
    assert [type(part).__name__ for part in said.walk()] == ["Message", "CardName", "Message"]


@pytest.mark.parametrize(
    ("call", "problem"),
    [
        (lambda: WAITS.say(), "placeholders"),
        (lambda: WAITS.say(fencer="A", card="B"), "placeholders"),
        (lambda: WAITS.say(2, fencer="A"), "count given"),
        (lambda: LEFT.say(fencer="A"), "count missing"),
        (lambda: translate("Test", "x", "a meaning"), "disambiguation"),
    ],
)
def test_a_sentence_said_wrongly_is_refused(call: object, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        call()  # type: ignore[operator]


def test_placeholders_are_the_named_fields() -> None:
    assert placeholders("{a} and {b}, {{not}} %n") == {"a", "b"}


def test_a_list_is_said_item_by_item() -> None:
    assert comma_list([]) == ""
    assert comma_list(["one"]) == "one"
    said = comma_list([CardName("Punta"), "two", CardName("Taunt", article=True)])
    assert isinstance(said, Message)
    assert said.english() == "Punta, two, a Taunt"
    cards = {part for part in said.walk() if isinstance(part, CardName)}
    assert cards == {CardName("Punta"), CardName("Taunt", article=True)}


def test_alternatives_are_said_with_or_before_the_last() -> None:
    assert or_list([]) == ""
    assert or_list(["one"]) == "one"
    two = or_list(["one", CardName("Punta")])
    assert isinstance(two, Message) and two.english() == "one or Punta"
    three = or_list(["'a'", "'b'", "'c'"])
    assert isinstance(three, Message) and three.english() == "'a', 'b' or 'c'"
    assert CardName("Punta") in set(two.walk())
