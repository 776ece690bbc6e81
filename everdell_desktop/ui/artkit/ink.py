"""The drawing context every part paints with: the painter, the game's colours, the size on the
device (for level of detail) and the figure's own colours; plus the few shading helpers that
give every part the same storybook look (a gradient lit from the top left, a dark outline)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

OUTLINE = 0.022  # outline width in figure units (a figure is 1 unit tall)
FINE_DETAIL = 70.0  # device pixels per unit from which fine strokes (fur, planks) are drawn


def colours(*names: str) -> tuple[QColor, ...]:
    """QColors from colour names, for a palette's tuples (sky, foliage, water...)."""
    return tuple(QColor(name) for name in names)


@dataclass(frozen=True)
class ArtPalette:
    """The colours one game's pictures are painted in. A part asks for a colour by role
    (``palette.role("foliage")``), so one drawing looks like a jungle in one game and an
    autumn wood in another. ``skies`` maps a sky kind to its (top, horizon) colours."""

    skies: dict[str, tuple[QColor, QColor]]
    far: tuple[QColor, QColor]  # the farthest layer of land, and a nearer one
    foliage: tuple[QColor, QColor, QColor]  # deep, mid and light leaves
    grass: QColor
    soil: QColor
    water: tuple[QColor, QColor]  # deep, light
    stone: tuple[QColor, QColor]  # dark, light
    wood: QColor
    bark: QColor
    sand: QColor
    gold: QColor
    ink: QColor  # outlines
    light: QColor  # the tint of sunlight
    blossoms: tuple[QColor, ...]
    roles: dict[str, QColor] = field(default_factory=dict)  # a game's own named colours

    def role(self, name: str) -> QColor:
        """A colour by role: ``foliage``, ``foliage2`` (mid), ``foliage3`` (light), ``water``,
        ``water2``, ``stone``, ``stone2``, ``wood``, ``bark``, ``grass``, ``soil``, ``sand``,
        ``gold``, ``blossom``, ``blossom2``..., or one of the game's own ``roles``."""
        if name in self.roles:
            return QColor(self.roles[name])
        index = 1 if name.endswith("2") else 2 if name.endswith("3") else 0
        base = name.rstrip("23")
        groups = {
            "foliage": self.foliage,
            "water": self.water,
            "stone": self.stone,
            "blossom": self.blossoms,
            "far": self.far,
        }
        if base in groups:
            colours = groups[base]
            return QColor(colours[min(index, len(colours) - 1)])
        single = getattr(self, base, None)
        if isinstance(single, QColor):
            return QColor(single)
        raise KeyError(f"no colour role {name!r}")

    def knows(self, name: str) -> bool:
        try:
            self.role(name)
        except KeyError:
            return False
        return True


def colour_of(value: str, palette: ArtPalette) -> QColor:
    """``#rrggbb`` as it is, ``@role`` from the palette."""
    if value.startswith("@"):
        return palette.role(value[1:])
    return QColor(value)


@dataclass
class Ink:
    """What a part draws with. Inside a figure the painter is transformed so that the figure's
    foot is at the origin, it is 1 unit tall (y grows downwards, so the head is near y = -1)
    and it faces right; ``detail`` is that unit in device pixels."""

    painter: QPainter
    palette: ArtPalette
    detail: float
    main: QColor = field(default_factory=lambda: QColor("#888888"))
    second: QColor = field(default_factory=lambda: QColor("#666666"))
    accent: QColor = field(default_factory=lambda: QColor("#dddddd"))
    seed: int = 0

    @property
    def fine(self) -> bool:
        """Large enough on the device for fine strokes (fur, planks, window panes)."""
        return self.detail >= FINE_DETAIL

    def with_colours(self, main=None, second=None, accent=None) -> Ink:
        return replace(
            self,
            main=QColor(main) if main is not None else self.main,
            second=QColor(second) if second is not None else self.second,
            accent=QColor(accent) if accent is not None else self.accent,
        )

    def role(self, name: str) -> QColor:
        return self.palette.role(name)

    # --- shading ----------------------------------------------------------------------------
    def weight(self, width: float) -> float:
        """``width`` (in units, OUTLINE being a standard outline) as drawn: an outline is about
        1 device pixel on a small figure and grows slowly (not in proportion) with its size,
        so a large picture keeps a fine line."""
        pixels = 0.8 + 0.004 * self.detail
        return width / OUTLINE * pixels / max(1.0, self.detail)

    def outline(self, colour: QColor, width: float = OUTLINE) -> QPen:
        pen = QPen(outline_colour(colour, self.palette.ink), self.weight(width))
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        return pen

    def shade(self, path: QPainterPath, colour: QColor, outline: bool = True, width=OUTLINE):
        """Fill ``path`` lit from the top left (lighter there, darker at the bottom right)
        and outline it in a dark tone of its own colour."""
        self.painter.setPen(self.outline(colour, width) if outline else Qt.PenStyle.NoPen)
        self.painter.setBrush(QBrush(lit(colour, path.boundingRect())))
        self.painter.drawPath(path)

    def flat(self, path: QPainterPath, colour: QColor, alpha: int = 255) -> None:
        """Fill ``path`` in one colour, without an outline (highlights, markings); parts of
        the path that overlap are filled, not cut out."""
        path.setFillRule(Qt.FillRule.WindingFill)
        tone = QColor(colour)
        tone.setAlpha(alpha)
        self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.setBrush(tone)
        self.painter.drawPath(path)

    def stroke(self, points: Iterable[tuple[float, float]], colour: QColor, width: float):
        """A round-capped line through ``points``."""
        pen = QPen(colour, width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.painter.setPen(pen)
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        self.painter.drawPolyline(QPolygonF([QPointF(x, y) for x, y in points]))

    def limb(self, points: Iterable[tuple[float, float]], colour: QColor, width: float) -> None:
        """A thick outlined stroke: an arm, a branch, a handle."""
        points = list(points)
        self.stroke(
            points, outline_colour(colour, self.palette.ink), width + self.weight(OUTLINE) * 2
        )
        self.stroke(points, colour, width)


def outline_colour(colour: QColor, ink: QColor) -> QColor:
    """A dark tone of ``colour`` leaning towards the palette's ink."""
    dark = colour.darker(260)
    return QColor(
        (dark.red() + ink.red()) // 2,
        (dark.green() + ink.green()) // 2,
        (dark.blue() + ink.blue()) // 2,
        colour.alpha(),
    )


def lit(colour: QColor, box: QRectF) -> QLinearGradient:
    """The gradient of a surface lit from the top left."""
    gradient = QLinearGradient(box.topLeft(), box.bottomRight())
    gradient.setColorAt(0.0, colour.lighter(128))
    gradient.setColorAt(0.55, colour)
    gradient.setColorAt(1.0, colour.darker(125))
    return gradient


# --- path helpers (figure units) ------------------------------------------------------------
def ellipse(cx: float, cy: float, rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, ry)
    return path


def polygon(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def rect(x: float, y: float, w: float, h: float, radius: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    if radius:
        path.addRoundedRect(QRectF(x, y, w, h), radius, radius)
    else:
        path.addRect(QRectF(x, y, w, h))
    return path


def curve(start: tuple[float, float], *segments) -> QPainterPath:
    """A path from ``start`` through ``segments``: (x, y) a line, (cx, cy, x, y) a quadratic
    curve, (c1x, c1y, c2x, c2y, x, y) a cubic one."""
    path = QPainterPath(QPointF(*start))
    for segment in segments:
        if len(segment) == 2:
            path.lineTo(*segment)
        elif len(segment) == 4:
            path.quadTo(*segment)
        else:
            path.cubicTo(*segment)
    return path


def closed(start: tuple[float, float], *segments) -> QPainterPath:
    path = curve(start, *segments)
    path.closeSubpath()
    return path


# Qt flattens curves to within half a unit before a boolean operation on paths; parts are
# drawn in units of a whole figure, so the operations run on paths scaled up (enough for a
# smooth outline on a zoomed card, not so much that the outline has thousands of corners).
_UP, _DOWN = QTransform.fromScale(200, 200), QTransform.fromScale(0.005, 0.005)


def union(*paths: QPainterPath) -> QPainterPath:
    """The paths merged into one outline."""
    result = QPainterPath()
    result.setFillRule(Qt.FillRule.WindingFill)
    for path in paths:
        result.addPath(_UP.map(path))
    return _DOWN.map(result.simplified())


def minus(path: QPainterPath, cut: QPainterPath) -> QPainterPath:
    return _DOWN.map(_UP.map(path).subtracted(_UP.map(cut)))


def meet(path: QPainterPath, other: QPainterPath) -> QPainterPath:
    return _DOWN.map(_UP.map(path).intersected(_UP.map(other)))
