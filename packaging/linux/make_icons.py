"""Render the application icon's PNGs from its SVG source: ``python packaging/linux/make_icons.py``.

Reads ``assets/icons/audatia.svg`` and writes ``assets/icons/audatia-<size>.png`` for every
size of the freedesktop hicolor theme the game installs (16 to 512 pixels); 16 and 32 come
from ``audatia-small.svg``, a simplified drawing that stays legible at a handful of pixels.
Qt's own SVG renderer draws them (PySide6-Essentials ships QtSvg), so the PNGs are exactly what a Qt
desktop would draw from the SVG; Pillow then stores them with a fixed compression, so
regenerating an unchanged SVG gives byte-identical files. The PNGs are committed: the app and
``make install-desktop`` use them without this script.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path

#: The icon sizes installed under hicolor/<size>x<size>/apps (and loaded by app_icon()).
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
REPO_ROOT = Path(__file__).resolve().parents[2]
ICONS_DIR = REPO_ROOT / "assets" / "icons"
SVG_NAME = "audatia.svg"
SMALL_SVG_NAME = "audatia-small.svg"
#: Sizes drawn from the simplified SVG: below 48 pixels the full drawing turns to mush.
SMALL_SIZES = frozenset({16, 32})


def render_png(svg: Path, size: int) -> bytes:
    """Render ``svg`` to a square RGBA PNG of ``size`` pixels (needs a QGuiApplication)."""
    from PIL import Image
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG for Qt's renderer")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    rgba_image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    # Straight from Qt's pixels to Pillow, which writes the PNG without timestamp chunks and
    # with a fixed zlib level, so the output is reproducible.
    rgba = Image.frombytes(
        "RGBA",
        (size, size),
        bytes(rgba_image.constBits()),
        "raw",
        "RGBA",
        rgba_image.bytesPerLine(),
    )
    out = io.BytesIO()
    rgba.save(out, "PNG", optimize=True)
    return out.getvalue()


#: Largest per-channel difference --check accepts: Qt builds round antialiased edges a level
#: apart (6.11 against 6.12 differ by 1), which is no reason to call a committed icon stale.
PIXEL_TOLERANCE = 2


def same_picture(a: bytes, b: bytes) -> bool:
    """Whether two PNGs show the same picture, up to ``PIXEL_TOLERANCE`` in any channel."""
    from PIL import Image, ImageChops

    with Image.open(io.BytesIO(a)) as first, Image.open(io.BytesIO(b)) as second:
        if first.size != second.size:
            return False
        difference = ImageChops.difference(first.convert("RGBA"), second.convert("RGBA"))
        return all(high <= PIXEL_TOLERANCE for _, high in difference.getextrema())


def png_name(size: int) -> str:
    """The committed file name of the icon at ``size`` pixels."""
    return f"audatia-{size}.png"


def main(argv: list[str] | None = None) -> int:
    """Write the PNGs (or, with --check, report which differ from a fresh render)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ICONS_DIR, help="folder for the PNGs")
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if a PNG is out of date"
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    # Held until the end: Qt's painting needs the application object alive.
    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    stale: list[str] = []
    for size in ICON_SIZES:
        svg = ICONS_DIR / (SMALL_SVG_NAME if size in SMALL_SIZES else SVG_NAME)
        data = render_png(svg, size)
        target = args.out / png_name(size)
        if args.check:
            if not target.is_file() or not same_picture(target.read_bytes(), data):
                stale.append(target.name)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        print(f"wrote {target} ({len(data)} bytes)")
    del app
    if stale:
        print(f"out of date: {', '.join(stale)}; run python packaging/linux/make_icons.py")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
