"""The game log as a commentary: events turned into sentences a fencer reads at a glance.

"Galeazzo da Mantoa parries with a Roverso Sottano: Largo bind." The events given here must
already be redacted (``rules.redact``) for whoever reads the log: a hidden card arrives as None
and is never named. Pure Python, no Qt.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from audatia_qt.i18n.render import render
from audatia_qt.rules import (
    Action,
    ActionKind,
    Event,
    EventKind,
    GameConfig,
    GameState,
    Reason,
    Seat,
    redact,
)
from audatia_qt.rules.describe import Mood, card_name, describe_action, fencer_names
from audatia_qt.rules.notation import format_event


def seat_names(config: GameConfig) -> tuple[str, str]:
    """The fencers' names from their decks (``rules.describe.fencer_names``)."""
    return fencer_names(config)


def short_names(names: tuple[str, str]) -> tuple[str, str]:
    """The fencers' names for narrow places (the status panel, the scoreboard): each first
    word ("Galeazzo"), unless that would not tell them apart or says too little (two copies of
    one deck, "Boucicault (copy)"; "My Galeazzo"): then the whole names."""
    firsts = (names[0].split(" ")[0], names[1].split(" ")[0])
    if firsts[0] == firsts[1] or min(len(first) for first in firsts) < 4:
        return names
    return firsts


def outcome_line(names: tuple[str, str], winner: Seat | None, reason: Reason) -> str:
    """The end of a game in one sentence: "Boucicault wins: ...", or a drawn game (the
    variants can draw: R-031, R-033.6)."""
    if winner is None:
        return f"The game is drawn: {render(reason.description)}."
    return f"{names[winner]} wins: {render(reason.description)}."


def public_events(events: Iterable[Event]) -> tuple[Event, ...]:
    """The events as everyone at the table may see them: cards hidden from either seat are None.

    In hot-seat play both people read one log, so it shows only what both may know.
    """
    return events_for(events, tuple(Seat))


def events_for(events: Iterable[Event], readers: Collection[Seat]) -> tuple[Event, ...]:
    """The events as every one of ``readers`` may see them (none: all of them, unredacted)."""
    shown = tuple(events)
    for reader in readers:
        shown = redact(shown, reader)
    return shown


#: Moves whose meaning depends on the decision being taken (``rules.describe``'s phrases by
#: phase), and the bare events that echo them.
_SAID_BY_THE_DECISION = frozenset({ActionKind.PASS, ActionKind.WAIT})
_BARE = frozenset({EventKind.PASS, EventKind.WAIT})

#: Events that follow a move without telling it: the cards drawn after it and discarded by it.
_BOOKKEEPING = frozenset({EventKind.DEAL, EventKind.DISCARD})


@dataclass(frozen=True)
class ToldMove:
    """One move in the log: the line that says what happened, and the game's end if it came."""

    line: str
    ending: str = ""


class Commentator:
    """Turns a transition's (redacted) events into sentences."""

    def __init__(self, config: GameConfig) -> None:
        self.config = config
        self.names = seat_names(config)

    def tell(
        self,
        before: GameState,
        action: Action,
        events: Sequence[Event],
        after: GameState,
        readers: Collection[Seat],
    ) -> ToldMove:
        """One line for one move, as ``readers`` may know it: the move's own events in words,
        led by the move itself where its events do not say it (keeping a hand, declining,
        going on, stopping the trades, a Cycle). The end of the game is told apart."""
        if action.kind in _SAID_BY_THE_DECISION:
            # "Passes" means a different thing at each step (no skill, no attack, going on):
            # the move's own words, made from the decision, say it; its bare event does not.
            events = [e for e in events if not (e.seat is action.seat and e.kind in _BARE)]
        told_by_events = {e.kind for e in events if e.seat is action.seat} - _BOOKKEEPING
        if not told_by_events:
            # The move's own discard (a mulligan, a Cycle) is the move itself: said once.
            events = [
                e
                for e in events
                if not (
                    e.kind is EventKind.DISCARD and e.card is not None and e.card == action.card
                )
            ]
        shown = events_for(events, readers)
        told = self.sentences([e for e in shown if e.kind is not EventKind.GAME_OVER])
        if not told_by_events or action.kind in _SAID_BY_THE_DECISION:
            phrase = describe_action(before, action, readers=readers, after=after, mood=Mood.DOES)
            told.insert(0, f"{self.who(action.seat)} {phrase}.")
        ending = next((self.sentence(e) for e in shown if e.kind is EventKind.GAME_OVER), "")
        return ToldMove(" ".join(told), ending)

    def who(self, seat: Seat | None) -> str:
        return "The table" if seat is None else self.names[seat]

    def card(self, card: int | None, article: bool = False) -> str:
        """A card's printed name; "a card" when hidden."""
        return card_name(self.config, card, article=article)

    def sentences(self, events: Sequence[Event]) -> list[str]:
        """One sentence per happening; runs of draws and a trade's two cards are told once."""
        # A Feint is one act: the skill played, standing, and the feint are told as the feint.
        feints = {e.card for e in events if e.kind is EventKind.FEINT and e.card is not None}
        events = [
            e
            for e in events
            if not (e.kind in (EventKind.SKILL, EventKind.SKILL_RESOLVED) and e.card in feints)
        ]
        lines: list[str] = []
        i = 0
        while i < len(events):
            event = events[i]
            if event.kind in (EventKind.DEAL, EventKind.TRADE):
                j = i
                while (
                    j < len(events)
                    and events[j].kind is event.kind
                    and events[j].seat is event.seat
                ):
                    j += 1
                lines.append(self._run(event.kind, event.seat, events[i:j]))
                i = j
                continue
            if event.kind is EventKind.PARRY:
                # The bind follows the parry (after the Stacks move): told in one sentence.
                ahead = [j for j in (i + 1, i + 2) if j < len(events)]
                bind = next((j for j in ahead if events[j].kind is EventKind.BIND), None)
                if bind is not None:
                    lines.append(
                        f"{self.who(event.seat)} parries with {self.card(event.card, True)}: "
                        f"{events[bind].detail.capitalize()} bind."
                    )
                    lines += [self.sentence(events[j]) for j in range(i + 1, bind)]
                    i = bind + 1
                    continue
            after = events[i + 1] if i + 1 < len(events) else None
            told_together = self._told_with(event, after)
            if told_together:
                # One act, two events (the card, then what it did): said once.
                lines.append(told_together)
                i += 2
                continue
            if (
                event.kind is EventKind.POSTA_CHOSEN
                and event.card is None
                and any(later.kind is EventKind.REVEAL for later in events[i + 1 :])
            ):
                # The second choice reveals both at once (Out of Measure 3): no secret to keep.
                lines.append(f"{self.who(event.seat)} chooses a Posta, and both are revealed.")
                i += 1
                continue
            line = self.sentence(event)
            if line:
                lines.append(line)
            i += 1
        return lines

    def _told_with(self, event: Event, after: Event | None) -> str:
        """One sentence for an event and the next when they are one act: the salute's discard
        and the salute; the Audatia Entry and its remedy. "" otherwise."""
        if after is None or after.seat is not event.seat:
            return ""
        who = self.who(event.seat)
        if event.kind is EventKind.DISCARD and after.kind is EventKind.SALUTE:
            return f"{who} salutes, discarding {self.card(event.card)}."
        if (
            event.kind is EventKind.AUDATIA_ENTRY
            and after.kind is EventKind.REMEDY
            and after.card == event.card
        ):
            return (
                f"{who} makes an Audatia Entry: closes in with the remedy {self.card(event.card)}."
            )
        return ""

    def _run(self, kind: EventKind, seat: Seat | None, run: Sequence[Event]) -> str:
        who = self.who(seat)
        count = len(run)
        if kind is EventKind.TRADE:
            pairs = max(1, count // 2)
            return f"{who} trades {2 * pairs} cards face down for one from the deck."
        if count == 1:
            return f"{who} draws {self.card(run[0].card, True)}."
        return f"{who} draws {count} cards."

    def sentence(self, event: Event) -> str:
        """One event in words; an empty string for events told elsewhere."""
        who = self.who(event.seat)
        card = self.card(event.card)
        a_card = self.card(event.card, True)
        kind = event.kind
        detail = event.detail
        simple: dict[EventKind, str] = {
            EventKind.DISCARD: (
                f"{who} discards {card}: it cannot be played here."
                if detail == "ineligible"
                else f"{who} discards {card}."
            ),
            EventKind.SALUTE: f"{who} salutes.",
            EventKind.POSTA_SHOWN: f"{who} is shown the opponent's Posta: {card}.",
            EventKind.REVEAL: f"{who} stands in {card}.",
            EventKind.POSTA_CHANGED: f"{who} changes to {card}.",
            EventKind.SKILL: f"{who} plays the skill {card}.",
            EventKind.SKILL_CANCELLED: f"{card} is cancelled.",
            EventKind.SKILL_RESOLVED: f"{card} takes effect.",
            EventKind.ATTACK: f"{who} attacks with {a_card}.",
            EventKind.BEAT: f"{who} beats the extended Posta aside with {a_card}.",
            EventKind.PARRY: f"{who} parries with {a_card}.",
            EventKind.COUNTERATTACK: f"{who} counterattacks with {a_card}.",
            EventKind.BREAK: f"{who} breaks the thrust with {a_card}.",
            EventKind.DEFEND: f"{who} defends with {a_card}.",
            EventKind.FEINT: f"{who} feints with {card}: a new strike follows.",
            EventKind.AUDATIA_ENTRY: f"{who} makes an Audatia Entry with {a_card}.",
            EventKind.REMEDY: f"{who} closes in with the remedy {card}.",
            EventKind.WAIT: f"{who} waits.",
            EventKind.PASS: f"{who} lets the moment pass.",
            EventKind.BREAK_OFF: "The fencers break off and return Out of Measure.",
        }
        if kind in simple:
            return simple[kind]
        if kind is EventKind.POSTA_CHOSEN:
            if event.card is None:
                return f"{who} chooses a Posta in secret."
            return f"{who} chooses {card} (hidden from the opponent)."
        if kind is EventKind.VIRTUE:
            return f"{who} takes {detail.capitalize()}."
        if kind is EventKind.SALUTE_BONUS:
            virtue, _, amount = detail.partition("+")
            return f"{who} gains +{amount} {virtue.capitalize()} for the first strike."
        if kind is EventKind.EXCHANGE:
            extended = " against the extended Posta" if detail == "extended" else ""
            return f"{who} exchanges with {a_card}{extended}."
        if kind is EventKind.AVOID:
            return f"{who} avoids the attack with {card}, ending in {detail}."
        if kind is EventKind.STACKS_MOVED:
            return f"The blades slide: {who}'s Stack moves to the {detail}."
        if kind is EventKind.BIND:
            return f"{detail.capitalize()} bind."
        if kind is EventKind.SIDE_ORIENTED:
            if event.seat is None or detail == "either":
                return "The Stretto Side card allows remedies on either side."
            return f"{who} turns the Stretto Side card: {detail.capitalize()} remedies only."
        if kind is EventKind.COUNTER:
            perfect = ": a perfect counter!" if detail == "perfect" else "."
            return f"{who} counters with {card}{perfect}"
        if kind is EventKind.DRAW:
            return f"{who} could not attack: draw number {detail}."
        if kind is EventKind.GAME_OVER:
            return outcome_line(self.names, event.seat, Reason(detail))
        if kind is EventKind.POINT:
            # Salle Play: a bout's win, or the opponent out of strikes.
            why = (
                "the opponent has no strike left"
                if detail == "no_strikes"
                else render(Reason(detail).description)
            )
            return f"{who} scores a point: {why}."
        if kind is EventKind.ARRANGE:
            return f"{who} lays {a_card} face down in the row."
        if kind is EventKind.ROW_REVEAL:
            return f"{who} turns up {a_card} from the row."
        return format_event(self.config, event)
