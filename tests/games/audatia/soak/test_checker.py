"""The soak's checker fails on broken input: each of its checks is shown failing once.

A leaking describer, commentary, caption or view, a describer that raises, and an Undo or Redo
that does not give back the same state each make ``check_game`` fail with a ``SoakFailure``
that names the check and the action kind (tests/games/audatia/soak/checker.py).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

import tests.games.audatia.soak.checker as checker
from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.session.match import Match, MatchSetup, Ply
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.narrator.describe import describe_action, fencer_names
from audatia_qt.games.audatia.narrator.plies import state_before
from audatia_qt.games.audatia.rules import (
    Action,
    ActionKind,
    GameConfig,
    GameState,
    Seat,
    Transition,
    invariants,
)
from audatia_qt.games.audatia.rules.config import CardKind
from audatia_qt.games.audatia.rules.selfplay import random_action, seeded_config
from audatia_qt.games.audatia.rules.views import PlayerView, observe
from tests.conftest import ConfigFactory
from tests.games.audatia.soak.checker import (
    HOT_SEAT,
    SoakFailure,
    check_game,
    check_undo_redo,
    check_words,
    named_hidden_cards,
)

#: Action kinds whose cards the other seat may not see as they are played.
SECRET_KINDS = {ActionKind.TRADE, ActionKind.CHOOSE_POSTA, ActionKind.ARRANGE}


def _card(config: GameConfig, name: str, seat: Seat | None = None) -> int:
    """The first card of that printed name (of ``seat``'s deck, if given)."""
    return next(
        card.id
        for card in config.cards.instances
        if card.definition.name == name and seat in (None, card.owner)
    )


# -- words -----------------------------------------------------------------------------------


def test_a_text_naming_a_hidden_card_gives_it_away(make_config: ConfigFactory) -> None:
    config = make_config()
    traded = next(c for c in config.cards.instances if c.kind is CardKind.SKILL)
    hidden = frozenset({traded.id})
    name = traded.definition.name
    assert named_hidden_cards(config, f"trade {name} and a card", [traded.id], hidden) == [name]
    assert named_hidden_cards(config, f"trade {name}", [traded.id], frozenset()) == []
    assert named_hidden_cards(config, "trade two cards face down", [traded.id], hidden) == []


def test_a_hidden_card_is_named_even_when_a_visible_card_shares_its_name(
    make_config: ConfigFactory,
) -> None:
    """Both decks have a Punta: telling of B's hidden one gives it away all the same."""
    config = make_config()
    mine, theirs = (_card(config, "Punta", seat) for seat in Seat)
    hidden = frozenset({theirs})
    assert named_hidden_cards(config, "B trades Punta", [theirs], hidden) == ["Punta"]
    assert named_hidden_cards(config, "A attacks with Punta", [mine], hidden) == []


def test_a_name_inside_a_longer_visible_name_is_not_a_mention(make_config: ConfigFactory) -> None:
    config = make_config()
    finta = _card(config, "Finta")
    doppia = _card(config, "Doppia Finta")
    hidden = frozenset({finta})
    assert named_hidden_cards(config, "play Doppia Finta", [doppia], hidden) == []
    assert named_hidden_cards(config, "play Doppia Finta, then Finta", [doppia], hidden) == [
        "Finta"
    ]


@pytest.mark.parametrize(
    "text", ["", "  ", "attack with A:punta-b", "take unparried_attack", "play None"]
)
def test_empty_texts_and_notation_are_not_words(make_config: ConfigFactory, text: str) -> None:
    with pytest.raises(AssertionError):
        check_words(make_config(), text, [], frozenset())


# -- the describers, the commentary, the captions, the views ------------------------------------


def _failure(config: GameConfig, check: str) -> SoakFailure:
    """The first failed check of a game whose name starts with ``check``: the fatal one, or
    a describer's (the game goes on after those)."""
    try:
        tally = check_game(config)
    except SoakFailure as failure:
        assert failure.check.startswith(check), failure
        return failure
    failures = [failure for failure in tally.failures if failure.check.startswith(check)]
    assert failures, f"no check {check!r} failed"
    return failures[0]


def test_a_describer_that_ignores_its_reader_fails_on_a_secret_action(
    make_config: ConfigFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    def telling(before: GameState, action: Action, **kwargs: object) -> Message:
        return describe_action(before, action)

    monkeypatch.setattr(checker, "describe_action", telling)
    failure = _failure(make_config(seed=1), "rules.describe.describe_action (")
    assert failure.kind in SECRET_KINDS
    assert "hidden from its reader" in str(failure)


def test_a_describer_that_raises_names_the_action_kind(
    make_config: ConfigFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    words = checker.describe

    def no_wait(view: PlayerView, action: Action) -> Message:
        if action.kind is ActionKind.KEEP_HAND:
            raise KeyError(action.kind)
        return words(view, action)

    monkeypatch.setattr(checker, "describe", no_wait)
    failure = _failure(make_config(seed=2), "ai.explain.describe (offered)")
    assert failure.kind is ActionKind.KEEP_HAND
    assert "(keep): ai.explain.describe (offered): KeyError" in str(failure)


def test_commentary_over_unredacted_events_fails(
    make_config: ConfigFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(checker, "redact", lambda events, seat: tuple(events))
    failure = _failure(make_config(seed=3), "ui.table.commentary.Commentator (events for ")
    assert "hidden from its reader" in str(failure)


#: The replay's caption, said as it is (``session.replay``'s sentence, same context and words).
_CAPTION = translate("Replay", "{number}. {fencer}: {move}")


def test_a_caption_that_names_everything_fails(
    make_config: ConfigFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    def caption(self: Replay, index: int) -> Message:
        action = self.actions[index - 1]
        name = fencer_names(self.setup.config)[action.seat]
        before = state_before(self._start, self._plies, index - 1)
        return _CAPTION.say(number=index, fencer=name, move=describe_action(before, action))

    monkeypatch.setattr(Replay, "caption", caption)
    failure = _failure(make_config(seed=4), "Replay.caption (")
    assert failure.kind in SECRET_KINDS


def test_a_leaking_view_fails_the_rules_invariants(
    make_config: ConfigFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    def leaking(state: GameState, seat: Seat) -> PlayerView:
        view = observe(state, seat)
        deck = state.players[seat.other].deck
        opponent = dataclasses.replace(view.opponent, discard=view.opponent.discard + deck[:1])
        seats = (view.me, opponent) if seat is Seat.A else (opponent, view.me)
        return dataclasses.replace(view, seats=seats)

    monkeypatch.setattr(invariants, "observe", leaking)
    failure = _failure(make_config(seed=5), "rules invariants")
    assert failure.kind is None
    assert "the deal: rules invariants: InvariantError: A's view in mulligan shows" in str(failure)


# -- undo and redo -------------------------------------------------------------------------------


class _RedoInPlace(Match):
    """Redo hands back the ply but leaves the match where it was."""

    def redo(self) -> Ply:
        ply = super().redo()
        super().undo()
        return ply


class _Rerolling(Match):
    """An action played anew after an Undo finds the Action deck in another order."""

    def play(self, action: Action) -> Transition:
        if not self.can_redo:
            return super().play(action)
        transition = super().play(action)
        ply = self._plies[-1]
        a = ply.state.players[Seat.A]
        state = ply.state.with_player(Seat.A, a.with_(deck=a.deck[::-1]))
        self._plies[-1] = Ply(action, ply.events, state, ply.seat)
        return Transition(state, transition.events)


def _played(match: Match, seed: int) -> tuple[GameState, tuple[Action, ...], Transition]:
    rng = random.Random(seed)
    for _ in range(6):
        match.play(random_action(match.legal_actions(), rng))
    before = match.state
    legal = match.legal_actions()
    return before, legal, match.play(random_action(legal, rng))


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        (_RedoInPlace, "Redo did not give back the state after the action"),
        (_Rerolling, "the action played again after Undo led elsewhere"),
    ],
)
def test_an_undo_or_redo_that_loses_the_state_fails(
    make_config: ConfigFactory, kind: type[Match], message: str
) -> None:
    match = kind(MatchSetup(AUDATIA, make_config(seed=6), players=HOT_SEAT))
    before, legal, played = _played(match, 6)
    with pytest.raises(AssertionError, match=message):
        check_undo_redo(match, before, legal, played)


def test_undo_and_redo_give_back_equal_states(make_config: ConfigFactory) -> None:
    match = Match(MatchSetup(AUDATIA, make_config(seed=6), players=HOT_SEAT))
    before, legal, played = _played(match, 6)
    fresh = check_undo_redo(match, before, legal, played)
    assert fresh.state == played.state and match.state is fresh.state


def test_the_soak_fails_when_redo_loses_the_state(
    make_config: ConfigFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(checker, "Match", _RedoInPlace)
    failure = _failure(seeded_config(make_config().decks, 7), "undo and redo")
    assert "Redo did not give back the state after the action" in str(failure)
