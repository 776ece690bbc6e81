"""The Everdell table's own pieces: locations and Events, and Rugwort's rats."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from .. import art, theme
from ..items import MeepleItem, PanelItem
from . import faces

CARD_W = 168  # a Meadow or hand card: 8 of them fill a row of the table


class PlaceItem(PanelItem):
    """A location or Event: wrapped title and caption, what it pays as icons, and for an
    Event the coloured cards it asks for."""

    def __init__(self, key: str, rect: QRectF, fill: QColor, title: str) -> None:
        super().__init__(key, rect, fill, title, border=faces.AMBER.darker(140))
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
        painter.setFont(art.fitting_font(self.title, title_box, self.title_pixels))
        used = painter.boundingRect(title_box, flags, self.title)
        painter.drawText(title_box, flags, self.title)
        caption = QRectF(rect.left() + 6, used.bottom() + 1, rect.width() - 12, rect.height() * 0.4)
        painter.setPen(faces.CREAM)
        painter.setFont(theme.pixel_font(max(10, self.title_pixels - 3)))
        painter.drawText(caption, flags, self.subtitle)
        size = 28.0
        row = QRectF(rect.left() + 8, rect.top() + rect.height() * 0.62 - size, size, size)
        for kind in self.gains:
            art.draw_resource(painter, kind, row)
            row.translate(size + 2, 0)
        for colour in self.needs:
            card = QRectF(row.left(), row.top() - 4, 16, 24)
            painter.setPen(QPen(colour.darker(180), 1.2))
            painter.setBrush(colour)
            painter.drawRoundedRect(card, 3, 3)
            row.translate(19, 0)
        self.paint_highlight(painter, rect, self.radius)


class RugwortItem(MeepleItem):
    """One of Rugwort's workers: a grey rat with a long tail and red eyes."""

    def __init__(self, key: str, seat: int, size: float) -> None:
        super().__init__(key, "worker", seat, size)

    def paint(self, painter, option, widget=None) -> None:
        size = self.size
        path = art.meeple_path("worker", size)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawPath(path.translated(size * 0.06, size * 0.07))
        painter.setPen(QPen(QColor("#1c1a18"), max(1.0, size / 16)))
        painter.setBrush(faces.RUGWORT_COLOUR)
        painter.drawPath(path)
        painter.setPen(QPen(QColor("#d0c8bc"), max(1.0, size / 18)))
        tail = QPainterPath(QPointF(size * 0.85, size * 0.9))
        tail.cubicTo(size * 1.1, size * 0.8, size * 1.05, size * 0.5, size * 0.95, size * 0.45)
        painter.drawPath(tail)
        painter.setBrush(faces.BERRY_RED)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(size * 0.42, size * 0.22), size * 0.05, size * 0.05)
        painter.drawEllipse(QPointF(size * 0.58, size * 0.22), size * 0.05, size * 0.05)
        self.paint_highlight(painter, QRectF(0, 0, size, size), size / 2)
