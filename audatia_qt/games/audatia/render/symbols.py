"""The printed symbols of Audatia drawn as vectors: Seven Swords, icons, sun, Moon and Night,
virtue emblems ("Symbols" in the rulebook).

Every function draws into a square of the given radius around a centre, so the same symbol
serves the 120-pixel table card and the 300-dpi print.
"""

from __future__ import annotations

import math

from PIL import ImageDraw

from audatia_qt.games.audatia.render.pen import Ink, Pen, Point, arc_points, mix, polar, with_alpha
from audatia_qt.games.audatia.render.theme import Theme
from audatia_qt.games.audatia.rules.cards import Blow, IconKind, MoonHalf, Virtue

# Where each blow's sword lies on Fiore's Seven Swords, as its owner holds the card: the angle of
# its hilt (degrees, 0 = right, 90 = up). Mandritti come from the owner's right, Roversi from the
# left; Fendenti descend from above, Mezani are level, Sottani rise from below.
_BLOW_ANGLES: dict[Blow, float] = {
    Blow.MANDRITTO_FENDENTE: 45.0,
    Blow.ROVERSO_FENDENTE: 135.0,
    Blow.MANDRITTO_MEZANO: 0.0,
    Blow.ROVERSO_MEZANO: 180.0,
    Blow.MANDRITTO_SOTTANO: -45.0,
    Blow.ROVERSO_SOTTANO: -135.0,
}


def blow_path(blow: Blow) -> tuple[Point, Point]:
    """The blow's line on a wheel of radius 1: from where it starts to where it points.

    The Punta runs straight down the middle; the cuts run from their rim towards the centre.
    """
    if blow is Blow.PUNTA:
        return (0.0, -0.8), (0.0, 0.92)
    angle = _BLOW_ANGLES[blow]
    return polar(0.78, angle), polar(0.2, angle)


def seven_swords(
    draw: ImageDraw.ImageDraw,
    centre: Point,
    radius: float,
    highlighted: frozenset[Blow],
    theme: Theme,
    colour: Ink,
    *,
    inverted: bool = False,
    detailed: bool = True,
    ground: Ink | None = None,
    edge: Ink | None = None,
) -> None:
    """Fiore's Seven Swords with the highlighted blows bold and coloured.

    ``inverted`` draws the whole diagram upside down, as the opponent reads it; ``ground``
    and ``edge`` replace the parchment disc and the ink outlines (the card back's gold wheel).
    """
    pen = Pen(draw, centre, radius, 180.0 if inverted else 0.0)
    outline = edge if edge is not None else theme.ink
    pen.circle((0, 0), 1.0, fill=ground if ground is not None else with_alpha(theme.panel, 235))
    pen.circle((0, 0), 1.0, outline=outline, width=0.055)
    pen.circle((0, 0), 0.9, outline=with_alpha(theme.faint_ink, 150), width=0.025)
    faint = with_alpha(theme.faint_ink, 120 if detailed else 150)
    for blow in Blow:
        if blow in highlighted:
            continue
        start, end = blow_path(blow)
        if detailed:
            pen.sword(start, end, 0.05, faint, grip_length=0.1)
        else:
            pen.line([start, end], faint, 0.06)
    for blow in Blow:
        if blow not in highlighted:
            continue
        start, end = blow_path(blow)
        if detailed:
            pen.sword(start, end, 0.17, colour, edge=outline, guard=outline, grip_length=0.13)
        else:
            # Small cards: a bold blade with a short guard, no grip or pommel to clutter it.
            pen.sword(start, end, 0.24, colour, edge=outline, guard=outline, grip_length=0.0)
    pen.circle((0, 0), 0.075, fill=outline)


# --- action icons -------------------------------------------------------------------------


def _quad(p0: Point, control: Point, p1: Point, t: float) -> Point:
    """A point on a quadratic Bezier curve."""
    a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t**2
    return (
        a * p0[0] + b * control[0] + c * p1[0],
        a * p0[1] + b * control[1] + c * p1[1],
    )


def _shield_points(scale: float = 1.0, dx: float = 0.0, dy: float = 0.0) -> list[Point]:
    """A heater shield: a straight top, straight shoulders, flanks curving to the point."""
    top, side, shoulder, point = -0.72, 0.64, -0.16, 0.86
    right = [_quad((side, shoulder), (side, 0.5), (0.0, point), index / 12) for index in range(13)]
    left = [(-x, y) for x, y in reversed(right[:-1])]
    points = [(-side, top), (side, top), *right, *left]
    return [(x * scale + dx, y * scale + dy) for x, y in points]


def shield(
    pen: Pen, ink: Ink, fill: Ink, scale: float = 1.0, dx: float = 0.0, dy: float = 0.0
) -> None:
    """A heater shield, the Parry icon."""
    points = _shield_points(scale, dx, dy)
    pen.polygon(points, fill=fill, outline=ink, width=0.12 * scale)
    pen.line([(dx, dy - 0.62 * scale), (dx, dy + 0.72 * scale)], ink, 0.1 * scale, caps=False)
    pen.line(
        [(dx - 0.52 * scale, dy - 0.2 * scale), (dx + 0.52 * scale, dy - 0.2 * scale)],
        ink,
        0.1 * scale,
        caps=False,
    )


def _arrow(pen: Pen, start: Point, end: Point, ink: Ink, width: float) -> None:
    sx, sy = start
    ex, ey = end
    length = math.hypot(ex - sx, ey - sy)
    ux, uy = (ex - sx) / length, (ey - sy) / length
    head = width * 2.6
    pen.line([start, (ex - ux * head * 0.8, ey - uy * head * 0.8)], ink, width)
    pen.arrow_head(end, start, head, width * 1.7, ink)


def _curved_arrow(
    pen: Pen, centre: Point, radius: float, start: float, end: float, ink: Ink, width: float
) -> None:
    points = arc_points(centre, radius, start, end - math.copysign(14, end - start), 16)
    pen.line(points, ink, width)
    tip = arc_points(centre, radius, end, end, 1)[0]
    pen.arrow_head(tip, points[-2], width * 2.5, width * 1.8, ink)


def action_icon(
    draw: ImageDraw.ImageDraw,
    kind: IconKind | str,
    centre: Point,
    radius: float,
    ink: Ink,
    fill: Ink,
) -> None:
    """One action icon: sword (Attack), shield (Parry), crossed swords (Counterattack), broken
    blade (Break), double arrows (Exchange), circular arrows (Cycle); also "extended",
    "defend" and "answers_break" for the Posta and Remedy marks.
    """
    pen = Pen(draw, centre, radius)
    name = kind.value if isinstance(kind, IconKind) else kind
    if name == "attack":
        pen.sword((-0.42, 0.42), (0.74, -0.74), 0.24, fill, edge=ink, guard=ink, grip_length=0.3)
    elif name == "parry":
        shield(pen, ink, fill)
    elif name == "counterattack":
        pen.sword((-0.4, 0.4), (0.72, -0.72), 0.2, fill, edge=ink, guard=ink, grip_length=0.28)
        pen.sword((0.4, 0.4), (-0.72, -0.72), 0.2, fill, edge=ink, guard=ink, grip_length=0.28)
    elif name in {"break", "answers_break"}:
        _broken_blade(pen, ink, fill)
    elif name == "exchange":
        _arrow(pen, (-0.78, -0.3), (0.8, -0.3), ink, 0.15)
        _arrow(pen, (0.78, 0.3), (-0.8, 0.3), ink, 0.15)
    elif name == "cycle":
        _curved_arrow(pen, (0, 0), 0.62, 20, 160, ink, 0.15)
        _curved_arrow(pen, (0, 0), 0.62, 200, 340, ink, 0.15)
    elif name == "extended":
        pen.sword((-0.5, 0.25), (0.85, 0.25), 0.2, fill, edge=ink, guard=ink, grip_length=0.28)
        pen.line([(-0.8, -0.42), (0.8, -0.42)], ink, 0.08)
        pen.arrow_head((0.86, -0.42), (0.0, -0.42), 0.24, 0.16, ink)
        pen.arrow_head((-0.86, -0.42), (0.0, -0.42), 0.24, 0.16, ink)
    elif name == "defend":
        shield(pen, ink, fill, scale=0.78, dx=-0.12, dy=0.06)
        pen.sword((-0.55, 0.55), (0.8, -0.8), 0.17, fill, edge=ink, guard=ink, grip_length=0.25)
    else:
        raise ValueError(f"no icon called {name!r}")


def _broken_blade(pen: Pen, ink: Ink, fill: Ink) -> None:
    """A blade snapped in two: the lower piece with the hilt, the upper piece knocked aside."""
    width = 0.22
    pen.sword((-0.5, 0.5), (-0.02, 0.02), width, fill, edge=ink, guard=ink, grip_length=0.28)
    # The cut-off end of the lower piece is jagged, not pointed.
    pen.polygon([(-0.1, -0.06), (0.06, 0.0), (-0.02, 0.02), (0.02, 0.1), (-0.12, 0.1)], fill=fill)
    upper = [(0.16, -0.2), (0.3, -0.06), (0.86, -0.62), (0.72, -0.76)]
    jag = [(0.2, -0.08), (0.16, -0.2)]
    pen.polygon(
        [*upper, (0.22, -0.24), (0.24, -0.14), *jag[:1]], fill=fill, outline=ink, width=0.05
    )
    for angle in (-10.0, 40.0, 95.0):
        x, y = polar(1.0, angle)
        pen.line(
            [(0.06 + x * 0.18, -0.1 + y * 0.18), (0.06 + x * 0.34, -0.1 + y * 0.34)], ink, 0.06
        )


# --- the half sun, the Moon and Night ------------------------------------------------------


def half_sun(draw: ImageDraw.ImageDraw, centre: Point, radius: float, theme: Theme) -> None:
    """The half sun of a cut: a half disc hanging from the card's top edge, with its rays.

    Two cards head to head make a whole sun when their halves meet (CARDS.md).
    """
    pen = Pen(draw, centre, radius)
    for index in range(9):
        angle = -180 + 10 + index * 20
        long = index % 2 == 0
        tip = polar(1.0 if long else 0.86, angle)
        side = 7.5
        base_a = polar(0.58, angle - side)
        base_b = polar(0.58, angle + side)
        pen.polygon([base_a, tip, base_b], fill=theme.sun_ray, outline=theme.ink, width=0.03)
    cx, cy = centre
    r = radius * 0.6
    box = (cx - r, cy - r, cx + r, cy + r)
    draw.pieslice(
        box, 0, 180, fill=theme.sun, outline=theme.ink, width=max(1, round(radius * 0.05))
    )
    inner = radius * 0.42
    draw.arc(
        (cx - inner, cy - inner, cx + inner, cy + inner),
        10,
        170,
        fill=with_alpha(theme.sun_ray, 200),
        width=max(1, round(radius * 0.05)),
    )


def moon_night_half(
    draw: ImageDraw.ImageDraw,
    centre: Point,
    radius: float,
    half: MoonHalf | None,
    theme: Theme,
    *,
    ghost: bool = True,
) -> None:
    """One half of the Moon-and-Night symbol: the Moon is the pale left half with a crescent,
    the Night the dark right half with stars. ``ghost`` outlines the half it lacks, which a
    perfect counter completes. None draws an empty slot.
    """
    cx, cy = centre
    r = radius
    box = (cx - r, cy - r, cx + r, cy + r)
    line = max(1, round(r * 0.07))
    if half is None:
        _dashed_circle(draw, centre, r, with_alpha(theme.faint_ink, 170), line)
        return
    if half is MoonHalf.MOON:
        draw.pieslice(box, 90, 270, fill=theme.moon, outline=theme.ink, width=line)
        # The crescent: a disc of the moon's shade, bitten by a disc of the half's own colour.
        cr = r * 0.52
        mx = cx - r * 0.42
        draw.ellipse((mx - cr, cy - cr, mx + cr, cy + cr), fill=mix(theme.moon, theme.gold, 0.75))
        bite = cr * 0.92
        bx = mx + cr * 0.42
        draw.ellipse((bx - bite, cy - bite * 1.02, bx + bite, cy + bite * 1.02), fill=theme.moon)
        draw.line((cx, cy - r, cx, cy + r), fill=theme.ink, width=line)
        if ghost:
            _dashed_arc(draw, centre, r, -90, 90, with_alpha(theme.faint_ink, 190), line)
    else:
        draw.pieslice(box, 270, 450, fill=theme.night, outline=theme.ink, width=line)
        pen = Pen(draw, centre, r)
        for (x, y), size in (((0.34, -0.42), 0.2), ((0.62, 0.06), 0.15), ((0.3, 0.46), 0.12)):
            _star(pen, (x, y), size, theme.star)
        draw.line((cx, cy - r, cx, cy + r), fill=theme.ink, width=line)
        if ghost:
            _dashed_arc(draw, centre, r, 90, 270, with_alpha(theme.faint_ink, 190), line)


def _star(pen: Pen, centre: Point, size: float, ink: Ink) -> None:
    cx, cy = centre
    points = []
    for index in range(10):
        radius = size if index % 2 == 0 else size * 0.42
        dx, dy = polar(radius, 90 + index * 36)
        points.append((cx + dx, cy + dy))
    pen.polygon(points, fill=ink)


def _dashed_arc(
    draw: ImageDraw.ImageDraw,
    centre: Point,
    radius: float,
    start: float,
    end: float,
    ink: Ink,
    width: int,
) -> None:
    """Dashes along an arc; angles as Pillow counts them (clockwise from three o'clock)."""
    cx, cy = centre
    box = (cx - radius, cy - radius, cx + radius, cy + radius)
    steps = 9
    span = (end - start) / steps
    for index in range(steps):
        if index % 2 == 0:
            draw.arc(box, start + index * span, start + (index + 1) * span, fill=ink, width=width)


def _dashed_circle(
    draw: ImageDraw.ImageDraw, centre: Point, radius: float, ink: Ink, width: int
) -> None:
    cx, cy = centre
    box = (cx - radius, cy - radius, cx + radius, cy + radius)
    for index in range(16):
        if index % 2 == 0:
            draw.arc(box, index * 22.5, (index + 1) * 22.5, fill=ink, width=width)


# --- virtues -------------------------------------------------------------------------------


def virtue_emblem(
    draw: ImageDraw.ImageDraw, virtue: Virtue, centre: Point, radius: float, ink: Ink, ground: Ink
) -> None:
    """A virtue's emblem after Fiore's beasts: the lion's heart (Audatia), the lynx's eye
    (Prudentia), the tiger's arrow (Celeritas), the elephant's tower (Fortitudo).
    ``ground`` is the colour behind it, used for the cut-outs.
    """
    pen = Pen(draw, centre, radius)
    if virtue is Virtue.AUDATIA:
        pen.circle((-0.3, -0.2), 0.34, fill=ink)
        pen.circle((0.3, -0.2), 0.34, fill=ink)
        pen.polygon([(-0.62, -0.1), (0.62, -0.1), (0.0, 0.72)], fill=ink)
        # A small flame of boldness above the heart.
        pen.polygon([(-0.1, -0.56), (0.0, -0.86), (0.1, -0.56), (0.0, -0.5)], fill=ink)
    elif virtue is Virtue.PRUDENTIA:
        upper = arc_points((0.0, 0.55), 1.0, 150, 30, 16)
        lower = arc_points((0.0, -0.55), 1.0, -30, -150, 16)
        pen.polygon([*upper, *lower], fill=ink)
        pen.circle((0.0, 0.0), 0.34, fill=ground)
        pen.circle((0.0, 0.0), 0.16, fill=ink)
        for angle in (60, 90, 120):
            a = polar(0.62, angle)
            b = polar(0.86, angle)
            pen.line([(a[0], a[1] - 0.05), (b[0], b[1] - 0.05)], ink, 0.08)
    elif virtue is Virtue.CELERITAS:
        pen.line([(-0.62, 0.62), (0.42, -0.42)], ink, 0.13)
        pen.arrow_head((0.72, -0.72), (0.0, 0.0), 0.46, 0.3, ink)
        for offset in (0.0, 0.18):
            base = (-0.62 + offset, 0.62 - offset)
            pen.line([base, (base[0] - 0.08, base[1] - 0.3)], ink, 0.09)
            pen.line([base, (base[0] + 0.3, base[1] + 0.08)], ink, 0.09)
    else:
        pen.polygon([(-0.42, -0.36), (0.42, -0.36), (0.48, 0.76), (-0.48, 0.76)], fill=ink)
        for x in (-0.42, -0.08, 0.26):
            pen.polygon([(x, -0.36), (x + 0.16, -0.36), (x + 0.16, -0.66), (x, -0.66)], fill=ink)
        pen.polygon([(-0.16, 0.76), (-0.16, 0.42), (0.16, 0.42), (0.16, 0.76)], fill=ground)
        pen.circle((0.0, 0.42), 0.16, fill=ground)
        pen.polygon([(-0.04, -0.16), (0.04, -0.16), (0.04, 0.12), (-0.04, 0.12)], fill=ground)


def virtue_coin(
    draw: ImageDraw.ImageDraw, virtue: Virtue, centre: Point, radius: float, theme: Theme
) -> None:
    """A virtue's emblem on a coin of its colour with a gold rim."""
    colour = theme.virtue(virtue)
    pen = Pen(draw, centre, radius)
    pen.circle((0, 0), 1.0, fill=theme.gold, outline=theme.ink, width=0.07)
    pen.circle((0, 0), 0.84, fill=colour)
    virtue_emblem(draw, virtue, centre, radius * 0.6, theme.panel, colour)
