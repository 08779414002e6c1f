"""The arena: seating, the Wilson interval, the report, and a short run of the CLI verb."""

from __future__ import annotations

import pytest

from audatia_qt.__main__ import main
from audatia_qt.engine.search.bot import Bot, RandomBot
from audatia_qt.engine.search.measure import wilson
from audatia_qt.games.audatia.policy.arena import AudatiaDuel, play_game, run_arena
from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.shell.i18n.plain import english


def test_wilson_interval_known_values() -> None:
    low, high = wilson(95, 100)
    assert low == pytest.approx(0.8883, abs=1e-4)
    assert high == pytest.approx(0.9785, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0
    assert wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_games_alternate_seats_roles_and_decks(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    results = [play_game("heuristic", "random", (galeazzo, boucicault), 10, i) for i in range(8)]
    assert [r.a_seat for r in results] == [Seat.A, Seat.B] * 4
    # Each deal is played twice, with the bots swapped.
    assert [r.seed for r in results] == [10, 10, 11, 11, 12, 12, 13, 13]
    a_decks = {(r.decks[r.a_seat], r.seed % 2) for r in results}
    assert a_decks == {(d, parity) for d in (galeazzo.id, boucicault.id) for parity in (0, 1)}


def test_short_arena_report(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    report = run_arena("ismcts:easy", "random", (galeazzo, boucicault), 4, seed=3)
    lines = [english(line) for line in report.messages()]
    assert report.games == 4
    assert lines[1] == f"A wins {report.a_wins}, draws 0, losses {4 - report.a_wins}"
    assert any(line.startswith("decision time A ismcts:easy: mean ") for line in lines)
    assert any(line.startswith("games per minute: ") for line in lines)
    assert any(line.startswith("challenger win rate: ") for line in lines)
    assert any(line.startswith(f"deck win rate {galeazzo.id}: ") for line in lines)
    share = 100 * report.a_wins / 4
    assert lines[-1].startswith(f"A win rate: {share:.1f}% [")


def test_arena_verb(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--a", "heuristic", "--b", "random", "--games", "4", "--seed", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("arena: A heuristic vs B random, 4 games, seed 1")
    last = out[-1]
    assert last.startswith("A win rate: ") and last.endswith("%]")


def test_arena_verb_rejects_an_unknown_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--a", "ismcts:godlike", "--b", "random", "--games", "2"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("unknown bot 'ismcts:godlike': choose from random, heuristic")
    assert len(err.splitlines()) == 1


def test_arena_verb_rejects_an_unknown_deck(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--a", "random", "--b", "random", "--decks", "nope", "boucicault"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("nope: not a deck file, nor a bundled deck")


def test_jobs_give_the_same_report(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    decks = (galeazzo, boucicault)
    one = run_arena("heuristic", "random", decks, 6, seed=2, jobs=1)
    two = run_arena("heuristic", "random", decks, 6, seed=2, jobs=2)
    assert [r.a_won for r in one.results] == [r.a_won for r in two.results]


def test_variant_arenas_count_draws(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    """Sudden Death can end with both rows spent (R-033.6): a draw, neither win nor loss."""
    from audatia_qt.games.audatia.rules.config import Variant

    report = run_arena(
        "heuristic", "random", (galeazzo, boucicault), 6, variant=Variant.SUDDEN_DEATH
    )
    lines = [english(line) for line in report.messages()]
    assert lines[0].endswith("variant sudden-death")
    assert report.draws == sum(result.winning_deck == "" for result in report.results)
    losses = report.games - report.a_wins - report.draws
    assert lines[1] == f"A wins {report.a_wins}, draws {report.draws}, losses {losses}"
    assert all(not result.a_won for result in report.results if not result.winning_deck)
    salle = run_arena("random", "random", (galeazzo, boucicault), 2, variant=Variant.SALLE)
    assert (
        next(english(line) for line in salle.messages()).endswith("variant salle")
        and salle.games == 2
    )


def test_a_factory_makes_bots_the_game_does_not_offer(
    galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    made: list[str] = []

    def factory(name: str) -> Bot:
        made.append(name)
        return RandomBot()

    report = run_arena("frozen", "other", (galeazzo, boucicault), 2, seed=3, factory=factory)
    assert report.games == 2 and report.bot_a == "frozen"
    assert {"frozen", "other"} <= set(made)


def _random_for_any_name(name: str) -> Bot:
    """A factory the series' workers could rebuild (module-level): a random bot for any name."""
    return RandomBot()


def test_a_series_duel_plays_with_its_factory(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    """``AudatiaDuel`` makes its bots with the factory it is given (a bench's trial levels,
    ``bench/audatia_level_trials.py``), with or without the clock: names the arena does not
    know play."""
    for clock in (True, False):
        duel = AudatiaDuel(
            "trial-a",
            "trial-b",
            (galeazzo, boucicault),
            7,
            clock=clock,
            factory=_random_for_any_name,
        )
        played = duel(1)
        assert played.index == 1 and played.score in (0.0, 0.5, 1.0)
        assert dict(played.replay)["a_seat"] == "B"
