"""THE LEAK TEST (issue 32): every frame a table sends to a seat, over seeded games of every
game and mode, is checked against what that seat may know.

Every frame each seat's client receives is recorded as it came (the client's ``tap``): the
welcome and the first, full snapshot, every snapshot after a move, a reconnect mid-game
(another welcome and full snapshot, the whole game's events in it), who is away as it changes,
a line of chat from every seat, and an undo offered and accepted (the full snapshot of the
game taken back, checked against that game's plies). Then, frame by frame:

- the welcome's config is the public one (the deal's seed withheld) and its chance seed 0;
- a snapshot reads back (strictly: no field the codec does not write) into exactly that seat's
  view of the game at the snapshot's number (``Game.observe``), the events of the plies it
  covers as that seat may read them (``Game.redact``), and its legal actions only when it is
  to move: the frame holds what those hold and nothing more;
- no card hidden from the seat, as the trust matrix decides it (``tests/trust``: Audatia's
  ``oracle.hidden_from``, Swordplay's ``swordplay_table.hidden_from``, Ready...Fence!'s
  ``ready_fence_table.Knowledge``), is placed by the view, carried by an event (checked
  against what was hidden right after that event's ply), or named in the frame's text (the
  games are dealt from the trust matrix's tagged decks, so a name or id names one card);
- the news between the seats (who is away, an offer, its answer, a line of chat) is exactly
  those messages, and its text names no hidden card either.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import pytest

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.session.match import Match
from audatia_qt.engine.session.saves import loads_game
from audatia_qt.engine.wire import ViewCodec
from audatia_qt.games.audatia.rules import PlayerView, Seat
from audatia_qt.games.audatia.rules.sudden_death import seen_row
from audatia_qt.games.ready_fence.decks.bundled import default_card_set as fence_cards
from audatia_qt.games.ready_fence.rules.views import seen_cards as fence_seen
from audatia_qt.games.swordplay.decks.bundled import default_card_set as arena_cards
from audatia_qt.games.swordplay.rules.views import seen_cards as arena_seen
from audatia_qt.net.client import TableClient
from audatia_qt.net.messages import (
    Answered,
    Offered,
    OfferKind,
    Presence,
    Said,
    Snapshot,
    Welcome,
    read_server,
)
from audatia_qt.net.server import TableServer
from audatia_qt.net.table import Table
from tests.net.tables import (
    CATALOGUE,
    ENTRIES,
    UNLIMITED,
    audatia_config,
    bundled_decks,
    config_of,
    ready_fence_config,
    run,
    swordplay_config,
)
from tests.trust import ready_fence_table, swordplay_table
from tests.trust.oracle import Oracle, hidden_from, tag_decks

#: Seeded games per game in the default run (every ruleset or mode at least once); the slow
#: run plays ``SLOW_GAMES``.
GAMES = 4
SLOW_GAMES = 40
#: Moves played before a seat's link is dropped and it comes back.
RECONNECT_AT = 5
#: Moves played before the last decision's seat offers an undo and the next seat accepts.
UNDO_AT = 3
#: Moves played before every seat says its line of chat.
CHAT_AT = 2
#: What each seat says.
CHAT_LINE = "well played, seat {seat}"
#: The games whose saves (so the welcome's config) name their card set by id.
DECK_BY_ID = frozenset({"swordplay", "ready_fence"})


@dataclass(frozen=True)
class Secrets:
    """What one game hides, as the trust matrix says it, for a leak check."""

    hidden: Callable[[Match, int], list[frozenset[int]]]
    """Per seat: the cards hidden from it after each ply (index 0: the deal)."""
    view_cards: Callable[[Any], frozenset[int]]
    event_cards: Callable[[Any], frozenset[int]]
    named: Callable[[Any, str], frozenset[int]]
    """The cards a frame's text names, for the game's config (tagged decks)."""
    told: Callable[[tuple[Any, ...]], frozenset[int]]
    """The cards a ply's events lay face up for everyone, as the trust matrix counts them: a
    discard the same ply's draw shuffles back into the deck was still seen by all."""


def _states(match: Match) -> list[Any]:
    return [match.start, *(ply.state for ply in match.plies)]


def _audatia_hidden(match: Match, seat: int) -> list[frozenset[int]]:
    return [hidden_from(state, Seat(seat)) for state in _states(match)]


def _arena_hidden(match: Match, seat: int) -> list[frozenset[int]]:
    return [swordplay_table.hidden_from(state, (seat,)) for state in _states(match)]


def _fence_hidden(match: Match, seat: int) -> list[frozenset[int]]:
    knowledge = ready_fence_table.Knowledge(seat, set())
    knowledge.follow(match.start, ())
    hidden = [knowledge.hidden(match.start)]
    for ply in match.plies:
        knowledge.follow(ply.state, ply.events)
        hidden.append(knowledge.hidden(ply.state))
    return hidden


def _audatia_placed(view: PlayerView) -> frozenset[int]:
    """The cards Audatia's view places exactly (the trust harness's ``view_cards`` without a
    Posta pile that hides the secret Posta among its candidates: that pile places no card)."""
    cards: set[int] = set()
    for seat, seen in zip(Seat, view.seats, strict=True):
        for zone in (seen.hand, seen.facedown, seen_row(view, seat).cards, seen.discard):
            cards |= set(zone or ())
        cards |= set(seen.stack)
        if not seen.posta_hidden:
            cards |= set(seen.posta_pile)
        if seen.posta is not None:
            cards.add(seen.posta)
    return frozenset(cards)


def _cards(*values: int | None) -> frozenset[int]:
    return frozenset(value for value in values if value is not None)


SECRETS: dict[str, Secrets] = {
    "audatia": Secrets(
        _audatia_hidden,
        _audatia_placed,
        lambda event: _cards(event.card),
        lambda config, text: Oracle(config).named(text),
        lambda events: frozenset(),  # Audatia never shuffles a card seen back out of sight
    ),
    "swordplay": Secrets(
        _arena_hidden,
        lambda view: frozenset(arena_seen(view)),
        lambda event: _cards(event.card),
        lambda config, text: swordplay_table.named(text, len(config.cards.combat)),
        swordplay_table.told_to_all,
    ),
    "ready_fence": Secrets(
        _fence_hidden,
        lambda view: frozenset(fence_seen(view)),
        lambda event: _cards(event.card, event.bonus),
        lambda config, text: ready_fence_table.named(text, len(config.cards.cards)),
        lambda events: frozenset(
            card for e in events if not e.hidden for card in _cards(e.card, e.bonus)
        ),
    ),
}


def tagged_config(entry: GameEntry, seed: int) -> Any:
    """The game of ``seed`` dealt from the trust matrix's tagged decks."""
    if entry.id == "audatia":
        return audatia_config(seed, tag_decks(bundled_decks()))
    if entry.id == "swordplay":
        return swordplay_config(seed, swordplay_table.tag_card_set(arena_cards()))
    if entry.id == "ready_fence":
        return ready_fence_config(seed, ready_fence_table.tag_card_set(fence_cards()))
    return config_of(entry, seed)  # the toy game: no deck to tag


@dataclass
class Recorded:
    """Every frame one seat received, by connection, each with the line of play it was sent
    in (an index into ``Game.matches``: an undo starts a new one)."""

    connections: list[list[tuple[int, str | bytes]]] = field(default_factory=list)


@dataclass
class Game:
    """A recorded game: its table, its lines of play (the match before each undo, then the
    last), each seat's frames and how many moves were made."""

    table: Table
    matches: list[Match]
    recorded: dict[int, Recorded]
    """Each person's seat's frames (a seat the rules play has no connection)."""
    moves: int
    undone: bool


async def _news(client: TableClient, kind: type[Any]) -> None:
    """Read ``client``'s messages until one of ``kind``."""
    while not isinstance(await client.receive(), kind):
        pass


async def record_game(entry: GameEntry, config: Any, seed: int) -> Game:
    """Play a seeded random game through a server, recording every frame each seat gets;
    after ``CHAT_AT`` moves every seat says a line; after ``UNDO_AT`` the last decision's
    seat offers an undo and the next person's seat accepts it (not at a table of one person:
    solo Swordplay, whose monster's seat the rules play); person ``seed % people`` drops its
    link after ``RECONNECT_AT`` moves and comes back."""
    table, tokens = Table.new(entry, config, directory=None, chance_seed=seed)
    people = table.people
    assert sorted(tokens) == list(people)
    recorded = {seat: Recorded() for seat in people}
    matches = [table.match]
    rng = random.Random(seed)

    def client(seat: int) -> TableClient:
        frames: list[tuple[int, str | bytes]] = []
        recorded[seat].connections.append(frames)
        return TableClient(
            entry,
            server.address,
            tokens[seat],
            tap=lambda frame: frames.append((len(matches) - 1, frame)),
        )

    async with TableServer(table, limits=UNLIMITED) as server:
        clients = {seat: client(seat) for seat in people}
        for each in clients.values():
            await each.connect()
        dropper = people[seed % len(people)]
        moves = 0
        undone = False
        while not table.over:
            if moves == RECONNECT_AT:
                await clients[dropper].close()
                clients[dropper] = client(dropper)
                await clients[dropper].connect()
            if moves == CHAT_AT:
                for each in clients.values():
                    await each.chat(CHAT_LINE.format(seat=each.seat))
                    for reader in clients.values():
                        await _news(reader, Said)
            if moves == UNDO_AT and not undone and len(people) > 1:
                offerer = int(next(p.seat for p in reversed(table.match.plies) if p.seat >= 0))
                await clients[offerer].offer(OfferKind.UNDO)
                for each in clients.values():
                    await _news(each, Offered)
                answerer = people[(people.index(offerer) + 1) % len(people)]
                await clients[answerer].answer(OfferKind.UNDO, True)
                for each in clients.values():
                    await _news(each, Answered)
                matches.append(table.match)  # the frames from here are of the new line
                for each in clients.values():
                    assert (await each.next()).full
                undone = True
            to_move = clients[dropper].latest.to_move
            assert to_move is not None
            mover = clients[to_move]
            await mover.act(rng.choice(mover.latest.legal))
            for each in clients.values():
                await each.next()
            moves += 1
        for each in clients.values():
            await each.close()
    matches[-1] = table.match
    return Game(table, matches, recorded, moves, undone)


def check_seat(entry: GameEntry, played: Game, seat: int) -> int:
    """Check every frame ``seat`` received; returns how many."""
    wire: ViewCodec = entry.wire  # type: ignore[assignment]
    game = entry.game
    real = played.table.match.setup.config
    public = wire.public_config(real)
    secrets = SECRETS.get(entry.id)
    lines = [
        (match.plies, secrets.hidden(match, seat) if secrets else None) for match in played.matches
    ]
    count = 0
    for frames in played.recorded[seat].connections:
        told: int | None = None
        line = 0
        for number, (epoch, frame) in enumerate(frames):
            count += 1
            message = read_server(frame)
            if isinstance(message, Presence | Said | Offered | Answered):
                assert all(each.seat in played.table.people for each in _seats(message))
                hidden_now = lines[line][1]
                if secrets is not None and hidden_now is not None:
                    secret = hidden_now[told or 0]
                    assert not secrets.named(real, str(frame)) & secret, (entry.id, seat, frame)
                continue
            if number == 0:
                assert isinstance(message, Welcome) and message.seat == seat
                loaded = loads_game(json.dumps(message.table), CATALOGUE)
                told_config = loaded.setup.config
                if entry.id in DECK_BY_ID:
                    # Its saves name the bundled deck, which reads back untagged.
                    told_config = replace(told_config, cards=public.cards)
                assert told_config == public
                assert loaded.setup.chance_seed == 0
                assert loaded.actions == ()
                continue
            assert isinstance(message, Snapshot), message
            if epoch != line:  # an undo: the game taken back is told whole
                told, line = None, epoch
            assert message.full == (told is None)
            plies, hidden = lines[epoch]
            match = played.matches[epoch]
            state = plies[message.seq - 1].state if message.seq else match.start
            view = wire.read_view(public, message.view)
            assert view == game.observe(state, seat)
            first = 0 if told is None else told
            events = wire.read_events(public, message.events)
            covered = plies[first : message.seq]
            assert events == game.redact([e for ply in covered for e in ply.events], seat)
            to_move = game.to_move(state)
            legal = [wire.write_action(public, a) for a in game.legal_actions(state)]
            assert message.to_move == (None if to_move is None else int(to_move))
            assert message.legal == (legal if to_move == seat else [])
            if secrets is not None and hidden is not None:
                secret = hidden[message.seq]
                assert not secrets.view_cards(view) & secret, (entry.id, seat, message.seq)
                assert not secrets.named(real, str(frame)) & secret, (entry.id, seat, frame)
                index = first
                for ply in covered:
                    index += 1
                    secret_then = hidden[index] - secrets.told(ply.events)
                    for event in game.redact(ply.events, seat):
                        leaked = secrets.event_cards(event) & secret_then
                        assert not leaked, (entry.id, seat, index, event)
            told = message.seq
    return count


def _seats(message: Presence | Said | Offered | Answered) -> tuple[Any, ...]:
    """What of ``message`` names a seat (each with a ``seat``)."""
    return tuple(message.away) if isinstance(message, Presence) else (message,)


def leak_check(entry: GameEntry, games: int) -> None:
    frames = 0
    undone = 0
    for seed in range(games):
        config = tagged_config(entry, seed)
        played = run(record_game(entry, config, seed))
        people = played.table.people
        reconnected = len(played.recorded[people[seed % len(people)]].connections) == 2
        assert reconnected == (played.moves > RECONNECT_AT)
        undone += played.undone
        for seat in people:
            frames += check_seat(entry, played, seat)
    assert frames > games * 4
    assert undone > 0


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry.id)
def test_no_frame_holds_more_than_its_seat_may_know(entry: GameEntry) -> None:
    leak_check(entry, GAMES)


@pytest.mark.slow
@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry.id)
def test_no_frame_leaks_over_many_games(entry: GameEntry) -> None:
    leak_check(entry, SLOW_GAMES)


@pytest.mark.parametrize("entry", (ENTRIES[0], ENTRIES[2]), ids=lambda entry: entry.id)
def test_the_check_sees_a_leak_when_one_is_made(
    entry: GameEntry, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check can fail: a table that sends each seat the next seat's view (its legal
    actions its own, so the game goes on) is caught, at the first snapshot."""
    original = Table.snapshot

    def leaky(self: Table, seat: int, since: int | None) -> Snapshot:
        own = original(self, seat, since)
        other = original(self, (seat + 1) % self.seats, None)
        return own.model_copy(update={"view": other.view})

    monkeypatch.setattr(Table, "snapshot", leaky)
    played = run(record_game(entry, tagged_config(entry, 0), 0))
    with pytest.raises(AssertionError):
        check_seat(entry, played, 0)
