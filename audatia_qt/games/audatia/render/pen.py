"""A small vector pen over ImageDraw: local coordinates, scale, rotation, round caps."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from PIL import ImageDraw

#: An RGB or RGBA colour as ImageDraw takes it.
Ink = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]


def polar(radius: float, degrees: float) -> Point:
    """A point at radius and angle; 0 degrees points right, 90 up (y grows downward)."""
    angle = math.radians(degrees)
    return radius * math.cos(angle), -radius * math.sin(angle)


def arc_points(
    centre: Point, radius: float, start: float, end: float, steps: int = 24
) -> list[Point]:
    """Points along a circular arc from start to end degrees (counter-clockwise if end > start)."""
    cx, cy = centre
    points = []
    for index in range(steps + 1):
        dx, dy = polar(radius, start + (end - start) * index / steps)
        points.append((cx + dx, cy + dy))
    return points


def with_alpha(colour: Ink, alpha: int) -> tuple[int, int, int, int]:
    """The colour with the given opacity (0-255)."""
    return colour[0], colour[1], colour[2], alpha


def mix(first: Ink, second: Ink, amount: float) -> tuple[int, int, int]:
    """first blended towards second by amount (0 = first, 1 = second)."""
    return (
        round(first[0] + (second[0] - first[0]) * amount),
        round(first[1] + (second[1] - first[1]) * amount),
        round(first[2] + (second[2] - first[2]) * amount),
    )


class Pen:
    """Draws shapes given in local units: a local point p lands at origin + scale * R(p).

    Widths and radii are local units too; nothing thinner than one device pixel is drawn
    thinner than that, so a symbol stays visible at the smallest card size.
    """

    def __init__(
        self,
        draw: ImageDraw.ImageDraw,
        origin: Point,
        scale: float,
        rotation: float = 0.0,
    ) -> None:
        self.draw = draw
        self.origin = origin
        self.scale = scale
        angle = math.radians(rotation)
        self._cos = math.cos(angle)
        self._sin = math.sin(angle)

    def at(self, x: float, y: float) -> Point:
        """The device point of a local point."""
        ox, oy = self.origin
        return (
            ox + self.scale * (x * self._cos - y * self._sin),
            oy + self.scale * (x * self._sin + y * self._cos),
        )

    def map(self, points: Iterable[Point]) -> list[Point]:
        """The device points of local points."""
        return [self.at(x, y) for x, y in points]

    def px(self, width: float) -> int:
        """A local width in whole device pixels, at least one."""
        return max(1, round(width * self.scale))

    def polygon(
        self,
        points: Sequence[Point],
        fill: Ink | None = None,
        outline: Ink | None = None,
        width: float = 0.0,
    ) -> None:
        """A closed polygon, filled and/or outlined."""
        device = self.map(points)
        if fill is not None:
            self.draw.polygon(device, fill=fill)
        if outline is not None and width > 0:
            self.draw.line([*device, device[0], device[1]], fill=outline, width=self.px(width))

    def line(self, points: Sequence[Point], ink: Ink, width: float, caps: bool = True) -> None:
        """A polyline with round joints and, unless caps is False, round ends."""
        device = self.map(points)
        pixels = self.px(width)
        self.draw.line(device, fill=ink, width=pixels, joint="curve")
        if caps and pixels > 2:
            radius = pixels / 2
            for x, y in (device[0], device[-1]):
                self.draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=ink)

    def circle(
        self,
        centre: Point,
        radius: float,
        fill: Ink | None = None,
        outline: Ink | None = None,
        width: float = 0.0,
    ) -> None:
        """A circle, filled and/or outlined (the outline lies inside the radius)."""
        x, y = self.at(*centre)
        r = radius * self.scale
        self.draw.ellipse(
            (x - r, y - r, x + r, y + r),
            fill=fill,
            outline=outline if width > 0 else None,
            width=self.px(width) if outline is not None and width > 0 else 0,
        )

    def ellipse(
        self,
        centre: Point,
        rx: float,
        ry: float,
        fill: Ink | None = None,
        outline: Ink | None = None,
        width: float = 0.0,
        steps: int = 40,
    ) -> None:
        """An ellipse as a polygon, so that it rotates with the pen."""
        cx, cy = centre
        points = [
            (
                cx + rx * math.cos(2 * math.pi * i / steps),
                cy + ry * math.sin(2 * math.pi * i / steps),
            )
            for i in range(steps)
        ]
        self.polygon(points, fill, outline, width)

    def arrow_head(
        self, tip: Point, towards: Point, length: float, half_width: float, ink: Ink
    ) -> None:
        """A filled triangular head at tip, pointing away from towards."""
        tx, ty = tip
        dx, dy = tx - towards[0], ty - towards[1]
        norm = math.hypot(dx, dy) or 1.0
        ux, uy = dx / norm, dy / norm
        bx, by = tx - ux * length, ty - uy * length
        self.polygon(
            [
                (tx, ty),
                (bx - uy * half_width, by + ux * half_width),
                (bx + uy * half_width, by - ux * half_width),
            ],
            fill=ink,
        )

    def sword(
        self,
        hilt: Point,
        tip: Point,
        width: float,
        blade: Ink,
        edge: Ink | None = None,
        guard: Ink | None = None,
        grip_length: float | None = None,
    ) -> None:
        """A longsword from the hilt (the crossguard) to the point, with grip and pommel."""
        hx, hy = hilt
        tx, ty = tip
        length = math.hypot(tx - hx, ty - hy) or 1.0
        ux, uy = (tx - hx) / length, (ty - hy) / length
        nx, ny = -uy, ux
        half = width / 2
        shoulder = 0.86
        sx, sy = hx + ux * length * shoulder, hy + uy * length * shoulder
        outline = [
            (hx + nx * half, hy + ny * half),
            (sx + nx * half * 0.8, sy + ny * half * 0.8),
            (tx, ty),
            (sx - nx * half * 0.8, sy - ny * half * 0.8),
            (hx - nx * half, hy - ny * half),
        ]
        self.polygon(outline, fill=blade, outline=edge, width=width * 0.22 if edge else 0)
        guard_ink = guard if guard is not None else (edge if edge is not None else blade)
        guard_half = width * 2.0
        self.line(
            [
                (hx + nx * guard_half, hy + ny * guard_half),
                (hx - nx * guard_half, hy - ny * guard_half),
            ],
            guard_ink,
            width * 0.75,
        )
        grip = grip_length if grip_length is not None else width * 2.6
        if grip <= 0:
            return
        gx, gy = hx - ux * grip, hy - uy * grip
        self.line([(hx, hy), (gx, gy)], guard_ink, width * 0.7)
        self.circle((gx - ux * width * 0.35, gy - uy * width * 0.35), width * 0.62, fill=guard_ink)
