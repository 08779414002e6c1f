"""Export ``decks/swordplay/schema.json`` from the deck models:
``python -m audatia_qt.games.swordplay.decks.schema``.

Editors use the JSON Schema to complete and check deck files; a test fails when the committed
file no longer matches the models.
"""

from __future__ import annotations

from audatia_qt.games.swordplay.decks.bundled import bundled_decks_dir
from audatia_qt.games.swordplay.decks.models import ArenaDeckFile
from audatia_qt.kit.decks import schema

#: The schema's file name, beside the bundled deck.
SCHEMA_FILE = "schema.json"


def schema_text() -> str:
    """The deck file JSON Schema, as committed (sorted keys, two-space indent, final newline)."""
    return schema.schema_text(ArenaDeckFile, "Swordplay: Arena deck")


def main(argv: list[str] | None = None) -> int:
    """Write the schema to the given path (default: beside the bundled deck)."""
    return schema.write_schema(schema_text(), bundled_decks_dir() / SCHEMA_FILE, argv)


if __name__ == "__main__":
    raise SystemExit(main())
