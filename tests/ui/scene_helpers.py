"""Drive a table like a player: real mouse events sent to the view's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest


def viewport_point(view, item) -> QPoint:
    """A viewport pixel that hits ``item``'s shape (its centre when that is inside)."""
    shape = item.shape()
    box = shape.boundingRect()
    candidates = [box.center()] + [
        QPointF(box.left() + box.width() * fx / 6, box.top() + box.height() * fy / 6)
        for fy in range(1, 6)
        for fx in range(1, 6)
    ]
    for local in candidates:
        point = view.mapFromScene(item.mapToScene(local))
        if shape.contains(item.mapFromScene(view.mapToScene(point))):
            return point
    return view.mapFromScene(item.sceneBoundingRect().center())


def drop_point(view, target) -> QPoint:
    """A viewport pixel over ``target`` where no other drop target lies on top of it."""
    box = target.shape().boundingRect()
    for fy in range(1, 12):
        for fx in range(1, 12):
            local = QPointF(box.left() + box.width() * fx / 12, box.top() + box.height() * fy / 12)
            point = view.mapFromScene(target.mapToScene(local))
            on_top = [
                i
                for i in view.scene().items(view.mapToScene(point))
                if getattr(i, "drop_key", None)
            ]
            if on_top and on_top[0] is target:
                return point
    return viewport_point(view, target)


def click(view, item) -> None:
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        viewport_point(view, item),
    )


def drag(view, item, target, steps: int = 6) -> None:
    start = viewport_point(view, item)
    end = drop_point(view, target)
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, steps + 1):
        point = start + (end - start) * step / steps
        QTest.mouseMove(viewport, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def right_click(view, item) -> None:
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.RightButton,
        Qt.KeyboardModifier.NoModifier,
        viewport_point(view, item),
    )
