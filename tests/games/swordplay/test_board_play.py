"""The arena board as a newcomer reads it (issue 29, "At the table"; found playing it in a real
window): whose turn and which phase, what the die rolled and why it mattered (on the board and
in the log), each hero's life marker clear of its panel's words, no button before a fight, and
the short motions that show a move happening (a card travelling, the d10 tumbling before it
settles on the seeded face, a hit flashing the life marker) without ever changing or delaying
the game: the rules have applied the move before anything moves, and with animations off
nothing does."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from audatia_qt.engine.narration import Mood
from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.swordplay.board.arena import DISCARD_PLACE
from audatia_qt.games.swordplay.board.faces import FacePixmaps
from audatia_qt.games.swordplay.board.motion import Flash, Flight, Roll
from audatia_qt.games.swordplay.board.table import SwordplayTable
from audatia_qt.games.swordplay.board.widget import SwordplayBoard
from audatia_qt.games.swordplay.board.words import BoardWords
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.entry import SWORDPLAY
from audatia_qt.games.swordplay.narrator.plies import describe_roll
from audatia_qt.games.swordplay.render.faces import FaceRenderer
from audatia_qt.games.swordplay.rules import Action, ActionKind, Config, EventKind, Mode, Phase
from audatia_qt.games.swordplay.screens.replay import SwordplayReplay
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.i18n.render import render
from tests.games.swordplay.tables import monster_ready, ready

PERSON = 0
#: The board's normal card movement (shell.animation), for the tests that watch motion.
MOVE_MS = 220


def _match(mode: Mode = Mode.VERSUS, seed: int = 5) -> Match:
    cards = default_card_set()
    if mode is Mode.SOLO:
        config = Config(cards, (cards.heroes[0].id,), Mode.SOLO, cards.monsters[0].id, False, seed)
    else:
        config = Config(cards, (cards.heroes[0].id, cards.heroes[1].id), seed=seed)
    players = (SeatKind.HUMAN, SeatKind.COMPUTER)
    return Match(MatchSetup(SWORDPLAY, config, players, "random", seed))


def _board(
    qtbot: QtBot, match: Match, animation_ms: int = 0
) -> tuple[SwordplayBoard, SwordplayTable, MatchOwner]:
    narrator = SWORDPLAY.narrator
    assert narrator is not None
    board = SwordplayBoard(
        FacePixmaps(FaceRenderer(), lambda: "en", lambda: 1.0),
        BoardWords(lambda: "en", narrator),
    )
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    board.set_animation_ms(animation_ms)
    owner = MatchOwner(SWORDPLAY.game, match)
    settings = BoardSettings(animation_ms=animation_ms, ai_delay_ms=0, threaded_ai=False)
    table = SwordplayTable(owner, lambda _name: RandomBot(), settings, "random")
    board.follow(table)
    return board, table, owner


def _to_person(match: Match, rng: random.Random, wanted: ActionKind) -> Action:
    """Play random moves until the person may make a move of ``wanted``'s kind; that move."""
    for _ in range(3000):
        assert not match.over, "the fight ended first"
        legal = match.legal_actions()
        if match.to_move() == PERSON:
            found = [action for action in legal if action.kind is wanted]
            if found:
                return found[0]
        match.play(rng.choice(legal))
    raise AssertionError(f"no {wanted} came")


def _log(board: SwordplayBoard) -> list[str]:
    return [board.log.item(i).text() for i in range(board.log.count())]


def test_the_log_tells_each_roll_of_the_die_and_what_it_decided(qtbot: QtBot) -> None:
    """Issue 29: the die is "told in the log": the roll for first player is a line of its own,
    with its face, not only the winner's."""
    match = _match()
    board, _table, _owner = _board(qtbot, match)
    rolls = [
        (ply, index)
        for index, ply in enumerate(match.plies)
        if any(e.kind is EventKind.ROLLED for e in ply.events)
    ]
    assert len(rolls) >= 2, "each hero rolls for first player"
    lines = _log(board)
    for ply, index in rolls:
        before = match.plies[index - 1].state if index else match.start
        words = render(describe_roll(before, ply.action, ply.events, Mood.DOES))
        assert words in lines


def test_the_die_says_what_its_last_roll_decided(qtbot: QtBot) -> None:
    """The monster's defence roll: the die shows its face, and beside it what it decided (the
    defence number it needed, whether the blow landed), so its meaning is read at a glance."""
    match = _match(Mode.SOLO, seed=3)
    rng = random.Random(4)
    attack = _to_person(match, rng, ActionKind.ATTACK)
    board, table, owner = _board(qtbot, match)
    table.play(attack)
    rolled = [
        (index, ply)
        for index, ply in enumerate(owner.match.plies)
        if any(
            e.kind is EventKind.ROLLED
            and e.purpose is not None
            and e.purpose.value == "monster-defence"
            for e in ply.events
        )
    ]
    index, ply = rolled[-1]
    face = next(e.amount for e in ply.events if e.kind is EventKind.ROLLED)
    assert board.arena._die == face
    before = owner.match.plies[index - 1].state
    words = render(describe_roll(before, ply.action, ply.events, Mood.DOES))
    assert board.arena._roll_words == words
    assert "defence" in words
    room = board.arena.roll_words_rect()
    assert room is not None and board.arena.rect().toRectF().contains(room)


def test_the_life_marker_covers_no_words_of_its_panel(qtbot: QtBot) -> None:
    """The life marker sits on the hero's card, not over the panel's name and state lines."""
    match = _match()
    board, _table, _owner = _board(qtbot, match)
    arena = board.arena
    for place in arena._places:
        if place.key == DISCARD_PLACE:
            continue
        header, portrait, _left = arena.panel_parts(place.rect)
        marker = arena.life_marker_rect(portrait)
        assert not marker.intersects(header), place.key
        assert place.rect.contains(marker)


def test_the_board_names_the_phase_the_turn_is_in(qtbot: QtBot) -> None:
    """Whose turn and which phase, at a glance: the four phases on the turn holder's panel,
    the current one marked."""
    match = _match()
    _to_person(match, random.Random(2), ActionKind.SKIP_READY)
    board, _table, _owner = _board(qtbot, match)
    arena = board.arena
    view = arena._view
    assert view is not None and view.phase is Phase.READY
    place = next(p for p in arena._places if p.key == view.turn)
    steps = arena.phase_rects(view, arena.phase_line(view, view.turn, place.rect))
    assert [name for name, _rect, _now in steps] == [
        "1. Discard",
        "2. Draw",
        "3. Ready",
        "4. Combat",
    ]
    assert [name for name, _rect, now in steps if now] == ["3. Ready"]
    for _name, rect, _now in steps:
        assert place.rect.contains(rect)


def test_before_a_fight_the_board_offers_no_button(qtbot: QtBot) -> None:
    """Seen at start behind the resume question: a blank pass button, Hint, Rematch and New
    Game for no fight."""
    narrator = SWORDPLAY.narrator
    assert narrator is not None
    board = SwordplayBoard(
        FacePixmaps(FaceRenderer(), lambda: "en", lambda: 1.0),
        BoardWords(lambda: "en", narrator),
    )
    qtbot.addWidget(board)
    board.show()
    for button in (
        board.pass_button,
        board.hint_button,
        board.rematch_button,
        board.new_game_button,
    ):
        assert not button.isVisible(), button.text()


def test_with_animations_off_nothing_moves(qtbot: QtBot) -> None:
    match = _match()
    discard = _to_person(match, random.Random(1), ActionKind.DISCARD)
    board, table, _owner = _board(qtbot, match, animation_ms=0)
    table.play(discard)
    assert not board.arena.motion.active


def test_a_discarded_card_travels_from_the_hand_to_the_pile_after_the_rules_applied_it(
    qtbot: QtBot,
) -> None:
    match = _match()
    discard = _to_person(match, random.Random(1), ActionKind.DISCARD)
    board, table, owner = _board(qtbot, match, animation_ms=MOVE_MS)
    arena = board.arena
    start = next(spot.rect for spot in arena._spots if spot.card == discard.card)
    table.play(discard)
    # The rules have already applied it: the card lies on the pile, the next phase is open.
    assert owner.match.state.discard[-1] == discard.card
    assert owner.match.state.phase is Phase.READY and table.legal()
    flights = [step for step in arena.motion.steps if isinstance(step, Flight)]
    assert flights[0].card == discard.card
    assert flights[0].start == start
    pile = next(place.rect for place in arena._places if place.key == DISCARD_PLACE)
    assert flights[0].end == pile
    # Midway the card is between the two, and drawn there rather than on the pile.
    arena.motion._elapsed = lambda: MOVE_MS / 2  # type: ignore[method-assign]
    (card, rect), *_rest = arena.motion.flights()
    assert card == discard.card and rect != start and rect != pile
    assert discard.card in arena.motion.arriving()
    arena.grab()  # paints mid-flight without error
    # A person may play on at once: the next move cuts the motion short.
    table.play(table.legal()[0])
    assert len(owner.match.plies) > 0
    arena.motion._elapsed = lambda: 10_000.0  # type: ignore[method-assign]
    assert arena.motion.flights() == []


def test_the_die_tumbles_then_settles_on_the_seeded_face_and_a_hit_flashes(
    qtbot: QtBot,
) -> None:
    match = _match(Mode.SOLO, seed=3)
    attack = _to_person(match, random.Random(4), ActionKind.ATTACK)
    board, table, owner = _board(qtbot, match, animation_ms=MOVE_MS)
    arena = board.arena
    plies = len(owner.match.plies)
    table.play(attack)
    events = [e for ply in owner.match.plies[plies:] for e in ply.events]
    face = next(e.amount for e in events if e.kind is EventKind.ROLLED)
    rolls = [step for step in arena.motion.steps if isinstance(step, Roll)]
    assert rolls and rolls[0].face == face
    roll = rolls[0]
    # The attack card reaches the monster before the die is cast.
    flight = next(s for s in arena.motion.steps if isinstance(s, Flight) and s.card == attack.card)
    assert flight.begin + flight.length <= roll.begin
    seen: set[int] = set()
    for moment in range(int(roll.begin), int(roll.begin + roll.length), 10):
        arena.motion._elapsed = lambda at=moment: float(at)  # type: ignore[method-assign]
        shown, _turn = arena.motion.die(arena._die)
        assert shown is not None and 1 <= shown <= 10
        seen.add(shown)
        arena.grab()
        # The die's words would tell the result: they wait until it has settled.
        assert arena.motion.rolling()
    assert len(seen) > 2, "the die is seen rolling through several faces"
    # Once the blow is over its card goes on to the discard pile, after the die settled.
    pile = next(place.rect for place in arena._places if place.key == DISCARD_PLACE)
    onward = [
        s
        for s in arena.motion.steps
        if isinstance(s, Flight) and s.card == attack.card and s.end == pile
    ]
    assert onward and onward[0].begin >= roll.begin + roll.length
    arena.motion._elapsed = lambda: roll.begin + roll.length + 1  # type: ignore[method-assign]
    assert not arena.motion.rolling()
    assert arena.motion.die(arena._die) == (face, 0.0)
    assert arena._die == face, "the die settles on the seeded roll"
    hits = [e for e in events if e.kind is EventKind.HIT]
    flashes = [step for step in arena.motion.steps if isinstance(step, Flash)]
    # The marker shows the life lost, not what the armor absorbed.
    assert [(f.seat, f.amount) for f in flashes] == [
        (h.target, h.amount - h.absorbed) for h in hits
    ]
    for flash in flashes:
        assert flash.begin >= roll.begin + roll.length
        arena.motion._elapsed = lambda at=flash.begin + 1: at  # type: ignore[method-assign]
        assert arena.motion.flash(flash.seat)[0] > 0
        arena.grab()


def test_a_foes_draw_travels_face_down(qtbot: QtBot) -> None:
    """The motion names no card the viewer may not see: a foe's draw flies as a card back."""
    match = _match()
    end_turn = _to_person(match, random.Random(6), ActionKind.END_TURN)
    board, table, owner = _board(qtbot, match, animation_ms=MOVE_MS)
    plies = len(owner.match.plies)
    table.play(end_turn)
    qtbot.waitUntil(lambda: table.person_to_move() is not None or owner.match.over, timeout=5000)
    foe_draws = [
        e
        for ply in owner.match.plies[plies:]
        for e in ply.events
        if e.kind is EventKind.DREW and e.seat != PERSON
    ]
    motion_cards = {s.card for s in board.arena.motion.steps if isinstance(s, Flight)}
    for draw in foe_draws:
        assert draw.card is not None
        if draw.card not in {
            e.card for ply in owner.match.plies[plies:] for e in ply.events if not e.hidden
        }:
            assert draw.card not in motion_cards


def test_undo_shows_no_motion(qtbot: QtBot) -> None:
    match = _match()
    ready = _to_person(match, random.Random(1), ActionKind.READY)
    board, table, owner = _board(qtbot, match, animation_ms=MOVE_MS)
    table.play(ready)
    assert board.arena.motion.active
    owner.undo()
    QApplication.processEvents()
    assert not board.arena.motion.active


def test_at_the_end_the_board_says_who_won_and_the_log_shows_its_last_line(
    qtbot: QtBot,
) -> None:
    """Seen at the end of a fight: the prompt said only "The fight is over." and the Rematch
    and New Game buttons, shown then, pushed the log's last lines (who won) out of sight."""
    match = _match(seed=8)
    board, table, owner = _board(qtbot, match)
    rng = random.Random(9)

    def person_moves() -> bool:
        if owner.match.over:
            return True
        if table.person_to_move() is not None:
            table.play(rng.choice(table.legal()))
        return owner.match.over

    qtbot.waitUntil(person_moves, timeout=20000)
    winner = next(seat for seat, value in enumerate(owner.match.returns()) if value > 0)
    name = board._words.seat_name(table.view(), winner)
    assert board.prompt.text() == f"The fight is over. {name} wins!"
    last = board.log.item(board.log.count() - 1)
    assert last.text() == f"{name} wins!"
    qtbot.waitUntil(
        lambda: board.log.viewport().rect().contains(board.log.visualItemRect(last)),
        timeout=2000,
    )


def test_three_people_at_one_screen_are_told_no_one_sees_anothers_hand(qtbot: QtBot) -> None:
    """Seen with three heroes, two of them people: the pass screen spoke of "neither player"
    and "the other's hand", words for two."""
    cards = default_card_set()
    heroes = tuple(hero.id for hero in cards.heroes[:3])
    config = Config(cards, heroes, seed=4)
    players = (SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.COMPUTER)
    board, _table, _owner = _board(qtbot, Match(MatchSetup(SWORDPLAY, config, players, None, 4)))
    qtbot.waitUntil(lambda: board.pages.currentWidget() is board.pass_screen, timeout=5000)
    body = board.pass_screen.body.text()
    assert "neither" not in body and "the other" not in body
    assert "no player sees another's hand" in body


def test_four_heroes_panels_hold_their_words(qtbot: QtBot) -> None:
    """Seen with four heroes: each foe's state line ran past its narrow panel ("Hand" cut
    off) and the turn's phases would cover the turn holder's name."""
    cards = default_card_set()
    config = Config(cards, tuple(hero.id for hero in cards.heroes[:4]), seed=6)
    players = (SeatKind.HUMAN,) + (SeatKind.COMPUTER,) * 3
    board, _table, _owner = _board(qtbot, Match(MatchSetup(SWORDPLAY, config, players, None, 6)))
    arena = board.arena
    view = arena._view
    assert view is not None
    metrics = QFontMetricsF(arena._text_font())
    for place in arena._places:
        if place.key == DISCARD_PLACE:
            continue
        assert isinstance(place.key, int)
        header, portrait, _left = arena.panel_parts(place.rect)
        status = board._words.seat_status(view, place.key)
        room = QRectF(header.left(), 0, header.width(), 1000)
        needed = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, status)
        assert needed.height() <= header.height() - arena._line() + 1, status
        assert portrait.top() > header.bottom()
        # Whoever's turn it is, the phases lie clear of the name and inside the panel.
        bold = QFont(arena._text_font())
        bold.setBold(True)
        title = board._words.turn_mark(board._words.seat_title(view, place.key))
        title_rect = QRectF(
            header.left(), header.top(), QFontMetricsF(bold).horizontalAdvance(title), arena._line()
        )
        for _name, rect, _now in arena.phase_rects(
            view, arena.phase_line(view, place.key, place.rect)
        ):
            assert not rect.intersects(title_rect)
            assert place.rect.contains(rect)


def test_a_defence_no_roll_reaches_reads_never(qtbot: QtBot) -> None:
    """Seen against the War Boar: "Dodge only: 11 or more", a number the d10 never shows."""
    cards = default_card_set()
    monster = next(m for m in cards.monsters if any(n > 10 for _g, n in m.defence))
    config = Config(cards, (cards.heroes[0].id,), Mode.SOLO, monster.id, False, 3)
    board, _table, _owner = _board(
        qtbot, Match(MatchSetup(SWORDPLAY, config, (SeatKind.HUMAN, SeatKind.COMPUTER), None, 3))
    )
    view = board.arena._view
    assert view is not None
    lines = board._words.defence_lines(view)
    assert not any("11 or more" in line for line in lines)
    assert any("never" in line for line in lines)


def test_a_hit_flashes_the_life_marker_with_the_life_it_cost(qtbot: QtBot) -> None:
    """Seen against the Iron Revenant: a blow its armor took whole flashed "-2" on a life
    marker that had not moved. The flash shows the life lost, after the die settled."""
    for seed in range(3, 60):
        match = _match(Mode.SOLO, seed=seed)
        attack = _to_person(match, random.Random(seed), ActionKind.ATTACK)
        board, table, owner = _board(qtbot, match, animation_ms=MOVE_MS)
        plies = len(owner.match.plies)
        table.play(attack)
        events = [e for ply in owner.match.plies[plies:] for e in ply.events]
        hits = [e for e in events if e.kind is EventKind.HIT and e.target != PERSON]
        if hits and hits[0].absorbed:
            break
        board.close()
    else:
        raise AssertionError("no attack landed on the monster's armor")
    flashes = [s for s in board.arena.motion.steps if isinstance(s, Flash)]
    monster = owner.match.setup.config.monster_seat
    flash = next(f for f in flashes if f.seat == monster)
    assert flash.amount == hits[0].amount - hits[0].absorbed
    roll = next(s for s in board.arena.motion.steps if isinstance(s, Roll))
    assert flash.begin >= roll.begin + roll.length
    board.arena.motion._elapsed = lambda: flash.begin + 1  # type: ignore[method-assign]
    assert board.arena.motion.flash(monster)[0] > 0
    board.arena.grab()


def test_the_monsters_defence_table_and_weapons_share_a_narrow_panel(qtbot: QtBot) -> None:
    """Seen in co-op with three heroes: the monster's weapon lay over its defence table
    ("Dodge only: 9 or more" under a Dagger). The table keeps clear of every weapon it
    wields, and every weapon is shown."""
    cards = default_card_set()
    heroes = tuple(hero.id for hero in cards.heroes[:3])
    config = Config(cards, heroes, Mode.COOP, cards.monsters[0].id, False, 5)
    players = (SeatKind.HUMAN, SeatKind.COMPUTER, SeatKind.COMPUTER, SeatKind.COMPUTER)
    match = Match(MatchSetup(SWORDPLAY, config, players, None, 5))
    weapons = tuple(
        index
        for index, card in enumerate(cards.combat)
        if type(card).__name__ == "WeaponCard" and card.hands == 1
    )[:2]
    world = monster_ready(match.state, weapons)
    board, _table, _owner = _board(qtbot, Match.from_position(match.setup, world))
    arena = board.arena
    view = arena._view
    assert view is not None
    seat = config.monster_seat
    place = next(p for p in arena._places if p.key == seat)
    column, font = arena.defence_column(view, place.rect)
    metrics = QFontMetricsF(font)
    items = arena.item_rects(view, seat, place.rect)
    assert [card for card, _rect in items] == list(weapons)
    for text in board._words.defence_lines(view):
        assert metrics.horizontalAdvance(text) <= column.width() + 1, text
    for _card, rect in items:
        assert not rect.intersects(column)
        assert place.rect.contains(rect)
    arena.grab()


def test_in_co_op_the_other_heroes_are_marked_as_allies(qtbot: QtBot) -> None:
    """Seen in co-op: another hero's panel looked like a foe's; a newcomer could not tell
    whom they fight beside (rulebook, "Cooperative Solitaire")."""
    cards = default_card_set()
    heroes = tuple(hero.id for hero in cards.heroes[:2])
    config = Config(cards, heroes, Mode.COOP, cards.monsters[0].id, False, 5)
    players = (SeatKind.HUMAN, SeatKind.COMPUTER, SeatKind.COMPUTER)
    board, _table, _owner = _board(qtbot, Match(MatchSetup(SWORDPLAY, config, players, None, 5)))
    view = board.arena._view
    assert view is not None and view.viewer == 0
    assert board._words.seat_title(view, 1).endswith("(ally)")
    assert board._words.seat_title(view, config.monster_seat).endswith("(monster)")
    versus = Config(cards, heroes, seed=5)
    other, _t, _o = _board(qtbot, Match(MatchSetup(SWORDPLAY, versus, players[:2], None, 5)))
    foe_view = other.arena._view
    assert foe_view is not None
    assert "(ally)" not in other._words.seat_title(foe_view, 1)


def test_the_replay_tells_the_die_and_shows_a_step_forward_happening(qtbot: QtBot) -> None:
    """Seen stepping a replay: its die showed a bare number (what the roll decided was only
    in the caption) and the step happened at once."""
    match = _match(Mode.SOLO, seed=3)
    attack = _to_person(match, random.Random(4), ActionKind.ATTACK)
    match.play(attack)
    replay = Replay.of_match(match)
    narrator = SWORDPLAY.narrator
    assert narrator is not None
    faces = FacePixmaps(FaceRenderer(), lambda: "en", lambda: 1.0)
    viewer = SwordplayReplay(replay, faces, BoardWords(lambda: "en", narrator), SWORDPLAY)
    qtbot.addWidget(viewer)
    viewer.resize(1280, 800)
    viewer.show()
    viewer.arena.set_animation_ms(MOVE_MS)
    rolled = max(
        index
        for index, ply in enumerate(replay.plies)
        if any(e.kind is EventKind.ROLLED for e in ply.events)
    )
    viewer.show_ply(rolled)
    viewer.show_ply(rolled + 1)  # one step forward: the roll
    assert "defence" in viewer.arena._roll_words
    assert any(isinstance(step, Roll) for step in viewer.arena.motion.steps)
    viewer.show_ply(0)  # a jump: nothing moves
    assert not viewer.arena.motion.active
    assert viewer.arena._roll_words == ""


def test_on_a_large_screen_the_words_grow_and_the_life_marker_covers_no_item(
    qtbot: QtBot,
) -> None:
    """Seen at 2560 x 1440: the board's words stayed at their small size beside huge cards,
    and each life marker lay over the first ready item and the monster's defence table."""
    cards = default_card_set()
    heroes = tuple(hero.id for hero in cards.heroes[:2])
    config = Config(cards, heroes, Mode.COOP, cards.monsters[0].id, False, 5)
    players = (SeatKind.HUMAN, SeatKind.COMPUTER, SeatKind.COMPUTER)
    match = Match(MatchSetup(SWORDPLAY, config, players, None, 5))
    axe = next(
        index for index, card in enumerate(cards.combat) if type(card).__name__ == "WeaponCard"
    )
    world = ready(match.state, 1, weapons=(axe,))
    board, _table, _owner = _board(qtbot, Match.from_position(match.setup, world))
    arena = board.arena
    small = arena._text_font().pointSizeF()
    board.resize(2560, 1440)
    QApplication.processEvents()
    assert arena._text_font().pointSizeF() > small * 1.5
    view = arena._view
    assert view is not None
    for place in arena._places:
        if place.key == DISCARD_PLACE:
            continue
        assert isinstance(place.key, int)
        _header, portrait, _left = arena.panel_parts(place.rect)
        marker = arena.life_marker_rect(portrait)
        for _card, item in arena.item_rects(view, place.key, place.rect):
            assert not item.intersects(marker)
        if place.key == config.monster_seat:
            assert not arena.defence_column(view, place.rect)[0].intersects(marker)


@pytest.mark.parametrize("size", [(1280, 800), (2560, 1440)])
def test_large_cards_and_large_words_keep_the_own_hero_and_the_piles_readable(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    """Seen at 130% cards and 150% text: the viewer's own hero card vanished (its panel had
    no height left) and the deck's and discard pile's captions ran into each other."""
    match = _match()
    board, _table, _owner = _board(qtbot, match)
    board.resize(*size)
    board.set_scales(1.3, 1.5)
    QApplication.processEvents()
    arena = board.arena
    view = arena._view
    assert view is not None
    own = next(p for p in arena._places if p.key == view.viewer)
    _header, portrait, _left = arena.panel_parts(own.rect)
    assert portrait.height() > arena._card_size()[1] * 0.4, "the own hero's card is shown"
    assert own.rect.contains(portrait)
    hand = [spot.rect for spot in arena._spots if spot.in_hand]
    assert all(not own.rect.intersects(rect) for rect in hand)
    discard = next(p.rect for p in arena._places if p.key == DISCARD_PLACE)
    deck = arena._pile_rect("deck")
    assert deck is not None
    deck_words = board._words.deck_caption(view.deck_count)
    deck_caption, deck_font = arena.pile_caption(deck, deck_words)
    pile_words = board._words.discard_caption(0)
    pile_caption, pile_font = arena.pile_caption(discard, pile_words)
    assert not deck_caption.intersects(pile_caption)
    # Each caption's words fit its rect: a caption cut at both ends was seen at 1280 x 800.
    for words, rect, font in (
        (deck_words, deck_caption, deck_font),
        (pile_words, pile_caption, pile_font),
    ):
        assert QFontMetricsF(font).horizontalAdvance(words) <= rect.width(), words
    arena.grab()


def test_after_a_hint_to_play_no_card_enter_plays_that_not_the_focused_card(
    qtbot: QtBot,
) -> None:
    """Seen with the Hint: "discard nothing", then Enter discarded the focused card."""
    match = _match()
    keep = _to_person(match, random.Random(1), ActionKind.KEEP)
    board, _table, owner = _board(qtbot, match)
    board.arena.focus_on(keep)
    board.arena.setFocus()
    played = len(owner.match.plies)
    qtbot.keyClick(board.arena, Qt.Key.Key_Return)
    assert owner.match.plies[played].action == keep


def test_the_side_panel_and_its_words_grow_with_the_window(qtbot: QtBot) -> None:
    """At 2560 x 1440 the prompt and the log are not left in a 340-pixel column of small
    print: the panel takes a fifth of the width and its words grow with the height, as on
    Audatia's table (shell.side_panel); a larger text size widens it further."""
    board, _table, _owner = _board(qtbot, _match())
    small_width, small_text = board.panel.width(), board.log.font().pixelSize()
    board.resize(2560, 1440)
    qtbot.waitUntil(lambda: board.panel.width() > small_width)
    assert board.panel.width() >= 2560 // 5 - 1
    assert board.log.font().pixelSize() > small_text
    assert board.prompt.font().pixelSize() == board.log.font().pixelSize()
    wide = board.panel.width()
    board.set_scales(1.0, 1.5)
    assert board.panel.width() > wide


def test_a_blow_the_monster_turns_is_told_once(qtbot: QtBot) -> None:
    """The monster's defence roll is one line of the log, with what it decided ("the blow is
    turned aside"): the counter it makes by that roll is not told again after it."""
    match = _match(Mode.SOLO, seed=7)  # a deal in which the Troll turns blows by its roll
    board, _table, owner = _board(qtbot, match)
    rng = random.Random(11)
    turned = 0
    while turned < 2:
        assert not owner.match.over, "no blow turned in this fight"
        step = owner.match.legal_actions()
        outcomes = owner.game.chance_outcomes(owner.match.state)
        if outcomes:
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = rng.choice(step)
        owner.play(action)
        events = owner.match.plies[-1].events
        turned += any(e.kind is EventKind.COUNTERED and e.card is None for e in events)
    lines = _log(board)
    assert sum("the blow is turned aside" in line for line in lines) == turned
    assert not any(line.endswith("turns the blow aside.") for line in lines)
