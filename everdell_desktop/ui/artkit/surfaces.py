"""Soft texture and light: procedural noise, the materials of boards and panels (wood, stone,
cloth, parchment, water), soft shadows, and the light that makes a flat icon a small piece.

Noise is value noise made once per process from a seeded random stream (a few kilobytes of
random bytes, scaled up smoothly by Qt), turned into a tile whose pixels lighten or darken what
lies beneath; every textured fill is that tile as a brush, so texture costs one fill.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import cache, lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

TILE = 128


@cache
def _noise(cells: int, seed: int) -> QImage:
    """Tileable value noise: ``cells`` x ``cells`` random values scaled up to TILE smoothly."""
    rng = random.Random(seed)
    rows = [rng.randbytes(cells) for _ in range(cells)]
    rows = [row + row[:1] for row in rows] + [rows[0] + rows[0][:1]]  # wrap the edges
    small = QImage(b"".join(rows), cells + 1, cells + 1, cells + 1, QImage.Format.Format_Grayscale8)
    step = TILE // cells
    big = small.scaled(
        TILE + step,
        TILE + step,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    return big.copy(step // 2, step // 2, TILE, TILE)


def _signed(values: bytes, strength: float) -> QImage:
    """A tile that lightens where ``values`` are above the middle and darkens below it: each
    value indexes a colour table of white or black whose opacity grows away from the middle
    (Qt converts the whole tile at once)."""
    table = []
    for v in range(256):
        alpha = min(255, round(abs(v - 128) * 2 * strength))
        table.append((alpha << 24) | (0xFFFFFF if v > 128 else 0))
    indexed = QImage(values, TILE, TILE, TILE, QImage.Format.Format_Indexed8)
    indexed.setColorTable(table)
    return indexed.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def _average(first: bytes, second: bytes) -> bytes:
    """Each byte the floor of the mean of the two bytes at its place, computed on the whole
    strings as two big integers (no carry crosses a byte: a + b = 2(a & b) + (a ^ b))."""
    a = int.from_bytes(first, "big")
    b = int.from_bytes(second, "big")
    low_bits_cleared = int.from_bytes(b"\xfe" * len(first), "big")
    return ((a & b) + (((a ^ b) & low_bits_cleared) >> 1)).to_bytes(len(first), "big")


@cache
def texture(kind: str) -> QPixmap:
    """A tileable texture: ``grain`` (fine speckle), ``cloud`` (soft blotches), ``fibre``
    (grain stretched one way: wood and cloth), or ``mottle`` (both scales)."""
    fine = _noise(64, 7).constBits().tobytes()
    cloud = _noise(8, 11).constBits().tobytes()
    if kind == "grain":
        values = fine
    elif kind == "cloud":
        values = cloud
    elif kind == "fibre":
        values = _noise(32, 5).scaled(TILE * 8, TILE // 4).scaled(TILE, TILE).constBits().tobytes()
    else:
        values = _average(fine, cloud)
    return QPixmap.fromImage(_signed(values, 0.35))


def grain(painter: QPainter, rect: QRectF, opacity: float, kind: str = "grain") -> None:
    """Lay ``kind`` of texture over ``rect`` (clipped as the painter is)."""
    painter.save()
    painter.setOpacity(painter.opacity() * opacity)
    brush = QBrush(texture(kind))
    brush.setTransform(QTransform.fromTranslate(rect.left(), rect.top()))
    painter.fillRect(rect, brush)
    painter.restore()


# --- materials ------------------------------------------------------------------------------
MATERIALS = ("wood", "stone", "felt", "parchment", "water", "leather", "moss")


def paint_surface(
    painter: QPainter,
    rect: QRectF,
    material: str,
    colour: QColor,
    radius: float = 10.0,
    sunken: bool = False,
) -> None:
    """A board or panel made of ``material`` in ``colour``: lit from above, textured, with a
    bevelled edge (or, ``sunken``, a tray whose rim shades its inside). Painted once per size
    and kind into a pixmap: a board is repainted each time a piece moves across it."""
    size = (round(rect.width(), 1), round(rect.height(), 1))
    density = pixel_density(painter)
    pixmap = _surface_pixmap(size, material, colour.rgba(), radius, sunken, density)
    painter.drawPixmap(QPointF(rect.left() - SURFACE_MARGIN, rect.top() - SURFACE_MARGIN), pixmap)


SURFACE_MARGIN = 2.0  # the outer rim's pen reaches half a pixel past the rectangle
DENSITIES = (1, 2, 3)  # pixels per unit a surface is painted at: the first one that suffices


def pixel_density(painter: QPainter) -> int:
    """How many device pixels one scene unit covers where ``painter`` paints (the view's zoom
    times the screen's pixel ratio), rounded up to one of DENSITIES. A surface is painted at
    that density: a whole board at twice what the screen shows costs four times the pixels,
    and the first frame waits for them."""
    transform = painter.worldTransform()
    zoom = max(math.hypot(transform.m11(), transform.m12()), 1e-6)
    device = painter.device()
    wanted = zoom * (device.devicePixelRatioF() if device is not None else 1.0)
    return next((d for d in DENSITIES if wanted <= d + 0.01), DENSITIES[-1])


@lru_cache(maxsize=256)
def _surface_pixmap(
    size: tuple[float, float], material: str, rgba: int, radius: float, sunken: bool, density: int
) -> QPixmap:
    def paint(painter: QPainter, rect: QRectF) -> None:
        _paint_surface_now(painter, rect, material, QColor.fromRgba(rgba), radius, sunken)

    return _painted_pixmap(size, SURFACE_MARGIN, density, paint)


def _painted_pixmap(
    size: tuple[float, float],
    margin: float,
    density: int,
    paint: Callable[[QPainter, QRectF], None],
) -> QPixmap:
    """A transparent pixmap of ``size`` plus ``margin`` all round at ``density`` pixels per
    unit, with ``paint(painter, rect)`` drawn into it (``rect`` is ``size`` inside the margin):
    what boards, frames and shadows are painted into once per size."""
    width, height = size
    pixmap = QPixmap(
        math.ceil((width + 2 * margin) * density), math.ceil((height + 2 * margin) * density)
    )
    pixmap.setDevicePixelRatio(density)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        paint(painter, QRectF(margin, margin, width, height))
    finally:
        painter.end()  # a painter left open on a dropped pixmap crashes Qt
    return pixmap


def _paint_surface_now(
    painter: QPainter, rect: QRectF, material: str, colour: QColor, radius: float, sunken: bool
) -> None:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    light = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    light.setColorAt(0.0, colour.lighter(118))
    light.setColorAt(1.0, colour.darker(122))
    painter.fillPath(path, light)
    painter.setClipPath(path)
    _MATERIAL_TEXTURE.get(material, _felt)(painter, rect, colour)
    if sunken:
        _inner_shadow(painter, rect)
    painter.setClipping(False)
    _bevel(painter, rect, radius, sunken)
    painter.restore()


def _felt(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    grain(painter, rect, 0.35, "mottle")


def _moss(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    grain(painter, rect, 0.55, "cloud")
    grain(painter, rect, 0.3, "grain")


def _wood(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    grain(painter, rect, 0.55, "fibre")
    plank = 46.0
    painter.setPen(QPen(colour.darker(160), 1.2))
    y = rect.top() + plank
    while y < rect.bottom() - 8:
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        y += plank


def _stone(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    grain(painter, rect, 0.7, "cloud")
    grain(painter, rect, 0.35, "grain")


def _parchment(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    grain(painter, rect, 0.35, "cloud")
    edge = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    edge.setColorAt(0.6, QColor(0, 0, 0, 0))
    edge.setColorAt(1.0, QColor(90, 50, 10, 70))
    painter.fillRect(rect, edge)


def _leather(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    grain(painter, rect, 0.6, "mottle")
    pen = QPen(colour.lighter(150), 1.2, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 8, 8)


def _water(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """Ripples: pale wavy strokes that drift across, and a few glints."""
    grain(painter, rect, 0.35, "cloud")
    rng = random.Random(int(rect.width() * 31 + rect.height()))
    pen = QPen(QColor(255, 255, 255, 70), 1.6)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    count = int(rect.width() * rect.height() / 900)
    for _ in range(count):
        x = rect.left() + rng.random() * rect.width()
        y = rect.top() + rng.random() * rect.height()
        length = 10 + rng.random() * 22
        ripple = QPainterPath(QPointF(x, y))
        ripple.quadTo(x + length / 2, y - 3, x + length, y)
        painter.drawPath(ripple)


_MATERIAL_TEXTURE = {
    "wood": _wood,
    "stone": _stone,
    "felt": _felt,
    "moss": _moss,
    "parchment": _parchment,
    "water": _water,
    "leather": _leather,
}


def _bevel(painter: QPainter, rect: QRectF, radius: float, sunken: bool) -> None:
    """A light rim on the lit side and a dark one on the other (swapped for a tray)."""
    light, dark = QColor(255, 255, 255, 70), QColor(0, 0, 0, 110)
    if sunken:
        light, dark = dark, light
    rim = QLinearGradient(rect.topLeft(), rect.bottomRight())
    rim.setColorAt(0.0, light)
    rim.setColorAt(1.0, dark)
    painter.setPen(QPen(QBrush(rim), 2.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(1.1, 1.1, -1.1, -1.1), radius, radius)
    painter.setPen(QPen(QColor(0, 0, 0, 120), 1.0))
    painter.drawRoundedRect(rect, radius, radius)


def _inner_shadow(painter: QPainter, rect: QRectF) -> None:
    depth = min(18.0, rect.height() * 0.2)
    top = QLinearGradient(rect.topLeft(), QPointF(rect.left(), rect.top() + depth))
    top.setColorAt(0.0, QColor(0, 0, 0, 90))
    top.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.fillRect(QRectF(rect.left(), rect.top(), rect.width(), depth), top)


# --- ornaments ------------------------------------------------------------------------------
ORNAMENTS = ("flowers", "vines", "gold")


def paint_ornament(painter: QPainter, rect: QRectF, kind: str, radius: float = 10.0) -> None:
    """A frame round a board: blossoms (a meadow), leaves on a creeper (a jungle ledge) or a
    double gold line. Painted once per size and kind into a pixmap, like the board under it:
    a meadow's frame is some 130 blossoms of six shapes each."""
    size = (round(rect.width(), 1), round(rect.height(), 1))
    pixmap = _ornament_pixmap(size, kind, radius, pixel_density(painter))
    painter.drawPixmap(QPointF(rect.left() - ORNAMENT_MARGIN, rect.top() - ORNAMENT_MARGIN), pixmap)


ORNAMENT_MARGIN = 4.0  # a blossom on the frame's line reaches 2.5 units past the board


@lru_cache(maxsize=64)
def _ornament_pixmap(size: tuple[float, float], kind: str, radius: float, density: int) -> QPixmap:
    def paint(painter: QPainter, rect: QRectF) -> None:
        _paint_ornament_now(painter, rect, kind, radius)

    return _painted_pixmap(size, ORNAMENT_MARGIN, density, paint)


def _paint_ornament_now(painter: QPainter, rect: QRectF, kind: str, radius: float) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    inner = rect.adjusted(4, 4, -4, -4)
    if kind == "gold":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#e2b33c"), 2.0))
        painter.drawRoundedRect(inner, radius, radius)
        painter.setPen(QPen(QColor("#8a6a1c"), 1.0))
        painter.drawRoundedRect(inner.adjusted(4, 4, -4, -4), radius, radius)
        return
    for point, k in _border_points(inner, 26.0):
        if kind == "flowers":
            _blossom(painter, point, 5.5, BLOSSOMS[k % len(BLOSSOMS)])
        else:
            _leaf(painter, point, 8.0, k)


BLOSSOMS = (QColor("#f2c36b"), QColor("#e8a230"), QColor("#f6f0e0"), QColor("#c0392b"))


def _border_points(rect: QRectF, step: float):
    """Points every ``step`` along the edge of ``rect``, each with its running number."""
    path = QPainterPath()
    path.addRect(rect)
    length = path.length()
    count = max(4, int(length / step))
    for k in range(count):
        yield path.pointAtPercent(k / count), k


def _blossom(painter: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
    painter.setPen(QPen(colour.darker(170), 0.8))
    painter.setBrush(colour)
    for k in range(5):
        angle = k * 2 * math.pi / 5
        petal = QPointF(
            centre.x() + radius * 0.6 * math.cos(angle), centre.y() + radius * 0.6 * math.sin(angle)
        )
        painter.drawEllipse(petal, radius * 0.5, radius * 0.5)
    painter.setBrush(QColor("#6b4a1e"))
    painter.drawEllipse(centre, radius * 0.3, radius * 0.3)


def _leaf(painter: QPainter, centre: QPointF, length: float, k: int) -> None:
    painter.save()
    painter.translate(centre)
    painter.rotate(k * 47 % 360)
    leaf = QPainterPath(QPointF(-length / 2, 0))
    leaf.quadTo(0, -length * 0.45, length / 2, 0)
    leaf.quadTo(0, length * 0.45, -length / 2, 0)
    tone = QColor("#3f8f4f") if k % 2 else QColor("#7fb069")
    painter.setPen(QPen(tone.darker(170), 0.8))
    painter.setBrush(tone)
    painter.drawPath(leaf)
    painter.restore()


# --- shadows and light ----------------------------------------------------------------------
def soft_shadow(painter: QPainter, rect: QRectF, radius: float, spread: float, alpha: int):
    """A blurred shadow of a rounded rectangle: rings of falling opacity (cheap, no blur),
    painted once per size into a pixmap (a card's shadow is drawn again every frame)."""
    size = (round(rect.width(), 1), round(rect.height(), 1))
    pixmap = _shadow_pixmap(size, radius, spread, alpha, pixel_density(painter))
    painter.drawPixmap(QPointF(rect.left() - spread, rect.top() - spread), pixmap)


SHADOW_RINGS = 6


@lru_cache(maxsize=128)
def _shadow_pixmap(
    size: tuple[float, float], radius: float, spread: float, alpha: int, density: int
) -> QPixmap:
    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for ring in range(SHADOW_RINGS):
            grow = spread * (ring + 1) / SHADOW_RINGS
            opacity = alpha / SHADOW_RINGS * (1 - ring / SHADOW_RINGS) * 1.6
            painter.setBrush(QColor(0, 0, 0, max(1, round(opacity))))
            painter.drawRoundedRect(
                rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow
            )

    return _painted_pixmap(size, spread, density, paint)


def lit_piece(icon: QPixmap) -> QPixmap:
    """``icon`` as a small 3-D piece: a shadow under it, light on its top left, shade on its
    bottom right (the light only falls where the icon has paint)."""
    size = icon.size()
    ratio = icon.devicePixelRatio()
    piece = QPixmap(size)
    piece.setDevicePixelRatio(ratio)
    piece.fill(Qt.GlobalColor.transparent)
    w, h = size.width() / ratio, size.height() / ratio
    painter = QPainter(piece)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setOpacity(0.45)
    painter.drawPixmap(QPointF(w * 0.05, h * 0.07), _silhouette(icon))
    painter.setOpacity(1.0)
    painter.drawPixmap(QPointF(0, 0), icon)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    shine = QRadialGradient(QPointF(w * 0.32, h * 0.25), max(w, h) * 0.75)
    shine.setColorAt(0.0, QColor(255, 255, 255, 120))
    shine.setColorAt(0.45, QColor(255, 255, 255, 0))
    shine.setColorAt(0.8, QColor(0, 0, 0, 0))
    shine.setColorAt(1.0, QColor(0, 0, 0, 95))
    painter.fillRect(QRectF(0, 0, w, h), shine)
    painter.end()
    return piece


def _silhouette(icon: QPixmap) -> QPixmap:
    shadow = QPixmap(icon.size())
    shadow.setDevicePixelRatio(icon.devicePixelRatio())
    shadow.fill(Qt.GlobalColor.transparent)
    painter = QPainter(shadow)
    painter.drawPixmap(QPointF(0, 0), icon)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(shadow.rect(), QColor(20, 10, 0))
    painter.end()
    return shadow


def sun_glow(painter: QPainter, centre: QPointF, radius: float, colour: QColor, alpha: int):
    glow = QRadialGradient(centre, radius)
    tint = QColor(colour)
    tint.setAlpha(alpha)
    glow.setColorAt(0.0, tint)
    tint.setAlpha(0)
    glow.setColorAt(1.0, tint)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(glow)
    painter.drawEllipse(centre, radius, radius)


def wave(x0: float, x1: float, y: float, amplitude: float, waves: float) -> QPainterPath:
    """A horizontal sine line from ``x0`` to ``x1`` around ``y``."""
    path = QPainterPath(QPointF(x0, y))
    steps = max(8, int(waves * 8))
    for k in range(1, steps + 1):
        t = k / steps
        path.lineTo(x0 + (x1 - x0) * t, y + amplitude * math.sin(t * waves * 2 * math.pi))
    return path
