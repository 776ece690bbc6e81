"""Board surfaces are painted at the pixel density the view shows them at, not more."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from everdell_desktop.ui.artkit.surfaces import (
    SURFACE_MARGIN,
    _ornament_pixmap,
    _shadow_pixmap,
    _surface_pixmap,
    paint_ornament,
    paint_surface,
    soft_shadow,
)


def _density_painted_at(scale: float, device_ratio: float = 1.0) -> float:
    """Paint a surface through a painter zoomed by ``scale`` on a device of ``device_ratio``
    and report the density of the pixmap it was painted into."""
    image = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(device_ratio)
    painter = QPainter(image)
    painter.scale(scale, scale)
    size = 100.0 + scale * 10 + device_ratio  # a size of its own: a fresh cache entry
    paint_surface(painter, QRectF(0, 0, size, 50), "wood", QColor("#8a6a40"))
    painter.end()
    key = (round(size, 1), 50.0)
    for density in (1, 2, 3):
        info = _surface_pixmap.cache_info()
        _surface_pixmap(key, "wood", QColor("#8a6a40").rgba(), 10.0, False, density)
        if _surface_pixmap.cache_info().hits > info.hits:
            return density
    raise AssertionError("no surface pixmap was painted")


def test_a_surface_shown_at_its_own_size_is_painted_at_one_pixel_per_unit(qapp):
    assert _density_painted_at(1.0) == 1
    assert _density_painted_at(0.8) == 1


def test_a_zoomed_in_surface_is_painted_finer(qapp):
    assert _density_painted_at(1.5) == 2
    assert _density_painted_at(2.6) == 3


def test_a_hidpi_screen_doubles_the_density(qapp):
    assert _density_painted_at(1.0, device_ratio=2.0) == 2


def test_a_surface_pixmap_covers_its_rectangle_and_margin_at_its_density(qapp):
    pixmap = _surface_pixmap((60.0, 40.0), "stone", QColor("#777").rgba(), 8.0, False, 2)
    assert pixmap.devicePixelRatio() == 2
    assert pixmap.width() == round((60 + 2 * SURFACE_MARGIN) * 2)


def test_the_mottle_texture_is_the_byte_mean_of_the_fine_and_cloud_noise():
    from everdell_desktop.ui.artkit.surfaces import _average

    first, second = bytes([0, 255, 7, 200, 1]), bytes([255, 255, 8, 100, 0])
    assert _average(first, second) == bytes(
        (a + b) // 2 for a, b in zip(first, second, strict=True)
    )


def test_a_texture_darkens_below_the_middle_and_lightens_above(qapp):
    from everdell_desktop.ui.artkit.surfaces import TILE, _signed

    values = bytes([0, 128, 255] + [128] * (TILE * TILE - 3))
    tile = _signed(values, 0.5)
    dark, middle, light = (tile.pixelColor(x, 0) for x in range(3))
    assert (dark.alpha(), dark.red()) == (128, 0)
    assert middle.alpha() == 0
    assert (light.alpha(), light.red()) == (127, 255)


WHITE, CLEAR = QColor("white"), QColor(0, 0, 0, 0)


def _painted(draw, ground: QColor = WHITE) -> QImage:
    """A 300 x 200 image of ``ground`` with ``draw(painter)`` painted on it."""
    image = QImage(300, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(ground)
    painter = QPainter(image)
    draw(painter)
    painter.end()
    return image


def _drawn_again_from_its_pixmap(
    cached, draw, rect: QRectF, dx: float, dy: float, ground: QColor = WHITE
) -> QImage:
    """Draw at ``rect``, then at ``rect`` moved by (dx, dy): the second is the ``cached``
    pixmap's hit, not a new painting. Returns the second image."""
    _painted(lambda painter: draw(painter, rect), ground)
    painted = cached.cache_info()
    moved = _painted(lambda painter: draw(painter, rect.translated(dx, dy)), ground)
    assert cached.cache_info().hits == painted.hits + 1
    assert cached.cache_info().misses == painted.misses
    return moved


def _shadow(painter: QPainter, rect: QRectF) -> None:
    soft_shadow(painter, rect, 6.0, 8.0, 70)


def _flowers(painter: QPainter, rect: QRectF) -> None:
    paint_ornament(painter, rect, "flowers")


def test_a_soft_shadow_darkens_round_its_rectangle_and_fades_out_beyond_its_spread(qapp):
    image = _painted(lambda painter: _shadow(painter, QRectF(50, 50, 80, 100)))
    inside, rim, far = (
        image.pixelColor(90, 100),
        image.pixelColor(46, 100),
        image.pixelColor(30, 100),
    )
    assert inside.lightness() < rim.lightness() < far.lightness() == 255


def test_a_card_shadow_is_painted_once_per_size_and_then_drawn_from_its_pixmap(qapp):
    rect = QRectF(50, 50, 81.5, 100)  # a size of its own: a fresh cache entry
    moved = _drawn_again_from_its_pixmap(_shadow_pixmap, _shadow, rect, 20, 10)
    assert moved.pixelColor(110, 110).lightness() < 255  # and it is drawn where the card lies


def test_a_frame_of_blossoms_runs_round_the_board_and_leaves_its_middle_clear(qapp):
    image = _painted(lambda painter: _flowers(painter, QRectF(20, 20, 240, 150)), CLEAR)
    on_the_frame = [image.pixelColor(x, 24).alpha() for x in range(24, 256)]
    assert max(on_the_frame) > 200
    assert image.pixelColor(140, 95).alpha() == 0


def test_a_frame_of_blossoms_is_painted_once_per_size(qapp):
    rect = QRectF(20, 20, 241.5, 150)  # a size of its own: a fresh cache entry
    moved = _drawn_again_from_its_pixmap(_ornament_pixmap, _flowers, rect, 10, 5, CLEAR)
    assert max(moved.pixelColor(x, 29).alpha() for x in range(34, 260)) > 200
