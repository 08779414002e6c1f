"""The fencing phrase (seed 002, "Play a Card", "Fencing Phrase", "Playing the game", "Changing
the position of the weapon", "Orange and two-color cards", "Double Touch"; Technical Manual,
"Card Meaning")."""

from __future__ import annotations

from audatia_qt.games.ready_fence.rules import (
    ActionKind,
    EventKind,
    Level,
    Phase,
    Role,
    apply,
    legal_actions,
    to_move,
    why_not,
)
from audatia_qt.games.ready_fence.rules.legal import (
    OPEN_WITH_RED,
    WRONG_COLOUR,
    WRONG_DISTANCE,
    WRONG_GUARD,
)
from audatia_qt.games.ready_fence.rules.strip import ON_GUARD
from tests.games.ready_fence.tables import (
    ENGAGEMENT,
    INVITATION,
    act,
    action,
    at_lunge,
    kinds,
    play,
    table,
)

ATTACK, ANSWER, YIELD = ActionKind.ATTACK, ActionKind.ANSWER, ActionKind.YIELD
A_HAND = ("straight-thrust-3", "straight-thrust-5", "parry-riposte", "beat-thrust", "disengage")
B_HAND = ("stop-hit-6", "stop-hit-4", "stop-hit-5", "parry-riposte", "infighting", "disengage")


def scores(state) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """Both scores."""
    return (state.fencers[0].score, state.fencers[1].score)


def test_a_phrase_opens_with_a_red_card() -> None:
    """ "The first card played in the game must always be a RED card, which simulates an offensive
    action" (Play a Card); "By doing so, that player becomes the Attacker" (Playing the game)."""
    state = at_lunge(hands=(B_HAND, A_HAND))
    refused = action(state, 0, ATTACK, card="stop-hit-6")
    assert why_not(state, refused) == OPEN_WITH_RED.say()
    opened = act(at_lunge(hands=(A_HAND, B_HAND)), 0, ATTACK, card="straight-thrust-3").state
    assert opened.phase is Phase.PHRASE and opened.phrase is not None
    assert opened.phrase.attacker == 0 and to_move(opened) == 1


def test_the_rulebooks_example_stop_hit_six_beats_straight_thrust_three() -> None:
    """ "Player A plays the RED card Straight Thrust Speed (3). Player B responds with the LIGHT
    BLUE card Stop Hit Speed (6). If A does not have any DARK BLUE cards to continue the fencing
    action, B scores a touch and gains 1 point" (Playing the game; ruling RF-20: A makes no
    further action)."""
    state, events = play(
        at_lunge(hands=(A_HAND, B_HAND)),
        (0, ATTACK, "straight-thrust-3"),
        (1, ANSWER, "stop-hit-6"),
        (0, YIELD),
    )
    assert scores(state) == (0, 1) and EventKind.TOUCH in kinds(events)


def test_the_higher_speed_touches() -> None:
    """ "The card with the highest speed value wins"; "Upon completion of the fencing phrase, the
    player with the highest speed value will be deemed to have scored a valid touch and be
    assigned 1 point" (Playing the game)."""
    state, _ = play(
        at_lunge(hands=(A_HAND, B_HAND)),
        (0, ATTACK, "straight-thrust-5"),
        (1, ANSWER, "stop-hit-4"),
    )
    assert scores(state) == (1, 0)


def test_equal_speeds_are_a_double_touch() -> None:
    """ "If the speed value of both players is the same, a point will be assigned to each player
    as a double touch"; "If two cards with the same Speed number are played, one point will be
    awarded to each player" (Playing the game, Double Touch)."""
    state, events = play(
        at_lunge(hands=(A_HAND, B_HAND)),
        (0, ATTACK, "straight-thrust-5"),
        (1, ANSWER, "stop-hit-5"),
    )
    assert scores(state) == (1, 1) and EventKind.DOUBLE in kinds(events)


def test_light_blue_is_answered_by_dark_blue_only_and_the_reverse() -> None:
    """ "If the Defender's speed number is higher than that of the Attacker, the latter can play a
    Defensive card (2nd fencing action) ... A Light Blue card can be opposed by a Dark Blue card
    only and vice versa" (Playing the game)."""
    state = act(
        at_lunge(hands=(A_HAND + ("infighting",), B_HAND)), 0, ATTACK, card="straight-thrust-3"
    ).state
    state = act(state, 1, ANSWER, card="stop-hit-6").state
    assert to_move(state) == 0
    answers = {
        state.config.cards.cards[a.card].technique for a in legal_actions(state) if a.kind is ANSWER
    }
    assert answers == {"infighting", "parry-riposte"}
    assert why_not(state, action(state, 0, ANSWER, card="disengage")) == WRONG_COLOUR.say()


def test_two_cards_each_then_the_phrase_ends() -> None:
    """ "Each player can play up to 2 cards per fencing phrase ... The turn will then shift back to
    the Defender for the last fencing action possible in a fencing phrase (2 cards each)"
    (Fencing Phrase, Playing the game)."""
    hand_a = ("straight-thrust-3", "counter-time", "beat-thrust")
    hand_b = ("stop-hit-4", "feint-in-time", "stop-hit-7")
    state, events = play(
        at_lunge(hands=(hand_a, hand_b), level=Level.ADVANCED),
        (0, ATTACK, "straight-thrust-3"),
        (1, ANSWER, "stop-hit-4"),
        (0, ANSWER, "counter-time"),
        (1, ANSWER, "feint-in-time"),
    )
    assert state.phase is Phase.TURN and scores(state) == (0, 1)
    assert kinds(events).count(EventKind.ANSWERED) == 3


def test_the_phrase_is_not_a_turn_and_the_turn_passes_to_the_defender() -> None:
    """ "Note that the fencing phrase is independent from the game turns and doesn't count as a
    turn for the players" (Fencing Phrase; ruling RF-21)."""
    state, _ = play(
        at_lunge(hands=(A_HAND, B_HAND)),
        (0, ATTACK, "straight-thrust-5"),
        (1, ANSWER, "stop-hit-4"),
    )
    assert to_move(state) == 1 and state.actions_used == 0


def test_after_a_touch_the_fencers_return_on_guard() -> None:
    """ "After a touch is scored, the fencers must return to the starting On guard position on the
    strip" (Playing the game)."""
    state, _ = play(at_lunge(hands=(A_HAND, B_HAND)), (0, ATTACK, "straight-thrust-5"), (1, YIELD))
    assert state.positions == ON_GUARD and scores(state) == (1, 0)


def test_engagement_lowers_the_attack_by_one() -> None:
    """ "Engaging the opponent's blade ... the speed of the attack card played is lowered by 1
    point. Example: Player A is in Engagement position and Player B plays a STRAIGHT THRUST card
    (Speed 3). 3-1=2" (Changing the position of the weapon)."""
    state = at_lunge(hands=(B_HAND, A_HAND), guards=(ENGAGEMENT, ENGAGEMENT), turn=1)
    step = act(state, 1, ATTACK, card="straight-thrust-3")
    assert step.events[0].amount == 2


def test_beat_thrust_and_disengage_are_free_of_engagement() -> None:
    """The Beat Thrust diverts the opponent's sword; the Disengage "detaches it from the
    opponent's engagement" (Technical Manual; ruling RF-5)."""
    state = at_lunge(hands=(A_HAND, B_HAND), guards=(ENGAGEMENT, ENGAGEMENT))
    assert act(state, 0, ATTACK, card="beat-thrust").events[0].amount == 4


def test_invitation_adds_one_to_defences() -> None:
    """ "INVITATION: ... This position in the game earns a +1 bonus on all defensive actions"
    (Changing the position of the weapon)."""
    state = at_lunge(
        hands=(A_HAND, ("infighting", "parry-riposte")), guards=(INVITATION, INVITATION)
    )
    state = act(state, 0, ATTACK, card="straight-thrust-5").state
    step = act(state, 1, ANSWER, card="parry-riposte")
    assert step.events[0].amount == 6


def test_cards_that_need_a_weapon_position() -> None:
    """ "Some cards can be played only with specific weapon positions" (Changing the position of
    the weapon): the Stop Hit is "carried out by keeping the weapon in line"; the Glide Attack
    comes "after a parry or engagement" (Technical Manual; ruling RF-5)."""
    state = at_lunge(hands=(A_HAND, B_HAND), guards=(INVITATION, INVITATION))
    state = act(state, 0, ATTACK, card="straight-thrust-3").state
    assert why_not(state, action(state, 1, ANSWER, card="stop-hit-6")) == WRONG_GUARD.say()
    glide = at_lunge(hands=(("glide-attack",), B_HAND))
    assert why_not(glide, action(glide, 0, ATTACK, card="glide-attack")) == WRONG_GUARD.say()
    engaged = at_lunge(hands=(("glide-attack",), B_HAND), guards=(ENGAGEMENT, ENGAGEMENT))
    assert action(engaged, 0, ATTACK, card="glide-attack") in legal_actions(engaged)


def test_an_orange_card_adds_its_speed_and_is_no_action() -> None:
    """ "ORANGE Cards: these cards can be played along with a RED card and give the player a Speed
    Bonus. ORANGE/LIGHT BLUE Cards: these can be played along with a RED or LIGHT BLUE defensive
    card"; Angulations "Does not count as second action of the fencing phrase" (Orange and
    two-color cards; Technical Manual)."""
    hand_a = ("straight-thrust-3", "angulations")
    state = at_lunge(hands=(hand_a, ("stop-hit-4", "angulations")), level=Level.ADVANCED)
    opened = act(state, 0, ATTACK, card="straight-thrust-3", bonus="angulations")
    assert opened.events[0].amount == 4
    answered = act(opened.state, 1, ANSWER, card="stop-hit-4", bonus="angulations")
    assert answered.events[0].amount == 5
    phrase = answered.state.phrase
    assert phrase is not None and phrase.actions == (1, 1)


def test_parry_and_riposte_is_a_defence_then_an_attack_in_one_action() -> None:
    """ "The Parry/Riposte card must be used first as a DARK BLUE defense card and immediately
    after (without waiting for the opponent's action) is used as a RED offensive card. The
    Parry/Riposte counts as a unique fencing action and cannot be defended by distance"; "The
    Riposte ... one can respond both with Dark-Blue cards and Light Blue cards" (Orange and
    two-color cards; Technical Manual; ruling RF-12)."""
    hand_a = ("straight-thrust-3", "counter-time", "stop-hit-7")
    state, _ = play(
        at_lunge(hands=(hand_a, B_HAND), level=Level.ADVANCED),
        (0, ATTACK, "straight-thrust-3"),
        (1, ANSWER, "parry-riposte"),
    )
    assert to_move(state) == 0 and state.phrase is not None
    assert state.phrase.threat is not None and state.phrase.threat.role is Role.ATTACK
    answers = {
        state.config.cards.cards[a.card].technique for a in legal_actions(state) if a.kind is ANSWER
    }
    assert answers == {"counter-time", "stop-hit"}
    assert all(a.kind is not ActionKind.DISTANCE for a in legal_actions(state))


def test_infighting_at_short_distance() -> None:
    """ "Short Distance: The fencers are in adjacent squares on the fencing strip, and only the
    Infighting card can be used"; "The Infighting card can be played both as an offensive and as
    a defensive card and may also be used in response to another Infighting card"; "can be
    countered by an identical card, a Parry and Riposte card" (Table 1; Basic, Orange and
    two-color cards; Technical Manual)."""
    hand = ("infighting", "straight-thrust-3", "parry-riposte", "stop-hit-7")
    short = table((hand, hand), positions=(4, 5))
    openers = {
        short.config.cards.cards[a.card].technique for a in legal_actions(short) if a.kind is ATTACK
    }
    assert openers == {"infighting"}
    state = act(short, 0, ATTACK, card="infighting").state
    answers = {
        state.config.cards.cards[a.card].technique for a in legal_actions(state) if a.kind is ANSWER
    }
    assert answers == {"infighting", "parry-riposte"}
    lunge = at_lunge(hands=(hand, hand))
    assert why_not(lunge, action(lunge, 0, ATTACK, card="infighting")) == WRONG_DISTANCE.say()


def test_infighting_as_a_defence_steps_in() -> None:
    """ "INFIGHTING: defensive action carried out at Tight Distance, when played the Defender's
    miniature is moved forward" (Technical Manual)."""
    hand = ("infighting", "straight-thrust-3")
    state = act(at_lunge(hands=(hand, hand)), 0, ATTACK, card="straight-thrust-3").state
    step = act(state, 1, ANSWER, card="infighting")
    assert step.state.positions == (4, 5)


def test_the_fleche_at_long_distance_one_answer_and_no_reply() -> None:
    """ "FLÈCHE: The only card playable at long distance ... Only one card or defensive action can
    be played by the Defender to block the Frecciata in turn the attacker will be unable to
    respond to the opponent's defensive card" (Technical Manual); the defender answers at long
    distance (ruling RF-11)."""
    hand_a = ("fleche", "parry-riposte", "straight-thrust-3")
    state = table((hand_a, B_HAND))
    assert action(state, 0, ATTACK, card="fleche") in legal_actions(state)
    state, _ = play(state, (0, ATTACK, "fleche"), (1, ANSWER, "stop-hit-6"))
    assert state.phase is Phase.TURN and scores(state) == (1, 1)


def test_after_a_fleche_without_a_touch() -> None:
    """ "In the event that a touch has not been scored on the target the defender's miniature will
    advance 1 square and the attacker's miniature will be positioned two squares away (long
    distance)" (Technical Manual, Flèche; ruling RF-27)."""
    state = table((("fleche",), ("straight-thrust-3",)), positions=(2, 5))
    state = act(state, 0, ATTACK, card="fleche").state
    parry = next(a for a in legal_actions(state) if a.kind is ActionKind.PARRY)
    state = apply(state, parry).state
    assert state.positions == (1, 4) and scores(state) == (0, 0)


def test_the_toe_touch_is_only_dodged_or_stop_hit() -> None:
    """ "TOE-TOUCH: ... This attack cannot be parried but only dodged or STOP HIT" (Technical
    Manual)."""
    hand_b = ("parry-riposte", "stop-hit-7")
    state = act(
        at_lunge(hands=(("toe-touch",), hand_b), stamina=(6, 6)), 0, ATTACK, card="toe-touch"
    ).state
    moves = legal_actions(state)
    answers = {state.config.cards.cards[a.card].technique for a in moves if a.kind is ANSWER}
    assert answers == {"stop-hit"}
    assert all(a.kind is not ActionKind.PARRY for a in moves)


def test_the_joker_wins_but_never_first() -> None:
    """ "JOKER: ... this card wins over all the others played by an adversaire ... It can not be
    played as a first card" (Technical Manual; ruling RF-6)."""
    state = at_lunge(
        hands=(("joker", "straight-thrust-3"), ("joker", "stop-hit-7")), level=Level.ADVANCED
    )
    joker = action(state, 0, ATTACK, card="joker")
    assert joker not in legal_actions(state)
    state, _ = play(state, (0, ATTACK, "straight-thrust-3"), (1, ANSWER, "joker"))
    assert scores(state) == (0, 1)


def test_ceding_parry_answers_a_glide_attack_only() -> None:
    """ "CEDING PARRY: a kind of parry executed on an opponent's Glide attack" (Technical
    Manual)."""
    hand_b = ("ceding-parry",)
    glide = at_lunge(
        hands=(("glide-attack",), hand_b), level=Level.ADVANCED, guards=(ENGAGEMENT, ENGAGEMENT)
    )
    glide = act(glide, 0, ATTACK, card="glide-attack").state
    assert action(glide, 1, ANSWER, card="ceding-parry") in legal_actions(glide)
    thrust = act(
        at_lunge(hands=(("straight-thrust-3",), hand_b), level=Level.ADVANCED),
        0,
        ATTACK,
        card="straight-thrust-3",
    ).state
    assert why_not(thrust, action(thrust, 1, ANSWER, card="ceding-parry")) == WRONG_COLOUR.say()


def test_renewed_attack_after_a_successful_defence() -> None:
    """ "RENEWED ATTACK: A sudden attack following a previous offense action that has not earned a
    positive result due to a successful defense of the opponent with a card or action. The
    opponent can use another defensive card or a parry (without cards)" (Technical Manual;
    ruling RF-6)."""
    hand_a = ("straight-thrust-5", "renewed-attack")
    state = at_lunge(hands=(hand_a, ("stop-hit-6",)), level=Level.ADVANCED)
    state, _ = play(state, (0, ATTACK, "straight-thrust-5"), (1, ANSWER, "stop-hit-6"))
    step = act(state, 0, ANSWER, card="renewed-attack")
    assert step.events[0].amount == 7
    after, _ = play(step.state, (1, YIELD))
    assert scores(after) == (1, 0)


def test_renewed_attack_after_a_parry_without_cards_allows_a_second_parry() -> None:
    """ "The renewed attack can be used also following a measure defense action (dodge): The
    opponent will still lose a SP"; "The opponent can use another defensive card or a parry
    (without cards)" (Technical Manual; ruling RF-6)."""
    state = at_lunge(
        hands=(("straight-thrust-3", "renewed-attack"), ("straight-thrust-4",)),
        level=Level.ADVANCED,
    )
    state = act(state, 0, ATTACK, card="straight-thrust-3").state
    parry = next(a for a in legal_actions(state) if a.kind is ActionKind.PARRY)
    state = apply(state, parry).state
    assert to_move(state) == 0
    state = act(state, 0, ANSWER, card="renewed-attack").state
    assert any(a.kind is ActionKind.PARRY for a in legal_actions(state))


def test_feint_option_one_replaces_the_attack() -> None:
    """ "OPTION 1: Replace the Offensive card played with a new offensive card from the cards
    in-hand ... if, instead, the new offensive card has a higher Speed value than the Opponent's
    defensive card, then the Player executing the FEINT will score a Touch" (Advanced, Orange
    Cards)."""
    hand_a = ("straight-thrust-3", "feint", "flick")
    state = at_lunge(hands=(hand_a, ("stop-hit-6",)), level=Level.ADVANCED)
    state, _ = play(state, (0, ATTACK, "straight-thrust-3"), (1, ANSWER, "stop-hit-6"))
    state, events = play(state, (0, ActionKind.FEINT, "feint", "flick"))
    assert scores(state) == (1, 0) and EventKind.FEINTED in kinds(events)


def test_feint_option_two_ends_the_phrase_without_touches() -> None:
    """ "OPTION 2: Bring the Fencing Phrase to an end without any touches scored. If this option is
    used, the turn passes to the opponent"; the manual's example: "he chooses to end the fencing
    phrase" (Advanced, Orange Cards; Technical Manual, Feint)."""
    hand_a = ("straight-thrust-3", "feint")
    state = at_lunge(hands=(hand_a, ("stop-hit-6",)), level=Level.ADVANCED)
    state, _ = play(state, (0, ATTACK, "straight-thrust-3"), (1, ANSWER, "stop-hit-6"))
    state, events = play(state, (0, ActionKind.FEINT, "feint"))
    assert scores(state) == (0, 0) and EventKind.NO_TOUCH in kinds(events)
    assert to_move(state) == 1 and state.positions == (4, 6)


def test_tutorial_played_cards_are_discarded_and_hands_replenished_scorer_first() -> None:
    """ "At the end of each Fencing Phrase, the Players do not take back in hand the cards played";
    "The cards played in the fencing action are discarded and new cards are drawn from the Timer
    countdown deck to replenish each player's hand (up to 6 cards). The player who scores the
    point will draw first" (Tutorial, Fencing Phrase, Playing the game)."""
    state = at_lunge(hands=(A_HAND[:3], B_HAND[:3]), level=Level.TUTORIAL)
    state = act(state, 0, ATTACK, card="straight-thrust-3").state
    step = act(state, 1, ANSWER, card="stop-hit-6")
    step = act(step.state, 0, YIELD)
    draws = [c.seat for c in step.state.chance]
    assert draws == [1, 1, 1, 1, 0, 0, 0, 0]
    assert len(step.state.public_discard) == 2


def test_basic_played_cards_come_back_to_hand() -> None:
    """ "IMPORTANT: at the end of the fencing phrase the players take back in hand the cards
    played"; "all players take back in hand all cards played, including the Straight Thrust
    Card" (Basic, Play a Card, Defend by Distance)."""
    state = at_lunge(hands=(A_HAND, B_HAND))
    before = (sorted(state.fencers[0].hand), sorted(state.fencers[1].hand))
    state, _ = play(state, (0, ATTACK, "straight-thrust-3"), (1, ANSWER, "stop-hit-6"), (0, YIELD))
    assert (sorted(state.fencers[0].hand), sorted(state.fencers[1].hand)) == before


def test_tutorial_phrases_start_only_at_lunge_distance() -> None:
    """ "IMPORTANT: In the Tutorial Mode, a fencing phrase may start only if the two fencers are
    separated by an empty space on the fencing strip" (Tutorial, Fencing Phrase)."""
    hand = ("straight-thrust-3",)
    far = table((hand, hand), level=Level.TUTORIAL)
    assert why_not(far, action(far, 0, ATTACK, card="straight-thrust-3")) == WRONG_DISTANCE.say()
    near = at_lunge(hands=(hand, hand), level=Level.TUTORIAL)
    assert action(near, 0, ATTACK, card="straight-thrust-3") in legal_actions(near)


def test_the_card_trumps_the_rule() -> None:
    """ "IMPORTANT: if a card text contradicts a rule, the card always trumps the rule" (Basic,
    Stamina Points): the rule lets a Parry without cards be used "only once" a phrase, the
    Renewed Attack's text lets the opponent "use another defensive card or a parry (without
    cards)" (ruling RF-6)."""
    hands = (("straight-thrust-3", "renewed-attack"), ("straight-thrust-4",))
    state = at_lunge(hands=hands, level=Level.ADVANCED)
    state = act(state, 0, ATTACK, card="straight-thrust-3").state
    state = apply(state, next(a for a in legal_actions(state) if a.kind is ActionKind.PARRY)).state
    state = act(state, 0, ANSWER, card="renewed-attack").state
    assert state.phrase is not None and state.phrase.cardless_used == (False, True)
    assert any(a.kind is ActionKind.PARRY for a in legal_actions(state))


def test_feint_option_one_at_equal_speed_is_a_double_touch() -> None:
    """ "If the new offensive card has the same Speed value of the opponent's defensive card, then
    each player will be assigned 1 point (i.e., a Double-Touch)" (Advanced, Orange Cards)."""
    hand_a = ("straight-thrust-3", "feint", "toe-touch")
    state = at_lunge(hands=(hand_a, ("stop-hit-6",)), level=Level.ADVANCED)
    state, _ = play(state, (0, ATTACK, "straight-thrust-3"), (1, ANSWER, "stop-hit-6"))
    state, events = play(state, (0, ActionKind.FEINT, "feint", "toe-touch"))
    assert scores(state) == (1, 1) and EventKind.DOUBLE in kinds(events)


def test_the_feint_only_after_a_defence_card() -> None:
    """ "The ORANGE FEINT card can be used by a player who plays a RED offensive card as a first
    action and only after the opponent has played a defensive card" (Advanced, Orange Cards;
    ruling RF-19)."""
    hand_a = ("straight-thrust-3", "feint", "renewed-attack")
    state = at_lunge(hands=(hand_a, ("straight-thrust-4",)), level=Level.ADVANCED)
    assert all(a.kind is not ActionKind.FEINT for a in legal_actions(state))
    state = act(state, 0, ATTACK, card="straight-thrust-3").state
    state = apply(state, next(a for a in legal_actions(state) if a.kind is ActionKind.PARRY)).state
    assert to_move(state) == 0
    assert all(a.kind is not ActionKind.FEINT for a in legal_actions(state))


def test_feint_in_time_answers_only_a_counter_time() -> None:
    """ "FEINT IN TIME (Light Blue card 1x): Action to neutralize a Counter-time action,
    Practically an Counterattack executed over a Counter-time"; "COUNTER-TIME (Dark-Blue card
    3x): Action to neutralize a Counterattack" (Technical Manual)."""
    hand_a = ("straight-thrust-3", "counter-time")
    hand_b = ("stop-hit-4", "feint-in-time")
    state = at_lunge(hands=(hand_a, hand_b), level=Level.ADVANCED)
    first = act(state, 0, ATTACK, card="straight-thrust-3").state
    assert why_not(first, action(first, 1, ANSWER, card="feint-in-time")) == WRONG_COLOUR.say()
    state, _ = play(state, (0, ATTACK, "straight-thrust-3"), (1, ANSWER, "stop-hit-4"))
    state = act(state, 0, ANSWER, card="counter-time").state
    assert action(state, 1, ANSWER, card="feint-in-time") in legal_actions(state)


def test_the_disengage_is_an_attack_or_a_counterattack() -> None:
    """ "DISENGAGE (Red/Light Blue card 4x): ... It could be used as: a counter-offensive action
    (light blue defensive card) when it eludes the opponent's engagement ...; or as an offensive
    action" (Technical Manual)."""
    hand = ("disengage", "straight-thrust-3")
    state = at_lunge(hands=(hand, hand))
    assert action(state, 0, ATTACK, card="disengage") in legal_actions(state)
    state = act(state, 0, ATTACK, card="straight-thrust-3").state
    assert action(state, 1, ANSWER, card="disengage") in legal_actions(state)


def test_the_flanconade_follows_an_engagement() -> None:
    """ "FLANCONADE (Red card 2x): an action successive to an engagement" (Technical Manual;
    ruling RF-5)."""
    hand = ("flanconade",)
    line = at_lunge(hands=(hand, hand), level=Level.ADVANCED)
    assert why_not(line, action(line, 0, ATTACK, card="flanconade")) == WRONG_GUARD.say()
    engaged = at_lunge(hands=(hand, hand), level=Level.ADVANCED, guards=(ENGAGEMENT, ENGAGEMENT))
    assert action(engaged, 0, ATTACK, card="flanconade") in legal_actions(engaged)


def test_the_players_take_turns_in_the_phrase_until_it_ends() -> None:
    """ "Once this action has been carried out by one player, it is the turn of the other player
    to respond with a counteraction. The players then continue taking turns until a point is
    scored" (Play a Card)."""
    hand_a = ("straight-thrust-3", "parry-riposte")
    hand_b = ("stop-hit-6", "parry-riposte")
    state = at_lunge(hands=(hand_a, hand_b))
    deciders = []
    for seat, card in ((0, "straight-thrust-3"), (1, "stop-hit-6")):
        kind = ATTACK if seat == 0 else ANSWER
        state = act(state, seat, kind, card=card).state
        deciders.append(to_move(state))
    assert deciders == [1, 0]
