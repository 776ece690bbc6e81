"""Card faces composed from data: what a face shows (:class:`CardFace`), where its name,
cost, points, picture and text go (:func:`card_layout`), and how one game's cards look
(:class:`CardStyle`). A game's own look lives in ``ui/<game>/faces.py``: a :class:`CardStyle`
subclass (colours, its art book and palette, back, tile glyph). A card's picture is composed
from the game's art book by the art kit (``ui/artkit``, ``docs/art.md``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from . import theme
from .artkit import ArtBook, ArtPalette, Picture, paint_picture, seed_of
from .artkit.surfaces import grain, sun_glow
from .pieces import cost_row_height, meeple_path, paint_cost, paint_points, star
from .text_fit import (
    WRAP,
    body_lines,
    draw_lines,
    draw_one_line,
    fits,
    fitting_font,
    paint_name,
)

CARD_RATIO = 1.4  # height / width


@dataclass(frozen=True, slots=True)
class CardFace:
    """What a card face shows, independent of any game's card model.

    ``tag`` is a small line under the picture (e.g. "Critter · Unique"); ``footer`` a strip at
    the foot (what the upgraded side does, what the card hosts), marked with the style's upgrade
    mark when ``footer_mark``; ``capacity`` the cards an Artisan can hold beneath it; ``art``
    the key of its picture in the style's art book (names may be translated, keys are not).
    """

    name: str
    card_type: str
    is_critter: bool = False
    cost: tuple[tuple[str, int], ...] = ()
    points: int = 0
    text: str = ""
    upgraded: bool = False
    footer: str = ""
    footer_mark: bool = False
    capacity: int = 0
    unique: bool = False
    tag: str = ""
    art: str = ""


@dataclass(slots=True)
class CardLayout:
    """Where each part of a card face goes, and the fonts of its words. ``cost``, ``tag`` and
    ``footer`` are None when the face has none."""

    frame: QRectF
    banner: QRectF
    name: QRectF
    name_font: QFont
    shield: QRectF
    cost: QRectF | None
    cost_row: float
    picture: QRectF  # where the picture's figures stand: clear of the cost column
    window: QRectF  # the picture's whole band, behind the cost column too
    tag: QRectF | None
    tag_font: QFont | None
    body: QRectF
    body_pixels: int  # before the text-size setting, as pixel_font takes it
    lines: list[str]
    footer: QRectF | None
    footer_pixels: int
    footer_lines: list[str]

    def text_pixels(self) -> dict[str, int]:
        """The size in pixels of the name, the cost figures, the points and the ability text,
        at the face's own size (times the view's scale: the size on screen)."""
        return {
            "name": self.name_font.pixelSize(),
            "cost": theme.scaled(round(self.cost_row * 0.82)) if self.cost else 0,
            "points": theme.scaled(round(self.shield.height() * 0.56)),
            "text": theme.scaled(self.body_pixels),
        }


def card_layout(face: CardFace, rect: QRectF, detailed: bool = False) -> CardLayout:
    """The composition of every card face. Sizes are fractions of the width ``w``: the name
    up to 0.125 w (wrapped, shrunk to fit, never cut: the banner grows for it when the
    table's least size is large), the cost figures 0.14 w, the text from 0.115 w down to
    0.108 w. On the table a tag, text or footer that does not fit whole is left to the zoomed
    card (``detailed``), which shrinks its text down to the readable size instead."""
    w = rect.width()
    frame = rect.adjusted(1, 1, -1, -1)
    left = frame.left() + w * (0.18 if face.upgraded else 0.055)
    shield_left = frame.right() - w * 0.23
    name_font, name_height = _name_fit(face.name, shield_left - w * 0.01 - left, w)
    grown = max(0.0, name_height + w * 0.02 - w * 0.27)
    banner = QRectF(
        frame.left() + w * 0.03, frame.top() + w * 0.03, frame.width() - w * 0.06, w * 0.27 + grown
    )
    shield = QRectF(banner.right() - w * 0.2, banner.top() + w * 0.015, w * 0.2, w * 0.24)
    name = QRectF(left, banner.top(), shield.left() - w * 0.01 - left, banner.height())
    top = banner.bottom() + w * 0.025
    cost, cost_row, picture_left, text_top = None, 0.0, frame.left() + w * 0.05, top
    if not face.upgraded:
        cost = QRectF(frame.left() + w * 0.03, top, w * 0.3, w * 0.51)
        cost_row = cost_row_height(cost, len(face.cost))
        text_top = top + cost_row * max(1, len(face.cost))
        picture_left = cost.right() + w * 0.02
    picture_h = max(w * 0.12, w * 0.3 - grown)
    picture = QRectF(picture_left, top, frame.right() - w * 0.04 - picture_left, picture_h)
    window = QRectF(
        banner.left(), top - w * 0.012, banner.width(), picture.bottom() - top + w * 0.012
    )
    text_top = max(text_top, picture.bottom())
    tag = tag_font = None
    if face.tag:
        tag = QRectF(picture.left(), picture.bottom(), picture.width(), w * 0.1)
        tag_font = fitting_font(face.tag, tag, round(w * 0.075))
        if detailed or fits(tag_font, tag, face.tag, Qt.AlignmentFlag.AlignCenter):
            text_top = max(text_top, tag.bottom())
        else:
            tag = tag_font = None
    footer, footer_pixels, footer_lines = _footer_fit(face, frame, w, detailed)
    bottom = footer.top() if footer is not None else frame.bottom() - w * 0.02
    body = QRectF(
        frame.left() + w * 0.04, text_top + w * 0.01, frame.width() - w * 0.08, bottom - text_top
    )
    smallest = READABLE if detailed else round(w * 0.108)
    pixels, lines = body_lines(face.text, body, round(w * 0.115), smallest, not detailed)
    if face.footer and footer is None and not detailed:  # room the text leaves may hold it
        used = QFontMetricsF(theme.pixel_font(pixels)).lineSpacing() * len(lines)
        spare = body.height() - used - w * 0.03
        footer, footer_pixels, footer_lines = _footer_fit(face, frame, w, detailed, spare)
        if footer is not None:
            body.setBottom(footer.top())
    return CardLayout(
        frame=frame,
        banner=banner,
        name=name,
        name_font=name_font,
        shield=shield,
        cost=cost,
        cost_row=cost_row,
        picture=picture,
        window=window,
        tag=tag,
        tag_font=tag_font,
        body=body,
        body_pixels=pixels,
        lines=lines,
        footer=footer,
        footer_pixels=footer_pixels,
        footer_lines=footer_lines,
    )


READABLE = theme.READABLE_PX  # the zoomed card's least text size (it is shown at scale 1)


def _name_fit(name: str, width: float, w: float) -> tuple[QFont, float]:
    """The name's font (up to 0.125 w, shrunk to fit the banner's usual height) and the height
    its wrapped lines take (more than the banner when the table's least size forbids
    shrinking it further)."""
    font = fitting_font(name, QRectF(0, 0, width, w * 0.27), round(w * 0.125))
    needed = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), WRAP, name)
    return font, needed.height()


def footer_text_box(strip: QRectF, w: float, marked: bool) -> QRectF:
    """Where a footer's words go in its strip (after the upgrade mark, when it has one)."""
    box = strip.adjusted(w * 0.03, 1, -w * 0.03, -1)
    if marked:
        box.setLeft(strip.left() + w * 0.13)
    return box


def _footer_fit(face: CardFace, frame: QRectF, w: float, detailed: bool, room: float = 0.0):
    """The footer's strip (``room`` tall when that is more than usual), font size and lines;
    on the table no strip when its words do not fit whole (the zoomed card shows them)."""
    if not face.footer:
        return None, 0, []
    height = max(room, w * (0.2 if detailed else 0.15))
    strip = QRectF(frame.left() + w * 0.03, frame.bottom() - height - w * 0.02, w * 0.94, height)
    box = footer_text_box(strip, w, face.footer_mark)
    smallest = READABLE if detailed else round(w * 0.07)
    pixels, lines = body_lines(face.footer, box, round(w * 0.08), smallest, not detailed)
    if not lines and not detailed:
        return None, 0, []
    return strip, pixels, lines


class CardStyle:
    """How one game's cards look. Where the name, cost, points, picture and text sit is decided
    here, once for every game; a game's style sets the colours and draws its own motif figure,
    upgrade mark, tile glyph and card back."""

    paper = theme.PARCHMENT
    ink = theme.INK
    points_fill = theme.GOLD
    upgraded_frame = theme.GOLD
    footer_fill = QColor("#2b2b2b")
    footer_ink = QColor("#f0e6cc")
    sky = (theme.RIVER_LIGHT, theme.MOSS)
    ground = theme.LEAF.darker(130)
    crowns = (theme.LEAF, theme.MOSS, theme.JUNGLE)
    back_fill = (theme.JUNGLE, theme.JUNGLE_DEEP)
    back_ink = theme.GOLD
    book: ArtBook | None = None  # the game's pictures (cards, places, backs ...)
    palette: ArtPalette | None = None  # the colours they are painted in
    _pictures: PictureSource | None = None  # where the face being drawn gets its picture

    @contextmanager
    def drawing_with(self, pictures: PictureSource) -> Iterator[None]:
        """Draw faces with pictures from ``pictures`` (a renderer's cache) meanwhile;
        without one, a face paints its picture itself."""
        before, self._pictures = self._pictures, pictures
        try:
            yield
        finally:
            self._pictures = before

    def paint_art(self, painter: QPainter, key: str, rect: QRectF, stage: QRectF) -> bool:
        """The picture ``key`` filling ``rect``, its figures on ``stage``: from the renderer's
        cache while drawing with one, else painted here. False while it waits to be painted."""
        if self._pictures is None:
            paint_picture(painter, self.picture(key), rect, self.palette, stage, seed_of(key))
            return True
        pixmap = self._pictures(key, rect, stage)
        if pixmap is None:
            return False
        painter.drawPixmap(rect.topLeft(), pixmap)
        return True

    def paint_waiting_art(self, painter: QPainter, rect: QRectF) -> None:
        """What stands in a picture's place for the moment before it is painted: its sky
        fading into its ground."""
        palette = self.palette
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, palette.skies["day"][0])
        gradient.setColorAt(0.6, palette.skies["day"][1])
        gradient.setColorAt(0.62, palette.far[1])
        gradient.setColorAt(1.0, palette.grass.darker(120))
        painter.fillRect(rect, gradient)

    def picture(self, key: str) -> Picture | None:
        """The art book's picture ``key`` (None when the style has no book or no such key)."""
        if self.book is None or self.palette is None or not key:
            return None
        return self.book.get(key)

    # --- what a game may draw its own way ----------------------------------------------------
    def critter_path(self, face: CardFace, size: float) -> QPainterPath:
        """The figure on a Critter's picture."""
        return meeple_path("meeple", size)

    def paint_mark(self, painter: QPainter, centre: QPointF, radius: float) -> None:
        """The upgrade mark (on an upgraded card, and before a footer that previews one)."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.upgraded_frame.darker(170), max(1.0, radius / 6)))
        painter.setBrush(self.upgraded_frame)
        painter.drawPolygon(star(centre, radius, radius * 0.45))
        painter.restore()

    def paint_tile_glyph(self, painter: QPainter, face: CardFace, rect: QRectF) -> None:
        """The tile's left glyph: the heart of the card's picture (without one, a cream Critter
        or building silhouette)."""
        if self.paint_thumbnail(painter, face, rect):
            return
        painter.setBrush(self.paper)
        painter.setPen(Qt.PenStyle.NoPen)
        if face.is_critter:
            side = min(rect.width(), rect.height())
            path = self.critter_path(face, side)
            painter.drawPath(path.translated(rect.center().x() - side / 2, rect.top()))
            return
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(rect.left(), rect.center().y()),
                    QPointF(rect.center().x(), rect.top()),
                    QPointF(rect.right(), rect.center().y()),
                    QPointF(rect.right() - 2, rect.bottom()),
                    QPointF(rect.left() + 2, rect.bottom()),
                ]
            )
        )

    def paint_thumbnail(self, painter: QPainter, face: CardFace, rect: QRectF) -> bool:
        """The part of the card's picture around its main figure, filling ``rect``; False when
        the card has no picture."""
        picture = self.picture(face.art)
        if picture is None:
            return False
        width = rect.height() * 2.1  # the card's stage is about twice as wide as tall
        stage = QRectF(
            rect.center().x() - focus_of(picture) * width, rect.top(), width, rect.height()
        )
        clip = QPainterPath()
        clip.addRoundedRect(rect, rect.width() * 0.12, rect.width() * 0.12)
        painter.save()
        painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
        if not self.paint_art(painter, face.art, rect, stage):
            self.paint_waiting_art(painter, rect)
        painter.restore()
        return True

    def paint_back(self, painter: QPainter, title: str, rect: QRectF, deck: str = "") -> None:
        """A card back: the style's colours, a lattice and a gold border round a medallion
        with the deck's picture (``backs/<deck>`` in the art book, else ``backs/default``),
        and the deck's title on a ribbon."""
        w = rect.width()
        card = QPainterPath()
        card.addRoundedRect(rect.adjusted(1, 1, -1, -1), w * 0.07, w * 0.07)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, self.back_fill[0])
        gradient.setColorAt(1, self.back_fill[1])
        painter.fillPath(card, gradient)
        painter.save()
        painter.setClipPath(card, Qt.ClipOperation.IntersectClip)
        grain(painter, rect, 0.5, "mottle")
        _lattice(painter, rect, self.back_ink)
        painter.restore()
        border = rect.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.back_ink, max(1.0, w / 40)))
        painter.drawRoundedRect(border, w * 0.05, w * 0.05)
        painter.setPen(QPen(self.back_ink.darker(140), max(0.6, w / 90)))
        painter.drawRoundedRect(
            border.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03), w * 0.04, w * 0.04
        )
        self._paint_medallion(painter, deck, rect)
        painter.setPen(QPen(self.back_ink.darker(130), max(1.0, w / 45)))
        painter.drawPath(card)
        self.paint_back_title(painter, title, rect)

    def _paint_medallion(self, painter: QPainter, deck: str, rect: QRectF) -> None:
        w = rect.width()
        oval = QRectF(rect.center().x() - w * 0.32, rect.center().y() - w * 0.4, w * 0.64, w * 0.8)
        picture = self.picture(f"backs/{deck}") or self.picture("backs/default")
        ring = QPainterPath()
        ring.addEllipse(oval)
        if picture is not None:
            painter.save()
            painter.setClipPath(ring, Qt.ClipOperation.IntersectClip)
            paint_picture(painter, picture, oval, self.palette, seed=seed_of(deck))
            painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.back_ink, max(1.2, w / 30)))
        painter.drawPath(ring)
        painter.setPen(QPen(self.back_ink.darker(150), max(0.6, w / 100)))
        painter.drawEllipse(oval.adjusted(-w * 0.025, -w * 0.025, w * 0.025, w * 0.025))

    def paint_back_title(self, painter: QPainter, title: str, rect: QRectF) -> None:
        """The deck's title on a ribbon across the foot of the back."""
        if not title:
            return
        w = rect.width()
        ribbon = QRectF(rect.left() + w * 0.1, rect.bottom() - w * 0.36, w * 0.8, w * 0.2)
        painter.setPen(QPen(self.back_ink.darker(160), max(0.8, w / 70)))
        painter.setBrush(self.back_fill[1].darker(115))
        painter.drawRoundedRect(ribbon, w * 0.04, w * 0.04)
        painter.setPen(self.back_ink)
        room = ribbon.adjusted(w * 0.03, 0, -w * 0.03, 0)
        painter.setFont(fitting_font(title, room, round(w * 0.12)))
        draw_one_line(painter, title, room, Qt.AlignmentFlag.AlignHCenter)

    # --- the shared composition ----------------------------------------------------------
    def frame_colour(self, face: CardFace) -> QColor:
        colour = theme.card_type_colour(face.card_type)
        return self.upgraded_frame if face.upgraded else colour.darker(165)

    def paint_card(self, painter: QPainter, face: CardFace, rect: QRectF, detailed=False):
        """Frame, name banner with the points, cost column, picture, tag line, ability text and
        footer, where :func:`card_layout` puts them."""
        w = rect.width()
        colour = theme.card_type_colour(face.card_type)
        at = card_layout(face, rect, detailed)
        painter.setPen(QPen(self.frame_colour(face), w / 26))
        painter.setBrush(self.paper)
        painter.drawRoundedRect(at.frame, w * 0.07, w * 0.07)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(at.banner, w * 0.04, w * 0.04)
        if face.upgraded:
            mark = QPointF(at.banner.left() + w * 0.08, at.banner.center().y())
            self.paint_mark(painter, mark, w * 0.06)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(at.name_font)
        if fits(at.name_font, at.name, face.name):
            painter.drawText(at.name, WRAP, face.name)
        else:  # a word too long at the table's least size: the zoom shows the name whole
            draw_one_line(painter, face.name, at.name, Qt.AlignmentFlag.AlignHCenter)
        paint_points(painter, face.points, at.shield, self.points_fill)
        self.paint_window(painter, face, colour, at)
        if at.cost is not None:
            paint_cost(painter, face.cost, at.cost, self.ink, self.paper)
        if face.capacity:
            self._paint_capacity(painter, face.capacity, colour, at.picture, w)
        if at.tag is not None:
            painter.setPen(colour.darker(170))
            painter.setFont(at.tag_font)
            painter.drawText(at.tag, Qt.AlignmentFlag.AlignCenter, face.tag)
        draw_lines(painter, at.lines, at.body, at.body_pixels, self.ink)
        if at.footer is not None:
            self._paint_footer(painter, face, at)

    def _paint_capacity(self, painter, capacity: int, colour, picture: QRectF, w: float) -> None:
        badge = QRectF(picture.right() - w * 0.2, picture.bottom() - w * 0.15, w * 0.19, w * 0.14)
        painter.setBrush(colour.darker(120))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(badge, 4, 4)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(theme.pixel_font(round(w * 0.09), bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"\u2193{capacity}")

    def _paint_footer(self, painter, face: CardFace, at: CardLayout) -> None:
        strip = at.footer
        w = strip.width() / 0.94  # the card's width
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.footer_fill)
        painter.drawRoundedRect(strip, w * 0.035, w * 0.035)
        if face.footer_mark:
            centre = QPointF(strip.left() + w * 0.07, strip.center().y())
            self.paint_mark(painter, centre, w * 0.045)
        box = footer_text_box(strip, w, face.footer_mark)
        draw_lines(painter, at.footer_lines, box, at.footer_pixels, self.footer_ink)

    def paint_window(self, painter: QPainter, face: CardFace, colour: QColor, at) -> None:
        """The card's picture from the art book across its whole band, its figures clear of
        the cost column (which stands on a parchment panel); an upgraded side glows gold.
        Without a picture in the book, the generated motif (:meth:`paint_motif`)."""
        picture = self.picture(face.art)
        if picture is None:
            self.paint_motif(painter, face, colour, at.picture)
            return
        w = at.frame.width()
        window = QPainterPath()
        window.addRoundedRect(at.window, w * 0.05, w * 0.05)
        painter.save()
        painter.setClipPath(window, Qt.ClipOperation.IntersectClip)
        if not self.paint_art(painter, face.art, at.window, at.picture):
            self.paint_waiting_art(painter, at.window)
        if face.upgraded:
            glow = at.window.topRight() + QPointF(-w * 0.1, w * 0.05)
            sun_glow(painter, glow, at.window.width() * 0.55, self.upgraded_frame, 90)
        if at.cost is not None:
            self._cost_panel(painter, at, w)
        painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour.darker(170), max(0.8, w / 110)))
        painter.drawPath(window)

    def _cost_panel(self, painter: QPainter, at, w: float) -> None:
        """A parchment panel down the left of the picture, under the cost column."""
        panel = QRectF(
            at.window.left() - w * 0.02,
            at.window.top() - w * 0.02,
            at.cost.right() + w * 0.025 - at.window.left(),
            at.window.height() + w * 0.04,
        )
        paper = QColor(self.paper)
        paper.setAlpha(228)
        painter.setPen(QPen(self.paper.darker(150), max(0.6, w / 120)))
        painter.setBrush(paper)
        painter.drawRoundedRect(panel, w * 0.05, w * 0.05)

    def paint_motif(self, painter: QPainter, face: CardFace, colour: QColor, rect: QRectF):
        """A generated picture: a Critter under round tree crowns, or a building of the card's
        colour, in the style's sky and ground colours."""
        painter.save()
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, self.sky[0])
        gradient.setColorAt(1, self.sky[1])
        painter.setPen(Qt.PenStyle.NoPen)
        frame = QPainterPath()
        frame.addRoundedRect(rect, rect.width() * 0.08, rect.width() * 0.08)
        painter.fillPath(frame, QBrush(gradient))
        painter.setClipPath(frame)
        seed = sum(ord(ch) * (k + 1) for k, ch in enumerate(face.name))
        for k in range(3):
            x = rect.left() + rect.width() * ((seed * (k + 2)) % 89) / 89
            painter.setBrush(self.crowns[(seed + k) % len(self.crowns)].darker(110))
            painter.drawEllipse(
                QPointF(x, rect.bottom() - rect.height() * 0.3),
                rect.width() * 0.14,
                rect.height() * 0.2,
            )
        painter.setBrush(self.ground)
        ground = rect.height() * 0.14
        painter.drawRect(QRectF(rect.left(), rect.bottom() - ground, rect.width(), ground))
        s = min(rect.width(), rect.height()) * 0.8
        box = QRectF(rect.center().x() - s / 2, rect.bottom() - s - rect.height() * 0.04, s, s)
        painter.setBrush(colour)
        painter.setPen(QPen(colour.darker(220), max(1.0, s / 28)))
        if face.is_critter:
            painter.drawPath(self.critter_path(face, s).translated(box.topLeft()))
        else:
            _paint_building(painter, box, colour)
        painter.restore()

    def paint_tile(self, painter: QPainter, face: CardFace, rect: QRectF) -> None:
        """A city card as a landscape tile: type colour, a glyph, name and points; an upgraded
        card has a gold edge."""
        h = rect.height()
        colour = theme.card_type_colour(face.card_type)
        inner = rect.adjusted(1.5, 1.5, -1.5, -1.5)
        gradient = QLinearGradient(inner.topLeft(), inner.bottomLeft())
        gradient.setColorAt(0, colour.lighter(115 if face.upgraded else 108))
        gradient.setColorAt(1, colour.darker(122))
        edge = QPen(self.upgraded_frame, 3) if face.upgraded else QPen(colour.darker(190), 1.5)
        painter.setPen(edge)
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(inner, h * 0.16, h * 0.16)
        glyph = QRectF(inner.left() + 3, inner.top() + 3, h * 0.62, inner.height() - 6)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(glyph, 3, 3)
        self.paint_tile_glyph(painter, face, glyph.adjusted(2, 3, -2, -3))
        if face.unique:
            painter.setBrush(self.points_fill)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(glyph.right() - 2, glyph.top() + 3), 3.5, 3.5)
        badge = QRectF(
            inner.right() - h * 0.62, inner.top() + h * 0.08, h * 0.54, inner.height() - h * 0.16
        )
        paint_points(painter, face.points, badge, self.points_fill)
        left = glyph.right() + 5
        reserved = 32 if face.capacity else 0  # room for the "cards beneath" badge the item adds
        name_rect = QRectF(left, inner.top(), badge.left() - left - 2 - reserved, inner.height())
        paint_name(
            painter,
            face.name,
            name_rect,
            round(h * 0.44),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
        )


def _paint_building(painter: QPainter, box: QRectF, colour: QColor) -> None:
    s = box.width()
    painter.drawRect(QRectF(box.left() + s * 0.14, box.top() + s * 0.42, s * 0.72, s * 0.58))
    painter.setBrush(colour.darker(150))
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(box.left(), box.top() + s * 0.46),
                QPointF(box.center().x(), box.top() + s * 0.04),
                QPointF(box.right(), box.top() + s * 0.46),
            ]
        )
    )
    painter.setBrush(theme.INK)
    painter.drawRoundedRect(
        QRectF(box.center().x() - s * 0.1, box.top() + s * 0.64, s * 0.2, s * 0.36),
        s * 0.08,
        s * 0.08,
    )


PictureSource = Callable[[str, QRectF, QRectF], "QPixmap | None"]
"""(art key, the rectangle to fill, the stage its figures stand on) -> the picture painted
there, or None while it waits to be painted."""


def focus_of(picture: Picture) -> float:
    """Where across the stage a picture's main figure (its largest, the later of equals)
    stands: what a thumbnail centres on."""
    if not picture.figures:
        return 0.5
    main = max(enumerate(picture.figures), key=lambda pair: (pair[1].size, pair[0]))[1]
    return main.x


def _lattice(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A faint diagonal lattice, the pattern of a card back."""
    tone = QColor(colour)
    tone.setAlpha(40)
    painter.setPen(QPen(tone, max(0.6, rect.width() / 120)))
    step = rect.width() / 7
    x = rect.left() - rect.height()
    while x < rect.right():
        painter.drawLine(QPointF(x, rect.top()), QPointF(x + rect.height(), rect.bottom()))
        painter.drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()))
        x += step
