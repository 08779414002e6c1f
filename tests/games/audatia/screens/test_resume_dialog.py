"""The resume question (issue 15): it names the fencers rather than seat letters, shows the
position as the table would, and neither its words nor its picture show a card hidden from the
person reading: the one person against the computer, or in hot-seat play both people."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QLabel
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.narrator.commentary import seat_names
from audatia_qt.games.audatia.render import CardRenderer, FaceCache
from audatia_qt.games.audatia.rules import ActionKind, Seat
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.saves.savefile import LoadedGame
from audatia_qt.games.audatia.screens.resume import (
    PICTURE_WIDTH,
    ResumePrompt,
    offer_resume,
    position_scene,
    shown_view,
)
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell.i18n.language import Language
from tests.conftest import ConfigFactory

HOT_SEAT = (SeatKind.HUMAN, SeatKind.HUMAN)
VS_COMPUTER = (SeatKind.HUMAN, SeatKind.COMPUTER)


@pytest.fixture(scope="module")
def cache(shared_faces_dir: Path) -> Iterator[FaceCache]:
    faces = FaceCache(shared_faces_dir, CardRenderer())
    yield faces
    faces.close()


def _until_secret_posta(match: Match, seed: int) -> Match:
    """Play at random until a Posta has just been chosen in secret (Out of Measure 3)."""
    rng = random.Random(seed)
    while match.to_move() is not None:
        legal = match.legal_actions()
        chosen = [a for a in legal if a.kind is ActionKind.CHOOSE_POSTA]
        if chosen:
            match.play(chosen[rng.randrange(len(chosen))])
            return match
        match.play(random_action(legal, rng))
    raise AssertionError("the game ended before a Posta was chosen")


def _question(
    qtbot: QtBot, tmp_path: Path, match: Match, cache: FaceCache | None = None
) -> ResumePrompt:
    autosave = Autosave(tmp_path, Catalogue(GAMES))
    autosave.record(match)
    asked: list[ResumePrompt] = []

    def run(box: QDialog) -> None:
        qtbot.addWidget(box)
        assert isinstance(box, ResumePrompt)
        asked.append(box)
        box.resume_button.click()

    assert offer_resume(autosave, run=run, cache=cache) is not None
    return asked[0]


def test_the_question_names_the_fencers_not_seat_letters(
    qtbot: QtBot, make_config: ConfigFactory, tmp_path: Path
) -> None:
    match = _until_secret_posta(Match(MatchSetup(AUDATIA, make_config(seed=4), VS_COMPUTER)), 4)
    text = _question(qtbot, tmp_path, match).informativeText()
    names = seat_names(match.setup.config)
    last = match.actions[-1]
    assert f"Last move: {names[last.seat]} " in text
    assert "last: A " not in text and "last: B " not in text
    assert f"{names[Seat.A]} (you) against {names[Seat.B]} (the computer)" in text
    seat = match.to_move()
    assert seat is not None and f"Next, {names[seat]} must " in text


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_in_hot_seat_a_secret_posta_is_not_named(
    seed: int, qtbot: QtBot, make_config: ConfigFactory, tmp_path: Path
) -> None:
    match = _until_secret_posta(Match(MatchSetup(AUDATIA, make_config(seed=seed), HOT_SEAT)), seed)
    last = match.actions[-1]
    assert last.kind is ActionKind.CHOOSE_POSTA and last.card is not None
    posta = match.setup.config.cards[last.card].definition.name
    text = _question(qtbot, tmp_path, match).informativeText()
    # Both people read the question: the Posta chosen in secret stays secret.
    assert posta not in text
    assert "chooses a Posta in secret" in text


def test_the_question_shows_the_position(
    qtbot: QtBot, make_config: ConfigFactory, tmp_path: Path, cache: FaceCache
) -> None:
    match = _until_secret_posta(Match(MatchSetup(AUDATIA, make_config(seed=6), VS_COMPUTER)), 6)
    box = _question(qtbot, tmp_path, match, cache)
    assert box.picture is not None
    shown = box.findChild(QLabel, "resumePicture")
    assert shown is not None and shown.isVisibleTo(box) and not shown.pixmap().isNull()
    image = box.picture.toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert image.width() == PICTURE_WIDTH
    # A drawn table, not a blank: many colours (felt, card faces, text).
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, 200, 7)}
    assert len(colours) > 50


def _hand_items(game: LoadedGame, cache: FaceCache) -> dict[str, list[tuple[int | None, bool]]]:
    scene = position_scene(game, cache)
    hands: dict[str, list[tuple[int | None, bool]]] = {"bottom:hand": [], "top:hand": []}
    for item in scene.items_by_key.values():
        if item.zone_name in hands:
            hands[item.zone_name].append((item.card, item.face_up))
    scene.clear()
    scene.deleteLater()
    return hands


def test_against_the_computer_the_picture_shows_only_the_persons_hand(
    make_config: ConfigFactory, cache: FaceCache
) -> None:
    match = _until_secret_posta(Match(MatchSetup(AUDATIA, make_config(seed=6), VS_COMPUTER)), 6)
    game = LoadedGame(match.setup, match.actions)
    hands = _hand_items(game, cache)
    mine = set(match.state.players[Seat.A].hand)
    assert {card for card, _up in hands["bottom:hand"]} == mine
    assert hands["top:hand"] and all(card is None for card, _up in hands["top:hand"])


@pytest.mark.parametrize("seed", [1, 2])
def test_in_hot_seat_the_picture_hides_both_hands_and_the_secret_posta(
    seed: int, make_config: ConfigFactory, cache: FaceCache
) -> None:
    match = _until_secret_posta(Match(MatchSetup(AUDATIA, make_config(seed=seed), HOT_SEAT)), seed)
    game = LoadedGame(match.setup, match.actions)
    hands = _hand_items(game, cache)
    for zone, items in hands.items():
        assert items, zone
        assert all(card is None and not up for card, up in items), f"{zone} shows a face"
    view = shown_view(match.state, match.setup)
    assert view.seat(Seat.A).hand is None and view.seat(Seat.B).hand is None
    assert view.legal_actions == ()
    chooser = match.actions[-1].seat
    assert view.seat(chooser).posta is None and view.seat(chooser).posta_hidden


def test_the_question_asks_in_spanish_with_verbs_on_its_buttons(
    qtbot: QtBot, make_config: ConfigFactory, tmp_path: Path, spanish: Language
) -> None:
    """The button that throws the game away said "Descarte" (the discard pile's name), not
    "Descartar" (seen under Xvfb)."""
    match = _until_secret_posta(Match(MatchSetup(AUDATIA, make_config(seed=4), VS_COMPUTER)), 4)
    box = _question(qtbot, tmp_path, match)
    assert box.text() == "¿Reanudar tu partida sin terminar?"
    assert (box.resume_button.text(), box.discard_button.text()) == ("Reanudar", "Descartar")
