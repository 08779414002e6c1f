"""Export ``decks/ready_fence/schema.json`` from the deck models:
``python -m audatia_qt.games.ready_fence.decks.schema``.

Editors use the JSON Schema to complete and check deck files; a test fails when the committed
file no longer matches the models. The export itself is the kit's (``kit.decks.schema``).
"""

from __future__ import annotations

from audatia_qt.games.ready_fence.decks.bundled import default_deck_path
from audatia_qt.games.ready_fence.decks.models import ReadyFenceDeckFile
from audatia_qt.kit.decks import schema

#: The schema's file name, beside the bundled deck.
SCHEMA_FILE = "schema.json"


def schema_text() -> str:
    """The deck file JSON Schema, as committed (sorted keys, two-space indent, final newline)."""
    return schema.schema_text(ReadyFenceDeckFile, "Ready...Fence! deck")


def main(argv: list[str] | None = None) -> int:
    """Write the schema to the given path (default: beside the bundled deck)."""
    return schema.write_schema(schema_text(), default_deck_path().parent / SCHEMA_FILE, argv)


if __name__ == "__main__":
    raise SystemExit(main())
