"""What a frame redraws: the cloth under its lamp is drawn once per zoom, a board's frame of
blossoms once per size; a frame then only copies them."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from everdell_desktop.core import registry
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui.artkit.surfaces import _ornament_pixmap, paint_ornament
from everdell_desktop.ui.dialogs import NewGameSpec

GAME = registry.get("everdell")


def _cloth_draws(window, monkeypatch) -> list[QRectF]:
    """Start a game and count the times its scene draws its background from now on."""
    seats = [SeatSpec("P1"), SeatSpec("P2")]
    window.start_game(NewGameSpec(GAME, GAME.make_config(players=2), 3, seats))
    scene_class = type(window.scene)
    draws: list[QRectF] = []
    drawn = scene_class.drawBackground

    def counting(scene, painter, rect):
        draws.append(QRectF(rect))
        drawn(scene, painter, rect)

    monkeypatch.setattr(scene_class, "drawBackground", counting)
    window.view.viewport().repaint()  # the first paint after the count began
    draws.clear()
    return draws


def test_the_cloth_is_not_drawn_again_under_every_repaint(window, monkeypatch):
    draws = _cloth_draws(window, monkeypatch)
    for _ in range(3):
        window.view.viewport().repaint()
    assert draws == []


def test_zooming_draws_the_cloth_again_at_the_new_scale(window, monkeypatch):
    draws = _cloth_draws(window, monkeypatch)
    window.view.zoom_by(1.5)
    window.view.viewport().repaint()
    assert len(draws) == 1


def _framed(rect: QRectF) -> QImage:
    image = QImage(300, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    paint_ornament(painter, rect, "flowers")
    painter.end()
    return image


def test_a_frame_of_blossoms_runs_round_the_board_and_leaves_its_middle_clear(qapp):
    image = _framed(QRectF(20, 20, 240, 150))
    on_the_frame = [image.pixelColor(x, 24).alpha() for x in range(24, 256)]
    assert max(on_the_frame) > 200
    assert image.pixelColor(140, 95).alpha() == 0


def test_a_frame_of_blossoms_is_painted_once_per_size(qapp):
    rect = QRectF(20, 20, 241.5, 150)  # a size of its own: a fresh cache entry
    _framed(rect)
    painted = _ornament_pixmap.cache_info()
    moved = _framed(rect.translated(10, 5))
    assert _ornament_pixmap.cache_info().hits == painted.hits + 1
    assert _ornament_pixmap.cache_info().misses == painted.misses
    assert max(moved.pixelColor(x, 29).alpha() for x in range(34, 260)) > 200
