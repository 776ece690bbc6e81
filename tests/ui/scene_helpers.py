"""Drive a table like a player: real mouse events sent to the view's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from everdell_desktop.core import Action
from everdell_desktop.ui.animator import FRAME_MS


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


def item_with(scene, attribute: str, key: str):
    for item in scene.by_key.values():
        if getattr(item, attribute) == key and item.isVisible():
            return item
    return None


def perform(window, action: Action) -> str:
    """Carry out ``action`` through the table: a drag, a click on the item it is about, or an
    in-table option button; the keyboard's action list only when none is on the table.
    The chooser answers with ``action`` when it is offered among several."""
    scene, view = window.scene, window.view
    scene.chooser = lambda actions, labels: action if action in actions else None
    drag_key, drop_key = scene.action_keys(action)
    if drag_key is not None:
        source, target = (
            item_with(scene, "drag_key", drag_key),
            item_with(scene, "drop_key", drop_key),
        )
        assert source is not None and target is not None, (drag_key, drop_key)
        drag(view, source, target)
        return "drag"
    clicked = item_with(scene, "click_key", drop_key) if drop_key else None
    if clicked is not None:
        click_visible(view, clicked)  # selects it: nothing is played yet
        click_visible(view, clicked)  # a second click on the selected item makes the move
        return "click"
    button = item_with(scene, "click_key", f"option:{action.encode()}")
    if button is not None:
        click(view, button)
        return "option"
    return keyboard(window, action)


def items_for(scene, action: Action) -> list:
    """The table items a player uses to make ``action`` the way :func:`perform` makes it: the
    dragged item and its target, the clicked item, or the option button (none: the keyboard)."""
    drag_key, drop_key = scene.action_keys(action)
    if drag_key is not None:
        return [item_with(scene, "drag_key", drag_key), item_with(scene, "drop_key", drop_key)]
    clicked = item_with(scene, "click_key", drop_key) if drop_key else None
    if clicked is not None:
        return [clicked]
    button = item_with(scene, "click_key", f"option:{action.encode()}")
    return [button] if button is not None else []


def click_visible(view, item) -> None:
    """Click ``item`` where no other clickable item lies on top of it (Rugwort's stacked
    cards show only their upper strip)."""
    box = item.boundingRect()
    for fy in (0.5, 0.25, 0.1):
        for fx in (0.5, 0.3, 0.7):
            local = QPointF(box.left() + box.width() * fx, box.top() + box.height() * fy)
            point = view.mapFromScene(item.mapToScene(local))
            on_top = [
                i
                for i in view.scene().items(view.mapToScene(point))
                if getattr(i, "click_key", None)
            ]
            if on_top and on_top[0] is item:
                QTest.mouseClick(
                    view.viewport(),
                    Qt.MouseButton.LeftButton,
                    Qt.KeyboardModifier.NoModifier,
                    point,
                )
                return
    click(view, item)


def keyboard(window, action: Action) -> str:
    """Pick ``action`` in the action list with the keys alone: type its label, press Enter."""
    panel = window.actions_panel
    label = window.session.describe(action)
    row = panel.labels().index(label)
    panel.list.setFocus()
    panel.list.setCurrentRow(0)
    for _ in range(row):
        QTest.keyClick(panel.list, Qt.Key.Key_Down)
    QTest.keyClick(panel.list, Qt.Key.Key_Return)
    return "keyboard"


def play_out(window, qtbot, session, rng, max_steps: int = 2000) -> dict[str, int]:
    """Play random legal moves through the table (favouring real moves over preparing) until
    the game ends; each move must reach the record exactly. Returns how many were done each way."""
    ways: dict[str, int] = {}
    for _ in range(max_steps):
        if session.is_over():
            break
        if window.handover.isVisible():
            qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        legal = session.legal_actions()
        # favour real moves over preparing early so the game looks like one
        moves = [a for a in legal if a.kind not in ("prepare", "pass")] or legal
        action = rng.choice(moves)
        before = len(session.record.actions)
        way = perform(window, action)
        ways[way] = ways.get(way, 0) + 1
        assert session.record.actions[before:] == [action.encode()], (way, action.encode())
    return ways


def painted(item) -> QImage:
    """What ``item`` paints, alone, into an image of its bounding rectangle."""
    bounds = item.boundingRect()
    image = QImage(int(bounds.width()) + 1, int(bounds.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-bounds.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def shows_its_picture(item, attribute: str = "scenery") -> bool:
    """Whether ``item`` paints the picture its ``attribute`` names (its ``scenery``, or another
    it paints besides): it looks different without it."""
    with_picture = painted(item)
    scenery = getattr(item, attribute)
    setattr(item, attribute, None)
    try:
        return painted(item) != with_picture
    finally:
        setattr(item, attribute, scenery)


def run_clock_until(window, qtbot, condition, timeout: int) -> None:
    """Wait for ``condition`` while the window's ManualClock moves on a frame at a time:
    agents think on real worker threads, but animations and grace periods move only as the
    clock is advanced. ``timeout`` (real milliseconds) only bounds a hang."""
    qtbot.waitUntil(lambda: window.clock.advance(FRAME_MS) or condition(), timeout=timeout)
