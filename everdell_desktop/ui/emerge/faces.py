"""Emerge's look: an ocean of deep blues and sea greens, volcanic islands, sand and coral.

Importing this module registers the icons of the six Discovery types and of the research and
dice groups with the shared painter (``ui/pieces.py``, under ``emerge.<name>``) and defines the
card style that draws a goal, a research token or a Modifier Tile large when the player hovers
over it (:class:`EmergeStyle`; the faces come from :func:`token_face`, :func:`goal_face` and
:func:`tile_face`).
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from everdell_desktop.core.words import language
from everdell_desktop.games.emerge.data import TYPES, tables
from everdell_desktop.games.emerge.text import (
    goal_name,
    goal_text,
    tile_name,
    tile_text,
    token_name,
    token_text,
    type_name,
)

from .. import theme
from ..artkit import load_book, load_palette
from ..card_style import CardFace, CardStyle
from ..cloth import cloth
from ..i18n import tr
from ..pieces import draw_resource, register_icon
from ..text_fit import WRAP, body_lines, draw_lines, fitting_font
from .words import TOKEN_KINDS

T = tables()
OCEAN_DEEP = QColor("#0b2f4a")
OCEAN = QColor("#145a7a")
SHALLOWS = QColor("#2b8aa3")
FOAM = QColor("#cdeef2")
SAND = QColor("#e6d19a")
SAND_DARK = QColor("#b99a5b")
GRASS = QColor("#5c9a45")
ROCK = QColor("#6f5d4b")
CORAL = QColor("#f07f5f")
CREAM = QColor("#fbf3df")
INK = QColor("#1b2631")
BOARD = QColor("#163b52")  # a player board
RIVAL_COLOUR = QColor("#9aa5ad")

TYPE_COLOURS = {
    "plant": QColor("#4f9d3a"),
    "crab": QColor("#d9573f"),
    "turtle": QColor("#2f9c8a"),
    "seal": QColor("#7b8fa8"),
    "tectonic": QColor("#c2662d"),
    "bird": QColor("#3f9be0"),
    "research": QColor("#8a5bc4"),
    "dice": QColor("#e9e2cf"),
    "modifier": QColor("#b9a383"),
}
GROUP_ICON = {  # a research token's group -> the icon it shows
    **{name: name for name in TYPES},
    "dice": "dice",
    "modifier": "modifier",
}


def icon(name: str) -> str:
    """The shared painter's name for an Emerge icon."""
    return f"emerge.{name}"


def colour_of(name: str) -> QColor:
    return TYPE_COLOURS.get(name, theme.STONE)


# --- icons ------------------------------------------------------------------------------------
def _plant(painter: QPainter, r: QRectF, colour: QColor) -> None:
    w, h = r.width(), r.height()
    painter.setBrush(QColor("#7a5230"))
    painter.drawRect(QRectF(r.left() + w * 0.44, r.top() + h * 0.55, w * 0.12, h * 0.38))
    painter.setBrush(colour)
    for cx, cy, radius in ((0.5, 0.32, 0.26), (0.3, 0.48, 0.2), (0.7, 0.48, 0.2)):
        painter.drawEllipse(QPointF(r.left() + w * cx, r.top() + h * cy), w * radius, h * radius)


def _crab(painter: QPainter, r: QRectF, colour: QColor) -> None:
    w, h = r.width(), r.height()
    pen = painter.pen()
    painter.setPen(QPen(colour.darker(200), max(1.0, w / 14)))
    for side in (-1, 1):
        for k in range(3):
            x = r.center().x() + side * w * (0.2 + 0.06 * k)
            painter.drawLine(
                QPointF(x, r.top() + h * 0.6),
                QPointF(x + side * w * 0.14, r.top() + h * (0.78 + 0.06 * k)),
            )
    painter.setPen(pen)
    painter.drawEllipse(QRectF(r.left() + w * 0.2, r.top() + h * 0.42, w * 0.6, h * 0.36))
    for side in (-1, 1):
        claw = QPointF(r.center().x() + side * w * 0.32, r.top() + h * 0.26)
        painter.drawEllipse(claw, w * 0.13, h * 0.12)


def _turtle(painter: QPainter, r: QRectF, colour: QColor) -> None:
    w, h = r.width(), r.height()
    for cx, cy in ((0.22, 0.35), (0.78, 0.35), (0.22, 0.8), (0.78, 0.8)):
        painter.drawEllipse(QPointF(r.left() + w * cx, r.top() + h * cy), w * 0.09, h * 0.08)
    painter.drawEllipse(QPointF(r.center().x(), r.top() + h * 0.14), w * 0.11, h * 0.11)
    painter.drawEllipse(QRectF(r.left() + w * 0.2, r.top() + h * 0.24, w * 0.6, h * 0.64))
    painter.setBrush(colour.darker(130))
    painter.drawEllipse(QRectF(r.left() + w * 0.36, r.top() + h * 0.4, w * 0.28, h * 0.32))


def _seal(painter: QPainter, r: QRectF, colour: QColor) -> None:
    w, h = r.width(), r.height()
    body = QPainterPath(QPointF(r.left() + w * 0.1, r.top() + h * 0.85))
    body.cubicTo(
        QPointF(r.left() + w * 0.3, r.top() + h * 0.5),
        QPointF(r.left() + w * 0.55, r.top() + h * 0.2),
        QPointF(r.left() + w * 0.72, r.top() + h * 0.2),
    )
    body.cubicTo(
        QPointF(r.left() + w * 0.95, r.top() + h * 0.22),
        QPointF(r.left() + w * 0.8, r.top() + h * 0.6),
        QPointF(r.left() + w * 0.86, r.top() + h * 0.88),
    )
    body.closeSubpath()
    painter.drawPath(body)
    painter.setBrush(INK)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(QPointF(r.left() + w * 0.75, r.top() + h * 0.3), w * 0.035, h * 0.035)


def _tectonic(painter: QPainter, r: QRectF, colour: QColor) -> None:
    w, h = r.width(), r.height()
    mountain = QPainterPath(QPointF(r.left() + w * 0.06, r.bottom() - h * 0.1))
    mountain.lineTo(r.left() + w * 0.38, r.top() + h * 0.3)
    mountain.lineTo(r.left() + w * 0.62, r.top() + h * 0.3)
    mountain.lineTo(r.right() - w * 0.06, r.bottom() - h * 0.1)
    mountain.closeSubpath()
    painter.setBrush(ROCK)
    painter.drawPath(mountain)
    painter.setBrush(colour)
    painter.setPen(Qt.PenStyle.NoPen)
    for k, (dx, dy) in enumerate(((0.0, 0.16), (-0.12, 0.08), (0.12, 0.06))):
        painter.drawEllipse(
            QPointF(r.center().x() + w * dx, r.top() + h * dy + h * 0.05),
            w * (0.1 - 0.02 * k),
            h * (0.1 - 0.02 * k),
        )


def _bird(painter: QPainter, r: QRectF, colour: QColor) -> None:
    w, h = r.width(), r.height()
    body = QPainterPath(QPointF(r.left() + w * 0.05, r.top() + h * 0.42))
    body.quadTo(
        QPointF(r.left() + w * 0.3, r.top() + h * 0.1), QPointF(r.center().x(), r.top() + h * 0.5)
    )
    body.quadTo(
        QPointF(r.left() + w * 0.7, r.top() + h * 0.1),
        QPointF(r.right() - w * 0.05, r.top() + h * 0.42),
    )
    body.quadTo(
        QPointF(r.left() + w * 0.7, r.top() + h * 0.35), QPointF(r.center().x(), r.top() + h * 0.78)
    )
    body.quadTo(
        QPointF(r.left() + w * 0.3, r.top() + h * 0.35),
        QPointF(r.left() + w * 0.05, r.top() + h * 0.42),
    )
    painter.drawPath(body)


def _research(painter: QPainter, r: QRectF, colour: QColor) -> None:
    """A magnifying glass over a page."""
    w, h = r.width(), r.height()
    painter.setBrush(CREAM)
    painter.drawRoundedRect(
        QRectF(r.left() + w * 0.12, r.top() + h * 0.1, w * 0.56, h * 0.72), 3, 3
    )
    painter.setBrush(colour)
    painter.drawEllipse(QPointF(r.left() + w * 0.58, r.top() + h * 0.52), w * 0.2, h * 0.2)
    painter.setPen(QPen(colour.darker(180), max(1.5, w / 9)))
    painter.drawLine(
        QPointF(r.left() + w * 0.72, r.top() + h * 0.68),
        QPointF(r.right() - w * 0.08, r.bottom() - h * 0.08),
    )


def _dice(painter: QPainter, r: QRectF, colour: QColor) -> None:
    paint_die(
        painter,
        r.adjusted(r.width() * 0.1, r.height() * 0.1, -r.width() * 0.1, -r.height() * 0.1),
        5,
        colour,
        INK,
    )


def _modifier(painter: QPainter, r: QRectF, colour: QColor) -> None:
    w, h = r.width(), r.height()
    tile = QPainterPath(QPointF(r.left() + w * 0.15, r.top() + h * 0.15))
    tile.lineTo(r.right() - w * 0.32, r.top() + h * 0.15)
    tile.lineTo(r.right() - w * 0.15, r.top() + h * 0.32)
    tile.lineTo(r.right() - w * 0.15, r.bottom() - h * 0.15)
    tile.lineTo(r.left() + w * 0.15, r.bottom() - h * 0.15)
    tile.closeSubpath()
    painter.drawPath(tile)


for _name, _painter in (
    ("plant", _plant),
    ("crab", _crab),
    ("turtle", _turtle),
    ("seal", _seal),
    ("tectonic", _tectonic),
    ("bird", _bird),
    ("research", _research),
    ("dice", _dice),
    ("modifier", _modifier),
):
    register_icon(icon(_name), TYPE_COLOURS[_name], _painter)

PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def paint_die(painter: QPainter, rect: QRectF, face: int, fill: QColor, pips: QColor) -> None:
    """A die showing ``face`` (0: blank, a die off the board)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(fill.darker(220), max(1.0, rect.width() / 16)))
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, fill.lighter(125))
    gradient.setColorAt(1, fill.darker(115))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, rect.width() * 0.2, rect.width() * 0.2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pips)
    for fx, fy in PIPS.get(face, ()):
        centre = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
        painter.drawEllipse(centre, rect.width() * 0.09, rect.width() * 0.09)
    painter.restore()


def pip_colour(fill: QColor) -> QColor:
    """Dark pips on a light die, light pips on a dark one."""
    return INK if fill.lightnessF() > 0.55 else CREAM


# --- the cloth --------------------------------------------------------------------------------
def ocean_cloth() -> QPixmap:
    """The table cloth: deep water with faint wave crests."""
    return cloth(240, OCEAN_DEEP, _waves)


def _waves(painter: QPainter) -> None:
    crest = QColor(FOAM)
    crest.setAlpha(28)
    painter.setPen(QPen(crest, 3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for row in range(6):
        y = 20 + row * 40
        offset = (row % 2) * 40
        for k in range(4):
            x = offset + k * 80 - 20
            wave = QPainterPath(QPointF(x, y))
            wave.quadTo(QPointF(x + 20, y - 10), QPointF(x + 40, y))
            painter.drawPath(wave)


# --- faces shown large on hover (in the current language) -------------------------------------
def token_face(type_index: int) -> CardFace:
    return _token_face(type_index, language())


def goal_face(goal_index: int, value: int) -> CardFace:
    return _goal_face(goal_index, value, language())


def tile_face(tile: int) -> CardFace:
    return _tile_face(tile, language())


@cache
def _token_face(type_index: int, _language: str) -> CardFace:
    spec = T.token_types[type_index]
    return CardFace(
        name=token_name(type_index),
        card_type=spec.group,
        points=T.token_points,
        text=token_text(type_index),
        tag=tr("Research token \u00b7 {kind}").format(kind=tr(TOKEN_KINDS[spec.kind])),
        footer=tr("Single use. Worth 1 point if unused at the end."),
        art=f"tokens/{spec.key}",
    )


@cache
def _goal_face(goal_index: int, value: int, _language: str) -> CardFace:
    goal = T.goals[goal_index]
    kind = tr("research") if goal.type == "research" else type_name(goal.type)
    return CardFace(
        name=goal_name(goal_index),
        card_type="research" if goal.type == "research" else goal.type,
        points=value,
        text=goal_text(goal_index),
        tag=tr("Goal \u00b7 {kind}").format(kind=kind),
        footer=tr("5 / 3 / 2 / 1 points to the 1st / 2nd / 3rd / 4th player to complete it."),
        art=f"goals/{goal.key}",
    )


@cache
def _tile_face(tile: int, _language: str) -> CardFace:
    spec = T.tiles[tile]
    return CardFace(
        name=tr("{tile} tile").format(tile=tile_name(tile)),
        card_type=spec.key,
        text=tr("The space it covers counts as {kind}. Power: {text}").format(
            kind=type_name(tile), text=tile_text(tile)
        ),
        tag=tr("Modifier Tile \u00b7 once per round"),
        footer=tr("Powers are used on your turn, then the tile is flipped until the next round."),
        art=f"tiles/{spec.key}",
    )


def all_faces() -> list[CardFace]:
    """Every research token, Goal (at its first place's points) and Modifier Tile."""
    return [
        *(token_face(index) for index in range(len(T.token_types))),
        *(goal_face(index, 5) for index in range(len(T.goals))),
        *(tile_face(index) for index in range(len(T.tiles))),
    ]


# the islands: a deep blue sea, sand, palm greens, dark volcanic rock and lava orange
PALETTE_FILE = Path(__file__).with_name("palette.json")
PALETTE = load_palette(PALETTE_FILE)
ART_BOOK = load_book(Path(__file__).with_name("art.json"), PALETTE)


class EmergeStyle(CardStyle):
    """Goals, tokens and tiles as cards: a sand-coloured card, a banner in the colour of its
    Discovery type, its icon large, its words, and its points on a shield."""

    paper = CREAM
    ink = INK
    points_fill = theme.GOLD
    back_fill = (OCEAN, OCEAN_DEEP)
    back_ink = FOAM
    book, palette = ART_BOOK, PALETTE

    def paint_card(self, painter: QPainter, face: CardFace, rect: QRectF, detailed=False):
        w, h = rect.width(), rect.height()
        colour = colour_of(face.card_type)
        painter.setPen(QPen(colour.darker(170), w / 26))
        painter.setBrush(self.paper)
        frame = rect.adjusted(w * 0.02, w * 0.02, -w * 0.02, -w * 0.02)
        painter.drawRoundedRect(frame, w * 0.07, w * 0.07)
        banner = QRectF(
            frame.left() + w * 0.04, frame.top() + w * 0.04, frame.width() - w * 0.08, h * 0.13
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(banner, w * 0.04, w * 0.04)
        painter.setPen(QColor("#ffffff"))
        name_box = banner.adjusted(w * 0.04, 0, -w * 0.2, 0)
        painter.setFont(fitting_font(face.name, name_box, round(w * 0.085)))
        painter.drawText(name_box, WRAP, face.name)
        if face.points:
            shield = QRectF(banner.right() - w * 0.17, banner.top() + h * 0.01, w * 0.15, h * 0.11)
            painter.setBrush(self.points_fill)
            painter.setPen(QPen(self.points_fill.darker(180), 1.5))
            painter.drawEllipse(shield)
            painter.setPen(INK)
            painter.setFont(theme.pixel_font(round(w * 0.08), bold=True))
            painter.drawText(shield, Qt.AlignmentFlag.AlignCenter, str(face.points))
        window = QRectF(banner.left(), banner.bottom() + h * 0.02, banner.width(), w * 0.52)
        self._paint_window(painter, face, window)
        tag = QRectF(frame.left(), window.bottom() + h * 0.02, frame.width(), h * 0.06)
        painter.setPen(colour.darker(160))
        painter.setFont(theme.pixel_font(round(w * 0.055), bold=True))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, face.tag)
        body = QRectF(frame.left() + w * 0.06, tag.bottom(), frame.width() - w * 0.12, h * 0.26)
        smallest = theme.READABLE_PX if detailed else round(w * 0.06)
        pixels, lines = body_lines(face.text, body, round(w * 0.075), smallest, not detailed)
        if detailed and face.footer:  # the zoom gives the footer the room the text leaves
            spacing = QFontMetricsF(theme.pixel_font(pixels)).lineSpacing()
            body.setHeight(spacing * (len(lines) + 0.5))
        draw_lines(painter, lines, body, pixels, self.ink)
        if face.footer:
            strip = QRectF(
                frame.left() + w * 0.04,
                body.bottom() + h * 0.01,
                frame.width() - w * 0.08,
                frame.bottom() - body.bottom() - h * 0.03,
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(OCEAN)
            painter.drawRoundedRect(strip, w * 0.035, w * 0.035)
            smallest = theme.READABLE_PX if detailed else round(w * 0.04)
            pixels, lines = body_lines(
                face.footer, strip.adjusted(4, 2, -4, -2), round(w * 0.06), smallest, not detailed
            )
            draw_lines(painter, lines, strip.adjusted(4, 2, -4, -2), pixels, FOAM)

    def _paint_window(self, painter: QPainter, face: CardFace, window: QRectF) -> None:
        """The face's picture across the card, its Discovery type's icon on a foam disc in
        the corner."""
        w = window.width()
        clip = QPainterPath()
        clip.addRoundedRect(window, w * 0.05, w * 0.05)
        painter.save()
        painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
        if not self.paint_art(painter, face.art, window, window):
            self.paint_waiting_art(painter, window)
        painter.restore()
        disc = QRectF(window.left() + w * 0.03, window.top() + w * 0.03, w * 0.22, w * 0.22)
        painter.setPen(QPen(OCEAN, max(1.0, w / 80)))
        painter.setBrush(FOAM)
        painter.drawEllipse(disc)
        inner = disc.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03)
        draw_resource(painter, icon(GROUP_ICON.get(face.card_type, face.card_type)), inner)


STYLE = EmergeStyle()


def angle_points(count: int, radius: float, start: float = -90.0) -> list[QPointF]:
    """``count`` points spread on a circle of ``radius`` round the origin (meeples on an
    island)."""
    return [
        QPointF(
            radius * math.cos(math.radians(start + k * 360 / max(1, count))),
            radius * math.sin(math.radians(start + k * 360 / max(1, count))),
        )
        for k in range(count)
    ]
