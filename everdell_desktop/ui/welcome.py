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
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QWidget

from everdell_desktop.core import GameDefinition

from . import i18n, theme
from .art import ArtRenderer
from .i18n import tr
from .launch import CAPTION, PICTURE, SCENE, TITLE_TOP, PictureFrame, title_scene
from .proof import ArtSet
from .tables import art_set
from .text_fit import paint_name


class TitlePicture(PictureFrame):
    """A game's title picture in the gold frame, its name on a dark plate beneath it; without a
    game yet (or for a game without art), the frame's evening sky and no name."""

    def __init__(self, rect: QRectF = PICTURE) -> None:
        super().__init__(rect)
        self.art: ArtSet | None = None
        self.title = ""
        self.renderer: ArtRenderer | None = None

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

    def paint_inside(self, painter: QPainter) -> None:
        pixmap = self._pixmap()
        if pixmap is not None:
            painter.drawPixmap(self.rect.topLeft(), pixmap)
        elif self.art is not None:
            self.art.style.paint_waiting_art(painter, self.rect)
        else:
            super().paint_inside(painter)

    def paint_under_frame(self, painter: QPainter) -> None:
        """The game's name on a dark plate under the picture."""
        if not self.title:
            return
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
    """The cloth, ``game``'s title picture, the app's title and where to start (a game, or a
    tutorial); ``scene.title_picture`` is the picture's item. Without ``game`` the picture's
    frame waits for one (:meth:`TitlePicture.show_game`)."""
    picture = TitlePicture()
    if game is not None:
        picture.show_game(game)
    scene = title_scene(parent, picture)
    hints = (
        tr("Game \u25b8 New game (Ctrl+N) or Load (Ctrl+O)"),
        tr("New to a game? Help \u25b8 Tutorial teaches each one"),
    )
    for line, text in enumerate(hints):
        hint = scene.addSimpleText(text, theme.pixel_font(28))
        hint.setBrush(theme.PARCHMENT)
        hint.setPos(
            SCENE.center().x() - hint.boundingRect().width() / 2, TITLE_TOP + 100 + 45 * line
        )
    return scene
