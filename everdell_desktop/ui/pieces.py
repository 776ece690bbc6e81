"""Small things on the table: resource icons lit as pieces, the points shield and cost
column, player meeples with their pattern and badge, dice, painted wood and the shadows
pieces cast. A game registers its resources' icons and its meeple species here
(:func:`register_icon`, :func:`register_species`) when its faces module is imported.
"""

from __future__ import annotations

import math
from collections.abc import Callable

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
    QRadialGradient,
)

from . import theme
from .artkit.surfaces import grain, lit_piece
from .i18n import tr

IconPainter = Callable[[QPainter, QRectF, QColor], None]
_ICONS: dict[str, tuple[QColor, IconPainter]] = {}


def register_icon(kind: str, colour: QColor, paint: IconPainter) -> None:
    """Make ``draw_resource(kind)`` draw with ``paint`` (pen and brush already set from
    ``colour``). Games register their resources when their faces module is imported."""
    _ICONS[kind] = (QColor(colour), paint)


def draw_resource(painter: QPainter, kind: str, rect: QRectF) -> None:
    """Draw the icon of a resource or token; an unknown kind is a plain stone disc."""
    colour, paint = _ICONS.get(kind, (theme.STONE, _disc))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour.darker(220), max(1.0, rect.width() / 14)))
    painter.setBrush(colour)
    paint(painter, rect, colour)
    painter.restore()


_PIECES: dict[tuple[str, int], QPixmap] = {}
PIECE_CACHE_LIMIT = 600  # sizes change with the zoom; the cache is emptied when this full


def draw_piece(painter: QPainter, kind: str, rect: QRectF) -> None:
    """A resource or token as a small piece on the table: its icon lit from the top left with
    a shadow beneath, rendered once per kind and size on the device."""
    side = min(rect.width(), rect.height())
    transform = painter.worldTransform()
    scale = math.hypot(transform.m11(), transform.m12()) * painter.device().devicePixelRatioF()
    pixels = max(8, 2 * math.ceil(side * scale / 2))
    piece = _PIECES.get((kind, pixels))
    if piece is None:
        if len(_PIECES) >= PIECE_CACHE_LIMIT:
            _PIECES.clear()
        icon = QPixmap(pixels, pixels)
        icon.fill(Qt.GlobalColor.transparent)
        icon_painter = QPainter(icon)
        inset = pixels * 0.06
        draw_resource(
            icon_painter, kind, QRectF(inset, inset, pixels - 2 * inset, pixels - 2 * inset)
        )
        icon_painter.end()
        piece = _PIECES.setdefault((kind, pixels), lit_piece(icon))
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(box, piece, QRectF(piece.rect()))
    painter.restore()


def _disc(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    w, h = rect.width(), rect.height()
    painter.drawEllipse(rect.adjusted(w * 0.1, h * 0.1, -w * 0.1, -h * 0.1))


def star(centre: QPointF, outer: float, inner: float, points: int = 5) -> QPolygonF:
    corners = []
    for k in range(points * 2):
        radius = outer if k % 2 == 0 else inner
        angle = -math.pi / 2 + k * math.pi / points
        corners.append(
            QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
        )
    return QPolygonF(corners)


def _point(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A point token: a gold coin seen a little from above, its edge showing below its face,
    a raised rim and an embossed star."""
    w, h = rect.width(), rect.height()
    face = rect.adjusted(w * 0.06, h * 0.04, -w * 0.06, -h * 0.14)
    painter.setBrush(colour.darker(150))
    painter.drawEllipse(face.translated(0, h * 0.09))
    painter.setBrush(colour)
    painter.drawEllipse(face)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour.lighter(125), max(0.8, w / 22)))
    painter.drawEllipse(face.adjusted(w * 0.1, h * 0.09, -w * 0.1, -h * 0.09))
    painter.setPen(QPen(colour.darker(170), max(0.6, w / 30)))
    painter.setBrush(colour.lighter(118))
    painter.drawPolygon(star(face.center(), w * 0.24, w * 0.1))


register_icon("point", QColor("#f2c14e"), _point)


def paint_points(painter: QPainter, points: int, rect: QRectF, fill: QColor) -> None:
    """A card's points on a shield; a negative value on a reddish one."""
    shade = fill if points >= 0 else QColor("#c98a8a")
    painter.setPen(QPen(shade.darker(190), max(1.0, rect.width() / 14)))
    painter.setBrush(shade)
    painter.drawPolygon(
        QPolygonF(
            [
                rect.topLeft(),
                rect.topRight(),
                QPointF(rect.right(), rect.bottom() - rect.height() * 0.32),
                QPointF(rect.center().x(), rect.bottom()),
                QPointF(rect.left(), rect.bottom() - rect.height() * 0.32),
            ]
        )
    )
    painter.setPen(theme.INK)
    painter.setFont(theme.pixel_font(round(rect.height() * 0.56), bold=True))
    painter.drawText(
        rect.adjusted(0, 0, 0, -rect.height() * 0.2), Qt.AlignmentFlag.AlignCenter, str(points)
    )


def cost_row_height(column: QRectF, kinds: int) -> float:
    """The height of one resource's row in a cost column of ``kinds`` resources."""
    return min(column.width() / 1.75, column.height() / max(1, kinds))


def paint_cost(painter: QPainter, cost, rect: QRectF, ink: QColor, paper: QColor) -> float:
    """A cost column at the top of ``rect``: per resource, its amount in large bold figures on
    a paper pill, then its icon ("free" when nothing is paid). Rows are at most a third of the
    column's width tall. Returns the bottom of the last row."""
    row = cost_row_height(rect, len(cost))
    if not cost:
        painter.setPen(ink)
        painter.setFont(theme.pixel_font(round(row * 0.62), bold=True))
        box = QRectF(rect.left(), rect.top(), rect.width(), row)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, tr("free"))
        return box.bottom()
    font = theme.pixel_font(round(row * 0.82), bold=True)
    y = rect.top()
    for kind, amount in cost:
        pill = QRectF(rect.left(), y + row * 0.06, row * 0.82, row * 0.88)
        painter.setPen(QPen(ink, max(1.0, row / 22)))
        painter.setBrush(paper)
        painter.drawRoundedRect(pill, row * 0.3, row * 0.3)
        painter.setFont(font)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, str(amount))
        draw_resource(painter, kind, QRectF(pill.right() + row * 0.04, y, row * 0.96, row * 0.96))
        y += row
    return y


# --- meeples --------------------------------------------------------------------------------
PathBuilder = Callable[[QPainterPath, float], None]
_SPECIES: dict[str, tuple[PathBuilder, float]] = {}


def register_species(name: str, build: PathBuilder, badge: float = 0.28) -> None:
    """A meeple silhouette: ``build(path, size)`` adds its parts to ``path`` in a size x size
    box; ``badge`` is the side of the player's shape badge, as a fraction of the size."""
    _SPECIES[name] = (build, badge)


def add_limbs(path: QPainterPath, s: float, lines, width: float) -> None:
    """Add thin legs, horns or antennae (``lines`` of (x1, y1, x2, y2) in box fractions)."""
    stroker = QPainterPathStroker()
    stroker.setWidth(s * width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    for x1, y1, x2, y2 in lines:
        line = QPainterPath(QPointF(s * x1, s * y1))
        line.lineTo(s * x2, s * y2)
        path.addPath(stroker.createStroke(line))


def add_body(path: QPainterPath, s: float, head: float, neck: float = 0.3) -> None:
    """The family's meeple: a round head of diameter ``head`` on a pear-shaped body."""
    path.addEllipse(QRectF(s * (0.5 - head / 2), s * 0.02, s * head, s * head))
    body = QPainterPath(QPointF(s * 0.5, s * neck))
    body.cubicTo(s * 1.0, s * (neck + 0.02), s * 0.98, s * 0.98, s * 0.84, s * 0.98)
    body.lineTo(s * 0.16, s * 0.98)
    body.cubicTo(s * 0.02, s * 0.98, s * 0.0, s * (neck + 0.02), s * 0.5, s * neck)
    path.addPath(body)


register_species("meeple", lambda path, s: add_body(path, s, 0.34))


def meeple_path(species: str, size: float) -> QPainterPath:
    """A species' silhouette fitting a size x size box at the origin (unknown: the meeple)."""
    build, _badge = _SPECIES.get(species, _SPECIES["meeple"])
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)  # overlapping parts are solid, not holes
    build(path, size)
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


def paint_die(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A die seen from above: its shadow, its sides showing round the rim of its top face
    (lit from the top left), the top face a little sunken."""
    radius = rect.width() * 0.2
    soft_shadow_under(painter, rect)
    body = QPainterPath()
    body.addRoundedRect(rect, radius, radius)
    paint_wood(painter, body, colour)
    top = rect.adjusted(
        rect.width() * 0.09, rect.height() * 0.07, -rect.width() * 0.11, -rect.height() * 0.13
    )
    face = QLinearGradient(top.topLeft(), top.bottomRight())
    face.setColorAt(0.0, colour.lighter(122))
    face.setColorAt(1.0, colour.darker(104))
    painter.setPen(QPen(colour.darker(130), max(0.6, rect.width() / 60)))
    painter.setBrush(face)
    painter.drawRoundedRect(top, radius * 0.7, radius * 0.7)


def soft_shadow_under(painter: QPainter, rect: QRectF) -> None:
    """The short soft shadow of a small piece lying on the table."""
    radius = rect.width() * 0.2
    shade = QRadialGradient(
        rect.center() + QPointF(rect.width() * 0.06, rect.height() * 0.1), rect.width() * 0.62
    )
    shade.setColorAt(0.75, QColor(0, 0, 0, 90))
    shade.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shade)
    grow = rect.width() * 0.08
    painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow * 2, grow * 2.5), radius, radius)


def piece_shadow(painter: QPainter, rect: QRectF, lifted: bool) -> None:
    """The soft shadow a standing piece casts on the table under ``rect``; a lifted piece's
    falls further away and wider."""
    size = min(rect.width(), rect.height())
    drop = size * (0.16 if lifted else 0.05)
    centre = QPointF(rect.center().x() + drop, rect.top() + size * 0.96 + drop * 0.6)
    radius = size * (0.5 if lifted else 0.44)
    painter.save()
    painter.translate(centre)
    painter.scale(1.0, 0.26)
    shade = QRadialGradient(QPointF(0, 0), radius)
    shade.setColorAt(0.0, QColor(0, 0, 0, 70 if lifted else 120))
    shade.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shade)
    painter.drawEllipse(QPointF(0, 0), radius, radius)
    painter.restore()


def paint_wood(painter: QPainter, path: QPainterPath, colour: QColor) -> None:
    """``path`` as a piece of painted wood: lit from the top left, a faint grain, a light rim
    on the lit edge and a dark one on the other."""
    box = path.boundingRect()
    light = QRadialGradient(
        QPointF(box.left() + box.width() * 0.32, box.top() + box.height() * 0.22),
        max(box.width(), box.height()) * 0.95,
    )
    light.setColorAt(0.0, colour.lighter(145))
    light.setColorAt(0.45, colour)
    light.setColorAt(1.0, colour.darker(150))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(light)
    painter.drawPath(path)
    painter.save()
    painter.setClipPath(path)
    grain(painter, box, 0.45, "fibre")
    painter.restore()
    rim = QLinearGradient(box.topLeft(), box.bottomRight())
    rim.setColorAt(0.0, QColor(255, 255, 255, 150))
    rim.setColorAt(0.5, QColor(255, 255, 255, 0))
    rim.setColorAt(1.0, QColor(0, 0, 0, 90))
    painter.setPen(QPen(QBrush(rim), max(1.0, box.width() / 18)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.setPen(QPen(colour.darker(260), max(0.8, box.width() / 30)))
    painter.drawPath(path)


def draw_meeple(
    painter: QPainter, species: str, seat: int, rect: QRectF, lifted: bool = False
) -> None:
    """A seat's meeple, a shaded wooden piece: its colour, pattern and shape badge on the
    species' silhouette, its shadow on the table."""
    style = theme.player_style(seat)
    size = min(rect.width(), rect.height())
    path = meeple_path(species, size).translated(rect.left(), rect.top())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    piece_shadow(painter, rect, lifted)
    paint_wood(painter, path, style.colour)
    fill_pattern(painter, path, style.pattern, style.colour.darker(160))
    side = _SPECIES.get(species, _SPECIES["meeple"])[1]
    badge = QRectF(
        rect.left() + size * (0.5 - side / 2), rect.top() + size * 0.58, size * side, size * side
    )
    painter.setBrush(theme.PARCHMENT)
    painter.setPen(QPen(style.colour.darker(250), max(0.8, size / 30)))
    painter.drawPath(shape_path(style.shape, badge))
    painter.restore()
