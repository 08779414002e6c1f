"""The leak oracle (docs/trust.md): which cards a viewer may not see, and which shown strings
name one of them.

Printed names alone cannot tell cards apart: the two bundled decks share their Poste and many
names, and copies of a card share one definition. So the games under test are dealt from
*tagged* decks, in which every card instance has a definition of its own whose printed name
ends in a number no other card has ("Roverso Sottano \u2039n\u203a") and whose id carries the
same number ("roverso-sottano-tn", the word of the notation and of the rules' explanations).
Nothing in ``rules/`` keys on a card's name or on the sharing of a definition (a strike's End
Posta is found by id, inside its own deck), so a tagged game is the same game
(``test_oracle.py`` checks that it deals and plays the same). A string then names a card
exactly when it carries that card's tag or id.

What a viewer may not see is what ``rules.views.observe`` hides, read off its views
(``hidden_from``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from audatia_qt.engine.messages import CardName, Message
from audatia_qt.games.audatia.rules import GameConfig, GameState, Seat, observe
from audatia_qt.games.audatia.rules.cards import DeckDef, PostaDef
from audatia_qt.games.audatia.rules.sudden_death import row, seen_row

#: The tag closing a tagged card's printed name: "\u2039n\u203a", n unique across both decks.
_NAME_TAG = re.compile("\u2039(\\d+)\u203a")
#: A tagged card id: the definition's id, then "-t" and the same number.
_ID_TAG = re.compile(r"(?<![a-z0-9-])[a-z0-9]+(?:-[a-z0-9]+)*-t(\d+)(?:#\d+)?(?![a-z0-9-])")


def tag_decks(decks: tuple[DeckDef, DeckDef]) -> tuple[DeckDef, DeckDef]:
    """The two decks with one definition per card instance, each named and id'd uniquely.

    Every card gets a number, unique across both decks, whatever seat the deck takes: its
    printed name ends in "\u2039n\u203a" and its id in "-tn". The split keeps the order in
    which ``CardTable.build`` numbers cards (the Poste, then the Action cards in deck-file
    order, copy by copy), so a tagged game deals and plays as the untagged one.
    """
    tagged: list[DeckDef] = []
    number = 0
    for deck in decks:
        poste: list[PostaDef] = []
        renamed: dict[str, str] = {}
        for posta in deck.poste:
            renamed[posta.id] = f"{posta.id}-t{number}"
            poste.append(replace(posta, id=renamed[posta.id], name=_tagged(posta.name, number)))
            number += 1
        sections = []
        for definitions in (deck.strikes, deck.remedies, deck.counter_remedies, deck.skills):
            split = []
            for definition in definitions:
                for _copy in range(definition.count):
                    changes: dict[str, object] = {
                        "id": f"{definition.id}-t{number}",
                        "name": _tagged(definition.name, number),
                        "count": 1,
                    }
                    end = getattr(definition, "end_posta", None)
                    if end is not None:
                        changes["end_posta"] = renamed[end]
                    split.append(replace(definition, **changes))  # type: ignore[type-var]
                    number += 1
            sections.append(tuple(split))
        strikes, remedies, counters, skills = sections
        tagged.append(
            replace(
                deck,
                poste=tuple(poste),
                strikes=strikes,
                remedies=remedies,
                counter_remedies=counters,
                skills=skills,
            )
        )
    return tagged[0], tagged[1]


def _tagged(name: str, number: int) -> str:
    return f"{name} \u2039{number}\u203a"


@dataclass(frozen=True)
class Leak:
    """A shown string that names a card hidden from its reader."""

    surface: str
    text: str
    cards: tuple[str, ...]
    """The printed names of the hidden cards it names."""

    def __str__(self) -> str:
        return f"[{self.surface}] names {', '.join(self.cards)}: {self.text!r}"


class Oracle:
    """Which cards of a game dealt from tagged decks a string names."""

    def __init__(self, config: GameConfig) -> None:
        self.config = config
        self._cards: dict[int, int] = {}
        """The card id of each tag number in this game (the decks may sit either way round)."""
        for card in config.cards.instances:
            match = _NAME_TAG.search(card.definition.name)
            assert match is not None, f"{card.label} is not tagged: deal from tag_decks()"
            number = int(match.group(1))
            id_match = _ID_TAG.fullmatch(card.name)
            assert id_match is not None and int(id_match.group(1)) == number, card.label
            self._cards[number] = card.id

    def named(self, text: str) -> frozenset[int]:
        """The ids of the cards ``text`` names, by printed name or by card id."""
        numbers = {int(match.group(1)) for match in _NAME_TAG.finditer(text)}
        numbers |= {int(match.group(1)) for match in _ID_TAG.finditer(text)}
        return frozenset(self._cards[number] for number in numbers if number in self._cards)

    def said(self, text: str | Message) -> frozenset[int]:
        """The ids of the cards a shown text names: a plain string by its words; a message
        (issue 21) by its English words and by every ``CardName`` it holds, however deep
        (``Message.walk``), since a language's rendering shows each of them."""
        if isinstance(text, str):
            return self.named(text)
        named = set(self.named(text.english()))
        for part in text.walk():
            if isinstance(part, CardName):
                found = self.named(part.name)
                assert found, f"a CardName that is no card of the game: {part.name!r}"
                named |= found
        return frozenset(named)

    def leaks(
        self, shown: Iterable[tuple[str, str | Message]], hidden: frozenset[int]
    ) -> list[Leak]:
        """The (surface, text) pairs of ``shown`` that name a card of ``hidden``."""
        found = []
        for surface, said in shown:
            text = said if isinstance(said, str) else said.english()
            named = self.said(said) & hidden
            if named:
                cards = self.config.cards
                names = tuple(cards[card].definition.name for card in sorted(named))
                found.append(Leak(surface, text, names))
        return found


def hidden_from(state: GameState, viewer: Seat) -> frozenset[int]:
    """The cards ``viewer`` may not see in ``state``, as ``observe`` decides.

    A card is hidden when the view does not say where it is: in the other seat's hand,
    face-down pile, Sudden Death row or deck, unless the view knows it is in one of those
    (``known_in_hand``, or a hand turned face up); and the other seat's Posta while it lies
    face down (the view keeps it among the pile's candidates, so its place is not known). The
    viewer's own cards are never hidden from it: even its deck is a known set of cards.
    """
    view = observe(state, viewer)
    other = viewer.other
    seen = view.seat(other)
    player = state.players[other]
    hidden: set[int] = set(player.deck)
    if seen.hand is None:
        hidden |= set(player.hand)
    if seen.facedown is None:
        hidden |= set(player.facedown)
    if seen_row(view, other).cards is None:
        hidden |= set(row(state, other) or ())
    hidden -= seen.known_in_hand
    if seen.posta_hidden and player.posta is not None:
        hidden.add(player.posta)
    return frozenset(hidden)


def hidden_from_all(state: GameState, viewers: Iterable[Seat]) -> frozenset[int]:
    """The cards hidden from at least one of ``viewers``: what a surface read by all of them
    may not name."""
    hidden: frozenset[int] = frozenset()
    for seat in viewers:
        hidden |= hidden_from(state, seat)
    return hidden
