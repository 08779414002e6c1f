"""``audatia selfplay`` and ``audatia arena`` take ``--game swordplay`` (issue 29: "`audatia
selfplay` and `audatia arena` take the game"), and the soak test's invariants catch a broken
state."""

from __future__ import annotations

from dataclasses import replace

import pytest

from audatia_qt.__main__ import main
from audatia_qt.games.swordplay.rules import Mode, new_game
from audatia_qt.games.swordplay.rules.actions import Action, ActionKind
from audatia_qt.games.swordplay.selfplay import InvariantBroken, check, run_selfplay, table
from tests.games.swordplay.sessions import CARDS


def test_selfplay_plays_swordplay_on_every_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--game", "swordplay", "--games", "6", "--seed", "12"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("games: 6, heroes' wins: ")
    assert out[1] == "versus: 3, solo: 1, co-op: 2"
    assert "errors: 0" in out


def test_selfplay_covers_the_modes_and_sizes_in_turn() -> None:
    tables = [table(CARDS, seed) for seed in range(12)]
    assert [(t.mode, len(t.heroes)) for t in tables[:6]] == [
        (Mode.VERSUS, 2),
        (Mode.VERSUS, 3),
        (Mode.VERSUS, 4),
        (Mode.SOLO, 1),
        (Mode.COOP, 2),
        (Mode.COOP, 3),
    ]
    assert not any(t.realistic_parries for t in tables[:6])
    assert all(t.realistic_parries for t in tables[6:])
    report = run_selfplay(CARDS, 3, 40)
    assert report.games == 3 and not report.errors


def test_the_invariants_catch_a_card_in_two_places() -> None:
    state = new_game(table(CARDS, 0))
    keep = Action(0, ActionKind.KEEP)
    check(state, state, (), keep)
    doubled = replace(state, discard=(state.deck[0],))
    with pytest.raises(InvariantBroken, match="exactly one place"):
        check(state, doubled, (), keep)
    hurt = state.with_hero(0, replace(state.heroes[0], life=state.heroes[0].life - 1))
    with pytest.raises(InvariantBroken, match="life changed by other than its hits"):
        check(state, hurt, (), keep)


def test_arena_plays_one_computer_hero_against_another(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["arena", "--game", "swordplay", "--a", "random", "--b", "random", "--games", "2"])
        == 0
    )
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("arena: random against random, 2 games of two heroes")
    assert out[-1].startswith("A win rate: ")


@pytest.mark.parametrize(
    "words",
    [
        ["arena", "--game", "swordplay", "--a", "oracle", "--b", "random"],
        ["selfplay", "--game", "swordplay", "--variant", "salle"],
        ["arena", "--game", "swordplay", "--a", "random", "--b", "random", "--decks", "x", "y"],
    ],
)
def test_a_wrong_option_is_refused_in_one_line(
    words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(words) == 2
    err = capsys.readouterr().err.strip()
    assert err and "\n" not in err and "Traceback" not in err
