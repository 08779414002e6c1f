"""Where every visible card rests for one ``PlayerView``: pure arithmetic over the layout.

The scene reconciles its items with this list (``TableScene.show_view``), so the same view
always gives the same table, whatever came before. Keys: a card the viewer can identify is
keyed by its id (``c12``); a card seen only by its back is keyed by its place (``h1-3``, the
fourth card of seat B's hand), since the viewer cannot tell which card it is.
"""

from __future__ import annotations

from dataclasses import dataclass

from audatia_qt.games.audatia.board.index import ZoneId
from audatia_qt.games.audatia.board.layout import (
    CARD_RATIO,
    OPPONENT_HAND_SCALE,
    VIRTUE_SCALE,
    Position,
    Rect,
    TableLayout,
    ZoneKind,
    fan_positions,
    name_strip,
    tiers,
)
from audatia_qt.games.audatia.board.variants import STANDARD, BoardVariant
from audatia_qt.games.audatia.render import name_room
from audatia_qt.games.audatia.rules import PlayerView, Seat
from audatia_qt.games.audatia.rules.cards import Side, Virtue
from audatia_qt.games.audatia.rules.views import SeatView
from audatia_qt.games.audatia.rules.virtues import virtue_total

#: How far a selected card of the fanned Posta pile rises, in card heights; a hand's (and
#: a row's) cards sit this much below their band's top, their marks in the room above them
#: (a selected hand card stays: rising, it would cover the marks; its plate turns colour).
LIFT = 0.12
#: Face-up cards of the discard pile drawn (the rest lie under them).
DISCARD_SHOWN = 3


@dataclass(frozen=True, slots=True)
class Placement:
    """One card item's resting place and look."""

    key: str
    card: int | None
    """The card id, when the viewer may know it."""
    seat: Seat
    """Whose card it is."""
    face_up: bool
    rect: Rect
    rotated: bool
    """Turned to face the opponent across the table (drawn upside down for the viewer)."""
    z: float
    zone: ZoneId
    virtue: Virtue | None = None
    """For Virtue cards: which one (``card`` is None)."""
    badge: str = ""
    label: str = ""
    """A name plate drawn across the card's top (the opened Posta pile): its printed name."""
    label_size: tuple[float, float] = (0.0, 0.0)
    """The room the name plate's words may take, from ``label_top`` at the card's left edge:
    the part of the card no other card covers."""
    label_top: float = 0.0
    """How far below the card's top the plate's words begin (below a half sun, in a hand)."""
    label_back: float | None = None
    """Where the plate itself begins, above its words (over the printed name's ribbon), or
    None for at its words."""
    marks_above: float = 0.0
    """The room above the card, free of any other card, that holds its marks (the playable
    tab, a row's number) off its name and symbols; 0 for marks on the card itself."""


def position_of(seat: Seat, viewer: Seat) -> Position:
    """The viewer sits at the bottom."""
    return Position.BOTTOM if seat is viewer else Position.TOP


def total(seat: SeatView, virtue: Virtue) -> int:
    """The seat's total of ``virtue`` (rules.virtues: the card plus the top strike's bonus)."""
    return virtue_total(seat, virtue)


def stack_place(side: Side, position: Position) -> int:
    """The index (0..2, left to right on screen) of the Stack place for ``side``.

    Sides are each owner's own; the opponent faces the viewer, so their left is on the right.
    """
    index = {Side.LEFT: 0, Side.MIDDLE: 1, Side.RIGHT: 2}[side]
    return 2 - index if position is Position.TOP else index


def placements(
    view: PlayerView,
    layout: TableLayout,
    *,
    lifted: frozenset[int] = frozenset(),
    board: BoardVariant = STANDARD,
) -> list[Placement]:
    """Every card item of the table for ``view``, the viewer at the bottom; ``board`` places
    the cards of the zones the ruleset adds."""
    out: list[Placement] = []
    cw, ch = layout.card_w, layout.card_h
    for seat in Seat:
        seen = view.seat(seat)
        position = position_of(seat, view.viewer)
        side = layout.side(position)
        rotated = position is Position.TOP
        s = int(seat)

        def zone(kind: ZoneKind, seat: Seat = seat) -> ZoneId:
            return ZoneId(seat, kind)

        # The hand: the viewer's own face up and fanned; the opponent's as backs (or, in
        # Sudden Death once the rows are laid, its one turned-up card, small like the backs).
        hand_rect = side[ZoneKind.HAND]
        if seen.hand is not None and position is Position.BOTTOM:
            out += named_fan(
                view, seen.hand, seat, hand_rect, layout.hand_card_w, 200, zone(ZoneKind.HAND)
            )
        elif seen.hand is not None:
            # The opponent's one turned-up card in Sudden Death, small like the backs.
            w, h = cw * OPPONENT_HAND_SCALE, ch * OPPONENT_HAND_SCALE
            lefts = fan_positions(hand_rect, len(seen.hand), w, max_step=w * 1.04)
            for i, (card, left) in enumerate(zip(seen.hand, lefts, strict=True)):
                out.append(
                    Placement(
                        f"c{card}",
                        card,
                        seat,
                        True,
                        Rect(left, hand_rect.y, w, h),
                        rotated,
                        200 + i,
                        zone(ZoneKind.HAND),
                    )
                )
        else:
            sw, sh = cw * OPPONENT_HAND_SCALE, ch * OPPONENT_HAND_SCALE
            lefts = fan_positions(hand_rect, seen.hand_count, sw, max_step=sw * 0.55)
            for i, left in enumerate(lefts):
                out.append(
                    Placement(
                        f"h{s}-{i}",
                        None,
                        seat,
                        False,
                        Rect(left, hand_rect.y, sw, sh),
                        rotated,
                        200 + i,
                        zone(ZoneKind.HAND),
                    )
                )

        # The zones the ruleset adds (the Sudden Death row, R-032): its part of the board's.
        out += board.placements(view, layout, seat, position)

        # The Posta pile, face up (public), fanned so each Posta can be picked; opened in
        # tiers, each card named, while a Posta may be chosen (RowMode).
        pile_rect = side[ZoneKind.POSTA_PILE]
        pile = list(seen.posta_pile)
        if side.open_pile:
            out += _open_pile(view, pile, seat, pile_rect, side[ZoneKind.POSTA].y, cw, ch)
        else:
            if rotated:
                pile.reverse()
            lefts = fan_positions(pile_rect, len(pile), cw, max_step=cw * 1.04)
            for i, (card, left) in enumerate(zip(pile, lefts, strict=True)):
                top = pile_rect.y - LIFT * ch * 0.5 if card in lifted else pile_rect.y
                out.append(
                    Placement(
                        f"c{card}",
                        card,
                        seat,
                        True,
                        Rect(left, top, cw, ch),
                        rotated,
                        50 + i,
                        zone(ZoneKind.POSTA_PILE),
                    )
                )

        # The chosen Posta: face up once the viewer may see it, else its back.
        posta_rect = side[ZoneKind.POSTA]
        if seen.posta is not None:
            out.append(
                Placement(
                    f"c{seen.posta}",
                    seen.posta,
                    seat,
                    True,
                    posta_rect,
                    rotated,
                    60,
                    zone(ZoneKind.POSTA),
                )
            )
        elif seen.posta_hidden:
            out.append(
                Placement(f"p{s}", None, seat, False, posta_rect, rotated, 60, zone(ZoneKind.POSTA))
            )

        # The Stack, in the place of its side; the top card nearest the opponent.
        if seen.stack:
            place = side.stack_places[stack_place(seen.stack_side, position)]
            count = len(seen.stack)
            step = 0.0 if count == 1 else min(0.11 * ch, (place.h - ch) / (count - 1))
            for i, card in enumerate(seen.stack):
                depth = count - 1 - i
                if position is Position.BOTTOM:
                    top = place.y + depth * step
                else:
                    top = place.bottom - ch - depth * step
                out.append(
                    Placement(
                        f"c{card}",
                        card,
                        seat,
                        True,
                        Rect(place.x, top, cw, ch),
                        rotated,
                        100 + i,
                        zone(ZoneKind.STACK),
                    )
                )

        # The Action deck: a back with the count.
        if seen.deck_count:
            out.append(
                Placement(
                    f"d{s}",
                    None,
                    seat,
                    False,
                    side[ZoneKind.DECK],
                    rotated,
                    30,
                    zone(ZoneKind.DECK),
                    badge=str(seen.deck_count),
                )
            )

        # The discard pile: the last few face up, squared up; the count on top.
        discard_rect = side[ZoneKind.DISCARD]
        shown = seen.discard[-DISCARD_SHOWN:]
        for i, card in enumerate(shown):
            is_top = i == len(shown) - 1
            out.append(
                Placement(
                    f"c{card}",
                    card,
                    seat,
                    True,
                    discard_rect,
                    rotated,
                    40 + i,
                    zone(ZoneKind.DISCARD),
                    badge=str(len(seen.discard)) if is_top else "",
                )
            )

        # Cards traded face down: a smaller back with the count.
        if seen.facedown_count:
            out.append(
                Placement(
                    f"f{s}",
                    None,
                    seat,
                    False,
                    side[ZoneKind.FACEDOWN],
                    rotated,
                    30,
                    zone(ZoneKind.FACEDOWN),
                    badge=str(seen.facedown_count),
                )
            )

        # Virtue cards in front of their owner, two by two, each with its total.
        virtues_rect = side[ZoneKind.VIRTUES]
        vw, vh = cw * VIRTUE_SCALE, ch * VIRTUE_SCALE
        held = [virtue for virtue in Virtue if virtue in seen.virtues]
        for i, virtue in enumerate(held):
            col, row = i % 2, i // 2
            if rotated:
                col, row = 1 - col, 1 - row
            left = virtues_rect.x + col * (vw + 0.05 * cw)
            top = virtues_rect.y + row * vh
            out.append(
                Placement(
                    f"v{s}-{virtue.value}",
                    None,
                    seat,
                    True,
                    Rect(left, top, vw, vh),
                    rotated,
                    20 + i,
                    zone(ZoneKind.VIRTUES),
                    virtue=virtue,
                    badge=str(total(seen, virtue)),
                )
            )
    return out


def _open_pile(
    view: PlayerView,
    pile: list[int],
    seat: Seat,
    rect: Rect,
    top: float,
    cw: float,
    ch: float,
) -> list[Placement]:
    """The local player's opened Posta pile: two tiers, each card with a name plate on the
    part of it no other card covers. A selected card does not rise here: it would cover the
    names of the tier behind it (its glow shows the selection)."""
    corners = tiers(rect, len(pile), cw, ch, top=top)
    backs = sorted({y for _x, y in corners})
    lefts = sorted({x for x, _y in corners})
    step = lefts[1] - lefts[0] if len(lefts) > 1 else cw
    # Between the tiers, or (one tier) as much of the card's top as two tiers would leave.
    strip = backs[1] - backs[0] if len(backs) > 1 else rect.h - ch
    size = (min(cw, step), min(strip, ch))
    cards = view.config.cards
    zone = ZoneId(seat, ZoneKind.POSTA_PILE)
    return [
        Placement(
            f"c{card}",
            card,
            seat,
            True,
            Rect(x, y, cw, ch),
            False,
            50 + i,
            zone,
            label=cards[card].definition.name,
            label_size=size,
        )
        for i, (card, (x, y)) in enumerate(zip(pile, corners, strict=True))
    ]


def named_fan(
    view: PlayerView,
    cards: tuple[int, ...] | list[int],
    seat: Seat,
    zone_rect: Rect,
    card_w: float,
    depth: float,
    zone: ZoneId,
    *,
    numbered: bool = False,
) -> list[Placement]:
    """The viewer's own hand (or Sudden Death row), face up and fanned so that every card's
    name shows (issue 27): a card overlaps the one before it no further than ``name_strip``,
    the cards narrowing where the zone is short of room; each carries its name on a plate in
    the strip left in sight, below a half sun and above the picture's end (``name_room``).
    The cards sit ``LIFT`` of their height low: their marks (the playable tab, the row's
    number) stand in that room, off every name and symbol."""
    count = len(cards)
    strip = name_strip()
    w = card_w
    if count > 1 and (zone_rect.w - w) / (count - 1) < strip:
        # Never larger than the band's own cards (a view too small for the floors).
        w = min(card_w, max(strip, zone_rect.w - (count - 1) * strip))
    h = w * CARD_RATIO
    lefts = fan_positions(zone_rect, count, w, max_step=w * 1.04)
    step = lefts[1] - lefts[0] if count > 1 else w
    room = name_room(h)
    size = (min(w, step), room.art_bottom - room.below_sun)
    top = zone_rect.y + LIFT * h
    return [
        Placement(
            f"c{card}",
            card,
            seat,
            True,
            Rect(left, top, w, h),
            False,
            depth + i,
            zone,
            badge=f"{i + 1}" if numbered else "",
            label=view.config.cards[card].definition.name,
            label_size=size,
            label_top=room.below_sun,
            label_back=room.ribbon_top,
            marks_above=LIFT * h,
        )
        for i, (card, left) in enumerate(zip(cards, lefts, strict=True))
    ]
