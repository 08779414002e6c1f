"""What the app-side network tests share: a hosted table of any game over loopback, and a
seat played through a ``TableLink`` by a computer from the GUI thread, as a window would."""

from __future__ import annotations

import asyncio
import contextlib
import random
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.net.client import Seen, TableRefused
from audatia_qt.net.invite import Invite
from audatia_qt.shell.network.hosting import HostedTable
from audatia_qt.shell.network.link import TableLink
from tests.net.proxy import FaultProxy
from tests.net.tables import UNLIMITED, config_of, weakest_bot

#: A link retries at once in the tests: a restarted host is back within milliseconds.
RETRY = 0.05


class Player:
    """One seat of a table played by the game's weakest computer player on the GUI thread.

    It moves once on each snapshot where its seat is to move and not again at that snapshot's
    number (a window greys its board while a move is on its way), and it records every signal
    its link gives, in order, as ``said``.
    """

    def __init__(self, link: TableLink, entry: GameEntry, seed: int) -> None:
        self.link = link
        self.bot = weakest_bot(entry)
        self.rng = random.Random(seed)
        self.playing = True
        self.moved_at: list[int] = []
        self.said: list[str] = []
        self.refusals: list[TableRefused] = []
        self.endings: list[Any] = []
        link.seen.connect(self._seen)
        link.refused.connect(self._refused)
        link.lost.connect(lambda: self.said.append("lost"))
        link.restored.connect(lambda: self.said.append("restored"))
        link.ended.connect(self._ended)

    @property
    def over(self) -> bool:
        latest = self.link.latest
        return latest is not None and latest.over

    def move(self) -> None:
        """Move now if the seat is to move at a snapshot it has not moved at."""
        seen = self.link.latest
        if seen is None or seen.over or seen.to_move != self.link.seat or not seen.legal:
            return
        if self.moved_at and self.moved_at[-1] == seen.seq:
            return
        self.moved_at.append(seen.seq)
        self.link.act(self.bot.choose(seen.view, seen.legal, self.rng))

    def _seen(self, seen: Seen) -> None:
        self.said.append("full" if seen.full else "seen")
        if self.playing:
            self.move()

    def _refused(self, refusal: TableRefused) -> None:
        self.said.append("refused")
        self.refusals.append(refusal)

    def _ended(self, message: Any) -> None:
        self.said.append("ended")
        self.endings.append(message)


class Tables:
    """Makes hosted tables and links, and closes every one at the test's end (links first)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.hosted: list[HostedTable] = []
        self.links: list[TableLink] = []

    def host(self, entry: GameEntry, seed: int, name: str = "table") -> HostedTable:
        config = config_of(entry, seed)
        hosted = HostedTable(
            entry, config, folder=self.folder / name, lan=False, chance_seed=seed, limits=UNLIMITED
        )
        return self.started(hosted)

    def started(self, hosted: HostedTable) -> HostedTable:
        self.hosted.append(hosted)
        hosted.start()
        return hosted

    def link(self, entry: GameEntry, invite: Invite, **options: Any) -> TableLink:
        options.setdefault("retry_seconds", RETRY)
        link = TableLink(entry, invite, **options)
        self.links.append(link)
        return link

    def players(
        self, entry: GameEntry, invites: Mapping[int, Invite], seed: int = 0
    ) -> list[Player]:
        """A started link and its player for each person's invite, in seat order."""
        players = [
            Player(self.link(entry, invite), entry, seed * 10 + seat)
            for seat, invite in sorted(invites.items())
        ]
        for player in players:
            player.link.start()
        return players

    def close(self) -> None:
        for link in self.links:
            link.close()
        for hosted in self.hosted:
            hosted.close()


@contextlib.contextmanager
def threaded_proxy(port: int) -> Iterator[FaultProxy]:
    """The fault proxy to ``port``, on an event loop of its own thread (the GUI thread's is
    Qt's)."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="fault-proxy", daemon=True)
    thread.start()
    proxy = FaultProxy(port)
    try:
        asyncio.run_coroutine_threadsafe(proxy.start(), loop).result(10)
        yield proxy
    finally:
        asyncio.run_coroutine_threadsafe(proxy.stop(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()
