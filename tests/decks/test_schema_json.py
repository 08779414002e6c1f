"""decks/schema.json is the deck models' JSON Schema, and its effect tags are the rules' kinds."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, get_args

import pytest

from audatia_qt.decks import models
from audatia_qt.decks.schema import main, schema_text
from audatia_qt.resources import decks_dir
from audatia_qt.rules.cards import EFFECT_TIMINGS, EffectKind

EFFECT_KINDS = {kind.value for kind in EffectKind}


def _model_tags() -> set[str]:
    """The ``kind`` tags of every member of the models' effect union."""
    tags: set[str] = set()
    for member in (models.VirtueBonusEffect, models.DefendEffect, models.PlainEffect):
        tags.update(get_args(member.model_fields["kind"].annotation))
    return tags


def _schema() -> dict[str, Any]:
    result: dict[str, Any] = json.loads(schema_text())
    return result


def test_committed_schema_is_current() -> None:
    """decks/schema.json is exactly what the models export."""
    committed = (decks_dir() / "schema.json").read_text(encoding="utf-8")
    assert committed == schema_text(), (
        "decks/schema.json is stale: run python -m audatia_qt.decks.schema"
    )


def test_schema_effect_tags_are_the_effect_kinds() -> None:
    """The schema's effect discriminator maps exactly the rules' EffectKind values."""
    effect = _schema()["$defs"]["SkillModel"]["properties"]["effect"]
    assert effect["discriminator"]["propertyName"] == "kind"
    assert set(effect["discriminator"]["mapping"]) == EFFECT_KINDS


def test_model_effect_tags_are_the_effect_kinds() -> None:
    """The string tags written in models.py are the EffectKind values, each in one member."""
    assert _model_tags() == EFFECT_KINDS
    counted = sum(
        len(get_args(member.model_fields["kind"].annotation))
        for member in (models.VirtueBonusEffect, models.DefendEffect, models.PlainEffect)
    )
    assert counted == len(EFFECT_KINDS)


def test_every_effect_kind_has_timing_windows() -> None:
    """checks.py looks every effect up in EFFECT_TIMINGS; none may be missing or empty."""
    assert set(EFFECT_TIMINGS) == set(EffectKind)
    assert all(EFFECT_TIMINGS.values())


def test_main_writes_the_schema(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`python -m audatia_qt.decks.schema PATH` writes the same text to PATH."""
    target = tmp_path / "s.json"
    assert main([str(target)]) == 0
    assert target.read_text(encoding="utf-8") == schema_text()
    assert str(target) in capsys.readouterr().out


def test_schema_text_is_stable_json() -> None:
    """Sorted keys, two-space indent, a final newline: re-dumping changes nothing."""
    text = schema_text()
    assert text.endswith("}\n")
    assert json.dumps(json.loads(text), indent=2, sort_keys=True, ensure_ascii=False) + "\n" == text
