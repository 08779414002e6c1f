"""The arena board (issue 29, "At the table"): a card's places glow when it is lifted, a drop
on a place with a play plays it through the match owner, a drop anywhere else snaps back with
the rule that forbids it, the keyboard does the same, the computer moves on its own, and
nothing drawn or said depends on a card the seat at the board cannot see."""

from __future__ import annotations

import random

import pytest
from PIL import Image
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.games.swordplay.board.arena import DISCARD_PLACE, ArenaBoard
from audatia_qt.games.swordplay.board.faces import FacePixmaps
from audatia_qt.games.swordplay.board.table import SwordplayTable
from audatia_qt.games.swordplay.board.widget import SwordplayBoard
from audatia_qt.games.swordplay.board.words import BoardWords
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.entry import SWORDPLAY
from audatia_qt.games.swordplay.render.faces import FaceRenderer, SwordplayCard
from audatia_qt.games.swordplay.rules import (
    Action,
    ActionKind,
    Config,
    Mode,
    Phase,
    observe,
    sample_world,
    why_not,
)
from audatia_qt.games.swordplay.rules.state import State, evolve
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.i18n.render import render

PERSON = 0


def _match(mode: Mode = Mode.VERSUS, seed: int = 5) -> Match:
    cards = default_card_set()
    if mode is Mode.SOLO:
        config = Config(cards, (cards.heroes[0].id,), Mode.SOLO, cards.monsters[0].id, False, seed)
        players = (SeatKind.HUMAN, SeatKind.COMPUTER)
    else:
        config = Config(cards, (cards.heroes[0].id, cards.heroes[1].id), seed=seed)
        players = (SeatKind.HUMAN, SeatKind.COMPUTER)
    return Match(MatchSetup(SWORDPLAY, config, players, "random", seed))


def _to_phase(match: Match, phase: Phase, rng: random.Random) -> None:
    """Play random moves (both sides) until the person is to move in ``phase``."""
    for _ in range(2000):
        if match.to_move() == PERSON and match.state.phase is phase:
            return
        assert not match.over, "the game ended before the phase was reached"
        legal = match.legal_actions()
        if match.to_move() == PERSON and match.state.phase is Phase.DISCARD:
            legal = [a for a in legal if a.kind is ActionKind.KEEP] or legal
        match.play(rng.choice(legal))
    raise AssertionError(f"{phase} never came")


def _board(qtbot: QtBot, match: Match) -> tuple[SwordplayBoard, SwordplayTable, MatchOwner]:
    narrator = SWORDPLAY.narrator
    assert narrator is not None
    board = SwordplayBoard(
        FacePixmaps(FaceRenderer(), lambda: "en", lambda: 1.0),
        BoardWords(lambda: "en", narrator),
    )
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    owner = MatchOwner(SWORDPLAY.game, match)
    settings = BoardSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
    table = SwordplayTable(owner, lambda _name: RandomBot(), settings, "random")
    board.follow(table)
    return board, table, owner


def _drag(arena: ArenaBoard, start: QPointF, end: QPointF) -> None:
    """A real press, move and release on the arena, as a mouse makes them."""
    for kind, at, buttons in (
        (QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseMove, (start + end) / 2, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseMove, end, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(
            kind,
            at,
            arena.mapToGlobal(at),
            Qt.MouseButton.LeftButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(arena, event)


def _place(arena: ArenaBoard, key: str | int) -> QPointF:
    return next(place.rect.center() for place in arena._places if place.key == key)


def _hand_spot(arena: ArenaBoard, card: int) -> QPointF:
    return next(spot.rect.center() for spot in arena._spots if spot.card == card and spot.in_hand)


def test_a_card_dropped_on_the_discard_pile_in_the_discard_phase_is_discarded(
    qtbot: QtBot,
) -> None:
    match = _match()
    _to_phase(match, Phase.DISCARD, random.Random(1))
    board, _table, owner = _board(qtbot, match)
    card = match.state.heroes[PERSON].hand[0]
    assert board.arena.playable(card), "every card of the hand may be discarded now"
    _drag(board.arena, _hand_spot(board.arena, card), _place(board.arena, DISCARD_PLACE))
    assert owner.match.plies[-1].action == Action(PERSON, ActionKind.DISCARD, card=card)
    assert card in owner.match.state.discard


def test_a_drop_the_rules_forbid_snaps_back_and_says_the_rule(qtbot: QtBot) -> None:
    match = _match()
    _to_phase(match, Phase.DISCARD, random.Random(2))
    board, _table, owner = _board(qtbot, match)
    played = len(owner.match.plies)
    card = match.state.heroes[PERSON].hand[0]
    refusals: list[object] = []
    board.arena.refused.connect(refusals.append)
    # An attack on the foe is not a Discard-phase move: the rules say why.
    _drag(board.arena, _hand_spot(board.arena, card), _place(board.arena, 1))
    expected = why_not(match.state, Action(PERSON, ActionKind.ATTACK, card=card, target=1))
    assert expected is not None
    assert refusals == [expected]
    assert board.prompt.text() == render(expected)
    assert len(owner.match.plies) == played


def test_the_keyboard_plays_the_focused_card_where_the_rules_allow(qtbot: QtBot) -> None:
    match = _match()
    _to_phase(match, Phase.DISCARD, random.Random(3))
    board, _table, owner = _board(qtbot, match)
    board.arena.setFocus()
    qtbot.keyClick(board.arena, Qt.Key.Key_Right)
    card = board.arena.focused_card()
    assert card is not None
    # The screen reader hears the focused card's name and what Enter will do with it.
    name = match.state.config.cards.combat[card].name
    assert board.arena.accessibleDescription().startswith(f"{name}: discard it")
    qtbot.keyClick(board.arena, Qt.Key.Key_Return)
    assert owner.match.plies[-1].action.card == card


def test_the_pass_button_keeps_the_hand_then_readies_nothing(qtbot: QtBot) -> None:
    match = _match()
    _to_phase(match, Phase.DISCARD, random.Random(4))
    board, _table, owner = _board(qtbot, match)
    assert board.pass_button.isVisible()
    board.pass_button.click()
    assert owner.match.plies[-1].action.kind is ActionKind.KEEP
    assert owner.match.state.phase is Phase.READY
    board.pass_button.click()
    assert owner.match.plies[-1].action.kind is ActionKind.SKIP_READY


def _hidden_hand_redealt(state: State, seed: int) -> State:
    """``state`` with what the person cannot see (the foe's hand, the deck) dealt anew (the
    deal's seed kept: a world sampled from a view knows none)."""
    return evolve(sample_world(observe(state, PERSON), random.Random(seed)), config=state.config)


def test_nothing_on_the_board_depends_on_a_hand_the_person_cannot_see(qtbot: QtBot) -> None:
    match = _match()
    _to_phase(match, Phase.COMBAT, random.Random(5))
    state = match.state
    other = _hidden_hand_redealt(state, 99)
    assert other.heroes[1].hand != state.heroes[1].hand
    shots = []
    for world in (state, other):
        board, _table, _owner = _board(qtbot, Match.from_position(match.setup, world))
        shots.append(
            (
                board.arena.grab().toImage(),
                board.prompt.text(),
                board.arena.accessibleDescription(),
            )
        )
    assert shots[0] == shots[1]


def test_a_solo_fight_against_the_monster_plays_to_its_end_on_the_board(qtbot: QtBot) -> None:
    match = _match(Mode.SOLO, seed=11)
    board, table, owner = _board(qtbot, match)
    rng = random.Random(6)

    def person_moves() -> bool:
        if owner.match.over:
            return True
        if table.person_to_move() is not None:
            table.play(rng.choice(table.legal()))
        return owner.match.over

    qtbot.waitUntil(person_moves, timeout=20000)
    assert owner.match.returns() is not None
    assert board.rematch_button.isVisibleTo(board)
    # The monster's turns are told too (they run inside the move that ends a hero's turn).
    config = owner.match.setup.config
    monster = config.cards.monster(config.monster).name
    lines = [board.log.item(i).text() for i in range(board.log.count())]
    attacked = any(
        e.kind.value == "attacked" and e.seat == config.monster_seat
        for ply in owner.match.plies
        for e in ply.events
    )
    assert attacked, "the fight had the monster attack"
    assert any(line.startswith(f"{monster} attacks") for line in lines)


def test_the_log_names_no_card_the_person_did_not_see(qtbot: QtBot) -> None:
    match = _match()
    _to_phase(match, Phase.COMBAT, random.Random(7))
    board, _table, _owner = _board(qtbot, match)
    lines = [board.log.item(i).text() for i in range(board.log.count())]
    foe_hand = match.state.heroes[1].hand
    seen_names = set()
    for ply in match.plies:
        for event in SWORDPLAY.game.redact(ply.events, PERSON):
            if event.card is not None:
                seen_names.add(match.state.config.cards.combat[event.card].name)
    for card in foe_hand:
        name = match.state.config.cards.combat[card].name
        if name in seen_names:
            continue  # a card of the same design was seen played: its name is public
        assert not any(name in line for line in lines), name


@pytest.mark.parametrize("size", [(1280, 800), (2560, 1440)])
def test_the_board_fits_its_window(qtbot: QtBot, size: tuple[int, int]) -> None:
    match = _match()
    _to_phase(match, Phase.COMBAT, random.Random(8))
    board, _table, _owner = _board(qtbot, match)
    board.resize(*size)
    QApplication.processEvents()
    arena = board.arena
    for spot in arena._spots:
        assert arena.rect().toRectF().contains(spot.rect), spot
    for place in arena._places:
        assert arena.rect().toRectF().contains(place.rect), place


def test_after_readying_an_item_the_prompt_says_no_attack_this_turn(qtbot: QtBot) -> None:
    """Rulebook, "3. Ready": "Heroes may not make an attack on any turn in which they ready an
    Item": the board says so instead of offering an attack it would refuse."""
    rng = random.Random(10)
    for seed in range(5, 40):
        match = _match(seed=seed)
        _to_phase(match, Phase.READY, rng)
        readies = [a for a in match.legal_actions() if a.kind is ActionKind.READY]
        if readies:
            break
    else:
        raise AssertionError("no deal offered an item to ready")
    board, table, _owner = _board(qtbot, match)
    table.play(readies[0])
    assert table.state.phase is Phase.COMBAT and table.state.readied
    assert "may not attack" in board.prompt.text()
    assert not any(a.kind is ActionKind.ATTACK for a in table.legal())


def test_hot_seat_hides_the_board_until_the_next_player_takes_the_device(
    qtbot: QtBot,
) -> None:
    """Two people on one screen: the arena shows a hand only to the player who took the
    device (the shell's pass screen), and the log names no card either may not see."""
    cards = default_card_set()
    config = Config(cards, (cards.heroes[0].id, cards.heroes[1].id), seed=21)
    match = Match(MatchSetup(SWORDPLAY, config, (SeatKind.HUMAN, SeatKind.HUMAN), None, 21))
    board, table, owner = _board(qtbot, match)
    board.pass_screen.reveal_delay_ms = 0
    first = table.person_to_move()
    assert first is not None
    assert board.pages.currentWidget() is board.pass_screen, "nobody has taken the device yet"
    assert board.pass_screen.title.text().endswith(board._words.seat_name(table.view(), first))
    qtbot.waitUntil(board.pass_screen.button.isEnabled, timeout=5000)  # a deliberate reveal
    board.pass_screen.button.click()
    assert board.pages.currentWidget() is board.arena
    assert board.arena._view is not None and board.arena._view.viewer == first
    # The first player plays until the other must decide: the board hides again.
    for _ in range(30):
        if table.person_to_move() != first:
            break
        table.play(table.legal()[0])
    second = table.person_to_move()
    assert second is not None and second != first
    assert board.pages.currentWidget() is board.pass_screen
    assert board.pass_button.isHidden()
    qtbot.waitUntil(board.pass_screen.button.isEnabled, timeout=5000)
    board.pass_screen.button.click()
    assert board.arena._view is not None and board.arena._view.viewer == second
    # The log is read by both: no card drawn into a hand is named in it.
    drawn = {
        owner.match.state.config.cards.combat[event.card].name
        for ply in owner.match.plies
        for event in ply.events
        if event.hidden and event.card is not None
    }
    played = {
        owner.match.state.config.cards.combat[event.card].name
        for ply in owner.match.plies
        for event in ply.events
        if not event.hidden and event.card is not None
    }
    lines = [board.log.item(i).text() for i in range(board.log.count())]
    for name in drawn - played:
        assert not any(name in line for line in lines), name


def test_the_hint_suggests_a_legal_move_and_puts_the_keyboard_on_it(qtbot: QtBot) -> None:
    """The Hint (H) searches the person's position from their own view and says the best
    move with the rule it uses; Enter then plays it."""
    match = _match()
    _to_phase(match, Phase.COMBAT, random.Random(12))
    board, table, owner = _board(qtbot, match)
    assert board.hint_button.isVisibleTo(board)
    hinted: list[object] = []
    table.hinted.connect(hinted.append)
    board.hint_button.click()
    qtbot.waitUntil(lambda: bool(hinted), timeout=20000)
    (explanation,) = hinted
    best = explanation.best  # type: ignore[attr-defined]
    assert best in table.legal()
    assert board.prompt.text().startswith("Hint: ")
    if best.card is not None:
        assert board.arena.focused_play() == best
        board.arena.setFocus()
        before = len(owner.match.plies)
        qtbot.keyClick(board.arena, Qt.Key.Key_Return)
        # The computer may answer at once; the person's move is the first played since.
        assert owner.match.plies[before].action == best


def test_space_plays_the_phases_move_without_a_card(qtbot: QtBot) -> None:
    match = _match()
    _to_phase(match, Phase.DISCARD, random.Random(13))
    board, _table, owner = _board(qtbot, match)
    board.arena.setFocus()
    qtbot.keyClick(board.arena, Qt.Key.Key_Space)
    assert owner.match.plies[-1].action == Action(PERSON, ActionKind.KEEP)


def test_a_card_a_few_pixels_larger_or_smaller_is_not_drawn_again(qtbot: QtBot) -> None:
    """The board draws a face at the next rung of the size ladder and shrinks it to the card:
    a hand laid out again, or a window resized by a few pixels, draws nothing anew."""
    drawn: list[tuple[int, int]] = []

    class CountingRenderer(FaceRenderer):
        def render(
            self, card: SwordplayCard, width: int, height: int, language: str = "en"
        ) -> Image.Image:
            drawn.append((width, height))
            return super().render(card, width, height, language)

    pixmaps = FacePixmaps(CountingRenderer(), lambda: "en", lambda: 1.0)
    view = observe(_match().state, PERSON)
    card = 0
    for width in (110.0, 111.0, 112.5, 113.0):
        pixmap = pixmaps.card(view, card, QRectF(0, 0, width, width * 1.4))
    assert len(drawn) == 1
    assert pixmap.width() >= 113 and pixmap.height() >= 113 * 1.4
    pixmaps.card(view, card, QRectF(0, 0, 150, 210))
    assert len(drawn) == 2
