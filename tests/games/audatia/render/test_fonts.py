"""The bundled fonts: present with their licence, listed once for Pillow and Qt."""

from __future__ import annotations

from pathlib import Path

import pytest

from audatia_qt.games.audatia.render import Fonts, font_files
from audatia_qt.kit.render.fonts import FONT_LICENCE_NAME, FontError


def test_every_font_file_exists_with_its_licence() -> None:
    files = font_files()
    assert {"regular", "italic", "bold", "smallcaps"} <= set(files)
    for path in files.values():
        assert path.is_file(), path
        assert path.suffix in {".otf", ".ttf"}
    folder = next(iter(files.values())).parent
    licence = (folder / FONT_LICENCE_NAME).read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    assert "Georg Duffner" in licence


def test_fonts_are_loaded_once_per_instance() -> None:
    fonts = Fonts()
    assert fonts.get("regular", 20) is fonts.get("regular", 20)
    assert fonts.get("regular", 20) is not fonts.get("regular", 21)
    assert Fonts().get("regular", 20) is not fonts.get("regular", 20)


def test_the_fonts_have_the_glyphs_the_cards_print() -> None:
    font = Fonts().get("regular", 30)
    # Names from the decks and the card text: accents, the right quote, the ellipsis.
    for text in ("Posta di Donna", "dell'Elefante", "Celeritas \u2192", "\u2026", "\u00e9"):
        assert font.getlength(text) > 0


def test_a_missing_font_file_is_a_clear_error(tmp_path: Path) -> None:
    files = {**font_files(), "regular": tmp_path / "absent.otf"}
    with pytest.raises(FontError, match="cannot read the font file"):
        Fonts(files).get("regular", 12)
    with pytest.raises(FontError, match="no font file given"):
        Fonts({"regular": tmp_path / "x.otf"})
