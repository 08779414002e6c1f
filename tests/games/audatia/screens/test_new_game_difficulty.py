"""The New Game dialog's difficulty list (issue 15): one list, weakest first, each entry with a
line saying how it fences; greyed out, with the reason, when no seat is the computer's. The
stored values stay the bots' names, as saves and preferences keep them."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.audatia.policy.factory import BOT_NAMES
from audatia_qt.games.audatia.policy.levels import LEVELS
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.screens.new_game import DeckChoice, NewGameDialog


def _dialog(qtbot: QtBot, galeazzo: DeckDef, boucicault: DeckDef) -> NewGameDialog:
    dialog = NewGameDialog([DeckChoice(galeazzo, None), DeckChoice(boucicault, None)])
    qtbot.addWidget(dialog)
    return dialog


def _items(dialog: NewGameDialog) -> list[tuple[str, str]]:
    box = dialog.page.bot_box
    return [(box.itemText(i), box.itemData(i)) for i in range(box.count())]


def test_one_numbered_list_weakest_first_each_described(
    qtbot: QtBot, galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    items = _items(_dialog(qtbot, galeazzo, boucicault))
    # The stored values are unchanged: the bots' names, in the factory's weakest-first order.
    assert [value for _text, value in items] == list(BOT_NAMES)
    for number, (text, _value) in enumerate(items, start=1):
        assert text.startswith(f"{number}. "), text
        title, colon, line = text.removeprefix(f"{number}. ").partition(": ")
        assert title and colon and len(line) > 10, f"{text!r} has no description"
    texts = dict((value, text) for text, value in items)
    # The searching levels' lines are read from their settings: more search, fewer slips.
    assert str(LEVELS["easy"].iterations) in texts["ismcts:easy"]
    assert "slips 3 moves in 10" in texts["ismcts:easy"]
    assert "slips 1 move in 10" in texts["ismcts:normal"]
    assert "never slips" in texts["ismcts:hard"]
    assert texts["ismcts:hard"].startswith("5. Master: ")
    # The top level searches on every core: its line counts every tree's bouts (issue 31).
    grandmaster = LEVELS["grandmaster"]
    assert texts["ismcts:grandmaster"].startswith("6. Grand Master: ")
    assert (
        f"{grandmaster.iterations * grandmaster.trees} imagined bouts"
        in (texts["ismcts:grandmaster"])
    )


def test_the_list_is_disabled_with_a_reason_when_no_seat_is_the_computer(
    qtbot: QtBot, galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    dialog = _dialog(qtbot, galeazzo, boucicault)
    human = dialog.page.kind_boxes[1].findData(SeatKind.HUMAN)
    computer = dialog.page.kind_boxes[1].findData(SeatKind.COMPUTER)
    dialog.page.kind_boxes[0].setCurrentIndex(human)
    dialog.page.kind_boxes[1].setCurrentIndex(computer)
    assert dialog.page.bot_box.isEnabled()
    dialog.page.bot_box.setCurrentIndex(dialog.page.bot_box.findData("ismcts:hard"))
    dialog.page.kind_boxes[1].setCurrentIndex(human)
    assert not dialog.page.bot_box.isEnabled()
    assert "people" in dialog.page.bot_box.toolTip() and "Computer" in dialog.page.bot_box.toolTip()
    # The choice is kept (and stored as before) for when a computer plays again.
    assert dialog.page.choice().setup.difficulty == "ismcts:hard"
    dialog.page.kind_boxes[0].setCurrentIndex(computer)
    assert dialog.page.bot_box.isEnabled() and "weakest first" in dialog.page.bot_box.toolTip()


def test_the_note_on_sharing_one_screen_shows_only_when_both_seats_are_people(
    qtbot: QtBot, galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    """Shown always, "Two humans share one screen" read as a description of a game against
    the computer (seen under Xvfb)."""
    dialog = _dialog(qtbot, galeazzo, boucicault)
    dialog.show()
    human = dialog.page.kind_boxes[1].findData(SeatKind.HUMAN)
    computer = dialog.page.kind_boxes[1].findData(SeatKind.COMPUTER)
    dialog.page.kind_boxes[0].setCurrentIndex(human)
    dialog.page.kind_boxes[1].setCurrentIndex(computer)
    assert not dialog.page.hint.isVisible()
    dialog.page.kind_boxes[1].setCurrentIndex(human)
    assert dialog.page.hint.isVisible() and "share one screen" in dialog.page.hint.text()
    dialog.page.kind_boxes[0].setCurrentIndex(computer)
    dialog.page.kind_boxes[1].setCurrentIndex(computer)
    assert not dialog.page.hint.isVisible()


def test_one_scale_of_names_everywhere_with_the_default_marked(
    qtbot: QtBot, galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    """Issue 27: the computer's strengths are one kind of name (a fencing school's ranks),
    weakest first, in the New Game dialog, the gauntlet and the command line's help; the new
    game's default is marked there, and only it."""
    import subprocess
    import sys

    from audatia_qt.games.audatia.deck_builder.gauntlet import GauntletDialog
    from audatia_qt.games.audatia.policy.factory import DEFAULT_BOT
    from audatia_qt.games.audatia.policy.gauntlet import DEFAULT_BOT as GAUNTLET_BOT

    ranks = ["Novice", "Scholar", "Free Scholar", "Provost", "Master", "Grand Master"]
    dialog = _dialog(qtbot, galeazzo, boucicault)
    items = _items(dialog)
    titles = [text.split(". ", 1)[1].split(": ", 1)[0] for text, _value in items]
    marked = [title for title in titles if title.endswith(" (default)")]
    assert marked == [f"{ranks[BOT_NAMES.index(DEFAULT_BOT)]} (default)"]
    assert [title.removesuffix(" (default)") for title in titles] == ranks
    # A new game starts against the default.
    assert dialog.page.bot_box.currentData() == DEFAULT_BOT
    gauntlet = GauntletDialog(boucicault, (galeazzo,), games=4)
    qtbot.addWidget(gauntlet)
    levels = [gauntlet.level.itemText(i) for i in range(gauntlet.level.count())]
    assert levels == [
        rank + (" (default)" if name == GAUNTLET_BOT else "")
        for rank, name in zip(ranks, BOT_NAMES, strict=True)
    ]
    assert gauntlet.level.currentData() == GAUNTLET_BOT
    gauntlet.runner.shutdown()
    said = subprocess.run(
        [sys.executable, "-m", "audatia_qt", "arena", "--help"],
        capture_output=True,
        text=True,
        check=True,
        env={**__import__("os").environ, "COLUMNS": "400"},
    ).stdout
    listed = ", ".join(f"{name} ({rank})" for name, rank in zip(BOT_NAMES, ranks, strict=True))
    assert f"weakest first: {listed}." in said
