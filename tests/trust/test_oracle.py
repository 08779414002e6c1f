"""The trust harness checks itself: tagged decks play the same game, the oracle hides what
``observe`` hides, every surface the matrix claims to read is read (a hidden card's name put
on each one is found there), who reads what in hot-seat, and a computer that fails or a table
that waits for nothing is reported at once (docs/trust.md)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from _pytest.outcomes import Failed
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session import replay as replay_module
from audatia_qt.engine.session.match import SeatKind
from audatia_qt.engine.session.strict import Field
from audatia_qt.games.audatia.board import bot_runner
from audatia_qt.games.audatia.board.bot_runner import BotRunner
from audatia_qt.games.audatia.board.end_dialog import EndOfGameDialog
from audatia_qt.games.audatia.narrator.commentary import ToldMove
from audatia_qt.games.audatia.rules import (
    GameConfig,
    Outcome,
    Reason,
    Seat,
    apply,
    legal_actions,
    new_game,
    observe,
)
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.saves.deckjson import deck_from_json, deck_to_json
from audatia_qt.games.audatia.screens import replay_viewer, resume
from tests.trust.conftest import TrustWindow
from tests.trust.examples import RULESETS, random_game
from tests.trust.harness import Cell, Seating, TrustGame, view_cards
from tests.trust.oracle import Oracle, hidden_from

HUMAN, COMPUTER = SeatKind.HUMAN, SeatKind.COMPUTER


def test_tagged_decks_deal_and_play_the_same_game(
    galeazzo: DeckDef, boucicault: DeckDef, tagged_decks: tuple[DeckDef, DeckDef]
) -> None:
    for swap in (False, True):
        plain = (boucicault, galeazzo) if swap else (galeazzo, boucicault)
        tagged = (tagged_decks[1], tagged_decks[0]) if swap else tagged_decks
        for variant, break_rule in RULESETS:
            first = GameConfig(plain, seed=7, break_rule=break_rule, variant=variant)
            second = GameConfig(tagged, seed=7, break_rule=break_rule, variant=variant)
            names = [card.definition.name for card in second.cards.instances]
            assert len(set(names)) == len(names) == len(first.cards.instances)
            a, b = new_game(first), new_game(second)
            rng = random.Random(7)
            while a.to_move is not None:
                legal = legal_actions(a)
                assert legal_actions(b) == legal
                action = random_action(legal, rng)
                a, b = apply(a, action).state, apply(b, action).state
            assert a.outcome == b.outcome and a.ply == b.ply


def test_tagged_decks_travel_in_a_save(tagged_decks: tuple[DeckDef, DeckDef]) -> None:
    for deck in tagged_decks:
        data = json.loads(json.dumps(deck_to_json(deck)))
        assert deck_from_json(Field(data, "decks[0]")) == deck


def test_the_oracle_reads_names_and_ids(tagged_decks: tuple[DeckDef, DeckDef]) -> None:
    config = GameConfig((tagged_decks[1], tagged_decks[0]))
    oracle = Oracle(config)
    card = config.cards[60]
    assert oracle.named(f"Why: play {card.definition.name} now") == {60}
    assert oracle.named(f"refused: {card.label} cannot be played") == {60}
    assert oracle.named(card.definition.name.rsplit(" ", 1)[0]) == frozenset()
    leaks = oracle.leaks([("prompt", f"the {card.definition.name}")], frozenset({60}))
    assert [leak.surface for leak in leaks] == ["prompt"]
    assert oracle.leaks([("prompt", f"the {card.definition.name}")], frozenset({61})) == []


def test_hidden_is_what_observe_does_not_show(tagged_decks: tuple[DeckDef, DeckDef]) -> None:
    """A hidden card is never placed by the view (but a secret Posta, which the view keeps
    among its pile's candidates); every card of the other seat the view neither places nor
    knows to be held is hidden."""
    for variant, break_rule in RULESETS:
        config = GameConfig(tagged_decks, seed=3, break_rule=break_rule, variant=variant)
        for step in random_game(config, 3):
            for seat in Seat:
                view = observe(step.after, seat)
                hidden = hidden_from(step.after, seat)
                secret = (
                    step.after.players[seat.other].posta if view.opponent.posta_hidden else None
                )
                assert hidden & view_cards(view) <= {secret}
                theirs = set(config.cards.poste[seat.other]) | set(
                    config.cards.action_cards[seat.other]
                )
                unplaced = theirs - view_cards(view) - view.opponent.known_in_hand
                assert unplaced <= hidden
                assert not hidden & (
                    set(config.cards.poste[seat]) | set(config.cards.action_cards[seat])
                )


# -- the harness on a real window --------------------------------------------------------------


def _game(
    qtbot: QtBot,
    trust_window: TrustWindow,
    data_dir: Path,
    players: tuple[SeatKind, SeatKind],
    difficulty: str | None = "random",
) -> TrustGame:
    cell = Cell(Variant.STANDARD, True, Seating("self-test", players, difficulty), 5)
    game = TrustGame(qtbot, trust_window(), cell, data_dir)
    game.start((0, 1), Seat.A)
    return game


def _first_turn(game: TrustGame) -> None:
    """On to the first decision of the person at the screen (hot-seat: after the hand-over)."""
    turns = game.turns()
    next(turns)
    turns.close()


@pytest.fixture
def at_a_decision(
    qtbot: QtBot, trust_window: TrustWindow, data_dir: Path
) -> Iterator[tuple[TrustGame, str]]:
    """A person against the computer, at the person's first decision, every check clean, and
    the name of a card hidden from the person (in the computer's deck: its opening hand is
    its Basic cards, which both know)."""
    game = _game(qtbot, trust_window, data_dir, (HUMAN, COMPUTER))
    _first_turn(game)
    assert game.finding.clean, game.finding.report()
    state = game.controller.match.state
    hidden = sorted(hidden_from(state, Seat.A))
    yield game, game.config.cards[hidden[0]].definition.name


def _found(game: TrustGame, surface: str, name: str) -> None:
    game.check("a planted name")
    lines = [line for line in game.finding.leaks if f"[{surface}]" in line and name in line]
    assert lines, f"not read on {surface}: {game.finding.report() or 'nothing found'}"
    game.finding.clear()


def test_every_surface_of_the_table_is_read(at_a_decision: tuple[TrustGame, str]) -> None:
    game, name = at_a_decision
    table, window = game.table, game.window
    table.prompt.show_prompt(f"Boucicault holds {name}.")
    _found(game, "promptLine", name)
    table.prompt.show_prompt("")
    table.prompt.setToolTip(name)
    _found(game, "promptLine", name)
    table.prompt.setToolTip("")
    table.decisions.show_hint_text(f"Hint: beware of {name}")
    _found(game, "coachingLine", name)
    # A name past the words the coaching line has room for is read all the same (its whole).
    table.decisions.show_hint_text(f"Hint: {'beware, ' * 200}{name}")
    assert table.decisions._hint.cut() and name not in table.decisions._hint.text()
    _found(game, "coachingLine", name)
    table.decisions.show_hint_text("")
    button = QPushButton(name, table.decisions)
    button.show()
    _found(game, "QPushButton", name)
    button.deleteLater()
    button.hide()
    scene = table.scene
    assert scene is not None
    title, lines = scene.status.title, list(scene.status.lines)
    scene.status.lines = [*lines, name]
    _found(game, "scene TextPanelItem", name)
    scene.status.lines = lines
    item = next(iter(scene.items_by_key.values()))
    item.setToolTip(name)
    _found(game, "scene CardItem", name)
    item.setToolTip("")
    item.set_badge(name)
    _found(game, "scene CardItem", name)
    item.set_badge("")
    window.session.undo.setText(f"Undo: {name}")
    _found(game, "undo/redo menu", name)
    window.session.refresh()
    window.setWindowTitle(name)
    _found(game, "window title", name)
    window.setWindowTitle("Audatia")
    window.statusBar().showMessage(name)
    _found(game, "status bar", name)
    window.statusBar().clearMessage()
    table.log.add([f"Why: {name}"], aside=True)
    _found(game, "game log", name)
    assert title == scene.status.title


def test_a_face_the_view_does_not_show_is_found(at_a_decision: tuple[TrustGame, str]) -> None:
    game, _name = at_a_decision
    scene = game.table.scene
    assert scene is not None
    back = next(item for item in scene.items_by_key.values() if item.zone_name == "top:hand")
    state = game.controller.match.state
    back.card = state.players[Seat.B].hand[0]
    back.face_up = True
    game.check("a planted face")
    assert game.finding.faces and "[top:hand] shows the face of" in game.finding.faces[0]


def test_the_dialogs_and_the_replay_are_read(
    at_a_decision: tuple[TrustGame, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    game, name = at_a_decision
    dialog = EndOfGameDialog(Outcome(Seat.A, Reason.UNPARRIED_ATTACK), (name, "B"), game.table)
    dialog.open()
    _found(game, "endHeadline", name)
    dialog.close()
    monkeypatch.setattr(
        resume, "describe_game", lambda _game, _cards=None: f"last: B chose {name}."
    )
    game.check_resume_question()
    assert any("[resume question]" in line for line in game.finding.leaks)
    game.finding.clear()
    planted = ToldMove(f"held {name}", "")
    monkeypatch.setattr(replay_viewer.Commentator, "tell", lambda *_args, **_kw: planted)
    monkeypatch.setattr(replay_module.Replay, "why", lambda *_args: f"for {name}")
    for _turn, _plies in zip(range(2), game.turns(), strict=False):
        game.person_moves()
    assert game.controller.match.plies
    game.finding.clear()
    game.check_replay_in_progress()
    assert any("[replay move list]" in line for line in game.finding.leaks)
    assert any("[replay caption]" in line for line in game.finding.leaks)
    assert any("[replay Why]" in line for line in game.finding.leaks)


def test_in_hot_seat_the_screen_is_read_by_its_seat_and_the_log_by_both(
    qtbot: QtBot, trust_window: TrustWindow, data_dir: Path
) -> None:
    game = _game(qtbot, trust_window, data_dir, (HUMAN, HUMAN), None)
    _first_turn(game)
    seat = game.controller.viewer
    state = game.controller.match.state
    # A card of the seat at the screen that the other seat may not see (one of its deck).
    own = game.config.cards[sorted(hidden_from(state, seat.other))[0]].definition.name
    game.table.prompt.show_prompt(f"your {own}")
    game.check("the seat's own card on its screen")
    assert game.finding.clean, game.finding.report()
    game.table.log.add([f"{own} was kept"])
    _found(game, "game log", own)
    game.table.pages.setCurrentWidget(game.table.pass_screen)
    _found(game, "promptLine", own)


def test_a_worker_that_fails_is_reported_at_once(
    qtbot: QtBot, trust_window: TrustWindow, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object, **_kwargs: object) -> str:
        raise KeyError("a kind without words")

    monkeypatch.setattr(bot_runner, "decision_note", broken)
    game = _game(qtbot, trust_window, data_dir, (COMPUTER, HUMAN))
    with pytest.raises(
        Failed,
        match="the worker failed on the computer's move: The computer could not decide: KeyError",
    ):
        game.play()


def test_a_table_waiting_for_nothing_is_reported_stuck(
    qtbot: QtBot, trust_window: TrustWindow, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The computer's question is lost on its way to the worker: nothing will ever answer.
    monkeypatch.setattr(BotRunner, "ask", lambda *_args, **_kwargs: None)
    game = _game(qtbot, trust_window, data_dir, (COMPUTER, HUMAN))
    with pytest.raises(Failed, match=r"the table is stuck: .* no worker running"):
        game.play()
