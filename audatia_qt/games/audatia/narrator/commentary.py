"""The game log as a commentary: events turned into sentences a fencer reads at a glance.

"Galeazzo da Mantoa parries with a Roverso Sottano: Largo bind." The events given here must
already be redacted (``rules.redact``) for whoever reads the log: a hidden card arrives as None
and is never named. Every line is a ``messages.Message``, one whole sentence of the "Log"
context with the fencer and the cards as placeholders (issue 21); the table renders it in the
reader's language, and again when the language changes. Pure Python, no Qt.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from audatia_qt.engine.messages import CardName, Message, Param, Sentence, translate
from audatia_qt.games.audatia.narrator.describe import (
    CHOOSES_IN_SECRET,
    PHRASES,
    Mood,
    Phrase,
    card_name,
    describe_action,
    fencer_names,
    phrase_for,
)
from audatia_qt.games.audatia.rules import (
    Action,
    ActionKind,
    Event,
    EventKind,
    GameConfig,
    GameState,
    Phase,
    Reason,
    Seat,
    redact,
)
from audatia_qt.games.audatia.rules.cards import Side, StrettoSlot
from audatia_qt.games.audatia.rules.notation import format_event


def seat_names(config: GameConfig) -> tuple[str, str]:
    """The fencers' names from their decks (``narrator.describe.fencer_names``)."""
    return fencer_names(config)


def short_names(names: tuple[str, str]) -> tuple[str, str]:
    """The fencers' names for narrow places (the status panel, the scoreboard): each first
    word ("Galeazzo"), unless that would not tell them apart or says too little (two copies of
    one deck, "Boucicault (copy)"; "My Galeazzo"): then the whole names."""
    firsts = (names[0].split(" ")[0], names[1].split(" ")[0])
    if firsts[0] == firsts[1] or min(len(first) for first in firsts) < 4:
        return names
    return firsts


def outcome_line(names: tuple[str, str], winner: Seat | None, reason: Reason) -> Message:
    """The end of a game in one sentence: "Boucicault wins: ...", or a drawn game (the
    variants can draw: R-031, R-033.6)."""
    if winner is None:
        return _DRAWN.say(reason=reason.description)
    return _WINS.say(fencer=names[winner], reason=reason.description)


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


#: Moves whose meaning depends on the decision being taken (``narrator.describe``'s phrases by
#: phase), and the bare events that echo them.
_SAID_BY_THE_DECISION = frozenset({ActionKind.PASS, ActionKind.WAIT})
_BARE = frozenset({EventKind.PASS, EventKind.WAIT})

#: Events that follow a move without telling it: the cards drawn after it and discarded by it.
_BOOKKEEPING = frozenset({EventKind.DEAL, EventKind.DISCARD})


@dataclass(frozen=True)
class ToldMove:
    """One move in the log: the line that says what happened, and the game's end if it came."""

    line: Message
    """The move: one or more sentences (a ``_LINE`` of them when there are several)."""
    ending: Message | None = None


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
        told = self.sentences(
            [e for e in shown if e.kind is not EventKind.GAME_OVER], before=before, readers=readers
        )
        if not told_by_events or action.kind in _SAID_BY_THE_DECISION:
            told.insert(
                0, describe_action(before, action, readers=readers, after=after, mood=Mood.DOES)
            )
        ending = next((self.sentence(e) for e in shown if e.kind is EventKind.GAME_OVER), None)
        return ToldMove(one_line(told), ending)

    def who(self, seat: Seat | None) -> Param:
        return _THE_TABLE.say() if seat is None else self.names[seat]

    def card(self, card: int | None, article: bool = False) -> Param:
        """A card's printed name (a ``CardName``); "a card" when hidden."""
        return card_name(self.config, card, article=article)

    def sentences(
        self,
        events: Sequence[Event],
        *,
        before: GameState | None = None,
        readers: Collection[Seat] = (),
    ) -> list[Message]:
        """One sentence per happening; runs of draws and a trade's two cards are told once.

        ``before``, the state the events came from, lets a parry say whether it pushed the
        other Stack too; with one reader the sides are said as that reader sees them."""
        # A Feint is one act: the skill played, standing, and the feint are told as the feint.
        feints = {e.card for e in events if e.kind is EventKind.FEINT and e.card is not None}
        events = [
            e
            for e in events
            if not (e.kind in (EventKind.SKILL, EventKind.SKILL_RESOLVED) and e.card in feints)
        ]
        lines: list[Message] = []
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
                        _PARRY_BIND.say(
                            fencer=self.who(event.seat),
                            card=self.card(event.card, True),
                            bind=events[bind].detail.capitalize(),
                        )
                    )
                    lines += [self._blades(events[j], before, readers) for j in range(i + 1, bind)]
                    i = bind + 1
                    continue
            after = events[i + 1] if i + 1 < len(events) else None
            told_together = self._told_with(event, after)
            if told_together is not None:
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
                lines.append(_BOTH_REVEALED.say(fencer=self.who(event.seat)))
                i += 1
                continue
            lines.append(self._blades(event, before, readers))
            i += 1
        return lines

    def _blades(self, event: Event, before: GameState | None, readers: Collection[Seat]) -> Message:
        """``event`` in words; a push of the Stacks (Cut 2, "Playing Area") told as the reader
        sees it: which way the blades go in the reader's own left and right, and whether the
        reader's Stack went too. Sides are each owner's (``rules.step.push_stacks``): the
        parrier's Stack ends on ``detail``, the other's on its opposite, as its owner sees it."""
        if event.kind is not EventKind.STACKS_MOVED or event.seat is None:
            return self.sentence(event)
        side = Side(event.detail)
        if side is Side.MIDDLE or before is None:
            return self.sentence(event)
        parrier, other = event.seat, event.seat.other
        pushed = before.players[other].stack_side is not side.opposite
        if len(readers) == 1:
            (reader,) = readers
            mine = reader is parrier
            seen = side if mine else side.opposite
            if mine:
                sentence = _MY_PARRY_PUSHES if pushed else _MY_PARRY_ALONE
                return sentence[seen.value].say(opponent=self.who(other))
            sentence = _THEIR_PARRY_PUSHES if pushed else _THEIR_PARRY_ALONE
            return sentence[seen.value].say(fencer=self.who(parrier))
        if pushed:
            return _BOTH_PUSHED[side.value].say(fencer=self.who(parrier), opponent=self.who(other))
        return _ONE_MOVES[side.value].say(fencer=self.who(parrier), opponent=self.who(other))

    def _told_with(self, event: Event, after: Event | None) -> Message | None:
        """One sentence for an event and the next when they are one act: the salute's discard
        and the salute; the Audatia Entry and its remedy. None otherwise."""
        if after is None or after.seat is not event.seat:
            return None
        who = self.who(event.seat)
        if event.kind is EventKind.DISCARD and after.kind is EventKind.SALUTE:
            return _SALUTES_DISCARDING.say(fencer=who, card=self.card(event.card))
        if (
            event.kind is EventKind.AUDATIA_ENTRY
            and after.kind is EventKind.REMEDY
            and after.card == event.card
        ):
            return _ENTRY_REMEDY.say(fencer=who, card=self.card(event.card))
        return None

    def _run(self, kind: EventKind, seat: Seat | None, run: Sequence[Event]) -> Message:
        who = self.who(seat)
        count = len(run)
        if kind is EventKind.TRADE:
            pairs = max(1, count // 2)
            return _TRADES_FACE_DOWN.say(2 * pairs, fencer=who)
        if count == 1:
            return _DRAWS_ONE.say(fencer=who, card=self.card(run[0].card, True))
        return _DRAWS.say(count, fencer=who)

    def sentence(self, event: Event) -> Message:
        """One event in words."""
        kind = event.kind
        detail = event.detail
        if kind in (EventKind.DEAL, EventKind.TRADE):
            return self._run(kind, event.seat, (event,))
        simple = _SIMPLE.get(kind)
        if simple is not None:
            return self._say(simple, event)
        if kind is EventKind.DISCARD:
            sentence = _DISCARDS_INELIGIBLE if detail == "ineligible" else _DISCARDS
            return self._say(sentence, event)
        if kind is EventKind.POSTA_CHOSEN:
            if event.card is None:
                return self._say(_CHOOSES_SECRET, event)
            return self._say(_CHOOSES_HIDDEN, event)
        if kind is EventKind.VIRTUE:
            return _TAKES.say(fencer=self.who(event.seat), virtue=detail.capitalize())
        if kind is EventKind.SALUTE_BONUS:
            virtue, _, amount = detail.partition("+")
            return _BONUS.say(
                fencer=self.who(event.seat), amount=amount, virtue=virtue.capitalize()
            )
        if kind is EventKind.EXCHANGE:
            return self._say(_EXCHANGES_EXTENDED if detail == "extended" else _EXCHANGES, event)
        if kind is EventKind.AVOID:
            # The End Posta is a card of the deck: its name comes from the deck's words.
            return _AVOIDS.say(
                fencer=self.who(event.seat), card=self.card(event.card), posta=CardName(detail)
            )
        if kind is EventKind.STACKS_MOVED:
            return _STACK_MOVES[detail].say(fencer=self.who(event.seat))
        if kind is EventKind.BIND:
            return _BIND.say(bind=detail.capitalize())
        if kind is EventKind.SIDE_ORIENTED:
            if event.seat is None or detail == "either":
                return _EITHER_SIDE.say()
            return _SIDE_TURNED[detail].say(fencer=self.who(event.seat))
        if kind is EventKind.COUNTER:
            return self._say(_COUNTERS_PERFECT if detail == "perfect" else _COUNTERS, event)
        if kind is EventKind.DRAW:
            return _DRAW.say(fencer=self.who(event.seat), number=detail)
        if kind is EventKind.GAME_OVER:
            return outcome_line(self.names, event.seat, Reason(detail))
        if kind is EventKind.POINT:
            # Salle Play: a bout's win, or the opponent out of strikes.
            why: Param = (
                _NO_STRIKE_LEFT.say() if detail == "no_strikes" else Reason(detail).description
            )
            return _POINT.say(fencer=self.who(event.seat), reason=why)
        return NOTATION.say(event=format_event(self.config, event))

    def _say(self, sentence: Sentence, event: Event) -> Message:
        """``sentence`` said of ``event``: its fencer and its card, as the sentence wants them
        (``{card}`` the name alone, ``{card}`` with its article)."""
        wanted = sentence.placeholders()
        values: dict[str, Param] = {}
        if "fencer" in wanted:
            values["fencer"] = self.who(event.seat)
        if "card" in wanted:
            values["card"] = self.card(event.card, article=sentence in _WITH_ARTICLE)
        return sentence.say(None, **values)


def one_line(sentences: Sequence[Message]) -> Message:
    """Sentences told one after the other as one line of the log (each a whole sentence)."""
    if not sentences:
        raise ValueError("a move is told in at least one sentence")
    line = sentences[0]
    for sentence in sentences[1:]:
        line = _LINE.say(first=line, then=sentence)
    return line


def new_game_line(config: GameConfig) -> Message:
    """The log's first line: who challenges whom, and the seed that dealt the game."""
    names = seat_names(config)
    challenger = config.challenger
    return _NEW_GAME.say(
        challenger=names[challenger], challenged=names[challenger.other], seed=config.seed
    )


def network_game_line(config: GameConfig) -> Message:
    """The log's first line at a network table's seat: who challenges whom (the table keeps
    the seed: it would give every shuffle)."""
    names = seat_names(config)
    challenger = config.challenger
    return _NETWORK_GAME.say(challenger=names[challenger], challenged=names[challenger.other])


#: The computer's reason for a move, after the move's line (``ai.explain.decision_note``).
WHY = translate("Log", "Why: {why}")
_NEW_GAME = translate("Log", "New game: {challenger} challenges {challenged}. Seed {seed}.")
_NETWORK_GAME = translate("Log", "A network game: {challenger} challenges {challenged}.")
#: Two whole sentences one after the other, in one line of the log.
_LINE = translate("Log", "{first} {then}")
_THE_TABLE = translate("Log", "The table")
_WINS = translate("Log", "{fencer} wins: {reason}.")
_DRAWN = translate("Log", "The game is drawn: {reason}.")
_PARRY_BIND = translate("Log", "{fencer} parries with {card}: {bind} bind.")
_BIND = translate("Log", "{bind} bind.")
_BOTH_REVEALED = translate("Log", "{fencer} chooses a Posta, and both are revealed.")
_SALUTES_DISCARDING = PHRASES[ActionKind.SALUTE].does
_ENTRY_REMEDY = translate(
    "Log", "{fencer} makes an Audatia Entry: closes in with the remedy {card}."
)
_TRADES_FACE_DOWN = translate(
    "Log", "{fencer} trades %n cards face down for one from the deck.", None, 0
)
_DRAWS_ONE = translate("Log", "{fencer} draws {card}.")
_DRAWS = translate("Log", "{fencer} draws %n cards.", None, 0)
_DISCARDS = PHRASES[ActionKind.MULLIGAN_DISCARD].does
_DISCARDS_INELIGIBLE = translate("Log", "{fencer} discards {card}: it cannot be played here.")
_CHOOSES_SECRET = CHOOSES_IN_SECRET
_CHOOSES_HIDDEN = translate("Log", "{fencer} chooses {card} (hidden from the opponent).")
_TAKES = translate("Log", "{fencer} takes {virtue}.")
_BONUS = translate("Log", "{fencer} gains +{amount} {virtue} for the first strike.")
_EXCHANGES = translate("Log", "{fencer} exchanges with {card}.")
_EXCHANGES_EXTENDED = translate("Log", "{fencer} exchanges with {card} against the extended Posta.")
_AVOIDS = translate("Log", "{fencer} avoids the attack with {card}, ending in {posta}.")
#: Where a parry moves the Stacks (Cut 2): a sentence for each place, each language saying the
#: place its own way ("to the left", "a la izquierda", "al centro").
_STACK_MOVES = {
    Side.LEFT.value: translate("Log", "The blades slide: {fencer}'s Stack moves to the left."),
    Side.MIDDLE.value: translate("Log", "The blades slide: {fencer}'s Stack moves to the middle."),
    Side.RIGHT.value: translate("Log", "The blades slide: {fencer}'s Stack moves to the right."),
}
#: A push told to one reader (the other fencer being the computer or far away), in the
#: reader's own left and right: a parry's Stacks end on one side of the table, the parrier's
#: Stack on its owner's side and the other's, seen from across, on the other name.
_MY_PARRY_PUSHES = {
    Side.LEFT.value: translate(
        "Log", "The blades slide to your left: your Stack moves, and pushes {opponent}'s along."
    ),
    Side.RIGHT.value: translate(
        "Log", "The blades slide to your right: your Stack moves, and pushes {opponent}'s along."
    ),
}
_MY_PARRY_ALONE = {
    Side.LEFT.value: translate(
        "Log", "The blades slide to your left: your Stack moves; {opponent}'s stays where it is."
    ),
    Side.RIGHT.value: translate(
        "Log", "The blades slide to your right: your Stack moves; {opponent}'s stays where it is."
    ),
}
_THEIR_PARRY_PUSHES = {
    Side.LEFT.value: translate(
        "Log", "The blades slide to your left: {fencer}'s Stack moves, and pushes yours along."
    ),
    Side.RIGHT.value: translate(
        "Log", "The blades slide to your right: {fencer}'s Stack moves, and pushes yours along."
    ),
}
_THEIR_PARRY_ALONE = {
    Side.LEFT.value: translate(
        "Log", "The blades slide to your left: {fencer}'s Stack moves; yours stays where it is."
    ),
    Side.RIGHT.value: translate(
        "Log", "The blades slide to your right: {fencer}'s Stack moves; yours stays where it is."
    ),
}
#: A push told to both fencers at once (hot-seat, a replay): each Stack's side is its owner's.
_BOTH_PUSHED = {
    Side.LEFT.value: translate(
        "Log",
        "The blades slide: {fencer}'s Stack moves to {fencer}'s left, and pushes "
        "{opponent}'s Stack to {opponent}'s right.",
    ),
    Side.RIGHT.value: translate(
        "Log",
        "The blades slide: {fencer}'s Stack moves to {fencer}'s right, and pushes "
        "{opponent}'s Stack to {opponent}'s left.",
    ),
}
_ONE_MOVES = {
    Side.LEFT.value: translate(
        "Log",
        "The blades slide: {fencer}'s Stack moves to {fencer}'s left; "
        "{opponent}'s stays where it is.",
    ),
    Side.RIGHT.value: translate(
        "Log",
        "The blades slide: {fencer}'s Stack moves to {fencer}'s right; "
        "{opponent}'s stays where it is.",
    ),
}
_EITHER_SIDE = translate("Log", "The Stretto Side card allows remedies on either side.")
_SIDE_TURNED = {
    StrettoSlot.INSIDE.value: translate(
        "Log", "{fencer} turns the Stretto Side card: Inside remedies only."
    ),
    StrettoSlot.OUTSIDE.value: translate(
        "Log", "{fencer} turns the Stretto Side card: Outside remedies only."
    ),
}
_COUNTERS = PHRASES[ActionKind.COUNTER_REMEDY].does
_COUNTERS_PERFECT = translate("Log", "{fencer} counters with {card}: a perfect counter!")
_DRAW = translate("Log", "{fencer} could not attack: draw number {number}.")
_NO_STRIKE_LEFT = translate("Log", "the opponent has no strike left")
_POINT = translate("Log", "{fencer} scores a point: {reason}.")
#: An event the commentary has no words for: its notation (tests/trust fail first).
NOTATION = translate("Log", "({event})")

#: Events that are a move told in the move's own words (``narrator.describe``: one sentence for
#: both, one translation).
_AS_THE_MOVE: dict[EventKind, Phrase] = {
    EventKind.POSTA_CHANGED: PHRASES[ActionKind.CHANGE_POSTA],
    EventKind.SKILL: PHRASES[ActionKind.PLAY_SKILL],
    EventKind.ATTACK: PHRASES[ActionKind.ATTACK],
    EventKind.BEAT: PHRASES[ActionKind.BEAT],
    EventKind.PARRY: PHRASES[ActionKind.PARRY],
    EventKind.COUNTERATTACK: PHRASES[ActionKind.COUNTERATTACK],
    EventKind.BREAK: PHRASES[ActionKind.BREAK],
    EventKind.DEFEND: PHRASES[ActionKind.DEFEND],
    EventKind.REMEDY: PHRASES[ActionKind.REMEDY],
    EventKind.WAIT: PHRASES[ActionKind.WAIT],
    EventKind.PASS: phrase_for(ActionKind.PASS, Phase.OPENING),
}
_AUDATIA_ENTRY = translate("Log", "{fencer} makes an Audatia Entry with {card}.")
_ARRANGES = translate("Log", "{fencer} lays {card} face down in the row.")
_ROW_REVEAL = translate("Log", "{fencer} turns up {card} from the row.")

#: Events told in one sentence of their fencer and card.
_SIMPLE: dict[EventKind, Sentence] = {
    **{kind: phrase.does for kind, phrase in _AS_THE_MOVE.items()},
    EventKind.SALUTE: translate("Log", "{fencer} salutes."),
    EventKind.POSTA_SHOWN: translate("Log", "{fencer} is shown the opponent's Posta: {card}."),
    EventKind.REVEAL: translate("Log", "{fencer} stands in {card}."),
    EventKind.SKILL_CANCELLED: translate("Log", "{card} is cancelled."),
    EventKind.SKILL_RESOLVED: translate("Log", "{card} takes effect."),
    EventKind.FEINT: translate("Log", "{fencer} feints with {card}: a new strike follows."),
    EventKind.AUDATIA_ENTRY: _AUDATIA_ENTRY,
    EventKind.BREAK_OFF: translate("Log", "The fencers break off and return Out of Measure."),
    EventKind.ARRANGE: _ARRANGES,
    EventKind.ROW_REVEAL: _ROW_REVEAL,
}

#: Sentences that name their card with its indefinite article ("attacks with a Mandritto"):
#: the form of the article is the language's and the deck's (``messages.CardName``).
_WITH_ARTICLE = frozenset(
    {
        *(phrase.does for phrase in _AS_THE_MOVE.values() if phrase.article),
        _AUDATIA_ENTRY,
        _ARRANGES,
        _ROW_REVEAL,
        _EXCHANGES,
        _EXCHANGES_EXTENDED,
    }
)
