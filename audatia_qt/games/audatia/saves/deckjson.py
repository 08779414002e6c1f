"""A whole character deck as plain JSON data, and the strict reader that turns it back.

A save carries the full card data of both decks, so it still loads after a deck file changes
or disappears (issue 7). ``deck_to_json`` writes every field of the rules' ``DeckDef``;
``deck_from_json`` checks every type and range, and every deck rule of
``rules.deck_rules`` (the ones a deck file obeys too), so that a hand-edited save is
refused with a message rather than crashing a game later.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from audatia_qt.engine.messages import LANGUAGES, SOURCE_LANGUAGE, translate
from audatia_qt.engine.safe_io import art_path_problem
from audatia_qt.engine.session.strict import NOT_ONE_OF, Field, shorten
from audatia_qt.games.audatia.rules.cards import (
    Blow,
    DeckDef,
    DeckTranslation,
    Effect,
    GatedBlow,
    Gender,
    Icon,
    IconKind,
    MoonHalf,
    PostaDef,
    Provenance,
    ProvenanceStatus,
    SkillDef,
    StrettoCardDef,
    StrettoSideCardDef,
    StrikeDef,
    SunHalf,
    Timing,
    Translation,
    Translations,
    Virtue,
    VirtueBonus,
    VirtueCardDef,
)
from audatia_qt.games.audatia.rules.deck_rules import COMPOSITION, deck_problems
from audatia_qt.games.audatia.rules.effects import Param, effect_type, effect_types

#: Card and deck ids, as in the deck schema: lower-case words joined by hyphens.
ID_PATTERN = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
MAX_ID = 64
#: A name on one line.
NAME_PATTERN = re.compile(r"[^\n\r]+")
MAX_TEXT = 400
MAX_COUNT = 12
MAX_AMOUNT = 9

JsonObject = dict[str, Any]

_BLOW_TWICE = translate("Save", "a blow is listed twice")
# A virtue effect names its virtue (the first), another names none.
_NAMES_A_VIRTUE = translate("Save", "a {effect} effect names a virtue")
_NAMES_NO_VIRTUE = translate("Save", "a {effect} effect names no virtue")
_NAMES_NO_BLOWS = translate("Save", "a {effect} effect names no blows")

# -- writing --------------------------------------------------------------------------------------


def deck_to_json(deck: DeckDef) -> JsonObject:
    """Every field of the deck as JSON-ready data (sets as sorted lists, enums as values)."""
    return {
        "id": deck.id,
        "name": deck.name,
        "character": deck.character,
        "description": deck.description,
        "poste": [_posta(posta) for posta in deck.poste],
        "strikes": [_strike(strike) for strike in deck.strikes],
        "remedies": [_stretto(card) for card in deck.remedies],
        "counter_remedies": [_stretto(card) for card in deck.counter_remedies],
        "skills": [_skill(skill) for skill in deck.skills],
        "virtues": [
            {
                "virtue": card.virtue.value,
                "name": card.name,
                "text": card.text,
                "provenance": _provenance(card.provenance),
                **_translations(card.translations),
            }
            for card in deck.virtues
        ],
        "stretto_side": {
            "name": deck.stretto_side.name,
            "text": deck.stretto_side.text,
            "provenance": _provenance(deck.stretto_side.provenance),
            **_translations(deck.stretto_side.translations),
        },
        **_deck_translations(deck),
    }


def _translations(translations: Translations) -> JsonObject:
    """A card's translations, written only when it has some (older saves have none)."""
    if not translations:
        return {}
    return {
        "translations": {
            code: {
                "name": found.name,
                "text": found.text,
                "gender": None if found.gender is None else found.gender.value,
            }
            for code, found in translations
        }
    }


def _deck_translations(deck: DeckDef) -> JsonObject:
    if not deck.translations:
        return {}
    return {
        "translations": {
            code: {
                "name": found.name,
                "character": found.character,
                "description": found.description,
            }
            for code, found in deck.translations
        }
    }


def _blows(blows: Iterable[Blow]) -> list[str]:
    return sorted(blow.value for blow in blows)


def _provenance(provenance: Provenance) -> JsonObject:
    return {"status": provenance.status.value, "reason": provenance.reason}


def _bonus(bonus: VirtueBonus) -> JsonObject:
    return {"virtue": bonus.virtue.value, "amount": bonus.amount}


def _requires(virtue: Virtue | None) -> str | None:
    return None if virtue is None else virtue.value


def _posta(posta: PostaDef) -> JsonObject:
    return {
        "id": posta.id,
        "name": posta.name,
        "attacks": _blows(posta.attacks),
        "attackable_by": _blows(posta.attackable_by),
        "exchange": posta.exchange,
        "extended": posta.extended,
        "bonuses": [_bonus(bonus) for bonus in posta.bonuses],
        "defends": [
            {"blow": gated.blow.value, "requires": _requires(gated.requires)}
            for gated in posta.defends
        ],
        "text": posta.text,
        "provenance": _provenance(posta.provenance),
        "art": posta.art,
        **_translations(posta.translations),
    }


def _strike(strike: StrikeDef) -> JsonObject:
    return {
        "id": strike.id,
        "name": strike.name,
        "blow": strike.blow.value,
        "parried_by": _blows(strike.parried_by),
        "icons": [
            {"kind": icon.kind.value, "requires": _requires(icon.requires)} for icon in strike.icons
        ],
        "sun": None if strike.sun is None else strike.sun.value,
        "end_posta": strike.end_posta,
        "basic": strike.basic,
        "count": strike.count,
        "text": strike.text,
        "provenance": _provenance(strike.provenance),
        "art": strike.art,
        **_translations(strike.translations),
    }


def _stretto(card: StrettoCardDef) -> JsonObject:
    return {
        "id": card.id,
        "name": card.name,
        "inside": None if card.inside is None else card.inside.value,
        "outside": None if card.outside is None else card.outside.value,
        "basic": card.basic,
        "count": card.count,
        "text": card.text,
        "provenance": _provenance(card.provenance),
        "answers_break": card.answers_break,
        "art": card.art,
        **_translations(card.translations),
    }


def _skill(skill: SkillDef) -> JsonObject:
    return {
        "id": skill.id,
        "name": skill.name,
        "effect": {
            "kind": skill.effect.kind,
            "virtue": _requires(skill.effect.virtue),
            "amount": skill.effect.amount,
            "blows": _blows(skill.effect.blows),
        },
        "timing": skill.timing.value,
        "requires": _requires(skill.requires),
        "cycle": skill.cycle,
        "basic": skill.basic,
        "count": skill.count,
        "text": skill.text,
        "provenance": _provenance(skill.provenance),
        "art": skill.art,
        **_translations(skill.translations),
    }


# -- reading --------------------------------------------------------------------------------------

_DECK_KEYS = frozenset(
    {
        "id",
        "name",
        "character",
        "description",
        "poste",
        "strikes",
        "remedies",
        "counter_remedies",
        "skills",
        "virtues",
        "stretto_side",
    }
)
_CARD_KEYS = frozenset({"id", "name", "text", "provenance", "art"})


#: The languages a card may be translated into (the deck's own is English).
_TRANSLATED = frozenset(LANGUAGES) - {SOURCE_LANGUAGE}
_OPTIONAL = frozenset({"translations"})


def _read_translations(field: Field) -> Translations:
    """A card's translations by language (none in saves older than them)."""
    if field.value is None:
        return ()
    obj = field.obj(frozenset(), _TRANSLATED)  # only the languages the app speaks
    assert isinstance(field.value, dict)  # obj() refused anything else
    found: list[tuple[str, Translation]] = []
    for code in sorted(field.value):
        entry = obj[code].obj(frozenset({"name", "text", "gender"}))
        name = entry["name"]
        found.append(
            (
                code,
                Translation(
                    None if name.value is None else _name(name),
                    entry["text"].optional_text(max_len=MAX_TEXT),
                    entry["gender"].optional_choice(Gender),
                ),
            )
        )
    return tuple(found)


def _read_deck_translations(field: Field) -> tuple[tuple[str, DeckTranslation], ...]:
    if field.value is None:
        return ()
    obj = field.obj(frozenset(), _TRANSLATED)  # only the languages the app speaks
    assert isinstance(field.value, dict)  # obj() refused anything else
    found: list[tuple[str, DeckTranslation]] = []
    for code in sorted(field.value):
        entry = obj[code].obj(frozenset({"name", "character", "description"}))
        name, character = entry["name"], entry["character"]
        found.append(
            (
                code,
                DeckTranslation(
                    None if name.value is None else _name(name),
                    None if character.value is None else _name(character),
                    entry["description"].optional_text(max_len=MAX_TEXT * 4),
                ),
            )
        )
    return tuple(found)


def deck_from_json(field: Field) -> DeckDef:
    """Read a deck written by ``deck_to_json``; raises ``SaveError`` naming the bad field."""
    obj = field.obj(_DECK_KEYS, _OPTIONAL)
    deck = DeckDef(
        id=obj["id"].text(max_len=MAX_ID, pattern=ID_PATTERN),
        name=_name(obj["name"]),
        character=_name(obj["character"]),
        description=obj["description"].text(max_len=MAX_TEXT * 4),
        poste=obj["poste"].tuple_of(_read_posta, max_len=COMPOSITION["poste"]),
        strikes=obj["strikes"].tuple_of(_read_strike, max_len=COMPOSITION["strikes"]),
        remedies=obj["remedies"].tuple_of(_read_stretto, max_len=COMPOSITION["remedies"]),
        counter_remedies=obj["counter_remedies"].tuple_of(
            _read_stretto, max_len=COMPOSITION["counter_remedies"]
        ),
        skills=obj["skills"].tuple_of(_read_skill, max_len=COMPOSITION["skills"]),
        virtues=obj["virtues"].tuple_of(_read_virtue_card, max_len=len(Virtue)),
        stretto_side=_read_side(obj["stretto_side"]),
        translations=_read_deck_translations(obj["translations"]),
    )
    _check_deck(deck, field)
    return deck


def _name(field: Field) -> str:
    return field.text(max_len=200, pattern=NAME_PATTERN)


def _card_id(field: Field) -> str:
    return field.text(max_len=MAX_ID, pattern=ID_PATTERN)


def _art(field: Field) -> str | None:
    """An art path relative to the deck's folder, never leaving it (as in a deck file)."""
    art = field.optional_text(max_len=260)
    if art is not None and (problem := art_path_problem(art)) is not None:
        raise field.fail(problem)
    return art


def _read_provenance(field: Field) -> Provenance:
    obj = field.obj(frozenset({"status", "reason"}))
    return Provenance(obj["status"].choice(ProvenanceStatus), _name(obj["reason"]))


def _read_bonus(field: Field) -> VirtueBonus:
    obj = field.obj(frozenset({"virtue", "amount"}))
    return VirtueBonus(obj["virtue"].choice(Virtue), obj["amount"].integer(1, MAX_AMOUNT))


def _blow_set(field: Field, *, min_len: int) -> frozenset[Blow]:
    blows = field.tuple_of(lambda f: f.choice(Blow), min_len=min_len, max_len=len(Blow))
    if len(set(blows)) != len(blows):
        raise field.fail(_BLOW_TWICE.say())
    return frozenset(blows)


def _read_posta(field: Field) -> PostaDef:
    keys = _CARD_KEYS | {"attacks", "attackable_by", "exchange", "extended", "bonuses", "defends"}
    obj = field.obj(frozenset(keys), _OPTIONAL)
    return PostaDef(
        id=_card_id(obj["id"]),
        name=_name(obj["name"]),
        attacks=_blow_set(obj["attacks"], min_len=1),
        attackable_by=_blow_set(obj["attackable_by"], min_len=1),
        exchange=obj["exchange"].boolean(),
        extended=obj["extended"].boolean(),
        bonuses=obj["bonuses"].tuple_of(_read_bonus, max_len=len(Virtue)),
        defends=obj["defends"].tuple_of(_read_gated, max_len=len(Blow)),
        text=obj["text"].text(max_len=MAX_TEXT),
        provenance=_read_provenance(obj["provenance"]),
        art=_art(obj["art"]),
        translations=_read_translations(obj["translations"]),
    )


def _read_gated(field: Field) -> GatedBlow:
    obj = field.obj(frozenset({"blow", "requires"}))
    return GatedBlow(obj["blow"].choice(Blow), obj["requires"].optional_choice(Virtue))


def _read_icon(field: Field) -> Icon:
    obj = field.obj(frozenset({"kind", "requires"}))
    return Icon(obj["kind"].choice(IconKind), obj["requires"].optional_choice(Virtue))


def _read_strike(field: Field) -> StrikeDef:
    keys = _CARD_KEYS | {"blow", "parried_by", "icons", "sun", "end_posta", "basic", "count"}
    obj = field.obj(frozenset(keys), _OPTIONAL)
    return StrikeDef(
        id=_card_id(obj["id"]),
        name=_name(obj["name"]),
        blow=obj["blow"].choice(Blow),
        parried_by=_blow_set(obj["parried_by"], min_len=1),
        icons=obj["icons"].tuple_of(_read_icon, max_len=len(IconKind)),
        sun=obj["sun"].optional_choice(SunHalf),
        end_posta=_card_id(obj["end_posta"]),
        basic=obj["basic"].boolean(),
        count=obj["count"].integer(1, MAX_COUNT),
        text=obj["text"].text(max_len=MAX_TEXT),
        provenance=_read_provenance(obj["provenance"]),
        art=_art(obj["art"]),
        translations=_read_translations(obj["translations"]),
    )


def _read_stretto(field: Field) -> StrettoCardDef:
    keys = _CARD_KEYS | {"inside", "outside", "basic", "count", "answers_break"}
    obj = field.obj(frozenset(keys), _OPTIONAL)
    return StrettoCardDef(
        id=_card_id(obj["id"]),
        name=_name(obj["name"]),
        inside=obj["inside"].optional_choice(MoonHalf),
        outside=obj["outside"].optional_choice(MoonHalf),
        basic=obj["basic"].boolean(),
        count=obj["count"].integer(1, MAX_COUNT),
        text=obj["text"].text(max_len=MAX_TEXT),
        provenance=_read_provenance(obj["provenance"]),
        answers_break=obj["answers_break"].boolean(),
        art=_art(obj["art"]),
        translations=_read_translations(obj["translations"]),
    )


def _read_effect(field: Field) -> Effect:
    obj = field.obj(frozenset({"kind", "virtue", "amount", "blows"}))
    kind = obj["kind"].text(max_len=64)
    try:
        params = effect_type(kind).params
    except KeyError:
        names = ", ".join(effect.kind for effect in effect_types())
        raise obj["kind"].fail(NOT_ONE_OF.say(word=shorten(kind), names=names)) from None
    virtue = obj["virtue"].optional_choice(Virtue)
    if Param.VIRTUE in params and virtue is None:
        raise obj["virtue"].fail(_NAMES_A_VIRTUE.say(effect=kind))
    if Param.VIRTUE not in params and virtue is not None:
        raise obj["virtue"].fail(_NAMES_NO_VIRTUE.say(effect=kind))
    amount = obj["amount"].integer(*((1, MAX_AMOUNT) if Param.AMOUNT in params else (0, 0)))
    blows = _blow_set(obj["blows"], min_len=1 if Param.BLOWS in params else 0)
    if blows and Param.BLOWS not in params:
        raise obj["blows"].fail(_NAMES_NO_BLOWS.say(effect=kind))
    return Effect(kind, virtue, amount, blows)


def _read_skill(field: Field) -> SkillDef:
    keys = _CARD_KEYS | {"effect", "timing", "requires", "cycle", "basic", "count"}
    obj = field.obj(frozenset(keys), _OPTIONAL)
    return SkillDef(
        id=_card_id(obj["id"]),
        name=_name(obj["name"]),
        effect=_read_effect(obj["effect"]),
        timing=obj["timing"].choice(Timing),
        requires=obj["requires"].optional_choice(Virtue),
        cycle=obj["cycle"].boolean(),
        basic=obj["basic"].boolean(),
        count=obj["count"].integer(1, MAX_COUNT),
        text=obj["text"].text(max_len=MAX_TEXT),
        provenance=_read_provenance(obj["provenance"]),
        art=_art(obj["art"]),
        translations=_read_translations(obj["translations"]),
    )


def _read_virtue_card(field: Field) -> VirtueCardDef:
    obj = field.obj(frozenset({"virtue", "name", "text", "provenance"}), _OPTIONAL)
    return VirtueCardDef(
        virtue=obj["virtue"].choice(Virtue),
        name=_name(obj["name"]),
        text=obj["text"].text(max_len=MAX_TEXT),
        provenance=_read_provenance(obj["provenance"]),
        translations=_read_translations(obj["translations"]),
    )


def _read_side(field: Field) -> StrettoSideCardDef:
    obj = field.obj(frozenset({"name", "text", "provenance"}), _OPTIONAL)
    return StrettoSideCardDef(
        name=_name(obj["name"]),
        text=obj["text"].text(max_len=MAX_TEXT),
        provenance=_read_provenance(obj["provenance"]),
        translations=_read_translations(obj["translations"]),
    )


def _check_deck(deck: DeckDef, field: Field) -> None:
    """The deck rules (``rules.deck_rules``): the first one broken refuses the save."""
    for problem in deck_problems(deck):
        path = f"{field.path}.{problem.part}"
        if problem.index is not None:
            path += f"[{problem.index}]"
        if problem.field is not None:
            path += f".{problem.field}"
        raise Field(None, path).fail(problem.message)
