"""The layers behind a picture's figures: a ``sky``, a ``far`` layer of land on the horizon,
the ``land`` the figures stand on, and a ``light`` laid over everything. Each is drawn in the
picture's own coordinates; colours come from the game's palette."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainterPath, QPen

from . import surfaces
from .ink import Ink, ellipse, minus
from .parts import FARS, LANDS, LIGHTS, SKIES, layer

HORIZON = 0.62  # where the land meets the sky, as a share of the picture's height


def horizon(rect: QRectF, share: float = HORIZON) -> float:
    return rect.top() + rect.height() * share


def _rng(ink: Ink, salt: int) -> random.Random:
    return random.Random(ink.seed * 31 + salt)


def _alpha(colour: QColor, alpha: int) -> QColor:
    tone = QColor(colour)
    tone.setAlpha(alpha)
    return tone


# --- skies ----------------------------------------------------------------------------------
def _sky_gradient(ink: Ink, rect: QRectF, kind: str) -> None:
    top, low = ink.palette.skies[kind]
    gradient = QLinearGradient(rect.topLeft(), QPointF(rect.left(), horizon(rect, 0.75)))
    gradient.setColorAt(0.0, top)
    gradient.setColorAt(1.0, low)
    ink.painter.fillRect(rect, gradient)


def _clouds(ink: Ink, rect: QRectF, count: int, colour: QColor) -> None:
    rng = _rng(ink, 3)
    for _ in range(count):
        cx = rect.left() + rng.random() * rect.width()
        cy = rect.top() + rect.height() * (0.1 + rng.random() * 0.3)
        size = rect.height() * (0.07 + rng.random() * 0.06)
        cloud = QPainterPath()
        for k in range(4):
            cloud.addEllipse(
                QPointF(cx + (k - 1.5) * size * 0.9, cy - (k % 2) * size * 0.4), size, size * 0.7
            )
        ink.flat(cloud, colour, colour.alpha())


def _sky(kind: str, clouds: int, cloud: QColor):
    def draw(ink: Ink, rect: QRectF) -> None:
        _sky_gradient(ink, rect, kind)
        if clouds:
            _clouds(ink, rect, clouds, cloud)

    return draw


for _kind, _count, _cloud in (
    ("day", 3, QColor(255, 255, 255, 150)),
    ("dawn", 2, QColor(255, 220, 200, 130)),
    ("golden", 2, QColor(255, 236, 190, 140)),
    ("dusk", 3, QColor(255, 180, 150, 110)),
    ("storm", 6, QColor(70, 75, 95, 170)),
    ("mist", 4, QColor(255, 255, 255, 110)),
    ("indoor", 0, QColor(0, 0, 0, 0)),
    ("cave", 0, QColor(0, 0, 0, 0)),
):
    layer(SKIES, _kind)(_sky(_kind, _count, _cloud))


@layer(SKIES, "night")
def _night(ink: Ink, rect: QRectF) -> None:
    _sky_gradient(ink, rect, "night")
    rng = _rng(ink, 5)
    for _ in range(int(rect.width() * rect.height() / 700) + 6):
        x = rect.left() + rng.random() * rect.width()
        y = rect.top() + rng.random() * rect.height() * 0.55
        r = rect.height() * (0.004 + rng.random() * 0.008)
        ink.flat(ellipse(x, y, r, r), QColor(255, 250, 220), 120 + int(rng.random() * 135))


# --- far layers -----------------------------------------------------------------------------
def _ridge(rect: QRectF, base: float, height: float, bumps: int, rng, sharp=False) -> QPainterPath:
    """A band of land from ``base`` down, its top edge rolling ``bumps`` times."""
    path = QPainterPath(QPointF(rect.left(), rect.bottom()))
    path.lineTo(rect.left(), base)
    width = rect.width() / bumps
    for k in range(bumps):
        x0 = rect.left() + k * width
        top = base - height * (0.4 + rng.random() * 0.6)
        if sharp:
            path.lineTo(x0 + width * 0.5, top)
            path.lineTo(x0 + width, base - height * 0.15 * rng.random())
        else:
            path.cubicTo(x0 + width * 0.25, top, x0 + width * 0.75, top, x0 + width, base)
    path.lineTo(rect.right(), rect.bottom())
    path.closeSubpath()
    return path


def _haze(colour: QColor, sky: QColor, amount: float) -> QColor:
    """``colour`` seen through air: blended towards the sky's colour."""
    return QColor(
        round(colour.red() * (1 - amount) + sky.red() * amount),
        round(colour.green() * (1 - amount) + sky.green() * amount),
        round(colour.blue() * (1 - amount) + sky.blue() * amount),
    )


@layer(FARS, "none")
def _no_far(ink: Ink, rect: QRectF) -> None:
    return


@layer(FARS, "hills")
def _hills(ink: Ink, rect: QRectF) -> None:
    rng = _rng(ink, 7)
    far, near = ink.palette.far
    ink.flat(_ridge(rect, horizon(rect, 0.5), rect.height() * 0.14, 3, rng), far)
    ink.flat(_ridge(rect, horizon(rect, 0.6), rect.height() * 0.1, 2, rng), near)


@layer(FARS, "mountains")
def _mountains(ink: Ink, rect: QRectF) -> None:
    rng = _rng(ink, 11)
    far, near = ink.palette.far
    stone = ink.palette.stone[1]
    ink.flat(
        _ridge(rect, horizon(rect, 0.52), rect.height() * 0.32, 4, rng, sharp=True),
        _haze(stone, far, 0.5),
    )
    ink.flat(_ridge(rect, horizon(rect, 0.6), rect.height() * 0.1, 3, rng), near)


def _crowns(ink: Ink, rect: QRectF, base: float, size: float, colour: QColor, rng, pointed=False):
    """A row of tree tops along ``base``: rounded crowns (or pointed firs) of varied size and
    height, each lit on its upper left, over a band of the same colour."""
    x = rect.left() - size
    path = QPainterPath()
    lights = []
    while x < rect.right() + size:
        r = size * (0.55 + rng.random() * 0.7)
        lift = size * rng.random() * 0.8
        if pointed:
            fir = QPainterPath(QPointF(x - r * 0.6, base))
            fir.lineTo(x, base - lift - r * 2.6)
            fir.lineTo(x + r * 0.6, base)
            fir.closeSubpath()
            path.addPath(fir)
        else:
            centre = QPointF(x, base - lift - r * 0.5)
            path.addEllipse(centre, r, r * 0.9)
            lights.append((centre, r))
        x += r * (0.9 if pointed else 1.05)
    path.addRect(QRectF(rect.left(), base - size * 0.3, rect.width(), rect.bottom() - base + size))
    ink.flat(path, colour)
    for centre, r in lights:
        ink.flat(
            ellipse(centre.x() - r * 0.3, centre.y() - r * 0.35, r * 0.5, r * 0.35),
            colour.lighter(118),
            150,
        )


@layer(FARS, "forest")
def _forest(ink: Ink, rect: QRectF) -> None:
    rng = _rng(ink, 13)
    sky = ink.palette.skies["day"][1]
    deep, mid, _light = ink.palette.foliage
    _crowns(ink, rect, horizon(rect, 0.5), rect.height() * 0.1, _haze(mid, sky, 0.45), rng)
    _crowns(ink, rect, horizon(rect, 0.62), rect.height() * 0.12, _haze(deep, sky, 0.2), rng)


@layer(FARS, "pines")
def _pines(ink: Ink, rect: QRectF) -> None:
    rng = _rng(ink, 17)
    sky = ink.palette.skies["day"][1]
    deep, mid, _light = ink.palette.foliage
    _crowns(ink, rect, horizon(rect, 0.52), rect.height() * 0.07, _haze(mid, sky, 0.5), rng, True)
    _crowns(ink, rect, horizon(rect, 0.64), rect.height() * 0.09, _haze(deep, sky, 0.25), rng, True)


@layer(FARS, "palms")
def _palms(ink: Ink, rect: QRectF) -> None:
    rng = _rng(ink, 19)
    sky = ink.palette.skies["day"][1]
    deep = ink.palette.foliage[0]
    _hills(ink, rect)
    tone = _haze(deep, sky, 0.35)
    base = horizon(rect, 0.62)
    for k in range(4):
        x = rect.left() + rect.width() * (0.1 + k * 0.27 + rng.random() * 0.08)
        height = rect.height() * (0.3 + rng.random() * 0.15)
        _far_palm(ink, QPointF(x, base), height, tone)


def _far_palm(ink: Ink, foot: QPointF, height: float, tone: QColor) -> None:
    top = QPointF(foot.x() + height * 0.12, foot.y() - height)
    ink.stroke(
        [
            (foot.x(), foot.y()),
            (foot.x() + height * 0.08, foot.y() - height * 0.5),
            (top.x(), top.y()),
        ],
        tone,
        height * 0.05,
    )
    for angle in (-160, -120, -60, -20, 20, 160):
        rad = math.radians(angle)
        tip = QPointF(
            top.x() + math.cos(rad) * height * 0.35,
            top.y() + math.sin(rad) * height * 0.2 + height * 0.08,
        )
        frond = QPainterPath(top)
        frond.quadTo(QPointF((top.x() + tip.x()) / 2, top.y() - height * 0.08), tip)
        ink.painter.setPen(
            QPen(tone, height * 0.06, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        )
        ink.painter.setBrush(Qt.BrushStyle.NoBrush)
        ink.painter.drawPath(frond)


@layer(FARS, "canopy")
def _canopy(ink: Ink, rect: QRectF) -> None:
    """Deep jungle: great trunks behind and leaves hanging from the top."""
    rng = _rng(ink, 23)
    deep, mid, light = ink.palette.foliage
    _crowns(
        ink,
        rect,
        horizon(rect, 0.62),
        rect.height() * 0.12,
        _haze(deep, ink.palette.skies["day"][1], 0.3),
        rng,
    )
    for k in range(3):
        x = rect.left() + rect.width() * (0.12 + k * 0.36 + rng.random() * 0.1)
        w = rect.width() * 0.035
        ink.flat(
            _trunk_band(x, w, rect), _haze(ink.palette.bark, ink.palette.skies["day"][1], 0.35)
        )
    top = QPainterPath()
    x = rect.left() - 10
    while x < rect.right() + 10:
        r = rect.height() * (0.1 + rng.random() * 0.08)
        top.addEllipse(QPointF(x, rect.top() + r * 0.2), r * 1.3, r)
        x += r * 1.6
    ink.flat(top, deep)
    _vines(ink, rect, rng, mid, light)


def _trunk_band(x: float, w: float, rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(x - w, rect.top(), w * 2, rect.height()))
    return path


def _vines(ink: Ink, rect: QRectF, rng, mid: QColor, light: QColor) -> None:
    for _ in range(4):
        x = rect.left() + rng.random() * rect.width()
        length = rect.height() * (0.2 + rng.random() * 0.3)
        ink.stroke(
            [
                (x, rect.top()),
                (x + length * 0.08, rect.top() + length * 0.5),
                (x, rect.top() + length),
            ],
            mid,
            rect.height() * 0.012,
        )
        for k in range(4):
            y = rect.top() + length * (0.25 + k * 0.2)
            ink.flat(
                ellipse(
                    x + (k % 2 - 0.5) * rect.height() * 0.03,
                    y,
                    rect.height() * 0.018,
                    rect.height() * 0.01,
                ),
                light,
            )


@layer(FARS, "ruins")
def _ruins(ink: Ink, rect: QRectF) -> None:
    rng = _rng(ink, 29)
    _forest(ink, rect)
    tone = _haze(ink.palette.stone[1], ink.palette.skies["day"][1], 0.4)
    base = horizon(rect, 0.6)
    for k in range(5):
        x = rect.left() + rect.width() * (0.06 + k * 0.21)
        h = rect.height() * (0.12 + rng.random() * 0.18)
        w = rect.width() * 0.025
        column = QPainterPath()
        column.addRect(QRectF(x, base - h, w, h))
        column.addRect(QRectF(x - w * 0.3, base - h, w * 1.6, h * 0.08))
        ink.flat(column, tone)


@layer(FARS, "village")
def _village(ink: Ink, rect: QRectF) -> None:
    rng = _rng(ink, 31)
    _hills(ink, rect)
    tone = _haze(ink.palette.wood, ink.palette.skies["day"][1], 0.45)
    base = horizon(rect, 0.6)
    for k in range(5):
        x = rect.left() + rect.width() * (0.05 + k * 0.2 + rng.random() * 0.05)
        w = rect.width() * 0.06
        h = rect.height() * (0.08 + rng.random() * 0.06)
        house = QPainterPath()
        house.addRect(QRectF(x, base - h, w, h))
        house.moveTo(x - w * 0.15, base - h)
        house.lineTo(x + w / 2, base - h - w * 0.6)
        house.lineTo(x + w * 1.15, base - h)
        house.closeSubpath()
        ink.flat(house, tone)


@layer(FARS, "sea")
def _sea(ink: Ink, rect: QRectF) -> None:
    deep, light = ink.palette.water
    band = QPainterPath()
    base = horizon(rect, 0.55)
    band.addRect(QRectF(rect.left(), base, rect.width(), rect.bottom() - base))
    gradient = QLinearGradient(QPointF(0, base), QPointF(0, rect.bottom()))
    gradient.setColorAt(0.0, light)
    gradient.setColorAt(1.0, deep)
    ink.painter.fillPath(band, gradient)


@layer(FARS, "cliffs")
def _cliffs(ink: Ink, rect: QRectF) -> None:
    rng = _rng(ink, 37)
    dark, light = ink.palette.stone
    sky = ink.palette.skies["day"][1]
    left = QPainterPath(QPointF(rect.left(), rect.bottom()))
    left.lineTo(rect.left(), rect.top() + rect.height() * 0.15)
    left.lineTo(
        rect.left() + rect.width() * (0.2 + rng.random() * 0.05), rect.top() + rect.height() * 0.3
    )
    left.lineTo(rect.left() + rect.width() * 0.28, rect.bottom())
    left.closeSubpath()
    ink.flat(left, _haze(light, sky, 0.25))
    right = QPainterPath(QPointF(rect.right(), rect.bottom()))
    right.lineTo(rect.right(), rect.top() + rect.height() * 0.1)
    right.lineTo(rect.right() - rect.width() * 0.22, rect.top() + rect.height() * 0.35)
    right.lineTo(rect.right() - rect.width() * 0.3, rect.bottom())
    right.closeSubpath()
    ink.flat(right, _haze(dark, sky, 0.2))


# --- lands ----------------------------------------------------------------------------------
def _ground(
    ink: Ink, rect: QRectF, share: float, colour: QColor, roll: float = 0.04
) -> QPainterPath:
    """The ground from the horizon down, gently rolling, lit from above."""
    rng = _rng(ink, 41)
    top = horizon(rect, share)
    path = QPainterPath(QPointF(rect.left(), rect.bottom()))
    path.lineTo(rect.left(), top + rect.height() * roll * rng.random())
    path.cubicTo(
        rect.left() + rect.width() * 0.35,
        top - rect.height() * roll,
        rect.left() + rect.width() * 0.65,
        top + rect.height() * roll,
        rect.right(),
        top - rect.height() * roll * rng.random(),
    )
    path.lineTo(rect.right(), rect.bottom())
    path.closeSubpath()
    gradient = QLinearGradient(QPointF(0, top), QPointF(0, rect.bottom()))
    gradient.setColorAt(0.0, colour.lighter(112))
    gradient.setColorAt(1.0, colour.darker(135))
    ink.painter.fillPath(path, gradient)
    return path


def _tufts(ink: Ink, rect: QRectF, top: float, colour: QColor, count: int) -> None:
    rng = _rng(ink, 43)
    size = rect.height() * 0.05
    for _ in range(count):
        x = rect.left() + rng.random() * rect.width()
        y = top + (rect.bottom() - top) * (0.15 + rng.random() * 0.8)
        for dx in (-0.5, 0, 0.5):
            ink.stroke([(x + dx * size * 0.3, y), (x + dx * size, y - size)], colour, size * 0.15)


@layer(LANDS, "meadow")
def _meadow(ink: Ink, rect: QRectF) -> None:
    _ground(ink, rect, 0.66, ink.palette.grass)
    _tufts(ink, rect, horizon(rect, 0.7), ink.palette.grass.darker(130), 7)
    rng = _rng(ink, 47)
    for _ in range(5):
        x = rect.left() + rng.random() * rect.width()
        y = horizon(rect, 0.72) + rng.random() * rect.height() * 0.25
        colour = ink.palette.blossoms[int(rng.random() * len(ink.palette.blossoms))]
        ink.flat(ellipse(x, y, rect.height() * 0.012, rect.height() * 0.012), colour)


@layer(LANDS, "field")
def _field(ink: Ink, rect: QRectF) -> None:
    _ground(ink, rect, 0.64, ink.palette.soil.lighter(115))
    top = horizon(rect, 0.66)
    for k in range(6):
        y = top + (rect.bottom() - top) * (k + 0.5) / 6
        ink.stroke(
            [(rect.left(), y), (rect.right(), y - rect.height() * 0.02)],
            ink.palette.grass,
            rect.height() * 0.02,
        )


@layer(LANDS, "forest")
def _forest_floor(ink: Ink, rect: QRectF) -> None:
    _ground(ink, rect, 0.68, ink.palette.soil)
    rng = _rng(ink, 53)
    for _ in range(10):
        x = rect.left() + rng.random() * rect.width()
        y = horizon(rect, 0.72) + rng.random() * rect.height() * 0.26
        colour = ink.palette.foliage[int(rng.random() * 3)]
        ink.flat(ellipse(x, y, rect.height() * 0.02, rect.height() * 0.009), colour, 200)


@layer(LANDS, "path")
def _path(ink: Ink, rect: QRectF) -> None:
    _meadow(ink, rect)
    top = horizon(rect, 0.68)
    trail = QPainterPath(QPointF(rect.left() + rect.width() * 0.45, top))
    trail.cubicTo(
        rect.left() + rect.width() * 0.3,
        top + rect.height() * 0.12,
        rect.left() + rect.width() * 0.7,
        rect.bottom() - rect.height() * 0.15,
        rect.left() + rect.width() * 0.42,
        rect.bottom() + 2,
    )
    pen = QPen(
        ink.palette.sand, rect.height() * 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap
    )
    ink.painter.setPen(pen)
    ink.painter.setBrush(Qt.BrushStyle.NoBrush)
    ink.painter.drawPath(trail)


@layer(LANDS, "trail")
def _trail(ink: Ink, rect: QRectF) -> None:
    """A long trail winding from left to right across forest floor, with stepping stones:
    the way to somewhere far."""
    _ground(ink, rect, 0.5, ink.palette.grass.darker(110), roll=0.02)
    _tufts(ink, rect, horizon(rect, 0.55), ink.palette.grass.darker(140), 24)
    mid = horizon(rect, 0.78)
    trail = QPainterPath(QPointF(rect.left(), mid))
    bends = 6
    for k in range(bends):
        x0 = rect.left() + rect.width() * k / bends
        x1 = rect.left() + rect.width() * (k + 1) / bends
        swing = rect.height() * 0.08 * (1 if k % 2 else -1)
        trail.cubicTo(x0 + (x1 - x0) * 0.4, mid + swing, x0 + (x1 - x0) * 0.6, mid + swing, x1, mid)
    width = rect.height() * 0.16
    pen = QPen(ink.palette.soil, width * 1.25, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    ink.painter.setPen(pen)
    ink.painter.setBrush(Qt.BrushStyle.NoBrush)
    ink.painter.drawPath(trail)
    pen = QPen(ink.palette.sand, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    ink.painter.setPen(pen)
    ink.painter.drawPath(trail)
    stone = ink.palette.stone[1]
    for k in range(1, 40):
        point = trail.pointAtPercent(k / 40)
        ink.flat(ellipse(point.x(), point.y(), width * 0.28, width * 0.16), stone.darker(112), 200)


def _water_band(ink: Ink, rect: QRectF, top: float) -> None:
    deep, light = ink.palette.water
    band = QPainterPath()
    band.addRect(QRectF(rect.left(), top, rect.width(), rect.bottom() - top))
    gradient = QLinearGradient(QPointF(0, top), QPointF(0, rect.bottom()))
    gradient.setColorAt(0.0, light)
    gradient.setColorAt(1.0, deep)
    ink.painter.fillPath(band, gradient)
    rng = _rng(ink, 59)
    glint = QColor(255, 255, 255, 110)
    for _ in range(6):
        x = rect.left() + rng.random() * rect.width()
        y = top + (rect.bottom() - top) * (0.1 + rng.random() * 0.85)
        length = rect.width() * (0.04 + rng.random() * 0.06)
        ink.stroke([(x, y), (x + length, y)], glint, rect.height() * 0.012)


@layer(LANDS, "river")
def _river(ink: Ink, rect: QRectF) -> None:
    _ground(ink, rect, 0.64, ink.palette.grass)
    _water_band(ink, rect, horizon(rect, 0.76))
    bank = QPainterPath()
    bank.addRect(QRectF(rect.left(), horizon(rect, 0.75), rect.width(), rect.height() * 0.02))
    ink.flat(bank, ink.palette.soil)


@layer(LANDS, "riverbank")
def _riverbank(ink: Ink, rect: QRectF) -> None:
    """Water on the left, a grassy bank rising to the right."""
    _water_band(ink, rect, horizon(rect, 0.62))
    bank = QPainterPath(QPointF(rect.right(), rect.bottom()))
    bank.lineTo(rect.left() + rect.width() * 0.25, rect.bottom())
    bank.cubicTo(
        rect.left() + rect.width() * 0.32,
        horizon(rect, 0.8),
        rect.left() + rect.width() * 0.4,
        horizon(rect, 0.7),
        rect.right(),
        horizon(rect, 0.68),
    )
    bank.closeSubpath()
    ink.shade(bank, ink.palette.grass, outline=False)


@layer(LANDS, "lake")
def _lake(ink: Ink, rect: QRectF) -> None:
    _water_band(ink, rect, horizon(rect, 0.6))


@layer(LANDS, "shore")
def _shore(ink: Ink, rect: QRectF) -> None:
    _water_band(ink, rect, horizon(rect, 0.6))
    _ground(ink, rect, 0.8, ink.palette.sand, roll=0.02)


@layer(LANDS, "rock")
def _rock(ink: Ink, rect: QRectF) -> None:
    _ground(ink, rect, 0.68, ink.palette.stone[1].darker(110))
    surfaces.grain(
        ink.painter,
        QRectF(rect.left(), horizon(rect, 0.66), rect.width(), rect.height()),
        0.6,
        "cloud",
    )


@layer(LANDS, "marsh")
def _marsh(ink: Ink, rect: QRectF) -> None:
    _ground(ink, rect, 0.66, ink.palette.grass.darker(115))
    rng = _rng(ink, 61)
    light = ink.palette.water[1]
    for _ in range(4):
        x = rect.left() + rng.random() * rect.width()
        y = horizon(rect, 0.78) + rng.random() * rect.height() * 0.15
        pool = ellipse(x, y, rect.width() * (0.08 + rng.random() * 0.06), rect.height() * 0.04)
        ink.flat(pool, light.darker(105))


@layer(LANDS, "cave")
def _cave(ink: Ink, rect: QRectF) -> None:
    """Inside a cave: dark walls arching round a lit opening, a stone floor."""
    dark, light = ink.palette.stone
    walls = QPainterPath()
    walls.addRect(rect)
    opening = QPainterPath()
    opening.addEllipse(
        rect.center() + QPointF(0, rect.height() * 0.12), rect.width() * 0.42, rect.height() * 0.62
    )
    ink.flat(minus(walls, opening), dark.darker(140))
    surfaces.grain(ink.painter, rect, 0.5, "cloud")
    _ground(ink, rect, 0.78, light.darker(120), roll=0.02)


@layer(LANDS, "interior")
def _interior(ink: Ink, rect: QRectF) -> None:
    """A room: a plastered wall with a wooden wainscot, a plank floor."""
    wall = QPainterPath()
    wall.addRect(rect)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    top, low = ink.palette.skies["indoor"]
    gradient.setColorAt(0, top)
    gradient.setColorAt(1, low)
    ink.painter.fillPath(wall, gradient)
    floor_top = horizon(rect, 0.74)
    floor = QPainterPath()
    floor.addRect(QRectF(rect.left(), floor_top, rect.width(), rect.bottom() - floor_top))
    ink.shade(floor, ink.palette.wood, outline=False)
    for k in range(1, 8):
        x = rect.left() + rect.width() * k / 8
        ink.stroke(
            [(x, floor_top), (x + (x - rect.center().x()) * 0.3, rect.bottom())],
            ink.palette.wood.darker(140),
            rect.height() * 0.008,
        )
    beam = QPainterPath()
    beam.addRect(QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.06))
    ink.shade(beam, ink.palette.wood.darker(120), outline=False)


@layer(LANDS, "canopy")
def _canopy_branch(ink: Ink, rect: QRectF) -> None:
    """High in the trees: a broad branch to stand on, leaves all round."""
    rng = _rng(ink, 67)
    deep, mid, _light = ink.palette.foliage
    for _ in range(9):
        x = rect.left() + rng.random() * rect.width()
        y = rect.top() + rect.height() * (0.5 + rng.random() * 0.5)
        r = rect.height() * (0.1 + rng.random() * 0.08)
        ink.flat(ellipse(x, y, r * 1.3, r), (deep, mid)[int(rng.random() * 2)])
    top = horizon(rect, 0.82)
    branch = QPainterPath(QPointF(rect.left(), top + rect.height() * 0.05))
    branch.cubicTo(
        rect.left() + rect.width() * 0.4,
        top - rect.height() * 0.04,
        rect.left() + rect.width() * 0.7,
        top,
        rect.right(),
        top - rect.height() * 0.03,
    )
    branch.lineTo(rect.right(), top + rect.height() * 0.09)
    branch.cubicTo(
        rect.left() + rect.width() * 0.7,
        top + rect.height() * 0.12,
        rect.left() + rect.width() * 0.4,
        top + rect.height() * 0.08,
        rect.left(),
        top + rect.height() * 0.16,
    )
    branch.closeSubpath()
    ink.shade(branch, ink.palette.bark)


@layer(LANDS, "snow")
def _snow(ink: Ink, rect: QRectF) -> None:
    _ground(ink, rect, 0.68, QColor("#eef2f6"))


# --- lights ---------------------------------------------------------------------------------
@layer(LIGHTS, "soft")
def _soft(ink: Ink, rect: QRectF) -> None:
    surfaces.sun_glow(
        ink.painter,
        QPointF(rect.left() + rect.width() * 0.2, rect.top()),
        rect.width() * 0.5,
        ink.palette.light,
        60,
    )


@layer(LIGHTS, "none")
def _no_light(ink: Ink, rect: QRectF) -> None:
    return


@layer(LIGHTS, "sun")
def _sun(ink: Ink, rect: QRectF) -> None:
    centre = QPointF(rect.left() + rect.width() * 0.82, rect.top() + rect.height() * 0.2)
    surfaces.sun_glow(ink.painter, centre, rect.height() * 0.7, ink.palette.light, 110)
    ink.flat(
        ellipse(centre.x(), centre.y(), rect.height() * 0.09, rect.height() * 0.09),
        ink.palette.light.lighter(115),
        230,
    )


@layer(LIGHTS, "moon")
def _moon(ink: Ink, rect: QRectF) -> None:
    centre = QPointF(rect.left() + rect.width() * 0.8, rect.top() + rect.height() * 0.2)
    surfaces.sun_glow(ink.painter, centre, rect.height() * 0.5, QColor("#dfe8ff"), 70)
    r = rect.height() * 0.09
    moon = minus(
        ellipse(centre.x(), centre.y(), r, r),
        ellipse(centre.x() + r * 0.45, centre.y() - r * 0.2, r, r),
    )
    ink.flat(moon, QColor("#f5f1d8"))


@layer(LIGHTS, "rays")
def _rays(ink: Ink, rect: QRectF) -> None:
    """Shafts of light slanting down through leaves."""
    origin = QPointF(rect.left() + rect.width() * 0.25, rect.top() - rect.height() * 0.2)
    colour = _alpha(ink.palette.light, 55)
    for k in range(4):
        x = rect.left() + rect.width() * (0.2 + k * 0.2)
        shaft = QPainterPath(origin)
        shaft.lineTo(x, rect.bottom())
        shaft.lineTo(x + rect.width() * 0.07, rect.bottom())
        shaft.closeSubpath()
        ink.flat(shaft, colour, colour.alpha())


@layer(LIGHTS, "glow")
def _glow(ink: Ink, rect: QRectF) -> None:
    """Warm lamplight in the middle of the picture."""
    surfaces.sun_glow(ink.painter, rect.center(), rect.width() * 0.45, QColor("#ffc46b"), 90)


@layer(LIGHTS, "mist")
def _mist(ink: Ink, rect: QRectF) -> None:
    gradient = QLinearGradient(QPointF(0, horizon(rect, 0.5)), QPointF(0, rect.bottom()))
    gradient.setColorAt(0.0, QColor(255, 255, 255, 0))
    gradient.setColorAt(0.5, QColor(255, 255, 255, 90))
    gradient.setColorAt(1.0, QColor(255, 255, 255, 30))
    ink.painter.fillRect(rect, gradient)


@layer(LIGHTS, "fireflies")
def _fireflies(ink: Ink, rect: QRectF) -> None:
    rng = _rng(ink, 71)
    for _ in range(12):
        x = rect.left() + rng.random() * rect.width()
        y = rect.top() + rect.height() * (0.3 + rng.random() * 0.6)
        surfaces.sun_glow(ink.painter, QPointF(x, y), rect.height() * 0.04, QColor("#fff59a"), 200)


@layer(LIGHTS, "sparkle")
def _sparkle(ink: Ink, rect: QRectF) -> None:
    rng = _rng(ink, 73)
    for _ in range(9):
        x = rect.left() + rng.random() * rect.width()
        y = rect.top() + rng.random() * rect.height() * 0.8
        size = rect.height() * (0.02 + rng.random() * 0.025)
        star = QPainterPath(QPointF(x, y - size))
        for angle in range(1, 8):
            radius = size if angle % 2 == 0 else size * 0.25
            rad = math.radians(angle * 45 - 90)
            star.lineTo(x + radius * math.cos(rad), y + radius * math.sin(rad))
        star.closeSubpath()
        ink.flat(star, QColor(255, 252, 220), 220)
