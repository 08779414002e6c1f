"""Position and action notation: every reachable state and action pastes back exactly."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import fields

import pytest

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.rules import position, position_words
from audatia_qt.games.audatia.rules.actions import Action, ActionKind
from audatia_qt.games.audatia.rules.cards import DeckDef, Side, StrettoSlot, Virtue, VirtueBonus
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.events import EventKind
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.notation import NotationError, format_action, parse_action
from audatia_qt.games.audatia.rules.position import PositionError, format_position, parse_position
from audatia_qt.games.audatia.rules.state import Bind, Context, GameState, Phase, PlayerState

ConfigFactory = Callable[..., GameConfig]
Decks = dict[str, DeckDef]


@pytest.fixture(scope="module")
def decks(galeazzo: DeckDef, boucicault: DeckDef) -> Decks:
    """The decks by id, as ``parse_position`` looks them up."""
    return {galeazzo.id: galeazzo, boucicault.id: boucicault}


def _choose(rng: random.Random, actions: tuple[Action, ...]) -> Action:
    """Uniformly a kind among the legal ones, then uniformly an action of that kind.

    Trades and Posta choices outnumber everything else; picking the kind first lets the random
    games reach the rarer phases (breaks, feints, exchanges) in a hundred games.
    """
    kinds = sorted({action.kind for action in actions}, key=lambda kind: kind.value)
    kind = rng.choice(kinds)
    return rng.choice([action for action in actions if action.kind is kind])


def _random_game(config: GameConfig, rng: random.Random) -> list[GameState]:
    """Every state of one game played by ``_choose``, from the deal to the end."""
    states = [new_game(config)]
    while not states[-1].is_terminal:
        states.append(apply(states[-1], _choose(rng, legal_actions(states[-1]))).state)
    return states


# -- round trips --------------------------------------------------------------------------


def test_the_notation_covers_every_field_of_the_state() -> None:
    """A field added to the state must be taught to position.py, or this fails."""
    assert {spec.name for spec in position_words.CONTEXT_FIELDS} == {
        f.name for f in fields(Context)
    }
    assert {f.name for f in fields(PlayerState)} == {
        "hand",
        "deck",
        "discard",
        "facedown",
        "posta_pile",
        "posta",
        "in_posta",
        "stack",
        "stack_side",
        "virtues",
        "pending_bonus",
        "bonus",
        "bonus_card",
        "salute_discards",
        "known_in_hand",
        "ruled_out",
    }
    # ``legal`` is a cache of the legal actions, compared and hashed by no one: not position.
    assert {f.name for f in fields(GameState) if f.compare} == {
        "config",
        "players",
        "phase",
        "to_move",
        "context",
        "draws",
        "outcome",
        "ply",
        "variant_state",  # the ruleset's own, written by its module (``Ruleset.seat_lines``)
    }
    assert {f.name for f in fields(GameConfig)} == {
        "decks",
        "challenger",
        "seed",
        "break_rule",
        "variant",
        "cards",
        "ruleset",  # derived from the variant, as the cards are from the decks
    }


@pytest.mark.parametrize("seed", [0, 7, 31])
def test_repr_of_a_state_pastes_back(make_config: ConfigFactory, decks: Decks, seed: int) -> None:
    """ARCHITECTURE.md: every repr pastes back. repr(state) is Python that rebuilds the state
    from its position notation, given ``parse_position`` and the decks by id."""
    namespace = {"parse_position": parse_position, "decks": decks}
    for state in _random_game(make_config(seed=seed, break_rule=seed != 7), random.Random(seed)):
        text = repr(state)
        assert text == f"parse_position({format_position(state)!r}, decks)"
        assert eval(text, namespace) == state


def test_repr_of_a_state_the_notation_cannot_name_shows_its_fields(
    make_config: ConfigFactory,
) -> None:
    """A hand-built state with a card id no deck has still prints (for debugging)."""
    state = new_game(make_config())
    broken = state.with_player(Seat.A, state.players[Seat.A].with_(hand=(9999,)))
    text = repr(broken)
    assert text.startswith("GameState(config=GameConfig(")
    assert "hand=(9999,)" in text and "legal=" not in text


def test_every_state_of_100_random_games_round_trips(
    make_config: ConfigFactory, decks: Decks
) -> None:
    """parse(format(s)) == s at every step, and every legal action's notation pastes back."""
    phases: set[Phase] = set()
    context_fields: set[str] = set()
    ruled_out = 0
    for seed in range(100):
        config = make_config(
            seed=seed, challenger=Seat(seed % 2), break_rule=seed % 5 != 0, swap=seed % 3 == 0
        )
        for state in _random_game(config, random.Random(seed)):
            text = format_position(state)
            assert parse_position(text, decks) == state, text
            for action in legal_actions(state):
                assert parse_action(config, format_action(config, action)) == action
            phases.add(state.phase)
            ruled_out += any(player.ruled_out for player in state.players)
            context_fields |= {
                spec.name
                for spec in position_words.CONTEXT_FIELDS
                if getattr(state.context, spec.name) != getattr(Context(), spec.name)
            }
    # The games reach enough of the game for the round trip to mean something.
    assert {Phase.REACT, Phase.STRETTO, Phase.COUNTER, Phase.SKILL_RESPONSE} <= phases
    assert len(phases) >= 20, sorted(phase.value for phase in phases)
    assert len(context_fields) >= 18, sorted(context_fields)
    assert ruled_out, "no game kept what a skipped window told (R-013)"


def test_decks_equal_to_the_originals_give_an_equal_state(make_config: ConfigFactory) -> None:
    """The decks may be loaded afresh: equal definitions make an equal GameConfig."""
    fresh = {
        deck.id: deck
        for deck in (
            load_deck(decks_dir() / "galeazzo-da-mantoa.toml").definition,
            load_deck(decks_dir() / "boucicault.toml").definition,
        )
    }
    state = _random_game(make_config(seed=3), random.Random(3))[-1]
    parsed = parse_position(format_position(state), fresh)
    assert parsed == state
    assert parsed.config.decks[0] is fresh["galeazzo-da-mantoa"]


def test_fields_the_random_games_rarely_reach_round_trip(
    make_config: ConfigFactory, decks: Decks
) -> None:
    """Odd values still paste back: another seat's card, bonus without card, negative seed."""
    config = make_config(seed=-12, challenger=Seat.B, break_rule=False)
    cards = config.cards
    state = new_game(config)
    a, b = state.players
    foreign = b.hand[0]
    a = a.with_(
        hand=a.hand + (foreign,),
        in_posta=True,
        pending_bonus=(VirtueBonus(Virtue.AUDATIA, 4), VirtueBonus(Virtue.CELERITAS, -1)),
        bonus=(VirtueBonus(Virtue.FORTITUDO, 2),),
        salute_discards=2,
    )
    b = b.with_(hand=b.hand[1:], bonus_card=cards.by_label["B:punta-b"], stack_side=Side.RIGHT)
    context = Context(
        waited=frozenset(Seat),
        opening_order=(Seat.B, Seat.A),
        final_call=True,
        side=StrettoSlot.OUTSIDE,
        bind=Bind.LARGO,
        skill_chain=(cards.by_label["A:finta"], cards.by_label["B:deny"]),
        resume=Phase.AFTER_PARRY,
        counterattacked=True,
    )
    state = state.with_(players=(a, b), context=context, draws=1, ply=9, to_move=None)
    text = format_position(state)
    assert "A hand: " in text and " B:" + cards[foreign].name in text
    assert "A posta: - in" in text
    assert "A pending: audatia+4 celeritas-1" in text
    assert "A bonus: fortitudo+2\n" in text
    assert "B bonus: on punta-b" in text
    assert "waited=A,B opening-order=B,A" in text
    assert parse_position(text, decks) == state


# -- reading what people write ------------------------------------------------------------

REACT_POSITION = """
audatia-position 1
decks: galeazzo-da-mantoa boucicault
turn: phase=react to-move=B ply=30      # A has just attacked

A hand: punta-b soprana-tor-di-spada
A stack: right mandritto-fendente-tr#1  # the attack, thrown from outside a Posta
A virtues: audatia
B hand: mandritto-fendente-b roverso-fendente-b roverso-sottano-b punta-b lure
B stack: left                           # so B parries with Roversi only (R-005)
B virtues: prudentia fortitudo
context: attacker=A attack-card=A:mandritto-fendente-tr#1
"""


def test_a_written_position_can_be_played(decks: Decks) -> None:
    """B must parry A's Mandritto Fendente: only the Roverso Sottano can, or B may avoid it."""
    state = parse_position(REACT_POSITION, decks)
    config = state.config
    assert state.phase is Phase.REACT and state.to_move is Seat.B
    assert state.players[Seat.A].deck == () and state.players[Seat.B].posta_pile == ()
    assert [format_action(config, action) for action in legal_actions(state)] == [
        "B parry roverso-sottano-b",
        "B skill lure",
    ]
    transition = apply(state, parse_action(config, "B parry roverso-sottano-b"))
    after = transition.state
    assert [event.kind for event in transition.events] == [
        EventKind.PARRY,
        EventKind.STACKS_MOVED,
        EventKind.BIND,
    ]
    assert after.context.bind is Bind.STRETTO
    assert after.phase is Phase.ORIENT_SIDE and after.to_move is Seat.B
    assert after.players[Seat.A].stack_side is Side.LEFT
    assert after.players[Seat.B].stack_side is Side.RIGHT
    assert [format_action(config, action) for action in legal_actions(after)] == [
        "B orient inside",
        "B orient outside",
    ]
    assert parse_position(format_position(after), decks) == after


def test_the_example_in_the_module_docstring_parses_and_plays(decks: Decks) -> None:
    """The documented example is a real position: B, in Corona, must parry."""
    assert position.__doc__ is not None
    example = position.__doc__.split("::\n\n", 1)[1].split("\n\n", 1)[0]
    state = parse_position(example, decks)
    assert state.config.seed == 7 and state.ply == 42
    assert state.players[Seat.A].bonus == (VirtueBonus(Virtue.FORTITUDO, 2),)
    assert [format_action(state.config, action) for action in legal_actions(state)] == [
        "B parry mandritto-fendente-b",
        "B parry roverso-sottano-b",
    ]
    assert parse_position(format_position(state), decks) == state


def test_missing_lines_take_their_defaults(decks: Decks) -> None:
    """Only the header, the decks and the turn are required; the rest defaults."""
    state = parse_position(
        "audatia-position 1\ndecks: boucicault galeazzo-da-mantoa\nturn: phase=trade to-move=A\n",
        decks,
    )
    assert state.config.decks[0].id == "boucicault"
    assert state.config.seed == 0 and state.config.challenger is Seat.A
    assert state.config.break_rule
    assert state.players == (PlayerState(), PlayerState())
    assert state.context == Context()
    assert (state.ply, state.draws, state.outcome) == (0, 0, None)


def test_a_hash_inside_a_card_name_is_not_a_comment(decks: Decks) -> None:
    """``#`` starts a comment only at the start of a line or after a space."""
    state = parse_position(
        "# a bug report\naudatia-position 1 # version\ndecks: galeazzo-da-mantoa boucicault\n"
        "turn: phase=trade to-move=A\nA hand: tempo#1 tempo#2 #tempo#3\n",
        decks,
    )
    cards = state.config.cards
    assert state.players[Seat.A].hand == (cards.by_label["A:tempo#1"], cards.by_label["A:tempo#2"])


_START = "audatia-position 1\ndecks: galeazzo-da-mantoa boucicault\n"
_TURN = "turn: phase=react to-move=B\n"

MALFORMED = [
    ("", "empty position"),
    ("audatia-position 2\n", "line 1: expected 'audatia-position 1' first"),
    ("audatia-position 1\n" + _TURN, "no 'decks:' line"),
    ("audatia-position 1\ndecks: galeazzo-da-mantoa lichtenauer\n", "unknown deck 'lichtenauer'"),
    ("audatia-position 1\ndecks: galeazzo-da-mantoa\n", "expected two deck ids"),
    (_START, "no 'turn:' line"),
    (_START + "turn: phase=reactt to-move=B\n", "'reactt' is not a phase"),
    (_START + "turn: phase=react\n", "'to-move=' is missing"),
    (_START + "turn: phase=react to-move=C\n", "'C' is not a seat"),
    (_START + "turn: phase=react to-move=B ply=many\n", "ply 'many' is not a whole number"),
    (_START + "turn: phase=react to-move=B whose=B\n", "unknown key 'whose'"),
    (_START + _TURN + "A hnd: punta-b\n", "line 4: unknown line 'A hnd:'"),
    (_START + _TURN + "C hand: punta-b\n", "unknown line 'C hand:'"),
    (_START + _TURN + "A hand punta-b\n", "line 4: expected '<what>: <words>'"),
    (
        _START + _TURN + "A hand: excalibur\n",
        "line 4 (A hand): 'excalibur' is not a card of seat A",
    ),
    (_START + _TURN + "A hand: punta-b\nA hand: finta\n", "line 5: 'A hand:' already given"),
    (
        _START + _TURN + "A hand: punta-b\nA deck: finta punta-b\n",
        "line 5 (A deck): A:punta-b is listed twice (already on line 4, A hand)",
    ),
    (_START + _TURN + "A hand: tempo#1 tempo#1\n", "listed twice (already earlier on this line"),
    (_START + _TURN + "A hand: corona\n", "A:corona is a Posta card, not an action card"),
    (_START + _TURN + "A poste: corona punta-b\n", "A:punta-b is not a Posta card"),
    (_START + _TURN + "A posta: corona standing\n", "then 'in' if standing in it"),
    (_START + _TURN + "A stack: up punta-b\n", "'up' is not a side"),
    (_START + _TURN + "B virtues: prudentia temperantia\n", "'temperantia' is not a virtue"),
    (_START + _TURN + "B pending: audatia4\n", "'audatia4' is not '<virtue>+<amount>'"),
    (_START + _TURN + "B bonus: audatia+1 on\n", "expected one card after 'on'"),
    (_START + _TURN + "B salute: -1\n", "salute '-1' is negative"),
    (_START + _TURN + "outcome: A victory\n", "'victory' is not a reason"),
    (_START + _TURN + "game: seed=7 break=maybe\n", "break 'maybe' is not 'on' or 'off'"),
    (_START + _TURN + "context: attacker=A stance=low\n", "unknown key 'stance'"),
    (_START + _TURN + "context: attack-card=punta-b\n", "'punta-b' is not a card label"),
    (_START + _TURN + "context: attack-card=C:punta-b\n", "'C:punta-b' is not a card in this"),
    (_START + _TURN + "context: attacker\n", "'attacker' is not 'key=value'"),
    (
        _START + _TURN + "context: attacker=A\ncontext: attacker=B\n",
        "line 5 (context): 'attacker=' is given twice (also on line 4)",
    ),
    (_START + _TURN + "context: attacker=A attacker=B\n", "'attacker=' is given twice"),
    (_START + _TURN + "context: waited=B,B\n", "'B,B' names a seat twice"),
    (_START + _TURN + "context: via-skill=maybe\n", "flag 'maybe' is not 'yes' or 'no'"),
]


@pytest.mark.parametrize(("text", "message"), MALFORMED)
def test_malformed_positions_say_what_is_wrong(decks: Decks, text: str, message: str) -> None:
    """Each mistake raises PositionError with one line naming the line and the problem."""
    with pytest.raises(PositionError) as raised:
        parse_position(text, decks)
    assert message in str(raised.value)
    assert "\n" not in str(raised.value)


def test_position_errors_are_value_errors() -> None:
    """Callers that catch ValueError catch PositionError too."""
    assert issubclass(PositionError, ValueError)


# -- action notation errors ---------------------------------------------------------------

BAD_ACTIONS = [
    ("", "an action is '<seat> <verb> ...'"),
    ("A", "an action is '<seat> <verb> ...'"),
    ("C wait", "'C' is not a seat"),
    ("a wait", "'a' is not a seat"),
    ("A lunge mandritto-fendente-b", "'lunge' is not an action verb"),
    ("A attack excalibur", "'excalibur' is not a card of seat A"),
    ("B attack A:punta-b", "'A:punta-b' is not a card of seat B"),
    ("B trade punta-b finta", "'finta' is not a card of seat B"),
    ("A trade punta-b finta tempo#1", "at most two cards"),
    ("B virtue", "'virtue' takes one word of choice"),
    ("B orient inside outside", "'orient' takes one word of choice"),
]


@pytest.mark.parametrize(("text", "message"), BAD_ACTIONS)
def test_malformed_actions_raise_notation_error(
    make_config: ConfigFactory, text: str, message: str
) -> None:
    """parse_action names the bad word."""
    with pytest.raises(NotationError) as raised:
        parse_action(make_config(), text)
    assert message in str(raised.value)


def test_action_notation_reads_what_people_write(make_config: ConfigFactory) -> None:
    """Cards by their deck names, copies with ``#n``, choices as words."""
    config = make_config()
    cards = config.cards
    assert parse_action(config, "A attack mandritto-fendente-tr#2") == Action(
        Seat.A, ActionKind.ATTACK, cards.by_label["A:mandritto-fendente-tr#2"]
    )
    assert parse_action(config, "B  trade punta-b   taunt") == Action(
        Seat.B, ActionKind.TRADE, cards.by_label["B:punta-b"], cards.by_label["B:taunt"]
    )
    assert parse_action(config, "B virtue prudentia") == Action(
        Seat.B, ActionKind.CHOOSE_VIRTUE, choice="prudentia"
    )
