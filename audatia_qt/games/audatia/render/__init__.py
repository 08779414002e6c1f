"""Card faces and backs drawn with Pillow as pure functions, plus their disk cache.

The API, in the order a caller meets it:

- ``faces_of_deck(deck, art_root)`` -> one ``CardFace`` per distinct card of a deck, plus its
  Virtue cards and its Stretto Side card. A ``CardFace`` names the kind, the definition, the
  deck and the folder the deck's art paths are relative to.
- ``CardRenderer(theme, fonts)``: ``render_face(face, width, height, dpr)`` and
  ``render_back(deck_name, width, height, dpr)`` return RGBA images of (width*dpr, height*dpr)
  device pixels; ``art_problem(face)`` says why a deck's art is not shown.
- ``FaceCache(directory, renderer)``: ``get(face, width, height, dpr)`` and
  ``get_back(...)``, raw pixel files on disk keyed by a content hash. ``default_cache_dir()`` is the
  user cache folder.
- ``CardRenderer.layout_face(face, width, height)`` -> a ``FaceLayout``: where each symbol
  of the face is drawn (a ``Hotspot``: its ``narrator.symbols.Mark`` and rectangle), found
  without drawing.
- ``font_files()`` lists the bundled fonts by role, for Qt to register too.
- ``load_art(root, rel_path)`` -> an image or an ``ArtProblem``.
"""

from audatia_qt.games.audatia.render.art import ART_MAX_PIXELS, ArtProblem, load_art
from audatia_qt.games.audatia.render.cache import FaceCache, default_cache_dir
from audatia_qt.games.audatia.render.faces import CardFace, faces_of_deck
from audatia_qt.games.audatia.render.layout import FaceLayout, Hotspot
from audatia_qt.games.audatia.render.renderer import (
    COMPACT_WIDTH,
    PREVIEW_SIZE,
    PRINT_SIZE,
    RENDERER_VERSION,
    TABLE_SIZE,
    CardRenderer,
    NameRoom,
    default_art_root,
    device_size,
    name_room,
)
from audatia_qt.games.audatia.render.theme import DEFAULT_THEME, CardKind, KindStyle, Theme
from audatia_qt.kit.render.fonts import Fonts, font_files

__all__ = [
    "ART_MAX_PIXELS",
    "COMPACT_WIDTH",
    "DEFAULT_THEME",
    "PREVIEW_SIZE",
    "PRINT_SIZE",
    "RENDERER_VERSION",
    "TABLE_SIZE",
    "ArtProblem",
    "CardFace",
    "CardKind",
    "CardRenderer",
    "FaceCache",
    "FaceLayout",
    "Fonts",
    "Hotspot",
    "KindStyle",
    "NameRoom",
    "Theme",
    "default_art_root",
    "default_cache_dir",
    "device_size",
    "faces_of_deck",
    "font_files",
    "load_art",
    "name_room",
]
