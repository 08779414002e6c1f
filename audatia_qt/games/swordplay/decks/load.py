"""Read a Swordplay deck file into the rules' ``CardSet``: parsing is pure, loading a path reads.

Whatever is wrong with a file (missing, a folder or a device, binary, empty, too large, nested
too deeply, not TOML, fields of the wrong type, unknown fields, NaN where a number goes, a
negative or a billion ``count``, a deck of the wrong size) becomes a :class:`CardSetError`
holding one :class:`Problem` per fault, each one line naming the file, the card and what is
wrong; never a traceback. Files are read only through ``engine.safe_io`` (a regular file, at
most ``MAX_DECK_BYTES``, never waiting on a pipe) and parsed only through
``engine.toml_problems.load_toml`` (depth-checked before tomllib sees it), both by the kit's
``kit.decks.reading``, worded in Swordplay's catalog context. Nothing here writes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from audatia_qt.engine.messages import Message, Param, translate
from audatia_qt.engine.safe_io import printable, quoted
from audatia_qt.games.swordplay.decks.checks import Problem, card_label, deck_problems
from audatia_qt.games.swordplay.decks.models import (
    COMBAT_TABLES,
    ArenaDeckFile,
    ArmorModel,
    AttackModel,
    DefenseModel,
    HeroModel,
    MonsterModel,
    ShieldModel,
    TranslationModel,
    WeaponModel,
)
from audatia_qt.games.swordplay.rules.cards import (
    ArmorCard,
    AttackCard,
    CardSet,
    CombatCard,
    DefenseCard,
    Hero,
    Monster,
    MonsterGuard,
    Provenance,
    ShieldCard,
    Translations,
    WeaponCard,
)
from audatia_qt.kit.decks import reading
from audatia_qt.kit.decks.reading import MAX_LINE, DeckFileError, FileWords, shown_source
from audatia_qt.kit.decks.validation import ALLOWED
from audatia_qt.kit.decks.validation import field_path as kit_field_path

#: A Swordplay deck file is a few dozen kilobytes (the bundled one 25 KB); far larger is not a
#: deck, and the cap keeps parse and checks well under a second.
MAX_DECK_BYTES: Final = 256 * 1024

#: How Swordplay's loader words a refused file (its own catalog context).
_FILE_WORDS: Final = FileWords(
    in_file=translate("Swordplay", "{file}: {problem}"),
    empty=translate("Swordplay", "the file is empty"),
    binary=translate("Swordplay", "this is a binary file, not a TOML deck file"),
    not_utf8=translate("Swordplay", "not UTF-8 text (bad byte at offset {offset})"),
    not_a_deck_file=translate("Swordplay", "is {kind}, not a deck file"),
    too_large=translate("Swordplay", "too large for a deck file ({size} KiB at most)"),
)


class CardSetError(DeckFileError):
    """A deck file that cannot be used, with every problem found in it."""

    WORDS = _FILE_WORDS
    PROBLEM = Problem


@dataclass(frozen=True)
class LoadedCardSet:
    """A valid deck file: as written (for the deck builder) and as the rules read it."""

    source: str
    file: ArenaDeckFile
    card_set: CardSet


def decode_deck_bytes(data: bytes, source: str) -> str:
    """The text of a deck file's bytes; refuses empty, binary and non-UTF-8 files."""
    return reading.decode_deck_bytes(data, source, CardSetError)


def read_deck_bytes(path: Path) -> bytes:
    """The bytes of the deck file at ``path``: a regular file of at most MAX_DECK_BYTES."""
    return reading.read_deck_bytes(path, MAX_DECK_BYTES, CardSetError)


def load_deck(path: Path) -> LoadedCardSet:
    """Read and judge the deck file at ``path``."""
    path = Path(path)
    return parse_deck_text(decode_deck_bytes(read_deck_bytes(path), str(path)), str(path))


def load_card_set(path: Path) -> CardSet:
    """The rules' cards from the deck file at ``path``; ``CardSetError`` when it is unusable."""
    return load_deck(path).card_set


def load_card_set_text(text: str, name: str) -> CardSet:
    """The rules' cards from a deck file's text; ``name`` names it in messages."""
    return parse_deck_text(text, name).card_set


def parse_deck_text(text: str, source: str) -> LoadedCardSet:
    """Parse and judge a deck file's text; ``source`` names it in messages."""
    if len(text) > MAX_DECK_BYTES:
        raise CardSetError.whole_file(
            source, _FILE_WORDS.too_large.say(size=MAX_DECK_BYTES // 1024)
        )
    if "\x00" in text:
        raise CardSetError.whole_file(source, _FILE_WORDS.binary.say())
    return validate_deck_data(reading.parse_toml(text, source, CardSetError), source)


def validate_deck_data(raw: object, source: str) -> LoadedCardSet:
    """Judge already-parsed deck data (a TOML document as Python values)."""
    try:
        deck = ArenaDeckFile.model_validate(raw)
    except ValidationError as error:
        raise CardSetError(source, validation_problems(error, raw)) from None
    problems = deck_problems(deck)
    if problems:
        raise CardSetError(source, problems)
    return LoadedCardSet(source, deck, card_set_of(deck))


# -- the rules' cards from a valid file --------------------------------------------------------


def _translations(given: dict[str, TranslationModel]) -> Translations:
    return tuple((code, words.name, words.text) for code, words in sorted(given.items()))


def _provenance(card: Any) -> Provenance:
    return Provenance(card.provenance.status, card.provenance.reason)


def hero_of(model: HeroModel) -> Hero:
    """The rules' Hero of a ``[[hero]]`` table."""
    return Hero(
        id=model.id,
        name=model.name,
        life=model.life,
        damage=model.damage,
        hands=model.hands,
        text=model.text,
        provenance=_provenance(model),
        translations=_translations(model.translations),
    )


def monster_of(model: MonsterModel) -> Monster:
    """The rules' Monster of a ``[[monster]]`` table, its defences in ``MonsterGuard`` order."""
    table = model.defence
    return Monster(
        id=model.id,
        name=model.name,
        life=model.life,
        damage=model.damage,
        armor=model.armor,
        hands=model.hands,
        defence=tuple((guard, int(getattr(table, guard.value))) for guard in MonsterGuard),
        text=model.text,
        provenance=_provenance(model),
        translations=_translations(model.translations),
    )


def combat_card_of(
    model: AttackModel | DefenseModel | WeaponModel | ArmorModel | ShieldModel,
) -> CombatCard:
    """The rules' card of one combat deck design (one copy; ``card_set_of`` expands counts)."""
    common: dict[str, Any] = {
        "id": model.id,
        "name": model.name,
        "text": model.text,
        "provenance": _provenance(model),
        "translations": _translations(model.translations),
    }
    if isinstance(model, AttackModel):
        return AttackCard(
            location=model.location,
            bonus=model.bonus,
            effects=frozenset(model.effects),
            **common,
        )
    if isinstance(model, DefenseModel):
        return DefenseCard(
            locations=frozenset(model.locations), dodge=model.dodge, parry=model.parry, **common
        )
    if isinstance(model, WeaponModel):
        return WeaponCard(hands=model.hands, damage=model.damage, piercing=model.piercing, **common)
    if isinstance(model, ArmorModel):
        return ArmorCard(value=model.value, **common)
    return ShieldCard(hands=model.hands, uses=model.uses, **common)


def card_set_of(deck: ArenaDeckFile) -> CardSet:
    """The ``CardSet`` of a valid file: each design ``count`` times in the combat deck, in the
    file's order (attacks, defences, weapons, armor, shields), so a card's index is stable."""
    combat: list[CombatCard] = []
    for table in COMBAT_TABLES:
        for model in getattr(deck, table):
            card = combat_card_of(model)
            combat.extend([card] * model.count)
    return CardSet(
        combat=tuple(combat),
        heroes=tuple(hero_of(model) for model in deck.hero),
        monsters=tuple(monster_of(model) for model in deck.monster),
    )


# -- pydantic's errors as one line each --------------------------------------------------------

_MESSAGES: Final = {
    "missing": translate("Swordplay", "required field is missing"),
    "extra_forbidden": translate("Swordplay", "unknown field (not part of the deck schema)"),
    "model_type": translate("Swordplay", "must be a table of fields"),
    "model_attributes_type": translate("Swordplay", "must be a table of fields"),
    "dict_type": translate("Swordplay", "must be a table of fields"),
    "list_type": translate("Swordplay", "must be a list ([...] or [[...]] entries)"),
    "int_type": translate("Swordplay", "must be a whole number"),
    "int_from_float": translate("Swordplay", "must be a whole number"),
    "int_parsing": translate("Swordplay", "must be a whole number"),
    "string_type": translate("Swordplay", "must be text in quotes"),
    "bool_type": translate("Swordplay", "must be true or false"),
    "string_pattern_mismatch": translate(
        "Swordplay", "has characters not allowed here (ids: lowercase words joined by hyphens)"
    ),
    "string_too_short": translate("Swordplay", "must not be empty"),
}
_GREATER = translate("Swordplay", "must be at least {least}, not {value}")
_LESS = translate("Swordplay", "must be at most {most}, not {value}")
_TOO_LONG = translate("Swordplay", "must be at most {most} characters long")
_TOO_MANY = translate("Swordplay", "must hold at most {most} items")
_ONE_OF = translate("Swordplay", "must be one of {allowed}, not {value}")
_GOT = translate("Swordplay", "{problem}, got {value}")


def validation_problems(error: ValidationError, raw: object) -> list[Problem]:
    """One Problem per pydantic error: the card (its table, index and id) and field, and a
    short message built from the error's type and context, never from the file's whole value."""
    return [
        Problem(field_path(detail["loc"], raw), _message(detail))
        for detail in error.errors(include_url=False)
    ]


def _message(detail: ErrorDetails) -> Message | str:
    kind = detail["type"]
    context = detail.get("ctx") or {}
    value: Param = quoted(detail.get("input"))
    if kind in _MESSAGES:
        message = _MESSAGES[kind].say()
        if kind in {"int_type", "int_from_float", "int_parsing", "string_type", "bool_type"}:
            return _GOT.say(problem=message, value=value)
        return message
    if kind == "greater_than_equal":
        return _GREATER.say(least=printable(str(context.get("ge")), 20), value=value)
    if kind == "less_than_equal":
        return _LESS.say(most=printable(str(context.get("le")), 20), value=value)
    if kind == "string_too_long":
        return _TOO_LONG.say(most=printable(str(context.get("max_length")), 20))
    if kind in {"too_long", "dict_too_long"}:
        return _TOO_MANY.say(most=printable(str(context.get("max_length")), 20))
    if kind in {"enum", "literal_error"}:
        # pydantic joins the allowed values with an English "or": list them with commas.
        expected = str(context.get("expected"))
        allowed = ", ".join(ALLOWED.findall(expected)) or expected
        return _ONE_OF.say(allowed=printable(allowed, 200), value=value)
    # Other kinds name types or bounds of our models, never the input: pydantic's English.
    return _GOT.say(problem=printable(detail["msg"], 200), value=value)


def field_path(loc: Sequence[int | str], raw: object) -> str:
    """``("attack", 3, "count")`` -> ``attack[3] 'strong-attack-high': count``: the card named
    by its id where the file gives one; every key shortened and escaped (it is the file's)."""
    parts = list(loc)
    if (
        len(parts) >= 2
        and parts[0] in {"hero", "monster", *COMBAT_TABLES}
        and isinstance(parts[1], int)
    ):
        table, index = str(parts[0]), parts[1]
        card_id = _raw_id(raw, table, index)
        rest = kit_field_path(parts[2:])
        label = card_label(table, index, card_id)
        return f"{label}: {rest}" if rest else label
    return kit_field_path(parts)


def _raw_id(raw: object, table: str, index: int) -> object:
    if not isinstance(raw, dict):
        return None
    cards = raw.get(table)
    if not isinstance(cards, list) or not 0 <= index < len(cards):
        return None
    card = cards[index]
    return card.get("id") if isinstance(card, dict) else None


__all__ = [
    "MAX_DECK_BYTES",
    "MAX_LINE",
    "CardSetError",
    "LoadedCardSet",
    "Problem",
    "card_set_of",
    "decode_deck_bytes",
    "field_path",
    "load_card_set",
    "load_card_set_text",
    "load_deck",
    "parse_deck_text",
    "read_deck_bytes",
    "shown_source",
    "validate_deck_data",
    "validation_problems",
]
