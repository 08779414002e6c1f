"""A rule the table cites is one click away (issue 17): the prompt's and the log's citations
are links that open the rules reference at that step."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.integration.conftest import WindowFactory


def test_a_rule_cited_by_the_prompt_opens_the_reference_at_its_step(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    table = window.table
    assert table is not None
    html = table.prompt.text()
    assert 'href="rules:' in html, html
    url = html.split('href="', 1)[1].split('"', 1)[0]
    with qtbot.waitSignal(table.rules_link_activated) as blocker:
        table.prompt.linkActivated.emit(url)
    anchor = blocker.args[0]
    reference = window.game.rules_reference
    assert reference is not None and reference.isVisible()
    assert reference.current_anchor() == anchor
    # The words stay plain for everything that reads them.
    assert "<" not in table.prompt.plain and "(" in table.prompt.plain
