"""The base game's look: the autumn-woodland card style, its resource icons and its workers.

Importing this module registers twig, resin, pebble, berry, "any resource" and card icons and
the woodland worker with the shared painter (``ui/pieces.py``). :func:`card_face` adapts the
engine's card data to a :class:`~everdell_desktop.ui.card_style.CardFace`: Critter or Construction,
Unique or Common on its tag line, and what it hosts (or who hosts it) on its footer.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap

from everdell_desktop.core.words import language
from everdell_desktop.games.everdell import wording
from everdell_desktop.games.everdell.data import COLORS, RESOURCES, game_data

from .. import theme
from ..artkit import ArtBook, load_book, load_palette
from ..card_style import CardFace, CardStyle
from ..cloth import CLOTH_TILE, cloth
from ..i18n import tr
from ..pieces import meeple_path, register_icon, register_species
from . import spire_faces
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
RUGWORT_COLOUR = QColor("#55504a")

RESOURCE_COLOURS = {
    "twig": QColor("#9a6a3a"),
    "resin": QColor("#e8a22c"),
    "pebble": QColor("#9ea3a8"),
    "berry": QColor("#8e2a5c"),
}


def card_face(card: int) -> CardFace:
    """The face of card title ``card`` (an index into the engine's card table), in the
    current language."""
    return _card_face(card, language())


def _name(card: int) -> str:
    info = DATA.cards[card]
    return wording.name("card", info.key, info.name)


@cache
def _card_face(card: int, _language: str) -> CardFace:
    info = DATA.cards[card]
    kind = (tr("Critter") if info.critter else tr("Construction")) + " \u00b7 "
    return CardFace(
        name=_name(card),
        card_type=COLORS[info.color],
        is_critter=info.critter,
        cost=tuple((RESOURCES[i], n) for i, n in enumerate(info.cost) if n),
        points=info.points,
        text=tr(CARD_WORDS[info.key]) if info.key in CARD_WORDS else "",
        footer=_footer(card),
        unique=info.unique,
        tag=kind + (tr("Unique") if info.unique else tr("Common")),
        art=f"cards/{info.key}",
    )


def uid_face(uid: int) -> CardFace:
    """The face of the card with deck position ``uid``."""
    return card_face(DATA.uid_card[uid])


def card_key(uid: int) -> str:
    return DATA.cards[DATA.uid_card[uid]].key


def _footer(card: int) -> str:
    info = DATA.cards[card]
    if info.critter and info.host >= 0:
        return tr("Free with {card}").format(card=_name(info.host))
    guests = [other.index for other in DATA.cards if other.host == card]
    if info.hosts_any:
        return tr("Hosts any Critter for free")
    if guests:
        return tr("Hosts the {card} for free").format(card=_name(guests[0]))
    return ""


# --- icons ----------------------------------------------------------------------------------
def _round_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _twig(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    c, w, h = rect.center(), rect.width(), rect.height()
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


def _resin(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    c, w, h = rect.center(), rect.width(), rect.height()
    top = QPointF(c.x(), rect.top() + h * 0.06)
    drop = QPainterPath(top)
    drop.cubicTo(
        rect.right() + w * 0.05,
        c.y() + h * 0.1,
        c.x() + w * 0.35,
        rect.bottom(),
        c.x(),
        rect.bottom(),
    )
    drop.cubicTo(
        c.x() - w * 0.35, rect.bottom(), rect.left() - w * 0.05, c.y() + h * 0.1, top.x(), top.y()
    )
    painter.drawPath(drop)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 245, 200, 170))
    painter.drawEllipse(QRectF(c.x() - w * 0.2, c.y(), w * 0.14, h * 0.2))


def _pebble(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    c, w, h = rect.center(), rect.width(), rect.height()
    painter.drawEllipse(rect.adjusted(w * 0.08, h * 0.22, -w * 0.08, -h * 0.12))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 110))
    painter.drawEllipse(QRectF(c.x() - w * 0.25, c.y() - h * 0.12, w * 0.28, h * 0.14))


def _berry(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    c, w, h = rect.center(), rect.width(), rect.height()
    for dx, dy in ((-0.16, 0.08), (0.16, 0.08), (0.0, -0.12)):
        painter.drawEllipse(QPointF(c.x() + dx * w, c.y() + dy * h + h * 0.08), w * 0.22, h * 0.22)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(MOSS_AUTUMN)
    leaf = QPainterPath(QPointF(c.x(), rect.top() + h * 0.22))
    leaf.quadTo(c.x() + w * 0.3, rect.top(), rect.right() - w * 0.05, rect.top() + h * 0.08)
    leaf.quadTo(c.x() + w * 0.2, rect.top() + h * 0.25, c.x(), rect.top() + h * 0.22)
    painter.drawPath(leaf)


def _any(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A resource of your choice: a disc in the four resource colours."""
    w, h = rect.width(), rect.height()
    disc = rect.adjusted(w * 0.08, h * 0.08, -w * 0.08, -h * 0.08)
    for index, name in enumerate(RESOURCES):
        painter.setBrush(RESOURCE_COLOURS[name])
        painter.drawPie(disc, (90 - index * 90) * 16, -90 * 16)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(CREAM)
    painter.setFont(theme.pixel_font(max(6, round(h * 0.6)), bold=True))
    painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "?")


def _card(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    c, w, h = rect.center(), rect.width(), rect.height()
    card = QRectF(c.x() - w * 0.28, rect.top() + h * 0.08, w * 0.56, h * 0.84)
    painter.setPen(QPen(BARK, max(1.0, w / 14)))
    painter.drawRoundedRect(card, w * 0.08, w * 0.08)
    painter.setBrush(BERRY_RED)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRect(card.adjusted(w * 0.08, h * 0.1, -w * 0.08, -h * 0.55))


for _kind, _paint in {"twig": _twig, "resin": _resin, "pebble": _pebble, "berry": _berry}.items():
    register_icon(_kind, RESOURCE_COLOURS[_kind], _paint)
register_icon("any", CREAM, _any)
register_icon("card", CREAM, _card)


# --- workers --------------------------------------------------------------------------------
def _worker(path: QPainterPath, s: float) -> None:
    """A woodland critter: round head with two ears on a pear-shaped body."""
    path.addEllipse(QRectF(s * 0.3, s * 0.06, s * 0.4, s * 0.36))
    path.addEllipse(QRectF(s * 0.24, s * 0.0, s * 0.17, s * 0.17))
    path.addEllipse(QRectF(s * 0.59, s * 0.0, s * 0.17, s * 0.17))
    body = QPainterPath(QPointF(s * 0.5, s * 0.34))
    body.cubicTo(s * 0.98, s * 0.36, s * 0.96, s * 0.98, s * 0.82, s * 0.98)
    body.lineTo(s * 0.18, s * 0.98)
    body.cubicTo(s * 0.04, s * 0.98, s * 0.02, s * 0.36, s * 0.5, s * 0.34)
    path.addPath(body)


register_species("worker", _worker)


# --- the table cloth and the cards ----------------------------------------------------------
def felt_cloth() -> QPixmap:
    """The table cloth: warm bark brown with faint fallen leaves."""
    return cloth(CLOTH_TILE, BARK_DEEP, _fallen_leaves)


def _fallen_leaves(painter: QPainter) -> None:
    spots = ((40, 50, 18), (170, 30, 13), (120, 160, 22), (210, 200, 12))
    for (x, y, r), tone in zip(spots, (AMBER, BERRY_RED, BARK_LIGHT, MOSS_AUTUMN), strict=True):
        colour = QColor(tone)
        colour.setAlpha(45)
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(x, y), r * 1.5, r)


# the autumn woodland: russet, amber and berry leaves, bark, warm evening skies
PALETTE_FILE = Path(__file__).with_name("palette.json")
PALETTE = load_palette(PALETTE_FILE)
ART_BOOK = ArtBook(
    {
        **load_book(Path(__file__).with_name("art.json"), PALETTE).pictures,
        **load_book(Path(__file__).with_name("spire_art.json"), PALETTE).pictures,
    }
)


class WoodlandStyle(CardStyle):
    """Cream cards under autumn trees, amber shields, bark backs with the great Evertree."""

    paper = CREAM
    ink = INK
    points_fill = AMBER_LIGHT
    upgraded_frame = AMBER
    footer_fill = BARK_LIGHT
    footer_ink = CREAM
    sky = (QColor("#f7d58f"), QColor("#c9854a"))
    ground = BARK_LIGHT
    crowns = (BERRY_RED, AMBER, MOSS_AUTUMN)
    back_ink = AMBER_LIGHT
    back_fill = (BARK_LIGHT, BARK_DEEP)
    book, palette = ART_BOOK, PALETTE

    def critter_path(self, face: CardFace, size: float) -> QPainterPath:
        return meeple_path("worker", size)


STYLE = WoodlandStyle()


def all_faces() -> list[CardFace]:
    """Every card of the valley, then Spirecrest's Discoveries, Weather and map tiles."""
    return [*(card_face(card) for card in range(len(DATA.cards))), *spire_faces.all_faces()]
