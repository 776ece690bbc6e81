"""Generated art: faces composed from data, both sides distinct, players told apart by more
than colour."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from everdell_desktop.ui import art, card_style, pieces, theme
from everdell_desktop.ui.emerland import faces as jungle

FACE = card_style.CardFace(
    "Lantern Hut", "production", False, (("bamboo", 2),), 2, "Gain 1 leaf.", False, "Gain 2 leaves"
)


def image(pixmap) -> QImage:
    return pixmap.toImage()


def test_a_card_face_is_cached_per_face_and_width(qapp):
    renderer = art.ArtRenderer()
    first = renderer.card(FACE, 120)
    assert renderer.card(FACE, 120).cacheKey() == first.cacheKey()
    renderer.card(FACE, 160)
    assert renderer.cached_count() == 2


def test_upgraded_side_looks_different_from_the_basic_side(qapp):
    renderer = art.ArtRenderer(jungle.STYLE)
    basic = image(renderer.card(FACE, 120))
    upgraded_face = card_style.CardFace(
        FACE.name, FACE.card_type, False, (), 3, "Gain 2 leaves.", True
    )
    assert image(renderer.card(upgraded_face, 120)) != basic


def test_each_card_type_has_its_own_colour(qapp):
    colours = {theme.card_type_colour(kind).name() for kind in theme.CARD_TYPE_COLOURS}
    assert len(colours) == len(theme.CARD_TYPE_COLOURS) >= 6  # a game may register its own


def test_a_game_registers_its_own_card_kind_but_never_recolours_one(qapp):
    from PySide6.QtGui import QColor

    theme.register_card_type("test_kind", QColor("#123456"))
    theme.register_card_type("production", QColor("#000000"))
    assert theme.card_type_colour("Test_Kind").name() == "#123456"
    assert theme.card_type_colour("production").name() == "#4f9d3a"
    del theme.CARD_TYPE_COLOURS["test_kind"]


def test_players_differ_in_colour_shape_and_pattern():
    styles = theme.PLAYER_STYLES
    assert len({s.colour.name() for s in styles}) == 4
    assert len({s.shape for s in styles}) == 4
    assert len({s.pattern for s in styles}) == 4


def silhouette(species: str) -> QImage:
    from PySide6.QtGui import QPainter

    img = QImage(64, 64, QImage.Format.Format_ARGB32)
    img.fill(0)
    painter = QPainter(img)
    painter.fillPath(pieces.meeple_path(species, 64), theme.INK)
    painter.end()
    return img


def test_every_species_has_its_own_silhouette(qapp):
    species = (
        "capybara",
        "frog",
        "chameleon",
        "monkey",
        "beetle",
        "caterpillar",
        "dragonfly",
        "ant",
    )
    images = [silhouette(name) for name in species]
    for i, first in enumerate(images):
        for second in images[i + 1 :]:
            assert first != second


def test_resource_icons_draw_something(qapp):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    for kind in ("bamboo", "leaf", "fig", "marble", "emerald", "harp", "point"):
        img = QImage(40, 40, QImage.Format.Format_ARGB32)
        img.fill(0)
        painter = QPainter(img)
        pieces.draw_resource(painter, kind, QRectF(0, 0, 40, 40))
        painter.end()
        assert any(img.pixel(x, y) != 0 for x in range(40) for y in range(40)), kind


def test_a_changed_badge_repaints_a_cached_card(qtbot):
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    from everdell_desktop.ui.items import CardItem

    scene = QGraphicsScene(0, 0, 200, 260)
    card = CardItem("c1", art.ArtRenderer(), 150, FACE)
    scene.addItem(card)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(240, 300)
    view.show()
    qtbot.waitExposed(view)
    before = view.grab().toImage()
    card.badge = "x2"
    QCoreApplication.processEvents()  # the scene's queued update
    assert view.grab().toImage() != before


def _mask(species: str, size: int = 24) -> set[tuple[int, int]]:
    """The pixels a helper's silhouette covers at table size."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QPainter

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("black"))
    painter.drawPath(pieces.meeple_path(species, size))
    painter.end()
    return {(x, y) for x in range(size) for y in range(size) if image.pixelColor(x, y).alpha()}


def test_helper_species_differ_clearly_in_silhouette_at_table_size(qapp):
    """Any two helpers share less than 45% of the pixels either covers (the first drawings
    shared up to 52%: the ant and the beetle were two round blobs)."""
    masks = {name: _mask(name) for name in jungle.HELPER_SHAPES}
    assert set(masks) == {"caterpillar", "ant", "beetle", "dragonfly"}
    names = sorted(masks)
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            a, b = masks[first], masks[second]
            assert len(a & b) / len(a | b) < 0.45, (first, second)


def _deferred_renderer(busy):
    """A deferred renderer of the woodland pictures and the key of one picture in its book."""
    from everdell_desktop.ui.everdell.faces import STYLE as WOODLAND

    renderer = art.ArtRenderer(WOODLAND)
    renderer.deferred = True
    renderer.busy = busy
    key = next(iter(WOODLAND.book.pictures))
    assert renderer.picture(key, 120, 80) is None  # asked for: waits to be painted
    return renderer, key


def test_waiting_pictures_let_a_moving_table_paint_its_frames_first(qtbot):
    moving = [True]
    renderer, key = _deferred_renderer(lambda: moving[0])
    qtbot.wait(5 * art.SLICE_GAP_MS)
    assert renderer.waiting() == 1  # no slice while the table animates
    moving[0] = False
    qtbot.waitUntil(lambda: renderer.waiting() == 0, timeout=30_000)
    assert renderer.picture(key, 120, 80) is not None


def test_a_picture_waits_for_the_motion_no_longer_than_its_patience(qtbot, monkeypatch):
    monkeypatch.setattr(art, "PATIENCE_S", 0.05)
    renderer, key = _deferred_renderer(lambda: True)  # a table that never stops moving
    qtbot.waitUntil(lambda: renderer.waiting() == 0, timeout=30_000)
    assert renderer.picture(key, 120, 80) is not None
