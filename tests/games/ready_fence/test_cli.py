"""``audatia selfplay`` and ``audatia arena`` take ``--game ready_fence`` (issue 30: "`audatia
selfplay` and `audatia arena` take the game"), through the game's entry (``GameEntry.commands``),
not a branch of the command line's own."""

from __future__ import annotations

import pytest

from audatia_qt.__main__ import main


def test_selfplay_fences_random_bouts_of_every_level(capsys: pytest.CaptureFixture[str]) -> None:
    """Two seeded random bouts per level, every invariant checked; who won, by level."""
    assert main(["selfplay", "--game", "ready_fence", "--games", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("games: 6, moves: ") and out[0].endswith(", errors: 0")
    counted = {line.rsplit(": ", 1)[0]: int(line.rsplit(": ", 1)[1]) for line in out[1:-1]}
    assert sum(counted.values()) == 6
    for level in ("tutorial", "basic", "advanced"):
        assert sum(n for label, n in counted.items() if label.startswith(level + " ")) == 2
    assert out[-1].startswith("time: ")


def test_arena_fences_one_computer_against_another(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["arena", "--game", "ready_fence", "--a", "random", "--b", "random", "--games", "2"])
        == 0
    )
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("arena: random against random, 2 Basic bouts to 5")
    assert [line.split(":")[0] for line in out[1:3]] == ["random", "random"]
    assert out[-1].startswith("A win rate: ")


@pytest.mark.parametrize(
    "words",
    [
        ["arena", "--game", "ready_fence", "--a", "oracle", "--b", "random"],
        ["selfplay", "--game", "ready_fence", "--variant", "salle"],
        ["selfplay", "--game", "fencing", "--games", "1"],
        ["arena", "--game", "", "--a", "random", "--b", "random"],
    ],
)
def test_a_wrong_game_or_option_is_refused_in_one_line(
    words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(words) == 2
    err = capsys.readouterr().err.strip()
    assert err and "\n" not in err and "Traceback" not in err


def test_an_unknown_game_is_refused_naming_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--game", "fencing"]) == 2
    err = capsys.readouterr().err
    assert "fencing" in err
    for game in ("audatia", "swordplay", "ready_fence"):
        assert game in err
