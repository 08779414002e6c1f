"""Network play in the app (issue 32): the GUI's side of a table server.

``link.TableLink`` is one window's seat at a table: a ``net.client.TableClient`` on a thread
of its own, its snapshots handed to the GUI thread as Qt signals, its dropped link retried by
itself. ``hosting.HostedTable`` is the host's own table, served on a thread of its own; the
host's window joins it over loopback like any other seat's (``HostedTable.own_invite``), so
the host's window never holds the other hand. The invite line itself is ``net.invite``'s.

``remote_table.RemoteTable`` is what a game's board reads of such a seat (the snapshots alone),
``window.NetworkGameWindow`` the seat's window, ``dialogs`` Host, Join and the invites (with
their QR code, ``qr``), and ``play.NetworkPlay`` the Game menu's two actions that tie them.
"""
