"""Twenty-One on the wire: the toy game's ``ViewCodec``, as every game gives one."""

from __future__ import annotations

from audatia_qt.engine.wire import TypedViewCodec
from tests.engine.twenty_one.rules import Config, Event, Move, TwentyOne, View


def twenty_one_wire() -> TypedViewCodec:
    # The config holds no secret: the deals are the match's chance events.
    return TypedViewCodec(
        TwentyOne(),
        rules="1",
        types=(View, Event),
        config_type=Config,
        action_types=(Move,),
        public_config=lambda config: config,
    )
