"""The table scene base: item bookkeeping, dragging, drop-target highlighting, choosers.

A game's table subclasses :class:`TableScene`, lays out its items in ``sync`` from the session's
view, and maps a drag (``drop_actions``) or a click (``click_actions``) to the engine's legal
actions. The scene never decides legality itself: an item lights up as a target exactly when
some legal action matches the drag, and a drop anywhere else slides the item back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QCursor, QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QMenu

from everdell_desktop.core import Action

from . import theme
from .animator import Animator
from .art import ArtRenderer
from .items import BannerItem, CardItem, TableItem

DRAG_THRESHOLD = 6.0
# Chooses among several actions; returns None when the player cancels.
Chooser = Callable[[list[Action], list[str]], Action | None]


def jungle_tile() -> QPixmap:
    """The table cloth: deep green with faint generated leaves, tiled across the scene."""
    size = 260
    pixmap = QPixmap(size, size)
    pixmap.fill(theme.JUNGLE_DEEP)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    for index, (x, y, length, angle) in enumerate(
        (
            (40, 60, 90, 30),
            (170, 30, 70, -40),
            (120, 170, 110, 80),
            (220, 200, 60, 150),
            (10, 210, 70, -20),
        )
    ):
        leaf = QPainterPath(QPointF(0, 0))
        leaf.cubicTo(length * 0.3, -length * 0.28, length * 0.7, -length * 0.28, length, 0)
        leaf.cubicTo(length * 0.7, length * 0.28, length * 0.3, length * 0.28, 0, 0)
        colour = QColor(theme.LEAF if index % 2 else theme.JUNGLE)
        colour.setAlpha(70)
        painter.save()
        painter.translate(x, y)
        painter.rotate(angle)
        painter.setBrush(colour)
        painter.drawPath(leaf)
        painter.restore()
    painter.end()
    return pixmap


def assign_places(current: dict[str, str], prefix: str, places: list[str]) -> dict[str, str]:
    """Give the pieces whose keys start with ``prefix`` the places they must stand on now.

    Each piece keeps its place if that place is still needed (so only pieces that really moved
    animate); the remaining places go to the remaining pieces, new keys are made when there are
    more places than pieces. ``current`` (key -> place, for all pieces) is updated in place and
    the assignment for ``prefix`` is returned.
    """
    previous = {k: p for k, p in current.items() if k.startswith(prefix)}
    needed = list(places)
    result: dict[str, str] = {}
    for key, place in sorted(previous.items()):
        if place in needed:
            needed.remove(place)
            result[key] = place
    free = [k for k in sorted(previous) if k not in result]
    number = len(previous)
    for place in needed:
        if free:
            key = free.pop(0)
        else:
            key = f"{prefix}{number}"
            number += 1
        result[key] = place
    for key in previous:
        del current[key]
    current.update(result)
    return result


def menu_chooser(actions: list[Action], labels: list[str]) -> Action | None:
    """The default chooser: a small popup menu at the mouse cursor."""
    menu = QMenu()
    for action, label in zip(actions, labels, strict=True):
        menu.addAction(label).setData(action.encode())
    picked = menu.exec(QCursor.pos())
    if picked is None:
        return None
    return Action.parse(picked.data())


class TableScene(QGraphicsScene):
    action_chosen = Signal(object)  # Action: the table asks the window to submit it
    card_hovered = Signal(object)  # CardFace | None: the window zooms it
    card_zoomed = Signal(object)  # CardFace: right-click zoom

    def __init__(self, session, animator: Animator, renderer: ArtRenderer) -> None:
        super().__init__()
        self.session = session
        self.animator = animator
        self.renderer = renderer
        self.chooser: Chooser = menu_chooser
        self.by_key: dict[str, TableItem] = {}
        self._touched: set[str] = set()
        self._press: tuple[TableItem, QPointF, QPointF] | None = None
        self._dragging = False
        self._targets: dict[str, list[Action]] = {}
        self.setBackgroundBrush(QBrush(jungle_tile()))

    # --- for subclasses ---------------------------------------------------------------------
    def sync(self, animate: bool) -> None:
        """Lay out every item from ``self.session.view()``."""
        raise NotImplementedError

    def drop_actions(self, drag_key: str, drop_key: str) -> list[Action]:
        """Legal actions meaning 'put the dragged thing there'."""
        return []

    def click_actions(self, click_key: str) -> list[Action]:
        """Legal actions meaning 'click this'."""
        return []

    def handle_event(self, event) -> None:
        """Extra animation for one engine event (banners, dice); the default does nothing."""

    def legal(self) -> list[Action]:
        return self.session.human_legal_actions()

    # --- item bookkeeping -------------------------------------------------------------------
    def begin_sync(self) -> None:
        self._touched = set()

    def ensure(self, key: str, factory: Callable[[], TableItem]) -> tuple[TableItem, bool]:
        """The item with ``key``, created by ``factory`` if missing; returns (item, is_new)."""
        self._touched.add(key)
        item = self.by_key.get(key)
        if item is not None:
            return item, False
        item = factory()
        self.by_key[key] = item
        self.addItem(item)
        return item, True

    def put(self, item: TableItem, pos: QPointF, animate: bool, is_new: bool, delay: int = 0):
        if animate and not is_new:
            self.animator.move(item, pos, delay_ms=delay)
        else:
            item.setPos(pos)

    def end_sync(self, exit_pos: QPointF | None = None) -> None:
        """Remove the items the sync did not touch; with ``exit_pos`` cards fly there first."""
        for key in [key for key in self.by_key if key not in self._touched]:
            item = self.by_key.pop(key)
            if exit_pos is not None and isinstance(item, CardItem) and self.animator.speed > 0:
                item.drag_key = item.click_key = item.drop_key = None
                item.setZValue(400)
                self.animator.move(item, exit_pos)
                self.animator.fade(item, 0.0, delay_ms=200, on_done=lambda i=item: self._drop(i))
            else:
                self.removeItem(item)

    def _drop(self, item: TableItem) -> None:
        if item.scene() is self:
            self.removeItem(item)

    def show_banner(self, text: str) -> None:
        if self.animator.speed <= 0:
            return
        rect = self.sceneRect()
        width, height = min(760.0, rect.width() * 0.6), 120.0
        banner = BannerItem(
            text,
            rect.adjusted(
                (rect.width() - width) / 2,
                (rect.height() - height) / 2,
                -(rect.width() - width) / 2,
                -(rect.height() - height) / 2,
            ),
        )
        banner.setOpacity(0.0)
        self.addItem(banner)
        self.animator.fade(banner, 1.0, duration_ms=250)
        self.animator.fade(
            banner, 0.0, delay_ms=1100, duration_ms=350, on_done=lambda: self.removeItem(banner)
        )

    # --- choosing ---------------------------------------------------------------------------
    def choose(self, actions: list[Action]) -> Action | None:
        if not actions:
            return None
        if len(actions) == 1:
            return actions[0]
        labels = [self.session.describe(action) for action in actions]
        return self.chooser(actions, labels)

    def activate(self, item: TableItem) -> bool:
        """Click (or keyboard activation) of an item; True when an action was chosen."""
        key = item.click_key or item.drag_key
        action = self.choose(self.click_actions(key)) if key else None
        if action is not None:
            self.action_chosen.emit(action)
            return True
        return False

    def drop(self, item: TableItem, target: TableItem | None) -> bool:
        """Drop ``item`` on ``target``: submit the matching action, or slide the item back."""
        actions = []
        if target is not None and item.drag_key and target.drop_key:
            actions = self.drop_actions(item.drag_key, target.drop_key)
        action = self.choose(actions)
        if action is None:
            return False
        self.action_chosen.emit(action)
        return True

    def legal_targets(self, item: TableItem) -> dict[str, list[Action]]:
        targets: dict[str, list[Action]] = {}
        for key, candidate in self.by_key.items():
            if candidate is item or not candidate.drop_key:
                continue
            actions = self.drop_actions(item.drag_key, candidate.drop_key)
            if actions:
                targets[key] = actions
        return targets

    # --- mouse ------------------------------------------------------------------------------
    def _top_item(self, pos: QPointF, wanted: Callable[[TableItem], bool]) -> TableItem | None:
        for candidate in self.items(pos):
            if isinstance(candidate, TableItem) and wanted(candidate):
                return candidate
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if event.button() == Qt.MouseButton.RightButton:
            card = self._top_item(pos, lambda i: isinstance(i, CardItem) and i.face is not None)
            if card is not None:
                self.card_zoomed.emit(card.face)
                event.accept()
                return
        if event.button() == Qt.MouseButton.LeftButton:
            item = self._top_item(pos, lambda i: bool(i.drag_key or i.click_key))
            if item is not None:
                self._press = (item, pos, item.pos())
                self._dragging = False
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A second click in quick succession is another click: Qt sends it as a double-click
        (press, release, double-click, release), and no item handles that, so without this
        the second move would be lost."""
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        item, start, home = self._press
        delta = event.scenePos() - start
        if not self._dragging:
            if not item.drag_key or delta.manhattanLength() < DRAG_THRESHOLD:
                return
            self._start_drag(item)
        item.setPos(home + delta)
        hovered = self._target_at(event.scenePos(), item)
        for key in self._targets:
            self.by_key[key].set_highlight(2 if hovered is self.by_key[key] else 1)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseReleaseEvent(event)
            return
        item, _start, home = self._press
        dragging, self._press, self._dragging = self._dragging, None, False
        event.accept()
        if not dragging:
            self.activate(item)
            return
        target = self._target_at(event.scenePos(), item)
        self._end_drag(item)
        if not self.drop(item, target):
            self.animator.move(item, home)

    def _start_drag(self, item: TableItem) -> None:
        self._dragging = True
        self._targets = self.legal_targets(item)
        item.setZValue(item.zValue() + 500)
        for key in self._targets:
            self.by_key[key].set_highlight(1)

    def _end_drag(self, item: TableItem) -> None:
        item.setZValue(item.zValue() - 500)
        for key in self._targets:
            if key in self.by_key:
                self.by_key[key].set_highlight(0)
        self._targets = {}

    def _target_at(self, pos: QPointF, dragged: TableItem) -> TableItem | None:
        for candidate in self.items(pos):
            if (
                isinstance(candidate, TableItem)
                and candidate is not dragged
                and candidate.key in self._targets
            ):
                return candidate
        return None

    def dragging_targets(self) -> set[str]:
        """Keys of the items lit up as legal targets of the current drag (for tests)."""
        return set(self._targets)
