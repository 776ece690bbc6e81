"""The table cloth (a woven tile each table repeats under its boards; the app's own leaf cloth
under the welcome table and the launch frame) and the lamplight over a table. Qt and the art
kit's surfaces only, so the launch frame (:mod:`.launch`) paints it before the rules are
imported."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPixmap, QRadialGradient

from . import theme
from .artkit.surfaces import grain

CLOTH_TILE = 256  # a multiple of the noise tile, so the texture runs on without a seam


def cloth(size: int, base: QColor, pattern: Callable[[QPainter], None]) -> QPixmap:
    """A size x size tile of table cloth: ``base`` woven (soft blotches and a fine fibre),
    with ``pattern`` drawn on it (no outline). ``size`` should be a multiple of 128."""
    pixmap = QPixmap(size, size)
    pixmap.fill(base)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    tile = QRectF(0, 0, size, size)
    grain(painter, tile, 0.5, "cloud")
    grain(painter, tile, 0.35, "fibre")
    painter.setPen(Qt.PenStyle.NoPen)
    pattern(painter)
    painter.end()
    return pixmap


@cache
def leaf_cloth() -> QPixmap:
    """The app's table cloth: deep green with faint leaves (woven once: the launch frame, the
    welcome table and every table without a cloth of its own, Emerland's among them)."""
    return cloth(CLOTH_TILE, theme.JUNGLE_DEEP, _leaves)


def paint_table_light(painter: QPainter, rect: QRectF) -> None:
    """Lamplight over a table: brighter in the middle, falling off to dark edges."""
    radius = math.hypot(rect.width(), rect.height()) * 0.55
    light = QRadialGradient(rect.center() - QPointF(0, rect.height() * 0.1), radius)
    light.setColorAt(0.0, QColor(255, 236, 190, 38))
    light.setColorAt(0.55, QColor(0, 0, 0, 0))
    light.setColorAt(1.0, QColor(0, 0, 0, 120))
    painter.fillRect(rect, light)


def _leaves(painter: QPainter) -> None:
    leaves = ((40, 60, 90, 30), (170, 30, 70, -40), (120, 170, 110, 80), (220, 200, 60, 150))
    for index, (x, y, length, angle) in enumerate((*leaves, (10, 210, 70, -20))):
        leaf = QPainterPath(QPointF(0, 0))
        leaf.cubicTo(length * 0.3, -length * 0.28, length * 0.7, -length * 0.28, length, 0)
        leaf.cubicTo(length * 0.7, length * 0.28, length * 0.3, length * 0.28, 0, 0)
        colour = QColor(theme.LEAF if index % 2 else theme.JUNGLE)
        colour.setAlpha(70)
        painter.save()
        painter.translate(x, y)
        painter.rotate(angle)
        painter.setBrush(colour)
        painter.drawPath(leaf)
        painter.restore()
