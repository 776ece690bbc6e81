"""Generated artwork: card faces composed from data, meeples by species, resource icons.

Everything is drawn with QPainter from shapes defined here (no bitmap art ships with the app).
Card faces are rendered once per (face, width) into a pixmap cache, so the table repaints by
blitting pixmaps instead of re-running the drawing code.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QPolygonF,
)

from . import theme

CARD_RATIO = 1.4  # height / width


@dataclass(frozen=True, slots=True)
class CardFace:
    """What a card face shows, independent of any game's card model."""

    name: str
    card_type: str
    is_critter: bool = False
    cost: tuple[tuple[str, int], ...] = ()
    points: int = 0
    text: str = ""
    upgraded: bool = False
    preview: str = ""
    capacity: int = 0


# --- icons ----------------------------------------------------------------------------------
def draw_resource(painter: QPainter, kind: str, rect: QRectF) -> None:
    """Draw the icon of a resource or token (bamboo, leaf, fig, marble, emerald, harp, point)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = theme.RESOURCE_COLOURS.get(kind, theme.STONE)
    outline = QPen(colour.darker(220), max(1.0, rect.width() / 14))
    painter.setPen(outline)
    painter.setBrush(colour)
    c, w, h = rect.center(), rect.width(), rect.height()
    if kind == "bamboo":
        for dx in (-0.22, 0.12):
            stalk = QRectF(c.x() + dx * w - w * 0.1, rect.top() + h * 0.08, w * 0.2, h * 0.84)
            painter.drawRoundedRect(stalk, w * 0.06, w * 0.06)
            for k in (0.35, 0.62):
                y = rect.top() + h * k
                painter.drawLine(QPointF(stalk.left(), y), QPointF(stalk.right(), y))
    elif kind == "leaf":
        path = QPainterPath(QPointF(c.x(), rect.bottom() - h * 0.05))
        path.cubicTo(
            rect.left(),
            c.y() + h * 0.1,
            c.x() - w * 0.1,
            rect.top(),
            rect.right(),
            rect.top() + h * 0.05,
        )
        path.cubicTo(
            rect.right(),
            c.y(),
            c.x() + w * 0.2,
            rect.bottom() - h * 0.15,
            c.x(),
            rect.bottom() - h * 0.05,
        )
        painter.drawPath(path)
        painter.drawLine(
            QPointF(c.x(), rect.bottom() - h * 0.05),
            QPointF(rect.right() - w * 0.2, rect.top() + h * 0.2),
        )
    elif kind == "fig":
        path = QPainterPath(QPointF(c.x(), rect.top() + h * 0.1))
        path.cubicTo(
            rect.right() + w * 0.05,
            c.y(),
            rect.right() - w * 0.05,
            rect.bottom(),
            c.x(),
            rect.bottom() - h * 0.04,
        )
        path.cubicTo(
            rect.left() + w * 0.05,
            rect.bottom(),
            rect.left() - w * 0.05,
            c.y(),
            c.x(),
            rect.top() + h * 0.1,
        )
        painter.drawPath(path)
        painter.setBrush(theme.LEAF)
        painter.drawEllipse(QRectF(c.x() - w * 0.06, rect.top(), w * 0.18, h * 0.16))
    elif kind == "marble":
        block = QRectF(rect.left() + w * 0.12, rect.top() + h * 0.22, w * 0.76, h * 0.58)
        painter.drawRoundedRect(block, w * 0.08, w * 0.08)
        painter.setPen(QPen(QColor("#9a9aa8"), max(1.0, w / 20)))
        painter.drawLine(
            QPointF(block.left() + w * 0.1, block.bottom() - h * 0.1),
            QPointF(block.right() - w * 0.2, block.top() + h * 0.12),
        )
    elif kind == "emerald":
        points = [
            QPointF(c.x() + w * 0.42 * math.cos(a), c.y() + h * 0.42 * math.sin(a))
            for a in (math.pi / 6 + k * math.pi / 3 for k in range(6))
        ]
        painter.drawPolygon(QPolygonF(points))
        painter.setBrush(colour.lighter(150))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPolygon(QPolygonF([points[3], points[4], c]))
    elif kind == "harp":
        path = QPainterPath(QPointF(rect.left() + w * 0.25, rect.bottom() - h * 0.08))
        path.lineTo(rect.left() + w * 0.25, rect.top() + h * 0.12)
        path.quadTo(rect.right(), rect.top(), rect.right() - w * 0.12, rect.bottom() - h * 0.08)
        path.closeSubpath()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour.darker(140), max(1.5, w / 9)))
        painter.drawPath(path)
        painter.setPen(QPen(colour.darker(170), max(0.8, w / 28)))
        for k in (0.42, 0.58, 0.74):
            x = rect.left() + w * k
            painter.drawLine(
                QPointF(x, rect.top() + h * (0.2 + k * 0.1)), QPointF(x, rect.bottom() - h * 0.1)
            )
    elif kind == "artifact":  # an ancient medallion: a gold octagon with a jade eye
        corners = [
            QPointF(c.x() + w * 0.46 * math.cos(a), c.y() + h * 0.46 * math.sin(a))
            for a in (math.pi / 8 + k * math.pi / 4 for k in range(8))
        ]
        painter.setBrush(theme.GOLD)
        painter.setPen(QPen(theme.GOLD.darker(200), max(1.0, w / 14)))
        painter.drawPolygon(QPolygonF(corners))
        painter.setBrush(theme.RESOURCE_COLOURS["emerald"].darker(130))
        painter.drawEllipse(QPointF(c.x(), c.y() - h * 0.24), w * 0.12, h * 0.08)
    elif kind == "point":
        painter.drawEllipse(rect.adjusted(w * 0.06, h * 0.06, -w * 0.06, -h * 0.06))
        painter.setBrush(colour.lighter(130))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPolygon(_star(c, w * 0.3, w * 0.13))
    else:
        painter.drawEllipse(rect.adjusted(w * 0.1, h * 0.1, -w * 0.1, -h * 0.1))
    painter.restore()


def _star(centre: QPointF, outer: float, inner: float, points: int = 5) -> QPolygonF:
    corners = []
    for k in range(points * 2):
        radius = outer if k % 2 == 0 else inner
        angle = -math.pi / 2 + k * math.pi / points
        corners.append(
            QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
        )
    return QPolygonF(corners)


def draw_flower(painter: QPainter, centre: QPointF, radius: float) -> None:
    """The upgrade symbol: a five-petal blossom."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#8c2f5a"), max(1.0, radius / 6)))
    painter.setBrush(QColor("#f48fb1"))
    for k in range(5):
        angle = -math.pi / 2 + k * 2 * math.pi / 5
        petal = QPointF(
            centre.x() + radius * 0.55 * math.cos(angle),
            centre.y() + radius * 0.55 * math.sin(angle),
        )
        painter.drawEllipse(petal, radius * 0.45, radius * 0.45)
    painter.setBrush(theme.GOLD)
    painter.drawEllipse(centre, radius * 0.32, radius * 0.32)
    painter.restore()


# --- meeples --------------------------------------------------------------------------------
# Helpers are told apart by silhouette at table size (about 24 px): the caterpillar is long and
# low, the ant tall with a pinched waist and splayed legs, the beetle a wide dome with horns,
# the dragonfly a cross of wings.
def _limbs(path: QPainterPath, s: float, lines, width: float) -> None:
    """Add thin legs or antennae (``lines`` of (x1, y1, x2, y2) in box fractions)."""
    stroker = QPainterPathStroker()
    stroker.setWidth(s * width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    for x1, y1, x2, y2 in lines:
        line = QPainterPath(QPointF(s * x1, s * y1))
        line.lineTo(s * x2, s * y2)
        path.addPath(stroker.createStroke(line))


def _caterpillar(path: QPainterPath, s: float) -> None:
    # an inchworm's arch of segments, rising to the head on the right
    for k in range(5):
        y = 0.78 - 0.3 * math.sin(math.pi * k / 5)
        path.addEllipse(QPointF(s * (0.13 + k * 0.15), s * y), s * 0.13, s * 0.13)
    path.addEllipse(QPointF(s * 0.84, s * 0.42), s * 0.15, s * 0.15)  # head
    _limbs(path, s, ((0.8, 0.3, 0.74, 0.1), (0.88, 0.3, 0.96, 0.12)), 0.06)


def _ant(path: QPainterPath, s: float) -> None:
    path.addEllipse(QPointF(s * 0.5, s * 0.16), s * 0.12, s * 0.11)  # head
    path.addEllipse(QPointF(s * 0.5, s * 0.4), s * 0.08, s * 0.12)  # thorax
    path.addEllipse(QPointF(s * 0.5, s * 0.73), s * 0.16, s * 0.22)  # abdomen
    legs = [(0.5, 0.4, 0.12 + 0.76 * side, y) for side in (0, 1) for y in (0.24, 0.44, 0.66)]
    antennae = ((0.46, 0.1, 0.3, 0.0), (0.54, 0.1, 0.7, 0.0))
    _limbs(path, s, (*legs, *antennae), 0.055)


def _beetle(path: QPainterPath, s: float) -> None:
    shell = QPainterPath(QPointF(s * 0.04, s * 0.9))
    shell.cubicTo(s * 0.04, s * 0.2, s * 0.96, s * 0.2, s * 0.96, s * 0.9)
    shell.closeSubpath()
    path.addPath(shell)
    path.addEllipse(QPointF(s * 0.5, s * 0.3), s * 0.16, s * 0.12)  # head
    _limbs(path, s, ((0.42, 0.24, 0.3, 0.06), (0.58, 0.24, 0.7, 0.06)), 0.08)  # horns


def _dragonfly(path: QPainterPath, s: float) -> None:
    path.addEllipse(QRectF(s * 0.44, s * 0.1, s * 0.12, s * 0.8))
    path.addEllipse(QRectF(s * 0.05, s * 0.22, s * 0.42, s * 0.16))
    path.addEllipse(QRectF(s * 0.53, s * 0.22, s * 0.42, s * 0.16))
    path.addEllipse(QRectF(s * 0.1, s * 0.42, s * 0.36, s * 0.13))
    path.addEllipse(QRectF(s * 0.54, s * 0.42, s * 0.36, s * 0.13))


HELPER_SHAPES = {
    "caterpillar": _caterpillar,
    "ant": _ant,
    "beetle": _beetle,
    "dragonfly": _dragonfly,
}


def meeple_path(species: str, size: float) -> QPainterPath:
    """A silhouette for a critter species, fitting a size x size box at the origin."""
    s = size
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)  # overlapping parts are solid, not holes
    if species in HELPER_SHAPES:
        HELPER_SHAPES[species](path, s)
        return path.simplified()
    head = {"capybara": 0.34, "frog": 0.4, "chameleon": 0.32, "monkey": 0.36}.get(species, 0.34)
    path.addEllipse(QRectF(s * (0.5 - head / 2), s * 0.02, s * head, s * head))
    body = QPainterPath(QPointF(s * 0.5, s * 0.3))
    body.cubicTo(s * 1.0, s * 0.32, s * 0.98, s * 0.98, s * 0.84, s * 0.98)
    body.lineTo(s * 0.16, s * 0.98)
    body.cubicTo(s * 0.02, s * 0.98, s * 0.0, s * 0.32, s * 0.5, s * 0.3)
    path.addPath(body)
    if species == "monkey":
        path.addEllipse(QRectF(s * 0.22, s * 0.08, s * 0.16, s * 0.16))
        path.addEllipse(QRectF(s * 0.62, s * 0.08, s * 0.16, s * 0.16))
    elif species == "frog":
        path.addEllipse(QRectF(s * 0.26, s * 0.0, s * 0.18, s * 0.18))
        path.addEllipse(QRectF(s * 0.56, s * 0.0, s * 0.18, s * 0.18))
    elif species == "chameleon":
        tail = QPainterPath()
        tail.addEllipse(QRectF(s * 0.72, s * 0.62, s * 0.26, s * 0.26))
        path.addPath(tail)
    elif species == "capybara":
        path.addEllipse(QRectF(s * 0.3, s * 0.0, s * 0.12, s * 0.12))
        path.addEllipse(QRectF(s * 0.58, s * 0.0, s * 0.12, s * 0.12))
    return path.simplified()


def fill_pattern(painter: QPainter, path: QPainterPath, pattern: str, colour: QColor) -> None:
    """Overlay a player's pattern inside ``path`` (a second cue besides colour)."""
    if pattern == "plain":
        return
    painter.save()
    painter.setClipPath(path)
    box = path.boundingRect()
    painter.setPen(QPen(colour, max(1.0, box.width() / 14)))
    step = max(3.0, box.width() / 5)
    if pattern == "stripes":
        x = box.left() - box.height()
        while x < box.right():
            painter.drawLine(QPointF(x, box.bottom()), QPointF(x + box.height(), box.top()))
            x += step
    elif pattern == "dots":
        painter.setBrush(colour)
        painter.setPen(Qt.PenStyle.NoPen)
        y = box.top() + step / 2
        while y < box.bottom():
            x = box.left() + step / 2
            while x < box.right():
                painter.drawEllipse(QPointF(x, y), step / 5, step / 5)
                x += step
            y += step
    elif pattern == "cross":
        x = box.left() - box.height()
        while x < box.right():
            painter.drawLine(QPointF(x, box.bottom()), QPointF(x + box.height(), box.top()))
            painter.drawLine(QPointF(x, box.top()), QPointF(x + box.height(), box.bottom()))
            x += step * 1.4
    painter.restore()


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """A player's badge shape inside ``rect``."""
    path = QPainterPath()
    c = rect.center()
    if shape == "square":
        path.addRect(rect)
    elif shape == "triangle":
        path.addPolygon(
            QPolygonF([QPointF(c.x(), rect.top()), rect.bottomRight(), rect.bottomLeft()])
        )
        path.closeSubpath()
    elif shape == "diamond":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), rect.top()),
                    QPointF(rect.right(), c.y()),
                    QPointF(c.x(), rect.bottom()),
                    QPointF(rect.left(), c.y()),
                ]
            )
        )
        path.closeSubpath()
    else:
        path.addEllipse(rect)
    return path


def draw_meeple(painter: QPainter, species: str, seat: int, rect: QRectF) -> None:
    style = theme.player_style(seat)
    size = min(rect.width(), rect.height())
    path = meeple_path(species, size).translated(rect.left(), rect.top())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(0, 0, 0, 90), 0))
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawPath(path.translated(size * 0.05, size * 0.06))
    painter.setPen(QPen(style.colour.darker(250), max(1.0, size / 16)))
    painter.setBrush(style.colour)
    painter.drawPath(path)
    fill_pattern(painter, path, style.pattern, style.colour.darker(160))
    # the player's shape badge; smaller on a helper, whose silhouette names its species
    side = 0.22 if species in HELPER_SHAPES else 0.28
    badge = QRectF(
        rect.left() + size * (0.5 - side / 2), rect.top() + size * 0.58, size * side, size * side
    )
    painter.setBrush(theme.PARCHMENT)
    painter.setPen(QPen(style.colour.darker(250), max(0.8, size / 30)))
    painter.drawPath(shape_path(style.shape, badge))
    painter.restore()


# --- cards ----------------------------------------------------------------------------------
class ArtRenderer:
    """Renders and caches pixmaps of card faces and backs."""

    def __init__(self) -> None:
        self._cache: dict[tuple, QPixmap] = {}

    def card(self, face: CardFace, width: int) -> QPixmap:
        key = ("face", face, width)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = self._render(width, lambda p, r: paint_card(p, face, r))
            self._cache[key] = pixmap
        return pixmap

    def back(self, title: str, width: int) -> QPixmap:
        key = ("back", title, width)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = self._render(width, lambda p, r: paint_back(p, title, r))
            self._cache[key] = pixmap
        return pixmap

    def tile(self, face: CardFace, width: int, height: int) -> QPixmap:
        """A compact landscape tile for cards in a city: name, type colour, points, side."""
        key = ("tile", face, width, height)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = QPixmap(width * 2, height * 2)
            pixmap.setDevicePixelRatio(2.0)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            paint_tile(painter, face, QRectF(0, 0, width, height))
            painter.end()
            self._cache[key] = pixmap
        return pixmap

    def cached_count(self) -> int:
        return len(self._cache)

    @staticmethod
    def _render(width: int, paint) -> QPixmap:
        height = round(width * CARD_RATIO)
        pixmap = QPixmap(width * 2, height * 2)  # 2x for crisp zoom and hi-dpi screens
        pixmap.setDevicePixelRatio(2.0)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint(painter, QRectF(0, 0, width, height))
        painter.end()
        return pixmap


def paint_tile(painter: QPainter, face: CardFace, rect: QRectF) -> None:
    """Basic side: the type colour with a dark cost strip. Upgraded side: parchment with a gold
    frame and the blossom, so the two sides are told apart at a glance."""
    h = rect.height()
    colour = theme.card_type_colour(face.card_type)
    inner = rect.adjusted(1.5, 1.5, -1.5, -1.5)
    if face.upgraded:
        painter.setPen(QPen(theme.GOLD, 3))
        gradient = QLinearGradient(inner.topLeft(), inner.bottomLeft())
        gradient.setColorAt(0, colour.lighter(125))
        gradient.setColorAt(1, colour)
        painter.setBrush(QBrush(gradient))
    else:
        painter.setPen(QPen(colour.darker(180), 1.5))
        painter.setBrush(colour.darker(115))
    painter.drawRoundedRect(inner, h * 0.18, h * 0.18)
    left = inner.left() + h * 0.15
    if face.upgraded:
        draw_flower(painter, QPointF(left + h * 0.3, inner.center().y()), h * 0.28)
        left += h * 0.65
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(
            QRectF(inner.left() + 2, inner.top() + 2, h * 0.5, inner.height() - 4), 3, 3
        )
        icon = "fig" if face.is_critter else "bamboo"
        draw_resource(
            painter, icon, QRectF(inner.left() + 3, inner.center().y() - h * 0.2, h * 0.4, h * 0.4)
        )
        left += h * 0.45
    badge = QRectF(
        inner.right() - h * 0.72, inner.top() + h * 0.1, h * 0.62, inner.height() - h * 0.2
    )
    _paint_points(painter, face.points, badge)
    reserved = 32 if face.capacity else 0  # room for the "cards beneath" badge the item adds
    name_rect = QRectF(left, inner.top(), badge.left() - left - 2 - reserved, inner.height())
    paint_name(
        painter,
        face.name,
        name_rect,
        round(h * 0.42),
        Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
    )


def paint_back(painter: QPainter, title: str, rect: QRectF) -> None:
    w = rect.width()
    radius = w * 0.07
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, theme.JUNGLE)
    gradient.setColorAt(1, theme.JUNGLE_DEEP)
    painter.setPen(QPen(theme.GOLD.darker(130), max(1.0, w / 45)))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    painter.setPen(QPen(theme.MOSS.darker(130), max(1.0, w / 50)))
    painter.setBrush(theme.LEAF.darker(120))
    for k in range(6):
        angle = k * math.pi / 3
        centre = QPointF(
            rect.center().x() + w * 0.22 * math.cos(angle),
            rect.center().y() + w * 0.22 * math.sin(angle),
        )
        painter.drawEllipse(centre, w * 0.13, w * 0.13)
    draw_resource(
        painter,
        "emerald",
        QRectF(rect.center().x() - w * 0.16, rect.center().y() - w * 0.16, w * 0.32, w * 0.32),
    )
    painter.setPen(theme.GOLD)
    painter.setFont(theme.pixel_font(round(w * 0.12), bold=True))
    painter.drawText(
        rect.adjusted(0, w * 0.08, 0, 0),
        Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
        title,
    )


def paint_card(painter: QPainter, face: CardFace, rect: QRectF) -> None:
    """Compose a card face: type-coloured frame, name, cost, points, motif, ability text."""
    w, h = rect.width(), rect.height()
    colour = theme.card_type_colour(face.card_type)
    radius = w * 0.07
    frame = rect.adjusted(1, 1, -1, -1)
    painter.setPen(QPen(theme.GOLD if face.upgraded else colour.darker(170), w / 28))
    painter.setBrush(theme.PARCHMENT)
    painter.drawRoundedRect(frame, radius, radius)

    banner = QRectF(
        frame.left() + w * 0.04, frame.top() + w * 0.04, frame.width() - w * 0.08, h * 0.15
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(banner, radius * 0.6, radius * 0.6)
    text_left = banner.left() + w * 0.2
    name_rect = QRectF(
        text_left, banner.top(), banner.right() - text_left - w * 0.2, banner.height()
    )
    paint_name(painter, face.name, name_rect, round(w * 0.105), Qt.AlignmentFlag.AlignCenter)
    _paint_points(
        painter,
        face.points,
        QRectF(banner.right() - w * 0.21, banner.top() - w * 0.02, w * 0.23, w * 0.23),
    )
    if face.upgraded:
        draw_flower(painter, QPointF(banner.left() + w * 0.1, banner.center().y()), w * 0.09)
    else:
        _paint_cost(
            painter,
            face.cost,
            QRectF(frame.left() + w * 0.03, banner.bottom() + h * 0.01, w * 0.17, h * 0.5),
        )
    art = QRectF(
        frame.left() + w * 0.22, banner.bottom() + h * 0.02, frame.width() - w * 0.3, h * 0.3
    )
    _paint_motif(painter, face, colour, art)
    text_box = QRectF(
        frame.left() + w * 0.06,
        art.bottom() + h * 0.02,
        frame.width() - w * 0.12,
        h * 0.27 if not face.upgraded else h * 0.43,
    )
    painter.setPen(theme.INK)
    painter.setFont(fitting_font(painter, face.text, text_box, round(w * 0.078), bold=False))
    painter.drawText(text_box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, face.text)
    if not face.upgraded and face.preview:
        strip = QRectF(frame.left(), frame.bottom() - h * 0.16, frame.width(), h * 0.16)
        path = QPainterPath()
        path.addRoundedRect(strip, radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#2b2b2b"))
        painter.drawPath(path)
        draw_flower(painter, QPointF(strip.left() + w * 0.09, strip.center().y()), w * 0.05)
        painter.setPen(QColor("#f0e6cc"))
        preview_box = strip.adjusted(w * 0.17, 2, -w * 0.04, -2)
        painter.setFont(fitting_font(painter, face.preview, preview_box, round(w * 0.064), False))
        painter.drawText(
            preview_box,
            Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            face.preview,
        )
    if face.capacity:
        badge = QRectF(frame.right() - w * 0.2, art.bottom() - w * 0.16, w * 0.18, w * 0.14)
        painter.setBrush(colour.darker(120))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(badge, 4, 4)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(theme.pixel_font(round(w * 0.08), bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"\u2193{face.capacity}")


def paint_name(painter: QPainter, name: str, rect: QRectF, pixels: int, align) -> None:
    """A card or tile name in white, in the largest bold font up to ``pixels`` that fits
    ``rect`` wrapped."""
    painter.setPen(QColor("#ffffff"))
    painter.setFont(fitting_font(painter, name, rect, pixels))
    painter.drawText(rect, align | Qt.TextFlag.TextWordWrap, name)


def fitting_font(painter: QPainter, text: str, rect: QRectF, pixels: int, bold: bool = True):
    """The largest bold font up to ``pixels`` whose wrapped ``text`` fits in ``rect``."""
    flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    while pixels > 6:
        candidate = theme.pixel_font(pixels, bold)
        painter.setFont(candidate)
        bound = painter.boundingRect(rect, flags, text)
        if bound.height() <= rect.height() and bound.width() <= rect.width():
            return candidate
        pixels -= 1
    return theme.pixel_font(pixels, bold)


def _paint_points(painter: QPainter, points: int, rect: QRectF) -> None:
    painter.setPen(QPen(theme.GOLD.darker(170), max(1.0, rect.width() / 14)))
    painter.setBrush(theme.GOLD)
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(rect.left(), rect.top()),
                QPointF(rect.right(), rect.top()),
                QPointF(rect.right(), rect.bottom() - rect.height() * 0.3),
                QPointF(rect.center().x(), rect.bottom()),
                QPointF(rect.left(), rect.bottom() - rect.height() * 0.3),
            ]
        )
    )
    painter.setPen(theme.INK)
    painter.setFont(theme.pixel_font(round(rect.height() * 0.55), bold=True))
    painter.drawText(
        rect.adjusted(0, -rect.height() * 0.08, 0, -rect.height() * 0.15),
        Qt.AlignmentFlag.AlignCenter,
        str(points),
    )


def _paint_cost(painter: QPainter, cost, rect: QRectF) -> None:
    size = rect.width()
    y = rect.top()
    painter.setFont(theme.pixel_font(round(size * 0.62), bold=True))
    for kind, amount in cost:
        icon = QRectF(rect.left(), y, size * 0.8, size * 0.8)
        draw_resource(painter, kind, icon)
        painter.setPen(theme.INK)
        painter.drawText(
            QRectF(icon.right() - size * 0.3, icon.bottom() - size * 0.42, size * 0.5, size * 0.5),
            Qt.AlignmentFlag.AlignCenter,
            str(amount),
        )
        y += size * 0.9


def _paint_motif(painter: QPainter, face: CardFace, colour: QColor, rect: QRectF) -> None:
    """A simple generated illustration: a critter on a leaf, or a building of the card's type."""
    painter.save()
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, theme.RIVER_LIGHT.lighter(115))
    gradient.setColorAt(1, theme.MOSS.lighter(120))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, rect.width() * 0.1, rect.width() * 0.1)
    seed = sum(ord(ch) for ch in face.name)
    painter.setBrush(theme.LEAF.darker(110))
    for k in range(3):
        x = rect.left() + rect.width() * ((seed * (k + 3)) % 97) / 97
        painter.drawEllipse(
            QPointF(x, rect.bottom() - rect.height() * 0.12),
            rect.width() * 0.16,
            rect.height() * 0.12,
        )
    s = min(rect.width(), rect.height()) * 0.8
    box = QRectF(rect.center().x() - s / 2, rect.bottom() - s - rect.height() * 0.04, s, s)
    painter.setBrush(colour)
    painter.setPen(QPen(colour.darker(200), max(1.0, s / 30)))
    if face.is_critter:
        species = ("capybara", "frog", "chameleon", "monkey")[seed % 4]
        painter.drawPath(meeple_path(species, s).translated(box.topLeft()))
    else:
        roof = QPolygonF(
            [
                QPointF(box.left(), box.top() + s * 0.42),
                QPointF(box.center().x(), box.top()),
                QPointF(box.right(), box.top() + s * 0.42),
            ]
        )
        painter.drawRect(QRectF(box.left() + s * 0.12, box.top() + s * 0.4, s * 0.76, s * 0.6))
        painter.setBrush(colour.darker(140))
        painter.drawPolygon(roof)
        painter.setBrush(theme.INK)
        painter.drawRoundedRect(
            QRectF(box.center().x() - s * 0.1, box.top() + s * 0.66, s * 0.2, s * 0.34),
            s * 0.08,
            s * 0.08,
        )
    painter.restore()
