"""A deck file's JSON Schema, exported from its models for editors to complete and check files.

Each game's ``decks/schema.py`` names its model, its title and where its schema is committed
(a test fails when the committed file no longer matches the models); the export is written
here once.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pydantic import BaseModel

#: The JSON Schema dialect pydantic writes.
DIALECT = "https://json-schema.org/draft/2020-12/schema"


def schema_text(model: type[BaseModel], title: str) -> str:
    """``model``'s JSON Schema, as committed (sorted keys, two-space indent, final newline)."""
    schema = model.model_json_schema()
    schema["$schema"] = DIALECT
    schema["title"] = title
    return json.dumps(schema, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write_schema(text: str, default: Path, argv: list[str] | None = None) -> int:
    """Write ``text`` to the path given on the command line (``argv``, by default the
    process's), else to ``default``; says where. The exit status: 0."""
    args = sys.argv[1:] if argv is None else argv
    target = Path(args[0]) if args else default
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target}")
    return 0
