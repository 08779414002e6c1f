"""A game's views, legal actions and events as JSON, for the network table (issue 32).

The table server (``audatia_qt.net``) sends each seat only what that seat may know: its view
(``Game.observe``), its legal actions and the events redacted for it (``Game.redact``). It
knows no game, so each game gives its ``ViewCodec`` (``GameEntry.wire``) to put those on the
wire as JSON and to read them back, exactly: ``read_view(write_view(view)) == view``.

A game's values are immutable trees of a few kinds (frozen dataclasses, named tuples, enums,
tuples, frozensets, numbers, text), so ``TypedViewCodec`` writes them all by one rule, from a
table of the types the game names, and reads back only those types:

- ``None``, ``true``/``false``, integers, finite numbers and text are themselves;
- a tuple is a JSON list;
- a frozenset is ``{"$": "set", "v": [...]}``, its items in a stable order;
- a mapping is ``{"$": "map", "v": [[key, value], ...]}``, in a stable order;
- an enum member is ``{"$": "<Enum>", "v": "<member name>"}``;
- a dataclass or named tuple is ``{"$": "<Class>", "f": {"<field>": value, ...}}``, every
  field given and no other;
- an action is ``{"$": "action", "v": "<the game's notation>"}`` (``Game.format_action``);
- the game's config is ``{"$": "config", "f": {...}}``: never its fields, but those in which
  it differs from the *public* config (``public_config``, the seed withheld), which the wire
  carries once and a reader puts back. A view holds the config, which holds the seed of the
  deal; a game whose config changes during play (Audatia's Salle Play swaps the challenger
  bout after bout) has only the changed fields written.

Reading is strict: an unknown ``$`` name, a missing or extra field, a wrong kind or a tree
deeper than ``MAX_DEPTH`` raises ``ValueError`` naming the first problem; nothing named by
the data is ever imported or called but the listed types' constructors and the notation's
reader. It checks forms, not each field's annotation: a client reads what its table sends, and
the table's word on the game is final anyway; the table itself reads only actions, by the
notation.

Standard library only: the engine stays pure.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Final, Protocol

from audatia_qt.engine.game import Game

#: JSON as the wire carries it.
Json = Any
#: The deepest tree read back: far deeper than any game's view, far shallower than a stack.
MAX_DEPTH: Final = 48
_TAG: Final = "$"
_SET: Final = "set"
_MAP: Final = "map"
_ACTION: Final = "action"
_CONFIG: Final = "config"
_RESERVED: Final = frozenset({_SET, _MAP, _ACTION, _CONFIG})


class ViewCodec(Protocol):
    """How one game's views, actions and events travel on the wire (``GameEntry.wire``)."""

    @property
    def rules(self) -> str:
        """The rules' version: two programs whose rules differ cannot share a table."""
        ...

    def public_config(self, config: Any) -> Any:
        """``config`` with every secret withheld (the seed of the deal): the one every seat
        may know, and the one a view holds."""
        ...

    def write_view(self, config: Any, view: Any) -> Json:
        """A seat's view as JSON (its config written as the marker only)."""
        ...

    def read_view(self, config: Any, data: Json) -> Any:
        """The view ``data`` holds, its config ``config`` (the public one); ``ValueError``
        naming the first problem."""
        ...

    def write_events(self, config: Any, events: Iterable[Any]) -> Json:
        """Events (already redacted for their reader) as a JSON list."""
        ...

    def read_events(self, config: Any, data: Json) -> tuple[Any, ...]:
        """The events ``data`` holds; ``ValueError`` naming the first problem."""
        ...

    def write_action(self, config: Any, action: Any) -> str:
        """An action in the game's notation."""
        ...

    def read_action(self, config: Any, text: str) -> Any:
        """The action ``text`` names; ``ValueError`` saying what is wrong with it."""
        ...


class TypedViewCodec:
    """A ``ViewCodec`` that writes a game's values by the rules of this module's docstring.

    ``types`` are the dataclasses, named tuples and enums a view or an event may hold (the
    view's and the event's own classes among them); ``config_type`` the game's config;
    ``action_types`` the classes of its actions, which travel in its notation.
    """

    def __init__(
        self,
        game: Game[Any, Any, Any, Any, Any],
        *,
        rules: str,
        types: Iterable[type],
        config_type: type,
        action_types: Sequence[type],
        public_config: Callable[[Any], Any],
    ) -> None:
        self._game = game
        self._rules = rules
        self._config_type = config_type
        self._action_types = tuple(action_types)
        self._public = public_config
        self._by_name: dict[str, type] = {}
        for kind in types:
            name = kind.__name__
            if name in _RESERVED or name in self._by_name:
                raise ValueError(f"the wire name {name!r} is taken: rename or drop a type")
            if not (_is_enum(kind) or _is_record(kind)):
                raise ValueError(f"{name} is neither an enum, a dataclass nor a named tuple")
            self._by_name[name] = kind
        self._names = {kind: name for name, kind in self._by_name.items()}

    @property
    def rules(self) -> str:
        return self._rules

    def public_config(self, config: Any) -> Any:
        return self._public(config)

    def write_view(self, config: Any, view: Any) -> Json:
        return self._write(config, view)

    def read_view(self, config: Any, data: Json) -> Any:
        return self._read(config, data, 0)

    def write_events(self, config: Any, events: Iterable[Any]) -> Json:
        return [self._write(config, event) for event in events]

    def read_events(self, config: Any, data: Json) -> tuple[Any, ...]:
        if not isinstance(data, list):
            raise ValueError("the events are not a list")
        return tuple(self._read(config, item, 1) for item in data)

    def write_action(self, config: Any, action: Any) -> str:
        return self._game.format_action(config, action)

    def read_action(self, config: Any, text: str) -> Any:
        return self._game.parse_action(config, text)

    # -- writing ------------------------------------------------------------------------

    def _write(self, config: Any, value: Any) -> Json:
        if value is None or isinstance(value, str):
            return value
        if isinstance(value, self._config_type):
            return {_TAG: _CONFIG, "f": self._config_changes(config, value)}
        if self._action_types and isinstance(value, self._action_types):
            return {_TAG: _ACTION, "v": self._game.format_action(config, value)}
        if isinstance(value, enum.Enum):
            return {_TAG: self._name(type(value)), "v": value.name}
        if isinstance(value, bool):
            return value
        if isinstance(value, int):
            return int(value)
        if isinstance(value, float):
            if not math.isfinite(value):
                raise ValueError(f"a number that is not finite: {value}")
            return value
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            fields = {
                field.name: self._write(config, getattr(value, field.name))
                for field in dataclasses.fields(value)
                if field.init
            }
            return {_TAG: self._name(type(value)), "f": fields}
        if isinstance(value, tuple) and hasattr(value, "_fields"):
            fields = {name: self._write(config, getattr(value, name)) for name in value._fields}
            return {_TAG: self._name(type(value)), "f": fields}
        if isinstance(value, tuple):
            return [self._write(config, item) for item in value]
        if isinstance(value, frozenset):
            return {_TAG: _SET, "v": _stable(self._write(config, item) for item in value)}
        if isinstance(value, Mapping):
            pairs = ([self._write(config, k), self._write(config, v)] for k, v in value.items())
            return {_TAG: _MAP, "v": _stable(pairs)}
        raise ValueError(f"a {type(value).__name__} cannot go on the wire")

    def _config_changes(self, config: Any, value: Any) -> dict[str, Json]:
        """The fields in which a view's config differs from the public one (Salle Play's
        bouts change the challenger), written; none for the one config of most games."""
        if value is config or not dataclasses.is_dataclass(value):
            return {}
        changes: dict[str, Json] = {}
        for field in dataclasses.fields(value):
            if not field.init or not field.compare:
                continue
            mine, public = getattr(value, field.name), getattr(config, field.name)
            if mine is not public and mine != public:
                changes[field.name] = self._write(config, mine)
        return changes

    def _name(self, kind: type) -> str:
        name = self._names.get(kind)
        if name is None:
            raise ValueError(f"{kind.__name__} is not among the game's wire types")
        return name

    # -- reading ------------------------------------------------------------------------

    def _read(self, config: Any, data: Json, depth: int) -> Any:
        if depth > MAX_DEPTH:
            raise ValueError("the value is nested too deeply")
        if data is None or isinstance(data, (bool, int, str)):
            return data
        if isinstance(data, float):
            if not math.isfinite(data):
                raise ValueError("a number that is not finite")
            return data
        if isinstance(data, list):
            return tuple(self._read(config, item, depth + 1) for item in data)
        if not isinstance(data, dict):
            raise ValueError(f"a {type(data).__name__} is no wire value")
        tag = data.get(_TAG)
        if not isinstance(tag, str):
            raise ValueError("an object without its '$' name")
        if tag == _CONFIG:
            _keys(data, frozenset({_TAG, "f"}), tag)
            return self._read_config(config, data["f"], depth)
        if tag == _ACTION:
            _keys(data, frozenset({_TAG, "v"}), tag)
            text = data["v"]
            if not isinstance(text, str):
                raise ValueError("an action that is not text")
            return self._game.parse_action(config, text)
        if tag in (_SET, _MAP):
            _keys(data, frozenset({_TAG, "v"}), tag)
            items = data["v"]
            if not isinstance(items, list):
                raise ValueError(f"a {tag} whose items are not a list")
            if tag == _SET:
                return frozenset(self._read(config, item, depth + 1) for item in items)
            return dict(self._pair(config, item, depth + 1) for item in items)
        kind = self._by_name.get(tag)
        if kind is None:
            raise ValueError(f"{tag[:40]!r} is not among the game's wire types")
        if issubclass(kind, enum.Enum):
            _keys(data, frozenset({_TAG, "v"}), tag)
            member = data["v"]
            if not isinstance(member, str) or member not in kind.__members__:
                raise ValueError(f"not a member of {tag}")
            return kind.__members__[member]
        _keys(data, frozenset({_TAG, "f"}), tag)
        given = data["f"]
        if not isinstance(given, dict):
            raise ValueError(f"the fields of {tag} are not an object")
        expected = _field_names(kind)
        if set(given) != expected:
            raise ValueError(f"the fields of {tag} are not {sorted(expected)}")
        fields = {name: self._read(config, value, depth + 1) for name, value in given.items()}
        try:
            return kind(**fields)
        except (TypeError, ValueError) as error:
            raise ValueError(f"{tag} refuses its fields ({type(error).__name__})") from None

    def _read_config(self, config: Any, changes: Json, depth: int) -> Any:
        if not isinstance(changes, dict):
            raise ValueError("the config's changes are not an object")
        if not changes:
            return config
        if not dataclasses.is_dataclass(config) or isinstance(config, type):
            raise ValueError("changes to a config that has no fields")
        names = {field.name for field in dataclasses.fields(config) if field.init and field.compare}
        if not set(changes) <= names:
            raise ValueError(f"the config has no fields {sorted(set(changes) - names)[:3]}")
        fields = {name: self._read(config, value, depth + 1) for name, value in changes.items()}
        try:
            return dataclasses.replace(config, **fields)
        except (TypeError, ValueError) as error:
            raise ValueError(f"the config refuses its changes ({type(error).__name__})") from None

    def _pair(self, config: Any, item: Json, depth: int) -> tuple[Any, Any]:
        if not isinstance(item, list) or len(item) != 2:
            raise ValueError("a map item that is not a [key, value] pair")
        return self._read(config, item[0], depth), self._read(config, item[1], depth)


def _is_enum(kind: type) -> bool:
    return issubclass(kind, enum.Enum)


def _is_record(kind: type) -> bool:
    return dataclasses.is_dataclass(kind) or (issubclass(kind, tuple) and hasattr(kind, "_fields"))


def _field_names(kind: type) -> set[str]:
    if dataclasses.is_dataclass(kind):
        return {field.name for field in dataclasses.fields(kind) if field.init}
    return set(getattr(kind, "_fields", ()))


def _keys(data: dict[str, Json], keys: frozenset[str], tag: str) -> None:
    if set(data) != keys:
        raise ValueError(f"a {tag[:40]!r} object with other keys than {sorted(keys)}")


def _stable(items: Iterable[Json]) -> list[Json]:
    """Items in the order of their JSON text: the same set writes the same list."""
    return sorted(items, key=lambda item: json.dumps(item, sort_keys=True))
