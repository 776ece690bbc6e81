"""The art book's pictures on screen: :class:`ArtRenderer` paints one style's faces, tiles,
backs and pictures into cached pixmaps (the pictures in slices while the event loop is idle),
and board spaces show its pictures in rounded or round panels. Card faces are composed in
``card_style.py``, words fitted in ``text_fit.py``, pieces drawn in ``pieces.py``.
"""

from __future__ import annotations

import math
import time
import weakref
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from . import theme
from .artkit import paint_picture, seed_of
from .card_style import CARD_RATIO, CardFace, CardStyle, PictureSource


def paint_scenery(painter: QPainter, rect: QRectF, picture: QPixmap, radius: float, border):
    """A board space's picture filling its rounded panel, framed in ``border``."""
    frame = QPainterPath()
    frame.addRoundedRect(rect, radius, radius)
    painter.save()
    painter.setClipPath(frame, Qt.ClipOperation.IntersectClip)
    painter.drawPixmap(rect.topLeft(), picture)
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(border), 2))
    painter.drawPath(frame)


def paint_picture_in(
    painter: QPainter,
    pictures: ArtRenderer | None,
    key: str | None,
    shape: QPainterPath,
    turned: bool = False,
) -> bool:
    """The art book's picture ``key`` (painted by the renderer ``pictures``) filling the bounds
    of ``shape``, clipped to it; ``turned``, a quarter turn to the left (a picture laid along a
    tall shape, its ground to the right). False, and nothing drawn, while it waits to be painted
    or without one."""
    if not key or pictures is None:
        return False
    box = shape.boundingRect()
    width, height = (box.height(), box.width()) if turned else (box.width(), box.height())
    pixmap = pictures.picture(key, width, height)
    if pixmap is None:
        return False
    painter.save()
    painter.setClipPath(shape, Qt.ClipOperation.IntersectClip)
    if turned:
        painter.translate(box.bottomLeft())
        painter.rotate(-90)
        painter.drawPixmap(QPointF(0, 0), pixmap)
    else:
        painter.drawPixmap(box.topLeft(), pixmap)
    painter.restore()
    return True


def paint_round_picture(
    painter: QPainter, pictures: ArtRenderer | None, key: str | None, rect: QRectF, rim: QColor
) -> bool:
    """The art book's picture ``key`` in the ellipse ``rect``, rimmed in ``rim``: a round board
    space, a vent, Emerge's research station. False, and nothing drawn, while it waits to be
    painted or without one."""
    oval = QPainterPath()
    oval.addEllipse(rect)
    if not paint_picture_in(painter, pictures, key, oval):
        return False
    painter.setPen(QPen(rim, 2.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(oval)
    return True


def paint_text_plate(painter: QPainter, rect: QRectF, bottom: float, radius: float) -> None:
    """A dark plate across the top of a picture down to ``bottom``, fading out below it, for
    light words to stand on (the art stays behind the words, never over them)."""
    fade = 14.0
    plate = QPainterPath()
    plate.addRoundedRect(
        QRectF(rect.left(), rect.top(), rect.width(), bottom - rect.top() + fade), radius, radius
    )
    shade = QLinearGradient(QPointF(0, rect.top()), QPointF(0, bottom + fade))
    stop = (bottom - rect.top()) / max(1.0, bottom + fade - rect.top())
    shade.setColorAt(0.0, QColor(12, 10, 8, 200))
    shade.setColorAt(stop, QColor(12, 10, 8, 185))
    shade.setColorAt(1.0, QColor(12, 10, 8, 0))
    painter.fillPath(plate, shade)


SLICE_MS = 6.0  # how long one turn of the event loop may spend painting waiting pictures
SLICE_GAP_MS = 16  # between two slices: a frame of the table's animations gets painted first
PATIENCE_S = 1.0  # how long waiting pictures let a moving table's frames go first


class ArtRenderer:
    """Renders one style's card faces, tiles, backs and pictures into pixmaps, cached per
    size, so the table repaints by blitting instead of re-running the drawing code.

    Pictures are cached on their own, per art key, size and stage. A table sets ``deferred``:
    a face whose picture is not painted yet is drawn at once with a plain placeholder in its
    window, and its picture is painted in short slices while the event loop is idle; then the
    face is drawn again and ``painted`` (if set) hears which art keys are ready, so that the
    items showing them repaint. The first frame never waits for the art.

    ``busy`` (if set) tells when the table is animating: then the pictures wait, so that no
    slice delays a frame of the motion (a picture takes 3 to 15 ms, a frame has 16), unless
    they have waited PATIENCE_S already; from then on one picture is painted a slice."""

    def __init__(self, style: CardStyle | None = None) -> None:
        self.style = style or CardStyle()
        self.deferred = False
        self._cache: dict[tuple, QPixmap] = {}
        self._pictures: dict[tuple, QPixmap] = {}
        self._waiting: dict[tuple, tuple[str, QRectF, QRectF]] = {}
        self._provisional: dict[str, set[tuple]] = {}  # art key -> faces drawn without it
        self._missing: set[str] = set()
        self._least = 0  # the table's least font size the cached faces were laid out for
        self._listener: weakref.WeakMethod | None = None
        self.busy: Callable[[], bool] | None = None
        self._waiting_since = 0.0  # when the oldest waiting picture was asked for

    @property
    def painted(self):
        return self._listener() if self._listener is not None else None

    @painted.setter
    def painted(self, method) -> None:
        """A bound method told the set of art keys painted in a slice (held weakly)."""
        self._listener = weakref.WeakMethod(method) if method is not None else None

    def card(self, face: CardFace, width: int, detailed: bool = False) -> QPixmap:
        """A card face; ``detailed`` (a zoomed card) shows all its text, smaller if need be,
        and its picture at once."""
        height = round(width * CARD_RATIO)

        def paint(painter: QPainter, subject: CardFace, rect: QRectF) -> None:
            with self.style.drawing_with(self._source(may_wait=not detailed)):
                self.style.paint_card(painter, subject, rect, detailed)

        return self._cached(("face", face, width, detailed), width, height, paint, face)

    def back(self, title: str, width: int, deck: str = "") -> QPixmap:
        """A card back; ``deck`` chooses its picture (see :meth:`CardStyle.paint_back`)."""
        height = round(width * CARD_RATIO)

        def paint(painter: QPainter, subject: str, rect: QRectF) -> None:
            self.style.paint_back(painter, subject, rect, deck)

        return self._cached(("back", title, deck, width), width, height, paint, title)

    def tile(self, face: CardFace, width: int, height: int) -> QPixmap:
        """A compact landscape tile for cards in a city: name, type colour, points, side."""

        def paint(painter: QPainter, subject: CardFace, rect: QRectF) -> None:
            with self.style.drawing_with(self._source(may_wait=True)):
                self.style.paint_tile(painter, subject, rect)

        return self._cached(("tile", face, width, height), width, height, paint, face)

    def picture(self, key: str, width: float, height: float) -> QPixmap | None:
        """The art book's picture ``key`` filling width x height: a board location's scene, a
        title screen's illustration. None when the book has no such picture, or (deferred)
        while it waits to be painted."""
        if self.style.picture(key) is None:
            return None
        rect = QRectF(0, 0, width, height)
        return self._source(may_wait=True)(key, rect, rect)

    def cached_count(self) -> int:
        return len(self._cache) + len(self._pictures)

    def cached_bytes(self) -> int:
        """The memory the cached pixmaps take (4 bytes a pixel)."""
        pixmaps = (*self._cache.values(), *self._pictures.values())
        return sum(pixmap.width() * pixmap.height() * 4 for pixmap in pixmaps)

    def waiting(self) -> int:
        """Pictures still to be painted."""
        return len(self._waiting)

    def clear(self) -> None:
        """Forget every face, tile and back (after a change of text size); pictures stay."""
        self._cache.clear()
        self._provisional.clear()

    # --- pictures ---------------------------------------------------------------------------
    def _source(self, may_wait: bool) -> PictureSource:
        def source(key: str, rect: QRectF, stage: QRectF) -> QPixmap | None:
            local = stage.translated(-rect.left(), -rect.top())
            size = QRectF(0, 0, rect.width(), rect.height())
            cache_key = (key, _rounded(size), _rounded(local))
            pixmap = self._pictures.get(cache_key)
            if pixmap is not None:
                return pixmap
            if may_wait and self.deferred:
                self._missing.add(key)
                if not self._waiting:
                    self._waiting_since = time.perf_counter()
                    QTimer.singleShot(SLICE_GAP_MS, self._paint_waiting)
                self._waiting[cache_key] = (key, size, local)
                return None
            return self._paint_picture(cache_key, key, size, local)

        return source

    def _paint_picture(self, cache_key: tuple, key: str, rect: QRectF, stage: QRectF) -> QPixmap:
        pixmap = QPixmap(math.ceil(rect.width() * 2), math.ceil(rect.height() * 2))
        pixmap.setDevicePixelRatio(2.0)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            paint_picture(
                painter, self.style.picture(key), rect, self.style.palette, stage, seed_of(key)
            )
        finally:
            painter.end()  # a painter left open on a dropped pixmap crashes Qt
        self._pictures[cache_key] = pixmap
        return pixmap

    def _paint_waiting(self) -> None:
        """One slice of the waiting pictures; the faces drawn without them are dropped from
        the cache (to be drawn again), and the listener hears which keys are ready."""
        started = time.perf_counter()
        animating = self.busy is not None and self.busy()
        if animating and started - self._waiting_since < PATIENCE_S:
            QTimer.singleShot(SLICE_GAP_MS, self._paint_waiting)
            return
        budget_ms = 0.0 if animating else SLICE_MS  # past its patience: one picture a slice
        done: set[str] = set()
        while self._waiting:
            cache_key = next(iter(self._waiting))
            key, rect, stage = self._waiting.pop(cache_key)
            self._paint_picture(cache_key, key, rect, stage)
            done.add(key)
            if (time.perf_counter() - started) * 1000 >= budget_ms:
                break
        if self._waiting:
            QTimer.singleShot(SLICE_GAP_MS, self._paint_waiting)
        waiting = {key for key, _rect, _stage in self._waiting.values()}
        for key in done - waiting:
            for face_key in self._provisional.pop(key, ()):
                self._cache.pop(face_key, None)
        listener = self.painted
        if done and listener is not None:
            listener(done)

    def _forget_faces_not_for(self, least: int) -> None:
        """The table's least font size changed (the window was resized or zoomed): faces laid
        out for another table size go; those for the zoom (no least size) stay."""
        self._least = least
        for key in [key for key in self._cache if key[-1] not in (0, least)]:
            del self._cache[key]

    def _cached(self, key: tuple, width: int, height: int, paint, subject) -> QPixmap:
        least = theme.least_pixels()  # a face is laid out anew for the window's size
        if least and least != self._least:
            self._forget_faces_not_for(least)
        key = (*key, least)
        pixmap = self._cache.get(key)
        if pixmap is None:
            self._missing = set()
            pixmap = QPixmap(width * 2, height * 2)  # 2x for crisp zoom and hi-dpi screens
            pixmap.setDevicePixelRatio(2.0)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            try:
                paint(painter, subject, QRectF(0, 0, width, height))
            finally:
                painter.end()  # a painter left open on a dropped pixmap crashes Qt
            self._cache[key] = pixmap
            for art in self._missing:
                self._provisional.setdefault(art, set()).add(key)
        return pixmap


def _rounded(rect: QRectF) -> tuple[float, float, float, float]:
    return tuple(
        round(value * 4) / 4 for value in (rect.x(), rect.y(), rect.width(), rect.height())
    )
