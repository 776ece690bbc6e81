"""The one painter: card faces, tiles and backs composed from data, icons, meeples, cloths.

Everything is drawn with QPainter from shapes defined in code (no bitmap art ships with the
app). This module holds what every game shares: where a card's name, cost, points, picture and
text go (:class:`CardStyle`), the pixmap cache (:class:`ArtRenderer`), text fitting, the points
badge, player meeples and badges, resource tokens lit as small pieces, table cloths. A game's
own look lives in ``ui/<game>/faces.py``: a :class:`CardStyle` subclass (colours, its art book
and palette, back, tile glyph) and the icons and meeple species it registers with
:func:`register_icon` and :func:`register_species`. A card's picture is composed from the
game's art book by the art kit (``ui/artkit``, ``docs/art.md``).
"""

from __future__ import annotations

import math
import time
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
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
from .artkit import ArtBook, ArtPalette, Picture, paint_picture, seed_of
from .artkit.surfaces import grain, lit_piece, sun_glow
from .i18n import tr

CARD_RATIO = 1.4  # height / width


@dataclass(frozen=True, slots=True)
class CardFace:
    """What a card face shows, independent of any game's card model.

    ``tag`` is a small line under the picture (e.g. "Critter · Unique"); ``footer`` a strip at
    the foot (what the upgraded side does, what the card hosts), marked with the style's upgrade
    mark when ``footer_mark``; ``capacity`` the cards an Artisan can hold beneath it; ``art``
    the key of its picture in the style's art book (names may be translated, keys are not).
    """

    name: str
    card_type: str
    is_critter: bool = False
    cost: tuple[tuple[str, int], ...] = ()
    points: int = 0
    text: str = ""
    upgraded: bool = False
    footer: str = ""
    footer_mark: bool = False
    capacity: int = 0
    unique: bool = False
    tag: str = ""
    art: str = ""


# --- text -----------------------------------------------------------------------------------
WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


def fitting_font(text: str, rect: QRectF, pixels: int, bold: bool = True) -> QFont:
    """The largest font up to ``pixels`` whose wrapped ``text`` fits in ``rect``."""
    while pixels > 6:
        candidate = theme.pixel_font(pixels, bold)
        bound = QFontMetricsF(candidate).boundingRect(rect, WRAP, text)
        if bound.height() <= rect.height() and bound.width() <= rect.width():
            return candidate
        pixels -= 1
    return theme.pixel_font(pixels, bold)


def paint_name(painter: QPainter, name: str, rect: QRectF, pixels: int, align) -> None:
    """A tile's name in white, in the largest bold font up to ``pixels`` that fits; when even
    the table's least size does not fit, one line ending in an ellipsis (the tile shows its
    card whole on hover)."""
    painter.setPen(QColor("#ffffff"))
    font = fitting_font(name, rect, pixels)
    painter.setFont(font)
    if fits(font, rect, name):
        painter.drawText(rect, align | Qt.TextFlag.TextWordWrap, name)
        return
    draw_one_line(painter, name, rect, align & Qt.AlignmentFlag.AlignHorizontal_Mask)


def draw_one_line(painter: QPainter, text: str, rect: QRectF, align) -> None:
    """``text`` on one line centred in ``rect`` in the painter's font: ending in an ellipsis
    when too wide, and never clipped in height (a box too low for the font grows about its
    middle)."""
    metrics = QFontMetricsF(painter.font())
    line = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    height = max(rect.height(), metrics.height())
    box = QRectF(rect.left(), rect.center().y() - height / 2, rect.width(), height)
    painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, line)


def wrap_lines(metrics: QFontMetricsF, text: str, width: float) -> list[str]:
    """``text`` broken into lines no wider than ``width`` (a word too long stands alone)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if line and metrics.horizontalAdvance(candidate) > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def body_lines(
    text: str, rect: QRectF, largest: int, smallest: int, zoom_shows_it: bool = False
) -> tuple[int, list[str]]:
    """The font size and lines for a card's ability text in ``rect``: the largest size from
    ``largest`` down to ``smallest`` at which everything fits. Below that, a text the zoomed
    card shows (``zoom_shows_it``) is left out (no lines): a text cut short would say less
    than the card does; else it keeps ``smallest`` and is cut after the last whole line that
    fits, ending in an ellipsis."""
    pixels = largest
    while True:
        metrics = QFontMetricsF(theme.pixel_font(pixels))
        lines = wrap_lines(metrics, text, rect.width())
        room = max(0, int(rect.height() // metrics.lineSpacing()))
        if len(lines) <= room and fits_across(metrics, lines, rect.width()):
            return pixels, lines
        if pixels <= smallest:
            if zoom_shows_it or not room:
                return pixels, []
            kept = lines[:room]
            kept[-1] = _with_ellipsis(metrics, kept[-1], rect.width())
            return pixels, kept
        pixels -= 1


def fits_across(metrics: QFontMetricsF, lines: list[str], width: float) -> bool:
    """No line is wider than ``width`` (a single long word may be)."""
    return all(metrics.horizontalAdvance(line) <= width + 0.5 for line in lines)


def fits(font: QFont, rect: QRectF, text: str, flags=WRAP) -> bool:
    """``text`` in ``font`` fits in ``rect`` (wrapped at spaces by default)."""
    bound = QFontMetricsF(font).boundingRect(rect, flags, text)
    return bound.height() <= rect.height() + 0.5 and bound.width() <= rect.width() + 0.5


def _with_ellipsis(metrics: QFontMetricsF, line: str, width: float) -> str:
    """``line`` with words dropped from its end until it fits with a trailing ellipsis."""
    words = line.split()
    while words:
        candidate = " ".join(words) + "\u2026"
        if metrics.horizontalAdvance(candidate) <= width:
            return candidate
        words.pop()
    return "\u2026"


def draw_lines(painter: QPainter, lines: list[str], rect: QRectF, pixels: int, colour) -> None:
    """Draw wrapped lines centred in ``rect`` (vertically too)."""
    font = theme.pixel_font(pixels)
    spacing = QFontMetricsF(font).lineSpacing()
    painter.setFont(font)
    painter.setPen(colour)
    top = rect.top() + max(0.0, (rect.height() - spacing * len(lines)) / 2)
    for index, line in enumerate(lines):
        row = QRectF(rect.left(), top + index * spacing, rect.width(), spacing)
        painter.drawText(row, Qt.AlignmentFlag.AlignCenter, line)


# --- icons ----------------------------------------------------------------------------------
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


def paint_scenery(painter: QPainter, rect: QRectF, picture: QPixmap, radius: float, border):
    """A board space's picture filling its rounded panel, framed in ``border``."""
    frame = QPainterPath()
    frame.addRoundedRect(rect, radius, radius)
    painter.save()
    painter.setClipPath(frame, Qt.ClipOperation.IntersectClip)
    painter.drawPixmap(rect.topLeft(), picture)
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(border), 2))
    painter.drawPath(frame)


def paint_picture_in(
    painter: QPainter,
    pictures: ArtRenderer | None,
    key: str | None,
    shape: QPainterPath,
    turned: bool = False,
) -> bool:
    """The art book's picture ``key`` (painted by the renderer ``pictures``) filling the bounds
    of ``shape``, clipped to it; ``turned``, a quarter turn to the left (a picture laid along a
    tall shape, its ground to the right). False, and nothing drawn, while it waits to be painted
    or without one."""
    if not key or pictures is None:
        return False
    box = shape.boundingRect()
    width, height = (box.height(), box.width()) if turned else (box.width(), box.height())
    pixmap = pictures.picture(key, width, height)
    if pixmap is None:
        return False
    painter.save()
    painter.setClipPath(shape, Qt.ClipOperation.IntersectClip)
    if turned:
        painter.translate(box.bottomLeft())
        painter.rotate(-90)
        painter.drawPixmap(QPointF(0, 0), pixmap)
    else:
        painter.drawPixmap(box.topLeft(), pixmap)
    painter.restore()
    return True


def paint_round_picture(
    painter: QPainter, pictures: ArtRenderer | None, key: str | None, rect: QRectF, rim: QColor
) -> bool:
    """The art book's picture ``key`` in the ellipse ``rect``, rimmed in ``rim``: a round board
    space, a vent, Emerge's research station. False, and nothing drawn, while it waits to be
    painted or without one."""
    oval = QPainterPath()
    oval.addEllipse(rect)
    if not paint_picture_in(painter, pictures, key, oval):
        return False
    painter.setPen(QPen(rim, 2.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(oval)
    return True


def paint_text_plate(painter: QPainter, rect: QRectF, bottom: float, radius: float) -> None:
    """A dark plate across the top of a picture down to ``bottom``, fading out below it, for
    light words to stand on (the art stays behind the words, never over them)."""
    fade = 14.0
    plate = QPainterPath()
    plate.addRoundedRect(
        QRectF(rect.left(), rect.top(), rect.width(), bottom - rect.top() + fade), radius, radius
    )
    shade = QLinearGradient(QPointF(0, rect.top()), QPointF(0, bottom + fade))
    stop = (bottom - rect.top()) / max(1.0, bottom + fade - rect.top())
    shade.setColorAt(0.0, QColor(12, 10, 8, 200))
    shade.setColorAt(stop, QColor(12, 10, 8, 185))
    shade.setColorAt(1.0, QColor(12, 10, 8, 0))
    painter.fillPath(plate, shade)


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


# --- cards ----------------------------------------------------------------------------------
@dataclass(slots=True)
class CardLayout:
    """Where each part of a card face goes, and the fonts of its words. ``cost``, ``tag`` and
    ``footer`` are None when the face has none."""

    frame: QRectF
    banner: QRectF
    name: QRectF
    name_font: QFont
    shield: QRectF
    cost: QRectF | None
    cost_row: float
    picture: QRectF  # where the picture's figures stand: clear of the cost column
    window: QRectF  # the picture's whole band, behind the cost column too
    tag: QRectF | None
    tag_font: QFont | None
    body: QRectF
    body_pixels: int  # before the text-size setting, as pixel_font takes it
    lines: list[str]
    footer: QRectF | None
    footer_pixels: int
    footer_lines: list[str]

    def text_pixels(self) -> dict[str, int]:
        """The size in pixels of the name, the cost figures, the points and the ability text,
        at the face's own size (times the view's scale: the size on screen)."""
        return {
            "name": self.name_font.pixelSize(),
            "cost": theme.scaled(round(self.cost_row * 0.82)) if self.cost else 0,
            "points": theme.scaled(round(self.shield.height() * 0.56)),
            "text": theme.scaled(self.body_pixels),
        }


def card_layout(face: CardFace, rect: QRectF, detailed: bool = False) -> CardLayout:
    """The composition of every card face. Sizes are fractions of the width ``w``: the name
    up to 0.125 w (wrapped, shrunk to fit, never cut: the banner grows for it when the
    table's least size is large), the cost figures 0.14 w, the text from 0.115 w down to
    0.108 w. On the table a tag, text or footer that does not fit whole is left to the zoomed
    card (``detailed``), which shrinks its text down to the readable size instead."""
    w = rect.width()
    frame = rect.adjusted(1, 1, -1, -1)
    left = frame.left() + w * (0.18 if face.upgraded else 0.055)
    shield_left = frame.right() - w * 0.23
    name_font, name_height = _name_fit(face.name, shield_left - w * 0.01 - left, w)
    grown = max(0.0, name_height + w * 0.02 - w * 0.27)
    banner = QRectF(
        frame.left() + w * 0.03, frame.top() + w * 0.03, frame.width() - w * 0.06, w * 0.27 + grown
    )
    shield = QRectF(banner.right() - w * 0.2, banner.top() + w * 0.015, w * 0.2, w * 0.24)
    name = QRectF(left, banner.top(), shield.left() - w * 0.01 - left, banner.height())
    top = banner.bottom() + w * 0.025
    cost, cost_row, picture_left, text_top = None, 0.0, frame.left() + w * 0.05, top
    if not face.upgraded:
        cost = QRectF(frame.left() + w * 0.03, top, w * 0.3, w * 0.51)
        cost_row = cost_row_height(cost, len(face.cost))
        text_top = top + cost_row * max(1, len(face.cost))
        picture_left = cost.right() + w * 0.02
    picture_h = max(w * 0.12, w * 0.3 - grown)
    picture = QRectF(picture_left, top, frame.right() - w * 0.04 - picture_left, picture_h)
    window = QRectF(
        banner.left(), top - w * 0.012, banner.width(), picture.bottom() - top + w * 0.012
    )
    text_top = max(text_top, picture.bottom())
    tag = tag_font = None
    if face.tag:
        tag = QRectF(picture.left(), picture.bottom(), picture.width(), w * 0.1)
        tag_font = fitting_font(face.tag, tag, round(w * 0.075))
        if detailed or fits(tag_font, tag, face.tag, Qt.AlignmentFlag.AlignCenter):
            text_top = max(text_top, tag.bottom())
        else:
            tag = tag_font = None
    footer, footer_pixels, footer_lines = _footer_fit(face, frame, w, detailed)
    bottom = footer.top() if footer is not None else frame.bottom() - w * 0.02
    body = QRectF(
        frame.left() + w * 0.04, text_top + w * 0.01, frame.width() - w * 0.08, bottom - text_top
    )
    smallest = READABLE if detailed else round(w * 0.108)
    pixels, lines = body_lines(face.text, body, round(w * 0.115), smallest, not detailed)
    if face.footer and footer is None and not detailed:  # room the text leaves may hold it
        used = QFontMetricsF(theme.pixel_font(pixels)).lineSpacing() * len(lines)
        spare = body.height() - used - w * 0.03
        footer, footer_pixels, footer_lines = _footer_fit(face, frame, w, detailed, spare)
        if footer is not None:
            body.setBottom(footer.top())
    return CardLayout(
        frame=frame,
        banner=banner,
        name=name,
        name_font=name_font,
        shield=shield,
        cost=cost,
        cost_row=cost_row,
        picture=picture,
        window=window,
        tag=tag,
        tag_font=tag_font,
        body=body,
        body_pixels=pixels,
        lines=lines,
        footer=footer,
        footer_pixels=footer_pixels,
        footer_lines=footer_lines,
    )


READABLE = theme.READABLE_PX  # the zoomed card's least text size (it is shown at scale 1)


def _name_fit(name: str, width: float, w: float) -> tuple[QFont, float]:
    """The name's font (up to 0.125 w, shrunk to fit the banner's usual height) and the height
    its wrapped lines take (more than the banner when the table's least size forbids
    shrinking it further)."""
    font = fitting_font(name, QRectF(0, 0, width, w * 0.27), round(w * 0.125))
    needed = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), WRAP, name)
    return font, needed.height()


def footer_text_box(strip: QRectF, w: float, marked: bool) -> QRectF:
    """Where a footer's words go in its strip (after the upgrade mark, when it has one)."""
    box = strip.adjusted(w * 0.03, 1, -w * 0.03, -1)
    if marked:
        box.setLeft(strip.left() + w * 0.13)
    return box


def _footer_fit(face: CardFace, frame: QRectF, w: float, detailed: bool, room: float = 0.0):
    """The footer's strip (``room`` tall when that is more than usual), font size and lines;
    on the table no strip when its words do not fit whole (the zoomed card shows them)."""
    if not face.footer:
        return None, 0, []
    height = max(room, w * (0.2 if detailed else 0.15))
    strip = QRectF(frame.left() + w * 0.03, frame.bottom() - height - w * 0.02, w * 0.94, height)
    box = footer_text_box(strip, w, face.footer_mark)
    smallest = READABLE if detailed else round(w * 0.07)
    pixels, lines = body_lines(face.footer, box, round(w * 0.08), smallest, not detailed)
    if not lines and not detailed:
        return None, 0, []
    return strip, pixels, lines


class CardStyle:
    """How one game's cards look. Where the name, cost, points, picture and text sit is decided
    here, once for every game; a game's style sets the colours and draws its own motif figure,
    upgrade mark, tile glyph and card back."""

    paper = theme.PARCHMENT
    ink = theme.INK
    points_fill = theme.GOLD
    upgraded_frame = theme.GOLD
    footer_fill = QColor("#2b2b2b")
    footer_ink = QColor("#f0e6cc")
    sky = (theme.RIVER_LIGHT, theme.MOSS)
    ground = theme.LEAF.darker(130)
    crowns = (theme.LEAF, theme.MOSS, theme.JUNGLE)
    back_fill = (theme.JUNGLE, theme.JUNGLE_DEEP)
    back_ink = theme.GOLD
    book: ArtBook | None = None  # the game's pictures (cards, places, backs ...)
    palette: ArtPalette | None = None  # the colours they are painted in
    _pictures: PictureSource | None = None  # where the face being drawn gets its picture

    @contextmanager
    def drawing_with(self, pictures: PictureSource) -> Iterator[None]:
        """Draw faces with pictures from ``pictures`` (a renderer's cache) meanwhile;
        without one, a face paints its picture itself."""
        before, self._pictures = self._pictures, pictures
        try:
            yield
        finally:
            self._pictures = before

    def paint_art(self, painter: QPainter, key: str, rect: QRectF, stage: QRectF) -> bool:
        """The picture ``key`` filling ``rect``, its figures on ``stage``: from the renderer's
        cache while drawing with one, else painted here. False while it waits to be painted."""
        if self._pictures is None:
            paint_picture(painter, self.picture(key), rect, self.palette, stage, seed_of(key))
            return True
        pixmap = self._pictures(key, rect, stage)
        if pixmap is None:
            return False
        painter.drawPixmap(rect.topLeft(), pixmap)
        return True

    def paint_waiting_art(self, painter: QPainter, rect: QRectF) -> None:
        """What stands in a picture's place for the moment before it is painted: its sky
        fading into its ground."""
        palette = self.palette
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, palette.skies["day"][0])
        gradient.setColorAt(0.6, palette.skies["day"][1])
        gradient.setColorAt(0.62, palette.far[1])
        gradient.setColorAt(1.0, palette.grass.darker(120))
        painter.fillRect(rect, gradient)

    def picture(self, key: str) -> Picture | None:
        """The art book's picture ``key`` (None when the style has no book or no such key)."""
        if self.book is None or self.palette is None or not key:
            return None
        return self.book.get(key)

    # --- what a game may draw its own way ----------------------------------------------------
    def critter_path(self, face: CardFace, size: float) -> QPainterPath:
        """The figure on a Critter's picture."""
        return meeple_path("meeple", size)

    def paint_mark(self, painter: QPainter, centre: QPointF, radius: float) -> None:
        """The upgrade mark (on an upgraded card, and before a footer that previews one)."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.upgraded_frame.darker(170), max(1.0, radius / 6)))
        painter.setBrush(self.upgraded_frame)
        painter.drawPolygon(star(centre, radius, radius * 0.45))
        painter.restore()

    def paint_tile_glyph(self, painter: QPainter, face: CardFace, rect: QRectF) -> None:
        """The tile's left glyph: the heart of the card's picture (without one, a cream Critter
        or building silhouette)."""
        if self.paint_thumbnail(painter, face, rect):
            return
        painter.setBrush(self.paper)
        painter.setPen(Qt.PenStyle.NoPen)
        if face.is_critter:
            side = min(rect.width(), rect.height())
            path = self.critter_path(face, side)
            painter.drawPath(path.translated(rect.center().x() - side / 2, rect.top()))
            return
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(rect.left(), rect.center().y()),
                    QPointF(rect.center().x(), rect.top()),
                    QPointF(rect.right(), rect.center().y()),
                    QPointF(rect.right() - 2, rect.bottom()),
                    QPointF(rect.left() + 2, rect.bottom()),
                ]
            )
        )

    def paint_thumbnail(self, painter: QPainter, face: CardFace, rect: QRectF) -> bool:
        """The part of the card's picture around its main figure, filling ``rect``; False when
        the card has no picture."""
        picture = self.picture(face.art)
        if picture is None:
            return False
        width = rect.height() * 2.1  # the card's stage is about twice as wide as tall
        stage = QRectF(
            rect.center().x() - focus_of(picture) * width, rect.top(), width, rect.height()
        )
        clip = QPainterPath()
        clip.addRoundedRect(rect, rect.width() * 0.12, rect.width() * 0.12)
        painter.save()
        painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
        if not self.paint_art(painter, face.art, rect, stage):
            self.paint_waiting_art(painter, rect)
        painter.restore()
        return True

    def paint_back(self, painter: QPainter, title: str, rect: QRectF, deck: str = "") -> None:
        """A card back: the style's colours, a lattice and a gold border round a medallion
        with the deck's picture (``backs/<deck>`` in the art book, else ``backs/default``),
        and the deck's title on a ribbon."""
        w = rect.width()
        card = QPainterPath()
        card.addRoundedRect(rect.adjusted(1, 1, -1, -1), w * 0.07, w * 0.07)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, self.back_fill[0])
        gradient.setColorAt(1, self.back_fill[1])
        painter.fillPath(card, gradient)
        painter.save()
        painter.setClipPath(card, Qt.ClipOperation.IntersectClip)
        grain(painter, rect, 0.5, "mottle")
        _lattice(painter, rect, self.back_ink)
        painter.restore()
        border = rect.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.back_ink, max(1.0, w / 40)))
        painter.drawRoundedRect(border, w * 0.05, w * 0.05)
        painter.setPen(QPen(self.back_ink.darker(140), max(0.6, w / 90)))
        painter.drawRoundedRect(
            border.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03), w * 0.04, w * 0.04
        )
        self._paint_medallion(painter, deck, rect)
        painter.setPen(QPen(self.back_ink.darker(130), max(1.0, w / 45)))
        painter.drawPath(card)
        self.paint_back_title(painter, title, rect)

    def _paint_medallion(self, painter: QPainter, deck: str, rect: QRectF) -> None:
        w = rect.width()
        oval = QRectF(rect.center().x() - w * 0.32, rect.center().y() - w * 0.4, w * 0.64, w * 0.8)
        picture = self.picture(f"backs/{deck}") or self.picture("backs/default")
        ring = QPainterPath()
        ring.addEllipse(oval)
        if picture is not None:
            painter.save()
            painter.setClipPath(ring, Qt.ClipOperation.IntersectClip)
            paint_picture(painter, picture, oval, self.palette, seed=seed_of(deck))
            painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.back_ink, max(1.2, w / 30)))
        painter.drawPath(ring)
        painter.setPen(QPen(self.back_ink.darker(150), max(0.6, w / 100)))
        painter.drawEllipse(oval.adjusted(-w * 0.025, -w * 0.025, w * 0.025, w * 0.025))

    def paint_back_title(self, painter: QPainter, title: str, rect: QRectF) -> None:
        """The deck's title on a ribbon across the foot of the back."""
        if not title:
            return
        w = rect.width()
        ribbon = QRectF(rect.left() + w * 0.1, rect.bottom() - w * 0.36, w * 0.8, w * 0.2)
        painter.setPen(QPen(self.back_ink.darker(160), max(0.8, w / 70)))
        painter.setBrush(self.back_fill[1].darker(115))
        painter.drawRoundedRect(ribbon, w * 0.04, w * 0.04)
        painter.setPen(self.back_ink)
        room = ribbon.adjusted(w * 0.03, 0, -w * 0.03, 0)
        painter.setFont(fitting_font(title, room, round(w * 0.12)))
        draw_one_line(painter, title, room, Qt.AlignmentFlag.AlignHCenter)

    # --- the shared composition ----------------------------------------------------------
    def frame_colour(self, face: CardFace) -> QColor:
        colour = theme.card_type_colour(face.card_type)
        return self.upgraded_frame if face.upgraded else colour.darker(165)

    def paint_card(self, painter: QPainter, face: CardFace, rect: QRectF, detailed=False):
        """Frame, name banner with the points, cost column, picture, tag line, ability text and
        footer, where :func:`card_layout` puts them."""
        w = rect.width()
        colour = theme.card_type_colour(face.card_type)
        at = card_layout(face, rect, detailed)
        painter.setPen(QPen(self.frame_colour(face), w / 26))
        painter.setBrush(self.paper)
        painter.drawRoundedRect(at.frame, w * 0.07, w * 0.07)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(at.banner, w * 0.04, w * 0.04)
        if face.upgraded:
            mark = QPointF(at.banner.left() + w * 0.08, at.banner.center().y())
            self.paint_mark(painter, mark, w * 0.06)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(at.name_font)
        if fits(at.name_font, at.name, face.name):
            painter.drawText(at.name, WRAP, face.name)
        else:  # a word too long at the table's least size: the zoom shows the name whole
            draw_one_line(painter, face.name, at.name, Qt.AlignmentFlag.AlignHCenter)
        paint_points(painter, face.points, at.shield, self.points_fill)
        self.paint_window(painter, face, colour, at)
        if at.cost is not None:
            paint_cost(painter, face.cost, at.cost, self.ink, self.paper)
        if face.capacity:
            self._paint_capacity(painter, face.capacity, colour, at.picture, w)
        if at.tag is not None:
            painter.setPen(colour.darker(170))
            painter.setFont(at.tag_font)
            painter.drawText(at.tag, Qt.AlignmentFlag.AlignCenter, face.tag)
        draw_lines(painter, at.lines, at.body, at.body_pixels, self.ink)
        if at.footer is not None:
            self._paint_footer(painter, face, at)

    def _paint_capacity(self, painter, capacity: int, colour, picture: QRectF, w: float) -> None:
        badge = QRectF(picture.right() - w * 0.2, picture.bottom() - w * 0.15, w * 0.19, w * 0.14)
        painter.setBrush(colour.darker(120))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(badge, 4, 4)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(theme.pixel_font(round(w * 0.09), bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"\u2193{capacity}")

    def _paint_footer(self, painter, face: CardFace, at: CardLayout) -> None:
        strip = at.footer
        w = strip.width() / 0.94  # the card's width
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.footer_fill)
        painter.drawRoundedRect(strip, w * 0.035, w * 0.035)
        if face.footer_mark:
            centre = QPointF(strip.left() + w * 0.07, strip.center().y())
            self.paint_mark(painter, centre, w * 0.045)
        box = footer_text_box(strip, w, face.footer_mark)
        draw_lines(painter, at.footer_lines, box, at.footer_pixels, self.footer_ink)

    def paint_window(self, painter: QPainter, face: CardFace, colour: QColor, at) -> None:
        """The card's picture from the art book across its whole band, its figures clear of
        the cost column (which stands on a parchment panel); an upgraded side glows gold.
        Without a picture in the book, the generated motif (:meth:`paint_motif`)."""
        picture = self.picture(face.art)
        if picture is None:
            self.paint_motif(painter, face, colour, at.picture)
            return
        w = at.frame.width()
        window = QPainterPath()
        window.addRoundedRect(at.window, w * 0.05, w * 0.05)
        painter.save()
        painter.setClipPath(window, Qt.ClipOperation.IntersectClip)
        if not self.paint_art(painter, face.art, at.window, at.picture):
            self.paint_waiting_art(painter, at.window)
        if face.upgraded:
            glow = at.window.topRight() + QPointF(-w * 0.1, w * 0.05)
            sun_glow(painter, glow, at.window.width() * 0.55, self.upgraded_frame, 90)
        if at.cost is not None:
            self._cost_panel(painter, at, w)
        painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour.darker(170), max(0.8, w / 110)))
        painter.drawPath(window)

    def _cost_panel(self, painter: QPainter, at, w: float) -> None:
        """A parchment panel down the left of the picture, under the cost column."""
        panel = QRectF(
            at.window.left() - w * 0.02,
            at.window.top() - w * 0.02,
            at.cost.right() + w * 0.025 - at.window.left(),
            at.window.height() + w * 0.04,
        )
        paper = QColor(self.paper)
        paper.setAlpha(228)
        painter.setPen(QPen(self.paper.darker(150), max(0.6, w / 120)))
        painter.setBrush(paper)
        painter.drawRoundedRect(panel, w * 0.05, w * 0.05)

    def paint_motif(self, painter: QPainter, face: CardFace, colour: QColor, rect: QRectF):
        """A generated picture: a Critter under round tree crowns, or a building of the card's
        colour, in the style's sky and ground colours."""
        painter.save()
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, self.sky[0])
        gradient.setColorAt(1, self.sky[1])
        painter.setPen(Qt.PenStyle.NoPen)
        frame = QPainterPath()
        frame.addRoundedRect(rect, rect.width() * 0.08, rect.width() * 0.08)
        painter.fillPath(frame, QBrush(gradient))
        painter.setClipPath(frame)
        seed = sum(ord(ch) * (k + 1) for k, ch in enumerate(face.name))
        for k in range(3):
            x = rect.left() + rect.width() * ((seed * (k + 2)) % 89) / 89
            painter.setBrush(self.crowns[(seed + k) % len(self.crowns)].darker(110))
            painter.drawEllipse(
                QPointF(x, rect.bottom() - rect.height() * 0.3),
                rect.width() * 0.14,
                rect.height() * 0.2,
            )
        painter.setBrush(self.ground)
        ground = rect.height() * 0.14
        painter.drawRect(QRectF(rect.left(), rect.bottom() - ground, rect.width(), ground))
        s = min(rect.width(), rect.height()) * 0.8
        box = QRectF(rect.center().x() - s / 2, rect.bottom() - s - rect.height() * 0.04, s, s)
        painter.setBrush(colour)
        painter.setPen(QPen(colour.darker(220), max(1.0, s / 28)))
        if face.is_critter:
            painter.drawPath(self.critter_path(face, s).translated(box.topLeft()))
        else:
            _paint_building(painter, box, colour)
        painter.restore()

    def paint_tile(self, painter: QPainter, face: CardFace, rect: QRectF) -> None:
        """A city card as a landscape tile: type colour, a glyph, name and points; an upgraded
        card has a gold edge."""
        h = rect.height()
        colour = theme.card_type_colour(face.card_type)
        inner = rect.adjusted(1.5, 1.5, -1.5, -1.5)
        gradient = QLinearGradient(inner.topLeft(), inner.bottomLeft())
        gradient.setColorAt(0, colour.lighter(115 if face.upgraded else 108))
        gradient.setColorAt(1, colour.darker(122))
        edge = QPen(self.upgraded_frame, 3) if face.upgraded else QPen(colour.darker(190), 1.5)
        painter.setPen(edge)
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(inner, h * 0.16, h * 0.16)
        glyph = QRectF(inner.left() + 3, inner.top() + 3, h * 0.62, inner.height() - 6)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(glyph, 3, 3)
        self.paint_tile_glyph(painter, face, glyph.adjusted(2, 3, -2, -3))
        if face.unique:
            painter.setBrush(self.points_fill)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(glyph.right() - 2, glyph.top() + 3), 3.5, 3.5)
        badge = QRectF(
            inner.right() - h * 0.62, inner.top() + h * 0.08, h * 0.54, inner.height() - h * 0.16
        )
        paint_points(painter, face.points, badge, self.points_fill)
        left = glyph.right() + 5
        reserved = 32 if face.capacity else 0  # room for the "cards beneath" badge the item adds
        name_rect = QRectF(left, inner.top(), badge.left() - left - 2 - reserved, inner.height())
        paint_name(
            painter,
            face.name,
            name_rect,
            round(h * 0.44),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
        )


def _paint_building(painter: QPainter, box: QRectF, colour: QColor) -> None:
    s = box.width()
    painter.drawRect(QRectF(box.left() + s * 0.14, box.top() + s * 0.42, s * 0.72, s * 0.58))
    painter.setBrush(colour.darker(150))
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(box.left(), box.top() + s * 0.46),
                QPointF(box.center().x(), box.top() + s * 0.04),
                QPointF(box.right(), box.top() + s * 0.46),
            ]
        )
    )
    painter.setBrush(theme.INK)
    painter.drawRoundedRect(
        QRectF(box.center().x() - s * 0.1, box.top() + s * 0.64, s * 0.2, s * 0.36),
        s * 0.08,
        s * 0.08,
    )


PictureSource = Callable[[str, QRectF, QRectF], "QPixmap | None"]
"""(art key, the rectangle to fill, the stage its figures stand on) -> the picture painted
there, or None while it waits to be painted."""

SLICE_MS = 6.0  # how long one turn of the event loop may spend painting waiting pictures
SLICE_GAP_MS = 16  # between two slices: a frame of the table's animations gets painted first
PATIENCE_S = 1.0  # how long waiting pictures let a moving table's frames go first


class ArtRenderer:
    """Renders one style's card faces, tiles, backs and pictures into pixmaps, cached per
    size, so the table repaints by blitting instead of re-running the drawing code.

    Pictures are cached on their own, per art key, size and stage. A table sets ``deferred``:
    a face whose picture is not painted yet is drawn at once with a plain placeholder in its
    window, and its picture is painted in short slices while the event loop is idle; then the
    face is drawn again and ``painted`` (if set) hears which art keys are ready, so that the
    items showing them repaint. The first frame never waits for the art.

    ``busy`` (if set) tells when the table is animating: then the pictures wait, so that no
    slice delays a frame of the motion (a picture takes 3 to 15 ms, a frame has 16), unless
    they have waited PATIENCE_S already; from then on one picture is painted a slice."""

    def __init__(self, style: CardStyle | None = None) -> None:
        self.style = style or CardStyle()
        self.deferred = False
        self._cache: dict[tuple, QPixmap] = {}
        self._pictures: dict[tuple, QPixmap] = {}
        self._waiting: dict[tuple, tuple[str, QRectF, QRectF]] = {}
        self._provisional: dict[str, set[tuple]] = {}  # art key -> faces drawn without it
        self._missing: set[str] = set()
        self._least = 0  # the table's least font size the cached faces were laid out for
        self._listener: weakref.WeakMethod | None = None
        self.busy: Callable[[], bool] | None = None
        self._waiting_since = 0.0  # when the oldest waiting picture was asked for

    @property
    def painted(self):
        return self._listener() if self._listener is not None else None

    @painted.setter
    def painted(self, method) -> None:
        """A bound method told the set of art keys painted in a slice (held weakly)."""
        self._listener = weakref.WeakMethod(method) if method is not None else None

    def card(self, face: CardFace, width: int, detailed: bool = False) -> QPixmap:
        """A card face; ``detailed`` (a zoomed card) shows all its text, smaller if need be,
        and its picture at once."""
        height = round(width * CARD_RATIO)

        def paint(painter: QPainter, subject: CardFace, rect: QRectF) -> None:
            with self.style.drawing_with(self._source(may_wait=not detailed)):
                self.style.paint_card(painter, subject, rect, detailed)

        return self._cached(("face", face, width, detailed), width, height, paint, face)

    def back(self, title: str, width: int, deck: str = "") -> QPixmap:
        """A card back; ``deck`` chooses its picture (see :meth:`CardStyle.paint_back`)."""
        height = round(width * CARD_RATIO)

        def paint(painter: QPainter, subject: str, rect: QRectF) -> None:
            self.style.paint_back(painter, subject, rect, deck)

        return self._cached(("back", title, deck, width), width, height, paint, title)

    def tile(self, face: CardFace, width: int, height: int) -> QPixmap:
        """A compact landscape tile for cards in a city: name, type colour, points, side."""

        def paint(painter: QPainter, subject: CardFace, rect: QRectF) -> None:
            with self.style.drawing_with(self._source(may_wait=True)):
                self.style.paint_tile(painter, subject, rect)

        return self._cached(("tile", face, width, height), width, height, paint, face)

    def picture(self, key: str, width: float, height: float) -> QPixmap | None:
        """The art book's picture ``key`` filling width x height: a board location's scene, a
        title screen's illustration. None when the book has no such picture, or (deferred)
        while it waits to be painted."""
        if self.style.picture(key) is None:
            return None
        rect = QRectF(0, 0, width, height)
        return self._source(may_wait=True)(key, rect, rect)

    def cached_count(self) -> int:
        return len(self._cache) + len(self._pictures)

    def cached_bytes(self) -> int:
        """The memory the cached pixmaps take (4 bytes a pixel)."""
        pixmaps = (*self._cache.values(), *self._pictures.values())
        return sum(pixmap.width() * pixmap.height() * 4 for pixmap in pixmaps)

    def waiting(self) -> int:
        """Pictures still to be painted."""
        return len(self._waiting)

    def clear(self) -> None:
        """Forget every face, tile and back (after a change of text size); pictures stay."""
        self._cache.clear()
        self._provisional.clear()

    # --- pictures ---------------------------------------------------------------------------
    def _source(self, may_wait: bool) -> PictureSource:
        def source(key: str, rect: QRectF, stage: QRectF) -> QPixmap | None:
            local = stage.translated(-rect.left(), -rect.top())
            size = QRectF(0, 0, rect.width(), rect.height())
            cache_key = (key, _rounded(size), _rounded(local))
            pixmap = self._pictures.get(cache_key)
            if pixmap is not None:
                return pixmap
            if may_wait and self.deferred:
                self._missing.add(key)
                if not self._waiting:
                    self._waiting_since = time.perf_counter()
                    QTimer.singleShot(SLICE_GAP_MS, self._paint_waiting)
                self._waiting[cache_key] = (key, size, local)
                return None
            return self._paint_picture(cache_key, key, size, local)

        return source

    def _paint_picture(self, cache_key: tuple, key: str, rect: QRectF, stage: QRectF) -> QPixmap:
        pixmap = QPixmap(math.ceil(rect.width() * 2), math.ceil(rect.height() * 2))
        pixmap.setDevicePixelRatio(2.0)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            paint_picture(
                painter, self.style.picture(key), rect, self.style.palette, stage, seed_of(key)
            )
        finally:
            painter.end()  # a painter left open on a dropped pixmap crashes Qt
        self._pictures[cache_key] = pixmap
        return pixmap

    def _paint_waiting(self) -> None:
        """One slice of the waiting pictures; the faces drawn without them are dropped from
        the cache (to be drawn again), and the listener hears which keys are ready."""
        started = time.perf_counter()
        animating = self.busy is not None and self.busy()
        if animating and started - self._waiting_since < PATIENCE_S:
            QTimer.singleShot(SLICE_GAP_MS, self._paint_waiting)
            return
        budget_ms = 0.0 if animating else SLICE_MS  # past its patience: one picture a slice
        done: set[str] = set()
        while self._waiting:
            cache_key = next(iter(self._waiting))
            key, rect, stage = self._waiting.pop(cache_key)
            self._paint_picture(cache_key, key, rect, stage)
            done.add(key)
            if (time.perf_counter() - started) * 1000 >= budget_ms:
                break
        if self._waiting:
            QTimer.singleShot(SLICE_GAP_MS, self._paint_waiting)
        waiting = {key for key, _rect, _stage in self._waiting.values()}
        for key in done - waiting:
            for face_key in self._provisional.pop(key, ()):
                self._cache.pop(face_key, None)
        listener = self.painted
        if done and listener is not None:
            listener(done)

    def _forget_faces_not_for(self, least: int) -> None:
        """The table's least font size changed (the window was resized or zoomed): faces laid
        out for another table size go; those for the zoom (no least size) stay."""
        self._least = least
        for key in [key for key in self._cache if key[-1] not in (0, least)]:
            del self._cache[key]

    def _cached(self, key: tuple, width: int, height: int, paint, subject) -> QPixmap:
        least = theme.least_pixels()  # a face is laid out anew for the window's size
        if least and least != self._least:
            self._forget_faces_not_for(least)
        key = (*key, least)
        pixmap = self._cache.get(key)
        if pixmap is None:
            self._missing = set()
            pixmap = QPixmap(width * 2, height * 2)  # 2x for crisp zoom and hi-dpi screens
            pixmap.setDevicePixelRatio(2.0)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            try:
                paint(painter, subject, QRectF(0, 0, width, height))
            finally:
                painter.end()  # a painter left open on a dropped pixmap crashes Qt
            self._cache[key] = pixmap
            for art in self._missing:
                self._provisional.setdefault(art, set()).add(key)
        return pixmap


def _rounded(rect: QRectF) -> tuple[float, float, float, float]:
    return tuple(
        round(value * 4) / 4 for value in (rect.x(), rect.y(), rect.width(), rect.height())
    )


def focus_of(picture: Picture) -> float:
    """Where across the stage a picture's main figure (its largest, the later of equals)
    stands: what a thumbnail centres on."""
    if not picture.figures:
        return 0.5
    main = max(enumerate(picture.figures), key=lambda pair: (pair[1].size, pair[0]))[1]
    return main.x


def _lattice(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A faint diagonal lattice, the pattern of a card back."""
    tone = QColor(colour)
    tone.setAlpha(40)
    painter.setPen(QPen(tone, max(0.6, rect.width() / 120)))
    step = rect.width() / 7
    x = rect.left() - rect.height()
    while x < rect.right():
        painter.drawLine(QPointF(x, rect.top()), QPointF(x + rect.height(), rect.bottom()))
        painter.drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()))
        x += step
