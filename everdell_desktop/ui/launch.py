"""The window's first frame, painted before the app imports its rules and builds its screens.

Importing the rules (the core, its pydantic models, the stores) and the window's own screens
takes most of a start. The launch frame stands in for the window meanwhile: a top-level window
where the main window will open (the size and place it was left at), showing the welcome
table's cloth, its empty picture frame and the app's name. It imports Qt and the light parts of
the UI only (the theme, the cloth, the fitted view); the main window, built once this frame is
on screen, opens over it and the frame closes after the window's own first frame
(:func:`.app.run_app`).

The window's placement rule and the welcome table's layout live here too, so the launch frame
and the main window place and draw them the same way.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QByteArray, QMargins, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QMenuBar,
    QStatusBar,
    QStyle,
    QWidget,
)

from everdell_desktop.store.paths import StorePaths

from . import theme
from .cloth import leaf_cloth
from .painted_view import PaintedView

APP_TITLE = "Everdell Desktop"
DEFAULT_SIZE = QSize(1500, 950)
SMALL_SCREEN = (1500, 900)  # below this (available) the first window opens maximised
SCENE = QRectF(0, 0, 1200, 800)  # the welcome table
PICTURE = QRectF(300, 40, 600, 338)  # its picture frame (16:9)
CAPTION = 44.0  # the height of the plate under the picture with the game's name
TITLE_TOP = PICTURE.bottom() + CAPTION + 40  # the app's name, under the picture and its plate
PANEL_WIDTH = 260  # the side panels' width as the window first lays them out


# --- where the window opens -----------------------------------------------------------------
def restore_geometry(window: QWidget, saved: str | None) -> None:
    """The size and place ``window`` had when the app last closed (``saved``: the settings'
    ``window_geometry``, base64), else the default size."""
    window.resize(DEFAULT_SIZE)
    if saved:
        window.restoreGeometry(QByteArray.fromBase64(saved.encode()))


def show_on_screen(window: QWidget, saved: str | None) -> None:
    """Open as last time; the first time, maximised on a small screen (720p, a laptop)."""
    screen = window.screen().availableGeometry()
    small = screen.width() < SMALL_SCREEN[0] or screen.height() < SMALL_SCREEN[1]
    if saved is None and small:
        window.setGeometry(screen)  # the whole screen even where no window manager maximises
        window.showMaximized()
    else:
        window.show()


def saved_geometry(paths: StorePaths | None = None) -> str | None:
    """The window's geometry from the settings file (``window_geometry``), or None."""
    value = _saved_settings(paths).get("window_geometry")
    return value if isinstance(value, str) else None


def saved_table_margins(paths: StorePaths | None = None) -> QMargins | None:
    """The window's edges to its table's when it last closed (``table_margins``), or None."""
    value = _saved_settings(paths).get("table_margins")
    if not (isinstance(value, list) and len(value) == 4):
        return None
    if not all(type(number) is int and number >= 0 for number in value):
        return None  # margins too wide for the window are caught by ``table_area``
    return QMargins(*value)


def table_area(window: QSize, margins: QMargins | None = None) -> QRectF:
    """Where the table sits in a window of size ``window``: inside ``margins`` (the last
    layout's) if that leaves room, else where the main window first lays it out (under the
    menu bar, above the status bar, left of the panels)."""
    whole = QRect(QPoint(0, 0), window)
    if margins is not None and not whole.marginsRemoved(margins).isEmpty():
        return QRectF(whole.marginsRemoved(margins))
    return QRectF(whole.marginsRemoved(first_layout()))


def first_layout() -> QMargins:
    """The main window's first layout around its table (left, top, right, bottom): the menu
    bar's height, the panels' width with the gap the docks leave, the status bar's height,
    as Qt's widgets and style make them (fonts and styles differ between systems)."""
    menu = QMenuBar()
    menu.addMenu(" ")  # a menu's title is as tall as the font, whatever its letters
    separator = menu.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent)
    status = QStatusBar().sizeHint().height()
    return QMargins(0, menu.sizeHint().height(), PANEL_WIDTH + separator, status)


def _saved_settings(paths: StorePaths | None) -> dict:
    """The settings file read as plain JSON: the settings' own model is imported later, with
    the rest of the window, which checks the file and reports any problem with it. Anything
    unexpected here (no file, not JSON, not an object) reads as no settings."""
    try:
        text = (paths or StorePaths.default()).settings.read_text(encoding="utf-8")
        data = json.loads(text)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


# --- the welcome table's frame --------------------------------------------------------------
class PictureFrame(QGraphicsItem):
    """A gold picture frame with a soft shadow, an evening sky in it until a picture fills it
    (:class:`.welcome.TitlePicture`)."""

    def __init__(self, rect: QRectF = PICTURE) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, CAPTION + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = 14.0
        shadow = QPainterPath()
        shadow.addRoundedRect(self.rect.adjusted(4, 8, 8, 10), radius, radius)
        painter.fillPath(shadow, QColor(0, 0, 0, 90))
        frame = QPainterPath()
        frame.addRoundedRect(self.rect, radius, radius)
        painter.save()
        painter.setClipPath(frame)
        self.paint_inside(painter)
        painter.restore()
        self.paint_under_frame(painter)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.GOLD, 5))
        painter.drawPath(frame)
        painter.setPen(QPen(theme.GOLD.darker(170), 1.5))
        painter.drawRoundedRect(self.rect.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)

    def paint_inside(self, painter: QPainter) -> None:
        """What the frame holds (clipped to it): here the evening sky."""
        sky = QLinearGradient(self.rect.topLeft(), self.rect.bottomLeft())
        sky.setColorAt(0.0, theme.RIVER.darker(170))
        sky.setColorAt(1.0, theme.JUNGLE_DEEP)
        painter.fillRect(self.rect, sky)

    def paint_under_frame(self, painter: QPainter) -> None:
        """What overlaps the frame, under its gold edge: nothing until a game is named."""


def title_scene(parent: QWidget, picture: PictureFrame) -> QGraphicsScene:
    """The welcome table's cloth, ``picture`` in its frame and the app's name beneath;
    ``scene.title_picture`` is the picture's item."""
    scene = QGraphicsScene(SCENE, parent)
    scene.setBackgroundBrush(QBrush(leaf_cloth()))
    scene.addItem(picture)
    scene.title_picture = picture
    title = scene.addSimpleText(APP_TITLE, theme.pixel_font(64, bold=True))
    title.setBrush(theme.GOLD)
    title.setPos(SCENE.center().x() - title.boundingRect().width() / 2, TITLE_TOP)
    return scene


# --- the launch frame -----------------------------------------------------------------------
class LaunchFrame(PaintedView):
    """The window until the main window is built: the welcome table without a game, fitted to
    where the window will show its table (beside its panels), so the picture stays put when
    the window replaces the frame. Nothing in it answers the mouse; it lives for a fraction of
    a second."""

    def __init__(self, paths: StorePaths | None = None) -> None:
        super().__init__()
        theme.load_fonts()
        self.setWindowTitle(APP_TITLE)
        self.setScene(title_scene(self, PictureFrame()))
        self.saved = saved_geometry(paths)
        self.saved_margins = saved_table_margins(paths)
        restore_geometry(self, self.saved)

    def show_on_screen(self) -> None:
        show_on_screen(self, self.saved)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """The cloth one texel a pixel, whatever the scale: a scaled cloth tiled through the
        smoothing filter made the frame's one paint cost a fifth of the start."""
        painter.save()
        painter.resetTransform()
        painter.drawTiledPixmap(self.viewport().rect(), leaf_cloth())
        painter.restore()

    def resizeEvent(self, event) -> None:
        """The welcome table fitted to the window's table area, centred in it as the window's
        view centres it: the view shows exactly the viewport's worth of scene around it."""
        super().resizeEvent(event)
        area = table_area(self.viewport().size(), self.saved_margins)
        scale = min(area.width() / SCENE.width(), area.height() / SCENE.height())
        viewport = self.viewport().size()
        corner = SCENE.center() - area.center() / scale  # the scene point at the viewport's corner
        self.setSceneRect(
            corner.x(), corner.y(), viewport.width() / scale, viewport.height() / scale
        )
        self.resetTransform()
        self.scale(scale, scale)
