"""The rulebook's variants on the table (issue 8): whole hot-seat games of Salle Play and Sudden
Death played by gesture, the Sudden Death row, the Salle score, the New Game dialog's rules
choice, and the words for the ends the variants add (points, a drawn game)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import combinations

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.games.audatia.board.end_dialog import outcome_words
from audatia_qt.games.audatia.board.layout import Position, ZoneKind, compute_layout
from audatia_qt.games.audatia.board.scene import _status_lines as status_lines
from audatia_qt.games.audatia.board.variants.salle import BOARD
from audatia_qt.games.audatia.board.variants.sudden_death import SuddenDeathZone
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.narrator.commentary import Commentator
from audatia_qt.games.audatia.rules import (
    Action,
    EventKind,
    GameConfig,
    Outcome,
    Reason,
    Seat,
    new_game,
    observe,
)
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.events import Event
from audatia_qt.games.audatia.rules.salle import points, with_declined, with_points
from tests.games.audatia.board.test_hot_seat_games import MAX_PLIES, confirm_handover

VARIANTS = (Variant.SALLE, Variant.SUDDEN_DEATH)


def _config(decks: tuple[DeckDef, DeckDef], seed: int, variant: Variant) -> GameConfig:
    return GameConfig(decks, challenger=Seat(seed % 2), seed=seed, variant=variant)


def _assert_nothing_hidden_shows(table: TableWidget) -> None:
    """Only what the seat at the screen may see is face up: its own hand and row; of the
    opponent, only a card the rules turn face up (Sudden Death's turned-up card)."""
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    if table.pages.currentWidget() is not table.view:
        return
    view = controller.view()
    opponent = view.seat(controller.viewer.other)
    for item in scene.items_by_key.values():
        if item.zone_name == "top:row":
            assert item.card is None and not item.face_up, "the opponent's row shows a face"
        if item.zone_name == "top:hand" and item.card is not None:
            assert opponent.hand is not None and item.card in opponent.hand
    mine = view.seat(controller.viewer)
    assert set(scene.hand_cards()) == set(mine.hand or ())


def _decisions(table: TableWidget, qtbot: QtBot) -> Iterator[tuple[Action, ...]]:
    """The legal actions of each decision in turn, the device passed (and checked) first."""
    controller = table.controller
    assert controller is not None
    while controller.match.to_move() is not None:
        assert len(controller.match.plies) < MAX_PLIES
        if table.pages.currentWidget() is table.pass_screen:
            confirm_handover(table, qtbot)
        _assert_nothing_hidden_shows(table)
        legal = controller.match.legal_actions()
        assert controller.index.actions == legal
        yield legal


#: The default suite's games: one of each variant, Salle with A challenging and Sudden Death
#: with B (``seed % 2`` picks the challenger), so each variant's own moves and end and both
#: challengers are played. The other four of seeds 0-2 play more of the same (other random
#: moves) and run in the slow suite.
DEFAULT_VARIANT_GAMES = [(Variant.SALLE, 0), (Variant.SUDDEN_DEATH, 1)]


def test_the_default_variant_games_cover_every_variant_and_challenger() -> None:
    assert {variant for variant, _seed in DEFAULT_VARIANT_GAMES} == set(VARIANTS)
    assert {Seat(seed % 2) for _variant, seed in DEFAULT_VARIANT_GAMES} == set(Seat)


def _variant_games() -> list[object]:
    return [
        (variant, seed)
        if (variant, seed) in DEFAULT_VARIANT_GAMES
        else pytest.param(variant, seed, marks=pytest.mark.slow)
        for seed in range(3)
        for variant in VARIANTS
    ]


@pytest.mark.parametrize(
    ("variant", "seed"),
    _variant_games(),
    ids=lambda value: value.value if isinstance(value, Variant) else str(value),
)
def test_a_whole_hot_seat_variant_game_by_gestures(
    seed: int,
    variant: Variant,
    galeazzo: DeckDef,
    boucicault: DeckDef,
    make_table: Callable[..., TableWidget],
    gestures: Callable[[TableWidget, Action], None],
    qtbot: QtBot,
) -> None:
    table = make_table(_config((galeazzo, boucicault), seed, variant))
    controller = table.controller
    assert controller is not None
    rng = random.Random(seed)
    for legal in _decisions(table, qtbot):
        gestures(table, legal[rng.randrange(len(legal))])
        _assert_nothing_hidden_shows(table)
    outcome = controller.match.outcome()
    assert outcome is not None
    dialog = table.end_dialog
    assert dialog is not None and dialog.isVisible()
    state = controller.match.state
    score = None
    if variant is Variant.SALLE:
        score = (points(state, Seat.A), points(state, Seat.B))
    headline, reason = outcome_words(outcome, controller.names, score)
    assert (dialog.headline.text(), dialog.reason.text()) == (headline, reason)
    if variant is Variant.SALLE:
        assert f"Final score: {controller.names[0]} {score[0]}" in reason  # type: ignore[index]


def test_the_sudden_death_row_is_laid_by_dragging_to_it(
    galeazzo: DeckDef,
    boucicault: DeckDef,
    make_table: Callable[..., TableWidget],
    gestures: Callable[[TableWidget, Action], None],
    qtbot: QtBot,
) -> None:
    table = make_table(_config((galeazzo, boucicault), 4, Variant.SUDDEN_DEATH))
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    laid: list[int] = []
    for legal in _decisions(table, qtbot):
        if len(laid) == 3:
            break
        arrange = [action for action in legal if action.kind.value == "arrange"]
        if arrange and controller.viewer is controller.match.to_move():
            action = arrange[-1]  # the hand's last card, so the order is the player's
            gestures(table, action)
            assert action.card is not None
            laid.append(action.card)
            continue
        kinds = [action for action in legal if action.kind.value in ("keep", "done", "decline")]
        gestures(table, (kinds or list(legal))[0])
    row = [item for item in scene.items_by_key.values() if item.zone_name == "bottom:row"]
    row.sort(key=lambda item: item.home.x())
    assert [item.card for item in row] == laid
    assert [item.badge for item in row] == ["1", "2", "3"]
    assert all(item.face_up for item in row)


@pytest.mark.parametrize(("width", "height"), [(1024, 640), (1280, 800), (3840, 2160)])
def test_the_rows_share_the_hand_band_without_overlaps(width: int, height: int) -> None:
    layout = compute_layout(width, height, beside_hand=SuddenDeathZone.ROW)
    named = layout.all_zones()
    assert {name for name, _ in named} >= {"bottom:row", "top:row"}
    for (name_a, a), (name_b, b) in combinations(named, 2):
        if name_a.endswith(":stack") and name_b.endswith(":stack:caption"):
            continue
        assert not a.intersects(b), f"{name_a} {a} overlaps {name_b} {b}"
    # The hand stands where its owner's row begins: left for the viewer, right across.
    bottom, top = layout.side(Position.BOTTOM), layout.side(Position.TOP)
    assert bottom[ZoneKind.HAND].right < bottom[SuddenDeathZone.ROW].x
    assert top[SuddenDeathZone.ROW].right < top[ZoneKind.HAND].x
    assert SuddenDeathZone.ROW not in compute_layout(width, height).bottom.zones


@pytest.mark.parametrize("variant", list(Variant), ids=lambda variant: variant.value)
def test_new_game_dialog_offers_the_rules_and_rematch_keeps_them(
    variant: Variant, qtbot: QtBot, galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    from audatia_qt.games.audatia.screens.new_game import DeckChoice, NewGameDialog

    decks = [DeckChoice(galeazzo, None), DeckChoice(boucicault, None)]
    dialog = NewGameDialog(decks)
    qtbot.addWidget(dialog)
    dialog.page.variant_box.setCurrentIndex(dialog.page.variant_box.findData(variant))
    choice = dialog.page.choice()
    assert choice.setup.config.variant is variant
    assert choice.with_seed(99).setup.config.variant is variant


def test_the_variants_end_in_words(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    names = ("Galeazzo da Mantoa", "Boucicault")
    assert outcome_words(Outcome(None, Reason.OUT_OF_CARDS), names) == (
        "A draw",
        "The game is drawn: both players ran out of cards.",
    )
    headline, reason = outcome_words(Outcome(Seat.B, Reason.POINTS), names, (1, 3))
    assert headline == "Boucicault wins"
    assert reason.endswith("Final score: Galeazzo da Mantoa 1, Boucicault 3.")
    config = _config((galeazzo, boucicault), 1, Variant.SUDDEN_DEATH)
    commentator = Commentator(config)
    card = next(iter(new_game(config).players[Seat.A].hand))
    name = config.cards[card].definition.name
    said = [
        line.english()
        for line in commentator.sentences(
            [
                Event(EventKind.ARRANGE, Seat.A, card),
                Event(EventKind.ARRANGE, Seat.B, None),
                Event(EventKind.ROW_REVEAL, Seat.A, card),
                Event(EventKind.POINT, Seat.B, None, "no_strikes"),
                Event(EventKind.GAME_OVER, None, None, Reason.OUT_OF_CARDS.value),
            ]
        )
    ]
    article = "an" if name[0] in "AEIOU" else "a"
    assert said == [
        f"Galeazzo da Mantoa lays {article} {name} face down in the row.",
        "Boucicault lays a card face down in the row.",
        f"Galeazzo da Mantoa turns up {article} {name} from the row.",
        "Boucicault scores a point: the opponent has no strike left.",
        "The game is drawn: both players ran out of cards.",
    ]


def test_salle_play_warns_of_a_second_refusal_and_ends_in_words(
    galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    """R-041 on the table: after a bout lost by two draws the score says what declining again
    would do, and the end it brings is said in words."""
    names = ("Galeazzo da Mantoa", "Boucicault")
    config = _config((galeazzo, boucicault), 1, Variant.SALLE)
    state = with_declined(with_points(new_game(config), Seat.B, 1), Seat.A)
    lines = BOARD.status_lines(observe(state, Seat.B), names)
    assert lines == [
        "Score: Galeazzo da Mantoa 0, Boucicault 1",
        "If the Challenger does not attack, the game ends on points.",
    ]
    assert BOARD.status_lines(observe(with_declined(state, None), Seat.A), names) == lines[:1]
    headline, reason = outcome_words(Outcome(None, Reason.BOTH_DECLINED), names, (2, 2))
    assert headline == "A draw"
    assert "both fencers in turn declined to attack" in reason
    said = [
        line.english()
        for line in Commentator(config).sentences(
            [
                Event(EventKind.POINT, Seat.A, None, Reason.TWO_DRAWS.value),
                Event(EventKind.GAME_OVER, Seat.A, None, Reason.BOTH_DECLINED.value),
            ]
        )
    ]
    assert said[1] == (
        "Galeazzo da Mantoa wins: more points when both fencers in turn declined to attack."
    )


def test_salle_play_s_warning_leaves_the_draws_in_sight(
    galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    """The status panel holds three lines; with the score and R-041's warning the draws share
    the Challenger's line rather than be cut, when a second draw would end the game."""
    names = ("Galeazzo da Mantoa", "Boucicault")
    config = _config((galeazzo, boucicault), 1, Variant.SALLE)
    state = with_declined(with_points(new_game(config), Seat.B, 1), Seat.A).with_(draws=1)
    _, lines = status_lines(observe(state, Seat.A), names, BOARD)
    assert len(lines) == 3
    assert lines[1].startswith("If the Challenger does not attack")
    assert lines[2].startswith("Challenger: ") and lines[2].endswith(" · Draws: 1 of 2")
    # The Challenger attacks: the warning gives way to the attacker's line, and the draws stay.
    attacking = state.with_(context=replace(state.context, attacker=config.challenger))
    _, lines = status_lines(observe(attacking, Seat.A), names, BOARD)
    assert lines == [
        "Score: Galeazzo da Mantoa 0, Boucicault 1",
        "Attacker: Boucicault",
        "Challenger: Boucicault · Draws: 1 of 2",
    ]
