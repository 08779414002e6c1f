"""``make catalogs``: extract every catalog's texts from the sources and compile them.

Runs Qt's own tools, which PySide6-Essentials ships: ``lupdate`` reads the ``tr()``,
``QCoreApplication.translate()`` and ``audatia_qt.engine.messages.translate()`` calls of each
catalog's sources into ``assets/i18n/<catalog>_<language>.ts`` (keeping the translations
already made, dropping texts no source says any more), and ``lrelease`` compiles each into the
``.qm`` the app loads. Locations are left out of the .ts files on purpose: line numbers would
change the catalogs at every edit of a source and make every merge a conflict.

    python -m audatia_qt.shell.i18n.extract            # update the .ts and .qm files
    python -m audatia_qt.shell.i18n.extract --into DIR # write them into DIR instead (the tests)
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import PySide6

from audatia_qt.shell.i18n.catalogs import (
    CATALOGS,
    LANGUAGES,
    SOURCE_LANGUAGE,
    Catalog,
    catalog_dir,
    qm_path,
    ts_path,
)

REPOSITORY = Path(__file__).resolve().parents[3]
#: lupdate reads a ``#:`` comment as a note to translators; here ``#:`` is the documentation
#: comment of a constant (Sphinx's), which would reach the translators as noise.
_DOC_COMMENT = re.compile(r"^[ \t]*<extracomment>.*?</extracomment>\n", re.S | re.M)
_QT_TOOLS = Path(PySide6.__file__).resolve().parent


def tool(name: str) -> Path:
    """One of Qt's tools as PySide6 ships it (``lupdate``, ``lrelease``)."""
    return _QT_TOOLS / (f"{name}.exe" if sys.platform == "win32" else name)


def source_files(catalog: Catalog, root: Path = REPOSITORY) -> list[Path]:
    """The Python files a catalog's texts are extracted from, sorted."""
    files: set[Path] = set()
    for source in catalog.sources:
        path = root / source
        files.update([path] if path.is_file() else path.rglob("*.py"))
    excluded = [root / folder for folder in catalog.excluded]
    return sorted(f for f in files if not any(f.is_relative_to(e) for e in excluded))


def update(catalog: Catalog, language: str, folder: Path, root: Path = REPOSITORY) -> Path:
    """Extract ``catalog``'s texts into its .ts file for ``language`` in ``folder``."""
    ts = ts_path(catalog, language, folder)
    command = [
        str(tool("lupdate")),
        *map(str, source_files(catalog, root)),
        "-no-obsolete",
        "-locations",
        "none",
        "-source-language",
        SOURCE_LANGUAGE,
        "-target-language",
        language,
        *(["-pluralonly"] if language == SOURCE_LANGUAGE else []),
        "-ts",
        str(ts),
    ]
    subprocess.run(command, check=True, capture_output=True, text=True)
    text = ts.read_text(encoding="utf-8")
    ts.write_text(_DOC_COMMENT.sub("", text), encoding="utf-8")
    return ts


def release(catalog: Catalog, language: str, folder: Path) -> Path:
    """Compile ``catalog``'s .ts file for ``language`` in ``folder`` into its .qm."""
    qm = qm_path(catalog, language, folder)
    command = [str(tool("lrelease")), "-silent", str(ts_path(catalog, language, folder))]
    subprocess.run([*command, "-qm", str(qm)], check=True, capture_output=True, text=True)
    return qm


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m audatia_qt.shell.i18n.extract")
    parser.add_argument("--into", type=Path, help="write the catalogs here (default: assets/i18n)")
    parser.add_argument("--no-update", action="store_true", help="only compile the .ts files")
    args = parser.parse_args(argv)
    folder: Path = args.into or catalog_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for catalog in CATALOGS:
        for language in LANGUAGES:
            if not args.no_update:
                update(catalog, language, folder)
            release(catalog, language, folder)
    print(f"catalogs in {folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
