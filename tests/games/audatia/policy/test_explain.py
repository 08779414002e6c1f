"""explain_choice: top three candidates with shares and win rates, and a reason in words."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from audatia_qt.engine.search.ismcts import ISMCTSBot, Level, SearchResult
from audatia_qt.games.audatia.policy.explain import (
    HINT_SECONDS,
    decision_note,
    describe,
    explain_choice,
    explain_result,
)
from audatia_qt.games.audatia.policy.levels import LEVELS
from audatia_qt.games.audatia.policy.search_policy import AudatiaSearch, search_bot
from audatia_qt.games.audatia.rules import (
    Action,
    ActionKind,
    GameState,
    Phase,
    PlayerView,
    Seat,
    apply,
    legal_actions,
    new_game,
    observe,
)
from audatia_qt.games.audatia.rules.selfplay import random_action
from tests.conftest import ConfigFactory
from tests.english import english


def _choice_point(
    make_config: ConfigFactory, wanted: ActionKind
) -> tuple[PlayerView, tuple[Action, ...]]:
    for seed in range(30):
        state = new_game(make_config(seed=seed))
        rng = random.Random(seed)
        while state.to_move is not None:
            legal = legal_actions(state)
            if len(legal) > 2 and any(action.kind is wanted for action in legal):
                return observe(state, state.to_move), legal
            state = apply(state, random_action(legal, rng)).state
    raise AssertionError(f"no position with a {wanted.value} choice")


def _first_said_by_phase(
    make_config: ConfigFactory,
    say: Callable[[GameState, Seat, Action], str | None],
    wanted: set[Phase],
) -> dict[Phase, str]:
    """The first words ``say`` gives for a legal action, by phase, over random games, until
    every ``wanted`` phase has some."""
    found: dict[Phase, str] = {}
    for seed in range(60):
        state = new_game(make_config(seed=seed))
        rng = random.Random(seed)
        while state.outcome is None:
            legal = legal_actions(state)
            seat = state.to_move
            assert seat is not None
            for action in legal:
                words = say(state, seat, action)
                if words is not None:
                    found.setdefault(state.phase, words)
            state = apply(state, rng.choice(legal)).state
        if wanted <= set(found):
            break
    return found


def test_top_three_with_shares_and_reason(make_config: ConfigFactory) -> None:
    view, legal = _choice_point(make_config, ActionKind.ATTACK)
    bot = search_bot("easy", iterations=40, seconds=None)
    explanation = explain_choice(view, legal, bot=bot, rng=random.Random(1))
    assert 1 <= len(explanation.candidates) <= 3
    shares = [candidate.visit_share for candidate in explanation.candidates]
    assert shares == sorted(shares, reverse=True)
    assert 0 < sum(shares) <= 1.0 + 1e-9
    assert all(0.0 <= candidate.win_rate <= 1.0 for candidate in explanation.candidates)
    assert explanation.best in legal
    # The move as said mid-sentence (after "Hint: "), as every Mood.DO phrase is.
    assert explanation.reason.english().startswith(explanation.candidates[0].text.english())
    assert "\n" not in explanation.reason.english()


def test_attack_reason_gives_the_odds(make_config: ConfigFactory) -> None:
    view, legal = _choice_point(make_config, ActionKind.ATTACK)
    attack = next(action for action in legal if action.kind is ActionKind.ATTACK)
    bot = search_bot("easy", iterations=20, seconds=None)
    result = bot.search(view, [attack, *[a for a in legal if a != attack][:1]], random.Random(0))
    explanation = explain_result(view, result)
    first = explanation.candidates[0]
    if first.action == attack:
        assert (
            "hold no answer" in explanation.reason.english()
            or "hold an answer" in explanation.reason.english()
        )


@pytest.mark.parametrize(
    ("odds", "words"),
    [
        (0.0, "they almost surely hold an answer to it, but it must be answered."),
        (0.004, "they almost surely hold an answer to it, but it must be answered."),
        (0.37, "about 37% that they hold no answer to it."),
        (1.0, "they almost surely hold no answer to it."),
    ],
)
def test_attack_odds_at_the_ends_are_said_in_words(
    make_config: ConfigFactory, monkeypatch: pytest.MonkeyPatch, odds: float, words: str
) -> None:
    view, legal = _choice_point(make_config, ActionKind.ATTACK)
    attack = next(action for action in legal if action.kind is ActionKind.ATTACK)
    monkeypatch.setattr(
        "audatia_qt.games.audatia.policy.explain.unanswered_odds", lambda sit, card: odds
    )
    # The odds weigh the hand: said to the hand's own player (the Hint, a private note) only.
    assert english(decision_note(view, attack, private=True)).lower().endswith(words)
    assert "%" not in english(decision_note(view, attack)) and "hold" not in english(
        decision_note(view, attack)
    )


def test_hint_searches_with_hards_budget_and_never_slips(
    make_config: ConfigFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The Hint is advice: the strongest search, not the Normal opponent's (which slips on purpose),
    # and capped so the person never waits more than a second.
    levels: list[Level] = []
    search = ISMCTSBot.search

    def recording(
        bot: AudatiaSearch, view: PlayerView, legal: tuple[Action, ...], rng: random.Random
    ) -> SearchResult[Action]:
        levels.append(bot.level)
        return search(bot, view, legal, rng)

    monkeypatch.setattr(ISMCTSBot, "search", recording)
    view, legal = _choice_point(make_config, ActionKind.ATTACK)
    explanation = explain_choice(view, legal, rng=random.Random(2))
    assert explanation.best in legal
    assert [level.iterations for level in levels] == [LEVELS["hard"].iterations]
    assert levels[0].seconds == HINT_SECONDS <= 1.0
    assert levels[0].mistake_rate == 0.0


def test_forced_move_explained_without_search(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=0))
    seat = state.to_move
    assert seat is not None
    only = legal_actions(state)[:1]
    explanation = explain_choice(observe(state, seat), only)
    assert explanation.best == only[0]
    assert explanation.candidates[0].visit_share == 1.0


def test_describe_names_cards(make_config: ConfigFactory) -> None:
    config = make_config(seed=0)
    card = config.cards.action_cards[0][0]
    view = observe(new_game(config), config.challenger)
    text = describe(view, Action(config.challenger, ActionKind.ATTACK, card)).english()
    assert text == f"attack with {config.cards[card].definition.name}"


def test_decision_note_gives_the_search_figures_and_owns_up_to_a_slip(
    make_config: ConfigFactory,
) -> None:
    from audatia_qt.games.audatia.policy.explain import decision_note

    view, legal = _choice_point(make_config, ActionKind.ATTACK)
    bot = search_bot("easy", iterations=60, seconds=None)
    result = bot.search(view, legal, random.Random(2))
    best, runner_up = result.moves[0].action, result.moves[1].action
    note = english(decision_note(view, best, result, private=True))
    assert "% of the search, wins about " in note and "slip" not in note
    slip = english(decision_note(view, runner_up, result, private=True))
    assert f"the search preferred to {describe(view, best).english()}." in slip
    # Read by the opponent: no figure made from the hidden hand, no name of the preferred
    # move (a card that may still be in that hand), no word of the search's preference.
    public = english(decision_note(view, runner_up, result))
    assert (
        "%" not in public and describe(view, best).english() not in public and "slip" not in public
    )
    assert public == english(decision_note(view, runner_up, None))
    # Without a search (a forced move, or the heuristic bot): the rule of thumb alone.
    plain = english(decision_note(view, best, None))
    assert "% of the search" not in plain and plain.endswith(".")
    assert "the search" not in plain, "a bot that did not search must not claim a search"


def test_only_a_search_is_said_to_have_searched(make_config: ConfigFactory) -> None:
    """The last-resort wording: a searching bot "did best in the search"; the heuristic bot,
    which does not search, is said to follow its rules of thumb."""
    from audatia_qt.games.audatia.policy.explain import why
    from audatia_qt.games.audatia.policy.knowledge import FactsCache, from_view

    state = new_game(make_config(seed=5))
    assert state.to_move is not None
    sit = from_view(observe(state, state.to_move), FactsCache())
    orient = Action(state.to_move, ActionKind.ORIENT, choice="inside")
    assert (
        why(sit, orient, searched=False, private=True).english()
        == "its rules of thumb favour it here"
    )
    assert why(sit, orient, searched=True, private=True).english() == "it did best in the search"
    # Read by the opponent, the rule the move uses; never a claim about the search.
    assert "search" not in why(sit, orient, searched=True, private=False).english()


def test_a_virtue_choice_says_what_leading_in_it_gives(make_config: ConfigFactory) -> None:
    from audatia_qt.games.audatia.rules.cards import Virtue
    from audatia_qt.games.audatia.rules.virtues import LEAD_GIVES

    state = new_game(make_config(seed=5))
    assert state.to_move is not None
    view = observe(state, state.to_move)
    take = Action(state.to_move, ActionKind.CHOOSE_VIRTUE, choice="fortitudo")
    assert english(decision_note(view, take)) == (
        f"Leading in Fortitudo gives {LEAD_GIVES[Virtue.FORTITUDO].english()}."
    )


def test_reasons_are_made_from_the_decision_being_taken(make_config: ConfigFactory) -> None:
    """A pass after a parry (declining the Audatia Entry or Feint) is not explained with the
    opening's two-draws argument, nor a wait with a pass's (issue 15)."""
    from audatia_qt.games.audatia.policy.explain import why
    from audatia_qt.games.audatia.policy.knowledge import FactsCache, from_view

    def reason(state: GameState, seat: Seat, action: Action) -> str | None:
        if action.kind not in (ActionKind.PASS, ActionKind.WAIT):
            return None
        sit = from_view(observe(state, seat), FactsCache())
        return why(sit, action, searched=True, private=True).english()

    found = _first_said_by_phase(
        make_config, reason, {Phase.AFTER_PARRY, Phase.OPENING, Phase.FOLLOW_UP}
    )
    assert "draw" not in found[Phase.AFTER_PARRY] and "bind" in found[Phase.AFTER_PARRY]
    assert "wait" in found[Phase.FOLLOW_UP]
    assert found[Phase.OPENING] != found[Phase.AFTER_PARRY]


def test_an_attack_after_the_first_strike_is_not_said_to_come_from_the_posta(
    make_config: ConfigFactory,
) -> None:
    """The public Why of an attack says where it comes from: the Posta at the opening, the
    side of the Stack after a parry ("Cut 4"); seen in a game under Xvfb, where a follow-up
    strike was said to be "an attack its Posta opens"."""

    def note(state: GameState, seat: Seat, action: Action) -> str | None:
        if action.kind is not ActionKind.ATTACK:
            return None
        return english(decision_note(observe(state, seat), action))

    found = _first_said_by_phase(make_config, note, {Phase.OPENING, Phase.FOLLOW_UP})
    assert "Posta" in found[Phase.OPENING]
    assert "Posta" not in found[Phase.FOLLOW_UP] and "Stack" in found[Phase.FOLLOW_UP]


def test_a_quoted_card_text_ends_the_sentence_once(make_config: ConfigFactory) -> None:
    """ "Its card reads: “… new blow.”" takes no second full stop (seen under Xvfb)."""
    view, legal = _choice_point(make_config, ActionKind.PLAY_SKILL)
    skill = next(action for action in legal if action.kind is ActionKind.PLAY_SKILL)
    note = english(decision_note(view, skill))
    assert note.startswith("Its card reads: \u201c")
    assert not note.endswith(".\u201d.") and note.endswith(("\u201d", "."))


def test_a_perfect_counter_in_the_break_is_said_to_win(galeazzo, boucicault) -> None:
    """R-018: in the Break too a counter that completes the symbol is a perfect counter and
    wins ("Counter an opponent's Stretto Remedy perfectly"), and the reason says so."""
    from audatia_qt.games.audatia.policy.explain import why
    from audatia_qt.games.audatia.policy.knowledge import FactsCache, from_view
    from audatia_qt.games.audatia.rules import Phase, Seat
    from audatia_qt.games.audatia.rules.notation import parse_action
    from audatia_qt.games.audatia.rules.position import parse_position

    text = "\n".join(
        [
            "audatia-position 1",
            "decks: galeazzo-da-mantoa boucicault",
            "game: challenger=B seed=9",
            "turn: phase=react to-move=A ply=30",
            "A hand: roverso-fendente-tr mandritto-mezano-b sciolta-dalla-ligadura",
            "A posta: porta-di-ferro-mezana in",
            "A virtues: celeritas fortitudo",
            "B hand: ligadura-mezana#1 roverso-sottano-b",
            "B posta: finestra-destra",
            "B stack: middle punta-b",
            "B virtues: audatia prudentia",
            "context: attacker=B attack-card=B:punta-b attack-posta=B:finestra-destra",
            "",
        ]
    )
    state = parse_position(text, {deck.id: deck for deck in (galeazzo, boucicault)})
    for move in ("A break roverso-fendente-tr", "A attack mandritto-mezano-b"):
        state = apply(state, parse_action(state.config, move)).state
    state = apply(state, parse_action(state.config, "B remedy ligadura-mezana#1")).state
    assert state.phase is Phase.BREAK_COUNTER
    counter = parse_action(state.config, "A counter sciolta-dalla-ligadura")
    sit = from_view(observe(state, Seat.A), FactsCache())
    for private in (True, False):
        reason = why(sit, counter, searched=False, private=private).english()
        assert "wins" in reason and "breaks off" not in reason


def test_the_opening_hand_is_explained_without_basic_in_salle_play(
    make_config: ConfigFactory,
) -> None:
    """Salle Play's opening hand is random and any card may go back (R-030.1): the Why of a
    mulligan or a kept hand does not speak of Basic cards (seen under Xvfb: "A Basic card it
    does not want" for a Stare in Tempo)."""
    import dataclasses

    from audatia_qt.games.audatia.rules.config import Variant

    state = new_game(dataclasses.replace(make_config(seed=3), variant=Variant.SALLE))
    seat = state.to_move
    assert seat is not None
    notes = {
        english(decision_note(observe(state, seat), action)) for action in legal_actions(state)
    }
    assert notes and not any("Basic" in (note or "") for note in notes), notes


def test_a_parry_is_explained_by_the_blows_that_meet(galeazzo, boucicault) -> None:
    """Cut 2-3: the computer's parry says which blow met which and the bind they made, not
    "the same blow" (a Punta parried by a Roverso Sottano; issue 27)."""
    from audatia_qt.games.audatia.policy.explain import why
    from audatia_qt.games.audatia.policy.knowledge import FactsCache, from_view
    from audatia_qt.games.audatia.rules.notation import parse_action
    from audatia_qt.games.audatia.rules.position import parse_position

    text = "\n".join(
        [
            "audatia-position 1",
            "decks: galeazzo-da-mantoa boucicault",
            "game: challenger=A seed=11",
            "turn: phase=opening to-move=A ply=24",
            "A hand: mandritto-fendente-b punta-b roverso-fendente-b",
            "A posta: donna-destra in",
            "A virtues: audatia fortitudo",
            "B hand: roverso-sottano-b mandritto-fendente-tl gomito-e-pomo",
            "B posta: tutta-porta-di-ferro in",
            "B virtues: prudentia celeritas",
            "context: opening-order=A,B",
            "",
        ]
    )
    decks = {deck.id: deck for deck in (galeazzo, boucicault)}
    told = {}
    for attack in ("punta-b", "mandritto-fendente-b"):
        state = parse_position(text, decks)
        state = apply(state, parse_action(state.config, f"A attack {attack}")).state
        parry = parse_action(state.config, "B parry roverso-sottano-b")
        assert parry in legal_actions(state)
        sit = from_view(observe(state, Seat.B), FactsCache())
        told[attack] = why(sit, parry, searched=True, private=False).english()
        assert apply(state, parry).state.context.bind is not None  # a parry opens a bind
    # Said to the opponent, the Why names no card (one the reader had not seen was named once);
    # what it says is true of every parry, not "the same blow" of issue 27.
    assert set(told.values()) == {"a parry stops the attack and opens a bind"}
