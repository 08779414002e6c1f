"""The kit's letters on a face: a text from a file is wrapped as the characters it is, never
read as markup, and what does not fit its room is cut with an ellipsis; a face's canvas is in
millimetres of the card whatever its pixels."""

from __future__ import annotations

from audatia_qt.kit.render.canvas import Canvas, mix
from audatia_qt.kit.render.fonts import Fonts
from audatia_qt.kit.render.lettering import ELLIPSIS, cut, wrap
from audatia_qt.kit.render.printing import CARD_MM


def test_markup_is_wrapped_as_plain_characters_and_cut_with_an_ellipsis() -> None:
    font = Fonts().get("regular", 30)
    lines = wrap("<b>x</b> " * 100, font, 400)
    assert lines[0].startswith("<b>x</b> <b>x</b>")  # the tags are characters, not bold
    kept = cut(lines, font, 400, 3)
    assert len(kept) == 3 and kept[-1].endswith(ELLIPSIS)
    assert all(font.getlength(line) <= 400 for line in kept)


def test_nothing_is_cut_from_what_fits() -> None:
    font = Fonts().get("regular", 30)
    lines = wrap("A short line.\nAnother.", font, 400)
    assert lines == ["A short line.", "Another."]
    assert cut(lines, font, 400, 3) == lines
    assert cut(lines, font, 400, 0) == ["A short line." + ELLIPSIS]  # at least one line


def test_a_word_longer_than_the_line_is_cut_to_the_line() -> None:
    font = Fonts().get("regular", 30)
    lines = wrap("W" * 200, font, 400)
    assert len(lines) > 1 and "".join(lines) == "W" * 200
    assert all(font.getlength(line) <= 400 for line in lines)


def test_a_canvas_measures_the_card_in_millimetres_at_any_size() -> None:
    small, large = Canvas.for_card(126, 176), Canvas.for_card(900, 600)
    assert small.image.size == (378, 528) and large.image.size == (1800, 1200)
    assert small.px(CARD_MM[0]) == 378
    # Another shape keeps the card whole inside it: the height bounds the wide canvas.
    assert large.px(CARD_MM[1]) <= 1200 and large.px(CARD_MM[0]) < 1800
    assert small.finish(126, 176).size == (126, 176)
    assert mix((0, 0, 0), (200, 100, 50), 0.5) == (100, 50, 25)
