"""The describers, one by one, never say what their reader may not see (docs/trust.md).

The matrix (``test_matrix.py``) finds a leak on the screen; these tests find which describer
makes it, over every decision of random games of every ruleset, dealt from the tagged decks:

- the words for a move, as the other seat reads them (``session.describe.describe_action``),
  the game log's sentences for the events as each seat and as both together see them
  (``ui.table.commentary``), the Undo and Redo labels (``session.undo``) and the resume
  question (``ui.resume.describe_game``) in every seating, read as docs/trust.md says;
- the computer's "Why:" line (``ai.explain.decision_note``, as the worker writes it), read by
  its opponent once the move is on the table: it may name no card the opponent cannot see,
  and may not depend on one at all: the same move from the same position, with the
  computer's unseen cards dealt otherwise, must be explained in the same words (a win rate
  searched from the hidden hand, or the alternatives it held, would differ);
- the Hint (``ai.explain.explain_choice``) names only cards its reader sees.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

import pytest

from audatia_qt.engine.messages import Message
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.undo import plan_redo, plan_undo, redo, undo
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.narrator.commentary import Commentator, public_events
from audatia_qt.games.audatia.narrator.describe import Mood, describe_action
from audatia_qt.games.audatia.policy import explain
from audatia_qt.games.audatia.policy.explain import decision_note, explain_choice
from audatia_qt.games.audatia.policy.search_policy import search_bot
from audatia_qt.games.audatia.rules import GameState, Seat, legal_actions, observe, redact
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.state import PlayerState
from audatia_qt.games.audatia.rules.sudden_death import row, with_row
from audatia_qt.games.audatia.saves.savefile import LoadedGame
from audatia_qt.games.audatia.screens.resume import describe_game
from tests.english import english
from tests.trust.examples import Step, games, random_game
from tests.trust.oracle import Oracle, hidden_from, hidden_from_all

HUMAN, COMPUTER = SeatKind.HUMAN, SeatKind.COMPUTER
#: Seeds of the random games, each played in every ruleset.
SEEDS = range(3)
#: Decisions explained with a search, per game (a search costs a few milliseconds).
SEARCHED_PER_GAME = 8
#: The search behind an explained move: small, and seeded, so that the same view searches alike.
SEARCH_ITERATIONS = 4


@dataclass
class Found:
    """Leaks found, one line each, reported together."""

    lines: list[str]

    def add(self, where: str, what: str, text: str, names: tuple[str, ...]) -> None:
        self.lines.append(f"{where}: {what} names {', '.join(names)}: {text!r}")

    def report(self) -> str:
        shown = self.lines[:20]
        more = f"\n... and {len(self.lines) - 20} more" if len(self.lines) > 20 else ""
        return "\n".join(shown) + more


def _steps(decks: tuple[DeckDef, DeckDef]) -> Iterator[tuple[str, Step]]:
    for variant, rule, seed, config in games(decks, SEEDS):
        name = f"{variant.value}{'' if rule else '-no-break'} seed {seed}"
        for index, step in enumerate(random_game(config, seed), start=1):
            yield f"{name} ply {index} ({step.action.kind.value} by {step.action.seat.name})", step


def _leaks(
    found: Found,
    oracle: Oracle,
    where: str,
    what: str,
    texts: Sequence[str | Message | None],
    hidden: frozenset[int],
) -> None:
    # None: a Why that says nothing (no reason could be told without the hand).
    for leak in oracle.leaks([(what, text) for text in texts if text is not None], hidden):
        found.add(where, what, leak.text, leak.cards)


def test_move_and_log_words_name_nothing_their_reader_cannot_see(
    tagged_decks: tuple[DeckDef, DeckDef],
) -> None:
    found = Found([])
    oracle: Oracle | None = None
    for where, step in _steps(tagged_decks):
        if oracle is None or oracle.config is not step.config:
            oracle = Oracle(step.config)
            commentator = Commentator(step.config)
        for reader in Seat:
            hidden = hidden_from(step.after, reader)
            words = describe_action(
                step.state, step.action, readers=(reader,), after=step.after, mood=Mood.DOES
            )
            _leaks(found, oracle, where, f"describe_action for {reader.name}", [words], hidden)
            lines = commentator.sentences(list(redact(step.events, reader)))
            _leaks(found, oracle, where, f"the log as {reader.name} sees it", lines, hidden)
        both = hidden_from_all(step.after, Seat)
        lines = commentator.sentences(list(public_events(step.events)))
        _leaks(found, oracle, where, "the hot-seat log", lines, both)
        for readers in ((Seat.A,), (Seat.B,), tuple(Seat)):
            told = commentator.tell(step.state, step.action, step.events, step.after, readers)
            hidden = hidden_from_all(step.after, readers)
            told_lines = [told.line] if told.ending is None else [told.line, told.ending]
            _leaks(found, oracle, where, f"the log's line for {readers}", told_lines, hidden)
    assert not found.lines, "\n" + found.report()


#: Who reads the resume question, in each seating (docs/trust.md, "The viewer"): the person;
#: both people in hot-seat; with computers alone, a spectator of the table (seat A's side).
READERS = {
    (HUMAN, COMPUTER): (Seat.A,),
    (COMPUTER, HUMAN): (Seat.B,),
    (HUMAN, HUMAN): (Seat.A, Seat.B),
    (COMPUTER, COMPUTER): (Seat.A,),
}


def test_the_undo_labels_and_the_resume_question_name_nothing_their_readers_cannot_see(
    tagged_decks: tuple[DeckDef, DeckDef],
) -> None:
    found = Found([])
    matches: dict[tuple[SeatKind, SeatKind], Match] = {}
    for where, step in _steps(tagged_decks):
        oracle = Oracle(step.config)
        if not step.history:
            matches = {
                players: Match(MatchSetup(AUDATIA, step.config, players)) for players in READERS
            }
        for players, readers in READERS.items():
            match = matches[players]
            match.play(step.action)
            setup = match.setup
            seating = "-".join(kind.value for kind in players)
            question = describe_game(LoadedGame(setup, match.actions))
            hidden = hidden_from_all(step.after, readers)
            _leaks(found, oracle, where, f"the resume question ({seating})", [question], hidden)
            # The Undo and Redo items are read by the person at the screen: against the
            # computer, the person; in hot-seat, the seat to move (R-028; on the pass screen
            # the label already speaks to the next seat). Each is read in the state where the
            # menu offers it: Undo now, Redo once Undo has been taken.
            plan = plan_undo(match)
            labels = [(said, match.state) for said in (plan.label, plan.reason) if said]
            if plan.allowed:
                undo(match, confirmed=True)
                # What the log says of the step once taken, read where it was taken back to.
                labels += [(said, match.state) for said in (plan.done,) if said]
                again = plan_redo(match)
                labels += [(said, match.state) for said in (again.label, again.done) if said]
                redo(match)
            for label, state in labels:
                hot = setup.hot_seat and state.to_move is not None
                screen = (state.to_move,) if hot else setup.humans
                hidden = hidden_from_all(state, screen)
                _leaks(found, oracle, where, f"Undo/Redo ({seating})", [label], hidden)
    assert not found.lines, "\n" + found.report()


def _searched(step: Step, seed: int) -> str | None:
    """The "Why:" line the worker writes for this move after a small seeded search."""
    view = observe(step.state, step.action.seat)
    bot = search_bot("normal", iterations=SEARCH_ITERATIONS, seconds=None, mistake_rate=0.0)
    result = bot.search(view, step.legal, random.Random(seed))
    return english(decision_note(view, step.action, result))


def _explained_steps(decks: tuple[DeckDef, DeckDef]) -> Iterator[tuple[str, Step]]:
    """The decisions with a real choice, the first few of each game."""
    counts: dict[str, int] = {}
    for where, step in _steps(decks):
        game = where.split(" ply ")[0]
        if len(step.legal) > 1 and counts.get(game, 0) < SEARCHED_PER_GAME:
            counts[game] = counts.get(game, 0) + 1
            yield where, step


def test_the_computers_reason_names_nothing_its_opponent_cannot_see(
    tagged_decks: tuple[DeckDef, DeckDef],
) -> None:
    found = Found([])
    for where, step in _explained_steps(tagged_decks):
        oracle = Oracle(step.config)
        reader = step.action.seat.other
        hidden = hidden_from(step.after, reader)
        view = observe(step.state, step.action.seat)
        notes = [english(decision_note(view, step.action)), _searched(step, 0)]
        _leaks(found, oracle, where, "the Why line", notes, hidden)
    assert not found.lines, "\n" + found.report()


def _dealt_otherwise(step: Step, rng: random.Random) -> GameState | None:
    """The same position with the mover's cards unseen by the opponent dealt otherwise: the
    opponent's view is unchanged and the move is still legal (None if no such deal is found).
    """
    seat = step.action.seat
    keep = {step.action.card, step.action.card2}
    unseen = hidden_from(step.state, seat.other) - keep
    player = step.state.players[seat]
    zones = {"hand": player.hand, "deck": player.deck, "facedown": player.facedown}
    laid = row(step.state, seat)
    if laid is not None:
        zones["row"] = laid
    cards = [card for zone in zones.values() for card in zone if card in unseen]
    if len(cards) < 2:
        return None
    before = observe(step.state, seat.other)
    for _ in range(20):
        shuffled = cards[:]
        rng.shuffle(shuffled)
        if shuffled == cards:
            continue
        deal = iter(shuffled)
        changes = {
            name: tuple(next(deal) if card in unseen else card for card in zone)
            for name, zone in zones.items()
        }
        changes["hand"] = tuple(sorted(changes["hand"]))
        dealt_row = changes.pop("row", None)
        other: PlayerState = player.with_(**changes)
        players = list(step.state.players)
        players[seat] = other
        state = replace(step.state, players=(players[0], players[1]))
        if dealt_row is not None:
            state = with_row(state, seat, dealt_row)
        if observe(state, seat.other) == before and step.action in legal_actions(state):
            return state
    return None


def test_the_computers_reason_does_not_depend_on_its_unseen_cards(
    tagged_decks: tuple[DeckDef, DeckDef],
) -> None:
    found: list[str] = []
    tried = 0
    rng = random.Random(15)
    for where, step in _explained_steps(tagged_decks):
        other = _dealt_otherwise(step, rng)
        if other is None:
            continue
        tried += 1
        twin = Step(step.config, step.history, other, legal_actions(other), step.action, (), other)
        view, twin_view = observe(step.state, step.action.seat), observe(other, step.action.seat)
        said = (decision_note(view, step.action), _searched(step, 0))
        said_otherwise = (decision_note(twin_view, step.action), _searched(twin, 0))
        for why, why_otherwise in zip(said, said_otherwise, strict=True):
            if why != why_otherwise:
                found.append(f"{where}: {why!r}\n    with other unseen cards: {why_otherwise!r}")
    assert tried > 30, "too few positions could be dealt otherwise to test anything"
    shown = "\n".join(found[:12]) + (f"\n... and {len(found) - 12} more" if len(found) > 12 else "")
    assert not found, "the Why line depends on cards the opponent cannot see:\n" + shown


def test_the_hint_names_nothing_its_reader_cannot_see(
    tagged_decks: tuple[DeckDef, DeckDef], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(explain, "HINT_SECONDS", 0.02)
    found = Found([])
    for where, step in _explained_steps(tagged_decks):
        oracle = Oracle(step.config)
        seat = step.action.seat
        hint = explain_choice(observe(step.state, seat), step.legal, rng=random.Random(0))
        texts: list[str | None] = [
            hint.reason.english(),
            *(candidate.text for candidate in hint.candidates),
        ]
        _leaks(found, oracle, where, "the Hint", texts, hidden_from(step.state, seat))
    assert not found.lines, "\n" + found.report()
