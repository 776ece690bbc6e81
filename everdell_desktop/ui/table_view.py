"""The view of the table: scaled to fit the window, zoomable and pannable, with the card
preview and the action bar floating over it."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QNativeGestureEvent, QPixmap
from PySide6.QtWidgets import QGestureEvent, QGraphicsView, QLabel, QPinchGesture, QWidget

from . import theme
from .action_bar import ActionBar
from .painted_view import PaintedView

ZOOM_STEP = 1.2  # one Ctrl+wheel notch or one Ctrl+plus
MAX_ZOOM = 4.0  # times the fitted scale
WHEEL_NOTCH = 120


class TableView(PaintedView):
    """Shows the whole table scaled to fit (zoom level 1). Ctrl+wheel, Ctrl+plus/minus and a
    pinch zoom in and out; once zoomed in, a drag on the cloth or the wheel pans; Ctrl+0 fits
    again. A card's preview floats beside it, the action bar at the foot."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self.zoom_level = 1.0
        self.zoom = QLabel(self.viewport())
        self.zoom.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.zoom.hide()
        self.bar = ActionBar(self)
        # the speed measure's record, one (start, seconds, moving) per paint: ``moving`` is what
        # ``is_moving`` (when set) said after the frame, so pauses are not counted as slow frames
        self.frame_log: list[tuple[float, float, bool]] | None = None
        self.is_moving: Callable[[], bool] | None = None

    def paintEvent(self, event) -> None:
        started = time.perf_counter()
        with theme.readable_at(self.view_scale()):
            super().paintEvent(event)
        if self.frame_log is not None:
            moving = self.is_moving is not None and self.is_moving()
            self.frame_log.append((started, time.perf_counter() - started, moving))

    # --- zoom and pan -----------------------------------------------------------------------
    def setScene(self, scene) -> None:
        """A new scene (the welcome table, a game's table) is shown whole: a view resized
        before its scene came would otherwise show it at scale 1, cut in a small window."""
        super().setScene(scene)
        self.fit()

    def fit(self) -> None:
        """Back to the whole table in the window."""
        self.zoom_level = 1.0
        self._apply_zoom()

    def zoom_by(self, factor: float) -> None:
        """Zoom in (factor > 1) or out, never below the fitted table."""
        self.zoom_level = max(1.0, min(MAX_ZOOM, self.zoom_level * factor))
        self._apply_zoom()

    def view_scale(self) -> float:
        """Screen pixels per scene unit now."""
        return self.transform().m11()

    def _apply_zoom(self) -> None:
        if self.scene() is None:
            return
        rect = self.scene().sceneRect()
        area = self.viewport().rect()
        scale = self.fitted_scale() * self.zoom_level
        centre = self.mapToScene(area.center())
        self.resetTransform()
        self.scale(scale, scale)
        if self.zoom_level <= 1.0:
            self.centerOn(rect.center())
        else:
            self.centerOn(centre)
        zoomed = self.zoom_level > 1.0
        self.setDragMode(
            QGraphicsView.DragMode.ScrollHandDrag if zoomed else QGraphicsView.DragMode.NoDrag
        )

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            notches = event.angleDelta().y() / WHEEL_NOTCH
            if notches:
                self.zoom_by(ZOOM_STEP**notches)
            event.accept()
            return
        super().wheelEvent(event)  # pans when zoomed in

    def viewportEvent(self, event) -> bool:
        if (
            isinstance(event, QNativeGestureEvent)
            and event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture
        ):  # a trackpad pinch (macOS)
            self.zoom_by(1.0 + event.value())
            return True
        if isinstance(event, QGestureEvent):  # a touch-screen pinch
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if isinstance(pinch, QPinchGesture):
                self.zoom_by(pinch.scaleFactor())
                event.accept(pinch)
                return True
        return super().viewportEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._apply_zoom()
        self.bar.place()

    # --- the floating preview ---------------------------------------------------------------
    def show_zoom(self, pixmap: QPixmap | None, anchor: QRectF | None = None) -> None:
        """Float ``pixmap`` beside ``anchor`` (a scene rectangle), on the side with more room,
        kept inside the viewport; without an anchor in the top-right corner."""
        if pixmap is None:
            self.zoom.hide()
            return
        self.zoom.setPixmap(pixmap)
        self.zoom.adjustSize()
        area = self.viewport().rect()
        size = self.zoom.size()
        if anchor is None:
            spot = QPoint(area.right() - size.width() - 12, 12)
        else:
            box = self.mapFromScene(anchor).boundingRect()
            left_room, right_room = box.left() - area.left(), area.right() - box.right()
            x = box.right() + 12 if right_room >= left_room else box.left() - size.width() - 12
            y = box.center().y() - size.height() // 2
            spot = QPoint(x, y)
        spot.setX(max(area.left() + 4, min(spot.x(), area.right() - size.width() - 4)))
        spot.setY(max(area.top() + 4, min(spot.y(), area.bottom() - size.height() - 4)))
        self.zoom.move(spot)
        self.zoom.show()
        self.zoom.raise_()
