"""The translation catalogs: one table saying which sources each catalog is extracted from.

Program text is split into a few catalogs by area, so that the people translating (and the
developers changing) one part of the app touch one file: each catalog is a Qt Linguist file
``assets/i18n/<catalog>_<language>.ts``, compiled to a ``.qm`` beside it that the app loads.
``make catalogs`` (``python -m audatia_qt.shell.i18n.extract``) extracts and compiles them all from
this table; tests/shell/i18n checks that they are complete and fresh.

English has a catalog too, holding only the plural forms of counted sentences ("%n card(s)":
"1 card", "2 cards"), as Qt's own documentation recommends; every other English text is its
source.

Card texts, lesson files and the rules reference's chapters are not here: they are
translated in their own files, beside the English they translate (docs/i18n.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

# The languages are named where the pure packages can read them too (the decks' translations).
from audatia_qt.engine.messages import LANGUAGES as LANGUAGES
from audatia_qt.engine.messages import SOURCE_LANGUAGE as SOURCE_LANGUAGE
from audatia_qt.engine.resources import assets_dir

#: The folder inside assets/ that holds the catalogs.
FOLDER = "i18n"


@dataclass(frozen=True)
class Catalog:
    """One catalog: its name and the source paths (relative to the repository's root, files
    or folders) its texts are extracted from."""

    name: str
    sources: tuple[str, ...]
    excluded: tuple[str, ...] = ()
    """Folders under ``sources`` that belong to another catalog."""


#: The pure modules whose words explain the rules (the "rules" catalog).
RULES_WORDS = (
    "audatia_qt/games/audatia/narrator/explain.py",
    "audatia_qt/games/audatia/rules/refusal.py",
    "audatia_qt/games/audatia/rules/citations.py",
    "audatia_qt/games/audatia/rules/terms.py",
    "audatia_qt/games/audatia/rules/position_words.py",
    "audatia_qt/games/audatia/narrator/symbols.py",
    "audatia_qt/games/audatia/rules/eligibility.py",
    "audatia_qt/games/audatia/rules/options.py",
    "audatia_qt/games/audatia/rules/game.py",
    "audatia_qt/games/audatia/rules/virtues.py",
    "audatia_qt/games/audatia/rules/ruleset.py",
    "audatia_qt/games/audatia/rules/standard.py",
    "audatia_qt/games/audatia/rules/salle.py",
    "audatia_qt/games/audatia/rules/sudden_death.py",
    "audatia_qt/games/audatia/policy/explain.py",
    "audatia_qt/games/audatia/narrator/prompts.py",
    "audatia_qt/games/swordplay/rules/legal.py",
)

#: The narrator's words the table says of itself (its places inside a sentence): they stay in
#: the "app" catalog, beside the table's captions, though they live with the game's words.
TABLE_WORDS = ("audatia_qt/games/audatia/narrator/zone_words.py",)

#: Every catalog, and where its texts come from. A source file belongs to exactly one.
CATALOGS: tuple[Catalog, ...] = (
    # What the rules explain: why a card is or is not eligible, the Why lines, the rulebook
    # citations, the symbols' meanings, the words for places and terms, what to do now.
    Catalog("rules", RULES_WORDS),
    # What the pure game says of the moves: moves in words, the log, saves and replays.
    Catalog(
        "game",
        (
            "audatia_qt/engine/messages.py",
            "audatia_qt/games/audatia/rules",
            "audatia_qt/games/audatia/policy",
            "audatia_qt/games/audatia/narrator",
            "audatia_qt/games/audatia/entry.py",
            "audatia_qt/games/audatia/saves",
            "audatia_qt/games/swordplay/rules",
            "audatia_qt/engine/session",
            "audatia_qt/engine/search",
        ),
        excluded=(*RULES_WORDS, *TABLE_WORDS),
    ),
    # The windows: the table, its menus and dialogs, the settings, the replay viewer, the
    # command line and the self-test.
    Catalog(
        "app",
        (
            "audatia_qt/shell",
            "audatia_qt/__main__.py",
            # The verbs every game shares on the command line (context "Cli").
            "audatia_qt/engine/commands.py",
            "audatia_qt/self_test.py",
            "audatia_qt/serve.py",
            # The invite line's refusals (context "Network"), read by the app's Join.
            "audatia_qt/net/invite.py",
            "audatia_qt/games/audatia/board",
            "audatia_qt/games/audatia/screens",
            "audatia_qt/games/audatia/plugin.py",
            *TABLE_WORDS,
        ),
        excluded=(
            "audatia_qt/shell/deck_builder",
            "audatia_qt/shell/reference_window.py",
            "audatia_qt/games/audatia/screens/lessons.py",
            "audatia_qt/games/audatia/screens/rules_reference.py",
            *RULES_WORDS,
        ),
    ),
    # Learning: the course and its lessons' checks, the rules reference.
    Catalog(
        "learn",
        (
            "audatia_qt/games/audatia/lessons",
            # The lesson files' reader every game's lessons share (its refusals).
            "audatia_qt/engine/lesson_files.py",
            # The course every game's lessons are gathered into (its checks' lines).
            "audatia_qt/engine/lesson_course.py",
            # The lesson runner Swordplay's and Ready...Fence!'s lessons share (their checks).
            "audatia_qt/engine/lesson_runner.py",
            "audatia_qt/engine/lesson_checks.py",
            # The goals' conditions those lessons share (their files' refusals).
            "audatia_qt/engine/lesson_conditions.py",
            # Swordplay's lessons: their files' refusals and their checks.
            "audatia_qt/games/swordplay/lessons",
            "audatia_qt/games/audatia/reference.py",
            # The kit's reader of a rules reference: its refusals (context "Reference").
            "audatia_qt/kit/reference.py",
            "audatia_qt/games/audatia/screens/lessons.py",
            "audatia_qt/games/audatia/screens/rules_reference.py",
            # The rules reference window every game but Audatia opens its reference in.
            "audatia_qt/shell/reference_window.py",
            # Swordplay's rules reference: its loader's refusals and its window's title.
            "audatia_qt/games/swordplay/reference.py",
            "audatia_qt/games/swordplay/screens/reference.py",
            "audatia_qt/games/swordplay/lessons",
            # Ready...Fence!'s lessons: their files' refusals and their checks (its course
            # window's own words are its game catalog's, as Swordplay's are).
            "audatia_qt/games/ready_fence/lessons",
        ),
    ),
    # Swordplay: Arena's session and table words: its narrator (moves, rolls, the log, the
    # Why lines), its saves' refusals, its arena's report, its board, New Game page and replay
    # window. Its rules' words are the rules and game catalogs', its deck loader's and faces'
    # the builder's, its rules reference's the learn catalog's.
    Catalog(
        "swordplay",
        ("audatia_qt/games/swordplay",),
        excluded=(
            "audatia_qt/games/swordplay/rules",
            "audatia_qt/games/swordplay/decks",
            "audatia_qt/games/swordplay/render",
            "audatia_qt/games/swordplay/deck_builder",
            "audatia_qt/games/swordplay/reference.py",
            "audatia_qt/games/swordplay/screens/reference.py",
            "audatia_qt/games/swordplay/lessons",
        ),
    ),
    # Ready...Fence!: every word of its folder (its rules' refusals, undo boundaries and deck
    # checks so far), in a catalog of its own while its table is being built; its faces' own
    # words are the builder's, where the faces' words are read in a face's language.
    Catalog(
        "ready_fence",
        ("audatia_qt/games/ready_fence",),
        excluded=(
            "audatia_qt/games/ready_fence/render",
            "audatia_qt/games/ready_fence/lessons",
            "audatia_qt/games/ready_fence/deck_builder",
        ),
    ),
    # Decks: the deck builder, the deck checker's and loader's messages, and the card
    # renderer's own words (not the cards' texts, which the decks translate).
    # The file layer's refusals (safe_io) are said mostly of decks and their art, and so are
    # tomllib's reasons for refusing a text (toml_problems).
    Catalog(
        "builder",
        (
            "audatia_qt/shell/deck_builder",
            "audatia_qt/games/audatia/deck_builder",
            "audatia_qt/games/audatia/decks",
            "audatia_qt/games/audatia/render",
            # The kit's deck pieces: the deck problems' shared words (context "DeckProblems");
            # its print sheets' refusals and paper names ("Printing", "Paper").
            "audatia_qt/kit/decks",
            "audatia_qt/kit/render",
            # Swordplay's deck loader's refusals and its faces' own words (context "Swordplay").
            "audatia_qt/games/swordplay/decks",
            "audatia_qt/games/swordplay/render",
            "audatia_qt/games/swordplay/deck_builder",
            # Ready...Fence!'s faces' own words and its printing's refusals ("ReadyFence").
            "audatia_qt/games/ready_fence/render",
            # Ready...Fence!'s deck builder (context "ReadyFenceDeckBuilder").
            "audatia_qt/games/ready_fence/deck_builder",
            "audatia_qt/engine/safe_io.py",
            "audatia_qt/engine/toml_problems.py",
        ),
    ),
)


def catalog_dir() -> Path:
    """Where the .ts and .qm files are, in every layout (assets/ travels with the app)."""
    return assets_dir() / FOLDER


def ts_path(catalog: Catalog, language: str, folder: Path | None = None) -> Path:
    return (folder or catalog_dir()) / f"{catalog.name}_{language}.ts"


def qm_path(catalog: Catalog, language: str, folder: Path | None = None) -> Path:
    return (folder or catalog_dir()) / f"{catalog.name}_{language}.qm"
