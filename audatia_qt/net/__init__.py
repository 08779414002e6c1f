"""Network play (issue 32): a table server that knows no game, and its headless clients.

This docstring is the protocol's specification; docs/network.md is its guide.

The pieces
==========

- ``table.Table``: one match and its seats, with no network in it. It holds the match through
  the shared ``MatchOwner`` (the one writer), the seeded chance and the history; it applies a
  move only from the seat to move, only if the rules call it legal; it makes each seat's
  messages from that seat's view alone; it writes its history to a folder after every move and
  ``Table.resume`` takes the game up from there after a restart.
- ``server.TableServer``: the table behind WebSockets (the ``websockets`` library, asyncio),
  on 127.0.0.1 unless asked otherwise, with TLS (wss) when given a context.
- ``client.TableClient``: one seat's headless client (asyncio, no GUI): connects with the
  seat's secret, keeps the latest snapshot read back into the game's values, plays.
- ``messages``: the messages, pydantic models with size caps.
- A game takes part through its entry's ``wire`` (``engine.wire.ViewCodec``): how its views,
  actions and events are JSON. The network never sees a state.

Transport
=========

One WebSocket per seat; every message is one text frame holding one JSON object whose
``type`` names it. Keepalive is the library's ping/pong (``Limits.ping_seconds``): a link
that stops answering is closed, and its seat may come back. A frame over
``Limits.max_frame`` bytes (16 KiB) closes the connection with code 1009 (the library's own
refusal); every other bad frame is answered as below.

The conversation
================

::

    client                                      server
    hello {app, rules, game, token}   ->
                                      <-   welcome {seat, seats, game, table}
                                      <-   snapshot {seq, full: true, ...}
    act {seq, action, id}             ->
                                      <-   snapshot {seq, full: false, ...}   (to every seat)
    ...                               <-   refused {code, reason}             (on a bad one)

``hello`` (the first message, within ``Limits.hello_seconds``):
    ``app`` is the app's version and ``rules`` the game's rules version
    (``ViewCodec.rules``); both must equal the table's, and ``game`` its game's id, or the
    client is refused in one line saying which differs. ``token`` is the seat's secret from
    its invite: 256 random bits (``secrets.token_urlsafe``); the table keeps only its SHA-256
    digest and compares with ``hmac.compare_digest`` against every seat's. A wrong one is
    refused. A refused hello closes the connection (code 1008). A good one seats the
    connection; if the seat had a connection, the newer replaces it (the older is closed).

``welcome``:
    the client's ``seat``, the table's number of ``seats``, its ``game``, and ``table``: the
    game's public config as the game's own save of no moves (``engine.session.saves``), the
    seed of the deal withheld (``ViewCodec.public_config``), the chance seed 0, every seat
    human. The client reads its config from it as a save is read.

``snapshot`` (after the welcome, then to every connected seat after every applied move):
    ``seq`` is the table's sequence number, the number of plies the game has had (the rules'
    rolls included); ``to_move`` the seat to decide (None once over); ``view`` the seat's
    view (``ViewCodec.write_view`` of ``Game.observe``); ``legal`` its legal actions in the
    game's notation, when it is to move, else empty; ``events`` the events redacted for the
    seat (``Game.redact``): with ``full`` true (a connection's first snapshot, so also every
    reconnect) all the game's events from the deal, otherwise those since that connection's
    last snapshot; ``returns`` each seat's result once the game is over.

``act``:
    ``action`` is a move in the game's notation (``Game.format_action``), chosen from the
    snapshot numbered ``seq``; ``id`` is the client's name for this move (letters, digits,
    ``-``, ``_``; new for each move). The table checks, in order: a move whose ``id`` it has
    applied for that seat (its last 32 ids, kept on disk) is not applied again, and the seat
    is sent its snapshot (a resend after a dropped link); the game is over; the seat is not
    the one to move; ``seq`` is not the table's (the view is out of date); the text is not
    the notation; the action is not legal. Each refusal is one ``refused`` line and changes
    nothing; an applied move is written to disk, then every connected seat is sent its
    snapshot.

``refused``:
    ``code`` says why for a program (``messages.RefusalCode``: ``no-hello``, ``malformed``,
    ``game``, ``app-version``, ``rules-version``, ``token``, ``seated``, ``over``, ``turn``,
    ``stale``, ``notation``, ``illegal``, ``rate``, ``failed``), so an app shows its own
    translated words; ``reason`` is the table's English line (at most 200 characters), for
    logs. Malformed
    JSON, an unknown ``type``, a field of the wrong type or length, an extra field, JSON
    nested too deep: each is refused in one line and logged; the connection is kept, except
    for a refused hello and the rate limit.

Limits (``server.Limits``): a frame's size; a connection's messages per second (a token
bucket: ``rate`` a second, ``burst`` at once), beyond which it is refused and closed (code
1008); the hello's delay; the keepalive.

Many tables behind one port (``hall.Hall``, ``audatia serve``): a connection is routed to its
table by the secret in its ``hello`` (every table's seats compared, in constant time), then
served by that table as above; the hello has no table id, and needs none. A first frame
``{"type": "lobby"}`` is answered with ``{"type": "lobby", "tables": [...]}``, each open table's
``id``, ``game``, ``options`` (its opener's words), ``seats``, ``free`` (nobody connected) and
``plies``, never a secret or a card, and the connection closed. A secret no table knows is
refused (``token``); more connections than ``max_waiting`` yet to send their first frame are
closed at once (1013).

What never goes on the wire: the state; the seed of the deal; the chance seed; another seat's
view, legal actions or unredacted events. The host's machine holds the whole game (its
history folder): the dedicated server mode (``audatia serve``) is the way to play
with nobody holding it.
"""
