"""The Emerge table's own pieces, all drawn in code: the ocean with the mainland, the research
station and the ship's track; vents, islands with their meeples, the ship, dice, Modifier
Tiles, research tokens, goals and the spaces of a player board."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from everdell_desktop.games.emerge.text import type_name

from .. import art, pieces, text_fit, theme
from ..artkit.surfaces import paint_surface
from ..i18n import tr
from ..items import PanelItem, TableItem, Visual
from . import faces
from .faces import FOAM, INK, OCEAN, OCEAN_DEEP, SAND, SAND_DARK, SHALLOWS, icon

BoardPoint = Callable[[float, float], QPointF]  # board units -> item coordinates
# text sizes in scene pixels: at the 1600 x 1000 window's scale (2/3) words are 11 px or more
TEXT_PX, NAME_PX, SMALL_PX = 17, 20, 16
STATION_RADIUS = 62.0  # the research station's island, a little larger than a large island


class Hoverable(TableItem):
    """An item that shows a face large while the pointer is over it (like a card)."""

    hovered = Signal(bool)

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.face = None

    def hoverEnterEvent(self, event) -> None:
        self.hovered.emit(True)

    def hoverLeaveEvent(self, event) -> None:
        self.hovered.emit(False)


def _alpha(colour: QColor, alpha: int) -> QColor:
    tone = QColor(colour)
    tone.setAlpha(alpha)
    return tone


def _paint_plate(painter: QPainter, box: QRectF, text: str) -> None:
    """``text`` in cream on a dark plate filling ``box``: the words read on a picture."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 16, 10, 150))
    painter.drawRoundedRect(box, 8, 8)
    painter.setPen(faces.CREAM)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)


def _paint_house(painter: QPainter, centre: QPointF) -> None:
    """A plain house at ``centre``: the research station while its picture waits."""
    painter.setPen(QPen(INK, 2))
    painter.setBrush(faces.CREAM)
    painter.drawRect(QRectF(centre.x() - 22, centre.y() - 14, 44, 30))
    painter.setBrush(faces.CORAL)
    painter.drawPolygon(
        [
            QPointF(centre.x() - 28, centre.y() - 12),
            QPointF(centre.x(), centre.y() - 34),
            QPointF(centre.x() + 28, centre.y() - 12),
        ]
    )


# --- the ocean --------------------------------------------------------------------------------
class OceanItem(TableItem):
    """The board: open water, the mainland (left) with its picture (``scenery``, painted by
    ``pictures``), the research station (right) on its island with its own picture
    (``station_scenery``), the ship's track's dashed course from START
    to space 8 (its spaces are items of their own) and the Add Die icons between spaces."""

    def __init__(self, key: str, rect: QRectF, point: BoardPoint, track, icons, mainland, station):
        super().__init__(key)
        self.rect = QRectF(rect)
        self.point = point
        self.track = track  # (x, y) of START and spaces 1-8, board units
        self.icons = icons  # (before, after) ship spaces with an Add Die icon between
        self.mainland, self.station = mainland, station
        self.scenery: str | None = None  # the mainland's picture, an art key
        self.station_scenery: str | None = None  # the research station's, an art key
        self.pictures: art.ArtRenderer | None = None
        self.setZValue(-20)

    def art_keys(self) -> tuple[str | None, ...]:
        return (self.scenery, self.station_scenery)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect
        paint_surface(painter, rect, "water", OCEAN, 18)  # rippled, lit water
        depth = QRadialGradient(rect.center(), rect.width() * 0.65)
        depth.setColorAt(0, _alpha(SHALLOWS, 150))
        depth.setColorAt(0.6, _alpha(OCEAN, 0))
        depth.setColorAt(1, _alpha(OCEAN_DEEP, 190))
        painter.setPen(QPen(FOAM.darker(150), 3))
        painter.setBrush(QBrush(depth))
        painter.drawRoundedRect(rect, 18, 18)
        self._paint_mainland(painter)
        self._paint_station(painter)
        self._paint_track(painter)

    def _paint_mainland(self, painter: QPainter) -> None:
        rect = self.rect
        coast = QPainterPath(QPointF(rect.left() + 2, rect.top() + 20))
        steps = 10
        for k in range(steps + 1):
            y = rect.top() + 20 + (rect.height() - 40) * k / steps
            x = rect.left() + 62 + 14 * math.sin(k * 1.7)
            coast.lineTo(x, y)
        coast.lineTo(rect.left() + 2, rect.bottom() - 20)
        coast.closeSubpath()
        painter.setPen(QPen(SAND_DARK, 3))
        painter.setBrush(faces.GRASS)
        painter.drawPath(coast)
        self._paint_mainland_picture(painter, coast)
        painter.save()
        painter.translate(rect.left() + 30, rect.top() + rect.height() * 0.74)  # below the Birds
        font = theme.pixel_font(20, bold=True)
        painter.setFont(font)
        name = tr("MAINLAND")
        if name.isascii():  # a Latin word runs up the coast
            painter.rotate(-90)
            text = name
            half = QFontMetricsF(font).horizontalAdvance(name) / 2 + 8
            box = QRectF(-half, -14, 2 * half, 28)
        else:  # Hangul and other scripts stand upright, one letter a line
            text = "\n".join(name)
            box = QRectF(-16, -14 * len(name), 32, 28 * len(name))
        _paint_plate(painter, box, text)
        painter.restore()

    def _paint_mainland_picture(self, painter: QPainter, coast: QPainterPath) -> None:
        """The mainland's picture, a long view of its shore, along the coast: turned so its
        ground faces the sea and its sky the table's edge (nothing while it waits)."""
        if art.paint_picture_in(painter, self.pictures, self.scenery, coast, turned=True):
            painter.setPen(QPen(SAND_DARK, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(coast)

    def _paint_station(self, painter: QPainter) -> None:
        """The research station: an island whose round top shows its picture
        (``station_scenery``; a plain house while it waits), its name on a dark plate."""
        centre = self.point(*self.station)
        painter.setPen(QPen(SAND_DARK, 3))
        painter.setBrush(SAND)
        painter.drawPath(_blob(STATION_RADIUS, 1).translated(centre))
        r = STATION_RADIUS * 0.8
        top = QRectF(centre.x() - r, centre.y() - r * 0.86, 2 * r, 1.72 * r)
        rim = SAND_DARK.darker(130)
        if not art.paint_round_picture(painter, self.pictures, self.station_scenery, top, rim):
            _paint_house(painter, centre)
        self._paint_station_name(painter, centre)

    def _paint_station_name(self, painter: QPainter, centre: QPointF) -> None:
        """The words "Research station" on a dark plate across the island's southern shore."""
        font = theme.pixel_font(TEXT_PX, bold=True)
        painter.setFont(font)
        words = tr("Research station")
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        size = QFontMetricsF(font).boundingRect(QRectF(0, 0, 150, 200), flags, words).size()
        box = QRectF(0, 0, size.width() + 16, size.height() + 6)
        box.moveCenter(QPointF(centre.x(), centre.y() + STATION_RADIUS * 0.86 + 4))
        _paint_plate(painter, box, words)

    def _paint_track(self, painter: QPainter) -> None:
        points = [self.point(x, y) for x, y in self.track]
        painter.setPen(QPen(FOAM, 3, Qt.PenStyle.DashLine))
        for a, b in itertools.pairwise(points):
            painter.drawLine(a, b)
        for before, after in self.icons:
            middle = (points[before] + points[after]) / 2
            box = QRectF(middle.x() - 13, middle.y() - 13, 26, 26)
            faces.paint_die(painter, box, 0, faces.CREAM, INK)
            painter.setPen(QPen(INK, 3))
            painter.drawLine(
                QPointF(box.center().x() - 6, box.center().y()),
                QPointF(box.center().x() + 6, box.center().y()),
            )
            painter.drawLine(
                QPointF(box.center().x(), box.center().y() - 6),
                QPointF(box.center().x(), box.center().y() + 6),
            )


class ShipItem(TableItem):
    """The sailboat that marks the round."""

    def __init__(self, key: str, size: float) -> None:
        super().__init__(key)
        self.size = size
        self.setZValue(40)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.size / 2 - 4, -self.size - 4, self.size + 8, self.size * 1.3 + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        hull = QPainterPath(QPointF(-s * 0.5, -s * 0.05))
        hull.lineTo(s * 0.5, -s * 0.05)
        hull.lineTo(s * 0.32, s * 0.22)
        hull.lineTo(-s * 0.32, s * 0.22)
        hull.closeSubpath()
        painter.setPen(QPen(INK, 2))
        painter.setBrush(QColor("#8a5a32"))
        painter.drawPath(hull)
        painter.drawLine(QPointF(0, -s * 0.05), QPointF(0, -s * 0.95))
        painter.setBrush(faces.CREAM)
        painter.drawPolygon(
            [QPointF(0, -s * 0.92), QPointF(s * 0.42, -s * 0.15), QPointF(0, -s * 0.15)]
        )
        painter.setBrush(faces.CORAL)
        painter.drawPolygon(
            [QPointF(0, -s * 0.8), QPointF(-s * 0.3, -s * 0.2), QPointF(0, -s * 0.2)]
        )


# --- vents and islands ------------------------------------------------------------------------
class VentItem(Hoverable):
    """A volcanic vent: its own small picture (when the table shows one; else a dark crater)
    in a dark ring; a research token may lie on it, face down ("?") or face up (its group's
    icon)."""

    token = Visual()  # None, "hidden", or a token group name

    def __init__(self, key: str, radius: float) -> None:
        super().__init__(key)
        self.radius = radius
        self.token = None
        self.scenery: str | None = None  # an art key, painted by ``pictures``
        self.pictures: art.ArtRenderer | None = None
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:
        r = self.radius + 6
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius, self.radius)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        crater = QRadialGradient(QPointF(0, 0), r)
        crater.setColorAt(0, QColor("#3a2a22"))
        crater.setColorAt(0.7, QColor("#5b4636"))
        crater.setColorAt(1, QColor(91, 70, 54, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(crater))
        painter.drawEllipse(QPointF(0, 0), r, r)
        rim = QColor("#3a2a22")
        art.paint_round_picture(
            painter, self.pictures, self.scenery, QRectF(-r, -r, 2 * r, 2 * r), rim
        )
        painter.setPen(QPen(QColor("#e0783c"), 2, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r * 0.55, r * 0.55)
        if self.token is not None:
            paint_token(painter, QRectF(-r * 0.62, -r * 0.62, r * 1.24, r * 1.24), self.token)
        self.paint_highlight(painter, QRectF(-r, -r, 2 * r, 2 * r), r)


def paint_token(painter: QPainter, rect: QRectF, group: str | None, label: str = "") -> None:
    """A round research token: face up with its group's icon, or face down (``hidden``)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    hidden = group == "hidden"
    painter.setPen(QPen(INK, max(1.0, rect.width() / 22)))
    painter.setBrush(QColor("#4b3a6b") if hidden else faces.CREAM)
    painter.drawEllipse(rect)
    if hidden:
        painter.setPen(faces.CREAM)
        painter.setFont(theme.pixel_font(max(8, round(rect.height() * 0.55)), bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
    elif group:
        inner = rect.adjusted(
            rect.width() * 0.16, rect.height() * 0.16, -rect.width() * 0.16, -rect.height() * 0.16
        )
        pieces.draw_resource(painter, icon(faces.GROUP_ICON.get(group, group)), inner)
    painter.restore()


ISLAND_RADIUS = (0.0, 38.0, 48.0, 58.0)  # by height: small, medium, large


class IslandItem(Hoverable):
    """An island grown in place: its pieces stacked (the largest beneath, in the owner's
    colour at the rim), with its Plants, animals and Bird standing on it."""

    height = Visual()
    contents = Visual()  # (plants, crab, turtle, seal, bird)

    def __init__(self, key: str, colour: QColor, badge: str) -> None:
        super().__init__(key)
        self.colour, self.badge = QColor(colour), badge
        self.height = 1
        self.contents = (0, 0, 0, 0, 0)
        self.scenery: str | None = None  # the picture on its top, painted by ``pictures``
        self.pictures: art.ArtRenderer | None = None
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        r = ISLAND_RADIUS[3] + 10
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(
            QPointF(0, 0), ISLAND_RADIUS[self.height], ISLAND_RADIUS[self.height] * 0.86
        )
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for level in range(self.height, 0, -1):
            r = ISLAND_RADIUS[level]
            ring = _blob(r, level).translated(0, (level - 1) * 4)
            painter.setPen(QPen(self.colour.darker(170), 2))
            painter.setBrush(self.colour if level > 1 else SAND)
            painter.drawPath(ring)
        top = _blob(ISLAND_RADIUS[1], 1)
        painter.setPen(QPen(self.colour, 5))
        painter.setBrush(SAND)
        painter.drawPath(top)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(faces.GRASS)
        green = _blob(ISLAND_RADIUS[1] * 0.74, 4)
        painter.drawPath(green)
        self._paint_picture(painter, green)
        self._paint_owner(painter)
        self._paint_meeples(painter)
        r = ISLAND_RADIUS[self.height]
        self.paint_highlight(painter, QRectF(-r, -r * 0.9, 2 * r, 1.8 * r), r)

    def _paint_picture(self, painter: QPainter, green: QPainterPath) -> None:
        """The island's picture in its green top (nothing while it waits to be painted)."""
        if art.paint_picture_in(painter, self.pictures, self.scenery, green):
            painter.setPen(QPen(faces.GRASS.darker(160), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(green)

    def _paint_owner(self, painter: QPainter) -> None:
        """The owner's shape badge on the rim (colour is never the only cue)."""
        r = ISLAND_RADIUS[self.height]
        badge = QRectF(-r * 0.85 - 8, r * 0.45 - 8, 16, 16)
        painter.setPen(QPen(self.colour.darker(250), 1.5))
        painter.setBrush(self.colour)
        painter.drawPath(pieces.shape_path(self.badge, badge))

    def _paint_meeples(self, painter: QPainter) -> None:
        """Plants as one tree with their count, the animals beside it, the Bird on top."""
        plants, crab, turtle, seal, bird = self.contents
        names = (["plant"] if plants else []) + [
            name for name, there in (("crab", crab), ("turtle", turtle), ("seal", seal)) if there
        ]
        size = 30.0 if len(names) < 3 else 26.0
        spread = 0 if len(names) < 2 else 15 if len(names) == 2 else 18
        for name, spot in zip(names, faces.angle_points(len(names), spread, 180), strict=True):
            box = QRectF(spot.x() - size / 2, spot.y() - size / 2, size, size)
            pieces.draw_resource(painter, icon(name), box)
            if name == "plant" and plants > 1:
                paint_count(painter, QPointF(box.right() - 2, box.bottom() - 4), plants)
        if bird:
            r = ISLAND_RADIUS[self.height]
            pieces.draw_resource(painter, icon("bird"), QRectF(r * 0.3, -r * 1.05, 32, 32))


def paint_count(painter: QPainter, centre: QPointF, count: int) -> None:
    """A small white disc with a number (how many Plants a tree stands for)."""
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(faces.CREAM)
    painter.drawEllipse(centre, 9, 9)
    painter.setPen(INK)
    painter.setFont(theme.pixel_font(13, bold=True))
    painter.drawText(
        QRectF(centre.x() - 9, centre.y() - 9, 18, 18), Qt.AlignmentFlag.AlignCenter, str(count)
    )


def _blob(radius: float, seed: int) -> QPainterPath:
    """A rounded, slightly irregular island outline."""
    path = QPainterPath()
    points = 14
    for k in range(points + 1):
        angle = 2 * math.pi * k / points
        wobble = 1 + 0.07 * math.sin(3 * angle + seed) + 0.04 * math.cos(5 * angle + 2 * seed)
        point = QPointF(radius * wobble * math.cos(angle), radius * 0.86 * wobble * math.sin(angle))
        if k == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


# --- dice, tiles, tokens ----------------------------------------------------------------------
class DieItem(TableItem):
    """A die of a player's colour; face 0 is a die off the board (spent, or waiting for the
    next roll). A roll tumbles it."""

    face = Visual()

    def __init__(self, key: str, size: float, colour: QColor) -> None:
        super().__init__(key)
        self.size, self.colour = size, QColor(colour)
        self.face = 0
        self.setZValue(25)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.size + 8, self.size + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.size, self.size), self.size * 0.2, self.size * 0.2)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = QRectF(0, 0, self.size, self.size)
        fill = self.colour if self.face else self.colour.darker(170)
        faces.paint_die(painter, rect, self.face, fill, faces.pip_colour(fill))
        self.paint_highlight(painter, rect, self.size * 0.2)

    def tumble(self, progress: float, final: int, salt: int) -> None:
        """One frame of a roll: spinning, showing changing faces, landing on ``final``."""
        if progress >= 1.0:
            self.setRotation(0)
            self.face = final
            return
        self.setTransformOriginPoint(self.size / 2, self.size / 2)
        self.setRotation((1.0 - progress) * 540)
        self.face = 1 + (int(progress * 14) + salt) % 6


class TileItem(Hoverable):
    """A Modifier Tile: its type's colour and icon; a used tile is shown flipped (dark, with
    the word "used")."""

    used = Visual()
    count = Visual()  # on a supply stack: tiles left

    def __init__(self, key: str, tile: int, size: float) -> None:
        super().__init__(key)
        self.tile, self.size = tile, size
        self.used = False
        self.count = -1
        self.setZValue(15)

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -5, self.size + 10, self.size + 10)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.size, self.size), 6, 6)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.size, self.size)
        name = faces.TYPES[self.tile]
        colour = faces.colour_of(name)
        if self.count > 1:  # a stack: the tiles beneath peek out
            painter.setPen(QPen(colour.darker(200), 1.5))
            painter.setBrush(colour.darker(130))
            painter.drawRoundedRect(rect.translated(4, 4), 6, 6)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, colour.lighter(120))
        gradient.setColorAt(1, colour.darker(120))
        painter.setPen(QPen(colour.darker(220), 2.5))
        painter.setBrush(QBrush(gradient) if not self.used else QColor("#3b3b3b"))
        painter.drawRoundedRect(rect, 6, 6)
        pieces.draw_resource(
            painter,
            icon(name),
            rect.adjusted(self.size * 0.16, self.size * 0.1, -self.size * 0.16, -self.size * 0.22),
        )
        painter.setPen(faces.CREAM)
        painter.setFont(theme.pixel_font(max(11, round(self.size * 0.24)), bold=True))
        words = tr("used") if self.used else (f"\u00d7{self.count}" if self.count >= 0 else "")
        painter.drawText(
            rect.adjusted(0, 0, 0, -2),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
            words,
        )
        self.paint_highlight(painter, rect, 6)


class TokenItem(Hoverable):
    """A research token: in the market, held by a player, or used (face down)."""

    group = Visual()
    caption = Visual()

    def __init__(self, key: str, size: float) -> None:
        super().__init__(key)
        self.size = size
        self.group = None
        self.caption = ""
        self.setZValue(15)

    def boundingRect(self) -> QRectF:
        return QRectF(-34, -6, self.size + 68, self.size + (30 if self.caption else 12))

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QRectF(0, 0, self.size, self.size))
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        paint_token(painter, QRectF(0, 0, self.size, self.size), self.group)
        if self.caption:
            painter.setPen(faces.CREAM)
            painter.setFont(theme.pixel_font(SMALL_PX, bold=True))
            box = QRectF(-34, self.size + 1, self.size + 68, 22)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.caption)
        self.paint_highlight(painter, QRectF(0, 0, self.size, self.size), self.size / 2)


class GoalItem(PanelItem):
    """A goal: its name and words, its type's icon, and the four values 5/3/2/1 with the
    token of each player who claimed one."""

    claims = Visual()  # seats in claim order
    hovered = Signal(bool)

    def __init__(self, key: str, rect: QRectF, goal_type: str) -> None:
        super().__init__(key, rect, faces.BOARD, border=faces.colour_of(goal_type))
        self.goal_type = goal_type
        self.claims: list[int] = []
        self.values: tuple[int, ...] = ()
        self.face = None

    def hoverEnterEvent(self, event) -> None:
        self.hovered.emit(True)

    def hoverLeaveEvent(self, event) -> None:
        self.hovered.emit(False)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect
        colour = faces.colour_of(self.goal_type)
        painter.setPen(QPen(colour, 3))
        painter.setBrush(faces.BOARD)
        painter.drawRoundedRect(rect, 10, 10)
        pieces.draw_resource(
            painter,
            icon(faces.GROUP_ICON.get(self.goal_type, self.goal_type)),
            QRectF(rect.left() + 8, rect.top() + 8, 40, 40),
        )
        painter.setPen(faces.CREAM)
        painter.setFont(theme.pixel_font(NAME_PX, bold=True))
        painter.drawText(
            QRectF(rect.left() + 56, rect.top() + 4, rect.width() - 64, 28),
            Qt.AlignmentFlag.AlignVCenter,
            self.title,
        )
        painter.setFont(theme.pixel_font(TEXT_PX))
        painter.drawText(
            QRectF(rect.left() + 56, rect.top() + 30, rect.width() - 62, 62),
            Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
            self.subtitle,
        )
        for index, value in enumerate(self.values):
            centre = QPointF(rect.left() + 30 + index * 56, rect.bottom() - 22)
            claimed = index < len(self.claims)
            fill = theme.player_style(self.claims[index]).colour if claimed else theme.GOLD
            painter.setPen(QPen(INK, 3 if claimed else 2))
            painter.setBrush(fill)
            painter.drawEllipse(centre, 17, 17)
            painter.setPen(INK)
            painter.setFont(theme.pixel_font(16, bold=True))
            box = QRectF(centre.x() - 17, centre.y() - 17, 34, 34)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(value))
            if claimed:
                style = theme.player_style(self.claims[index])
                badge = QRectF(centre.x() + 10, centre.y() - 20, 14, 14)
                painter.setBrush(faces.CREAM)
                painter.setPen(QPen(style.colour.darker(250), 1.5))
                painter.drawPath(pieces.shape_path(style.shape, badge))
        self.paint_highlight(painter, rect, 10)


class SpaceItem(PanelItem):
    """One of the six Discovery spaces of a player board: its printed type and face."""

    covered = Visual()  # a Modifier tile lies on it: it counts as the tile's type

    def __init__(self, key: str, rect: QRectF, kind: int) -> None:
        name = faces.TYPES[kind]
        super().__init__(
            key,
            rect,
            faces.colour_of(name).darker(260),
            border=faces.colour_of(name).darker(140),
            radius=8,
        )
        self.kind = kind
        self.covered = False

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect
        painter.setPen(QPen(self.border, 2))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(rect, 8, 8)
        name = faces.TYPES[self.kind]
        side = min(34.0, rect.width() * 0.42)
        faces.paint_die(
            painter,
            QRectF(rect.left() + 5, rect.top() + 5, side * 0.7, side * 0.7),
            self.kind + 1,
            faces.CREAM,
            INK,
        )
        pieces.draw_resource(
            painter, icon(name), QRectF(rect.right() - side - 4, rect.top() + 3, side, side)
        )
        if not self.covered:  # the printed type's name (a tile's type replaces it)
            painter.setPen(faces.CREAM)
            painter.setFont(theme.pixel_font(SMALL_PX, bold=True))
            text_fit.draw_one_line(
                painter,
                type_name(self.kind),
                QRectF(rect.left() + 2, rect.bottom() - 24, rect.width() - 4, 22),
                Qt.AlignmentFlag.AlignHCenter,
            )
        self.paint_highlight(painter, rect, 8)
