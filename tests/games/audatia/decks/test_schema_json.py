"""decks/schema.json is the deck models' JSON Schema, and its effects are the registry's kinds."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.decks import models
from audatia_qt.games.audatia.decks.schema import main, schema_text
from audatia_qt.games.audatia.rules.effects import effect_types

EFFECT_KINDS = {effect.kind for effect in effect_types()}


def _schema() -> dict[str, Any]:
    result: dict[str, Any] = json.loads(schema_text())
    return result


def test_committed_schema_is_current() -> None:
    """decks/schema.json is exactly what the models export."""
    committed = (decks_dir() / "schema.json").read_text(encoding="utf-8")
    assert committed == schema_text(), (
        "decks/schema.json is stale: run python -m audatia_qt.games.audatia.decks.schema"
    )


def test_schema_effect_tags_are_the_effect_kinds() -> None:
    """The schema's effect discriminator maps exactly the registered effect kinds."""
    effect = _schema()["$defs"]["SkillModel"]["properties"]["effect"]
    assert effect["discriminator"]["propertyName"] == "kind"
    assert set(effect["discriminator"]["mapping"]) == EFFECT_KINDS


def test_each_effect_model_takes_exactly_its_kinds_parameters() -> None:
    """The effect table of each registered kind has its tag and the parameters it takes."""
    for effect in effect_types():
        fields = models.EFFECT_MODELS[effect.kind].model_fields
        assert set(fields) == {"kind", *(param.value for param in effect.params)}
        assert all(fields[name].is_required() for name in fields)


def test_main_writes_the_schema(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`python -m audatia_qt.games.audatia.decks.schema PATH` writes the same text to PATH."""
    target = tmp_path / "s.json"
    assert main([str(target)]) == 0
    assert target.read_text(encoding="utf-8") == schema_text()
    assert str(target) in capsys.readouterr().out


def test_schema_text_is_stable_json() -> None:
    """Sorted keys, two-space indent, a final newline: re-dumping changes nothing."""
    text = schema_text()
    assert text.endswith("}\n")
    assert json.dumps(json.loads(text), indent=2, sort_keys=True, ensure_ascii=False) + "\n" == text
