"""The table's geometry: where every zone lies for a given size, as pure arithmetic.

Laid out like the rulebook's Playing Area: the local player's zones along the bottom, the
opponent's mirrored along the top (their left is our right, as across a real table), the two
Stack areas facing each other in the middle with the Stretto Side card between them. Nothing
here touches Qt: ``compute_layout(width, height)`` returns plain rectangles, so the geometry is
tested (no overlaps from 1024 x 640 to 4K) without a window.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

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
#: Height of the band of zone captions, in card heights.
CAPTION_HEIGHT = 0.14
#: Sudden Death: the share of the hand's band given to the row (the rest holds the hand).
ROW_SHARE = 0.5
#: Height of the local hand's band, in the hand's card heights: a card and its lift.
HAND_BAND = 1.12
#: The hand's card size against the table's (Settings > Card size, issue 20).
HAND_SCALES = (0.8, 2.0)


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


class ZoneKind(enum.Enum):
    """The places a player has on the table ("Playing Area")."""

    HAND = "hand"
    POSTA_PILE = "posta_pile"
    POSTA = "posta"
    STACK = "stack"
    DECK = "deck"
    DISCARD = "discard"
    FACEDOWN = "facedown"
    VIRTUES = "virtues"
    ROW = "row"
    """Sudden Death only: the cards laid face down in order, leftmost first (R-032)."""

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
            ZoneKind.ROW: lambda: QCoreApplication.translate("Table", "Row"),
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
    zones: dict[ZoneKind, Rect]
    stack_places: tuple[Rect, Rect, Rect]
    captions: dict[ZoneKind, Rect]
    open_pile: bool = False
    """The Posta pile lies in two tiers, each card's name in sight (``RowMode``)."""

    def __getitem__(self, kind: ZoneKind) -> Rect:
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
    status: Rect
    """Left of the Side card: the bind, the draws, whose turn it is."""
    scoreboard: Rect
    """Right of the Side card: the four Virtues, both totals, who holds each advantage."""
    hand_card_w: float
    """A card of the local hand (and of a Sudden Death row): ``card_w`` times the card size."""
    hand_card_h: float

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
        named.append(("scoreboard", self.scoreboard))
        return named


def card_size_for(width: float, height: float, hand_scale: float = 1.0) -> tuple[float, float]:
    """The largest card (width, height) for which the whole table fits the view, the hand's
    cards ``hand_scale`` times as large as the table's."""
    margin = max(6.0, min(width, height) * 0.012)
    by_width = (width - 2 * margin) / _UNITS_ACROSS
    units_down = _UNITS_DOWN + HAND_BAND * (hand_scale - 1)
    by_height = (height - 2 * margin) / (units_down * CARD_RATIO)
    card_w = max(20.0, min(by_width, by_height))
    return card_w, card_w * CARD_RATIO


def compute_layout(
    width: float,
    height: float,
    *,
    rows: bool = False,
    mode: RowMode = RowMode.STANDARD,
    hand_scale: float = 1.0,
) -> TableLayout:
    """The table for a view of ``width`` x ``height`` scene pixels.

    ``hand_scale`` (Settings > Card size, 0.8 to 2.0) makes the cards one reads, the local
    hand's, that many times the table's; the table's cards take the room that is left, so the
    whole still fits the window at every size.

    With ``rows`` (Sudden Death) each player's hand band is shared: the hand at its owner's
    left, the row beside it (mirrored for the opponent). ``mode`` lays out the local player's
    row for the moment (``RowMode``); the opponent's row never changes.

    Across, each row is: the Posta pile fanned, the chosen Posta, the Stack area (three places),
    the Action deck, the discard pile, the traded cards and the Virtue cards; the opponent's row
    is the mirror image, so the two Stack areas face each other in the centre. Down: the
    opponent's hand (backs), the opponent's row, the centre strip (status, Stretto Side card,
    Virtue scoreboard), the local row and the local hand, fanned and readable.
    """
    low, high = HAND_SCALES
    hand_scale = min(high, max(low, hand_scale))
    cw, ch = card_size_for(width, height, hand_scale)
    hand_w, hand_h = cw * hand_scale, ch * hand_scale
    gap = 0.06 * ch
    small_gap = 0.15 * cw
    group_gap = 0.3 * cw
    place_step = 0.88 * cw
    stack_w = 2 * place_step + cw
    right_group = cw + small_gap + cw + small_gap + FACEDOWN_SCALE * cw + small_gap
    right_group += 2 * VIRTUE_SCALE * cw + 0.05 * cw
    content_w = 2 * right_group + stack_w + 2 * group_gap
    content_h = (
        OPPONENT_HAND_SCALE * ch
        + 2 * STACK_HEIGHT * ch
        + 2 * CAPTION_HEIGHT * ch
        + 0.75 * ch
        + HAND_BAND * hand_h
        + 4 * gap
    )
    x0 = (width - content_w) / 2
    y0 = (height - content_h) / 2
    center_x = width / 2

    y = y0
    opp_hand = Rect(x0, y, content_w, OPPONENT_HAND_SCALE * ch)
    y += opp_hand.h + gap
    top_row_y = y
    y += STACK_HEIGHT * ch
    top_caption_y = y
    y += CAPTION_HEIGHT * ch + gap
    center_y = y
    center_h = 0.75 * ch
    y += center_h + gap
    bottom_caption_y = y
    y += CAPTION_HEIGHT * ch
    bottom_row_y = y
    y += STACK_HEIGHT * ch + gap
    hand = Rect(x0, y, content_w, HAND_BAND * hand_h)

    def row(position: Position, row_y: float, caption_y: float, hand_rect: Rect) -> SideLayout:
        """One player's row, laid out for the bottom player and mirrored for the top."""
        card_y = row_y + (STACK_HEIGHT * ch - ch) / 2
        # Offsets from the centre line, for the bottom player (left is negative).
        stack_left = -stack_w / 2
        spans: dict[ZoneKind, tuple[float, float, float, float]] = {}
        spans[ZoneKind.STACK] = (stack_left, stack_w, row_y, STACK_HEIGHT * ch)
        x = stack_w / 2 + group_gap
        spans[ZoneKind.DECK] = (x, cw, card_y, ch)
        x += cw + small_gap
        spans[ZoneKind.DISCARD] = (x, cw, card_y, ch)
        x += cw + small_gap
        fd_h = FACEDOWN_SCALE * ch
        spans[ZoneKind.FACEDOWN] = (x, FACEDOWN_SCALE * cw, card_y + (ch - fd_h) / 2, fd_h)
        x += FACEDOWN_SCALE * cw + small_gap
        spans[ZoneKind.VIRTUES] = (x, 2 * VIRTUE_SCALE * cw + 0.05 * cw, card_y, ch)
        posta_x = stack_left - group_gap - cw
        spans[ZoneKind.POSTA] = (posta_x, cw, card_y, ch)
        pile_right = posta_x - small_gap
        pile_left = -content_w / 2
        spans[ZoneKind.POSTA_PILE] = (pile_left, pile_right - pile_left, card_y, ch)

        mirror = position is Position.TOP
        zones: dict[ZoneKind, Rect] = {}
        captions: dict[ZoneKind, Rect] = {}
        for kind, (dx, w, zy, zh) in spans.items():
            left = center_x - dx - w if mirror else center_x + dx
            zones[kind] = Rect(left, zy, w, zh)
            captions[kind] = Rect(left, caption_y, w, CAPTION_HEIGHT * ch)
        zones[ZoneKind.HAND] = hand_rect
        if rows:
            row_w = hand_rect.w * ROW_SHARE
            hand_w = hand_rect.w - row_w - group_gap
            # The hand stands where the row begins (its owner's left), so a card turned up
            # moves the shortest way; the opponent's left is the viewer's right.
            row_x = hand_rect.x if mirror else hand_rect.right - row_w
            hand_x = hand_rect.right - hand_w if mirror else hand_rect.x
            zones[ZoneKind.ROW] = Rect(row_x, hand_rect.y, row_w, hand_rect.h)
            zones[ZoneKind.HAND] = Rect(hand_x, hand_rect.y, hand_w, hand_rect.h)
        stack = zones[ZoneKind.STACK]
        places = tuple(Rect(stack.x + i * place_step, stack.y, cw, stack.h) for i in range(3))
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
        posta = Rect(old_stack.right - cw, card_y, cw, ch)
        zones[ZoneKind.POSTA] = posta
        captions[ZoneKind.POSTA] = Rect(posta.x, caption_y, cw, CAPTION_HEIGHT * ch)
        pile_right = posta.x - small_gap
        places = side.stack_places
        if mode is RowMode.OUT_OF_MEASURE:
            stack = Rect(pile_right - cw, old_stack.y, cw, old_stack.h)
            zones[ZoneKind.STACK] = stack
            captions[ZoneKind.STACK] = Rect(stack.x, caption_y, cw, CAPTION_HEIGHT * ch)
            places = (stack, stack, stack)
            pile_right = stack.x - small_gap
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

    side_w, side_h = 0.7 * ch * CARD_RATIO, 0.7 * ch
    side_card = Rect(center_x - side_w / 2, center_y + (center_h - side_h) / 2, side_w, side_h)
    panel_gap = 0.2 * cw
    status = Rect(x0, center_y, side_card.x - panel_gap - x0, center_h)
    scoreboard_x = side_card.right + panel_gap
    scoreboard = Rect(scoreboard_x, center_y, x0 + content_w - scoreboard_x, center_h)
    return TableLayout(
        width=width,
        height=height,
        card_w=cw,
        card_h=ch,
        bottom=bottom,
        top=top,
        side_card=side_card,
        status=status,
        scoreboard=scoreboard,
        hand_card_w=hand_w,
        hand_card_h=hand_h,
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
