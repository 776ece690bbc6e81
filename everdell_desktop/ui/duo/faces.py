"""Everdell Duo's look: a sunny riverside meadow, its resource icons, the Hare, Turtle and Skunk
meeples, the Sun and Moon tokens and the places of the board.

Importing this module registers Duo's own icon kinds (``duo_twig`` ... ``duo_card``) and meeple
species (``duo_hare``, ``duo_turtle``, ``duo_skunk``) with the shared painter, under names no
other game uses, so a table of another game keeps its own drawings. All of it is drawn in code.
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from everdell_desktop.core.words import language
from everdell_desktop.games.duo.data import COLORS, RESOURCES, effect_info
from everdell_desktop.games.duo.engine import CARDS
from everdell_desktop.games.duo.skunk import GOOD_NEWS
from everdell_desktop.games.duo.text import (
    card_name,
    card_text,
    colour_name,
    effect_words,
    good_news_name,
)

from .. import art, theme
from ..artkit import load_book, load_palette
from ..card_style import CardFace, CardStyle
from ..cloth import cloth
from ..i18n import tr
from ..items import PanelItem, TableItem, words_that_fit
from ..pieces import add_body, draw_resource, meeple_path, register_icon, register_species
from ..text_fit import fitting_font

MEADOW_DEEP = QColor("#233d2a")
MEADOW = QColor("#3e6b3a")
MEADOW_LIGHT = QColor("#8fbf5a")
SUNNY = QColor("#ffd25a")
DUSK = QColor("#2c3e6b")
MOONLIGHT = QColor("#dfe6f5")
CREAM = QColor("#fbf3dc")
INK = QColor("#1f2a1c")
RIVER_BLUE = QColor("#3f86b0")
SKUNK_BLACK = QColor("#2a2a2e")
TYPE_OF = dict(
    zip(COLORS, ("production", "traveler", "destination", "governance", "prosperity"), strict=True)
)
RESOURCE_KINDS = tuple(f"duo_{name}" for name in RESOURCES)  # icon kinds, in resource order
RESOURCE_COLOURS = dict(
    zip(
        RESOURCE_KINDS,
        (QColor("#a0703e"), QColor("#f0a935"), QColor("#a3a9ae"), QColor("#b0336d")),
        strict=True,
    )
)


# --- icons ----------------------------------------------------------------------------------
def _twig(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    w, h = rect.width(), rect.height()
    stick = QPen(colour.darker(170), w * 0.16)
    stick.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(stick)
    painter.drawLine(
        QPointF(rect.left() + w * 0.15, rect.bottom() - h * 0.15),
        QPointF(rect.right() - w * 0.15, rect.top() + h * 0.15),
    )
    painter.setPen(QPen(colour.lighter(120), w * 0.08))
    painter.drawLine(
        rect.center(), QPointF(rect.center().x() + w * 0.25, rect.center().y() + h * 0.1)
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(MEADOW_LIGHT)
    painter.drawEllipse(QPointF(rect.right() - w * 0.2, rect.top() + h * 0.22), w * 0.12, h * 0.08)


def _resin(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    w, h = rect.width(), rect.height()
    drop = QPainterPath(QPointF(rect.center().x(), rect.top() + h * 0.08))
    drop.quadTo(
        rect.right() - w * 0.05,
        rect.bottom() - h * 0.15,
        rect.center().x(),
        rect.bottom() - h * 0.06,
    )
    drop.quadTo(
        rect.left() + w * 0.05, rect.bottom() - h * 0.15, rect.center().x(), rect.top() + h * 0.08
    )
    painter.drawPath(drop)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 250, 215, 180))
    painter.drawEllipse(
        QPointF(rect.center().x() - w * 0.1, rect.center().y() + h * 0.1), w * 0.07, h * 0.1
    )


def _pebble(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    w, h = rect.width(), rect.height()
    painter.drawEllipse(rect.adjusted(w * 0.1, h * 0.25, -w * 0.1, -h * 0.12))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 120))
    painter.drawEllipse(
        QPointF(rect.center().x() - w * 0.12, rect.center().y()), w * 0.14, h * 0.07
    )


def _berry(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    w, h = rect.width(), rect.height()
    painter.drawEllipse(
        QPointF(rect.center().x(), rect.center().y() + h * 0.08), w * 0.34, h * 0.34
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(MEADOW_LIGHT)
    leaf = QPainterPath(QPointF(rect.center().x(), rect.top() + h * 0.28))
    leaf.quadTo(
        rect.center().x() - w * 0.3, rect.top(), rect.left() + w * 0.1, rect.top() + h * 0.12
    )
    leaf.quadTo(
        rect.center().x() - w * 0.1, rect.top() + h * 0.3, rect.center().x(), rect.top() + h * 0.28
    )
    painter.drawPath(leaf)
    painter.setBrush(QColor(255, 255, 255, 110))
    painter.drawEllipse(QPointF(rect.center().x() + w * 0.1, rect.center().y()), w * 0.07, h * 0.07)


def _any(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A resource of your choice: a disc in the four resource colours with a question mark."""
    w, h = rect.width(), rect.height()
    disc = rect.adjusted(w * 0.08, h * 0.08, -w * 0.08, -h * 0.08)
    for index, kind in enumerate(RESOURCE_KINDS):
        painter.setBrush(RESOURCE_COLOURS[kind])
        painter.drawPie(disc, (90 - index * 90) * 16, -90 * 16)
    painter.setPen(CREAM)
    painter.setFont(theme.pixel_font(max(6, round(h * 0.6)), bold=True))
    painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "?")


def _card(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    w, h = rect.width(), rect.height()
    card = QRectF(rect.center().x() - w * 0.28, rect.top() + h * 0.08, w * 0.56, h * 0.84)
    painter.setPen(QPen(INK, max(1.0, w / 14)))
    painter.drawRoundedRect(card, w * 0.08, w * 0.08)
    painter.setBrush(MEADOW)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(card.center(), w * 0.13, w * 0.13)


for _kind, _paint in zip(RESOURCE_KINDS, (_twig, _resin, _pebble, _berry), strict=True):
    register_icon(_kind, RESOURCE_COLOURS[_kind], _paint)
register_icon("duo_any", CREAM, _any)
register_icon("duo_card", CREAM, _card)


# --- meeples --------------------------------------------------------------------------------
def _hare(path: QPainterPath, s: float) -> None:
    """Long upright ears on the family's body."""
    add_body(path, s, 0.3, neck=0.36)
    path.addEllipse(QRectF(s * 0.3, -s * 0.2, s * 0.14, s * 0.34))
    path.addEllipse(QRectF(s * 0.56, -s * 0.2, s * 0.14, s * 0.34))


def _turtle(path: QPainterPath, s: float) -> None:
    """A domed shell with a small head poking out."""
    path.addEllipse(QRectF(s * 0.08, s * 0.3, s * 0.84, s * 0.62))
    path.addRect(QRectF(s * 0.08, s * 0.62, s * 0.84, s * 0.3))
    path.addEllipse(QRectF(s * 0.68, s * 0.16, s * 0.26, s * 0.26))


def _skunk(path: QPainterPath, s: float) -> None:
    """A small body and a great plumed tail."""
    add_body(path, s, 0.3, neck=0.34)
    tail = QPainterPath(QPointF(s * 0.8, s * 0.9))
    tail.cubicTo(s * 1.15, s * 0.6, s * 1.05, s * 0.05, s * 0.72, s * 0.1)
    tail.cubicTo(s * 0.95, s * 0.35, s * 0.9, s * 0.6, s * 0.7, s * 0.85)
    path.addPath(tail)


register_species("duo_hare", _hare)
register_species("duo_turtle", _turtle)
register_species("duo_skunk", _skunk)
SPECIES = ("duo_hare", "duo_turtle")


# --- cards ----------------------------------------------------------------------------------
def card_face(card: int) -> CardFace:
    """A card's face in the current language."""
    return _card_face(card, language())


@cache
def _card_face(card: int, _language: str) -> CardFace:
    info = CARDS[card]
    cost = [(kind, n) for kind, n in zip(RESOURCE_KINDS, info.cost, strict=True) if n]
    if info.discard:
        cost.append(("duo_card", info.discard))
    kind = tr("Critter") if info.critter else tr("Construction")
    footer = tr("Free by an Occupied token on a {colour} Construction").format(
        colour=colour_name(info.color)
    )
    return CardFace(
        name=card_name(card),
        card_type=TYPE_OF[COLORS[info.color]],
        is_critter=info.critter,
        cost=tuple(cost),
        points=info.points,
        text=card_text(info),
        footer=footer if info.critter else "",
        tag=f"{kind} \u00b7 {colour_name(info.color)}",
        art=f"cards/{info.key}",
    )


def good_news_face(index: int) -> CardFace:
    return _good_news_face(index, language())


@cache
def _good_news_face(index: int, _language: str) -> CardFace:
    news = GOOD_NEWS[index]
    return CardFace(
        name=good_news_name(news.key),
        card_type="good news",
        text=effect_words(effect_info(news.effect)),
        tag=tr("Good News \u00b7 cooperative") if news.coop else tr("Good News \u00b7 solo"),
        art=f"news/{news.key}",
    )


def all_faces() -> list[CardFace]:
    """Every card, then the Skunk's Good News."""
    return [
        *(card_face(card) for card in range(len(CARDS))),
        *(good_news_face(index) for index in range(len(GOOD_NEWS))),
    ]


def meadow_cloth() -> QPixmap:
    """The table cloth: deep meadow green with faint flowers."""
    return cloth(240, MEADOW_DEEP, _flowers)


def _flowers(painter: QPainter) -> None:
    for (x, y, r), tone in zip(
        ((30, 60, 9), (150, 40, 7), (100, 170, 11), (210, 190, 8), (60, 210, 6)),
        (SUNNY, CREAM, MEADOW_LIGHT, RIVER_BLUE, SUNNY),
        strict=True,
    ):
        colour = QColor(tone)
        colour.setAlpha(40)
        painter.setBrush(colour)
        for k in range(5):
            angle = k * 2 * math.pi / 5
            painter.drawEllipse(
                QPointF(x + r * math.cos(angle), y + r * math.sin(angle)), r * 0.7, r * 0.7
            )


# the sunny riverside meadow: fresh greens, buttercup yellow, river blue, a clear sky
PALETTE_FILE = Path(__file__).with_name("palette.json")
PALETTE = load_palette(PALETTE_FILE)
ART_BOOK = load_book(Path(__file__).with_name("art.json"), PALETTE)


class MeadowStyle(CardStyle):
    """Cream cards under a sunny sky over green hills; night-blue backs with a sun and a moon."""

    paper = CREAM
    ink = INK
    points_fill = SUNNY
    footer_fill = MEADOW
    footer_ink = CREAM
    sky = (QColor("#bfe3f2"), QColor("#f7e7a8"))
    ground = MEADOW_LIGHT.darker(115)
    crowns = (MEADOW, MEADOW_LIGHT, QColor("#5d8f3a"))
    back_fill = (DUSK, QColor("#17223f"))
    back_ink = SUNNY
    book, palette = ART_BOOK, PALETTE

    def critter_path(self, face: CardFace, size: float) -> QPainterPath:
        return meeple_path("duo_hare", size)

    def paint_back(self, painter: QPainter, title: str, rect: QRectF, deck: str = "") -> None:
        super().paint_back(painter, "", rect, deck)
        w = rect.width()
        paint_sun(painter, QPointF(rect.center().x() - w * 0.16, rect.center().y()), w * 0.16)
        paint_moon(painter, QPointF(rect.center().x() + w * 0.18, rect.center().y()), w * 0.14)
        self.paint_back_title(painter, title, rect)


STYLE = MeadowStyle()


# --- the Sun, the Moon and the board's places -------------------------------------------------
def paint_sun(painter: QPainter, centre: QPointF, radius: float) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#e08a1e"), max(1.0, radius / 5)))
    for k in range(12):
        angle = k * math.pi / 6
        inner, outer = radius * 1.05, radius * 1.45
        painter.drawLine(
            QPointF(centre.x() + inner * math.cos(angle), centre.y() + inner * math.sin(angle)),
            QPointF(centre.x() + outer * math.cos(angle), centre.y() + outer * math.sin(angle)),
        )
    glow = QRadialGradient(centre, radius)
    glow.setColorAt(0, QColor("#fff3b0"))
    glow.setColorAt(1, SUNNY)
    painter.setBrush(QBrush(glow))
    painter.drawEllipse(centre, radius, radius)
    painter.restore()


def paint_moon(painter: QPainter, centre: QPointF, radius: float) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    disc = QPainterPath()
    disc.addEllipse(centre, radius, radius)
    bite = QPainterPath()
    bite.addEllipse(
        QPointF(centre.x() + radius * 0.55, centre.y() - radius * 0.25),
        radius * 0.85,
        radius * 0.85,
    )
    painter.setPen(QPen(QColor("#8d9bbd"), max(1.0, radius / 6)))
    painter.setBrush(MOONLIGHT)
    painter.drawPath(disc.subtracted(bite))
    painter.restore()


class TimerToken(TableItem):
    """The Sun or the Moon on the path."""

    def __init__(self, key: str, token: str, size: float) -> None:
        super().__init__(key)
        self.token, self.size = token, size
        self.setZValue(30)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.size * 0.5, -self.size * 0.5, self.size * 2, self.size * 2)

    def paint(self, painter, option, widget=None) -> None:
        centre = QPointF(self.size / 2, self.size / 2)
        if self.token == "sun":
            paint_sun(painter, centre, self.size * 0.34)
        else:
            paint_moon(painter, centre, self.size * 0.42)
        self.paint_highlight(painter, QRectF(0, 0, self.size, self.size), self.size / 2)


class PlaceItem(PanelItem):
    """A Farm, a River space, an Event space or a Season tile: its picture (when the table
    shows one), a title and a caption on a dark plate, and what it gives as pieces on a plate
    along its foot."""

    def __init__(self, key: str, rect: QRectF, fill: QColor, title: str) -> None:
        super().__init__(key, rect, fill, title, border=SUNNY.darker(160))
        self.gains: list[str] = []
        self.lit = False  # a golden edge (the current Season tile)

    def paint(self, painter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, self.fill.lighter(120))
        gradient.setColorAt(1, self.fill.darker(115))
        painter.setPen(QPen(self.border, 2))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(rect, self.radius, self.radius)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        title_box, title_font, title, used = self.paint_place_title(painter, rect, flags)
        icons = 30.0 if self.gains else 0.0
        caption = QRectF(
            rect.left() + 6,
            used.bottom() + 2,
            rect.width() - 12,
            rect.bottom() - used.bottom() - icons - 8,
        )
        caption_font = fitting_font(
            self.subtitle, caption, max(11, self.title_pixels - 3), bold=False
        )
        subtitle = words_that_fit(self.subtitle, caption_font, caption)
        if self.scenery:
            painter.setFont(caption_font)
            words = painter.boundingRect(caption, flags, subtitle)
            art.paint_text_plate(painter, rect, words.bottom() + 3, self.radius)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(title_font)
        painter.drawText(title_box, flags, title)
        painter.setPen(CREAM)
        painter.setFont(caption_font)
        painter.drawText(caption, flags, subtitle)
        row = QRectF(rect.left() + 8, rect.bottom() - icons - 4, icons - 2, icons - 2)
        if self.gains and self.scenery:
            plate = QRectF(row.left() - 4, row.top() - 3, icons * len(self.gains) + 6, icons + 4)
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
            painter.setBrush(QColor(12, 10, 8, 190))
            painter.drawRoundedRect(plate, 8, 8)
        for kind in self.gains:
            draw_resource(painter, kind, row)
            row.translate(icons, 0)
        if self.lit:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(SUNNY, 4))
            painter.drawRoundedRect(rect, self.radius, self.radius)
        self.paint_highlight(painter, rect, self.radius)
