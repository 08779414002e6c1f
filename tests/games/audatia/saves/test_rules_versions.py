"""Saves of other rules (rules.versions): each kept one opens, up to its last legal move.

The saves under tests/games/audatia/saves/saves/rules-v<N>-<commit>/ were written by the app of that
commit (README.md there). Whether today's rules give one back whole or cut it at a move, it opens:
every move up to the cut replays as the file writes it, a cut names the move, why, and the rulings
changed since the save's rules version, and the file is never changed. These hold whatever a later
ruling changes, so long as the changelog (rules/versions.py) is bumped with it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match
from audatia_qt.engine.session.strict import Field
from audatia_qt.games.audatia.rules import Reason, format_action
from audatia_qt.games.audatia.rules.versions import (
    CHANGES,
    RULES_VERSION,
    changed_rulings,
    changes_since,
)
from audatia_qt.games.audatia.saves.codec import _inferred_rules as _inferred_rules
from audatia_qt.games.audatia.saves.savefile import (
    SaveError,
    dumps_match,
    load_file,
    loads_game,
    save_file,
)
from audatia_qt.games.catalogue import GAMES

SAVES = Path(__file__).with_name("saves")
KEPT = sorted(SAVES.glob("rules-v*/*.audatia"))
#: The first rules version whose kept saves record it (the app of a77f5fd, rules 3).
FIRST_RECORDED = 3


def _rules_of(path: Path) -> int:
    """The rules version the folder's name gives (rules-v<N>-<commit>)."""
    return int(path.parent.name.split("-")[1][1:])


def test_saves_of_every_earlier_rules_version_are_kept() -> None:
    versions = {_rules_of(path) for path in KEPT}
    assert versions == {1, 2, 3}, "each rules version's saves, made by the app of its time"
    for folder in {path.parent for path in KEPT}:
        names = {path.name for path in folder.glob("*.audatia")}
        for variant in ("standard", "salle", "sudden-death"):
            assert any(name.startswith(variant) for name in names), (folder.name, variant)
        assert any("autosave" in name for name in names), folder.name


@pytest.mark.parametrize("path", KEPT, ids=[f"{p.parent.name}/{p.name}" for p in KEPT])
def test_every_kept_save_opens_up_to_its_last_legal_move(path: Path) -> None:
    before = path.read_bytes()
    saved = json.loads(before)
    if _rules_of(path) < FIRST_RECORDED:
        assert "rules" not in saved, "written before saves recorded their rules version"
    else:
        assert saved["rules"] == _rules_of(path)
    texts = saved["actions"]
    game = load_file(path)
    assert path.read_bytes() == before, "reading never changes the file"
    config = game.setup.config
    played = [format_action(config, action) for action in game.actions]
    assert played == texts[: len(played)], "every move up to the cut replays as saved"
    assert game.match().state.ply == len(game.actions)
    changed = game.rules_changed
    if changed is None:
        assert len(played) == len(texts)
        return
    assert changed.saved_actions == len(texts)
    assert changed.last_legal == len(played)
    assert changed.rulings, "a cut names the rulings changed since the save"
    said = " ".join(line.english() for line in changed.lines())
    for ruling in changed.rulings:
        assert ruling in said
    if changed.refused is not None:
        refused = texts[changed.refused - 1]
        assert f"move {changed.refused}" in said
        # A move of a hand the reader does not see is told without its card.
        assert (f"('{refused}')" in said) != changed.unseen
    # Saved again, the game is today's rules' and replays whole.
    again = loads_game(dumps_match(game.match()))
    assert again.rules_changed is None and again.actions == game.actions


@pytest.mark.parametrize(
    ("name", "refused_by"),
    [
        ("salle-refused-at-30", 30),  # a counter that no longer lines up
        ("standard-feint-refused", 21),  # a Feint after a Stretto bind
        ("standard-ends-earlier", 26),  # the game ends earlier today
        ("salle-unfinished-autosave", 30),
        ("sudden-death-unfinished", 39),
    ],
)
def test_a_version_1_save_refused_part_way_opens_at_its_last_legal_move(
    name: str, refused_by: int
) -> None:
    game = load_file(SAVES / "rules-v1-4d398cb" / f"{name}.audatia")
    changed = game.rules_changed
    assert changed is not None and changed.saved_rules == 1
    # A later ruling may cut it earlier still, never later.
    assert changed.refused is not None and changed.refused <= refused_by
    assert len(game.actions) == changed.refused - 1
    said = " ".join(line.english() for line in changed.lines())
    assert f"The game opens after move {changed.refused - 1} of " in said
    assert "R-036" in said and "R-025" in said and "R-018" in said


def test_the_salle_save_refused_at_49_opens_whole_once_r036_is_one_reading_with_r001() -> None:
    """Issue 27's Salle Play save, refused at move 49 by rules version 2 (R-036 counted the
    remedy's closed half), replays whole by rules version 3, where R-001 and R-036 agree that
    the remedy's half on a closed side counts for nothing."""
    path = SAVES / "rules-v1-4d398cb" / "salle-refused-at-49.audatia"
    saved = json.loads(path.read_text(encoding="utf-8"))["actions"]
    game = load_file(path)
    assert game.rules_changed is None
    played = [format_action(game.setup.config, action) for action in game.actions]
    assert played == saved and len(played) > 49


def test_a_salle_play_save_past_two_refusals_opens_where_r041_ends_it() -> None:
    """Rules version 3 let a Salle Play game go on after two bouts in a row lost by two draws;
    version 4 ends it there (R-041). The save opens at that end, the game over, and says why."""
    game = load_file(SAVES / "rules-v3-a77f5fd" / "salle-ends-earlier.audatia")
    changed = game.rules_changed
    assert changed is not None and changed.saved_rules == 3 and changed.rulings == ("R-041",)
    assert changed.refused == 115 and len(game.actions) == 114
    outcome = game.match().outcome()
    assert outcome is not None and outcome.reason is Reason.BOTH_DECLINED
    said = " ".join(line.english() for line in changed.lines())
    assert "The game opens after move 114 of 171" in said and "R-041" in said


def test_a_refused_move_of_the_current_rules_is_still_an_error() -> None:
    text = dumps_match(load_file(SAVES / "v1-finished-game.audatia").match())
    data = json.loads(text)
    data["actions"][0] = "A keep"
    with pytest.raises(SaveError, match=r"^action 1 of 22 \('A keep'\) is illegal here"):
        loads_game(json.dumps(data))


def _with_rules(rules: int, edit_action: int | None = None, seat: str = "A") -> str:
    data = json.loads(dumps_match(load_file(SAVES / "v1-finished-game.audatia").match()))
    data["rules"] = rules
    if edit_action is not None:
        data["actions"][edit_action] = f"{seat} keep"
    return json.dumps(data)


def test_a_refused_move_of_the_computers_hand_is_told_without_its_card() -> None:
    data = json.loads(_with_rules(1))
    number = next(i for i, text in enumerate(data["actions"]) if text.startswith("B ") and i > 3)
    real = data["actions"][number]
    game = loads_game(_with_rules(1, edit_action=number, seat="B"))
    changed = game.rules_changed
    assert changed is not None and changed.refused == number + 1 and changed.unseen
    said = changed.lines()[0].english()
    assert "B keep" not in said and real not in said
    assert f"move {number + 1}, made by Boucicault, is illegal here." in said
    # The person's own refused move is told in full.
    mine = loads_game(_with_rules(1, edit_action=5)).rules_changed
    assert mine is not None and not mine.unseen and "('A keep')" in mine.lines()[0].english()


def test_a_recorded_older_rules_version_cuts_at_the_refused_move() -> None:
    game = loads_game(_with_rules(1, edit_action=5))
    assert game.rules_changed is not None
    assert (game.rules_changed.refused, len(game.actions)) == (6, 5)
    assert game.rules_changed.rulings == changed_rulings(1)


def test_a_newer_rules_version_says_so() -> None:
    game = loads_game(_with_rules(RULES_VERSION + 5, edit_action=5))
    changed = game.rules_changed
    assert changed is not None and changed.rulings == ()
    assert (
        f"rules version {RULES_VERSION + 5}, newer than this app's" in changed.lines()[1].english()
    )


def test_an_older_rules_save_replayed_whole_but_elsewhere_opens_with_a_note() -> None:
    data = json.loads(_with_rules(1))
    data["position"] = data["position"].replace("seed=11", "seed=12")
    game = loads_game(json.dumps(data))
    assert game.rules_changed is not None and game.rules_changed.refused is None
    assert len(game.actions) == 22
    assert "no longer lead to the position" in game.rules_changed.lines()[0].english()


def test_a_save_records_todays_rules_version(tmp_path: Path) -> None:
    match = load_file(SAVES / "v1-finished-game.audatia").match()
    save_file(match, tmp_path / "g.audatia")
    assert json.loads((tmp_path / "g.audatia").read_bytes())["rules"] == RULES_VERSION


def test_format_1_is_read_as_the_oldest_rules_it_may_be() -> None:
    old = load_file(SAVES / "rules-v1-4d398cb" / "salle-refused-at-30.audatia")
    assert old.rules_changed is not None and old.rules_changed.saved_rules == 1
    position = json.loads(
        SAVES.joinpath("rules-v2-df84574", "salle-finished.audatia").read_bytes()
    )["position"]
    assert _inferred_rules(Field(position, "position")) == 1
    # A position with a ruled-out line was written under version 2 at the earliest (3d1146d).
    assert _inferred_rules(Field(position + "ruled-out: A strike\n", "position")) == 2


def test_the_changelog_is_numbered_from_1_and_names_rulings() -> None:
    assert [change.version for change in CHANGES] == list(range(1, len(CHANGES) + 1))
    assert CHANGES[-1].version == RULES_VERSION
    for change in CHANGES[1:]:
        assert change.rulings and all(r.startswith("R-") and len(r) == 5 for r in change.rulings)
    assert changes_since(RULES_VERSION) == ()
    assert "R-036" in changed_rulings(1)


def test_an_autosave_of_other_rules_is_copied_before_it_is_replaced(tmp_path: Path) -> None:
    source = SAVES / "rules-v1-4d398cb" / "salle-unfinished-autosave.audatia"
    autosave = Autosave(tmp_path, Catalogue(GAMES))
    autosave.path.write_bytes(source.read_bytes())
    game = autosave.resumable()
    assert game is not None and game.rules_changed is not None
    assert autosave.kept_copy is not None and autosave.kept_copy.parent == tmp_path
    assert autosave.kept_copy.name.startswith("autosave-rules-v1-")
    autosave.record(Match.replayed(game.setup, game.actions))
    assert autosave.kept_copy.read_bytes() == source.read_bytes()
    assert loads_game(autosave.path.read_bytes()).rules_changed is None
