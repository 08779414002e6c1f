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
                                      <-   presence {away}
    act {seq, action, id}             ->
                                      <-   snapshot {seq, full: false, ...}   (to every seat)
    ...                               <-   refused {code, reason}             (on a bad one)

    between the people at the table, at any time:
    chat {text}                       ->
                                      <-   said {seat, text}                  (to every seat)
    offer {kind}                      ->
                                      <-   offered {kind, seat}               (to every seat)
    answer {kind, accept}             ->   (from another seat)
                                      <-   answered {kind, seat, accept}      (to every seat)
                                      <-   snapshot (a draw: settled; an undo: full: true)
    resign {} | claim {}              ->
                                      <-   snapshot {settled, returns, ...}   (to every seat)
                                      <-   presence {away}   (a seat comes or goes, to all)

``hello`` (the first message, within ``Limits.hello_seconds``):
    ``app`` is the app's version and ``rules`` the game's rules version (``ViewCodec.rules``);
    both must equal the table's, and ``game`` its game's id, or the client is refused in one
    line saying which differs. ``token`` is the seat's secret from its invite: 256 random bits
    (``secrets.token_urlsafe``); the table keeps only its SHA-256 digest and compares with
    ``hmac.compare_digest`` against every person's seat's. A seat the rules play
    (``GameEntry.ruled_seats``: Swordplay's co-op monster, its ruling SP-1) has no secret, so no
    invite: no hello ever takes it. A wrong one is refused. A refused hello closes the
    connection (code 1008). A good one seats the connection; if the seat had a connection, the
    newer replaces it (the older is closed).

``welcome``:
    the client's ``seat``, the table's number of ``seats``, its ``game``, and ``table``: the
    game's public config as the game's own save of no moves (``engine.session.saves``), the
    seed of the deal withheld (``ViewCodec.public_config``), the chance seed 0, every seat
    human. The client reads its config from it as a save is read. ``move_seconds``: the
    per-move clock (null: none); ``draws``: whether the game can end drawn
    (``GameEntry.draws``), so whether a draw may be offered.

``snapshot`` (after the welcome, then to every connected seat after every applied move):
    ``seq`` is the table's sequence number, the number of plies the game has had (the rules'
    rolls included); ``to_move`` the seat to decide (None once over); ``view`` the seat's
    view (``ViewCodec.write_view`` of ``Game.observe``); ``legal`` its legal actions in the
    game's notation, when it is to move, else empty; ``events`` the events redacted for the
    seat (``Game.redact``): with ``full`` true (a connection's first snapshot, so also every
    reconnect) all the game's events from the deal, otherwise those since that connection's
    last snapshot; ``returns`` each seat's result once the game is over (the rules', or the
    settlement's); ``settled`` ({how, seat}) how the game was settled at the table, null
    while it goes on or when its rules ended it; ``offer`` ({kind, seat}) the offer waiting
    for an answer, null if none; ``seconds_left`` the per-move clock's seconds left to the
    seat to move when the snapshot was made (null: no clock, or nobody to move); ``chat``
    in a full snapshot the table's last 50 lines ({seat, text}, oldest first), else empty.
    A full snapshot on a live connection (after an accepted undo) restarts the seat's log.

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

``presence``:
    ``away``: each person's seat with nobody connected ({seat, seconds}: how long it has been
    away, by the table's clock, when the message was made), seat order; empty when everyone is
    here. A seat the rules play is never listed: nobody is waited for there.
    Sent after a connection's first snapshot, and to every seat whenever a seat comes or
    goes, so a seat can count down the time before it may claim. (A dedicated server,
    ``audatia serve``, tells a guest when the host's seat goes; at a table the host's app
    serves, the guest's link itself drops when the host goes.) A seat is away from the
    server's start until its first connection.

Between the people at the table
===============================

The rules' match has no way to end early; the table keeps a settlement of its own
(``Settled``: ``how`` and ``seat``) and, once settled, takes no more moves: every seat's
snapshot says ``to_move`` null, empty ``legal``, and ``returns`` from the settlement, counted
as the games' own ``Game.returns`` count (1.0 a win, 0.0 a loss, 0.5 each for a draw). The
settlement is written to ``table.json`` (version 2; version 1 files are still read), so a
resumed table stays settled. Each request below is refused in one ``refused`` line when it
may not be done, the connection kept; each counts toward the rate limit.

``resign`` {}:
    only while the game goes on (``over`` otherwise). Settled ``resigned`` by the seat: it
    loses, every other seat wins; at a table with a seat the rules play, the people play
    together against it: every person loses and the rules' seats win (Swordplay's ruling
    SP-24, the co-op heroes sharing their result as in its ruling SP-17).
``offer`` {kind: "draw" | "undo"}:
    only while the game goes on (``over``); one offer at a table at a time
    (``offer-pending``); a draw only in a game that can end drawn (``no-draws``: of the app's
    games only Audatia, whose rulebook has draws; Swordplay's last hero standing and
    Ready...Fence!'s tie played out have none); an undo only by a seat with a decision to
    take back (``no-undo``). Every seat is told ``offered`` {kind, seat}, and every snapshot
    carries the pending ``offer``. Any move withdraws it (the next snapshot's ``offer`` is
    null), as does a settlement.
``answer`` {kind, accept}:
    only by another seat than the offerer (``own-offer``), only to a pending offer of that
    kind (``no-offer``: none, another kind, or withdrawn). The first answer decides. Every
    seat is told ``answered`` {kind, seat (who answered), accept}. Declined, nothing else
    changes. An accepted draw settles the game ``drawn`` (seat: who accepted), a snapshot to
    every seat following. An accepted undo takes the match back to before the offerer's last
    decision: the plies after it go, the other seats' and the rules' rolls too, and the
    match's seeded chance (seeded by a roll's place in the history) rolls the same again; the
    history on disk is rewritten and every seat is sent a full snapshot (``full`` true, the
    whole game's redacted events), its log starting again from it.
``chat`` {text: 1 to 300 characters}:
    plain text: the table takes out control characters (newlines included) and the
    bidirectional overrides, and trims the ends; a line with nothing left is refused
    (``chat``). Relayed to every seat, the sayer too, as ``said`` {seat, text}. Chat is not a
    move: the table keeps its last 50 lines in memory only (not in ``table.json``) and sends
    them in a connection's first snapshot, so a returning seat sees them; a restart of the
    server forgets them.
``claim`` {}:
    only at a table of two seats, both people's (none at a table with a seat the rules play: the
    other person there is a partner, ruling SP-24), while the game goes on, and only when the
    other seat has had nobody connected for at least ``Limits.away_seconds`` (60 seconds,
    ``server.AWAY_SECONDS``, the figure the app's window waits too before offering the seat to
    the computer): ``claim`` otherwise. Settled ``claimed`` by the claimer, who wins.

The per-move clock (optional, ``Table.new(move_seconds=...)``, chosen when the table is made and
kept in ``table.json``): the seat to move has ``move_seconds`` for each decision. It starts when
every person's seat has connected (a new table, or one resumed after a restart, waits for its
players to sit down, never for a seat the rules play; each seat is then sent its snapshot with
the time left); a move or an undo gives the mover a whole move's time again. When it runs out
the game is settled ``time`` against that seat (it loses, the others win; as a resignation, with
a seat the rules play). The clock runs while the mover is away: a seat that drops costs its own
time, so leaving cannot stall a game; the claim is the softer remedy the other seat may choose
first. Offers and chat do not stop it. The server keeps a timer on its event loop for the
deadline, set again after each change and cancelled by a move; the table judges by its own clock
(``Table(clock=...)``, ``time.monotonic`` unless a test gives its own), so a test moves the
clock on and asks (``TableServer.check_clock``) instead of waiting.

``refused``:
    ``code`` says why for a program (``messages.RefusalCode``: ``no-hello``, ``malformed``,
    ``game``, ``app-version``, ``rules-version``, ``token``, ``seated``, ``over``, ``turn``,
    ``stale``, ``notation``, ``illegal``, ``offer-pending``, ``no-draws``, ``no-undo``,
    ``no-offer``, ``own-offer``, ``claim``, ``chat``, ``rate``, ``failed``), so an app shows its own
    translated words; ``reason`` is the table's English line (at most 200 characters), for
    logs. Malformed
    JSON, an unknown ``type``, a field of the wrong type or length, an extra field, JSON
    nested too deep: each is refused in one line and logged; the connection is kept, except
    for a refused hello and the rate limit.

Limits (``server.Limits``): a frame's size; a connection's messages per second (a token
bucket: ``rate`` a second, ``burst`` at once), beyond which it is refused and closed (code
1008); the hello's delay; the keepalive; ``away_seconds``, the absence before a claim.

Many tables behind one port (``hall.Hall``, ``audatia serve``): a connection is routed to its
table by the secret in its ``hello`` (every table's seats compared, in constant time), then
served by that table as above; the hello has no table id, and needs none. A first frame
``{"type": "lobby"}`` is answered with ``{"type": "lobby", "tables": [...]}``, each open table's
``id``, ``game``, ``options`` (its opener's words), ``seats``, ``free`` (nobody connected) and
``plies``, never a secret or a card, and the connection closed. A secret no table knows is
refused (``token``); more connections than ``max_waiting`` yet to send their first frame are
closed at once (1013).

What never goes on the wire: the state; the seed of the deal; the chance seed; another seat's
view, legal actions or unredacted events. Offers, answers, chat and presence carry seats,
kinds, seconds and the people's own words, never a card; an undo's full snapshot is made as
any other, from the seat's view and redacted events alone. The host's machine holds the whole
game (its history folder): the dedicated server mode (``audatia serve``) is the way to play
with nobody holding it.
"""
