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
    Hello,
    MessageError,
    RefusalCode,
    Refused,
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
    {"type": st.sampled_from(["hello", "act", "snapshot", "refused", "chat"])},
    optional={
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
    ):
        assert read_client(dump(message)) == message
    refused = Refused(code=RefusalCode.TURN, reason="it is not your turn")
    assert read_server(dump(refused)) == refused


@pytest.mark.parametrize(
    "frame",
    [
        '{"type": "act", "seq": 1.0, "action": "x", "id": "a"}',  # no coercion from a float
        '{"type": "act", "seq": true, "action": "x", "id": "a"}',
        '{"type": "act", "seq": 1, "action": "", "id": "a"}',
        '{"type": "hello", "app": "1", "rules": "1", "game": "g", "token": ""}',
        "[" * 100_000,
        "\ufeff{}",
    ],
)
def test_strict_reading(frame: str) -> None:
    with pytest.raises(MessageError):
        read_client(frame)
