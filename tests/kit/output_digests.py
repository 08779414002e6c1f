"""Digests of every output the kit's shared pieces make for the games, to compare two trees.

Faces, print sheets, PDFs (their dates fixed), PNG exports, deck files' refusals, the rules
references, their searches and refusals: run it with one tree on ``PYTHONPATH`` and then with
another (a checkout of the commit before a move) and ``diff`` the two outputs; they must match
line for line. Not a test (its name is not collected): a check for moving shared code.

    PYTHONPATH=<tree> python tests/kit/output_digests.py > digests.txt
"""

from __future__ import annotations

import hashlib
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from audatia_qt.engine.resources import decks_dir

#: Pillow writes the time into a PDF: a fixed one, so two runs write the same bytes.
time.gmtime = lambda *args: time.struct_time((2026, 1, 1, 0, 0, 0, 3, 1, 0))  # type: ignore[assignment]


def h(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def image_digest(image: Any) -> str:
    return f"{image.mode}{image.size}:{h(image.tobytes())}"


def out(name: str, value: str) -> None:
    print(f"{name}: {value}")


def audatia(tmp: Path) -> None:
    tmp.mkdir()
    from audatia_qt.games.audatia.decks.load import DeckError, load_deck, parse_deck_text
    from audatia_qt.games.audatia.render import CardRenderer, faces_of_deck
    from audatia_qt.games.audatia.render import printing as p

    deck = load_deck(decks_dir() / "galeazzo-da-mantoa.toml").definition
    renderer = CardRenderer()
    for index, face in enumerate(faces_of_deck(deck, None, "es")[:6]):
        out(f"audatia face {index}", image_digest(renderer.render_face(face, 186, 260)))
    out("audatia back", image_digest(renderer.render_back(deck.name, 186, 260)))
    fronts = [renderer.render_face(f, 186, 260) for f in faces_of_deck(deck, None)[:11]]
    back = renderer.render_back(deck.name, 186, 260)
    for options in (
        p.PrintOptions(dpi=72),
        p.PrintOptions(dpi=72, bleed_mm=3.0),
        p.PrintOptions(dpi=72, bleed_mm=3.0, paper=p.LETTER),
        p.PrintOptions(dpi=72, backs=False, crop_marks=False),
    ):
        for number, page in enumerate(p.sheets(fronts, back, options)):
            out(
                f"audatia sheet {options.paper.name} {options.dpi} {options.bleed_mm} "
                f"{options.backs} {options.crop_marks} {number}",
                image_digest(page),
            )
    pdf = tmp / "a.pdf"
    pages = p.export_deck_pdf(deck, None, pdf, p.PrintOptions(dpi=40, bleed_mm=3.0), language="es")
    out("audatia pdf", f"{pages} {h(pdf.read_bytes())}")
    written = p.export_deck_pngs(deck, None, tmp / "pngs", (93, 130))
    out("audatia pngs", h(b"".join(path.name.encode() + path.read_bytes() for path in written)))
    for options, kind in ((p.PrintOptions(dpi=5), "dpi"), (p.PrintOptions(bleed_mm=11), "bleed")):
        try:
            options.check()
        except p.PrintError as error:
            out(f"audatia print refusal {kind}", f"{error} | {error.message}")
    try:
        p.export_deck_pdf(deck, None, tmp / "missing" / "x.pdf", p.PrintOptions(dpi=40))
    except p.PrintError as error:
        out("audatia print refusal write", str(error).replace(str(tmp), "TMP"))
    for text in BAD_AUDATIA:
        try:
            parse_deck_text(text, "bad.toml")
        except DeckError as error:
            out("audatia refusal", f"{error!s} || {error.lines()} || {error.first_line()}")
    for raw in (b"", b"\x00abc", b"\xff\xfe bad"):
        from audatia_qt.games.audatia.decks.load import parse_deck_bytes

        try:
            parse_deck_bytes(raw, "raw.toml")
        except DeckError as error:
            out("audatia bytes refusal", error.first_line())
    for path in (tmp, tmp / "nothing.toml"):
        try:
            load_deck(path)
        except DeckError as error:
            out("audatia path refusal", error.first_line().replace(str(tmp), "TMP"))


def swordplay(tmp: Path) -> None:
    tmp.mkdir()
    from audatia_qt.games.swordplay.decks.bundled import default_card_set
    from audatia_qt.games.swordplay.decks.load import CardSetError, load_deck, parse_deck_text
    from audatia_qt.games.swordplay.render import printing as p
    from audatia_qt.games.swordplay.render.faces import FaceRenderer, distinct_cards

    cards = default_card_set()
    renderer = FaceRenderer()
    for index, card in enumerate(distinct_cards(cards)):
        out(f"swordplay face {index}", image_digest(renderer.render(card, 186, 260, "es")))
    out("swordplay back", image_digest(renderer.render_back(186, 260)))
    for options in (p.PrintOptions(dpi=72), p.PrintOptions(dpi=72, backs=True, paper=p.LETTER)):
        for number, page in enumerate(p.sheets(p.print_run(cards)[:12], options)):
            out(
                f"swordplay sheet {options.paper.name} {options.dpi} {options.backs} {number}",
                image_digest(page),
            )
    pdf = tmp / "s.pdf"
    pages = p.export_pdf(cards, pdf, p.PrintOptions(dpi=72, backs=True), language="es")
    out("swordplay pdf", f"{pages} {h(pdf.read_bytes())}")
    folder = tmp / "spngs"
    folder.mkdir()
    written = p.export_pngs(cards, folder, p.PrintOptions(dpi=72))
    out("swordplay pngs", h(b"".join(path.name.encode() + path.read_bytes() for path in written)))
    try:
        p.export_pdf(cards, tmp / "x.pdf", p.PrintOptions(dpi=5))
    except p.PrintError as error:
        out("swordplay print refusal dpi", f"{error} | {error.message}")
    try:
        p.export_pdf(cards, tmp / "missing" / "x.pdf", p.PrintOptions(dpi=72))
    except p.PrintError as error:
        out("swordplay print refusal write", f"{error} | {error.message}".replace(str(tmp), "TMP"))
    for text in BAD_SWORDPLAY:
        try:
            parse_deck_text(text, "bad.toml")
        except CardSetError as error:
            out("swordplay refusal", f"{error!s} || {error.lines()}")
    for path in (tmp, tmp / "nothing.toml"):
        try:
            load_deck(path)
        except CardSetError as error:
            out("swordplay path refusal", error.first_line().replace(str(tmp), "TMP"))


def ready_fence(tmp: Path) -> None:
    tmp.mkdir()
    from audatia_qt.games.ready_fence.decks.bundled import default_card_set
    from audatia_qt.games.ready_fence.render import printing as p
    from audatia_qt.games.ready_fence.render.faces import FaceRenderer, distinct_cards

    cards = default_card_set()
    renderer = FaceRenderer()
    for index, card in enumerate(distinct_cards(cards)):
        out(f"ready_fence face {index}", image_digest(renderer.render(card, 186, 260, "es")))
    out("ready_fence back", image_digest(renderer.render_back(186, 260)))
    options = p.PrintOptions(dpi=72, backs=True, paper=p.LETTER)
    for number, page in enumerate(p.sheets(p.print_run(cards)[:12], options)):
        out(f"ready_fence sheet {number}", image_digest(page))
    pdf = tmp / "r.pdf"
    pages = p.export_pdf(cards, pdf, p.PrintOptions(dpi=72), language="es")
    out("ready_fence pdf", f"{pages} {h(pdf.read_bytes())}")
    folder = tmp / "rpngs"
    folder.mkdir()
    written = p.export_pngs(cards, folder, p.PrintOptions(dpi=72))
    out("ready_fence pngs", h(b"".join(path.name.encode() + path.read_bytes() for path in written)))


def _swap(text: str, old: str, new: str) -> str:
    return text.replace(old, new, 1)


AUDATIA_TEXT = (decks_dir() / "galeazzo-da-mantoa.toml").read_text(encoding="utf-8")
SWORDPLAY_TEXT = (decks_dir() / "swordplay" / "arena.toml").read_text(encoding="utf-8")
BAD_AUDATIA = [
    "",
    "a = " + "[" * 55 + "1" + "]" * 55,
    "not toml = =",
    "[deck]\nid = 'Bad Id'\nname = 5\n",
    _swap(AUDATIA_TEXT, "[[posta]]", "[[posta]]\ncolour = 'red'"),
    _swap(AUDATIA_TEXT, "id = ", "id = 'x\\ny'\nold_id = "),
    _swap(AUDATIA_TEXT, "schema_version = 1", "schema_version = true"),
    _swap(AUDATIA_TEXT, "count = ", "count = 99\nold_count = "),
    _swap(AUDATIA_TEXT, "kind = ", "kind = 'no_such_effect'\nold_kind = "),
    _swap(AUDATIA_TEXT, "status = ", "status = 'maybe'\nold_status = "),
    _swap(AUDATIA_TEXT, "[deck]", "[deck]\ntranslations.xx = { name = 'x' }"),
    _swap(AUDATIA_TEXT, "name = ", "name = '" + "n" * 80 + "'\nold_name = "),
]
BAD_SWORDPLAY = [
    "",
    "not toml = =",
    "[deck]\nid = 'Bad Id'\nname = 5\n",
    _swap(SWORDPLAY_TEXT, "[[attack]]", "[[attack]]\ncolour = 'red'"),
    _swap(SWORDPLAY_TEXT, "count = ", "count = 99\nold_count = "),
    _swap(SWORDPLAY_TEXT, "count = ", "count = '2'\nold_count = "),
    _swap(SWORDPLAY_TEXT, "status = ", "status = 'maybe'\nold_status = "),
    _swap(SWORDPLAY_TEXT, "name = ", "name = '" + "n" * 80 + "'\nold_name = "),
    _swap(SWORDPLAY_TEXT, "id = ", "id = 'Bad Id'\nold_id = "),
    _swap(SWORDPLAY_TEXT, "[[monster]]", "[[monster]]\nlife = -1\nold_life = 1"),
]


BAD_MARKDOWN = [
    "",
    "text first\n# Title {#t}\n",
    "## Not a title {#x}\n",
    "# Title\n",
    "# Title {#Bad_Anchor}\n",
    "# Title {#ok.dot}\n",
    "# T {#t}\n##### Deep {#deep}\n",
    "# T {#t}\n```\n# not a heading\n```\n## A {#a}\nbody [link](rules:x) *b*\n",
    "# Rulings\n## R-001 one\ntext\n## SP-2 two\ntext\n## Nope\n",
]


def references(tmp: Path) -> None:
    tmp.mkdir()
    from audatia_qt.games.audatia import reference as a
    from audatia_qt.games.swordplay import reference as s

    for module in (a, s):
        for rulings in (False, True):
            for text in BAD_MARKDOWN:
                try:
                    found = module.parse_sections(text, "x.md", rulings=rulings)
                    out(
                        f"{module.__name__} sections",
                        repr([(x.anchor, x.title, x.level, x.body, x.plain_text) for x in found]),
                    )
                except module.ReferenceError as error:
                    out(f"{module.__name__} refusal", f"{error} | {error.message}")
    for language in ("en", "es"):
        ref = a.load_reference(language=language)
        out(
            f"audatia reference {language}",
            h(ref.markdown().encode()) + repr((ref.untranslated, ref.stale)),
        )
        out(f"audatia search {language}", repr([x.anchor for x in ref.search("the cut")]))
        sw = s.load_reference(language)
        out(
            f"swordplay reference {language}",
            h(repr([(x.anchor, x.title, x.level, x.body) for x in sw.sections]).encode())
            + repr((sw.untranslated, sw.stale)),
        )
        out(f"swordplay search {language}", repr([x.anchor for x in sw.search("attack")]))
    # A translation with other anchors, and a missing file.
    folder = tmp / "sp"
    folder.mkdir()
    (folder / "en.md").write_text("# T {#t}\n## A {#a}\n", encoding="utf-8")
    (folder / "es.md").write_text("# T {#t}\n## B {#b}\n", encoding="utf-8")
    try:
        s.load_reference("es", folder)
    except s.ReferenceError as error:
        out("swordplay anchors differ", str(error).replace(str(tmp), "TMP"))
    (folder / "es.md").write_text("# T {#t}\n", encoding="utf-8")
    try:
        s.load_reference("es", folder)
    except s.ReferenceError as error:
        out("swordplay anchors differ 2", str(error).replace(str(tmp), "TMP"))
    try:
        s.load_reference("es", tmp / "none")
    except s.ReferenceError as error:
        out("swordplay missing", str(error).replace(str(tmp), "TMP"))
    chapters = tmp / "au"
    (chapters / "es").mkdir(parents=True)
    (chapters / "01-a.md").write_text("# T {#t}\n## A {#a}\n", encoding="utf-8")
    (chapters / "es" / "01-a.md").write_text("# T {#t}\n", encoding="utf-8")
    try:
        a.load_reference(chapters, language="es")
    except a.ReferenceError as error:
        out("audatia anchors differ", f"{error} | {error.message}".replace(str(tmp), "TMP"))


def main() -> None:
    which = sys.argv[1:] or ["audatia", "swordplay", "ready_fence", "references"]
    with tempfile.TemporaryDirectory() as folder:
        if "audatia" in which:
            audatia(Path(folder) / "a")
        if "swordplay" in which:
            swordplay(Path(folder) / "s")
        if "ready_fence" in which:
            ready_fence(Path(folder) / "f")
        if "references" in which:
            references(Path(folder) / "r")


if __name__ == "__main__":
    main()
