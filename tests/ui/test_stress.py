"""Thousands of repaints and animations in one process (DESIGN.md section 9: PySide6 6.12 on
Python 3.11 aborts after a few thousand void-returning calls; this test would crash there)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from everdell_desktop.ui import art, card_style, theme
from everdell_desktop.ui.animator import Animator
from everdell_desktop.ui.emerland import faces
from everdell_desktop.ui.items import CardItem, MeepleItem, PanelItem, TokenItem

REPAINTS = 2000
ANIMATION_ROUNDS = 6


def test_thousands_of_repaints_and_animations(qtbot):
    scene = QGraphicsScene(QRectF(0, 0, 1200, 800))
    renderer = art.ArtRenderer(faces.STYLE)
    items = []
    for index in range(60):
        face = card_style.CardFace(
            f"Card {index % 7}",
            list(theme.CARD_TYPE_COLOURS)[index % 6],
            index % 2 == 0,
            (("fig", 2),),
            index % 5,
            "Gain 1 fig.",
            index % 3 == 0,
            "Gain 2 figs",
        )
        card = CardItem(f"c{index}", renderer, 70, face)
        card.setPos(index % 12 * 95, index // 12 * 110)
        items.append(card)
    for index in range(40):
        items.append(MeepleItem(f"m{index}", "monkey", index % 4, 26))
        items.append(TokenItem(f"t{index}", "emerald", index, 20))
    items.append(PanelItem("panel", QRectF(0, 0, 300, 200), theme.LEAF, "Panel", "subtitle"))
    for item in items:
        scene.addItem(item)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(320, 220)
    view.show()
    animator = Animator(speed=40.0)
    for round_ in range(ANIMATION_ROUNDS):
        for index, item in enumerate(items):
            target = QPointF((index * 37 + round_ * 53) % 1100, (index * 17 + round_ * 29) % 700)
            animator.move(item, target, duration_ms=200)
            if isinstance(item, CardItem) and index % 4 == 0:
                animator.flip(item, lambda item=item: item.set_face(item.face), delay_ms=20)
            if isinstance(item, TokenItem):
                animator.count(item.set_count, item.get_count(), item.get_count() + 3)
        qtbot.waitUntil(animator.is_idle, timeout=10_000)
    for index in range(REPAINTS):
        items[index % len(items)].update()
        view.viewport().repaint()
    assert animator.started_count >= ANIMATION_ROUNDS * len(items)
    assert animator.is_idle()
