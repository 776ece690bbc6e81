"""Base-game artwork: card faces, tiles, backs, resource icons and workers, all generated.

The shared renderer (``ui/art.py``) draws Emerland's jungle resources; the base game pays in
twigs, resin, pebbles and berries and marks Critter/Construction and Unique/Common on every
card, so this module draws those itself. :func:`card_face` adapts the engine's card data to an
:class:`EverdellFace` (a :class:`~everdell_desktop.ui.art.CardFace` with the base game's extra
marks), and :class:`EverdellArt` paints it in an autumn-woodland style.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from everdell_desktop.games.everdell.data import COLORS, RESOURCES, game_data

from .. import art, theme
from ..art import ArtRenderer, CardFace
from ..items import MeepleItem, TokenItem
from .words import CARD_WORDS

DATA = game_data()

# the autumn woodland: warm ambers, berry reds, bark browns
BARK_DEEP = QColor("#2b1a10")
BARK = QColor("#4a2f1c")
BARK_LIGHT = QColor("#6e4a2e")
AMBER = QColor("#e0a030")
AMBER_LIGHT = QColor("#f2c36b")
BERRY_RED = QColor("#a8323a")
MOSS_AUTUMN = QColor("#6d7a35")
CREAM = QColor("#f6e7c8")
INK = QColor("#2a1b12")

RESOURCE_COLOURS = {
    "twig": QColor("#9a6a3a"),
    "resin": QColor("#e8a22c"),
    "pebble": QColor("#9ea3a8"),
    "berry": QColor("#8e2a5c"),
}
RUGWORT_COLOUR = QColor("#55504a")


@dataclass(frozen=True, slots=True)
class EverdellFace(CardFace):
    """A base-game card face: the shared fields plus Unique/Common and a footer line."""

    unique: bool = False
    footer: str = ""


@cache
def card_face(card: int) -> EverdellFace:
    """The face of card title ``card`` (an index into the engine's card table)."""
    info = DATA.cards[card]
    cost = tuple((RESOURCES[i], n) for i, n in enumerate(info.cost) if n)
    return EverdellFace(
        name=info.name,
        card_type=COLORS[info.color],
        is_critter=info.critter,
        cost=cost,
        points=info.points,
        text=CARD_WORDS.get(info.key, ""),
        unique=info.unique,
        footer=_footer(card),
    )


def _footer(card: int) -> str:
    info = DATA.cards[card]
    if info.critter and info.host >= 0:
        return f"Free with {DATA.cards[info.host].name}"
    guests = [other.name for other in DATA.cards if other.host == card]
    if info.hosts_any:
        return "Hosts any Critter for free"
    if guests:
        return f"Hosts the {guests[0]} for free"
    return ""


def _round_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


# --- icons ----------------------------------------------------------------------------------
def draw_resource(painter: QPainter, kind: str, rect: QRectF) -> None:
    """Icons for twig, resin, pebble, berry and card; anything else as the shared icon."""
    if kind not in RESOURCE_COLOURS and kind not in ("card", "any"):
        art.draw_resource(painter, kind, rect)
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    c, w, h = rect.center(), rect.width(), rect.height()
    colour = RESOURCE_COLOURS.get(kind, CREAM)
    painter.setPen(QPen(colour.darker(230), max(1.0, w / 14)))
    painter.setBrush(colour)
    if kind == "twig":
        stick = QPainterPath(QPointF(rect.left() + w * 0.12, rect.bottom() - h * 0.12))
        stick.lineTo(rect.right() - w * 0.12, rect.top() + h * 0.12)
        painter.setPen(_round_pen(colour.darker(200), w * 0.2))
        painter.drawPath(stick)
        painter.setPen(_round_pen(colour, w * 0.12))
        painter.drawPath(stick)
        painter.setPen(_round_pen(colour.darker(150), w * 0.1))
        painter.drawLine(c, QPointF(c.x() + w * 0.02, rect.top() + h * 0.18))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(MOSS_AUTUMN)
        painter.drawEllipse(QRectF(c.x() - w * 0.05, rect.top() + h * 0.08, w * 0.2, h * 0.14))
    elif kind == "resin":
        drop = QPainterPath(QPointF(c.x(), rect.top() + h * 0.06))
        drop.cubicTo(
            rect.right() + w * 0.05,
            c.y() + h * 0.1,
            c.x() + w * 0.35,
            rect.bottom(),
            c.x(),
            rect.bottom() - h * 0.04,
        )
        drop.cubicTo(
            c.x() - w * 0.35,
            rect.bottom(),
            rect.left() - w * 0.05,
            c.y() + h * 0.1,
            c.x(),
            rect.top() + h * 0.06,
        )
        painter.drawPath(drop)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 245, 200, 170))
        painter.drawEllipse(QRectF(c.x() - w * 0.2, c.y(), w * 0.14, h * 0.2))
    elif kind == "pebble":
        painter.drawEllipse(rect.adjusted(w * 0.08, h * 0.22, -w * 0.08, -h * 0.12))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 110))
        painter.drawEllipse(QRectF(c.x() - w * 0.25, c.y() - h * 0.12, w * 0.28, h * 0.14))
    elif kind == "berry":
        for dx, dy in ((-0.16, 0.08), (0.16, 0.08), (0.0, -0.12)):
            centre = QPointF(c.x() + dx * w, c.y() + dy * h + h * 0.08)
            painter.drawEllipse(centre, w * 0.22, h * 0.22)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(MOSS_AUTUMN)
        leaf = QPainterPath(QPointF(c.x(), rect.top() + h * 0.22))
        leaf.quadTo(c.x() + w * 0.3, rect.top(), rect.right() - w * 0.05, rect.top() + h * 0.08)
        leaf.quadTo(c.x() + w * 0.2, rect.top() + h * 0.25, c.x(), rect.top() + h * 0.22)
        painter.drawPath(leaf)
    elif kind == "any":  # a resource of your choice: a disc in the four resource colours
        disc = rect.adjusted(w * 0.08, h * 0.08, -w * 0.08, -h * 0.08)
        for index, name in enumerate(RESOURCES):
            painter.setBrush(RESOURCE_COLOURS[name])
            painter.drawPie(disc, (90 - index * 90) * 16, -90 * 16)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(CREAM)
        painter.setFont(theme.pixel_font(max(6, round(h * 0.6)), bold=True))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "?")
    else:  # a card
        card = QRectF(c.x() - w * 0.28, rect.top() + h * 0.08, w * 0.56, h * 0.84)
        painter.setPen(QPen(BARK, max(1.0, w / 14)))
        painter.setBrush(CREAM)
        painter.drawRoundedRect(card, w * 0.08, w * 0.08)
        painter.setBrush(BERRY_RED)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRect(card.adjusted(w * 0.08, h * 0.1, -w * 0.08, -h * 0.55))
    painter.restore()


class SupplyToken(TokenItem):
    """A resource count in a player's supply, drawn with the base game's icons."""

    def paint(self, painter, option, widget=None) -> None:
        draw_resource(painter, self.kind, QRectF(0, 0, self.size, self.size))
        painter.setPen(self.text_colour)
        painter.setFont(theme.pixel_font(round(self.size * 0.72), bold=True))
        painter.drawText(
            QRectF(self.size * 1.05, 0, self.size * 1.1, self.size),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            str(self.get_count()),
        )
        self.paint_highlight(painter, QRectF(0, 0, self.size * 2.1, self.size), 6)


# --- workers --------------------------------------------------------------------------------
def worker_path(size: float) -> QPainterPath:
    """A woodland critter worker: round head with two ears on a pear-shaped body."""
    s = size
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    path.addEllipse(QRectF(s * 0.3, s * 0.06, s * 0.4, s * 0.36))
    path.addEllipse(QRectF(s * 0.24, s * 0.0, s * 0.17, s * 0.17))
    path.addEllipse(QRectF(s * 0.59, s * 0.0, s * 0.17, s * 0.17))
    body = QPainterPath(QPointF(s * 0.5, s * 0.34))
    body.cubicTo(s * 0.98, s * 0.36, s * 0.96, s * 0.98, s * 0.82, s * 0.98)
    body.lineTo(s * 0.18, s * 0.98)
    body.cubicTo(s * 0.04, s * 0.98, s * 0.02, s * 0.36, s * 0.5, s * 0.34)
    path.addPath(body)
    return path.simplified()


class WorkerItem(MeepleItem):
    """A player's worker in their colour, pattern and badge shape; Rugwort's is a grey rat."""

    def __init__(self, key: str, seat: int, size: float, rugwort: bool = False) -> None:
        super().__init__(key, "worker", seat, size)
        self.rugwort = rugwort

    def shape(self) -> QPainterPath:
        return worker_path(self.size)

    def paint(self, painter, option, widget=None) -> None:
        size = self.size
        path = worker_path(size)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawPath(path.translated(size * 0.06, size * 0.07))
        if self.rugwort:
            painter.setPen(QPen(QColor("#1c1a18"), max(1.0, size / 16)))
            painter.setBrush(RUGWORT_COLOUR)
            painter.drawPath(path)
            painter.setPen(QPen(QColor("#d0c8bc"), max(1.0, size / 18)))
            tail = QPainterPath(QPointF(size * 0.85, size * 0.9))
            tail.cubicTo(size * 1.1, size * 0.8, size * 1.05, size * 0.5, size * 0.95, size * 0.45)
            painter.drawPath(tail)
            painter.setBrush(BERRY_RED)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(size * 0.42, size * 0.22), size * 0.05, size * 0.05)
            painter.drawEllipse(QPointF(size * 0.58, size * 0.22), size * 0.05, size * 0.05)
        else:
            style = theme.player_style(self.seat)
            painter.setPen(QPen(style.colour.darker(250), max(1.0, size / 16)))
            painter.setBrush(style.colour)
            painter.drawPath(path)
            art.fill_pattern(painter, path, style.pattern, style.colour.darker(160))
            badge = QRectF(size * 0.36, size * 0.56, size * 0.28, size * 0.28)
            painter.setBrush(theme.PARCHMENT)
            painter.setPen(QPen(style.colour.darker(250), max(0.8, size / 30)))
            painter.drawPath(art.shape_path(style.shape, badge))
        self.paint_highlight(painter, QRectF(0, 0, size, size), size / 2)


# --- cards ----------------------------------------------------------------------------------
class EverdellArt(ArtRenderer):
    """Paints base-game faces, tiles and backs (other faces go to the shared renderer)."""

    def card(self, face: CardFace, width: int):
        if not isinstance(face, EverdellFace):
            return super().card(face, width)
        key = ("everdell", face, width)
        if key not in self._cache:
            self._cache[key] = self._render(width, lambda p, r: paint_card(p, face, r))
        return self._cache[key]

    def back(self, title: str, width: int):
        key = ("everdell-back", title, width)
        if key not in self._cache:
            self._cache[key] = self._render(width, lambda p, r: paint_back(p, title, r))
        return self._cache[key]

    def tile(self, face: CardFace, width: int, height: int):
        if not isinstance(face, EverdellFace):
            return super().tile(face, width, height)
        key = ("everdell-tile", face, width, height)
        if key not in self._cache:
            pixmap = QPixmap(width * 2, height * 2)
            pixmap.setDevicePixelRatio(2.0)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            paint_tile(painter, face, QRectF(0, 0, width, height))
            painter.end()
            self._cache[key] = pixmap
        return self._cache[key]


def points_shield(painter: QPainter, points: int, rect: QRectF) -> None:
    """The card's base points on an acorn-gold shield."""
    painter.setPen(QPen(AMBER.darker(200), max(1.0, rect.width() / 14)))
    painter.setBrush(AMBER_LIGHT if points >= 0 else QColor("#c98a8a"))
    painter.drawPolygon(
        QPolygonF(
            [
                rect.topLeft(),
                rect.topRight(),
                QPointF(rect.right(), rect.bottom() - rect.height() * 0.35),
                QPointF(rect.center().x(), rect.bottom()),
                QPointF(rect.left(), rect.bottom() - rect.height() * 0.35),
            ]
        )
    )
    painter.setPen(INK)
    painter.setFont(theme.pixel_font(round(rect.height() * 0.52), bold=True))
    painter.drawText(
        rect.adjusted(0, 0, 0, -rect.height() * 0.2), Qt.AlignmentFlag.AlignCenter, str(points)
    )


def paint_card(painter: QPainter, face: EverdellFace, rect: QRectF) -> None:
    """Type-coloured frame and banner, cost column, generated motif, kind line, ability."""
    w, h = rect.width(), rect.height()
    colour = theme.card_type_colour(face.card_type)
    radius = w * 0.07
    frame = rect.adjusted(1, 1, -1, -1)
    painter.setPen(QPen(colour.darker(150), w / 22))
    painter.setBrush(CREAM)
    painter.drawRoundedRect(frame, radius, radius)
    banner = QRectF(
        frame.left() + w * 0.04, frame.top() + w * 0.04, frame.width() - w * 0.08, h * 0.14
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(banner, radius * 0.6, radius * 0.6)
    name_rect = banner.adjusted(w * 0.05, 0, -w * 0.22, 0)
    art.paint_name(painter, face.name, name_rect, round(w * 0.11), Qt.AlignmentFlag.AlignCenter)
    points_shield(
        painter,
        face.points,
        QRectF(banner.right() - w * 0.2, banner.top() - w * 0.015, w * 0.19, w * 0.22),
    )
    cost_box = QRectF(frame.left() + w * 0.03, banner.bottom() + h * 0.015, w * 0.23, h * 0.34)
    motif = QRectF(
        cost_box.right() + w * 0.02,
        banner.bottom() + h * 0.015,
        frame.right() - cost_box.right() - w * 0.06,
        h * 0.33,
    )
    paint_motif(painter, face, colour, motif)
    paint_cost(painter, face.cost, cost_box)
    kind = QRectF(
        frame.left() + w * 0.05, motif.bottom() + h * 0.01, frame.width() - w * 0.1, h * 0.07
    )
    painter.setPen(colour.darker(170))
    painter.setFont(theme.pixel_font(round(w * 0.068), bold=True))
    label = (
        ("Critter" if face.is_critter else "Construction")
        + " \u00b7 "
        + ("Unique" if face.unique else "Common")
    )
    painter.drawText(kind, Qt.AlignmentFlag.AlignCenter, label)
    footer_h = h * 0.1 if face.footer else 0.0
    text_box = QRectF(
        frame.left() + w * 0.06,
        kind.bottom() + h * 0.01,
        frame.width() - w * 0.12,
        frame.bottom() - kind.bottom() - footer_h - h * 0.03,
    )
    painter.setPen(INK)
    painter.setFont(_text_font(painter, face.text, text_box, round(w * 0.078)))
    painter.drawText(text_box, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, face.text)
    if face.footer:
        strip = QRectF(
            frame.left() + w * 0.04,
            frame.bottom() - footer_h - h * 0.015,
            frame.width() - w * 0.08,
            footer_h,
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BARK_LIGHT)
        painter.drawRoundedRect(strip, radius * 0.5, radius * 0.5)
        painter.setPen(CREAM)
        painter.setFont(
            art.fitting_font(
                painter, face.footer, strip.adjusted(3, 0, -3, 0), round(w * 0.066), bold=False
            )
        )
        painter.drawText(
            strip, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, face.footer
        )


def _text_font(painter: QPainter, text: str, rect: QRectF, pixels: int):
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
    while pixels > 6:
        candidate = theme.pixel_font(pixels)
        painter.setFont(candidate)
        if painter.boundingRect(rect, flags, text).height() <= rect.height():
            return candidate
        pixels -= 1
    return theme.pixel_font(pixels)


def paint_cost(painter: QPainter, cost, rect: QRectF) -> None:
    size = rect.width()
    y = rect.top()
    if not cost:
        painter.setPen(INK)
        painter.setFont(theme.pixel_font(round(size * 0.42), bold=True))
        painter.drawText(
            QRectF(rect.left(), y, size, size * 0.8), Qt.AlignmentFlag.AlignCenter, "free"
        )
        return
    step = min(size * 0.9, rect.height() / len(cost))
    icon_size = min(size * 0.78, step * 0.9)
    for kind, amount in cost:
        icon = QRectF(rect.left(), y, icon_size, icon_size)
        draw_resource(painter, kind, icon)
        badge = QRectF(
            icon.right() - size * 0.24, icon.bottom() - size * 0.4, size * 0.42, size * 0.42
        )
        painter.setPen(QPen(INK, 1))
        painter.setBrush(CREAM)
        painter.drawEllipse(badge)
        painter.setFont(theme.pixel_font(round(size * 0.34), bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(amount))
        y += step


def paint_motif(painter: QPainter, face: EverdellFace, colour: QColor, rect: QRectF) -> None:
    """A generated picture: a critter under autumn trees, or a building of the card's colour."""
    painter.save()
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, QColor("#f7d58f"))
    gradient.setColorAt(1, QColor("#c9854a"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    frame = QPainterPath()
    frame.addRoundedRect(rect, rect.width() * 0.08, rect.width() * 0.08)
    painter.drawPath(frame)
    painter.setClipPath(frame)
    seed = sum(ord(ch) * (k + 1) for k, ch in enumerate(face.name))
    for k in range(3):  # round autumn tree crowns on the horizon
        x = rect.left() + rect.width() * ((seed * (k + 2)) % 89) / 89
        tone = (BERRY_RED, AMBER, MOSS_AUTUMN)[(seed + k) % 3]
        painter.setBrush(tone.darker(110))
        painter.drawEllipse(
            QPointF(x, rect.bottom() - rect.height() * 0.3),
            rect.width() * 0.14,
            rect.height() * 0.2,
        )
    painter.setBrush(BARK_LIGHT)
    painter.drawRect(
        QRectF(
            rect.left(), rect.bottom() - rect.height() * 0.14, rect.width(), rect.height() * 0.14
        )
    )
    s = min(rect.width(), rect.height()) * 0.78
    box = QRectF(rect.center().x() - s / 2, rect.bottom() - s - rect.height() * 0.04, s, s)
    painter.setBrush(colour)
    painter.setPen(QPen(colour.darker(220), max(1.0, s / 28)))
    if face.is_critter:
        painter.drawPath(worker_path(s).translated(box.topLeft()))
        painter.setBrush(INK)
        painter.setPen(Qt.PenStyle.NoPen)
        for dx in (0.43, 0.57):
            painter.drawEllipse(
                QPointF(box.left() + s * dx, box.top() + s * 0.22), s * 0.03, s * 0.03
            )
    else:
        painter.drawRect(QRectF(box.left() + s * 0.14, box.top() + s * 0.42, s * 0.72, s * 0.58))
        painter.setBrush(colour.darker(150))
        roof = QPolygonF(
            [
                QPointF(box.left(), box.top() + s * 0.46),
                QPointF(box.center().x(), box.top() + s * 0.04),
                QPointF(box.right(), box.top() + s * 0.46),
            ]
        )
        painter.drawPolygon(roof)
        painter.setBrush(BARK_DEEP)
        painter.drawEllipse(
            QRectF(box.center().x() - s * 0.11, box.top() + s * 0.64, s * 0.22, s * 0.36)
        )
        painter.setBrush(AMBER_LIGHT)
        painter.drawEllipse(QPointF(box.center().x(), box.top() + s * 0.3), s * 0.06, s * 0.06)
    painter.restore()


def paint_tile(painter: QPainter, face: EverdellFace, rect: QRectF) -> None:
    """A city card as a landscape tile: type colour, a kind glyph, name and points."""
    h = rect.height()
    colour = theme.card_type_colour(face.card_type)
    inner = rect.adjusted(1.5, 1.5, -1.5, -1.5)
    gradient = QLinearGradient(inner.topLeft(), inner.bottomLeft())
    gradient.setColorAt(0, colour.lighter(112))
    gradient.setColorAt(1, colour.darker(118))
    painter.setPen(QPen(colour.darker(190), 1.5))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(inner, h * 0.16, h * 0.16)
    glyph = QRectF(inner.left() + 3, inner.top() + 3, h * 0.62, inner.height() - 6)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(glyph, 3, 3)
    mark = glyph.adjusted(2, 3, -2, -3)
    painter.setBrush(CREAM)
    if face.is_critter:
        side = min(mark.width(), mark.height())
        painter.drawPath(worker_path(side).translated(mark.center().x() - side / 2, mark.top()))
    else:
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(mark.left(), mark.center().y()),
                    QPointF(mark.center().x(), mark.top()),
                    QPointF(mark.right(), mark.center().y()),
                    QPointF(mark.right() - 2, mark.bottom()),
                    QPointF(mark.left() + 2, mark.bottom()),
                ]
            )
        )
    if face.unique:
        painter.setBrush(AMBER_LIGHT)
        painter.drawEllipse(QPointF(glyph.right() - 2, glyph.top() + 3), 3.5, 3.5)
    badge = QRectF(
        inner.right() - h * 0.62, inner.top() + h * 0.08, h * 0.54, inner.height() - h * 0.16
    )
    points_shield(painter, face.points, badge)
    left = glyph.right() + 5
    name_rect = QRectF(left, inner.top(), badge.left() - left - 2, inner.height())
    art.paint_name(
        painter,
        face.name,
        name_rect,
        round(h * 0.4),
        Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
    )


def paint_back(painter: QPainter, title: str, rect: QRectF) -> None:
    """The card back: bark brown with the great Evertree in amber and red leaves."""
    w = rect.width()
    radius = w * 0.07
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, BARK_LIGHT)
    gradient.setColorAt(1, BARK_DEEP)
    painter.setPen(QPen(AMBER.darker(120), max(1.0, w / 40)))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    c = rect.center()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BARK_DEEP)
    painter.drawRect(QRectF(c.x() - w * 0.06, c.y(), w * 0.12, rect.height() * 0.3))
    for k in range(7):
        angle = k * 2 * math.pi / 7
        centre = QPointF(
            c.x() + w * 0.2 * math.cos(angle), c.y() - w * 0.05 + w * 0.16 * math.sin(angle)
        )
        painter.setBrush((AMBER, BERRY_RED, AMBER_LIGHT)[k % 3])
        painter.drawEllipse(centre, w * 0.14, w * 0.14)
    if title:
        painter.setPen(AMBER_LIGHT)
        painter.setFont(theme.pixel_font(max(6, round(w * 0.12)), bold=True))
        painter.drawText(
            rect.adjusted(0, w * 0.06, 0, 0),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            title,
        )
