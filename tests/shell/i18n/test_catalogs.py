"""The translation catalogs in assets/i18n are complete and fresh (issue 21, docs/i18n.md).

- fresh: extracting the sources again (``make catalogs``) changes no .ts file, and compiling
  them changes no .qm file, so no shown text is missing from a catalog and no translation is
  kept for a text nobody says any more;
- complete: every Spanish text is translated (none "unfinished", none empty, every plural
  form), and every English plural form is written;
- faithful: a translation has exactly its source's placeholders, and a counted sentence's
  forms each say the count or (for the singular) may leave it out.
"""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from audatia_qt.engine.messages import placeholders
from audatia_qt.shell.i18n.catalogs import (
    CATALOGS,
    LANGUAGES,
    SOURCE_LANGUAGE,
    Catalog,
    catalog_dir,
    qm_path,
    ts_path,
)
from audatia_qt.shell.i18n.extract import release, update

PAIRS = [(catalog, language) for catalog in CATALOGS for language in LANGUAGES]
IDS = [f"{catalog.name}_{language}" for catalog, language in PAIRS]


def messages(path: Path) -> list[tuple[str, str, ElementTree.Element]]:
    """(context, source, translation element) of every message of a .ts file."""
    found = []
    for context in ElementTree.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, f"{path.name}: {message.findtext('source')!r}"
            found.append((name, message.findtext("source", ""), translation))
    return found


@pytest.mark.parametrize(("catalog", "language"), PAIRS, ids=IDS)
def test_the_catalog_is_fresh(catalog: Catalog, language: str, tmp_path: Path) -> None:
    committed_ts = ts_path(catalog, language)
    shutil.copy(committed_ts, tmp_path)
    extracted = update(catalog, language, tmp_path)
    assert extracted.read_text(encoding="utf-8") == committed_ts.read_text(encoding="utf-8"), (
        f"{committed_ts.name} is stale: run make catalogs (and translate what it adds)"
    )
    compiled = release(catalog, language, tmp_path)
    assert compiled.read_bytes() == qm_path(catalog, language).read_bytes(), (
        f"{qm_path(catalog, language).name} is stale: run make catalogs"
    )


@pytest.mark.parametrize(("catalog", "language"), PAIRS, ids=IDS)
def test_every_text_is_translated_with_its_placeholders(catalog: Catalog, language: str) -> None:
    problems = []
    for context, source, translation in messages(ts_path(catalog, language)):
        where = f"{context}: {source!r}"
        forms = [form.text or "" for form in translation.iter("numerusform")]
        texts = forms or [translation.text or ""]
        if translation.get("type") in {"unfinished", "vanished", "obsolete"} or not all(texts):
            problems.append(f"{where} is not translated")
            continue
        for text in texts:
            if placeholders(text) != placeholders(source):
                problems.append(f"{where}: placeholders differ in {text!r}")
        # The singular form may say "one" in words ("un naipe"); the others must show the count.
        if forms and not all("%n" in form or "%Ln" in form for form in forms[1:]):
            problems.append(f"{where}: a plural form without %n")
    assert not problems, "\n".join(problems)


def test_english_holds_only_plural_forms_and_every_language_has_its_catalogs() -> None:
    for catalog in CATALOGS:
        for _, source, translation in messages(ts_path(catalog, SOURCE_LANGUAGE)):
            assert list(translation.iter("numerusform")), f"{source!r} in the English catalog"
        for language in LANGUAGES:
            assert qm_path(catalog, language).is_file()
    assert sorted(path.name for path in catalog_dir().glob("*.ts")) == sorted(
        ts_path(catalog, language).name for catalog, language in PAIRS
    )
