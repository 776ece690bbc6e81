"""The Everdell table's own pieces: the table cloth, locations and Events, face-up cards."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QPixmap

from .. import art, theme
from ..items import CardItem, PanelItem
from . import faces
from .faces import draw_resource

CARD_W = 128


def felt_tile() -> QPixmap:
    """The table cloth: warm bark brown with faint fallen leaves."""
    size = 240
    pixmap = QPixmap(size, size)
    pixmap.fill(faces.BARK_DEEP)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    for index, (x, y, r) in enumerate(
        ((40, 50, 18), (170, 30, 13), (120, 160, 22), (210, 200, 12))
    ):
        colour = QColor((faces.AMBER, faces.BERRY_RED, faces.BARK_LIGHT, faces.MOSS_AUTUMN)[index])
        colour.setAlpha(45)
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(x, y), r * 1.5, r)
    painter.end()
    return pixmap


class PlaceItem(PanelItem):
    """A location or Event: wrapped title and caption, what it pays as icons, and for an
    Event the coloured cards it asks for."""

    def __init__(
        self, key: str, rect: QRectF, fill: QColor, title: str, subtitle: str = ""
    ) -> None:
        super().__init__(key, rect, fill, title, subtitle, border=faces.AMBER.darker(140))
        self.gains: list[str] = []
        self.needs: list[QColor] = []

    def paint(self, painter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, self.fill.lighter(125))
        gradient.setColorAt(1, self.fill.darker(110))
        painter.setPen(QPen(self.border, 2))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(rect, self.radius, self.radius)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        title_box = rect.adjusted(6, 4, -6, 0)
        title_box.setHeight(self.title_pixels * 2.6)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(art.fitting_font(painter, self.title, title_box, self.title_pixels))
        used = painter.boundingRect(title_box, flags, self.title)
        painter.drawText(title_box, flags, self.title)
        caption = QRectF(rect.left() + 6, used.bottom() + 1, rect.width() - 12, rect.height() * 0.4)
        painter.setPen(faces.CREAM)
        painter.setFont(theme.pixel_font(max(10, self.title_pixels - 3)))
        painter.drawText(caption, flags, self.subtitle)
        size = 28.0
        row = QRectF(rect.left() + 8, rect.top() + rect.height() * 0.62 - size, size, size)
        for kind in self.gains:
            draw_resource(painter, kind, row)
            row.translate(size + 2, 0)
        for colour in self.needs:
            card = QRectF(row.left(), row.top() - 4, 16, 24)
            painter.setPen(QPen(colour.darker(180), 1.2))
            painter.setBrush(colour)
            painter.drawRoundedRect(card, 3, 3)
            row.translate(19, 0)
        self.paint_highlight(painter, rect, self.radius)


class TableCard(CardItem):
    """A face-up card: full size in the Meadow or a hand, a tile in a city (with its Occupied
    token and point tokens drawn on it). Hovering shows it large in the table's own preview,
    which paints the base game's faces."""

    def __init__(self, key: str, renderer, face) -> None:
        super().__init__(key, renderer, CARD_W, face)
        self.occupied = False
        self.point_tokens = 0
        self.beneath = 0  # cards beneath it (Dungeon)
        self.stored: list[str] = []  # resources stocked on it (Storehouse)

    def hoverEnterEvent(self, event) -> None:
        show = getattr(self.scene(), "show_preview", None)
        if show is not None:
            show(self.face, self)

    def hoverLeaveEvent(self, event) -> None:
        show = getattr(self.scene(), "show_preview", None)
        if show is not None:
            show(None, self)

    def paint(self, painter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        rect = self.card_rect()
        if self.occupied:  # a round wooden token pinned on the tile's corner
            spot = QRectF(rect.left() - 6, rect.top() - 8, 20, 20)
            painter.setPen(QPen(faces.BARK_DEEP, 1.5))
            painter.setBrush(faces.AMBER_LIGHT)
            painter.drawEllipse(spot)
            painter.setBrush(faces.BARK)
            painter.drawEllipse(spot.adjusted(6, 6, -6, -6))
        right = rect.right() - rect.height() * 0.8
        extras = [f"+{self.point_tokens}"] if self.point_tokens else []
        extras += [f"\u25bc{self.beneath}"] if self.beneath else []
        for text in extras:  # point tokens and cards beneath, as small tags on the top edge
            spot = QRectF(right - 34, rect.top() - 9, 32, 18)
            painter.setPen(QPen(faces.BARK_DEEP, 1))
            painter.setBrush(faces.AMBER_LIGHT)
            painter.drawRoundedRect(spot, 7, 7)
            painter.setPen(faces.INK)
            painter.setFont(theme.pixel_font(12, bold=True))
            painter.drawText(spot, Qt.AlignmentFlag.AlignCenter, text)
            right -= 36
        for kind in self.stored:  # a Storehouse's stock, one small icon per resource
            spot = QRectF(right - 18, rect.top() - 9, 16, 16)
            draw_resource(painter, kind, spot)
            right -= 15
