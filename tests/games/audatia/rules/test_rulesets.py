"""One ruleset object per variant, one phase table (issue 18, section 2).

A ruleset is one module implementing ``Ruleset``: a toy ruleset written here, registered here,
changes the game through the engine with no other module touched; and no module outside the
ruleset modules asks which variant is played.
"""

from __future__ import annotations

import ast
import random
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType

import pytest

from audatia_qt.games.audatia.narrator.explain import what_now
from audatia_qt.games.audatia.rules import ruleset as ruleset_module
from audatia_qt.games.audatia.rules.actions import ActionKind
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import GameConfig, Seat, Variant
from audatia_qt.games.audatia.rules.events import EventKind
from audatia_qt.games.audatia.rules.game import PHASES, apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.invariants import InvariantWatch
from audatia_qt.games.audatia.rules.ruleset import RULESETS, Ruleset, ruleset_for
from audatia_qt.games.audatia.rules.rulesets import BUILT_IN
from audatia_qt.games.audatia.rules.standard import StandardRuleset
from audatia_qt.games.audatia.rules.state import Phase
from audatia_qt.games.audatia.rules.step import Step
from audatia_qt.games.audatia.rules.views import observe

PACKAGE = Path(__file__).resolve().parents[4] / "audatia_qt"

#: The modules that may ask which variant is played: the ruleset modules, and the config that
#: chooses the ruleset from it.
RULESET_MODULES = frozenset(
    {
        "games/audatia/rules/config.py",
        "games/audatia/rules/ruleset.py",
        "games/audatia/rules/rulesets.py",
        "games/audatia/rules/standard.py",
        "games/audatia/rules/salle.py",
        "games/audatia/rules/sudden_death.py",
    }
)

TOY_WORDS = "attack, change Posta or pass, without a salute first (the toy ruleset)"


class NoSaluteRuleset(StandardRuleset):
    """A toy: the standard game without the salute, and its own words at the opening."""

    title = "No salute (a test's toy)"
    phases = MappingProxyType(
        {**PHASES, Phase.OPENING: replace(PHASES[Phase.OPENING], what_now=TOY_WORDS)}
    )

    def after_draft(self, step: Step) -> None:
        """No Setup 7: straight Out of Measure."""
        self.start_measure(step, refill=False)


def test_the_built_in_rulesets_are_registered_once_each() -> None:
    """Each variant names exactly one registered ruleset, and it is the one a config gets."""
    assert [ruleset.variant for ruleset in BUILT_IN] == list(Variant)
    assert dict(RULESETS) == {ruleset.variant: ruleset for ruleset in BUILT_IN}
    for variant in Variant:
        assert ruleset_for(variant).variant is variant


def test_a_config_is_played_under_its_variant_s_ruleset(
    galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    for variant in Variant:
        config = GameConfig((galeazzo, boucicault), variant=variant)
        assert config.ruleset is ruleset_for(variant)


def test_an_unregistered_variant_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(ruleset_module._REGISTRY, Variant.SALLE)
    with pytest.raises(LookupError, match="'salle'"):
        ruleset_for(Variant.SALLE)


def test_a_toy_ruleset_registered_here_runs_through_the_engine(
    monkeypatch: pytest.MonkeyPatch, galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    """Registering a ruleset is all it takes: the engine, the words and the views follow it.

    The toy takes the standard game's place in the registry for this test (a ``Variant``
    member is what a real ruleset adds to be named in files).
    """
    toy: Ruleset = NoSaluteRuleset()
    monkeypatch.setitem(ruleset_module._REGISTRY, Variant.STANDARD, toy)
    rng = random.Random(3)
    openings = 0
    for seed in range(6):
        config = GameConfig((galeazzo, boucicault), challenger=Seat(seed % 2), seed=seed)
        assert config.ruleset is toy
        state = new_game(config)
        watch = InvariantWatch(config)
        watch.start(state)
        while state.outcome is None:
            assert state.phase not in (Phase.SALUTE, Phase.SALUTE_REPLY)
            # The final call and a Taunt narrow the opening in every ruleset built on the
            # standard game, and its words say so (Out of Measure 7, R-012).
            narrowed = state.context.final_call or state.context.forced is state.to_move
            if state.phase is Phase.OPENING and not narrowed:
                assert what_now(state) == TOY_WORDS
                openings += 1
            legal = legal_actions(state)
            assert all(action.kind is not ActionKind.SALUTE for action in legal)
            transition = apply(state, rng.choice(legal))
            assert all(event.kind is not EventKind.SALUTE for event in transition.events)
            state = transition.state
            watch.after(transition)
    assert openings > 0


def test_the_toy_leaves_the_standard_game_alone(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    """Outside the test that registers it, the standard game salutes as before (Setup 7)."""
    state = new_game(GameConfig((galeazzo, boucicault), seed=1))
    assert isinstance(state.config.ruleset, StandardRuleset)
    while state.phase is not Phase.SALUTE:
        state = apply(state, legal_actions(state)[-1]).state
    assert state.to_move is state.config.respondent


def _names_variant(node: ast.expr) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "variant") or (
        isinstance(node, ast.Name) and node.id == "variant"
    )


def _variant_reads(tree: ast.AST) -> list[tuple[int, str]]:
    """Where a module asks which variant is played: a particular variant other than the
    default named at all, or a variant compared with anything. The one comparison allowed
    leaves the default out of a text: ``"" if config.variant is Variant.STANDARD else ...``."""
    leaving_out_the_default = {
        id(node.test)
        for node in ast.walk(tree)
        if isinstance(node, ast.IfExp)
        and isinstance(node.test, ast.Compare)
        and any(
            isinstance(o, ast.Attribute) and o.attr == "STANDARD"
            for o in (node.test.left, *node.test.comparators)
        )
    }
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "Variant"
            and node.attr != "STANDARD"
        ):
            found.append((node.lineno, f"Variant.{node.attr}"))
        if (
            isinstance(node, ast.Compare)
            and any(_names_variant(o) for o in (node.left, *node.comparators))
            and id(node) not in leaving_out_the_default
        ):
            found.append((node.lineno, ast.unparse(node)))
    return found


def test_no_module_outside_the_rulesets_reads_the_variant() -> None:
    """rules/, session/, ai/ and ui/ ask the config's ruleset, never which variant it is."""
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name in RULESET_MODULES:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        offenders += [f"{name}:{line}: {text}" for line, text in _variant_reads(tree)]
    assert offenders == []


@pytest.mark.parametrize(
    "source",
    [
        "if config.variant is Variant.SALLE: pass",
        "if state.config.variant is not Variant.STANDARD and x: pass",
        "rows = variant == other",
        "LABELS = {Variant.SUDDEN_DEATH: 'x'}",
    ],
)
def test_the_variant_check_catches_a_flag_test(source: str) -> None:
    assert _variant_reads(ast.parse(source))


def test_the_variant_check_allows_the_default_left_out_of_a_text() -> None:
    source = 'words = "" if config.variant is Variant.STANDARD else config.variant.value'
    assert _variant_reads(ast.parse(source)) == []


def test_a_ruleset_s_records_are_its_phase_table_by_index() -> None:
    """``Ruleset.records`` (what the engine reads per action) is ``phases`` itself, indexed by
    ``Phase.index``, for every built-in ruleset and a subclass with its own table."""
    for ruleset in (*BUILT_IN, NoSaluteRuleset()):
        for phase in ruleset.phases:
            assert ruleset.records[phase.index] is ruleset.phases[phase]
    assert [phase.index for phase in Phase] == list(range(len(Phase)))


def test_a_phase_outside_the_ruleset_s_table_refuses_to_be_played(
    galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    """The standard game has no row to lay: its record of ARRANGE fails as a lookup would."""
    standard = ruleset_for(Variant.STANDARD)
    assert Phase.ARRANGE not in standard.phases
    state = new_game(GameConfig((galeazzo, boucicault)))
    with pytest.raises(LookupError, match="arrange"):
        standard.records[Phase.ARRANGE.index].options(state, Seat.A)


#: The modules that read a ruleset's own state or view: the state and the transition that carry
#: it unread, each variant's rules module, and each variant's part of the board.
VARIANT_DATA_MODULES = frozenset(
    {
        "games/audatia/rules/state.py",
        "games/audatia/rules/step.py",
        "games/audatia/rules/salle.py",
        "games/audatia/rules/sudden_death.py",
        "games/audatia/board/variants/salle.py",
        "games/audatia/board/variants/sudden_death.py",
    }
)


def _variant_data_reads(tree: ast.AST) -> list[tuple[int, str]]:
    """Where a module reads a ruleset's own data: ``<x>.variant_state`` or ``<x>.variant_view``
    (passing a value in by keyword, as the views and the sampling do, is no read)."""
    return [
        (node.lineno, ast.unparse(node))
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr in ("variant_state", "variant_view")
    ]


def test_only_a_variant_s_own_modules_read_its_data() -> None:
    """The Sudden Death rows and the Salle score live in their modules (issue 28): no other
    module (the engine, the views, the sampling, the table) reads them but through the
    ruleset or the variant's part of the board."""
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name in VARIANT_DATA_MODULES:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        offenders += [f"{name}:{line}: {text}" for line, text in _variant_data_reads(tree)]
    assert offenders == []


def test_the_variant_data_check_catches_a_read() -> None:
    assert _variant_data_reads(ast.parse("rows = state.variant_state.laid"))
    assert _variant_data_reads(ast.parse("score = view.variant_view"))
    assert _variant_data_reads(ast.parse("GameState(variant_state=None)")) == []


def test_the_ruleset_has_no_on_off_flags() -> None:
    """A caller asks the ruleset its question (how many draws lose, why a game may be drawn,
    what the deal shows, the score), never an on/off flag to test elsewhere (issue 28)."""
    flags = [
        name
        for name, member in vars(Ruleset).items()
        if isinstance(member, property)
        and member.fget is not None
        and member.fget.__annotations__.get("return") in ("bool", bool)
    ]
    assert flags == []
    properties = [name for name, member in vars(Ruleset).items() if isinstance(member, property)]
    assert "draw_limit" in properties  # the check reads the protocol's properties


def test_the_standard_game_keeps_nothing_of_a_variant(
    galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    """A standard game's states and views carry no variant data at all."""
    rng = random.Random(5)
    state = new_game(GameConfig((galeazzo, boucicault), seed=5))
    while state.outcome is None:
        assert state.variant_state is None
        assert all(observe(state, seat).variant_view is None for seat in Seat)
        state = apply(state, rng.choice(legal_actions(state))).state
    assert state.variant_state is None
