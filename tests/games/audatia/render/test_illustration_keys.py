"""A card's generated drawing follows its id, a stable field: renaming the card keeps it."""

from __future__ import annotations

from dataclasses import replace

from audatia_qt.games.audatia.render.illustrations import guard_for, stretto_motif
from audatia_qt.games.audatia.rules.cards import DeckDef


def test_renaming_a_posta_keeps_its_guard(galeazzo: DeckDef) -> None:
    for posta in galeazzo.poste:
        # A name naming another guard outright: the drawing must not follow it.
        for name in ("Coda Longa", "Posta di Donna", "Finestra", "My favourite guard"):
            assert guard_for(replace(posta, name=name)) == guard_for(posta), (posta.id, name)


def test_renaming_a_stretto_card_keeps_its_motif(galeazzo: DeckDef) -> None:
    for card in (*galeazzo.remedies, *galeazzo.counter_remedies):
        for name in ("Colpo di Pomo", "Presa", "Something else"):
            assert stretto_motif(replace(card, name=name)) == stretto_motif(card), card.id
