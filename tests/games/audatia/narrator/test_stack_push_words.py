"""The log tells a parry's push of the Stacks as the reader sees the table: which way, in the
reader's own left and right, and whether the reader's own Stack was pushed too (Cut 2,
"Playing Area"; issue 27)."""

from __future__ import annotations

import pytest

from audatia_qt.games.audatia.narrator.commentary import Commentator
from audatia_qt.games.audatia.rules import GameState, Seat, apply
from audatia_qt.games.audatia.rules.cards import DeckDef, Side
from audatia_qt.games.audatia.rules.notation import parse_action
from audatia_qt.games.audatia.rules.position import parse_position

_POSITION = "\n".join(
    [
        "audatia-position 1",
        "decks: galeazzo-da-mantoa boucicault",
        "game: challenger=A seed=11",
        "turn: phase=opening to-move=A ply=24",
        "A hand: mandritto-fendente-b roverso-fendente-b mandritto-sottano-b punta-b",
        "A posta: donna-destra in",
        "A virtues: audatia fortitudo",
        "B hand: roverso-sottano-b mandritto-fendente-tl gomito-e-pomo",
        "B posta: tutta-porta-di-ferro in",
        "B virtues: prudentia celeritas",
        "context: opening-order=A,B",
        "",
    ]
)


def _parried(decks: dict[str, DeckDef], attack: str, parry: str) -> tuple[GameState, list[str]]:
    """The log's words for B's parry of A's attack, as each reader gets them (A, B, both)."""
    state = parse_position(_POSITION, decks)
    state = apply(state, parse_action(state.config, f"A attack {attack}")).state
    action = parse_action(state.config, f"B parry {parry}")
    transition = apply(state, action)
    commentator = Commentator(state.config)
    lines = [
        commentator.tell(state, action, transition.events, transition.state, readers).line.english()
        for readers in ((Seat.A,), (Seat.B,), (Seat.A, Seat.B))
    ]
    return transition.state, lines


@pytest.fixture
def decks(galeazzo: DeckDef, boucicault: DeckDef) -> dict[str, DeckDef]:
    return {deck.id: deck for deck in (galeazzo, boucicault)}


def test_a_parry_that_pushes_my_stack_says_so_in_my_left_and_right(
    decks: dict[str, DeckDef],
) -> None:
    """Lesson 1's parry: a Roverso parry from Boucicault's left drives both Stacks to his right,
    which is Galeazzo's left: Galeazzo's Mandritto, laid on his right, now sits on his left."""
    after, (for_a, for_b, for_both) = _parried(decks, "mandritto-fendente-b", "roverso-sottano-b")
    assert after.players[Seat.A].stack_side is Side.LEFT
    assert after.players[Seat.B].stack_side is Side.RIGHT
    assert for_a.endswith(
        "The blades slide to your left: Boucicault's Stack moves, and pushes yours along."
    )
    assert for_b.endswith(
        "The blades slide to your right: your Stack moves, and pushes Galeazzo da Mantoa's along."
    )
    assert for_both.endswith(
        "The blades slide: Boucicault's Stack moves to Boucicault's right, and pushes "
        "Galeazzo da Mantoa's Stack to Galeazzo da Mantoa's left."
    )


def test_a_parry_that_leaves_my_stack_says_it_stays(decks: dict[str, DeckDef]) -> None:
    """A Roverso parried with a Roverso: the parrier's Stack crosses to the attacker's side,
    the attacker's Stack stays where it lay (the rulebook's first example, mirrored)."""
    after, (for_a, for_b, for_both) = _parried(decks, "roverso-fendente-b", "roverso-sottano-b")
    assert after.players[Seat.A].stack_side is Side.LEFT  # where the Roverso was laid
    assert for_a.endswith(
        "The blades slide to your left: Boucicault's Stack moves; yours stays where it is."
    )
    assert for_b.endswith(
        "The blades slide to your right: your Stack moves; Galeazzo da Mantoa's stays where it is."
    )
    assert for_both.endswith(
        "The blades slide: Boucicault's Stack moves to Boucicault's right; "
        "Galeazzo da Mantoa's stays where it is."
    )
