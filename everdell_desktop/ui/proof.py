"""Proof sheets: every distinct face of a game painted to its own PNG file (the
``cards --render`` command), so anyone can proof a whole set at once, and the small grey prints
of pictures the tests compare to keep every picture its own.

A game's ui module names its look as an :class:`ArtSet` (``ART``): its card style and every
distinct face it shows. The faces are written as cards; every other picture of the style's art
book (board places, tiles, title screens, boards) as a picture, and each deck's back.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from .artkit import paint_picture, seed_of
from .card_style import CARD_RATIO, CardFace, CardStyle


@dataclass(frozen=True)
class ArtSet:
    """A game's look: its card style and a function listing every face it shows (cards,
    tiles, tokens ... in a stable order; the same face listed twice is written once) and
    ``title``, the key of the picture the window shows before a game of it starts."""

    style: CardStyle
    faces: Callable[[], Iterable[CardFace]]
    title: str = "title/game"

    def distinct_faces(self) -> list[CardFace]:
        return list(dict.fromkeys(self.faces()))

    def face_pictures(self) -> list[str]:
        """The art keys of the faces' pictures, each once."""
        return list(dict.fromkeys(face.art for face in self.distinct_faces() if face.art))

    def other_pictures(self) -> list[str]:
        """The book's pictures no face shows (board places, boards, title screens ...)."""
        if self.style.book is None:
            return []
        shown = set(self.face_pictures())
        return [key for key in self.style.book.pictures if key not in shown]


def file_stem(face: CardFace) -> str:
    """A face's file name: its picture's key (or its kind and name), its side."""
    stem = _slug(face.art or f"{face.card_type}-{face.name}")
    return stem + ("-upgraded" if face.upgraded else "")


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def render_proofs(art: ArtSet, folder: Path, width: int, height: int) -> list[Path]:
    """Write every distinct face as a card fitting ``width`` x ``height``, and every other
    picture at ``width`` x ``height``; return the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    card_width = min(width, round(height / CARD_RATIO))
    for face in art.distinct_faces():
        image = _image(card_width, round(card_width * CARD_RATIO))
        with _painter(image) as painter:
            art.style.paint_card(painter, face, _rect(image), detailed=True)
        written.append(_save(image, folder / f"{file_stem(face)}.png"))
    for key in art.other_pictures():
        image = picture_image(art.style, key, width, height)
        written.append(_save(image, folder / f"{_slug(key)}.png"))
    back = _image(card_width, round(card_width * CARD_RATIO))
    with _painter(back) as painter:
        art.style.paint_back(painter, "", _rect(back))
    written.append(_save(back, folder / "back.png"))
    return written


def picture_image(style: CardStyle, key: str, width: int, height: int) -> QImage:
    """The art book's picture ``key`` alone, ``width`` x ``height``."""
    image = _image(width, height)
    with _painter(image) as painter:
        paint_picture(painter, style.picture(key), _rect(image), style.palette, seed=seed_of(key))
    return image


def _image(width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    return image


def _rect(image: QImage) -> QRectF:
    return QRectF(0, 0, image.width(), image.height())


class _painter:
    """A painter on ``image`` for a with-block, ended however the block ends."""

    def __init__(self, image: QImage) -> None:
        self.painter = QPainter(image)
        self.painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)

    def __enter__(self) -> QPainter:
        return self.painter

    def __exit__(self, *exc) -> None:
        self.painter.end()


def _save(image: QImage, path: Path) -> Path:
    if not image.save(str(path), "PNG"):
        raise OSError(f"could not write {path}")
    return path
