"""Swordplay's words (issue 29, "The log, Why lines, Hint and replays with the same no-leak
promise"): every move and roll told in both moods, the seats' names, the Why lines, and the
trust test: a card a hero drew is never named to a reader who cannot see it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from audatia_qt.engine.game import CHANCE
from audatia_qt.engine.messages import Message
from audatia_qt.engine.narration import Mood
from audatia_qt.engine.session.match import Match, Ply
from audatia_qt.games.swordplay.entry import SWORDPLAY
from audatia_qt.games.swordplay.narrator.log import tell_events
from audatia_qt.games.swordplay.narrator.plies import describe_decision
from audatia_qt.games.swordplay.narrator.session import SwordplayNarrator
from audatia_qt.games.swordplay.rules import (
    Action,
    ActionKind,
    Event,
    EventKind,
    Mode,
    RollPurpose,
    State,
)
from audatia_qt.games.swordplay.rules.cards import CardSet
from tests.games.swordplay.sessions import COMPUTER, HUMAN, config, play, play_out, setup

NARRATOR = SwordplayNarrator()


def _played(mode: Mode = Mode.VERSUS, heroes: int = 2, seed: int = 1) -> Match:
    match = Match(setup(config(mode, heroes, seed=seed), players=None))
    play_out(match, random.Random(seed))
    return match


def _before(match: Match, index: int) -> State:
    state: State = match.plies[index - 1].state if index else match.start
    return state


def _every_ply(match: Match) -> list[tuple[State, Ply]]:
    return [(_before(match, index), ply) for index, ply in enumerate(match.plies)]


def test_the_seats_are_named_by_their_cards_and_the_die_is_the_die() -> None:
    solo = config(Mode.SOLO, 1)
    assert NARRATOR.seat_name(solo, 0).english() == "Aldric the Sellsword"
    assert NARRATOR.seat_name(solo, 1).english() == "Arena Troll"
    assert NARRATOR.seat_name(solo, CHANCE).english() == "the die"
    twins = replace(config(), heroes=("sellsword", "sellsword"))
    assert NARRATOR.seat_name(twins, 1).english() == "Aldric the Sellsword (seat 2)"


def test_every_kind_of_move_is_told_in_both_moods() -> None:
    told: dict[ActionKind, set[str]] = {}
    for mode, heroes in ((Mode.VERSUS, 2), (Mode.SOLO, 1), (Mode.COOP, 3)):
        for seed in range(3):
            match = _played(mode, heroes, seed)
            for before, ply in _every_ply(match):
                for mood in Mood:
                    words = NARRATOR.describe_ply(match.setup, before, ply, (0,), mood=mood)
                    text = words.english()
                    assert text and "{" not in text
                    assert text.endswith(".") == (mood is Mood.DOES)
                    told.setdefault(ply.action.kind, set()).add(text)
    missing = set(ActionKind) - set(told) - {ActionKind.DISARM_DROP}
    assert not missing, missing


def test_a_decision_names_its_card_which_lies_face_up() -> None:
    match = _played()
    setup_ = match.setup
    for before, ply in _every_ply(match):
        action = ply.action
        if action.kind is ActionKind.ATTACK:
            assert action.card is not None and action.target is not None
            card = setup_.config.cards.combat[action.card].name
            target = NARRATOR.seat_name(setup_.config, action.target).english()
            player = NARRATOR.seat_name(setup_.config, action.seat).english()
            does = NARRATOR.describe_ply(setup_, before, ply, (0,), mood=Mood.DOES)
            do = NARRATOR.describe_ply(setup_, before, ply, (0,), mood=Mood.DO)
            assert does.english() == f"{player} attacks {target} with {card}."
            assert do.english() == f"attack {target} with {card}"
            return
    raise AssertionError("no attack in the game")


def test_the_rolls_are_told_with_what_they_decided() -> None:
    match = _played(Mode.SOLO, 1, seed=2)
    texts: dict[RollPurpose, list[str]] = {
        RollPurpose.FIRST_PLAYER: [],
        RollPurpose.MONSTER_DEFENCE: [],
    }
    for before, ply in _every_ply(match):
        if not ply.rolled:
            continue
        rolled = next(event for event in ply.events if event.kind is EventKind.ROLLED)
        assert rolled.purpose is not None
        texts[rolled.purpose].append(
            NARRATOR.describe_ply(match.setup, before, ply, (0,), mood=Mood.DOES).english()
        )
    first = texts[RollPurpose.FIRST_PLAYER][0]
    assert first.startswith(("Aldric the Sellsword rolls for first player: ", "Arena Troll rolls"))
    defences = texts[RollPurpose.MONSTER_DEFENCE]
    assert defences, "the hero attacked the monster"
    for text in defences:
        assert text.startswith("Arena Troll rolls ")
        assert " against its " in text and " defence " in text
        assert text.endswith((": the blow lands.", ": the blow is turned aside."))


def test_the_co_op_monster_s_target_roll_is_told() -> None:
    for seed in range(6):
        match = _played(Mode.COOP, 3, seed)
        for before, ply in _every_ply(match):
            rolled = [event for event in ply.events if event.kind is EventKind.ROLLED]
            if rolled and rolled[0].purpose is RollPurpose.MONSTER_TARGET:
                text = NARRATOR.describe_ply(match.setup, before, ply, (), mood=Mood.DOES)
                assert text.english().startswith("Arena Troll rolls ")
                assert " for its target: " in text.english()
                return
    raise AssertionError("the co-op monster never rolled for its target")


def test_every_move_has_a_why_line_that_does_not_read_the_hand() -> None:
    match = _played(Mode.SOLO, 1, seed=3)
    for before, ply in _every_ply(match):
        why = NARRATOR.why(before, ply)
        assert why is not None and why.english().endswith(").")
        # The same move in a world dealt differently from the public table: the same line.
        if ply.seat != CHANCE:
            view = SWORDPLAY.game.observe(before, (ply.seat + 1) % 2)
            other = SWORDPLAY.game.sample_world(view, random.Random(5))
            assert NARRATOR.why(other, ply) == why


def _swap_hidden(events: tuple[Event, ...], cards: CardSet) -> tuple[Event, ...]:
    """The same events with every hidden drawn card another card of another name: a different
    deal."""
    return tuple(
        replace(event, card=_another(cards, event.card))
        if event.hidden and event.card is not None
        else event
        for event in events
    )


def _another(cards: CardSet, index: int) -> int:
    name = cards.combat[index].name
    size = len(cards.combat)
    return next(
        other % size
        for other in range(index + 1, index + size)
        if cards.combat[other % size].name != name
    )


def _words(match: Match, before: State, ply: Ply, readers: tuple[int, ...]) -> list[Message]:
    said = [NARRATOR.describe_ply(match.setup, before, ply, readers, mood=mood) for mood in Mood]
    return said + list(tell_events(match.setup.config, ply.events, readers))


@pytest.mark.parametrize(
    ("mode", "heroes", "players"),
    [
        (Mode.VERSUS, 2, (HUMAN, COMPUTER)),
        (Mode.VERSUS, 2, (HUMAN, HUMAN)),
        (Mode.VERSUS, 3, (HUMAN, COMPUTER, COMPUTER)),
        (Mode.COOP, 2, (HUMAN, COMPUTER, COMPUTER)),
        (Mode.COOP, 2, (HUMAN, HUMAN, COMPUTER)),
        (Mode.SOLO, 1, (HUMAN, COMPUTER)),
    ],
)
def test_a_differently_dealt_hidden_hand_gives_the_same_words(
    mode: Mode, heroes: int, players: tuple[object, ...]
) -> None:
    """The trust test: for each reader, a draw it cannot see, dealt as another card, changes
    no word it reads; the drawer itself reads its card (so the test can fail)."""
    match = Match(setup(config(mode, heroes, seed=4), players=players))  # type: ignore[arg-type]
    play(match, 120, random.Random(4))
    readers = match.setup.humans
    hidden_seen = own_seen = 0
    for before, ply in _every_ply(match):
        swapped = replace(ply, events=_swap_hidden(ply.events, match.setup.config.cards))
        if swapped == ply:
            continue
        drawers = {event.seat for event in ply.events if event.hidden}
        # The table's readers (every person in hot-seat): no one reads a card not theirs.
        if not drawers <= set(readers) or len(readers) > 1:
            assert _words(match, before, swapped, readers) == _words(match, before, ply, readers)
            hidden_seen += 1
        for drawer in drawers & set(readers):
            own = _words(match, before, ply, (drawer,))
            assert own != _words(match, before, swapped, (drawer,))
            own_seen += 1
    # Alone against a monster, the one reader is the only hero who draws unseen.
    assert hidden_seen > 0 or mode is Mode.SOLO
    if len(readers) == 1:
        assert own_seen > 0


def test_the_monster_s_draw_is_public() -> None:
    solo = config(Mode.SOLO, 1)
    drew = Event(EventKind.DREW, 1, card=0, hidden=False)
    assert tell_events(solo, (drew,), (0,))[0].english() == "Arena Troll draws Attack - High."
    hidden = Event(EventKind.DREW, 0, card=0, hidden=True)
    assert tell_events(solo, (hidden,), (1,))[0].english() == "Aldric the Sellsword draws a card."
    assert tell_events(solo, (hidden,), (0,))[0].english() == (
        "Aldric the Sellsword draws Attack - High."
    )


def test_a_readied_item_s_why_names_its_rule() -> None:
    match = _played(Mode.VERSUS, 2, seed=5)
    kinds = set()
    for before, ply in _every_ply(match):
        if ply.action.kind is ActionKind.READY:
            why = NARRATOR.why(before, ply)
            assert why is not None
            kinds.add(why.english().split(" (")[-1])
    assert kinds, "an item was readied"
    assert kinds <= {"Determining Damage, 3. Ready).", "Armor, 3. Ready).", "Shields, 3. Ready)."}


@pytest.mark.parametrize("kind", [kind for kind in ActionKind if kind is not ActionKind.ROLL])
def test_each_decision_has_its_words_in_both_moods(kind: ActionKind) -> None:
    table = config(Mode.VERSUS, 2)
    card = 0 if kind not in (ActionKind.KEEP, ActionKind.SKIP_READY) else None
    no_card = kind in (
        ActionKind.KEEP,
        ActionKind.SKIP_READY,
        ActionKind.END_TURN,
        ActionKind.TAKE_HIT,
    )
    action = Action(
        0,
        kind,
        card=None if no_card else card,
        target=1 if kind is ActionKind.ATTACK else None,
    )
    do = describe_decision(table, action, Mood.DO).english()
    does = describe_decision(table, action, Mood.DOES).english()
    assert does.startswith("Aldric the Sellsword ") and does.endswith((".", "!"))
    assert do[0].islower() and not do.endswith(".")
    name = table.cards.combat[0].name
    assert (name in do and name in does) == (not no_card)
