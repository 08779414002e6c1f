"""``QT_TRANSLATE_NOOP``: marks a text for the catalogs where it is defined (a table's label),
to be translated where it is shown (``QCoreApplication.translate(context, text)``).

Qt's own function does the same but is typed as returning ``object``; this one is typed, and
needs no Qt (the command line marks its texts before it knows whether it will load Qt).
lupdate finds the calls by their name, as it finds Qt's.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """``source``, marked for translation in ``context``."""
    return source
