"""The table's messages (``net.messages``): whatever a frame holds, reading it gives a message
of the protocol or a ``MessageError`` of one line, never another exception."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from audatia_qt.net.messages import (
    MAX_REASON,
    Act,
    Answer,
    Answered,
    Away,
    Chat,
    Claim,
    Hello,
    Line,
    MessageError,
    Offer,
    Offered,
    OfferKind,
    Pending,
    Presence,
    RefusalCode,
    Refused,
    Resign,
    Said,
    Settled,
    Settlement,
    Snapshot,
    dump,
    read_client,
    read_server,
)

_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda children: st.lists(children) | st.dictionaries(st.text(), children),
    max_leaves=30,
)
_FIELDS = st.fixed_dictionaries(
    {
        "type": st.sampled_from(
            [
                "hello",
                "act",
                "snapshot",
                "refused",
                "chat",
                "resign",
                "offer",
                "answer",
                "claim",
                "said",
                "offered",
                "answered",
                "presence",
                "shout",
            ]
        )
    },
    optional={
        "kind": _JSON,
        "accept": _JSON,
        "text": _JSON,
        "seat": _JSON,
        "away": _JSON,
        "seq": _JSON,
        "action": _JSON,
        "id": _JSON,
        "app": _JSON,
        "rules": _JSON,
        "game": _JSON,
        "token": _JSON,
        "reason": _JSON,
    },
)


@settings(max_examples=100, deadline=None)
@given(st.one_of(st.binary(max_size=300), _JSON.map(json.dumps), _FIELDS.map(json.dumps)))
def test_any_frame_reads_as_a_message_or_one_line(frame: str | bytes) -> None:
    for read in (read_client, read_server):
        try:
            read(frame)
        except MessageError as error:
            text = str(error)
            assert text and "\n" not in text and len(text) <= MAX_REASON


def test_a_message_goes_out_and_back_unchanged() -> None:
    for message in (
        Hello(app="0.1.0", rules="3", game="audatia", token="t" * 43),
        Act(seq=12, action="A parry roverso-sottano", id="a1"),
        Resign(),
        Offer(kind=OfferKind.DRAW),
        Answer(kind=OfferKind.UNDO, accept=False),
        Chat(text="bien jugado"),
        Claim(),
    ):
        assert read_client(dump(message)) == message
    for answer in (
        Refused(code=RefusalCode.OFFER_PENDING, reason="an offer already waits"),
        Offered(kind=OfferKind.UNDO, seat=1),
        Answered(kind=OfferKind.DRAW, seat=0, accept=True),
        Said(seat=1, text="gg"),
        Presence(away=[Away(seat=1, seconds=12.5)]),
        Snapshot(
            seq=3,
            full=True,
            to_move=None,
            view={},
            legal=[],
            events=[],
            returns=[0.0, 1.0],
            settled=Settled(how=Settlement.TIME, seat=0),
            offer=Pending(kind=OfferKind.DRAW, seat=1),
            seconds_left=4.5,
            chat=[Line(seat=0, text="hi")],
        ),
    ):
        assert read_server(dump(answer)) == answer


@pytest.mark.parametrize(
    "frame",
    [
        '{"type": "act", "seq": 1.0, "action": "x", "id": "a"}',  # no coercion from a float
        '{"type": "act", "seq": true, "action": "x", "id": "a"}',
        '{"type": "act", "seq": 1, "action": "", "id": "a"}',
        '{"type": "hello", "app": "1", "rules": "1", "game": "g", "token": ""}',
        "[" * 100_000,
        "\ufeff{}",
        '{"type": "chat", "text": ""}',
        '{"type": "chat", "text": "' + "x" * 301 + '"}',
        '{"type": "offer", "kind": "DRAW"}',
        '{"type": "answer", "kind": "draw", "accept": 1}',
        '{"type": "resign", "seat": 0}',
    ],
)
def test_strict_reading(frame: str) -> None:
    with pytest.raises(MessageError):
        read_client(frame)
