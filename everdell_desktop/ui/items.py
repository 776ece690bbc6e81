"""Scene items. Each holds an id (``key``), never an engine object; the table syncs them.

``drag_key`` marks an item the player may pick up; ``drop_key`` marks a place it may be put.
The scene (not the items) owns dragging, highlighting and the mapping to actions.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem

from . import art, card_style, pieces, text_fit, theme
from .artkit.surfaces import paint_ornament, paint_surface, soft_shadow

_UNSET = object()


class Visual:
    """An attribute that repaints its item when it changes. Items keep a cached pixmap of
    themselves (DeviceCoordinateCache), so a changed look must invalidate it."""

    def __set_name__(self, owner, name: str) -> None:
        self.slot = "_visual_" + name

    def __get__(self, item, owner=None):
        return self if item is None else getattr(item, self.slot)

    def __set__(self, item, value) -> None:
        if getattr(item, self.slot, _UNSET) != value:
            setattr(item, self.slot, value)
            item.update()


class TableItem(QGraphicsObject):
    """Base item: an id, optional drag/drop roles, a highlight ring and a hover tooltip;
    ``marked`` rings an item the last move of another player touched, ``hinted`` one the
    coach's suggested move is about."""

    marked = Visual()
    lifted = Visual()  # picked up (dragged or selected): it casts a longer, softer shadow
    hinted = Visual()

    def __init__(self, key: str, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.drag_key: str | None = None
        self.drop_key: str | None = None
        self.click_key: str | None = None
        self._highlight = 0  # 0 none, 1 legal target, 2 under the cursor
        self.marked = False
        self.lifted = False
        self.hinted = False
        self.setAcceptHoverEvents(True)
        # Each item keeps a pixmap of itself at screen resolution, repainted only on update():
        # a frame of a moving card then costs a blit instead of re-running the drawing code.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def art_keys(self) -> tuple[str | None, ...]:
        """The art book's pictures this item paints: its table repaints it when one of them
        has been painted."""
        return ()

    def hover_words(self) -> str:
        """What hovering the item tells: its tooltip, else the words it shows (the table
        scene shows them when it has no tooltip)."""
        return self.toolTip()

    def set_highlight(self, level: int) -> None:
        if level != self._highlight:
            self._highlight = level
            self.update()

    @property
    def highlight(self) -> int:
        return self._highlight

    def paint_highlight(self, painter: QPainter, rect: QRectF, radius: float = 8) -> None:
        """The ring of a legal target or selection; else, the dotted ring of the coach's
        suggestion or the dashed ring of the last move."""
        if not self._highlight:
            if self.hinted:
                painter.setPen(QPen(theme.HINT, 6, Qt.PenStyle.DotLine))
                painter.setBrush(QColor(125, 255, 138, 50))
                painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), radius, radius)
            elif self.marked:
                pen = QPen(theme.LAST_MOVE, 4, Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.setBrush(QColor(127, 224, 255, 40))
                painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius, radius)
            return
        colour = QColor(theme.HIGHLIGHT)
        colour.setAlpha(255 if self._highlight == 2 else 200)
        painter.setPen(QPen(colour, 5 if self._highlight == 2 else 3.5))
        painter.setBrush(QColor(255, 224, 102, 60 if self._highlight == 2 else 25))
        painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)


class PanelItem(TableItem):
    """A rounded panel: a board location, a zone, a city slot; optionally a drop target.

    A panel may be made of a ``material`` (wood, stone, felt ...; ``sunken`` for a tray) and
    show a picture from its table's art book (``scenery``, painted by ``pictures``, the
    table's renderer) behind its words, which then stand on a dark plate."""

    title = Visual()
    subtitle = Visual()
    fill = Visual()
    border = Visual()
    title_pixels = Visual()
    text_colour = Visual()
    dashed = Visual()
    icon = Visual()
    material = Visual()
    sunken = Visual()
    ornament = Visual()
    scenery = Visual()

    def __init__(
        self,
        key: str,
        rect: QRectF,
        fill: QColor,
        title: str = "",
        subtitle: str = "",
        parent: QGraphicsObject | None = None,
        border: QColor | None = None,
        radius: float = 10,
    ) -> None:
        super().__init__(key, parent)
        self.rect = QRectF(rect)
        self.fill = QColor(fill)
        self.border = border or fill.darker(160)
        self.title = title
        self.subtitle = subtitle
        self.radius = radius
        self.title_pixels = 15
        self.text_colour = QColor("#ffffff")
        self.dashed = False
        self.icon: str | None = None  # a resource icon in the bottom right corner
        self.material: str | None = None
        self.sunken = False
        self.ornament: str | None = None  # a frame: flowers, vines, gold
        self.scenery: str | None = None  # an art key
        self.pictures: art.ArtRenderer | None = None

    def art_keys(self) -> tuple[str | None, ...]:
        return (self.scenery,)

    def hover_words(self) -> str:
        return self.toolTip() or "\n".join(part for part in (self.title, self.subtitle) if part)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.rect, self.radius, self.radius)
        return path

    def _paint_words(self, painter: QPainter) -> None:
        """The title (it wraps, then shrinks to fit) and the subtitle under it; a title alone
        is centred (a button), or at the top over a picture. Words that do not fit even at
        the table's least size end in an ellipsis (the tooltip says them whole)."""
        painter.setPen(self.text_colour)
        box = self.rect.adjusted(8, 4, -8, -4)
        if not self.subtitle and not self.scenery:
            font, title = button_words(self.title, self.rect, self.title_pixels)
            painter.setFont(font)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, title)
            return
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        title_box = QRectF(box.left(), box.top(), box.width(), title_height(self.title_pixels))
        title_font = text_fit.fitting_font(self.title, title_box, self.title_pixels)
        caption_font = theme.pixel_font(max(11, self.title_pixels - 2))
        title = words_that_fit(self.title, title_font, title_box)
        painter.setFont(title_font)
        used = painter.boundingRect(title_box, flags, title)
        caption_box = box.adjusted(0, used.height() + 2, 0, 0)
        subtitle = words_that_fit(self.subtitle, caption_font, caption_box)
        if self.scenery:
            painter.setFont(caption_font)
            caption = painter.boundingRect(caption_box, flags, subtitle)
            bottom = caption.bottom() if subtitle else used.bottom()
            art.paint_text_plate(painter, self.rect, bottom + 5, self.radius)
            painter.setPen(self.text_colour)
            painter.setFont(title_font)
        painter.drawText(title_box, flags, title)
        painter.setFont(caption_font)
        painter.drawText(caption_box, flags, subtitle)

    def _picture(self):
        """The panel's picture, or None (none chosen, or still waiting to be painted)."""
        if not self.scenery or self.pictures is None:
            return None
        return self.pictures.picture(self.scenery, self.rect.width(), self.rect.height())

    def paint_place_title(
        self, painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag
    ) -> tuple[QRectF, QFont, str, QRectF]:
        """A board place's picture (when it has one) and its title's layout, as the game tables'
        place items draw them: the title's box at the top, the font that fits it (left set on
        the painter), the words that fit and the space they take, for the caption below."""
        picture = self._picture()
        if picture is not None:
            art.paint_scenery(painter, rect, picture, self.radius, self.border)
        title_box = rect.adjusted(6, 4, -6, 0)
        title_box.setHeight(title_height(self.title_pixels))
        title_font = text_fit.fitting_font(self.title, title_box, self.title_pixels)
        title = words_that_fit(self.title, title_font, title_box)
        painter.setFont(title_font)
        return title_box, title_font, title, painter.boundingRect(title_box, flags, title)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.material:
            paint_surface(painter, self.rect, self.material, self.fill, self.radius, self.sunken)
        else:
            pen = QPen(self.border, 2)
            if self.dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(QBrush(self.fill))
            painter.drawRoundedRect(self.rect, self.radius, self.radius)
        picture = self._picture()
        if picture is not None:
            art.paint_scenery(painter, self.rect, picture, self.radius, self.border)
        if self.ornament:
            paint_ornament(painter, self.rect, self.ornament, self.radius)
        if self.icon:
            size = min(self.rect.width(), self.rect.height()) * (0.3 if picture else 0.42)
            corner = QRectF(self.rect.right() - size - 6, self.rect.bottom() - size - 6, size, size)
            if picture is None:
                painter.setOpacity(0.55)
            pieces.draw_piece(painter, self.icon, corner)
            painter.setOpacity(1.0)
        if self.title:
            self._paint_words(painter)
        self.paint_highlight(painter, self.rect, self.radius)


class RoundSpaceItem(TableItem):
    """A round space of a track or path, ``size`` across: its own small picture from its
    table's art book (``scenery``, painted by ``pictures``) in a ring of ``rim``, its
    ``label`` (a number, "end" ...) on a dark disc in the middle so it reads on any picture."""

    label = Visual()
    rim = Visual()

    def __init__(self, key: str, size: float, label: str, rim: QColor) -> None:
        super().__init__(key)
        self.size = size
        self.label = label
        self.label_pixels = round(size * 0.28)
        self.rim = QColor(rim)
        self.scenery: str | None = None  # an art key
        self.pictures: art.ArtRenderer | None = None

    def art_keys(self) -> tuple[str | None, ...]:
        return (self.scenery,)

    def hover_words(self) -> str:
        return self.toolTip() or self.label

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size, self.size)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self.boundingRect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 40))
        painter.drawEllipse(rect)
        art.paint_round_picture(painter, self.pictures, self.scenery, rect, self.rim)
        painter.setPen(QPen(self.rim, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(rect)
        font = theme.pixel_font(self.label_pixels, bold=True)
        metrics = QFontMetricsF(font)
        label = metrics.elidedText(self.label, Qt.TextElideMode.ElideRight, rect.width())
        half_width = metrics.horizontalAdvance(label) / 2 + self.size * 0.1
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 16, 10, 170))
        painter.drawEllipse(rect.center(), half_width, self.size * 0.2)
        painter.setPen(QColor("#fbf3dc"))
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        self.paint_highlight(painter, rect, self.size / 2)


class CardItem(TableItem):
    """A card shown face up (from a CardFace) or face down (a back titled ``back``).

    ``hovered`` (True on entry, False on exit) lets the scene show the card large; the item
    itself knows nothing of the scene it lies in."""

    hovered = Signal(bool)
    badge = Visual()
    tags = Visual()
    tokens = Visual()
    tucked = Visual()
    occupied = Visual()

    def __init__(
        self,
        key: str,
        renderer: art.ArtRenderer,
        width: int,
        face: card_style.CardFace | None,
        back: str = "",
        parent: QGraphicsObject | None = None,
    ) -> None:
        super().__init__(key, parent)
        self.renderer = renderer
        self.width = width
        self.face = face
        self.back = back
        self.badge = ""  # e.g. "x2" for a stacked duplicate
        self.tags: list[str] = []  # short notes pinned on the top edge ("+2" point tokens ...)
        self.tokens: list[str] = []  # icons on the card (a Harp, stored resources ...)
        self.tile: tuple[int, int] | None = None  # compact landscape tile instead of the card
        self.tucked = 0  # cards lying beneath (an Artisan's): their edges peek out below
        self.occupied = False  # a round marker on the corner (a Critter moved in for free)
        self.deck = ""  # which deck's back a face-down card shows (its picture)

    def decorate(self, badge: str = "", tags=(), tokens=(), tucked=0, occupied=False) -> None:
        """Set everything drawn on top of the face at once (what a sync does for each card)."""
        self.badge, self.tags, self.tokens = badge, list(tags), list(tokens)
        self.tucked, self.occupied = tucked, occupied

    def set_tile(self, tile: tuple[int, int] | None) -> None:
        if tile != self.tile:
            self.prepareGeometryChange()
            self.tile = tile
            self.update()

    def set_width(self, width: int) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width
            self.update()

    def hoverEnterEvent(self, event) -> None:
        self.hovered.emit(True)

    def hoverLeaveEvent(self, event) -> None:
        self.hovered.emit(False)

    def art_keys(self) -> tuple[str | None, ...]:
        return (self.face.art,) if self.face is not None else ()

    def set_face(self, face: card_style.CardFace | None) -> None:
        if face != self.face:
            self.face = face
            self.update()

    def boundingRect(self) -> QRectF:
        return self.card_rect().adjusted(-8, -16, 16, 24)  # room for badges and the shadow

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect().adjusted(-4, -12, 4, 12))
        return path

    def card_rect(self) -> QRectF:
        if self.tile is not None:
            return QRectF(0, 0, *self.tile)
        return QRectF(0, 0, self.width, self.width * card_style.CARD_RATIO)

    def pixmap(self) -> QPixmap:
        if self.face is None:
            return self.renderer.back(self.back, self.width, self.deck)
        if self.tile is not None:
            return self.renderer.tile(self.face, *self.tile)
        return self.renderer.card(self.face, self.width)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        rect = self.card_rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_shadow(painter, rect)
        if self.tucked:
            painter.setPen(QPen(theme.INK, 1))
            for index in range(min(self.tucked, 3), 0, -1):
                painter.setBrush(theme.PARCHMENT.darker(100 + 12 * index))
                painter.drawRoundedRect(rect.translated(3 * index, 3 * index), 5, 5)
        painter.drawPixmap(QPointF(0, 0), self.pixmap())
        # on a tile the points badge sits at the right end, so the rest goes left of it
        right = rect.right() - (rect.height() * 0.8 if self.tile else 0)
        if self.badge:
            right = self._paint_badge(painter, rect, right)
        if self.occupied:
            spot = QRectF(rect.left() - 6, rect.top() - 8, 20, 20)
            painter.setPen(QPen(theme.INK, 1.5))
            painter.setBrush(theme.STONE)
            painter.drawEllipse(spot)
            painter.setBrush(theme.STONE_DARK)
            painter.drawEllipse(spot.adjusted(6, 6, -6, -6))
        font = theme.pixel_font(12, bold=True)
        for text in self.tags:
            width, height = pill_size(font, text)
            spot = QRectF(right - width - 2, rect.top() - height / 2, width, height)
            painter.setPen(QPen(theme.INK, 1))
            painter.setBrush(theme.PARCHMENT)
            painter.drawRoundedRect(spot, 7, 7)
            painter.setFont(font)
            painter.drawText(spot, Qt.AlignmentFlag.AlignCenter, text)
            right -= width + 4
        self._paint_tokens(painter, rect, right)
        self.paint_highlight(painter, rect, min(rect.width(), rect.height()) * 0.12)

    def _paint_shadow(self, painter: QPainter, rect: QRectF) -> None:
        """A card lying on the table casts a short shadow; a lifted one a longer, softer one."""
        radius = min(rect.width(), rect.height()) * 0.07
        drop, spread, alpha = (7.0, 7.0, 60) if self.lifted else (1.5, 2.5, 70)
        soft_shadow(painter, rect.translated(drop, drop * 1.3), radius, spread, alpha)

    def _paint_badge(self, painter: QPainter, rect: QRectF, right: float) -> float:
        font = theme.pixel_font(12, bold=True)
        width, height = pill_size(font, self.badge)
        # on a card it hangs from the bottom edge, clear of the footer's words
        top = rect.center().y() - height / 2 if self.tile else rect.bottom() - height * 0.3
        box = QRectF(right - width - 2, top, width, height)
        painter.setBrush(theme.INK)
        painter.setPen(QPen(theme.GOLD, 1.5))
        painter.drawRoundedRect(box, 6, 6)
        painter.setPen(theme.GOLD)
        painter.setFont(font)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.badge)
        return box.left() - 2

    def _paint_tokens(self, painter: QPainter, rect: QRectF, right: float) -> None:
        size = min(22.0, rect.height() * 0.5)
        for index, token in enumerate(self.tokens):
            if self.tile:  # pinned on the tile's top edge, clear of the name
                left = rect.left() + rect.height() * 0.9 + index * (size + 4)
                spot = QRectF(left, rect.top() - size * 0.55, size, size)
            else:
                left = right - (index + 1) * (size + 4)
                spot = QRectF(left, rect.center().y() - size / 2, size, size)
            pieces.draw_piece(painter, token, spot.adjusted(-2, -2, 2, 2))


def pill_size(font, text: str) -> tuple[float, float]:
    """The width and height of a small label pinned on a card (a badge, a tag) that holds
    ``text`` in ``font``: at least 30 x 18, larger when the table's least font size is."""
    metrics = QFontMetricsF(font)
    return max(30.0, metrics.horizontalAdvance(text) + 10), max(18.0, metrics.height() + 2)


class MeepleItem(TableItem):
    def __init__(
        self, key: str, species: str, seat: int, size: float, parent: QGraphicsObject | None = None
    ) -> None:
        super().__init__(key, parent)
        self.species, self.seat, self.size = species, seat, size
        self.setZValue(20)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.size + 14, self.size + 14)  # room for the shadow

    def shape(self) -> QPainterPath:
        return pieces.meeple_path(self.species, self.size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        box = QRectF(0, 0, self.size, self.size)
        pieces.draw_meeple(painter, self.species, self.seat, box, self.lifted)
        self.paint_highlight(painter, QRectF(0, 0, self.size, self.size), self.size / 2)


class TokenItem(TableItem):
    """A resource icon with a count, e.g. the 3 figs in a supply; the count can be animated."""

    text_colour = Visual()

    def __init__(
        self, key: str, kind: str, count: int, size: float, parent: QGraphicsObject | None = None
    ) -> None:
        super().__init__(key, parent)
        self.kind, self.size = kind, size
        self._count = count
        self.text_colour = QColor("#ffffff")

    def get_count(self) -> int:
        return self._count

    def set_count(self, value: int) -> None:
        if value != self._count:
            self._count = value
            self.update()

    count = Property(int, get_count, set_count)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size * 2.1, self.size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        pieces.draw_piece(painter, self.kind, QRectF(0, 0, self.size, self.size))
        painter.setPen(self.text_colour)
        painter.setFont(theme.pixel_font(round(self.size * 0.72), bold=True))
        painter.drawText(
            QRectF(self.size * 1.05, 0, self.size * 1.1, self.size),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            str(self._count),
        )
        self.paint_highlight(painter, self.boundingRect(), 6)


class MedallionItem(TableItem):
    """An icon with a small number on it, e.g. a kept artifact and its points."""

    label = Visual()

    def __init__(self, key: str, kind: str, size: float, parent: QGraphicsObject | None = None):
        super().__init__(key, parent)
        self.kind, self.size = kind, size
        self.label = ""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size, self.size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        pieces.draw_piece(painter, self.kind, self.boundingRect())
        if self.label:
            painter.setPen(theme.INK)
            painter.setFont(theme.pixel_font(round(self.size * 0.5), bold=True))
            painter.drawText(
                self.boundingRect().adjusted(0, self.size * 0.18, 0, 0),
                Qt.AlignmentFlag.AlignCenter,
                self.label,
            )


class LabelItem(TableItem):
    """Plain text on the table (seat names, season, hints)."""

    def __init__(
        self,
        key: str,
        text: str,
        pixels: int,
        colour: QColor,
        width: float = 300,
        bold: bool = True,
        parent: QGraphicsObject | None = None,
    ) -> None:
        super().__init__(key, parent)
        self.text, self.pixels, self.colour, self.width, self.bold = (
            text,
            pixels,
            QColor(colour),
            width,
            bold,
        )
        self.align = Qt.AlignmentFlag.AlignLeft
        self.lines = 1  # more wrap the text onto that many lines

    def hover_words(self) -> str:
        return self.toolTip() or self.text

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def set_lines(self, lines: int) -> None:
        if lines != self.lines:
            self.prepareGeometryChange()
            self.lines = lines

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, theme.scaled(self.pixels) * (1.3 * self.lines + 0.2))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        font = theme.pixel_font(self.pixels, self.bold)
        painter.setPen(self.colour)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        box = self.boundingRect()
        if self.lines > 1:  # as many lines as the table's least font size leaves room for
            lines = max(1, min(self.lines, int(box.height() // metrics.lineSpacing())))
            flags = self.align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            text = fitted_text(self.text, metrics, self.width, lines)
        else:
            font = _within_height(font, box.height())
            painter.setFont(font)
            flags = self.align | Qt.AlignmentFlag.AlignVCenter
            text = QFontMetricsF(font).elidedText(
                self.text, Qt.TextElideMode.ElideRight, self.width
            )
        painter.drawText(box, flags, text)


def _within_height(font, height: float):
    """``font``, or a smaller one whose line overflows ``height`` by no more than its leading
    and descent: a one-line label is never clipped, even where the table's least size is
    larger than its box was made for."""
    while font.pixelSize() > 6 and QFontMetricsF(font).height() - height > font.pixelSize() / 3:
        font = QFont(font)
        font.setPixelSize(font.pixelSize() - 1)
    return font


def title_height(pixels: int) -> float:
    """Room for a panel's title of ``pixels`` (at the table's least size, if larger): two
    lines and a half."""
    return theme.pixel_font(pixels).pixelSize() * 2.6


def button_words(title: str, rect: QRectF, pixels: int) -> tuple[QFont, str]:
    """The font and words a PanelItem of ``rect`` paints its title alone in: the largest font
    up to ``pixels`` that fits (least size permitting), and ``title`` whole or cut with an
    ellipsis."""
    box = rect.adjusted(8, 4, -8, -4)
    font = text_fit.fitting_font(title, box, pixels)
    return font, words_that_fit(title, font, box)


def words_that_fit(text: str, font, box: QRectF) -> str:
    """``text`` if it wraps into ``box`` in ``font``, else its longest run of whole words
    that does with an ellipsis."""
    metrics = QFontMetricsF(font)
    lines = max(1, int((box.height() + 0.5) // metrics.lineSpacing()))
    return fitted_text(text, metrics, box.width(), lines)


def fitted_text(text: str, metrics: QFontMetricsF, width: float, lines: int) -> str:
    """``text`` if it wraps into ``lines`` lines of ``width``, else its longest run of whole
    words that fits with an ellipsis: no line is ever painted cut in half."""
    wrap = int(Qt.TextFlag.TextWordWrap)

    def fits(candidate: str) -> bool:
        box = metrics.boundingRect(QRectF(0, 0, width, 1e6), wrap, candidate)
        return box.height() <= metrics.lineSpacing() * lines + 0.5

    if fits(text):
        return text
    words = text.split(" ")
    low, high = 0, len(words) - 1
    while low < high:  # the most words that still fit with the ellipsis
        middle = (low + high + 1) // 2
        if fits(" ".join(words[:middle]) + "\u2026"):
            low = middle
        else:
            high = middle - 1
    return " ".join(words[:low]) + "\u2026"


class DieItem(TableItem):
    """A River Market die: a wooden cube seen from above, bevelled, showing the icons of its
    current face as small pieces (or its label)."""

    def __init__(self, key: str, size: float, parent: QGraphicsObject | None = None) -> None:
        super().__init__(key, parent)
        self.size = size
        self.face: tuple[tuple[str, int], ...] = ()
        self.label = ""

    def set_face(self, face: tuple[tuple[str, int], ...], label: str = "") -> None:
        self.face, self.label = face, label
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.size + 8, self.size + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.size, self.size)
        pieces.paint_die(painter, rect, QColor("#f39c34"))
        icons = [kind for kind, amount in self.face for _ in range(amount)]
        if icons:
            n = len(icons)
            cols = 1 if n == 1 else 2
            rows = (n + cols - 1) // cols
            cell = self.size * 0.8 / max(cols, rows)
            for index, kind in enumerate(icons):
                r, c = divmod(index, cols)
                x = self.size * 0.1 + c * cell + (self.size * 0.8 - cols * cell) / 2
                y = self.size * 0.1 + r * cell + (self.size * 0.8 - rows * cell) / 2
                pieces.draw_piece(painter, kind, QRectF(x, y, cell, cell))
        elif self.label:
            painter.setPen(theme.INK)
            painter.setFont(theme.pixel_font(round(self.size * 0.22), bold=True))
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.label
            )
        self.paint_highlight(painter, rect, self.size * 0.18)


class BannerItem(QGraphicsObject):
    """A large message across the table (season change, game over) that fades away."""

    def __init__(self, text: str, rect: QRectF) -> None:
        super().__init__()
        self.text, self.rect = text, QRectF(rect)
        self.setZValue(1000)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.GOLD, 4))
        painter.setBrush(QColor(15, 59, 46, 225))
        painter.drawRoundedRect(self.rect, 24, 24)
        painter.setPen(theme.GOLD)
        painter.setFont(theme.pixel_font(round(self.rect.height() * 0.42), bold=True))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)
