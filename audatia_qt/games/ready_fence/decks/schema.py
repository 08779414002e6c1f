"""Export ``decks/ready_fence/schema.json`` from the deck models:
``python -m audatia_qt.games.ready_fence.decks.schema``.

Editors use the JSON Schema to complete and check deck files; a test fails when the committed
file no longer matches the models.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from audatia_qt.games.ready_fence.decks.bundled import default_deck_path
from audatia_qt.games.ready_fence.decks.models import ReadyFenceDeckFile

#: The schema's file name, beside the bundled deck.
SCHEMA_FILE = "schema.json"


def schema_text() -> str:
    """The deck file JSON Schema, as committed (sorted keys, two-space indent, final newline)."""
    schema = ReadyFenceDeckFile.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Ready...Fence! deck"
    return json.dumps(schema, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write the schema to the given path (default: beside the bundled deck)."""
    args = sys.argv[1:] if argv is None else argv
    target = Path(args[0]) if args else default_deck_path().parent / SCHEMA_FILE
    target.write_text(schema_text(), encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
