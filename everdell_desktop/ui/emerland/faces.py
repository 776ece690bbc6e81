"""Emerland's look: the jungle card style, its palette and art book, its resource icons and
its critter species.

Importing this module registers the jungle resources (bamboo, leaf, fig, marble, emerald, harp,
artifact) and the species (capybara, frog, chameleon, monkey workers; beetle, caterpillar,
dragonfly, ant helpers) with the shared painter (``ui/pieces.py``). Every card, place and deck
has a picture in ``art.json``, painted in the jungle palette below.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from .. import pieces, theme
from ..artkit import load_book, load_palette
from ..card_style import CardFace, CardStyle
from ..pieces import add_body, add_limbs, register_icon, register_species

WORKER_SPECIES = ("capybara", "frog", "chameleon", "monkey")
HELPER_SPECIES = ("beetle", "caterpillar", "dragonfly", "ant")

RESOURCE_COLOURS = {
    "bamboo": QColor("#9acd32"),
    "leaf": QColor("#2e8b57"),
    "fig": QColor("#8e4585"),
    "marble": QColor("#e6e6ea"),
    "emerald": QColor("#19c37d"),
    "harp": theme.GOLD,
    "artifact": theme.GOLD,
}


# --- icons ----------------------------------------------------------------------------------
def _bamboo(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    c, w, h = rect.center(), rect.width(), rect.height()
    for dx in (-0.22, 0.12):
        stalk = QRectF(c.x() + dx * w - w * 0.1, rect.top() + h * 0.08, w * 0.2, h * 0.84)
        painter.drawRoundedRect(stalk, w * 0.06, w * 0.06)
        for k in (0.35, 0.62):
            y = rect.top() + h * k
            painter.drawLine(QPointF(stalk.left(), y), QPointF(stalk.right(), y))


def _leaf(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    c, w, h = rect.center(), rect.width(), rect.height()
    tip = QPointF(c.x(), rect.bottom() - h * 0.05)
    path = QPainterPath(tip)
    path.cubicTo(
        rect.left(),
        c.y() + h * 0.1,
        c.x() - w * 0.1,
        rect.top(),
        rect.right(),
        rect.top() + h * 0.05,
    )
    path.cubicTo(rect.right(), c.y(), c.x() + w * 0.2, rect.bottom() - h * 0.15, tip.x(), tip.y())
    painter.drawPath(path)
    painter.drawLine(tip, QPointF(rect.right() - w * 0.2, rect.top() + h * 0.2))


def _fig(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    c, w, h = rect.center(), rect.width(), rect.height()
    top = QPointF(c.x(), rect.top() + h * 0.1)
    path = QPainterPath(top)
    bottom = QPointF(c.x(), rect.bottom() - h * 0.04)
    path.cubicTo(
        rect.right() + w * 0.05,
        c.y(),
        rect.right() - w * 0.05,
        rect.bottom(),
        bottom.x(),
        bottom.y(),
    )
    path.cubicTo(
        rect.left() + w * 0.05, rect.bottom(), rect.left() - w * 0.05, c.y(), top.x(), top.y()
    )
    painter.drawPath(path)
    painter.setBrush(theme.LEAF)
    painter.drawEllipse(QRectF(c.x() - w * 0.06, rect.top(), w * 0.18, h * 0.16))


def _marble(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    w, h = rect.width(), rect.height()
    block = QRectF(rect.left() + w * 0.12, rect.top() + h * 0.22, w * 0.76, h * 0.58)
    painter.drawRoundedRect(block, w * 0.08, w * 0.08)
    painter.setPen(QPen(QColor("#9a9aa8"), max(1.0, w / 20)))
    painter.drawLine(
        QPointF(block.left() + w * 0.1, block.bottom() - h * 0.1),
        QPointF(block.right() - w * 0.2, block.top() + h * 0.12),
    )


def _corners(rect: QRectF, count: int, radius: float, turn: float) -> list[QPointF]:
    c = rect.center()
    return [
        QPointF(
            c.x() + rect.width() * radius * math.cos(turn + k * 2 * math.pi / count),
            c.y() + rect.height() * radius * math.sin(turn + k * 2 * math.pi / count),
        )
        for k in range(count)
    ]


def _emerald(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    points = _corners(rect, 6, 0.42, math.pi / 6)
    painter.drawPolygon(QPolygonF(points))
    painter.setBrush(colour.lighter(150))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPolygon(QPolygonF([points[3], points[4], rect.center()]))


def _harp(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    w, h = rect.width(), rect.height()
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


def _artifact(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """An ancient medallion: a gold octagon with a jade eye."""
    painter.drawPolygon(QPolygonF(_corners(rect, 8, 0.46, math.pi / 8)))
    painter.setBrush(RESOURCE_COLOURS["emerald"].darker(130))
    c, w, h = rect.center(), rect.width(), rect.height()
    painter.drawEllipse(QPointF(c.x(), c.y() - h * 0.24), w * 0.12, h * 0.08)


for _kind, _paint in {
    "bamboo": _bamboo,
    "leaf": _leaf,
    "fig": _fig,
    "marble": _marble,
    "emerald": _emerald,
    "harp": _harp,
    "artifact": _artifact,
}.items():
    register_icon(_kind, RESOURCE_COLOURS[_kind], _paint)


# --- species --------------------------------------------------------------------------------
# Helpers are told apart by silhouette at table size (about 24 px): the caterpillar is long and
# low, the ant tall with a pinched waist and splayed legs, the beetle a wide dome with horns,
# the dragonfly a cross of wings.
def _caterpillar(path: QPainterPath, s: float) -> None:
    # an inchworm's arch of segments, rising to the head on the right
    for k in range(5):
        y = 0.78 - 0.3 * math.sin(math.pi * k / 5)
        path.addEllipse(QPointF(s * (0.13 + k * 0.15), s * y), s * 0.13, s * 0.13)
    path.addEllipse(QPointF(s * 0.84, s * 0.42), s * 0.15, s * 0.15)  # head
    add_limbs(path, s, ((0.8, 0.3, 0.74, 0.1), (0.88, 0.3, 0.96, 0.12)), 0.06)


def _ant(path: QPainterPath, s: float) -> None:
    path.addEllipse(QPointF(s * 0.5, s * 0.16), s * 0.12, s * 0.11)  # head
    path.addEllipse(QPointF(s * 0.5, s * 0.4), s * 0.08, s * 0.12)  # thorax
    path.addEllipse(QPointF(s * 0.5, s * 0.73), s * 0.16, s * 0.22)  # abdomen
    legs = [(0.5, 0.4, 0.12 + 0.76 * side, y) for side in (0, 1) for y in (0.24, 0.44, 0.66)]
    antennae = ((0.46, 0.1, 0.3, 0.0), (0.54, 0.1, 0.7, 0.0))
    add_limbs(path, s, (*legs, *antennae), 0.055)


def _beetle(path: QPainterPath, s: float) -> None:
    shell = QPainterPath(QPointF(s * 0.04, s * 0.9))
    shell.cubicTo(s * 0.04, s * 0.2, s * 0.96, s * 0.2, s * 0.96, s * 0.9)
    shell.closeSubpath()
    path.addPath(shell)
    path.addEllipse(QPointF(s * 0.5, s * 0.3), s * 0.16, s * 0.12)  # head
    add_limbs(path, s, ((0.42, 0.24, 0.3, 0.06), (0.58, 0.24, 0.7, 0.06)), 0.08)  # horns


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
# each worker species: its head's size and the two small ellipses (ears, eyes) that mark it
WORKER_HEADS = {
    "capybara": (0.34, (0.3, 0.0, 0.12), (0.58, 0.0, 0.12)),
    "frog": (0.4, (0.26, 0.0, 0.18), (0.56, 0.0, 0.18)),
    "chameleon": (
        0.32,
        (0.72, 0.62, 0.26),
    ),
    "monkey": (0.36, (0.22, 0.08, 0.16), (0.62, 0.08, 0.16)),
}


def _worker_builder(head: float, extras):
    def build(path: QPainterPath, s: float) -> None:
        add_body(path, s, head)
        for x, y, d in extras:
            path.addEllipse(QRectF(s * x, s * y, s * d, s * d))

    return build


for _name, (_head, *_extras) in WORKER_HEADS.items():
    register_species(_name, _worker_builder(_head, _extras))
for _name, _build in HELPER_SHAPES.items():
    register_species(_name, _build, badge=0.22)  # the silhouette names a helper's species


# --- cards ----------------------------------------------------------------------------------
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


# the jungle: emerald greens, river blues, warm ruin stone and gold (DESIGN.md section 5)
PALETTE_FILE = Path(__file__).with_name("palette.json")
PALETTE = load_palette(PALETTE_FILE)
ART_BOOK = load_book(Path(__file__).with_name("art.json"), PALETTE)


class JungleStyle(CardStyle):
    """Parchment cards with gold-framed upgraded sides, jungle pictures, emerald backs."""

    sky = (theme.RIVER_LIGHT.lighter(115), theme.MOSS.lighter(120))
    ground = theme.LEAF.darker(130)
    crowns = (theme.LEAF, theme.MOSS, theme.JUNGLE)
    book, palette = ART_BOOK, PALETTE

    def critter_path(self, face: CardFace, size: float) -> QPainterPath:
        seed = sum(ord(ch) for ch in face.name)
        return pieces.meeple_path(WORKER_SPECIES[seed % len(WORKER_SPECIES)], size)

    def paint_mark(self, painter: QPainter, centre: QPointF, radius: float) -> None:
        draw_flower(painter, centre, radius * 1.5)

    def paint_tile_glyph(self, painter: QPainter, face: CardFace, rect: QRectF) -> None:
        """The heart of the card's picture; an upgraded side wears the blossom on it."""
        super().paint_tile_glyph(painter, face, rect)
        if face.upgraded:
            radius = min(rect.width(), rect.height()) * 0.22
            draw_flower(painter, rect.topRight() + QPointF(-radius * 0.7, radius * 0.9), radius)


STYLE = JungleStyle()
