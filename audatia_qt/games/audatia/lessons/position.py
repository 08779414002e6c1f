"""A lesson's starting position: position notation completed, then checked to be legal.

A lesson names only the cards that matter (the hands, the Stacks, the Poste in play); writing
out both Action decks card by card would bury the lesson's idea under a hundred names. So a
lesson's position is read with ``rules.position.parse_position`` and then *completed*: every
card the text does not place goes where an untouched card lies in a real game, an Action card
into its owner's Action deck (after any the text lists, in an order shuffled by the position's
seed, as the deal shuffles it) and a Posta into its owner's Posta pile. Hands and Posta piles
are kept sorted, as the engine keeps them, and the Basic cards in a hand or face down are
known to the opponent, as they are from the deal on (Setup 4, ``PlayerState.known_in_hand``).

``position_problems`` then says, one line a problem, what makes a state one that no game could
be in: a card missing or doubled, a hand fuller than the ruleset fills it, the Virtues dealt wrong,
a Stack or a context that contradicts the cards, or a decision the engine cannot take.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

from audatia_qt.engine.messages import CardName, Message, Param, translate
from audatia_qt.games.audatia.rules import (
    GameState,
    IllegalActionError,
    Seat,
    apply,
    format_action,
    legal_actions,
    observe,
    sample_world,
)
from audatia_qt.games.audatia.rules.cards import DeckDef, Virtue
from audatia_qt.games.audatia.rules.config import CardKind
from audatia_qt.games.audatia.rules.position import parse_position
from audatia_qt.games.audatia.rules.sampling import pending_skill_problem
from audatia_qt.games.audatia.rules.state import PlayerState
from audatia_qt.games.audatia.rules.terms import comma_list

#: The kinds of card each card of the context must be.
_STRIKE = frozenset({CardKind.STRIKE})
_REMEDY = frozenset({CardKind.REMEDY})


def complete_position(text: str, decks: Mapping[str, DeckDef]) -> GameState:
    """Read a lesson's position and put every card it does not place in its deck or pile.

    Raises ``rules.position.PositionError`` (naming the line) for text that does not parse.
    """
    state = parse_position(text, decks)
    config = state.config
    rng = random.Random(config.seed)
    players = []
    for seat in Seat:
        players.append(_complete_player(state, seat, rng))
    return state.with_(players=(players[0], players[1]))


def _complete_player(state: GameState, seat: Seat, rng: random.Random) -> PlayerState:
    config = state.config
    player = state.players[seat]
    cards = config.cards
    placed = set(_zones(state, seat).elements())
    spare_poste = [card for card in cards.poste[seat] if card not in placed]
    spare_actions = [card for card in cards.action_cards[seat] if card not in placed]
    rng.shuffle(spare_actions)
    known = player.known_in_hand
    if not known:
        known = config.ruleset.seen_dealt(config, _held(state, seat)) or frozenset()
    return player.with_(
        hand=tuple(sorted(player.hand)),
        deck=player.deck + tuple(spare_actions),
        posta_pile=tuple(sorted(player.posta_pile + tuple(spare_poste))),
        known_in_hand=known,
    )


def _held(state: GameState, seat: Seat) -> tuple[int, ...]:
    """The cards the player holds out of the opponent's sight: the hand, the face-down
    trades, and what the ruleset lays face down from the hand (the Sudden Death row, R-032),
    which keeps what the opponent knew of those cards."""
    player = state.players[seat]
    return player.hand + player.facedown + state.config.ruleset.face_down(state, seat)


def _zones(state: GameState, seat: Seat) -> Counter[int]:
    """Every card the seat has somewhere, counted (a card counted twice is doubled)."""
    zones = (*state.players[seat].zones().values(), state.config.ruleset.face_down(state, seat))
    return Counter(card for zone in zones for card in zone)


# -- legality -------------------------------------------------------------------------------


def position_problems(state: GameState, learner: Seat) -> list[Message]:
    """What makes ``state`` a position no game could reach, one line each; empty when legal.

    ``learner`` is the seat whose view must make sense (hidden cards dealt consistently).
    """
    problems: list[Message] = []
    config = state.config
    for seat in Seat:
        of_seat = translate("LessonPosition", "seat {seat}: {problem}")
        problems.extend(
            of_seat.say(seat=seat.name, problem=p) for p in _player_problems(state, seat)
        )
    problems.extend(_virtue_problems(state))
    problems.extend(_context_problems(state))
    if state.outcome is not None or state.to_move is None:
        problems.append(
            translate(
                "LessonPosition",
                "the game is already over: a lesson starts with a decision to take",
            ).say()
        )
        return problems
    pending = pending_skill_problem(state)
    if pending is not None:
        problems.append(
            translate("LessonPosition", "the skill waiting for its answer: {problem}").say(
                problem=pending
            )
        )
    if problems:
        return problems  # the engine is not asked about a state already known to be broken
    try:
        legal = legal_actions(state)
    except (LookupError, ValueError, TypeError) as error:
        # A state the checks above missed: said in one line rather than raised.
        lost = translate("LessonPosition", "the engine cannot find the legal actions here: {error}")
        return [lost.say(error=str(error) or type(error).__name__)]
    if not legal:
        problems.append(
            translate("LessonPosition", "nobody can act in phase {phase}").say(
                phase=state.phase.value
            )
        )
    for action in legal:
        try:
            after = apply(state, action).state
        except (IllegalActionError, LookupError, ValueError) as error:
            cannot = translate(
                "LessonPosition", "the engine cannot play a legal action here ({move}): {error}"
            )
            problems.append(cannot.say(move=format_action(config, action), error=str(error)))
            continue
        for seat in Seat:
            if _zones(after, seat) != _zones(state, seat):
                loses = translate(
                    "LessonPosition", "a legal action ({move}) loses or makes a card of {seat}"
                )
                problems.append(loses.say(move=format_action(config, action), seat=seat.name))
    try:
        sample_world(observe(state, learner), random.Random(config.seed))
    except ValueError as error:
        view = translate(
            "LessonPosition", "the learner's view cannot be dealt consistently: {error}"
        )
        problems.append(view.say(error=str(error)))
    return problems


def _player_problems(state: GameState, seat: Seat) -> list[Message]:
    config = state.config
    cards = config.cards
    player = state.players[seat]
    problems: list[Message] = []
    found = _zones(state, seat)
    expected = Counter(cards.poste[seat] + cards.action_cards[seat])
    # The cards by their names in position notation, the words the lesson file uses for them.
    missing: Sequence[Param] = sorted(cards[c].name for c in (expected - found).elements())
    doubled: Sequence[Param] = sorted(cards[c].name for c in (found - expected).elements())
    if missing:
        nowhere = translate("LessonPosition", "cards in no zone: {cards}")
        problems.append(nowhere.say(cards=comma_list(missing)))
    if doubled:
        two = translate("LessonPosition", "cards in two zones, or not this seat's: {cards}")
        problems.append(two.say(cards=comma_list(doubled)))
    # The ruleset says how full a hand gets: 12 less the salute in the standard game,
    # 12 whatever was saluted in Salle Play once a point refills the hands.
    limit = config.ruleset.refill_size(player)
    if len(player.hand) > limit:
        over = translate(
            "LessonPosition", "{held} cards in hand, more than the {limit} a hand holds here"
        )
        problems.append(over.say(held=len(player.hand), limit=limit))
    if not player.known_in_hand <= set(_held(state, seat)):
        known = translate(
            "LessonPosition",
            "'known' names cards that are neither in the hand, face down nor in the row",
        )
        problems.append(known.say())
    basics = config.ruleset.seen_dealt(config, _held(state, seat))
    if basics is not None and player.known_in_hand != basics:
        basic = translate(
            "LessonPosition",
            "the Basic cards in hand or face down must be exactly the 'known' ones (Setup 4)",
        )
        problems.append(basic.say())
    if player.in_posta and player.posta is None:
        problems.append(translate("LessonPosition", "stands 'in' no Posta").say())
    # Standing in a Posta with a strike on the Stack is no error: an avoided attacker stands in
    # the strike's End Posta.
    for card in player.stack:
        if cards.kind(card) in (CardKind.POSTA, CardKind.SKILL):
            stack = translate("LessonPosition", "{card} cannot lie on a Stack")
            problems.append(stack.say(card=CardName(cards[card].name)))
    return problems


def _virtue_problems(state: GameState) -> list[Message]:
    """Setup 6: Audatia to the challenger, the other three drafted, each held once."""
    config = state.config
    held = Counter(v for seat in Seat for v in state.players[seat].virtues)
    both = translate("LessonPosition", "{virtue} is held by both seats")
    problems = [both.say(virtue=v.title) for v, n in held.items() if n > 1]
    if Virtue.AUDATIA not in state.players[config.challenger].virtues:
        problems.append(
            translate("LessonPosition", "the challenger must hold Audatia (Setup 6.1)").say()
        )
    # Before the Virtues are all dealt (Setup 6) only the challenger's Audatia is out.
    virtues_dealt = state.config.ruleset.phases[state.phase].virtues_dealt
    if virtues_dealt and len(held) != len(Virtue):
        missing = ", ".join(v.title for v in Virtue if v not in held)
        nobody = translate(
            "LessonPosition", "the Virtues are dealt but nobody holds {virtues} (Setup 6)"
        )
        problems.append(nobody.say(virtues=missing))
    return problems


def _context_problems(state: GameState) -> list[Message]:
    """The exchange in play must be made of cards on the table, by the right seats."""
    cards = state.config.cards
    ctx = state.context
    problems: list[Message] = []
    stacks = {seat: state.players[seat].stack for seat in Seat}
    attacker = ctx.attacker
    for name, card, kinds in (
        ("attack-card", ctx.attack_card, _STRIKE),
        ("parry-card", ctx.parry_card, _STRIKE),
        ("remedy-card", ctx.remedy_card, _REMEDY),
        ("break-card", ctx.break_card, _STRIKE),
        ("mezano-card", ctx.mezano_card, _STRIKE),
    ):
        if card is None:
            continue
        if cards.kind(card) not in kinds:
            wanted = " or ".join(sorted(kind.value.replace("_", "-") for kind in kinds))
            kind = translate("LessonPosition", "context {key}={card} is not a {kinds}")
            problems.append(kind.say(key=name, card=cards[card].label, kinds=wanted.title()))
            continue
        owner = cards[card].owner
        if card not in stacks[owner]:
            off = translate("LessonPosition", "context {key}={card} is not on its owner's Stack")
            problems.append(off.say(key=name, card=cards[card].label))
    attack, parry = ctx.attack_card, ctx.parry_card
    if attacker is not None and attack is not None and cards[attack].owner is not attacker:
        problems.append(
            translate("LessonPosition", "context attack-card is not the attacker's card").say()
        )
    if attacker is not None and parry is not None and cards[parry].owner is attacker:
        problems.append(
            translate("LessonPosition", "context parry-card belongs to the attacker").say()
        )
    return problems
