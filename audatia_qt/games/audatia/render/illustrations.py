"""Generated illustrations for cards whose deck names no art of its own.

Each kind gets a drawing made from its data: a posta shows a fencer standing in the guard, a
strike the line of its blow across the opponent, a Stretto card the bind and its side, a skill
an emblem of its effect, a virtue its beast's emblem.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import Image, ImageDraw

from audatia_qt.games.audatia.render.faces import CardFace
from audatia_qt.games.audatia.render.pen import Ink, Pen, Point, arc_points, mix, polar, with_alpha
from audatia_qt.games.audatia.render.symbols import (
    action_icon,
    blow_path,
    moon_night_half,
    shield,
    virtue_coin,
    virtue_emblem,
)
from audatia_qt.games.audatia.render.theme import CardKind, Theme
from audatia_qt.games.audatia.rules.cards import (
    Blow,
    MoonHalf,
    PostaDef,
    SkillDef,
    StrettoCardDef,
    StrikeDef,
    VirtueCardDef,
)
from audatia_qt.games.audatia.rules.effects import (
    AVOID_ATTACK,
    CANCEL_SKILL,
    CHANGE_POSTA,
    DEFEND,
    FEINT,
    FORCE_FIRST,
    SEE_POSTA,
    VIRTUE_BONUS,
)

Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Guard:
    """A guard as a pictogram: where the hands hold the hilt and where the point goes.

    Coordinates are the fencer's, facing right: x forward, y up, 1.0 the height of the head.
    """

    hands: Point
    angle: float
    """Direction of the blade from the hands, degrees (0 forward, 90 up, 180 back)."""
    lean: float = 0.0
    """How far the torso leans forward (positive) or back."""
    wide: float = 1.0
    """How long the stance is."""


# Fiore's twelve guards, recognised by the words of their ids (in Italian or English). The id,
# not the name: a deck author renaming a card must not see its drawing change.
_GUARDS: tuple[tuple[tuple[str, ...], Guard], ...] = (
    (("donna", "sinestra"), Guard((0.07, 0.8), 160.0, -0.02, 1.0)),
    (("donna",), Guard((-0.06, 0.8), 125.0, -0.03, 1.05)),
    (("woman", "left"), Guard((0.07, 0.8), 160.0, -0.02, 1.0)),
    (("woman",), Guard((-0.06, 0.8), 125.0, -0.03, 1.05)),
    (("tutta", "ferro"), Guard((0.02, 0.47), -40.0, 0.03, 1.15)),
    (("mezana",), Guard((0.1, 0.5), -18.0, 0.02, 1.0)),
    (("ferro",), Guard((0.02, 0.47), -40.0, 0.03, 1.15)),
    (("iron",), Guard((0.02, 0.47), -40.0, 0.03, 1.15)),
    (("longa", "coda"), Guard((-0.16, 0.47), -150.0, 0.0, 1.2)),
    (("coda",), Guard((-0.16, 0.47), -150.0, 0.0, 1.2)),
    (("tail",), Guard((-0.16, 0.47), -150.0, 0.0, 1.2)),
    (("longa",), Guard((0.34, 0.72), 4.0, 0.07, 1.15)),
    (("long",), Guard((0.34, 0.72), 4.0, 0.07, 1.15)),
    (("breve",), Guard((0.13, 0.63), 2.0, 0.0, 0.95)),
    (("short",), Guard((0.13, 0.63), 2.0, 0.0, 0.95)),
    (("zenghiaro",), Guard((-0.02, 0.46), 32.0, 0.06, 1.2)),
    (("boar",), Guard((-0.02, 0.46), 32.0, 0.06, 1.2)),
    (("finestra", "sinestra"), Guard((0.08, 0.93), -12.0, 0.0, 1.0)),
    (("finestra",), Guard((-0.04, 0.93), -8.0, 0.0, 1.0)),
    (("window",), Guard((-0.04, 0.93), -8.0, 0.0, 1.0)),
    (("corona",), Guard((0.17, 0.84), 84.0, 0.0, 0.95)),
    (("crown",), Guard((0.17, 0.84), 84.0, 0.0, 0.95)),
    (("bicorno",), Guard((0.1, 0.67), 6.0, 0.02, 0.9)),
    (("horn",), Guard((0.1, 0.67), 6.0, 0.02, 0.9)),
)

_DEFAULT_GUARD = Guard((0.12, 0.62), 35.0, 0.0, 1.0)


def guard_for(posta: PostaDef) -> Guard:
    """The pictogram of a posta, found by its id (a stable field: renaming the card keeps
    its drawing); an unknown guard gets a middle guard."""
    words_of_id = _id_words(posta.id)
    for words, guard in _GUARDS:
        if all(word in words_of_id for word in words):
            return guard
    return _DEFAULT_GUARD


def _id_words(card_id: str) -> str:
    """A card id as words to search: ``dente-di-zenghiaro`` -> ``dente di zenghiaro``."""
    return card_id.lower().replace("-", " ")


def backdrop(size: tuple[int, int], kind: CardKind, theme: Theme) -> Image.Image:
    """The scene behind a generated illustration, the same for every card of a kind."""
    image = Image.new("RGB", size, theme.panel)
    _backdrop(
        ImageDraw.Draw(image, "RGBA"), (0.0, 0.0, float(size[0]), float(size[1])), kind, theme
    )
    return image


def draw_illustration(image: Image.Image, face: CardFace, box: Box, theme: Theme) -> None:
    """Draw the generated illustration of face into box of image, over its backdrop."""
    draw = ImageDraw.Draw(image, "RGBA")
    definition = face.definition
    if isinstance(definition, PostaDef):
        _posta(draw, box, definition, theme)
    elif isinstance(definition, StrikeDef):
        _strike(draw, box, definition, theme)
    elif isinstance(definition, StrettoCardDef):
        _stretto(draw, box, definition, face.kind, theme)
    elif isinstance(definition, SkillDef):
        _skill(draw, box, definition, theme)
    elif isinstance(definition, VirtueCardDef):
        _virtue(draw, box, definition, theme)


def _backdrop(draw: ImageDraw.ImageDraw, box: Box, kind: CardKind, theme: Theme) -> None:
    """A pale sky, far hills and a tiled floor in perspective, tinted with the kind's colour."""
    x0, y0, x1, y1 = box
    width, height = x1 - x0, y1 - y0
    accent = theme.style(kind).accent
    bands = 24
    for index in range(bands):
        top = y0 + height * index / bands
        bottom = y0 + height * (index + 1) / bands + 1
        tint = mix(theme.panel, accent, 0.03 + 0.14 * (index / bands) ** 2)
        draw.rectangle((x0, top, x1, bottom), fill=tint)
    ground = y0 + height * 0.9
    horizon = y0 + height * 0.72
    # Two ranges of low hills, the nearer one darker.
    for depth, (amplitude, phase, alpha) in enumerate(((0.05, 0.3, 40), (0.035, 1.7, 60))):
        base = horizon + height * 0.04 * depth
        points = [(x0, ground)]
        for step in range(33):
            t = step / 32
            wave = (
                math.sin(t * math.pi * 2.2 + phase) * 0.6
                + math.sin(t * math.pi * 5.1 + phase * 2) * 0.4
            )
            points.append((x0 + width * t, base - height * amplitude * (1 + wave)))
        points.append((x1, ground))
        draw.polygon(points, fill=with_alpha(mix(accent, theme.faint_ink, 0.5), alpha))
    floor = mix(theme.parchment_shade, accent, 0.12)
    draw.rectangle((x0, ground, x1, y1), fill=floor)
    line = max(1, round(height * 0.006))
    faint = with_alpha(theme.faint_ink, 90)
    vanish = ((x0 + x1) / 2, ground - height * 0.5)
    for step in range(-8, 9):
        foot = (x0 + x1) / 2 + step * width * 0.09
        t = (y1 - vanish[1]) / (ground - vanish[1])
        draw.line(
            (vanish[0] + (foot - vanish[0]) * 1.0, ground, vanish[0] + (foot - vanish[0]) * t, y1),
            fill=faint,
            width=line,
        )
    for fraction in (0.35, 0.75):
        y = ground + (y1 - ground) * fraction
        draw.line((x0, y, x1, y), fill=faint, width=line)
    draw.line((x0, ground, x1, ground), fill=with_alpha(theme.faint_ink, 170), width=line)


# --- the fencer ----------------------------------------------------------------------------


def _fitted_pen(
    draw: ImageDraw.ImageDraw, box: Box, points: list[Point], fill: float = 0.86
) -> Pen:
    """A pen whose units are the fencer's (y up, feet at 0) with all points inside the box.

    The feet stand on the backdrop's ground line; the scale is the largest that keeps every
    point (head, hands, point of the sword) inside the box with a margin.
    """
    x0, y0, x1, y1 = box
    width, height = x1 - x0, y1 - y0
    ground = y0 + height * 0.9
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    top = max(ys)
    bottom = min(0.0, min(ys))
    scale = min(
        (ground - y0 - height * 0.07) / max(top, 0.1),
        (y1 - ground - height * 0.02) / max(-bottom, 1e-6) if bottom < 0 else float("inf"),
        width * fill / max(max(xs) - min(xs), 0.1),
        height * 0.86,
    )
    origin_x = (x0 + x1) / 2 - scale * (min(xs) + max(xs)) / 2
    return Pen(draw, (origin_x, ground), scale)


def _up(point: Point) -> Point:
    """The fencer's y grows upward; the pen's grows downward."""
    return point[0], -point[1]


def _limb(pen: Pen, points: list[Point], ink: Ink, width: float) -> None:
    pen.line([_up(point) for point in points], ink, width)


def _fencer_points(guard: Guard) -> dict[str, Point]:
    """Key points of the fencer standing in a guard, facing right."""
    wide, lean = guard.wide, guard.lean
    angle = math.radians(guard.angle)
    ux, uy = math.cos(angle), math.sin(angle)
    hands = guard.hands
    cross = (hands[0] + ux * 0.05, hands[1] + uy * 0.05)
    return {
        "front_foot": (0.25 * wide, 0.0),
        "back_foot": (-0.27 * wide, 0.0),
        "front_knee": (0.15 * wide, 0.26),
        "back_knee": (-0.12 * wide, 0.25),
        "hip": (-0.02, 0.5),
        "shoulder": (lean, 0.79),
        "head": (0.03 + lean * 1.25, 0.925),
        "hands": hands,
        "cross": cross,
        "tip": (cross[0] + ux * 0.66, cross[1] + uy * 0.66),
        "pommel": (hands[0] - ux * 0.14, hands[1] - uy * 0.14),
    }


def _fencer(pen: Pen, guard: Guard, theme: Theme) -> None:
    """A fencer in profile, facing right, holding the guard: a pictogram in sepia."""
    pt = _fencer_points(guard)
    ink = theme.figure
    far = mix(theme.figure, theme.panel, 0.38)
    lean = guard.lean
    pen.ellipse((0.0, 0.0), 0.36 * guard.wide, 0.03, fill=with_alpha(theme.ink, 45))
    # The far leg and arm first, lighter, then the sword, then the body in front of it.
    _limb(pen, [pt["hip"], pt["back_knee"], pt["back_foot"]], far, 0.085)
    _limb(pen, [pt["back_foot"], (pt["back_foot"][0] - 0.07, 0.0)], far, 0.05)
    shoulder = pt["shoulder"]
    _arm(pen, (shoulder[0] - 0.03, shoulder[1] - 0.02), pt["hands"], far, 0.06)
    pen.sword(
        _up(pt["cross"]),
        _up(pt["tip"]),
        0.036,
        theme.steel,
        edge=theme.steel_dark,
        guard=theme.steel_dark,
        grip_length=0.15,
    )
    torso = [
        (-0.09, 0.47),
        (0.06, 0.47),
        (lean + 0.085, 0.72),
        (lean + 0.07, 0.815),
        (lean - 0.08, 0.815),
        (lean - 0.1, 0.7),
    ]
    pen.polygon([_up(point) for point in torso], fill=ink)
    pen.line([_up((-0.085, 0.5)), _up((0.06, 0.5))], mix(ink, theme.gold, 0.45), 0.025, caps=False)
    _limb(pen, [pt["hip"], pt["front_knee"], pt["front_foot"]], ink, 0.09)
    _limb(pen, [pt["front_foot"], (pt["front_foot"][0] + 0.075, 0.0)], ink, 0.055)
    _limb(pen, [(lean, 0.8), (lean + 0.015, 0.86)], ink, 0.05)
    pen.circle(_up(pt["head"]), 0.08, fill=ink)
    _arm(pen, (shoulder[0] + 0.02, shoulder[1] - 0.01), pt["hands"], ink, 0.065)
    pen.circle(_up(pt["hands"]), 0.036, fill=ink)


def _arm(pen: Pen, shoulder: Point, hand: Point, ink: Ink, width: float) -> None:
    """An arm from shoulder to hand, bent at the elbow when the hand is close."""
    sx, sy = shoulder
    hx, hy = hand
    length = math.hypot(hx - sx, hy - sy)
    bend = max(0.0, 0.34 - length) * 0.55 + 0.015
    mx, my = (sx + hx) / 2, (sy + hy) / 2
    elbow = (mx - 0.03, my - bend)
    _limb(pen, [shoulder, elbow, hand], ink, width)


def _posta(draw: ImageDraw.ImageDraw, box: Box, posta: PostaDef, theme: Theme) -> None:
    guard = guard_for(posta)
    points = list(_fencer_points(guard).values())
    points.append((0.0, 1.0))
    pen = _fitted_pen(draw, box, points, fill=0.8)
    _fencer(pen, guard, theme)


# --- strikes: the blow across the opponent ---------------------------------------------------


def _target(pen: Pen, theme: Theme) -> None:
    """The opponent, face on, as the striker sees him (fencer units, y up)."""
    ink = mix(theme.figure, theme.panel, 0.5)
    pen.ellipse((0.0, 0.0), 0.34, 0.03, fill=with_alpha(theme.ink, 40))
    _limb(pen, [(-0.06, 0.5), (-0.15, 0.26), (-0.22, 0.0)], ink, 0.085)
    _limb(pen, [(0.06, 0.5), (0.15, 0.26), (0.22, 0.0)], ink, 0.085)
    torso = [(-0.1, 0.47), (0.1, 0.47), (0.17, 0.8), (-0.17, 0.8)]
    pen.polygon([_up(point) for point in torso], fill=ink)
    _limb(pen, [(-0.18, 0.78), (-0.24, 0.6), (-0.2, 0.44)], ink, 0.06)
    _limb(pen, [(0.18, 0.78), (0.24, 0.6), (0.2, 0.44)], ink, 0.06)
    _limb(pen, [(0.0, 0.8), (0.0, 0.86)], ink, 0.05)
    pen.circle(_up((0.0, 0.925)), 0.08, fill=ink)


def _strike(draw: ImageDraw.ImageDraw, box: Box, strike: StrikeDef, theme: Theme) -> None:
    body = _fitted_pen(draw, box, [(-0.5, 0.0), (0.5, 1.0)], fill=0.9)
    _target(body, theme)
    # Fiore's wheel of blows, centred on the chest, one blow unit = 0.5 fencer units.
    centre = body.at(0.0, -0.6)
    pen = Pen(draw, centre, body.scale * 0.5)
    colour = theme.style(CardKind.STRIKE).accent
    for blow in Blow:
        if blow is strike.blow:
            continue
        start, end = blow_path(blow)
        pen.line([_scaled(start, 1.2), _scaled(end, 1.0)], with_alpha(theme.faint_ink, 80), 0.02)
    start, _end = blow_path(strike.blow)
    if strike.blow is Blow.PUNTA:
        origin, through = (0.0, -1.15), (0.0, 0.45)
    else:
        origin, through = _scaled(start, 1.45), _scaled(start, -0.95)
    # The trail of the blow: a tapering sweep beside the blade, ending in an arrow.
    dx, dy = through[0] - origin[0], through[1] - origin[1]
    norm = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / norm * 0.16, dx / norm * 0.16
    trail = _sweep((origin[0] + nx, origin[1] + ny), (through[0] + nx, through[1] + ny), 0.1, 24)
    _taper(pen, trail[:-2], 0.0, 0.13, with_alpha(colour, 200))
    pen.arrow_head(trail[-1], trail[-4], 0.34, 0.2, colour)
    # The sword on the blow's line, its point past the centre.
    tip = _lerp(origin, through, 0.66 if strike.blow is Blow.PUNTA else 0.6)
    pen.sword(
        origin,
        tip,
        0.085,
        theme.steel,
        edge=theme.steel_dark,
        guard=theme.steel_dark,
        grip_length=0.2,
    )
    if strike.blow is Blow.PUNTA:
        for ring in (0.12, 0.22):
            pen.circle(tip, ring, outline=with_alpha(colour, 200), width=0.03)


def _taper(pen: Pen, points: list[Point], start_width: float, end_width: float, ink: Ink) -> None:
    """A stroke along points whose width grows from start_width to end_width."""
    left: list[Point] = []
    right: list[Point] = []
    count = len(points)
    for index, (x, y) in enumerate(points):
        ax, ay = points[max(0, index - 1)]
        bx, by = points[min(count - 1, index + 1)]
        dx, dy = bx - ax, by - ay
        norm = math.hypot(dx, dy) or 1.0
        half = (start_width + (end_width - start_width) * index / max(1, count - 1)) / 2
        left.append((x - dy / norm * half, y + dx / norm * half))
        right.append((x + dy / norm * half, y - dx / norm * half))
    pen.polygon([*left, *reversed(right)], fill=ink)


def _scaled(point: Point, factor: float) -> Point:
    return point[0] * factor, point[1] * factor


def _lerp(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def _sweep(start: Point, end: Point, bulge: float, steps: int) -> list[Point]:
    """Points on a gentle arc from start to end, bowed outward by bulge."""
    sx, sy = start
    ex, ey = end
    nx, ny = -(ey - sy), ex - sx
    norm = math.hypot(nx, ny) or 1.0
    nx, ny = nx / norm, ny / norm
    points = []
    for index in range(steps + 1):
        t = index / steps
        offset = bulge * 4 * t * (1 - t)
        points.append((sx + (ex - sx) * t + nx * offset, sy + (ey - sy) * t + ny * offset))
    return points


# --- Stretto cards: the bind ---------------------------------------------------------------

_MOTIFS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("pomo", "pommel"), "pommel"),
    (("presa", "seize", "grip", "braccio", "catch", "arm"), "hand"),
    (("ligadura", "bind", "lock"), "loop"),
    (("tor di spada", "take", "wrench", "disarm"), "take"),
    (("volta", "twist", "turn"), "turn"),
    (("coperta", "copertura", "cover"), "cover"),
    (("viso", "face"), "face"),
)


def stretto_motif(card: StrettoCardDef) -> str | None:
    """The technique a Stretto card's id suggests, for its illustration (the id, not the
    name, so that renaming the card keeps its drawing)."""
    words_of_id = _id_words(card.id)
    for words, motif in _MOTIFS:
        if any(word in words_of_id for word in words):
            return motif
    return None


def _stretto(
    draw: ImageDraw.ImageDraw, box: Box, card: StrettoCardDef, kind: CardKind, theme: Theme
) -> None:
    x0, y0, x1, y1 = box
    height = y1 - y0
    centre = ((x0 + x1) / 2, y0 + height * 0.48)
    pen = Pen(draw, centre, height * 0.46)
    accent = theme.style(kind).accent
    # A faint medallion behind the bind.
    pen.circle(
        (0.0, -0.02), 0.8, fill=with_alpha(accent, 28), outline=with_alpha(accent, 90), width=0.02
    )
    # Two swords crossed at the half sword.
    pen.sword(
        (-0.95, 0.8),
        (0.9, -0.85),
        0.07,
        theme.steel,
        edge=theme.steel_dark,
        guard=theme.steel_dark,
        grip_length=0.16,
    )
    pen.sword(
        (0.95, 0.8),
        (-0.9, -0.85),
        0.07,
        mix(theme.steel, theme.gold_light, 0.35),
        edge=theme.steel_dark,
        guard=theme.steel_dark,
        grip_length=0.16,
    )
    # Inside: through the middle of the bind. Outside: round the opponent's outside.
    ink = with_alpha(accent, 235)
    if card.inside is not None:
        points = _sweep((-0.15, 0.75), (0.05, -0.2), 0.18, 14)
        pen.line(points[:-2], ink, 0.07)
        pen.arrow_head(points[-1], points[-3], 0.2, 0.14, ink)
    if card.outside is not None:
        points = arc_points((0.0, 0.05), 0.9, -35, 40, 14)
        pen.line(points[:-1], ink, 0.07)
        pen.arrow_head(points[-1], points[-3], 0.2, 0.14, ink)
    motif = stretto_motif(card)
    dark = theme.ink
    if motif == "pommel":
        hub = (0.62, 0.58)
        for angle in range(0, 360, 45):
            a, b = polar(0.1, angle), polar(0.2, angle)
            pen.line([(hub[0] + a[0], hub[1] + a[1]), (hub[0] + b[0], hub[1] + b[1])], dark, 0.035)
    elif motif == "hand":
        _hand(pen, (0.42, 0.05), 0.3, theme)
    elif motif == "loop":
        pen.ellipse((0.0, -0.05), 0.32, 0.2, outline=dark, width=0.05)
        pen.ellipse((0.0, -0.05), 0.22, 0.12, outline=accent, width=0.04)
    elif motif == "take":
        pts = arc_points((0.0, -0.05), 0.45, 160, 20, 14)
        pen.line(pts[:-1], dark, 0.05)
        pen.arrow_head(pts[-1], pts[-3], 0.16, 0.11, dark)
    elif motif == "turn":
        pts = arc_points((0.0, -0.05), 0.3, 200, -90, 18)
        pen.line(pts[:-1], dark, 0.05)
        pen.arrow_head(pts[-1], pts[-3], 0.15, 0.1, dark)
    elif motif == "cover":
        shield(pen, dark, with_alpha(theme.panel, 230), scale=0.28, dx=-0.55, dy=0.3)
    elif motif == "face":
        pen.circle((0.62, -0.55), 0.13, outline=dark, width=0.04)
        pen.circle((0.62, -0.55), 0.05, fill=accent)


def _hand(pen: Pen, centre: Point, size: float, theme: Theme) -> None:
    """A gauntleted hand gripping, seen from the side."""
    cx, cy = centre
    ink = theme.figure
    pen.polygon(
        [
            (cx - size * 0.5, cy - size * 0.3),
            (cx + size * 0.35, cy - size * 0.45),
            (cx + size * 0.55, cy - size * 0.1),
            (cx + size * 0.4, cy + size * 0.35),
            (cx - size * 0.45, cy + size * 0.35),
        ],
        fill=ink,
        outline=theme.ink,
        width=0.02,
    )
    for index in range(4):
        y = cy - size * 0.3 + index * size * 0.18
        pen.line(
            [(cx + size * 0.1, y), (cx + size * 0.5, y + size * 0.05)],
            mix(ink, theme.panel, 0.4),
            0.015,
            caps=False,
        )
    pen.line(
        [(cx - size * 0.5, cy + size * 0.05), (cx - size * 1.0, cy + size * 0.2)], ink, size * 0.45
    )


# --- skills --------------------------------------------------------------------------------


def _skill(draw: ImageDraw.ImageDraw, box: Box, skill: SkillDef, theme: Theme) -> None:
    x0, y0, x1, y1 = box
    height = y1 - y0
    centre = ((x0 + x1) / 2, y0 + height * 0.46)
    pen = Pen(draw, centre, height * 0.42)
    style = theme.style(CardKind.SKILL)
    ink = theme.ink
    gold = style.accent
    # A gold medallion behind every skill's emblem.
    pen.circle((0, 0), 0.9, fill=with_alpha(gold, 60), outline=with_alpha(gold, 220), width=0.04)
    for index in range(16):
        a, b = polar(0.94, index * 22.5), polar(1.08 if index % 2 == 0 else 1.0, index * 22.5)
        pen.line([a, b], with_alpha(gold, 200), 0.035)
    # Each kind of the vocabulary has its emblem; a kind registered later shows the Cycle arrows
    # (the last branch) until it is given one here.
    kind = skill.effect.kind
    if kind == SEE_POSTA.kind:
        upper = arc_points((0.0, 0.5), 0.95, 150, 30, 18)
        lower = arc_points((0.0, -0.5), 0.95, -30, -150, 18)
        pen.polygon([*upper, *lower], fill=theme.panel, outline=ink, width=0.05)
        pen.circle(
            (0, 0),
            0.3,
            fill=mix(
                theme.virtue(skill.requires) if skill.requires else style.frame, theme.gold, 0.2
            ),
        )
        pen.circle((0, 0), 0.13, fill=ink)
        pen.circle((0.08, -0.08), 0.05, fill=theme.panel)
    elif kind == VIRTUE_BONUS.kind and skill.effect.virtue is not None:
        virtue_coin(draw, skill.effect.virtue, centre, height * 0.3, theme)
    elif kind == CHANGE_POSTA.kind:
        guard = Guard((0.13, 0.63), 2.0, 0.0, 0.95)
        figure = _fitted_pen(draw, (x0, y0 + height * 0.12, x1, y1), [(-0.5, 0.0), (0.5, 1.0)])
        _fencer(figure, guard, theme)
        pts = arc_points((0.0, -0.05), 0.72, 150, 30, 18)
        pen.line(pts[:-1], style.frame, 0.06)
        pen.arrow_head(pts[-1], pts[-3], 0.18, 0.12, style.frame)
    elif kind == AVOID_ATTACK.kind:
        guard = Guard((0.02, 0.47), -40.0, -0.08, 1.2)
        figure = _fitted_pen(
            draw, (x0 - (x1 - x0) * 0.12, y0, x1 - (x1 - x0) * 0.12, y1), [(-0.5, 0.0), (0.5, 1.0)]
        )
        _fencer(figure, guard, theme)
        sweep = _sweep((1.0, -0.75), (0.45, 0.75), -0.15, 14)
        for index in range(len(sweep) - 1):
            if index % 3 != 2:
                pen.line(
                    [sweep[index], sweep[index + 1]],
                    with_alpha(theme.style(CardKind.STRIKE).accent, 220),
                    0.06,
                    caps=False,
                )
        pen.arrow_head(sweep[-1], sweep[-3], 0.18, 0.12, theme.style(CardKind.STRIKE).accent)
    elif kind == FEINT.kind:
        first = _sweep((-0.8, -0.7), (-0.05, 0.05), 0.1, 12)
        for index in range(len(first) - 1):
            if index % 3 != 2:
                pen.line([first[index], first[index + 1]], with_alpha(ink, 160), 0.06, caps=False)
        second = _sweep((-0.05, 0.05), (0.75, -0.65), 0.25, 12)
        pen.line(second[:-1], theme.style(CardKind.STRIKE).accent, 0.09)
        pen.arrow_head(second[-1], second[-3], 0.24, 0.16, theme.style(CardKind.STRIKE).accent)
        pen.sword(
            (-0.6, 0.6),
            (0.1, -0.1),
            0.08,
            theme.steel,
            edge=theme.steel_dark,
            guard=theme.steel_dark,
            grip_length=0.16,
        )
    elif kind == CANCEL_SKILL.kind:
        card = [(-0.32, -0.55), (0.32, -0.55), (0.32, 0.55), (-0.32, 0.55)]
        pen.polygon(card, fill=theme.panel, outline=ink, width=0.04)
        pen.polygon(
            [(-0.24, -0.47), (0.24, -0.47), (0.24, 0.47), (-0.24, 0.47)],
            outline=style.frame,
            width=0.025,
        )
        red = theme.style(CardKind.STRIKE).frame
        pen.line([(-0.55, -0.6), (0.55, 0.6)], red, 0.12)
        pen.line([(0.55, -0.6), (-0.55, 0.6)], red, 0.12)
    elif kind == FORCE_FIRST.kind:
        _gauntlet(draw, centre, height * 0.34, theme)
    elif kind == DEFEND.kind:
        shield(pen, ink, mix(theme.panel, style.frame, 0.15), scale=0.7, dx=-0.15, dy=0.05)
        pen.sword(
            (-0.6, 0.62),
            (0.82, -0.8),
            0.1,
            theme.steel,
            edge=theme.steel_dark,
            guard=theme.steel_dark,
            grip_length=0.2,
        )
    else:
        action_icon(draw, "cycle", centre, height * 0.3, ink, theme.panel)


def _gauntlet(draw: ImageDraw.ImageDraw, centre: Point, size: float, theme: Theme) -> None:
    """A gauntlet thrown down: the challenge that makes the opponent act first."""
    pen = Pen(draw, centre, size, rotation=-28.0)
    steel, dark, edge = theme.steel, theme.steel_dark, theme.ink
    cuff = [(-0.42, 0.38), (0.42, 0.38), (0.56, 0.9), (-0.56, 0.9)]
    pen.polygon(cuff, fill=mix(steel, dark, 0.25), outline=edge, width=0.035)
    for y in (0.55, 0.72):
        pen.line(
            [(-0.47 - (y - 0.38) * 0.2, y), (0.47 + (y - 0.38) * 0.2, y)], dark, 0.02, caps=False
        )
    palm = [(-0.4, -0.2), (0.36, -0.2), (0.4, 0.1), (0.36, 0.4), (-0.38, 0.4), (-0.42, 0.1)]
    pen.polygon(palm, fill=steel, outline=edge, width=0.035)
    for index, height in enumerate((0.5, 0.58, 0.55, 0.44)):
        x = -0.29 + index * 0.19
        pen.line([(x, -0.2), (x, -0.2 - height)], edge, 0.17)
        pen.line([(x, -0.2), (x, -0.2 - height)], steel, 0.11)
        for joint in (0.35, 0.7):
            y = -0.2 - height * joint
            pen.line([(x - 0.055, y), (x + 0.055, y)], dark, 0.02, caps=False)
    pen.line([(-0.38, 0.18), (-0.62, -0.08), (-0.66, -0.3)], edge, 0.17)
    pen.line([(-0.38, 0.18), (-0.62, -0.08), (-0.66, -0.3)], steel, 0.11)
    pen.line([(-0.3, 0.05), (0.3, 0.05)], dark, 0.02, caps=False)


# --- virtues -------------------------------------------------------------------------------


def _virtue(draw: ImageDraw.ImageDraw, box: Box, card: VirtueCardDef, theme: Theme) -> None:
    x0, y0, x1, y1 = box
    height = y1 - y0
    centre = ((x0 + x1) / 2, y0 + height * 0.47)
    pen = Pen(draw, centre, height * 0.44)
    colour = theme.virtue(card.virtue)
    for index in range(24):
        angle = index * 15
        long = index % 2 == 0
        a = polar(0.62, angle - 4)
        b = polar(1.0 if long else 0.85, angle)
        c = polar(0.62, angle + 4)
        pen.polygon([a, b, c], fill=with_alpha(theme.gold, 170 if long else 110))
    pen.circle((0, 0), 0.7, fill=theme.gold, outline=theme.ink, width=0.03)
    pen.circle((0, 0), 0.6, fill=colour)
    virtue_emblem(draw, card.virtue, centre, height * 0.44 * 0.42, theme.panel, colour)


def draw_moon_night_pair(
    draw: ImageDraw.ImageDraw, centre: Point, radius: float, theme: Theme
) -> None:
    """The whole Moon-and-Night symbol, both halves joined (the Stretto Side card)."""
    moon_night_half(draw, centre, radius, MoonHalf.MOON, theme, ghost=False)
    moon_night_half(draw, centre, radius, MoonHalf.NIGHT, theme, ghost=False)
