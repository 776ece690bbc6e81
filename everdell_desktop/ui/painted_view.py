"""A view of a scene scaled to fit its window, that can run work once its next frame is on
screen. The table's view (:mod:`.table_view`) and the launch frame (:mod:`.launch`) are both
one; this module imports only Qt, so the launch frame paints before the rules are imported."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView, QWidget

NO_FRAME_AFTER_MS = 1000  # work waiting for a frame that never comes (a hidden window) runs then


class PaintedView(QGraphicsView):
    """Antialiased, without scroll bars or a frame, its background (the cloth) drawn once per
    size rather than under every moving piece (a scaled, tiled cloth is a frame's costliest
    fill)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self._after_paint: list[Callable[[], None]] = []

    def after_next_paint(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` from the event loop once the next frame is on screen, so that work
        the player can wait for (a dialog, a game's rules, the whole window) never delays that
        frame; if no frame comes within ``NO_FRAME_AFTER_MS`` (a hidden window), it runs then."""
        self._after_paint.append(callback)
        QTimer.singleShot(NO_FRAME_AFTER_MS, self, self._run_after_paint)

    def _run_after_paint(self) -> None:
        callbacks, self._after_paint = self._after_paint, []
        for callback in callbacks:
            callback()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self._after_paint:
            QTimer.singleShot(0, self, self._run_after_paint)

    def fitted_scale(self) -> float:
        """Screen pixels per scene unit with the whole scene in the window."""
        rect = self.scene().sceneRect()
        area = self.viewport().rect()
        return min(area.width() / rect.width(), area.height() / rect.height())
