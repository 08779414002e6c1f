"""The computer standing in for a person who left a hosted table (issue 32, "Dropped links":
after the timeout the other player may hand the seat to the computer).

A stand-in is one more client of the table, on a thread of its own: it joins with the away
seat's own invite and plays that seat with the game's computer player until the game ends.
It needs nothing new of the table: the table's rule that a newer connection for a seat replaces
the older one is what hands the seat back, since the person's window, still retrying, takes it
the moment it returns, and the stand-in, told it was replaced, stops. Like any seat's client it
sees that seat's view alone, so the computer plays as fairly as at a table on one screen.
"""

from __future__ import annotations

import asyncio
import logging
import random
import threading
from typing import Final

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.net.client import LINK_DROPPED, ProtocolError, TableClient, TableRefused
from audatia_qt.net.invite import Invite

_LOG = logging.getLogger(__name__)
#: How long ``close`` waits for the stand-in's thread.
_THREAD_SECONDS: Final = 10.0


class StandIn:
    """The computer playing ``invite``'s seat with ``bot_name`` (one of ``entry.bot_names``)
    from ``start`` until the game ends, its person returns, or ``close``."""

    def __init__(self, entry: GameEntry, invite: Invite, bot_name: str, seed: int) -> None:
        if bot_name not in entry.bot_names:
            raise ValueError(f"{entry.id} has no computer player called {bot_name!r}")
        self._entry = entry
        self._invite = invite
        self._bot_name = bot_name
        self._seed = seed
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._client: TableClient | None = None
        self._stopped = threading.Event()

    @property
    def playing(self) -> bool:
        """The computer holds the seat now (started, and not replaced, ended or closed)."""
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        if self._thread is not None:
            raise RuntimeError("a stand-in starts once")
        self._thread = threading.Thread(target=self._run, name="stand-in", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Stop playing and leave the table (the seat is free again). Idempotent."""
        self._stopped.set()
        loop, client = self._loop, self._client
        if loop is not None and client is not None:
            closing = client.close()
            try:
                asyncio.run_coroutine_threadsafe(closing, loop)
            except RuntimeError:  # the loop has ended already, and the client with it
                closing.close()
        if self._thread is not None:
            self._thread.join(_THREAD_SECONDS)

    def _run(self) -> None:
        asyncio.run(self._play())

    async def _play(self) -> None:
        invite = self._invite
        client = TableClient(self._entry, invite.address, invite.token)
        self._loop = asyncio.get_running_loop()
        self._client = client
        if self._stopped.is_set():
            return
        bot = self._entry.make_bot(self._bot_name)
        try:
            await client.connect()
            await client.play(bot, random.Random(self._seed))
        except LINK_DROPPED:
            # The person came back (their connection replaced this one), the table went, or
            # ``close``: the seat is no longer the computer's either way.
            pass
        except (TableRefused, ProtocolError) as error:
            _LOG.warning("the computer could not stand in for seat: %s", error)
        finally:
            await client.close()
