"""Export ``decks/schema.json`` from the deck models:
``python -m audatia_qt.games.audatia.decks.schema``.

Editors use the JSON Schema to complete and check deck files; a test fails when the committed
file no longer matches the models.
"""

from __future__ import annotations

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.decks.models import DeckFile
from audatia_qt.kit.decks import schema


def schema_text() -> str:
    """The deck file JSON Schema, as committed (sorted keys, two-space indent, final newline)."""
    return schema.schema_text(DeckFile, "Audatia character deck")


def main(argv: list[str] | None = None) -> int:
    """Write the schema to the given path (default: the bundled decks folder)."""
    return schema.write_schema(schema_text(), decks_dir() / "schema.json", argv)


if __name__ == "__main__":
    raise SystemExit(main())
