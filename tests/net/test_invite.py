"""The invite line: what a table's host gives and ``read_invite`` reads back, and each
refusal of what is not one, in one line naming the part that is wrong."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from audatia_qt.net import invite as invites
from audatia_qt.net.invite import Invite, InviteError, invite_line, read_invite
from audatia_qt.net.table import new_token

#: A seat's secret as the tables make them (``new_token``), written out: the parameters are
#: collected by every xdist worker, which must all see the same test ids.
TOKEN = "xcC8cGwz4hgP_TdWHUhVJIyTe9QLIrzr_m73tUpCJ94"


@pytest.mark.parametrize(
    "address",
    ["ws://192.168.1.20:8765", "wss://play.example.org:443", "ws://[::1]:1", "ws://h:65535"],
)
def test_an_invite_reads_back_as_it_was_written(address: str) -> None:
    invite = Invite(address, "ready_fence", TOKEN)
    assert invite.line() == f"{address} ready_fence {TOKEN}" == invite_line(*_fields(invite))
    assert read_invite(invite.line()) == invite


def test_what_a_person_pastes_around_it_is_nothing() -> None:
    line = f"ws://10.0.0.2:8765 audatia {TOKEN}"
    assert read_invite(f"  {line}\n") == read_invite(f"\t{line}\r\n") == read_invite(line)


def test_the_scheme_is_read_in_lowercase_for_the_client_to_choose_tls_by() -> None:
    assert read_invite(f"WSS://Host:8765 audatia {TOKEN}").address == "wss://Host:8765"


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        ("", invites._PARTS),
        (f"ws://h:1 audatia {TOKEN} extra", invites._PARTS),
        (f"ws://h:1 {TOKEN}", invites._PARTS),
        (f"http://h:1 audatia {TOKEN}", invites._SCHEME),
        (f"h:1 audatia {TOKEN}", invites._SCHEME),
        (f"ws:/h:1 audatia {TOKEN}", invites._SCHEME),
        (f"ws://:1 audatia {TOKEN}", invites._HOST),
        (f"ws://me@h:1 audatia {TOKEN}", invites._HOST),
        (f"ws://[::1:1 audatia {TOKEN}", invites._HOST),
        (f"ws://[nohost]:1 audatia {TOKEN}", invites._HOST),
        (f"ws://a..b:1 audatia {TOKEN}", invites._HOST),
        (f"ws://h%41:1 audatia {TOKEN}", invites._HOST),
        (f"ws://h audatia {TOKEN}", invites._PORT),
        (f"ws://h:0 audatia {TOKEN}", invites._PORT),
        (f"ws://h:65536 audatia {TOKEN}", invites._PORT),
        (f"ws://h:+80 audatia {TOKEN}", invites._PORT),
        (f"ws://h:port audatia {TOKEN}", invites._PORT),
        (f"ws://[::1] audatia {TOKEN}", invites._PORT),
        (f"ws://h:1/ audatia {TOKEN}", invites._AFTER),
        (f"ws://h:1/table audatia {TOKEN}", invites._AFTER),
        (f"ws://h:1? audatia {TOKEN}", invites._AFTER),
        (f"ws://h:1#x audatia {TOKEN}", invites._AFTER),
        (f"ws://h:1 Audatia {TOKEN}", invites._GAME),
        (f"ws://h:1 ready.fence {TOKEN}", invites._GAME),
        (f"ws://h:1 {'a' * 41} {TOKEN}", invites._GAME),
        ("ws://h:1 audatia short", invites._TOKEN_WRONG),
        (f"ws://h:1 audatia {TOKEN[:-1]}+", invites._TOKEN_WRONG),
        (f"ws://h:1 audatia {'A' * 101}", invites._TOKEN_WRONG),
    ],
)
def test_each_wrong_part_is_named_in_one_line(text: str, sentence: object) -> None:
    with pytest.raises(InviteError) as refused:
        read_invite(text)
    assert refused.value.message.sentence is sentence
    assert refused.value.message.context == "Network"
    assert "\n" not in str(refused.value)


_HOSTS = st.one_of(
    st.from_regex(r"[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?(\.[a-z0-9]{1,10}){0,3}", fullmatch=True),
    st.ip_addresses(v=4).map(str),
    st.ip_addresses(v=6).map(lambda address: f"[{address}]"),
)


@given(
    scheme=st.sampled_from(("ws", "wss")),
    host=_HOSTS,
    port=st.integers(1, 65535),
    game=st.from_regex(r"[a-z0-9_-]{1,40}", fullmatch=True),
    token=st.from_regex(r"[A-Za-z0-9_-]{22,100}", fullmatch=True),
)
def test_every_invite_reads_back(scheme: str, host: str, port: int, game: str, token: str) -> None:
    invite = Invite(f"{scheme}://{host}:{port}", game, token)
    assert read_invite(invite.line()) == invite


@given(st.text(max_size=300))
def test_any_text_is_an_invite_or_one_refusal(text: str) -> None:
    try:
        invite = read_invite(text)
    except InviteError as error:
        assert "\n" not in str(error)
        return
    assert read_invite(invite.line()) == invite


def _fields(invite: Invite) -> tuple[str, str, str]:
    return invite.address, invite.game, invite.token


def test_a_new_tables_secret_reads_back_in_an_invite() -> None:
    token = new_token()
    assert len(token) == len(TOKEN)
    assert read_invite(f"ws://h:1 audatia {token}").token == token
