"""The table's geometry: where every zone lies for a given size, as pure arithmetic.

Laid out like the rulebook's Playing Area: the local player's zones along the bottom, the
opponent's mirrored along the top (their left is our right, as across a real table), the two
Stack areas facing each other in the middle with the Stretto Side card between them. Nothing
here touches Qt but the translation of the names the layout makes room for:
``compute_layout(width, height)`` returns plain rectangles, so the geometry is tested (no
overlaps from 1024 x 640 to 4K) without a window.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from audatia_qt.games.audatia.rules.cards import Virtue
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP

#: A card's height over its width: the printed card is 63 x 88 mm.
CARD_RATIO = 88.0 / 63.0
#: The table's content, in card widths across and card heights down (see ``compute_layout``).
_UNITS_ACROSS = 11.9
_UNITS_DOWN = 5.3
#: Scales of the smaller cards: the opponent's hand (backs only), Virtue cards, the trade pile.
OPPONENT_HAND_SCALE = 0.5
VIRTUE_SCALE = 0.5
FACEDOWN_SCALE = 0.75
#: Height of a Stack area in card heights: room for the older cards of the Stack to peek out.
STACK_HEIGHT = 1.2
#: Sudden Death: the share of the opponent's hand band given to their row (the rest holds
#: their hand). The local band is shared by card counts (``row_share``).
ROW_SHARE = 0.5
#: The name on a card of the local hand (issue 27): its font's pixel size is never below
#: ``NAME_PX``, whose capitals stand 9 px tall in the table's bold serif (cap height 0.65 em),
#: as tall as the capitals of the window's own 10-point text: the smallest size at which a
#: Bolognese name ("Zenghiaro", "Mandritto") reads at a glance at arm's length, and 50% above
#: what the printed title gave a hand card at 1280 x 800 (a 8 px font, 5.5 px capitals).
NAME_PX = 14.0
NAME_CAP_PX = 9.0
#: The part of a hand card left in sight by the card over it holds its name's longest word
#: at ``NAME_PX`` ("dell'Elefante", 65 px bold, the longest word of the bundled decks), so a
#: fan never narrows a card below this many ``NAME_PX``; it also floors the hand's card width.
NAME_STRIP_EM = 5.0
#: A hand card is never narrower than this many ``NAME_PX``: room down its face for the
#: longest names on four lines ("Spinta di / Gomito e / Colpo di / Pomo") at ``NAME_PX``.
HAND_LEAST_EM = 6.5
#: The most cards a hand and its row hold at once (Salle Play deals up to 12; a Sudden Death
#: row is the 12-card hand): the hand's band is wide enough for this many name strips.
HAND_MOST = 12
#: Height of the local hand's band, in the hand's card heights: a card and its lift.
HAND_BAND = 1.12
#: The hand's card size against the table's (Settings > Card size, issue 20).
HAND_SCALES = (0.8, 2.0)
#: Settings > Text size's range (issue 20).
TEXT_SCALES = (0.8, 2.0)
#: The smallest the table's cards become to make room for text or for a larger hand, against
#: the card that fits the window with no text (issue 27: at Text size 200% they fell to 30 px,
#: too small to tell a strike from a parry). A larger hand gives its room back first (its cards
#: grow less), then text that would need smaller cards is set smaller.
MIN_CARD = 0.65
#: The table's text at 100%, in heights of the card that fits the window at 100%.
TEXT_EM = 0.11
#: A line of the Side card's label, in font pixels (the serif is one pixel tall a pixel, and
#: a fallback serif a little more).
LINE = 1.15
#: The caption band under a row (or over it, for the opponent): one line.
CAPTION_LINE = 1.3
#: The status panel: its title and up to three lines, each row this many font pixels tall
#: (the title is set 1.15 times larger).
STATUS_ROWS = 4
STATUS_ROW = 1.3
#: A scoreboard row, in font pixels: the numerals, set at ``NUMERALS`` of the text's size (a
#: sans 1.16 times as tall as its pixels), in a cell of 0.84 of the row.
SCORE_ROW = 1.3
NUMERALS = 0.9
#: The room a player's name takes on the scoreboard, in em (a longer one is elided).
NAME_EM = 4.0
#: Room either side of a text in its box, in font pixels.
TEXT_PAD = 0.3
#: The Stretto Side card's label under it, by its orientation: short, because the card lies
#: in a narrow slot; the game log and the prompt say it in full ("Inside remedies only").
#: English sources, said in the app's language by ``side_label``.
SIDE_LABELS: dict[str | None, str] = {
    "inside": QT_TRANSLATE_NOOP("Table", "Inside only"),
    "outside": QT_TRANSLATE_NOOP("Table", "Outside only"),
    "either": QT_TRANSLATE_NOOP("Table", "Either side"),
    None: QT_TRANSLATE_NOOP("Table", "Stretto Side card"),
}


def side_label(orientation: str | None) -> str:
    """The Side card's label for ``orientation``, in the language the app speaks."""
    return QCoreApplication.translate("Table", SIDE_LABELS[orientation])


Measure = Callable[[str], float]
"""A text's width in em (in pixels at a pixel size of one), in the widest of the table's
styles: the scene measures with Qt; the layout alone estimates (``estimate_em``)."""


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle in scene pixels."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def intersects(self, other: Rect) -> bool:
        """The two rectangles share some area (touching edges do not count)."""
        return (
            self.x < other.right
            and other.x < self.right
            and self.y < other.bottom
            and other.y < self.bottom
        )

    def contains(self, other: Rect, slack: float = 0.5) -> bool:
        """``other`` lies inside this rectangle (within ``slack`` pixels of rounding)."""
        return (
            other.x >= self.x - slack
            and other.y >= self.y - slack
            and other.right <= self.right + slack
            and other.bottom <= self.bottom + slack
        )


class Place(Protocol):
    """A place a player has on the table: one of the standard game's (``ZoneKind``) or one a
    ruleset adds (``board.variants``: the Sudden Death row). Its value is the place's name the
    narrator says it by (``narrator.zone_words``); its caption is printed on the table."""

    @property
    def value(self) -> str: ...

    @property
    def caption(self) -> str: ...


class ZoneKind(enum.StrEnum):
    """The places every player has on the table ("Playing Area"); its value is the place's
    name the narrator says it by (``narrator.zone_words``). A ruleset's own places are its
    board variant's (``board.variants``)."""

    HAND = "hand"
    POSTA_PILE = "posta_pile"
    POSTA = "posta"
    STACK = "stack"
    DECK = "deck"
    DISCARD = "discard"
    FACEDOWN = "facedown"
    VIRTUES = "virtues"

    @property
    def caption(self) -> str:
        """The zone's name as printed on the table, in the language the app speaks."""
        return {
            ZoneKind.HAND: lambda: QCoreApplication.translate("Table", "Hand"),
            ZoneKind.POSTA_PILE: lambda: QCoreApplication.translate("Table", "Posta pile"),
            ZoneKind.POSTA: lambda: QCoreApplication.translate("Table", "Posta"),
            ZoneKind.STACK: lambda: QCoreApplication.translate("Table", "Stack"),
            ZoneKind.DECK: lambda: QCoreApplication.translate("Table", "Action deck"),
            ZoneKind.DISCARD: lambda: QCoreApplication.translate("Table", "Discard"),
            ZoneKind.FACEDOWN: lambda: QCoreApplication.translate("Table", "Traded"),
            ZoneKind.VIRTUES: lambda: QCoreApplication.translate("Table", "Virtues"),
        }[self]()


class RowMode(enum.Enum):
    """How the local player's row is laid out, for the moment of the exchange (issue 15).

    Fanned across its narrow place, the Posta pile shows slivers no wider than a thumb. Out
    of Measure, while a Posta may be chosen or changed, the Stack is empty, so the row makes
    room: the pile opens in two tiers, each card's top (its name) in sight, the chosen Posta
    beside it.
    """

    STANDARD = "standard"
    """In Measure and before the first choice: the pile fanned, the Posta, three Stack places."""
    CHOOSING = "choosing"
    """A Posta is being chosen (Out of Measure 3, or a change-posta skill): the pile opens and
    the Stack, empty and no place for any card now, gives up its room."""
    OUT_OF_MEASURE = "out_of_measure"
    """The rest of Out of Measure (skills, the opening): the pile stays open and one Stack
    place takes an attack or a skill."""


class Position(enum.Enum):
    """Which edge of the screen a player sits at."""

    BOTTOM = "bottom"
    TOP = "top"


@dataclass(frozen=True, slots=True)
class SideLayout:
    """One player's zones. ``stack_places`` run left to right on screen."""

    position: Position
    zones: dict[Place, Rect]
    stack_places: tuple[Rect, Rect, Rect]
    captions: dict[Place, Rect]
    open_pile: bool = False
    """The Posta pile lies in two tiers, each card's name in sight (``RowMode``)."""

    def __getitem__(self, kind: Place) -> Rect:
        return self.zones[kind]


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Every zone of the table for one size of the view."""

    width: float
    height: float
    card_w: float
    card_h: float
    bottom: SideLayout
    top: SideLayout
    side_card: Rect
    """The Stretto Side card, lying sideways between the two Stacks."""
    side_label: Rect
    """Under the Side card: its orientation in words (``SIDE_LABELS``)."""
    status: Rect
    """Left of the Side card: the bind, the draws, whose turn it is."""
    scoreboard: Rect
    """Right of the Side card: the four Virtues, both totals, who holds each advantage."""
    hand_card_w: float
    """A card of the local hand (and of a Sudden Death row): ``card_w`` times the card size."""
    hand_card_h: float
    text_px: float
    """The pixel size of the table's text (Settings > Text size, ``text_pixels``)."""
    tall_scoreboard: bool
    """The scoreboard lists the Virtues down, not across (``scoreboard_is_tall``)."""

    def side(self, position: Position) -> SideLayout:
        """The zones of the player at ``position``."""
        return self.bottom if position is Position.BOTTOM else self.top

    def all_zones(self) -> list[tuple[str, Rect]]:
        """Every zone, caption and centre panel with a name, for overlap checks."""
        named: list[tuple[str, Rect]] = []
        for side in (self.bottom, self.top):
            for kind, rect in side.zones.items():
                named.append((f"{side.position.value}:{kind.value}", rect))
            for kind, rect in side.captions.items():
                named.append((f"{side.position.value}:{kind.value}:caption", rect))
        named += [("side_card", self.side_card), ("status", self.status)]
        named.append(("side_label", self.side_label))
        named.append(("scoreboard", self.scoreboard))
        return named


def _margin(width: float, height: float) -> float:
    return max(6.0, min(width, height) * 0.012)


def card_size_for(width: float, height: float, hand_scale: float = 1.0) -> tuple[float, float]:
    """The largest card (width, height) for which the table's cards alone fit the view, the
    hand's cards ``hand_scale`` times as large as the table's (no room kept for text)."""
    margin = _margin(width, height)
    by_width = (width - 2 * margin) / _UNITS_ACROSS
    units_down = _UNITS_DOWN + HAND_BAND * (hand_scale - 1)
    by_height = (height - 2 * margin) / (units_down * CARD_RATIO)
    card_w = max(20.0, min(by_width, by_height))
    return card_w, card_w * CARD_RATIO


def text_pixels(width: float, height: float, text_scale: float = 1.0) -> float:
    """The pixel size of the table's text (its captions, panels and counts) in a view of
    ``width`` x ``height``: ``TEXT_EM`` of the card that fits the view at 100%, times
    Settings > Text size. Independent of Settings > Card size: larger cards leave the text
    as it is, and larger text takes its room from the cards (``compute_layout``)."""
    low, high = TEXT_SCALES
    _card_w, card_h = card_size_for(width, height)
    return TEXT_EM * card_h * min(high, max(low, text_scale))


def name_strip() -> float:
    """The narrowest part of a hand card a fan leaves in sight: its name's room."""
    return NAME_STRIP_EM * NAME_PX


def hand_least() -> float:
    """The narrowest a hand card is drawn where the view holds the floors (``HAND_LEAST_EM``)."""
    return HAND_LEAST_EM * NAME_PX


def row_share(hand_count: int, row_count: int) -> float:
    """Sudden Death: the share of the local band the row takes, by the cards each holds (at
    least one card's room each, so either may take a card): twelve cards between them fit
    the band as one hand of twelve would, every name in sight (issue 27)."""
    hand, row = max(1, hand_count), max(1, row_count)
    return row / (hand + row)


def estimate_em(text: str) -> float:
    """A text's width in em without Qt: more than the bundled serif ever takes (its widest
    caption averages under half an em a letter), so an estimated layout errs roomy."""
    return 0.5 * len(text)


def two_lines(text: str, measure: Measure = estimate_em) -> list[str]:
    """``text`` broken between words into the two lines whose wider is narrowest (one line
    for a single word)."""
    words = text.split()
    if len(words) < 2:
        return [text]
    breaks = [[" ".join(words[:cut]), " ".join(words[cut:])] for cut in range(1, len(words))]
    return min(breaks, key=lambda pair: max(measure(line) for line in pair))


def set_lines(
    text: str, width: float, text_px: float, measure: Measure = estimate_em
) -> tuple[int, float]:
    """How ``text`` is set at ``text_px`` in a box at least ``width`` wide: (lines, the box's
    width). One line if it fits; else two, broken between words (``two_lines``), the box
    widened to the wider line when even that does not fit."""
    pad = 2 * TEXT_PAD * text_px
    if measure(text) * text_px + pad <= width:
        return 1, width
    widest = max(measure(line) for line in two_lines(text, measure))
    return 2, max(width, widest * text_px + pad)


def scoreboard_is_tall(width: float, text_px: float, measure: Measure = estimate_em) -> bool:
    """The scoreboard lists the Virtues down (one a row) rather than across when four Virtue
    names and a player's name do not fit ``width`` side by side at ``text_px``."""
    column = max(measure(virtue.title) for virtue in Virtue) * text_px + 2 * TEXT_PAD * text_px
    across = 4 * column + (NAME_EM + 2 * TEXT_PAD) * text_px
    return across > width


@dataclass(frozen=True, slots=True)
class _Dims:
    """Every size of the table for one card width (``compute_layout`` searches the largest
    card width whose table fits the view)."""

    cw: float
    ch: float
    hand_w: float
    hand_h: float
    gap: float
    small_gap: float
    group_gap: float
    place_step: float
    stack_w: float
    slots: dict[ZoneKind, float]
    side_group: float
    content_w: float
    content_h: float
    caption_h: float
    center_h: float
    column_w: float
    side_w: float
    side_h: float
    label_h: float
    panel_gap: float
    tall_scoreboard: bool
    text_px: float


#: The floors a view too small for them gives up (a table widget under about 1024 x 680):
#: the table's cards' and the hand's names' (``_fitting``), as the table was before them.
_FLOORS = (MIN_CARD, True)
_NO_FLOORS = (0.4, False)


def _dims(
    cw: float,
    hand_scale: float,
    text_px: float,
    measure: Measure,
    *,
    wrap: bool,
    named: bool = True,
) -> _Dims:
    """The table's sizes for cards ``cw`` wide, with room for text at ``text_px``: a zone's
    slot in its row is as wide as its card or its caption, whichever is wider; the centre
    strip as tall as the Side card and its label, or the status panel's and the scoreboard's
    lines, whichever is taller."""
    ch = cw * CARD_RATIO
    pad = 2 * TEXT_PAD * text_px

    def need(text: str) -> float:
        return measure(text) * text_px + pad

    def fit(text: str, width: float) -> tuple[int, float]:
        if not wrap:
            return 1, max(width, measure(text) * text_px + pad)
        return set_lines(text, width, text_px, measure)

    widths = {
        ZoneKind.DECK: cw,
        ZoneKind.DISCARD: cw,
        ZoneKind.FACEDOWN: FACEDOWN_SCALE * cw,
        ZoneKind.VIRTUES: 2 * VIRTUE_SCALE * cw + 0.05 * cw,
        ZoneKind.POSTA: cw,
        # Out of Measure the Stack is one card's place (``open_row``).
        ZoneKind.STACK: cw,
    }
    fitted = {kind: fit(kind.caption, width) for kind, width in widths.items()}
    slots = {kind: width for kind, (_lines, width) in fitted.items()}
    small_gap, group_gap, place_step = 0.15 * cw, 0.3 * cw, 0.88 * cw
    stack_lines, stack_w = fit(ZoneKind.STACK.caption, 2 * place_step + cw)
    right = sum(slots[kind] for kind in _RIGHT_GROUP) + 3 * small_gap
    pile_lines, pile_w = fit(ZoneKind.POSTA_PILE.caption, cw)
    left = slots[ZoneKind.POSTA] + small_gap + pile_w
    side_group = max(right, left)
    content_w = 2 * side_group + stack_w + 2 * group_gap
    lines = max([stack_lines, pile_lines, *(lines for lines, _width in fitted.values())])
    caption_h = (lines * LINE + CAPTION_LINE - LINE) * text_px
    side_w = 0.7 * ch * CARD_RATIO
    labels = [fit(side_label(orientation), side_w) for orientation in SIDE_LABELS]
    label_h = max(lines for lines, _width in labels) * LINE * text_px
    column_w = max(width for _lines, width in labels)
    panel_gap = 0.2 * cw
    panel_w = (content_w - column_w) / 2 - panel_gap
    tall = scoreboard_is_tall(panel_w, text_px, measure)
    score_rows = 5 if tall else 3
    center_h = max(
        0.75 * ch,
        0.5 * ch + label_h + 0.03 * ch,
        STATUS_ROWS * STATUS_ROW * text_px + pad,
        score_rows * SCORE_ROW * text_px + pad,
    )
    side_h = min(0.7 * ch, center_h - label_h - 0.03 * ch)
    # A hand card never narrower than its longest name needs (``HAND_LEAST_EM``).
    hand_w = max(cw * hand_scale, hand_least() if named else 0.0)
    hand_h = hand_w * CARD_RATIO
    gap = 0.06 * ch
    content_h = (
        OPPONENT_HAND_SCALE * ch
        + 2 * STACK_HEIGHT * ch
        + 2 * caption_h
        + center_h
        + HAND_BAND * hand_h
        + 4 * gap
    )
    return _Dims(
        cw=cw,
        ch=ch,
        hand_w=hand_w,
        hand_h=hand_h,
        gap=gap,
        small_gap=small_gap,
        group_gap=group_gap,
        place_step=place_step,
        stack_w=stack_w,
        slots=slots,
        side_group=side_group,
        content_w=content_w,
        content_h=content_h,
        caption_h=caption_h,
        center_h=center_h,
        column_w=column_w,
        side_w=side_h * CARD_RATIO,
        side_h=side_h,
        label_h=label_h,
        panel_gap=panel_gap,
        tall_scoreboard=tall,
        text_px=text_px,
    )


#: The right-hand zones of the bottom player's row, left to right.
_RIGHT_GROUP = (ZoneKind.DECK, ZoneKind.DISCARD, ZoneKind.FACEDOWN, ZoneKind.VIRTUES)


def _largest(
    width: float,
    height: float,
    hand_scale: float,
    text_px: float,
    measure: Measure,
    wrap: bool,
    floors: tuple[float, bool] = _FLOORS,
) -> _Dims | None:
    """The table with the largest cards that fit the view, or None when even cards of
    ``MIN_CARD`` of the window's own do not leave room for the text."""
    margin = _margin(width, height)
    room_w, room_h = width - 2 * margin, height - 2 * margin

    def fits(cw: float) -> _Dims | None:
        dims = _dims(cw, hand_scale, text_px, measure, wrap=wrap, named=floors[1])
        return dims if dims.content_w <= room_w and dims.content_h <= room_h else None

    if floors[1] and HAND_MOST * name_strip() > room_w:
        return None  # no room for a full hand's names: a window too narrow for the floors

    low = max(20.0, floors[0] * card_size_for(width, height)[0])
    best = fits(low)
    if best is None:
        return None
    high = max(low, room_w)
    # Every size grows with the card, so the fit is found by halving.
    while high - low > 0.05:
        middle = (low + high) / 2
        dims = fits(middle)
        if dims is None:
            high = middle
        else:
            low, best = middle, dims
    return best


def _fitting(
    width: float, height: float, hand_scale: float, text_px: float, measure: Measure
) -> _Dims:
    """The table with the largest cards: the captions one line each (their slots widened) or
    broken over two lines where a zone is narrower than its name, whichever leaves the larger
    cards. Text too large for the view even then is set smaller, as large as fits. A view
    too small for the floors (``_FLOORS``) is laid out without them."""
    for floors in (_FLOORS, _NO_FLOORS):
        best = _fitting_with(width, height, hand_scale, text_px, measure, floors)
        if best is not None:
            return best
    # A window too small for any table: the smallest cards and text.
    return _dims(20.0, hand_scale, 8.0, measure, wrap=True, named=False)


def _fitting_with(
    width: float,
    height: float,
    hand_scale: float,
    text_px: float,
    measure: Measure,
    floors: tuple[float, bool],
) -> _Dims | None:
    """``_fitting`` for one set of floors, or None when the view cannot hold them."""
    # A hand larger than the table's cards gives its room back first, a tenth at a time,
    # down to the table's size, so the table's cards keep their floor.
    scales = [hand_scale]
    while scales[-1] > 1.0:
        scales.append(max(1.0, round(scales[-1] - 0.1, 2)))
    for scale in scales:
        fitted = [
            dims
            for wrap in (False, True)
            if (dims := _largest(width, height, scale, text_px, measure, wrap, floors)) is not None
        ]
        if fitted:
            return max(fitted, key=lambda dims: dims.cw)
    low, high = 0.0, 1.0
    best: _Dims | None = None
    while high - low > 0.01:
        middle = (low + high) / 2
        dims = _largest(width, height, hand_scale, text_px * middle, measure, True, floors)
        if dims is None:
            high = middle
        else:
            low, best = middle, dims
    return best


def compute_layout(
    width: float,
    height: float,
    *,
    beside_hand: Place | None = None,
    mode: RowMode = RowMode.STANDARD,
    hand_scale: float = 1.0,
    text_scale: float = 1.0,
    measure: Measure = estimate_em,
    shared: float = ROW_SHARE,
) -> TableLayout:
    """The table for a view of ``width`` x ``height`` scene pixels.

    ``hand_scale`` (Settings > Card size, 0.8 to 2.0) makes the cards one reads, the local
    hand's, that many times the table's; the table's cards take the room that is left, so the
    whole still fits the window at every size. ``text_scale`` (Settings > Text size, 0.8 to
    2.0) sets the text's size (``text_pixels``); each caption's slot, the caption bands and
    the centre strip grow to hold it, measured by ``measure`` (the scene measures with Qt),
    and the cards take the room that is left.

    With ``beside_hand``, a zone a ruleset lays beside each hand (the Sudden Death row,
    ``board.variants``), each player's hand band is shared: the hand at its owner's left, that
    zone beside it (mirrored for the opponent). ``mode`` lays out the local player's
    row for the moment (``RowMode``); the opponent's row never changes. ``shared`` is the
    local band's share the row takes (``row_share``: by the cards each holds).

    The local hand's band spans the whole view, not only the table's content: room for
    ``HAND_MOST`` cards, each name in sight (issue 27).

    Across, each row is: the Posta pile fanned, the chosen Posta, the Stack area (three places),
    the Action deck, the discard pile, the traded cards and the Virtue cards; the opponent's row
    is the mirror image, so the two Stack areas face each other in the centre. Down: the
    opponent's hand (backs), the opponent's row, the centre strip (status, Stretto Side card
    and its label, Virtue scoreboard), the local row and the local hand, fanned and readable.
    """
    low, high = HAND_SCALES
    hand_scale = min(high, max(low, hand_scale))
    # Each text is measured once, however many card sizes the fit tries.
    widths: dict[str, float] = {}

    def measured(text: str) -> float:
        if text not in widths:
            widths[text] = measure(text)
        return widths[text]

    d = _fitting(width, height, hand_scale, text_pixels(width, height, text_scale), measured)
    text_px = d.text_px
    cw, ch = d.cw, d.ch
    gap, small_gap, group_gap = d.gap, d.small_gap, d.group_gap
    stack_w, content_w, caption_h = d.stack_w, d.content_w, d.caption_h
    x0 = (width - content_w) / 2
    y0 = (height - d.content_h) / 2
    center_x = width / 2

    y = y0
    opp_hand = Rect(x0, y, content_w, OPPONENT_HAND_SCALE * ch)
    y += opp_hand.h + gap
    top_row_y = y
    y += STACK_HEIGHT * ch
    top_caption_y = y
    y += caption_h + gap
    center_y = y
    center_h = d.center_h
    y += center_h + gap
    bottom_caption_y = y
    y += caption_h
    bottom_row_y = y
    y += STACK_HEIGHT * ch + gap
    margin = _margin(width, height)
    hand = Rect(margin, y, width - 2 * margin, HAND_BAND * d.hand_h)

    def row(position: Position, row_y: float, caption_y: float, hand_rect: Rect) -> SideLayout:
        """One player's row, laid out for the bottom player and mirrored for the top."""
        card_y = row_y + (STACK_HEIGHT * ch - ch) / 2
        # Offsets from the centre line, for the bottom player (left is negative): each zone
        # (left, width, top, height) centred in its slot (left, width), the caption's room.
        stack_left = -stack_w / 2
        spans: dict[ZoneKind, tuple[float, float, float, float]] = {}
        slots: dict[ZoneKind, tuple[float, float]] = {}
        spans[ZoneKind.STACK] = (stack_left, stack_w, row_y, STACK_HEIGHT * ch)
        slots[ZoneKind.STACK] = (stack_left, stack_w)
        x = stack_w / 2 + group_gap
        for kind in _RIGHT_GROUP:
            slot = d.slots[kind]
            if kind is ZoneKind.FACEDOWN:
                zone_w, zone_h = FACEDOWN_SCALE * cw, FACEDOWN_SCALE * ch
            elif kind is ZoneKind.VIRTUES:
                zone_w, zone_h = 2 * VIRTUE_SCALE * cw + 0.05 * cw, ch
            else:
                zone_w, zone_h = cw, ch
            spans[kind] = (x + (slot - zone_w) / 2, zone_w, card_y + (ch - zone_h) / 2, zone_h)
            slots[kind] = (x, slot)
            x += slot + small_gap
        posta_slot = d.slots[ZoneKind.POSTA]
        posta_left = stack_left - group_gap - posta_slot
        spans[ZoneKind.POSTA] = (posta_left + (posta_slot - cw) / 2, cw, card_y, ch)
        slots[ZoneKind.POSTA] = (posta_left, posta_slot)
        pile_right = posta_left - small_gap
        pile_left = -content_w / 2
        spans[ZoneKind.POSTA_PILE] = (pile_left, pile_right - pile_left, card_y, ch)
        slots[ZoneKind.POSTA_PILE] = (pile_left, pile_right - pile_left)

        mirror = position is Position.TOP
        zones: dict[Place, Rect] = {}
        captions: dict[Place, Rect] = {}
        for kind, (dx, w, zy, zh) in spans.items():
            zones[kind] = Rect(center_x - dx - w if mirror else center_x + dx, zy, w, zh)
            sx, sw = slots[kind]
            captions[kind] = Rect(
                center_x - sx - sw if mirror else center_x + sx, caption_y, sw, caption_h
            )
        zones[ZoneKind.HAND] = hand_rect
        if beside_hand is not None:
            row_w = (hand_rect.w - group_gap) * (ROW_SHARE if mirror else shared)
            hand_w = hand_rect.w - group_gap - row_w
            # The hand stands where the row begins (its owner's left), so a card turned up
            # moves the shortest way; the opponent's left is the viewer's right.
            row_x = hand_rect.x if mirror else hand_rect.right - row_w
            hand_x = hand_rect.right - hand_w if mirror else hand_rect.x
            zones[beside_hand] = Rect(row_x, hand_rect.y, row_w, hand_rect.h)
            zones[ZoneKind.HAND] = Rect(hand_x, hand_rect.y, hand_w, hand_rect.h)
        stack = zones[ZoneKind.STACK]
        # The three places, centred in the Stack's slot (wider than them only for a caption
        # larger than three overlapping cards).
        first = stack.x + (stack.w - 2 * d.place_step - cw) / 2
        places = tuple(Rect(first + i * d.place_step, stack.y, cw, stack.h) for i in range(3))
        return SideLayout(position, zones, (places[0], places[1], places[2]), captions)

    def open_row(side: SideLayout) -> SideLayout:
        """The local row Out of Measure: the pile opened over its own place, the Posta's, the
        Stack's and the caption band, down to the hand; then the Stack (one place, or none
        while a Posta is chosen) and the Posta, ending where the Stack ended."""
        zones, captions = dict(side.zones), dict(side.captions)
        old_stack = zones.pop(ZoneKind.STACK)
        captions.pop(ZoneKind.STACK)
        caption_y = captions[ZoneKind.POSTA].y
        card_y = zones[ZoneKind.POSTA].y
        posta_slot = d.slots[ZoneKind.POSTA]
        slot_x = old_stack.right - posta_slot
        zones[ZoneKind.POSTA] = Rect(slot_x + (posta_slot - cw) / 2, card_y, cw, ch)
        captions[ZoneKind.POSTA] = Rect(slot_x, caption_y, posta_slot, caption_h)
        pile_right = slot_x - small_gap
        places = side.stack_places
        if mode is RowMode.OUT_OF_MEASURE:
            stack_slot = d.slots[ZoneKind.STACK]
            slot_x = pile_right - stack_slot
            stack = Rect(slot_x + (stack_slot - cw) / 2, old_stack.y, cw, old_stack.h)
            zones[ZoneKind.STACK] = stack
            captions[ZoneKind.STACK] = Rect(slot_x, caption_y, stack_slot, caption_h)
            places = (stack, stack, stack)
            pile_right = slot_x - small_gap
        pile = zones[ZoneKind.POSTA_PILE]
        del captions[ZoneKind.POSTA_PILE]
        # Down to the hand's band: the room between the tiers is where the back tier's names
        # show, and every pixel of it makes them larger.
        pile_w, pile_h = pile_right - pile.x, hand.y - caption_y
        zones[ZoneKind.POSTA_PILE] = Rect(pile.x, caption_y, pile_w, pile_h)
        return SideLayout(side.position, zones, places, captions, open_pile=True)

    bottom = row(Position.BOTTOM, bottom_row_y, bottom_caption_y, hand)
    if mode is not RowMode.STANDARD:
        bottom = open_row(bottom)
    top = row(Position.TOP, top_row_y, top_caption_y, opp_hand)

    # The Side card lying sideways over its label, centred in the centre strip's column.
    side_w, side_h = d.side_w, d.side_h
    block_h = side_h + 0.03 * ch + d.label_h
    side_top = center_y + (center_h - block_h) / 2
    side_card = Rect(center_x - side_w / 2, side_top, side_w, side_h)
    column_x = center_x - d.column_w / 2
    side_label = Rect(column_x, side_card.bottom + 0.03 * ch, d.column_w, d.label_h)
    status = Rect(x0, center_y, column_x - d.panel_gap - x0, center_h)
    scoreboard_x = column_x + d.column_w + d.panel_gap
    scoreboard = Rect(scoreboard_x, center_y, x0 + content_w - scoreboard_x, center_h)
    return TableLayout(
        width=width,
        height=height,
        card_w=cw,
        card_h=ch,
        bottom=bottom,
        top=top,
        side_card=side_card,
        side_label=side_label,
        status=status,
        scoreboard=scoreboard,
        hand_card_w=d.hand_w,
        hand_card_h=d.hand_h,
        text_px=text_px,
        tall_scoreboard=d.tall_scoreboard,
    )


#: Room between two cards of one tier of the opened Posta pile, in card widths.
TIER_GAP = 0.04


def tiers(
    zone: Rect, count: int, card_w: float, card_h: float, *, top: float
) -> list[tuple[float, float]]:
    """Top-left corners of ``count`` cards laid in at most two tiers across ``zone``, the back
    tier first (drawn first, so the tier in front leaves the top of the one behind in sight).

    One tier, at ``top``, when the cards fit side by side; else two, the back one along the
    zone's top and the front one along its bottom, in shared columns, centred, overlapping
    sideways only when half the cards do not fit side by side.
    """
    if count <= 0:
        return []
    fit = int((zone.w + TIER_GAP * card_w) // ((1 + TIER_GAP) * card_w))
    rows = 1 if count <= max(1, fit) else 2
    columns = -(-count // rows)
    step = (1 + TIER_GAP) * card_w
    if columns > 1:
        step = min(step, (zone.w - card_w) / (columns - 1))
    left = zone.x + (zone.w - card_w - step * (columns - 1)) / 2
    if rows == 1:
        return [(left + i * step, top) for i in range(count)]
    # The front tier is the full one: a shorter back tier leaves no card standing alone
    # behind an empty place.
    behind = count - columns
    back = [(left + i * step, zone.y) for i in range(behind)]
    return back + [(left + i * step, zone.bottom - card_h) for i in range(columns)]


def fan_positions(zone: Rect, count: int, card_w: float, *, max_step: float) -> list[float]:
    """Left edges of ``count`` cards of width ``card_w`` fanned across ``zone``, centred.

    Cards overlap just enough to fit; never further apart than ``max_step``.
    """
    if count <= 0:
        return []
    if count == 1:
        return [zone.x + (zone.w - card_w) / 2]
    step = min(max_step, (zone.w - card_w) / (count - 1))
    total = card_w + step * (count - 1)
    left = zone.x + (zone.w - total) / 2
    return [left + i * step for i in range(count)]
