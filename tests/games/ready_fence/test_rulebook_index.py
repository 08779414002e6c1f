"""Every rule sentence of the rulebook (seed 002) is cited by a test: this index lists them, a
short quote each in the rulebook's own words, and fails when no test's docstring quotes one
(issue 30: "Every rule sentence of seed 002 has a test that cites it")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rulebook_index import cited

#: The rule sentences, by section, each as a quote a test's docstring holds.
RULE_SENTENCES: tuple[tuple[str, str], ...] = (
    ("The Cards", "Game cards are identified by color"),
    ("The Game Board", "two water bottles divided into squares numbered from 0"),
    ("How to Play", "Each player is dealt a hand of 6 cards"),
    ("Tutorial: Game Setup", "both Stamina tokens on the indicators starting on 6"),
    ("Tutorial: Game Setup", "The cards must be kept hidden from the opponent"),
    ("Tutorial: Game Setup", "Each player has just one opportunity to declare a Mulligan"),
    ("Tutorial: Game Setup", "Select the score to be reached to win the bout"),
    ("Tutorial: Game Setup", "Toss the Initiative coin to select the starting player"),
    ("Tutorial: Play the Game", "a player can conduct 2 of these game actions"),
    ("Moving the Miniature Fencer", "The fencer can be moved 1 space forward or backward"),
    ("Changing the position of the weapon", "They can be changed one time per turn only"),
    ("Play a Card", "The first card played in the game must always be a RED card"),
    ("Play a Card", "The players then continue taking turns until a point is scored"),
    ("Fencing Phrase", "Each player can play up to 2 cards per fencing phrase"),
    ("Fencing Phrase", "the fencing phrase is independent from the game turns"),
    ("Fencing Phrase", "the Players do not take back in hand the cards played"),
    ("Tutorial: Fencing Phrase", "a fencing phrase may start only if the two fencers are"),
    ("Playing the game", "A Light Blue card can be opposed by a Dark Blue card only"),
    ("Playing the game", "the player with the highest speed value will be deemed"),
    ("Playing the game", "a point will be assigned to each player"),
    ("Playing the game", "B scores a touch and gains 1 point"),
    ("Playing the game", "the fencers must return to the starting On guard position"),
    ("Playing the game", "The player who scores the point will draw first"),
    ("Playing the game", "At the end of one's game turn, a player can choose to discard"),
    ("Defensive actions without cards", "restricted only to the Defense by Distance"),
    ("Defensive actions without cards", "only in response to a RED offensive cards"),
    ("Defensive actions without cards", "If at any time during the game the Stamina marker"),
    ("Defensive actions without cards", "these values cannot be considered"),
    ("Defensive actions without cards", "a player can choose a defensive action without cards"),
    ("Defensive actions without cards", "or has one but with a speed number lower"),
    ("Orange and two-color cards", "The Parry/Riposte card must be used first as a DARK BLUE"),
    ("Orange and two-color cards", "ORANGE Cards: these cards can be played along with a RED"),
    ("Orange and two-color cards", "The Infighting card can be played both as an offensive"),
    ("Penalty for going off the fencing strip", "reach the colored space on his end"),
    ("Double Touch", "If the score between the players ties at 4, 9, or at 14"),
    ("Tutorial: End of Game", "In case of a tie, the game continues until all cards in hand"),
    ("Basic: Game Setup", "deal 5 cards to each player, in addition to the Straight Thrust"),
    ("Basic: Game Setup", "take 12 additional cards to be placed face down"),
    ("Basic: Game Setup", "while keeping the Straight Thrust card"),
    ("Basic Game Mode", "only the 35 cards carrying the B symbol will be used"),
    ("Basic: Play the Game", "followed by Play a Card action"),
    ("Table 1", "Short Distance: The fencers are in adjacent squares"),
    ("Table 1", "Lunge Distance: The fencers have one empty square between them"),
    ("Table 1", "Long Distance: The fencers are separated by 2 squares"),
    ("Engagement", "the speed of the attack card played is lowered by 1 point"),
    ("Invitation", "earns a +1 bonus on all defensive actions"),
    ("Changing the position of the weapon", "Some cards can be played only with specific"),
    ("Discarding and Drawing", "Each player can discard and draw only once per turn"),
    ("Discarding and Drawing", "can be discarded only if the player has another STRAIGHT"),
    ("Stall", "the player regains 2SP"),
    ("Stall", "A player cannot Stall twice in a row"),
    ("Play a Card", "at the end of the fencing phrase the players take back in hand"),
    ("Stamina Points", "can only be used if the amount of Stamina Points listed"),
    ("Stamina Points", "After a point is scored, both players regain 1 Stamina point"),
    ("Stamina Points", "if a card text contradicts a rule, the card always trumps the rule"),
    ("Parry", "one stamina point will be equivalent to 2 speed points"),
    ("Parry", "If the Parry is executed from a position of the blade in Invitation"),
    ("Parry", "no subsequent fencing action is allowed as part of this turn"),
    ("Defend by Distance", "A player cannot Defend by Distance if the offensive card"),
    ("Defend by Distance", "Remove the Straight Thrust card from his hand"),
    ("Basic: End of Game", "The game ends when the last card from the Timer countdown deck"),
    ("Basic: End of Game", "the second round starts with each player having 6 Stamina"),
    ("Priority", "randomly select from them 4 cards to create a 4-card-Timer"),
    ("Priority", "the player who was assigned the Priority wins the match"),
    ("Priority", "Once Priority is assigned to one of the players, the STALL action"),
    ("Advanced Game Mode", "the stamina recovery will amount to 5 points"),
    ("Advanced Game Mode", "The STRAIGHT THRUST RULE does not apply in the Advanced mode"),
    ("Advanced: Game Setup", "each player is dealt 6 cards"),
    ("Retreat", "move the miniature fencer back 2 squares on the strip"),
    ("Retreat", "the RETREAT action is carried out without the card change"),
    ("Advanced: Orange Cards", "only after the opponent has played a defensive card"),
    ("Advanced: Orange Cards", "OPTION 1: Replace the Offensive card played"),
    ("Advanced: Orange Cards", "OPTION 2: Bring the Fencing Phrase to an end"),
    ("Advanced: Orange Cards", "If the new offensive card has the same Speed value"),
    ("Technical Manual: Card Meaning", "They cannot be played alone or as first cards"),
    ("Technical Manual: Toe-Touch", "This attack cannot be parried but only dodged or STOP HIT"),
    ("Technical Manual: Flèche", "Only one card or defensive action can be played by the"),
    ("Technical Manual: Flèche", "the defender's miniature will advance 1 square"),
    ("Technical Manual: Infighting", "when played the Defender's miniature is moved forward"),
    ("Technical Manual: Stop Hit", "stop hits to the body speed values are 4 or 5"),
    ("Technical Manual: Ceding Parry", "executed on an opponent's Glide attack"),
    ("Technical Manual: Feint in Time", "Action to neutralize a Counter-time action"),
    ("Technical Manual: Joker", "It can not be played as a first card"),
    ("Technical Manual: Angulations", "Does not count as second action"),
    ("Technical Manual: Renewed Attack", "The opponent can use another defensive card or a parry"),
    ("Technical Manual: Disengage", "It could be used as: a counter-offensive action"),
    ("Technical Manual: Flanconade", "an action successive to an engagement"),
    ("Technical Manual", "STRAIGHT THRUST (Red card 6x)"),
)


@pytest.mark.parametrize(("section", "quote"), RULE_SENTENCES)
def test_a_test_cites_the_rule(section: str, quote: str) -> None:
    """The rule is quoted by some test's docstring (issue 30, "Done when")."""
    assert cited(Path(__file__).parent, quote), f"no test cites {section}: {quote!r}"
