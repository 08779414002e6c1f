"""Ready...Fence!'s strip board (issue 30, "At the table"): it follows the match through the
owner, plays a legal drag or key through it, refuses an illegal drop with the rules' own words
and changes nothing, names no hidden card in its log, and fits its window."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import Change, MatchOwner
from audatia_qt.games.ready_fence.board.faces import PlainCardFace
from audatia_qt.games.ready_fence.board.places import (
    PHRASE,
    Piece,
    PlaceKey,
    PlaceKind,
    implied,
    placement,
)
from audatia_qt.games.ready_fence.board.strip import StripBoard
from audatia_qt.games.ready_fence.board.table import ReadyFenceTable
from audatia_qt.games.ready_fence.board.widget import ReadyFenceBoard
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.entry import READY_FENCE
from audatia_qt.games.ready_fence.narrator.names import card_name
from audatia_qt.games.ready_fence.policy.explain import Explanation
from audatia_qt.games.ready_fence.rules import (
    Action,
    ActionKind,
    Config,
    Event,
    Level,
    Phase,
    observe,
    why_not,
)
from audatia_qt.games.ready_fence.rules.strip import forward
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render

PERSON = 0
TARGETS = {Level.TUTORIAL: 5, Level.BASIC: 5, Level.ADVANCED: 5}


def _match(level: Level = Level.BASIC, seed: int = 3) -> Match:
    config = Config(default_card_set(), level, TARGETS[level])
    players = (SeatKind.HUMAN, SeatKind.COMPUTER)
    return Match(MatchSetup(READY_FENCE, config, players, "random", seed))


def _board(
    qtbot: QtBot, match: Match, size: tuple[int, int] = (1280, 800), animation_ms: int = 0
) -> tuple[ReadyFenceBoard, ReadyFenceTable, MatchOwner]:
    words = BoardWords(lambda: "en")
    board = ReadyFenceBoard(PlainCardFace(words), words)
    board.set_animation_ms(animation_ms)
    qtbot.addWidget(board)
    board.resize(*size)
    board.show()
    owner = MatchOwner(READY_FENCE.game, match)
    settings = BoardSettings(animation_ms=animation_ms, ai_delay_ms=0, threaded_ai=False)
    table = ReadyFenceTable(owner, lambda _name: RandomBot(), settings, "random")
    board.follow(table)
    return board, table, owner


def _to_person(match: Match, rng: random.Random, wanted: Callable[[Action], bool]) -> Action:
    """Random moves until the person may make a move ``wanted`` accepts; that move."""
    for _ in range(4000):
        assert not match.over, "the bout ended first"
        legal = match.legal_actions()
        if match.to_move() == PERSON:
            found = [action for action in legal if wanted(action)]
            if found:
                return found[0]
        match.play(rng.choice(legal))
    raise AssertionError("the move never came")


def _drag(strip: StripBoard, start: QPointF, end: QPointF) -> None:
    """A real press, move and release on the strip, as a mouse makes them."""
    for kind, at, buttons in (
        (QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseMove, (start + end) / 2, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseMove, end, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(
            kind,
            at,
            strip.mapToGlobal(at),
            Qt.MouseButton.LeftButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(strip, event)


def _drag_to(strip: StripBoard, lifted: int | Piece, place: PlaceKey) -> None:
    start = strip.lift_rect(lifted)
    end = strip.place_rect(place)
    assert start is not None and end is not None
    _drag(strip, start.center(), end.center())


def _played(owner: MatchOwner) -> list[Change]:
    changes: list[Change] = []
    owner.subscribe(changes.append)
    return changes


def test_a_computer_move_redraws_the_board(qtbot: QtBot) -> None:
    """The person ends the turn; the computer answers through the owner and the strip shows
    the state it led to, from the person's view."""
    match = _match()
    step = _to_person(match, random.Random(1), lambda a: a.kind is ActionKind.STALL)
    board, table, _owner = _board(qtbot, match)
    plies = len(match.plies)
    table.play(step)
    qtbot.waitUntil(lambda: match.over or match.to_move() == PERSON, timeout=5000)
    assert len(match.plies) > plies + 1  # the computer moved after the Stall
    assert board.strip._view == observe(match.state, PERSON)
    assert board.strip._view is not None and board.strip._view.viewer == PERSON


def test_dragging_the_fencer_one_section_forward_steps_through_the_owner(qtbot: QtBot) -> None:
    match = _match()
    forward_step = Action(PERSON, ActionKind.MOVE, step=1)
    step = _to_person(match, random.Random(2), lambda a: a == forward_step)
    board, _table, owner = _board(qtbot, match)
    changes = _played(owner)
    before = match.state.fencers[PERSON].position
    to = before + forward(PERSON)
    _drag_to(board.strip, Piece.FENCER, PlaceKey(PlaceKind.SECTION, to))
    assert changes and changes[0].plies[0].action == step
    assert match.state.fencers[PERSON].position == to


def test_dragging_a_red_card_to_the_phrase_lane_attacks(qtbot: QtBot) -> None:
    match = _match()
    attack = _to_person(
        match,
        random.Random(3),
        lambda a: a.kind is ActionKind.ATTACK and a.bonus is None,
    )
    board, _table, owner = _board(qtbot, match)
    changes = _played(owner)
    assert attack.card is not None
    # The lane glows while the card is lifted: it is among the card's places.
    assert PHRASE in board.strip.plays(attack.card)
    _drag_to(board.strip, attack.card, PHRASE)
    assert changes and changes[0].plies[0].action == attack
    assert match.state.phrase is not None and match.state.phrase.attacker == PERSON


def test_a_drop_the_rules_forbid_snaps_back_with_the_rules_words(qtbot: QtBot) -> None:
    """Two sections forward in one action: refused with the rule ("Moving the Miniature
    Fencer"), the match unchanged."""
    match = _match()
    _to_person(match, random.Random(4), lambda a: a == Action(PERSON, ActionKind.MOVE, step=1))
    board, _table, owner = _board(qtbot, match)
    changes = _played(owner)
    plies = len(match.plies)
    state = match.state
    two_ahead = state.fencers[PERSON].position + 2 * forward(PERSON)
    said: list[str] = []
    board.said.connect(said.append)
    _drag_to(board.strip, Piece.FENCER, PlaceKey(PlaceKind.SECTION, two_ahead))
    reason = why_not(state, Action(PERSON, ActionKind.MOVE, step=2))
    assert reason is not None
    assert said == [render(reason)]
    assert board.prompt.text() == render(reason)
    assert not changes and len(match.plies) == plies and match.state is state


def test_a_card_without_a_play_dropped_on_the_lane_says_why(qtbot: QtBot) -> None:
    match = _match()
    rng = random.Random(5)

    def stuck_card(action: Action) -> bool:
        hand = match.state.fencers[PERSON].hand
        return match.state.phase is Phase.TURN and any(
            why_not(match.state, Action(PERSON, ActionKind.ATTACK, card=c)) is not None
            for c in hand
        )

    _to_person(match, rng, stuck_card)
    board, _table, owner = _board(qtbot, match)
    changes = _played(owner)
    state = match.state
    card = next(
        c
        for c in state.fencers[PERSON].hand
        if why_not(state, Action(PERSON, ActionKind.ATTACK, card=c)) is not None
    )
    _drag_to(board.strip, card, PHRASE)
    reason = why_not(state, Action(PERSON, ActionKind.ATTACK, card=card))
    assert reason is not None and board.prompt.text() == render(reason)
    assert not changes and match.state is state


def test_the_keyboard_chooses_a_piece_and_plays_its_move(qtbot: QtBot) -> None:
    match = _match()
    _to_person(match, random.Random(6), lambda a: a.kind is ActionKind.MOVE)
    board, _table, owner = _board(qtbot, match)
    changes = _played(owner)
    strip = board.strip
    strip.setFocus()
    for _ in range(len(strip.pieces())):
        if strip.focused_piece() is Piece.FENCER:
            break
        qtbot.keyClick(strip, Qt.Key.Key_Right)
    assert strip.focused_piece() is Piece.FENCER
    qtbot.keyClick(strip, Qt.Key.Key_Down)
    chosen = strip.focused_play()
    assert chosen is not None and chosen.kind in (ActionKind.MOVE, ActionKind.RETREAT)
    assert "fencer" in strip.accessibleDescription()
    qtbot.keyClick(strip, Qt.Key.Key_Return)
    assert changes and changes[0].plies[0].action == chosen


def test_the_screen_reader_names_the_board_and_the_focused_card(qtbot: QtBot) -> None:
    match = _match()
    _to_person(match, random.Random(7), lambda a: a.kind is ActionKind.ATTACK)
    board, _table, _owner = _board(qtbot, match)
    strip = board.strip
    assert strip.accessibleName() == "Fencing strip"
    piece = strip.focused_piece()
    assert isinstance(piece, int)
    name = card_name(match.setup.config, piece).english()
    described = strip.accessibleDescription()
    assert name in described
    # The strip in words too: each fencer's section and the distance between them.
    for seat in (0, 1):
        assert f"section {match.state.fencers[seat].position}," in described
    assert "distance" in described
    assert board.log.accessibleName() == "Bout log"


@pytest.mark.parametrize("level", list(Level))
def test_every_placed_move_reads_back_as_itself(level: Level) -> None:
    """``placement`` and ``implied`` are one table both ways: a drop where a legal move is
    made is read back as that move (the Feint excepted: its drop reads as an answer, and the
    rules' words for that answer are what a refused Feint drop should say)."""
    rng = random.Random(level.value)
    match = _match(level, seed=11)
    checked = 0
    while not match.over and checked < 400:
        seat = match.to_move()
        view = observe(match.state, seat)
        for action in match.legal_actions():
            placed = placement(view, action)
            if placed is None or action.kind is ActionKind.FEINT:
                continue
            assert implied(view, *placed) == action
            checked += 1
        match.play(rng.choice(match.legal_actions()))
    assert checked >= 100


def test_the_log_never_names_a_card_hidden_from_the_person(qtbot: QtBot) -> None:
    """A seeded random bout against RandomBot played to its end on the board: until the bout
    is over (when nothing is hidden any more), no line names a card the computer drew or
    discarded face down unless the person saw a card of that name."""
    match = _match(Level.BASIC, seed=21)
    board, table, owner = _board(qtbot, match)
    counts: list[tuple[int, bool]] = []
    owner.subscribe(lambda _change: counts.append((board.log.count(), match.over)))
    rng = random.Random(21)
    for _ in range(3000):
        if match.over:
            break
        if table.person_to_move() == PERSON:
            table.play(rng.choice(table.legal()))
        else:
            qtbot.waitUntil(lambda: match.over or match.to_move() == PERSON, timeout=5000)
    assert match.over
    lines = [board.log.item(i).text() for i in range(board.log.count())]
    ended = next(i for i, (_count, over) in enumerate(counts) if over)
    before_end = lines[: counts[ended - 1][0]]
    config = match.setup.config
    events = [e for ply in match.plies for e in ply.events if isinstance(e, Event)]
    seen: set[str] = set()
    hidden: set[str] = set()
    for event in events:
        for card in (event.card, event.bonus):
            if card is None:
                continue
            name = card_name(config, card).english()
            (hidden if event.hidden and event.seat != PERSON else seen).add(name)
    assert hidden - seen, "the bout should hold a card the person never saw"
    for name in hidden - seen:
        assert not any(name in line for line in before_end), name


@pytest.mark.parametrize("size", [(1280, 800), (2560, 1440)])
def test_the_board_fits_its_window(qtbot: QtBot, size: tuple[int, int]) -> None:
    match = _match()
    _to_person(match, random.Random(8), lambda a: a.kind is ActionKind.ANSWER)
    board, _table, _owner = _board(qtbot, match, size)
    QApplication.processEvents()
    strip = board.strip
    bounds = strip.rect().toRectF()
    for spot in strip._lifts() + strip._places():
        assert bounds.contains(spot.rect), spot


def test_the_side_panel_grows_with_the_window(qtbot: QtBot) -> None:
    match = _match()
    board, _table, _owner = _board(qtbot, match, (1280, 800))
    QApplication.processEvents()
    small = (board.panel.width(), board.prompt.font().pixelSize())
    board.resize(2560, 1440)
    QApplication.processEvents()
    large = (board.panel.width(), board.prompt.font().pixelSize())
    assert large[0] > small[0] and large[1] > small[1]


def test_the_move_buttons_play_the_moves_no_piece_makes(qtbot: QtBot) -> None:
    """Stall plays no card: a button in the narrator's words, played through the owner."""
    match = _match()
    stall = _to_person(match, random.Random(9), lambda a: a.kind is ActionKind.STALL)
    board, _table, owner = _board(qtbot, match)
    changes = _played(owner)
    button = next(b for b in board.shown_move_buttons() if b.text() == "Stall")
    button.click()
    assert changes and changes[0].plies[0].action == stall


def test_the_mulligan_is_offered_as_buttons_at_the_deal(qtbot: QtBot) -> None:
    """Rulebook, "Game Setup": the hand is kept or replaced once; both moves play no piece,
    so both are buttons, each in the narrator's words."""
    match = _match()
    assert match.to_move() == PERSON and match.state.phase is Phase.MULLIGAN
    board, _table, owner = _board(qtbot, match)
    changes = _played(owner)
    texts = [button.text() for button in board.shown_move_buttons()]
    assert texts == ["Keep the hand", "Declare a Mulligan"]
    board.shown_move_buttons()[0].click()
    assert changes and changes[0].plies[0].action == Action(PERSON, ActionKind.KEEP_HAND)


def test_the_hint_names_a_move_and_puts_the_keyboard_on_it(qtbot: QtBot) -> None:
    match = _match()
    _to_person(match, random.Random(12), lambda a: a.kind is ActionKind.ATTACK)
    board, table, _owner = _board(qtbot, match)
    answers: list[Explanation] = []
    table.hinted.connect(answers.append)
    assert board.hint_button.isVisible()
    board.hint_button.click()
    qtbot.waitUntil(lambda: bool(answers), timeout=10000)
    best = answers[0].candidates[0].action
    assert board.prompt.text().startswith("Hint: ")
    assert board.hint_button.isEnabled()
    view = board.strip._view
    assert view is not None
    if placement(view, best) is not None and best.kind is not ActionKind.FEINT:
        assert board.strip.focused_play() == best


def test_hot_seat_hides_the_strip_until_the_next_fencer_takes_the_device(qtbot: QtBot) -> None:
    """Two people at one screen: each hand is shown only after its fencer says so (the
    shell's pass screen), so neither sees the other's cards."""
    config = Config(default_card_set(), Level.BASIC, 5)
    match = Match(MatchSetup(READY_FENCE, config, (SeatKind.HUMAN, SeatKind.HUMAN), "random", 3))
    board, table, _owner = _board(qtbot, match)
    assert board.pages.currentWidget() is board.pass_screen
    # Both are people at the screen: the screen calls the fencer by name, not "you".
    called = board.pass_screen.findChild(QLabel, "passTitle")
    assert called is not None and called.text() == "Pass the device to Fencer 1"
    board.pass_screen.confirmed.emit()
    assert board.pages.currentWidget() is board.strip
    assert board.strip._view is not None and board.strip._view.viewer == 0
    table.play(Action(0, ActionKind.KEEP_HAND))
    assert match.to_move() == 1
    assert board.pages.currentWidget() is board.pass_screen
    board.pass_screen.confirmed.emit()
    assert board.strip._view is not None and board.strip._view.viewer == 1


def test_a_step_slides_the_fencer_after_the_rules_have_moved_it(qtbot: QtBot) -> None:
    """The figure slides from its old section to its new one; the state has the new section
    from the start, and with animations off the figure is there at once."""
    forward_step = Action(PERSON, ActionKind.MOVE, step=1)
    for animation_ms in (220, 0):
        match = _match()
        _to_person(match, random.Random(2), lambda a: a == forward_step)
        board, table, _owner = _board(qtbot, match, animation_ms=animation_ms)
        before = match.state.fencers[PERSON].position
        table.play(forward_step)
        after = match.state.fencers[PERSON].position
        motion = board.strip.motion
        places = motion.places()
        assert places is not None
        if animation_ms:
            assert motion.running and places[PERSON] == pytest.approx(before)
            qtbot.waitUntil(lambda m=motion: not m.running, timeout=3000)
        else:
            assert not motion.running
        places = motion.places()
        assert places is not None and places[PERSON] == after


def test_a_click_on_a_weapon_circle_changes_the_position(qtbot: QtBot) -> None:
    """The weapon token dropped on another circle (a click there does it) is the rulebook's
    "Changing the position of the weapon"; a click on the position held does nothing."""
    match = _match()
    _to_person(match, random.Random(13), lambda a: a.kind is ActionKind.GUARD)
    board, _table, owner = _board(qtbot, match)
    changes = _played(owner)
    strip = board.strip
    held = match.state.fencers[PERSON].guard
    held_circle = strip.place_rect(PlaceKey(PlaceKind.GUARD, held))
    assert held_circle is not None
    _drag(strip, held_circle.center(), held_circle.center())
    assert not changes
    other = next(
        a.guard for a in match.legal_actions() if a.kind is ActionKind.GUARD and a.guard != held
    )
    assert other is not None
    circle = strip.place_rect(PlaceKey(PlaceKind.GUARD, other))
    assert circle is not None
    _drag(strip, circle.center(), circle.center())
    assert changes and changes[0].plies[0].action == Action(PERSON, ActionKind.GUARD, guard=other)
    assert match.state.fencers[PERSON].guard is other


def test_undo_redraws_the_strip_where_the_fencer_stood(qtbot: QtBot) -> None:
    """Undo through the owner (its policy) puts the fencer back; the board follows at once,
    nothing sliding (animations on: an undo is no move)."""
    match = _match()
    forward_step = Action(PERSON, ActionKind.MOVE, step=1)
    _to_person(match, random.Random(2), lambda a: a == forward_step)
    board, table, owner = _board(qtbot, match, animation_ms=220)
    before = match.state.fencers[PERSON].position
    table.play(forward_step)
    board.strip.settle()
    owner.undo(confirmed=True)
    assert match.state.fencers[PERSON].position == before
    view = board.strip._view
    assert view is not None and view.fencers[PERSON].position == before
    assert not board.strip.motion.running
    places = board.strip.motion.places()
    assert places is not None and places[PERSON] == before


def test_tutorial_defend_by_distance_drops_the_discarded_card_behind_the_fencer(
    qtbot: QtBot,
) -> None:
    """Tutorial, "Defend by Distance": the fencer goes back two and a card of the hand is
    discarded; the card is dropped on the section the fencer lands on, and the prompt says so
    (no button makes that move)."""
    match = _match(Level.TUTORIAL, seed=1)
    distance = _to_person(
        match,
        random.Random(5),
        lambda a: a.kind is ActionKind.DISTANCE and a.card is not None,
    )
    board, _table, owner = _board(qtbot, match)
    changes = _played(owner)
    assert "To defend by distance" in board.prompt.text()
    assert distance.card is not None
    view = board.strip._view
    assert view is not None
    placed = placement(view, distance)
    assert placed is not None and placed[1].kind is PlaceKind.SECTION
    _drag_to(board.strip, distance.card, placed[1])
    assert changes and changes[0].plies[0].action == distance


def test_the_board_speaks_spanish(qtbot: QtBot, spanish: Language) -> None:
    """Every word the board shows goes through the catalogs: in Spanish, the prompt, the
    buttons and the screen reader's names are Spanish (fencing terms as the game's catalog
    gives them)."""
    match = _match()
    _to_person(match, random.Random(9), lambda a: a.kind is ActionKind.STALL)
    words = BoardWords(lambda: "es")
    board = ReadyFenceBoard(PlainCardFace(words), words)
    qtbot.addWidget(board)
    board.set_animation_ms(0)
    board.resize(1280, 800)
    board.show()
    owner = MatchOwner(READY_FENCE.game, match)
    settings = BoardSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
    board.follow(ReadyFenceTable(owner, lambda _name: RandomBot(), settings, "random"))
    assert board.prompt.text().startswith("Tu turno, acción 1 de 2")
    assert "Esperar" in [button.text() for button in board.shown_move_buttons()]
    assert board.strip.accessibleName() == "Pista de esgrima"
    assert board.log.accessibleName() == "Registro del asalto"
    assert "casilla" in board.strip.accessibleDescription()


def test_the_timer_deck_is_said_to_come_until_both_hands_are_kept() -> None:
    """ "take 12 additional cards to be placed face down in the Timer countdown space" (Basic,
    "Game Setup"): counted out once the hands are settled (ruling RF-10), so before that the
    scoreboard says it is to come rather than showing an empty deck."""
    words = BoardWords(lambda: "en")
    config = Config(default_card_set(), Level.BASIC, 5)
    match = Match(MatchSetup(READY_FENCE, config, (SeatKind.HUMAN, SeatKind.HUMAN), None, 5))
    assert words.timer(observe(match.state, 0)) == "Timer deck: laid once both hands are kept"
    for seat in (0, 1):
        match.play(Action(seat, ActionKind.KEEP_HAND))
    assert words.timer(observe(match.state, 0)).startswith("Timer deck: 12 card")


def test_once_the_bout_is_over_the_prompt_keeps_the_result_and_the_keys_go_to_rematch(
    qtbot: QtBot,
) -> None:
    """A bout played to its end: a key or a drop on the strip refuses nothing (there is
    nothing to play), the prompt keeps saying how the bout ended, and Rematch has the keys."""
    match = _match(Level.TUTORIAL, seed=4)
    rng = random.Random(4)
    while not match.over:
        legal = match.legal_actions()
        match.play(rng.choice(legal))
    board, _table, _owner = _board(qtbot, match)
    ended = board.prompt.text()
    assert ended
    qtbot.waitUntil(board.rematch_button.hasFocus, timeout=2000)
    assert board.rematch_button.isVisible()
    qtbot.keyClick(board.strip, Qt.Key.Key_Return)
    assert board.prompt.text() == ended


def test_the_phrase_lane_says_a_fencer_has_played_no_card_yet() -> None:
    """Seen in a real window: "Speed now: Fencer 1 (you) none, Fencer 2 6" read as a speed of
    "none"; the defender who has not answered yet is said to have no card yet."""
    match = _match()
    view = READY_FENCE.game.observe(match.state, 0)
    said = BoardWords(lambda: "en").speeds(view, (None, 6))
    assert said.startswith("Speed now:") and "no card yet" in said and said.endswith("6")
    assert "none" not in said
