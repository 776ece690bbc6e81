"""What the table shows before any game: the cloth, the title and where to start, and the
title picture of the game the window suggests (the last one played, else the first listed).

The picture comes from the game's art book (its ``ArtSet.title``) through an
:class:`ArtRenderer` that paints it in an idle slice after the first frame: until then its
frame shows the style's sky and ground, so the window opens as fast as without it. The frame
may even open before its game is known (:meth:`TitlePicture.show_game`): finding the game to
suggest imports that game's rules, which the window's first frame need not wait for.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QWidget

from everdell_desktop.core import GameDefinition

from . import i18n, theme
from .art import ArtRenderer, leaf_cloth, paint_name
from .i18n import tr
from .proof import ArtSet
from .tables import art_set

SCENE = QRectF(0, 0, 1200, 800)
PICTURE = QRectF(300, 40, 600, 338)  # the title picture's frame (16:9)
CAPTION = 44.0  # the height of the plate under the picture with the game's name


class TitlePicture(QGraphicsItem):
    """A game's title picture in a gold frame, its name on a dark plate beneath it; without a
    game yet (or for a game without art), an evening sky in the frame and no name."""

    def __init__(self, rect: QRectF = PICTURE) -> None:
        super().__init__()
        self.art: ArtSet | None = None
        self.title = ""
        self.rect = QRectF(rect)
        self.renderer: ArtRenderer | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def show_game(self, game: GameDefinition) -> None:
        """Show ``game``'s name and, once painted, its title picture."""
        art = art_set(game)
        self.title = i18n.game_title(game)
        self.art = art if art is not None and art.style.picture(art.title) is not None else None
        self.renderer = None
        if self.art is not None:
            self.renderer = ArtRenderer(self.art.style)
            self.renderer.deferred = True  # painted after the first frame, in an idle slice
            self.renderer.painted = self._painted
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, CAPTION + 8)

    def is_painted(self) -> bool:
        """Whether the picture itself shows (not yet its placeholder)."""
        return self._pixmap() is not None

    def _pixmap(self):
        if self.renderer is None:
            return None
        return self.renderer.picture(self.art.title, self.rect.width(), self.rect.height())

    def _painted(self, keys: set[str]) -> None:
        if self.art is not None and self.art.title in keys and self.scene() is not None:
            self.update()

    def _paint_waiting(self, painter: QPainter) -> None:
        if self.art is not None:
            self.art.style.paint_waiting_art(painter, self.rect)
            return
        sky = QLinearGradient(self.rect.topLeft(), self.rect.bottomLeft())
        sky.setColorAt(0.0, theme.RIVER.darker(170))
        sky.setColorAt(1.0, theme.JUNGLE_DEEP)
        painter.fillRect(self.rect, sky)

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
        pixmap = self._pixmap()
        if pixmap is None:
            self._paint_waiting(painter)
        else:
            painter.drawPixmap(self.rect.topLeft(), pixmap)
        painter.restore()
        if self.title:
            self._paint_plate(painter)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.GOLD, 5))
        painter.drawPath(frame)
        painter.setPen(QPen(theme.GOLD.darker(170), 1.5))
        painter.drawRoundedRect(self.rect.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)

    def _paint_plate(self, painter: QPainter) -> None:
        """The game's name on a dark plate under the picture."""
        plate = QRectF(
            self.rect.left() + 40, self.rect.bottom() - 6, self.rect.width() - 80, CAPTION
        )
        painter.setPen(QPen(theme.GOLD.darker(150), 2))
        painter.setBrush(QColor(16, 14, 10, 235))
        painter.drawRoundedRect(plate, 10, 10)
        paint_name(
            painter, self.title, plate.adjusted(14, 2, -14, -2), 26, Qt.AlignmentFlag.AlignCenter
        )


def welcome_scene(parent: QWidget, game: GameDefinition | None = None) -> QGraphicsScene:
    """The cloth, ``game``'s title picture, the app's title and where to start;
    ``scene.title_picture`` is the picture's item. Without ``game`` the picture's frame waits
    for one (:meth:`TitlePicture.show_game`)."""
    scene = QGraphicsScene(SCENE, parent)
    scene.setBackgroundBrush(QBrush(leaf_cloth()))
    picture = TitlePicture()
    if game is not None:
        picture.show_game(game)
    scene.addItem(picture)
    scene.title_picture = picture
    top = PICTURE.bottom() + CAPTION + 40
    title = scene.addSimpleText("Everdell Desktop", theme.pixel_font(64, bold=True))
    title.setBrush(theme.GOLD)
    title.setPos(SCENE.center().x() - title.boundingRect().width() / 2, top)
    hint = scene.addSimpleText(
        tr("Game \u25b8 New game (Ctrl+N) or Load (Ctrl+O)"), theme.pixel_font(28)
    )
    hint.setBrush(theme.PARCHMENT)
    hint.setPos(SCENE.center().x() - hint.boundingRect().width() / 2, top + 100)
    return scene
