"""A deck's gauntlet: the deck against each bundled deck, the computer playing both sides, to
measure whether it is fair (``audatia gauntlet``, the deck builder's Gauntlet dialog).

Each pairing plays ``games`` deals with the arena's ``play_game`` (the same bot name on both
sides). Deal ``k`` is arena game ``2k``, seeded ``seed + k``: ``seeded_config`` moves the
challenger every seed and the decks' seats every two, so any four deals give each deck both
seats and both roles. (The arena's odd games replay a deal with the bots swapped; with one bot
on both sides that would only repeat a deal, so the gauntlet plays each deal once.)

A deck's results are told by its seat (``GameResult.first_deck_seat``), never by its id: a deck
under test made from a bundled one may keep that deck's id. Results are split by the deck's
role in the first bout (challenger or respondent) and by opponent, each with its 95% Wilson
interval. The bundled decks' own figures against each other are measured the same way, with
the same seeds, so the two can be read side by side.

Games are played pairing by pairing in turn (deal 0 of every pairing, then deal 1...), so a run
cancelled half way still has figures for every opponent. Cancellation is asked between games
and before each decision (a Normal game lasts seconds, a decision a fraction of one): a game cut
short is not counted, and the report says how many were played.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from audatia_qt.engine.messages import Message, Number, translate
from audatia_qt.engine.safe_io import printable
from audatia_qt.engine.search.measure import wilson
from audatia_qt.games.audatia.policy.arena import GameResult, play_game
from audatia_qt.games.audatia.policy.factory import AudatiaBot, make_bot
from audatia_qt.games.audatia.rules import Action, PlayerView
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.deck_rules import deck_problems

#: The computer on both sides: the Provost, a searching player, whose games show what a
#: deck does against good play (a new game's opponent, ``ai.factory.DEFAULT_BOT``, is weaker).
DEFAULT_BOT = "ismcts:normal"
#: Deals per pairing by default: a multiple of four (each deck in each seat and role).
DEFAULT_GAMES = 20
#: How much of a deck's name a line shows (names are at most 60 characters in a deck file).
_NAME_LIMIT = 60
#: How long a refusal's line may be.
_LINE_LIMIT = 300


class DeckRefused(ValueError):
    """A deck the gauntlet will not play: ``message`` names its first problem in one line, for
    the UI to render in the player's language (a plain string is one said already); ``str()``
    is its English, short and printable."""

    def __init__(self, message: Message | str) -> None:
        english = message.english() if isinstance(message, Message) else message
        super().__init__(printable(english, _LINE_LIMIT))
        self.message = message


#: ``{place}`` is the problem's place in the deck, in the deck file's own field names.
_CANNOT_BE_PLAYED = translate("Gauntlet", "{deck} cannot be played: {place}: {problem}")


def deck_refusal(deck: DeckDef) -> Message | None:
    """Why ``deck`` cannot enter a gauntlet (its first broken deck rule), or None."""
    problem = next(iter(deck_problems(deck)), None)
    if problem is None:
        return None
    place = problem.part if problem.index is None else f"{problem.part}[{problem.index}]"
    if problem.field is not None:
        place += f".{problem.field}"
    return _CANNOT_BE_PLAYED.say(deck=shown_name(deck), place=place, problem=problem.message)


def shown_name(deck: DeckDef) -> str:
    """A deck's name as the report shows it: short and printable (it comes from a file)."""
    return printable(deck.name or deck.id, _NAME_LIMIT)


@dataclass(frozen=True)
class Tally:
    """Games won out of games played, with the 95% Wilson interval of the win rate."""

    wins: int = 0
    games: int = 0

    def __add__(self, other: Tally) -> Tally:
        return Tally(self.wins + other.wins, self.games + other.games)

    @property
    def rate(self) -> float:
        """The share of games won (0 before any game)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the win rate."""
        return wilson(self.wins, self.games)

    def message(self) -> Message:
        """``55.0% [43.2%, 66.3%] of 20``, or ``no games``."""
        if not self.games:
            return translate("Gauntlet", "no games").say()
        low, high = self.interval
        return translate("Gauntlet", "{rate}% [{low}%, {high}%] of {games}").say(
            rate=Number(100 * self.rate, 1),
            low=Number(100 * low, 1),
            high=Number(100 * high, 1),
            games=self.games,
        )

    def text(self) -> str:
        """``message()`` in English."""
        return self.message().english()


@dataclass(frozen=True)
class Record:
    """One deck's results against one opponent (or against several, summed)."""

    deck: str
    opponent: str
    challenger: Tally = Tally()
    """Games where the deck was the first bout's challenger."""
    respondent: Tally = Tally()

    @property
    def overall(self) -> Tally:
        """Both roles together."""
        return self.challenger + self.respondent

    def __add__(self, other: Record) -> Record:
        return Record(
            self.deck,
            self.opponent,
            self.challenger + other.challenger,
            self.respondent + other.respondent,
        )

    def counted(self, result: GameResult, first: bool) -> Record:
        """This record with one more game, the deck being the pairing's first deck or not."""
        seat = result.first_deck_seat if first else result.first_deck_seat.other
        won = Tally(int(result.winner is seat), 1)
        if result.challenger is seat:
            return Record(self.deck, self.opponent, self.challenger + won, self.respondent)
        return Record(self.deck, self.opponent, self.challenger, self.respondent + won)


@dataclass
class GauntletReport:
    """What a gauntlet measured; complete, or as far as it got before it was cancelled."""

    deck: str
    """The tested deck's name; empty when only the bundled decks played each other."""
    bot: str
    seed: int
    games: int
    """Deals asked for in each pairing."""
    opponents: tuple[str, ...]
    records: list[Record]
    """The deck against each opponent, in the opponents' order."""
    reference: list[Record]
    """Each bundled deck against each other bundled deck (both ways round)."""
    opponent_indexes: list[tuple[int, int]] = field(default_factory=list)
    """For each reference record: (its deck's index, its opponent's index) among opponents."""
    played: int = 0
    total: int = 0
    cancelled: bool = False
    seconds: float = 0.0

    @property
    def overall(self) -> Record:
        """The deck against all opponents together."""
        summed = Record(self.deck, "all opponents")
        for record in self.records:
            summed += record
        return summed

    def bundled_against(self, index: int) -> Record:
        """The other bundled decks against opponent ``index``: the figure to read beside the
        deck's own against that opponent."""
        chosen = [
            record
            for record, (_deck, opponent) in zip(self.reference, self.opponent_indexes, strict=True)
            if opponent == index
        ]
        # One deck is named (the two-deck case); more are "the bundled decks".
        name = chosen[0].deck if len(chosen) == 1 else "the bundled decks"
        summed = Record(name, self.opponents[index])
        for record in chosen:
            summed += record
        return summed

    def messages(self) -> list[Message]:
        """The report as ``audatia gauntlet`` prints it, a line each (rendered by the command
        line in its language)."""
        if self.cancelled:
            state = translate("Gauntlet", "cancelled after {played} of %n games", None, 0).say(
                self.total, played=self.played
            )
        else:
            state = translate("Gauntlet", "%n games", None, 0).say(self.played)
        deck: Message | str = self.deck or translate("Gauntlet", "the bundled decks").say()
        lines = [
            translate(
                "Gauntlet",
                "gauntlet: {deck}, {bot} on both sides, %n deals per pairing, seed {seed}, "
                "{state}, {seconds} s",
                None,
                0,
            ).say(
                self.games,
                deck=deck,
                bot=self.bot,
                seed=self.seed,
                state=state,
                seconds=Number(self.seconds),
            ),
            translate(
                "Gauntlet",
                "win rates with 95% Wilson intervals: overall / as challenger / as respondent",
            ).say(),
        ]

        def row(record: Record, opponent: Message | str) -> Message:
            return translate(
                "Gauntlet", "  {deck} vs {opponent}: {overall} / {challenger} / {respondent}"
            ).say(
                deck=record.deck,
                opponent=opponent,
                overall=record.overall.message(),
                challenger=record.challenger.message(),
                respondent=record.respondent.message(),
            )

        if self.deck:
            lines.append(translate("Gauntlet", "{deck} (the deck tested):").say(deck=self.deck))
            for index, record in enumerate(self.records):
                lines.append(row(record, record.opponent))
                if self.reference:
                    beside = self.bundled_against(index)
                    # One deck is named (the two-deck case); more are "the bundled decks".
                    others: Message | str = (
                        beside.deck
                        if len(self.opponents) <= 2
                        else translate("Gauntlet", "the bundled decks").say()
                    )
                    lines.append(
                        translate("Gauntlet", "    ({deck} vs {opponent}: {overall})").say(
                            deck=others, opponent=record.opponent, overall=beside.overall.message()
                        )
                    )
            lines.append(row(self.overall, translate("Gauntlet", "all opponents").say()))
        if self.reference:
            lines.append(translate("Gauntlet", "bundled decks against each other:").say())
            lines.extend(row(record, record.opponent) for record in self.reference)
        return lines


class _Abandoned(Exception):
    """A game cut short because the gauntlet was cancelled."""


class _Watched:
    """A bot that gives up the game when the gauntlet is cancelled, before it decides (its
    generator untouched, so a run that is not cancelled plays exactly as without it)."""

    def __init__(self, bot: AudatiaBot, cancelled: Callable[[], bool]) -> None:
        self.bot = bot
        self.cancelled = cancelled

    @property
    def name(self) -> str:
        return self.bot.name

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if self.cancelled():
            raise _Abandoned
        return self.bot.choose(view, legal, rng)


@dataclass(frozen=True)
class _Pairing:
    decks: tuple[DeckDef, DeckDef]
    first: int | None
    """Index of the first deck among the opponents; None for the deck under test."""
    second: int


def run_gauntlet(
    deck: DeckDef | None,
    opponents: Sequence[DeckDef],
    games: int = DEFAULT_GAMES,
    seed: int = 0,
    *,
    bot: str = DEFAULT_BOT,
    reference: bool = True,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    variant: Variant = Variant.STANDARD,
    factory: Callable[[str], AudatiaBot] = make_bot,
) -> GauntletReport:
    """Play ``deck`` against each of ``opponents`` (the bundled decks), ``games`` deals each,
    ``bot`` on both sides; with ``reference``, the opponents against each other too. Without a
    deck, only the opponents against each other (the bundled decks' own figures).

    ``progress(played, total)`` follows every game; ``cancelled()`` is asked before each game
    and each decision, and ends the run when true (the game it cuts short is not counted).
    Raises DeckRefused, naming the first problem in one line, for a deck that breaks the deck
    rules. Deterministic for a seed under iteration budgets (the Normal level also stops at a
    time cap, reached only on a badly overloaded machine).
    """
    if games < 1:
        raise ValueError(f"a gauntlet needs at least one game per pairing, got {games}")
    for candidate in (*([] if deck is None else [deck]), *opponents):
        reason = deck_refusal(candidate)
        if reason is not None:
            raise DeckRefused(reason)
    factory(bot)  # an unknown name fails here, before any game
    names = tuple(shown_name(opponent) for opponent in opponents)
    pairings = (
        []
        if deck is None
        else [_Pairing((deck, opponent), None, index) for index, opponent in enumerate(opponents)]
    )
    if reference or deck is None:
        pairings += [
            _Pairing((opponents[i], opponents[j]), i, j)
            for i in range(len(opponents))
            for j in range(i + 1, len(opponents))
        ]
    tested = "" if deck is None else shown_name(deck)
    records = [] if deck is None else [Record(tested, name) for name in names]
    # Both ways round: the first deck of a reference pairing against the second, and back.
    reference_records: dict[tuple[int, int], Record] = {}
    for pairing in pairings:
        if pairing.first is not None:
            first, second = pairing.first, pairing.second
            reference_records[first, second] = Record(names[first], names[second])
            reference_records[second, first] = Record(names[second], names[first])
    total = games * len(pairings)
    played = 0
    stopped = False
    is_cancelled = cancelled or (lambda: False)

    def watched(name: str) -> AudatiaBot:
        return _Watched(factory(name), is_cancelled)

    start = time.perf_counter()
    for deal in range(games):
        for pairing in pairings:
            try:
                if is_cancelled():
                    raise _Abandoned
                result = play_game(
                    bot, bot, pairing.decks, seed, 2 * deal, variant=variant, factory=watched
                )
            except _Abandoned:
                stopped = True
                break
            if pairing.first is None:
                records[pairing.second] = records[pairing.second].counted(result, True)
            else:
                key = (pairing.first, pairing.second)
                back = (pairing.second, pairing.first)
                reference_records[key] = reference_records[key].counted(result, True)
                reference_records[back] = reference_records[back].counted(result, False)
            played += 1
            if progress is not None:
                progress(played, total)
        if stopped:
            break
    ordered = sorted(reference_records)
    return GauntletReport(
        deck=tested,
        bot=bot,
        seed=seed,
        games=games,
        opponents=names,
        records=records,
        reference=[reference_records[key] for key in ordered],
        opponent_indexes=ordered,
        played=played,
        total=total,
        cancelled=stopped,
        seconds=time.perf_counter() - start,
    )
