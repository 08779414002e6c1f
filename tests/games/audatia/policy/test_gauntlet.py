"""The gauntlet: a deck against each bundled deck, tallied by role and opponent; its CLI verb.

The cheapest bots play (random, heuristic): these tests check the schedule and the counting,
not the strength of the computer.
"""

from __future__ import annotations

import dataclasses
import itertools
import signal
from pathlib import Path

import pytest

from audatia_qt.__main__ import main
from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.policy.arena import GameResult, play_game
from audatia_qt.games.audatia.policy.gauntlet import DeckRefused, Record, Tally, run_gauntlet
from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.shell.i18n.plain import english


def _result(winner: Seat | None, challenger: Seat, first_deck_seat: Seat) -> GameResult:
    return GameResult(
        index=0,
        seed=0,
        a_seat=Seat.A,
        a_won=winner is Seat.A,
        challenger_won=winner is challenger,
        winning_deck="" if winner is None else "x",
        decks=("x", "x"),
        a_times=(),
        b_times=(),
        a_forced=(),
        b_forced=(),
        winner=winner,
        challenger=challenger,
        first_deck_seat=first_deck_seat,
    )


def test_a_game_counts_for_the_deck_by_its_seat_and_role() -> None:
    # The first deck sat in B, the challenger was B, A won: the first deck lost as challenger
    # and the second won as respondent.
    result = _result(Seat.A, challenger=Seat.B, first_deck_seat=Seat.B)
    first = Record("one", "two").counted(result, True)
    second = Record("two", "one").counted(result, False)
    assert (first.challenger, first.respondent) == (Tally(0, 1), Tally())
    assert (second.challenger, second.respondent) == (Tally(), Tally(1, 1))
    drawn = Record("one", "two").counted(_result(None, Seat.A, Seat.A), True)
    assert drawn.overall == Tally(0, 1)


def test_tally_text_gives_the_wilson_interval() -> None:
    assert Tally(95, 100).text() == "95.0% [88.8%, 97.8%] of 100"
    assert Tally().text() == "no games"


def test_the_seat_of_the_first_deck_is_told_even_against_itself(galeazzo: DeckDef) -> None:
    results = [play_game("random", "random", (galeazzo, galeazzo), 0, 2 * k) for k in range(4)]
    assert [r.first_deck_seat for r in results] == [Seat.A, Seat.A, Seat.B, Seat.B]
    assert [r.challenger for r in results] == [Seat.A, Seat.B, Seat.A, Seat.B]


def test_short_gauntlet_covers_every_opponent_seat_and_role(
    galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    seen: list[tuple[int, int]] = []
    report = run_gauntlet(
        galeazzo,
        (galeazzo, boucicault),
        4,
        seed=5,
        bot="heuristic",
        progress=lambda played, total: seen.append((played, total)),
    )
    # Two pairings for the deck, one between the bundled decks.
    assert seen == [(played, 12) for played in range(1, 13)]
    assert (report.played, report.total, report.cancelled) == (12, 12, False)
    assert [record.opponent for record in report.records] == [
        "Galeazzo da Mantoa",
        "Boucicault",
    ]
    for record in (*report.records, *report.reference):
        # Four deals: each deck challenges twice and responds twice.
        assert record.challenger.games == record.respondent.games == 2
    assert report.overall.overall.games == 8
    # The standard game never draws: the reference pairing's two records add up.
    there, back = report.reference
    assert there.overall.wins + back.overall.wins == 4
    # The deck is Galeazzo and the first reference pairing is Galeazzo against Boucicault, with
    # the same seeds: the same games, so the same figures.
    assert (there.deck, there.opponent) == ("Galeazzo da Mantoa", "Boucicault")
    assert report.records[1] == there
    assert report.bundled_against(1) == there  # Galeazzo is the one other bundled deck
    lines = [english(line) for line in report.messages()]
    assert lines[0].startswith("gauntlet: Galeazzo da Mantoa, heuristic on both sides, 4 deals")
    assert any(line.startswith("  Galeazzo da Mantoa vs all opponents: ") for line in lines)
    beside = f"    (Galeazzo da Mantoa vs Boucicault: {there.overall.text()})"
    assert (
        lines[
            lines.index(
                f"  Galeazzo da Mantoa vs Boucicault: {there.overall.text()} / "
                f"{there.challenger.text()} / {there.respondent.text()}"
            )
            + 1
        ]
        == beside
    )
    assert lines[-1].startswith("  Boucicault vs Galeazzo da Mantoa: ")


def test_the_same_seed_gives_the_same_figures(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    def run(seed: int) -> tuple[list[Record], list[Record]]:
        report = run_gauntlet(boucicault, (galeazzo, boucicault), 4, seed=seed, bot="random")
        return report.records, report.reference

    assert run(3) == run(3)
    assert any(run(3) != run(seed) for seed in (4, 5, 6))


def test_a_cancelled_gauntlet_stops_between_games(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    played: list[int] = []
    report = run_gauntlet(
        galeazzo,
        (galeazzo, boucicault),
        8,
        bot="random",
        progress=lambda done, _total: played.append(done),
        cancelled=lambda: len(played) >= 7,
    )
    assert report.cancelled and report.played == 7 and report.total == 24
    assert played == [1, 2, 3, 4, 5, 6, 7]
    # The three pairings take turns: two deals each, and the first pairing's third.
    assert [record.overall.games for record in report.records] == [3, 2]
    assert [record.overall.games for record in report.reference] == [2, 2]
    assert "cancelled after 7 of 24 games" in next(english(line) for line in report.messages())


def test_a_cancel_during_a_game_drops_that_game(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    asked = itertools.count()
    # Asked once before the game, then before each decision: the tenth ask is mid-game.
    report = run_gauntlet(
        galeazzo, (boucicault,), 4, bot="random", cancelled=lambda: next(asked) >= 10
    )
    assert report.cancelled and report.played == 0
    assert report.overall.overall == Tally()


def test_a_deck_breaking_the_rules_is_refused_in_one_line(
    galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    short = dataclasses.replace(galeazzo, poste=galeazzo.poste[:-1])
    with pytest.raises(DeckRefused) as refused:
        run_gauntlet(short, (galeazzo, boucicault), 2, bot="random")
    assert str(refused.value) == (
        "Galeazzo da Mantoa cannot be played: poste: a deck has 12 cards, found 11"
    )
    hostile = dataclasses.replace(short, name="Evil\n\x1b[31mdeck")
    with pytest.raises(DeckRefused) as refused:
        run_gauntlet(hostile, (galeazzo, boucicault), 2, bot="random")
    assert len(str(refused.value).splitlines()) == 1 and "\x1b" not in str(refused.value)


def test_only_the_bundled_decks(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    report = run_gauntlet(None, (galeazzo, boucicault), 2, bot="random")
    assert report.records == [] and report.total == 2 and len(report.reference) == 2
    assert next(english(line) for line in report.messages()).startswith(
        "gauntlet: the bundled decks, random on both sides"
    )


def test_unknown_bot_and_no_games(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    with pytest.raises(ValueError, match="unknown bot 'nobody'"):
        run_gauntlet(galeazzo, (boucicault,), 2, bot="nobody")
    with pytest.raises(ValueError, match="at least one game"):
        run_gauntlet(galeazzo, (boucicault,), 0, bot="random")


# --- the command line ---------------------------------------------------------------------


def test_gauntlet_verb(capsys: pytest.CaptureFixture[str]) -> None:
    before = signal.getsignal(signal.SIGINT)
    path = decks_dir() / "boucicault.toml"
    assert main(["gauntlet", str(path), "--games", "2", "--bot", "random", "--seed", "4"]) == 0
    assert signal.getsignal(signal.SIGINT) is before  # Ctrl+C is the shell's again
    captured = capsys.readouterr()
    out = captured.out.splitlines()
    assert out[0].startswith("gauntlet: Boucicault, random on both sides, 2 deals per pairing")
    assert "Boucicault vs all opponents: " in captured.out
    assert "bundled decks against each other:" in out
    assert captured.err.splitlines()[-1] == "6/6 games"


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"deck = [\n", "not valid TOML: "),
        (b"\x00\x01binary", "this is a binary file, not a TOML deck file"),
        (b"[deck]\nid = 'x'\n", "deck.name: required field is missing (and "),
    ],
)
def test_gauntlet_verb_refuses_a_bad_file_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, problem: str
) -> None:
    path = tmp_path / "bad.toml"
    path.write_bytes(content)
    assert main(["gauntlet", str(path), "--games", "2", "--bot", "random"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.splitlines()) == 1
    assert captured.err.startswith(f"{path}: {problem}")


def test_gauntlet_verb_refuses_a_missing_file_and_an_unknown_bot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["gauntlet", str(tmp_path / "nope.toml"), "--games", "1"]) == 1
    assert capsys.readouterr().err == f"{tmp_path / 'nope.toml'}: no such file\n"
    path = str(decks_dir() / "boucicault.toml")
    assert main(["gauntlet", path, "--games", "1", "--bot", "ismcts:godlike"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("unknown bot 'ismcts:godlike'") and len(err.splitlines()) == 1


def test_arena_takes_a_deck_file_for_a_side_and_names_a_bad_ones_problems(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "mine.toml"
    mine.write_bytes((decks_dir() / "galeazzo-da-mantoa.toml").read_bytes())
    arena = ["arena", "--a", "random", "--b", "random", "--games", "2", "--decks"]
    assert main([*arena, str(mine), "boucicault"]) == 0
    assert capsys.readouterr().out.startswith("arena: A random vs B random, 2 games, seed 0, ")
    broken = tmp_path / "broken.toml"
    broken.write_text("[deck]\nid = 'Not An Id'\n")
    assert main([*arena, str(broken), "boucicault"]) == 1
    # The arena, like selfplay, lists a bad deck's problems as `deck check` does: a line each.
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) > 1 and all(line.startswith(f"{broken}: ") for line in lines)
