"""``audatia selfplay`` and ``audatia arena`` take ``--game swordplay`` (issue 29: "`audatia
selfplay` and `audatia arena` take the game")."""

from __future__ import annotations

import pytest

from audatia_qt.__main__ import main


def test_selfplay_plays_swordplay_s_random_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--game", "swordplay", "--games", "6", "--seed", "12"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("games: 6, moves: ") and out[0].endswith(", errors: 0")
    counts = [int(line.rsplit(": ", 1)[1]) for line in out[1:-1]]
    assert sum(counts) == 6, "every game's winner is counted by mode"
    assert out[-1].startswith("time: ")


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
