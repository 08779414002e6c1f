"""Audatia's entry in the game list (``audatia_qt.games.catalogue``): what the engine and the
shell know of the game."""

from __future__ import annotations

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import translate
from audatia_qt.games.audatia.game import GAME_ID, AudatiaGame
from audatia_qt.games.audatia.narrator.session import AudatiaNarrator
from audatia_qt.games.audatia.policy.factory import BOT_NAMES, DEFAULT_BOT, make_bot
from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.saves.codec import AudatiaSaves
from audatia_qt.games.audatia.wire import audatia_wire

AUDATIA = GameEntry(
    id=GAME_ID,
    title=translate("Games", "Audatia"),
    game=AudatiaGame(),
    bot_names=BOT_NAMES,
    make_bot=make_bot,
    default_bot=DEFAULT_BOT,
    plugin="audatia_qt.games.audatia.plugin:AudatiaPlugin",
    codec=AudatiaSaves(),
    wire=audatia_wire(),
    narrator=AudatiaNarrator(),
    seat=Seat,
    # "There is also a possibility of a draw" (the rulebook, "The objective").
    draws=True,
)
