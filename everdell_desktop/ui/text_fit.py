"""Words on the painted table: the largest font whose wrapped text fits a box, lines broken
to a width, a name or a line cut with an ellipsis when even the least size does not fit.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
)

from . import theme

WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


def fitting_font(text: str, rect: QRectF, pixels: int, bold: bool = True) -> QFont:
    """The largest font up to ``pixels`` whose wrapped ``text`` fits in ``rect``."""
    while pixels > 6:
        candidate = theme.pixel_font(pixels, bold)
        bound = QFontMetricsF(candidate).boundingRect(rect, WRAP, text)
        if bound.height() <= rect.height() and bound.width() <= rect.width():
            return candidate
        pixels -= 1
    return theme.pixel_font(pixels, bold)


def paint_name(painter: QPainter, name: str, rect: QRectF, pixels: int, align) -> None:
    """A tile's name in white, in the largest bold font up to ``pixels`` that fits; when even
    the table's least size does not fit, one line ending in an ellipsis (the tile shows its
    card whole on hover)."""
    painter.setPen(QColor("#ffffff"))
    font = fitting_font(name, rect, pixels)
    painter.setFont(font)
    if fits(font, rect, name):
        painter.drawText(rect, align | Qt.TextFlag.TextWordWrap, name)
        return
    draw_one_line(painter, name, rect, align & Qt.AlignmentFlag.AlignHorizontal_Mask)


def draw_one_line(painter: QPainter, text: str, rect: QRectF, align) -> None:
    """``text`` on one line centred in ``rect`` in the painter's font: ending in an ellipsis
    when too wide, and never clipped in height (a box too low for the font grows about its
    middle)."""
    metrics = QFontMetricsF(painter.font())
    line = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    height = max(rect.height(), metrics.height())
    box = QRectF(rect.left(), rect.center().y() - height / 2, rect.width(), height)
    painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, line)


def wrap_lines(metrics: QFontMetricsF, text: str, width: float) -> list[str]:
    """``text`` broken into lines no wider than ``width`` (a word too long stands alone)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if line and metrics.horizontalAdvance(candidate) > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def body_lines(
    text: str, rect: QRectF, largest: int, smallest: int, zoom_shows_it: bool = False
) -> tuple[int, list[str]]:
    """The font size and lines for a card's ability text in ``rect``: the largest size from
    ``largest`` down to ``smallest`` at which everything fits. Below that, a text the zoomed
    card shows (``zoom_shows_it``) is left out (no lines): a text cut short would say less
    than the card does; else it keeps ``smallest`` and is cut after the last whole line that
    fits, ending in an ellipsis."""
    pixels = largest
    while True:
        metrics = QFontMetricsF(theme.pixel_font(pixels))
        lines = wrap_lines(metrics, text, rect.width())
        room = max(0, int(rect.height() // metrics.lineSpacing()))
        if len(lines) <= room and fits_across(metrics, lines, rect.width()):
            return pixels, lines
        if pixels <= smallest:
            if zoom_shows_it or not room:
                return pixels, []
            kept = lines[:room]
            kept[-1] = _with_ellipsis(metrics, kept[-1], rect.width())
            return pixels, kept
        pixels -= 1


def fits_across(metrics: QFontMetricsF, lines: list[str], width: float) -> bool:
    """No line is wider than ``width`` (a single long word may be)."""
    return all(metrics.horizontalAdvance(line) <= width + 0.5 for line in lines)


def fits(font: QFont, rect: QRectF, text: str, flags=WRAP) -> bool:
    """``text`` in ``font`` fits in ``rect`` (wrapped at spaces by default)."""
    bound = QFontMetricsF(font).boundingRect(rect, flags, text)
    return bound.height() <= rect.height() + 0.5 and bound.width() <= rect.width() + 0.5


def _with_ellipsis(metrics: QFontMetricsF, line: str, width: float) -> str:
    """``line`` with words dropped from its end until it fits with a trailing ellipsis."""
    words = line.split()
    while words:
        candidate = " ".join(words) + "\u2026"
        if metrics.horizontalAdvance(candidate) <= width:
            return candidate
        words.pop()
    return "\u2026"


def draw_lines(painter: QPainter, lines: list[str], rect: QRectF, pixels: int, colour) -> None:
    """Draw wrapped lines centred in ``rect`` (vertically too)."""
    font = theme.pixel_font(pixels)
    spacing = QFontMetricsF(font).lineSpacing()
    painter.setFont(font)
    painter.setPen(colour)
    top = rect.top() + max(0.0, (rect.height() - spacing * len(lines)) / 2)
    for index, line in enumerate(lines):
        row = QRectF(rect.left(), top + index * spacing, rect.width(), spacing)
        painter.drawText(row, Qt.AlignmentFlag.AlignCenter, line)
