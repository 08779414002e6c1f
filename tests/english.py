"""The rules' messages in English, for tests that compare their words (issue 21): a test of the
English text reads it through ``english``, whose None is the rules' "no problem"."""

from __future__ import annotations

from audatia_qt.engine.messages import Param
from audatia_qt.engine.messages import english as _english


def english(text: Param | None) -> str | None:
    """``text`` in English, without the catalogs; None stays None."""
    return None if text is None else _english(text)
