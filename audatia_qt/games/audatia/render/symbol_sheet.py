"""Every symbol printed on the cards, each drawn alone by the card renderer's own functions.

The rules reference's Symbols chapter (Help > Rules, issue 17) shows one entry per symbol with
its picture: ``draw_symbol(key, size)`` draws it with the same functions of
``render/symbols.py`` that draw it on a card face, in the colours of the card kind that carries
it, so the reference can never show a symbol other than the one on the cards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image, ImageDraw

from audatia_qt.games.audatia.render import illustrations, symbols
from audatia_qt.games.audatia.render.pen import Point
from audatia_qt.games.audatia.render.theme import DEFAULT_THEME, CardKind, Theme
from audatia_qt.games.audatia.rules.cards import Blow, IconKind, MoonHalf, Virtue

#: Drawn this many times larger and reduced, for smooth edges (as the card renderer does).
_OVERSAMPLE = 4

#: A symbol's painter: draws onto a square RGBA image of the given side, in pixels.
Painter = Callable[[Image.Image, float, Theme], None]

#: The example blows the two Seven Swords show: a Mandritto Fendente, and what may parry it
#: (the documented facts of that card, CARDS.md).
_EXAMPLE_BLOW = Blow.MANDRITTO_FENDENTE
_EXAMPLE_PARRIES = frozenset(
    {Blow.MANDRITTO_FENDENTE, Blow.MANDRITTO_SOTTANO, Blow.ROVERSO_SOTTANO}
)


@dataclass(frozen=True)
class Symbol:
    """One symbol of the cards: its key (the reference's ``symbol:<key>`` image), its name and
    how to draw it."""

    key: str
    name: str
    painter: Painter


def _centre(side: float) -> Point:
    return (side / 2, side / 2)


def _icon(name: IconKind | str, kind: CardKind) -> Painter:
    """An action icon in the accent of the card kind that prints it, as in a card's badge."""

    def paint(image: Image.Image, side: float, theme: Theme) -> None:
        draw = ImageDraw.Draw(image)
        accent = theme.style(kind).accent
        symbols.action_icon(draw, name, _centre(side), side * 0.46, theme.ink, accent)

    return paint


def _seven_swords(*, inverted: bool) -> Painter:
    """The Seven Swords of a strike card: upright, its blow; inverted, the blows that parry it."""

    def paint(image: Image.Image, side: float, theme: Theme) -> None:
        draw = ImageDraw.Draw(image)
        if inverted:
            highlighted, kind = _EXAMPLE_PARRIES, CardKind.REMEDY
        else:
            highlighted, kind = frozenset({_EXAMPLE_BLOW}), CardKind.STRIKE
        colour = theme.style(kind).accent
        symbols.seven_swords(
            draw, _centre(side), side * 0.47, highlighted, theme, colour, inverted=inverted
        )

    return paint


def _virtue(virtue: Virtue) -> Painter:
    def paint(image: Image.Image, side: float, theme: Theme) -> None:
        draw = ImageDraw.Draw(image)
        symbols.virtue_coin(draw, virtue, _centre(side), side * 0.46, theme)

    return paint


def _half_sun(image: Image.Image, side: float, theme: Theme) -> None:
    """The half sun hangs from a card's top edge: its centre is on the edge."""
    symbols.half_sun(ImageDraw.Draw(image), (side / 2, side * 0.25), side * 0.48, theme)


def _whole_sun(image: Image.Image, side: float, theme: Theme) -> None:
    """Two half suns head to head, as an attack and a parry that make a Stretto bind."""
    half = Image.new("RGBA", (round(side), round(side / 2)), (0, 0, 0, 0))
    symbols.half_sun(ImageDraw.Draw(half), (side / 2, 0.0), side * 0.48, theme)
    image.alpha_composite(half.rotate(180), (0, 0))
    image.alpha_composite(half, (0, round(side / 2)))


def _moon_night(half: MoonHalf | None) -> Painter:
    def paint(image: Image.Image, side: float, theme: Theme) -> None:
        draw = ImageDraw.Draw(image)
        symbols.moon_night_half(draw, _centre(side), side * 0.42, half, theme)

    return paint


def _moon_and_night(image: Image.Image, side: float, theme: Theme) -> None:
    illustrations.draw_moon_night_pair(ImageDraw.Draw(image), _centre(side), side * 0.42, theme)


#: Every symbol, in the order the reference shows them.
SYMBOLS: tuple[Symbol, ...] = (
    Symbol("attack", "Attack", _icon(IconKind.ATTACK, CardKind.STRIKE)),
    Symbol("parry", "Parry", _icon(IconKind.PARRY, CardKind.STRIKE)),
    Symbol("counterattack", "Counterattack", _icon(IconKind.COUNTERATTACK, CardKind.STRIKE)),
    Symbol("break", "Break", _icon(IconKind.BREAK, CardKind.STRIKE)),
    Symbol("exchange", "Exchange", _icon(IconKind.EXCHANGE, CardKind.STRIKE)),
    Symbol("cycle", "Cycle", _icon(IconKind.CYCLE, CardKind.SKILL)),
    Symbol("extended", "Extended", _icon("extended", CardKind.POSTA)),
    Symbol("defend", "Defend", _icon("defend", CardKind.POSTA)),
    Symbol("answers-break", "Answers a Break", _icon("answers_break", CardKind.REMEDY)),
    Symbol("seven-swords", "Seven Swords", _seven_swords(inverted=False)),
    Symbol("seven-swords-inverted", "Inverted Seven Swords", _seven_swords(inverted=True)),
    Symbol("audatia", "Audatia", _virtue(Virtue.AUDATIA)),
    Symbol("prudentia", "Prudentia", _virtue(Virtue.PRUDENTIA)),
    Symbol("celeritas", "Celeritas", _virtue(Virtue.CELERITAS)),
    Symbol("fortitudo", "Fortitudo", _virtue(Virtue.FORTITUDO)),
    Symbol("half-sun", "Half sun", _half_sun),
    Symbol("sun", "Sun", _whole_sun),
    Symbol("moon", "Moon", _moon_night(MoonHalf.MOON)),
    Symbol("night", "Night", _moon_night(MoonHalf.NIGHT)),
    Symbol("moon-and-night", "Moon and Night", _moon_and_night),
    Symbol("empty-slot", "Empty slot", _moon_night(None)),
)

_BY_KEY = {symbol.key: symbol for symbol in SYMBOLS}


def symbol_keys() -> tuple[str, ...]:
    """The keys of every symbol, in the reference's order."""
    return tuple(symbol.key for symbol in SYMBOLS)


def draw_symbol(key: str, size: int, theme: Theme = DEFAULT_THEME) -> Image.Image:
    """The symbol ``key`` alone on a transparent square of ``size`` pixels (RGBA)."""
    symbol = _BY_KEY.get(key)
    if symbol is None:
        raise ValueError(f"no symbol called {key!r}; the symbols are {', '.join(_BY_KEY)}")
    if size <= 0:
        raise ValueError(f"a symbol needs a positive size, not {size}")
    side = size * _OVERSAMPLE
    image = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    symbol.painter(image, float(side), theme)
    return image.resize((size, size), Image.Resampling.LANCZOS)
