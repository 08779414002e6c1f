"""A pure package's ``Message`` in English without Qt: the command line's English (issue 21).

In English the command line never loads Qt (its verbs stay fast and need no display), yet a
counted sentence must come out in its proper form ("1 game", "2 games"), which only the
English catalog knows. This module reads those forms from the English catalogs' ``.ts``
files (plain XML) and otherwise says a message as its source says it, like ``Message.english``.
The windows render with ``i18n.render``, through Qt's catalogs, in every language.
"""

from __future__ import annotations

import functools
import xml.etree.ElementTree as ElementTree

from audatia_qt.engine.messages import CardName, Message, Number, OwnWords, Param, fill
from audatia_qt.shell.i18n.catalogs import CATALOGS, SOURCE_LANGUAGE, ts_path


@functools.cache
def _english_forms() -> dict[tuple[str, str], tuple[str, ...]]:
    """Each counted sentence's English forms (singular, plural), by (context, source)."""
    forms: dict[tuple[str, str], tuple[str, ...]] = {}
    for catalog in CATALOGS:
        path = ts_path(catalog, SOURCE_LANGUAGE)
        if not path.is_file():  # a broken installation: the sources' own words, then
            continue
        root = ElementTree.parse(path).getroot()
        for context in root.iter("context"):
            name = context.findtext("name", "")
            for message in context.iter("message"):
                said = tuple(form.text or "" for form in message.iter("numerusform"))
                if said and all(said):
                    forms[name, message.findtext("source", "")] = said
    return forms


def english(message: Message | str) -> str:
    """``message`` in English as the English catalog says it (a plain string as it is)."""
    if isinstance(message, str):
        return message
    text = message.source
    if message.n >= 0:
        said = _english_forms().get((message.context, message.source))
        if said:
            # English has two forms: one for exactly 1, the other for every other count.
            text = said[0] if message.n == 1 or len(said) == 1 else said[1]
    return fill(text, message.n, {name: _value(value) for name, value in message.params})


def _value(value: Param) -> str:
    if isinstance(value, Message):
        return english(value)
    if isinstance(value, (CardName, OwnWords, Number)):
        return value.english()
    return str(value)
