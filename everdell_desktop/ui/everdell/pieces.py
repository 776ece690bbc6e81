"""The Everdell table's own pieces: locations and Events, and Rugwort's rats."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from .. import art, pieces, theme
from ..artkit.surfaces import paint_surface
from ..items import MeepleItem, PanelItem, words_that_fit
from . import faces

CARD_W = 168  # a Meadow or hand card: 8 of them fill a row of the table


class PlaceItem(PanelItem):
    """A location or Event: wrapped title and caption, what it pays as icons, and for an
    Event the coloured cards it asks for."""

    def __init__(self, key: str, rect: QRectF, fill: QColor, title: str) -> None:
        super().__init__(key, rect, fill, title, border=faces.AMBER.darker(140))
        self.gains: list[str] = []
        self.needs: list[QColor] = []
        self.points: int | None = None  # an Event's points on a shield, beside what it needs

    def paint(self, painter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect
        paint_surface(painter, rect, "wood", self.fill, self.radius)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        title_box, title_font, title, used = self.paint_place_title(painter, rect, flags)
        caption_font = theme.pixel_font(max(10, self.title_pixels - 3))
        caption = QRectF(rect.left() + 6, used.bottom() + 1, rect.width() - 12, rect.height() * 0.4)
        subtitle = words_that_fit(self.subtitle, caption_font, caption)
        painter.setFont(caption_font)
        words = painter.boundingRect(caption, flags, subtitle)
        art.paint_text_plate(painter, rect, words.bottom() + 4, self.radius)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(title_font)
        painter.drawText(title_box, flags, title)
        painter.setPen(faces.CREAM)
        painter.setFont(caption_font)
        painter.drawText(caption, flags, subtitle)
        self._paint_rewards(painter, rect)
        self.paint_highlight(painter, rect, self.radius)

    def _paint_rewards(self, painter: QPainter, rect: QRectF) -> None:
        """What the place pays, as pieces, and the coloured cards an Event asks for and its
        points, along its foot (its workers stand at the right)."""
        size = 26.0
        row = QRectF(rect.left() + 6, rect.bottom() - size - 6, size, size)
        for kind in self.gains:
            pieces.draw_piece(painter, kind, row)
            row.translate(size - 2, 0)
        for colour in self.needs:
            card = QRectF(row.left(), row.top() + 1, 16, 24)
            painter.setPen(QPen(colour.darker(180), 1.2))
            painter.setBrush(colour)
            painter.drawRoundedRect(card, 3, 3)
            row.translate(19, 0)
        if self.points is not None:
            shield = QRectF(row.left() + 2, row.top() - 3, size, size + 4)
            pieces.paint_points(painter, self.points, shield, theme.GOLD)


class RugwortItem(MeepleItem):
    """One of Rugwort's workers: a grey rat with a long tail and red eyes."""

    def __init__(self, key: str, seat: int, size: float) -> None:
        super().__init__(key, "worker", seat, size)

    def paint(self, painter, option, widget=None) -> None:
        size = self.size
        path = pieces.meeple_path("worker", size)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pieces.piece_shadow(painter, QRectF(0, 0, size, size), self.lifted)
        # a pale halo: the grey rat stays seen on the dark wood of the board
        painter.setPen(QPen(faces.CREAM, max(2.0, size / 9)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        pieces.paint_wood(painter, path, faces.RUGWORT_COLOUR)
        painter.setPen(QPen(QColor("#d0c8bc"), max(1.0, size / 18)))
        tail = QPainterPath(QPointF(size * 0.85, size * 0.9))
        tail.cubicTo(size * 1.1, size * 0.8, size * 1.05, size * 0.5, size * 0.95, size * 0.45)
        painter.drawPath(tail)
        painter.setBrush(faces.BERRY_RED)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(size * 0.42, size * 0.22), size * 0.05, size * 0.05)
        painter.drawEllipse(QPointF(size * 0.58, size * 0.22), size * 0.05, size * 0.05)
        self.paint_highlight(painter, QRectF(0, 0, size, size), size / 2)
