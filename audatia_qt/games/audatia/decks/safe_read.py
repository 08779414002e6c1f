"""The limits of a deck file: its size here, its nesting where the lessons' reader shares it.

A deck's text is parsed by ``toml_problems.load_toml``, which refuses a text nested deeper than
``MAX_TOML_DEPTH`` before tomllib sees it and turns whatever tomllib raises into one short
line; the lesson files are read the same way. Pure: no Qt, no pydantic, no files.
"""

from __future__ import annotations

from typing import Final

from audatia_qt.engine.toml_problems import (
    MAX_TOML_DEPTH,
    TomlRefusedError,
    load_toml,
    toml_depth,
    toml_depth_problem,
)

#: A deck file is a few dozen kilobytes (the bundled ones 26 KB); anything far larger is not a
#: deck. The cap keeps the parse, the scan and the checks well under a second.
MAX_DECK_BYTES: Final = 1024 * 1024

__all__ = [
    "MAX_DECK_BYTES",
    "MAX_TOML_DEPTH",
    "TomlRefusedError",
    "load_toml",
    "toml_depth",
    "toml_depth_problem",
]
