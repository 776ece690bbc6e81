"""Drive a table like a player: real mouse events sent to the view's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest


def viewport_point(view, item) -> QPoint:
    rect = item.sceneBoundingRect()
    shape_centre = item.mapToScene(item.shape().boundingRect().center())
    centre = shape_centre if rect.contains(shape_centre) else rect.center()
    return view.mapFromScene(centre)


def click(view, item) -> None:
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        viewport_point(view, item),
    )


def drag(view, item, target, steps: int = 6) -> None:
    start = viewport_point(view, item)
    end = viewport_point(view, target)
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
