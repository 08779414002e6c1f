"""``explain`` and ``IllegalActionError``: every refusal is one readable line citing the rule."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace

import pytest

from audatia_qt.games.audatia.narrator.explain import explain, why_illegal
from audatia_qt.games.audatia.rules.actions import Action, ActionKind, IllegalActionError
from audatia_qt.games.audatia.rules.cards import Side
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.notation import parse_action
from audatia_qt.games.audatia.rules.state import Context, GameState, Phase

ConfigFactory = Callable[..., GameConfig]


def _react_position(config: GameConfig, attack: str) -> GameState:
    """B must answer A's attack; both hold their Basic cards, A struck from outside a Posta."""
    cards = config.cards
    state = new_game(config)
    card = cards.by_label[attack]
    a = state.players[Seat.A]
    a = replace(a, hand=tuple(c for c in a.hand if c != card), stack=(card,))
    a = replace(a, stack_side=cards.strike(card).blow.side)
    b = replace(state.players[Seat.B], stack_side=cards.strike(card).blow.side.opposite)
    return replace(
        state,
        players=(a, b),
        phase=Phase.REACT,
        to_move=Seat.B,
        context=Context(attacker=Seat.A, attack_card=card),
    )


def test_every_card_of_the_player_to_move_gets_a_one_line_answer(
    make_config: ConfigFactory,
) -> None:
    """Whatever the moment, explain().english() answers each card in the hand in one line."""
    for seed in range(20):
        rng = random.Random(seed)
        state = new_game(make_config(seed=seed))
        while state.outcome is None:
            seat = state.to_move
            assert seat is not None
            legal_cards = {a.card for a in legal_actions(state)} | {
                a.card2 for a in legal_actions(state)
            }
            for card in state.players[seat].hand:
                text = explain(state, seat, card).english()
                assert text and "\n" not in text
                if card in legal_cards:
                    assert "can be played now" in text
                else:
                    assert "cannot be played now" in text, text
            state = apply(state, rng.choice(legal_actions(state))).state


def test_a_parry_off_the_inverted_seven_swords_is_explained(make_config: ConfigFactory) -> None:
    """Eligibility: a Roverso Fendente cannot parry a Mandritto Fendente (same line)."""
    config = make_config()
    state = _react_position(config, "A:mandritto-fendente-tr#1")
    text = explain(state, Seat.B, config.cards.by_label["B:roverso-fendente-b"]).english()
    assert "cannot parry" in text and "inverted Seven Swords" in text


def test_a_card_explained_when_it_is_not_your_turn(make_config: ConfigFactory) -> None:
    """The seat that is not to move is told whose decision it is."""
    config = make_config()
    state = _react_position(config, "A:mandritto-fendente-tr#1")
    text = explain(state, Seat.A, config.cards.by_label["A:punta-b"]).english()
    assert text.startswith("It is not your turn")


def test_an_illegal_action_raises_with_the_reason(make_config: ConfigFactory) -> None:
    """apply() refuses an illegal parry with IllegalActionError naming the rule, in one line."""
    config = make_config()
    state = _react_position(config, "A:mandritto-fendente-tr#1")
    with pytest.raises(IllegalActionError) as caught:
        apply(state, parse_action(config, "B parry roverso-fendente-b"))
    message = str(caught.value)
    assert "inverted Seven Swords" in message and "\n" not in message


def test_an_action_of_the_wrong_seat_is_refused(make_config: ConfigFactory) -> None:
    """Only the seat to move may act."""
    config = make_config()
    state = new_game(config)
    with pytest.raises(IllegalActionError, match="not B's turn"):
        apply(state, Action(Seat.B, ActionKind.KEEP_HAND))


def test_explain_after_the_game_is_over(make_config: ConfigFactory) -> None:
    """Cut 2: an attack nobody can parry ends the game; then every card is out of play."""
    config = make_config()
    cards = config.cards
    state = new_game(config)
    a = replace(state.players[Seat.A], stack_side=Side.RIGHT)
    b = replace(state.players[Seat.B], hand=())
    state = replace(state, players=(a, b), phase=Phase.FOLLOW_UP, to_move=Seat.A)
    state = apply(state, parse_action(config, "A attack mandritto-fendente-b")).state
    assert state.outcome is not None and state.outcome.winner is Seat.A
    assert legal_actions(state) == ()
    assert explain(state, Seat.B, cards.by_label["B:punta-b"]).english() == "The game is over."


def test_reasons_name_cards_as_printed_never_by_notation_id(make_config: ConfigFactory) -> None:
    """Issue 15: the reasons are read by people ("Punta cannot be played now: ..."), so a card
    is named as printed, never by its notation id ("punta-b", "A:mandritto-fendente-tr#2")."""
    config = make_config()
    tokens = {
        token
        for instance in config.cards.instances
        if instance.name != instance.definition.name
        for token in (instance.name, instance.label)
    }
    alternatives = "|".join(re.escape(token) for token in sorted(tokens, key=len, reverse=True))
    ids = re.compile(rf"(?<![\w#:-])(?:{alternatives})(?![\w#-])")
    for seed in range(2):
        rng = random.Random(seed)
        state = new_game(make_config(seed=seed))
        while state.outcome is None:
            seat = state.to_move
            assert seat is not None
            legal = legal_actions(state)
            player = state.players[seat]
            for card in {*player.hand, *player.posta_pile, *player.stack, *player.discard[-2:]}:
                texts = [
                    explain(state, seat, card).english(),
                    explain(state, seat, card, ActionKind.PARRY).english(),
                ]
                for kind in (ActionKind.ATTACK, ActionKind.REMEDY):
                    if Action(seat, kind, card) not in legal:
                        texts.append(why_illegal(state, Action(seat, kind, card)).english())
                for text in texts:
                    assert not ids.search(text), text
            state = apply(state, rng.choice(legal)).state


def test_sudden_death_prompt_says_what_the_turned_up_card_leaves(
    make_config: ConfigFactory,
) -> None:
    """R-033.2: a playable row card must be played, so the prompt does not offer "attack or
    wait" when waiting is not allowed (seen in a real window, issue 15)."""
    import dataclasses
    import random

    from audatia_qt.games.audatia.narrator.explain import what_now
    from audatia_qt.games.audatia.rules import ActionKind, apply, legal_actions, new_game
    from audatia_qt.games.audatia.rules.config import Variant
    from audatia_qt.games.audatia.rules.sudden_death import PLAY_PHASES

    said: set[str] = set()
    for seed in range(30):
        state = new_game(dataclasses.replace(make_config(seed=seed), variant=Variant.SUDDEN_DEATH))
        rng = random.Random(seed)
        while state.outcome is None:
            legal = legal_actions(state)
            if state.phase in PLAY_PHASES:
                words = what_now(state).english()
                holds = {a.kind for a in legal} <= {ActionKind.WAIT, ActionKind.PASS}
                if holds:
                    assert words.startswith("the turned-up card cannot be played now"), words
                    said.add("hold")
                elif all(a.kind not in (ActionKind.WAIT, ActionKind.PASS) for a in legal):
                    assert " or wait" not in words and " or pass" not in words, words
                    said.add("play")
            state = apply(state, rng.choice(legal)).state
    assert said == {"hold", "play"}


def test_the_opening_prompt_offers_only_what_may_be_done(make_config: ConfigFactory) -> None:
    """Out of Measure 7 and R-012: at the final call the challenger must attack, and a seat
    forced by a Taunt may not pass, so the words do not offer "or pass" (seen taking the
    course under Xvfb: "attack, change Posta or pass" with only attacks glowing)."""
    import random

    from audatia_qt.games.audatia.narrator.explain import what_now
    from audatia_qt.games.audatia.rules import ActionKind, Phase, apply, legal_actions, new_game

    said: set[str] = set()
    for seed in range(40):
        state = new_game(make_config(seed=seed))
        rng = random.Random(seed)
        while state.outcome is None:
            legal = legal_actions(state)
            if state.phase is Phase.OPENING:
                words = what_now(state).english()
                kinds = {a.kind for a in legal}
                if ActionKind.PASS not in kinds:
                    assert "pass" not in words, words
                    if ActionKind.CHANGE_POSTA not in kinds:
                        assert "change Posta" not in words, words
                        said.add("attack only")
                else:
                    said.add("pass too")
            state = apply(state, rng.choice(legal)).state
    assert said == {"attack only", "pass too"}
