"""Turn a parsed deck file into the rules engine's immutable card definitions."""

from __future__ import annotations

from collections.abc import Mapping

from audatia_qt.games.audatia.decks.models import (
    CardTranslationModel,
    CounterRemedyModel,
    DeckFile,
    PostaModel,
    ProvenanceModel,
    RemedyModel,
    SkillModel,
    StrikeModel,
)
from audatia_qt.games.audatia.rules.cards import (
    Blow,
    DeckDef,
    DeckTranslation,
    Effect,
    GatedBlow,
    Icon,
    PostaDef,
    Provenance,
    SkillDef,
    StrettoCardDef,
    StrettoSideCardDef,
    StrikeDef,
    Translation,
    Translations,
    VirtueBonus,
    VirtueCardDef,
)


def translations_def(models: Mapping[str, CardTranslationModel]) -> Translations:
    """A card's translations, in language-code order."""
    return tuple(
        (code, Translation(model.name, model.text, model.gender))
        for code, model in sorted(models.items())
    )


def provenance_def(model: ProvenanceModel) -> Provenance:
    """The rules' provenance record."""
    return Provenance(model.status, model.reason)


def posta_def(model: PostaModel) -> PostaDef:
    """A Posta card; an unmarked posta may be attacked by all seven blows."""
    attackable = frozenset(Blow) if model.attackable_by is None else frozenset(model.attackable_by)
    return PostaDef(
        id=model.id,
        name=model.name,
        attacks=frozenset(model.attacks),
        attackable_by=attackable,
        exchange=model.exchange,
        extended=model.extended,
        bonuses=tuple(VirtueBonus(bonus.virtue, bonus.amount) for bonus in model.bonuses),
        defends=tuple(GatedBlow(gated.blow, gated.requires) for gated in model.defends),
        text=model.text,
        provenance=provenance_def(model.provenance),
        art=model.art,
        translations=translations_def(model.translations),
    )


def strike_def(model: StrikeModel) -> StrikeDef:
    """A Strike card."""
    return StrikeDef(
        id=model.id,
        name=model.name,
        blow=model.blow,
        parried_by=frozenset(model.parried_by),
        icons=tuple(Icon(icon.kind, icon.requires) for icon in model.icons),
        sun=model.sun,
        end_posta=model.end_posta,
        basic=model.basic,
        count=model.count,
        text=model.text,
        provenance=provenance_def(model.provenance),
        art=model.art,
        translations=translations_def(model.translations),
    )


def stretto_def(model: RemedyModel | CounterRemedyModel) -> StrettoCardDef:
    """A Stretto Remedy or Counter-Remedy card."""
    return StrettoCardDef(
        id=model.id,
        name=model.name,
        inside=model.inside,
        outside=model.outside,
        basic=model.basic,
        count=model.count,
        text=model.text,
        provenance=provenance_def(model.provenance),
        answers_break=isinstance(model, RemedyModel) and model.answers_break,
        art=model.art,
        translations=translations_def(model.translations),
    )


def skill_def(model: SkillModel) -> SkillDef:
    """A Skill card; parameters the effect kind does not take keep their neutral values."""
    effect = model.effect
    return SkillDef(
        id=model.id,
        name=model.name,
        effect=Effect(
            kind=effect.kind,
            virtue=getattr(effect, "virtue", None),
            amount=getattr(effect, "amount", 0),
            blows=frozenset(getattr(effect, "blows", ())),
        ),
        timing=model.timing,
        requires=model.requires,
        cycle=model.cycle,
        basic=model.basic,
        count=model.count,
        text=model.text,
        provenance=provenance_def(model.provenance),
        art=model.art,
        translations=translations_def(model.translations),
    )


def deck_def(deck: DeckFile) -> DeckDef:
    """The whole deck, in deck-file order."""
    return DeckDef(
        id=deck.deck.id,
        name=deck.deck.name,
        character=deck.deck.character,
        description=deck.deck.description,
        poste=tuple(posta_def(card) for card in deck.posta),
        strikes=tuple(strike_def(card) for card in deck.strike),
        remedies=tuple(stretto_def(card) for card in deck.remedy),
        counter_remedies=tuple(stretto_def(card) for card in deck.counter_remedy),
        skills=tuple(skill_def(card) for card in deck.skill),
        virtues=tuple(
            VirtueCardDef(
                card.virtue,
                card.name,
                card.text,
                provenance_def(card.provenance),
                translations_def(card.translations),
            )
            for card in deck.virtue
        ),
        stretto_side=StrettoSideCardDef(
            deck.stretto_side.name,
            deck.stretto_side.text,
            provenance_def(deck.stretto_side.provenance),
            translations_def(deck.stretto_side.translations),
        ),
        translations=tuple(
            (code, DeckTranslation(model.name, model.character, model.description))
            for code, model in sorted(deck.deck.translations.items())
        ),
    )
