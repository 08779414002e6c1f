"""Swordplay: Arena's save files: the game's fields inside the engine's envelope
(``engine.session.saves``), written and read by ``SwordplaySaves``, the game's ``SaveCodec``.

    {"format": "swordplay-save", "version": 2, "app": "...",      # the engine's envelope
     "game": {"deck": "arena", "deck_revision": 2, "mode": "solo", "heroes": ["sellsword"],
              "monster": "arena-troll", "realistic_parries": false,
              "seed": 7, "chance_seed": 12},                      # the config and the die's seed
     "seats": [{"kind": "human"}, {"kind": "computer"}],
     "difficulty": "ismcts:normal",
     "actions": ["1 roll 4", "0 roll 9", "0 keep", ...],          # the rules' notation, rolls too
     "position": {"turn": 0, "phase": "ready", "life": [10], ...}}

Loading replays the actions from the deal (the seed fixes the shuffle, the rolls are among the
actions: ruling SP-6) and checks that they lead to the saved position. The heroes and monster
are named by their ids in the deck; anything the strict reader does not accept, a table the
rulebook does not set, or a move the rules refuse is a ``SaveError`` of one line.

A save keeps opening as the bundled deck changes: ``deck_revision`` says which numbers of the
deck the game was dealt from. Revision 1 is the monsters as first bundled (every version 1 save,
which has no such field); revision 2 their numbers tuned by measurement (docs/swordplay/cards.md).
The heroes and the combat deck are the same in both.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import translate
from audatia_qt.engine.session.match import MatchSetup
from audatia_qt.engine.session.saves import (
    LoadedGame,
    ReadMemo,
    SaveSnapshot,
    read_actions,
    read_bot_name,
    read_seats,
    replay_saved,
)
from audatia_qt.engine.session.strict import Field, SaveError
from audatia_qt.games.swordplay.rules import Config, Mode, State
from audatia_qt.games.swordplay.rules.cards import CardSet
from audatia_qt.games.swordplay.rules.config import MAX_SEATS

#: The version this app writes; every version ever written stays readable. Version 2 added the
#: deck's revision.
VERSION = 2
SUFFIX = ".swordplay"
#: The one deck a game is dealt from today (decks/swordplay/arena.toml's ``deck.id``).
DECK_ID = "arena"
MAX_SEED = 2**63 - 1
#: A hero's or monster's id, as the deck file spells them.
_CARD_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")
_MISMATCH = translate(
    "Swordplay", "position mismatch: replaying the actions does not give the saved position"
)
_UNKNOWN_DECK = translate(
    "Swordplay", "the deck '{deck}' is not installed (this app deals from '{known}')"
)
_BAD_TABLE = translate("Swordplay", "not a table the rules set: {problem}")
_NO_CARDS = translate("Swordplay", "the bundled Swordplay deck cannot be read: {problem}")
_TOP_KEYS = frozenset({"format", "version", "game", "seats", "difficulty", "actions", "position"})
_GAME_KEYS = frozenset(
    {"deck", "mode", "heroes", "monster", "realistic_parries", "seed", "chance_seed"}
)
#: The monsters' life and damage in the bundled deck's first revision (the deck of 2026-11-27:
#: every version 1 save was dealt from it), by id.
FIRST_MONSTERS: dict[str, tuple[int, int]] = {
    "arena-troll": (16, 2),
    "war-boar": (13, 3),
    "iron-revenant": (11, 1),
}
#: The bundled deck's revision this app deals from (its monsters as decks/swordplay/arena.toml
#: gives them).
DECK_REVISION = 2


def first_revision(cards: CardSet) -> CardSet:
    """``cards`` with its monsters' life and damage as the deck first bundled them."""
    monsters = tuple(
        replace(monster, life=FIRST_MONSTERS[monster.id][0], damage=FIRST_MONSTERS[monster.id][1])
        if monster.id in FIRST_MONSTERS
        else monster
        for monster in cards.monsters
    )
    return replace(cards, monsters=monsters)


def deck_revision(cards: CardSet) -> int:
    """The bundled deck's revision ``cards`` is: 1 when its monsters are the first numbers."""
    return 1 if cards == first_revision(cards) else DECK_REVISION


def position(state: State) -> dict[str, Any]:
    """Where the game stands, as the file's own check: every hero's life, hand and ready items,
    the monster, the deck's and discard pile's cards, whose turn and which phase."""
    monster = state.monster
    return {
        "turn": state.turn,
        "phase": state.phase.value,
        "life": [hero.life for hero in state.heroes],
        "hands": [list(hero.hand) for hero in state.heroes],
        "ready": [list(hero.ready_cards()) for hero in state.heroes],
        "monster": None
        if monster is None
        else {"life": monster.life, "armor": monster.armor, "weapons": list(monster.weapons)},
        "deck": list(state.deck),
        "discard": list(state.discard),
    }


class _CardSetSlot:
    """The card set a reader of many saves reads once (the autosave's ``ReadMemo`` keeps it)."""

    def __init__(self, cards: Callable[[], CardSet]) -> None:
        self._cards = cards
        self._read: CardSet | None = None

    def cards(self) -> CardSet:
        if self._read is None:
            try:
                self._read = self._cards()
            except (OSError, ValueError) as error:
                raise SaveError(_NO_CARDS.say(problem=str(error).splitlines()[0][:80])) from None
        return self._read


class SwordplaySaves:
    """Swordplay's ``SaveCodec``; ``cards`` gives the card set a save's game is dealt from (the
    bundled deck's, ``decks.bundled.default_card_set``)."""

    suffix = SUFFIX
    version = VERSION

    def __init__(self, cards: Callable[[], CardSet]) -> None:
        self._cards = cards

    def write(self, snapshot: SaveSnapshot) -> dict[str, Any]:
        setup = snapshot.setup
        config: Config = setup.config
        return {
            "game": {
                "deck": DECK_ID,
                "deck_revision": deck_revision(config.cards),
                "mode": config.mode.value,
                "heroes": list(config.heroes),
                "monster": config.monster,
                "realistic_parries": config.realistic_parries,
                "seed": config.seed,
                "chance_seed": setup.chance_seed,
            },
            "seats": [{"kind": kind.value} for kind in setup.players],
            "difficulty": setup.difficulty,
            "actions": [setup.rules.format_action(config, action) for action in snapshot.actions],
            "position": position(snapshot.state),
        }

    def read(self, root: Field, version: int, entry: GameEntry, memo: ReadMemo) -> LoadedGame:
        obj = root.obj(_TOP_KEYS, optional=frozenset({"app"}))
        revised = version >= 2
        game = obj["game"].obj(_GAME_KEYS | {"deck_revision"} if revised else _GAME_KEYS)
        deck = game["deck"].text(max_len=64)
        if deck != DECK_ID:
            raise game["deck"].fail(_UNKNOWN_DECK.say(deck=deck[:40], known=DECK_ID))
        revision = game["deck_revision"].integer(1, DECK_REVISION) if revised else 1
        heroes = game["heroes"].tuple_of(_card_id, min_len=1, max_len=MAX_SEATS)
        monster_field = game["monster"]
        monster = None if monster_field.value is None else _card_id(monster_field)
        slot = memo.slot(entry.id, lambda: _CardSetSlot(self._cards), _CardSetSlot)
        cards = slot.cards() if revision == DECK_REVISION else first_revision(slot.cards())
        config = _config(
            cards,
            heroes,
            game["mode"].choice(Mode),
            monster,
            game["realistic_parries"].boolean(),
            game["seed"].integer(0, MAX_SEED),
            obj["game"],
        )
        setup = MatchSetup(
            entry,
            config,
            players=read_seats(obj["seats"], config.seat_count),
            difficulty=read_bot_name(obj["difficulty"], entry),
            chance_seed=game["chance_seed"].integer(0, MAX_SEED),
        )
        match, _ = replay_saved(setup, read_actions(obj["actions"]))
        if obj["position"].value != position(match.state):
            raise SaveError(_MISMATCH.say())
        return LoadedGame(setup, match.actions)


def _card_id(field: Field) -> str:
    """A hero's or monster's id: plain lower-case words, so no text from the file is shown
    but as an id."""
    return field.text(max_len=64, pattern=_CARD_ID)


def _config(
    cards: CardSet,
    heroes: tuple[str, ...],
    mode: Mode,
    monster: str | None,
    realistic_parries: bool,
    seed: int,
    where: Field,
) -> Config:
    """The saved table, or the rule it breaks in one line (rulebook, "Setup", "Solo Play")."""
    try:
        return Config(cards, heroes, mode, monster, realistic_parries, seed)
    except ValueError as error:
        raise where.fail(_BAD_TABLE.say(problem=str(error))) from None
