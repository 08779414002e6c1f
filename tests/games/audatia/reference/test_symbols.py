"""The Symbols chapter: one entry per symbol the card renderer draws, each drawn by it."""

from __future__ import annotations

import ast
import inspect
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from audatia_qt.games.audatia.reference import load_reference
from audatia_qt.games.audatia.render import symbols
from audatia_qt.games.audatia.render.symbol_sheet import SYMBOLS, draw_symbol, symbol_keys
from audatia_qt.games.audatia.rules.cards import IconKind, MoonHalf, Virtue


def _action_icon_names() -> set[str]:
    """Every icon name ``symbols.action_icon`` draws, read from its own comparisons."""
    tree = ast.parse(inspect.getsource(symbols.action_icon))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and isinstance(node.left, ast.Name):
            if node.left.id != "name":
                continue
            for value in ast.walk(node.comparators[0]):
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    names.add(value.value)
    return names


def _spy(monkeypatch: pytest.MonkeyPatch, calls: list[tuple[str, Any]]) -> None:
    """Record each call of the renderer's public symbol functions with what it drew."""
    arguments = {
        "action_icon": lambda args, kwargs: args[1],
        "virtue_coin": lambda args, kwargs: args[1],
        "virtue_emblem": lambda args, kwargs: args[1],
        "moon_night_half": lambda args, kwargs: args[3],
        "seven_swords": lambda args, kwargs: kwargs.get("inverted", False),
        "half_sun": lambda args, kwargs: None,
    }
    for name, argument in arguments.items():
        original = getattr(symbols, name)

        def spy(
            *args: Any,
            _name: str = name,
            _original: Callable[..., None] = original,
            _argument: Callable[[tuple[Any, ...], dict[str, Any]], Any] = argument,
            **kwargs: Any,
        ) -> None:
            calls.append((_name, _argument(args, kwargs)))
            _original(*args, **kwargs)

        monkeypatch.setattr(symbols, name, spy)


def _drawn(calls: list[tuple[str, Any]], name: str) -> set[Any]:
    return {
        value.value if isinstance(value, IconKind) else value
        for function, value in calls
        if function == name
    }


def test_the_sheet_draws_every_symbol_the_renderer_draws(monkeypatch: pytest.MonkeyPatch) -> None:
    icon_names = _action_icon_names()  # read before the spy replaces the function
    calls: list[tuple[str, Any]] = []
    _spy(monkeypatch, calls)
    for key in symbol_keys():
        draw_symbol(key, 24)
    assert _drawn(calls, "action_icon") == icon_names
    assert {kind.value for kind in IconKind} <= icon_names
    assert _drawn(calls, "virtue_coin") == set(Virtue)
    assert _drawn(calls, "virtue_emblem") == set(Virtue)
    assert _drawn(calls, "moon_night_half") == {*MoonHalf, None}
    assert _drawn(calls, "seven_swords") == {False, True}
    assert _drawn(calls, "half_sun") == {None}


def test_the_spy_covers_every_public_drawing_function_of_the_renderer() -> None:
    """A new symbol function in render/symbols.py must join the sheet (and the spy above)."""
    public = {
        name
        for name, function in inspect.getmembers(symbols, inspect.isfunction)
        if function.__module__ == symbols.__name__
        and not name.startswith("_")
        and next(iter(inspect.signature(function).parameters)) == "draw"
    }
    assert public == {
        "action_icon",
        "virtue_coin",
        "virtue_emblem",
        "moon_night_half",
        "seven_swords",
        "half_sun",
    }


def _symbol_entries() -> Iterator[tuple[str, str]]:
    reference = load_reference()
    for section in reference.children("symbols"):
        yield section.anchor, section.body


def test_the_symbols_chapter_has_one_entry_per_symbol_with_its_picture() -> None:
    entries = list(_symbol_entries())
    assert [anchor for anchor, _body in entries] == [f"symbol-{key}" for key in symbol_keys()]
    for (_anchor, body), symbol in zip(entries, SYMBOLS, strict=True):
        assert f"![{symbol.name}](symbol:{symbol.key})" in body
        assert body.count("](symbol:") == 1


@pytest.mark.parametrize("key", symbol_keys())
def test_each_symbol_is_a_picture_of_the_asked_size(key: str) -> None:
    image = draw_symbol(key, 48)
    assert image.mode == "RGBA"
    assert image.size == (48, 48)
    alpha = image.getchannel("A")
    assert alpha.getbbox() is not None, f"{key} drew nothing"


def test_an_unknown_symbol_or_size_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="no symbol called 'dragon'"):
        draw_symbol("dragon", 32)
    with pytest.raises(ValueError, match="positive size"):
        draw_symbol("sun", 0)
